"""ReplayModelDriver answers from recorded responses by request digest and names any divergence."""

import asyncio
from typing import Any

import pytest

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
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver, sample_agent
from canon_kernel.testing import SampleQuestion as Question
from canon_kernel.testing import SampleToolInput as Args
from canon_kernel.testing import SampleToolOutput as Out


async def double(args: Args, context: object) -> Out:
    return Out(n=args.n * 2)


TOOL = Tool(key="double", description="Double a number.", input_type=Args, output_type=Out, service=double)
SCRIPT = [
    ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="double", arguments={"n": 21})]),
    FinalOutputResponse(output={"answer": "42"}),
]


def make_agent(model: ModelDriverBinding, instructions: str = "Double it.") -> Agent:
    return sample_agent(model, [TOOL], instructions=instructions)


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


class _Failures:
    """A cassette with no responses and one recorded driver failure per digest, as canon-trace's gives."""

    def __init__(self, failures: dict[str, dict]) -> None:
        self.failures = failures

    def model_response(self, request_digest: str) -> None:
        return None

    def model_failure(self, request_digest: str) -> dict | None:
        return self.failures.pop(request_digest, None)


@pytest.mark.parametrize(
    ("recorded_error", "kind"),
    [
        (
            {"code": "provider_error", "message": "the server answered 503", "details": {"status": 503}},
            "ProviderError",
        ),
        ({"code": "malformed_response", "message": "the reply has no choices"}, "MalformedResponseError"),
        (
            {
                "code": "limit_exceeded",
                "message": "no answer within 5 s",
                "details": {"limit_kind": "request_timeout", "limit": 5.0, "attempted": 5.0},
            },
            "LimitExceededError",
        ),
    ],
)
def test_a_recorded_driver_failure_is_raised_again_on_replay(recorded_error: dict, kind: str) -> None:
    first = make_agent(ScriptedModelDriver.per_run([FinalOutputResponse(output={"answer": "x"})]))
    digest = execute(first).requests[0].request_digest
    replay = make_agent(replaying(_Failures({digest: {**recorded_error, "transient": True}})))
    with pytest.raises(Exception) as caught:
        execute(replay)
    error = caught.value
    assert type(error).__name__ == kind
    assert str(error) == recorded_error["message"]
    assert error.failure_mode == FailureMode(recorded_error["code"])
    assert error.details == recorded_error.get("details", {})


def test_an_unrecorded_failure_kind_is_still_a_divergence() -> None:
    first = make_agent(ScriptedModelDriver.per_run([FinalOutputResponse(output={"answer": "x"})]))
    digest = execute(first).requests[0].request_digest
    interrupted = {"code": "interrupted", "message": "stopped"}
    with pytest.raises(ReplayDivergenceError):
        execute(make_agent(replaying(_Failures({digest: interrupted}))))
