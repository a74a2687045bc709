"""ReplayModelDriver answers from recorded responses by request digest and names any divergence."""

import asyncio
from typing import Any

import kernel_agents
import pytest
from kernel_agents import Args, Out, Question

from canon_contracts import FailureMode
from canon_kernel import (
    Agent,
    AgentExecutionResult,
    FinalOutputResponse,
    KernelConfigurationError,
    MalformedResponseError,
    ModelDriverBinding,
    ModelRequestItem,
    ReplayDivergenceError,
    ReplayModelDriver,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver


async def double(args: Args, context: object) -> Out:
    return Out(n=args.n * 2)


TOOL = Tool(key="double", description="Double a number.", input_type=Args, output_type=Out, service=double)
SCRIPT = [
    ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="double", arguments={"n": 21})]),
    FinalOutputResponse(output={"answer": "42"}),
]


def make_agent(model: ModelDriverBinding, instructions: str = "Double it.") -> Agent:
    return kernel_agents.make_agent(model, [TOOL], instructions=instructions)


def replaying(cassette: Any) -> ModelDriverBinding:
    return ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=ReplayModelDriver(cassette))


def execute(agent: Agent, text: str = "double 21") -> AgentExecutionResult[Any]:
    return asyncio.run(agent.execute(Question(text=text), dependencies=None))


def recorded() -> AgentExecutionResult[Any]:
    return execute(make_agent(ScriptedModelDriver.per_run(SCRIPT)))


def test_replaying_a_transcript_reproduces_the_run() -> None:
    original = recorded()
    replayed = execute(make_agent(replaying_transcript(original)))
    assert replayed.output == original.output
    assert [r.request_digest for r in replayed.requests] == [r.request_digest for r in original.requests]
    assert [item.model_dump() for item in replayed.transcript] == [
        item.model_dump() for item in original.transcript
    ]
    assert replayed.run_id != original.run_id


def replaying_transcript(result: AgentExecutionResult[Any]) -> ModelDriverBinding:
    driver = ReplayModelDriver.from_transcript(result.transcript)
    return ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=driver)


def test_an_unrecorded_request_raises_a_divergence_naming_its_digest() -> None:
    original = recorded()
    agent = make_agent(replaying_transcript(original))
    with pytest.raises(ReplayDivergenceError) as caught:
        execute(agent, "double 22")  # another input: another request digest
    error = caught.value
    assert error.failure_mode is FailureMode.REPLAY_DIVERGENCE
    first_request = error.state.transcript[0]
    assert isinstance(first_request, ModelRequestItem)
    assert error.request_digest == first_request.request_digest
    assert error.request_digest in str(error)
    assert error.details["request_index"] == 0
    assert error.state.terminal_reason is FailureMode.REPLAY_DIVERGENCE


def test_each_recorded_response_is_served_once() -> None:
    original = recorded()
    driver = ReplayModelDriver.from_transcript(original.transcript)
    agent = make_agent(ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=driver))
    execute(agent)
    with pytest.raises(ReplayDivergenceError):
        execute(agent)


class Cassette:
    """Stands in for canon-trace's Cassette: JSON responses by digest."""

    def __init__(self, responses: dict[str, dict]) -> None:
        self.responses = responses
        self.asked: list[str] = []

    def model_response(self, request_digest: str) -> dict | None:
        self.asked.append(request_digest)
        return self.responses.get(request_digest)


def test_any_object_with_model_response_is_a_cassette() -> None:
    original = recorded()
    responses = {
        original.requests[item.request_index].request_digest: item.response.model_dump(mode="json")
        for item in original.transcript
        if item.kind == "model_response"
    }
    cassette = Cassette(responses)
    result = execute(make_agent(replaying(cassette)))
    assert result.output == original.output
    assert cassette.asked == [request.request_digest for request in original.requests]


def test_a_malformed_recording_in_a_cassette_is_a_malformed_response() -> None:
    original = recorded()
    cassette = Cassette({original.requests[0].request_digest: {"kind": "final_output"}})
    with pytest.raises(MalformedResponseError) as caught:
        execute(make_agent(replaying(cassette)))
    assert caught.value.details["request_digest"] == original.requests[0].request_digest
    assert caught.value.state is not None


def test_a_mapping_of_lists_is_validated_up_front() -> None:
    with pytest.raises(KernelConfigurationError, match="recorded response 0"):
        ReplayModelDriver({"sha256:" + "0" * 64: [{"kind": "nonsense"}]})
    with pytest.raises(KernelConfigurationError, match="model_response"):
        ReplayModelDriver(["not", "a", "cassette"])  # type: ignore[arg-type]


def test_a_single_recorded_response_may_stand_for_a_list() -> None:
    original = recorded()
    mapping = {
        original.requests[0].request_digest: SCRIPT[0].model_dump(mode="json"),
        original.requests[1].request_digest: [SCRIPT[1]],
    }
    assert execute(make_agent(replaying(mapping))).output == original.output
