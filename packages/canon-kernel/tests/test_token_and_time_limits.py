"""Token limits per agent and per run, the per-request timeout, and driver errors kept as their own type."""

import asyncio
from typing import Any

import pytest

from canon_contracts import FailureMode
from canon_kernel import (
    Agent,
    AgentLimits,
    FinalOutputResponse,
    KernelConfigurationError,
    LimitExceededError,
    ModelDriverBinding,
    ModelRequest,
    ModelUsage,
    ProviderConnectionError,
    ProviderStatusError,
    TokenBudget,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver
from canon_kernel.testing import SampleAnswer as Answer
from canon_kernel.testing import SampleQuestion as Question


def agent(script: list, **limits: Any) -> Agent:
    return Agent(
        key="agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Answer,
        model=ScriptedModelDriver.per_run(script),
        limits=AgentLimits(**limits),
    )


def costly(tokens_in: int, tokens_out: int, output: dict | None = None) -> FinalOutputResponse:
    usage = ModelUsage(input_tokens=tokens_in, output_tokens=tokens_out)
    return FinalOutputResponse(output=output or {"answer": "ok"}, usage=usage)


def execute(defined: Agent, budget: TokenBudget | None = None) -> Any:
    return asyncio.run(defined.execute(Question(text="q"), dependencies=None, token_budget=budget))


def test_the_response_that_crosses_the_agent_token_limit_fails_the_run_after_it_is_recorded() -> None:
    assert execute(agent([costly(60, 40)], tokens=100)).usage.input_tokens == 60
    with pytest.raises(LimitExceededError) as caught:
        execute(agent([costly(60, 41)], tokens=100))
    error = caught.value
    assert (error.limit_kind, error.limit, error.attempted) == ("tokens", 100, 101)
    assert error.failure_mode is FailureMode.LIMIT_EXCEEDED
    assert [item.kind for item in error.state.transcript] == ["model_request", "model_response"]
    assert "the tokens limit of 100 was exceeded (101 used)" in str(error)


def test_a_run_budget_is_shared_by_every_execution_and_refuses_requests_once_spent() -> None:
    budget = TokenBudget(250)
    execute(agent([costly(100, 20)]), budget)
    execute(agent([costly(100, 20)]), budget)
    assert budget.used == 240 and not budget.exhausted
    with pytest.raises(LimitExceededError) as crossed:
        execute(agent([costly(10, 5)]), budget)
    assert (crossed.value.limit_kind, crossed.value.attempted) == ("run_tokens", 255)
    assert budget.exhausted
    refused = agent([costly(1, 1)])
    with pytest.raises(LimitExceededError) as caught:
        execute(refused, budget)
    assert caught.value.limit_kind == "run_tokens"
    assert caught.value.state.transcript == ()  # nothing was sent


def test_budgets_and_limits_refuse_nonsense_at_construction() -> None:
    for bad in (0, -1, 1.5, True, None):
        with pytest.raises(KernelConfigurationError):
            TokenBudget(bad)  # type: ignore[arg-type]
    for limits in ({"tokens": 0}, {"output_retries": -1}, {"request_timeout": 0}, {"request_timeout": "1"}):
        with pytest.raises(KernelConfigurationError):
            AgentLimits(**limits)
    with pytest.raises(KernelConfigurationError):
        execute(agent([costly(1, 1)]), budget=250)  # type: ignore[arg-type]


class _Slow:
    def __init__(self, delay: float) -> None:
        self.delay = delay

    async def respond(self, request: ModelRequest) -> FinalOutputResponse:
        await asyncio.sleep(self.delay)
        return FinalOutputResponse(output={"answer": "late"})


def slow_agent(delay: float, timeout: float | None) -> Agent:
    return Agent(
        key="agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Answer,
        model=ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=_Slow(delay)),
        limits=AgentLimits(request_timeout=timeout),
    )


def test_a_request_slower_than_the_request_timeout_is_a_limit_error() -> None:
    with pytest.raises(LimitExceededError) as caught:
        execute(slow_agent(5.0, 0.05))
    error = caught.value
    assert (error.limit_kind, error.limit) == ("request_timeout", 0.05)
    assert "took longer than the request_timeout limit of 0.05 s" in str(error)
    assert execute(slow_agent(0.0, 5.0)).output == Answer(answer="late")


def test_typed_errors_a_driver_raises_keep_their_type_and_details_with_the_run_snapshot() -> None:
    status = ProviderStatusError("the server said 503", status=503, attempts=3)
    timeout = LimitExceededError("slow", limit_kind="request_timeout", limit=1.0, attempted=1.0)
    refused = ProviderConnectionError("cannot reach http://127.0.0.1:9/v1")
    for raised in (status, timeout, refused):
        shared = agent([raised])
        with pytest.raises(type(raised)) as caught:
            execute(shared)
        error = caught.value
        assert error is not raised and error.state is not None and raised.state is None
        assert error.details == raised.details and str(error) == str(raised)
    assert status.transient and refused.transient


class _Closable:
    closed = 0

    async def respond(self, request: ModelRequest) -> FinalOutputResponse:
        return FinalOutputResponse(output={"answer": "ok"})

    async def aclose(self) -> None:
        type(self).closed += 1


def test_a_per_run_driver_is_closed_when_its_run_ends_and_a_shared_one_is_not() -> None:
    per_run = Agent(
        key="agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Answer,
        model=ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=_Closable),
    )
    execute(per_run)
    execute(per_run)
    assert _Closable.closed == 2
    shared = Agent(
        key="agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Answer,
        model=ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=_Closable()),
    )
    execute(shared)
    assert _Closable.closed == 2
