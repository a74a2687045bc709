"""``ScriptedTransport``: an in-process HTTP transport for a provider driver, serving scripted replies.

Where ``ScriptedChatServer`` listens on a real socket, this handler plugs into ``httpx2.MockTransport`` (the
HTTP client of canon's provider drivers, installed with their extras), so a driver's test needs no server:
each request gets the next scripted reply (a response, an exception to raise, or a function of the
request) and is kept, so the test can read what the driver sent.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import httpx2

__all__ = ["ScriptedTransport", "TransportReply", "chat_completion", "completion_body"]

#: One scripted reply: a response, an exception the transport raises, or a function of the request.
TransportReply = Any


def _httpx2() -> Any:
    try:
        import httpx2
    except ImportError as exc:  # the provider drivers' HTTP client comes with their extras
        raise ImportError(
            'ScriptedTransport needs the provider drivers\' HTTP client: pip install "canon-kernel[openai]"'
        ) from exc
    return httpx2


class ScriptedTransport:
    """A ``MockTransport`` handler serving ``replies`` in order and keeping every request it saw.

    A request after the script is used up gets a 500 reply that says so.
    """

    def __init__(self, replies: Iterable[TransportReply]) -> None:
        self.replies = list(replies)
        self.requests: list[httpx2.Request] = []

    @property
    def bodies(self) -> list[dict[str, Any]]:
        """The JSON bodies of the requests, in order."""
        return [json.loads(request.content) for request in self.requests]

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        """Serve the next reply to ``request``."""
        self.requests.append(request)
        if not self.replies:
            used_up: httpx2.Response = _httpx2().Response(500, json={"error": {"message": "script used up"}})
            return used_up
        reply = self.replies.pop(0)
        if isinstance(reply, BaseException):
            raise reply
        served: httpx2.Response = reply(request) if callable(reply) else reply
        return served

    def transport(self) -> httpx2.MockTransport:
        """An ``httpx2.MockTransport`` that this handler serves."""
        mock: httpx2.MockTransport = _httpx2().MockTransport(self)
        return mock


def chat_completion(
    content: str | None = None,
    calls: Iterable[tuple[str, str]] = (),
    usage: tuple[int, int] | None = (7, 3),
) -> httpx2.Response:
    """An OpenAI chat-completions reply: ``content``, tool ``calls`` as (name, JSON arguments), ``usage``."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    listed = list(calls)
    if listed:
        message["tool_calls"] = [
            {"id": f"x{i}", "type": "function", "function": {"name": name, "arguments": arguments}}
            for i, (name, arguments) in enumerate(listed)
        ]
    response: httpx2.Response = _httpx2().Response(200, json=completion_body(message, usage=usage))
    return response


def completion_body(
    message: Mapping[str, Any] | None,
    *,
    finish_reason: str = "stop",
    usage: tuple[int, int] | None = None,
    completion_id: str = "c",
    model: str = "m",
) -> dict[str, Any]:
    """The JSON body of an OpenAI chat completion holding ``message`` (no choice at all if ``None``)."""
    choices = [] if message is None else [{"index": 0, "message": message, "finish_reason": finish_reason}]
    body: dict[str, Any] = {
        "id": completion_id,
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": choices,
    }
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)}
    return body
