"""Budgets are admitted before work starts; an over-budget tool batch is rejected whole."""

import asyncio
from typing import Any

import pytest

from canon_contracts import FailureMode
from canon_kernel import (
    Agent,
    AgentCounters,
    FinalOutputResponse,
    LimitExceededError,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
)
from canon_kernel.testing import SampleAnswer as Answer
from canon_kernel.testing import SampleQuestion as Question
from canon_kernel.testing import SampleToolInput as Args
from canon_kernel.testing import SampleToolOutput as Out
from canon_kernel.testing import ScriptedModelDriver
from canon_kernel.testing import sample_agent as make_agent


def make(script: list, *, model_requests: int, tool_calls: int) -> tuple[Agent, list[int], list[int]]:
    served: list[int] = []
    made: list[int] = []

    async def service(args: Args, context: object) -> Out:
        served.append(args.n)
        return Out(n=args.n)

    def factory() -> Any:
        made.append(1)
        return service

    tool = Tool(key="echo", description="Echo.", input_type=Args, output_type=Out, service_factory=factory)
    agent = make_agent(
        ScriptedModelDriver.per_run(script), [tool], model_requests=model_requests, tool_calls=tool_calls
    )
    return agent, served, made


def batch(*numbers: int, start: int = 0) -> ToolCallsResponse:
    return ToolCallsResponse(
        calls=[
            ToolCallRequest(call_id=f"c{start + i}", tool="echo", arguments={"n": n})
            for i, n in enumerate(numbers)
        ]
    )


FINAL = FinalOutputResponse(output={"answer": "ok"})


def execute(agent: Agent) -> Any:
    return asyncio.run(agent.execute(Question(text="q"), dependencies=None))


def test_runs_within_exact_budgets_succeed() -> None:
    agent, served, _ = make([batch(1, 2), batch(3, start=2), FINAL], model_requests=3, tool_calls=3)
    result = execute(agent)
    assert served == [1, 2, 3]
    assert result.counters == AgentCounters(model_requests=3, tool_calls=3)


def test_model_request_budget_is_admitted_before_the_request_is_sent() -> None:
    script = [batch(1), batch(2, start=1), FINAL]
    drivers: list[ScriptedModelDriver] = []
    agent, served, _ = make(script, model_requests=2, tool_calls=10)
    original = agent.model.factory

    def factory() -> ScriptedModelDriver:
        drivers.append(original())  # type: ignore[misc]
        return drivers[-1]

    agent = Agent(
        key=agent.key,
        name=agent.name,
        instructions=agent.instructions,
        input_type=Question,
        output_type=Answer,
        model=type(agent.model).per_run(descriptor=agent.model.descriptor, factory=factory),
        tools=agent.tools,
        limits=agent.limits,
    )
    with pytest.raises(LimitExceededError) as caught:
        execute(agent)
    error = caught.value
    assert (error.limit_kind, error.limit, error.attempted) == ("model_requests", 2, 3)
    assert error.details["limit_kind"] == "model_requests"
    assert error.failure_mode is FailureMode.LIMIT_EXCEEDED
    assert len(drivers[0].requests) == 2  # the third request was never sent
    state = error.state
    assert state.counters == AgentCounters(model_requests=2, tool_calls=2)
    assert state.terminal_reason is FailureMode.LIMIT_EXCEEDED
    assert [item.kind for item in state.transcript].count("model_request") == 2
    assert served == [1, 2]


def test_an_over_budget_batch_is_rejected_whole_before_any_side_effect() -> None:
    agent, served, made = make([batch(1), batch(2, 3, 4, start=1), FINAL], model_requests=5, tool_calls=3)
    with pytest.raises(LimitExceededError) as caught:
        execute(agent)
    error = caught.value
    assert (error.limit_kind, error.limit, error.attempted) == ("tool_calls", 3, 4)
    assert error.details["batch_size"] == 3
    assert served == [1]  # nothing of the rejected batch ran
    assert made == [1]  # the factory ran for the first batch only
    state = error.state
    assert state.counters == AgentCounters(model_requests=2, tool_calls=1)
    assert [c.call_id for c in state.tool_calls_committed] == ["c0"]
    assert state.tool_calls_failed == ()
    assert [c.call_id for c in state.tool_calls_not_started] == ["c1", "c2", "c3"]
    assert [item.kind for item in state.transcript][-1] == "model_response"


def test_a_first_batch_larger_than_the_budget_runs_nothing_at_all() -> None:
    agent, served, made = make([batch(1, 2, 3), FINAL], model_requests=5, tool_calls=2)
    with pytest.raises(LimitExceededError):
        execute(agent)
    assert served == [] and made == []


@pytest.mark.parametrize("model_requests", [1, 2])
def test_final_output_on_the_last_allowed_request_succeeds(model_requests: int) -> None:
    script = [batch(1), FINAL] if model_requests == 2 else [FINAL]
    agent, _, _ = make(script, model_requests=model_requests, tool_calls=1)
    assert execute(agent).counters.model_requests == model_requests
