"""Claims, the evidence they rest on, and the ``[n]`` citation markers of an answer, read from a trace."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ._console import shorten

if TYPE_CHECKING:
    from canon_contracts import Claim, Evidence, Support
    from canon_trace import Trace

__all__ = ["Citation", "answer_citations", "claims_with_evidence", "marked_evidence"]

_MARKER = re.compile(r"\[(\d+)\]")
_SNIPPET = 160


@dataclass(frozen=True, slots=True)
class Citation:
    """One ``[marker]`` of an answer: the document it cites and the quoted span."""

    marker: int
    doc_id: str
    snippet: str


def _recorded(trace: Trace) -> tuple[dict[str, Claim], dict[str, Evidence]]:
    """The claims (the last emission of each id, in order of first emission) and evidence by id."""
    from canon_contracts import ClaimEmittedEvent, EvidenceRegisteredEvent

    claims: dict[str, Claim] = {}
    evidence: dict[str, Evidence] = {}
    for entry in trace.entries:
        for event in entry.events:
            if isinstance(event, ClaimEmittedEvent):
                claims[event.claim.claim_id] = event.claim
            elif isinstance(event, EvidenceRegisteredEvent):
                evidence.setdefault(event.evidence.evidence_id, event.evidence)
    return claims, evidence


def _quoted(support: Support, evidence: Evidence) -> str:
    text = evidence.text
    if support.start is not None and support.end is not None:
        text = text[support.start : support.end]
    return shorten(text, _SNIPPET)


def _described(support: Support, evidence: dict[str, Evidence]) -> str:
    kind = support.kind.value
    if kind == "evidence":
        found = evidence.get(support.ref)
        if found is None:
            return f"evidence {support.ref} (not registered in the trace)"
        return f'{found.source}: "{_quoted(support, found)}"'
    if kind == "claim":
        return f"rests on {support.ref}"
    return f"tool result of call {support.ref}"


def claims_with_evidence(trace: Trace) -> list[tuple[Claim, list[str]]]:
    """Each claim the run emitted, with one line per support (document and quoted snippet for evidence)."""
    claims, evidence = _recorded(trace)
    return [(claim, [_described(s, evidence) for s in claim.supports]) for claim in claims.values()]


def _marked(trace: Trace) -> list[tuple[Support, Evidence]]:
    """The evidence supports the answer's markers number: ``[n]`` is the ``n``-th of these.

    Markers number the distinct evidence spans in the order the claims first cite them, so marker ``n`` is
    the ``n``-th distinct evidence support across the claims in order.
    """
    claims, evidence = _recorded(trace)
    cited: list[tuple[Support, Evidence]] = []
    seen: set[str] = set()
    for claim in claims.values():
        for support in claim.supports:
            found = evidence.get(support.ref)
            if support.kind.value == "evidence" and found is not None and support.ref not in seen:
                seen.add(support.ref)
                cited.append((support, found))
    return cited


def marked_evidence(trace: Trace) -> list[str]:
    """The evidence ids the answer's ``[n]`` markers stand for: marker ``n`` is item ``n - 1``."""
    return [evidence.evidence_id for _, evidence in _marked(trace)]


def answer_citations(trace: Trace, answer: str | None) -> list[Citation]:
    """The citations behind the ``[n]`` markers of ``answer``, in marker order (see ``_marked``)."""
    if not answer:
        return []
    cited = _marked(trace)
    markers = sorted({int(number) for number in _MARKER.findall(answer)})
    return [
        Citation(marker, cited[marker - 1][1].source, _quoted(*cited[marker - 1]))
        for marker in markers
        if 0 < marker <= len(cited)
    ]
