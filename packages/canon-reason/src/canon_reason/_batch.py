"""Many specs through one executor interface: in this process, in local worker processes, or on Dask.

``run_specs`` is what an evaluation over a set of spec files calls. ``executor`` is ``"local"`` (the default:
``workers`` worker processes, or one spec after another in this process when ``workers`` is 1, the
default), ``"dask"`` (a Dask LocalCluster of ``workers`` worker processes, the cores available by default),
``"dask-local:N"`` (N of them) or ``"dask://host:port"`` (a running scheduler, reached over TCP). The
executors are ``run_eval``'s (``_eval_exec``). Whichever runs them, the runs are the same: equal
fingerprints and deterministic snapshots.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from ._artifacts import RunResult
from ._eval_exec import default_workers, open_case_executor
from ._options import RunOptions
from ._pipeline import run_spec
from .errors import ArgumentError, ReasonError

__all__ = ["run_specs"]

_DASK = "dask"


def _run_indexed(
    job: tuple[int, str, str, RunOptions | None],
) -> tuple[int, RunResult | None, ReasonError | None]:
    """One spec, run where the executor runs it; a spec, corpus or plan error comes back as a value."""
    index, spec, runs_dir, options = job
    try:
        return index, run_spec(spec, runs_dir=runs_dir, options=options), None
    except ReasonError as exc:
        return index, None, exc


def run_specs(
    specs: Sequence[str | os.PathLike[str]],
    *,
    runs_dir: str | os.PathLike[str],
    executor: str = "local",
    workers: int | None = None,
    options: RunOptions | None = None,
) -> list[RunResult]:
    """Run every spec file and return their results in order.

    Args:
        specs: Spec files (``.json``/``.toml``); every worker must see them, their corpora and ``runs_dir``
            at the same paths.
        runs_dir: The runs root every run is written under.
        executor: ``local``, ``dask``, ``dask-local:N`` or ``dask://host:port``.
        workers: Worker processes of ``local`` (default 1: in this process) or ``dask`` (default: the
            cores available). Local worker processes are forked from this one where that is safe, started
            from a fork server otherwise, so a script that uses them needs the usual
            ``if __name__ == "__main__":`` guard.
        options: The ``RunOptions`` of every run (picklable when the specs run in other processes: name a
            model there by a ``ModelChoice``).

    Raises:
        ValueError: ``executor`` names no executor, or ``workers`` is below 1.
        ImportError: a Dask executor was asked for without the ``dask`` extra installed.
        SpecError, CorpusError, TopologyError: as ``run_spec``, for the first spec (in ``specs`` order) that
            raises; every other spec has run.
    """
    if workers is not None and workers < 1:
        raise ArgumentError(f"workers must be at least 1, got {workers}")
    if executor == _DASK:
        executor = f"dask-local:{workers or default_workers()}"
    jobs = [(index, os.fspath(spec), os.fspath(runs_dir), options) for index, spec in enumerate(specs)]
    try:
        pool = open_case_executor(executor, workers=max(1, min(workers or 1, len(jobs))))
    except ValueError as exc:
        raise ArgumentError(f"{exc}, or 'dask' (a local cluster of `workers` processes)") from exc
    ran: dict[int, tuple[RunResult | None, ReasonError | None]] = {}
    try:
        for index, result, error in pool.map_unordered(_run_indexed, jobs):
            ran[index] = (result, error)
    finally:
        pool.close()
    results = []
    for index in range(len(jobs)):
        result, error = ran[index]
        if error is not None:
            raise error
        assert result is not None
        results.append(result)
    return results
