"""Replay comparison: clocks never make runs differ, and never hide a deterministic change."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canon_contracts import (
    AgentRole,
    CallStatus,
    ChangeClass,
    Decision,
    ModelMetadata,
    ModelRequestEvent,
    ModelResponseEvent,
    Phase,
    ReplayDiff,
    ReplayStatus,
    TerminationReason,
    ToolResult,
    ToolResultEvent,
    digest,
)
from canon_trace import TraceStateError, compare_traces
from canon_trace._compare import MAX_TEXT, abbreviate
from canon_trace.testing import (
    T0,
    InMemoryTrace,
    build_trace,
    retimed,
    standard_config,
    with_entry,
    with_event,
    with_header,
    written,
)

BASE = build_trace()


def fields(diff: ReplayDiff) -> list[tuple[int | None, str, ChangeClass]]:
    return [(c.entry_index, c.field, c.change_class) for c in diff.changes]


def classes_at(diff: ReplayDiff, path: str) -> set[ChangeClass]:
    return {c.change_class for c in diff.changes if c.field == path}


class TestEquivalence:
    def test_a_trace_is_equivalent_to_itself(self) -> None:
        diff = compare_traces(BASE, BASE)
        assert diff.status is ReplayStatus.EQUIVALENT
        assert diff.changes == ()
        assert diff.first_divergent_entry is None

    def test_time_and_run_id_never_make_traces_different(self) -> None:
        replayed = build_trace(run_id="run-replay", t0=T0 + timedelta(hours=5), step_ms=3.5)
        diff = compare_traces(BASE, replayed)
        assert diff.status is ReplayStatus.EQUIVALENT
        assert diff.original.run_id == "run-a"
        assert diff.replayed.run_id == "run-replay"

    def test_identities_describe_each_side(self) -> None:
        replayed = dataclasses.replace(build_trace(run_id="run-b"), file_digest="sha256:" + "f" * 64)
        diff = compare_traces(BASE, replayed)
        assert diff.original.trace_digest is None
        assert diff.replayed.trace_digest == "sha256:" + "f" * 64
        assert diff.original.fingerprint == BASE.header.fingerprint.value
        assert diff.original.entry_count == diff.replayed.entry_count == 6

    def test_integer_valued_floats_equal_integers(self) -> None:
        one = with_entry(BASE, 0, input=BASE.entries[0].input.model_copy(update={"payload": {"n": 1}}))
        two = with_entry(BASE, 0, input=BASE.entries[0].input.model_copy(update={"payload": {"n": 1.0}}))
        assert compare_traces(one, two).status is ReplayStatus.EQUIVALENT


def _changed_prompt() -> InMemoryTrace:
    request = {"messages": [{"role": "user", "content": "Answer freely."}], "model": "canon-reasoner-1"}
    event = ModelRequestEvent(request_digest=digest(request), request=request)
    return with_entry(with_event(BASE, 3, 0, event), 3, prompt_hash=digest(request))


class TestDifferences:
    def test_changed_prompt(self) -> None:
        diff = compare_traces(BASE, _changed_prompt())
        assert diff.status is ReplayStatus.DIFFERENT
        assert diff.first_divergent_entry == 3
        assert fields(diff) == [
            (3, "prompt_hash", ChangeClass.PROMPT),
            (3, "events[0].request.messages[0].content", ChangeClass.PROMPT),
            (3, "events[0].request_digest", ChangeClass.PROMPT),
        ]
        change = diff.changes[1]
        assert change.original == "Answer from the evidence: What is the capital of France?"
        assert change.replayed == "Answer freely."
        assert diff.change_classes == (ChangeClass.PROMPT,)

    def test_changed_model_response(self) -> None:
        old = BASE.entries[3].events[1]
        event = ModelResponseEvent(request_digest=old.request_digest, response={"content": "Lyon"})
        diff = compare_traces(BASE, with_event(BASE, 3, 1, event))
        assert fields(diff) == [
            (3, "events[1].response.content", ChangeClass.MODEL),
            (3, "events[1].response.finish_reason", ChangeClass.MODEL),
        ]
        assert diff.changes[1].replayed is None

    def test_changed_model_metadata(self) -> None:
        model = ModelMetadata(provider="canon", model="canon-reasoner-2", temperature=0.0, max_tokens=512)
        diff = compare_traces(BASE, build_trace(model=model))
        assert diff.changes[0].field == "header.model.model"
        assert diff.changes[0].change_class is ChangeClass.MODEL
        assert classes_at(diff, "model_hash") == {ChangeClass.MODEL}
        assert classes_at(diff, "replay.model_hash") == {ChangeClass.CONFIGURATION}
        assert classes_at(diff, "events[0].request.model") == {ChangeClass.PROMPT}
        assert diff.first_divergent_entry == 0

    def test_changed_temperature_is_a_model_change_in_the_header(self) -> None:
        model = BASE.header.model.model_copy(update={"temperature": 0.7})
        diff = compare_traces(BASE, with_header(BASE, model=model))
        assert fields(diff) == [(None, "header.model.temperature", ChangeClass.MODEL)]
        assert diff.first_divergent_entry is None
        assert (diff.changes[0].original, diff.changes[0].replayed) == (0, 0.7)

    def test_changed_configuration(self) -> None:
        config = standard_config(limits={"max_iterations": 5, "concurrency": 4})
        diff = compare_traces(BASE, build_trace(config=config))
        assert diff.changes[0].field == "header.config_hash"
        assert set(diff.change_classes) == {ChangeClass.CONFIGURATION}
        assert classes_at(diff, "header.fingerprint.config_hash") == {ChangeClass.CONFIGURATION}
        assert classes_at(diff, "fingerprint") == {ChangeClass.CONFIGURATION}
        assert classes_at(diff, "replay.config_hash") == {ChangeClass.CONFIGURATION}
        assert diff.first_divergent_entry == 0

    @pytest.mark.parametrize(
        ("update", "path"),
        [
            ({"runtime_version": "0.2.0"}, "header.runtime_version"),
            (
                {"role_versions": {**BASE.header.role_versions, "planner": "2"}},
                "header.role_versions.planner",
            ),
        ],
    )
    def test_runtime_and_role_versions_are_configuration(self, update: dict[str, Any], path: str) -> None:
        diff = compare_traces(BASE, with_header(BASE, **update))
        assert diff.changes[0].field == path
        assert diff.changes[0].change_class is ChangeClass.CONFIGURATION

    def test_changed_tool_output(self) -> None:
        result = ToolResult(
            call_id="call-0",
            tool="retrieve",
            status=CallStatus.SUCCESS,
            output={"passages": [{"id": "ev-0", "score": 0.5}]},
        )
        diff = compare_traces(BASE, with_event(BASE, 2, 1, ToolResultEvent(result=result)))
        assert fields(diff) == [(2, "events[1].result.output.passages[0].score", ChangeClass.TOOL_OUTPUT)]
        assert (diff.changes[0].original, diff.changes[0].replayed) == (0.93, 0.5)

    def test_changed_decision(self) -> None:
        diff = compare_traces(BASE, build_trace(decision=Decision.VETO))
        assert diff.first_divergent_entry == 5
        assert fields(diff) == [
            (5, "output.decision", ChangeClass.DECISION),
            (5, "decision.decision", ChangeClass.DECISION),
        ]

    def test_changed_answer_reaches_every_place_it_is_recorded(self) -> None:
        diff = compare_traces(BASE, build_trace(answer="Lyon"))
        assert diff.first_divergent_entry == 3
        assert diff.changes[0].field == "events[1].response.content"
        assert diff.changes[0].change_class is ChangeClass.MODEL
        assert (5, "events[0].claim.text", ChangeClass.DECISION) in fields(diff)
        assert (5, "decision.answer", ChangeClass.DECISION) in fields(diff)

    def test_changed_end_record(self) -> None:
        end = BASE.end.model_copy(update={"termination_reason": TerminationReason.BOUNDED_EXHAUSTION})
        diff = compare_traces(BASE, dataclasses.replace(BASE, end=end))
        assert fields(diff) == [(None, "end.termination_reason", ChangeClass.DECISION)]

    def test_fewer_entries_is_a_structural_change_at_the_first_missing_entry(self) -> None:
        short = dataclasses.replace(BASE, entries=BASE.entries[:4], end=None)
        diff = compare_traces(BASE, short)
        assert diff.first_divergent_entry == 4
        assert fields(diff)[-2:] == [
            (4, "entry", ChangeClass.STRUCTURE),
            (None, "end", ChangeClass.STRUCTURE),
        ]
        entry_change = diff.changes[-2]
        assert entry_change.original == {"phase": "VERIFY", "role": "verifier", "status": "success"}
        assert entry_change.replayed is None

    def test_phase_and_role_order_are_structure(self) -> None:
        diff = compare_traces(BASE, with_entry(BASE, 4, phase=Phase.JUDGE, role=AgentRole.JUDGE))
        assert fields(diff) == [(4, "phase", ChangeClass.STRUCTURE), (4, "role", ChangeClass.STRUCTURE)]

    def test_an_extra_event_is_listed_with_its_kind(self) -> None:
        events = [*BASE.entries[2].events, BASE.entries[2].events[1]]
        diff = compare_traces(BASE, with_entry(BASE, 2, events=[e.model_dump(mode="json") for e in events]))
        assert fields(diff) == [(2, "events[3]", ChangeClass.TOOL_OUTPUT)]
        assert diff.changes[0].original is None
        assert diff.changes[0].replayed["kind"] == "tool_result"

    def test_reordered_events_of_different_kinds_are_structure(self) -> None:
        events = list(BASE.entries[3].events)
        events[0], events[1] = events[1], events[0]
        diff = compare_traces(BASE, with_entry(BASE, 3, events=[e.model_dump(mode="json") for e in events]))
        assert {c.change_class for c in diff.changes} == {ChangeClass.STRUCTURE}
        assert diff.changes[0].field.startswith("events[0].")

    def test_true_is_not_one(self) -> None:
        one = with_entry(BASE, 0, input=BASE.entries[0].input.model_copy(update={"payload": {"n": 1}}))
        two = with_entry(BASE, 0, input=BASE.entries[0].input.model_copy(update={"payload": {"n": True}}))
        assert fields(compare_traces(one, two)) == [(0, "input.payload.n", ChangeClass.PROMPT)]

    def test_payload_keys_named_like_clock_fields_are_compared(self) -> None:
        payload = {"question": "What is the capital of France?", "created_at": "another value"}
        changed = with_entry(BASE, 1, input=BASE.entries[1].input.model_copy(update={"payload": payload}))
        assert fields(compare_traces(BASE, changed)) == [(1, "input.payload.created_at", ChangeClass.PROMPT)]

    def test_paths_quote_keys_that_are_not_identifiers(self) -> None:
        one = with_entry(
            BASE, 0, input=BASE.entries[0].input.model_copy(update={"payload": {"a.b": 1, 'q"': 1}})
        )
        two = with_entry(
            BASE, 0, input=BASE.entries[0].input.model_copy(update={"payload": {"a.b": 2, 'q"': 2}})
        )
        assert [c.field for c in compare_traces(one, two).changes] == [
            'input.payload["a.b"]',
            'input.payload["q\\""]',
        ]

    def test_changes_are_ordered_by_entry_then_record_position(self) -> None:
        changed = with_entry(_changed_prompt(), 1, iteration=2)
        changed = with_header(changed, runtime_version="9")
        diff = compare_traces(BASE, changed)
        assert [c.entry_index for c in diff.changes] == [None, 1, 3, 3, 3]
        assert diff.first_divergent_entry == 1

    def test_the_comparison_is_deterministic(self) -> None:
        changed = build_trace(answer="Lyon", decision=Decision.VETO)
        assert compare_traces(BASE, changed) == compare_traces(BASE, changed)
        assert (
            compare_traces(BASE, changed).model_dump_json() == compare_traces(BASE, changed).model_dump_json()
        )

    def test_max_changes_still_names_the_first_divergent_entry(self) -> None:
        changed = with_header(build_trace(answer="Lyon"), runtime_version="9")
        cut = compare_traces(BASE, changed, max_changes=1)
        assert [c.field for c in cut.changes] == ["header.runtime_version"]
        assert cut.first_divergent_entry == 3

    def test_max_changes_keeps_the_first_divergence(self) -> None:
        full = compare_traces(BASE, build_trace(answer="Lyon"))
        cut = compare_traces(BASE, build_trace(answer="Lyon"), max_changes=1)
        assert cut.changes == full.changes[:1]
        assert cut.first_divergent_entry == full.first_divergent_entry

    def test_a_cut_comparison_counts_every_change_it_found(self) -> None:
        changed = with_header(build_trace(answer="Lyon"), runtime_version="9")
        full = compare_traces(BASE, changed)
        cut = compare_traces(BASE, changed, max_changes=2)
        assert full.total_changes == len(full.changes) > 2
        assert not full.truncated
        assert cut.changes == full.changes[:2]
        assert cut.total_changes == full.total_changes
        assert cut.truncated

    def test_an_equivalent_comparison_counts_no_changes(self) -> None:
        diff = compare_traces(BASE, build_trace(run_id="other", t0=T0 + timedelta(hours=3)))
        assert diff.status is ReplayStatus.EQUIVALENT
        assert diff.total_changes == 0 and not diff.truncated

    @pytest.mark.parametrize("bad", [0, -1, True, 1.5])
    def test_max_changes_must_be_a_positive_integer(self, bad: object) -> None:
        with pytest.raises(TraceStateError, match="max_changes"):
            compare_traces(BASE, build_trace(answer="Lyon"), max_changes=bad)  # type: ignore[arg-type]


class TestRealTraceFiles:
    """Traces written by TraceWriter and read back by read_trace."""

    def test_two_executions_of_one_run_are_equivalent(self, tmp_path: Path) -> None:
        original = written(tmp_path, build_trace(run_id="run-1"), name="a.jsonl")
        replayed = written(tmp_path, build_trace(run_id="run-2", t0=T0 + timedelta(days=1)), name="b.jsonl")
        diff = compare_traces(original, replayed)
        assert diff.status is ReplayStatus.EQUIVALENT
        assert diff.original.trace_digest == original.file_digest
        assert diff.replayed.trace_digest == replayed.file_digest
        assert original.file_digest != replayed.file_digest
        assert (diff.original.run_id, diff.replayed.run_id) == ("run-1", "run-2")

    def test_a_file_matches_the_run_it_recorded(self, tmp_path: Path) -> None:
        assert compare_traces(BASE, written(tmp_path, BASE)).status is ReplayStatus.EQUIVALENT

    def test_a_changed_answer_is_found_in_files(self, tmp_path: Path) -> None:
        original = written(tmp_path, BASE, name="a.jsonl")
        replayed = written(tmp_path, build_trace(run_id="run-2", answer="Lyon"), name="b.jsonl")
        diff = compare_traces(original, replayed)
        assert diff.first_divergent_entry == 3
        assert diff.changes[0].field == "events[1].response.content"

    def test_an_interrupted_replay_differs_in_structure(self, tmp_path: Path) -> None:
        original = written(tmp_path, BASE, name="a.jsonl")
        short = build_trace(run_id="run-2", complete=False)
        short = dataclasses.replace(short, entries=short.entries[:3])
        replayed = written(tmp_path, short, name="b.jsonl")
        diff = compare_traces(original, replayed)
        assert diff.first_divergent_entry == 3
        assert [c.field for c in diff.changes] == ["entry", "end"]


class TestAbbreviation:
    def test_long_strings_are_cut_with_a_marker(self) -> None:
        value = "x" * (MAX_TEXT + 30)
        assert abbreviate(value) == "x" * MAX_TEXT + "…[+30 chars]"
        assert abbreviate("short") == "short"

    def test_large_containers_are_cut_deterministically(self) -> None:
        assert abbreviate(list(range(20))) == [0, 1, 2, 3, 4, 5, 6, 7, "…[+12 items]"]
        big = {f"k{i:02d}": i for i in reversed(range(20))}
        short = abbreviate(big)
        assert list(short)[:3] == ["k00", "k01", "k02"]
        assert short["…"] == "[+4 members]"
        assert abbreviate([[[[[1]]]]]) == [[[["…[list of 1 items]"]]]]

    def test_reported_values_are_abbreviated(self) -> None:
        long_prompt = "p" * 1000
        request = {"messages": [{"role": "user", "content": long_prompt}], "model": "canon-reasoner-1"}
        event = ModelRequestEvent(request_digest=digest(request), request=request)
        diff = compare_traces(BASE, with_event(BASE, 3, 0, event))
        content = next(c for c in diff.changes if c.field.endswith("content"))
        assert content.replayed == "p" * MAX_TEXT + f"…[+{1000 - MAX_TEXT} chars]"


# ----------------------------------------------------------------------------------------------- properties

stamps = st.lists(st.text(min_size=1, max_size=30), min_size=32, max_size=32)
durations = st.lists(st.floats(min_value=0, max_value=1e9, allow_nan=False), min_size=6, max_size=6)
run_ids = st.text(alphabet=st.characters(categories=["L", "N"]), min_size=1, max_size=20)


def _perturbed(
    trace: InMemoryTrace, stamp_list: list[str], duration_list: list[float], run_id: str
) -> InMemoryTrace:
    clocked = retimed(trace, stamps=lambda i: stamp_list[i], durations=lambda i: duration_list[i])
    header = clocked.header.model_copy(update={"run_id": run_id})
    entries = tuple(
        e.model_copy(update={"run_id": run_id, "prev_digest": digest(run_id)}) for e in clocked.entries
    )
    return dataclasses.replace(clocked, header=header, entries=entries)


def _decision_flip(t: InMemoryTrace) -> InMemoryTrace:
    artifact = t.entries[5].decision.model_copy(update={"decision": Decision.VETO})
    return with_entry(t, 5, decision=artifact)


# (name, mutation, entry index of the divergence, expected class)
MUTATIONS: list[tuple[str, Callable[[InMemoryTrace], InMemoryTrace], int | None, ChangeClass]] = [
    ("prompt hash", lambda t: with_entry(t, 3, prompt_hash="sha256:" + "1" * 64), 3, ChangeClass.PROMPT),
    ("model hash", lambda t: with_entry(t, 3, model_hash="sha256:" + "2" * 64), 3, ChangeClass.MODEL),
    (
        "temperature",
        lambda t: with_header(t, model=t.header.model.model_copy(update={"temperature": 1.0})),
        None,
        ChangeClass.MODEL,
    ),
    (
        "config hash",
        lambda t: with_header(t, config_hash="sha256:" + "3" * 64),
        None,
        ChangeClass.CONFIGURATION,
    ),
    (
        "fingerprint",
        lambda t: with_entry(t, 1, fingerprint="sha256:" + "4" * 64),
        1,
        ChangeClass.CONFIGURATION,
    ),
    ("decision", _decision_flip, 5, ChangeClass.DECISION),
    (
        "confidence",
        lambda t: with_entry(t, 4, output=t.entries[4].output.model_copy(update={"confidence": 0.1})),
        4,
        ChangeClass.DECISION,
    ),
]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stamp_list=stamps, duration_list=durations, run_id=run_ids)
def test_property_clock_and_identity_never_make_traces_different(
    stamp_list: list[str], duration_list: list[float], run_id: str
) -> None:
    diff = compare_traces(BASE, _perturbed(BASE, stamp_list, duration_list, run_id))
    assert diff.status is ReplayStatus.EQUIVALENT


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    stamp_list=stamps,
    duration_list=durations,
    run_id=run_ids,
    mutation=st.sampled_from(MUTATIONS),
    mutate_original=st.booleans(),
)
def test_property_a_clock_difference_never_hides_a_deterministic_change(
    stamp_list: list[str], duration_list: list[float], run_id: str, mutation: Any, mutate_original: bool
) -> None:
    _, mutate, entry_index, change_class = mutation
    changed = _perturbed(mutate(BASE), stamp_list, duration_list, run_id)
    diff = compare_traces(changed, BASE) if mutate_original else compare_traces(BASE, changed)
    assert diff.status is ReplayStatus.DIFFERENT
    assert [(c.entry_index, c.change_class) for c in diff.changes] == [(entry_index, change_class)]
    assert diff.first_divergent_entry == entry_index
    assert not any(c.field.endswith(("_at", "duration_ms", "run_id", "prev_digest")) for c in diff.changes)
