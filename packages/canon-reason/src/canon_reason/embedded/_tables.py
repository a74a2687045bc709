"""Tables written as text: which cell of a row says what the row is about.

A table's rows are split from its passage, with their column names where the first row reads as a header,
by the sentence splitter; a row of a table without a header has cells but no column names, and is about
its first cell ("Wren | 1921 to 1948 | 96 ft" is the Wren's row).
"""

from __future__ import annotations

__all__ = ["first_cell"]


def first_cell(row: str) -> str:
    """The first cell of ``row``: what a headerless table's row is about ("Wren" in "Wren | 1921 | ...")."""
    return row.strip().strip("|").split("|")[0].strip() if "|" in row else ""
