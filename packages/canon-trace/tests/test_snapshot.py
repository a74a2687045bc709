"""Deterministic snapshots keep everything but clock readings and execution identity."""

from __future__ import annotations

import dataclasses
from datetime import timedelta
from pathlib import Path

import pytest

from canon_contracts import (
    OBSERVATIONAL_FIELDS,
    CallStatus,
    ModelMetadata,
    ModelRequestEvent,
    ToolResult,
    ToolResultEvent,
    TraceEntry,
    canonical_bytes,
    digest,
)
from canon_trace._snapshot import deterministic_snapshot, snapshot_digest
from canon_trace.testing import T0, build_trace, with_entry, with_event, written


def test_snapshot_has_the_three_parts_as_json() -> None:
    trace = build_trace()
    snapshot = deterministic_snapshot(trace)
    assert list(snapshot) == ["header", "entries", "end"]
    assert len(snapshot["entries"]) == len(trace.entries)
    canonical_bytes(snapshot)  # a portable JSON value


def test_observational_fields_and_execution_identity_are_dropped_at_record_level() -> None:
    snapshot = deterministic_snapshot(build_trace())
    assert not {"created_at", "completed_at", "run_id"} & snapshot["header"].keys()
    for entry in snapshot["entries"]:
        assert not (OBSERVATIONAL_FIELDS | {"run_id", "prev_digest"}) & entry.keys()
    assert not {"completed_at", "prev_digest"} & snapshot["end"].keys()


def test_everything_else_is_kept() -> None:
    trace = build_trace()
    snapshot = deterministic_snapshot(trace)
    dropped = OBSERVATIONAL_FIELDS | {"run_id", "prev_digest"}
    assert set(snapshot["entries"][0]) == set(TraceEntry.model_fields) - dropped
    assert snapshot["header"]["fingerprint"] == trace.header.fingerprint.model_dump(mode="json")
    assert snapshot["header"]["model"]["temperature"] == 0
    assert snapshot["entries"][3]["events"][1]["response"] == {"content": "Paris", "finish_reason": "stop"}


def test_payload_keys_named_like_observational_fields_are_kept() -> None:
    snapshot = deterministic_snapshot(build_trace())
    assert snapshot["entries"][0]["input"]["payload"]["created_at"] == "payload-value"


def test_traces_differing_only_in_time_and_run_id_have_equal_snapshots() -> None:
    one = build_trace(run_id="run-a", t0=T0, step_ms=1500.0)
    other = build_trace(run_id="run-b", t0=T0 + timedelta(days=400, seconds=7), step_ms=21.25)
    assert one.header.run_id != other.header.run_id
    assert one.entries[2].started_at != other.entries[2].started_at
    assert deterministic_snapshot(one) == deterministic_snapshot(other)
    assert digest(deterministic_snapshot(one)) == digest(deterministic_snapshot(other))
    assert snapshot_digest(one) == snapshot_digest(other)


def test_an_incomplete_trace_has_no_end() -> None:
    snapshot = deterministic_snapshot(build_trace(complete=False))
    assert snapshot["end"] is None
    assert snapshot["header"]["termination_reason"] is None


def _changed_prompt():
    trace = build_trace()
    request = {"messages": [{"role": "user", "content": "a different prompt"}], "model": "canon-reasoner-1"}
    event = ModelRequestEvent(request_digest=digest(request), request=request)
    return with_entry(with_event(trace, 3, 0, event), 3, prompt_hash=digest(request))


def _changed_tool_output():
    trace = build_trace()
    result = ToolResult(call_id="call-0", tool="retrieve", status=CallStatus.SUCCESS, output={"passages": []})
    return with_event(trace, 2, 1, ToolResultEvent(result=result))


VARIANTS = {
    "prompt hash": lambda: with_entry(build_trace(), 3, prompt_hash="sha256:" + "1" * 64),
    "prompt": _changed_prompt,
    "model": lambda: build_trace(
        model=ModelMetadata(provider="canon", model="canon-reasoner-2", temperature=0.0, max_tokens=512)
    ),
    "decision": lambda: build_trace(decision="veto"),
    "answer": lambda: build_trace(answer="Lyon"),
    "tool output": _changed_tool_output,
    "iteration": lambda: with_entry(build_trace(), 4, iteration=1),
    "entry removed": lambda: dataclasses.replace(build_trace(), entries=build_trace().entries[:-1]),
}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_deterministic_change_changes_the_snapshot(name: str) -> None:
    base, changed = build_trace(), VARIANTS[name]()
    assert deterministic_snapshot(changed) != deterministic_snapshot(base)
    assert snapshot_digest(changed) != snapshot_digest(base)


def test_a_trace_read_back_from_its_file_has_the_snapshot_of_the_run_it_recorded(tmp_path: Path) -> None:
    trace = build_trace()
    read = written(tmp_path, trace)
    assert read.entries[1].prev_digest != trace.entries[1].prev_digest  # the file's own chain
    assert deterministic_snapshot(read) == deterministic_snapshot(trace)


def test_two_files_of_one_run_have_equal_snapshot_digests(tmp_path: Path) -> None:
    one = written(tmp_path, build_trace(run_id="run-1"), name="a.jsonl")
    two = written(tmp_path, build_trace(run_id="run-2", t0=T0 + timedelta(minutes=3)), name="b.jsonl")
    assert one.file_digest != two.file_digest
    assert snapshot_digest(one) == snapshot_digest(two)
