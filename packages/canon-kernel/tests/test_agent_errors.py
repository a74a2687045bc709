"""Each way a run can fail raises its own typed error; after admission the error carries a snapshot."""

import asyncio
import math
from typing import Any

import attrs
import pytest
from pydantic import BaseModel, field_validator

from canon_contracts import FailureMode, ensure_portable
from canon_kernel import (
    Agent,
    AgentExchange,
    AgentExecutionError,
    AgentInternalError,
    AgentLimits,
    AgentStateSnapshot,
    FinalOutputResponse,
    InvalidFinalOutputError,
    InvalidHistoryError,
    InvalidInputError,
    InvalidToolArgumentsError,
    InvalidToolOutputError,
    MalformedResponseError,
    ModelDriverBinding,
    ModelResponseItem,
    ProviderError,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
    ToolServiceError,
    UnknownToolError,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver


class Question(BaseModel):
    text: str
    count: int = 0


class Answer(BaseModel):
    answer: str


class CityArgs(BaseModel):
    city: str


class Weather(BaseModel):
    celsius: float


async def weather(args: CityArgs, context: object) -> Weather:
    return Weather(celsius=10.0)


def weather_tool(service: Any = weather, output_type: Any = Weather) -> Tool:
    return Tool(
        key="weather", description="Weather.", input_type=CityArgs, output_type=output_type, service=service
    )


def call(call_id: str = "c1", tool: str = "weather", **arguments: Any) -> ToolCallRequest:
    return ToolCallRequest(call_id=call_id, tool=tool, arguments=arguments or {"city": "Oslo"})


def calls(*requests: ToolCallRequest) -> ToolCallsResponse:
    return ToolCallsResponse(calls=requests)


FINAL = FinalOutputResponse(output={"answer": "done"})


def make_agent(script: list, tools: list | None = None, model: Any = None) -> Agent:
    return Agent(
        key="agent",
        name="Agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Answer,
        model=model or ScriptedModelDriver.per_run(script),
        tools=[weather_tool()] if tools is None else tools,
        limits=AgentLimits(model_requests=5, tool_calls=5),
    )


def fail(agent: Agent, value: Any = None, **kwargs: Any) -> AgentExecutionError:
    value = Question(text="q") if value is None else value
    with pytest.raises(AgentExecutionError) as caught:
        asyncio.run(agent.execute(value, dependencies=None, **kwargs))
    return caught.value


def snapshot_of(error: AgentExecutionError) -> AgentStateSnapshot:
    assert isinstance(error.state, AgentStateSnapshot)
    assert error.evidence is error.state
    assert error.state.terminal_reason is error.failure_mode
    ensure_portable(error.state.unstructure())
    return error.state


# --- admission: no state ------------------------------------------------------------------------------------


class Other(BaseModel):
    text: str


@pytest.mark.parametrize(
    "value",
    [
        Other(text="q"),
        {"count": 1},
        {"text": 5},
        {"text": "q", "surplus": 1},
        {"text": "q", "count": 2**53},
        "q",
        None,
    ],
)
def test_invalid_input_fails_at_admission_without_state(value: Any) -> None:
    driver = ScriptedModelDriver([FINAL])
    agent = make_agent([], model=ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=driver))
    with pytest.raises(InvalidInputError) as caught:
        asyncio.run(agent.execute(value, dependencies=None))
    assert caught.value.state is None
    assert caught.value.failure_mode is FailureMode.INVALID_INPUT
    assert caught.value.details["problems"]
    assert driver.requests == ()


def test_input_whose_json_form_is_not_portable_is_invalid() -> None:
    error = fail(make_agent([FINAL]), Question(text="q", count=2**60))
    assert isinstance(error, InvalidInputError) and error.state is None
    assert "$.input.count" in str(error)


RESPONSE = {"kind": "model_response", "request_index": 0, "response": calls(call()).model_dump(mode="json")}
RESULT = {"kind": "tool_result", "call_id": "c1", "tool": "weather", "output": {"celsius": 1.0}}


@pytest.mark.parametrize(
    "history",
    [
        {"input": {}, "output": {}},
        "history",
        [1],
        [{"input": {"text": "q"}}],
        [{"input": {}, "transcript": [RESPONSE], "output": {"answer": "a"}}],
        [{"input": {}, "transcript": [RESULT], "output": {"answer": "a"}}],
        [{"input": {}, "transcript": [RESPONSE, {**RESULT, "call_id": "c9"}], "output": {"answer": "a"}}],
        [
            {
                "input": {},
                "transcript": [
                    {"kind": "model_response", "request_index": 0, "response": FINAL.model_dump()}
                ],
                "output": {"answer": "a"},
            }
        ],
        [{"input": {"n": math.nan}, "output": {"answer": "a"}}],
    ],
)
def test_invalid_history_fails_at_admission_without_state(history: Any) -> None:
    made: list[int] = []

    def factory() -> ScriptedModelDriver:
        made.append(1)
        return ScriptedModelDriver([FINAL])

    agent = make_agent([], model=ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=factory))
    error = fail(agent, history=history)
    assert isinstance(error, InvalidHistoryError)
    assert error.state is None and error.failure_mode is FailureMode.INVALID_HISTORY
    assert made == []


def test_complete_history_is_admitted_and_detached_into_a_tuple() -> None:
    exchange = AgentExchange.model_validate(
        {"input": {}, "transcript": [RESPONSE, RESULT], "output": {"answer": "a"}}
    )
    history = [exchange]
    result = asyncio.run(make_agent([FINAL]).execute(Question(text="q"), dependencies=None, history=history))
    history.clear()
    assert result.history == (exchange,)


def test_an_incomplete_exchange_cannot_be_built() -> None:
    with pytest.raises(ValueError, match="ends before the result"):
        AgentExchange(
            input={}, transcript=(ModelResponseItem(request_index=0, response=calls(call())),), output={}
        )
    with pytest.raises(ValueError, match="answers no pending call"):
        AgentExchange(input={}, transcript=(ToolResultItem(call_id="c1", tool="weather"),), output={})


# --- the model driver ---------------------------------------------------------------------------------------


def test_driver_exception_is_a_provider_error_with_the_cause_and_state() -> None:
    boom = RuntimeError("connection reset")
    error = fail(make_agent([boom]))
    assert type(error) is ProviderError and error.__cause__ is boom
    state = snapshot_of(error)
    assert state.counters.model_requests == 1
    assert [item.kind for item in state.transcript] == ["model_request"]
    assert state.final_output_available is False


def test_driver_factory_failure_is_a_provider_error() -> None:
    def factory() -> Any:
        raise OSError("no credentials")

    model = ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=factory)
    error = fail(make_agent([], model=model))
    assert type(error) is ProviderError and isinstance(error.__cause__, OSError)
    snapshot_of(error)


def test_driver_factory_returning_a_non_driver_is_a_provider_error() -> None:
    model = ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=lambda: object())  # type: ignore[arg-type,return-value]
    error = fail(make_agent([], model=model))
    assert type(error) is ProviderError and isinstance(error.__cause__, TypeError)


class ReturnsAnything:
    def __init__(self, value: Any) -> None:
        self.value = value

    async def respond(self, request: Any) -> Any:
        return self.value


@pytest.mark.parametrize(
    "returned",
    [None, "final answer", 42, {"kind": "final_output"}, {"kind": "tool_calls", "calls": []}, {"output": {}}],
)
def test_a_non_response_is_malformed(returned: Any) -> None:
    model = ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=ReturnsAnything(returned))
    error = fail(make_agent([], model=model))
    assert type(error) is MalformedResponseError
    assert [item.kind for item in snapshot_of(error).transcript] == ["model_request"]


def test_a_response_mapping_that_validates_is_accepted() -> None:
    mapping = {"kind": "final_output", "output": {"answer": "from a mapping"}}
    model = ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=ReturnsAnything(mapping))
    result = asyncio.run(make_agent([], model=model).execute(Question(text="q"), dependencies=None))
    assert result.output == Answer(answer="from a mapping")


def test_reusing_a_call_id_within_a_run_is_malformed() -> None:
    error = fail(make_agent([calls(call("c1")), calls(call("c1")), FINAL]))
    assert type(error) is MalformedResponseError
    assert error.details["call_ids"] == ["c1"]
    assert len(snapshot_of(error).tool_calls_committed) == 1


def test_driver_raised_kernel_errors_keep_their_class_and_gain_state() -> None:
    raised = MalformedResponseError("provider sent garbage", raw="<html>")
    error = fail(make_agent([raised]))
    assert type(error) is MalformedResponseError and error is not raised and error.__cause__ is raised
    assert error.details == {"raw": "<html>"}
    snapshot_of(error)


# --- tools --------------------------------------------------------------------------------------------------


def test_unknown_tool() -> None:
    error = fail(make_agent([calls(call(tool="nowhere"))]))
    assert type(error) is UnknownToolError
    assert error.details == {"tool": "nowhere", "call_id": "c1"}
    state = snapshot_of(error)
    assert [c.call_id for c in state.tool_calls_failed] == ["c1"]
    assert state.counters.tool_calls == 0


@pytest.mark.parametrize(
    "arguments", [{}, {"city": 5}, {"city": "Oslo", "units": "metric"}, {"town": "Oslo"}]
)
def test_invalid_tool_arguments(arguments: dict) -> None:
    bad = ToolCallRequest(call_id="c1", tool="weather", arguments=arguments)
    error = fail(make_agent([calls(bad)]))
    assert type(error) is InvalidToolArgumentsError
    assert (error.details["tool"], error.details["call_id"]) == ("weather", "c1")
    assert error.details["problems"]
    assert snapshot_of(error).counters.tool_calls == 0


def test_a_raising_service_is_a_tool_service_error_with_the_cause() -> None:
    boom = LookupError("no such city")

    async def broken(args: CityArgs, context: object) -> Weather:
        raise boom

    error = fail(make_agent([calls(call())], tools=[weather_tool(broken)]))
    assert type(error) is ToolServiceError and error.__cause__ is boom
    state = snapshot_of(error)
    assert [c.call_id for c in state.tool_calls_failed] == ["c1"]
    assert state.counters.tool_calls == 1
    assert [item.kind for item in state.transcript][-1] == "tool_call"


def test_a_failing_service_factory_is_a_tool_service_error() -> None:
    def factory() -> Any:
        raise RuntimeError("pool exhausted")

    tool = Tool(
        key="weather",
        description="Weather.",
        input_type=CityArgs,
        output_type=Weather,
        service_factory=factory,
    )
    error = fail(make_agent([calls(call())], tools=[tool]))
    assert type(error) is ToolServiceError and isinstance(error.__cause__, RuntimeError)


def test_a_synchronous_service_is_a_tool_service_error() -> None:
    def not_async(args: CityArgs, context: object) -> Weather:
        return Weather(celsius=1.0)

    error = fail(make_agent([calls(call())], tools=[weather_tool(not_async)]))
    assert type(error) is ToolServiceError and isinstance(error.__cause__, TypeError)


class Reading(BaseModel):
    value: float
    count: int = 0


def returning(value: Any) -> Any:
    async def service(args: CityArgs, context: object) -> Any:
        return value

    return service


@pytest.mark.parametrize(
    "value",
    [
        "not a reading",
        {"count": 1},
        Reading(value=math.nan),
        Reading(value=math.inf),
        Reading(value=1.0, count=2**53),
        Reading.model_construct(value="text"),
        Weather(celsius=1.0),
    ],
)
def test_invalid_or_non_portable_tool_output(value: Any) -> None:
    error = fail(make_agent([calls(call())], tools=[weather_tool(returning(value), Reading)]))
    assert type(error) is InvalidToolOutputError
    state = snapshot_of(error)
    assert [c.call_id for c in state.tool_calls_failed] == ["c1"]
    assert state.tool_calls_committed == ()


def test_non_portable_output_of_an_open_type_is_rejected() -> None:
    error = fail(make_agent([calls(call())], tools=[weather_tool(returning({"n": 2**53}), dict[str, int])]))
    assert type(error) is InvalidToolOutputError
    assert error.details["problems"] == [
        {"path": "$.output.n", "message": error.details["problems"][0]["message"]}
    ]


# --- final output -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("output", [{}, {"answer": 3}, {"answer": "a", "extra": True}])
def test_invalid_final_output(output: dict) -> None:
    error = fail(make_agent([FinalOutputResponse(output=output)]))
    assert type(error) is InvalidFinalOutputError
    # One line naming each problem by path; never pydantic's multi-line text with its documentation links.
    assert "\n" not in str(error) and "errors.pydantic.dev" not in str(error)
    state = snapshot_of(error)
    assert state.final_output_available is False
    assert [item.kind for item in state.transcript] == ["model_request", "model_response"]


def test_a_raising_output_validator_is_an_invalid_final_output() -> None:
    class Picky(BaseModel):
        answer: str

        @field_validator("answer")
        @classmethod
        def _refuse(cls, value: str) -> str:
            raise RuntimeError("validator crashed")

    agent = Agent(
        key="agent",
        name="Agent",
        instructions="Do it.",
        input_type=Question,
        output_type=Picky,
        model=ScriptedModelDriver.per_run([FINAL]),
    )
    error = fail(agent)
    assert type(error) is InvalidFinalOutputError and isinstance(error.__cause__, RuntimeError)


# --- the kernel's own failures ------------------------------------------------------------------------------


def test_unexpected_kernel_failure_is_an_internal_error_with_the_original_cause(monkeypatch: Any) -> None:
    from canon_kernel import _state

    original = _state.RunState.result

    def broken(self: Any, *args: Any) -> Any:
        raise KeyError("bookkeeping")

    monkeypatch.setattr(_state.RunState, "result", broken)
    error = fail(make_agent([FINAL]))
    assert type(error) is AgentInternalError
    assert isinstance(error.__cause__, KeyError)
    assert snapshot_of(error).terminal_reason is FailureMode.INTERNAL_ERROR
    monkeypatch.setattr(_state.RunState, "result", original)


def test_snapshots_are_frozen_and_detached() -> None:
    error = fail(make_agent([calls(call(), call("c2", tool="nowhere"))]))
    state = snapshot_of(error)
    assert isinstance(state.transcript, tuple) and isinstance(state.tool_calls_not_started, tuple)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        state.transcript = ()  # type: ignore[misc]
    assert state.requests[0].request_index == 0
