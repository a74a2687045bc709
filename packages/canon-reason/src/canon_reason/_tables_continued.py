"""The passages that go on with a table a retrieved passage is cut off in.

A long Markdown table ("| Name | Years | Notes |" and its rows) is split into several passages. A question
naming only the table's title or column names retrieves its first passage; the row it asks about (a holder
in a later year) sits in a passage with none of the question's words. So a retrieved passage whose last line
is a table row brings the passages of its document that go straight on with the table's rows, a few at most,
in document order; the reader then reads their rows under the first passage's column names.
"""

from __future__ import annotations

from collections.abc import Sequence

from ._corpus import Chunk

__all__ = ["MAX_CONTINUED_CHARS", "MAX_CONTINUED_PASSAGES", "table_continuations"]

MAX_CONTINUED_PASSAGES = 3
"""At most this many passages follow one retrieved passage's table."""
MAX_CONTINUED_CHARS = 6_000
"""Nor more than this many characters of them, whatever the passages' length."""
_TABLE_GAP = 8
"""At most this many characters (a line break, blanks) between two passages of one table: no blank line."""


def _last_line(text: str) -> str:
    return text[text.rfind("\n") + 1 :]


def _first_line(text: str) -> str:
    end = text.find("\n")
    return text if end < 0 else text[:end]


def _goes_on(before: Chunk, after: Chunk) -> bool:
    """Whether ``after`` goes straight on with the table rows ``before`` ends in (a row may be cut)."""
    return (
        after.doc_id == before.doc_id
        and 0 <= after.start - before.end <= _TABLE_GAP
        and "|" in _last_line(before.text)
        and "|" in _first_line(after.text)
    )


def table_continuations(chunks: Sequence[Chunk], taken: Sequence[int]) -> list[int]:
    """The indexes of the chunks that go on with a table one of ``taken`` is cut off in, in order found.

    ``chunks`` are a corpus's chunks in document order; ``taken`` the indexes retrieved. Each retrieved chunk
    brings at most ``MAX_CONTINUED_PASSAGES`` chunks and ``MAX_CONTINUED_CHARS`` characters; none already
    taken or brought is brought again.
    """
    seen = set(taken)
    found: list[int] = []
    for index in taken:
        chars = 0
        at = index
        for _ in range(MAX_CONTINUED_PASSAGES):
            after = at + 1
            if after >= len(chunks) or not _goes_on(chunks[at], chunks[after]):
                break
            chars += len(chunks[after].text)
            if chars > MAX_CONTINUED_CHARS:
                break
            if after not in seen:
                seen.add(after)
                found.append(after)
            at = after
    return found
