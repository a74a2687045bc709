"""Drafts: an answer with its citations and claims, or an explicit abstention.

A ``Draft`` is JSON-serializable (a frozen pydantic model), so a driver can put it in a model response; its
citations map each ``[n]`` marker to an exact evidence span.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field

from canon_contracts import Claim, ContractModel, Digest, Evidence, Support, SupportKind

__all__ = ["INSUFFICIENT_EVIDENCE", "CalculationStep", "Citation", "Draft", "Outcome", "ReasoningStep"]

INSUFFICIENT_EVIDENCE = "insufficient_evidence"


class Outcome(StrEnum):
    """Whether a draft answers the question or abstains."""

    ANSWERED = "answered"
    INSUFFICIENT_EVIDENCE = "insufficient_evidence"


class Citation(ContractModel):
    """An evidence span an answer cites as ``[marker]``: exactly ``document.text[start:end] == text``."""

    marker: int = Field(ge=1)
    evidence_id: str
    doc_id: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    sha256: Digest
    text: str

    def to_evidence(self) -> Evidence:
        """The span as a content-addressed ``Evidence`` record."""
        return Evidence(
            evidence_id=self.evidence_id,
            sha256=self.sha256,
            source=self.doc_id,
            start=self.start,
            end=self.end,
            text=self.text,
        )

    def to_support(self) -> Support:
        """A claim support pointing at the whole span."""
        return Support(
            kind=SupportKind.EVIDENCE, ref=self.evidence_id, start=0, end=len(self.text), sha256=self.sha256
        )


class ReasoningStep(ContractModel):
    """One answered look-up of a draft (a hop, an operand, a part) and the markers of its supports."""

    question: str
    answer: str
    markers: tuple[int, ...]


class CalculationStep(ContractModel):
    """The arithmetic a draft performed, for re-checking with the calculator."""

    expression: str
    value: str


class Draft(ContractModel):
    """An answer with its citations and claims, or an explicit abstention with its reason."""

    question: str
    outcome: Outcome
    answer: str
    """The concise answer with ``[n]`` citation markers, or ``insufficient_evidence``."""
    value: str | None = None
    """The bare answer value, without markers (``None`` when abstaining)."""
    reason: str = ""
    confidence: float = Field(ge=0.0, le=1.0)
    citations: tuple[Citation, ...] = ()
    claims: tuple[Claim, ...] = ()
    steps: tuple[ReasoningStep, ...] = ()
    calculation: CalculationStep | None = None
