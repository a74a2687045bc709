"""A noun written inside a closed compound: "sand*stone*" is a stone, "free*stone*" too.

English closes many compounds into one word whose head is a noun of its own ("sandstone", "limestone",
"boathouse"): a sentence saying "hammer-dressed sandstone" states the "stone" a question asks about. The
head must be a word of some length, and the compound's first part too, so "understand" is no "stand".
"""

from __future__ import annotations

from ._lexicon import key, relations_of
from ._sentences import Sentence

__all__ = ["compound_head_at"]

_HEAD_LETTERS = 4
"""The fewest letters of a head read inside a compound ("stone", "house"): "way" of "railway" is too short."""
_PART_LETTERS = 3
"""The fewest letters before the head ("sand" of "sandstone")."""


def compound_head_at(s: Sentence, term_key: str) -> int | None:
    """Where the sentence writes a closed compound whose head is the noun ``term_key``, if it does.

    A word of a relation ("stand", "build") is a verb as often as a noun, and is never read inside another.
    """
    if len(term_key) < _HEAD_LETTERS or relations_of(term_key):
        return None
    for i, w in enumerate(s.words):
        text = w.text.lower()
        at = text.rfind(term_key)  # the head's stem ("ston" of "stone") begins the head
        if at >= _PART_LETTERS and text.isalpha() and key(text[at:]) == term_key:
            return i
    return None
