"""Where the cases of an evaluation run: in this process, in local worker processes, or on Dask.

``open_case_executor`` reads an executor name: ``local`` (worker processes on this machine, ``workers`` of
them; one worker runs the cases in this process), ``dask-local:N`` (a Dask LocalCluster of N single-threaded
worker processes) or ``dask://HOST:PORT`` (an existing Dask scheduler). Workers are started once, import
canon-reason once, and run case after case: no case pays for a process start or for imports.

A case runs as ``run_case`` (a picklable ``CaseJob`` in, a ``CaseRun`` out): one ``run_spec`` call whose
outcome is read back from the sealed run directory. Every executor runs the same function on the same inputs,
so a case's trace has the same deterministic snapshot and fingerprint whichever executor ran it. Worker
processes ignore Ctrl-C; the evaluation stops them and leaves the interrupted cases to be run again.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

import attrs

from canon_contracts import Decision, Phase, ProblemSpec, StopReason
from canon_trace import PipelineResult, read_run_trace

from ._options import RunOptions
from .errors import ReasonError

__all__ = [
    "CaseExecutor",
    "CaseJob",
    "CaseRun",
    "RunOutcome",
    "default_workers",
    "open_case_executor",
    "read_outcome",
    "run_case",
]

_DASK_LOCAL = "dask-local:"
_DASK_REMOTE = "dask://"


@dataclass(frozen=True, slots=True)
class RunOutcome:
    """What a sealed run concluded, read from its trace (the source of truth, not the derived files)."""

    run_id: str
    status: Phase
    decision: Decision
    answer: str | None
    stop_reason: StopReason | None
    fingerprint: str
    complete: bool
    duration_ms: float
    """Wall time from the trace's header to its end record (observational; 0 for an incomplete trace)."""


def read_outcome(run_dir: str | os.PathLike[str]) -> RunOutcome:
    """The outcome of the run in ``run_dir``, from its trace.

    Raises:
        TraceError: the trace cannot be read.
    """
    trace = read_run_trace(Path(run_dir))
    projected = PipelineResult.from_trace(trace)
    aborted = projected.final_phase is Phase.ABORTED or trace.end is None
    return RunOutcome(
        run_id=trace.header.run_id,
        status=Phase.ABORTED if aborted else Phase.DONE,
        decision=projected.decision,
        answer=None if aborted else projected.answer,
        stop_reason=projected.stop_reason,
        fingerprint=trace.header.fingerprint.value,
        complete=trace.end is not None,
        duration_ms=_elapsed_ms(trace.header.created_at, trace.end.completed_at if trace.end else None),
    )


def _elapsed_ms(started: str, completed: str | None) -> float:
    if completed is None:
        return 0.0
    try:
        elapsed = datetime.fromisoformat(completed) - datetime.fromisoformat(started)
    except ValueError:
        return 0.0
    return max(0.0, round(elapsed.total_seconds() * 1000, 3))


@dataclass(frozen=True, slots=True)
class CaseJob:
    """One case to run: its spec (or spec file), the corpus, where its run goes and the run options."""

    index: int
    spec: ProblemSpec | None
    spec_file: str | None
    corpus: str | None
    runs_root: str
    options: RunOptions = field(default_factory=RunOptions)


@dataclass(frozen=True, slots=True)
class CaseRun:
    """A case that ran: its run directory and outcome, or the error that kept it from running."""

    index: int
    run_dir: str | None
    outcome: RunOutcome | None
    error: str | None


def run_case(job: CaseJob) -> CaseRun:
    """Run one case with ``run_spec`` and read its outcome back; a spec, corpus or plan error is returned."""
    from ._pipeline import run_spec

    source: Any = job.spec if job.spec is not None else job.spec_file
    options = attrs.evolve(job.options, corpus=job.corpus)
    try:  # a ModelChoice in the options is bound here, in the worker: a binding holds a live driver
        result = run_spec(source, runs_dir=job.runs_root, options=options)
    except ReasonError as exc:
        return CaseRun(job.index, None, None, f"{type(exc).__name__}: {exc}")
    return CaseRun(job.index, str(result.run_dir), read_outcome(result.run_dir), None)


def _ignore_interrupts() -> None:
    # Ctrl-C reaches the whole process group; the evaluation (the parent) decides what stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import canon_reason  # noqa: F401  (imported once per worker, not once per case)


class CaseExecutor(Protocol):
    """Runs case jobs and yields their results as they complete."""

    name: str

    def run(self, jobs: Sequence[CaseJob]) -> Iterator[CaseRun]:
        """Run every job; yield each ``CaseRun`` as it completes (in any order)."""
        ...

    def close(self) -> None:
        """Stop the workers (running cases are abandoned; their run directories stay incomplete)."""
        ...


class _InProcess:
    name = "local:1"

    def run(self, jobs: Sequence[CaseJob]) -> Iterator[CaseRun]:
        for job in jobs:
            yield run_case(job)

    def close(self) -> None:
        return None


class _LocalProcesses:
    """A spawn-context ``multiprocessing.Pool``: started once, its workers reused; ``terminate`` on close."""

    def __init__(self, workers: int) -> None:
        self.name = f"local:{workers}"
        context = multiprocessing.get_context("spawn")
        self._pool = context.Pool(processes=workers, initializer=_ignore_interrupts)

    def run(self, jobs: Sequence[CaseJob]) -> Iterator[CaseRun]:
        yield from self._pool.imap_unordered(run_case, jobs, chunksize=1)

    def close(self) -> None:
        self._pool.terminate()
        self._pool.join()


class _Dask:
    """A Dask client, on a LocalCluster it owns or on a running scheduler; results gathered as they finish."""

    def __init__(self, name: str, *, local_workers: int | None, address: str | None) -> None:
        from ._dask import distributed_module

        distributed = distributed_module()
        self.name = name
        self._distributed = distributed
        self._cluster = None
        if local_workers is not None:
            self._cluster = distributed.LocalCluster(
                n_workers=local_workers, threads_per_worker=1, processes=True, dashboard_address=None
            )
            self._client = distributed.Client(self._cluster)
        else:
            self._client = distributed.Client(address)
        self._client.run(_ignore_interrupts)

    def run(self, jobs: Sequence[CaseJob]) -> Iterator[CaseRun]:
        futures = [self._client.submit(run_case, job, pure=False) for job in jobs]
        try:
            for future in self._distributed.as_completed(futures):
                yield future.result()
        finally:
            self._client.cancel([future for future in futures if not future.done()])

    def close(self) -> None:
        self._client.close()
        if self._cluster is not None:
            self._cluster.close()


def default_workers() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not every platform has scheduler affinity
        return max(1, os.cpu_count() or 1)


def open_case_executor(executor: str = "local", *, workers: int | None = None) -> CaseExecutor:
    """The executor ``executor`` names; see the module docstring. The caller closes it.

    Raises:
        ValueError: ``executor`` names no executor, or a worker count is below 1.
        ImportError: a Dask executor without the ``dask`` extra installed.
    """
    if executor == "local":
        count = default_workers() if workers is None else workers
        if count < 1:
            raise ValueError(f"workers must be at least 1, got {count}")
        return _InProcess() if count == 1 else _LocalProcesses(count)
    if executor.startswith(_DASK_LOCAL):
        text = executor.removeprefix(_DASK_LOCAL)
        if not text.isdigit() or int(text) < 1:
            raise ValueError(f"{executor!r}: dask-local:N needs a worker count N of at least 1")
        return _Dask(executor, local_workers=int(text), address=None)
    if executor.startswith(_DASK_REMOTE) and executor != _DASK_REMOTE:
        return _Dask(executor, local_workers=None, address="tcp://" + executor.removeprefix(_DASK_REMOTE))
    raise ValueError(f"unknown executor {executor!r}: use 'local', 'dask-local:N' or 'dask://HOST:PORT'")
