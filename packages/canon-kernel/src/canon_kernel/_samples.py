"""A small typed agent to drive a model driver with: a question in, an answer out, tools in between.

``sample_agent`` asks a ``SampleQuestion`` and returns a ``SampleAnswer``, with integer tools
(``SampleToolInput`` to ``SampleToolOutput``) of the caller's; ``lookup_agent`` answers with its
``SourcedAnswer`` from the ``LOOKUP_TOOL`` passage it looks up, the shape a provider driver's test needs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ._agent import Agent, AgentLimits
from ._driver import ModelDriverBinding
from ._state import AgentExecutionResult
from ._tools import Tool

__all__ = [
    "LOOKUP_TOOL",
    "SAMPLE_API_KEY",
    "LookupArgs",
    "Passage",
    "SampleAnswer",
    "SampleQuestion",
    "SampleToolInput",
    "SampleToolOutput",
    "SourcedAnswer",
    "lookup_agent",
    "run_sample",
    "sample_agent",
]

#: A made-up API key, for tests that check a key never reaches a file, a trace or a message.
SAMPLE_API_KEY = "sk-test-7d1f0c9a4b2e4e58"


class SampleQuestion(BaseModel):
    """The sample agents' input."""

    text: str


class SampleAnswer(BaseModel):
    """``sample_agent``'s output."""

    answer: str


class SampleToolInput(BaseModel):
    """The arguments of a sample integer tool."""

    n: int


class SampleToolOutput(BaseModel):
    """The result of a sample integer tool."""

    n: int


class SourcedAnswer(BaseModel):
    """``lookup_agent``'s output: the answer and the passage it rests on."""

    answer: str
    source: str


class LookupArgs(BaseModel):
    """``LOOKUP_TOOL``'s arguments: the lake to look up."""

    lake: str


class Passage(BaseModel):
    """``LOOKUP_TOOL``'s result."""

    text: str


async def _lookup(args: LookupArgs, context: object) -> Passage:
    return Passage(text=f"Lake {args.lake} is 42 km long.")


#: A tool that finds a passage about a lake (every lake is 42 km long).
LOOKUP_TOOL: Tool[LookupArgs, Passage, Any] = Tool(
    key="lookup", description="Find a lake.", input_type=LookupArgs, output_type=Passage, service=_lookup
)


def sample_agent(
    model: ModelDriverBinding,
    tools: Sequence[Tool[Any, Any, Any]] = (),
    *,
    instructions: str = "Do it.",
    model_requests: int = 4,
    tool_calls: int = 4,
) -> Agent[SampleQuestion, SampleAnswer, Any]:
    """An agent from ``SampleQuestion`` to ``SampleAnswer`` with ``tools``, bound to ``model``."""
    return Agent(
        key="agent",
        name="Agent",
        instructions=instructions,
        input_type=SampleQuestion,
        output_type=SampleAnswer,
        model=model,
        tools=list(tools),
        limits=AgentLimits(model_requests=model_requests, tool_calls=tool_calls),
    )


def lookup_agent(model: ModelDriverBinding, **limits: Any) -> Agent[SampleQuestion, SourcedAnswer, Any]:
    """An agent that answers from the passages ``LOOKUP_TOOL`` finds; ``limits`` are ``AgentLimits``."""
    return Agent(
        key="lake-answerer",
        instructions="Answer from the passages you look up.",
        input_type=SampleQuestion,
        output_type=SourcedAnswer,
        model=model,
        tools=[LOOKUP_TOOL],
        limits=AgentLimits(**limits),
    )


def run_sample(agent: Agent[SampleQuestion, Any, Any]) -> AgentExecutionResult[Any]:
    """Run ``agent`` once on the question "How long is Lake Orrin?" (no dependencies)."""
    return asyncio.run(agent.execute(SampleQuestion(text="How long is Lake Orrin?"), dependencies=None))
