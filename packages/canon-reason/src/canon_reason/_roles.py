"""The agents that act for the pipeline's roles, and the typed messages they exchange.

Every role that reasons is a ``canon_kernel.Agent`` bound to one model driver (the embedded reasoner by
default, a replay driver on replay): the planner, the reader, the deriver, the citation checker, the judge and
the reviser. Their inputs carry everything the model needs (the question, what has been observed, the draft
under review), so a driver can answer each request from the request alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from canon_contracts import ContractModel, Decision, Plan
from canon_kernel import Agent, AgentLimits, ModelDriverBinding, Tool

from ._draft import Draft
from ._tools import CALCULATOR, READ_SPAN, SEARCH, CalculatorOutput, SearchOutput, SpanOutput

__all__ = [
    "CHECKER",
    "DERIVER",
    "JUDGE",
    "PLANNER",
    "READER",
    "REVISER",
    "CitationCheck",
    "CheckInput",
    "JudgeInput",
    "Judgement",
    "Observations",
    "PlannerInput",
    "ReadingSummary",
    "ReasoningInput",
    "build_agents",
    "span_outputs",
]

PLANNER = "planner"
READER = "reader"
DERIVER = "deriver"
CHECKER = "checker"
JUDGE = "judge"
REVISER = "reviser"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Observations(_Model):
    """What tools returned so far: search results and calculations, in the order they were observed."""

    searches: list[SearchOutput] = Field(default_factory=list)
    calculations: list[CalculatorOutput] = Field(default_factory=list)

    def merged(self, other: Observations) -> Observations:
        """These observations followed by ``other``'s that are new (by query or expression)."""
        queries = {s.query for s in self.searches}
        expressions = {c.expression for c in self.calculations}
        return Observations(
            searches=[*self.searches, *(s for s in other.searches if s.query not in queries)],
            calculations=[
                *self.calculations,
                *(c for c in other.calculations if c.expression not in expressions),
            ],
        )

    @classmethod
    def combine(cls, parts: Iterable[Observations]) -> Observations:
        """All ``parts`` merged in order."""
        merged = cls()
        for part in parts:
            merged = merged.merged(part)
        return merged

    @classmethod
    def from_tool_outputs(cls, outputs: Iterable[tuple[str, Any]]) -> Observations:
        """Observations from ``(tool key, output JSON)`` pairs; other tools' outputs are ignored."""
        searches, calculations = [], []
        for tool, output in outputs:
            if tool == SEARCH:
                searches.append(SearchOutput.model_validate(output))
            elif tool == CALCULATOR:
                calculations.append(CalculatorOutput.model_validate(output))
        return cls.combine([cls(searches=searches, calculations=calculations)])


class PlannerInput(_Model):
    """What the planner plans from."""

    question: str
    top_k: int = Field(ge=1)


class ReasoningInput(_Model):
    """What the reader, the deriver and the reviser reason from.

    ``context`` names the invocation (it keys tool call ids, so they are unique in the run); ``supports`` is
    how many independent sentences each look-up should gather; ``draft`` and ``feedback`` are the draft under
    revision and the judge's verdict on it.
    """

    question: str
    context: str
    supports: int = Field(ge=1)
    top_k: int = Field(ge=1)
    observations: Observations = Field(default_factory=Observations)
    draft: Draft | None = None
    feedback: str = ""


class ReadingSummary(_Model):
    """What the reader did: the queries it searched and the passages it has read."""

    queries: list[str]
    passages: int = Field(ge=0)
    next_step: str


class CheckInput(_Model):
    """The draft whose citations the checker re-reads from the corpus."""

    context: str
    draft: Draft


class CitationCheck(_Model):
    """Which citations matched the corpus text at their offsets, and what did not."""

    checked: int = Field(ge=0)
    intact: list[int]
    problems: list[str]


class Judgement(ContractModel):
    """A judge's view of a draft: score and confidence in [0, 1], pass or veto, feedback for a revision."""

    score: float = Field(ge=0.0, le=1.0)
    verdict: Decision
    confidence: float = Field(ge=0.0, le=1.0)
    feedback: str
    supports: int = Field(ge=0)
    """The fewest independent supports any evidence-backed claim has."""


class JudgeInput(_Model):
    """The draft to judge, the support bar, and problems found when its spans were re-read."""

    question: str
    min_supports: int = Field(ge=1)
    draft: Draft
    span_problems: list[str] = Field(default_factory=list)


_INSTRUCTIONS = {
    PLANNER: (
        "Plan how to answer the question: one retrieval node per independent look-up (they run in parallel), "
        "then read, derive (calculate for arithmetic), verify every cited span, finalize. Return the plan."
    ),
    READER: (
        "Read the observed passages and search the corpus for what is still missing (later hops of a chain "
        "follow from earlier answers). Stop when the question can be answered or computed."
    ),
    DERIVER: (
        "Derive the answer from the observations: calculate what the question asks to compute, then return "
        "a draft whose answer cites evidence spans with [n] markers, or abstain with insufficient_evidence."
    ),
    CHECKER: "Re-read every span the draft cites from the corpus and report which ones match exactly.",
    JUDGE: (
        "Judge the draft: every cited span intact, every answer grounded in its spans, arithmetic "
        "recomputed, at least min_supports independent supports per claim. Give feedback for a revision."
    ),
    REVISER: (
        "Revise the draft to answer the judge's feedback: gather the required supports, recompute, re-read "
        "every cited span from the corpus, and return the revised draft."
    ),
}
_IO: dict[str, tuple[type[BaseModel], type[BaseModel], tuple[str, ...]]] = {
    PLANNER: (PlannerInput, Plan, ()),
    READER: (ReasoningInput, ReadingSummary, (SEARCH,)),
    DERIVER: (ReasoningInput, Draft, (SEARCH, CALCULATOR)),
    CHECKER: (CheckInput, CitationCheck, (READ_SPAN,)),
    JUDGE: (JudgeInput, Judgement, ()),
    REVISER: (ReasoningInput, Draft, (SEARCH, CALCULATOR, READ_SPAN)),
}
#: Budgets for one agent execution: generous for a reasoner that asks a few searches per hop.
LIMITS = AgentLimits(model_requests=24, tool_calls=96)


def build_agents(
    binding: ModelDriverBinding, tools: Mapping[str, Tool[Any, Any, Any]]
) -> dict[str, Agent[Any, Any, None]]:
    """One agent per role, all bound to ``binding`` and using ``tools``."""
    agents: dict[str, Agent[Any, Any, None]] = {}
    for key, (input_type, output_type, tool_keys) in _IO.items():
        agents[key] = Agent(
            key=key,
            instructions=_INSTRUCTIONS[key],
            input_type=input_type,
            output_type=output_type,
            model=binding,
            tools=[tools[name] for name in tool_keys],
            limits=LIMITS,
        )
    return agents


def span_outputs(outputs: Sequence[tuple[str, Any]]) -> list[SpanOutput]:
    """The ``read_span`` results among ``(tool key, output JSON)`` pairs."""
    return [SpanOutput.model_validate(output) for tool, output in outputs if tool == READ_SPAN]
