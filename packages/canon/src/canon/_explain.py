"""Why a run answered as it did, read from its run directory: the one view ``show`` and ``report`` render.

``explain(data)`` turns a ``RunData`` into an ``Explanation``: the phases on one time axis, the plan with its
arguments in full, every step (role invocation) with its model calls and tool calls, each retrieval with the
passages it returned and their scores, each claim with the span it cites and the retrieved passage that
holds that span, the judge's rounds (what the draft said and what the judge made of it), the convergence
decisions, the answer (with the reason when the run abstained) and the trace's integrity, kept apart from
whether the answer is supported.

A retrieval is any tool result whose output holds a ``passages`` list of objects with a ``doc_id`` (the shape
canon-reason's corpus tools return); anything else a trace holds is shown as it was recorded. Nothing here
raises on a strange trace: fields that are missing or of the wrong type are left out.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from canon_contracts import Evidence, TraceEntry, VerificationReport

    from ._rundata import RunData

__all__ = [
    "ABSTENTION",
    "CheckView",
    "CitedSpan",
    "Explanation",
    "Integrity",
    "JudgeRound",
    "ModelCall",
    "Passage",
    "PhaseSpan",
    "PlanStep",
    "Retrieval",
    "Step",
    "ToolUse",
    "explain",
]

#: The answer a run gives when it abstains (canon-reason's drafts and the contracts' epistemic status).
ABSTENTION = "insufficient_evidence"

Outcome = Literal["answered", "abstained", "none"]


@dataclass(frozen=True)
class Passage:
    """One passage a retrieval returned: where it is, its score and its text."""

    rank: int
    doc_id: str
    chunk_id: str
    title: str
    start: int | None
    end: int | None
    score: float | None
    text: str


@dataclass(frozen=True)
class Retrieval:
    """One retrieval tool call and the passages it returned, best first."""

    entry: int
    node_id: str | None
    call_id: str
    tool: str
    query: str
    passages: list[Passage]


@dataclass(frozen=True)
class ToolUse:
    """A tool call and its result, as recorded."""

    call_id: str
    tool: str
    arguments: dict[str, Any]
    status: str
    output: Any
    error: str | None


@dataclass(frozen=True)
class ModelCall:
    """A model request and the response that answered it (matched by request digest)."""

    request_digest: str
    request: Any
    response: Any
    response_kind: str
    input_tokens: int | None
    output_tokens: int | None


@dataclass(frozen=True)
class Step:
    """One trace entry (a role invocation) with its timing relative to the run's start."""

    index: int
    phase: str
    role: str
    node_id: str | None
    iteration: int
    status: str
    started_at: str
    completed_at: str
    offset_ms: float
    duration_ms: float
    output: str
    error: str | None
    model_calls: list[ModelCall]
    tool_calls: list[ToolUse]


@dataclass(frozen=True)
class PhaseSpan:
    """A phase on the run's time axis: its entries, rounds, roles, start offset and length."""

    phase: str
    entries: int
    rounds: int
    offset_ms: float
    duration_ms: float
    failed: int
    roles: list[str]


@dataclass(frozen=True)
class PlanStep:
    """A plan node with its arguments in full, and how its step went."""

    node_id: str
    kind: str
    tool: str | None
    depends_on: list[str]
    arguments: dict[str, Any]
    status: str
    duration_ms: float | None


@dataclass(frozen=True)
class CitedSpan:
    """A span a claim cites, and the retrieved passage that holds it (``None`` when none does)."""

    evidence_id: str
    doc_id: str
    start: int | None
    end: int | None
    text: str
    passage: Passage | None
    query: str | None


@dataclass(frozen=True)
class ClaimView:
    """A claim with the spans it cites and the other supports it rests on."""

    claim_id: str
    text: str
    cites: list[CitedSpan]
    rests_on: list[str]


@dataclass(frozen=True)
class JudgeRound:
    """One judge invocation: what the draft said, the judge's verdict on it, and the judge's feedback."""

    iteration: int
    draft: Outcome
    verdict: str
    reading: str
    confidence: float | None
    score: float | None
    feedback: str


@dataclass(frozen=True)
class ConvergenceStep:
    """A convergence decision with the window it was taken over."""

    iteration: int
    converged: bool
    reason: str
    strategy: str
    window: list[str]


@dataclass(frozen=True)
class Answer:
    """The run's answer: from result/final_result.json, or provisionally from the trace."""

    text: str | None
    outcome: Outcome
    decision: str | None
    confidence: float | None
    epistemic_status: str | None
    reason: str | None
    stop_reason: str | None
    termination_reason: str | None
    provisional: bool
    """Projected from the trace alone: the run wrote no result."""
    from_result_file: bool = False
    """Read from the result file, because the run has no readable trace to determine it."""


@dataclass(frozen=True)
class FindingView:
    """A verification finding with its stable check id."""

    check_id: str
    invariant_id: str
    severity: str
    message: str
    entry: int | None


@dataclass(frozen=True)
class CheckView:
    """One verification check by its stable id: passed or not, and how many findings it raised."""

    check_id: str
    invariant_id: str
    passed: bool
    findings: int


@dataclass(frozen=True)
class Integrity:
    """Whether the record is sound (hash chain, verification checks): never whether the answer is right."""

    trace_intact: bool | None
    chain_breaks: int
    trace_complete: bool | None
    """Whether the trace ends with its end record (``None`` when it cannot be read)."""
    checks_passed: int
    checks_total: int
    errors: int
    warnings: int
    infos: int
    policy: str | None
    source: str
    file_problems: list[str]

    @property
    def valid(self) -> bool:
        """No error finding remains and every check passed."""
        return self.checks_total > 0 and self.errors == 0 and self.checks_passed == self.checks_total

    @property
    def summary(self) -> str:
        """``intact and valid, 33/33 checks passed`` and the like."""
        if self.trace_intact is None:
            intact = "unreadable"
        elif self.trace_intact:
            intact = "intact"
        else:
            reasons = [f"{self.chain_breaks} chain break(s)"] if self.chain_breaks else []
            reasons += ["no end record"] if self.trace_complete is False else []
            intact = f"not intact ({', '.join(reasons) or 'incomplete'})"
        if not self.checks_total:
            return f"{intact}, not verified"
        valid = "valid" if self.valid else f"invalid ({self.errors} error finding(s))"
        return f"{intact} and {valid}, {self.checks_passed}/{self.checks_total} checks passed"


@dataclass(frozen=True)
class Explanation:
    """Everything ``canon show`` and ``canon report`` say about one run."""

    run_id: str
    status: str
    question: str | None
    spec: str
    model: str | None
    fingerprint: str | None
    started_at: str
    completed_at: str | None
    duration_ms: float
    entries: int
    incomplete_reasons: list[str]
    problems: list[str]
    disagreements: list[str]
    """Derived files (result, run.json, plan.json, fingerprint.txt) that say otherwise than the trace."""
    phases: list[PhaseSpan]
    plan_rationale: str | None
    plan: list[PlanStep]
    steps: list[Step]
    retrievals: list[Retrieval]
    claims: list[ClaimView]
    rounds: list[JudgeRound]
    convergence: list[ConvergenceStep]
    convergence_decision: str | None
    answer: Answer
    integrity: Integrity
    findings: list[FindingView]
    failure: str | None = None
    checks: list[CheckView] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    """The evidence ids the answer's ``[n]`` markers stand for, marker 1 first."""
    evidence_text: dict[str, str] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        """The explanation as plain JSON data (what ``canon show --json`` prints)."""
        data = asdict(self)
        data["integrity"]["valid"] = self.integrity.valid
        data["integrity"]["summary"] = self.integrity.summary
        del data["evidence_text"]
        return data


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _integer(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _instant(stamp: str) -> datetime | None:
    try:
        return datetime.fromisoformat(stamp)
    except ValueError:
        return None


def _passages(output: Any) -> list[Passage] | None:
    """The passages of a retrieval tool's output, or ``None`` when ``output`` is not a retrieval."""
    if not isinstance(output, dict) or not isinstance(output.get("passages"), list):
        return None
    found = []
    for rank, item in enumerate(output["passages"], start=1):
        if not isinstance(item, dict) or not isinstance(item.get("doc_id"), str):
            continue
        found.append(
            Passage(
                rank=rank,
                doc_id=item["doc_id"],
                chunk_id=_text(item.get("chunk_id")),
                title=_text(item.get("title")),
                start=_integer(item.get("start")),
                end=_integer(item.get("end")),
                score=_number(item.get("score")),
                text=_text(item.get("text")),
            )
        )
    return found


def _usage(response: Any) -> tuple[int | None, int | None]:
    usage = response.get("usage") if isinstance(response, dict) else None
    if not isinstance(usage, dict):
        return None, None
    return _integer(usage.get("input_tokens")), _integer(usage.get("output_tokens"))


def _step(entry: TraceEntry, origin: datetime | None) -> Step:
    from canon_contracts import ModelRequestEvent, ModelResponseEvent, ToolCallEvent, ToolResultEvent

    requests: dict[str, Any] = {}
    model_calls: list[ModelCall] = []
    calls: dict[str, ToolUse] = {}
    for event in entry.events:
        if isinstance(event, ModelRequestEvent):
            requests[event.request_digest] = event.request
        elif isinstance(event, ModelResponseEvent):
            tokens_in, tokens_out = _usage(event.response)
            kind = event.response.get("kind") if isinstance(event.response, dict) else None
            model_calls.append(
                ModelCall(
                    request_digest=event.request_digest,
                    request=requests.pop(event.request_digest, None),
                    response=event.response,
                    response_kind=_text(kind) or "response",
                    input_tokens=tokens_in,
                    output_tokens=tokens_out,
                )
            )
        elif isinstance(event, ToolCallEvent):
            call = event.call
            calls[call.call_id] = ToolUse(
                call.call_id, call.tool, dict(call.arguments), "pending", None, None
            )
        elif isinstance(event, ToolResultEvent):
            result = event.result
            known = calls.get(result.call_id)
            arguments = known.arguments if known is not None else {}
            calls[result.call_id] = ToolUse(
                result.call_id, result.tool, arguments, result.status.value, result.output, result.error
            )
    for digest, request in requests.items():  # requests never answered (a crash or a failed call)
        model_calls.append(ModelCall(digest, request, None, "unanswered", None, None))
    started = _instant(entry.started_at)
    offset = (started - origin).total_seconds() * 1000.0 if started and origin else 0.0
    return Step(
        index=entry.index,
        phase=entry.phase.value,
        role=entry.role.value,
        node_id=entry.node_id,
        iteration=entry.iteration,
        status=entry.status.value,
        started_at=entry.started_at,
        completed_at=entry.completed_at,
        offset_ms=max(offset, 0.0),
        duration_ms=entry.duration_ms,
        output=entry.output.text if entry.output is not None else "",
        error=entry.error.message if entry.error is not None else None,
        model_calls=model_calls,
        tool_calls=list(calls.values()),
    )


def _phases(steps: list[Step]) -> list[PhaseSpan]:
    groups: list[list[Step]] = []
    for step in steps:
        if groups and groups[-1][0].phase == step.phase:
            groups[-1].append(step)
        else:
            groups.append([step])
    spans = []
    for group in groups:
        start = min(step.offset_ms for step in group)
        end = max(step.offset_ms + step.duration_ms for step in group)
        spans.append(
            PhaseSpan(
                phase=group[0].phase,
                entries=len(group),
                rounds=len({step.iteration for step in group}),
                offset_ms=start,
                duration_ms=end - start,
                failed=sum(1 for step in group if step.status != "success"),
                roles=list(dict.fromkeys(step.role for step in group)),
            )
        )
    return spans


def _retrievals(steps: list[Step]) -> list[Retrieval]:
    found = []
    for step in steps:
        for use in step.tool_calls:
            passages = _passages(use.output)
            if passages is None:
                continue
            query = use.arguments.get("query")
            if not isinstance(query, str) and isinstance(use.output, dict):
                query = use.output.get("query")
            found.append(Retrieval(step.index, step.node_id, use.call_id, use.tool, _text(query), passages))
    return found


def _holder(evidence: Evidence, retrievals: list[Retrieval]) -> tuple[Passage | None, str | None]:
    """The best-scored retrieved passage whose span holds ``evidence``, and the query that found it."""
    best: tuple[Passage, str] | None = None
    for retrieval in retrievals:
        for passage in retrieval.passages:
            if passage.doc_id != evidence.source or passage.start is None or passage.end is None:
                continue
            if passage.start <= evidence.start and evidence.end <= passage.end:
                if best is None or (passage.score or 0.0) > (best[0].score or 0.0):
                    best = (passage, retrieval.query)
    return best if best is not None else (None, None)


def _claims(data: RunData, retrievals: list[Retrieval]) -> tuple[list[ClaimView], dict[str, str]]:
    from canon_contracts import ClaimEmittedEvent, EvidenceRegisteredEvent

    assert data.trace is not None
    claims: dict[str, Any] = {}
    evidence: dict[str, Evidence] = {}
    for entry in data.trace.entries:
        for event in entry.events:
            if isinstance(event, ClaimEmittedEvent):
                claims[event.claim.claim_id] = event.claim
            elif isinstance(event, EvidenceRegisteredEvent):
                evidence.setdefault(event.evidence.evidence_id, event.evidence)
    views = []
    for claim in claims.values():
        cites, rests_on = [], []
        for support in claim.supports:
            found = evidence.get(support.ref) if support.kind.value == "evidence" else None
            if found is None:
                rests_on.append(f"{support.kind.value} {support.ref}")
                continue
            text = found.text
            if support.start is not None and support.end is not None:
                text = text[support.start : support.end]
            passage, query = _holder(found, retrievals)
            cites.append(
                CitedSpan(found.evidence_id, found.source, found.start, found.end, text, passage, query)
            )
        views.append(ClaimView(claim.claim_id, claim.text, cites, rests_on))
    return views, {key: value.text for key, value in evidence.items()}


def _draft_outcome(entry: TraceEntry) -> Outcome:
    """What the judged draft said, from the judge's input (``draft.answer``), when it was recorded."""
    payload = entry.input.payload if isinstance(entry.input.payload, dict) else {}
    draft = payload.get("draft")
    answer = draft.get("answer") if isinstance(draft, dict) else None
    if not isinstance(answer, str) or not answer:
        return "none"
    return "abstained" if answer.strip() == ABSTENTION else "answered"


_READINGS = {
    ("abstained", "pass"): "accepts the abstention",
    ("abstained", "veto"): "rejects the abstention",
    ("answered", "pass"): "accepts the answer",
    ("answered", "veto"): "rejects the answer",
}


def _rounds(data: RunData) -> list[JudgeRound]:
    assert data.trace is not None
    rounds = []
    for entry in data.trace.entries:
        if entry.phase.value != "JUDGE" or entry.role.value != "judge" or entry.output is None:
            continue
        draft = _draft_outcome(entry)
        verdict = entry.output.decision.value
        rounds.append(
            JudgeRound(
                iteration=entry.iteration,
                draft=draft,
                verdict=verdict,
                reading=_READINGS.get((draft, verdict), verdict),
                confidence=entry.output.confidence,
                score=entry.scores.get("score"),
                feedback=entry.output.text,
            )
        )
    return rounds


def _convergence(data: RunData) -> list[ConvergenceStep]:
    from canon_contracts import ConvergenceDecisionEvent

    assert data.trace is not None
    steps = []
    for entry in data.trace.entries:
        for event in entry.events:
            if not isinstance(event, ConvergenceDecisionEvent):
                continue
            record = event.record
            window = [
                f"{sample.score:.3f}" if sample.score is not None else (sample.verdict or "-")
                for sample in record.window
            ]
            steps.append(
                ConvergenceStep(
                    record.iteration, record.converged, record.reason.value, record.strategy.value, window
                )
            )
    return steps


def _plan(data: RunData, steps: list[Step]) -> tuple[str | None, list[PlanStep]]:
    from canon_contracts import PlanEmittedEvent

    assert data.trace is not None
    plans = [e.plan for entry in data.trace.entries for e in entry.events if isinstance(e, PlanEmittedEvent)]
    if not plans:
        return None, []
    by_node: dict[str, Step] = {}
    for step in steps:
        if step.node_id is not None:
            by_node[step.node_id] = step  # the last round of a node is the one that counts
    nodes = []
    for node in plans[-1].nodes:
        ran = by_node.get(node.node_id)
        nodes.append(
            PlanStep(
                node_id=node.node_id,
                kind=node.kind.value,
                tool=node.tool,
                depends_on=list(node.depends_on),
                arguments=json.loads(json.dumps(node.arguments)),
                status=ran.status if ran is not None else "not run",
                duration_ms=ran.duration_ms if ran is not None else None,
            )
        )
    return plans[-1].rationale or None, nodes


def _answer(data: RunData) -> Answer:
    reason = None
    if data.trace is not None:
        decisions = [entry.decision for entry in data.trace.entries if entry.decision is not None]
        if decisions:
            reason = decisions[-1].rationale or None
    result = data.shown_result  # the trace's result; the result file's only when there is no trace
    if result is not None:
        outcome: Outcome = "none" if not result.answer else "answered"
        if result.answer and result.answer.strip() == ABSTENTION:
            outcome = "abstained"
        return Answer(
            text=result.answer,
            outcome=outcome,
            decision=result.decision.value,
            confidence=result.confidence,
            epistemic_status=result.epistemic_status.value,
            reason=reason,
            stop_reason=result.stop_reason.value if result.stop_reason is not None else None,
            termination_reason=result.termination_reason.value,
            provisional=False,
            from_result_file=not data.result_from_trace,
        )
    projected = data.projected()
    if projected is None:
        return Answer(None, "none", None, None, None, reason, None, None, provisional=True)
    decision, text = projected
    outcome = "none" if not text else ("abstained" if text.strip() == ABSTENTION else "answered")
    return Answer(text, outcome, decision, None, None, reason, None, None, provisional=True)


def _integrity(data: RunData, report: VerificationReport | None, source: str) -> Integrity:
    from canon_trace import check_run_directory

    counts = {"error": 0, "warning": 0, "info": 0}
    for finding in report.findings if report is not None else ():
        counts[finding.severity.value] += 1
    checks = report.checks if report is not None else ()
    problems = [f"{p.kind.value} {p.path}: {p.message}" for p in check_run_directory(data.path)]
    return Integrity(
        trace_intact=data.trace.intact if data.trace is not None else None,
        chain_breaks=len(data.trace.chain_breaks) if data.trace is not None else 0,
        trace_complete=data.trace.end is not None if data.trace is not None else None,
        checks_passed=sum(1 for check in checks if check.passed),
        checks_total=len(checks),
        errors=counts["error"],
        warnings=counts["warning"],
        infos=counts["info"],
        policy=report.policy.value if report is not None else None,
        source=source,
        file_problems=problems if data.sealed else [],
    )


def _report(data: RunData) -> tuple[VerificationReport | None, str]:
    """A verification made now, not read from verify.json: what is shown is what the files say today."""
    from canon_verify import VerifyInputError, verify_run

    try:
        return verify_run(data.path), "verified now"
    except VerifyInputError as exc:
        return None, f"cannot verify: {exc}"


def explain(data: RunData) -> Explanation:
    """The explanation of the run read into ``data``; see the module docstring."""
    from ._citations import marked_evidence

    trace = data.trace
    entries = list(trace.entries) if trace is not None else []
    stamps = [s for s in (_instant(entry.started_at) for entry in entries) if s is not None]
    origin = min(stamps) if stamps else None
    steps = [_step(entry, origin) for entry in entries]
    retrievals = _retrievals(steps)
    claims, evidence_text = _claims(data, retrievals) if trace is not None else ([], {})
    rationale, plan = _plan(data, steps) if trace is not None else (None, [])
    report, source = _report(data)
    model = None
    if trace is not None and trace.header.model is not None:
        described = trace.header.model
        model = f"{described.provider}/{described.model}, temperature {described.temperature:g}"
    failures = [entry.failure for entry in entries if entry.failure is not None]
    failure = None
    if failures:
        last = failures[-1]
        failure = (
            f"{last.failure_mode.value} in {last.phase.value} (stop reason {last.stop_reason.value}): "
            + last.message
        )
    header = trace.header if trace is not None else None
    question = data.spec.get("question") if data.spec else None
    end = max((step.offset_ms + step.duration_ms for step in steps), default=0.0)
    return Explanation(
        run_id=data.run_id,
        status=data.status,
        question=question if isinstance(question, str) else None,
        spec=data.spec_label,
        model=model,
        fingerprint=data.fingerprint,
        started_at=data.created_at,
        completed_at=header.completed_at if header is not None else None,
        duration_ms=end,
        entries=len(entries),
        incomplete_reasons=data.incomplete_reasons,
        problems=list(data.problems),
        disagreements=[disagreement.message for disagreement in data.disagreements],
        phases=_phases(steps),
        plan_rationale=rationale,
        plan=plan,
        steps=steps,
        retrievals=retrievals,
        claims=claims,
        rounds=_rounds(data) if trace is not None else [],
        convergence=_convergence(data) if trace is not None else [],
        convergence_decision=(
            header.convergence_reason.value if header is not None and header.convergence_reason else None
        ),
        answer=_answer(data),
        integrity=_integrity(data, report, source),
        findings=[
            FindingView(f.check_id, f.invariant_id, f.severity.value, f.message, f.location.entry_index)
            for f in (report.findings if report is not None else ())
        ],
        failure=failure,
        checks=[
            CheckView(check.check_id, check.invariant_id, check.passed, check.findings)
            for check in (report.checks if report is not None else ())
        ],
        markers=marked_evidence(trace) if trace is not None else [],
        evidence_text=evidence_text,
    )
