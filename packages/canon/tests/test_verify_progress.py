"""``canon verify`` shows the progress of a long verification on stderr as ``canon-verify`` does."""

from __future__ import annotations

from pathlib import Path

import pytest

from canon._cli import main
from canon_trace.testing import build_scenario, write_trace


def test_progress_goes_to_stderr_and_the_report_is_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    trace = write_trace(tmp_path / "long.jsonl", build_scenario(retrievals=1100))
    assert main(["verify", str(trace), "--json"]) == 0
    plain = capsys.readouterr()
    assert plain.err == ""  # not a terminal, not asked
    assert main(["verify", str(trace), "--json", "--progress"]) == 0
    shown = capsys.readouterr()
    assert shown.out == plain.out
    lines = shown.err.splitlines()
    assert lines and all(line.startswith(f"canon verify {trace}: read ") for line in lines)
    assert lines[-1].endswith("(100%)")
    assert main(["verify", str(trace), "--no-progress"]) == 0
    assert capsys.readouterr().err == ""
