"""Dask distributed execution of many specs, behind the ``dask`` extra (``pip install "canon-reason[dask]"``).

Each spec runs as one ``run_spec`` call on a Dask worker, which writes its run directory under the shared
``runs_dir``. Runs are deterministic, so a spec run here has the same fingerprint and the same deterministic
snapshot as one run locally. Dask is imported only when this executor is used.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from ._artifacts import RunResult
from ._options import RunOptions
from ._pipeline import run_spec

__all__ = ["distributed_module", "run_specs_on_dask"]

_EXTRA = 'the Dask executor needs the "dask" extra: pip install "canon-reason[dask]"'


def distributed_module() -> ModuleType:
    """``dask.distributed``, or an ``ImportError`` that names the extra to install."""
    try:
        return importlib.import_module("dask.distributed")
    except ImportError as exc:
        raise ImportError(_EXTRA) from exc


def _run_one(spec: str, runs_dir: str, options: RunOptions | None) -> RunResult:
    return run_spec(spec, runs_dir=runs_dir, options=options)


def run_specs_on_dask(
    specs: Sequence[str | os.PathLike[str]],
    *,
    runs_dir: str | os.PathLike[str],
    address: str | None = None,
    client: Any = None,
    options: RunOptions | None = None,
) -> list[RunResult]:
    """Run every spec on a Dask cluster; results in the order of ``specs``.

    Args:
        specs: Spec files; each worker must see them, the corpora and ``runs_dir`` at the same paths.
        runs_dir: The runs root shared by the workers.
        address: A scheduler address (``tcp://host:8786``); without one, a local in-process cluster is started
            for the call.
        client: An existing ``dask.distributed.Client`` to use (it is not closed).
        options: The ``RunOptions`` of every run (they must be picklable: name a model by a ``ModelChoice``).

    Raises:
        ImportError: the ``dask`` extra is not installed.
    """
    distributed = distributed_module()
    owned = client is None
    cluster = None
    if client is None:
        if address is None:
            cluster = distributed.LocalCluster(processes=False, n_workers=1, dashboard_address=None)
            client = distributed.Client(cluster)
        else:
            client = distributed.Client(address)
    try:
        futures = [
            client.submit(_run_one, os.fspath(spec), os.fspath(runs_dir), options, pure=False)
            for spec in specs
        ]
        results: list[RunResult] = client.gather(futures)
        return results
    finally:
        if owned:
            client.close()
        if cluster is not None:
            cluster.close()
