"""Single-document traces (schema version 2) and version 1 traces load, upgraded to version 2 records with a
synthesized index and hash chain; what they cannot express is refused with the member's path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from canon_contracts import Phase, Replayability, StopReason, TerminationReason, digest_bytes
from canon_trace import (
    LineTooLongError,
    SourceFormat,
    TraceFormatError,
    TraceReader,
    TraceStatus,
    UnsupportedSchemaError,
    canonical_json,
    read_trace,
    upgrade_document,
)
from canon_trace.testing import records_of, write_sample

DATA = Path(__file__).resolve().parent / "data"
END_MEMBERS = (
    "termination_reason",
    "stop_reason",
    "convergence_hash",
    "convergence_reason",
    "completed_at",
    "entry_count",
)


def load(name: str) -> dict[str, Any]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def write_json(tmp_path: Path, document: Any, *, indent: int | None = 2) -> Path:
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(document, indent=indent, ensure_ascii=False), encoding="utf-8")
    return path


def document_of(jsonl: Path) -> dict[str, Any]:
    """The single-document form of a JSONL trace: header and end members at top level, bare entries."""
    header, *entries, end = records_of(jsonl)
    document = {name: value for name, value in header.items() if name != "record"}
    document |= {name: end[name] for name in END_MEMBERS}
    document["entries"] = [
        {name: value for name, value in entry.items() if name not in ("record", "index", "prev_digest")}
        for entry in entries
    ]
    return document


# ----------------------------------------------------------------------------------- the foreign traces


def test_a_hand_written_document_trace_loads() -> None:
    trace = read_trace(DATA / "document_trace.json")
    assert trace.source_format is SourceFormat.DOCUMENT and trace.status is TraceStatus.COMPLETE
    assert [entry.index for entry in trace.entries] == [0, 1, 2]
    assert [entry.phase for entry in trace.entries] == [Phase.PLAN, Phase.EXECUTE, Phase.FINALIZE]
    assert trace.header.termination_reason is TerminationReason.COMPLETED and trace.header.entry_count == 3
    assert trace.end is not None and trace.end.stop_reason is StopReason.COMPLETED
    assert trace.chain_breaks == ()
    assert trace.header.fingerprint.value == trace.header.fingerprint.expected_value()  # real digests
    assert trace.entries[1].duration_ms == 2750.5 and trace.entries[1].output is not None


def test_a_version_1_trace_loads_with_its_old_names_upgraded() -> None:
    trace = read_trace(DATA / "v1_trace.json")
    assert trace.source_format is SourceFormat.V1 and trace.status is TraceStatus.COMPLETE
    assert trace.header.schema_version == 2
    assert trace.header.role_versions == {"planner": "0.9", "judge": "0.9"}
    assert trace.header.replayability is Replayability.NON_REPLAYABLE
    assert [entry.phase for entry in trace.entries] == [Phase.JUDGE, Phase.VERIFY]
    assert all(entry.replay.replayability is Replayability.NON_REPLAYABLE for entry in trace.entries)
    assert all(entry.events == () for entry in trace.entries)
    assert trace.end is not None
    assert (
        trace.end.entry_count == 2 and trace.end.stop_reason is StopReason.VERIFICATION_VETO
    )  # from the last entry
    assert trace.header.termination_reason is TerminationReason.VERIFICATION_VETO


@pytest.mark.parametrize("name", ["document_trace.json", "v1_trace.json"])
def test_the_synthesized_chain_digests_the_canonical_upgraded_records(name: str) -> None:
    with TraceReader(DATA / name) as reader:
        records = list(reader)
    assert reader.header_digest == digest_bytes(canonical_json(reader.header))
    previous = reader.header_digest
    for position, record in enumerate(records):
        assert record.line == position + 2
        assert record.entry.prev_digest == previous
        assert record.digest == digest_bytes(canonical_json(record.entry))
        previous = record.digest
    assert reader.end is not None and reader.end.prev_digest == previous
    assert reader.file_digest == digest_bytes((DATA / name).read_bytes())


def test_a_document_chains_exactly_as_the_same_trace_written_as_jsonl(tmp_path: Path) -> None:
    jsonl = write_sample(tmp_path / "trace.jsonl", entries=5)
    document = write_json(tmp_path, document_of(jsonl))
    with TraceReader(jsonl) as reader:
        written = [(record.digest, record.entry) for record in reader]
    with TraceReader(document) as reader:
        upgraded = [(record.digest, record.entry) for record in reader]
        assert reader.source_format is SourceFormat.DOCUMENT
    assert upgraded == written
    assert read_trace(document).entries == read_trace(jsonl).entries


@pytest.mark.parametrize("indent", [None, 2])
def test_a_document_is_recognized_on_one_line_or_many(tmp_path: Path, indent: int | None) -> None:
    path = write_json(tmp_path, load("document_trace.json"), indent=indent)
    assert read_trace(path).source_format is SourceFormat.DOCUMENT


# ------------------------------------------------------------------------------------ what they may hold


def test_a_document_without_a_termination_reason_is_incomplete(tmp_path: Path) -> None:
    document = load("document_trace.json")
    for name in END_MEMBERS:
        document.pop(name)
    trace = read_trace(write_json(tmp_path, document))
    assert trace.status is TraceStatus.INCOMPLETE and trace.end is None
    assert "termination_reason" in (trace.incomplete_reason or "")


def test_null_end_members_mean_the_run_has_not_ended(tmp_path: Path) -> None:
    document = load("document_trace.json") | dict.fromkeys(END_MEMBERS)
    assert read_trace(write_json(tmp_path, document)).status is TraceStatus.INCOMPLETE


def test_an_end_member_without_a_termination_reason_is_refused(tmp_path: Path) -> None:
    document = load("document_trace.json")
    del document["termination_reason"]
    with pytest.raises(TraceFormatError) as caught:
        read_trace(write_json(tmp_path, document))
    assert caught.value.field == "stop_reason" and caught.value.line is None


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"surprise": 1}, "surprise"),
        ({"entries": {}}, "entries"),
        ({"entry_count": 4}, "entry_count"),
        ({"replayability": "sometimes"}, "replayability"),
    ],
)
def test_document_members_are_checked(tmp_path: Path, change: dict[str, Any], field: str) -> None:
    with pytest.raises(TraceFormatError) as caught:
        read_trace(write_json(tmp_path, load("document_trace.json") | change))
    assert (caught.value.line, caught.value.field) == (None, field)


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (("output", "confidence"), 1.5, "entries[1].output.confidence"),
        (("index",), 7, "entries[1].index"),
        (("run_id",), "other", "entries[1].run_id"),
        (("colour",), "red", "entries[1].colour"),
    ],
)
def test_document_entries_are_refused_with_their_position(
    tmp_path: Path, path: tuple[str, ...], value: Any, field: str
) -> None:
    document = load("document_trace.json")
    node = document["entries"][1]
    for name in path[:-1]:
        node = node[name]
    node[path[-1]] = value
    with pytest.raises(TraceFormatError) as caught:
        read_trace(write_json(tmp_path, document))
    assert (caught.value.line, caught.value.field) == (None, field)


def test_an_entry_that_is_not_an_object_is_refused_with_its_position(tmp_path: Path) -> None:
    document = load("document_trace.json")
    document["entries"][2] = "entry"
    with pytest.raises(TraceFormatError) as caught:
        read_trace(write_json(tmp_path, document))
    assert caught.value.field == "entries[2]"


def test_a_given_prev_digest_is_checked_against_the_synthesized_chain(tmp_path: Path) -> None:
    document = load("document_trace.json")
    with TraceReader(DATA / "document_trace.json") as reader:
        digests = [record.entry.prev_digest for record in reader]
    for entry, prev in zip(document["entries"], digests, strict=True):
        entry["prev_digest"] = prev
    assert read_trace(write_json(tmp_path, document)).chain_breaks == ()
    document["entries"][2]["prev_digest"] = "sha256:" + "0" * 64
    (only,) = read_trace(write_json(tmp_path, document)).chain_breaks
    assert (only.line, only.entry_index, only.expected) == (4, 2, digests[2])


def test_an_empty_complete_document_is_refused(tmp_path: Path) -> None:
    document = load("document_trace.json") | {"entries": [], "entry_count": 0}
    with pytest.raises(TraceFormatError, match="at least one entry") as caught:
        read_trace(write_json(tmp_path, document))
    assert caught.value.field == "entries"


@pytest.mark.parametrize("version", [3, "2", 2.0, True])
def test_an_unknown_document_schema_version_is_unsupported(tmp_path: Path, version: Any) -> None:
    with pytest.raises(UnsupportedSchemaError) as caught:
        read_trace(write_json(tmp_path, load("document_trace.json") | {"schema_version": version}))
    assert caught.value.field == "schema_version"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"role_versions": {}}, "role_versions"),
        ({"replayable": "yes"}, "replayable"),
        ({"stop_reason": "completed"}, "stop_reason"),
    ],
)
def test_version_1_members_are_its_own(tmp_path: Path, change: dict[str, Any], field: str) -> None:
    with pytest.raises(TraceFormatError) as caught:
        read_trace(write_json(tmp_path, load("v1_trace.json") | change))
    assert caught.value.field == field


@pytest.mark.parametrize("name", ["index", "prev_digest", "events", "phase", "replay"])
def test_version_1_entries_hold_no_version_2_members(tmp_path: Path, name: str) -> None:
    document = load("v1_trace.json")
    document["entries"][0][name] = []
    with pytest.raises(TraceFormatError) as caught:
        read_trace(write_json(tmp_path, document))
    assert caught.value.field == f"entries[0].{name}"


def test_a_document_larger_than_the_limit_is_refused(tmp_path: Path) -> None:
    path = write_json(tmp_path, load("document_trace.json"))
    with pytest.raises(LineTooLongError):
        read_trace(path, max_line_bytes=1024)


def test_a_document_that_is_not_json_names_the_line(tmp_path: Path) -> None:
    text = json.dumps(load("document_trace.json"), indent=2).replace(
        '"run_id": "acme-run-17"', '"run_id": acme', 1
    )
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TraceFormatError) as caught:
        read_trace(path)
    assert caught.value.line == 3


# --------------------------------------------------------------------------------- foreign documents

FOREIGN = {
    "run_id": "dry-run",
    "started_at": "2024-01-01T00:00:00+00:00",
    "status": "completed",
    "trace_schema_version": 2,
    "config_hash": "5" * 64,
    "replay_status": "REPLAYABLE",
    "model_metadata": {"provider": "p", "model_name": "m", "temperature": 0.0, "max_tokens": 512},
    "termination_reason": "failure",
    "convergence_hash": "",
    "entries": [
        {
            "agent_id": "planner-agent",
            "start_time": "2024-01-01T00:00:00+00:00",
            "status": "failed",
            "input": {"agent_type": "planner"},
            "replay_metadata": {"input_hash": "a" * 64, "contract_version": "1.0", "model_id": "x"},
            "epistemic_status": {"status": "certain", "justification": "j"},
            "epistemic_verdict": "certain",
        }
    ],
}


def test_a_foreign_document_is_refused_strictly_at_its_first_unknown_member() -> None:
    with pytest.raises(TraceFormatError) as caught:
        upgrade_document(FOREIGN)
    assert caught.value.field == "status"


def test_a_foreign_document_maps_what_means_ours_and_notes_the_rest() -> None:
    upgraded = upgrade_document(FOREIGN, tolerant=True)
    assert upgraded.source_format is SourceFormat.FOREIGN
    assert upgraded.header["created_at"] == FOREIGN["started_at"]
    assert upgraded.header["config_hash"] == "sha256:" + "5" * 64
    assert upgraded.header["replayability"] == "replayable"
    assert upgraded.header["model"]["model"] == "m" and upgraded.header["contract_version"] == "1.0"
    assert upgraded.end == {"termination_reason": "fatal_failure", "stop_reason": None}
    (entry,) = upgraded.entries
    assert (entry["started_at"], entry["status"], entry["role"]) == (
        FOREIGN["started_at"],
        "failure",
        "planner",
    )
    assert entry["epistemic_status"] == "certain"
    assert entry["replay"] == {
        "input_hash": "sha256:" + "a" * 64,
        "model_id": "x",
        "replayability": "replayable",
    }
    notes = {(note.kind, note.field) for note in upgraded.notes}
    assert notes == {("unknown", "status"), ("unknown", "entries[0].epistemic_status")}
