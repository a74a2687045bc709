"""Run directories: hand-corrupted runs are reported through the integrity checks, each by what broke."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from canon_contracts import digest_bytes
from canon_trace import RunDirectory, TraceReader
from canon_trace.testing import build_scenario, write_run
from canon_verify import VerifyInputError, report_bytes, verify_run, verify_trace


@pytest.fixture
def run(tmp_path: Path) -> Path:
    return write_run(tmp_path / "runs", build_scenario(retrievals=2, claims=2))


def _evidence(run: Path, number: int = 0) -> Path:
    built = build_scenario(retrievals=2, claims=2)
    return (
        run
        / "evidence"
        / f"{digest_bytes(built.evidence_texts[number].encode()).removeprefix('sha256:')}.txt"
    )


def _ids(run: Path) -> set[str]:
    return {finding.check_id for finding in verify_run(run).findings}


def test_a_sealed_run_verifies_clean(run: Path) -> None:
    report = verify_run(run)
    assert report.findings == ()
    metrics = {c.check_id: c.metrics for c in report.checks}
    assert metrics["integrity.evidence"]["files"] == 2
    assert metrics["integrity.complete"] == {"run_sealed": 1, "trace_complete": 1}


def test_a_run_without_its_manifest_is_incomplete(tmp_path: Path) -> None:
    run = write_run(tmp_path / "runs", build_scenario(), seal=False)
    assert _ids(run) == {"integrity.complete"}


def test_tampered_evidence_breaks_the_manifest_and_the_evidence_digest(run: Path) -> None:
    _evidence(run).write_text("Paris is not the capital.", encoding="utf-8")
    report = verify_run(run)
    assert {f.check_id for f in report.findings} == {"integrity.manifest", "integrity.evidence"}
    evidence = next(f for f in report.findings if f.check_id == "integrity.evidence")
    assert evidence.location.path == _evidence(run).relative_to(run).as_posix()
    assert evidence.expected != evidence.observed


def test_missing_evidence_is_reported_where_it_was_registered(run: Path) -> None:
    _evidence(run, 1).unlink()
    report = verify_run(run)
    assert {f.check_id for f in report.findings} == {"integrity.manifest", "integrity.evidence"}
    evidence = next(f for f in report.findings if f.check_id == "integrity.evidence")
    assert evidence.observed == "missing"
    assert evidence.location.entry_index == 3  # INIT, PLAN, n0, then n1 registered it


def test_evidence_replaced_by_a_symlink_out_of_the_run_is_not_followed(run: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    target = _evidence(run)
    outside.write_bytes(target.read_bytes())  # even the right bytes, outside, do not count
    target.unlink()
    os.symlink(outside, target)
    assert _ids(run) == {"integrity.manifest", "integrity.evidence"}


def test_an_evidence_folder_linked_elsewhere_is_not_followed(run: Path, tmp_path: Path) -> None:
    moved = tmp_path / "elsewhere"
    (run / "evidence").rename(moved)
    os.symlink(moved, run / "evidence")
    report = verify_run(run)
    assert "integrity.evidence" in {f.check_id for f in report.findings}
    assert all("symlink" in f.message for f in report.findings if f.check_id == "integrity.evidence")


def test_an_unlisted_file_and_an_edited_manifest_break_the_manifest(run: Path) -> None:
    (run / "extra.txt").write_text("smuggled", encoding="utf-8")
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    manifest["files"]["spec.json"] = "sha256:" + "0" * 64
    (run / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    report = verify_run(run)
    assert {f.check_id for f in report.findings} == {"integrity.manifest"}
    assert {f.location.path for f in report.findings} == {"extra.txt", "spec.json"}


def test_a_manifest_path_leaving_the_run_is_reported(run: Path) -> None:
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    manifest["files"]["../escape.txt"] = "sha256:" + "0" * 64
    (run / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert _ids(run) == {"integrity.manifest"}


def test_an_edited_trace_line_breaks_the_chain_and_the_manifest(run: Path) -> None:
    trace = run / "trace.jsonl"
    trace.write_bytes(trace.read_bytes().replace(b'"spec loaded"', b'"spec LOADED"'))
    report = verify_run(run)
    assert {f.check_id for f in report.findings} == {"integrity.chain", "integrity.manifest"}
    chain = next(f for f in report.findings if f.check_id == "integrity.chain")
    assert (chain.location.line, chain.location.entry_index) == (3, 1)


def test_a_run_directory_without_a_trace_cannot_be_judged(run: Path) -> None:
    (run / "trace.jsonl").unlink()
    with pytest.raises(VerifyInputError, match="trace.jsonl is missing"):
        verify_run(run)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_trace_that_is_a_fifo_is_named_as_one_and_never_read(run: Path) -> None:
    (run / "trace.jsonl").unlink()
    os.mkfifo(run / "trace.jsonl")
    with pytest.raises(VerifyInputError, match=r"trace.jsonl is a FIFO \(named pipe\), not a regular file"):
        verify_run(run)


def test_a_trace_linked_from_outside_is_not_read(run: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.jsonl"
    (run / "trace.jsonl").rename(outside)
    os.symlink(outside, run / "trace.jsonl")
    with pytest.raises(VerifyInputError, match="symlink"):
        verify_run(run)


def test_a_file_is_not_a_run_directory(run: Path) -> None:
    with pytest.raises(VerifyInputError, match="not a run directory"):
        verify_run(run / "trace.jsonl")


def _with_report(tmp_path: Path) -> Path:
    """A sealed run whose ``verify.json`` is the strict report on its trace, as canon writes it."""
    run = write_run(tmp_path / "runs", build_scenario(retrievals=2, claims=2), seal=False)
    directory = RunDirectory.open(run)
    directory.write_bytes("verify.json", report_bytes(verify_trace(run / "trace.jsonl")))
    directory.write_manifest()
    return run


def test_the_trace_of_a_run_is_read_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = _with_report(tmp_path)
    entered: list[Path] = []
    real_enter = TraceReader.__enter__

    def counting(reader: TraceReader) -> TraceReader:
        entered.append(reader.path)
        return real_enter(reader)

    monkeypatch.setattr(TraceReader, "__enter__", counting)
    report = verify_run(run)
    assert report.findings == ()
    assert {c.check_id: c.metrics for c in report.checks}["integrity.derived"] == {"disagreements": 0}
    assert entered == [run / "trace.jsonl"]  # verify.json is judged without verifying the trace again


def test_verify_json_is_compared_with_the_report_on_the_trace_alone(tmp_path: Path) -> None:
    run = _with_report(tmp_path)
    _evidence(run, 1).unlink()  # a run-directory finding: not part of the trace's own report
    assert _ids(run) == {"integrity.manifest", "integrity.evidence"}
    written = (run / "verify.json").read_bytes()
    (run / "verify.json").write_bytes(written.replace(b'"policy":"strict"', b'"policy":"audit"'))
    report = verify_run(run)
    derived = [f for f in report.findings if f.check_id == "integrity.derived"]
    assert [(f.location.path, f.observed) for f in derived] == [("verify.json", "another report")]


def test_a_derived_file_is_compared_with_the_entries_it_comes_from(tmp_path: Path) -> None:
    run = _with_report(tmp_path)
    (run / "manifest.json").unlink()
    directory = RunDirectory.open(run)
    directory.write_bytes("fingerprint.txt", b"sha256:" + b"1" * 64 + b"\n")
    directory.write_json("plan.json", {"nodes": []})
    directory.write_manifest()
    report = verify_run(run)
    assert {(f.check_id, f.location.path, f.location.field) for f in report.findings} == {
        ("integrity.derived", "fingerprint.txt", "fingerprint"),
        ("integrity.derived", "plan.json", "(plan)"),
    }
