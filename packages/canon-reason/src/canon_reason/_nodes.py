"""Running one plan node in the EXECUTE phase, and recording it as one executor entry.

A node with a ``tool`` is a direct tool call (a retrieval, a calculation). A node without one is an agent
invocation: ``read`` runs the reader over what the retrievals returned, ``derive``/``calculate`` the deriver,
``verify`` the checker (which re-reads every cited span; the intact ones are registered as evidence), and
``finalize`` needs no model: it emits the draft's claims, which rest on that evidence. Each outcome carries
what its ancestors observed and drafted, so a node sees everything upstream of it.

Nodes run concurrently but are recorded by the executor's ``on_settled`` callback in plan order, so the
trace is the same on every run.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from canon_contracts import (
    AgentError,
    AgentInput,
    AgentOutput,
    AgentRole,
    Claim,
    ClaimEmittedEvent,
    Evidence,
    NodeKind,
    PlanNode,
    ToolCallEvent,
    ToolResultEvent,
    TraceEvent,
)
from canon_kernel import (
    AgentExecutionError,
    AgentInternalError,
    InvalidFinalOutputError,
    Invocation,
    ToolResultItem,
    TranscriptItem,
)

from ._citations import check_spans, resolve_draft, span_outputs
from ._context import RunContext, draft_output, emitted_claims, output_of
from ._draft import Draft
from ._executor import NodeFailure, NodeSkipped
from ._progress import ProgressKind
from ._tools import call_tool
from .errors import CitationError, NodeError
from .roles import CHECKER, DERIVER, READER, CheckInput, CitationCheck, Observations, ReasoningInput

__all__ = ["NodeOutcome", "NodeRunner", "tool_outputs"]


@dataclass(frozen=True, slots=True)
class NodeOutcome:
    """A node that ran: what to record, and what it (and everything upstream) observed and produced."""

    node_id: str
    ticket: Invocation
    input: AgentInput
    output: AgentOutput
    started: datetime
    observations: Observations
    draft: Draft | None = None
    check: CitationCheck | None = None
    evidence: tuple[Evidence, ...] = ()
    claims: tuple[Claim, ...] = ()
    transcript: tuple[TranscriptItem, ...] = ()
    events: tuple[TraceEvent, ...] = ()
    new_evidence: tuple[Evidence, ...] = ()
    """Evidence this node registers (the spans it found intact)."""


def tool_outputs(transcript: Sequence[TranscriptItem]) -> list[tuple[str, Any]]:
    """``(tool key, output JSON)`` of every tool result in a transcript, in order."""
    return [(item.tool, item.output) for item in transcript if isinstance(item, ToolResultItem)]


def _latest(upstream: Sequence[NodeOutcome], name: str) -> Any:
    for outcome in reversed(upstream):
        value = getattr(outcome, name)
        if value is not None:
            return value
    return None


class NodeRunner:
    """Runs and records the plan nodes of one run (see the module docstring)."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx

    async def __call__(self, node: PlanNode, inputs: Mapping[str, NodeOutcome]) -> NodeOutcome:
        """Run ``node`` given its dependencies' outcomes; raise ``NodeError`` on failure."""
        ctx = self.ctx
        ticket = ctx.kernel.run(AgentRole.EXECUTOR, node_id=node.node_id)
        started = ctx.recorder.now()
        upstream = list(inputs.values())
        agent_input = ticket.agent_input(f"run plan node {node.node_id} ({node.kind.value})")
        try:
            if node.tool is not None:
                return await self._tool(node, ticket, started, upstream)
            if node.kind is NodeKind.FINALIZE:
                return self._finalize(node, ticket, started, upstream)
            return await self._agent(node, ticket, started, upstream)
        except NodeError:
            raise
        except AgentExecutionError as exc:
            raise NodeError(exc, ticket, agent_input) from exc
        except Exception as exc:
            internal = AgentInternalError(f"plan node {node.node_id} failed: {type(exc).__name__}: {exc}")
            raise NodeError(internal, ticket, agent_input) from exc

    async def _tool(
        self, node: PlanNode, ticket: Invocation, started: datetime, upstream: list[NodeOutcome]
    ) -> NodeOutcome:
        tool = self.ctx.tools.get(node.tool or "")
        agent_input = ticket.agent_input(
            f"call {node.tool} for plan node {node.node_id}",
            payload={"tool": node.tool, "arguments": dict(node.arguments)},
        )
        if tool is None:
            internal = AgentInternalError(f"plan node {node.node_id} names unknown tool {node.tool!r}")
            raise NodeError(internal, ticket, agent_input)
        outcome = await call_tool(tool, node.arguments, call_id=ticket.context_id, node_id=node.node_id)
        events: list[TraceEvent] = [ToolCallEvent(call=outcome.call), ToolResultEvent(result=outcome.result)]
        if outcome.error is not None:
            raise NodeError(outcome.error, ticket, agent_input, events)
        observed = Observations.combine(o.observations for o in upstream).merged(
            Observations.from_tool_outputs([(tool.key, outcome.output)])
        )
        found = len(outcome.output.get("passages", ())) if isinstance(outcome.output, dict) else 0
        text = f"{tool.key}: {found} passages" if tool.key == "corpus_search" else f"{tool.key}: done"
        return NodeOutcome(
            node.node_id,
            ticket,
            agent_input,
            output_of(text),
            started,
            observed,
            draft=_latest(upstream, "draft"),
            evidence=_evidence(upstream),
            events=tuple(events),
        )

    async def _agent(
        self, node: PlanNode, ticket: Invocation, started: datetime, upstream: list[NodeOutcome]
    ) -> NodeOutcome:
        ctx, settings = self.ctx, self.ctx.settings
        observed = Observations.combine(o.observations for o in upstream)
        draft: Draft | None = _latest(upstream, "draft")
        if node.kind is NodeKind.VERIFY:
            if draft is None:
                raise AgentInternalError(f"plan node {node.node_id} has no draft upstream to verify")
            check_input = CheckInput(context=ticket.context_id, draft=draft)
            invoked = await ctx.invoke(
                ticket, CHECKER, check_input, purpose="re-read every cited span", in_node=True
            )
            result, agent_input = invoked.result, invoked.input
            check = check_spans(draft, span_outputs(tool_outputs(result.transcript)))
            intact = set(check.intact)
            fresh = tuple(c.to_evidence() for c in draft.citations if c.marker in intact)
            text = f"{len(check.intact)} of {check.checked} cited spans match the corpus"
            return NodeOutcome(
                node.node_id,
                ticket,
                agent_input,
                output_of(text, scores={"intact": len(intact) / max(1, check.checked)}),
                started,
                observed,
                draft=draft,
                check=check,
                evidence=(*_evidence(upstream), *fresh),
                transcript=result.transcript,
                new_evidence=fresh,
            )
        role = READER if node.kind is NodeKind.READ else DERIVER
        reasoning = ReasoningInput(
            question=settings.question,
            context=ticket.context_id,
            supports=1,
            top_k=settings.top_k,
            observations=observed,
        )
        purpose = f"{role} for plan node {node.node_id}"
        invoked = await ctx.invoke(ticket, role, reasoning, purpose=purpose, in_node=True)
        result, agent_input = invoked.result, invoked.input
        observed = observed.merged(Observations.from_tool_outputs(tool_outputs(result.transcript)))
        if role == READER:
            summary = result.output
            output = output_of(f"read {summary.passages} passages from {len(summary.queries)} searches")
        else:
            try:
                draft = resolve_draft(result.output, question=settings.question, ledger=ctx.ledger)
            except CitationError as exc:
                raise NodeError(InvalidFinalOutputError(str(exc)), ticket, agent_input) from exc
            output = draft_output(draft)
        return NodeOutcome(
            node.node_id,
            ticket,
            agent_input,
            output,
            started,
            observed,
            draft=draft,
            evidence=_evidence(upstream),
            transcript=result.transcript,
        )

    def _finalize(
        self, node: PlanNode, ticket: Invocation, started: datetime, upstream: list[NodeOutcome]
    ) -> NodeOutcome:
        draft: Draft | None = _latest(upstream, "draft")
        if draft is None:
            raise AgentInternalError(f"plan node {node.node_id} has no draft upstream to finalize")
        claims = emitted_claims(draft, "")
        agent_input = ticket.agent_input(
            "emit the draft's claims",
            payload={"answer": draft.answer, "claims": [c.claim_id for c in claims]},
        )
        return NodeOutcome(
            node.node_id,
            ticket,
            agent_input,
            draft_output(draft, claims=len(claims)),
            started,
            Observations.combine(o.observations for o in upstream),
            draft=draft,
            check=_latest(upstream, "check"),
            evidence=_evidence(upstream),
            claims=claims,
            events=tuple(ClaimEmittedEvent(claim=c) for c in claims),
        )

    # ------------------------------------------------------------------------------------------ recording

    def settled(self, node_id: str, outcome: NodeOutcome | NodeFailure | NodeSkipped) -> None:
        """Record a settled node (called in plan order by the executor)."""
        ctx = self.ctx
        if isinstance(outcome, NodeSkipped):
            ctx.journal.event(
                ctx.kernel.phase, AgentRole.EXECUTOR, "node_skipped", f"{node_id}: {outcome.reason}"
            )
            ctx.journal.warn(f"plan node {node_id} was skipped: {outcome.reason}")
            ctx.emit(ProgressKind.NODE, "skipped", node_id=node_id, detail=outcome.reason)
            return
        ctx.journal.shards += 1
        if isinstance(outcome, NodeFailure):
            self._record_failure(node_id, outcome)
            return
        events = [*outcome.events, *ctx.register(outcome.new_evidence)]
        fields: dict[str, Any] = {"started_at": outcome.started}
        if outcome.transcript:
            fields["transcript"] = outcome.transcript
        ctx.kernel.complete(outcome.ticket)
        ctx.record(
            outcome.ticket,
            input=outcome.input,
            output=outcome.output,
            event="node_succeeded",
            events=events,
            **fields,
        )
        ctx.emit(ProgressKind.NODE, "succeeded", node_id=node_id, detail=outcome.output.text[:120])

    def _record_failure(self, node_id: str, failure: NodeFailure) -> None:
        ctx = self.ctx
        error = failure.error
        if not isinstance(error, NodeError):  # the runner converts every failure; keep the guarantee anyway
            raise error
        ctx.record_failure(error.ticket, error.error, input=error.input, events=error.events)
        agent_error = AgentError(code=error.error.failure_mode, message=str(error.error) or "node failed")
        if ctx.settings.fail_fast:
            ctx.kernel.fail(error.ticket, agent_error)
        else:
            ctx.kernel.complete(error.ticket)  # a tolerated failure; the run decides after the phase
        ctx.emit(ProgressKind.NODE, "failed", node_id=node_id, detail=str(error.error)[:200])


def _evidence(upstream: Sequence[NodeOutcome]) -> tuple[Evidence, ...]:
    seen: dict[str, Evidence] = {}
    for outcome in upstream:
        for item in outcome.evidence:
            seen.setdefault(item.evidence_id, item)
    return tuple(seen.values())
