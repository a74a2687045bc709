"""The reasoner's draft in the role protocol's words: passage ids and quotes instead of spans and digests.

The reasoner composes a ``Draft`` with exact sentence spans; a model answers with a ``DraftAnswer`` that
cites the passage each sentence came from and quotes the sentence. canon resolves it back to the same spans.
"""

from __future__ import annotations

from canon_contracts import SupportKind

from .._draft import Citation, Draft
from ..errors import CitationError
from ..roles import CitedPassage, DraftAnswer, DraftClaim, Observations, Passage

__all__ = ["to_answer"]


def _passage_of(citation: Citation, observed: Observations) -> Passage:
    for search in observed.searches:
        for passage in search.passages:
            if (
                passage.doc_id == citation.doc_id
                and passage.start <= citation.start <= citation.end <= passage.end
            ):
                return passage
    where = f"{citation.doc_id}[{citation.start}:{citation.end}]"
    raise CitationError(f"citation [{citation.marker}] {where} lies in no observed passage")


def to_answer(draft: Draft, observed: Observations) -> DraftAnswer:
    """``draft`` as a ``DraftAnswer``: each citation names its observed passage and quotes its text."""
    markers = {c.evidence_id: c.marker for c in draft.citations}
    return DraftAnswer(
        outcome=draft.outcome,
        answer=draft.answer,
        value=draft.value,
        reason=draft.reason,
        confidence=draft.confidence,
        citations=[
            CitedPassage(marker=c.marker, passage_id=_passage_of(c, observed).passage_id, quote=c.text)
            for c in draft.citations
        ],
        claims=[
            DraftClaim(
                claim_id=claim.claim_id,
                text=claim.text,
                markers=[markers[s.ref] for s in claim.supports if s.kind is SupportKind.EVIDENCE],
                rests_on=[s.ref for s in claim.supports if s.kind is SupportKind.CLAIM],
            )
            for claim in draft.claims
        ],
        steps=list(draft.steps),
        calculation=draft.calculation,
    )
