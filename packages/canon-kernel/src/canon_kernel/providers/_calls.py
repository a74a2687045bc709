"""One HTTP exchange with a provider, retried on a fixed schedule, its failures translated into kernel errors.

The SDK's own retries are turned off (they wait a random time): a 429 or 5xx reply is retried here after
each delay of ``retry_delays`` in turn, and then fails the run. Nothing else is retried: a refused
connection, a refused key or a timeout will not go away by asking again within one run.

Every message names the server (its base URL) and, for a refused key, the variable the key came from; none
contains the key, which is masked wherever a server echoes it.
"""

from __future__ import annotations

import asyncio
import json
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

__all__ = ["Endpoint", "SdkErrors", "exchange", "http_client", "plain_http"]


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


def http_client(endpoint: Endpoint, transport: httpx2.AsyncBaseTransport | None) -> httpx2.AsyncClient | None:
    """A driver's HTTP client: over ``transport`` if given; None (the SDK's own) for an https server.

    A plain-http server (a local one) gets a client without TLS set up, which an SDK's default client
    spends most of its construction time on; a redirect is not followed, so no request leaves plain http.
    """
    import httpx2

    if transport is not None:
        return httpx2.AsyncClient(transport=transport, timeout=endpoint.timeout)
    if plain_http(endpoint):
        return httpx2.AsyncClient(timeout=endpoint.timeout, verify=False, follow_redirects=False)
    return None


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


async def exchange(
    send: Callable[[], Awaitable[_RawResponse]], endpoint: Endpoint, errors: SdkErrors
) -> dict[str, Any]:
    """Send one request (retrying 429 and 5xx on the endpoint's schedule) and return the reply's JSON body.

    Raises:
        LimitExceededError: the request took longer than the endpoint's timeout (``request_timeout``).
        ProviderConnectionError: the server could not be reached.
        ProviderAuthenticationError: the server answered 401 or 403.
        ProviderStatusError: any other error status, for 429 and 5xx after the last retry.
        MalformedResponseError: the body of a successful reply is not a JSON object.
    """
    where, delays = endpoint.url, endpoint.retry_delays
    attempt = 0
    while True:
        try:
            raw = await send()
        except errors.timeout as exc:
            seconds = endpoint.timeout
            raise LimitExceededError(
                f"the model server at {where} did not answer within the request_timeout of {seconds:g} s",
                limit_kind="request_timeout",
                limit=seconds,
                attempted=seconds,
            ) from exc
        except errors.connection as exc:
            cause = scrub(str(exc.__cause__ or exc), endpoint.key)
            raise ProviderConnectionError(f"cannot reach the model server at {where}: {cause}") from exc
        except errors.status as exc:
            status: int = getattr(exc, "status_code", 0)
            if status in (401, 403):
                if endpoint.key is None:
                    told = f"it needs an API key: set {endpoint.key_variable}"
                else:
                    told = f"check the key in {endpoint.key_variable}"
                raise ProviderAuthenticationError(
                    f"the model server at {where} refused the request with {_reason(status)}; {told}",
                    status=status,
                    key_variable=endpoint.key_variable,
                ) from exc
            transient = status == 429 or status >= 500
            if transient and attempt < len(delays):
                await asyncio.sleep(delays[attempt])
                attempt += 1
                continue
            said = scrub(_server_message(exc), endpoint.key)
            tries = f" on each of {attempt + 1} attempts" if transient else ""
            message = f"the model server at {where} answered {_reason(status)}{tries}"
            raise ProviderStatusError(
                f"{message}: {said}" if said else message, status=status, attempts=attempt + 1
            ) from exc
        return _body(raw, where)


def _body(raw: _RawResponse, where: str) -> dict[str, Any]:
    content: bytes = raw.http_response.content
    try:
        value = json.loads(content)
    except ValueError:
        shown = scrub(content[:200].decode("utf-8", "replace"), None)
        raise MalformedResponseError(
            f"the model server at {where} answered with a body that is not JSON: {shown!r}"
        ) from None
    if not isinstance(value, dict):
        raise MalformedResponseError(f"the model server at {where} answered with JSON that is not an object")
    return value
