"""Where the cases of an evaluation run: in this process, in local worker processes, or on Dask.

``open_case_executor`` reads an executor name: ``local`` (worker processes on this machine, ``workers`` of
them; one worker runs the cases in this process), ``dask-local:N`` (a Dask LocalCluster of N single-threaded
worker processes) or ``dask://HOST:PORT`` (an existing Dask scheduler). Workers are started once and run
case after case: no case pays for a process start or for imports. Local workers (and a LocalCluster's) are
forked from this process where that is safe (``worker_start_method``), so they start with the pipeline
already imported. An executor maps any picklable function over jobs (``run_specs`` uses that too).

A case runs as ``run_case`` (a picklable ``CaseJob`` in, a ``CaseRun`` out): one ``run_spec`` call whose
outcome is read back from the sealed run directory. Every executor runs the same function on the same inputs,
so a case's trace has the same deterministic snapshot and fingerprint whichever executor ran it. Worker
processes ignore Ctrl-C; the evaluation stops them and leaves the interrupted cases to be run again.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar

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
    "run_cases",
    "worker_start_method",
]

_DASK_LOCAL = "dask-local:"
_DASK_REMOTE = "dask://"
_PIPELINE = "canon_reason"
"""What a worker imports once, before its first job."""
_Job = TypeVar("_Job")
_Result = TypeVar("_Result")


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


def worker_start_method(*, forked_from_a_thread: bool = False) -> str:
    """How worker processes start: ``fork`` where it is safe, else ``forkserver`` (or ``spawn``).

    A forked worker starts in milliseconds with everything this process imported and warmed (the pipeline,
    its validators, the corpus index caches); a spawned one re-imports canon-reason, about 1.5 s of CPU, which
    on a 2-core machine is the difference between a 1.5x and a 1.9x speed-up. Fork is used on Linux when no
    other thread runs (a lock another thread holds would stay locked in the child). Dask's nanny starts its
    worker from its own event-loop thread (``forked_from_a_thread``), never a safe place to fork: a worker
    forked there once kept a LocalCluster from ever finishing its start. Those workers, and all of them
    elsewhere, start from the fork server: started once, it imports canon-reason once and forks every worker
    from that single-threaded state.
    """
    methods = multiprocessing.get_all_start_methods()
    if (
        sys.platform == "linux"
        and "fork" in methods
        and not forked_from_a_thread
        and threading.active_count() == 1
    ):
        return "fork"
    if "forkserver" in methods:
        multiprocessing.set_forkserver_preload([_PIPELINE])
        return "forkserver"
    return "spawn"


def _ignore_interrupts() -> None:
    # Ctrl-C reaches the whole process group; the evaluation (the parent) decides what stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    importlib.import_module(_PIPELINE)  # once per worker (a no-op in a forked one), not once per case


class CaseExecutor(Protocol):
    """Runs jobs on its workers and yields their results as they complete."""

    name: str

    def map_unordered(self, function: Callable[[_Job], _Result], jobs: Sequence[_Job]) -> Iterator[_Result]:
        """Apply the picklable ``function`` to every job; yield each result as it completes (in any order)."""
        ...

    def close(self) -> None:
        """Stop the workers (running jobs are abandoned; their run directories stay incomplete)."""
        ...


def run_cases(executor: CaseExecutor, jobs: Sequence[CaseJob]) -> Iterator[CaseRun]:
    """Run every case job on ``executor``; each ``CaseRun`` as it completes."""
    return executor.map_unordered(run_case, jobs)


class _InProcess:
    name = "local:1"

    def map_unordered(self, function: Callable[[_Job], _Result], jobs: Sequence[_Job]) -> Iterator[_Result]:
        for job in jobs:
            yield function(job)

    def close(self) -> None:
        return None


class _LocalProcesses:
    """A ``multiprocessing.Pool`` (see ``worker_start_method``): started once, its workers reused."""

    def __init__(self, workers: int) -> None:
        self.name = f"local:{workers}"
        context = multiprocessing.get_context(worker_start_method())
        self._pool = context.Pool(processes=workers, initializer=_ignore_interrupts)

    def map_unordered(self, function: Callable[[_Job], _Result], jobs: Sequence[_Job]) -> Iterator[_Result]:
        yield from self._pool.imap_unordered(function, jobs, chunksize=1)

    def close(self) -> None:
        self._pool.terminate()
        self._pool.join()


class _Dask:
    """A Dask client, on a LocalCluster it owns or on a running scheduler; results gathered as they finish.

    Every job is submitted in one ``client.map`` call and gathered as it completes: no client round trip per
    case beyond the result's own.
    """

    def __init__(self, name: str, *, local_workers: int | None, address: str | None) -> None:
        from ._dask import distributed_module, open_local_cluster

        self.name = name
        self._distributed = distributed_module()
        self._cluster: Any = None
        if local_workers is not None:
            self._cluster = open_local_cluster(local_workers)
            self._client = self._distributed.Client(self._cluster)
        else:
            self._client = self._distributed.Client(address)
        self._client.run(_ignore_interrupts)

    def map_unordered(self, function: Callable[[_Job], _Result], jobs: Sequence[_Job]) -> Iterator[_Result]:
        futures = self._client.map(function, list(jobs), pure=False)
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
