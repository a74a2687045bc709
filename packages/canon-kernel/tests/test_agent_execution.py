"""A successful execution returns the validated output with a complete, coherent, detached transcript."""

import asyncio
from typing import Any

import attrs
import pytest
from pydantic import BaseModel

from canon_contracts import digest, ensure_portable
from canon_kernel import (
    Agent,
    AgentCounters,
    AgentExchange,
    AgentExecutionResult,
    AgentLimits,
    AgentRunContext,
    AgentUsage,
    FinalOutputResponse,
    ModelRequestItem,
    ModelResponseItem,
    ModelUsage,
    Tool,
    ToolCallItem,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
    converter,
)
from canon_kernel.testing import ScriptedModelDriver


class Question(BaseModel):
    text: str
    tags: list[str] = []


class Answer(BaseModel):
    answer: str


class CityArgs(BaseModel):
    city: str


class Weather(BaseModel):
    celsius: float


class Deps:
    def __init__(self) -> None:
        self.contexts: list[AgentRunContext[Any]] = []


async def weather(args: CityArgs, context: AgentRunContext[Deps]) -> Weather:
    context.dependencies.contexts.append(context)
    return Weather(celsius={"Oslo": 4.5, "Rome": 21.0}[args.city])


WEATHER = Tool(
    key="weather",
    description="Weather for a city.",
    input_type=CityArgs,
    output_type=Weather,
    service=weather,
)

SCRIPT = [
    ToolCallsResponse(
        calls=[
            ToolCallRequest(call_id="c1", tool="weather", arguments={"city": "Oslo"}),
            ToolCallRequest(call_id="c2", tool="weather", arguments={"city": "Rome"}),
        ],
        usage=ModelUsage(input_tokens=30, output_tokens=8),
    ),
    FinalOutputResponse(
        output={"answer": "Rome is warmer."}, usage=ModelUsage(input_tokens=50, output_tokens=5)
    ),
]


def make_agent(script: list = SCRIPT, **overrides: Any) -> Agent[Question, Answer, Deps]:
    fields: dict = {
        "key": "compare",
        "name": "Compare",
        "instructions": "Compare the weather.",
        "input_type": Question,
        "output_type": Answer,
        "model": ScriptedModelDriver.per_run(script),
        "tools": [WEATHER],
        "limits": AgentLimits(model_requests=4, tool_calls=4),
    }
    fields.update(overrides)
    return Agent(**fields)


def run(agent: Agent, value: Any = None, deps: Any = None, **kwargs: Any) -> AgentExecutionResult[Any]:
    value = Question(text="Which is warmer?") if value is None else value
    return asyncio.run(agent.execute(value, dependencies=Deps() if deps is None else deps, **kwargs))


def test_result_carries_typed_output_counters_usage_and_terminal_reason() -> None:
    result = run(make_agent())
    assert result.output == Answer(answer="Rome is warmer.")
    assert isinstance(result.output, Answer)
    assert result.output_json == {"answer": "Rome is warmer."}
    assert result.terminal_reason == "final_output"
    assert result.counters == AgentCounters(model_requests=2, tool_calls=2)
    assert result.usage == AgentUsage(input_tokens=80, output_tokens=13, reported_responses=2)
    assert result.input == {"text": "Which is warmer?", "tags": []}


def test_transcript_records_every_request_response_call_and_result_in_order() -> None:
    result = run(make_agent())
    assert [item.kind for item in result.transcript] == [
        "model_request",
        "model_response",
        "tool_call",
        "tool_result",
        "tool_call",
        "tool_result",
        "model_request",
        "model_response",
    ]
    first, response, call, outcome = result.transcript[:4]
    assert isinstance(first, ModelRequestItem) and first.request_index == 0
    assert isinstance(response, ModelResponseItem) and response.request_index == 0
    assert isinstance(call, ToolCallItem) and call.call.call_id == "c1" and call.request_index == 0
    assert isinstance(outcome, ToolResultItem)
    assert (outcome.call_id, outcome.tool, outcome.output) == ("c1", "weather", {"celsius": 4.5})
    assert isinstance(result.transcript, tuple)


def test_requests_carry_the_normalized_conversation_so_far() -> None:
    result = run(make_agent())
    first, second = result.requests
    assert first.request_index == 0 and second.request_index == 1
    assert first.agent.key == "compare" and first.agent.instructions == "Compare the weather."
    assert first.agent.settings == {"temperature": 0.0, "max_tokens": 1024}
    assert [tool.key for tool in first.agent.tools] == ["weather"]
    assert first.input == {"text": "Which is warmer?", "tags": []}
    assert first.transcript == ()
    assert [item.kind for item in second.transcript] == ["model_response", "tool_result", "tool_result"]
    assert first.agent is second.agent


def test_request_digest_is_the_digest_of_the_canonical_request_json() -> None:
    result = run(make_agent())
    for request in result.requests:
        assert request.request_digest == digest(request.model_dump(mode="json"))
    digests = [item.request_digest for item in result.transcript if isinstance(item, ModelRequestItem)]
    assert len(set(digests)) == 2


def test_dependencies_and_counters_reach_the_service_through_a_read_only_context() -> None:
    deps = Deps()
    agent = make_agent()
    result = run(agent, deps=deps)
    first, second = deps.contexts
    assert first.dependencies is deps and first.run_id == result.run_id
    assert (first.agent_key, first.definition_id) == ("compare", agent.definition_id)
    assert (first.call_id, first.tool) == ("c1", "weather")
    assert first.counters == AgentCounters(model_requests=1, tool_calls=1)
    assert second.counters == AgentCounters(model_requests=1, tool_calls=2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        first.run_id = "other"  # type: ignore[misc]


def test_service_factory_is_called_once_per_run_before_its_first_call() -> None:
    made: list[int] = []

    def factory() -> Any:
        made.append(1)
        return weather

    tool = Tool(
        key="weather",
        description="Weather.",
        input_type=CityArgs,
        output_type=Weather,
        service_factory=factory,
    )
    agent = make_agent(tools=[tool])
    run(agent)
    assert made == [1]
    run(agent)
    assert made == [1, 1]


def test_driver_factory_is_called_once_per_run() -> None:
    drivers: list[ScriptedModelDriver] = []

    def factory() -> ScriptedModelDriver:
        drivers.append(ScriptedModelDriver(SCRIPT))
        return drivers[-1]

    from canon_kernel import ModelDriverBinding
    from canon_kernel.testing import SCRIPTED_DESCRIPTOR

    agent = make_agent(model=ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=factory))
    run(agent)
    run(agent)
    assert len(drivers) == 2
    assert [len(driver.requests) for driver in drivers] == [2, 2]


def test_input_may_be_a_mapping_that_validates() -> None:
    result = run(make_agent(), value={"text": "Which is warmer?"})
    assert result.input == {"text": "Which is warmer?", "tags": []}


def test_unstructure_gives_portable_json_with_request_digests() -> None:
    result = run(make_agent())
    data = result.unstructure()
    ensure_portable(data)
    assert data == converter.unstructure(result)
    assert data["output"] == {"answer": "Rome is warmer."}
    assert data["counters"] == {"model_requests": 2, "tool_calls": 2, "output_retries": 0}
    assert data["usage"] == {"input_tokens": 80, "output_tokens": 13, "reported_responses": 2}
    assert data["terminal_reason"] == "final_output"
    request = data["transcript"][0]
    assert request["kind"] == "model_request"
    assert request["request_digest"] == result.requests[0].request_digest
    assert request["request"] == result.requests[0].model_dump(mode="json")
    assert data["transcript"][3] == {
        "kind": "tool_result",
        "call_id": "c1",
        "tool": "weather",
        "output": {"celsius": 4.5},
    }


def test_evidence_is_detached_from_what_the_caller_keeps() -> None:
    question = Question(text="Which is warmer?", tags=["a"])
    arguments = {"city": "Oslo"}
    output = {"answer": "Rome is warmer."}
    script = [
        ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="weather", arguments=arguments)]),
        FinalOutputResponse(output=output),
    ]
    result = run(make_agent(script), value=question)
    question.tags.append("b")
    question.text = "changed"
    arguments["city"] = "Rome"
    output["answer"] = "changed"
    assert result.input == {"text": "Which is warmer?", "tags": ["a"]}
    assert result.requests[0].input == {"text": "Which is warmer?", "tags": ["a"]}
    assert result.transcript[2].call.arguments == {"city": "Oslo"}
    assert result.output_json == {"answer": "Rome is warmer."}


def test_tool_results_are_detached_from_the_value_the_service_returned() -> None:
    returned = Weather(celsius=3.0)

    async def fixed(args: CityArgs, context: object) -> Weather:
        return returned

    tool = Tool(
        key="weather", description="Weather.", input_type=CityArgs, output_type=Weather, service=fixed
    )
    result = run(make_agent(tools=[tool]))
    returned.celsius = 99.0
    assert result.transcript[3].output == {"celsius": 3.0}


def test_exchange_feeds_a_later_run_as_history() -> None:
    agent = make_agent()
    first = run(agent)
    exchange = first.exchange
    assert isinstance(exchange, AgentExchange)
    assert exchange.input == first.input and exchange.output == first.output_json
    assert [item.kind for item in exchange.transcript] == ["model_response", "tool_result", "tool_result"]
    AgentExchange.model_validate(exchange.model_dump(mode="json"))  # it is a complete exchange

    second = run(agent, history=[exchange])
    assert second.history == (exchange,)
    assert all(request.history == (exchange,) for request in second.requests)
    assert second.requests[0].request_digest != first.requests[0].request_digest


def test_history_may_be_given_as_json_exchanges() -> None:
    agent = make_agent()
    exchange = run(agent).exchange.model_dump(mode="json")
    result = run(agent, history=[exchange])
    assert result.history[0].model_dump(mode="json") == exchange


def test_success_result_rejects_incoherent_evidence() -> None:
    result = run(make_agent())
    fields = {field.name: getattr(result, field.name) for field in attrs.fields(AgentExecutionResult)}
    broken: list[dict] = [
        {"counters": AgentCounters(model_requests=1, tool_calls=2)},
        {"usage": AgentUsage()},
        {"transcript": result.transcript[:-1]},
        {"transcript": ()},
        {"output_json": {"answer": "other"}},
        {"terminal_reason": "limit_exceeded"},
        {"run_id": ""},
    ]
    for change in broken:
        with pytest.raises(ValueError):
            AgentExecutionResult(**{**fields, **change})
    assert AgentExecutionResult(**fields).output == result.output


def test_result_is_frozen() -> None:
    result = run(make_agent())
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        result.output = Answer(answer="changed")  # type: ignore[misc]
