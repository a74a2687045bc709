"""An ``httpx2`` transport that reads no reply body past a size limit (a provider extra's ``httpx2``).

It wraps the transport that does the work (the network, or ``httpx2.MockTransport`` in tests): a reply that
declares a longer body is refused before any of it is read, and one that sends more than it declared, or
declares nothing, is cut off where it passes the limit. Either way the given error is raised inside the
client, and the driver's ``exchange`` reports it as a malformed reply.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx2

__all__ = ["CappedTransport"]


class CappedTransport(httpx2.AsyncBaseTransport):
    """Hands on ``inner``'s responses with bodies that raise ``error`` once they pass ``limit`` bytes."""

    def __init__(self, inner: httpx2.AsyncBaseTransport, limit: int, error: type[Exception]) -> None:
        self._inner = inner
        self._limit = limit
        self._error = error

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        """Send ``request`` through the inner transport; refuse a body declared longer than the limit."""
        response = await self._inner.handle_async_request(request)
        declared = response.headers.get("content-length", "").strip()
        if declared.isdigit() and int(declared) > self._limit:
            await response.aclose()
            raise self._error(f"it declares a body of {int(declared)} bytes")
        return httpx2.Response(
            status_code=response.status_code,
            headers=response.headers,
            stream=_CappedStream(response, self._limit, self._error),
            extensions=response.extensions,
            request=request,
        )

    async def aclose(self) -> None:
        """Close the inner transport."""
        await self._inner.aclose()


class _CappedStream(httpx2.AsyncByteStream):
    def __init__(self, response: httpx2.Response, limit: int, error: type[Exception]) -> None:
        self._response = response
        self._limit = limit
        self._error = error

    async def __aiter__(self) -> AsyncIterator[bytes]:
        stream = self._response.stream
        assert isinstance(stream, httpx2.AsyncByteStream)
        read = 0
        async for chunk in stream:
            read += len(chunk)
            if read > self._limit:
                raise self._error(f"its body passed {self._limit} bytes")
            yield chunk

    async def aclose(self) -> None:
        await self._response.aclose()
