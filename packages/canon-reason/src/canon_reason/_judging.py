"""The JUDGE phase: the judge scores the draft, a convergence strategy decides, the reviser revises.

Each round the judge role scores the current draft (``judge_draft``: grounding, intact spans, arithmetic,
``min_supports`` independent supports per claim) and the round's sample (score, verdict, confidence) joins the
window. The strategy is ``AnyOf(AcceptedDraft(), MixedStability(2), OscillationDetection(4),
MaxIterations(max_iterations))``: the loop ends when the judge passes the draft, when two rounds in a row
agree on verdict and score (revising changes nothing), when verdicts or scores oscillate, or at the bound.
Otherwise the reviser (a kernel ``revise``, which needs the judge's prior run) gathers the required supports
and re-reads its spans; its draft is judged in the next round. Every decision is recorded with its
``ConvergenceRecord`` and hash.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import attrs

from canon_contracts import (
    AgentRole,
    ClaimEmittedEvent,
    ConvergenceReason,
    ConvergenceRecord,
    ConvergenceType,
    Decision,
    Evidence,
    Revision,
    WindowSample,
)
from canon_kernel import (
    AnyOf,
    ConvergenceStrategy,
    InvalidFinalOutputError,
    MaxIterations,
    MixedStability,
    OscillationDetection,
    Outcome,
    stops,
)

from ._citations import check_spans, resolve_draft, span_outputs
from ._context import RunContext, draft_output, emitted_claims, output_of
from ._draft import Draft
from ._draft import Outcome as DraftOutcome
from ._nodes import NodeOutcome, tool_outputs
from ._progress import ProgressKind
from .errors import CitationError
from .roles import JUDGE, REVISER, JudgeInput, Judgement, Observations, ReasoningInput

__all__ = ["AcceptedDraft", "Candidate", "convergence_strategy", "judge_phase"]


@attrs.frozen
class AcceptedDraft:
    """Converged when the judge passes the latest draft with at least ``threshold`` confidence.

    A window of one: a draft the judge accepts needs no revision. The decision's reason is
    ``verdict_stability`` (the passing verdict is the one that stands).
    """

    kind: ClassVar[ConvergenceType] = ConvergenceType.VERDICT
    threshold: float = 0.0

    @property
    def window_size(self) -> int:
        """The latest sample only."""
        return 1

    def parameters(self) -> dict[str, Any]:
        """The accepted verdict and the confidence threshold."""
        return {"window": 1, "accept": Decision.PASS.value, "threshold": float(self.threshold)}

    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """Converged on a passing verdict with enough confidence."""
        if not samples:
            return Outcome(False, ConvergenceReason.WINDOW_INCOMPLETE)
        last = samples[-1]
        if last.verdict is Decision.PASS and (last.confidence or 0.0) >= self.threshold:
            return Outcome(True, ConvergenceReason.VERDICT_STABILITY)
        return Outcome(False, ConvergenceReason.UNSTABLE)

    def evaluate(self, samples: Sequence[WindowSample]) -> ConvergenceRecord:
        """Decide over ``samples`` and record the decision."""
        outcome = self.outcome(samples)
        return ConvergenceRecord.create(
            strategy=self.kind,
            converged=outcome.converged,
            reason=outcome.reason,
            iteration=samples[-1].iteration if samples else 0,
            window_size=1,
            window=tuple(samples[-1:]),
            parameters=self.parameters(),
        )


def convergence_strategy(max_iterations: int) -> ConvergenceStrategy:
    """The JUDGE phase's strategy (see the module docstring)."""
    return AnyOf(
        AcceptedDraft(),
        MixedStability(window=2, epsilon=0.01),
        OscillationDetection(window=4, epsilon=0.0),
        MaxIterations(max_iterations),
    )


@dataclass(frozen=True, slots=True)
class Candidate:
    """The draft under judgement, with what supports it and what was observed to produce it."""

    draft: Draft
    claims: tuple[str, ...]
    evidence: tuple[Evidence, ...]
    span_problems: tuple[str, ...]
    observations: Observations

    @classmethod
    def from_node(cls, outcome: NodeOutcome) -> Candidate:
        """The candidate a plan's finalize node produced."""
        assert outcome.draft is not None
        problems = () if outcome.check is None else tuple(outcome.check.problems)
        return cls(
            outcome.draft,
            tuple(c.claim_id for c in outcome.claims),
            outcome.evidence,
            problems,
            outcome.observations,
        )


@dataclass(frozen=True, slots=True)
class Verdict:
    """How the JUDGE phase ended: the final candidate, the last judgement and decision."""

    candidate: Candidate
    judgement: Judgement
    record: ConvergenceRecord


async def judge_phase(ctx: RunContext, candidate: Candidate) -> Verdict:
    """Judge and revise until the strategy stops; raise ``Aborted`` if a role fails."""
    settings = ctx.settings
    strategy = convergence_strategy(settings.max_iterations)
    samples: list[WindowSample] = []
    while True:
        judgement, record = await _judge(ctx, candidate, strategy, samples)
        if stops(record):
            return Verdict(candidate, judgement, record)
        candidate = await _revise(ctx, candidate, judgement)


async def _judge(
    ctx: RunContext, candidate: Candidate, strategy: ConvergenceStrategy, samples: list[WindowSample]
) -> tuple[Judgement, ConvergenceRecord]:
    settings = ctx.settings
    ticket = ctx.kernel.run(AgentRole.JUDGE)
    given = JudgeInput(
        question=settings.question,
        min_supports=settings.min_supports,
        draft=candidate.draft,
        span_problems=list(candidate.span_problems),
    )
    invoked = await ctx.invoke(ticket, JUDGE, given, purpose="judge the draft")
    result, agent_input, started = invoked.result, invoked.input, invoked.started
    judgement: Judgement = result.output
    samples.append(
        WindowSample(
            iteration=ticket.iteration,
            score=judgement.score,
            verdict=judgement.verdict,
            confidence=judgement.confidence,
        )
    )
    record = strategy.evaluate(samples)
    ctx.kernel.record_convergence(record)
    ctx.kernel.complete(ticket)
    output = output_of(
        judgement.feedback,
        confidence=judgement.confidence,
        decision=judgement.verdict,
        scores={"score": judgement.score},
        metadata={"supports": judgement.supports},
    )
    ctx.record(
        ticket,
        input=agent_input,
        output=output,
        event="judged",
        transcript=result.transcript,
        convergence=record,
        started_at=started,
    )
    ctx.journal.iterations = ticket.iteration + 1
    detail = f"{judgement.verdict.value} (score {judgement.score:.3f}); {record.reason.value}"
    ctx.emit(ProgressKind.ITERATION, "judged", iteration=ticket.iteration, detail=detail)
    return judgement, record


async def _revise(ctx: RunContext, candidate: Candidate, judgement: Judgement) -> Candidate:
    settings = ctx.settings
    ticket = ctx.kernel.revise(AgentRole.REVISER)
    given = ReasoningInput(
        question=settings.question,
        context=ticket.context_id,
        supports=settings.min_supports,
        top_k=settings.top_k,
        observations=candidate.observations,
        draft=candidate.draft,
        feedback=judgement.feedback,
    )
    invoked = await ctx.invoke(ticket, REVISER, given, purpose="revise the draft")
    result, agent_input, started = invoked.result, invoked.input, invoked.started
    try:
        draft = resolve_draft(result.output, question=settings.question, ledger=ctx.ledger)
    except CitationError as exc:
        ctx.fail(ticket, InvalidFinalOutputError(str(exc)), input=agent_input, started_at=started)
    outputs = tool_outputs(result.transcript)
    check = check_spans(draft, span_outputs(outputs))
    intact = set(check.intact)
    fresh = [c.to_evidence() for c in draft.citations if c.marker in intact]
    claims = emitted_claims(draft, f"rev{ticket.iteration}/")
    events = [*ctx.register(fresh), *(ClaimEmittedEvent(claim=c) for c in claims)]
    ctx.kernel.complete(ticket)
    ctx.record(
        ticket,
        input=agent_input,
        output=draft_output(draft, claims=len(claims)),
        event="revised",
        transcript=result.transcript,
        events=events,
        started_at=started,
    )
    ctx.journal.revisions.append(_revision(ticket.iteration, judgement, draft))
    ctx.emit(ProgressKind.ITERATION, "revised", iteration=ticket.iteration, detail=draft.answer[:120])
    known = {e.evidence_id: e for e in candidate.evidence}
    known.update((e.evidence_id, e) for e in fresh)
    return replace(
        candidate,
        draft=draft,
        claims=tuple(c.claim_id for c in claims),
        evidence=tuple(known.values()),
        span_problems=tuple(check.problems),
        observations=candidate.observations.merged(Observations.from_tool_outputs(outputs)),
    )


def _revision(iteration: int, judgement: Judgement, draft: Draft) -> Revision:
    text = draft.answer if draft.outcome is DraftOutcome.ANSWERED else f"{draft.answer}: {draft.reason}"
    return Revision(iteration=iteration, feedback=judgement.feedback or "(no feedback)", revised_text=text)
