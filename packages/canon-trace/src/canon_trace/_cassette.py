"""The replay cassette: recorded model responses and tool results, served back in recorded order.

Model responses are keyed by the digest of the normalized request, tool results by the digest of the tool's
key and arguments. A key recorded several times (the same request sent again) is served in the order it was
recorded, each recording once.

A request that got no response because the model driver failed (the last request of a failed entry, with
no response after it) is kept with the entry's error, so a replay can fail the same way: a run that a
provider ended replays as that same ending.
"""

from __future__ import annotations

import copy
import threading
from collections import deque
from collections.abc import Mapping
from typing import Any, Literal

from canon_contracts import (
    ModelRequestEvent,
    ModelResponseEvent,
    ToolCallEvent,
    ToolResult,
    ToolResultEvent,
    digest,
)

from ._snapshot import TraceLike

__all__ = ["Cassette", "tool_call_key"]


def tool_call_key(tool: str, arguments: Mapping[str, Any]) -> str:
    """The cassette key of a tool call: ``digest({"tool": tool, "arguments": arguments})``.

    Raises:
        PortabilityError: if the arguments are not portable I-JSON.
    """
    return digest({"tool": tool, "arguments": arguments if type(arguments) is dict else dict(arguments)})


class Cassette:
    """Recorded responses of one trace, consumed in order by a replay driver; safe to share across threads."""

    __slots__ = ("_failures", "_lock", "_models", "_tools")

    def __init__(
        self,
        model_responses: Mapping[str, list[dict[str, Any]]] | None = None,
        tool_results: Mapping[str, list[ToolResult]] | None = None,
        model_failures: Mapping[str, list[dict[str, Any]]] | None = None,
    ) -> None:
        self._models = {k: deque(v) for k, v in (model_responses or {}).items() if v}
        self._tools = {k: deque(v) for k, v in (tool_results or {}).items() if v}
        self._failures = {k: deque(v) for k, v in (model_failures or {}).items() if v}
        self._lock = threading.Lock()

    @classmethod
    def from_trace(cls, trace: TraceLike) -> Cassette:
        """Index every model response and tool result recorded in ``trace``, in trace order.

        A tool result is indexed under the key of the tool call with the same ``call_id`` recorded before it;
        a result with no such call cannot be keyed and is left out.
        """
        models: dict[str, list[dict[str, Any]]] = {}
        tools: dict[str, list[ToolResult]] = {}
        failures: dict[str, list[dict[str, Any]]] = {}
        calls: dict[str, str] = {}
        for entry in trace.entries:
            unanswered: str | None = None
            for event in entry.events:
                if isinstance(event, ModelRequestEvent):
                    unanswered = event.request_digest
                elif isinstance(event, ModelResponseEvent):
                    unanswered = None
                    models.setdefault(event.request_digest, []).append(event.response)
                elif isinstance(event, ToolCallEvent):
                    calls[event.call.call_id] = tool_call_key(event.call.tool, event.call.arguments)
                elif isinstance(event, ToolResultEvent):
                    key = calls.get(event.result.call_id)
                    if key is not None:
                        tools.setdefault(key, []).append(event.result)
            if unanswered is not None and entry.error is not None:
                failures.setdefault(unanswered, []).append(entry.error.model_dump(mode="json"))
        return cls(models, tools, failures)

    def model_response(self, request_digest: str) -> dict[str, Any] | None:
        """The next recorded response to the request with this digest, or ``None`` when none is left."""
        with self._lock:
            queue = self._models.get(request_digest)
            if not queue:
                return None
            response = queue.popleft()
        return copy.deepcopy(response)

    def model_failure(self, request_digest: str) -> dict[str, Any] | None:
        """The next recorded error (``AgentError`` JSON) of a request the model driver failed on, or None."""
        with self._lock:
            queue = self._failures.get(request_digest)
            failure = queue.popleft() if queue else None
        return failure

    def tool_result(self, tool: str, arguments: Mapping[str, Any]) -> ToolResult | None:
        """The next recorded result of this tool with these arguments, or ``None`` when none is left.

        Raises:
            PortabilityError: if the arguments are not portable I-JSON.
        """
        key = tool_call_key(tool, arguments)
        with self._lock:
            queue = self._tools.get(key)
            result = queue.popleft() if queue else None
        return None if result is None else result.model_copy(deep=True)

    def remaining(self, kind: Literal["model", "tool"] | None = None) -> int:
        """How many recordings were never served: model responses, tool results, or both (the default)."""
        with self._lock:
            models = sum(len(q) for q in self._models.values())
            tools = sum(len(q) for q in self._tools.values())
        if kind == "model":
            return models
        if kind == "tool":
            return tools
        return models + tools

    def __repr__(self) -> str:
        return f"Cassette(model_responses={self.remaining('model')}, tool_results={self.remaining('tool')})"
