"""Tool batches: preflight of every call in model order before any side effect, then sequential commits."""

import asyncio
from typing import Any

import pytest

from canon_kernel import (
    AgentExecutionError,
    FinalOutputResponse,
    InvalidToolArgumentsError,
    InvalidToolOutputError,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
    ToolServiceError,
    UnknownToolError,
)
from canon_kernel.testing import SampleQuestion as Question
from canon_kernel.testing import SampleToolInput as Args
from canon_kernel.testing import SampleToolOutput as Out
from canon_kernel.testing import ScriptedModelDriver
from canon_kernel.testing import sample_agent as make_agent


class Journal:
    """Records every side effect of the tools, in order."""

    def __init__(self) -> None:
        self.events: list[str] = []

    def tool(self, key: str, *, fail_on: int | None = None, bad_output_on: int | None = None) -> Tool:
        async def service(args: Args, context: object) -> Any:
            self.events.append(f"start {key} {args.n}")
            await asyncio.sleep(0)  # give anything else a chance to run in between
            if args.n == fail_on:
                self.events.append(f"fail {key} {args.n}")
                raise RuntimeError("service failed")
            self.events.append(f"end {key} {args.n}")
            return {"n": "not a number"} if args.n == bad_output_on else Out(n=args.n)

        def factory() -> Any:
            self.events.append(f"factory {key}")
            return service

        return Tool(
            key=key, description=f"Tool {key}.", input_type=Args, output_type=Out, service_factory=factory
        )


def call(call_id: str, tool: str, n: Any) -> ToolCallRequest:
    return ToolCallRequest(call_id=call_id, tool=tool, arguments={"n": n})


FINAL = FinalOutputResponse(output={"answer": "ok"})


def execute(journal: Journal, script: list, tools: list[Tool]) -> Any:
    agent = make_agent(ScriptedModelDriver.per_run(script), tools, tool_calls=10)
    return asyncio.run(agent.execute(Question(text="q"), dependencies=None))


def test_calls_run_sequentially_in_model_order_each_committed_before_the_next() -> None:
    journal = Journal()
    batch = ToolCallsResponse(calls=[call("a", "alpha", 1), call("b", "beta", 2), call("c", "alpha", 3)])
    result = execute(journal, [batch, FINAL], [journal.tool("alpha"), journal.tool("beta")])
    assert journal.events == [
        "factory alpha",
        "start alpha 1",
        "end alpha 1",
        "factory beta",
        "start beta 2",
        "end beta 2",
        "start alpha 3",
        "end alpha 3",
    ]
    kinds = [
        (item.kind, getattr(item, "call_id", None) or getattr(getattr(item, "call", None), "call_id", None))
        for item in result.transcript[2:8]
    ]
    assert kinds == [
        ("tool_call", "a"),
        ("tool_result", "a"),
        ("tool_call", "b"),
        ("tool_result", "b"),
        ("tool_call", "c"),
        ("tool_result", "c"),
    ]


@pytest.mark.parametrize(
    ("bad_call", "error_type"),
    [(call("c", "missing", 3), UnknownToolError), (call("c", "alpha", "three"), InvalidToolArgumentsError)],
)
def test_preflight_failure_anywhere_in_the_batch_prevents_every_side_effect(
    bad_call: ToolCallRequest, error_type: type[AgentExecutionError]
) -> None:
    journal = Journal()
    batch = ToolCallsResponse(
        calls=[call("a", "alpha", 1), call("b", "alpha", 2), bad_call, call("d", "alpha", 4)]
    )
    with pytest.raises(error_type) as caught:
        execute(journal, [batch, FINAL], [journal.tool("alpha")])
    assert journal.events == []  # no factory, no service
    state = caught.value.state
    assert state.counters.tool_calls == 0
    assert state.tool_calls_committed == ()
    assert [c.call_id for c in state.tool_calls_failed] == ["c"]
    assert [c.call_id for c in state.tool_calls_not_started] == ["a", "b", "d"]


def test_preflight_reports_the_first_bad_call_in_model_order() -> None:
    journal = Journal()
    batch = ToolCallsResponse(calls=[call("a", "alpha", "x"), call("b", "missing", 1)])
    with pytest.raises(InvalidToolArgumentsError) as caught:
        execute(journal, [batch, FINAL], [journal.tool("alpha")])
    assert caught.value.details["call_id"] == "a"


def test_a_failing_call_leaves_earlier_results_committed_and_later_calls_unstarted() -> None:
    journal = Journal()
    batch = ToolCallsResponse(calls=[call("a", "alpha", 1), call("b", "alpha", 2), call("c", "alpha", 3)])
    with pytest.raises(ToolServiceError) as caught:
        execute(journal, [batch, FINAL], [journal.tool("alpha", fail_on=2)])
    assert journal.events == [
        "factory alpha",
        "start alpha 1",
        "end alpha 1",
        "start alpha 2",
        "fail alpha 2",
    ]
    state = caught.value.state
    assert [c.call_id for c in state.tool_calls_committed] == ["a"]
    assert [c.call_id for c in state.tool_calls_failed] == ["b"]
    assert [c.call_id for c in state.tool_calls_not_started] == ["c"]
    assert [item.kind for item in state.transcript][2:] == ["tool_call", "tool_result", "tool_call"]
    assert state.transcript[3].output == {"n": 1}
    assert state.counters.tool_calls == 2


def test_an_invalid_output_stops_the_batch_before_the_next_call() -> None:
    journal = Journal()
    batch = ToolCallsResponse(calls=[call("a", "alpha", 1), call("b", "alpha", 2)])
    with pytest.raises(InvalidToolOutputError) as caught:
        execute(journal, [batch, FINAL], [journal.tool("alpha", bad_output_on=1)])
    assert "start alpha 2" not in journal.events
    state = caught.value.state
    assert state.tool_calls_committed == ()
    assert [c.call_id for c in state.tool_calls_failed] == ["a"]
    assert [c.call_id for c in state.tool_calls_not_started] == ["b"]


def test_services_receive_validated_typed_arguments() -> None:
    received: list[Any] = []

    async def service(args: Args, context: object) -> Out:
        received.append(args)
        return Out(n=args.n)

    tool = Tool(key="alpha", description="Alpha.", input_type=Args, output_type=Out, service=service)
    execute(Journal(), [ToolCallsResponse(calls=[call("a", "alpha", 7)]), FINAL], [tool])
    assert received == [Args(n=7)] and type(received[0]) is Args


def test_tool_output_may_be_a_validating_mapping_recorded_in_its_json_form() -> None:
    async def service(args: Args, context: object) -> Any:
        return {"n": args.n}

    tool = Tool(key="alpha", description="Alpha.", input_type=Args, output_type=Out, service=service)
    result = execute(Journal(), [ToolCallsResponse(calls=[call("a", "alpha", 7)]), FINAL], [tool])
    assert result.transcript[3].output == {"n": 7}
