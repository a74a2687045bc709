"""Messages are frozen, portable, and a request's digest is the digest of its canonical JSON."""

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from canon_contracts import canonical_bytes, digest, is_portable
from canon_kernel import (
    AgentExchange,
    AgentSpec,
    FinalOutputResponse,
    ModelRequest,
    ModelRequestItem,
    ModelResponseItem,
    ModelUsage,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
    ToolSpec,
)

text = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=8)
scalars = st.none() | st.booleans() | st.integers(-(2**53) + 1, 2**53 - 1) | text
scalars |= st.floats(allow_nan=False, allow_infinity=False, min_value=-1e15, max_value=1e15)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=12,
)
json_objects = st.dictionaries(text, json_values, max_size=4)

SPEC = AgentSpec(
    key="agent",
    instructions="Dö it — ✓ 𝄞",
    output_schema={"type": "object", "properties": {"answer": {"type": "string"}}},
    tools=(
        ToolSpec(
            key="t",
            description="A tool.",
            input_schema={"type": "object", "properties": {"n": {"type": "integer"}}},
            output_schema={"type": "integer"},
        ),
    ),
    settings={"temperature": 0.0, "max_tokens": 10, "stop": ["\n", "\u2028"]},
)


@st.composite
def conversations(draw: Any) -> tuple:
    items: list[Any] = []
    for index in range(draw(st.integers(0, 2))):
        arguments = draw(st.lists(json_objects, min_size=1, max_size=2))
        calls = [
            ToolCallRequest(call_id=f"c{index}.{i}", tool="t", arguments=a) for i, a in enumerate(arguments)
        ]
        items.append(ModelResponseItem(request_index=index, response=ToolCallsResponse(calls=calls)))
        items.extend(ToolResultItem(call_id=c.call_id, tool="t", output=draw(json_values)) for c in calls)
    return tuple(items)


@settings(max_examples=60, deadline=None)
@given(json_objects, conversations(), conversations(), json_objects, st.integers(0, 10))
def test_request_digest_is_the_digest_of_the_canonical_request(
    input: dict, earlier: tuple, transcript: tuple, output: dict, index: int
) -> None:
    history = (AgentExchange(input=input, transcript=earlier, output=output),)
    request = ModelRequest(
        agent=SPEC, input=input, history=history, transcript=transcript, request_index=index
    )
    assert request.canonical_json == canonical_bytes(request.model_dump(mode="json"))
    assert request.request_digest == digest(request.model_dump(mode="json"))


def test_request_digest_is_computed_once_and_not_part_of_the_json() -> None:
    request = ModelRequest(agent=SPEC, input={"q": 1})
    first = request.request_digest
    assert request.request_digest is first
    assert "request_digest" not in request.model_dump()
    assert request == ModelRequest(agent=SPEC, input={"q": 1})
    assert ModelRequestItem(request=request).request_digest == first


def test_requests_differ_in_digest_when_anything_sent_differs() -> None:
    base = ModelRequest(agent=SPEC, input={"q": 1})
    others = [
        ModelRequest(agent=SPEC, input={"q": 2}),
        ModelRequest(agent=SPEC, input={"q": 1}, request_index=1),
        ModelRequest(agent=SPEC.model_copy(update={"instructions": "Do it."}), input={"q": 1}),
    ]
    assert base.request_digest not in {other.request_digest for other in others}


def test_messages_are_frozen_and_reject_unknown_fields() -> None:
    request = ModelRequest(agent=SPEC, input={})
    with pytest.raises(ValidationError):
        request.request_index = 3  # type: ignore[misc]
    with pytest.raises(ValidationError):
        ModelRequest(agent=SPEC, input={}, run_id="r")  # type: ignore[call-arg]


def test_responses_are_told_apart_by_kind_and_validated() -> None:
    final = FinalOutputResponse(output={"a": 1}, usage=ModelUsage(input_tokens=3))
    assert final.model_dump(mode="json") == {
        "kind": "final_output",
        "output": {"a": 1},
        "usage": {"input_tokens": 3, "output_tokens": 0},
    }
    with pytest.raises(ValidationError):
        ToolCallsResponse(calls=[])
    with pytest.raises(ValidationError, match="appears twice"):
        ToolCallsResponse(
            calls=[ToolCallRequest(call_id="a", tool="t"), ToolCallRequest(call_id="a", tool="t")]
        )
    with pytest.raises(ValidationError):
        ToolCallRequest(call_id=" ", tool="t")
    with pytest.raises(ValidationError):
        ModelUsage(input_tokens=-1)


@pytest.mark.parametrize("value", [float("nan"), 2**53, {1: "x"}, "\ud800"])
def test_non_portable_payloads_are_rejected_by_every_message(value: Any) -> None:
    assert not is_portable({"v": value})
    with pytest.raises(ValidationError):
        FinalOutputResponse(output={"v": value})
    with pytest.raises(ValidationError):
        ToolCallRequest(call_id="c", tool="t", arguments={"v": value})
    with pytest.raises(ValidationError):
        ToolResultItem(call_id="c", tool="t", output=[value])


def test_exchanges_round_trip_through_json() -> None:
    call = ToolCallRequest(call_id="c1", tool="t", arguments={"n": 1})
    exchange = AgentExchange(
        input={"q": 1},
        transcript=(
            ModelResponseItem(request_index=0, response=ToolCallsResponse(calls=[call])),
            ToolResultItem(call_id="c1", tool="t", output=2),
        ),
        output={"answer": "2"},
    )
    assert AgentExchange.model_validate(exchange.model_dump(mode="json")) == exchange


def test_a_copy_with_updates_does_not_inherit_cached_bytes() -> None:
    request = ModelRequest(agent=SPEC, input={"q": 1})
    assert request.request_digest  # cache it
    changed = request.model_copy(update={"input": {"q": 2}})
    assert changed.request_digest == digest(changed.model_dump(mode="json")) != request.request_digest
    respec = SPEC.model_copy(update={"instructions": "Other."})
    assert respec.canonical_json == canonical_bytes(respec)


def test_json_object_fields_take_a_pydantic_model_as_its_json_form() -> None:
    from pydantic import BaseModel

    class Answer(BaseModel):
        answer: str
        score: float = 0.5

    assert FinalOutputResponse(output=Answer(answer="a")).output == {"answer": "a", "score": 0.5}
    call = ToolCallRequest(call_id="c", tool="t", arguments=Answer(answer="a"))
    assert call.arguments == {"answer": "a", "score": 0.5}
    with pytest.raises(ValidationError):
        FinalOutputResponse(output=Answer(answer="a", score=float("nan")))


@st.composite
def agent_specs(draw: Any) -> AgentSpec:
    tools = tuple(
        ToolSpec(key=f"t{i}", description=draw(text), input_schema=draw(json_objects), output_schema={})
        for i in range(draw(st.integers(0, 2)))
    )
    return AgentSpec(
        key="agent",
        instructions=draw(text),
        output_schema=draw(json_objects),
        tools=tools,
        settings=draw(json_objects),
    )


@settings(max_examples=80, deadline=None)
@given(agent_specs(), json_objects, conversations(), st.integers(0, 10))
def test_the_agent_part_spliced_into_a_request_gives_the_reference_canonical_bytes(
    spec: AgentSpec, input: dict, transcript: tuple, index: int
) -> None:
    # The agent's canonical bytes are encoded once per definition and spliced into each request's.
    first = ModelRequest(agent=spec, input=input, transcript=transcript, request_index=index)
    second = ModelRequest(agent=spec, input={**input, "𝄞\ue000": [0.5, 1.0]}, request_index=index + 1)
    for request in (first, second):
        assert request.canonical_json == canonical_bytes(request.model_dump(mode="json"))
        assert request.request_digest == digest(request.model_dump(mode="json"))
    assert spec.canonical_json == canonical_bytes(spec.model_dump(mode="json"))
