"""Portable I-JSON: what passes, what fails, and the path each failure names."""

from __future__ import annotations

import datetime as dt
import enum
import json
import math
import re
from collections import OrderedDict
from decimal import Decimal

import pydantic
import pytest
from hypothesis import given
from hypothesis import strategies as st

from canon_contracts._portable import (
    MAX_DEPTH,
    MAX_SAFE_INTEGER,
    PortableJson,
    PortableObject,
    ensure_portable,
    is_portable,
)
from canon_contracts.errors import PortabilityError

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER)
    | st.floats(min_value=-MAX_SAFE_INTEGER, max_value=MAX_SAFE_INTEGER, allow_nan=False)
    | st.text()
)


def json_containers(children):
    return st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)


json_values = st.recursive(json_scalars, json_containers, max_leaves=30)


def nested(levels: int, kind: str, leaf: object = 0) -> object:
    """``levels`` containers around ``leaf``; the leaf sits at depth ``levels``."""
    value = leaf
    for _ in range(levels):
        value = [value] if kind == "list" else {"k": value}
    return value


def failure(value: object, **kwargs: str) -> PortabilityError:
    with pytest.raises(PortabilityError) as caught:
        ensure_portable(value, **kwargs)
    return caught.value


def test_constants():
    assert MAX_SAFE_INTEGER == 2**53 - 1
    assert MAX_DEPTH == 128


@pytest.mark.parametrize(
    "value",
    [
        None,
        True,
        False,
        0,
        -1,
        MAX_SAFE_INTEGER,
        -MAX_SAFE_INTEGER,
        0.5,
        -0.0,
        9007199254740991.0,
        1e-300,
        "",
        "naïve 😀",
        [],
        {},
    ],
)
def test_accepts_json_values(value):
    ensure_portable(value)
    assert is_portable(value)


@given(json_values)
def test_accepts_every_generated_json_value(value):
    ensure_portable(value)


@pytest.mark.parametrize("value", [MAX_SAFE_INTEGER + 1, -MAX_SAFE_INTEGER - 1, 10**30])
def test_rejects_integers_outside_the_safe_range(value):
    error = failure({"n": [value]})
    assert error.path == "$.n[0]"
    assert str(value) in error.reason
    assert not is_portable(value)


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf])
def test_rejects_non_finite_floats(value):
    assert failure([1.0, value]).path == "$[1]"


@pytest.mark.parametrize("value", [2.0**53, -(2.0**53), 1e20, 9.999999999999999e20, -9.999999999999999e20])
def test_rejects_floats_between_the_safe_range_and_1e21(value):
    error = failure({"x": value})
    assert error.path == "$.x"
    assert "safe range" in error.reason


@pytest.mark.parametrize("value", [1e21, -1e21, 3.8e25, 1e308, -1.7976931348623157e308])
def test_accepts_floats_from_1e21_which_encode_in_exponent_form(value):
    assert is_portable({"training_compute": value})
    assert is_portable(value)


@pytest.mark.parametrize("text", ["\ud800", "abc\udfff", "é\udc00", "\ud83d\ude00"])
def test_rejects_surrogate_code_points_in_strings_and_keys(text):
    assert failure({"a": text}).path == "$.a"
    key_error = failure({"a": {text: 1}})
    assert key_error.path.startswith("$.a[")
    assert "surrogate" in key_error.reason


class Color(enum.IntEnum):
    RED = 1


class Mood(enum.StrEnum):
    CALM = "calm"


class Name(str):
    pass


@pytest.mark.parametrize(
    ("value", "type_name"),
    [
        ((1, 2), "tuple"),
        ({1, 2}, "set"),
        (b"raw", "bytes"),
        (Decimal("1.5"), "Decimal"),
        (dt.datetime(2024, 1, 1), "datetime"),
        (object(), "object"),
        (Color.RED, "Color"),
        (Mood.CALM, "Mood"),
        (Name("x"), "Name"),
        (OrderedDict(a=1), "OrderedDict"),
    ],
)
def test_rejects_other_types_naming_the_type(value, type_name):
    error = failure({"payload": [None, value]})
    assert error.path == "$.payload[1]"
    assert error.reason.startswith(type_name)
    assert failure(value).path == "$"


@pytest.mark.parametrize("key", [1, None, ("a",), Mood.CALM])
def test_rejects_non_string_keys_at_the_object(key):
    error = failure({"outer": {key: 1}})
    assert error.path == "$.outer"
    assert "key" in error.reason


@pytest.mark.parametrize("kind", ["list", "dict"])
def test_depth_boundary_is_exactly_max_depth(kind):
    ensure_portable(nested(MAX_DEPTH, kind))
    ensure_portable(nested(MAX_DEPTH, kind, leaf=[]))
    ensure_portable(nested(MAX_DEPTH, kind, leaf={}))
    for too_deep in (nested(MAX_DEPTH + 1, kind), nested(MAX_DEPTH, kind, leaf=[[]])):
        error = failure(too_deep)
        assert error.path.count("[0]") + error.path.count(".k") == MAX_DEPTH + 1
        assert "deeper" in error.reason


@pytest.mark.parametrize("kind", ["list", "dict"])
def test_hostile_depth_fails_without_recursion_error(kind):
    assert not is_portable(nested(100_000, kind))


def test_cycle_fails_on_depth():
    cycle: list[object] = []
    cycle.append(cycle)
    assert "deeper" in failure(cycle).reason


@pytest.mark.parametrize(
    ("value", "path"),
    [
        ({"a": [1, {"b c": math.nan}]}, '$.a[1]["b c"]'),
        ({"1st": math.nan}, '$["1st"]'),
        ({"with.dot": math.nan}, '$["with.dot"]'),
        ({"_ok9": math.nan}, "$._ok9"),
        ({'q"uote': math.nan}, '$["q\\"uote"]'),
        ([[], [[math.inf]]], "$[1][0][0]"),
    ],
)
def test_paths(value, path):
    assert failure(value).path == path


def test_path_prefix_is_the_given_root():
    assert failure({"a": math.nan}, path="$.payload").path == "$.payload.a"
    assert failure(math.nan, path="$.x").path == "$.x"


def test_shared_offender_is_reported_at_one_of_its_places():
    shared = [math.nan]
    assert failure({"a": shared, "b": shared}).path in {"$.a[0]", "$.b[0]"}


def containers(value, steps=()):
    """Yield ``(container, steps)`` for every list and dict inside ``value``, the root included."""
    if isinstance(value, list | dict):
        yield value, steps
        for key, child in value.items() if isinstance(value, dict) else enumerate(value):
            yield from containers(child, (*steps, key))


def render(steps):
    """The documented path syntax: ``.name`` for identifiers, ``["name"]`` for other keys, ``[i]``."""
    parts = ["$"]
    for key in steps:
        if isinstance(key, int):
            parts.append(f"[{key}]")
        elif re.fullmatch("[A-Za-z_][A-Za-z0-9_]*", key):
            parts.append(f".{key}")
        else:
            parts.append(f"[{json.dumps(key)}]")
    return "".join(parts)


@given(json_containers(json_values), st.data())
def test_reported_path_locates_the_offender(value, data):
    container, steps = data.draw(st.sampled_from(list(containers(value))))
    if isinstance(container, list):
        container.append(math.nan)
        steps = (*steps, len(container) - 1)
    else:
        key = data.draw(st.text(max_size=6).filter(lambda k: k not in container))
        container[key] = math.nan
        steps = (*steps, key)
    if len(steps) > MAX_DEPTH:
        return
    error = failure(value)
    assert (error.path, error.reason) == (render(steps), "float nan is not finite")


class Payload(pydantic.BaseModel):
    data: PortableObject
    extra: PortableJson = None


def test_model_field_rejects_unsafe_integer_with_inner_path():
    with pytest.raises(pydantic.ValidationError) as caught:
        Payload(data={"a": 2**53})
    assert caught.value.errors()[0]["loc"] == ("data",)
    assert "$.a: integer 9007199254740992" in str(caught.value)
    assert Payload(data={"a": 2**53 - 1}).data == {"a": 2**53 - 1}


@pytest.mark.parametrize("data", [({"a": 1},), {"a": (1, 2)}, {"a": [math.nan]}, {1: "x"}, ["not", "object"]])
def test_model_field_rejects_non_portable_or_non_object(data):
    with pytest.raises(pydantic.ValidationError):
        Payload.model_validate({"data": data})


def test_model_json_input_is_checked_too():
    with pytest.raises(pydantic.ValidationError, match=r"\$\.a\[0\]"):
        Payload.model_validate_json('{"data": {"a": [9007199254740993]}}')
    assert Payload.model_validate_json('{"data": {"a": [1.5]}}').data == {"a": [1.5]}


def test_any_json_field_checks_scalars_and_containers():
    assert Payload(data={}, extra=[1, "x", None]).extra == [1, "x", None]
    for bad in (math.inf, (1,), "\ud800"):
        with pytest.raises(pydantic.ValidationError):
            Payload.model_validate({"data": {}, "extra": bad})


def test_model_handles_the_maximum_depth():
    deepest = nested(MAX_DEPTH, "dict")  # the field value is the root, so its leaf is at depth 128
    assert Payload.model_validate({"data": deepest}).data == deepest
    with pytest.raises(pydantic.ValidationError, match="deeper"):
        Payload.model_validate({"data": nested(MAX_DEPTH + 1, "dict")})
    with pytest.raises(pydantic.ValidationError, match="deeper"):
        Payload.model_validate({"data": {"k": nested(100_000, "list")}})


def test_json_schema_is_a_plain_object_and_any_value():
    schema = Payload.model_json_schema()
    assert schema["properties"]["data"] == {"type": "object", "title": "Data"}
    assert schema["properties"]["extra"] == {"default": None}
    assert "$defs" not in schema
