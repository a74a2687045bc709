"""The wire structs describe exactly the contract models: same fields, same required-ness, same defaults;
every valid contract value survives contract -> JSON -> wire -> JSON -> contract unchanged; and values the
contract rejects, the wire rejects too."""

from __future__ import annotations

import json
import types
from typing import Any, Union, get_args, get_origin

import msgspec
import pydantic
import pydantic_core
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import canon_contracts
from canon_contracts import TraceEnd, TraceEntry, TraceHeader
from canon_trace import to_contract, wire
from canon_trace.testing import HEADER_END_ONLY
from canon_trace.testing.strategies import models

RECORDS = {wire.Header: TraceHeader, wire.Entry: TraceEntry, wire.End: TraceEnd}
PAIRS: dict[type[msgspec.Struct], type[pydantic.BaseModel]] = {
    **{
        getattr(wire, name): getattr(canon_contracts, name)
        for name in wire.__all__
        if isinstance(getattr(wire, name), type) and hasattr(canon_contracts, name)
    },
    **RECORDS,
}
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def tag_of(struct: type[msgspec.Struct]) -> tuple[str | None, str | None]:
    config = struct.__struct_config__
    return config.tag_field, config.tag  # type: ignore[return-value]


def wire_fields(struct: type[msgspec.Struct]) -> dict[str, bool]:
    fields = {field.name: field.required for field in msgspec.structs.fields(struct)}
    tag_field, _ = tag_of(struct)
    if tag_field is not None and struct not in RECORDS:
        fields[tag_field] = False  # an event's ``kind``: a Literal field with a default in the contract
    return fields


def contract_fields(model: type[pydantic.BaseModel]) -> dict[str, bool]:
    fields = {name: info.is_required() for name, info in model.model_fields.items()}
    if model is TraceHeader:
        fields = {name: required for name, required in fields.items() if name not in HEADER_END_ONLY}
    return fields


def reachable_models() -> set[type[pydantic.BaseModel]]:
    """Every contract model a trace record holds, directly or nested."""
    found: set[type[pydantic.BaseModel]] = set()
    pending: list[Any] = [TraceHeader, TraceEntry, TraceEnd]
    while pending:
        annotation = pending.pop()
        if isinstance(annotation, type) and issubclass(annotation, pydantic.BaseModel):
            if annotation not in found:
                found.add(annotation)
                pending.extend(info.annotation for info in annotation.model_fields.values())
        elif get_origin(annotation) is not None or isinstance(annotation, types.UnionType):
            pending.extend(get_args(annotation))
    return found


def as_wire_json(model: pydantic.BaseModel, struct: type[msgspec.Struct]) -> bytes:
    data = json.loads(model.model_dump_json())
    if struct in RECORDS:
        data["record"] = tag_of(struct)[1]
    if struct is wire.Header:
        data = {name: value for name, value in data.items() if name not in HEADER_END_ONLY}
    return json.dumps(data).encode()


def as_contract_json(encoded: bytes, struct: type[msgspec.Struct]) -> bytes:
    data = json.loads(encoded)
    if struct in RECORDS:
        del data["record"]
    return json.dumps(data).encode()


def test_the_header_lacks_exactly_the_fields_the_end_record_supplies() -> None:
    shared = set(TraceHeader.model_fields) & set(TraceEnd.model_fields)
    assert set(HEADER_END_ONLY) == shared
    assert not shared & {field.name for field in msgspec.structs.fields(wire.Header)}


def test_every_contract_model_a_trace_holds_has_a_wire_struct() -> None:
    assert reachable_models() == set(PAIRS.values())


@pytest.mark.parametrize("struct", list(PAIRS), ids=lambda struct: struct.__name__)
def test_fields_and_their_required_ness_match_the_contract(struct: type[msgspec.Struct]) -> None:
    assert wire_fields(struct) == contract_fields(PAIRS[struct])


@pytest.mark.parametrize("struct", list(PAIRS), ids=lambda struct: struct.__name__)
def test_defaults_match_the_contract(struct: type[msgspec.Struct]) -> None:
    model = PAIRS[struct]
    for field in msgspec.structs.fields(struct):
        if field.required:
            continue
        ours = field.default_factory() if field.default is msgspec.NODEFAULT else field.default
        theirs = model.model_fields[field.name].get_default(call_default_factory=True)
        assert json.loads(msgspec.json.encode(ours)) == json.loads(pydantic_core.to_json(theirs)), field.name


@pytest.mark.parametrize("struct", list(PAIRS), ids=lambda struct: struct.__name__)
def test_structs_are_frozen_and_closed(struct: type[msgspec.Struct]) -> None:
    config = struct.__struct_config__
    assert config.frozen and config.forbid_unknown_fields


def test_events_are_told_apart_by_the_contract_kind() -> None:
    for struct in get_args(wire.Event):
        tag_field, tag = tag_of(struct)
        assert tag_field == "kind"
        assert tag == PAIRS[struct].model_fields["kind"].default


def test_records_are_told_apart_by_record() -> None:
    assert {tag_of(struct) for struct in get_args(wire.Record)} == {
        ("record", "header"),
        ("record", "entry"),
        ("record", "end"),
    }


def round_trip(model: pydantic.BaseModel, struct: type[msgspec.Struct]) -> None:
    decoded = msgspec.json.decode(as_wire_json(model, struct), type=struct)
    back = type(model).model_validate_json(as_contract_json(msgspec.json.encode(decoded), struct))
    expected = model.model_copy(update=dict.fromkeys(HEADER_END_ONLY)) if struct is wire.Header else model
    assert back == expected
    assert to_contract(decoded) == expected


@SETTINGS
@given(models(TraceEntry))
def test_entries_round_trip_through_the_wire(entry: TraceEntry) -> None:
    round_trip(entry, wire.Entry)


@SETTINGS
@given(models(TraceHeader))
def test_headers_round_trip_through_the_wire(header: TraceHeader) -> None:
    round_trip(header, wire.Header)


@SETTINGS
@given(models(TraceEnd))
def test_end_records_round_trip_through_the_wire(end: TraceEnd) -> None:
    round_trip(end, wire.End)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
@pytest.mark.parametrize("struct", [s for s in PAIRS if s not in RECORDS], ids=lambda struct: struct.__name__)
def test_every_nested_shape_round_trips(struct: type[msgspec.Struct], data: st.DataObject) -> None:
    round_trip(data.draw(models(PAIRS[struct])), struct)


# ----------------------------------------------------------------------------- what the contract refuses

DIGEST = "sha256:" + "ab" * 32
OUTPUT = {"text": "ok", "confidence": 0.5, "decision": "pass", "metadata": {"contract_version": "1.0"}}
EVIDENCE = {"evidence_id": "e", "sha256": DIGEST, "source": "s", "start": 0, "end": 1, "text": "t"}
MODEL = {"provider": "p", "model": "m", "temperature": 0.0}
REFUSED = [
    (wire.AgentOutput, {**OUTPUT, "confidence": 1.5}),
    (wire.AgentOutput, {**OUTPUT, "confidence": -0.0001}),
    (wire.AgentOutput, {**OUTPUT, "confidence": True}),
    (wire.AgentOutput, {**OUTPUT, "confidence": "0.5"}),
    (wire.AgentOutput, {**OUTPUT, "text": " \t\n"}),
    (wire.AgentOutput, {**OUTPUT, "text": ""}),
    (wire.AgentOutput, {**OUTPUT, "scores": {"a": 2.0}}),
    (wire.AgentOutput, {**OUTPUT, "decision": "maybe"}),
    (wire.AgentOutput, {**OUTPUT, "colour": "red"}),
    (wire.AgentOutput, {key: value for key, value in OUTPUT.items() if key != "metadata"}),
    (wire.Evidence, {**EVIDENCE, "sha256": DIGEST + "\n"}),
    (wire.Evidence, {**EVIDENCE, "sha256": DIGEST.upper()}),
    (wire.Evidence, {**EVIDENCE, "sha256": "md5:" + "ab" * 32}),
    (wire.Evidence, {**EVIDENCE, "start": -1}),
    (wire.Evidence, {**EVIDENCE, "start": 1.0}),
    (wire.Evidence, {**EVIDENCE, "start": True}),
    (wire.Evidence, {**EVIDENCE, "end": 2**53}),
    (wire.ModelMetadata, {**MODEL, "temperature": -1.0}),
    (wire.ModelMetadata, {**MODEL, "max_tokens": -1}),
    (wire.AgentError, {"code": "internal_error", "message": "m", "transient": 1}),
    (wire.ToolCall, {"call_id": "c", "tool": "t", "arguments": []}),
]


@pytest.mark.parametrize(("struct", "value"), REFUSED)
def test_what_the_contract_refuses_the_wire_refuses(
    struct: type[msgspec.Struct], value: dict[str, Any]
) -> None:
    text = json.dumps(value).encode()
    with pytest.raises(pydantic.ValidationError):
        PAIRS[struct].model_validate_json(text)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(text, type=struct)


def test_the_wire_refuses_infinite_numbers_that_json_can_spell() -> None:
    text = json.dumps({**MODEL, "temperature": 1}).replace("1}", "1e400}").encode()
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(text, type=wire.ModelMetadata)


def test_unions_are_the_contract_unions() -> None:
    assert get_origin(wire.Event) in (Union, types.UnionType)
    assert {PAIRS[struct] for struct in get_args(wire.Event)} == set(
        get_args(get_args(canon_contracts.TraceEvent)[0])
    )
