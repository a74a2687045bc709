"""What a run directory holds, read for people: its status, spec, result, report and trace.

A run directory is read as it is, finished or not, and as untrusted input: every file goes through
canon-trace's safe reader (no symlink followed, no FIFO opened, sizes bounded, duplicate keys refused).
Nothing here raises for a damaged or partial run: each artifact that cannot be read is left out and the
reason is kept in ``problems``, so ``canon show`` and ``canon runs`` can still say what they can. Whether a
run is complete, and how it ended, is canon-trace's ``run_status``; an incomplete run is never presented as
finished. The result shown is the one the trace determines (``final_result_from_trace``); a result file,
``run.json``, ``plan.json`` or ``fingerprint.txt`` that says otherwise is listed in ``disagreements``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._console import shorten

if TYPE_CHECKING:
    from canon_contracts import FinalResult, VerificationReport
    from canon_trace import Disagreement, RunStatus, Trace

__all__ = [
    "ABORTED",
    "DONE",
    "INCOMPLETE",
    "RunData",
    "find_runs",
    "is_run_directory",
    "load_run",
]

DONE = "DONE"
ABORTED = "ABORTED"
INCOMPLETE = "incomplete"


@dataclass
class RunData:
    """Everything readable in one run directory, and what could not be read."""

    path: Path
    run_id: str
    spec: dict[str, Any] | None = None
    meta: dict[str, Any] | None = None
    trace: Trace | None = None
    result: FinalResult | None = None
    """The result as the trace determines it; the result file's own when the trace cannot say."""
    result_from_trace: bool = False
    report: VerificationReport | None = None
    fingerprint: str | None = None
    run_status: RunStatus | None = None
    disagreements: list[Disagreement] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def sealed(self) -> bool:
        """Whether the run has its manifest."""
        return self.run_status is not None and self.run_status.sealed

    @property
    def incomplete_reasons(self) -> list[str]:
        """Why the run is incomplete (no manifest, no trace, no end record); empty for a finished run."""
        return list(self.run_status.incomplete_reasons) if self.run_status is not None else ["not read"]

    @property
    def status(self) -> str:
        """``DONE``, ``ABORTED`` or ``incomplete``."""
        return self.run_status.label if self.run_status is not None else INCOMPLETE

    @property
    def spec_label(self) -> str:
        """The spec's id, or its question shortened, or ``-``."""
        if not self.spec:
            return "-"
        label = self.spec.get("id") or self.spec.get("question")
        return shorten(str(label), 60) if label else "-"

    @property
    def created_at(self) -> str:
        """When the run started (the trace header's timestamp), or an empty string when unknown."""
        if self.trace is not None:
            return self.trace.header.created_at
        started = (self.meta or {}).get("started_at") or (self.meta or {}).get("created_at")
        return str(started) if started else ""

    @property
    def started(self) -> str:
        """The start time to the second, ``2025-01-01 12:00:00`` (UTC), or ``-`` when unknown."""
        stamp = self.created_at
        return stamp[:19].replace("T", " ") if len(stamp) >= 19 else stamp or "-"

    @property
    def shown_result(self) -> FinalResult | None:
        """The result to show: the trace's, or the result file's only when there is no trace to ask."""
        return self.result if self.result_from_trace or self.trace is None else None

    @property
    def decision(self) -> str:
        """``pass``/``veto`` with the answer as the trace says it, flagged when the run's files disagree."""
        result = self.shown_result
        if result is not None:
            decision, answer = result.decision.value, result.answer
        else:
            projected = self.projected()
            if projected is None:
                return "-"
            decision, answer = projected
        text = f"{decision}: {shorten(answer, 40)}" if answer else decision
        if result is not None and not self.result_from_trace:
            text += " (result file; no trace)"
        if self.disagreements:
            text += " [files disagree with the trace]"
        return text

    def projected(self) -> tuple[str, str | None] | None:
        """Decision and answer projected from the trace alone, or ``None`` when it holds no entry."""
        if self.trace is None or not self.trace.entries:
            return None
        from canon_trace import PipelineResult, TraceError

        try:
            result = PipelineResult.from_trace(self.trace)
        except TraceError:
            return None
        return result.decision.value, result.answer


def is_run_directory(path: Path) -> bool:
    """Whether ``path`` is a run directory, even one killed as it began (canon-trace's rule)."""
    from canon_trace import is_run_directory as holds_a_run

    return holds_a_run(path)


def _json_file(run: RunData, relpath: str) -> Any:
    """A run file's JSON, or ``None`` (with the reason in ``problems`` unless the file is simply absent)."""
    from canon_trace import RunFileError, read_run_json

    try:
        return read_run_json(run.path, relpath)
    except RunFileError as exc:
        if not exc.missing:
            run.problems.append(shorten(str(exc), 200))
        return None


def _model_file(run: RunData, relpath: str, model: Any) -> Any:
    """A run file validated as ``model``, or ``None`` (with the reason in ``problems``) when it is not."""
    import pydantic

    value = _json_file(run, relpath)
    if value is None:
        return None
    try:
        return model.model_validate(value)
    except pydantic.ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        reason = shorten(first["msg"], 120)
        run.problems.append(
            f"{relpath}: not a valid {model.__name__}" + (f" at {where}" if where else "") + f": {reason}"
        )
        return None


def load_run(path: Path, *, with_trace: bool = True, listing: bool = False) -> RunData:
    """Read the run directory at ``path``; see the module docstring.

    ``listing`` reads only what ``canon runs`` shows: not the verification report, and the result file
    only when the trace cannot determine the result (validating both cost more than the rest of a run).
    """
    from canon_contracts import FinalResult, VerificationReport
    from canon_trace import (
        FINGERPRINT_FILE,
        RESULT_FILE,
        RUN_FILE,
        SPEC_FILE,
        TRACE_FILE,
        VERIFY_FILE,
        RunFileError,
        TraceError,
        derived_disagreements,
        final_result_from_trace,
        read_run_file,
        read_run_trace,
        run_status,
    )

    run = RunData(path=path, run_id=Path(os.path.abspath(path)).name)
    spec = _json_file(run, SPEC_FILE)
    run.spec = spec if isinstance(spec, dict) else None
    meta = _json_file(run, RUN_FILE)
    run.meta = meta if isinstance(meta, dict) else None
    if not listing:
        run.result = _model_file(run, RESULT_FILE, FinalResult)
        run.report = _model_file(run, VERIFY_FILE, VerificationReport)
    try:
        run.fingerprint = read_run_file(path, FINGERPRINT_FILE).decode("utf-8").strip() or None
    except (RunFileError, UnicodeDecodeError):
        run.fingerprint = None
    trace_problem = None
    if with_trace and os.path.lexists(path / TRACE_FILE):
        try:
            run.trace = read_run_trace(path)
        except TraceError as exc:
            trace_problem = f"its trace cannot be read ({shorten(str(exc), 120)})"
            run.problems.append(f"{TRACE_FILE}: {shorten(str(exc), 200)}")
    elif not with_trace:
        trace_problem = "its trace was not read"
    run.run_status = run_status(path, run.trace, trace_problem=trace_problem)
    if run.trace is not None:
        run.fingerprint = run.trace.header.fingerprint.value
        run.disagreements = derived_disagreements(path, run.trace)
        if run.trace.end is not None and run.trace.entries:
            try:
                run.result, run.result_from_trace = final_result_from_trace(run.trace), True
            except TraceError:
                pass
    if listing and not run.result_from_trace:
        run.result = _model_file(run, RESULT_FILE, FinalResult)
    return run


def _is_replay_of_a_run(path: Path) -> bool:
    """Whether ``path`` is where ``canon replay`` wrote a run's replayed trace (``<run>.replay``)."""
    from canon_trace import REPLAY_SUFFIX

    return (
        path.name.endswith(REPLAY_SUFFIX) and path.with_name(path.name.removesuffix(REPLAY_SUFFIX)).is_dir()
    )


def find_runs(root: Path) -> list[RunData]:
    """Every run directory directly under ``root``, newest first (ties broken by run id, descending).

    Hidden folders and the replay folders beside runs (``<run>.replay``) are not runs.
    """
    runs = [
        load_run(child, listing=True)
        for child in sorted(root.iterdir())
        if not child.name.startswith(".")
        and not child.is_symlink()  # a symlink in the runs folder may point anywhere: it is not a run here
        and is_run_directory(child)
        and not _is_replay_of_a_run(child)
    ]
    runs.sort(key=lambda run: (run.created_at, run.run_id), reverse=True)
    return runs
