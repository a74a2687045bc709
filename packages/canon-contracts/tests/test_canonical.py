"""Canonical bytes follow RFC 8785, and digests identify content rather than one serialization of it."""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import json
import math
import random

import pydantic
import pytest
from hypothesis import given
from hypothesis import strategies as st

from canon_contracts._canonical import (
    DIGEST_PATTERN,
    Digest,
    canonical_bytes,
    digest,
    digest_bytes,
    is_digest,
)
from canon_contracts._portable import MAX_SAFE_INTEGER
from canon_contracts.errors import PortabilityError

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER)
    | st.floats(min_value=-MAX_SAFE_INTEGER, max_value=MAX_SAFE_INTEGER, allow_nan=False)
    | st.text()
)
json_values = st.recursive(
    json_scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=30,
)


def reordered(value, rng: random.Random):
    """The same JSON value with every object's members inserted in a random order."""
    if isinstance(value, dict):
        keys = list(value)
        rng.shuffle(keys)
        return {key: reordered(value[key], rng) for key in keys}
    if isinstance(value, list):
        return [reordered(item, rng) for item in value]
    return value


@given(json_values, st.randoms(use_true_random=False))
def test_member_order_never_changes_bytes_or_digest(value, rng):
    shuffled = reordered(value, rng)
    assert canonical_bytes(shuffled) == canonical_bytes(value)
    assert digest(shuffled) == digest(value)


def parse_as_numbers(raw: bytes):
    """Parse JSON as an RFC 8785 producer means it: every number is a double."""
    return json.loads(raw, parse_int=lambda s: int(s) if abs(int(s)) <= MAX_SAFE_INTEGER else float(s))


@given(json_values)
def test_canonical_bytes_parse_back_to_an_equal_value(value):
    raw = canonical_bytes(value)
    assert parse_as_numbers(raw) == value
    assert canonical_bytes(parse_as_numbers(raw)) == raw


def test_integral_floats_beyond_the_safe_range_are_not_portable_below_1e21():
    # RFC 8785 prints doubles below 1e21 without an exponent, so 1e20 would come out as an integer literal
    # that readers take for an unsafe integer; such floats are rejected before they are encoded.
    assert canonical_bytes(float(MAX_SAFE_INTEGER)) == b"9007199254740991"
    for value in (2.0**53, 1e20, -9.999999999999999e20):
        with pytest.raises(PortabilityError, match="safe range"):
            canonical_bytes(value)


def test_floats_from_1e21_are_written_in_exponent_form():
    # From 1e21 on RFC 8785 writes an exponent, which no reader takes for an integer.
    assert canonical_bytes({"flops": 3.8e25, "big": 1e21, "low": -1e30}) == (
        b'{"big":1e+21,"flops":3.8e+25,"low":-1e+30}'
    )


@given(json_values)
def test_equal_values_have_equal_bytes(value):
    copy = json.loads(json.dumps(value))
    assert copy == value
    assert canonical_bytes(copy) == canonical_bytes(value)


def test_members_are_sorted_and_whitespace_is_dropped():
    assert (
        canonical_bytes({"b": [1, {"z": None, "y": True}], "a": "x"})
        == b'{"a":"x","b":[1,{"y":true,"z":null}]}'
    )


def test_members_sort_by_utf16_code_units():
    # RFC 8785 §3.2.3 example: the astral emoji (surrogates D83D DE00) sorts before U+FB33.
    value = {"\u20ac": 1, "\r": 2, "\ufb33": 3, "1": 4, "\U0001f600": 5, "\x80": 6, "\xf6": 7}
    expected = '{"\\r":2,"1":4,"\x80":6,"\xf6":7,"\u20ac":1,"\U0001f600":5,"\ufb33":3}'
    assert canonical_bytes(value) == expected.encode()


def test_numbers_use_ecmascript_formatting():
    # RFC 8785 §3.2.2.3 example numbers.
    value = [333333333.33333329, 4.50, 2e-3, 0.000000000000000000000000001]
    assert canonical_bytes(value) == b"[333333333.3333333,4.5,0.002,1e-27]"


def test_zero_forms_share_bytes():
    # RFC 8785 §3.2.2.3 serializes numbers as ECMAScript does, where -0 prints as "0"; integral floats
    # print without a fraction, so 0, 0.0 and -0.0 are one canonical value.
    assert canonical_bytes(0) == canonical_bytes(0.0) == canonical_bytes(-0.0) == b"0"
    assert canonical_bytes({"x": [-0.0, 1.0]}) == b'{"x":[0,1]}'
    assert digest(-0.0) == digest(0)


def test_digest_format():
    value = {"a": 1}
    expected = "sha256:" + hashlib.sha256(b'{"a":1}').hexdigest()
    assert digest(value) == expected
    assert digest_bytes(b'{"a":1}') == expected
    assert digest_bytes(b"") == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    assert is_digest(expected)


@pytest.mark.parametrize(
    "text",
    [
        "sha256:" + "A" * 64,
        "sha256:" + "a" * 63,
        "sha256:" + "a" * 65,
        "md5:" + "a" * 64,
        "sha256:" + "a" * 64 + "\n",
    ],
)
def test_is_digest_rejects_other_strings(text):
    assert not is_digest(text)


def test_is_digest_rejects_non_strings():
    assert not is_digest(None)
    assert not is_digest(b"sha256:" + b"a" * 64)


class Pinned(pydantic.BaseModel):
    value: Digest


def test_digest_field_type():
    good = digest([])
    assert Pinned(value=good).value == good
    assert Pinned.model_json_schema()["properties"]["value"]["pattern"] == DIGEST_PATTERN
    for bad in ("sha256:xyz", good.upper(), good + "\n"):
        with pytest.raises(pydantic.ValidationError):
            Pinned(value=bad)


@pytest.mark.parametrize(
    ("value", "path"),
    [
        ({"a": [1, math.nan]}, "$.a[1]"),
        ({"n": 2**53}, "$.n"),
        ({"t": (1, 2)}, "$.t"),
        ({"s": "\ud800"}, "$.s"),
        ({1: "x"}, "$"),
    ],
)
def test_non_portable_input_raises_portability_error(value, path):
    with pytest.raises(PortabilityError) as caught:
        canonical_bytes(value)
    assert caught.value.path == path
    with pytest.raises(PortabilityError):
        digest(value)


class Kind(enum.StrEnum):
    TOOL = "tool"


class Step(pydantic.BaseModel):
    kind: Kind
    at: dt.datetime
    ratio: float


class Run(pydantic.BaseModel):
    name: str
    steps: list[Step]
    tags: dict[str, int] = {}


def test_model_digest_equals_digest_of_its_json_dump():
    run = Run(
        name="r",
        steps=[Step(kind=Kind.TOOL, at=dt.datetime(2024, 5, 1, 12, tzinfo=dt.UTC), ratio=0.25)],
        tags={"b": 2, "a": 1},
    )
    assert canonical_bytes(run) == canonical_bytes(run.model_dump(mode="json"))
    assert digest(run) == digest(run.model_dump(mode="json"))
    assert digest(run) == digest(json.loads(run.model_dump_json()))


def test_model_with_non_portable_dump_raises_portability_error():
    with pytest.raises(PortabilityError) as caught:
        canonical_bytes(Step(kind=Kind.TOOL, at=dt.datetime(2024, 1, 1), ratio=math.inf))
    assert caught.value.path == "$.ratio"
