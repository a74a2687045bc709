"""Cards of biographical notes cut by a chunk boundary: the query for the rest of a person's card.

A book of notes gives each person a paragraph opening with the surname in capitals ("**GARNICK, Ozias
(1801–1870).** Miller. Born at Ulverby, ..."), whose later sentences never name him again. A chunk boundary
inside the card parts its heading from the sentences that state his facts: a passage ending on the heading,
or one opening on a sentence with no subject of its own ("Born at Ulverby, ..."), holds only half of it. The
passages of the card's document next to it are found by its title with the person's name and the asked words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._retrieval import Hit
from .._text import fold
from ._fact import FactQuestion
from ._sentences import inverted_entry

__all__ = ["card_rest_query"]

_SUBJECTLESS_OPENING = re.compile(r"^\s*(?:Born|Died|Educated|Apprenticed|Articled|Married)\b")
"""A card's sentence stating a fact of the card's person without naming him: "Born at Ulverby, ..."."""


def _person_names(fact: FactQuestion) -> list[str]:
    """The question's names of two words or more, each capitalized: the persons a card may be of."""
    return [e for e in fact.entities if len(e.split()) > 1 and all(w[:1].isupper() for w in e.split())]


def _cut_card(hit: Hit, name: str) -> bool:
    """Whether ``hit`` holds half of the card of ``name``: its heading last, or its body opening the passage.

    The heading's paragraph must run on to the passage's end.
    """
    text = hit.text
    for paragraph_start in (0, *(m.end() for m in re.finditer(r"\n\n", text))):
        card = inverted_entry(text[paragraph_start : paragraph_start + 200])
        if card is not None and fold(card) == fold(name) and "\n\n" not in text[paragraph_start:].rstrip():
            return True
    return _SUBJECTLESS_OPENING.match(text) is not None


def card_rest_query(fact: FactQuestion, hits: Sequence[Hit]) -> str | None:
    """A query for the passages of a card a chunk boundary cut, or ``None`` when no passage is half a card."""
    for name in _person_names(fact):
        for hit in hits:
            if _cut_card(hit, name):
                return " ".join(dict.fromkeys([hit.title, name, *fact.terms]))
    return None
