"""One run through the lifecycle: INIT → PLAN → EXECUTE → JUDGE → VERIFY → FINALIZE → DONE, or ABORTED.

``run_session`` drives the kernel and the recorder through every phase and closes the trace however the run
ends: an expected failure (a tool, a model, a verification veto) aborts the kernel with its stop reason and
records the abort entry; an interruption, a cancellation or a bug is closed by the recorder's context manager
and propagates. Writing the run directory's other artifacts is the caller's job (see ``_pipeline``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canon_contracts import (
    AgentOutput,
    AgentRole,
    Decision,
    DecisionArtifact,
    EpistemicStatus,
    FailureArtifact,
    FailureMode,
    NodeKind,
    Phase,
    Plan,
    PlanEmittedEvent,
    StopReason,
    TerminationReason,
    TraceEnd,
    VerificationReport,
)
from canon_kernel import AgentInternalError

from ._context import RunContext, output_of
from ._draft import INSUFFICIENT_EVIDENCE, Outcome
from ._executor import ExecutionReport, NodeFailure, execute_plan
from ._judging import Candidate, Verdict, judge_phase
from ._ledger import active
from ._nodes import NodeOutcome, NodeRunner
from ._progress import ProgressKind
from ._topology import check_pipeline_plan
from .errors import Aborted, ExecutionError, NodeError, TopologyError
from .roles import PLANNER, PlannerInput

__all__ = ["IN_PROGRESS_CHECKS", "SessionResult", "run_session"]

#: Checks that always fail on a trace still being written (it has no end record yet, nor a manifest).
IN_PROGRESS_CHECKS = frozenset({"integrity.complete"})
_BOUNDED = (StopReason.MAX_ITERATIONS, StopReason.BUDGET_EXHAUSTED)


@dataclass(slots=True)
class SessionResult:
    """How the run ended and what it concluded."""

    status: Phase = Phase.ABORTED
    plan: Plan | None = None
    verdict: Verdict | None = None
    decision: DecisionArtifact | None = None
    output: AgentOutput | None = None
    in_run_report: VerificationReport | None = None
    tool_failures: tuple[NodeFailure, ...] = ()
    end_stop: StopReason | None = None
    """The stop reason the end record states instead of the kernel's (an abstention)."""
    end: TraceEnd | None = None


async def run_session(ctx: RunContext, *, init_payload: dict[str, Any], plan: Plan | None) -> SessionResult:
    """Run every phase and close the trace; see the module docstring.

    Raises:
        TopologyError: the planner's plan is not a DAG the pipeline can run (the abort is recorded and the
            trace closed first).
        KeyboardInterrupt, asyncio.CancelledError: after the recorder closed the trace as interrupted.
    """
    outcome = SessionResult()
    with ctx.recorder, active(ctx.ledger):
        try:
            _init(ctx, init_payload)
            outcome.plan = await _plan(ctx, plan)
            candidate = await _execute(ctx, outcome.plan, outcome)
            ctx.enter(Phase.JUDGE)
            outcome.verdict = await judge_phase(ctx, candidate)
            ctx.enter(Phase.VERIFY)
            outcome.in_run_report = _verify(ctx)
            ctx.enter(Phase.FINALIZE)
            _finalize(ctx, outcome)
            ctx.enter(Phase.DONE)
            outcome.status = Phase.DONE
        except Aborted:
            outcome.status = Phase.ABORTED
        outcome.end = ctx.recorder.close(stop_reason=outcome.end_stop)
    return outcome


def _init(ctx: RunContext, payload: dict[str, Any]) -> None:
    ctx.journal.enter(Phase.INIT, ctx.recorder.now())
    ctx.emit(ProgressKind.PHASE, "started")
    ticket = ctx.kernel.run(AgentRole.ORCHESTRATOR)
    started = ctx.recorder.now()
    agent_input = ticket.agent_input("validate the spec and open the run", payload=payload)
    ctx.kernel.complete(ticket)
    text = f"run initialized for: {ctx.settings.question}"
    ctx.record(ticket, input=agent_input, output=output_of(text), event="initialized", started_at=started)


async def _plan(ctx: RunContext, supplied: Plan | None) -> Plan:
    ctx.enter(Phase.PLAN)
    settings = ctx.settings
    ticket = ctx.kernel.run(AgentRole.PLANNER)
    if supplied is not None:
        plan = supplied
        agent_input = ticket.agent_input("adopt the plan supplied by the caller")
        fields: dict[str, Any] = {"started_at": ctx.recorder.now()}
    else:
        given = PlannerInput(question=settings.question, top_k=settings.top_k)
        invoked = await ctx.invoke(ticket, PLANNER, given, purpose="plan the run")
        plan, agent_input = invoked.result.output, invoked.input
        fields = {"started_at": invoked.started, "transcript": invoked.result.transcript}
    ctx.kernel.complete(ticket)
    text = plan.rationale or f"a plan of {len(plan.nodes)} nodes"
    output = output_of(text, metadata={"nodes": [n.node_id for n in plan.nodes]})
    ctx.record(
        ticket,
        input=agent_input,
        output=output,
        event="plan_emitted",
        events=[PlanEmittedEvent(plan=plan)],
        **fields,
    )
    if ctx.sink is not None:
        ctx.sink.write_json("plan.json", plan)
    try:
        check_pipeline_plan(plan)
    except TopologyError as exc:
        failure = FailureArtifact(
            failure_mode=FailureMode.TOPOLOGY,
            message=str(exc),
            phase=Phase.PLAN,
            stop_reason=StopReason.TOPOLOGY_ERROR,
            details={"invariant_id": exc.invariant_id, "nodes": list(exc.nodes)},
        )
        try:
            ctx.abort(StopReason.TOPOLOGY_ERROR, failure)
        except Aborted:
            pass
        raise
    return plan


async def _execute(ctx: RunContext, plan: Plan, outcome: SessionResult) -> Candidate:
    ctx.enter(Phase.EXECUTE)
    runner = NodeRunner(ctx)
    settings = ctx.settings
    final = next(n.node_id for n in plan.nodes if n.kind is NodeKind.FINALIZE)
    # Under a token budget the nodes run one at a time, in plan order, so the budget is spent in the same
    # order on every run and in its replay, and the same response crosses it.
    concurrency = settings.concurrency if settings.max_tokens is None else 1
    try:
        report: ExecutionReport[NodeOutcome] = await execute_plan(
            plan,
            runner,
            concurrency=concurrency,
            fail_fast=settings.fail_fast,
            on_start=lambda node_id: ctx.emit(ProgressKind.NODE, "started", node_id=node_id),
            on_settled=runner.settled,
        )
    except ExecutionError as exc:
        outcome.tool_failures = exc.failures
        ctx.abort(*_failure_of(ctx, exc.failures))
    outcome.tool_failures = report.failures
    node = report.outputs.get(final)
    if node is None or node.draft is None:
        first = report.failures[0] if report.failures else None
        message = f"plan node {final} did not run" + (f": {first.message}" if first else "")
        failure = FailureArtifact(
            failure_mode=FailureMode.TOOL_SERVICE_ERROR,
            message=message,
            phase=Phase.EXECUTE,
            stop_reason=StopReason.TOOL_FAILURE,
            details={"failures": [{"node": f.node_id, "error": f.message[:300]} for f in report.failures]},
        )
        ctx.abort(StopReason.TOOL_FAILURE, failure)
    for failure_ in report.failures:
        ctx.journal.warn(f"plan node {failure_.node_id} failed and was tolerated: {failure_.message}")
    return Candidate.from_node(node)


def _failure_of(ctx: RunContext, failures: tuple[NodeFailure, ...]) -> tuple[StopReason, FailureArtifact]:
    """The stop reason and failure artifact of an execution stopped by its first failed node."""
    first = failures[0]
    error = first.error
    mode = error.error.failure_mode if isinstance(error, NodeError) else FailureMode.INTERNAL_ERROR
    stop = ctx.kernel.stop_reason_for_failure(mode)
    message = str(error.error) if isinstance(error, NodeError) else first.message
    failure = FailureArtifact(
        failure_mode=mode,
        message=message or first.message,
        phase=Phase.EXECUTE,
        stop_reason=stop,
        details={
            "node": first.node_id,
            "failures": [{"node": f.node_id, "error": f.message[:300]} for f in failures],
        },
    )
    return stop, failure


def _verify(ctx: RunContext) -> VerificationReport:
    ticket = ctx.kernel.run(AgentRole.VERIFIER)
    started = ctx.recorder.now()
    gate = ctx.settings.verify_gate
    agent_input = ticket.agent_input(
        "verify the trace so far", payload={"policy": "strict", "gate": gate, "trace": "trace.jsonl"}
    )
    try:
        report = ctx.verifier(ctx.recorder.path)
    except Exception as exc:
        error = AgentInternalError(f"the verifier could not judge the trace: {type(exc).__name__}: {exc}")
        ctx.fail(ticket, error, input=agent_input, started_at=started)
    blocking = [f for f in report.failures if f.check_id not in IN_PROGRESS_CHECKS]
    warnings = [f for f in report.findings if f.severity.value == "warning"]
    checks = sorted({f.check_id for f in blocking})
    text = (
        f"{len(blocking)} error findings ({', '.join(checks)})" if blocking else "no error findings"
    ) + f" in {len(report.checks)} checks; {len(warnings)} warnings"
    output = output_of(
        text,
        decision=Decision.VETO if blocking else Decision.PASS,
        metadata={"errors": len(blocking), "warnings": len(warnings), "checks": checks},
    )
    ctx.kernel.complete(ticket)
    ctx.record(ticket, input=agent_input, output=output, event="verified", started_at=started)
    if blocking and gate:
        failure = FailureArtifact(
            failure_mode=FailureMode.VERIFICATION_VETO,
            message=f"the verification gate vetoed the run: {text}",
            phase=Phase.VERIFY,
            stop_reason=StopReason.VERIFICATION_VETO,
            details={
                "findings": [{"check_id": f.check_id, "message": f.message[:300]} for f in blocking[:20]]
            },
        )
        ctx.abort(StopReason.VERIFICATION_VETO, failure)
    if blocking:
        ctx.journal.warn(f"verification found {len(blocking)} error findings ({', '.join(checks)})")
    return report


def _finalize(ctx: RunContext, outcome: SessionResult) -> None:
    verdict = outcome.verdict
    assert verdict is not None
    draft, judgement = verdict.candidate.draft, verdict.judgement
    abstains = draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    if abstains:
        decision, status, answer = Decision.VETO, EpistemicStatus.INSUFFICIENT_EVIDENCE, INSUFFICIENT_EVIDENCE
        rationale = draft.reason or "the corpus does not support an answer"
    elif judgement.verdict is Decision.PASS:
        decision, status, answer, rationale = (
            Decision.PASS,
            EpistemicStatus.SUPPORTED,
            draft.answer,
            judgement.feedback,
        )
    else:
        decision, status, answer, rationale = (
            Decision.VETO,
            EpistemicStatus.UNCERTAIN,
            draft.answer,
            judgement.feedback,
        )
        ctx.journal.warn(f"the judge vetoed the final draft: {judgement.feedback}")
    artifact = DecisionArtifact(
        decision=decision,
        confidence=round(judgement.confidence, 6),
        epistemic_status=status,
        answer=answer,
        claim_ids=verdict.candidate.claims,
        rationale=rationale,
    )
    bounded = any(exit_.stop_reason in _BOUNDED for exit_ in ctx.kernel.state.exits)
    termination = TerminationReason.BOUNDED_EXHAUSTION if bounded else TerminationReason.COMPLETED
    outcome.end_stop = StopReason.INSUFFICIENT_EVIDENCE if abstains and not bounded else None
    evidence = sorted(
        {f"evidence/{e.sha256.removeprefix('sha256:')}.txt" for e in verdict.candidate.evidence}
    )
    output = output_of(
        answer,
        confidence=judgement.confidence,
        decision=decision,
        scores={"score": judgement.score},
        artifacts=["result/final_result.json", *evidence],
        metadata={"value": draft.value, "epistemic_status": status.value},
    )
    ticket = ctx.kernel.run(AgentRole.FINALIZER)
    started = ctx.recorder.now()
    agent_input = ticket.agent_input(
        "finalize the decision", payload={"answer": answer, "claims": list(verdict.candidate.claims)}
    )
    ctx.kernel.complete(ticket)
    ctx.record(
        ticket,
        input=agent_input,
        output=output,
        event="finalized",
        decision=artifact,
        epistemic_status=status,
        stop_reason=None if bounded or abstains else StopReason.COMPLETED,
        termination_reason=termination,
        started_at=started,
    )
    outcome.decision = artifact
    outcome.output = output
