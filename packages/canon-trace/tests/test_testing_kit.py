"""canon_trace.testing: its builders make traces that round-trip through the writer and the reader intact."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import canon_trace.testing as kit
from canon_contracts import Phase, TraceEntry
from canon_trace import read_trace
from canon_trace.testing import edits, strategies

KIT_PUBLIC = {
    "ACTIVE_PHASES", "ALWAYS_STOP_REASONS", "CORPUS", "EVIDENCE_TEXT", "HEADER_END_ONLY", "Hook",
    "InMemoryTrace", "PHASE_ROLES", "PHASE_STOP_REASONS", "SAMPLE_RUN_ID", "SCENARIO_MODEL", "T0",
    "build_scenario", "build_trace", "failed", "fixed_clock", "merged_header", "opened_header",
    "opening_header", "rechain", "records_of", "retimed", "sample_entry_fields", "sample_header",
    "score_convergence", "stamp", "stamps", "standard_config", "standard_pipeline", "with_entry",
    "with_event", "with_header", "write_document", "write_run", "write_sample", "write_trace",
    "writer_fields", "written",
}  # fmt: skip
EDITS_PUBLIC = {
    "DROP", "Hooks", "Match", "OTHER_DIGEST", "combine", "drop", "end", "entries", "every_entry", "header",
    "phase_is", "put",
}  # fmt: skip
STRATEGIES_PUBLIC = {
    "AWKWARD_FLOATS", "KEYS", "field_replaced", "finite_floats", "for_type", "hostile_json", "json_paths",
    "models", "mutated", "portable_objects", "portable_scalars", "portable_values", "spliced", "truncated",
}  # fmt: skip


@pytest.mark.parametrize(
    ("module", "public"), [(kit, KIT_PUBLIC), (edits, EDITS_PUBLIC), (strategies, STRATEGIES_PUBLIC)]
)
def test_public_names_are_exactly_the_documented_ones(module: object, public: set[str]) -> None:
    names = module.__all__  # type: ignore[attr-defined]
    assert set(names) == public
    assert list(names) == sorted(names)


def test_header_end_only_fields_are_those_the_end_record_supplies() -> None:
    assert set(kit.HEADER_END_ONLY) == {
        "termination_reason", "stop_reason", "convergence_hash", "convergence_reason", "completed_at",
        "entry_count",
    }  # fmt: skip


def test_build_trace_round_trips_through_writer_and_reader(tmp_path: Path) -> None:
    built = kit.build_trace()
    trace = kit.written(tmp_path, built)
    assert trace.intact
    assert trace.header == built.header
    # the in-memory chain digests are the models', the file's are the lines': all else is equal
    assert [kit.writer_fields(e) for e in trace.entries] == [kit.writer_fields(e) for e in built.entries]
    assert trace.end is not None and built.end is not None
    assert trace.end.model_copy(update={"prev_digest": None}) == built.end.model_copy(
        update={"prev_digest": None}
    )
    kinds = {event.kind for entry in trace.entries for event in entry.events}
    assert {"model_request", "model_response", "tool_call", "tool_result", "evidence_registered"} <= kinds


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"retrievals": 3, "claims": 2, "judge_rounds": 2},
        {"aborted_at": Phase.VERIFY, "abort_stop": "verification_veto"},
        {"skips": {Phase.VERIFY: "no verifier configured"}},
        {"done_entry": True},
    ],
)
def test_build_scenario_round_trips_with_a_real_chain(tmp_path: Path, options: dict[str, object]) -> None:
    built = kit.build_scenario(**options)  # type: ignore[arg-type]
    trace = read_trace(kit.write_trace(tmp_path / "trace.jsonl", built))
    assert trace.intact
    assert [kit.writer_fields(e) for e in trace.entries] == [kit.writer_fields(e) for e in built.entries]


def test_a_trace_written_without_close_is_incomplete(tmp_path: Path) -> None:
    trace = kit.written(tmp_path, kit.build_trace(), close=False)
    assert trace.status == "incomplete" and len(trace.entries) == 6


def test_hooks_edit_the_fields_before_validation() -> None:
    hooks = edits.combine(
        edits.entries(edits.phase_is("JUDGE"), ("scores", {"grounding": 0.25})),
        edits.header(("role_versions", {"judge": "7"})),
    )
    built = kit.build_scenario(hooks=hooks)
    judged = [entry for entry in built.entries if entry.phase is Phase.JUDGE]
    assert judged and all(entry.scores == {"grounding": 0.25} for entry in judged)
    assert built.header.role_versions == {"judge": "7"}


def test_drop_removes_an_element() -> None:
    built = kit.build_scenario(hooks=edits.entries(edits.phase_is("JUDGE"), ("events[2]", edits.DROP)))
    judged = next(entry for entry in built.entries if entry.phase is Phase.JUDGE)
    assert [event.kind for event in judged.events] == ["model_request", "model_response"]


def test_failed_makes_an_aborting_failure() -> None:
    entry = kit.failed(kit.build_trace().entries[-1])
    assert isinstance(entry, TraceEntry)
    assert entry.output is None and entry.error is not None and entry.termination_reason == "fatal_failure"


def test_strategies_without_hypothesis_name_the_extra() -> None:
    script = "import sys; sys.modules['hypothesis'] = None; import canon_trace.testing.strategies"
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert proc.returncode == 1
    assert "pip install 'canon-trace[testing]'" in proc.stderr
