"""Composing a draft: solved steps become an answer with ``[n]`` markers, citations and claims.

The solver builds answers as templates whose markers are placeholders for each step's supports; composing
numbers the distinct evidence sentences in order of first use and fills the markers in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from canon_contracts import Claim, Support, SupportKind

from .._citations import citation_of
from .._draft import INSUFFICIENT_EVIDENCE, CalculationStep, Citation, Draft, Outcome, ReasoningStep
from ._questions import QuestionAnalysis
from ._sentences import Sentence

__all__ = ["ABSTENTION_FLOOR", "Leaf", "Solved", "abstain", "compose", "mark", "shift"]

_MARK = re.compile("\x00(\\d+)\x00")
#: The least confidence of an abstention: declining to answer is itself a claim that can be wrong.
ABSTENTION_FLOOR = 0.5


def mark(index: int) -> str:
    """The placeholder for the markers of step ``index`` in an answer template."""
    return f"\x00{index}\x00"


def shift(template: str, offset: int) -> str:
    """Renumber a template's placeholders by ``offset``, to combine it after other steps."""
    return _MARK.sub(lambda m: mark(int(m.group(1)) + offset), template)


@dataclass(frozen=True, slots=True)
class Leaf:
    """One answered look-up: its question, its value, and the sentences that support it."""

    question: str
    value: str
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class Solved:
    """A solved (sub)question: its value, an answer template over its leaves, and what it computed."""

    value: str
    template: str
    leaves: tuple[Leaf, ...]
    confidence: float
    number: Fraction | None = None
    unit: str | None = None
    calculation: CalculationStep | None = None
    origin: tuple[str, int, int] | None = None
    """Where a looked-up value was read (document and offsets), so two operands cannot be one number."""


def abstain(analysis: QuestionAnalysis, reason: str, near: float) -> Draft:
    """An ``insufficient_evidence`` draft; the closer a sentence came to the bar, the lower its confidence."""
    return Draft(
        question=analysis.question,
        outcome=Outcome.INSUFFICIENT_EVIDENCE,
        answer=INSUFFICIENT_EVIDENCE,
        reason=reason,
        confidence=round(max(ABSTENTION_FLOOR, 1.0 - near), 6),
    )


def compose(analysis: QuestionAnalysis, solved: Solved) -> Draft:
    """The draft of a solved question: numbered citations, the filled-in answer and its claims.

    Each step gets a claim resting on its evidence; with several steps, a final claim rests on those.
    """
    citations: list[Citation] = []
    by_span: dict[tuple[str, int, int], int] = {}
    leaf_markers: list[tuple[int, ...]] = []
    for leaf in solved.leaves:
        markers = []
        for s in leaf.sentences:
            span = (s.doc_id, s.start, s.end)
            if span not in by_span:
                by_span[span] = len(citations) + 1
                citations.append(citation_of(len(citations) + 1, s.doc_id, s.start, s.text))
            markers.append(by_span[span])
        leaf_markers.append(tuple(markers))
    answer = _MARK.sub(lambda m: "".join(f"[{k}]" for k in leaf_markers[int(m.group(1))]), solved.template)
    steps = tuple(
        ReasoningStep(question=leaf.question, answer=leaf.value, markers=marks)
        for leaf, marks in zip(solved.leaves, leaf_markers, strict=True)
    )
    claims = [
        Claim(
            claim_id=f"claim-{i + 1}",
            text=f"{leaf.question} {leaf.value}",
            supports=tuple(citations[k - 1].to_support() for k in marks),
        )
        for i, (leaf, marks) in enumerate(zip(solved.leaves, leaf_markers, strict=True))
    ]
    if len(claims) > 1:
        refs = tuple(Support(kind=SupportKind.CLAIM, ref=c.claim_id) for c in claims)
        claims.append(
            Claim(
                claim_id=f"claim-{len(claims) + 1}", text=f"{analysis.question} {solved.value}", supports=refs
            )
        )
    return Draft(
        question=analysis.question,
        outcome=Outcome.ANSWERED,
        answer=" ".join(answer.split()),
        value=solved.value,
        confidence=round(min(1.0, max(0.0, solved.confidence)), 6),
        citations=tuple(citations),
        claims=tuple(claims),
        steps=steps,
        calculation=solved.calculation,
    )
