"""A change an event made, read from one sentence stating it "from" one figure "to" another.

"By how many stalls did the enlargement increase the Dock Lane wash-house?" asks the stalls after the
enlargement and before it; a passage on the wash-house often states both at once: "The enlargement raised
the number of stalls from 40 to 64." The sentence must state the event and the counted thing, and the
passage (its title, the sentence or those just before it) the thing's name and the year the question dates
the event by ("the 1902 enlargement").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .._text import words
from ._fact import FactQuestion
from ._lexicon import YEAR_DIGITS, key
from ._sentences import Sentence

__all__ = ["StatedChange", "stated_change"]

_FROM_TO = re.compile(
    r"\bfrom\s+(?P<a>£?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?))\s+(?:[a-z]+\s+){0,2}?to\s+"
    r"(?P<b>£?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?))\b"
)
"""A change stated by its two figures: "from 40 to 64", "from £45,000 to £70,000"."""


@dataclass(frozen=True, slots=True)
class StatedChange:
    """The figures before and after, each with its offsets in the document, and the sentence stating both."""

    before: tuple[str, int, int]
    after: tuple[str, int, int]
    sentence: Sentence


def _number(text: str) -> Fraction:
    return Fraction(text.replace(",", "").lstrip("£"))


def stated_change(
    after: FactQuestion, before: FactQuestion, sentences: Sequence[Sentence]
) -> StatedChange | None:
    """The one "from N to M" change the passages state for ``after``'s event, or ``None``.

    ``after`` asks the figure after the event ("... after its enlargement"), ``before`` the figure before
    it: the event is the term only ``after`` has, the counted thing ``before``'s terms, and the thing's
    name the entities both share. Every sentence found must agree.
    """
    events = [t for t in after.terms if t not in before.terms]
    names = [e for e in after.entities if e in before.entities and not YEAR_DIGITS.fullmatch(e)]
    years = [key(e) for e in after.entities if YEAR_DIGITS.fullmatch(e)]  # "the 1896 enlargement"
    if len(events) != 1 or not names or not (before.terms or before.unit):
        return None
    event, counted = key(events[0]), [key(t) for t in before.terms]
    # the counted noun is the unit asked ("how many stalls") or one of the terms ("the capacity")
    stated = [*counted, *([key(before.unit)] if before.unit else [])]
    found: dict[tuple[str, str], StatedChange] = {}
    for s in sentences:
        context = {*s.keys, *s.title, *s.previous}
        named = all(key(w.text) in context for name in names for w in words(name))
        dated = all(y in context for y in years)
        if event not in s.keys or not named or not dated or not all(k in context for k in counted):
            continue
        if not any(k in s.keys for k in stated):
            continue
        for m in _FROM_TO.finditer(s.text):
            if YEAR_DIGITS.fullmatch(m.group("a")) or YEAR_DIGITS.fullmatch(m.group("b")):
                continue  # "from 1890 to 1910" is a span of years
            if _number(m.group("a")) == _number(m.group("b")):
                continue
            change = StatedChange(
                (m.group("a"), s.start + m.start("a"), s.start + m.end("a")),
                (m.group("b"), s.start + m.start("b"), s.start + m.end("b")),
                s,
            )
            found.setdefault((m.group("a"), m.group("b")), change)
    return next(iter(found.values())) if len(found) == 1 else None
