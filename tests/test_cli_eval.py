"""``canon eval`` and ``canon resume`` end to end, through subprocesses on real directories."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from xml.etree import ElementTree

import pytest

from canon_trace import compare_traces, read_trace

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"
CORPUS = QUICKSTART / "corpus"
CASES = [
    {"id": "regatta", "kind": "single", "question": "In which month is the Lantern Regatta held?",
     "expected": "September"},
    {"id": "seat-wrong", "kind": "single", "question": "In which town does the Delta Council meet?",
     "expected": "Veyport"},
    {"id": "tollen", "kind": "unanswerable", "question": "Who designed the Tollen Bridge?", "expected": None},
]  # fmt: skip


ONE = '{"id":"a","question":"Q?","expected":"1"}\n'


@pytest.fixture(scope="module")
def evaluated(
    tmp_path_factory: pytest.TempPathFactory, canon
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    work = tmp_path_factory.mktemp("eval")
    dataset = work / "cases.jsonl"
    dataset.write_text("".join(json.dumps(case) + "\n" for case in CASES), encoding="utf-8")
    done = canon(
        "eval",
        dataset,
        "--corpus",
        CORPUS,
        "--workers",
        "2",  # worker processes started by ``python -m canon``: its main module must not run again
        "--junit",
        work / "junit.xml",
        "--out",
        work / "out",
    )
    return work, done


def test_eval_prints_the_table_and_writes_the_directory(evaluated) -> None:
    work, done = evaluated
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == [
        "kind",
        "cases",
        "correct",
        "wrong",
        "confident",
        "wrong",
        "abstained",
        "failed",
        "accuracy",
    ]
    assert any(line.split() == ["all", "3", "2", "1", "1", "0", "0", "66.7%"] for line in lines), done.stdout
    assert "seat-wrong: wrong CONFIDENT; answered 'Carrowmere', expected 'Veyport'" in done.stdout
    assert f"Evaluation directory: {work / 'out'}" in done.stdout
    assert "[3/3]" in done.stderr  # plain progress lines off a terminal
    report = json.loads((work / "out" / "eval.json").read_bytes())
    assert [case["verdict"] for case in report["cases"]] == ["correct", "wrong", "correct"]
    for case in report["cases"]:
        verified = subprocess.run(
            [sys.executable, "-m", "canon", "verify", work / "out" / case["run_dir"]],
            capture_output=True,
            check=False,
        )
        assert verified.returncode == 0


def test_junit_json_and_the_accuracy_gate(evaluated, canon) -> None:
    work, _ = evaluated
    suite = ElementTree.parse(work / "junit.xml").getroot()
    assert (suite.tag, suite.get("tests"), suite.get("failures"), suite.get("errors")) == (
        "testsuite",
        "3",
        "1",
        "0",
    )
    failed = [case.get("name") for case in suite.iter("testcase") if case.find("failure") is not None]
    assert failed == ["seat-wrong"]
    dataset = work / "cases.jsonl"
    again = canon("eval", dataset, "--corpus", CORPUS, "--out", work / "out", "--json", "--fail-under", "0.9")
    assert again.returncode == 2, again.stderr
    assert json.loads(again.stdout)["overall"]["accuracy"] == pytest.approx(2 / 3)
    assert "below --fail-under 0.9" in again.stderr and "scored from its earlier run" in again.stderr
    passing = canon("eval", dataset, "--corpus", CORPUS, "--out", work / "out", "--fail-under", "0.6")
    assert passing.returncode == 0, passing.stderr


@pytest.mark.parametrize(
    ("text", "args", "status", "message"),
    [
        (ONE + ONE.replace("Q?", "R?"), (), 65, "cases.jsonl:2: case id 'a' is used twice"),
        ('{"id":"a","question":"Q?"}\n', (), 65, "cases.jsonl:1: expected: missing"),
        (ONE, ("--no-corpus",), 64, "needs --corpus DIR"),
        (ONE, ("--scorer", "fuzzy"), 64, "unknown scorer 'fuzzy'"),
        (ONE, ("--executor", "ray"), 64, "--executor 'ray'"),
    ],
)  # fmt: skip
def test_bad_input_is_one_clear_line(
    tmp_path: Path, text: str, args: tuple[str, ...], status: int, message: str, canon
) -> None:
    dataset = tmp_path / "cases.jsonl"
    dataset.write_text(text, encoding="utf-8")
    corpus = () if "--no-corpus" in args else ("--corpus", CORPUS)
    done = canon(
        "eval", dataset, *corpus, *(a for a in args if a != "--no-corpus"), "--out", tmp_path / "out"
    )
    assert done.returncode == status, done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("junit", "message"),
    [("out/manifest.json", "is inside"), ("missing/eval.xml", "is not a folder; create it first")],
)
def test_a_junit_place_that_cannot_hold_it_is_refused_before_any_case_runs(
    tmp_path: Path, junit: str, message: str, canon
) -> None:
    dataset = tmp_path / "cases.jsonl"
    dataset.write_text(ONE, encoding="utf-8")
    done = canon("eval", dataset, "--corpus", CORPUS, "--out", tmp_path / "out", "--junit", tmp_path / junit)
    assert done.returncode == 64, done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()


def _kill_when(trace: Path, lines: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 120
    while process.poll() is None and time.monotonic() < deadline:
        if trace.is_file() and trace.read_bytes().count(b"\n") >= lines:
            break
        time.sleep(0.005)
    if process.poll() is None:
        os.kill(process.pid, signal.SIGKILL)
    process.wait()


def test_runs_killed_with_sigkill_resume_to_the_uninterrupted_run(tmp_path: Path, canon) -> None:
    spec = QUICKSTART / "single-regatta-month.json"
    reference = canon("run", spec, "--runs-dir", tmp_path / "reference", "--json")
    assert reference.returncode == 0
    (reference_run,) = (tmp_path / "reference").iterdir()
    resumed_any = 0
    for lines in (2, 6):
        runs = tmp_path / f"killed{lines}"
        process = subprocess.Popen([sys.executable, "-m", "canon", "run", str(spec), "--runs-dir", str(runs)])
        deadline = time.monotonic() + 120
        while (
            not (runs.is_dir() and any(runs.iterdir()))
            and process.poll() is None
            and time.monotonic() < deadline
        ):
            time.sleep(0.005)
        killed = next(iter(runs.iterdir()), None) if runs.is_dir() else None
        _kill_when(killed / "trace.jsonl" if killed else runs / "none", lines, process)
        if killed is None or not (killed / "config.json").is_file():
            continue
        resumed = canon("resume", killed, "--corpus", CORPUS, "--runs-dir", tmp_path / "resumed")
        if (killed / "manifest.json").is_file():  # the kill came too late: the run had finished
            assert resumed.returncode == 65 and "the run is complete" in resumed.stderr
            continue
        assert resumed.returncode == 0, resumed.stderr
        resumed_any += 1
        new_run = Path(resumed.stdout.split("Run directory: ")[1].splitlines()[0])
        diff = compare_traces(read_trace(reference_run / "trace.jsonl"), read_trace(new_run / "trace.jsonl"))
        assert diff.status.value == "equivalent", diff
        fingerprints = {(run / "fingerprint.txt").read_text() for run in (reference_run, new_run)}
        assert len(fingerprints) == 1
        assert canon("verify", new_run).returncode == 0
        meta = json.loads((new_run / "run.json").read_bytes())
        assert meta["resumed_from"]["run_dir"] == str(killed.resolve())
    assert resumed_any >= 1


def test_resume_without_corpus_says_why_it_is_required(tmp_path: Path, canon) -> None:
    done = canon("resume", tmp_path)
    assert done.returncode == 64
    assert "--corpus DIR is required" in done.stderr and "never followed" in done.stderr


def test_a_run_with_per_role_models_from_its_spec_resumes_from_the_command_line(
    tmp_path: Path, canon
) -> None:
    spec = json.loads((QUICKSTART / "single-regatta-month.json").read_bytes())
    spec["model"] = {"model": "embedded", "roles": {"judge": {"model": "embedded"}}}
    spec["corpus"] = "corpus"
    shutil.copytree(CORPUS, tmp_path / "corpus")
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    reference = canon("run", path, "--runs-dir", tmp_path / "runs", "--json")
    assert reference.returncode == 0, reference.stderr
    (original,) = (tmp_path / "runs").iterdir()
    assert "role_models" in json.loads((original / "config.json").read_bytes())
    killed = tmp_path / "killed"
    killed.mkdir()
    for name in ("spec.json", "config.json"):
        (killed / name).write_bytes((original / name).read_bytes())
    lines = (original / "trace.jsonl").read_bytes().splitlines(keepends=True)
    (killed / "trace.jsonl").write_bytes(b"".join(lines[:4]))  # the header and three entries
    resumed = canon(
        "resume", killed, "--corpus", tmp_path / "corpus", "--runs-dir", tmp_path / "resumed", "--json"
    )
    assert resumed.returncode == 0, resumed.stderr
    (new_run,) = (tmp_path / "resumed").iterdir()
    diff = compare_traces(read_trace(original / "trace.jsonl"), read_trace(new_run / "trace.jsonl"))
    assert diff.status.value == "equivalent", diff
    assert canon("verify", new_run).returncode == 0


def test_an_eval_killed_with_sigkill_continues_to_the_same_eval_json(evaluated, tmp_path: Path) -> None:
    work, _ = evaluated
    reference = json.loads((work / "out" / "eval.json").read_bytes())
    out = tmp_path / "out"
    command = [sys.executable, "-m", "canon", "eval", str(work / "cases.jsonl"), "--corpus", str(CORPUS)]
    process = subprocess.Popen([*command, "--workers", "1", "--out", str(out)], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while process.poll() is None and time.monotonic() < deadline:
        if any((out / "runs").glob("0002-*/*/trace.jsonl")):
            break
        time.sleep(0.005)
    if process.poll() is None:
        os.kill(process.pid, signal.SIGKILL)
    process.wait()
    again = subprocess.run(
        [*command, "--out", str(out), "--json"], capture_output=True, text=True, check=False
    )
    assert again.returncode == 0, again.stderr
    resumed = json.loads(again.stdout)
    assert resumed["results_digest"] == reference["results_digest"]
    assert [case["fingerprint"] for case in resumed["cases"]] == [
        case["fingerprint"] for case in reference["cases"]
    ]
    assert all(len(list((out / case["run_dir"]).parent.iterdir())) == 1 for case in resumed["cases"])
