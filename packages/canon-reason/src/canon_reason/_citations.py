"""Citations, from what a model wrote to exact evidence: resolving passage ids, and re-checking spans.

``resolve_draft`` turns a model's ``DraftAnswer`` (passage ids and quotes) into a ``Draft`` whose citations
carry the document span, offsets, text and sha256 canon read from the corpus, and whose claims rest on those
spans. ``check_spans`` compares a draft's citations with the spans re-read from the corpus by ``read_span``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from canon_contracts import Claim, Support, SupportKind, digest, digest_bytes

from ._draft import Citation, Draft
from ._ledger import PassageLedger
from ._tools import READ_SPAN, SpanOutput
from .errors import CitationError
from .roles import CitationCheck, DraftAnswer

__all__ = ["check_spans", "citation_of", "evidence_id", "resolve_draft", "span_outputs"]


def evidence_id(doc_id: str, start: int, end: int, sha256: str) -> str:
    """A stable, content-derived evidence id: equal spans get equal ids in every run."""
    return "ev-" + digest({"doc_id": doc_id, "start": start, "end": end, "sha256": sha256})[7:23]


def citation_of(marker: int, doc_id: str, start: int, text: str) -> Citation:
    """The citation of ``text``, found at ``start`` in document ``doc_id``."""
    sha = digest_bytes(text.encode("utf-8"))
    end = start + len(text)
    return Citation(
        marker=marker,
        evidence_id=evidence_id(doc_id, start, end, sha),
        doc_id=doc_id,
        start=start,
        end=end,
        sha256=sha,
        text=text,
    )


def resolve_draft(answer: DraftAnswer, *, question: str, ledger: PassageLedger) -> Draft:
    """The ``Draft`` of ``answer``: every cited passage resolved to its exact span, offsets and digest.

    A quote is located at its first occurrence in the passage; an empty quote cites the whole passage.

    Raises:
        CitationError: a citation the ledger cannot resolve (validation of the answer during the run
            already refuses these, so this means the answer was validated outside the run).
    """
    citations: list[Citation] = []
    for cited in answer.citations:
        passage = ledger.get(cited.passage_id)
        quote = cited.quote.strip() or (passage.text if passage is not None else "")
        at = -1 if passage is None else passage.text.find(quote)
        if passage is None or at < 0:
            raise CitationError(
                f"citation [{cited.marker}] of passage {cited.passage_id!r} cannot be resolved"
            )
        citations.append(citation_of(cited.marker, passage.doc_id, passage.start + at, quote))
    by_marker = {c.marker: c for c in citations}
    claims = tuple(
        Claim(
            claim_id=claim.claim_id,
            text=claim.text,
            supports=(
                *(by_marker[m].to_support() for m in claim.markers),
                *(Support(kind=SupportKind.CLAIM, ref=ref) for ref in claim.rests_on),
            ),
        )
        for claim in answer.claims
    )
    return Draft(
        question=question,
        outcome=answer.outcome,
        answer=answer.answer,
        value=answer.value,
        reason=answer.reason,
        confidence=answer.confidence,
        citations=tuple(citations),
        claims=claims,
        steps=tuple(answer.steps),
        calculation=answer.calculation,
    )


def span_outputs(outputs: Sequence[tuple[str, Any]]) -> list[SpanOutput]:
    """The ``read_span`` results among ``(tool key, output JSON)`` pairs."""
    return [SpanOutput.model_validate(output) for tool, output in outputs if tool == READ_SPAN]


def check_spans(draft: Draft, spans: Sequence[SpanOutput]) -> CitationCheck:
    """Which of ``draft``'s citations match the spans read from the corpus (text and sha256)."""
    read = {(s.doc_id, s.start, s.end): s for s in spans}
    intact, problems = [], []
    for citation in draft.citations:
        span = read.get((citation.doc_id, citation.start, citation.end))
        where = f"[{citation.marker}] {citation.doc_id}[{citation.start}:{citation.end}]"
        if span is None:
            problems.append(f"citation {where} was not read from the corpus")
        elif span.text != citation.text or span.sha256 != citation.sha256:
            problems.append(f"citation {where} differs from the corpus text at those offsets")
        else:
            intact.append(citation.marker)
    return CitationCheck(checked=len(draft.citations), intact=intact, problems=problems)
