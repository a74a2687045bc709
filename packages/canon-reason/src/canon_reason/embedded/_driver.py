"""The embedded reasoner as a kernel ``ModelDriver``: the default model, deterministic and offline.

It speaks the driver protocol a hosted LLM speaks: a ``ModelRequest`` in, a ``ToolCallsResponse`` or a
``FinalOutputResponse`` out. It is stateless over requests: every answer is computed from the request alone
(the agent's key says which role it plays, the input carries the question and what was observed, the
transcript carries the tool results of this invocation), so a recorded response is exactly what a replay
needs and one driver instance can serve concurrent invocations.

Per role: the planner returns the plan DAG; the reader and the deriver run the reasoner's step function
(``next_action``) and turn its searches and calculations into tool calls; the checker re-reads every cited
span with ``read_span``; the judge scores the draft with ``judge_draft``; the reviser gathers the supports
the judge asked for, re-reads its cited spans and returns the revised draft, or an abstention giving the
judge's reason when the judge would refuse the revised draft too (a refused draft is mended or withdrawn,
never handed on as the answer).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from pydantic import BaseModel

from canon_contracts import Decision
from canon_kernel import (
    FinalOutputResponse,
    ModelDriverBinding,
    ModelDriverDescriptor,
    ModelRequest,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
)

from .._citations import check_spans, span_outputs
from .._draft import Draft, Outcome
from .._retrieval import Hit
from .._tools import CALCULATOR, READ_SPAN, SEARCH, Passage
from ..errors import UnknownRoleError
from ..roles import (
    CHECKER,
    DERIVER,
    JUDGE,
    PLANNER,
    READER,
    REVISER,
    CheckInput,
    JudgeInput,
    Observations,
    PlannerInput,
    ReadingSummary,
    ReasoningInput,
)
from ._actions import Calculate, CalculationResult, Finish, Observation, Search, SearchResult
from ._answer import to_answer
from ._compose import abstain
from ._judge import VETO_CONFIDENCE, judge_draft
from ._planner import plan_for
from ._questions import analyze_question
from ._reasoner import next_action

__all__ = ["EMBEDDED_DESCRIPTOR", "EmbeddedReasoner", "embedded_binding"]

#: The embedded reasoner's identity: temperature 0 and a token limit, so its traces are replayable.
EMBEDDED_DESCRIPTOR = ModelDriverDescriptor(
    driver_key="canon-embedded",
    provider="canon",
    model="canon-embedded-reasoner-1",
    temperature=0.0,
    max_tokens=4096,
)

Response = FinalOutputResponse | ToolCallsResponse
#: What a reasoning step ended on: tool calls to search or calculate, or the answer.
Step = Literal["search", "calculate", "answer"]


def _hit(passage: Passage) -> Hit:
    return Hit(
        passage.doc_id,
        passage.passage_id,
        passage.start,
        passage.end,
        passage.text,
        passage.score,
        passage.title,
    )


def _to_observations(observed: Observations) -> list[Observation]:
    """The reasoner's observations for what the tools returned."""
    found: list[Observation] = [
        SearchResult(s.query, tuple(_hit(p) for p in s.passages)) for s in observed.searches
    ]
    found += [CalculationResult(c.expression, c.value, c.error) for c in observed.calculations]
    return found


def _final(output: BaseModel) -> FinalOutputResponse:
    return FinalOutputResponse(output=output.model_dump(mode="json"))


def _calls(request: ModelRequest, context: str, tool: str, arguments: Sequence[dict[str, Any]]) -> Response:
    calls = tuple(
        ToolCallRequest(call_id=f"{context}#{request.request_index}.{i}", tool=tool, arguments=args)
        for i, args in enumerate(arguments)
    )
    return ToolCallsResponse(calls=calls)


def _tool_outputs(request: ModelRequest) -> list[tuple[str, Any]]:
    return [(item.tool, item.output) for item in request.transcript if isinstance(item, ToolResultItem)]


def _observed(request: ModelRequest, given: Observations) -> Observations:
    return given.merged(Observations.from_tool_outputs(_tool_outputs(request)))


def _missing_spans(request: ModelRequest, draft: Draft) -> list[dict[str, Any]]:
    """``read_span`` arguments for every citation of ``draft`` not yet read in this invocation."""
    read = {(s.doc_id, s.start, s.end) for s in span_outputs(_tool_outputs(request))}
    wanted = dict.fromkeys((c.doc_id, c.start, c.end) for c in draft.citations)
    return [{"doc_id": d, "start": s, "end": e} for d, s, e in wanted if (d, s, e) not in read]


def _step(
    request: ModelRequest, given: ReasoningInput, *, calculate: bool
) -> tuple[Response | None, Draft | None, Observations, Step]:
    """One reasoning step: tool calls to make, or the finished draft; also what was observed and the step."""
    observed = _observed(request, given.observations)
    action = next_action(given.question, _to_observations(observed), supports=given.supports)
    if isinstance(action, Finish):
        return None, action.draft, observed, "answer"
    if isinstance(action, Search):
        searched = {s.query for s in observed.searches}
        queries = [q for q in action.queries if q not in searched]
        if queries:
            args = [{"query": q, "top_k": given.top_k} for q in queries]
            return _calls(request, given.context, SEARCH, args), None, observed, "search"
        return None, None, observed, "search"
    assert isinstance(action, Calculate)
    done = {c.expression for c in observed.calculations}
    expressions = [e for e in action.expressions if e not in done]
    if calculate and expressions:
        args = [{"expression": e} for e in expressions]
        return _calls(request, given.context, CALCULATOR, args), None, observed, "calculate"
    return None, None, observed, "calculate"


def _stalled(question: str, step: Step) -> Draft:
    """The abstention of a reasoner that asked again for what it had already observed."""
    return abstain(analyze_question(question), f"the reasoner repeated a {step} it had already made", 0.0)


def _plan(request: ModelRequest) -> Response:
    given = PlannerInput.model_validate(request.input)
    return _final(plan_for(given.question, top_k=given.top_k))


def _read(request: ModelRequest) -> Response:
    given = ReasoningInput.model_validate(request.input)
    calls, _, observed, step = _step(request, given, calculate=False)
    if calls is not None:
        return calls
    passages = sum(len(s.passages) for s in observed.searches)
    return _final(
        ReadingSummary(queries=[s.query for s in observed.searches], passages=passages, next_step=step)
    )


def _derive(request: ModelRequest) -> Response:
    given = ReasoningInput.model_validate(request.input)
    calls, draft, observed, step = _step(request, given, calculate=True)
    if calls is not None:
        return calls
    return _final(to_answer(draft if draft is not None else _stalled(given.question, step), observed))


def _revise(request: ModelRequest) -> Response:
    given = ReasoningInput.model_validate(request.input)
    calls, draft, observed, step = _step(request, given, calculate=True)
    if calls is not None:
        return calls
    revised = draft if draft is not None else _stalled(given.question, step)
    missing = _missing_spans(request, revised)
    if missing:
        return _calls(request, given.context, READ_SPAN, missing)
    return _final(to_answer(_unless_refused(revised, given), observed))


def _unless_refused(draft: Draft, given: ReasoningInput) -> Draft:
    """``draft``, or an abstention giving the judge's reason when the judge refuses it.

    A revision that reads the same sentences again reaches the same refused answer; handing it on would put
    an answer the judge refused in the run's result. Withdrawing it ends the run in ``insufficient_evidence``
    with the refusal recorded as the reason.
    """
    if draft.outcome is not Outcome.ANSWERED:
        return draft
    judgement = judge_draft(draft, min_supports=given.supports)
    if judgement.verdict is not Decision.VETO:
        return draft
    reason = f"the judge refused the revised draft {draft.answer!r}: {judgement.feedback}"
    return abstain(analyze_question(given.question), reason, draft.confidence)


def _check(request: ModelRequest) -> Response:
    given = CheckInput.model_validate(request.input)
    missing = _missing_spans(request, given.draft)
    if missing:
        return _calls(request, given.context, READ_SPAN, missing)
    return _final(check_spans(given.draft, span_outputs(_tool_outputs(request))))


def _judge(request: ModelRequest) -> Response:
    given = JudgeInput.model_validate(request.input)
    judgement = judge_draft(given.draft, min_supports=given.min_supports)
    if given.span_problems:
        judgement = judgement.model_copy(
            update={
                "verdict": Decision.VETO,
                "confidence": round(judgement.confidence * VETO_CONFIDENCE, 6),
                "feedback": "; ".join([*given.span_problems, judgement.feedback]),
            }
        )
    return _final(judgement)


_HANDLERS: dict[str, Callable[[ModelRequest], Response]] = {
    PLANNER: _plan,
    READER: _read,
    DERIVER: _derive,
    CHECKER: _check,
    JUDGE: _judge,
    REVISER: _revise,
}


class EmbeddedReasoner:
    """The embedded reasoner's model driver (see the module docstring); safe to share between invocations."""

    async def respond(self, request: ModelRequest) -> Response:
        """Answer one request from the request alone.

        Raises:
            UnknownRoleError: the request comes from an agent this driver does not act for (the kernel
                reports it as a ``ProviderError``).
        """
        handler = _HANDLERS.get(request.agent.key)
        if handler is None:
            raise UnknownRoleError(f"the embedded reasoner does not act for agent {request.agent.key!r}")
        return handler(request)


def embedded_binding() -> ModelDriverBinding:
    """A binding of ``EMBEDDED_DESCRIPTOR`` to one shared ``EmbeddedReasoner``."""
    return ModelDriverBinding.shared(descriptor=EMBEDDED_DESCRIPTOR, driver=EmbeddedReasoner())
