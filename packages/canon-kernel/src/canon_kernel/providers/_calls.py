"""One HTTP exchange with a provider: bounded in time and size, retried on a fixed schedule, translated.

Bounds, so no server can hold a run for ever or fill its memory:

* ``request_timeout`` bounds each attempt as a whole (connecting, the headers, and the body to its last
  byte), not each read: a server that answers its headers at once and then sends a byte now and then fails
  at the timeout like one that never answers.
* A reply body of more than ``MAX_REPLY_BYTES`` is not read further; the run fails saying so. A gzip or
  deflate reply is accepted and the limit counts its decoded bytes, so a small compressed body that
  inflates to gigabytes is cut off just past the limit like a large plain one.
* The SDK's own retries are turned off (they wait a random time): a 429 or 5xx reply is retried here after
  each delay of ``retry_delays`` in turn, and then fails the run. A ``Retry-After`` (or ``retry-after-ms``)
  header of a number of seconds replaces the scheduled delay when it is at most ``MAX_RETRY_AFTER``; a
  server asking for a longer wait fails the run at once. One request therefore takes at most
  ``(len(retry_delays) + 1) * request_timeout`` plus the waits, each at most ``MAX_RETRY_AFTER`` seconds.
  Nothing else is retried: a refused connection, a refused key or a timeout will not go away by asking
  again within one run.

Every message names the server (its base URL) and, for a refused key, the variable the key came from; none
contains the key, which is masked wherever a server echoes it, and an error whose SDK exception may hold the
server's words is not chained to it.
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Awaitable, Callable
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from ..errors import (
    LimitExceededError,
    MalformedResponseError,
    ProviderAuthenticationError,
    ProviderConnectionError,
    ProviderStatusError,
)
from ._conversation import scrub

if TYPE_CHECKING:
    import httpx2

__all__ = [
    "MAX_REPLY_BYTES",
    "MAX_RETRY_AFTER",
    "Endpoint",
    "ReplyTooLargeError",
    "SdkErrors",
    "exchange",
    "http_client",
    "plain_http",
]

#: The largest reply body read, in bytes: a chat completion is a few kilobytes, and one of several
#: megabytes is a broken or hostile server; the run fails rather than read on.
MAX_REPLY_BYTES = 8 * 1024 * 1024
#: The longest ``Retry-After`` honoured, in seconds; a server asking for a longer wait fails the run at once.
MAX_RETRY_AFTER = 60.0


class ReplyTooLargeError(Exception):
    """Raised inside the HTTP client when a reply body, received or decoded, passes ``MAX_REPLY_BYTES``.

    ``exchange`` reports it, and its subclass, as a malformed reply.
    """


class ReplyEncodedError(ReplyTooLargeError):
    """Raised inside the HTTP client when a reply is compressed in a way it does not read, or does not decode.

    The client asks for gzip or deflate only; a reply in another coding (or several stacked) is refused
    before its body is read.
    """


class _RawResponse(Protocol):
    """What the SDKs' ``with_raw_response`` calls return: the HTTP response is ``http_response``."""

    @property
    def http_response(self) -> Any:
        """The underlying HTTP response."""
        ...


@attrs.frozen
class SdkErrors:
    """The exception classes of one provider SDK that ``exchange`` translates."""

    timeout: type[Exception]
    connection: type[Exception]
    status: type[Exception]


@attrs.frozen
class Endpoint:
    """Where requests go and how failures are told: the server's URL and where the key came from."""

    url: str
    key_variable: str
    key: str | None = attrs.field(repr=False)
    timeout: float
    retry_delays: tuple[float, ...]


def plain_http(endpoint: Endpoint) -> bool:
    """Whether the endpoint is plain HTTP (a local server), so its client needs no TLS set up."""
    return endpoint.url.startswith("http://")


def http_client(endpoint: Endpoint, transport: httpx2.AsyncBaseTransport | None) -> httpx2.AsyncClient:
    """A driver's HTTP client, over ``transport`` if given, reading no reply body past ``MAX_REPLY_BYTES``.

    Compressed replies are accepted in the codings the size limit can decode as they arrive
    (``ACCEPTED_CODINGS``), and the limit counts the decoded bytes.

    Without ``transport`` the client builds its own, honouring the environment's proxy settings. A
    plain-http server (a local one) gets a client without TLS verification set up, which an SDK's default
    client spends most of its construction time on; a redirect is not followed, so no request leaves plain
    http.
    """
    import httpx2

    from ._transport import ACCEPTED_CODINGS, capped

    return httpx2.AsyncClient(
        transport=transport,
        verify=not plain_http(endpoint),
        timeout=endpoint.timeout,
        follow_redirects=False,
        headers={"Accept-Encoding": ", ".join(ACCEPTED_CODINGS)},
        event_hooks={"response": [capped(MAX_REPLY_BYTES, ReplyTooLargeError, ReplyEncodedError)]},
    )


def _reason(status: int) -> str:
    try:
        return f"{status} {HTTPStatus(status).phrase}"
    except ValueError:
        return str(status)


def _server_message(exc: Exception) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        error = body.get("error", body)
        message = error.get("message") if isinstance(error, dict) else error
        if isinstance(message, str) and message.strip():
            return message
    return str(getattr(exc, "message", "") or "")


def _retry_after(exc: Exception) -> float | None:
    """The wait a 429 or 5xx reply asks for in seconds (``retry-after-ms`` or ``Retry-After``), if any.

    Only a number of seconds is understood; an HTTP date would need the wall clock, and is ignored.
    """
    headers = getattr(getattr(exc, "response", None), "headers", None)
    if headers is None:
        return None
    for name, scale in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        try:
            seconds = float(headers.get(name, "")) / scale
        except ValueError:
            continue
        if math.isfinite(seconds) and seconds >= 0.0:
            return seconds
    return None


async def exchange(
    send: Callable[[], Awaitable[_RawResponse]], endpoint: Endpoint, errors: SdkErrors
) -> dict[str, Any]:
    """Send one request (retrying 429 and 5xx on the endpoint's schedule) and return the reply's JSON body.

    Raises:
        LimitExceededError: an attempt took longer than the endpoint's timeout (``request_timeout``), from
            the request's first byte to the reply's last.
        ProviderConnectionError: the server could not be reached, or the connection broke off.
        ProviderAuthenticationError: the server answered 401 or 403.
        ProviderStatusError: any other error status, for 429 and 5xx after the last retry or when the server
            asks to wait longer than ``MAX_RETRY_AFTER``; or a successful status with an error object.
        MalformedResponseError: the body of a successful reply is not a JSON object, or is larger than
            ``MAX_REPLY_BYTES``.
    """
    where, delays, seconds = endpoint.url, endpoint.retry_delays, endpoint.timeout
    attempt = 0
    while True:
        try:
            async with asyncio.timeout(seconds):
                raw = await send()
                content: bytes = raw.http_response.content
        except (TimeoutError, errors.timeout) as exc:
            raise LimitExceededError(
                f"the model server at {where} did not answer within the request_timeout of {seconds:g} s",
                limit_kind="request_timeout",
                limit=seconds,
                attempted=seconds,
            ) from exc
        except ReplyTooLargeError as exc:
            raise _too_large(where, exc) from None
        except errors.connection as exc:
            cause = exc.__cause__
            if isinstance(cause, ReplyTooLargeError):
                raise _too_large(where, cause) from None
            told = scrub(str(cause or exc), endpoint.key)
            if attempt or _sent(cause):
                raise ProviderConnectionError(
                    f"the connection to the model server at {where} broke off: {told}"
                ) from exc
            raise ProviderConnectionError(f"cannot reach the model server at {where}: {told}") from exc
        except errors.status as exc:
            # Only what is needed is kept, and the errors below are raised outside this clause: the SDK's
            # exception quotes the server's body, which may echo the key, so no error may hold it.
            status: int = getattr(exc, "status_code", 0)
            said = scrub(_server_message(exc), endpoint.key)
            wait = _retry_after(exc)
        else:
            return _body(raw.http_response, content, endpoint)
        if status in (401, 403):
            if endpoint.key is None:
                told = f"it needs an API key: set {endpoint.key_variable}"
            else:
                told = f"check the key in {endpoint.key_variable}"
            raise ProviderAuthenticationError(
                f"the model server at {where} refused the request with {_reason(status)}; {told}",
                status=status,
                key_variable=endpoint.key_variable,
            )
        transient = status == 429 or status >= 500
        patient = wait is None or wait <= MAX_RETRY_AFTER
        if transient and attempt < len(delays) and patient:
            await asyncio.sleep(delays[attempt] if wait is None else wait)
            attempt += 1
            continue
        tries = f" on each of {attempt + 1} attempts" if transient else ""
        message = f"the model server at {where} answered {_reason(status)}{tries}"
        if transient and not patient:
            message += (
                f" and asked to retry after {wait:g} s, longer than canon waits ({MAX_RETRY_AFTER:g} s)"
            )
        raise ProviderStatusError(
            f"{message}: {said}" if said else message, status=status, attempts=attempt + 1
        )


def _too_large(where: str, exc: ReplyTooLargeError) -> MalformedResponseError:
    if isinstance(exc, ReplyEncodedError):
        return MalformedResponseError(
            f"the model server at {where} answered with a compressed reply that canon does not read: {exc}"
        )
    return MalformedResponseError(
        f"the model server at {where} answered with a reply larger than canon reads "
        f"(MAX_REPLY_BYTES, {MAX_REPLY_BYTES} bytes): {exc}"
    )


def _sent(cause: BaseException | None) -> bool:
    """Whether a connection error happened after the request went out (a reply broken off mid-way)."""
    import httpx2

    return isinstance(cause, httpx2.RemoteProtocolError | httpx2.ReadError)


def _body(response: Any, content: bytes, endpoint: Endpoint) -> dict[str, Any]:
    from canon_trace import container_problem

    where = endpoint.url
    too_many = container_problem(content)
    if too_many is not None:
        raise MalformedResponseError(f"the model server at {where} answered with a body that {too_many}")
    try:
        value = json.loads(content)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than the parser goes
        kind = str(response.headers.get("content-type", "")).split(";")[0].strip().lower()
        said = f" (Content-Type {kind})" if kind else ""
        if kind == "text/event-stream":
            said = " (Content-Type text/event-stream: a streamed reply, which canon does not ask for)"
        shown = scrub(content[:200].decode("utf-8", "replace"), endpoint.key)
        raise MalformedResponseError(
            f"the model server at {where} answered with a body that is not JSON{said}: {shown!r}"
        ) from None
    if not isinstance(value, dict):
        raise MalformedResponseError(f"the model server at {where} answered with JSON that is not an object")
    error = value.get("error")
    if error is not None and "choices" not in value and "content" not in value:
        message = error.get("message") if isinstance(error, dict) else error
        said = scrub(message if isinstance(message, str) else json.dumps(message), endpoint.key)
        status = int(response.status_code)
        raise ProviderStatusError(
            f"the model server at {where} answered {_reason(status)} with an error: {said}",
            status=status,
            attempts=1,
        )
    return value
