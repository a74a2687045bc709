"""Which of two operands a figure both were read from belongs to, by the words only one of them asks.

"How much taller is the rebuilt tower than the original one?" may read both heights from "Original tower:
44 feet high"; the sentence names "original" before its figure and nothing only the other operand asks, so
the figure is the original tower's, and the rebuilt tower's is read from the other sentences.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import STOPWORDS, fold
from ._fact import FactQuestion
from ._lexicon import key, unit_family_of
from ._sentences import Sentence, entity_keys

__all__ = ["figure_clause", "figure_owner"]

_FIGURE = re.compile(r"\d")


def _asked_keys(fact: FactQuestion) -> set[str]:
    """The keys of the words an operand asks: its names' words and its terms."""
    named = {k for e in fact.entities for k in entity_keys(e)}
    return named | {key(t) for t in fact.terms if fold(t) not in STOPWORDS}


def figure_owner(facts: Sequence[FactQuestion], sentence: Sentence, at: int) -> int | None:
    """The index of the one operand of ``facts`` the figure at offset ``at`` of ``sentence`` is given of.

    The operand's own words (those no other operand asks) must be named before the figure in its clause,
    with no other figure of its kind between, and no other operand's own words anywhere in the clause: "By
    1902 the roll had reached 218" gives the roll of 1902, not of 1868; "The main ring is 120 yards across;
    the Carr ring is 80 yards across" gives 120 yards of the main ring. ``None`` when no one operand is so
    named.
    """
    asked = [_asked_keys(f) for f in facts]
    own = [a - set().union(*(b for j, b in enumerate(asked) if j != i)) for i, a in enumerate(asked)]
    start, end = figure_clause(sentence, at)
    stated = {key(w.text) for w in sentence.words if start <= w.start and w.end <= end}
    named = [i for i, keys in enumerate(own) if keys & stated]
    if len(named) != 1:
        return None
    owner = named[0]
    ws = sentence.words
    first = next((i for i, w in enumerate(ws) if w.start >= at), len(ws))
    measured = _measured_in(sentence, first)
    for i in range(first - 1, -1, -1):
        w = ws[i]
        if key(w.text) in own[owner]:
            return owner
        if w.end < start:
            return None  # another clause stands between the name and the figure (a ";" after the word)
        if _FIGURE.search(w.text) and (_measured_in(sentence, i) in (None, measured)):
            return None  # another figure of the same kind: "from 34 in 1868 to 218"
    return None


def figure_clause(sentence: Sentence, at: int) -> tuple[int, int]:
    """The offsets in ``sentence`` of the clause, between semicolons, that holds offset ``at``."""
    start = sentence.text.rfind(";", 0, at) + 1
    end = sentence.text.find(";", at)
    return start, len(sentence.text) if end < 0 else end


def _measured_in(sentence: Sentence, i: int) -> str | None:
    """The unit family of the word after the figure at word ``i`` ("2,850 *m* long" → length), if any."""
    ws = sentence.words
    while i + 1 < len(ws) and ws[i + 1].text.isdigit() and sentence.text[ws[i].end : ws[i + 1].start] in ",.":
        i += 1  # "2,850" is one figure of two words
    return unit_family_of(ws[i + 1].text) if i + 1 < len(ws) else None
