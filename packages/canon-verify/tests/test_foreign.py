"""Single documents that canon's reader refuses are still judged: foreign producers' traces get reports.

The fixtures in ``data/foreign`` were written by bijux-canon-agent 0.3.9 (see the README there).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from canon_contracts import Severity
from canon_trace.testing import build_scenario, write_document, write_trace
from canon_verify import CHECKS, VerifyInputError, main, verify_trace

FOREIGN = Path(__file__).resolve().parent / "data" / "foreign"
TRACES = ("bijux_dry_run.json", "bijux_cli_aborted.json")
LIFECYCLE = {check for check in CHECKS if check.startswith(("lifecycle.", "work."))}


def _where(report: Any, check: str) -> set[tuple[int | None, str | None]]:
    return {(f.location.entry_index, f.location.field) for f in report.findings if f.check_id == check}


@pytest.mark.parametrize("name", TRACES)
def test_a_foreign_trace_gets_a_report_with_findings(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    report = verify_trace(FOREIGN / name)
    unknown = _where(report, "payload.unknown_member")
    assert (None, "status") in unknown  # their run status has no counterpart: ignored, and said so
    assert (0, "agent_id") in unknown and (0, "replay.model_id") in unknown
    assert all(f.severity is Severity.INFO for f in report.findings if f.check_id == "payload.unknown_member")
    shape = _where(report, "payload.shape")
    # What ours requires and theirs lacks is named, never invented.
    assert {(None, "fingerprint"), (None, "input_hash"), (0, "duration_ms")} <= shape
    assert report.subject.entry_count == len(json.loads((FOREIGN / name).read_text())["entries"])
    assert main([str(FOREIGN / name)]) == 2
    assert "FAIL under strict" in capsys.readouterr().out
    assert main([str(FOREIGN / name), "--exit-zero"]) == 0


def test_their_names_that_mean_ours_are_mapped_not_reported() -> None:
    report = verify_trace(FOREIGN / "bijux_dry_run.json")
    named = {f.location.field for f in report.findings}
    # started_at, model_metadata, replay_status, start_time, ... were taken as ours.
    for theirs in ("started_at", "model_metadata", "replay_status", "trace_schema_version", "start_time"):
        assert not any(field and field.split(".")[0] == theirs for field in named), theirs
    assert not any(f.check_id in ("payload.schema_version", "payload.runtime") for f in report.findings)
    assert (None, "convergence_reason") in _where(report, "payload.shape")  # 'stability' is not ours


def test_a_document_that_does_not_form_records_is_judged_by_payload_checks_only() -> None:
    report = verify_trace(FOREIGN / "bijux_cli_aborted.json")
    performed = {check.check_id for check in report.checks}
    assert performed.isdisjoint(LIFECYCLE)
    assert {"payload.shape", "payload.unknown_member", "integrity.complete"} <= performed


def test_an_unknown_member_in_our_own_document_is_info_and_every_check_runs(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    document["producer_note"] = "written elsewhere"
    document["entries"][2]["agent_id"] = "executor-7"
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert [(f.check_id, f.location.entry_index, f.location.field) for f in report.findings] == [
        ("payload.unknown_member", None, "producer_note"),
        ("payload.unknown_member", 2, "agent_id"),
    ]
    assert {check.check_id for check in report.checks} >= LIFECYCLE
    assert main([str(path)]) == 0  # info findings do not gate


def test_a_misshapen_member_is_an_error_and_the_rest_is_still_judged(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    document["entries"][1]["scores"] = {"quality": "high"}  # optional: dropped, the entry still forms
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert _where(report, "payload.shape") == {(1, "scores")}
    assert {check.check_id for check in report.checks} >= LIFECYCLE


def test_an_unsupported_schema_version_is_a_finding_when_the_document_has_entries(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    document["schema_version"] = 7
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert "payload.schema_version" in {f.check_id for f in report.failures}


@pytest.mark.parametrize(
    "text",
    ["not json at all", "[]", "{}", '{"entries": []}', '{"entries": {}}', '"a string"', "{" * 50],
)
def test_what_is_not_a_trace_is_still_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "trace.json"
    path.write_text(text)
    with pytest.raises(VerifyInputError):
        verify_trace(path)
    assert main([str(path)]) == 65


def test_hostile_entries_get_a_report_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "trace.json"
    hostile = {
        "run_id": ["x", 1e20],
        "entries": [None, 3, {"index": "0", "events": [{"kind": "nope"}] * 3}, {"phase": {"a": [[[]]]}}],
        "termination_reason": 7,
    }
    path.write_text(json.dumps(hostile))
    report = verify_trace(path)
    assert {"payload.shape", "payload.run_id"} <= {f.check_id for f in report.failures}
    assert report.subject.entry_count == 4


# ------------------------------------------------------------------------------- JSONL the reader refuses


def _jsonl(tmp_path: Path) -> tuple[Path, list[dict[str, Any]]]:
    path = write_trace(tmp_path / "trace.jsonl", build_scenario())
    return path, [json.loads(line) for line in path.read_text().splitlines()]


def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines))
    return path


def test_an_unknown_member_in_a_jsonl_entry_is_info_and_breaks_only_the_chain(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    records[3]["producer_span"] = "abc"  # the edit changes the line's bytes: the next record's link breaks
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    report = verify_trace(_write_lines(path, lines))
    found = {(f.check_id, f.location.entry_index, f.location.line, f.location.field) for f in report.findings}
    assert ("payload.unknown_member", 2, 4, "producer_span") in found
    assert {f.check_id for f in report.findings} == {"payload.unknown_member", "integrity.chain"}
    assert {check.check_id for check in report.checks} >= LIFECYCLE


def test_a_jsonl_line_that_is_not_json_is_a_finding_and_the_rest_is_judged(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[2] = lines[2][: len(lines[2]) // 2]  # a torn write in the middle of the file
    report = verify_trace(_write_lines(path, lines))
    shape = [f for f in report.findings if f.check_id == "payload.shape"]
    assert [(f.location.entry_index, f.location.line) for f in shape] == [(1, 3)]
    assert "integrity.chain" in {f.check_id for f in report.failures}
    assert report.subject.entry_count == len(records) - 2
    assert main([str(path)]) == 2


def test_jsonl_whose_first_line_is_no_header_is_not_a_trace(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record) for record in records[1:]]
    _write_lines(path, lines)
    with pytest.raises(VerifyInputError):
        verify_trace(path)


def test_an_entry_that_forms_no_record_is_counted_and_the_others_are_fully_judged(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    del document["entries"][1]["role"]
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert (1, "role") in _where(report, "payload.shape")
    assert {check.check_id for check in report.checks} >= LIFECYCLE
    assert report.subject.entry_count == len(document["entries"])
