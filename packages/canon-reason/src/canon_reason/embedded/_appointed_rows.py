"""Rows of office holders, which date each holder's appointment by the first year of their range.

"| 1866–1899 | Ann Roe |" under "| Years | Clerk |" says that Ann Roe became clerk in 1866: the row states
"Who was appointed clerk in 1866?" though it holds no verb of appointing.
"""

from __future__ import annotations

import re

from ._lexicon import YEAR_DIGITS, key, relations_of
from ._sentences import Sentence

__all__ = ["TAKING_OFFICE", "appointed_in_row", "appointment_at"]

TAKING_OFFICE = frozenset({"appoint", "elect"})
"""Relation groups of taking an office, which the first year of a holder's range dates."""
_RANGE_DASH = re.compile(r"\s*[–-]\s*")


def appointment_at(s: Sentence, entities: tuple[str, ...], terms: tuple[str, ...]) -> int | None:
    """Where a table row opens the range of years an office was held in with an asked year, if it does.

    ``entities`` and ``terms`` are the question's; its terms other than the verb of taking office must all
    name the row's columns: a row of chairmen says nothing of when a clerk was appointed.
    """
    years = frozenset(e for e in entities if YEAR_DIGITS.fullmatch(e))
    offices = _offices(terms)
    if not s.columns or not offices or not years:
        return None
    named = frozenset().union(*s.columns)
    if not offices <= named:
        return None
    for i in range(len(s.words) - 1):
        if s.keys[i] not in years or s.cell_of(i) != s.cell_of(i + 1):
            continue
        between = s.text[s.words[i].end : s.words[i + 1].start]
        after = s.words[i + 1].text
        if _RANGE_DASH.fullmatch(between) and YEAR_DIGITS.fullmatch(after) and after > s.words[i].text:
            return i
    return None


def appointed_in_row(s: Sentence, i: int, entities: tuple[str, ...], terms: tuple[str, ...]) -> bool:
    """Whether the word at ``i`` is in the cell of the asked office in a row dating its appointment."""
    return appointment_at(s, entities, terms) is not None and _offices(terms) <= s.column(i)


def _offices(terms: tuple[str, ...]) -> frozenset[str]:
    """The keys of a question's office nouns: its terms other than the verb ("clerk" of "appointed clerk")."""
    return frozenset(key(t) for t in terms if not set(relations_of(key(t))) & TAKING_OFFICE)
