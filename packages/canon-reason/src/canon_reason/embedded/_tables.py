"""Tables written as text: which cell of a row says what the row is about, and what its cells add up to.

A table's rows are split from its passage, with their column names where the first row reads as a header,
by the sentence splitter; a row of a table without a header has cells but no column names, and is about
its first cell ("Wren | 1921 to 1948 | 96 ft" is the Wren's row). A row's cells may also sum: its last
cell the total of the others ("| 1881 | 33 | 41 | 74 |"), or three cells one sum in pounds, shillings
and pence ("| 1,447 | 3 | 6 |").
"""

from __future__ import annotations

import re
from fractions import Fraction

from ._lexicon import PENCE_A_POUND, SHILLINGS_A_POUND

__all__ = ["NO_PART", "first_cell", "row_total", "row_writes_sum"]


def _row_cells(row: str) -> list[str]:
    """The cells of ``row``, with or without its outer bars ("| a | b |" and "a | b" both give a, b)."""
    return [c.strip() for c in row.strip().strip("|").split("|")] if "|" in row else []


def first_cell(row: str) -> str:
    """The first cell of ``row``: what a headerless table's row is about ("Wren" in "Wren | 1921 | ...")."""
    return next(iter(_row_cells(row)), "")


_WHOLE_COUNT = re.compile(r"\d{1,3}(?:,\d{3})+|\d+")
"""A cell holding one whole count, written plain or with thousands commas: "74", "1,140"."""


def row_total(row: str) -> int | None:
    """The last cell of ``row``, where it is the sum of the two or more cells between the first and it.

    "| 1881 | 33 | 41 | 74 |" gives 74: the row totals its parts, whatever its header calls them. ``None``
    where a cell between is not a whole count, or the sum differs.
    """
    cells = _row_cells(row)
    parts, last = cells[1:-1], cells[-1] if cells else ""
    if len(parts) < 2 or not all(_WHOLE_COUNT.fullmatch(c) for c in (*parts, last)):
        return None
    total = int(last.replace(",", ""))
    return total if sum(int(c.replace(",", "")) for c in parts) == total else None


NO_PART = ("", "-", "—", "–")
"""What a cell of no shillings or pence holds: "| 1,385 | - | - |"."""


def row_writes_sum(row: str, pounds: Fraction) -> bool:
    """Whether three cells side by side in ``row`` write ``pounds`` as pounds, shillings and pence.

    "| **Total of account** | **1,447** | **3** | **6** |" writes £1,447 3s. 6d.: the header naming the
    columns "£", "s." and "d." is not needed to see that the three cells make that sum and no other.
    """
    cells = [c.strip(" *£") for c in _row_cells(row)]
    parts = [
        "0" if c in NO_PART else c.replace(",", "") if _WHOLE_COUNT.fullmatch(c) else None for c in cells
    ]
    for p, s, d in zip(parts, parts[1:], parts[2:], strict=False):
        if p is None or s is None or d is None or int(s) >= SHILLINGS_A_POUND:
            continue
        if int(p) + Fraction(int(s), SHILLINGS_A_POUND) + Fraction(int(d), PENCE_A_POUND) == pounds:
            return True
    return False
