"""A corpus of hostile run directories, run against every command that opens a run.

Each variant starts from one real sealed run and plants one hostility: symlinks out of the run, FIFOs, a
long manifest name, duplicate JSON keys, forged derived files (with the manifest written again over them, as
a forger would), a run killed as it began. Every command must finish (no hang), never print what lies
outside the run, never write outside the runs folder, and say what the trace says.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import canon_reason
from canon._cli import main
from canon_trace import RunDirectory, read_run_trace

QUESTION = "In what year did the Kingfisher Bridge open?"
SECRET = "OUTSIDE-SECRET"
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def _never_hang() -> Iterator[None]:
    def expire(signum: int, frame: object) -> None:
        raise TimeoutError("the command did not finish within 120 s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(120)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.fixture(scope="module")
def sealed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real, sealed run of a small spec."""
    root = tmp_path_factory.mktemp("origin")
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "bridge.md").write_text(
        "# Kingfisher Bridge\n\nThe Kingfisher Bridge opened in 1888. It was designed by Rosalind Amsel.\n",
        encoding="utf-8",
    )
    spec = root / "spec.json"
    spec.write_text(json.dumps({"version": 1, "question": QUESTION, "corpus": "corpus"}))
    return canon_reason.run_spec(spec, runs_dir=root / "runs").run_dir


def _reseal(run: Path) -> None:
    (run / "manifest.json").unlink()
    RunDirectory.open(run).write_manifest()


def _outside(run: Path) -> Path:
    outside = run.parent.parent / "outside"
    outside.mkdir(exist_ok=True)
    secret = outside / "secret.json"
    secret.write_text(json.dumps({"question": SECRET, "answer": SECRET, "status": "DONE"}))
    return secret


def _trace_symlink_out(run: Path) -> None:
    outside = _outside(run).parent / "trace.jsonl"
    shutil.copy(run / "trace.jsonl", outside)
    (run / "trace.jsonl").unlink()
    (run / "trace.jsonl").symlink_to(outside)


def _files_symlinked_out(run: Path) -> None:
    secret = _outside(run)
    for name in ("spec.json", "run.json", "config.json", "verify.json", "result/final_result.json"):
        (run / name).unlink()
        (run / name).symlink_to(secret)


def _fifos(run: Path) -> None:
    for name in ("spec.json", "run.json", "fingerprint.txt", "verify.json"):
        (run / name).unlink()
        os.mkfifo(run / name)


def _trace_fifo(run: Path) -> None:
    (run / "trace.jsonl").unlink()
    os.mkfifo(run / "trace.jsonl")


def _long_manifest_name(run: Path) -> None:
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    manifest["files"]["x" * 300 + ".txt"] = "sha256:" + "0" * 64
    (run / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def _duplicate_keys(run: Path) -> None:
    text = (run / "run.json").read_text(encoding="utf-8")
    (run / "run.json").write_text(text.replace("{", '{"status": "ABORTED", ', 1), encoding="utf-8")
    _reseal(run)


def _forged_answer(run: Path) -> None:
    for name in ("result/final_result.json", "run.json"):
        document = json.loads((run / name).read_text(encoding="utf-8"))
        document["answer"] = "FORGED-ANSWER 1066 [1]"
        (run / name).write_text(json.dumps(document), encoding="utf-8")
    _reseal(run)


def _forged_plan_and_fingerprint(run: Path) -> None:
    plan = json.loads((run / "plan.json").read_text(encoding="utf-8"))
    plan["nodes"] = plan["nodes"][:1]
    (run / "plan.json").write_text(json.dumps(plan), encoding="utf-8")
    (run / "fingerprint.txt").write_text("sha256:" + "1" * 64 + "\n", encoding="ascii")
    _reseal(run)


def _forged_report(run: Path) -> None:
    report = json.loads((run / "verify.json").read_text(encoding="utf-8"))
    report["findings"] = []
    report["checks"] = report["checks"][:1]
    (run / "verify.json").write_text(json.dumps(report), encoding="utf-8")
    _reseal(run)


def _corpus_path_etc(run: Path) -> None:
    meta = json.loads((run / "run.json").read_text(encoding="utf-8"))
    meta["corpus_path"] = "/etc"
    (run / "run.json").write_text(json.dumps(meta), encoding="utf-8")
    _reseal(run)


def _replay_folder_symlink(run: Path) -> None:
    outside = _outside(run).parent
    (run.parent / (run.name + ".replay")).symlink_to(outside)


VARIANTS: dict[str, Callable[[Path], None]] = {
    "trace symlinked out": _trace_symlink_out,
    "files symlinked out": _files_symlinked_out,
    "FIFOs": _fifos,
    "trace is a FIFO": _trace_fifo,
    "manifest name over 255 bytes": _long_manifest_name,
    "duplicate keys in run.json": _duplicate_keys,
    "forged answer": _forged_answer,
    "forged plan and fingerprint": _forged_plan_and_fingerprint,
    "forged verify.json": _forged_report,
    "corpus path /etc": _corpus_path_etc,
    "replay folder symlinked out": _replay_folder_symlink,
}


@pytest.fixture(params=list(VARIANTS))
def hostile(request: pytest.FixtureRequest, sealed: Path, tmp_path: Path) -> tuple[str, Path]:
    runs = tmp_path / "runs"
    runs.mkdir()
    run = runs / sealed.name
    shutil.copytree(sealed, run)
    VARIANTS[request.param](run)
    return request.param, run


def _canon(capsys: Any, *args: str | Path) -> tuple[int, str, str]:
    code = main([str(arg) for arg in args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _outside_untouched(run: Path) -> None:
    outside = run.parent.parent / "outside"
    if outside.exists():
        assert sorted(p.name for p in outside.iterdir()) <= ["secret.json", "trace.jsonl"]


def test_show_says_what_the_trace_says(hostile: tuple[str, Path], capsys: Any) -> None:
    name, run = hostile
    code, out, err = _canon(capsys, "show", run)
    assert code == 0, err
    assert SECRET not in out + err and "Traceback" not in err
    assert max(map(len, (out + err).splitlines())) < 1000  # every message is short
    if name.startswith("forged") and name != "forged verify.json":
        assert "DISAGREES WITH THE TRACE" in out
        answer = out.split("\nAnswer\n", 1)[1].splitlines()[0]
        assert "FORGED" not in answer and "1888" in answer
    if name == "forged verify.json":
        assert "integrity.derived" in out and "verify.json" in out


def test_runs_lists_what_the_trace_says(hostile: tuple[str, Path], capsys: Any) -> None:
    name, run = hostile
    code, out, err = _canon(capsys, "runs", "--runs-dir", run.parent)
    assert code == 0, err
    assert SECRET not in out + err and "FORGED" not in out
    row = next(line for line in out.splitlines() if line.startswith(run.name))
    if name.startswith("forged") and name != "forged verify.json":
        assert "[files disagree with the trace]" in row
    if name == "duplicate keys in run.json":
        assert "ABORTED" not in row


def test_verify_reads_nothing_outside_and_finds_the_forgery(hostile: tuple[str, Path], capsys: Any) -> None:
    name, run = hostile
    code, out, err = _canon(capsys, "verify", run, "--fail-on-verify")
    assert SECRET not in out + err and "Traceback" not in err
    if name in ("trace symlinked out", "trace is a FIFO"):
        assert code == 65 and len(err.splitlines()) <= 2
        return
    if name in ("corpus path /etc", "replay folder symlinked out"):
        assert code == 0, out
        return
    assert code == 2, out + err
    if name.startswith("forged") or name == "duplicate keys in run.json":
        assert "integrity.derived" in out
    if name == "manifest name over 255 bytes":
        assert "longer than 255 bytes" in out and "x" * 300 not in out
        assert "missing_file" not in out  # the other entries were still checked, and they hold


def test_replay_refuses_and_writes_nothing_outside(hostile: tuple[str, Path], capsys: Any) -> None:
    name, run = hostile
    code, out, err = _canon(capsys, "replay", run, "--recorded-tools")
    assert SECRET not in out + err and "Traceback" not in err
    _outside_untouched(run)
    if name == "corpus path /etc":
        assert code == 0 and out.startswith("equivalent")  # tools served from the trace: /etc is not read
        code, out, err = _canon(capsys, "replay", run)
        assert code == 65 and "--recorded-tools" in err
        return
    assert code == 65, out + err
    assert len(err.strip().splitlines()) <= 2 and len(err) < 1000


def test_a_run_killed_as_it_began_is_listed_and_shown_incomplete(tmp_path: Path, capsys: Any) -> None:
    run = tmp_path / "runs" / "20250101T000000Z-0badc0de"
    run.mkdir(parents=True)
    (run / ".spec.json.k2j3h4.tmp").write_text('{"version": 1, "question": "Wh', encoding="utf-8")
    code, out, _ = _canon(capsys, "runs", "--runs-dir", tmp_path / "runs")
    assert code == 0 and run.name in out and "incomplete" in out
    code, out, _ = _canon(capsys, "show", run)
    assert code == 0 and "INCOMPLETE: it has no manifest.json; it has no trace" in out


def test_concurrent_replays_of_one_run_each_get_their_own_folder(sealed: Path, tmp_path: Path) -> None:
    run = tmp_path / "runs" / sealed.name
    shutil.copytree(sealed, run)
    command = [sys.executable, "-m", "canon", "replay", str(run), "--recorded-tools", "--fail-on-diff"]
    replays = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(4)]
    for replay in replays:
        out, err = replay.communicate(timeout=300)
        assert replay.returncode == 0, err
        assert out.decode().startswith("equivalent")
    folders = list((tmp_path / "runs" / (sealed.name + ".replay")).iterdir())
    assert len(folders) == 4 and all((folder / "trace.jsonl").is_file() for folder in folders)


def test_ctrl_c_as_the_run_is_sealed_reports_the_status_it_recorded(
    tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_manifest = RunDirectory.write_manifest

    def sealed_then_interrupted(self: RunDirectory) -> Any:
        write_manifest(self)
        raise KeyboardInterrupt

    monkeypatch.setattr(RunDirectory, "write_manifest", sealed_then_interrupted)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "bridge.md").write_text("The Kingfisher Bridge opened in 1888.\n", encoding="utf-8")
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"version": 1, "question": QUESTION, "corpus": "corpus"}))
    code, _, err = _canon(capsys, "run", spec, "--runs-dir", tmp_path / "runs")
    (run,) = (tmp_path / "runs").iterdir()
    recorded = read_run_trace(run).end
    assert recorded is not None and not recorded.termination_reason.ends_aborted
    assert code == 0
    assert "the run ended DONE" in err and "ABORTED" not in err


def test_a_full_disk_is_an_environment_failure(
    tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "bridge.md").write_text("The Kingfisher Bridge opened in 1888.\n", encoding="utf-8")
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"version": 1, "question": QUESTION, "corpus": "corpus"}))
    real_write = os.write
    written = [0]

    def filling(fd: int, data: Any) -> int:
        written[0] += len(data)
        if written[0] > 4096:  # the disk fills up a few kilobytes into the trace
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", filling)
    code, _, err = _canon(capsys, "run", spec, "--runs-dir", tmp_path / "runs")
    monkeypatch.setattr(os, "write", real_write)
    assert code == 74, err
    assert "canon run: environment failure: the disk is full" in err
    (run,) = (tmp_path / "runs").iterdir()
    code, out, _ = _canon(capsys, "show", run)
    assert code == 0 and "incomplete" in out.splitlines()[0]
