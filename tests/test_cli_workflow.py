"""The canon command end to end, through subprocesses on real run directories.

One module-scoped fixture makes the runs every test reads (two runs of the quickstart spec, from a copy of
the example), so the suite stays fast; a test that changes a run works on its own copy.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"


def canon_verify(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "canon_verify", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


class Runs:
    """The shared runs: the example copy, the runs folder and the two run directories (oldest first)."""

    def __init__(self, work: Path, canon: Any) -> None:
        self.work = work
        self.example = work / "quickstart"
        self.runs_dir = work / "runs"
        shutil.copytree(QUICKSTART, self.example)
        self.outputs = []
        for _ in range(2):
            done = canon("run", self.example / "spec.json", "--runs-dir", self.runs_dir)
            assert done.returncode == 0, done.stderr
            self.outputs.append(done)
        self.dirs = [self.run_dir(done) for done in self.outputs]

    @staticmethod
    def run_dir(done: subprocess.CompletedProcess[str]) -> Path:
        match = re.search(r"^Run directory: (.+)$", done.stdout, re.MULTILINE)
        assert match is not None, done.stdout
        return Path(match.group(1))

    def copy(self, index: int, name: str) -> Path:
        """A copy of run ``index`` that a test may damage, under a runs folder of its own."""
        target = self.work / name / self.dirs[index].name
        shutil.copytree(self.dirs[index], target)
        return target


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory, canon: Any) -> Runs:
    return Runs(tmp_path_factory.mktemp("cli"), canon)


def test_run_prints_the_cited_answer_the_verification_and_the_run_directory(runs: Runs) -> None:
    out = runs.outputs[0].stdout
    answer = next(line for line in out.splitlines() if line.startswith("Answer: "))
    assert "1794" in answer
    markers = sorted(set(re.findall(r"\[(\d+)\]", answer)))
    assert markers, answer
    for marker in markers:
        cited = re.search(rf'^  \[{marker}\] ([\w.-]+): "(.+)"$', out, re.MULTILINE)
        assert cited is not None, out
        assert (runs.example / "corpus" / f"{cited.group(1)}.md").exists() or cited.group(1)
    assert "university-of-carrowmere" in out
    assert "Verification: PASS under strict" in out
    assert "Result: DONE" in out
    assert runs.dirs[0].parent == runs.runs_dir and runs.dirs[0].is_dir()


def test_run_reports_progress_on_stderr_when_not_on_a_terminal(runs: Runs) -> None:
    err = runs.outputs[0].stderr.splitlines()
    assert err and all(line.startswith("canon run: ") for line in err)
    assert any("PLAN" in line for line in err) and any("EXECUTE" in line for line in err)


def test_a_run_directory_holds_every_artifact(runs: Runs) -> None:
    names = {p.relative_to(runs.dirs[0]).as_posix() for p in runs.dirs[0].rglob("*") if p.is_file()}
    for required in (
        "spec.json",
        "config.json",
        "plan.json",
        "trace.jsonl",
        "verify.json",
        "result/final_result.json",
        "run.json",
        "fingerprint.txt",
        "manifest.json",
    ):
        assert required in names
    assert any(name.startswith("evidence/") for name in names)


def test_two_runs_of_one_spec_have_equal_fingerprints_and_fresh_ids(runs: Runs) -> None:
    first, second = (run / "fingerprint.txt" for run in runs.dirs)
    assert first.read_text() == second.read_text()
    assert runs.dirs[0].name != runs.dirs[1].name


def test_verify_is_clean_and_prints_what_canon_verify_prints(runs: Runs, canon) -> None:
    done = canon("verify", runs.dirs[0], "--fail-on-verify")
    assert done.returncode == 0, done.stdout + done.stderr
    assert ": PASS under strict: 0 error, 0 warning, 0 info retained" in done.stdout
    alone = canon_verify(runs.dirs[0], "--fail-on-verify")
    assert (alone.returncode, alone.stdout) == (done.returncode, done.stdout)
    as_json = canon("verify", runs.dirs[0], "--json", "--policy", "permissive")
    assert as_json.stdout == canon_verify(runs.dirs[0], "--json", "--policy", "permissive").stdout
    assert json.loads(as_json.stdout)["policy"] == "permissive"


def test_replay_is_equivalent(runs: Runs, canon) -> None:
    done = canon("replay", runs.dirs[0], "--corpus", runs.example / "corpus", "--fail-on-diff")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[0] == "equivalent"
    recorded = canon("replay", runs.dirs[1], "--recorded-tools", "--json")
    assert recorded.returncode == 0, recorded.stderr
    assert json.loads(recorded.stdout)["status"] == "equivalent"


def test_show_summarizes_the_run(runs: Runs, canon) -> None:
    done = canon("show", runs.dirs[0])
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith(f"Run {runs.dirs[0].name}  DONE")
    for section in ("Phases", "Plan", "Iterations", "Answer", "Claims", "Findings"):
        assert re.search(rf"^{section}$", out, re.MULTILINE), section
    for phase in ("INIT", "PLAN", "EXECUTE", "JUDGE", "VERIFY", "FINALIZE"):
        assert re.search(rf"^  {phase}\s+\d+\s+\d+\s+[\d.]+ ms", out, re.MULTILINE), phase
    assert "1794" in out and "university-of-carrowmere" in out
    assert "integrity: every file matches manifest.json" in out
    assert "INCOMPLETE" not in out


def test_runs_lists_newest_first(runs: Runs, canon) -> None:
    done = canon("runs", "--runs-dir", runs.runs_dir)
    assert done.returncode == 0, done.stderr
    rows = [line.split() for line in done.stdout.splitlines()[1:] if line.strip() and "run" not in line[:3]]
    listed = [row[0] for row in rows if row[0] in {d.name for d in runs.dirs}]
    assert listed == [runs.dirs[1].name, runs.dirs[0].name]
    assert all(row[1] == "quickstart" and row[2] == "DONE" for row in rows if row[0] in listed)
    quiet = canon("runs", "--runs-dir", runs.runs_dir, "-q")
    assert [Path(line).name for line in quiet.stdout.splitlines()] == listed
    assert canon("runs", "--runs-dir", runs.runs_dir).stdout == done.stdout  # the same every time


def test_run_json_names_the_run_so_a_script_can_verify_it(runs: Runs, canon) -> None:
    from canon_contracts import PipelineExecutionResult

    done = canon("run", runs.example / "spec.json", "--runs-dir", runs.work / "json-runs", "--json", "-q")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    printed = json.loads(done.stdout)
    result = PipelineExecutionResult.model_validate(printed["execution"])
    assert result.final_status.success and result.result is not None
    assert "1794" in result.result.text
    assert Path(printed["run_dir"]).name == printed["run_id"]
    assert canon("verify", printed["run_dir"]).returncode == 0


def test_tampered_evidence_is_a_finding_that_verify_exits_2_on(runs: Runs, canon) -> None:
    run = runs.copy(0, "tampered")
    evidence = sorted((run / "evidence").iterdir())[0]
    evidence.write_text(
        evidence.read_text(encoding="utf-8").replace("1", "7") + " (edited)", encoding="utf-8"
    )
    gated = canon("verify", run)
    assert gated.returncode == 2, gated.stdout + gated.stderr
    assert "FAIL" in gated.stdout.splitlines()[0]
    assert f"evidence/{evidence.name}" in gated.stdout
    assert canon("verify", run, "--exit-zero").returncode == 0
    shown = canon("show", run)
    assert shown.returncode == 0 and "integrity: " in shown.stdout and "digest_mismatch" in shown.stdout


def test_an_incomplete_run_is_reported_as_incomplete(runs: Runs, canon) -> None:
    run = runs.copy(1, "crashed")
    (run / "manifest.json").unlink()
    trace = run / "trace.jsonl"
    lines = trace.read_bytes().splitlines(keepends=True)
    trace.write_bytes(b"".join(lines[: len(lines) // 2]))  # as if killed halfway: no end record
    listed = canon("runs", "--runs-dir", run.parent)
    assert listed.returncode == 0, listed.stderr
    row = next(line for line in listed.stdout.splitlines() if line.startswith(run.name))
    assert row.split()[2] == "incomplete"
    assert "1 incomplete" in listed.stdout
    verified = canon("verify", run)
    assert verified.returncode == 2
    assert "incomplete" in verified.stdout and "FAIL" in verified.stdout.splitlines()[0]
    assert canon("verify", run, "--exit-zero").returncode == 0
    shown = canon("show", run)
    assert shown.returncode == 0, shown.stderr
    assert "INCOMPLETE: it has no manifest.json; its trace has no end record" in shown.stdout
    assert "Phases" in shown.stdout and "PLAN" in shown.stdout


def test_a_trace_with_an_unreadable_line_is_judged_naming_the_line(runs: Runs, canon) -> None:
    trace = runs.work / "garbled.jsonl"
    lines = (runs.dirs[0] / "trace.jsonl").read_bytes().splitlines(keepends=True)
    lines[2] = b"{not json\n"
    trace.write_bytes(b"".join(lines))
    done = canon("verify", trace)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == ""
    shape = next(row for row in done.stdout.splitlines() if "payload.shape" in row)
    assert "entry 1, line 3" in shape and "not JSON" in shape
