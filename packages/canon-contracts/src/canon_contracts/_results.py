"""Contracts of what a run returns: the pipeline execution result and the final result artifact."""

from __future__ import annotations

from typing import Self

from pydantic import Field, model_validator

from ._agent import AgentError, AgentOutput, ModelMetadata
from ._base import Confidence, Count, DurationMs, Flag, NonBlank, OutputModel, RelativePath, Text
from ._canonical import Digest
from ._enums import (
    AgentRole,
    ConvergenceReason,
    Decision,
    EpistemicStatus,
    Phase,
    StopReason,
    TerminationReason,
)

__all__ = [
    "AuditEvent",
    "ConvergenceSummary",
    "FinalResult",
    "FinalStatus",
    "PipelineExecutionResult",
    "Revision",
    "Telemetry",
]


class ConvergenceSummary(OutputModel):
    """Convergence as reported beside termination: whether, why, after how many iterations."""

    converged: Flag
    """Whether a convergence criterion was met."""
    reason: ConvergenceReason | None = None
    """The typed reason of the last decision."""
    iterations: Count = 0
    """Iterations taken."""
    convergence_hash: Digest | None = None
    """Hash of the last convergence decision."""


class FinalStatus(OutputModel):
    """How execution ended. Termination and convergence are reported independently."""

    success: Flag
    """Whether the pipeline produced a result."""
    processed_stages: tuple[Text, ...] = ()
    """Stages (phases) that ran, in order."""
    iterations: Count = 0
    """Judge and revision rounds taken."""
    stop_reason: StopReason | None = None
    """The final stop reason."""
    termination_reason: TerminationReason
    """Why execution ended."""
    converged: Flag = False
    """Whether a convergence criterion was met."""
    convergence_reason: ConvergenceReason | None = None
    """The typed reason of the last convergence decision."""
    convergence_iterations: Count = 0
    """Iterations counted by the convergence decision."""


class AuditEvent(OutputModel):
    """One ordered operational event of a run."""

    index: Count
    """Position in the audit trail."""
    phase: Phase
    """Phase the event happened in."""
    role: AgentRole | None = None
    """Role that acted, if any."""
    event: NonBlank
    """What happened (short machine-friendly name)."""
    detail: Text = ""
    """Human-readable detail."""


class Revision(OutputModel):
    """One feedback-driven revision."""

    iteration: Count
    """The iteration the revision produced."""
    feedback: Text
    """The judge's feedback that caused it."""
    revised_text: Text
    """The revised draft."""


class Telemetry(OutputModel):
    """Counts and observational durations of a run."""

    iterations: Count = 0
    """Judge and revision rounds."""
    stages: Count = 0
    """Stages (phases) run."""
    shards: Count = 0
    """Plan nodes executed."""
    duration_ms: DurationMs = 0.0
    """Observational wall time of the run."""
    stage_durations_ms: dict[Text, DurationMs] = Field(default_factory=dict)
    """Observational wall time per stage."""


class PipelineExecutionResult(OutputModel):
    """The orchestration response: the merged result or, on failure, a structured error and recovery plan."""

    result: AgentOutput | None
    """The final merged output, or ``None`` on failure."""
    stages: dict[Text, AgentOutput] = Field(default_factory=dict)
    """Named outputs kept from executed stages."""
    audit_trail: tuple[AuditEvent, ...] = ()
    """Ordered operational events."""
    revision_history: tuple[Revision, ...] = ()
    """Feedback-driven revisions."""
    execution_path: tuple[Text, ...] = ()
    """Ordered stage and shard path."""
    final_status: FinalStatus
    """Success, processed stages, iteration and stop details."""
    telemetry: Telemetry = Field(default_factory=Telemetry)
    """Iteration, stage, shard and duration measurements."""
    cache_hit: Flag = False
    """Whether orchestration returned retained work."""
    warnings: tuple[Text, ...] = ()
    """Non-fatal diagnostic messages."""
    error: AgentError | None = None
    """What failed, when execution failed."""
    action_plan: tuple[Text, ...] | None = None
    """Suggested recovery steps, when execution failed."""

    @model_validator(mode="after")
    def _result_matches_status(self) -> Self:
        if self.final_status.success:
            if self.result is None:
                raise ValueError("a successful execution must carry a result")
            if self.error is not None:
                raise ValueError("a successful execution cannot carry an error")
        else:
            if self.result is not None:
                raise ValueError("a failed execution cannot carry a result")
            if self.error is None:
                raise ValueError("a failed execution must carry an error")
        return self


class FinalResult(OutputModel):
    """The ``result/final_result.json`` artifact.

    A result without a trace (a dry run, or a run with no successful entry) is an explicit veto with zero
    confidence; consumers check ``decision`` and ``trace_path`` rather than the file's existence.
    """

    run_id: NonBlank | None = None
    """The run this result belongs to."""
    decision: Decision
    """Pass or veto."""
    confidence: Confidence
    """Confidence in the decision."""
    epistemic_status: EpistemicStatus
    """How strongly the evidence supports the decision."""
    answer: Text | None = None
    """The answer text, when there is one."""
    stop_reason: StopReason | None = None
    """The final stop reason."""
    termination_reason: TerminationReason
    """Why the run ended."""
    trace_path: RelativePath | None = None
    """Path of the trace relative to the run directory; ``None`` when no trace exists."""
    runtime_version: NonBlank
    """Version of the runtime that produced the result."""
    convergence: ConvergenceSummary | None = None
    """Convergence details."""
    model: ModelMetadata | None = None
    """Model metadata; required whenever a trace exists."""

    @model_validator(mode="after")
    def _untraced_is_veto(self) -> Self:
        if self.trace_path is None:
            if self.decision is not Decision.VETO or self.confidence != 0.0:
                raise ValueError("a result without a trace must be a veto with zero confidence")
        elif self.model is None:
            raise ValueError("a result with a trace must include the model metadata")
        return self
