"""Tables written as text: which lines are rows, whether the first row names the columns, which cell is whose.

A table is two or more lines of cells parted by "|", with outer pipes ("| Norvane | 35 h |") or without
("Norvane | 35 h | oral"). Its first row names the columns when a rule row ("|---|---|") follows it, when the
table has outer pipes (as before), or when none of its cells holds a figure other than a bare year ("Year |
Low Mill | Brigg Mill", "Distillery | 2019 | 2021") while a later row does. A table with no such row is
headerless: every row is a row of values ("Sea Lark | 1931 to 1960 | motor | 46 ft"), and no cell is read as
a column's name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["ROW", "cell_index", "first_cell", "has_header", "is_rule_row"]

ROW = re.compile(r"^[ \t]*(?:\|.*|[^|\n]*\S[ \t]+\|[ \t]+\S[^\n]*)$", re.MULTILINE)
"""A row of a table written as text: a line opening with "|", or a line of cells parted by " | "."""

_RULE = re.compile(r"^[\s|:—–-]*$")
_BARE_YEAR = re.compile(r"1\d{3}|20\d{2}")
_DIGIT = re.compile(r"\d")


def is_rule_row(row: str) -> bool:
    """Whether ``row`` is a rule row ("|---|:--|"), which parts a header from the values and is no row."""
    return _RULE.match(row) is not None


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def _names_columns(row: str) -> bool:
    """Whether every cell of ``row`` is a name or a bare year, as a header's cells are."""
    return all(not _DIGIT.search(c) or _BARE_YEAR.fullmatch(c) for c in _cells(row))


def has_header(rows: Sequence[str]) -> bool:
    """Whether the first of ``rows`` (two or more lines of one table) names the columns of the others."""
    if rows[0].lstrip().startswith("|") or (len(rows) > 1 and is_rule_row(rows[1])):
        return True
    return _names_columns(rows[0]) and any(not _names_columns(r) for r in rows[1:] if not is_rule_row(r))


def cell_index(row: str, at: int) -> int:
    """The cell of ``row`` that the character at ``at`` is in, from 0 (the count of "|" before it)."""
    return row.count("|", 0, at) - (1 if row.lstrip().startswith("|") else 0)


def first_cell(row: str) -> str:
    """The first cell of ``row``: what a headerless table's row is about ("Wren" in "Wren | 1921 | ...")."""
    return _cells(row)[0] if "|" in row else ""
