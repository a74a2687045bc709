"""resume_run: a run cut at any entry boundary continues from its recording, equal to an uninterrupted run."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from canon_contracts import ModelRequestEvent, ModelResponseEvent, Phase, ReplayStatus
from canon_kernel import ModelDriverBinding
from canon_reason import RESUMED_FROM, ResumeError, RunOptions, resume_run, run_spec
from canon_reason.embedded import EMBEDDED_DESCRIPTOR, EmbeddedReasoner
from canon_trace import compare_traces, read_trace

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
SPEC = QUICKSTART / "single-regatta-month.json"
CORPUS = QUICKSTART / "corpus"


class CountingReasoner:
    """The embedded reasoner, counting the requests it answers live."""

    def __init__(self) -> None:
        self.inner = EmbeddedReasoner()
        self.requests = 0

    async def respond(self, request):
        self.requests += 1
        return await self.inner.respond(request)


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return run_spec(SPEC, runs_dir=tmp_path_factory.mktemp("runs")).run_dir


def _killed_copy(original: Path, where: Path, entries: int, torn: bool = False) -> Path:
    """What a run killed after ``entries`` complete entries leaves: spec, config and a cut trace."""
    where.mkdir(parents=True)
    for name in ("spec.json", "config.json"):
        shutil.copy(original / name, where / name)
    lines = (original / "trace.jsonl").read_bytes().splitlines(keepends=True)
    kept = b"".join(lines[: 1 + entries]) + (lines[1 + entries][:40] if torn else b"")
    (where / "trace.jsonl").write_bytes(kept)
    return where


def _recorded_responses(trace_path: Path) -> int:
    trace = read_trace(trace_path)
    return sum(isinstance(e, ModelResponseEvent) for entry in trace.entries for e in entry.events)


def test_a_run_cut_at_every_entry_boundary_resumes_to_the_uninterrupted_run(
    original: Path, tmp_path: Path
) -> None:
    full = read_trace(original / "trace.jsonl")
    requests = sum(isinstance(e, ModelRequestEvent) for entry in full.entries for e in entry.events)
    for entries in range(len(full.entries)):
        cut = _killed_copy(original, tmp_path / f"cut{entries}", entries, torn=entries % 2 == 1)
        served = _recorded_responses(cut / "trace.jsonl")
        live = CountingReasoner()
        binding = ModelDriverBinding.shared(descriptor=EMBEDDED_DESCRIPTOR, driver=live)
        result = resume_run(
            cut, runs_dir=tmp_path / "resumed", options=RunOptions(corpus=CORPUS, model=binding)
        )
        assert result.status is Phase.DONE and result.fingerprint == full.header.fingerprint.value
        diff = compare_traces(full, read_trace(result.trace_path))
        assert diff.status is ReplayStatus.EQUIVALENT, (entries, diff)
        assert live.requests == requests - served, entries
        meta = json.loads((result.run_dir / "run.json").read_bytes())
        assert meta[RESUMED_FROM]["run_id"] == full.header.run_id
        assert sorted(p.name for p in cut.iterdir()) == ["config.json", "spec.json", "trace.jsonl"]


def test_an_interrupted_run_resumes(tmp_path: Path) -> None:
    def interrupt(event) -> None:
        if event.node_id == "read" and event.status == "started":
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_spec(SPEC, runs_dir=tmp_path / "runs", options=RunOptions(progress=interrupt))
    (interrupted,) = (tmp_path / "runs").iterdir()
    result = resume_run(interrupted, options=RunOptions(corpus=CORPUS))
    assert result.ok and result.answer.startswith("September")


def test_a_complete_run_is_refused(original: Path) -> None:
    with pytest.raises(ResumeError, match="the run is complete"):
        resume_run(original, options=RunOptions(corpus=CORPUS))


def test_another_corpus_or_a_missing_file_is_refused(original: Path, tmp_path: Path) -> None:
    cut = _killed_copy(original, tmp_path / "cut", 2)
    other = tmp_path / "other"
    other.mkdir()
    (other / "doc.txt").write_text("The Lantern Regatta is held in May.", encoding="utf-8")
    with pytest.raises(ResumeError, match="not the one the run used"):
        resume_run(cut, options=RunOptions(corpus=other))
    (cut / "config.json").unlink()
    with pytest.raises(ResumeError, match="config.json is missing"):
        resume_run(cut, options=RunOptions(corpus=CORPUS))
    assert not (tmp_path / "resumed").exists()
