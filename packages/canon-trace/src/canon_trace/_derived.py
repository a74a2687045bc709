"""The files a run derives from its trace, re-derived, and every disagreement between the two.

The trace is the run's source of truth; ``result/final_result.json``, ``plan.json``, ``fingerprint.txt`` and
``run.json`` say again what it says. A manifest rewritten after an edit vouches for the edited bytes, so these
files are re-derived from the (hash-chained) trace and compared; a difference is a ``Disagreement``, data
that canon-verify reports as an error finding and ``canon show``/``canon runs`` flag.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from canon_contracts import (
    ConvergenceDecisionEvent,
    ConvergenceRecord,
    ConvergenceSummary,
    EpistemicStatus,
    FinalResult,
    Phase,
    PlanEmittedEvent,
    TerminationReason,
    canonical_bytes,
)

from ._projection import PipelineResult
from ._rundir import TRACE_FILE
from ._runfiles import (
    FINGERPRINT_FILE,
    PLAN_FILE,
    RESULT_FILE,
    RUN_FILE,
    ended_phase,
    read_run_file,
    read_run_json,
)
from ._snapshot import TraceLike
from .errors import RunFileError, TraceError

__all__ = ["Disagreement", "derived_disagreements", "final_result_from_trace"]

_SHOWN = 120


@dataclass(frozen=True, slots=True)
class Disagreement:
    """A derived file that says something other than the trace: which file, which field, both values."""

    path: str
    field: str
    expected: str
    """What the trace says."""
    observed: str
    """What the file says."""

    @property
    def message(self) -> str:
        """One line for a person."""
        return f"{self.path}: {self.field} is {self.observed}, the trace says {self.expected}"


def _summary(record: ConvergenceRecord | None) -> ConvergenceSummary | None:
    if record is None:
        return None
    return ConvergenceSummary(
        converged=record.converged,
        reason=record.reason,
        iterations=record.iteration + 1,
        convergence_hash=record.convergence_hash,
    )


def _last_convergence(trace: TraceLike) -> ConvergenceRecord | None:
    records = [
        event.record
        for entry in trace.entries
        for event in entry.events
        if isinstance(event, ConvergenceDecisionEvent)
    ]
    return records[-1] if records else None


def final_result_from_trace(trace: TraceLike) -> FinalResult:
    """``result/final_result.json`` as the trace determines it (``PipelineResult.from_trace`` underneath).

    Raises:
        ProjectionError: if the trace has no entries or no model metadata.
    """
    projected = PipelineResult.from_trace(trace)
    header = trace.header
    termination = projected.termination_reason or header.termination_reason or TerminationReason.FATAL_FAILURE
    aborted = projected.final_phase is Phase.ABORTED
    return FinalResult(
        run_id=header.run_id,
        decision=projected.decision,
        confidence=0.0 if aborted else projected.confidence,
        epistemic_status=projected.epistemic_status or EpistemicStatus.UNCERTAIN,
        answer=None if aborted else projected.answer,
        stop_reason=projected.stop_reason,
        termination_reason=termination,
        trace_path=TRACE_FILE,
        runtime_version=header.runtime_version,
        convergence=_summary(_last_convergence(trace)),
        model=header.model,
    )


def _text(value: Any) -> str:
    shown = value if isinstance(value, str) else canonical_bytes(value).decode("utf-8")
    return shown if len(shown) <= _SHOWN else shown[: _SHOWN - 1] + "…"


def _compare(path: str, expected: dict[str, Any], observed: Any, found: list[Disagreement]) -> None:
    if not isinstance(observed, dict):
        found.append(Disagreement(path, "(root)", "a JSON object", _text(type(observed).__name__)))
        return
    for name, value in expected.items():
        if name in observed and observed[name] != value:
            found.append(Disagreement(path, name, _text(value), _text(observed[name])))
        elif name not in observed:
            found.append(Disagreement(path, name, _text(value), "missing"))


def _unreadable(exc: RunFileError) -> str:
    """What an unreadable file is, as a disagreement's observed value ("a file that is a symlink; ...")."""
    return _text(f"a file that {exc.reason}")


def _read(run_dir: Path, relpath: str, found: list[Disagreement]) -> Any:
    """The JSON of ``relpath``, or ``None`` when absent; unreadable content is itself a disagreement."""
    try:
        return read_run_json(run_dir, relpath)
    except RunFileError as exc:
        if not exc.missing:
            found.append(Disagreement(relpath, "(file)", "a readable JSON file", _unreadable(exc)))
        return None


def derived_disagreements(run_dir: str | os.PathLike[str], trace: TraceLike) -> list[Disagreement]:
    """Every way the derived files of ``run_dir`` disagree with ``trace``; empty when they all agree.

    A file that is absent is not a disagreement (an incomplete run has not written it yet); the trace
    needs its end record for the result and ``run.json`` to be compared.
    """
    root = Path(run_dir)
    found: list[Disagreement] = []
    fingerprint = trace.header.fingerprint.value
    try:
        written = read_run_file(root, FINGERPRINT_FILE).decode("utf-8", "replace").strip()
    except RunFileError as exc:
        if not exc.missing:
            found.append(Disagreement(FINGERPRINT_FILE, "(file)", "a readable file", _unreadable(exc)))
    else:
        if written != fingerprint:
            found.append(Disagreement(FINGERPRINT_FILE, "fingerprint", fingerprint, _text(written)))
    plans = [e.plan for entry in trace.entries for e in entry.events if isinstance(e, PlanEmittedEvent)]
    plan = _read(root, PLAN_FILE, found)
    if plan is not None:
        expected_plan = plans[-1].model_dump(mode="json") if plans else None
        if expected_plan is None:
            found.append(Disagreement(PLAN_FILE, "(file)", "no plan (the trace emitted none)", "a plan"))
        elif not isinstance(plan, dict) or canonical_bytes(plan) != canonical_bytes(expected_plan):
            found.append(Disagreement(PLAN_FILE, "(plan)", "the plan the trace emitted", "another plan"))
    if trace.end is None or not trace.entries:
        return found
    try:
        result = final_result_from_trace(trace)
    except TraceError:
        return found
    expected = result.model_dump(mode="json")
    observed = _read(root, RESULT_FILE, found)
    if observed is not None:
        _compare(RESULT_FILE, expected, observed, found)
    meta = _read(root, RUN_FILE, found)
    if meta is not None:
        last = trace.entries[-1].phase if trace.entries else None
        phase = ended_phase(trace.end.termination_reason, last)
        _compare(
            RUN_FILE,
            {
                "run_id": trace.header.run_id,
                "status": phase.value,
                "decision": expected["decision"],
                "answer": expected["answer"],
                "termination_reason": expected["termination_reason"],
                "fingerprint": fingerprint,
            },
            meta,
            found,
        )
    return found
