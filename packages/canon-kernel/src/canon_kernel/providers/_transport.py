"""A response hook that reads no reply body past a size limit, decoded (a provider extra's ``httpx2``).

``capped(limit, error, encoded)`` returns an ``httpx2`` response event hook. The client runs it once a
reply's headers have arrived and before any of its body is read: a reply that declares a longer body is
refused there, and any other gets a body stream that raises ``error`` once it passes the limit (one that
sends more than it declared, or declares nothing). A reply compressed with one of ``ACCEPTED_CODINGS``
is decoded here, piece by piece, and the limit counts the decoded bytes as well as the received ones: a
few kilobytes of gzip that inflate to gigabytes are cut off a bounded piece past the limit, never held
whole. Any other coding (or a stack of them), and a compressed body that does not decode, are refused with
``encoded``. Either error is raised inside the client, and the driver's ``exchange`` reports it as a
malformed reply. Being a hook, not a transport, it leaves the client's own transports in place, so the
proxy settings of the environment (``HTTPS_PROXY``, ``NO_PROXY``) still apply.
"""

from __future__ import annotations

import zlib
from collections.abc import AsyncIterator, Awaitable, Callable

import httpx2

__all__ = ["ACCEPTED_CODINGS", "capped"]

#: The content codings decoded here, as sent in ``Accept-Encoding`` (the standard library decodes both).
ACCEPTED_CODINGS = ("gzip", "deflate")
#: The most bytes one decompression step yields: what is held beyond the limit at worst.
_DECODE_STEP = 64 * 1024


def capped(
    limit: int, error: type[Exception], encoded: type[Exception]
) -> Callable[[httpx2.Response], Awaitable[None]]:
    """A response hook that refuses or cuts off a reply body longer than ``limit`` bytes with ``error``.

    A body in one of ``ACCEPTED_CODINGS`` is decoded by the hook's stream, and its decoded bytes count
    too; any other coding, or a body that does not decode, is refused with ``encoded``.
    """

    async def hook(response: httpx2.Response) -> None:
        codings = [
            value.strip().lower()
            for value in response.headers.get_list("content-encoding", split_commas=True)
            if value.strip().lower() not in ("", "identity")
        ]
        if len(codings) > 1 or (codings and codings[0] not in ACCEPTED_CODINGS):
            await response.aclose()
            named = ", ".join(codings)[:60]
            raise encoded(f"its body is {named!r}-encoded; canon decodes {' or '.join(ACCEPTED_CODINGS)}")
        declared = response.headers.get("content-length", "").strip()
        if declared.isdigit() and int(declared) > limit:
            await response.aclose()
            raise error(f"it declares a body of {int(declared)} bytes")
        stream = response.stream
        assert isinstance(stream, httpx2.AsyncByteStream)
        if codings:
            # The stream hands on decoded bytes, so the client must not decode them a second time.
            del response.headers["content-encoding"]
            response.stream = _DecodedStream(stream, codings[0], limit, error, encoded)
        else:
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


class _DecodedStream(httpx2.AsyncByteStream):
    """A gzip or deflate body's decoded bytes, cut off once they (or the bytes received) pass the limit."""

    def __init__(
        self,
        stream: httpx2.AsyncByteStream,
        coding: str,
        limit: int,
        error: type[Exception],
        encoded: type[Exception],
    ) -> None:
        self._stream = stream
        self._coding = coding
        self._limit = limit
        self._error = error
        self._encoded = encoded

    async def __aiter__(self) -> AsyncIterator[bytes]:
        # gzip has its own header; deflate is meant to be zlib-wrapped, but some servers send it raw.
        wrapped = self._coding == "deflate"
        decoder = zlib.decompressobj(16 + zlib.MAX_WBITS if self._coding == "gzip" else zlib.MAX_WBITS)
        received = decoded = 0
        async for chunk in self._stream:
            received += len(chunk)
            if received > self._limit:
                raise self._error(f"its body passed {self._limit} bytes")
            pending = chunk
            while True:
                try:
                    piece = decoder.decompress(pending, _DECODE_STEP)
                except zlib.error as exc:
                    if wrapped and received == len(chunk) and not decoded:
                        wrapped = False
                        decoder = zlib.decompressobj(-zlib.MAX_WBITS)
                        continue
                    raise self._encoded(f"its {self._coding} body does not decode ({exc})") from None
                wrapped = False
                pending = decoder.unconsumed_tail
                if not piece:
                    break
                decoded += len(piece)
                if decoded > self._limit:
                    raise self._error(f"its {self._coding} body decodes past {self._limit} bytes")
                yield piece
        if received and not decoder.eof:
            raise self._encoded(f"its {self._coding} body ends before its compressed data does")

    async def aclose(self) -> None:
        await self._stream.aclose()
