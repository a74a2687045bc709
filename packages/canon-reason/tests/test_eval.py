"""run_eval: every case run, scored and recorded; a rerun resumes and ends with the same eval.json."""

from __future__ import annotations

import importlib.util
import json
import shutil
import threading
from pathlib import Path

import pytest

from canon_contracts import Decision, EvalReport, Phase, StopReason, Verdict
from canon_reason import (
    EvalDirectoryError,
    RunOptions,
    RunOutcome,
    load_dataset,
    run_eval,
    score_case,
    scorer_named,
)
from canon_trace import read_trace, snapshot_digest
from canon_verify import verify_run

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
CORPUS = QUICKSTART / "corpus"
HAS_DASK = (
    importlib.util.find_spec("dask") is not None and importlib.util.find_spec("distributed") is not None
)
RAILWAY = (
    "How many years after the main line of the Ostral Delta Railway opened did its Brindle Ford branch open?"
)
CASES = [
    {"id": "regatta", "kind": "single", "question": "In which month is the Lantern Regatta held?",
     "expected": "September"},
    {"id": "gap", "kind": "arith", "question": RAILWAY, "expected": ["fifteen"]},
    {"id": "seat-wrong", "kind": "single", "question": "In which town does the Delta Council meet?",
     "expected": "Veyport"},
    {"id": "tollen", "kind": "unanswerable", "question": "Who designed the Tollen Bridge?", "expected": None},
    {"id": "tollen-expected", "question": "Who designed the Tollen Bridge?", "expected": "Rosalind Amsel"},
]  # fmt: skip


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("dataset") / "cases.jsonl"
    path.write_text("".join(json.dumps(case) + "\n" for case in CASES), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def evaluated(dataset: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, EvalReport, list]:
    out = tmp_path_factory.mktemp("eval") / "out"
    events: list = []
    report = run_eval(dataset, out_dir=out, corpus=CORPUS, workers=1, progress=events.append)
    return out, report, events


def test_every_case_gets_its_verdict(evaluated) -> None:
    _, report, _ = evaluated
    verdicts = {case.id: (case.verdict, case.confident_wrong) for case in report.cases}
    assert verdicts == {
        "regatta": (Verdict.CORRECT, False),
        "gap": (Verdict.CORRECT, False),
        "seat-wrong": (Verdict.WRONG, True),
        "tollen": (Verdict.CORRECT, False),
        "tollen-expected": (Verdict.ABSTAINED, False),
    }
    assert report.overall.accuracy == pytest.approx(3 / 5) and report.overall.confident_wrong == 1
    assert report.by_kind["single"].cases == 2 and report.by_kind[""].abstained == 1
    assert [case.id for case in report.cases] == [case["id"] for case in CASES]
    assert report.cases[2].answer == "Carrowmere" and "Veyport" in report.cases[2].detail


def test_the_directory_holds_one_verifying_run_per_case_and_eval_json(evaluated) -> None:
    out, report, events = evaluated
    assert EvalReport.model_validate_json((out / "eval.json").read_bytes()) == report
    manifest = json.loads((out / "manifest.json").read_bytes())["files"]
    assert "eval.json" in manifest and "evaluation.json" in manifest
    for case in report.cases:
        run_dir = out / case.run_dir
        assert run_dir.parent.parent == out / "runs"
        assert verify_run(run_dir).failures == ()
        assert read_trace(run_dir / "trace.jsonl").header.fingerprint.value == case.fingerprint
    assert [event.done for event in events] == [1, 2, 3, 4, 5]
    assert events[-1].accuracy == pytest.approx(3 / 5) and not any(event.reused for event in events)


def test_a_rerun_resumes_after_a_crash_and_ends_with_the_same_results(
    evaluated, dataset: Path, tmp_path: Path
) -> None:
    out, report, _ = evaluated
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    # A crash: eval.json and the manifest never written, one case mid-run (trace cut, no manifest), one
    # case whose run never started, and one sealed run that was tampered with.
    for name in ("eval.json", "manifest.json"):
        (copy / name).unlink()
    cut = copy / report.cases[1].run_dir
    (cut / "manifest.json").unlink()
    trace = (cut / "trace.jsonl").read_bytes()
    (cut / "trace.jsonl").write_bytes(trace[: len(trace) // 2])
    shutil.rmtree(copy / report.cases[3].run_dir)
    (copy / report.cases[4].run_dir / "result" / "final_result.json").write_text("{}")
    events: list = []
    resumed = run_eval(dataset, out_dir=copy, corpus=CORPUS, workers=1, progress=events.append)
    assert resumed.results_digest == report.results_digest
    assert resumed.deterministic() == report.deterministic()
    assert sorted(e.case.id for e in events if not e.reused) == ["gap", "tollen", "tollen-expected"]
    assert not cut.exists()  # the incomplete run was removed, the case ran again
    for case in resumed.cases:
        assert verify_run(copy / case.run_dir).failures == ()
        assert len(list((copy / case.run_dir).parent.iterdir())) == 1


def test_a_directory_holding_another_evaluation_is_refused(evaluated, dataset: Path, tmp_path: Path) -> None:
    out, _, _ = evaluated
    with pytest.raises(EvalDirectoryError, match=r"another evaluation \(options differ\)"):
        run_eval(dataset, out_dir=out, corpus=CORPUS, workers=1, options=RunOptions(max_iterations=2))
    with pytest.raises(EvalDirectoryError, match=r"\(scorer differ\)"):
        run_eval(dataset, out_dir=out, corpus=CORPUS, workers=1, scorer="exact")
    (tmp_path / "other.txt").write_text("mine")
    with pytest.raises(EvalDirectoryError, match="not an evaluation"):
        run_eval(dataset, out_dir=tmp_path, corpus=CORPUS, workers=1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.txt"]


def test_a_dataset_of_cases_needs_a_corpus(dataset: Path, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="needs a corpus"):
        run_eval(dataset, out_dir=tmp_path / "out")
    assert not (tmp_path / "out").exists()


def _outcome(status: Phase, answer: str | None, decision: Decision = Decision.PASS) -> RunOutcome:
    stop = StopReason.TOOL_FAILURE if status is Phase.ABORTED else None
    return RunOutcome("r", status, decision, answer, stop, "sha256:" + "0" * 64, True, 1.0)


def test_score_case_verdicts() -> None:
    (case,) = [c for c in load_dataset(QUICKSTART / "eval.jsonl").cases if c.id == "arith-railway-gap"]
    auto = scorer_named("auto")

    def verdict(outcome: RunOutcome | None, **extra):
        result = score_case(case, outcome, auto, "auto", **extra)
        return result.verdict, result.confident_wrong

    assert verdict(_outcome(Phase.DONE, "15 years [1][2] (1889 - 1874 = 15)")) == (Verdict.CORRECT, False)
    assert verdict(_outcome(Phase.DONE, "16 years [1]")) == (Verdict.WRONG, True)
    assert verdict(_outcome(Phase.DONE, "16 years [1]", Decision.VETO)) == (Verdict.WRONG, False)
    assert verdict(_outcome(Phase.DONE, "insufficient_evidence", Decision.VETO)) == (Verdict.ABSTAINED, False)
    assert verdict(_outcome(Phase.ABORTED, None)) == (Verdict.FAILED, False)
    assert verdict(None, error="SpecError: bad") == (Verdict.FAILED, False)
    failed = score_case(case, _outcome(Phase.ABORTED, None), auto, "auto")
    assert failed.detail == "the run ended ABORTED (stop reason tool_failure)"


@pytest.mark.parametrize(
    "executor",
    ["local", pytest.param("dask-local:2", marks=pytest.mark.skipif(not HAS_DASK, reason="needs dask"))],
)
def test_worker_executors_give_the_runs_an_in_process_run_gives(
    evaluated, dataset: Path, tmp_path: Path, executor: str
) -> None:
    out, report, _ = evaluated
    small = tmp_path / "small.jsonl"
    small.write_text("".join(json.dumps(case) + "\n" for case in CASES[:2]), encoding="utf-8")
    elsewhere = run_eval(small, out_dir=tmp_path / "out", corpus=CORPUS, executor=executor, workers=2)
    for here, there in zip(report.cases[:2], elsewhere.cases, strict=True):
        assert (here.id, here.verdict, here.fingerprint) == (there.id, there.verdict, there.fingerprint)
        assert snapshot_digest(read_trace(out / here.run_dir / "trace.jsonl")) == snapshot_digest(
            read_trace(tmp_path / "out" / there.run_dir / "trace.jsonl")
        )


def test_workers_started_while_another_thread_runs_give_the_same_runs(evaluated, tmp_path: Path) -> None:
    # With another thread running, workers are not forked from this process (a lock that thread holds
    # would stay locked in the child); they start from a fork server, and run the same cases the same way.
    out, report, _ = evaluated
    small = tmp_path / "small.jsonl"
    small.write_text("".join(json.dumps(case) + "\n" for case in CASES[:2]), encoding="utf-8")
    stop = threading.Event()
    other = threading.Thread(target=stop.wait, daemon=True)
    other.start()
    try:
        elsewhere = run_eval(small, out_dir=tmp_path / "out", corpus=CORPUS, workers=2)
    finally:
        stop.set()
        other.join()
    assert [(c.id, c.verdict, c.fingerprint) for c in elsewhere.cases] == [
        (c.id, c.verdict, c.fingerprint) for c in report.cases[:2]
    ]


@pytest.mark.parametrize("link", ["runs", "case"])
def test_a_resumed_directory_whose_case_folder_leads_out_is_refused_and_nothing_outside_is_touched(
    evaluated, dataset: Path, tmp_path: Path, link: str
) -> None:
    out = tmp_path / "out"
    shutil.copytree(evaluated[0], out)
    outside = tmp_path / "outside"
    (outside / "keep").mkdir(parents=True)
    (outside / "keep" / "data.txt").write_text("mine")
    case = sorted((out / "runs").iterdir())[0]
    linked = out / "runs" if link == "runs" else case
    if link == "runs":
        shutil.copytree(case, outside / case.name)
    shutil.rmtree(linked)
    linked.symlink_to(outside, target_is_directory=True)
    before = sorted(str(p.relative_to(outside)) for p in outside.rglob("*"))
    with pytest.raises(EvalDirectoryError, match="is a symlink, not a folder of case runs"):
        run_eval(dataset, out_dir=out, corpus=CORPUS, workers=1)
    assert sorted(str(p.relative_to(outside)) for p in outside.rglob("*")) == before


def test_an_evaluation_directory_inside_a_run_directory_is_refused(dataset: Path, tmp_path: Path) -> None:
    run = tmp_path / "run"
    run.mkdir()
    (run / "trace.jsonl").write_bytes(b"")
    (run / "manifest.json").write_bytes(b"{}")
    with pytest.raises(ValueError, match="is inside the run directory"):
        run_eval(dataset, out_dir=run / "eval", corpus=CORPUS, workers=1)
    assert sorted(p.name for p in run.iterdir()) == ["manifest.json", "trace.jsonl"]


def test_an_evaluation_directory_inside_the_corpus_is_refused(dataset: Path, tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    with pytest.raises(ValueError, match="is inside the corpus"):
        run_eval(dataset, out_dir=corpus / "eval", corpus=corpus, workers=1)
    assert not (corpus / "eval").exists()
