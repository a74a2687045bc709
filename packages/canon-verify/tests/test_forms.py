"""Every form canon-trace reads is verified alike: JSONL, the single document, and schema version 1."""

from __future__ import annotations

from pathlib import Path

from canon_trace.testing import build_scenario, write_document, write_trace
from canon_trace.testing.edits import entries, phase_is
from canon_verify import verify_trace


def _ids(path: Path) -> set[str]:
    return {finding.check_id for finding in verify_trace(path).findings}


def test_a_valid_run_verifies_clean_in_every_form(tmp_path: Path) -> None:
    built = build_scenario(retrievals=2, claims=2)
    assert _ids(write_trace(tmp_path / "t.jsonl", built)) == set()
    assert _ids(write_document(tmp_path / "t.json", built)) == set()
    assert _ids(write_document(tmp_path / "t1.json", built, version=1)) == set()


def test_a_violation_is_found_in_every_form_and_located_by_entry(tmp_path: Path) -> None:
    built = build_scenario(hooks=entries(phase_is("INIT"), ("role", "planner")))
    for path in (
        write_document(tmp_path / "t.json", built),
        write_document(tmp_path / "t1.json", built, version=1),
    ):
        (finding,) = verify_trace(path).findings
        assert finding.check_id == "lifecycle.role"
        assert (finding.location.entry_index, finding.location.line) == (0, None)


def test_documents_are_judged_as_incomplete_until_they_end(tmp_path: Path) -> None:
    assert _ids(write_document(tmp_path / "t.json", build_scenario(complete=False))) == {"integrity.complete"}


def test_a_trace_read_into_memory_gets_the_same_verdict_as_its_file(tmp_path: Path) -> None:
    from canon_trace import read_trace

    built = build_scenario(
        temperature=0.3, hooks=entries(phase_is("EXECUTE", node="n0"), ("events[1].result.tool", "x"))
    )
    path = write_trace(tmp_path / "t.jsonl", built)
    from_file, from_memory = verify_trace(path), verify_trace(read_trace(path))
    assert from_memory.subject == from_file.subject
    assert [(f.check_id, f.location.entry_index, f.message) for f in from_memory.findings] == [
        (f.check_id, f.location.entry_index, f.message) for f in from_file.findings
    ]
