"""A run directory read as untrusted input: the safe reader, the run status, derived files, repeated keys."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from canon_contracts import Phase, TerminationReason
from canon_trace import (
    FINGERPRINT_FILE,
    PLAN_FILE,
    RESULT_FILE,
    RUN_FILE,
    RunDirectory,
    RunFileError,
    TraceFormatError,
    derived_disagreements,
    final_result_from_trace,
    is_run_directory,
    parse_json,
    read_regular_file,
    read_run_file,
    read_run_json,
    read_trace,
    run_status,
)
from canon_trace.testing import build_scenario, build_trace, write_document, write_run, write_trace


def test_only_regular_files_inside_the_run_are_read(tmp_path: Path) -> None:
    run = RunDirectory.create(tmp_path, "run").path
    (run / "spec.json").write_text('{"question": "Q"}')
    outside = tmp_path / "outside.json"
    outside.write_text('{"question": "OUTSIDE"}')
    (run / "run.json").symlink_to(outside)
    (run / "result").symlink_to(tmp_path)
    os.mkfifo(run / "verify.json")
    assert read_run_json(run, "spec.json") == {"question": "Q"}
    for name, reason in [
        ("run.json", "is a symlink"),
        ("result/outside.json", "is a symlink"),
        ("verify.json", "not a regular file"),  # opened without blocking, then refused
        ("../outside.json", "not a path inside the run directory"),
        ("x" * 300, "not a path inside the run directory"),
    ]:
        with pytest.raises(RunFileError) as refused:
            read_run_file(run, name)
        assert reason in refused.value.reason and len(str(refused.value)) < 200
        assert not refused.value.missing
    with pytest.raises(RunFileError) as missing:
        read_run_file(run, "plan.json")
    assert missing.value.missing


def test_sizes_are_bounded_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    with open(big, "wb") as handle:
        handle.truncate(1 << 20)
    with pytest.raises(RunFileError, match="limit"):
        read_regular_file(big, max_bytes=1000)
    with pytest.raises(RunFileError, match="not a regular file"):
        read_regular_file("/dev/zero", max_bytes=1000)
    assert len(read_regular_file(big, max_bytes=1 << 20)) == 1 << 20


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"question": "a", "question": "b"}', "appears twice"),
        ('{"a": {"b": 1, "b": 2}}', "appears twice"),
        ("[" * 100_000 + "]" * 100_000, "nested deeper than"),
        ("[" * 200 + "]" * 200, "nested deeper than"),
        ('{"temperature": NaN}', "NaN is not a JSON number"),
        ('{"temperature": [-Infinity]}', "-Infinity is not a JSON number"),
        ('{"temperature": 1e400}', "1e400 is beyond a double's range"),
        ('{"run_id": "\\ud800"}', "lone surrogate"),
        ('{"\\uDC00": "key"}', "lone surrogate"),
    ],
)
def test_strict_json_refuses_ambiguity_and_depth(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        parse_json(text)


def test_strict_json_reads_a_surrogate_pair_and_the_largest_double() -> None:
    read = parse_json('{"a": "\\ud83d\\ude00", "b": 1e308, "c": -0}')
    assert read == {"a": "\U0001f600", "b": 1e308, "c": 0}


def test_run_status_is_read_from_the_manifest_and_the_end_record(tmp_path: Path) -> None:
    done = Path(write_run(tmp_path / "a", build_trace()))
    status = run_status(done)
    assert status.complete and status.phase is Phase.DONE and status.label == "DONE"
    assert status.termination_reason is TerminationReason.COMPLETED
    aborted = Path(write_run(tmp_path / "b", build_scenario(aborted_at=Phase.EXECUTE)))
    assert run_status(aborted).phase is Phase.ABORTED
    assert run_status(aborted).termination_reason is TerminationReason.FATAL_FAILURE
    unsealed = Path(write_run(tmp_path / "c", build_trace(), seal=False))
    assert run_status(unsealed).incomplete_reasons == ("it has no manifest.json",)
    assert run_status(unsealed).label == "incomplete"


def test_a_run_killed_as_it_began_is_a_run(tmp_path: Path) -> None:
    run = tmp_path / "run"
    run.mkdir()
    assert not is_run_directory(run)
    (run / ".spec.json.a1b2c3.tmp").write_text("{")
    assert is_run_directory(run)
    assert run_status(run).incomplete_reasons == ("it has no manifest.json", "it has no trace")


def test_a_write_lands_in_the_run_directory_around_it_complete_or_not(tmp_path: Path) -> None:
    from canon_trace import enclosing_run_directory

    loose = tmp_path / "loose"
    loose.mkdir()
    (loose / "trace.jsonl").write_text("{}\n")
    assert enclosing_run_directory(loose / "report.json") is None  # a trace alone makes no run
    assert enclosing_run_directory(tmp_path / "nul\x00.json") is None
    for companion in ("run.json", "spec.json", "manifest.json"):
        run = tmp_path / companion.split(".")[0]
        (run / "evidence").mkdir(parents=True)
        (run / "trace.jsonl").write_text("{}\n")
        (run / companion).write_text("{}")
        resolved = run.resolve()
        assert enclosing_run_directory(run / "report.json") == resolved
        assert enclosing_run_directory(run / "evidence" / "deep" / "x.json") == resolved
        (tmp_path / f"via-{companion}").symlink_to(run, target_is_directory=True)
        assert enclosing_run_directory(tmp_path / f"via-{companion}" / "x.json") == resolved
        (run / "trace.jsonl").unlink()
        assert enclosing_run_directory(run / "report.json") is None


def test_derived_files_are_compared_with_the_trace(tmp_path: Path) -> None:
    trace = build_trace()
    run = Path(write_run(tmp_path, trace))
    read = read_trace(run / "trace.jsonl")
    result = final_result_from_trace(read)
    directory = RunDirectory.open(run)
    (run / "manifest.json").unlink()
    directory.write_json(RESULT_FILE, result)
    directory.write_json(RUN_FILE, {"run_id": read.header.run_id, "status": "DONE", "answer": result.answer})
    directory.write_bytes(FINGERPRINT_FILE, (read.header.fingerprint.value + "\n").encode())
    fields = [d.field for d in derived_disagreements(run, read)]
    assert fields == ["decision", "termination_reason", "fingerprint"]
    directory.write_json(
        RUN_FILE,
        {
            "run_id": read.header.run_id,
            "status": "DONE",
            "decision": result.decision.value,
            "answer": result.answer,
            "termination_reason": result.termination_reason.value,
            "fingerprint": read.header.fingerprint.value,
        },
    )
    assert derived_disagreements(run, read) == []
    forged = json.loads((run / RESULT_FILE).read_text())
    forged["answer"] = "Lyon"
    directory.write_json(RESULT_FILE, forged)
    directory.write_json(PLAN_FILE, {"nodes": []})
    directory.write_bytes(FINGERPRINT_FILE, b"sha256:" + b"0" * 64)
    found = {(d.path, d.field): d for d in derived_disagreements(run, read)}
    assert set(found) == {(RESULT_FILE, "answer"), (PLAN_FILE, "(plan)"), (FINGERPRINT_FILE, "fingerprint")}
    assert found[(RESULT_FILE, "answer")].observed == "Lyon"
    assert found[(RESULT_FILE, "answer")].expected == result.answer


def test_an_unreadable_derived_file_is_named_in_one_plain_sentence(tmp_path: Path) -> None:
    trace = build_trace()
    run = Path(write_run(tmp_path, trace))
    read = read_trace(run / "trace.jsonl")
    (run / RUN_FILE).write_text('{"run_id": NaN}', encoding="utf-8")
    os.mkfifo(run / FINGERPRINT_FILE)
    found = {d.path: d.message for d in derived_disagreements(run, read)}
    assert found == {
        RUN_FILE: "run.json: (file) is a file that is not valid JSON: NaN is not a JSON number, "
        "the trace says a readable JSON file",
        FINGERPRINT_FILE: "fingerprint.txt: (file) is a file that is not a regular file (a FIFO, device or "
        "folder is never read), the trace says a readable file",
    }


def test_a_trace_line_holding_a_key_twice_is_refused(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "trace.jsonl", build_trace())
    lines = path.read_bytes().splitlines(keepends=True)
    for number in (1, 3):
        edited = list(lines)
        edited[number - 1] = edited[number - 1].replace(b'{"', b'{"run_id":"other","', 1)
        target = tmp_path / f"dup-{number}.jsonl"
        target.write_bytes(b"".join(edited))
        with pytest.raises(TraceFormatError) as refused:
            read_trace(target)
        assert refused.value.line == number and "twice" in refused.value.reason


def test_a_document_holding_a_key_twice_is_refused(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_trace())
    text = path.read_text()
    path.write_text(text.replace("{", '{"run_id": "other", ', 1))
    with pytest.raises(TraceFormatError, match="twice"):
        read_trace(path)
