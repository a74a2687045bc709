"""The report: content-derived id, ordered findings, the judged trace's identity, byte-identical output."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from canon_contracts import VerificationReport, digest
from canon_trace.testing import build_scenario, write_run, write_trace
from canon_trace.testing.edits import OTHER_DIGEST, entries, every_entry, phase_is
from canon_verify import MAX_FINDINGS_PER_CHECK, report_bytes, verify_trace

# Findings spread over several entries and checks.
SEVERAL = {
    "temperature": 0.3,
    "retrievals": 2,
    "hooks": {
        **entries(phase_is("EXECUTE", node="n1"), ("events[1].result.tool", "search"), ("fingerprint", None)),
        "header": lambda fields: fields["model"].update(max_tokens=None),
    },
}


@pytest.fixture(scope="module")
def several(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_trace(tmp_path_factory.mktemp("report") / "trace.jsonl", build_scenario(**SEVERAL))


def test_the_report_id_is_the_digest_of_every_other_field(several: Path) -> None:
    report = verify_trace(several)
    assert report.report_id == digest(report.model_dump(mode="json", exclude={"report_id"}))


def test_the_document_is_the_canonical_report(several: Path) -> None:
    report = verify_trace(several)
    document = report_bytes(report)
    assert document.endswith(b"\n") and document.count(b"\n") == 1
    assert VerificationReport.model_validate_json(document) == report


def test_findings_are_ordered_by_entry_then_check_then_location(several: Path) -> None:
    findings = verify_trace(several).findings
    keys = [(-1 if f.location.entry_index is None else f.location.entry_index, f.check_id) for f in findings]
    assert keys == sorted(keys)
    assert keys[0][0] == -1  # trace-level findings (the header's) come first
    assert len({entry for entry, _ in keys}) >= 2


def test_the_subject_identifies_the_judged_trace(several: Path) -> None:
    report = verify_trace(several)
    built = build_scenario(**SEVERAL)
    assert report.subject.run_id == "run-1"
    assert report.subject.trace_digest == "sha256:" + hashlib.sha256(several.read_bytes()).hexdigest()
    assert report.subject.fingerprint == built.header.fingerprint.value
    assert report.subject.entry_count == len(built.entries)


def test_the_summary_counts_what_was_read_and_found(several: Path) -> None:
    report = verify_trace(several)
    summary = report.summary
    assert summary["entries"] == report.subject.entry_count
    assert summary["bytes"] == several.stat().st_size
    assert summary["checks"] == len(report.checks)
    assert summary["checks_failed"] == sum(not c.passed for c in report.checks)
    assert summary["retained"] == len(report.findings) == summary["findings"]
    assert summary["complete"] == 1
    assert {c.check_id: c.passed for c in report.checks}["work.tool_pairing"] is False


def test_the_same_trace_anywhere_gives_the_same_report(several: Path, tmp_path: Path) -> None:
    moved = tmp_path / "elsewhere" / "copy.jsonl"
    moved.parent.mkdir()
    moved.write_bytes(several.read_bytes())
    assert report_bytes(verify_trace(moved)) == report_bytes(verify_trace(several))


def test_a_check_keeps_its_first_findings_and_counts_them_all() -> None:
    many = build_scenario(
        retrievals=MAX_FINDINGS_PER_CHECK + 5,
        claims=0,
        hooks=every_entry(("replay.input_hash", OTHER_DIGEST)),
    )
    report = verify_trace(many)
    kept = [f for f in report.findings if f.check_id == "lifecycle.run_binding"]
    result = next(c for c in report.checks if c.check_id == "lifecycle.run_binding")
    assert len(kept) == MAX_FINDINGS_PER_CHECK
    assert result.findings == len(many.entries)
    assert result.metrics["findings_dropped"] == len(many.entries) - MAX_FINDINGS_PER_CHECK
    assert [f.location.entry_index for f in kept] == list(range(MAX_FINDINGS_PER_CHECK))


def _json_in_subprocess(path: Path, seed: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run(
        [sys.executable, "-m", "canon_verify", str(path), "--json"], capture_output=True, env=env, check=False
    )
    assert done.returncode in (0, 2), done.stderr
    return done.stdout


def test_reports_are_byte_identical_across_processes(several: Path, tmp_path: Path) -> None:
    run = write_run(
        tmp_path / "runs",
        build_scenario(retrievals=3, claims=3, hooks=entries(phase_is("INIT"), ("stop_reason", "converged"))),
    )
    for subject in (several, run):
        assert _json_in_subprocess(subject, "1") == _json_in_subprocess(subject, "4242")


def test_unanswered_calls_are_reported_first_in_trace_order_and_all_counted() -> None:
    calls = [
        {"kind": "tool_call", "call": {"call_id": f"open-{n}", "tool": "retrieve"}}
        for n in range(MAX_FINDINGS_PER_CHECK + 7)
    ]
    unanswered = build_scenario(claims=0, hooks=entries(phase_is("EXECUTE", node="n0"), ("events", calls)))
    report = verify_trace(unanswered)
    kept = [f for f in report.findings if f.check_id == "work.tool_pairing"]
    result = next(c for c in report.checks if c.check_id == "work.tool_pairing")
    assert result.findings == len(calls)
    assert [f.location.event_index for f in kept] == list(range(MAX_FINDINGS_PER_CHECK))
    assert kept[0].message == "tool call 'open-0' (retrieve) has no result"
