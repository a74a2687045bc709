"""The replay cassette: recorded model responses and tool results, served back in recorded order.

Model responses are keyed by the digest of the normalized request, tool results by the digest of the tool's
key and arguments. A key recorded several times (the same request sent again) is served in the order it was
recorded, each recording once.
"""

from __future__ import annotations

import copy
import threading
from collections import deque
from collections.abc import Mapping
from typing import Any, Literal

from canon_contracts import ModelResponseEvent, ToolCallEvent, ToolResult, ToolResultEvent, digest

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

    __slots__ = ("_lock", "_models", "_tools")

    def __init__(
        self,
        model_responses: Mapping[str, list[dict[str, Any]]] | None = None,
        tool_results: Mapping[str, list[ToolResult]] | None = None,
    ) -> None:
        self._models = {k: deque(v) for k, v in (model_responses or {}).items() if v}
        self._tools = {k: deque(v) for k, v in (tool_results or {}).items() if v}
        self._lock = threading.Lock()

    @classmethod
    def from_trace(cls, trace: TraceLike) -> Cassette:
        """Index every model response and tool result recorded in ``trace``, in trace order.

        A tool result is indexed under the key of the tool call with the same ``call_id`` recorded before it;
        a result with no such call cannot be keyed and is left out.
        """
        models: dict[str, list[dict[str, Any]]] = {}
        tools: dict[str, list[ToolResult]] = {}
        calls: dict[str, str] = {}
        for entry in trace.entries:
            for event in entry.events:
                if isinstance(event, ModelResponseEvent):
                    models.setdefault(event.request_digest, []).append(event.response)
                elif isinstance(event, ToolCallEvent):
                    calls[event.call.call_id] = tool_call_key(event.call.tool, event.call.arguments)
                elif isinstance(event, ToolResultEvent):
                    key = calls.get(event.result.call_id)
                    if key is not None:
                        tools.setdefault(key, []).append(event.result)
        return cls(models, tools)

    def model_response(self, request_digest: str) -> dict[str, Any] | None:
        """The next recorded response to the request with this digest, or ``None`` when none is left."""
        with self._lock:
            queue = self._models.get(request_digest)
            if not queue:
                return None
            response = queue.popleft()
        return copy.deepcopy(response)

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
