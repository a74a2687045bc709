"""Corpus retrieval in a process pool gives the same runs as on the event loop, and fails the same way."""

import asyncio
from pathlib import Path

import pytest

from canon_contracts import CallStatus, digest_bytes
from canon_kernel import ToolServiceError
from canon_reason import RunOptions, build_tools, call_tool, load_corpus, run_spec
from canon_reason._corpus import Corpus, Document
from canon_reason._pool import open_search_pool
from canon_trace import deterministic_snapshot, read_trace

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
MULTI_HOP = QUICKSTART / "spec.json"


def test_a_run_with_a_process_pool_equals_the_run_without(tmp_path: Path) -> None:
    here = run_spec(MULTI_HOP, runs_dir=tmp_path / "loop")
    pooled = run_spec(MULTI_HOP, runs_dir=tmp_path / "pool", options=RunOptions(process_pool=2))
    assert here.ok and pooled.ok and pooled.answer == here.answer
    assert pooled.fingerprint == here.fingerprint
    assert deterministic_snapshot(read_trace(pooled.trace_path)) == deterministic_snapshot(
        read_trace(here.trace_path)
    )
    assert (pooled.run_dir / "config.json").read_bytes() == (here.run_dir / "config.json").read_bytes()


def test_a_pool_of_no_workers_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="process_pool"):
        run_spec(MULTI_HOP, runs_dir=tmp_path, options=RunOptions(process_pool=0))
    assert list(tmp_path.iterdir()) == []


def test_worker_results_and_worker_errors_are_those_of_the_event_loop() -> None:
    corpus = load_corpus(QUICKSTART / "corpus")
    text = "Salt is mined here."
    other = Corpus.from_documents([Document("a.md", "A", "a.md", text, digest_bytes(text.encode()))])
    arguments = {"query": "Ostral Saltworks founder", "top_k": 4}
    pool = open_search_pool(corpus, 1)
    try:
        pooled = build_tools(corpus, search_pool=pool)["corpus_search"]
        direct = build_tools(corpus)["corpus_search"]
        got = asyncio.run(call_tool(pooled, arguments, call_id="c1"))
        expected = asyncio.run(call_tool(direct, arguments, call_id="c1"))
        assert got.error is None and got.output["passages"]
        assert got.result == expected.result and got.call == expected.call
        # A worker that does not hold the corpus raises; the caller gets the kernel's typed tool failure.
        stray = build_tools(other, search_pool=pool)["corpus_search"]
        failed = asyncio.run(call_tool(stray, arguments, call_id="c2"))
    finally:
        pool.shutdown(wait=True)
    assert isinstance(failed.error, ToolServiceError) and failed.result.status is CallStatus.FAILURE
    assert type(failed.error.__cause__).__name__ == "CorpusNotInstalledError"
    assert "corpus_search" in str(failed.error) and other.digest in str(failed.error)
