"""A trace held in memory, shaped like ``canon_trace.Trace``, and copies of it with one part changed."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from canon_contracts import (
    AgentError,
    FailureArtifact,
    FailureMode,
    StopReason,
    TraceEnd,
    TraceEntry,
    TraceHeader,
)
from canon_trace._chain import ChainBreak
from canon_trace._reader import TraceStatus

__all__ = ["InMemoryTrace", "failed", "retimed", "with_entry", "with_event", "with_header"]


@dataclasses.dataclass(frozen=True)
class InMemoryTrace:
    """A trace as contract models, with no file behind it; it has the attributes of ``canon_trace.Trace``.

    ``evidence_texts`` are the texts of the evidence the trace registers, for writing a run directory.
    """

    header: TraceHeader
    entries: tuple[TraceEntry, ...]
    end: TraceEnd | None
    status: TraceStatus = TraceStatus.COMPLETE
    incomplete_reason: str | None = None
    source_format: str = "memory"
    file_digest: str | None = None
    chain_breaks: tuple[ChainBreak, ...] = ()
    evidence_texts: tuple[str, ...] = ()


def _json(value: Any) -> Any:
    return value.model_dump(mode="json") if hasattr(value, "model_dump") else value


def with_entry(trace: InMemoryTrace, index: int, **updates: Any) -> InMemoryTrace:
    """``trace`` with entry ``index`` updated and validated again, so the result is a valid entry."""
    fields = trace.entries[index].model_dump(mode="json") | {key: _json(v) for key, v in updates.items()}
    entries = list(trace.entries)
    entries[index] = TraceEntry.model_validate(fields)
    return dataclasses.replace(trace, entries=tuple(entries))


def with_event(trace: InMemoryTrace, index: int, event_index: int, event: Any) -> InMemoryTrace:
    """``trace`` with event ``event_index`` of entry ``index`` replaced by ``event``."""
    events = list(trace.entries[index].events)
    events[event_index] = event
    return with_entry(trace, index, events=[_json(e) for e in events])


def with_header(trace: InMemoryTrace, **updates: Any) -> InMemoryTrace:
    """``trace`` with header fields updated and validated again."""
    fields = trace.header.model_dump(mode="json") | {key: _json(v) for key, v in updates.items()}
    return dataclasses.replace(trace, header=TraceHeader.model_validate(fields))


def failed(entry: TraceEntry, *, message: str = "finalizer crashed") -> TraceEntry:
    """``entry`` turned into an aborting failure: no output, an error and a failure artifact."""
    fields = entry.model_dump(mode="json")
    fields |= {
        "status": "failure",
        "output": None,
        "decision": None,
        "epistemic_status": None,
        "stop_reason": "fatal_failure",
        "termination_reason": "fatal_failure",
        "error": AgentError(code=FailureMode.INTERNAL_ERROR, message=message).model_dump(mode="json"),
        "failure": FailureArtifact(
            failure_mode=FailureMode.INTERNAL_ERROR,
            message=message,
            phase=entry.phase,
            stop_reason=StopReason.FATAL_FAILURE,
        ).model_dump(mode="json"),
    }
    return TraceEntry.model_validate(fields)


def retimed(
    trace: InMemoryTrace, stamps: Callable[[int], str], durations: Callable[[int], float]
) -> InMemoryTrace:
    """``trace`` with every observational field replaced: ``stamps(i)`` for the i-th timestamp written.

    ``durations(index)`` gives entry ``index``'s ``duration_ms``.
    """
    written = 0

    def stamp() -> str:
        nonlocal written
        written += 1
        return stamps(written - 1)

    header = trace.header.model_copy(update={"created_at": stamp()})
    entries = tuple(
        entry.model_copy(
            update={"started_at": stamp(), "completed_at": stamp(), "duration_ms": durations(entry.index)}
        )
        for entry in trace.entries
    )
    end = trace.end
    if end is not None:
        end = end.model_copy(update={"completed_at": stamp()})
        header = header.model_copy(update={"completed_at": end.completed_at})
    return dataclasses.replace(trace, header=header, entries=entries, end=end)
