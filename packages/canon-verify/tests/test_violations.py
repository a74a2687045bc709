"""Each violation of a valid trace is found by exactly the checks that own it, in memory and on disk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from canon_contracts import Phase, PipelineShape, Severity, digest
from canon_trace.testing import InMemoryTrace, build_scenario, standard_pipeline, write_trace
from canon_trace.testing.edits import DROP, OTHER_DIGEST, combine, end, entries, every_entry, header, phase_is
from canon_verify import CHECKS, verify_trace

JUDGE, EXECUTE = phase_is("JUDGE"), phase_is("EXECUTE", node="n0")
REQUEST = {"messages": [{"role": "user", "content": "judge round 0"}]}
ASKED = digest(REQUEST)
DERIVE, FINALIZE = phase_is("EXECUTE", node="derive"), phase_is("FINALIZE")
VETO = {"aborted_at": Phase.VERIFY, "abort_stop": "verification_veto"}
TERM_FATAL = ("termination_reason", "fatal_failure")
TERM_USER = ("termination_reason", "user_interruption")


def _backward_shape() -> PipelineShape:
    shape = standard_pipeline()
    return shape.model_copy(update={"transitions": (*shape.transitions, (Phase.JUDGE, Phase.PLAN))})


# name -> (build options, the check IDs that must fire, nothing else)
VARIANTS: dict[str, tuple[dict[str, Any], set[str]]] = {
    "phase order goes back": (
        {
            "judge_rounds": 2,
            "hooks": entries(phase_is("JUDGE", iteration=0), ("phase", "PLAN"), ("role", "planner")),
        },
        {"lifecycle.transition"},
    ),
    "an entry after DONE": ({"done_entry": True, "trailing": Phase.EXECUTE}, {"lifecycle.transition"}),
    "an entry after ABORTED": ({**VETO, "trailing": Phase.VERIFY}, {"lifecycle.transition"}),
    "a backward transition in the pipeline": ({"shape": _backward_shape()}, {"lifecycle.pipeline"}),
    "a role outside its phase": (
        {"hooks": entries(phase_is("INIT"), ("role", "planner"))},
        {"lifecycle.role"},
    ),
    "FINALIZE without a decision": (
        {"hooks": entries(FINALIZE, ("decision", None))},
        {"lifecycle.finalize_decision"},
    ),
    "an abort without a failure artifact": (
        {**VETO, "hooks": entries(phase_is("ABORTED"), ("failure", None))},
        {"lifecycle.abort_record"},
    ),
    "an abort whose failure names another stop": (
        {**VETO, "hooks": entries(phase_is("ABORTED"), ("failure.stop_reason", "fatal_failure"))},
        {"lifecycle.abort_record"},
    ),
    "a phase missing without a skip reason": ({"omit": frozenset({Phase.VERIFY})}, {"lifecycle.coverage"}),
    "a phase skipped under its declared reason": (
        {"skips": {Phase.VERIFY: "no verifier"}},
        {"lifecycle.skips"},
    ),
    "a certain veto": (
        {**VETO, "hooks": entries(phase_is("VERIFY"), ("epistemic_status", "certain"))},
        {"lifecycle.epistemic"},
    ),
    "a certain veto decision": (
        {"hooks": entries(FINALIZE, ("decision.decision", "veto"), ("decision.epistemic_status", "certain"))},
        {"lifecycle.epistemic"},
    ),
    "a veto ending as a fatal failure": (
        {**VETO, "hooks": combine(end(TERM_FATAL), entries(phase_is("ABORTED"), TERM_FATAL))},
        {"lifecycle.termination"},
    ),
    "DONE ending as an interruption": (
        {"done_entry": True, "hooks": combine(end(TERM_USER), entries(phase_is("DONE"), TERM_USER))},
        {"lifecycle.termination"},
    ),
    "a termination reason before the last entry": (
        {"done_entry": True, "hooks": entries(FINALIZE, ("termination_reason", "completed"))},
        {"lifecycle.termination"},
    ),
    "a stop reason the phase does not recognise": (
        {"hooks": entries(phase_is("INIT"), ("stop_reason", "converged"))},
        {"lifecycle.stop_reason"},
    ),
    "a model call without a prompt hash": (
        {"hooks": entries(JUDGE, ("prompt_hash", None))},
        {"lifecycle.replay_fields"},
    ),
    "an entry without the fingerprint": (
        {"hooks": entries(phase_is("PLAN"), ("fingerprint", None))},
        {"lifecycle.replay_fields"},
    ),
    "a convergence hash on the entry that is not its decision's": (
        {"hooks": entries(JUDGE, ("convergence_hash", OTHER_DIGEST))},
        {"lifecycle.replay_fields"},
    ),
    "an entry bound to another fingerprint": (
        {"hooks": entries(phase_is("VERIFY"), ("fingerprint", OTHER_DIGEST))},
        {"lifecycle.run_binding"},
    ),
    "an entry bound to another configuration": (
        {"hooks": entries(phase_is("INIT"), ("replay.config_hash", OTHER_DIGEST))},
        {"lifecycle.run_binding"},
    ),
    "a replayable trace at temperature 0.3": ({"temperature": 0.3}, {"lifecycle.temperature"}),
    "a replayable trace without a token limit": (
        {"hooks": header(("model.max_tokens", None))},
        {"lifecycle.replay_metadata"},
    ),
    "a replayable model call without a model hash": (
        {"hooks": entries(JUDGE, ("replay.model_hash", None))},
        {"lifecycle.replay_metadata"},
    ),
    "a header without model metadata": ({"hooks": header(("model", None))}, {"lifecycle.header"}),
    "an end without the convergence hash": (
        {"hooks": end(("convergence_hash", None))},
        {"lifecycle.convergence_link"},
    ),
    "an end naming another convergence reason": (
        {"hooks": end(("convergence_reason", "oscillation"))},
        {"lifecycle.convergence_link"},
    ),
    "a convergence record edited after hashing": (
        {"hooks": entries(JUDGE, ("events[2].record.window_size", 5))},
        {"lifecycle.convergence_hash"},
    ),
    "a fingerprint that does not recompute": (
        {
            "hooks": combine(
                header(("fingerprint.value", OTHER_DIGEST)), every_entry(("fingerprint", OTHER_DIGEST))
            )
        },
        {"lifecycle.fingerprint"},
    ),
    "a pipeline hash that is not the pipeline's": (
        {"hooks": header(("pipeline_hash", OTHER_DIGEST))},
        {"lifecycle.fingerprint"},
    ),
    "a missing tool result": (
        {"claims": 0, "hooks": entries(EXECUTE, ("events[1]", DROP))},
        {"work.tool_pairing"},
    ),
    "a missing tool result a claim rests on": (
        {"hooks": entries(EXECUTE, ("events[1]", DROP))},
        {"work.tool_pairing", "work.support_refs"},
    ),
    "a tool result without its call": (
        {"claims": 0, "hooks": entries(EXECUTE, ("events[0]", DROP))},
        {"work.tool_pairing"},
    ),
    "a tool result naming another tool": (
        {"hooks": entries(EXECUTE, ("events[1].result.tool", "search"))},
        {"work.tool_pairing"},
    ),
    "a support on an unknown tool result": (
        {"hooks": entries(DERIVE, ("events[0].claim.supports[1].ref", "call-404"))},
        {"work.support_refs"},
    ),
    "a support on unknown evidence": (
        {"hooks": entries(DERIVE, ("events[0].claim.supports[0].ref", "ev-404"))},
        {"work.support_refs", "work.grounding"},
    ),
    "a decision citing an unknown claim": (
        {"hooks": entries(FINALIZE, ("decision.claim_ids", ["claim-0", "claim-9"]))},
        {"work.support_refs"},
    ),
    "an ungrounded derived claim": (
        {"hooks": entries(DERIVE, ("events[0].claim.supports[0]", DROP))},
        {"work.grounding"},
    ),
    "a citation under another digest": (
        {"hooks": entries(DERIVE, ("events[0].claim.supports[0].sha256", OTHER_DIGEST))},
        {"work.citation", "work.grounding"},
    ),
    "a citation past the end of the evidence": (
        {"hooks": entries(DERIVE, ("events[0].claim.supports[0].end", 10_000))},
        {"work.citation", "work.grounding"},
    ),
    "evidence that does not match its sha256": (
        {"hooks": entries(EXECUTE, ("events[2].evidence.sha256", OTHER_DIGEST))},
        {"work.evidence_digest"},
    ),
    "an evidence id registered again with other content": (
        {
            "retrievals": 2,
            "hooks": entries(phase_is("EXECUTE", node="n1"), ("events[2].evidence.evidence_id", "ev-0")),
        },
        {"work.evidence_identity"},
    ),
    "a model response that answers no request of its entry": (
        {"hooks": entries(JUDGE, ("events[1].request_digest", OTHER_DIGEST))},
        {"work.model_pairing"},
    ),
    "a model request of a completed invocation left unanswered": (
        {"hooks": entries(JUDGE, ("events[1]", DROP))},
        {"work.model_pairing"},
    ),
    "a model response before its request": (
        {
            "hooks": entries(
                JUDGE,
                ("events[0]", {"kind": "model_response", "request_digest": ASKED, "response": {"text": "P"}}),
                ("events[1]", {"kind": "model_request", "request_digest": ASKED, "request": REQUEST}),
            )
        },
        {"work.model_pairing"},
    ),
    "a request digest that is not the recorded request's": (
        {"hooks": entries(JUDGE, ("events[0].request.messages[0].content", "judge round 7"))},
        {"work.request_digest"},
    ),
    "a prompt hash that is not the first request's digest": (
        {"hooks": entries(JUDGE, ("prompt_hash", OTHER_DIGEST))},
        {"work.prompt_hash"},
    ),
    "a plan node that never ran": (
        {"hooks": entries(phase_is("PLAN"), ("events[0].plan.nodes[0].node_id", "n9"))},
        {"work.plan_steps"},
    ),
    "a finished run without a finalize step": (
        {"skips": {Phase.FINALIZE: "no finalizer"}},
        {"lifecycle.skips", "work.finalize"},
    ),
}


def _ids(built: InMemoryTrace, tmp_path: Path | None = None) -> set[str]:
    source: Any = built if tmp_path is None else write_trace(tmp_path / "trace.jsonl", built)
    return {finding.check_id for finding in verify_trace(source).findings}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_violation_yields_exactly_its_checks(name: str, tmp_path: Path) -> None:
    options, expected = VARIANTS[name]
    built = build_scenario(**options)
    assert _ids(built) == expected
    assert _ids(built, tmp_path) == expected


def test_every_trace_check_is_shown_to_fire() -> None:
    fired = set().union(*(expected for _, expected in VARIANTS.values()))
    # payload.* need records canon-trace's reader refuses (tested in test_validators and test_foreign);
    # integrity.* and the run-directory checks need files (tested in test_run_directory and beside).
    untested = {
        c
        for c in CHECKS
        if c not in fired and not c.startswith(("payload.", "integrity.")) and not CHECKS[c].run_directory
    }
    assert untested == set()


def test_findings_carry_the_registry_invariant_and_severity() -> None:
    built = build_scenario(
        temperature=0.3,
        skips={Phase.VERIFY: "none"},
        hooks=entries(phase_is("INIT"), ("stop_reason", "converged")),
    )
    report = verify_trace(built)
    assert {f.severity for f in report.findings} == {Severity.ERROR, Severity.WARNING, Severity.INFO}
    for finding in report.findings:
        spec = CHECKS[finding.check_id]
        assert (finding.invariant_id, finding.severity) == (spec.invariant_id, spec.severity)


def test_a_finding_locates_the_entry_line_event_and_field(tmp_path: Path) -> None:
    built = build_scenario(hooks=entries(EXECUTE, ("events[1].result.tool", "search")))
    report = verify_trace(write_trace(tmp_path / "trace.jsonl", built))
    (finding,) = report.findings
    position = next(i for i, e in enumerate(built.entries) if e.node_id == "n0")
    assert finding.location.entry_index == position
    assert finding.location.line == position + 2  # the header is line 1
    assert finding.location.event_index == 1
    assert finding.location.field == "events[1].result.tool"
    assert (finding.expected, finding.observed) == ("retrieve", "search")
    assert finding.evidence == ("call-0",)


def test_an_unfinished_run_is_incomplete_and_judged_only_so_far(tmp_path: Path) -> None:
    built = build_scenario(complete=False, hooks=entries(EXECUTE, ("events[1]", DROP)), claims=0)
    path = write_trace(tmp_path / "trace.jsonl", built, close=False)
    # The open tool call is not yet a violation: the run has not ended.
    assert {f.check_id for f in verify_trace(path).findings} == {"integrity.complete"}
