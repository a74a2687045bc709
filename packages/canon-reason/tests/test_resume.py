"""resume_run: a run cut at any entry boundary continues from its recording, equal to an uninterrupted run."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from canon_contracts import ModelRequestEvent, ModelResponseEvent, Phase, ReplayStatus
from canon_kernel import ModelDriverBinding, ModelDriverDescriptor
from canon_reason import RESUMED_FROM, ResumeError, RunOptions, resume_run, run_spec
from canon_reason.embedded import EMBEDDED_DESCRIPTOR, EmbeddedReasoner
from canon_trace import compare_traces, deterministic_snapshot, read_trace

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


@pytest.mark.parametrize("inside", [".", "evidence", "new/runs", "link"])
def test_a_runs_dir_inside_the_run_resumed_is_refused(original: Path, tmp_path: Path, inside: str) -> None:
    cut = _killed_copy(original, tmp_path / "cut", 2)
    (tmp_path / "link").symlink_to(cut, target_is_directory=True)
    runs_dir = tmp_path / "link" if inside == "link" else cut / inside
    with pytest.raises(ResumeError, match="would go inside the run it resumes"):
        resume_run(cut, runs_dir=runs_dir, options=RunOptions(corpus=CORPUS))
    assert sorted(p.name for p in cut.iterdir()) == ["config.json", "spec.json", "trace.jsonl"]


# Per-role models: a deterministic model of its own per role (the embedded reasoner's behaviour behind a
# descriptor of its own), so a binding that is not the recorded one is caught by its descriptor.
ROLE_DESCRIPTORS = {
    key: ModelDriverDescriptor(
        driver_key="scripted", provider="test", model=f"{key}-model-1", temperature=0.0, max_tokens=4096
    )
    for key in ("judge", "reader")
}


def _role_bindings(counting: dict[str, CountingReasoner]) -> dict[str, ModelDriverBinding]:
    return {
        key: ModelDriverBinding.shared(
            descriptor=descriptor, driver=counting.setdefault(key, CountingReasoner())
        )
        for key, descriptor in ROLE_DESCRIPTORS.items()
    }


@pytest.fixture(scope="module")
def per_role(tmp_path_factory: pytest.TempPathFactory) -> Path:
    counting: dict[str, CountingReasoner] = {}
    options = RunOptions(role_models=_role_bindings(counting))
    run = run_spec(SPEC, runs_dir=tmp_path_factory.mktemp("runs"), options=options)
    assert all(driver.requests > 0 for driver in counting.values())  # each role's own model answered
    return run.run_dir


def _requests(trace) -> int:
    return sum(isinstance(e, ModelRequestEvent) for entry in trace.entries for e in entry.events)


def test_a_run_with_a_model_per_role_killed_at_several_points_resumes_to_the_uninterrupted_run(
    per_role: Path, tmp_path: Path
) -> None:
    full = read_trace(per_role / "trace.jsonl")
    config = json.loads((per_role / "config.json").read_bytes())
    assert config["role_models"] == {key: d.to_json() for key, d in ROLE_DESCRIPTORS.items()}
    points = sorted({1, 2, len(full.entries) // 3, len(full.entries) // 2, len(full.entries) - 1})
    for entries in points:
        cut = _killed_copy(per_role, tmp_path / f"cut{entries}", entries, torn=entries % 2 == 0)
        served = _recorded_responses(cut / "trace.jsonl")
        base = CountingReasoner()
        counting: dict[str, CountingReasoner] = {}
        options = RunOptions(
            corpus=CORPUS,
            model=ModelDriverBinding.shared(descriptor=EMBEDDED_DESCRIPTOR, driver=base),
            role_models=_role_bindings(counting),
        )
        result = resume_run(cut, runs_dir=tmp_path / "resumed", options=options)
        assert result.status is Phase.DONE and result.fingerprint == full.header.fingerprint.value
        resumed = read_trace(result.trace_path)
        assert deterministic_snapshot(resumed) == deterministic_snapshot(full), entries
        assert compare_traces(full, resumed).status is ReplayStatus.EQUIVALENT, entries
        live = base.requests + sum(driver.requests for driver in counting.values())
        assert live == _requests(full) - served, entries
        if entries == 1:  # nearly everything ran live, each role on its own model
            assert all(driver.requests > 0 for driver in counting.values())


def test_a_role_bound_to_another_model_than_recorded_is_refused(per_role: Path, tmp_path: Path) -> None:
    cut = _killed_copy(per_role, tmp_path / "cut", 3)
    wrong = _role_bindings({})
    wrong["judge"] = ModelDriverBinding.shared(
        descriptor=ROLE_DESCRIPTORS["reader"], driver=EmbeddedReasoner()
    )
    with pytest.raises(
        ResumeError, match="the run bound 'judge' to test:judge-model-1, not test:reader-model-1"
    ):
        resume_run(cut, runs_dir=tmp_path / "resumed", options=RunOptions(corpus=CORPUS, role_models=wrong))
    with pytest.raises(ResumeError, match="which the run did not bind to another model"):
        more = {**_role_bindings({}), "planner": wrong["judge"]}
        resume_run(cut, runs_dir=tmp_path, options=RunOptions(corpus=CORPUS, role_models=more))
    assert not (tmp_path / "resumed").exists()


def test_a_role_whose_driver_cannot_be_rebuilt_must_be_passed(per_role: Path, tmp_path: Path) -> None:
    cut = _killed_copy(per_role, tmp_path / "cut", 3)
    with pytest.raises(ResumeError, match=r"bound 'judge' to test:judge-model-1 \(driver 'scripted'\).*pass"):
        resume_run(cut, runs_dir=tmp_path / "resumed", options=RunOptions(corpus=CORPUS))


def test_per_role_models_of_a_spec_are_bound_again_from_the_record(tmp_path: Path) -> None:
    spec = json.loads(SPEC.read_bytes())
    spec["model"] = {"model": "embedded", "roles": {"judge": {"model": "embedded"}}}
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    original = run_spec(path, runs_dir=tmp_path / "runs", options=RunOptions(corpus=CORPUS)).run_dir
    full = read_trace(original / "trace.jsonl")
    assert json.loads((original / "config.json").read_bytes())["role_models"] == {
        "judge": EMBEDDED_DESCRIPTOR.to_json()
    }
    for entries in (2, len(full.entries) // 2):
        cut = _killed_copy(original, tmp_path / f"cut{entries}", entries)
        result = resume_run(cut, runs_dir=tmp_path / "resumed", options=RunOptions(corpus=CORPUS))
        assert result.status is Phase.DONE and result.fingerprint == full.header.fingerprint.value
        assert deterministic_snapshot(read_trace(result.trace_path)) == deterministic_snapshot(full)


def test_a_provider_role_is_bound_again_with_its_key_from_the_environment(
    per_role: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cut = _killed_copy(per_role, tmp_path / "cut", 3)
    config = json.loads((cut / "config.json").read_bytes())
    config["role_models"]["judge"] = {
        "driver_key": "openai",
        "provider": "openai",
        "model": "gpt-test",
        "settings": {"temperature": 0.0, "max_tokens": 2048, "output_mode": "tools"},
    }
    (cut / "config.json").write_text(json.dumps(config), encoding="utf-8")
    monkeypatch.delenv("CANON_TEST_KEY", raising=False)
    bindings = {"reader": _role_bindings({})["reader"]}
    with pytest.raises(
        ResumeError, match=r"the model of 'judge' \(openai:gpt-test\) cannot be bound.*CANON_TEST_KEY"
    ):
        options = RunOptions(corpus=CORPUS, role_models=bindings)
        resume_run(cut, runs_dir=tmp_path, options=options, api_key_env="CANON_TEST_KEY")
