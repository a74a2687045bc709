"""``run_eval``: every case of a dataset run, scored, and written into one resumable evaluation directory.

The evaluation directory holds ``evaluation.json`` (what is being evaluated: the dataset's digest, the
corpus digest, the scorer and the run options), ``runs/<NNNN>-<case id>/<run id>/`` (one sealed run per case),
``eval.json`` (the ``canon_contracts.EvalReport``) and, written last, ``manifest.json`` (the digest of every
file). Running again into the same directory resumes: a case whose run is complete, verifies, and was not
interrupted is scored from its run directory; any other run directory of the case (a crash left it
incomplete, or it fails verification) is removed and the case runs again. Since a run's outcome is read
from its trace either way, an evaluation killed at any moment ends with the same ``eval.json`` (equal
``results_digest``; only run ids and timings differ) as one never interrupted. A directory that holds a
different evaluation is refused, and so is one whose ``runs`` folder or a case folder is a symlink or a file.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from canon_contracts import (
    Decision,
    EvalCaseResult,
    EvalReport,
    Phase,
    StopReason,
    Verdict,
)
from canon_trace import MANIFEST_FILE, RunDirectory, RunFileError, TraceError, parse_json, read_run_file
from canon_verify import verify_run

from ._corpus import load_corpus, refuse_output_folder
from ._eval_data import Dataset, EvalCase, load_dataset
from ._eval_exec import (
    CaseJob,
    CaseRun,
    RunOutcome,
    default_workers,
    open_case_executor,
    read_outcome,
    run_cases,
)
from ._eval_score import DEFAULT_TOLERANCE, Scorer, abstains, answer_text, scorer_named
from ._options import RunOptions
from .errors import ArgumentError, EvalDirectoryError

__all__ = ["EVAL_FILE", "EvalProgress", "EvalProgressCallback", "run_eval", "score_case"]

EVAL_FILE = "eval.json"
"""The report of an evaluation directory."""
EVALUATION_FILE = "evaluation.json"
"""What an evaluation directory evaluates; a rerun into it must evaluate the same."""
RUNS_DIR = "runs"
"""Folder of the case run directories."""
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")


@dataclass(frozen=True, slots=True)
class EvalProgress:
    """One case settled: its result, whether it was scored from an earlier run, and the counts so far."""

    case: EvalCaseResult
    reused: bool
    done: int
    total: int
    correct: int

    @property
    def accuracy(self) -> float:
        """Correct cases over the cases settled so far."""
        return self.correct / self.done if self.done else 0.0


#: Receives an ``EvalProgress`` as each case settles.
EvalProgressCallback = Callable[[EvalProgress], None]


def score_case(
    case: EvalCase,
    outcome: RunOutcome | None,
    scorer: Scorer,
    scorer_name: str,
    *,
    error: str | None = None,
) -> EvalCaseResult:
    """The verdict on one case, given its run's outcome (``None`` with ``error`` when it could not run)."""
    base: dict[str, Any] = {
        "id": case.id,
        "kind": case.kind,
        "question": case.question,
        "expected": case.expected,
        "scorer": scorer_name,
    }
    if outcome is None or outcome.status is not Phase.DONE:
        detail = error or f"the run ended ABORTED ({_reason(outcome.stop_reason if outcome else None)})"
        return _case(base, outcome, Verdict.FAILED, detail)
    answer = outcome.answer
    if answer is None or abstains(answer):
        shown = None if answer is None else answer_text(answer)
        if case.expected is None:
            return _case(base, outcome, Verdict.CORRECT, "abstained, as expected", answer=shown)
        return _case(base, outcome, Verdict.ABSTAINED, "abstained where an answer was expected", answer=shown)
    text = answer_text(answer)
    confident = outcome.decision is Decision.PASS
    if case.expected is None:
        return _case(
            base, outcome, Verdict.WRONG, f"answered {text!r} where abstaining is right", confident, text
        )
    score = scorer(text, case.expected)
    verdict = Verdict.CORRECT if score.matched else Verdict.WRONG
    return _case(base, outcome, verdict, score.detail, confident and not score.matched, text)


def _reason(stop: StopReason | None) -> str:
    return "no stop reason" if stop is None else f"stop reason {stop.value}"


def _case(
    base: dict[str, Any],
    outcome: RunOutcome | None,
    verdict: Verdict,
    detail: str,
    confident_wrong: bool = False,
    answer: str | None = None,
) -> EvalCaseResult:
    run = {}
    if outcome is not None:
        run = {
            "decision": outcome.decision,
            "status": outcome.status,
            "stop_reason": outcome.stop_reason,
            "fingerprint": outcome.fingerprint,
            "run_id": outcome.run_id,
        }
    return EvalCaseResult.model_validate(
        {
            **base,
            **run,
            "verdict": verdict,
            "detail": detail,
            "confident_wrong": confident_wrong,
            "answer": answer,
        }
    )


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


def _case_folder(index: int, case: EvalCase) -> str:
    safe = _SAFE.sub("-", case.id).strip("-.")[:60] or "case"
    return f"{index + 1:04d}-{safe}"


def _recorded_options(options: RunOptions) -> dict[str, Any]:
    """The run options as portable JSON, for ``evaluation.json``; the evaluation's own fields are refused."""
    for name, own in (("corpus", "corpus="), ("progress", "progress=")):
        if getattr(options, name) is not None:
            raise ArgumentError(f"run_eval takes the {name} as {own}, not as RunOptions.{name}")
    return options.recorded()


def _identity(
    dataset: Dataset, corpus_digest: str | None, scorer_name: str, tolerance: float, options: dict[str, Any]
) -> dict[str, Any]:
    return {
        "dataset": dataset.name,
        "dataset_digest": dataset.digest,
        "corpus_digest": corpus_digest,
        "scorer": scorer_name,
        "tolerance": tolerance,
        "options": options,
    }


def _open_directory(out: Path, identity: dict[str, Any]) -> tuple[RunDirectory, str]:
    """The evaluation directory (created, or checked to hold this evaluation) and when it first started."""
    shown = str(out)
    if out.exists() and not out.is_dir():
        raise EvalDirectoryError("exists and is not a directory", path=shown)
    state = out / EVALUATION_FILE
    if out.is_dir() and any(out.iterdir()):
        if not state.is_file() or state.is_symlink():
            raise EvalDirectoryError(
                f"is not empty and holds no {EVALUATION_FILE}: not an evaluation", path=shown
            )
        try:
            recorded = parse_json(read_run_file(out, EVALUATION_FILE))
        except (RunFileError, ValueError) as exc:
            raise EvalDirectoryError(f"{EVALUATION_FILE} cannot be read: {exc}", path=shown) from exc
        if not isinstance(recorded, dict):
            raise EvalDirectoryError(f"{EVALUATION_FILE} is not an object", path=shown)
        differs = sorted(key for key, value in identity.items() if recorded.get(key) != value)
        if differs:
            raise EvalDirectoryError(
                f"holds another evaluation ({', '.join(differs)} differ); choose another output directory",
                path=shown,
            )
        started = recorded.get("started_at")
        directory = RunDirectory.open(out)
        if os.path.lexists(directory.manifest_path):
            directory.manifest_path.unlink()
        return directory, started if isinstance(started, str) else _now()
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise EvalDirectoryError(f"cannot create it: {exc.strerror or exc}", path=shown) from exc
    directory = RunDirectory.open(out)
    started = _now()
    directory.write_json(EVALUATION_FILE, {**identity, "started_at": started})
    return directory, started


def _case_directories(out: Path, dataset: Dataset) -> list[Path]:
    """Every case's folder, after checking that none leads out of ``out``.

    A resumed directory is hostile: ``runs`` or a case folder that is a symlink or not a directory is
    refused before anything is read, removed or written through it.
    """
    runs = out / RUNS_DIR
    folders = [runs / _case_folder(index, case) for index, case in enumerate(dataset.cases)]
    for folder in (runs, *folders):
        if folder.is_symlink() or (os.path.lexists(folder) and not folder.is_dir()):
            kind = "a symlink" if folder.is_symlink() else "not a directory"
            raise EvalDirectoryError(
                f"{folder.relative_to(out).as_posix()} is {kind}, not a folder of case runs", path=str(out)
            )
    return folders


def _reusable(case_dir: Path) -> tuple[Path, RunOutcome] | None:
    """The case's complete, verifying, uninterrupted run; every other run directory in it is removed."""
    keep: tuple[Path, RunOutcome] | None = None
    try:
        candidates = sorted(case_dir.iterdir()) if case_dir.is_dir() else []
    except OSError:
        candidates = []
    for run_dir in candidates:
        usable = None
        if (
            keep is None
            and run_dir.is_dir()
            and not run_dir.is_symlink()
            and (run_dir / MANIFEST_FILE).is_file()
        ):
            usable = _settled_outcome(run_dir)
        if usable is not None:
            keep = (run_dir, usable)
        elif run_dir.is_dir() and not run_dir.is_symlink():
            shutil.rmtree(run_dir)
        else:
            run_dir.unlink()
    return keep


def _settled_outcome(run_dir: Path) -> RunOutcome | None:
    try:
        if verify_run(run_dir).failures:
            return None
        outcome = read_outcome(run_dir)
    except (TraceError, ValueError, OSError):
        return None
    if not outcome.complete or outcome.stop_reason is StopReason.USER_INTERRUPTION:
        return None
    return outcome


def run_eval(
    dataset: str | os.PathLike[str],
    *,
    out_dir: str | os.PathLike[str],
    corpus: str | os.PathLike[str] | None = None,
    executor: str = "local",
    workers: int | None = None,
    scorer: str | Scorer = "auto",
    tolerance: float = DEFAULT_TOLERANCE,
    progress: EvalProgressCallback | None = None,
    options: RunOptions | None = None,
) -> EvalReport:
    """Run, score and record every case of ``dataset`` in ``out_dir``; see the module docstring.

    Args:
        dataset: A ``.jsonl`` or ``.csv`` file of cases, or a folder of spec files with ``expected_answer``.
        out_dir: The evaluation directory: created, or resumed when it holds this same evaluation.
        corpus: The corpus every case runs against (required for a JSONL or CSV dataset; for a folder of
            specs it replaces each spec's own corpus).
        executor: ``local`` (worker processes), ``dask-local:N`` or ``dask://HOST:PORT``.
        workers: Local worker processes (default: the cores available); 1 runs the cases in this process.
            Workers are forked from this process where that is safe (no other thread runs), started from
            a fork server otherwise, so a script that runs them needs the usual
            ``if __name__ == "__main__":`` guard.
        scorer: A scorer name (``auto``, ``exact``, ``contains``, ``numeric``, or a registered one), or a
            scorer callable.
        tolerance: The numeric scorer's relative tolerance.
        progress: Receives an ``EvalProgress`` as each case settles.
        options: The ``RunOptions`` of every case's run (its configuration fields are recorded in the report,
            so they must be data: name a model by a ``ModelChoice``, which each worker binds for itself, or
            by a binding, recorded by its descriptor); the corpus and the progress are this function's own.

    Returns:
        The ``EvalReport`` written to ``eval.json``.

    Raises:
        DatasetError: the dataset or one of its cases is invalid (nothing runs).
        CorpusError: the corpus cannot be loaded (nothing runs).
        EvalDirectoryError: ``out_dir`` holds another evaluation, or cannot be created.
        ValueError: no corpus for a JSONL/CSV dataset, an unknown scorer or executor, a bad worker count.
        ImportError: a Dask executor without the ``dask`` extra.
        KeyboardInterrupt: the workers are stopped; rerunning into ``out_dir`` resumes.
    """
    cases = load_dataset(dataset)
    if corpus is None and not cases.has_spec_files:
        raise ValueError("a JSONL or CSV dataset needs a corpus (corpus=, or --corpus DIR)")
    corpus_path = None if corpus is None else Path(corpus).resolve()
    corpus_digest = None if corpus_path is None else load_corpus(corpus_path).digest
    scorer_name, score = (
        (scorer, scorer_named(scorer, tolerance)) if isinstance(scorer, str) else _custom(scorer)
    )
    options = options or RunOptions()
    recorded = _recorded_options(options)
    identity = _identity(cases, corpus_digest, scorer_name, tolerance, recorded)
    out = Path(out_dir).resolve()
    refuse_output_folder(corpus_path, out, "the evaluation directory")
    directory, started = _open_directory(out, identity)
    results: dict[int, EvalCaseResult] = {}
    durations: dict[int, float] = {}
    jobs: list[CaseJob] = []
    total = len(cases.cases)

    def settle(index: int, result: EvalCaseResult, reused: bool) -> None:
        results[index] = result
        if progress is not None:
            correct = sum(1 for r in results.values() if r.verdict is Verdict.CORRECT)
            progress(EvalProgress(result, reused, len(results), total, correct))

    case_dirs = _case_directories(out, cases)
    reused: list[tuple[int, Path, RunOutcome]] = []
    for index, case in enumerate(cases.cases):
        case_dir = case_dirs[index]
        found = _reusable(case_dir)
        if found is not None:
            reused.append((index, *found))
            continue
        spec = (
            None if case.spec_file is not None else case.problem_spec(corpus_path.name if corpus_path else "")
        )
        jobs.append(
            CaseJob(
                index=index,
                spec=spec,
                spec_file=None if case.spec_file is None else str(case.spec_file),
                corpus=None if corpus_path is None else str(corpus_path),
                runs_root=str(case_dir),
                options=options,
            )
        )
    # The workers start before the first progress report, so a progress display that runs a thread of its
    # own starts after them (a worker forked while another thread runs could inherit a held lock).
    pool = (
        open_case_executor(executor, workers=min(workers or default_workers(), len(jobs))) if jobs else None
    )
    try:
        for index, run_dir, outcome in reused:
            durations[index] = outcome.duration_ms
            result = score_case(cases.cases[index], outcome, score, scorer_name)
            settle(index, _located(result, out, run_dir, outcome.duration_ms), True)
        for ran in run_cases(pool, jobs) if pool is not None else ():
            case = cases.cases[ran.index]
            duration = ran.outcome.duration_ms if ran.outcome is not None else None
            durations[ran.index] = duration or 0.0
            result = score_case(case, ran.outcome, score, scorer_name, error=ran.error)
            settle(ran.index, _located(result, out, _run_path(ran), duration), False)
    finally:
        if pool is not None:
            pool.close()
    report = EvalReport.build(
        dataset=cases.name,
        dataset_digest=cases.digest,
        corpus_digest=corpus_digest,
        scorer=scorer_name,
        options=recorded,
        cases=tuple(results[index] for index in range(total)),
        started_at=started,
        completed_at=_now(),
        duration_ms=round(sum(durations.values()), 3),
    )
    directory.write_bytes(EVAL_FILE, (report.model_dump_json(indent=2) + "\n").encode("utf-8"))
    directory.write_manifest()
    return report


def _custom(scorer: Scorer) -> tuple[str, Scorer]:
    name = getattr(scorer, "__name__", "") or type(scorer).__name__
    return name, scorer


def _run_path(ran: CaseRun) -> Path | None:
    return None if ran.run_dir is None else Path(ran.run_dir)


def _located(
    result: EvalCaseResult, out: Path, run_dir: Path | None, duration_ms: float | None
) -> EvalCaseResult:
    if run_dir is None:
        return result
    relative = run_dir.resolve().relative_to(out).as_posix()
    update: dict[str, Any] = {"run_dir": relative}
    if duration_ms is not None:
        update["duration_ms"] = round(duration_ms, 3)
    return result.model_copy(update=update)
