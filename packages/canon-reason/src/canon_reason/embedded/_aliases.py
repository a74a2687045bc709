"""Aliases: a short name that a passage declares for a longer one ("known simply as "the Steam Packet"").

A sentence that names an entity by its alias ("operator, the Steam Packet") answers with the entity's full
name when a retrieved sentence declares the alias, so that a next hop or the answer names the entity itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import STOPWORDS, fold, words
from ._candidates import names
from ._lexicon import TITLES
from ._sentences import Sentence

__all__ = ["ALIAS_MARKER", "PERSONAL_TITLES", "full_name", "given_name", "titled_surname"]

ALIAS_MARKER = re.compile(r"\b(?:known|called|nicknamed|dubbed)\b")
"""What declares an alias: "often called", "known on the waterfront simply as" (the alias follows)."""
_HEDGES = tuple([w] for w in "also often locally commonly usually popularly simply widely better".split())
"""A word that may stand between a name and its alias marker ("X, *often* called Y")."""
_REACH = 7
"""How many words after the marker the alias may begin ("known *on the waterfront simply as* ...")."""


def _alias_words(alias: str) -> list[str]:
    return [fold(w.text) for w in words(alias) if fold(w.text) not in ("the", "a", "an")]


def full_name(alias: str, sentences: Sequence[Sentence]) -> tuple[str, Sentence] | None:
    """The name ``alias`` stands for, and the sentence declaring it, if one of ``sentences`` does.

    The declaration must follow the full name in its sentence, either right after it ("The Penby Ferry
    Company, known on the quays as "the Blue Boat"") or further on when the full name holds every word of
    the alias ("the Corran and Ardwyn Steam Packet Company ... the Steam Packet"), so a nickname is never
    taken for an unrelated name standing further before it.
    """
    wanted = _alias_words(alias)
    if not wanted:
        return None
    for s in sentences:
        low = [fold(w.text) for w in s.words]
        for marker in ALIAS_MARKER.finditer(s.text):
            at = next((i for i, w in enumerate(s.words) if w.start >= marker.end()), len(s.words))
            if not any(low[i : i + len(wanted)] == wanted for i in range(at, min(len(low), at + _REACH))):
                continue
            before = [m for m in names(s.text, s.words) if m.end <= marker.start()]
            if not before:
                continue
            name = before[-1]
            start = name.start
            if len(before) > 1 and s.text[before[-2].end : name.start] in (" and ", " & "):
                start = before[-2].start  # "Corran and Ardwyn Steam Packet Company" is one name
            held = {fold(w.text) for w in words(name.text)}
            apposed = s.text[name.end : marker.start()].strip(" ,(\n").split() in ([], *_HEDGES)
            if (set(wanted) <= held and len(held) > len(wanted)) or apposed:
                return s.text[start : name.end], s
    return None


PERSONAL_TITLES = frozenset("mr mrs miss ms mx dr".split())
"""Titles that stand before a surname alone ("Miss Hale"), leaving out the given name."""


_TITLE_BEFORE = re.compile(r"\b(?P<title>[A-Z][a-z]{1,3})\.?\s+$")
"""A personal title ending the text before a surname: "Mr. *Hale*", "Miss *Hale*"."""


def titled_surname(value: str, before: str) -> str:
    """A surname read alone with the title its sentence writes before it ("Hale" of "Mr. Hale"), else as read.

    The reader takes "Hale" from "Mr. Hale was elected"; with its title it is the surname a title stands
    for, whose given name a sentence before may write ("Mr. Ada Hale and Mr. John Orme were put forward").
    """
    found = _TITLE_BEFORE.search(before)
    if len(words(value)) != 1 or found is None or fold(found["title"]) not in PERSONAL_TITLES:
        return value
    return f"{found['title']} {value}"


def given_name(titled: str, sentences: Sequence[Sentence]) -> tuple[str, Sentence] | None:
    """The full name a title and a surname stand for ("Miss Hale" → "Ada Hale"), and where it is written.

    Only when the sentences write one given name before that surname: two ("Ada Hale", "John Hale") leave
    the titled surname as the answer, since either could be meant.
    """
    parts = [w.text for w in words(titled)]
    if len(parts) != 2 or fold(parts[0]) not in PERSONAL_TITLES or not parts[1][:1].isupper():
        return None
    surname = parts[1]
    found: dict[str, Sentence] = {}
    for s in sentences:
        for run in s.names:
            for i, w in enumerate(run):
                if w.text != surname:
                    continue
                first = i
                while first > 0 and (low := fold(run[first - 1].text)) not in TITLES and low not in STOPWORDS:
                    first -= 1
                if first < i:
                    found.setdefault(s.text[run[first].start : w.end], s)
    if len(found) != 1:
        return None
    return next(iter(found.items()))
