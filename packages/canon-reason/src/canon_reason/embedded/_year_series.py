"""Tables of yearly figures cut by a chunk boundary: the query for the rows of an asked year.

A document titled for a span of years ("Hands and Sales, Chosen Years 1850–1950") gives a row for each
year, but a search for the question's words often brings back only its head, the title and the note above
the table, and not the chunk that holds the asked year's row. When no retrieved passage of such a document
gives a line labelled with the asked year, its title with the year finds that row: a note that names the
year in a sentence ("The rise in 1862 follows the new contract") is not the year's row.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from .._retrieval import Hit
from ._fact import FactQuestion

__all__ = ["legend_query", "neighbour_years_query", "year_row_query"]

_YEAR = re.compile(r"^(?:1[5-9]|20)\d{2}$")
_TITLE_SPAN = re.compile(r"\b(?P<first>(?:1[5-9]|20)\d{2})\s{0,2}[–—-]\s{0,2}(?P<last>(?:1[5-9]|20)\d{2})\b")


def _asked_year(fact: FactQuestion) -> str | None:
    """The one year the question names as an entity ("in 1900"), or ``None``."""
    years = [e for e in fact.entities if _YEAR.match(e)]
    return years[0] if len(years) == 1 else None


def year_row_query(fact: FactQuestion, hits: Sequence[Hit], searched: Collection[str] = ()) -> str | None:
    """A query for the row of the asked year in a yearly series the hits show only the head of, or ``None``.

    The series' title must span the year, and no hit of its document may hold a line labelled with the year
    already ("| 1862 | 398 |", "1862: 398"); a sentence of its notes naming the year leaves the row unread. A
    query of ``searched`` is passed over: the first series found may be another's, and the next may hold the
    row.
    """
    year = _asked_year(fact)
    if year is None:
        return None
    row = re.compile(rf"^[|*\s]{{0,6}}{year}\b", re.MULTILINE)
    named = {h.doc_id for h in hits if row.search(h.text)}
    for hit in hits:
        span = _TITLE_SPAN.search(hit.title)
        if hit.doc_id in named or span is None:
            continue
        query = f"{hit.title} {year}"
        if int(span.group("first")) <= int(year) <= int(span.group("last")) and query not in searched:
            return query
    return None


def neighbour_years_query(fact: FactQuestion, hits: Sequence[Hit]) -> str | None:
    """The asked year between its neighbours, for the rows a search by the series' title did not bring back.

    The title and the notes of a yearly series share its title's words and may name the asked year in a
    sentence ("The rise in 1862 follows the new contract"), and so outrank the chunk of its rows; that chunk
    alone names the years about the asked one together ("| 1861 | 412 |", "| 1862 | 398 |", "| 1863 | 405 |").
    Only when the series' title spans the year and no hit holds the year's row, as for ``year_row_query``.
    """
    if year_row_query(fact, hits) is None:
        return None
    year = int(_asked_year(fact) or 0)
    return f"year {year - 1} {year} {year + 1}"


_TABLE_OPENING = re.compile(r"\A\s{0,4}\|")
"""A passage opening on a table's row: the chunk boundary parted the table from the lines above it."""


def legend_query(fact: FactQuestion, hits: Sequence[Hit], searched: Collection[str] = ()) -> str | None:
    """A query for the lines above a table whose rows alone were retrieved, or ``None``.

    "| 1879 | 6,150 | 112 |" under "Men employed" gives no works by name; the caption above the table does
    ("Lime burnt and men employed at Scarth Bank"), and a chunk boundary may have cut it off. When a hit
    opens on a table holding the asked year's row, its document's title and the question's other names find
    the passage above it. Only for a question naming more than its year, and each query once.
    """
    year = _asked_year(fact)
    named = [e for e in fact.entities if e != year]
    if year is None or not named:
        return None
    row = re.compile(rf"^[|*\s]{{0,6}}{year}\b", re.MULTILINE)
    starts = {h.doc_id: min(x.start for x in hits if x.doc_id == h.doc_id) for h in hits}
    for hit in hits:
        if not _TABLE_OPENING.match(hit.text) or not row.search(hit.text) or starts[hit.doc_id] < hit.start:
            continue
        query = " ".join([hit.title, *named])
        if hit.title and query not in searched:
            return query
    return None
