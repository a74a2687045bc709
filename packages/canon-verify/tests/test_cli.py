"""The canon-verify command: output, exit status, and one-line errors, run as a user runs it."""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import canon_verify._verify
from canon_trace.testing import build_scenario, write_run, write_trace
from canon_trace.testing.edits import entries, phase_is
from canon_verify import main

# The console script installed beside this interpreter (a venv's bin/), else the one on PATH.
_BESIDE = Path(sys.executable).with_name("canon-verify")
COMMAND = str(_BESIDE) if _BESIDE.is_file() else shutil.which("canon-verify") or ""
ERROR_LINE = re.compile(
    r"^canon-verify: error: (?P<path>[^\n]+?)(?::(?P<line>\d+))?: (?P<reason>.+?)"
    r"( \(field (?P<field>[^)]+)\))?$"
)


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    command = [COMMAND] if COMMAND else [sys.executable, "-m", "canon_verify"]
    return subprocess.run([*command, *args], capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def traces(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("cli")
    bad = build_scenario(temperature=0.3, hooks=entries(phase_is("INIT"), ("stop_reason", "converged")))
    return {
        "clean": write_trace(folder / "clean.jsonl", build_scenario()),
        "bad": write_trace(folder / "bad.jsonl", bad),
        "run": write_run(folder / "runs", build_scenario(run_id="run-9")),
    }


def test_the_command_is_installed_and_runs_as_a_module(traces: dict[str, Path]) -> None:
    assert COMMAND, "canon-verify is not on PATH"
    done = subprocess.run(
        [sys.executable, "-m", "canon_verify", str(traces["clean"])],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and "PASS" in done.stdout


def test_a_clean_trace_exits_0_with_a_summary_line(traces: dict[str, Path]) -> None:
    done = _run(str(traces["clean"]))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith(f"{traces['clean']}: PASS under strict: 0 error, 0 warning")
    assert done.stderr == ""


def test_error_findings_exit_2_unless_exit_zero_is_given(
    traces: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    gated = _run(str(traces["bad"]))
    assert gated.returncode == 2
    assert "lifecycle.temperature" in gated.stdout and "INV-RPL-003" in gated.stdout
    assert main([str(traces["bad"]), "--exit-zero"]) == 0
    assert "FAIL under strict" in capsys.readouterr().out  # the report still says what it found
    assert main([str(traces["bad"]), "--policy", "audit"]) == 0
    assert (
        main([str(traces["bad"]), "--fail-on-verify"]) == 2
    )  # the old opt-in is the default, still accepted


def test_a_run_directory_is_verified_with_its_integrity_checks(
    traces: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(traces["run"]), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert "integrity.manifest" in {check["check_id"] for check in report["checks"]}
    assert report["subject"]["run_id"] == "run-9"


def test_json_and_output_give_the_same_report_bytes(traces: dict[str, Path], tmp_path: Path) -> None:
    target = tmp_path / "verify.json"
    done = subprocess.run(
        [COMMAND, str(traces["bad"]), "--json", "--output", str(target)], capture_output=True, check=False
    )
    assert done.returncode == 2  # error findings
    assert target.read_bytes() == done.stdout
    assert json.loads(done.stdout)["policy"] == "strict"
    assert [p.name for p in tmp_path.iterdir()] == ["verify.json"]  # no temporary file left behind


def test_a_misshapen_member_is_a_finding_naming_line_and_field(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "t.jsonl", build_scenario())
    lines = path.read_bytes().split(b"\n")
    lines[2] = lines[2].replace(b'"phase":"PLAN"', b'"phase":"LUNCH"')
    path.write_bytes(b"\n".join(lines))
    done = _run(str(path), "--json")
    assert done.returncode == 2 and done.stderr == ""
    report = json.loads(done.stdout)
    shape = [f["location"] for f in report["findings"] if f["check_id"] == "payload.shape"]
    assert shape == [{"entry_index": 1, "event_index": None, "field": "phase", "line": 3, "path": None}]


def test_a_schema_version_this_verifier_does_not_read_is_a_finding(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "t.jsonl", build_scenario())
    lines = path.read_bytes().split(b"\n")
    lines[0] = lines[0].replace(b'"schema_version":2', b'"schema_version":9')
    path.write_bytes(b"\n".join(lines))
    report = json.loads(_run(str(path), "--json", "--exit-zero").stdout)
    failed = {f["check_id"] for f in report["findings"] if f["severity"] == "error"}
    assert "payload.schema_version" in failed
    assert not any(check["check_id"].startswith("lifecycle.") for check in report["checks"])


@pytest.mark.parametrize(
    "content", [b"", b"\x00\x01binary\xff", b"[1, 2, 3]\n", b'{"record": "header"}\n', b"not json at all\n"]
)
def test_what_is_not_a_trace_exits_65(
    tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(content)
    assert main([str(path)]) == 65
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.startswith("canon-verify: error: ")


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["--policy", "lenient", "x"],
        ["--bogus", "x"],
        ["a", "b"],
        ["/no/such/trace.jsonl"],
        ["nul\x00.jsonl"],
    ],
)
def test_usage_errors_exit_64(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 64
    err = capsys.readouterr().err
    assert "usage: canon-verify" in err and "Traceback" not in err


@pytest.mark.parametrize("link", ["dangling", "loop"])
def test_a_symlink_that_leads_to_no_file_is_as_missing(
    link: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "trace.jsonl"
    if link == "dangling":
        path.symlink_to(tmp_path / "gone.jsonl")
    else:
        path.symlink_to(tmp_path / "other.jsonl")
        (tmp_path / "other.jsonl").symlink_to(path)
    assert main([str(path)]) == 64
    err = capsys.readouterr().err
    assert "a symlink that leads to no file" in err and "Traceback" not in err


def test_an_output_that_cannot_be_written_is_a_usage_error(traces: dict[str, Path], tmp_path: Path) -> None:
    assert main([str(traces["clean"]), "--output", str(tmp_path / "missing" / "verify.json")]) == 64
    assert main([str(traces["clean"]), "--output", str(tmp_path / "nul\x00.json")]) == 64


@pytest.mark.parametrize("name", ["manifest.json", "trace.jsonl", "evidence/report.json", "report.json"])
def test_an_output_that_would_write_over_the_run_verified_is_refused(
    traces: dict[str, Path], tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    shutil.copytree(traces["run"], run)
    (tmp_path / "via").symlink_to(run, target_is_directory=True)
    before = {p: p.read_bytes() for p in run.rglob("*") if p.is_file()}
    for verified in (run, run / "trace.jsonl"):
        assert main([str(verified), "--output", str(tmp_path / "via" / name)]) == 64
        assert "would write" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in run.rglob("*") if p.is_file()} == before


@pytest.mark.parametrize("companion", ["run.json", "spec.json"])
@pytest.mark.parametrize("name", ["run.json", "trace.jsonl", "report.json", "evidence/report.json"])
def test_an_output_into_an_incomplete_run_is_refused(
    traces: dict[str, Path], tmp_path: Path, companion: str, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # A run that has no manifest yet (crashed or still going) holds its trace beside run.json or spec.json.
    run = tmp_path / "run"
    shutil.copytree(traces["run"], run)
    (run / "manifest.json").unlink()
    for other in ("run.json", "spec.json"):
        if other != companion:
            (run / other).unlink(missing_ok=True)
    (run / companion).write_text("{}", encoding="utf-8")
    (tmp_path / "via").symlink_to(run, target_is_directory=True)
    before = {p: p.read_bytes() for p in run.rglob("*") if p.is_file()}
    for output in (run / name, tmp_path / "via" / name):
        assert main([str(run / "trace.jsonl"), "--output", str(output)]) == 64
        err = capsys.readouterr().err
        assert err.splitlines()[-1].startswith("canon-verify: error: --output ") and "Traceback" not in err
        assert err.splitlines()[-1].endswith("; write the report elsewhere")
    assert {p: p.read_bytes() for p in run.rglob("*") if p.is_file()} == before


def test_an_output_into_another_run_directory_is_refused(traces: dict[str, Path], tmp_path: Path) -> None:
    run = tmp_path / "run"
    shutil.copytree(traces["run"], run)
    assert main([str(traces["clean"]), "--output", str(run / "result" / "report.json")]) == 64
    assert not (run / "result" / "report.json").exists()


def test_a_report_beside_a_loose_trace_is_written(traces: dict[str, Path], tmp_path: Path) -> None:
    loose = tmp_path / "trace.jsonl"
    shutil.copyfile(traces["clean"], loose)
    assert main([str(loose), "--output", str(tmp_path / "report.json")]) == 0
    assert json.loads((tmp_path / "report.json").read_bytes())["summary"]["checks_failed"] == 0
    assert main([str(loose), "--output", str(loose)]) == 64  # but never over the trace itself
    assert loose.read_bytes() == traces["clean"].read_bytes()


def test_a_fifo_is_named_as_one_and_exits_65(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs FIFOs")
    os.mkfifo(tmp_path / "trace.jsonl")
    assert main([str(tmp_path / "trace.jsonl")]) == 65  # refused before it is opened: never waited on
    assert main([str(tmp_path)]) == 65
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        f"canon-verify: error: {tmp_path / 'trace.jsonl'}: is a FIFO (named pipe), not a regular file",
        f"canon-verify: error: {tmp_path}: trace.jsonl is a FIFO (named pipe), not a regular file",
    ]


def test_a_full_disk_under_output_exits_74_with_one_line(
    traces: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_write = os.write

    def full(fd: int, data: Any) -> int:
        if fd > 2:  # the report file; the terminal still works
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
    target = tmp_path / "verify.json"
    code = main([str(traces["clean"]), "--output", str(target)])
    monkeypatch.setattr(os, "write", real_write)
    err = capsys.readouterr().err
    assert code == 74, err
    assert err.splitlines() == [
        f"canon-verify: environment failure: the disk is full ({os.strerror(errno.ENOSPC)}): "
        f"cannot write --output {target}"
    ]
    assert list(tmp_path.iterdir()) == []  # no temporary file is left behind, no partial report


def test_help_and_version_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    for flag in ("--help", "--version"):
        with pytest.raises(SystemExit) as exited:
            main([flag])
        assert exited.value.code == 0
    assert "canon-verify" in capsys.readouterr().out


def test_help_imports_neither_the_contracts_nor_typing_pathlib_json() -> None:
    code = (
        "import sys\n"
        "from canon_verify._cli import main\n"
        "try:\n"
        "    main(['--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(' '.join(sorted(sys.modules)), file=sys.stderr)\n"
    )
    bare = "import sys; print(' '.join(sorted(sys.modules)), file=sys.stderr)"
    loaded, at_start = (
        set(
            subprocess.run(
                [sys.executable, "-c", c], capture_output=True, text=True, check=True
            ).stderr.split()
        )
        for c in (code, bare)
    )
    heavy = {"typing", "pathlib", "json", "pydantic", "msgspec", "canon_contracts", "canon_trace"}
    assert "argparse" in loaded and (loaded - at_start) & heavy == set()


def test_the_findings_table_is_aligned(traces: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    main([str(traces["bad"])])
    table = capsys.readouterr().out.splitlines()[2:]
    assert table[0].split() == ["SEVERITY", "CHECK", "INVARIANT", "WHERE", "MESSAGE"]
    starts = [table[0].index(title) for title in ("CHECK", "INVARIANT", "WHERE", "MESSAGE")]
    for row in table[1:]:
        for start in starts:
            assert row[start - 2 : start] == "  " and row[start] != " ", row
    assert len(table) == 3  # error and warning rows under the titles


def test_control_characters_never_reach_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hostile = build_scenario(
        hooks=entries(phase_is("EXECUTE", node="n0"), ("events[1].result.tool", "x\x1b[2Jy"))
    )
    path = write_trace(tmp_path / "evil\x1b[31m.jsonl", hostile)
    assert main([str(path)]) == 2  # the tool names disagree
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\\x1b" in out


def test_an_internal_error_is_one_line_unless_debugging(
    traces: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(canon_verify._verify, "verify_trace", broken)
    assert main([str(traces["clean"])]) == 70
    assert (
        capsys.readouterr().err
        == "canon-verify: internal error: RuntimeError: boom (run with --debug for a traceback)\n"
    )
    with pytest.raises(RuntimeError):
        main([str(traces["clean"]), "--debug"])
