"""Progress of a long verification: a callback with the bytes read, and the commands' display on stderr."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest

from canon_trace.testing import build_scenario, write_run, write_trace
from canon_verify import VerifyProgress, main, progress_for, report_bytes, verify_run, verify_trace
from canon_verify._progress import PROGRESS_EVERY, SHOWN_FROM

PLAIN = re.compile(
    r"^canon-verify (?P<path>.+): read (?P<done>[\d.]+) of (?P<total>[\d.]+) MiB \((?P<pct>\d+)%\)$"
)


@pytest.fixture(scope="module")
def long_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A valid trace of more than two progress steps of entries."""
    path = tmp_path_factory.mktemp("progress") / "long.jsonl"
    write_trace(path, build_scenario(retrievals=2 * PROGRESS_EVERY + 40))
    return path


def test_the_callback_sees_the_bytes_read_grow_to_the_whole_file(long_trace: Path) -> None:
    seen: list[int] = []
    report = verify_trace(long_trace, progress=seen.append)
    size = long_trace.stat().st_size
    assert report.subject.entry_count > 2 * PROGRESS_EVERY
    assert len(seen) == report.subject.entry_count // PROGRESS_EVERY + 1
    assert seen == sorted(seen) and 0 < seen[0] < size
    assert seen[-1] == size
    # Watching changes nothing in the report.
    assert report_bytes(report) == report_bytes(verify_trace(long_trace))


def test_a_run_directory_reports_the_progress_of_its_trace(tmp_path: Path) -> None:
    run = write_run(tmp_path / "runs", build_scenario(run_id="run-progress", retrievals=PROGRESS_EVERY + 5))
    seen: list[int] = []
    report = verify_run(run, progress=seen.append)
    assert seen[-1] == (run / "trace.jsonl").stat().st_size
    assert report_bytes(report) == report_bytes(verify_run(run))


def test_progress_on_a_pipe_is_a_line_per_tenth_and_stdout_keeps_only_the_report(
    long_trace: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(long_trace), "--json"]) == 0
    plain = capsys.readouterr()
    assert plain.err == ""  # not a terminal, not asked: nothing shown
    assert main([str(long_trace), "--json", "--progress"]) == 0
    shown = capsys.readouterr()
    assert shown.out == plain.out
    lines = shown.err.splitlines()
    matches = [PLAIN.match(line) for line in lines]
    assert all(matches), lines
    percents = [int(m["pct"]) for m in matches if m]
    assert percents == sorted(set(percents)) and percents[-1] == 100 and len(percents) >= 2
    last = matches[-1]
    assert last is not None and last["path"] == str(long_trace) and last["done"] == last["total"]


def test_no_progress_shows_nothing(long_trace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(long_trace), "--no-progress"]) == 0
    assert capsys.readouterr().err == ""


def test_the_default_shows_progress_only_on_a_terminal_and_for_a_large_trace(
    long_trace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stderr", Terminal())
    monkeypatch.delenv("TERM", raising=False)
    assert progress_for(long_trace, wanted=None, label="x") is None  # small
    assert progress_for(long_trace, wanted=False, label="x") is None
    monkeypatch.setattr("canon_verify._progress.SHOWN_FROM", long_trace.stat().st_size)
    shown = progress_for(long_trace, wanted=None, label="x")
    assert shown is not None and shown._live
    monkeypatch.setenv("TERM", "dumb")
    assert progress_for(long_trace, wanted=None, label="x") is None
    assert SHOWN_FROM == 64 * 1024 * 1024


def test_the_live_bar_ends_cleared_and_the_verification_is_unchanged(long_trace: Path) -> None:
    stream = io.StringIO()
    with VerifyProgress(long_trace.stat().st_size, "canon-verify long", live=True, stream=stream) as bar:
        report = verify_trace(long_trace, progress=bar)
    assert report_bytes(report) == report_bytes(verify_trace(long_trace))
    assert "read" not in stream.getvalue()  # the bar, not plain lines


def test_a_closed_stderr_does_not_stop_the_verification(long_trace: Path) -> None:
    stream = io.StringIO()
    stream.close()
    with VerifyProgress(long_trace.stat().st_size, "canon-verify long", live=False, stream=stream) as shown:
        report = verify_trace(long_trace, progress=shown)
    assert report.subject.entry_count > 2 * PROGRESS_EVERY


def test_a_missing_trace_in_a_run_directory_still_gets_its_one_line_error(tmp_path: Path) -> None:
    (tmp_path / "empty-run").mkdir()
    assert progress_for(tmp_path / "empty-run", wanted=True, label="x") is not None
    assert main([os.fspath(tmp_path / "empty-run"), "--progress"]) == 65
