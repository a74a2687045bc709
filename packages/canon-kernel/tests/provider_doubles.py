"""Shared pieces of the provider driver tests: a typed agent with one tool, and a recording mock transport."""

import asyncio
import json
from collections.abc import Callable
from typing import Any

import httpx2
from pydantic import BaseModel

from canon_kernel import Agent, AgentLimits, ModelDriverBinding, Tool

KEY = "sk-test-7d1f0c9a4b2e4e58"


class Question(BaseModel):
    text: str


class Answer(BaseModel):
    answer: str
    source: str


class LookupArgs(BaseModel):
    lake: str


class Passage(BaseModel):
    text: str


async def lookup(args: LookupArgs, context: object) -> Passage:
    return Passage(text=f"Lake {args.lake} is 42 km long.")


LOOKUP = Tool(
    key="lookup", description="Find a lake.", input_type=LookupArgs, output_type=Passage, service=lookup
)


def lake_agent(binding: ModelDriverBinding, **limits: Any) -> Agent:
    return Agent(
        key="lake-answerer",
        instructions="Answer from the passages you look up.",
        input_type=Question,
        output_type=Answer,
        model=binding,
        tools=[LOOKUP],
        limits=AgentLimits(**limits),
    )


def execute(agent: Agent) -> Any:
    return asyncio.run(agent.execute(Question(text="How long is Lake Orrin?"), dependencies=None))


Reply = httpx2.Response | Exception | Callable[[httpx2.Request], httpx2.Response]


class Recorder:
    """A ``MockTransport`` handler serving scripted replies and keeping every request body it saw."""

    def __init__(self, replies: list[Reply]) -> None:
        self.replies = list(replies)
        self.requests: list[httpx2.Request] = []

    @property
    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(request.content) for request in self.requests]

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.requests.append(request)
        if not self.replies:
            return httpx2.Response(500, json={"error": {"message": "script used up"}})
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        if callable(reply):
            return reply(request)
        return reply

    def transport(self) -> httpx2.MockTransport:
        return httpx2.MockTransport(self)


def completion(
    content: str | None = None, calls: list[tuple[str, str]] = (), usage: tuple[int, int] | None = (7, 3)
):
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": f"x{i}", "type": "function", "function": {"name": name, "arguments": arguments}}
            for i, (name, arguments) in enumerate(calls)
        ]
    body: dict[str, Any] = {
        "id": "c",
        "object": "chat.completion",
        "created": 0,
        "model": "m",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
    }
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)}
    return httpx2.Response(200, json=body)
