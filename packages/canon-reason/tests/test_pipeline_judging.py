"""JUDGE: a draft short of ``min_supports`` is revised until the convergence strategy stops the loop."""

import json
import shutil
from pathlib import Path

import pytest

from canon_contracts import (
    ClaimEmittedEvent,
    ConvergenceDecisionEvent,
    ConvergenceReason,
    Decision,
    EpistemicStatus,
    Phase,
    StopReason,
    TerminationReason,
    WindowSample,
)
from canon_kernel import stops
from canon_reason import AcceptedDraft, RunOptions, run_spec
from canon_trace import read_trace
from canon_verify import verify_run

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """A folder holding a copy of the ``varrow`` corpus, where specs are written."""
    root = tmp_path_factory.mktemp("varrow")
    shutil.copytree(DATA / "varrow", root / "varrow")
    return root


def spec(folder: Path, question: str, **constraints) -> Path:
    path = folder / f"spec-{len(list(folder.glob('*.json')))}.json"
    path.write_text(json.dumps({"question": question, "corpus": "varrow", "constraints": constraints}))
    return path


@pytest.fixture(scope="module")
def revised(folder: Path):
    """A question the corpus states twice, asked with two supports required: one revision gathers them."""
    question = "What is the capital of the Varrow Isles?"
    return run_spec(spec(folder, question, min_supports=2), runs_dir=folder / "runs")


def decisions(result):
    trace = read_trace(result.trace_path)
    return trace, [
        e.record for entry in trace.entries for e in entry.events if isinstance(e, ConvergenceDecisionEvent)
    ]


def test_a_first_draft_with_one_support_is_revised_to_gather_the_minimum(revised) -> None:
    assert revised.status is Phase.DONE and revised.final_result.decision is Decision.PASS
    trace, records = decisions(revised)
    judge_rounds = [(e.role.value, e.iteration) for e in trace.entries if e.phase is Phase.JUDGE]
    assert judge_rounds == [("judge", 0), ("reviser", 1), ("judge", 1)]
    first, last = (e for e in trace.entries if e.role.value == "judge")
    assert first.output.decision is Decision.VETO and "needs at least 2" in first.output.text
    assert last.output.decision is Decision.PASS
    assert [r.converged for r in records] == [False, True]
    assert records[-1].reason is ConvergenceReason.VERDICT_STABILITY
    assert trace.header.convergence_hash == records[-1].convergence_hash
    reviser = next(e for e in trace.entries if e.role.value == "reviser")
    claims = [e.claim for e in reviser.events if isinstance(e, ClaimEmittedEvent)]
    assert claims and all(c.claim_id.startswith("rev1/") for c in claims)
    assert max(len(c.supports) for c in claims) >= 2
    assert set(trace.entries[-1].decision.claim_ids) == {c.claim_id for c in claims}
    history = revised.execution.revision_history
    assert [r.iteration for r in history] == [1] and "needs at least 2" in history[0].feedback
    assert verify_run(revised.run_dir).clean


def test_a_bar_the_corpus_cannot_meet_ends_in_an_abstention_giving_the_judges_reason(folder: Path) -> None:
    result = run_spec(
        spec(folder, "Who designed the Tessel lighthouse?", min_supports=2), runs_dir=folder / "runs"
    )
    trace, records = decisions(result)
    reasons = [r.reason for r in records]
    assert reasons == [ConvergenceReason.WINDOW_INCOMPLETE, ConvergenceReason.VERDICT_STABILITY]
    reviser = next(e for e in trace.entries if e.role.value == "reviser")
    assert reviser.output.text == "insufficient_evidence"
    final = result.final_result
    assert result.status is Phase.DONE and final.stop_reason is StopReason.INSUFFICIENT_EVIDENCE
    assert (final.decision, final.answer) == (Decision.VETO, "insufficient_evidence")
    assert final.epistemic_status is EpistemicStatus.INSUFFICIENT_EVIDENCE
    rationale = trace.entries[-1].decision.rationale
    assert "refused the revised draft 'Mara Quell" in rationale and "needs at least 2" in rationale
    assert not any("judge vetoed" in w for w in result.execution.warnings)
    assert verify_run(result.run_dir).clean


def test_the_iteration_bound_ends_the_run_in_bounded_exhaustion(folder: Path) -> None:
    question = "Who designed the Tessel lighthouse?"
    result = run_spec(
        spec(folder, question, min_supports=2), runs_dir=folder / "runs", options=RunOptions(max_iterations=1)
    )
    _, records = decisions(result)
    assert [r.reason for r in records] == [ConvergenceReason.MAX_ITERATIONS]
    assert not records[0].converged and stops(records[0])
    final = result.final_result
    assert result.status is Phase.DONE
    assert (final.stop_reason, final.termination_reason) == (
        StopReason.MAX_ITERATIONS,
        TerminationReason.BOUNDED_EXHAUSTION,
    )
    assert verify_run(result.run_dir).clean


def test_an_accepted_draft_converges_on_its_passing_verdict() -> None:
    strategy = AcceptedDraft(threshold=0.5)
    passing = WindowSample(iteration=0, score=0.9, verdict=Decision.PASS, confidence=0.8)
    unsure = WindowSample(iteration=0, score=0.9, verdict=Decision.PASS, confidence=0.2)
    vetoed = WindowSample(iteration=0, score=0.9, verdict=Decision.VETO, confidence=0.9)
    assert strategy.evaluate([passing]).converged
    assert not strategy.evaluate([unsure]).converged
    assert not strategy.evaluate([vetoed]).converged
    record = strategy.evaluate([passing])
    assert record.convergence_hash == record.expected_hash()
