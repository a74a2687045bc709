"""show, report and export on a run whose files point out of it: nothing outside is read, nothing hangs."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from canon._cli import main

# ``lake_runs`` is the session fixture of conftest.py: an answer with its citation and an abstention.
SECRET = "OUTSIDE-SECRET-7f3a"


def _hostile(lake_runs: Any, tmp_path: Path, kind: str) -> Path:
    run = tmp_path / "runs" / lake_runs.answered.name
    shutil.copytree(lake_runs.answered, run)
    outside = tmp_path / "outside.txt"
    outside.write_text(f'{{"record": "header", "question": "{SECRET}"}}\n', encoding="utf-8")
    if kind == "trace is a symlink out":
        (run / "trace.jsonl").unlink()
        (run / "trace.jsonl").symlink_to(outside)
    elif kind == "trace is a FIFO":
        (run / "trace.jsonl").unlink()
        os.mkfifo(run / "trace.jsonl")
    else:  # the spec and the evidence point out of the run
        (run / "spec.json").unlink()
        (run / "spec.json").symlink_to(outside)
    return run


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("kind", ["trace is a symlink out", "trace is a FIFO", "spec is a symlink out"])
@pytest.mark.parametrize("command", ["show --json", "report", "export otel"])
def test_nothing_outside_the_run_is_read_and_nothing_hangs(
    lake_runs: Any, tmp_path: Path, kind: str, command: str, capsys: Any
) -> None:
    run = _hostile(lake_runs, tmp_path, kind)
    output = tmp_path / "out.html"
    args = [*command.split(), str(run)]
    if command == "report":
        args += ["-o", str(output)]
    if command == "export otel":
        args += ["-o", str(tmp_path / "spans.json")]
    # In process: the safe reader opens a FIFO without blocking, so a regression would hang here.
    status = main(args)
    captured = capsys.readouterr()
    assert status in (0, 65), captured.err
    assert "Traceback" not in captured.err and len(captured.err.splitlines()) <= 2
    written = [captured.out, output.read_text(encoding="utf-8") if output.exists() else ""]
    if (tmp_path / "spans.json").exists():
        written.append((tmp_path / "spans.json").read_text(encoding="utf-8"))
    assert all(SECRET not in text for text in written)
    if kind != "spec is a symlink out" and command == "export otel":
        assert status == 65  # no trace to export


@pytest.mark.parametrize("command", ["show --json", "show", "report", "export otel"])
def test_a_run_file_holding_a_lone_surrogate_escape_is_named_not_a_crash(
    lake_runs: Any, tmp_path: Path, command: str, capsys: Any
) -> None:
    run = tmp_path / "runs" / lake_runs.answered.name
    shutil.copytree(lake_runs.answered, run)
    meta = (run / "run.json").read_text(encoding="utf-8")
    (run / "run.json").write_text(meta.replace('"run_id": "', '"run_id": "\\ud800', 1), encoding="utf-8")
    output = tmp_path / "out"
    args = [*command.split(), str(run)]
    if command in ("report", "export otel"):
        args += ["-o", str(output)]
    status = main(args)
    captured = capsys.readouterr()
    assert status == 0, captured.err
    assert "internal error" not in captured.err and "Traceback" not in captured.err
    shown = output.read_text(encoding="utf-8") if command == "report" else captured.out
    if command != "export otel":
        assert "run.json is not valid JSON: a string holds a lone surrogate" in shown


@pytest.mark.parametrize("command", ["show", "replay", "resume"])
def test_a_fifo_named_as_the_run_is_a_usage_error_like_a_file(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "run"
    os.mkfifo(fifo)
    assert main([command, str(fifo)]) == 64  # nothing opens the FIFO, so nothing waits on a writer
    err = capsys.readouterr().err
    assert "is not a directory (a FIFO, socket or device)" in err and "Traceback" not in err
