"""Names given to a thing: the answer to "What do local people call X?" or "By what name is X known?".

A sentence naming X (or a passage about X) gives it another name after a marker: "Known locally as the
Low Cut, the Hollin Branch ...", "it has been known locally as "the Kettle"", "in 1927 they renamed it
the Maddox Wing", "under the name of Lantern Mill". The name after the marker is the answer, read whole.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import fold, words
from ._sentences import Sentence, entity_keys

__all__ = ["asks_given_name", "given_name_of"]

_ASKS = re.compile(
    r"^(?:what do (?:the )?(?:local |\w+ )?(?:people|locals|residents)(?: in [\w' ]+)? call\b"
    r"|by what (?:other )?name (?:is|are|was|were)\b"
    r"|what (?:is|was|are|were) .+ (?:called|renamed)\b)"
)
"""Questions asking for a name given to their subject, not for a fact about it."""
_GIVEN = re.compile(
    r"\b(?:[Kk]nown(?:\s+[a-z]+){0,3}?\s+as|[Cc]alled|nicknamed|dubbed|renamed(?:\s+it)?|under the name of|"
    r"(?:given|took|received) a new name,)\s+[\"“‘']?(?P<name>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A marker and the name it gives: "known *locally* as the Low Cut", "renamed it the Maddox Wing"."""


def asks_given_name(question: str) -> bool:
    """Whether ``question`` asks what its subject is called rather than a fact about it."""
    return _ASKS.match(question.strip().lower()) is not None


def given_name_of(entity: str, sentences: Sequence[Sentence]) -> tuple[str, Sentence] | None:
    """The one name the sentences give ``entity`` after a naming marker, and the sentence giving it.

    The sentence must name the entity, or stand in a passage titled for it (where "it" is the entity). A
    name holding only the entity's own words is no other name; two different names leave the answer open.
    """
    keys = set(entity_keys(entity))
    if not keys:
        return None
    # names given in a sentence that names the entity come first, then those under its passage's title
    found: tuple[dict[str, Sentence], dict[str, Sentence]] = ({}, {})
    for s in sentences:
        if not keys <= s.title and not keys <= set(s.keys):
            continue
        for m in _GIVEN.finditer(s.text):
            name = m.group("name")
            own = {fold(w.text) for w in words(name)} - {"the"}
            if own and not own <= {fold(w.text) for w in words(entity)}:
                found[0 if keys <= set(s.keys) else 1].setdefault(name, s)
    best = found[0] or found[1]
    if len({fold(n).removeprefix("the ") for n in best}) != 1:
        return None
    return next(iter(best.items()))
