"""The embedded reasoner is a kernel model driver that answers every request from the request alone."""

import asyncio
from pathlib import Path

import pytest

from canon_contracts import ModelRequestEvent, ModelResponseEvent, ToolCallEvent
from canon_kernel import (
    AgentSpec,
    FinalOutputResponse,
    ModelDriver,
    ModelRequest,
    ToolCallsResponse,
)
from canon_reason import run_spec
from canon_reason.embedded import EMBEDDED_DESCRIPTOR, EmbeddedReasoner, embedded_binding, plan_for
from canon_trace import read_trace

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """Every (request, response) pair of one recorded run of the main quickstart spec."""
    result = run_spec(QUICKSTART / "spec.json", runs_dir=tmp_path_factory.mktemp("runs"))
    trace = read_trace(result.trace_path)
    pairs = []
    for entry in trace.entries:
        requests = {e.request_digest: e.request for e in entry.events if isinstance(e, ModelRequestEvent)}
        for event in entry.events:
            if isinstance(event, ModelResponseEvent):
                pairs.append((ModelRequest.model_validate(requests[event.request_digest]), event.response))
    return trace, pairs


def respond(driver: EmbeddedReasoner, request: ModelRequest) -> dict:
    return asyncio.run(driver.respond(request)).model_dump(mode="json")


def test_the_descriptor_promises_replay() -> None:
    metadata = EMBEDDED_DESCRIPTOR.model_metadata()
    assert (metadata.provider, metadata.model) == ("canon", "canon-embedded-reasoner-1")
    assert metadata.temperature == 0.0 and metadata.max_tokens and metadata.is_complete
    binding = embedded_binding()
    assert binding.descriptor is EMBEDDED_DESCRIPTOR and isinstance(binding.driver, ModelDriver)


def test_every_role_is_played_through_the_driver(recorded) -> None:
    _, pairs = recorded
    roles = {request.agent.key for request, _ in pairs}
    assert roles == {"planner", "reader", "deriver", "checker", "judge"}
    kinds = {(request.agent.key, response["kind"]) for request, response in pairs}
    assert ("reader", "tool_calls") in kinds and ("checker", "tool_calls") in kinds


def test_a_fresh_driver_answers_every_recorded_request_the_same_way(recorded) -> None:
    _, pairs = recorded
    driver = EmbeddedReasoner()
    for request, response in reversed(pairs):  # no order, no memory: each request stands alone
        assert respond(driver, request) == response


def test_one_driver_serves_concurrent_requests(recorded) -> None:
    _, pairs = recorded
    driver = EmbeddedReasoner()

    async def all_at_once():
        return await asyncio.gather(*(driver.respond(request) for request, _ in pairs))

    answers = asyncio.run(all_at_once())
    assert [a.model_dump(mode="json") for a in answers] == [response for _, response in pairs]


def test_the_planner_answers_with_the_plan(recorded) -> None:
    _, pairs = recorded
    request, response = next((q, r) for q, r in pairs if q.agent.key == "planner")
    question, top_k = request.input["question"], request.input["top_k"]
    assert response["output"] == plan_for(question, top_k=top_k).model_dump(mode="json")


def test_tool_call_ids_derive_from_the_invocation_and_are_unique_in_the_run(recorded) -> None:
    trace, _ = recorded
    ids = []
    for entry in trace.entries:
        for event in entry.events:
            if isinstance(event, ToolCallEvent):
                ids.append(event.call.call_id)
                assert event.call.call_id.startswith(entry.input.context_id)
    assert len(ids) == len(set(ids)) > 3


def test_a_draft_is_checked_span_by_span_and_judged(recorded) -> None:
    _, pairs = recorded
    final = [(q, r) for q, r in pairs if q.agent.key == "checker" and r["kind"] == "final_output"]
    ((request, response),) = final
    draft = request.input["draft"]
    assert response["output"]["intact"] == [c["marker"] for c in draft["citations"]]
    judge_request = next(q for q, _ in pairs if q.agent.key == "judge")
    tampered = judge_request.model_copy(
        update={"input": {**judge_request.input, "span_problems": ["citation [1] differs from the corpus"]}}
    )
    verdict = respond(EmbeddedReasoner(), tampered)["output"]
    assert verdict["verdict"] == "veto" and "citation [1] differs" in verdict["feedback"]


def test_an_unknown_role_is_refused() -> None:
    spec = AgentSpec(key="poet", instructions="Write a poem.", output_schema={"type": "object"})
    with pytest.raises(ValueError, match="poet"):
        asyncio.run(EmbeddedReasoner().respond(ModelRequest(agent=spec, input={})))


def test_responses_are_protocol_responses(recorded) -> None:
    _, pairs = recorded
    driver = EmbeddedReasoner()
    for request, _ in pairs[:4]:
        assert isinstance(asyncio.run(driver.respond(request)), FinalOutputResponse | ToolCallsResponse)
