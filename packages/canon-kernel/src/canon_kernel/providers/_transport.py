"""A response hook that reads no reply body past a size limit (a provider extra's ``httpx2``).

``capped(limit, error, encoded)`` returns an ``httpx2`` response event hook. The client runs it once a
reply's headers have arrived and before any of its body is read: a reply that declares a longer body is
refused there, and any other gets a body stream that raises once it passes the limit (one that sends more
than it declared, or declares nothing). Either way ``error`` is raised inside the client, and the driver's
``exchange`` reports it as a malformed reply. The limit counts bytes as received, so a compressed reply
(a ``Content-Encoding`` other than ``identity``), which could decode to far more, is refused with
``encoded`` before its body is read. Being a hook, not a transport, it leaves the client's own transports in
place, so the proxy settings of the environment (``HTTPS_PROXY``, ``NO_PROXY``) still apply.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import httpx2

__all__ = ["capped"]


def capped(
    limit: int, error: type[Exception], encoded: type[Exception]
) -> Callable[[httpx2.Response], Awaitable[None]]:
    """A response hook that refuses or cuts off a reply body longer than ``limit`` bytes with ``error``.

    A compressed reply is refused with ``encoded``: only the received bytes are counted.
    """

    async def hook(response: httpx2.Response) -> None:
        coding = response.headers.get("content-encoding", "").strip().lower()
        if coding not in ("", "identity"):
            await response.aclose()
            raise encoded(
                f"its body is {coding[:40]!r}-encoded, and one of {limit} bytes may decode to gigabytes"
            )
        declared = response.headers.get("content-length", "").strip()
        if declared.isdigit() and int(declared) > limit:
            await response.aclose()
            raise error(f"it declares a body of {int(declared)} bytes")
        stream = response.stream
        assert isinstance(stream, httpx2.AsyncByteStream)
        response.stream = _CappedStream(stream, limit, error)

    return hook


class _CappedStream(httpx2.AsyncByteStream):
    def __init__(self, stream: httpx2.AsyncByteStream, limit: int, error: type[Exception]) -> None:
        self._stream = stream
        self._limit = limit
        self._error = error

    async def __aiter__(self) -> AsyncIterator[bytes]:
        read = 0
        async for chunk in self._stream:
            read += len(chunk)
            if read > self._limit:
                raise self._error(f"its body passed {self._limit} bytes")
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()
