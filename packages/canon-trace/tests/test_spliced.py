"""``CanonicalObject`` carries the RFC 8785 bytes of its object, and the writer splices a request's bytes
into the entry line exactly where encoding the request would have put the same bytes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import rfc8785
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from canon_contracts import ModelRequestEvent, PortabilityError, digest
from canon_trace import CanonicalObject, TraceWriter
from canon_trace.testing import fixed_clock, sample_entry_fields, sample_header
from canon_trace.testing.strategies import KEYS, portable_values

OBJECTS = st.dictionaries(KEYS, portable_values(max_leaves=20), max_size=5)
# Strings and keys that take the writer's rarer routes: a string equal to the mark it splices at, and keys
# that msgspec and RFC 8785 order differently (U+E000..U+FFFF against characters above U+FFFF).
AWKWARD = {"\x00": "\x00", "\ue000": [1.0, 1e21, 5e-324], "😀": {"\uffff": -0.0, "\U0010ffff": 0.1}}


@settings(max_examples=200, deadline=None)
@given(OBJECTS)
@example(AWKWARD)
def test_an_object_carries_its_rfc8785_bytes_and_their_digest(value: dict[str, Any]) -> None:
    made = CanonicalObject.of(value)
    assert made == value
    assert made.canonical == rfc8785.dumps(value)
    assert made.digest == digest(value)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(KEYS, OBJECTS | portable_values(max_leaves=8), max_size=5), st.data())
@example({"\uffff": {"a": 1.0}, "😀": [2.5], "b": AWKWARD}, None)
def test_joined_members_give_the_bytes_of_the_whole_object(members: dict[str, Any], data: Any) -> None:
    spliced = {
        key: CanonicalObject.of(value)
        if isinstance(value, dict) and (data is None or data.draw(st.booleans()))
        else value
        for key, value in members.items()
    }
    joined = CanonicalObject.join(spliced)
    assert joined == members
    assert all(type(value) is not CanonicalObject for value in joined.values())
    assert joined.canonical == rfc8785.dumps(members)
    assert joined.digest == digest(members)


def test_a_value_that_is_not_portable_is_refused() -> None:
    with pytest.raises(PortabilityError):
        CanonicalObject.of({"n": 2**60})
    with pytest.raises(PortabilityError):
        CanonicalObject.join({"part": CanonicalObject.of({}), "n": float("nan")})


def written(
    path: Path, request: dict[str, Any], *, form: str, stated: str | None = None, payload: Any = None
) -> bytes:
    fields = sample_entry_fields(0)
    if payload is not None:  # the rest of the line: what decides the route the writer takes
        fields["input"] = fields["input"].model_copy(update={"payload": payload})
    stated = stated or digest(dict(request))
    if form == "record":
        event: Any = {"kind": "model_request", "request_digest": stated, "request": request}
    else:
        event = ModelRequestEvent.model_construct(request_digest=stated, request=request)
    fields["events"] = [event, *fields["events"], event]
    with TraceWriter(path, sample_header(), clock=fixed_clock()) as writer:
        writer.append(fields)
        writer.close("completed", stop_reason="completed")
    return path.read_bytes()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(OBJECTS, OBJECTS, st.sampled_from(["record", "model"]))
@example(AWKWARD, {}, "record")
@example({"a": "\x00", "b": [1.0]}, AWKWARD, "model")
@example({"b": [1.0]}, {"\U0010ffff": 1, "\ue000": 2}, "record")
def test_a_spliced_request_writes_the_bytes_of_the_plain_one(
    tmp_path_factory: pytest.TempPathFactory, request: dict[str, Any], payload: Any, form: str
) -> None:
    folder = tmp_path_factory.mktemp("spliced")
    plain = written(folder / "plain.jsonl", request, form=form, payload=payload)
    spliced = CanonicalObject.of(request)
    assert written(folder / "spliced.jsonl", spliced, form=form, payload=payload) == plain


def test_a_request_whose_event_states_another_digest_is_written_as_given(tmp_path: Path) -> None:
    request, other = {"q": 1.5}, digest({"q": 2})
    plain = written(tmp_path / "plain.jsonl", request, form="record", stated=other)
    spliced = written(tmp_path / "spliced.jsonl", CanonicalObject.of(request), form="record", stated=other)
    assert spliced == plain
    assert other.encode() in spliced
