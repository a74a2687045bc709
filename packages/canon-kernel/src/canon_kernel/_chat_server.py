"""A scripted OpenAI-compatible chat-completions server for tests: real HTTP on 127.0.0.1, no model.

``ScriptedChatServer`` listens on an ephemeral loopback port and answers ``POST .../chat/completions`` (and
``POST .../messages``, the Anthropic Messages path) with the next reply of its script, or, once the script is
used up, with what its ``responder`` returns for the request body (a function that plays a role, say). A
reply is a ``ChatReply`` (a well-formed completion with content or tool calls) or a ``RawReply`` (any status,
headers and body, after an optional delay, its body sent whole, byte by byte with a pause between bytes, cut
short of the length it declares, or broken off by a connection reset): malformed, slow, failing and
rate-limited servers are one line each. Every request body is kept, in order, in ``requests``.
``GET .../models`` lists the one model name the server was given.

It runs in a daemon thread of the test process; ``stop`` (or leaving the ``with`` block) closes the socket,
so later requests are refused, which is how a test proves that a replay needs no server.
"""

from __future__ import annotations

import gzip
import json
import socket
import struct
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import attrs

from ._transport import completion_body

__all__ = ["ChatReply", "RawReply", "ScriptedChatServer", "ServerReply"]


def _pairs(value: Iterable[tuple[str, Any]]) -> tuple[tuple[str, Any], ...]:
    return tuple(value)


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@attrs.frozen
class ChatReply:
    """A well-formed chat completion: ``content`` text, or tool calls, with token usage.

    Args:
        content: The assistant message's text (None with tool calls).
        tool_calls: ``(function name, arguments)`` pairs; arguments given as a string are sent verbatim
            (so a test can send arguments that are not JSON), anything else as its JSON.
        usage: ``(prompt tokens, completion tokens)``, or None to report no usage.
        finish_reason: The choice's finish reason.
        delay: Seconds to wait before answering.
    """

    content: str | None = None
    tool_calls: tuple[tuple[str, Any], ...] = attrs.field(default=(), converter=_pairs)
    usage: tuple[int, int] | None = (10, 5)
    finish_reason: str | None = None
    delay: float = 0.0

    @classmethod
    def final(cls, output: Mapping[str, Any], **options: Any) -> ChatReply:
        """A reply whose content is ``output`` as JSON (a final output in ``tools`` mode)."""
        return cls(content=json.dumps(output, ensure_ascii=False), **options)

    @classmethod
    def calls(cls, *calls: tuple[str, Any], **options: Any) -> ChatReply:
        """A reply asking for tool calls, each ``(function name, arguments)``."""
        return cls(tool_calls=calls, **options)

    @classmethod
    def action(cls, action: Mapping[str, Any], **options: Any) -> ChatReply:
        """A reply whose content is a next action as JSON (``json`` mode)."""
        return cls(content=json.dumps(action, ensure_ascii=False), **options)

    def body(self, model: str, number: int) -> dict[str, Any]:
        """The completion JSON, with ids from the reply's ``number``."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [
                {
                    "id": f"srv_{number}_{position}",
                    "type": "function",
                    "function": {
                        "name": name,
                        "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments),
                    },
                }
                for position, (name, arguments) in enumerate(self.tool_calls)
            ]
        finish = self.finish_reason or ("tool_calls" if self.tool_calls else "stop")
        return completion_body(
            message, finish_reason=finish, usage=self.usage, completion_id=f"chatcmpl-{number}", model=model
        )


@attrs.frozen
class RawReply:
    """Any HTTP reply: ``status``, ``body`` bytes and ``headers``, after ``delay`` seconds.

    Args:
        status: The HTTP status.
        body: The body bytes.
        headers: Header ``(name, value)`` pairs; ``Content-Length`` is added (see ``declared_length``).
        delay: Seconds to wait before the status line (a slow first byte).
        drip: Seconds to wait before each byte of the body after the first (a slow drip); 0 sends it whole.
        declared_length: The ``Content-Length`` sent, when it should not be the body's length (a larger
            one with the connection closed after the body is a truncated reply); -1 sends none, and the
            body ends when the connection closes.
        reset_after: Reset the connection (TCP RST) after this many body bytes instead of finishing.
    """

    status: int = 200
    body: bytes = b""
    headers: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_pairs)
    delay: float = 0.0
    drip: float = 0.0
    declared_length: int | None = None
    reset_after: int | None = None

    @classmethod
    def json(cls, value: Any, status: int = 200, **options: Any) -> RawReply:
        """A reply whose body is ``value`` as JSON (any JSON, an object or not)."""
        headers = (("Content-Type", "application/json"),)
        return cls(status=status, body=_dumps(value), headers=headers, **options)

    @classmethod
    def compressed(cls, value: Any, coding: str = "gzip", status: int = 200, **options: Any) -> RawReply:
        """A reply whose body is ``value`` as JSON, compressed with ``coding`` (``gzip`` or ``deflate``)."""
        if coding not in ("gzip", "deflate"):
            raise ValueError(f"coding must be gzip or deflate, got {coding!r}")
        plain = _dumps(value)
        body = gzip.compress(plain, mtime=0) if coding == "gzip" else zlib.compress(plain)
        headers = (("Content-Type", "application/json"), ("Content-Encoding", coding))
        return cls(status=status, body=body, headers=headers, **options)

    @classmethod
    def error(cls, status: int, message: str = "scripted failure", **options: Any) -> RawReply:
        """An error status with an OpenAI-style error body; ``headers`` given are sent as well."""
        body = _dumps({"error": {"message": message, "type": "scripted", "code": status}})
        headers = (("Content-Type", "application/json"), *options.pop("headers", ()))
        return cls(status=status, body=body, headers=headers, **options)

    @classmethod
    def not_json(cls, text: str = "<html>bad gateway</html>", **options: Any) -> RawReply:
        """A 200 reply whose body is not JSON."""
        return cls(status=200, body=text.encode(), headers=(("Content-Type", "text/html"),), **options)


#: What the server answers one request with.
ServerReply = ChatReply | RawReply


class ScriptedChatServer:
    """An OpenAI-compatible chat-completions server on 127.0.0.1 playing scripted replies.

    Args:
        replies: Served in order, one per chat-completions request.
        responder: Called with the request body once the script is used up; None answers such a request
            with a 500 error saying the script is used up.
        model: The model name the server reports.
    """

    def __init__(
        self,
        replies: Iterable[ServerReply] = (),
        *,
        responder: Callable[[dict[str, Any]], ServerReply] | None = None,
        model: str = "scripted",
    ) -> None:
        self._script = list(replies)
        self._responder = responder
        self._model = model
        self._lock = threading.Lock()
        self._served = 0
        self._requests: list[dict[str, Any]] = []
        self._headers: list[dict[str, str]] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ---------------------------------------------------------------------------------------- lifecycle

    def start(self) -> ScriptedChatServer:
        """Listen on an ephemeral port of 127.0.0.1 and serve in a daemon thread."""
        if self._server is not None:
            return self
        server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.02},
            name="scripted-chat-server",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the socket; later connections are refused."""
        server, self._server = self._server, None
        if server is not None:
            server.shutdown()
            server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> ScriptedChatServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # -------------------------------------------------------------------------------------------- reading

    @property
    def port(self) -> int:
        """The port the server listens on."""
        if self._server is None:
            raise RuntimeError("the server is not running; call start()")
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        """The API root to give a client as its base URL: ``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:<port>``, the base URL of an Anthropic client (which adds ``/v1/messages``)."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def requests(self) -> Sequence[dict[str, Any]]:
        """The chat-completions request bodies received, in order."""
        with self._lock:
            return list(self._requests)

    @property
    def request_headers(self) -> Sequence[dict[str, str]]:
        """The headers of those requests, in order (to check what a client sent, and what it did not)."""
        with self._lock:
            return list(self._headers)

    @property
    def remaining(self) -> int:
        """How many scripted replies are left."""
        with self._lock:
            return max(len(self._script) - self._served, 0)

    # -------------------------------------------------------------------------------------------- serving

    def _next(self, body: dict[str, Any], headers: dict[str, str]) -> tuple[ServerReply, int]:
        with self._lock:
            self._requests.append(body)
            self._headers.append(headers)
            number = len(self._requests)
            if self._served < len(self._script):
                reply = self._script[self._served]
                self._served += 1
                return reply, number
        if self._responder is not None:
            return self._responder(body), number
        return RawReply.error(500, f"the script is used up after {len(self._script)} replies"), number

    def answer(self, body: dict[str, Any], headers: dict[str, str]) -> RawReply:
        """The reply to one chat-completions (or Messages) request, after its delay."""
        reply, number = self._next(body, headers)
        if reply.delay:
            time.sleep(reply.delay)
        if isinstance(reply, RawReply):
            return reply
        payload = _dumps(reply.body(self._model, number))
        return RawReply(status=200, body=payload, headers=(("Content-Type", "application/json"),))

    def models(self) -> bytes:
        """The body of ``GET /v1/models``."""
        return _dumps(
            {"object": "list", "data": [{"id": self._model, "object": "model", "owned_by": "canon"}]}
        )


def _handler(server: ScriptedChatServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
            return

        def _send(self, status: int, headers: Sequence[tuple[str, str]], payload: bytes) -> None:
            self._reply(RawReply(status=status, body=payload, headers=tuple(headers)))

        def _reply(self, reply: RawReply) -> None:
            try:
                _write(self, reply)
            except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
                self.close_connection = True

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                self._send(200, [("Content-Type", "application/json")], server.models())
            else:
                self._send(404, [("Content-Type", "application/json")], b'{"error":{"message":"not found"}}')

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if not self.path.rstrip("/").endswith(("/chat/completions", "/messages")):
                self._send(404, [("Content-Type", "application/json")], b'{"error":{"message":"not found"}}')
                return
            try:
                body = json.loads(raw)
            except ValueError:
                self._send(400, [("Content-Type", "application/json")], b'{"error":{"message":"bad JSON"}}')
                return
            headers = {name.lower(): value for name, value in self.headers.items()}
            self._reply(server.answer(body, headers))

    return Handler


def _write(handler: BaseHTTPRequestHandler, reply: RawReply) -> None:
    """Send ``reply`` as its options say: whole, dripped, cut short, or broken off by a reset."""
    payload, declared = reply.body, reply.declared_length
    handler.send_response(reply.status)
    for name, value in reply.headers:
        handler.send_header(name, value)
    if declared is None or declared >= 0:
        handler.send_header("Content-Length", str(len(payload) if declared is None else declared))
    handler.end_headers()
    cut = len(payload) if reply.reset_after is None else min(reply.reset_after, len(payload))
    if reply.drip:
        handler.wfile.flush()
        for position in range(cut):
            if position:
                time.sleep(reply.drip)
            handler.wfile.write(payload[position : position + 1])
            handler.wfile.flush()
    else:
        handler.wfile.write(payload[:cut])
        handler.wfile.flush()
    if reply.reset_after is not None:
        handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        handler.close_connection = True
    elif declared is not None:
        handler.close_connection = True  # the body's end is the connection's end
