"""What every phase of one run shares: its settings, the kernel, the recorder, the agents and the journal.

``RunContext`` also owns the few steps every phase repeats: entering a phase, invoking a role's agent
(``invoke``: its input recorded, a failure aborting the run or failing the plan node), recording an entry
(and its audit event), recording a failure and aborting, registering evidence (the trace event and the
content-addressed file), and reporting progress.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, NoReturn

from pydantic import BaseModel

from canon_contracts import (
    AgentError,
    AgentInput,
    AgentOutput,
    Claim,
    Decision,
    Evidence,
    EvidenceRegisteredEvent,
    FailureArtifact,
    Phase,
    StopReason,
    Support,
    SupportKind,
    TraceEvent,
    VerificationReport,
)
from canon_kernel import (
    Agent,
    AgentExecutionError,
    AgentExecutionResult,
    Invocation,
    LifecycleKernel,
    RunRecorder,
    TokenBudget,
    Tool,
)
from canon_trace import RunDirectory

from ._draft import Draft, Outcome
from ._journal import Journal
from ._ledger import PassageLedger
from ._progress import ProgressCallback, ProgressEvent, ProgressKind
from .errors import Aborted, NodeError

__all__ = ["Invoked", "RunContext", "Settings", "Verifier", "emitted_claims", "output_of"]

#: Judges the trace written so far (the file at the path) and returns its verification report.
Verifier = Callable[[Path], VerificationReport]


@dataclass(frozen=True, slots=True)
class Settings:
    """The run's effective settings, from the spec and the caller's overrides."""

    question: str
    spec_id: str | None
    top_k: int
    min_supports: int
    max_iterations: int
    concurrency: int
    max_tokens: int | None
    """The run's token budget, shared by every role invocation (None: no limit)."""
    fail_fast: bool
    verify_gate: bool


def output_of(
    text: str,
    *,
    confidence: float = 1.0,
    decision: Decision = Decision.PASS,
    scores: Mapping[str, float] | None = None,
    artifacts: Sequence[str] = (),
    metadata: Mapping[str, Any] | None = None,
) -> AgentOutput:
    """An ``AgentOutput`` (text never blank, confidence and scores rounded for stable bytes)."""
    return AgentOutput.build(
        text.strip() or "(no text)",
        confidence=round(min(1.0, max(0.0, confidence)), 6),
        decision=decision,
        scores={k: round(min(1.0, max(0.0, v)), 6) for k, v in (scores or {}).items()},
        artifacts=tuple(artifacts),
        metadata=dict(metadata or {}),
    )


def draft_output(draft: Draft, **metadata: Any) -> AgentOutput:
    """The ``AgentOutput`` of a draft: its answer, confidence, and veto when it abstains."""
    abstains = draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    return output_of(
        draft.answer,
        confidence=draft.confidence,
        decision=Decision.VETO if abstains else Decision.PASS,
        metadata={"outcome": draft.outcome.value, **metadata},
    )


def emitted_claims(draft: Draft, prefix: str) -> tuple[Claim, ...]:
    """The draft's claims with ids made unique in the run by ``prefix``, each grounded in evidence.

    A claim that rests on other claims (a chain's conclusion, a sum of operands) also cites the evidence
    spans those claims cite, so every derived claim names the spans it ultimately rests on.
    """
    spans: dict[str, tuple[Support, ...]] = {}
    renamed = []
    for claim in draft.claims:
        supports: list[Support] = []
        for support in claim.supports:
            if support.kind is SupportKind.CLAIM:
                supports.append(Support(kind=support.kind, ref=f"{prefix}{support.ref}"))
            else:
                supports.append(support)
        inherited = [
            s
            for support in claim.supports
            if support.kind is SupportKind.CLAIM
            for s in spans.get(support.ref, ())
        ]
        for support in inherited:
            if support not in supports:
                supports.append(support)
        spans[claim.claim_id] = tuple(s for s in supports if s.kind is SupportKind.EVIDENCE)
        renamed.append(
            claim.model_copy(update={"claim_id": f"{prefix}{claim.claim_id}", "supports": tuple(supports)})
        )
    return tuple(renamed)


@dataclass(frozen=True, slots=True)
class Invoked:
    """One role invocation that succeeded: the agent's result, the input recorded for it, when it started."""

    result: AgentExecutionResult[Any]
    input: AgentInput
    started: datetime


class RunContext:
    """The shared state of one run's phases; see the module docstring."""

    def __init__(
        self,
        *,
        settings: Settings,
        kernel: LifecycleKernel,
        recorder: RunRecorder,
        agents: Mapping[str, Agent[Any, Any, None]],
        tools: Mapping[str, Tool[Any, Any, Any]],
        sink: RunDirectory | None,
        journal: Journal,
        progress: ProgressCallback | None,
        verifier: Verifier,
    ) -> None:
        self.settings = settings
        self.kernel = kernel
        self.recorder = recorder
        self.agents = agents
        self.tools = tools
        self.sink = sink
        self.journal = journal
        self.progress = progress
        self.verifier = verifier
        self.ledger = PassageLedger()
        """The passages tools returned in this run (what a model may cite)."""
        limit = settings.max_tokens
        self.token_budget = None if limit is None else TokenBudget(limit)
        """The tokens every role invocation of the run draws from, if the run has a budget."""

    # ------------------------------------------------------------------------------------------ progress

    def emit(self, kind: ProgressKind, status: str, **fields: Any) -> None:
        """Report one progress event in the current phase."""
        if self.progress is not None:
            self.progress(ProgressEvent(kind=kind, phase=self.kernel.phase, status=status, **fields))

    def enter(self, phase: Phase, *, stop_reason: StopReason | None = None) -> None:
        """Leave the current phase for ``phase`` (the kernel checks the transition) and report it."""
        self.emit(ProgressKind.PHASE, "finished")
        self.kernel.advance(phase, stop_reason=stop_reason)
        self.journal.enter(phase, self.recorder.now())
        self.emit(ProgressKind.PHASE, "finished" if phase.is_terminal else "started")

    # ---------------------------------------------------------------------------------------- invocation

    async def invoke(
        self, ticket: Invocation, role: str, given: BaseModel, *, purpose: str, in_node: bool = False
    ) -> Invoked:
        """Run the agent of ``role`` on ``given`` for ``ticket``; the one way a phase asks a model.

        A failure is recorded and aborts the run (``Aborted``), or, ``in_node``, becomes the plan node's
        ``NodeError`` (the executor records it in plan order).
        """
        agent_input = ticket.agent_input(purpose, payload=given.model_dump(mode="json"))
        started = self.recorder.now()
        try:
            result = await self.agents[role].execute(given, dependencies=None, token_budget=self.token_budget)
        except AgentExecutionError as exc:
            if in_node:
                raise NodeError(exc, ticket, agent_input) from exc
            self.fail(ticket, exc, input=agent_input, started_at=started)
        return Invoked(result, agent_input, started)

    # ----------------------------------------------------------------------------------------- recording

    def record(
        self,
        ticket: Invocation,
        *,
        input: AgentInput,
        event: str,
        output: AgentOutput | None = None,
        **fields: Any,
    ) -> None:
        """Record one entry for ``ticket`` and its audit event."""
        self.recorder.record_invocation(ticket, input=input, output=output, **fields)
        self.journal.entry(ticket.phase, ticket.role, event, stage=_stage(ticket), output=output)

    def record_failure(
        self,
        ticket: Invocation,
        error: AgentExecutionError,
        *,
        input: AgentInput,
        events: Sequence[TraceEvent] = (),
        **fields: Any,
    ) -> None:
        """Record a failed invocation with its typed error and failure artifact."""
        self.recorder.record_failure(ticket, error, input=input, events=list(events), **fields)
        self.journal.entry(ticket.phase, ticket.role, "failed", stage=_stage(ticket), output=None)
        self.journal.warn(f"{_stage(ticket)} failed: {error}")

    def fail(
        self, ticket: Invocation, error: AgentExecutionError, *, input: AgentInput, **fields: Any
    ) -> None:
        """Record ``error`` for ``ticket``, close it as failed, and abort the run; raise ``Aborted``."""
        self.record_failure(ticket, error, input=input, **fields)
        self.kernel.fail(
            ticket, AgentError(code=error.failure_mode, message=str(error) or type(error).__name__)
        )
        self.abort(self.kernel.stop_reason_for_failure(error.failure_mode))

    def abort(self, stop: StopReason, failure: FailureArtifact | None = None) -> NoReturn:
        """Move the run to ABORTED for ``stop``, record the orchestrator's abort entry; raise ``Aborted``."""
        self.emit(ProgressKind.PHASE, "finished", detail=f"aborting: {stop.value}")
        ticket = self.kernel.abort(stop, failure)
        state = self.kernel.state
        assert state.failure is not None and state.termination_reason is not None
        self.recorder.record_abort(ticket, state.failure, termination_reason=state.termination_reason)
        self.journal.enter(Phase.ABORTED, self.recorder.now())
        self.journal.event(Phase.ABORTED, ticket.role, "aborted", f"{stop.value}: {state.failure.message}")
        self.emit(ProgressKind.PHASE, "finished", detail=state.failure.message)
        raise Aborted(stop.value)

    def register(self, evidence: Iterable[Evidence]) -> list[TraceEvent]:
        """Write each evidence's text to ``evidence/<sha256>.txt`` and return its registration events."""
        events: list[TraceEvent] = []
        for item in evidence:
            if self.sink is not None:
                relpath, _ = self.sink.add_evidence(item.text)
                self.journal.evidence[relpath] = None
            events.append(EvidenceRegisteredEvent(evidence=item))
        return events


def _stage(ticket: Invocation) -> str:
    if ticket.node_id is not None:
        return f"{ticket.phase.value}:{ticket.node_id}"
    if ticket.phase is Phase.JUDGE:
        return f"{ticket.phase.value}:{ticket.role.value}#{ticket.iteration}"
    return ticket.phase.value
