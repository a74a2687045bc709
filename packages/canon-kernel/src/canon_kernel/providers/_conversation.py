"""What every provider driver shares: the conversation as turns, the JSON "next action", reply decoding.

A provider speaks in chat messages; the kernel's request holds the agent's instructions, the input, earlier
exchanges and this run's conversation. ``turns`` regroups a conversation as the model saw it: each response
with the tool results or the rejection that answered it. Everything a driver writes into a message is
canonical JSON (RFC 8785), so equal requests give byte-identical HTTP bodies.

Call ids in a reply are replaced by ``call_<request digest prefix>_<position>``: servers differ in how (and
whether) they make ids, and these are unique across the trace and equal on every run.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs
from pydantic import ValidationError

from canon_contracts import canonical_bytes

from .._messages import (
    AgentSpec,
    FinalOutputResponse,
    ModelResponseItem,
    OutputRejectedItem,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
)
from ..errors import MalformedResponseError

__all__ = [
    "NOT_RUN",
    "Turn",
    "call_id",
    "canonical_text",
    "final_output",
    "json_object",
    "next_action",
    "next_action_instructions",
    "next_action_schema",
    "next_action_text",
    "rejected_calls",
    "scrub",
    "tool_calls",
    "turns",
]

#: What the model is told about the other calls of a batch that was sent back for invalid arguments.
NOT_RUN = "Not run: another call of this batch had invalid arguments."

_FENCE = re.compile(r"\A```(?:json)?\s*(.*?)\s*```\Z", re.DOTALL)


@attrs.frozen
class Turn:
    """One model response and what answered it: the results of its calls, or its rejection."""

    response: FinalOutputResponse | ToolCallsResponse
    request_index: int
    results: tuple[ToolResultItem, ...] = ()
    rejection: OutputRejectedItem | None = None
    label: str = ""
    """Tells apart turns of earlier exchanges, which restart their request indices."""

    @property
    def final_id(self) -> str:
        """The id a final output carries where a provider gives it as a tool call (never recorded)."""
        return f"final_{self.label}{self.request_index}"


def turns(
    conversation: Iterable[ModelResponseItem | ToolResultItem | OutputRejectedItem], label: str = ""
) -> list[Turn]:
    """The conversation regrouped by response (a kernel conversation is always well formed)."""
    grouped: list[Turn] = []
    for item in conversation:
        if isinstance(item, ModelResponseItem):
            grouped.append(Turn(response=item.response, request_index=item.request_index, label=label))
        elif isinstance(item, ToolResultItem):
            grouped[-1] = attrs.evolve(grouped[-1], results=(*grouped[-1].results, item))
        else:
            grouped[-1] = attrs.evolve(grouped[-1], rejection=item)
    return grouped


def canonical_text(value: Any) -> str:
    """``value`` as canonical JSON text."""
    return canonical_bytes(value).decode("utf-8")


def call_id(request_digest: str, position: int) -> str:
    """The id of the ``position``-th call in the reply to the request with ``request_digest``.

    Unique across every agent execution a trace records (a trace-wide rule), equal on every run.
    """
    return f"call_{request_digest.removeprefix('sha256:')[:12]}_{position}"


def scrub(text: str, secret: str | None) -> str:
    """``text`` on one line, at most 300 characters, with ``secret`` masked wherever it appears.

    A lone surrogate (which a JSON escape can carry, and no UTF-8 output can) is shown as its escape.
    """
    if secret:
        text = text.replace(secret, "***")
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    line = " ".join(text.split())
    return line if len(line) <= 300 else line[:297] + "..."


def json_object(text: str, what: str) -> dict[str, Any]:
    """Decode ``text`` (optionally inside a Markdown code fence) as a JSON object.

    Raises:
        MalformedResponseError: the text is not JSON, or not an object; ``what`` names it.
    """
    fenced = _FENCE.match(text.strip())
    body = fenced.group(1) if fenced else text
    try:
        value = json.loads(body)
    except (ValueError, RecursionError) as exc:  # RecursionError: nested deeper than the parser goes
        raise MalformedResponseError(f"{what}: not JSON ({exc}): {scrub(text, None)!r}") from None
    if not isinstance(value, dict):
        raise MalformedResponseError(f"{what}: JSON, but not an object: {scrub(text, None)!r}")
    return value


def _problems(exc: ValidationError) -> str:
    """A validation failure on one line, without the values that failed."""
    found = exc.errors(include_url=False, include_input=False, include_context=False)
    return "; ".join(error["msg"] for error in found)


def final_output(output: object, usage: Any) -> FinalOutputResponse:
    """A final-output response, or ``MalformedResponseError`` if ``output`` is not a portable object."""
    try:
        return FinalOutputResponse.model_validate({"output": output, "usage": usage})
    except ValidationError as exc:
        raise MalformedResponseError(
            f"the final output is not a portable JSON object: {_problems(exc)}"
        ) from None


def tool_calls(calls: Sequence[tuple[object, object]], request_digest: str, usage: Any) -> ToolCallsResponse:
    """A tool-calls response from ``(tool, arguments)`` pairs, with this module's call ids."""
    requests = []
    for position, (tool, arguments) in enumerate(calls):
        if type(tool) is not str or not tool.strip():
            raise MalformedResponseError(f"tool call {position} names no tool")
        if not isinstance(arguments, dict):
            raise MalformedResponseError(f"the arguments of tool call {position} ({tool}) are not an object")
        try:
            requests.append(
                ToolCallRequest.model_validate(
                    {"call_id": call_id(request_digest, position), "tool": tool, "arguments": arguments}
                )
            )
        except ValidationError as exc:
            raise MalformedResponseError(
                f"tool call {position} ({tool}) is not portable: {_problems(exc)}"
            ) from None
    try:
        return ToolCallsResponse.model_validate({"calls": requests, "usage": usage})
    except ValidationError as exc:
        raise MalformedResponseError(f"the tool calls are not valid: {_problems(exc)}") from None


# ------------------------------------------------------------------------------------------ next action


def _hoisted(schema: Mapping[str, Any], prefix: str, definitions: dict[str, Any]) -> Any:
    """``schema`` without its ``$defs``, which move into ``definitions`` renamed with ``prefix``."""
    for name, definition in schema.get("$defs", {}).items():
        definitions[prefix + name] = _renamed(definition, prefix)
    return _renamed({key: value for key, value in schema.items() if key != "$defs"}, prefix)


def _renamed(value: Any, prefix: str) -> Any:
    if isinstance(value, dict):
        renamed = {key: _renamed(item, prefix) for key, item in value.items()}
        ref = renamed.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            renamed["$ref"] = "#/$defs/" + prefix + ref.removeprefix("#/$defs/")
        return renamed
    if isinstance(value, list):
        return [_renamed(item, prefix) for item in value]
    return value


def next_action_schema(agent: AgentSpec) -> dict[str, Any]:
    """One JSON Schema for the model's next action: tool calls (if the agent has tools) or the final output.

    ``{"action": "final_output", "output": {...}}`` or ``{"action": "call_tools", "calls": [{"tool": ...,
    "arguments": {...}}]}``; each schema's definitions move to the root under a prefix of their own.
    """
    definitions: dict[str, Any] = {}
    final = {
        "type": "object",
        "properties": {
            "action": {"const": "final_output"},
            "output": _hoisted(agent.output_schema, "output_", definitions),
        },
        "required": ["action", "output"],
        "additionalProperties": False,
    }
    choices: list[dict[str, Any]] = [final]
    if agent.tools:
        calls = [
            {
                "type": "object",
                "properties": {
                    "tool": {"const": tool.key},
                    "arguments": _hoisted(tool.input_schema, f"tool{number}_", definitions),
                },
                "required": ["tool", "arguments"],
                "additionalProperties": False,
            }
            for number, tool in enumerate(agent.tools)
        ]
        choices.insert(
            0,
            {
                "type": "object",
                "properties": {
                    "action": {"const": "call_tools"},
                    "calls": {"type": "array", "minItems": 1, "items": {"anyOf": calls}},
                },
                "required": ["action", "calls"],
                "additionalProperties": False,
            },
        )
    schema: dict[str, Any] = {"anyOf": choices} if len(choices) > 1 else final
    if definitions:
        schema = {**schema, "$defs": definitions}
    return schema


def next_action_instructions(agent: AgentSpec) -> str:
    """What a model in ``json`` mode is told about answering: the two actions and the tools it may call."""
    lines = [
        agent.instructions,
        "",
        "Reply with exactly one JSON object and nothing else.",
    ]
    if agent.tools:
        lines.append(
            'To call tools: {"action": "call_tools", "calls": [{"tool": "<name>", "arguments": {...}}]}. '
            "Their results come back in the next message."
        )
        lines.append("Tools:")
        lines.extend(
            f"- {tool.key}: {tool.description} Arguments schema: {canonical_text(tool.input_schema)}"
            for tool in agent.tools
        )
    lines.append(
        'To answer: {"action": "final_output", "output": {...}}, where output satisfies this schema: '
        + canonical_text(agent.output_schema)
    )
    return "\n".join(lines)


def next_action_text(response: FinalOutputResponse | ToolCallsResponse) -> str:
    """A response written as the next-action JSON the model would have sent."""
    if isinstance(response, FinalOutputResponse):
        return canonical_text({"action": "final_output", "output": response.output})
    calls = [{"tool": call.tool, "arguments": call.arguments} for call in response.calls]
    return canonical_text({"action": "call_tools", "calls": calls})


def next_action(text: str, request_digest: str, usage: Any) -> FinalOutputResponse | ToolCallsResponse:
    """Decode a next-action reply.

    Raises:
        MalformedResponseError: the text is not a next-action object.
    """
    action = json_object(text, "the model's reply")
    kind = action.get("action")
    if kind == "final_output" and "output" in action:
        return final_output(action["output"], usage)
    calls = action.get("calls")
    if kind == "call_tools" and isinstance(calls, list) and calls:
        pairs = []
        for position, call in enumerate(calls):
            if not isinstance(call, dict):
                raise MalformedResponseError(f"call {position} of the model's reply is not an object")
            pairs.append((call.get("tool"), call.get("arguments", {})))
        return tool_calls(pairs, request_digest, usage)
    raise MalformedResponseError(
        "the model's reply is neither a final_output nor a non-empty call_tools action: "
        f"{scrub(text, None)!r}"
    )


def rejected_calls(turn: Turn) -> Iterator[tuple[ToolCallRequest, str]]:
    """For a rejected batch: each call with what the model is told about it."""
    assert turn.rejection is not None and isinstance(turn.response, ToolCallsResponse)
    for call in turn.response.calls:
        yield call, turn.rejection.message if call.call_id == turn.rejection.call_id else NOT_RUN
