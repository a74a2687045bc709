"""``PipelineResult``: what a recorded run concluded, projected from its trace without re-executing it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

from pydantic import Field, Strict

from canon_contracts import (
    CallStatus,
    ConvergenceReason,
    Decision,
    DecisionArtifact,
    EpistemicStatus,
    ModelMetadata,
    OutputModel,
    Phase,
    StopReason,
    TerminationReason,
    TraceEntry,
)

from ._reader import TraceStatus
from ._snapshot import TraceLike
from .errors import ProjectionError

__all__ = ["PipelineResult"]

# canon_contracts keeps its strict scalar types private, so the few used here are spelled out.
_Confidence = Annotated[float, Strict(), Field(ge=0.0, le=1.0)]
_Index = Annotated[int, Strict(), Field(ge=0)]


class PipelineResult(OutputModel):
    """The outcome of a recorded run, read from its final entry and its header.

    The decision, confidence and epistemic status come from the finalizing entry's decision artifact when the
    run recorded one (and nothing failed after it); otherwise from the last entry: its output, or for a failed
    last entry an explicit veto with zero confidence. Prompts, scores, convergence and model output are never
    recomputed.
    """

    run_id: Annotated[str, Strict(), Field(min_length=1)]
    """The run the trace records."""
    status: TraceStatus
    """``complete`` when the trace has its end record; an incomplete run's result is provisional."""
    call_status: CallStatus
    """Terminal status of the last entry."""
    decision: Decision
    """Pass or veto."""
    confidence: _Confidence
    """Confidence in the decision."""
    epistemic_status: EpistemicStatus | None = None
    """How strongly the evidence supports the decision, when the trace records it."""
    answer: str | None = None
    """The answer text, when there is one."""
    stop_reason: StopReason | None = None
    """The final stop reason."""
    termination_reason: TerminationReason | None = None
    """Why the run ended; ``None`` for an incomplete trace that never recorded it."""
    convergence_reason: ConvergenceReason | None = None
    """The typed reason of the final convergence decision, when there was one."""
    model: ModelMetadata
    """The header's model metadata."""
    final_entry: _Index
    """Index of the last entry."""
    final_phase: Phase
    """Phase of the last entry."""
    decision_entry: _Index | None = None
    """Index of the entry whose decision artifact was used, when one was."""

    @classmethod
    def from_trace(cls, trace: TraceLike) -> PipelineResult:
        """Project the result of ``trace``; see the class docstring.

        Raises:
            ProjectionError: if the header has no model metadata or the trace has no entries.
        """
        header = trace.header
        if header.model is None:
            raise ProjectionError(f"trace of run {header.run_id} has no model metadata in its header")
        if not trace.entries:
            raise ProjectionError(f"trace of run {header.run_id} has no entries")
        last = trace.entries[-1]
        source = _decision_source(trace.entries)
        answer: str | None
        if source is not None and source.decision is not None:
            artifact: DecisionArtifact = source.decision
            decision, confidence = artifact.decision, artifact.confidence
            epistemic: EpistemicStatus | None = artifact.epistemic_status
            answer = artifact.answer
        elif last.output is not None:
            decision, confidence = last.output.decision, last.output.confidence
            epistemic, answer = last.epistemic_status, last.output.text
        else:
            decision, confidence, epistemic, answer = Decision.VETO, 0.0, last.epistemic_status, None
        end = trace.end
        stop = last.stop_reason or (last.failure.stop_reason if last.failure else None)
        return cls(
            run_id=header.run_id,
            status=TraceStatus.INCOMPLETE if end is None else TraceStatus.COMPLETE,
            call_status=last.status,
            decision=decision,
            confidence=confidence,
            epistemic_status=epistemic,
            answer=answer,
            stop_reason=stop or (end.stop_reason if end is not None else None),
            termination_reason=last.termination_reason or header.termination_reason,
            convergence_reason=header.convergence_reason,
            model=header.model,
            final_entry=last.index,
            final_phase=last.phase,
            decision_entry=None if source is None else source.index,
        )


def _decision_source(entries: Sequence[TraceEntry]) -> TraceEntry | None:
    """The last entry carrying a decision artifact, unless an entry after it did not succeed."""
    for entry in reversed(entries):
        if entry.decision is not None:
            return entry
        if entry.status is not CallStatus.SUCCESS:
            return None
    return None
