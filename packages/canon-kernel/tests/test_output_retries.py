"""Outputs and tool arguments that fail validation go back to the model while output retries remain."""

import asyncio
from typing import Any

import pytest

from canon_contracts import FailureMode, OutputRejectedEvent
from canon_kernel import (
    Agent,
    AgentCounters,
    AgentExchange,
    AgentLimits,
    FinalOutputResponse,
    InvalidFinalOutputError,
    InvalidToolArgumentsError,
    ModelDriverBinding,
    OutputRejectedItem,
    ReplayModelDriver,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
    UnknownToolError,
    events_from_transcript,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver
from canon_kernel.testing import SampleAnswer as Answer
from canon_kernel.testing import SampleQuestion as Question
from canon_kernel.testing import SampleToolInput as Args
from canon_kernel.testing import SampleToolOutput as Out


def build(
    script: list, *, retries: int, served: list[int] | None = None
) -> tuple[Agent, ScriptedModelDriver]:
    driver = ScriptedModelDriver(script)

    async def echo(args: Args, context: object) -> Out:
        if served is not None:
            served.append(args.n)
        return Out(n=args.n)

    tool = Tool(key="echo", description="Echo.", input_type=Args, output_type=Out, service=echo)
    agent = Agent(
        key="agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Answer,
        model=ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=driver),
        tools=[tool],
        limits=AgentLimits(model_requests=6, tool_calls=6, output_retries=retries),
    )
    return agent, driver


def execute(agent: Agent) -> Any:
    return asyncio.run(agent.execute(Question(text="q"), dependencies=None))


WRONG = FinalOutputResponse(output={"reply": "ok"})
RIGHT = FinalOutputResponse(output={"answer": "ok"})


def calls(*arguments: dict, start: int = 0) -> ToolCallsResponse:
    return ToolCallsResponse(
        calls=[
            ToolCallRequest(call_id=f"c{start + i}", tool="echo", arguments=args)
            for i, args in enumerate(arguments)
        ]
    )


def test_a_rejected_final_output_is_shown_to_the_model_which_answers_again() -> None:
    agent, driver = build([WRONG, RIGHT], retries=1)
    result = execute(agent)
    assert result.output == Answer(answer="ok")
    assert [item.kind for item in result.transcript] == [
        "model_request",
        "model_response",
        "output_rejected",
        "model_request",
        "model_response",
    ]
    rejection = result.transcript[2]
    assert isinstance(rejection, OutputRejectedItem)
    assert (rejection.request_index, rejection.reason, rejection.retry) == (0, "invalid_final_output", 1)
    assert {"path": "$.answer", "message": "Field required"} in rejection.problems
    assert "$.answer: Field required" in rejection.message and rejection.message.endswith("answer again.")
    second = driver.requests[1]
    assert [item.kind for item in second.transcript] == ["model_response", "output_rejected"]
    assert second.transcript[0].response == WRONG  # the model sees what it said, then why it was refused
    assert result.counters == AgentCounters(model_requests=2, tool_calls=0, output_retries=1)


def test_the_retry_budget_ends_with_the_validation_error_naming_the_retries_spent() -> None:
    agent, _ = build([WRONG, WRONG, WRONG], retries=2)
    with pytest.raises(InvalidFinalOutputError) as caught:
        execute(agent)
    assert caught.value.details["retries"] == 2
    snapshot = caught.value.state
    assert snapshot.counters == AgentCounters(model_requests=3, tool_calls=0, output_retries=2)
    assert [item.retry for item in snapshot.transcript if isinstance(item, OutputRejectedItem)] == [1, 2]


def test_without_retries_an_invalid_final_output_fails_at_once() -> None:
    agent, driver = build([WRONG, RIGHT], retries=0)
    with pytest.raises(InvalidFinalOutputError) as caught:
        execute(agent)
    assert "retries" not in caught.value.details
    assert driver.remaining == 1


def test_a_batch_with_invalid_arguments_runs_no_call_and_goes_back_to_the_model() -> None:
    served: list[int] = []
    script = [calls({"n": 1}, {"n": "two"}), calls({"n": 1}, {"n": 2}, start=2), RIGHT]
    agent, driver = build(script, retries=1, served=served)
    result = execute(agent)
    assert served == [1, 2]  # the first batch ran nothing, not even its valid first call
    kinds = [item.kind for item in result.transcript]
    assert kinds[:4] == ["model_request", "model_response", "output_rejected", "model_request"]
    rejection = result.transcript[2]
    assert (rejection.reason, rejection.call_id, rejection.tool) == ("invalid_tool_arguments", "c1", "echo")
    assert "No call of this batch ran" in rejection.message
    assert result.counters == AgentCounters(model_requests=3, tool_calls=2, output_retries=1)
    # The finished run is a complete exchange that later runs can take as history.
    assert AgentExchange.model_validate(result.exchange.model_dump()) == result.exchange


def test_invalid_arguments_without_retries_fail_and_unknown_tools_are_never_retried() -> None:
    agent, _ = build([calls({"n": "x"}), RIGHT], retries=0)
    with pytest.raises(InvalidToolArgumentsError):
        execute(agent)
    unknown = ToolCallsResponse(calls=[ToolCallRequest(call_id="c0", tool="nope", arguments={})])
    agent, _ = build([unknown, RIGHT], retries=3)
    with pytest.raises(UnknownToolError):
        execute(agent)


def test_each_retry_is_a_trace_event_after_the_rejected_response() -> None:
    agent, _ = build([WRONG, calls({"n": "x"}), RIGHT], retries=2)
    result = execute(agent)
    events = events_from_transcript(result.transcript)
    assert [event.kind for event in events] == [
        "model_request",
        "model_response",
        "output_rejected",
        "model_request",
        "model_response",
        "output_rejected",
        "model_request",
        "model_response",
    ]
    first, second = (event for event in events if isinstance(event, OutputRejectedEvent))
    assert first.request_digest == result.requests[0].request_digest
    assert (first.failure_mode, first.retry) == (FailureMode.INVALID_FINAL_OUTPUT, 1)
    assert second.failure_mode is FailureMode.INVALID_TOOL_ARGUMENTS
    assert (second.call_id, second.retry) == ("c0", 2)


def test_a_run_with_retries_replays_from_its_transcript() -> None:
    agent, _ = build([WRONG, RIGHT], retries=1)
    result = execute(agent)
    replay = ReplayModelDriver.from_transcript(result.transcript)
    again = Agent(
        key=agent.key,
        instructions=agent.instructions,
        input_type=Question,
        output_type=Answer,
        model=ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=replay),
        tools=agent.tools,
        limits=agent.limits,
    )
    replayed = execute(again)
    assert [r.request_digest for r in replayed.requests] == [r.request_digest for r in result.requests]


def test_an_exchange_may_not_end_on_a_final_output_or_reject_what_was_not_said() -> None:
    agent, _ = build([WRONG, RIGHT], retries=1)
    conversation = execute(agent).exchange.model_dump()["transcript"]
    assert [item["kind"] for item in conversation] == ["model_response", "output_rejected"]
    with pytest.raises(ValueError, match="a final output ends an exchange"):
        AgentExchange.model_validate({"input": {}, "transcript": conversation[:1], "output": {}})
    with pytest.raises(ValueError, match="a rejection follows no response"):
        AgentExchange.model_validate({"input": {}, "transcript": conversation[1:], "output": {}})
