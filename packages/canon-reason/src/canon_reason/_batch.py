"""Many specs through one executor interface: ``local`` (in this process) or Dask distributed.

``run_specs`` is what an evaluation over a set of specs calls. ``executor`` is ``"local"`` (the default: one
spec after another, each plan's nodes concurrent inside its run), ``"dask"`` (a local in-process Dask
cluster) or ``"dask://host:port"`` (a running scheduler, reached over TCP). Whichever runs them, the runs
are the same: equal fingerprints and deterministic snapshots.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from ._artifacts import RunResult
from ._options import RunOptions
from ._pipeline import run_spec
from .errors import ArgumentError

__all__ = ["run_specs"]


def run_specs(
    specs: Sequence[str | os.PathLike[str]],
    *,
    runs_dir: str | os.PathLike[str],
    executor: str = "local",
    options: RunOptions | None = None,
) -> list[RunResult]:
    """Run every spec file and return their results in order.

    Args:
        specs: Spec files (``.json``/``.toml``).
        runs_dir: The runs root every run is written under.
        executor: ``local``, ``dask`` or ``dask://host:port``.
        options: The ``RunOptions`` of every run (picklable for a Dask executor: name a model there by a
            ``ModelChoice``).

    Raises:
        ValueError: ``executor`` names no executor.
        ImportError: a Dask executor was asked for without the ``dask`` extra installed.
        SpecError, CorpusError, TopologyError: as ``run_spec``, for the first spec that raises.
    """
    if executor == "local":
        return [run_spec(spec, runs_dir=runs_dir, options=options) for spec in specs]
    if executor == "dask" or executor.startswith("dask://"):
        from ._dask import run_specs_on_dask

        address = None if executor == "dask" else "tcp://" + executor.removeprefix("dask://")
        return run_specs_on_dask(specs, runs_dir=runs_dir, address=address, options=options)
    raise ArgumentError(f"unknown executor {executor!r}: use 'local', 'dask' or 'dask://host:port'")
