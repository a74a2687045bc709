"""Cancellation passes through unchanged; concurrent executions are isolated from each other."""

import asyncio
from typing import Any

import pytest

from canon_kernel import (
    AgentRunContext,
    FinalOutputResponse,
    ModelDriverBinding,
    ModelRequest,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver
from canon_kernel.testing import SampleQuestion as Question
from canon_kernel.testing import SampleToolInput as Args
from canon_kernel.testing import SampleToolOutput as Out
from canon_kernel.testing import sample_agent as make_agent


class BlockingDriver:
    def __init__(self) -> None:
        self.entered = asyncio.Event()

    async def respond(self, request: ModelRequest) -> FinalOutputResponse:
        self.entered.set()
        await asyncio.Event().wait()
        raise AssertionError("never reached")


def test_cancellation_during_a_model_request_propagates_unchanged() -> None:
    async def scenario() -> None:
        driver = BlockingDriver()
        agent = make_agent(ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=driver))
        task = asyncio.create_task(agent.execute(Question(text="q"), dependencies=None))
        await driver.entered.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert task.cancelled()

    asyncio.run(scenario())


def test_cancellation_during_a_tool_call_propagates_unchanged() -> None:
    entered = asyncio.Event()

    async def slow(args: Args, context: object) -> Out:
        entered.set()
        await asyncio.Event().wait()
        raise AssertionError("never reached")

    tool = Tool(key="slow", description="Slow.", input_type=Args, output_type=Out, service=slow)
    script = [ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="slow", arguments={"n": 1})])]

    async def scenario() -> None:
        agent = make_agent(ScriptedModelDriver.per_run(script), [tool])
        task = asyncio.create_task(agent.execute(Question(text="q"), dependencies=None))
        await entered.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert task.cancelled()

    asyncio.run(scenario())


@pytest.mark.parametrize("where", ["driver", "service"])
def test_a_cancelled_error_raised_inside_is_not_wrapped(where: str) -> None:
    raised = asyncio.CancelledError("stop")

    async def service(args: Args, context: object) -> Out:
        raise raised

    tool = Tool(key="t", description="T.", input_type=Args, output_type=Out, service=service)
    call = ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="t", arguments={"n": 1})])
    script: list[Any] = [raised] if where == "driver" else [call]
    agent = make_agent(ScriptedModelDriver.per_run(script), [tool])
    with pytest.raises(asyncio.CancelledError) as caught:
        asyncio.run(agent.execute(Question(text="q"), dependencies=None))
    assert caught.value is raised


def test_keyboard_interrupt_is_not_wrapped() -> None:
    agent = make_agent(ScriptedModelDriver.per_run([KeyboardInterrupt()]))
    with pytest.raises(KeyboardInterrupt):
        asyncio.run(agent.execute(Question(text="q"), dependencies=None))


def test_concurrent_executions_each_get_their_own_script_state_and_run_id() -> None:
    async def echo(args: Args, context: AgentRunContext[int]) -> Out:
        await asyncio.sleep(0)
        return Out(n=args.n * 1000 + context.dependencies)

    tool = Tool(key="echo", description="Echo.", input_type=Args, output_type=Out, service=echo)
    script = [
        ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="echo", arguments={"n": 1})]),
        ToolCallsResponse(calls=[ToolCallRequest(call_id="c2", tool="echo", arguments={"n": 2})]),
        FinalOutputResponse(output={"answer": "done"}),
    ]
    agent = make_agent(ScriptedModelDriver.per_run(script), [tool])

    async def scenario() -> list[Any]:
        return await asyncio.gather(
            *(agent.execute(Question(text=f"q{i}"), dependencies=i) for i in range(50))
        )

    results = asyncio.run(scenario())
    assert len({result.run_id for result in results}) == 50
    for i, result in enumerate(results):
        assert result.input == {"text": f"q{i}"}
        assert result.counters.model_requests == 3 and result.counters.tool_calls == 2
        outputs = [item.output for item in result.transcript if item.kind == "tool_result"]
        assert outputs == [{"n": 1000 + i}, {"n": 2000 + i}]
        assert [request.request_index for request in result.requests] == [0, 1, 2]
