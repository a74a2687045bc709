"""Names given to a thing: the answer to "What do local people call X?" or "By what name is X known?".

A sentence naming X (or a passage about X) gives it another name after a marker: "Known locally as the
Low Cut, the Hollin Branch ...", "it has been known locally as "the Kettle"", "in 1927 they renamed it
the Maddox Wing", "under the name of Lantern Mill". The name after the marker is the answer, read whole.
The real name behind a pen name is read the other way round: "She wrote under the pen name Jack Roe".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import fold, words
from ._candidates import leading_name
from ._sentences import Sentence, entity_keys

__all__ = ["asked_alias", "asks_given_name", "given_name_of", "real_name_of"]

_ASKS = re.compile(
    r"^(?:what do (?:the )?(?:local |\w+ )?(?:people|locals|residents)(?: in [\w' ]+)? call\b"
    r"|by what (?:other )?name (?:is|are|was|were)\b"
    r"|by what (?:other )?name (?:do|does|did) [^?]{1,80}? (?:know|call)\b"
    r"|what (?:is|was|are|were) .+ (?:called|renamed)\b)"
)
"""Questions asking for a name given to their subject, not for a fact about it."""
_GIVEN = re.compile(
    r"\b(?:[Kk]nown(?:\s+[\w'’-]+){0,4}?\s+as|[Cc]alled|nicknamed|dubbed|renamed(?:\s+it)?|under the name of|"
    r"(?:given|took|received) a new name,)\s+[\"“‘']?(?P<name>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A marker and the name it gives: "known *locally* as the Low Cut", "known *to every Orlby child* as
\"Tom\"", "renamed it the Maddox Wing"."""


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


_ASKS_REAL = re.compile(
    r"^(?:what (?:is|was) the real name of (?P<of>.+?)|what (?:is|was) (?P<own>.+?)['’]s? real name)\??$",
    re.IGNORECASE,
)
"""Questions asking whose pen name a name is: "What is the real name of Jack Roe?"."""
_PEN_NAME = r"(?:pen[ -]name|pseudonym|nom de plume|the name)"
_PRONOUN_SUBJECT = frozenset({"he", "she", "they"})


def asked_alias(question: str) -> str | None:
    """The pen name a question asks the real name of, or ``None``."""
    match = _ASKS_REAL.match(question.strip())
    if match is None:
        return None
    return (match.group("of") or match.group("own")).strip()


def real_name_of(alias: str, sentences: Sequence[Sentence]) -> tuple[str, tuple[Sentence, ...]] | None:
    """The one real name the sentences give a pen name, and the sentences giving it.

    "She wrote under the pen name Jack Roe" in the passage on Ann Dale gives "Ann Dale" (a sentence
    opening with "he" or "she" is about its passage's subject); "Ann Dale wrote as Jack Roe" gives her name
    directly. Two different names leave the answer open.
    """
    marker = re.compile(rf"\b(?:{_PEN_NAME}|wrote as|writing as)\s+(?:of\s+)?[\"“]?{re.escape(alias)}\b")
    found: dict[str, Sentence] = {}
    for s in sentences:
        if marker.search(s.text) is None or not s.words:
            continue
        first = fold(s.words[0].text)
        subject = re.split(r"[,(]", s.topic, maxsplit=1)[0].strip()
        name = leading_name(subject) if first in _PRONOUN_SUBJECT else _opening_name(s.text)
        if name is not None and fold(name) != fold(alias):
            found.setdefault(name, s)
    if len(found) != 1:
        return None
    name, sentence = next(iter(found.items()))
    if name in sentence.text:
        return name, (sentence,)
    # "She wrote ..." names no one: the passage's sentence writing the name out says whose pen name it is
    named = next((o for o in sentences if o.doc_id == sentence.doc_id and name in o.text), None)
    return (name, (named, sentence)) if named is not None else None


_OPENING_NAME = re.compile(r"^(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)\s+(?:wrote|published|was)\b")


def _opening_name(text: str) -> str | None:
    match = _OPENING_NAME.match(text.strip())
    return match.group("name") if match is not None else None
