"""The narrator of a first-person passage: "I" in a memoir, recollections or a letter is its writer.

A passage titled "Recollections of Ada Fenn", "Letter from Ada Fenn to the Board" or "Letters of Ada Fenn"
tells its facts in the first person: "I was born at Kell in 1890" states where Ada Fenn was born, though it
never names her.
"""

from __future__ import annotations

import re

from .._text import fold, words
from ._lexicon import key
from ._sentences import Sentence, entity_keys

__all__ = ["narrator_at"]

_WRITTEN_BY = re.compile(
    r"\b(?:memoirs?|recollections|reminiscences|autobiography|diary|journal|letters?)\s+(?:of|from)\s+"
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)",
    re.IGNORECASE,
)
_FIRST_PERSON = frozenset({"my", "me"})


def narrator_at(entity: str, s: Sentence) -> int | None:
    """Where a first-person sentence refers to ``entity`` as its passage's writer ("*I* was born ..").

    None unless the passage's title names ``entity`` as the one whose memoir, recollections or letter it is.
    """
    written = _WRITTEN_BY.search(s.topic)
    wanted = entity_keys(entity)
    if written is None or not wanted:
        return None
    writer = {key(w.text) for w in words(written["name"])}
    if not set(wanted) <= writer:
        return None
    return next((i for i, w in enumerate(s.words) if _first_person(s, i)), None)


def _first_person(s: Sentence, i: int) -> bool:
    """Whether the word at ``i`` is the narrator's "I", "my" or "me" (not the numeral of "Charles I")."""
    word = s.words[i].text
    if word == "I":
        return i <= 1 or not s.words[i - 1].text[:1].isupper()
    return fold(word) in _FIRST_PERSON
