"""The party a thing was bought from, as records write it: after "from", or as the thing's former owner.

"From whom did the guardians buy the field?" asks for the seller, not the buyer who is the verb's agent.
Records name the seller after "from", often with a description between ("bought it in 1922 *from its
builder, the draper* Isaac Lumb", "*from the executors of the late Mr.* Ezra Tolley", "*from a landowner
named* Ann Roe"), or name the thing bought as its owner's ("the purchase of the field, *the property of*
Mr Ann Roe").
"""

from __future__ import annotations

import re

from .._text import fold
from ._lexicon import CLERICAL_TITLES, TITLES

__all__ = ["seller_named"]

_LOOK_BACK = 120
"""Characters before a name searched for its "from": a description between runs to a few words."""
_SOURCE = re.compile(r"\b(?:from|property\s+of)\s+(?P<gap>(?:[\w'’.-]+,?\s+){0,6})$", re.IGNORECASE)
""""from" or "the property of", and up to six words of description before the name."""
_BREAKS = frozenset(
    "and or but to for in on at by with into which who whom that when where while after before than".split()
)
"""Words that end the "from" phrase: a name after them belongs to another part of the sentence."""


def seller_named(text: str, start: int) -> bool:
    """Whether the name at ``start`` in ``text`` is the party something passed from.

    The name stands after "from" or "property of", with only a description between: lowercase words and
    titles ("the executors of the late Mr."), no word that opens another phrase ("from Kell *to* Ann Roe").
    """
    found = _SOURCE.search(text[max(0, start - _LOOK_BACK) : start])
    if found is None:
        return False
    for word in found.group("gap").split():
        bare = fold(word.strip(",."))
        if bare in _BREAKS or any(c.isdigit() for c in word):
            return False
        if word[:1].isupper() and bare not in TITLES and bare not in CLERICAL_TITLES:
            return False
    return True
