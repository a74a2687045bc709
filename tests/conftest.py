"""Shared pieces of the integration tests: the `canon` command runner and the `embedded_roles` chat responder.

``EmbeddedRoles`` is a ``ScriptedChatServer`` responder. It reads an OpenAI chat-completions body the way a
model would (the system message names the role by its instructions, the first user message is the input,
assistant tool calls and tool messages are the conversation), asks the embedded reasoner for that role's
next step, and writes the step back as a chat completion: tool calls, or the final output as JSON content
(``tools`` mode) or as a next action (``json`` mode). The pipeline under test therefore talks to a real HTTP
server through the provider driver and gets sensible answers, with no model.
"""

import asyncio
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from canon_kernel import (
    AgentSpec,
    FinalOutputResponse,
    ModelRequest,
    ModelResponseItem,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
)
from canon_kernel.testing import ChatReply, RawReply, ServerReply
from canon_reason.embedded import EmbeddedReasoner
from canon_reason.roles import ROLES


class EmbeddedRoles:
    """A chat-completions responder playing every role with the embedded reasoner."""

    def __init__(self) -> None:
        self._reasoner = EmbeddedReasoner()
        self._roles = {role.instructions: key for key, role in ROLES.items()}
        self.served: list[str] = []  # the role of each request, in order

    def role_of(self, system: str) -> str | None:
        for instructions, key in self._roles.items():
            if system.startswith(instructions):
                return key
        return None

    def __call__(self, body: dict[str, Any]) -> ServerReply:
        messages = body["messages"]
        role = self.role_of(messages[0]["content"])
        if role is None:
            return RawReply.error(400, "no role has these instructions")
        self.served.append(role)
        json_mode = body.get("response_format", {}).get("type") == "json_object"
        request = ModelRequest(
            agent=AgentSpec(
                key=role, instructions=ROLES[role].instructions, output_schema={"type": "object"}
            ),
            input=json.loads(messages[1]["content"]),
            transcript=tuple(_conversation(messages[2:], json_mode)),
            request_index=sum(1 for message in messages if message["role"] == "assistant"),
        )
        response = asyncio.run(self._reasoner.respond(request))
        if isinstance(response, FinalOutputResponse):
            if json_mode:
                return ChatReply.action({"action": "final_output", "output": response.output})
            return ChatReply.final(response.output)
        calls = [(call.tool, call.arguments) for call in response.calls]
        if json_mode:
            actions = [{"tool": tool, "arguments": arguments} for tool, arguments in calls]
            return ChatReply.action({"action": "call_tools", "calls": actions})
        return ChatReply.calls(*calls)


def _conversation(messages: list[dict[str, Any]], json_mode: bool) -> list[Any]:
    """The kernel conversation a chat history stands for (the embedded reasoner reads the tool results)."""
    items: list[Any] = []
    tools: dict[str, str] = {}
    index = 0
    for message in messages:
        if message["role"] == "assistant":
            calls = _calls(message, index, json_mode)
            tools = {call.call_id: call.tool for call in calls}
            if calls:
                items.append(ModelResponseItem(request_index=index, response=ToolCallsResponse(calls=calls)))
            index += 1
        elif message["role"] == "tool":
            output = json.loads(message["content"])
            call_id = message["tool_call_id"]
            items.append(ToolResultItem(call_id=call_id, tool=tools[call_id], output=output))
        elif json_mode and message["role"] == "user":
            for result in json.loads(message["content"]).get("tool_results", []):
                items.append(
                    ToolResultItem(call_id=result["call_id"], tool=result["tool"], output=result["output"])
                )
    return items


def _calls(message: dict[str, Any], index: int, json_mode: bool) -> list[ToolCallRequest]:
    if json_mode:
        action = json.loads(message["content"])
        return [
            ToolCallRequest(
                call_id=f"call_{index}_{position}", tool=call["tool"], arguments=call["arguments"]
            )
            for position, call in enumerate(action.get("calls", []))
        ]
    return [
        ToolCallRequest(
            call_id=call["id"],
            tool=call["function"]["name"],
            arguments=json.loads(call["function"]["arguments"]),
        )
        for call in message.get("tool_calls") or []
    ]


@pytest.fixture
def embedded_roles() -> EmbeddedRoles:
    """A fresh ``EmbeddedRoles`` responder (it keeps the role of every request it served)."""
    return EmbeddedRoles()


def _canon(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "canon", *map(str, args)],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


@pytest.fixture(scope="session")
def canon() -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run ``python -m canon ARGS`` (in ``cwd=``) and capture its output; never raises on a non-zero exit."""
    return _canon
