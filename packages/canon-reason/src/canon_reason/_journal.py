"""The run journal: what the orchestration did, kept as it happens, for the ``PipelineExecutionResult``.

The trace is the record of the run; the journal is its operational summary: the audit trail (one event per
recorded entry and per phase change), the named stage outputs, the execution path over phases and plan
nodes, the revision history, warnings, and observational timings taken from the run's clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from canon_contracts import (
    AgentError,
    AgentOutput,
    AgentRole,
    AuditEvent,
    ConvergenceRecord,
    FinalStatus,
    Phase,
    PipelineExecutionResult,
    Revision,
    StopReason,
    Telemetry,
    TerminationReason,
)

__all__ = ["Journal"]


def _ms(start: datetime, end: datetime) -> float:
    return max((end - start).total_seconds() * 1000.0, 0.0)


@dataclass(slots=True)
class Journal:
    """Everything the ``PipelineExecutionResult`` reports, collected during one run."""

    started_at: datetime
    audit: list[AuditEvent] = field(default_factory=list)
    stages: dict[str, AgentOutput] = field(default_factory=dict)
    path: list[str] = field(default_factory=list)
    phases: list[Phase] = field(default_factory=list)
    revisions: list[Revision] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    evidence: dict[str, None] = field(default_factory=dict)
    """Relative paths of the evidence files written, in order."""
    stage_ms: dict[str, float] = field(default_factory=dict)
    shards: int = 0
    iterations: int = 0
    _phase_started: datetime | None = None

    def enter(self, phase: Phase, now: datetime) -> None:
        """Note that the run entered ``phase``."""
        self._close_phase(now)
        self.phases.append(phase)
        self.path.append(phase.value)
        self._phase_started = None if phase.is_terminal else now
        self.event(phase, None, "phase_entered", phase.value)

    def event(self, phase: Phase, role: AgentRole | None, name: str, detail: str = "") -> None:
        """Append one audit event."""
        self.audit.append(
            AuditEvent(index=len(self.audit), phase=phase, role=role, event=name, detail=detail)
        )

    def entry(
        self, phase: Phase, role: AgentRole, name: str, *, stage: str, output: AgentOutput | None
    ) -> None:
        """Note one recorded entry: its audit event, its place on the path, and its output."""
        self.event(phase, role, name, stage)
        if stage != phase.value:
            self.path.append(stage)
        if output is not None:
            self.stages[stage] = output

    def warn(self, message: str) -> None:
        """Keep a non-fatal diagnostic, once."""
        if message not in self.warnings:
            self.warnings.append(message)

    def _close_phase(self, now: datetime) -> None:
        if self._phase_started is not None and self.phases:
            name = self.phases[-1].value
            self.stage_ms[name] = self.stage_ms.get(name, 0.0) + _ms(self._phase_started, now)
        self._phase_started = None

    def result(
        self,
        *,
        now: datetime,
        output: AgentOutput | None,
        stop_reason: StopReason | None,
        termination_reason: TerminationReason,
        convergence: ConvergenceRecord | None,
        error: AgentError | None,
        action_plan: tuple[str, ...] | None,
    ) -> PipelineExecutionResult:
        """The ``PipelineExecutionResult`` of the run: ``output`` on success, ``error`` otherwise."""
        self._close_phase(now)
        success = output is not None and error is None
        status = FinalStatus(
            success=success,
            processed_stages=tuple(p.value for p in self.phases if not p.is_terminal),
            iterations=self.iterations,
            stop_reason=stop_reason,
            termination_reason=termination_reason,
            converged=bool(convergence and convergence.converged),
            convergence_reason=None if convergence is None else convergence.reason,
            convergence_iterations=0 if convergence is None else convergence.iteration + 1,
        )
        telemetry = Telemetry(
            iterations=self.iterations,
            stages=len([p for p in self.phases if not p.is_terminal]),
            shards=self.shards,
            duration_ms=_ms(self.started_at, now),
            stage_durations_ms=dict(self.stage_ms),
        )
        return PipelineExecutionResult(
            result=output if success else None,
            stages=dict(self.stages),
            audit_trail=tuple(self.audit),
            revision_history=tuple(self.revisions),
            execution_path=tuple(self.path),
            final_status=status,
            telemetry=telemetry,
            warnings=tuple(self.warnings),
            error=None if success else error,
            action_plan=None if success else action_plan,
        )
