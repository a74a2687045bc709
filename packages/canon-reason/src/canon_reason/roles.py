"""The role protocol: what each of the pipeline's roles receives, may call and must return.

Every role that reasons is a ``canon_kernel.Agent`` whose key is one of ``ROLE_KEYS``; ``ROLES`` holds, per
role, its input and output models, the tools it may call and its instructions, the same text a hosted LLM
is sent. Any model driver can play the roles: the embedded reasoner (``canon_reason.embedded``), a scripted
driver in tests, a recorded run on replay, or a provider's model.

Outputs are written so that a real model can produce them. A draft (``DraftAnswer``) cites passages by the
``passage_id`` a ``corpus_search`` result carried, optionally with an exact ``quote`` from that passage; it
never writes character offsets or digests. canon resolves every citation to its document span, offsets and
sha256 from the corpus. Citing a passage that no tool returned in this run, or quoting text the passage does
not contain, fails validation of the final output, which the kernel reports to the model (as an invalid
final output) instead of crashing the run.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from canon_contracts import ContractModel, Decision, Plan

from ._draft import CalculationStep, Citation, Draft, Outcome, ReasoningStep
from ._ledger import active_ledger
from ._tools import (
    CALCULATOR,
    READ_SPAN,
    SEARCH,
    CalculatorOutput,
    Passage,
    SearchOutput,
    SpanOutput,
)
from ._topology import check_pipeline_plan
from .errors import TopologyError

__all__ = [
    "CALCULATOR",
    "CHECKER",
    "CalculationStep",
    "CalculatorOutput",
    "CheckInput",
    "Citation",
    "CitationCheck",
    "CitedPassage",
    "DERIVER",
    "Draft",
    "DraftAnswer",
    "DraftClaim",
    "JUDGE",
    "JudgeInput",
    "Judgement",
    "Observations",
    "Outcome",
    "PLANNER",
    "Passage",
    "PipelinePlan",
    "PlannerInput",
    "READER",
    "READ_SPAN",
    "REVISER",
    "ROLES",
    "ROLE_KEYS",
    "ReadingSummary",
    "ReasoningInput",
    "ReasoningStep",
    "Role",
    "SEARCH",
    "SearchOutput",
    "SpanOutput",
]

PLANNER = "planner"
READER = "reader"
DERIVER = "deriver"
CHECKER = "checker"
JUDGE = "judge"
REVISER = "reviser"
#: Every role key, in the order a run first invokes them.
ROLE_KEYS = (PLANNER, READER, DERIVER, CHECKER, JUDGE, REVISER)

_MARKER = re.compile(r"\[(\d+)\]")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


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


class PipelinePlan(Plan):
    """What the planner returns: a plan DAG the pipeline can run.

    Node ids are unique, every dependency names a node of the plan, there is no cycle, and exactly one
    finalize node rests on a verify node, which rests on a derive or calculate node. A plan that breaks one of
    these fails validation, so a model is told what is wrong and may plan again.
    """

    @model_validator(mode="after")
    def _runs_as_a_pipeline(self) -> PipelinePlan:
        try:
            check_pipeline_plan(self)
        except TopologyError as exc:
            raise ValueError(str(exc)) from None
        return self


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


class CitedPassage(_Model):
    """One citation of a draft: ``[marker]`` in the answer points at a passage a tool returned in this run.

    ``quote`` is exact text copied from the passage (a sentence, say); empty cites the whole passage.
    """

    marker: int = Field(ge=1)
    passage_id: str = Field(min_length=1)
    quote: str = ""


class DraftClaim(_Model):
    """A statement the draft makes, resting on cited passages (``markers``) and on earlier claims."""

    claim_id: str = Field(min_length=1)
    text: str = Field(min_length=1)
    markers: list[int] = Field(default_factory=list)
    rests_on: list[str] = Field(default_factory=list)
    """Ids of claims listed before this one."""


class DraftAnswer(_Model):
    """What the deriver and the reviser return: an answer citing passages, or an explicit abstention.

    ``answer`` carries ``[n]`` markers, each one a ``citations`` marker (or is ``insufficient_evidence``
    when abstaining, with the ``reason``); ``value`` is the bare answer. canon resolves the citations into a
    ``Draft`` with exact spans and digests.
    """

    outcome: Outcome
    answer: str
    value: str | None = None
    reason: str = ""
    confidence: float = Field(ge=0.0, le=1.0)
    citations: list[CitedPassage] = Field(default_factory=list)
    claims: list[DraftClaim] = Field(default_factory=list)
    steps: list[ReasoningStep] = Field(default_factory=list)
    calculation: CalculationStep | None = None

    @model_validator(mode="after")
    def _cites_what_was_returned(self) -> DraftAnswer:
        problems = citation_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


def citation_problems(answer: DraftAnswer) -> list[str]:
    """What is wrong with ``answer``'s citations and claims.

    Always: repeated or unknown markers, and claims resting on claims not listed before them. During a run
    (a passage ledger is active): passages no tool returned, and quotes a passage does not contain.
    """
    problems: list[str] = []
    markers = [c.marker for c in answer.citations]
    repeated = sorted({m for m in markers if markers.count(m) > 1})
    if repeated:
        problems.append(f"citation markers {repeated} are used twice")
    known = set(markers)
    used = {int(m) for m in _MARKER.findall(answer.answer)}
    if used - known:
        problems.append(f"answer markers {sorted(used - known)} have no citation")
    claims: set[str] = set()
    for claim in answer.claims:
        if set(claim.markers) - known:
            problems.append(
                f"claim {claim.claim_id!r} cites unknown markers {sorted(set(claim.markers) - known)}"
            )
        if set(claim.rests_on) - claims:
            problems.append(
                f"claim {claim.claim_id!r} rests on {sorted(set(claim.rests_on) - claims)}, "
                "which are not claims listed before it"
            )
        claims.add(claim.claim_id)
    ledger = active_ledger()
    if ledger is None:
        return problems
    for cited in answer.citations:
        passage = ledger.get(cited.passage_id)
        if passage is None:
            problems.append(
                f"citation [{cited.marker}] names passage {cited.passage_id!r}, which no tool returned in "
                "this run; cite a passage_id from a corpus_search result"
            )
        elif cited.quote.strip() not in passage.text:
            problems.append(
                f"citation [{cited.marker}] quotes text that passage {cited.passage_id!r} does not contain; "
                "copy the quote exactly, or leave it empty to cite the whole passage"
            )
    return problems


@dataclass(frozen=True, slots=True)
class Role:
    """One role of the protocol: its key, input and output models, the tools it may call, its instructions."""

    key: str
    input_type: type[BaseModel]
    output_type: type[BaseModel]
    tools: tuple[str, ...]
    instructions: str


_CITE = (
    "Cite evidence with [n] markers in the answer; each marker is a citation naming the passage_id of a "
    "passage a corpus_search returned in this run, with quote set to the exact sentence you rely on. "
    "Give one claim per fact you state (markers of its citations; rests_on for a claim built on earlier "
    "claims). If the passages do not support an answer, return outcome insufficient_evidence with a reason."
)

#: Every role by key (see the module docstring).
ROLES: Mapping[str, Role] = MappingProxyType(
    {
        PLANNER: Role(
            PLANNER,
            PlannerInput,
            PipelinePlan,
            (),
            "Plan how to answer the question as a DAG of nodes: one retrieve node per independent look-up "
            "(tool corpus_search with arguments query and top_k; they run in parallel), then a read node "
            "depending on them, a derive node (calculate for arithmetic questions), a verify node and a "
            "finalize node, in that order. Every node_id is unique and every depends_on names node_ids of "
            "the plan; for example node_ids retrieve-1, retrieve-2, read (depends_on retrieve-1 and "
            "retrieve-2), derive (depends_on read), verify (depends_on derive), finalize (depends_on "
            "verify). Return the plan.",
        ),
        READER: Role(
            READER,
            ReasoningInput,
            ReadingSummary,
            (SEARCH,),
            "Read the observed passages and search the corpus for what is still missing (later hops of a "
            "chain follow from earlier answers). Stop when the question can be answered or computed, and "
            "summarize the queries you searched, how many passages you read and the next step.",
        ),
        DERIVER: Role(
            DERIVER,
            ReasoningInput,
            DraftAnswer,
            (SEARCH, CALCULATOR),
            "Derive the answer from the observations; use the calculator for any arithmetic the question "
            "asks for and report it as the calculation. " + _CITE,
        ),
        CHECKER: Role(
            CHECKER,
            CheckInput,
            CitationCheck,
            (READ_SPAN,),
            "Re-read every span the draft cites with read_span (its doc_id, start and end) and report which "
            "citation markers match the corpus text exactly, and the problems with the others.",
        ),
        JUDGE: Role(
            JUDGE,
            JudgeInput,
            Judgement,
            (),
            "Judge the draft: every cited span intact, every answer grounded in its spans, arithmetic "
            "recomputed, at least min_supports independent supports per claim. Verdict pass or veto, a "
            "score and confidence in [0, 1], and feedback a revision can act on.",
        ),
        REVISER: Role(
            REVISER,
            ReasoningInput,
            DraftAnswer,
            (SEARCH, CALCULATOR, READ_SPAN),
            "Revise the draft to answer the judge's feedback: gather the supports it asks for, recompute, "
            "and return the revised draft. " + _CITE,
        ),
    }
)
