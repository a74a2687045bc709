"""The unit a table's column names for its figures: "| Station | 1905 (inches) |" gives its cells inches.

A column "Output (thousands)" gives its figures in thousands: the scale is carried as "thousand".

A figure read from such a row carries no unit of its own ("61.44"), so a sum or a difference of two rows
would be given bare; the column's name says what the figures are measured in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._retrieval import Hit
from ._lexicon import scale_of, unit_family_of
from ._sentences import Sentence

__all__ = ["column_unit"]

_BRACKETED_UNIT = re.compile(r"\((?P<unit>[A-Za-z]+)\)")
"""A unit in brackets after a column's name: "1905 *(inches)*", "Length *(metres)*"."""


def column_unit(sentence: Sentence, at: int, hits: Iterable[Hit]) -> str | None:
    """The unit named in brackets by the column of the figure at ``at`` (an offset in the sentence), if any.

    The column's name is the first line of the table the row belongs to, in the passage retrieved with it.
    """
    if not sentence.columns:
        return None
    index = sentence.word_at(at)
    if index is None:
        return None
    cell = sentence.cell_of(index)
    for hit in hits:
        if hit.doc_id != sentence.doc_id or not hit.start <= sentence.start < hit.end:
            continue
        header = _header_above(hit.text[: sentence.start - hit.start])
        cells = header.strip().strip("|").split("|") if header else []
        found = _BRACKETED_UNIT.search(cells[cell]) if 0 <= cell < len(cells) else None
        if found is None:
            return None
        if unit_family_of(found.group("unit")) is not None:
            return found.group("unit")
        return scale_of(found.group("unit"))
    return None


def _header_above(head: str) -> str | None:
    """The first line of the table whose rows run to the end of ``head``, or ``None`` outside a table."""
    lines = head.rstrip("\n").split("\n")
    first = None
    for line in reversed(lines):
        if "|" not in line:
            break
        first = line
    return first
