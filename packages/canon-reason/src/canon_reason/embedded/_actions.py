"""What the embedded reasoner observes and asks for: tool results in, actions out."""

from __future__ import annotations

from dataclasses import dataclass

from .._draft import Draft
from .._retrieval import Hit

__all__ = ["Action", "Calculate", "CalculationResult", "Finish", "Observation", "Search", "SearchResult"]


@dataclass(frozen=True, slots=True)
class SearchResult:
    """An observation: the hits a search for ``query`` returned."""

    query: str
    hits: tuple[Hit, ...]


@dataclass(frozen=True, slots=True)
class CalculationResult:
    """An observation: the rendered value of ``expression``, or the calculator's error."""

    expression: str
    value: str | None = None
    error: str | None = None


Observation = SearchResult | CalculationResult


@dataclass(frozen=True, slots=True)
class Search:
    """Action: run these retrieval queries (independent; they may run in parallel)."""

    queries: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Calculate:
    """Action: evaluate these expressions with the calculator."""

    expressions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Finish:
    """Action: the work is done; ``draft`` is the answer or the abstention."""

    draft: Draft


Action = Search | Calculate | Finish
