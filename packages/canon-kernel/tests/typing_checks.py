"""Static checks of the agent API's generics: run through mypy by test_agent_typing.py, never executed.

A line marked ``# type: ignore[...]`` must be an error: with ``warn_unused_ignores`` (strict) mypy fails
if it is not, so these lines prove that crossed types are rejected.
"""

from typing import assert_type

from pydantic import BaseModel

from canon_kernel import (
    Agent,
    AgentExecutionResult,
    AgentRunContext,
    AgentStateSnapshot,
    InvalidInputError,
    Tool,
)
from canon_kernel.testing import ScriptedModelDriver


class Question(BaseModel):
    text: str


class Answer(BaseModel):
    answer: str


class Args(BaseModel):
    city: str


class Other(BaseModel):
    n: int


class Weather(BaseModel):
    celsius: float


class Database:
    def lookup(self, city: str) -> float:
        return 1.0


async def weather(args: Args, context: AgentRunContext[Database]) -> Weather:
    return Weather(celsius=context.dependencies.lookup(args.city))


async def other_service(args: Other, context: AgentRunContext[Database]) -> Weather:
    return Weather(celsius=float(args.n))


async def wants_str(args: Args, context: AgentRunContext[str]) -> Weather:
    return Weather(celsius=float(len(context.dependencies)))


tool = Tool(key="weather", description="Weather.", input_type=Args, output_type=Weather, service=weather)
assert_type(tool, Tool[Args, Weather, Database])
lazy = Tool(
    key="lazy", description="Lazy.", input_type=Args, output_type=Weather, service_factory=lambda: weather
)
assert_type(lazy, Tool[Args, Weather, Database])

agent = Agent(
    key="forecast",
    name="Forecast",
    instructions="Answer.",
    input_type=Question,
    output_type=Answer,
    model=ScriptedModelDriver.per_run([]),
    tools=[tool, lazy],
)
assert_type(agent, Agent[Question, Answer, Database])


async def run() -> None:
    result = await agent.execute(Question(text="q"), dependencies=Database())
    assert_type(result, AgentExecutionResult[Answer])
    assert_type(result.output, Answer)
    assert_type(result.output.answer, str)

    # Crossed input, dependency and service types are rejected.
    await agent.execute(Answer(answer="a"), dependencies=Database())  # type: ignore[arg-type]
    await agent.execute(Question(text="q"), dependencies="not a database")  # type: ignore[arg-type]

    try:
        await agent.execute(Question(text="q"), dependencies=Database())
    except InvalidInputError as error:
        state: AgentStateSnapshot | None = error.state
        del state


# A service whose argument type is not the tool's input type has no valid typing.
Tool(key="bad", description="Bad.", input_type=Args, output_type=Weather, service=other_service)  # type: ignore[misc]

# A service whose result is not the declared output type: both are result positions, so an unannotated
# call infers their common base; a tool whose type is spelled out rejects the mismatch.
declared: Tool[Args, Answer, Database] = Tool(
    key="bad",
    description="Bad.",
    input_type=Args,
    output_type=Answer,
    service=weather,  # type: ignore[arg-type]
)

# Tools needing different dependencies cannot share an agent.
Agent(
    key="mixed",
    name="Mixed",
    instructions="Answer.",
    input_type=Question,
    output_type=Answer,
    model=ScriptedModelDriver.per_run([]),
    tools=[tool, Tool(key="s", description="S.", input_type=Args, output_type=Weather, service=wants_str)],  # type: ignore[arg-type]
)

# An agent declared for one dependency type rejects tools that need another.
typed_agent: Agent[Question, Answer, str] = Agent(
    key="typed",
    name="Typed",
    instructions="Answer.",
    input_type=Question,
    output_type=Answer,
    model=ScriptedModelDriver.per_run([]),
    tools=[tool],  # type: ignore[list-item]
)
