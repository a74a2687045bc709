"""Replay: a model driver that answers from recorded responses, keyed by request digest.

A replayed run sends the same normalized requests as the recorded one, so each request's digest finds the
response recorded for it. A request that was never recorded is a divergence, reported as
``ReplayDivergenceError`` naming the digest; nothing is ever made up.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from pydantic import ValidationError

from ._messages import (
    FinalOutputResponse,
    ModelRequest,
    ModelRequestItem,
    ModelResponseItem,
    ToolCallsResponse,
    TranscriptItem,
    response_adapter,
)
from .errors import KernelConfigurationError, MalformedResponseError, ReplayDivergenceError

__all__ = ["RecordedResponses", "ReplayModelDriver"]


class RecordedResponses(Protocol):
    """Anything that finds the recorded response to a request digest (canon-trace's ``Cassette`` does)."""

    def model_response(self, request_digest: str) -> Mapping[str, Any] | None:
        """Return the response recorded for ``request_digest`` as JSON, or None if there is none."""
        ...


class _RecordedMapping:
    """Responses per digest, each served once in recorded order; safe to share between threads."""

    def __init__(self, recorded: Mapping[str, Sequence[Any] | Mapping[str, Any]]) -> None:
        self._queues: dict[str, list[FinalOutputResponse | ToolCallsResponse]] = {}
        for request_digest, responses in recorded.items():
            entries = [responses] if isinstance(responses, Mapping) else list(responses)
            queue = []
            for position, response in enumerate(entries):
                try:
                    queue.append(response_adapter().validate_python(response))
                except ValidationError as exc:
                    where = f"recorded response {position} for {request_digest}"
                    raise KernelConfigurationError(f"{where} is not a model response: {exc}") from exc
            queue.reverse()
            self._queues[request_digest] = queue
        self._lock = threading.Lock()

    def take(self, request_digest: str) -> FinalOutputResponse | ToolCallsResponse | None:
        with self._lock:
            queue = self._queues.get(request_digest)
            return queue.pop() if queue else None


class ReplayModelDriver:
    """Serves recorded responses keyed by request digest; an unrecorded request is a divergence.

    Args:
        cassette: An object with ``model_response(request_digest) -> dict | None`` (such as canon-trace's
            ``Cassette``), or a mapping from request digest to the list of responses recorded for it, served
            once each in order (a single response may stand for a list of one).

    Raises:
        KernelConfigurationError: if ``cassette`` is neither, or a recorded mapping holds a non-response.
    """

    def __init__(self, cassette: RecordedResponses | Mapping[str, Sequence[Any] | Mapping[str, Any]]) -> None:
        self._cassette: RecordedResponses | None = None
        self._recorded: _RecordedMapping | None = None
        if callable(getattr(cassette, "model_response", None)):
            self._cassette = cassette  # type: ignore[assignment]
        elif isinstance(cassette, Mapping):
            self._recorded = _RecordedMapping(cassette)
        else:
            raise KernelConfigurationError(
                f"a replay cassette needs model_response(digest); got {cassette!r}"
            )

    @classmethod
    def from_transcript(cls, transcript: Iterable[TranscriptItem]) -> ReplayModelDriver:
        """A driver replaying the responses of a run's transcript (from a result or a state snapshot)."""
        digests: dict[int, str] = {}
        recorded: dict[str, list[Any]] = {}
        for item in transcript:
            if isinstance(item, ModelRequestItem):
                digests[item.request_index] = item.request_digest
            elif isinstance(item, ModelResponseItem):
                recorded.setdefault(digests[item.request_index], []).append(item.response)
        return cls(recorded)

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        """Return the response recorded for ``request``'s digest.

        Raises:
            ReplayDivergenceError: no response was recorded for the digest (or all were served already).
            MalformedResponseError: the recorded response is not a valid model response.
        """
        request_digest = request.request_digest
        if self._recorded is not None:
            response = self._recorded.take(request_digest)
            if response is None:
                raise ReplayDivergenceError(request_digest, request_index=request.request_index)
            return response
        assert self._cassette is not None
        recorded = self._cassette.model_response(request_digest)
        if recorded is None:
            raise ReplayDivergenceError(request_digest, request_index=request.request_index)
        try:
            return response_adapter().validate_python(recorded)
        except ValidationError as exc:
            message = f"the response recorded for {request_digest} is not a model response: {exc}"
            raise MalformedResponseError(message, request_digest=request_digest) from exc
