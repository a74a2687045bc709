"""The party a thing was bought from, as records write it: after "from", or as the thing's former owner.

"From whom did the guardians buy the field?" asks for the seller, not the buyer who is the verb's agent.
Records name the seller after "from", often with a description between ("bought it in 1922 *from its
builder, the draper* Isaac Pendrick", "*from the executors of the late Mr.* Ezra Haskew", "*from a landowner
named* Ann Roe"), or name the thing bought as its owner's ("the purchase of the field, *the property of*
Mr Ann Roe").
"""

from __future__ import annotations

import re

from .._text import fold, words
from ._lexicon import CLERICAL_TITLES, TITLES, asked_word_keys, key

__all__ = ["described_object_at", "origin_party_problem", "seller_named"]

_LOOK_BACK = 120
"""Characters before a name searched for its preposition: a description between runs to a few words."""
_GAP = r"\s+(?P<gap>(?:[\w'’.-]+,?\s+){0,6})$"
"""Up to six words of description between a preposition and the name after them."""
_PROPERTY = re.compile(r"\bproperty\s+of" + _GAP, re.IGNORECASE)
_BREAKS = frozenset(
    "and or but to for in on at by with into which who whom that when where while after before than".split()
)
"""Words that end the preposition's phrase: a name after them belongs to another part of the sentence."""
_NAMING = frozenset({"named", "called"})
"""Words in "-ed" that lead a description to the name it gives: "a landowner *named* X"."""


def _describes(gap: str) -> bool:
    """Whether ``gap`` only describes the name after it: lowercase nouns, determiners, titles, "named".

    No word that opens another phrase ("from Kell *to* Ann Roe"), no figure, no other name, and no verb form
    in "-ing" or "-ed" ("from the mill, *leaving* X") but a naming word.
    """
    for word in gap.split():
        bare = fold(word.strip(",."))
        if bare in _BREAKS or any(c.isdigit() for c in word):
            return False
        if word[:1].isupper() and bare not in TITLES and bare not in CLERICAL_TITLES:
            return False
        if bare.endswith(("ing", "ed")) and bare not in _NAMING:
            return False
    return True


def described_object_at(text: str, start: int, preposition: str) -> int | None:
    """Where ``preposition`` stands in ``text`` when the name at ``start`` is its object, described or not.

    "from Mr X", "from a landowner named X", "from its builder, the draper X", "from the executors of the
    late Mr. X": the offset of "from"; ``None`` when another phrase, a figure or a name comes between.
    """
    at = max(0, start - _LOOK_BACK)
    found = re.search(rf"\b{re.escape(preposition)}" + _GAP, text[at:start], re.IGNORECASE)
    if found is None or not _describes(found.group("gap")):
        return None
    return at + found.start()


def seller_named(text: str, start: int) -> bool:
    """Whether the name at ``start`` in ``text`` is the party something passed from.

    The name is the object of "from", or stands after "the property of", with only a description between.
    """
    if described_object_at(text, start, "from") is not None:
        return True
    found = _PROPERTY.search(text[max(0, start - _LOOK_BACK) : start])
    return found is not None and _describes(found.group("gap"))


_FROM_WHOM = re.compile(r"^from\s+(?:whom|which|what)\b", re.IGNORECASE)
"""A question asking the party or place a thing came from: "*From whom* did Ann Roe take her lease?"."""
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[A-Z])|\n")


def origin_party_problem(question: str, value: str, text: str) -> list[str]:
    """Why a from-answer is the object of another "from" than the asked deed's, as reasons.

    "Ann Roe came from the village of Tollgarth and took a lease of the mill from the Corporation": asked
    "From whom did Ann Roe take her lease?", "Tollgarth" follows a "from" that no asked word comes before,
    and the asked deed comes after it with a "from" of its own; it tells where she came from, not whom she
    leased from.
    """
    if not _FROM_WHOM.match(question.strip()) or not value.strip():
        return []
    at = text.find(value.strip())
    if at < 0:
        return []
    after = described_object_at(text, at, "from")
    if after is None:
        return []
    asked = asked_word_keys(question)
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, after)), default=0)
    closing = _SENTENCE_END.search(text, at)
    rest = text[at + len(value.strip()) : closing.start() if closing else len(text)]
    if asked & {key(w.text) for w in words(text[begin:after])} or not re.search(r"\bfrom\b", rest):
        return []
    if not asked & {key(w.text) for w in words(rest)}:
        return []
    return [f"the answer {value!r} follows the from of another deed; its sentence tells the asked one after"]
