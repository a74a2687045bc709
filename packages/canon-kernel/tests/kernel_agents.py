"""The small typed agent most kernel tests drive: a question in, an answer out, integer tools in between."""

from collections.abc import Sequence

from pydantic import BaseModel

from canon_kernel import Agent, AgentLimits, ModelDriverBinding, Tool


class Question(BaseModel):
    text: str


class Answer(BaseModel):
    answer: str


class Args(BaseModel):
    n: int


class Out(BaseModel):
    n: int


def make_agent(
    model: ModelDriverBinding,
    tools: Sequence[Tool] = (),
    *,
    instructions: str = "Do it.",
    model_requests: int = 4,
    tool_calls: int = 4,
) -> Agent:
    """An agent from ``Question`` to ``Answer`` with ``tools``, bound to ``model``, under the given limits."""
    return Agent(
        key="agent",
        name="Agent",
        instructions=instructions,
        input_type=Question,
        output_type=Answer,
        model=model,
        tools=list(tools),
        limits=AgentLimits(model_requests=model_requests, tool_calls=tool_calls),
    )
