"""Offline test doubles: a model driver that plays a fixed script, and a scripted chat-completions server.

``ScriptedChatServer`` is an OpenAI-compatible HTTP server on 127.0.0.1 that plays ``ChatReply`` and
``RawReply`` scripts (or a responder function), for testing provider drivers over real HTTP with no model;
``ScriptedTransport`` serves such scripts in process through ``httpx2.MockTransport`` (``chat_completion``
builds an OpenAI reply). ``hostile_cases(provider)`` scripts the server as every misbehaving server of a
matrix (slow, truncated, failing, rate-limited, enormous, malformed), each with the error a run on it must end
with. ``sample_agent`` and ``lookup_agent`` are small typed agents to drive a driver with.

Give each run its own script with a per-run binding; that is always safe, however many runs are in flight::

    binding = ModelDriverBinding.per_run(
        descriptor=ModelDriverDescriptor(driver_key="scripted", provider="canon", model="scripted-v1"),
        factory=lambda: ScriptedModelDriver([ToolCallsResponse(...), FinalOutputResponse(...)]),
    )

A ``ScriptedModelDriver`` bound with ``ModelDriverBinding.shared`` serves one script to every run, in the
order requests arrive; that suits sequential runs. It refuses to let concurrent runs interleave silently:
a continuing request must carry the response the driver served last, or the driver raises
``ScriptedDriverError`` (which the run reports as a ``ProviderError``); so does a request after the script
is used up. Serving is guarded by a lock, so threads sharing a driver cannot take the same step twice.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import ValidationError

from ._chat_server import ChatReply, RawReply, ScriptedChatServer, ServerReply
from ._driver import ModelDriverBinding, ModelDriverDescriptor
from ._hostile import HOSTILE_TIMEOUT, HostileCase, final_body, hostile_cases
from ._messages import (
    FinalOutputResponse,
    ModelRequest,
    ModelResponseItem,
    ToolCallsResponse,
    response_adapter,
)
from ._samples import (
    LOOKUP_TOOL,
    SAMPLE_API_KEY,
    LookupArgs,
    Passage,
    SampleAnswer,
    SampleQuestion,
    SampleToolInput,
    SampleToolOutput,
    SourcedAnswer,
    lookup_agent,
    run_sample,
    sample_agent,
)
from ._transport import ScriptedTransport, TransportReply, chat_completion
from .errors import KernelConfigurationError, ScriptedDriverError

__all__ = [
    "ChatReply",
    "HOSTILE_TIMEOUT",
    "HostileCase",
    "LOOKUP_TOOL",
    "LookupArgs",
    "Passage",
    "RawReply",
    "SAMPLE_API_KEY",
    "SCRIPTED_DESCRIPTOR",
    "SampleAnswer",
    "SampleQuestion",
    "SampleToolInput",
    "SampleToolOutput",
    "ScriptedChatServer",
    "ScriptedModelDriver",
    "ScriptedTransport",
    "ServerReply",
    "SourcedAnswer",
    "TransportReply",
    "chat_completion",
    "final_body",
    "hostile_cases",
    "lookup_agent",
    "run_sample",
    "sample_agent",
]

#: Descriptor of a scripted driver: temperature 0 and a token limit, so its model metadata is complete.
SCRIPTED_DESCRIPTOR = ModelDriverDescriptor(
    driver_key="scripted", provider="canon", model="scripted-v1", temperature=0.0, max_tokens=1024
)


_Step = FinalOutputResponse | ToolCallsResponse | BaseException


class ScriptedModelDriver:
    """Serves a fixed script of responses, one per request, in order, and keeps the requests it saw.

    Args:
        responses: Each step is a ``FinalOutputResponse`` or ``ToolCallsResponse`` (or a mapping that
            validates into one) to return, or an exception instance to raise for that request.

    Raises:
        KernelConfigurationError: if a step is none of these.
    """

    def __init__(self, responses: Iterable[_Step | Mapping[str, Any]]) -> None:
        steps: list[_Step] = []
        for position, step in enumerate(responses):
            if isinstance(step, FinalOutputResponse | ToolCallsResponse | BaseException):
                steps.append(step)
                continue
            try:
                steps.append(response_adapter().validate_python(step))
            except ValidationError as exc:
                message = f"script step {position} is not a model response: {exc}"
                raise KernelConfigurationError(message) from exc
        self._steps = tuple(steps)
        self._cursor = 0
        self._requests: list[ModelRequest] = []
        self._last_served: object = None
        self._lock = threading.Lock()

    @classmethod
    def per_run(
        cls,
        responses: Iterable[_Step | Mapping[str, Any]],
        *,
        descriptor: ModelDriverDescriptor = SCRIPTED_DESCRIPTOR,
    ) -> ModelDriverBinding:
        """A per-run binding: every ``execute`` gets a fresh driver playing ``responses`` from the start."""
        steps = cls(responses)._steps
        return ModelDriverBinding.per_run(descriptor=descriptor, factory=lambda: cls(steps))

    @property
    def requests(self) -> tuple[ModelRequest, ...]:
        """The requests received so far, in order."""
        return tuple(self._requests)

    @property
    def remaining(self) -> int:
        """How many steps of the script are left."""
        return len(self._steps) - self._cursor

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        """Serve the next step of the script.

        Raises:
            ScriptedDriverError: the script is used up, or ``request`` continues a conversation other than
                the one this driver served last (concurrent runs sharing the driver).
        """
        with self._lock:
            if request.request_index > 0 and _last_response(request) is not self._last_served:
                raise ScriptedDriverError(
                    f"request {request.request_index} does not continue the conversation this driver served "
                    "last: concurrent runs interleaved on a shared ScriptedModelDriver; bind it per run with "
                    "ModelDriverBinding.per_run"
                )
            if self._cursor >= len(self._steps):
                raise ScriptedDriverError(f"the script is used up after {len(self._steps)} responses")
            step = self._steps[self._cursor]
            self._cursor += 1
            self._requests.append(request)
            self._last_served = None if isinstance(step, BaseException) else step
        if isinstance(step, BaseException):
            raise step
        return step


def _last_response(request: ModelRequest) -> object:
    for item in reversed(request.transcript):
        if isinstance(item, ModelResponseItem):
            return item.response
    return None
