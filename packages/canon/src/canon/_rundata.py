"""What a run directory holds, read for people: its status, spec, result, report and trace.

A run directory is read as it is, finished or not. Nothing here raises for a damaged or partial run: each
artifact that cannot be read is left out and the reason is kept in ``problems``, so ``canon show`` and
``canon runs`` can still say what they can. A run is **incomplete** when it has no ``manifest.json`` or its
trace has no end record; it is never presented as finished.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._console import shorten

if TYPE_CHECKING:
    from canon_contracts import FinalResult, VerificationReport
    from canon_trace import Trace

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

_MARKERS = ("trace.jsonl", "manifest.json", "run.json", "config.json")
_ABORTING = frozenset({"verification_veto", "user_interruption", "fatal_failure"})


@dataclass
class RunData:
    """Everything readable in one run directory, and what could not be read."""

    path: Path
    run_id: str
    spec: dict[str, Any] | None = None
    meta: dict[str, Any] | None = None
    trace: Trace | None = None
    result: FinalResult | None = None
    report: VerificationReport | None = None
    fingerprint: str | None = None
    sealed: bool = False
    problems: list[str] = field(default_factory=list)

    @property
    def incomplete_reasons(self) -> list[str]:
        """Why the run is incomplete (no manifest, no trace, no end record); empty for a finished run."""
        reasons = []
        if not self.sealed:
            reasons.append("it has no manifest.json")
        if self.trace is None:
            reasons.append("its trace cannot be read" if (self.path / "trace.jsonl").exists() else "no trace")
        elif self.trace.end is None:
            reasons.append(f"its trace has no end record ({self.trace.incomplete_reason or 'not closed'})")
        return reasons

    @property
    def status(self) -> str:
        """``DONE``, ``ABORTED`` or ``incomplete``."""
        if self.incomplete_reasons:
            return INCOMPLETE
        assert self.trace is not None and self.trace.end is not None
        recorded = (self.meta or {}).get("status")
        if recorded in (DONE, ABORTED):
            return str(recorded)
        last = self.trace.entries[-1].phase.value if self.trace.entries else None
        aborted = last == ABORTED or self.trace.end.termination_reason.value in _ABORTING
        return ABORTED if aborted else DONE

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
    def decision(self) -> str:
        """``pass``/``veto`` with the answer, from the result file or (provisionally) from the trace."""
        if self.result is not None:
            decision, answer = self.result.decision.value, self.result.answer
        else:
            projected = self.projected()
            if projected is None:
                return "-"
            decision, answer = projected
        return f"{decision}: {shorten(answer, 40)}" if answer else decision

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
    """Whether ``path`` looks like a run directory (holds a trace, a manifest, run.json or config.json)."""
    return path.is_dir() and any((path / name).exists() for name in _MARKERS)


def _json_file(path: Path, problems: list[str]) -> Any:
    try:
        return json.loads(path.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        problems.append(f"{path.name}: cannot be read as JSON ({shorten(str(exc), 120)})")
        return None


def _model_file(path: Path, model: Any, problems: list[str], relpath: str) -> Any:
    """``path`` validated as ``model``, or ``None`` (with the reason in ``problems``) when it is not."""
    import pydantic

    try:
        return model.model_validate_json(path.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, pydantic.ValidationError) as exc:
        first = exc.errors()[0] if isinstance(exc, pydantic.ValidationError) else None
        where = ".".join(str(part) for part in first["loc"]) if first else ""
        reason = first["msg"] if first else str(exc)
        problems.append(
            f"{relpath}: not a valid {model.__name__}" + (f" at {where}" if where else "") + f": {reason}"
        )
        return None


def load_run(path: Path, *, with_trace: bool = True) -> RunData:
    """Read the run directory at ``path``; see the module docstring."""
    from canon_contracts import FinalResult, VerificationReport
    from canon_trace import MANIFEST_FILE, TRACE_FILE, TraceError, read_trace

    run = RunData(path=path, run_id=Path(os.path.abspath(path)).name)
    run.sealed = (path / MANIFEST_FILE).is_file()
    spec = _json_file(path / "spec.json", run.problems)
    run.spec = spec if isinstance(spec, dict) else None
    meta = _json_file(path / "run.json", run.problems)
    run.meta = meta if isinstance(meta, dict) else None
    run.result = _model_file(
        path / "result" / "final_result.json", FinalResult, run.problems, "result/final_result.json"
    )
    run.report = _model_file(path / "verify.json", VerificationReport, run.problems, "verify.json")
    try:
        run.fingerprint = (path / "fingerprint.txt").read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        run.fingerprint = None
    trace_path = path / TRACE_FILE
    if with_trace and trace_path.exists():
        try:
            run.trace = read_trace(trace_path)
        except TraceError as exc:
            run.problems.append(f"{TRACE_FILE}: {shorten(str(exc), 200)}")
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
        load_run(child)
        for child in sorted(root.iterdir())
        if not child.name.startswith(".") and is_run_directory(child) and not _is_replay_of_a_run(child)
    ]
    runs.sort(key=lambda run: (run.created_at, run.run_id), reverse=True)
    return runs
