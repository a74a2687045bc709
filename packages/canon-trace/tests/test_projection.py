"""PipelineResult.from_trace projects the final entry and the header; it re-executes nothing."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pydantic
import pytest

from canon_contracts import (
    AgentOutput,
    CallStatus,
    ConvergenceReason,
    Decision,
    EpistemicStatus,
    Phase,
    StopReason,
    TerminationReason,
)
from canon_trace._projection import PipelineResult
from canon_trace._reader import TraceStatus
from canon_trace.errors import ProjectionError
from canon_trace.testing import build_trace, failed, with_entry, with_header, written


def test_complete_run_projects_the_finalizing_decision() -> None:
    trace = build_trace(answer="Paris")
    result = PipelineResult.from_trace(trace)
    assert result.run_id == "run-a"
    assert result.status is TraceStatus.COMPLETE
    assert result.call_status is CallStatus.SUCCESS
    assert result.decision is Decision.PASS
    assert result.confidence == 0.9
    assert result.epistemic_status is EpistemicStatus.SUPPORTED
    assert result.answer == "Paris"
    assert result.stop_reason is StopReason.COMPLETED
    assert result.termination_reason is TerminationReason.COMPLETED
    assert result.convergence_reason is ConvergenceReason.SCORE_STABILITY
    assert result.model == trace.header.model
    assert (result.final_entry, result.final_phase, result.decision_entry) == (5, Phase.FINALIZE, 5)


def test_veto_decision_is_projected() -> None:
    result = PipelineResult.from_trace(build_trace(decision=Decision.VETO))
    assert result.decision is Decision.VETO


def test_without_a_decision_artifact_the_last_output_is_used() -> None:
    trace = with_entry(
        build_trace(),
        5,
        decision=None,
        epistemic_status="uncertain",
        output=AgentOutput.build("maybe Paris", confidence=0.4, decision=Decision.VETO),
    )
    result = PipelineResult.from_trace(trace)
    assert (result.decision, result.confidence, result.answer) == (Decision.VETO, 0.4, "maybe Paris")
    assert result.epistemic_status is EpistemicStatus.UNCERTAIN
    assert result.decision_entry is None


def test_a_failed_last_entry_is_an_explicit_zero_confidence_veto() -> None:
    trace = build_trace(fail_last=True)
    result = PipelineResult.from_trace(trace)
    assert result.call_status is CallStatus.FAILURE
    assert (result.decision, result.confidence, result.answer) == (Decision.VETO, 0.0, None)
    assert result.stop_reason is StopReason.FATAL_FAILURE
    assert result.termination_reason is TerminationReason.FATAL_FAILURE


def test_a_decision_followed_by_a_failure_is_not_used() -> None:
    trace = build_trace()
    aborting = failed(trace.entries[-1]).model_copy(update={"index": 6, "phase": Phase.ABORTED})
    trace = dataclasses.replace(trace, entries=(*trace.entries, aborting))
    result = PipelineResult.from_trace(trace)
    assert result.decision is Decision.VETO
    assert result.decision_entry is None
    assert result.final_entry == 6


def test_an_incomplete_trace_is_projected_as_incomplete() -> None:
    trace = build_trace(complete=False)
    trace = dataclasses.replace(trace, entries=trace.entries[:4])
    result = PipelineResult.from_trace(trace)
    assert result.status is TraceStatus.INCOMPLETE
    assert result.final_phase is Phase.JUDGE
    assert result.termination_reason is None
    assert result.stop_reason is StopReason.CONVERGED
    assert (result.decision, result.answer) == (Decision.PASS, "Paris")


def test_header_model_metadata_is_required() -> None:
    trace = with_header(build_trace(), model=None)
    with pytest.raises(ProjectionError, match="model metadata"):
        PipelineResult.from_trace(trace)


def test_an_empty_trace_cannot_be_projected() -> None:
    trace = dataclasses.replace(build_trace(), entries=())
    with pytest.raises(ProjectionError, match="no entries"):
        PipelineResult.from_trace(trace)


def test_result_is_a_frozen_attribute_only_contract() -> None:
    result = PipelineResult.from_trace(build_trace())
    with pytest.raises(pydantic.ValidationError):
        result.decision = Decision.VETO  # type: ignore[misc]
    with pytest.raises(TypeError, match=r"\.decision"):
        result["decision"]
    assert PipelineResult.model_validate_json(result.model_dump_json()) == result


def test_projection_reads_only_recorded_values() -> None:
    """Nothing is recomputed: the artifact's recorded confidence wins over the output's, stale hashes stay."""
    trace = build_trace()
    artifact = trace.entries[5].decision.model_copy(update={"confidence": 0.77})
    trace = with_entry(trace, 5, decision=artifact, convergence_hash="sha256:" + "e" * 64, scores={"x": 0.1})
    result = PipelineResult.from_trace(trace)
    assert trace.entries[5].output.confidence == 0.9
    assert result.confidence == 0.77


def test_projection_of_a_trace_file(tmp_path: Path) -> None:
    trace = build_trace(answer="Paris")
    result = PipelineResult.from_trace(written(tmp_path, trace))
    assert result == PipelineResult.from_trace(trace)
    assert (result.status, result.answer, result.decision) == (TraceStatus.COMPLETE, "Paris", Decision.PASS)


def test_projection_of_a_crashed_trace_file(tmp_path: Path) -> None:
    result = PipelineResult.from_trace(written(tmp_path, build_trace(), close=False))
    assert result.status is TraceStatus.INCOMPLETE
    assert result.termination_reason is TerminationReason.COMPLETED  # recorded on the final entry itself
