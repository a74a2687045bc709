"""Corpus retrieval in worker processes: BM25 scoring, the CPU-bound tool, off the event loop.

``open_search_pool`` starts a ``ProcessPoolExecutor`` (``spawn`` start method: forking a process that runs
threads is unsafe) whose workers each receive the corpus's BM25 index by value once, when they start: the
index is built once per corpus digest in the calling process (``build_index``'s cache) and copied, which is
far cheaper than building it again in every worker. ``pooled_search`` is the pure function a worker runs for
one ``corpus_search`` call: the calling service sends only the corpus digest, the query and ``top_k``.
A worker runs the same BM25 search over a copy of the same index as the event loop would, so the hits, the
recorded tool outputs and the trace are identical with or without a pool. An exception raised in a worker is
re-raised in the caller with its type and message, so it becomes the same typed tool failure as in process.
"""

from __future__ import annotations

import signal
from typing import TYPE_CHECKING

from ._corpus import Corpus
from ._retrieval import BM25Index, Hit, build_index
from .errors import ArgumentError, CorpusNotInstalledError

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

__all__ = ["open_search_pool", "pooled_search"]

#: The indexes installed in this worker process, by corpus digest.
_installed: dict[str, BM25Index] = {}


def _install(index: BM25Index) -> None:
    # Ctrl-C reaches the whole process group: the parent ends the run and shuts the pool down.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _installed[index.digest] = index


def pooled_search(digest: str, query: str, top_k: int) -> tuple[Hit, ...]:
    """Search the installed corpus with ``digest`` (runs in a worker process).

    Raises:
        CorpusNotInstalledError: the worker was not started with that corpus.
    """
    index = _installed.get(digest)
    if index is None:
        raise CorpusNotInstalledError(f"this worker holds no corpus with digest {digest}")
    return index.search(query, top_k)


def open_search_pool(corpus: Corpus, workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes, each holding ``corpus``'s BM25 index; the caller shuts it down.

    Raises:
        ValueError: ``workers`` is below 1.
    """
    if workers < 1:
        raise ArgumentError(f"process_pool must be at least 1 worker, got {workers}")
    # Imported here: a run without a pool (the default) need not load multiprocessing.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_install,
        initargs=(build_index(corpus),),
    )
