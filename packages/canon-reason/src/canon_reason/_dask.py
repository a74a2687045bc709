"""Dask distributed, behind the ``dask`` extra (``pip install "canon-reason[dask]"``).

``open_local_cluster`` is the one place a Dask LocalCluster is started, for ``run_eval``'s
``dask-local:N`` and ``run_specs``'s ``dask``: N worker processes with one thread each (a CPU-bound pipeline
gains nothing from a second thread in one process), no dashboard, Dask's own logs silenced (a failed
case comes back as its result; a worker whose heartbeat races the cluster's shutdown logs an error that
means nothing here), and workers started the way ``worker_start_method`` decides for a nanny (from the
fork server, which imports the pipeline once). Dask is imported only when this module is used.
"""

from __future__ import annotations

import importlib
import logging
from types import ModuleType
from typing import Any

from ._eval_exec import worker_start_method

__all__ = ["distributed_module", "open_local_cluster"]

_EXTRA = 'the Dask executor needs the "dask" extra: pip install "canon-reason[dask]"'
_QUIET = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.system-monitor.gil.enabled": False,
    "distributed.admin.system-monitor.disk": False,
    "distributed.admin.system-monitor.interval": "2s",
    "distributed.admin.tick.interval": "500ms",
}
"""What a LocalCluster of CPU-bound single-task workers does without: Dask samples every worker's stacks each
10 ms (its statistical profiler), polls the GIL each 1 ms and checks each event loop each 20 ms, which on a
busy 2-core machine costs the workers a large share of their CPU. ``memory_limit=0`` turns off the nannies'
memory monitors (a run holds a few megabytes)."""


def distributed_module() -> ModuleType:
    """``dask.distributed``, or an ``ImportError`` that names the extra to install."""
    try:
        return importlib.import_module("dask.distributed")
    except ImportError as exc:
        raise ImportError(_EXTRA) from exc


def open_local_cluster(workers: int) -> Any:
    """A started ``LocalCluster`` of ``workers`` single-threaded worker processes; the caller closes it.

    Raises:
        ImportError: the ``dask`` extra is not installed.
    """
    distributed = distributed_module()
    dask = importlib.import_module("dask")
    method = worker_start_method(forked_from_a_thread=True)
    # The nanny reads the start method when it starts its worker, inside the LocalCluster constructor; a
    # forked worker inherits the rest of this configuration, a fork-server one is sent it by its nanny.
    with dask.config.set({**_QUIET, "distributed.worker.multiprocessing-method": method}):
        return distributed.LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            memory_limit=0,
            dashboard_address=None,
            # The scheduler serves its health routes even without a dashboard, on 8787 unless told: a free
            # loopback port keeps a second cluster (a second test worker, a user's notebook) from colliding.
            scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
            silence_logs=logging.CRITICAL,
        )
