"""``integrity.derived``: the files a run derives from its trace say what the trace says.

A manifest rewritten after an edit vouches for the edited bytes, so the result, ``plan.json``,
``fingerprint.txt`` and ``run.json`` are re-derived from the hash-chained trace (canon-trace's
``derived_disagreements``) and every difference is an error finding naming the file and the field.
``verify.json`` is the strict report on the closed trace, which is deterministic: the report of the trace's
checks in this same verification is rebuilt under the strict policy and compared byte for byte.

The trace is read once. What the derivation reads of it is kept as the pass goes (``DerivedFacts``): the
header and end, the entry that emitted the last plan, the one that recorded the last convergence decision,
the last entry that carries a decision or did not succeed (where the result's decision comes from), and
the last entry. Those few entries, in trace order, derive exactly what the whole trace derives.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

import msgspec
import pydantic

from canon_contracts import CallStatus, TraceEnd, TraceEntry, TraceHeader
from canon_trace import (
    VERIFY_FILE,
    RunFileError,
    TraceError,
    derived_disagreements,
    read_run_file,
    to_contract,
    wire,
)

from ._checks import FindingLog
from ._wire import END_ONLY_FIELDS

__all__ = ["DerivedFacts", "check_derived_files"]


class DerivedFacts:
    """What ``integrity.derived`` needs of a trace, kept entry by entry (see the module docstring)."""

    __slots__ = ("_convergence", "_decisive", "_end", "_header", "_last", "_plan", "readable")

    def __init__(self) -> None:
        self._plan: tuple[int, wire.Entry] | None = None
        self._convergence: tuple[int, wire.Entry] | None = None
        self._decisive: tuple[int, wire.Entry] | None = None
        self._last: tuple[int, wire.Entry] | None = None
        self._header: wire.Header | None = None
        self._end: wire.End | None = None
        self.readable = True
        """Whether the trace reader accepted the whole trace (a salvaged trace derives nothing)."""

    def entry(self, position: int, entry: wire.Entry) -> None:
        """Keep what the derivation may need of the entry at ``position``."""
        kept = (position, entry)
        for event in entry.events:
            if isinstance(event, wire.PlanEmittedEvent):
                self._plan = kept
            elif isinstance(event, wire.ConvergenceDecisionEvent):
                self._convergence = kept
        if entry.decision is not None or entry.status is not CallStatus.SUCCESS:
            self._decisive = kept
        self._last = kept

    def close(self, header: wire.Header, end: wire.End | None) -> None:
        """Keep the header and the end record (``None`` for an incomplete trace) once the pass is over."""
        self._header, self._end = header, end

    def trace(self) -> _KeptTrace | None:
        """The kept entries as a trace the derivation reads, or ``None`` when nothing can be derived."""
        header, end = self._header, self._end
        if not self.readable or header is None:
            return None
        fields = msgspec.to_builtins(header)
        del fields["record"]
        if end is not None:
            fields.update({name: getattr(end, name) for name in END_ONLY_FIELDS})
        try:
            logical = TraceHeader.model_validate(fields)
            entries = tuple(to_contract(entry) for _, entry in self._kept())
            closed = None if end is None else to_contract(end)
        except (TraceError, pydantic.ValidationError):
            return None  # a record the contract refuses: the trace is judged by the other checks
        return _KeptTrace(logical, entries, closed)

    def _kept(self) -> list[tuple[int, wire.Entry]]:
        chosen = {
            item[0]: item for item in (self._plan, self._convergence, self._decisive, self._last) if item
        }
        return [chosen[position] for position in sorted(chosen)]


@dataclasses.dataclass(frozen=True, slots=True)
class _KeptTrace:
    """A trace reduced to the entries the derivation reads (``canon_trace.TraceLike``)."""

    header: TraceHeader
    entries: Sequence[TraceEntry]
    end: TraceEnd | None
    file_digest: str | None = None


def check_derived_files(
    log: FindingLog, root: Path, facts: DerivedFacts, report: Callable[[], bytes]
) -> None:
    """Report every derived file of the run at ``root`` that disagrees with its trace, read as ``facts``.

    ``report`` gives the strict report on the trace alone, which ``verify.json`` must hold byte for byte.
    """
    trace = facts.trace()
    if trace is None:
        return  # the trace itself is judged by the other checks; nothing can be derived from it
    found = derived_disagreements(root, trace)
    for disagreement in found:
        log.add(
            "integrity.derived",
            f"{disagreement.path} disagrees with the trace on {disagreement.field}",
            path=disagreement.path,
            field=disagreement.field,
            expected=disagreement.expected,
            observed=disagreement.observed,
        )
    problem = _report_disagrees(root, report)
    if problem is not None:
        log.add(
            "integrity.derived",
            f"{VERIFY_FILE} is not the report a verification of the trace gives",
            path=VERIFY_FILE,
            expected="the strict report on trace.jsonl",
            observed=problem,
        )
    log.measure("integrity.derived", "disagreements", len(found) + (problem is not None))


def _report_disagrees(root: Path, report: Callable[[], bytes]) -> str | None:
    """What is wrong with ``verify.json`` (``None`` when it is absent or is the ``report`` it must be)."""
    try:
        written = read_run_file(root, VERIFY_FILE)
    except RunFileError as exc:
        return None if exc.missing else exc.reason
    return None if written == report() else "another report"
