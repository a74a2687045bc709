"""The cited-span check: every citation of a draft must match, exactly, the span read back from the corpus."""

from __future__ import annotations

from collections.abc import Sequence

from ._draft import Draft
from ._roles import CitationCheck
from ._tools import SpanOutput

__all__ = ["check_spans"]


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
