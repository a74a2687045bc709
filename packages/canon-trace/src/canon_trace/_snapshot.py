"""Deterministic snapshots: a trace without its clock readings and execution identity.

Two executions of the same run differ only in observational fields (timestamps, durations) and in their
execution identity (``run_id`` and the chain digests that depend on the bytes written); the snapshot drops
exactly those, at their record positions, and keeps everything else, payload keys included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from pydantic import BaseModel

from canon_contracts import OBSERVATIONAL_FIELDS, TraceEnd, TraceEntry, TraceHeader, digest

__all__ = [
    "EXECUTION_IDENTITY_FIELDS",
    "TraceLike",
    "deterministic_snapshot",
    "end_snapshot",
    "entry_snapshot",
    "header_snapshot",
    "snapshot_digest",
]

EXECUTION_IDENTITY_FIELDS = frozenset({"run_id", "prev_digest"})
"""Record fields that identify one execution rather than the run's content."""


class TraceLike(Protocol):
    """What the identity functions read from a trace (``canon_trace.Trace`` satisfies it)."""

    @property
    def header(self) -> TraceHeader:
        """The logical header (header record merged with the end record)."""
        ...

    @property
    def entries(self) -> Sequence[TraceEntry]:
        """The entries, in order."""
        ...

    @property
    def end(self) -> TraceEnd | None:
        """The end record, or ``None`` for an incomplete trace."""
        ...

    @property
    def file_digest(self) -> str | None:
        """Digest of the trace file's raw bytes, when the trace was read from a file."""
        ...


def _dropped(model: type[BaseModel]) -> frozenset[str]:
    return (OBSERVATIONAL_FIELDS | EXECUTION_IDENTITY_FIELDS) & frozenset(model.model_fields)


_HEADER_DROPPED = _dropped(TraceHeader)
_ENTRY_DROPPED = _dropped(TraceEntry)
_END_DROPPED = _dropped(TraceEnd)


def header_snapshot(header: TraceHeader) -> dict[str, Any]:
    """The header's JSON value without ``created_at``, ``completed_at`` and ``run_id``."""
    return header.model_dump(mode="json", exclude=set(_HEADER_DROPPED))


def entry_snapshot(entry: TraceEntry) -> dict[str, Any]:
    """An entry's JSON value without its timing, ``run_id`` and ``prev_digest``."""
    return entry.model_dump(mode="json", exclude=set(_ENTRY_DROPPED))


def end_snapshot(end: TraceEnd) -> dict[str, Any]:
    """The end record's JSON value without ``completed_at`` and ``prev_digest``."""
    return end.model_dump(mode="json", exclude=set(_END_DROPPED))


def deterministic_snapshot(trace: TraceLike) -> dict[str, Any]:
    """The trace as ``{"header", "entries", "end"}`` JSON values holding only deterministic fields."""
    return {
        "header": header_snapshot(trace.header),
        "entries": [entry_snapshot(entry) for entry in trace.entries],
        "end": None if trace.end is None else end_snapshot(trace.end),
    }


def snapshot_digest(trace: TraceLike) -> str:
    """``sha256:`` over the canonical bytes of the deterministic snapshot: equal for equal runs."""
    return digest(deterministic_snapshot(trace))
