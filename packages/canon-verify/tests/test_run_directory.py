"""Run directories: hand-corrupted runs are reported through the integrity checks, each by what broke."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from canon_contracts import digest_bytes
from canon_trace.testing import build_scenario, write_run
from canon_verify import VerifyInputError, verify_run


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
