"""Hostile model servers, one case each, in both providers' reply formats: a matrix for provider tests.

``hostile_cases(provider)`` gives, for ``openai`` or ``anthropic``, every way a server in this matrix
misbehaves: slow to answer, dripping its body past the timeout, a truncated or broken-off body, JSON that is
not an object, no choices, an error object in a 200, an HTML 502 page, 429 with and without ``Retry-After``,
an enormous body (or a small gzip one that decodes past the limit), a compressed body that does not
decode or is in a coding not asked for, JSON nested past the parser's depth, a call to an unknown tool,
arguments that are not JSON, no content and no calls, a streamed answer to a plain request, lone surrogate
escapes. Each ``HostileCase`` holds the replies to script on a ``ScriptedChatServer``, the kernel error
an agent run on them ends with, and a fragment of its message, provided the driver runs with
``request_timeout=HOSTILE_TIMEOUT`` and two retries.
"""

from __future__ import annotations

import gzip
import json
from typing import Any

import attrs

from ._chat_server import RawReply
from ._transport import completion_body
from .errors import (
    AgentExecutionError,
    LimitExceededError,
    MalformedResponseError,
    ProviderConnectionError,
    ProviderStatusError,
    UnknownToolError,
)
from .providers import MAX_REPLY_BYTES, MAX_RETRY_AFTER

__all__ = ["HOSTILE_TIMEOUT", "HostileCase", "final_body", "hostile_cases"]

#: The request timeout (seconds) the slow cases assume.
HOSTILE_TIMEOUT = 2.0
#: The final output the well-formed replies of the matrix carry.
ANSWER = {"answer": "42 km", "source": "lakes.txt"}
_HTML = b"<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>"
_STREAM = b'data: {"choices":[{"delta":{"content":"4"}}]}\n\ndata: [DONE]\n\n'


@attrs.frozen
class HostileCase:
    """One misbehaving server: what it replies, and how a run on it must end."""

    name: str
    replies: tuple[RawReply, ...]
    error: type[AgentExecutionError]
    message: str
    """A fragment of the error's message."""


def _message_body(content: list[dict[str, Any]], stop_reason: str, *, usage: bool = True) -> dict[str, Any]:
    """The JSON body of an Anthropic message holding the ``content`` blocks."""
    body: dict[str, Any] = {
        "id": "msg",
        "type": "message",
        "role": "assistant",
        "model": "m",
        "content": content,
        "stop_reason": stop_reason,
    }
    if usage:
        body["usage"] = {"input_tokens": 10, "output_tokens": 5}
    return body


def final_body(provider: str, output: Any) -> dict[str, Any]:
    """A well-formed reply whose final output is ``output`` (a JSON text, or a value)."""
    text = output if isinstance(output, str) else json.dumps(output)
    if provider == "openai":
        return completion_body({"role": "assistant", "content": text}, usage=(10, 5))
    return _message_body([{"type": "text", "text": text}], "end_turn")


def _call_body(provider: str, tool: str, arguments: Any) -> dict[str, Any]:
    """A well-formed reply calling ``tool``; string arguments are sent verbatim."""
    if provider == "openai":
        raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
        call = {"id": "x0", "type": "function", "function": {"name": tool, "arguments": raw}}
        message = {"role": "assistant", "content": None, "tool_calls": [call]}
        return completion_body(message, finish_reason="tool_calls")
    block = {"type": "tool_use", "id": "toolu_1", "name": tool, "input": arguments}
    return _message_body([block], "tool_use")


def _empty_body(provider: str) -> dict[str, Any]:
    """A reply with no answer at all: ``choices: []``, or no content blocks."""
    if provider == "openai":
        return completion_body(None)
    return _message_body([], "end_turn", usage=False)


def _null_body(provider: str) -> dict[str, Any]:
    """A reply with null content and no tool calls (Anthropic: an empty text block)."""
    if provider == "openai":
        return completion_body({"role": "assistant", "content": None})
    return _message_body([{"type": "text", "text": ""}], "end_turn", usage=False)


def _raw(body: Any, **options: Any) -> RawReply:
    """``body`` as a JSON reply."""
    return RawReply.json(body, **options)


def _huge(declared: bool) -> RawReply:
    body = b'{"choices": "' + b"x" * (MAX_REPLY_BYTES + 1024) + b'"}'
    return RawReply(
        body=body, headers=(("Content-Type", "application/json"),), declared_length=None if declared else -1
    )


_CASES: dict[str, Any] = {
    "slow first byte": lambda p: (
        [_raw(final_body(p, ANSWER), delay=HOSTILE_TIMEOUT * 4)],
        LimitExceededError,
        "within the request_timeout",
    ),
    "slow drip past the timeout": lambda p: (
        [_raw(final_body(p, ANSWER), drip=HOSTILE_TIMEOUT / 10)],
        LimitExceededError,
        "within the request_timeout",
    ),
    "truncated JSON body": lambda p: (
        [
            RawReply(
                body=json.dumps(final_body(p, ANSWER)).encode()[:40],
                headers=(("Content-Type", "application/json"),),
            )
        ],
        MalformedResponseError,
        "a body that is not JSON",
    ),
    "body cut short of its Content-Length": lambda p: (
        [_raw(final_body(p, ANSWER), declared_length=4096)],
        ProviderConnectionError,
        "broke off",
    ),
    "JSON that is not an object": lambda p: (
        [_raw([final_body(p, ANSWER)])],
        MalformedResponseError,
        "JSON that is not an object",
    ),
    "no choices": lambda p: (
        [_raw(_empty_body(p))],
        MalformedResponseError,
        "no choices" if p == "openai" else "neither text",
    ),
    "200 with an error object": lambda p: (
        [
            _raw(
                {"type": "error", "error": {"type": "overloaded_error", "message": "the model is overloaded"}}
            )
        ],
        ProviderStatusError,
        "answered 200 OK with an error: the model is overloaded",
    ),
    "HTML error page with 502": lambda p: (
        [RawReply(status=502, body=_HTML, headers=(("Content-Type", "text/html"),))] * 3,
        ProviderStatusError,
        "answered 502 Bad Gateway on each of 3 attempts",
    ),
    "connection reset mid-body": lambda p: (
        [_raw(final_body(p, ANSWER), reset_after=30)],
        ProviderConnectionError,
        "broke off",
    ),
    "429 without Retry-After": lambda p: (
        [RawReply.error(429, "slow down")] * 3,
        ProviderStatusError,
        "answered 429 Too Many Requests on each of 3 attempts: slow down",
    ),
    "429 asking to wait longer than the cap": lambda p: (
        [
            RawReply.error(
                429,
                "come back tomorrow",
                headers=(("Retry-After", "86400"),),
            )
        ],
        ProviderStatusError,
        f"asked to retry after 86400 s, longer than canon waits ({MAX_RETRY_AFTER:g} s)",
    ),
    "JSON nested deeper than any parser goes": lambda p: (
        [RawReply(body=b"[" * 200_000, headers=(("Content-Type", "application/json"),))],
        MalformedResponseError,
        "a body that is not JSON",
    ),
    "millions of empty arrays": lambda p: (
        [
            RawReply(
                body=b'{"x": [' + b",".join([b"[]"] * 2_100_000) + b"]}",
                headers=(("Content-Type", "application/json"),),
            )
        ],
        MalformedResponseError,
        "arrays and objects canon reads in one JSON text",
    ),
    "content nested deeper than any parser goes": lambda p: (
        [_raw(final_body(p, '{"answer": ' + "[" * 200_000))],
        MalformedResponseError,
        "not JSON",
    ),
    "gzip body that decodes past the reply limit": lambda p: (
        [
            RawReply(
                body=gzip.compress(b'{"choices": "' + b" " * (MAX_REPLY_BYTES + 1024) + b'"}'),
                headers=(("Content-Type", "application/json"), ("Content-Encoding", "gzip")),
            )
        ],
        MalformedResponseError,
        "larger than canon reads",
    ),
    "gzip body that does not decode": lambda p: (
        [
            RawReply(
                body=gzip.compress(json.dumps(final_body(p, ANSWER)).encode())[:12] + b"\xff" * 64,
                headers=(("Content-Type", "application/json"), ("Content-Encoding", "gzip")),
            )
        ],
        MalformedResponseError,
        "a compressed reply that canon does not read",
    ),
    "brotli-encoded reply, a coding canon does not ask for": lambda p: (
        [
            RawReply(
                body=b"\x1b\x00\x00",
                headers=(("Content-Type", "application/json"), ("Content-Encoding", "br")),
            )
        ],
        MalformedResponseError,
        "'br'-encoded",
    ),
    "enormous body, declared": lambda p: ([_huge(True)], MalformedResponseError, "larger than canon reads"),
    "enormous body, undeclared": lambda p: (
        [_huge(False)],
        MalformedResponseError,
        "larger than canon reads",
    ),
    "call to an unknown tool": lambda p: (
        [_raw(_call_body(p, "teleport", {"to": "Orrin"}))],
        UnknownToolError,
        "'teleport'",
    ),
    "tool arguments that are not JSON": lambda p: (
        [_raw(_call_body(p, "lookup", "{lake: Orrin"))],
        MalformedResponseError,
        "not JSON" if p == "openai" else "are not an object",
    ),
    "null content and no tool calls": lambda p: (
        [_raw(_null_body(p))],
        MalformedResponseError,
        "neither",
    ),
    "a streamed answer to a plain request": lambda p: (
        [RawReply(body=_STREAM, headers=(("Content-Type", "text/event-stream"),))],
        MalformedResponseError,
        "text/event-stream",
    ),
    "lone surrogate escapes in the content": lambda p: (
        [_raw(final_body(p, '{"answer": "\\ud800 km", "source": "\\udfff"}'))],
        MalformedResponseError,
        "not a portable JSON object",
    ),
}


def hostile_cases(provider: str) -> tuple[HostileCase, ...]:
    """Every case of the matrix for ``provider`` (``openai`` or ``anthropic``), sorted by name."""
    if provider not in ("openai", "anthropic"):
        raise ValueError(f"provider must be openai or anthropic, got {provider!r}")
    found = []
    for name in sorted(_CASES):
        replies, error, message = _CASES[name](provider)
        found.append(HostileCase(name=name, replies=tuple(replies), error=error, message=message))
    return tuple(found)
