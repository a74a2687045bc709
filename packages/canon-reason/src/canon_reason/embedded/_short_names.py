"""A place answered with the last word of its name: "the Staithe" where a text names "Garnick Staithe".

A guidebook's "At the Staithe the lime is loaded into boats" names the place by the word its readers use,
which the full name ("Garnick Staithe", as a letter and a table write it) ends with. "Staithe" alone names no
place a reader could find: the answer is cut from a longer name. The place is checked when the answer is a
single capitalised word that its cited sentence writes after "the", and a passage found by searching the word
writes it after another capitalised word that begins no sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._text import STOPWORDS, fold, words
from ._fact import AnswerType

__all__ = ["short_name_problem", "short_name_query"]

_THE_BEFORE = re.compile(r"\bthe\s+$")
"""The article right before the answer in its sentence: "At *the* Staithe"."""


def _bare_word(value: str) -> str | None:
    """The one capitalised word ``value`` is, without an article, or ``None``."""
    ws = [w.text for w in words(value) if fold(w.text) not in ("the", "a", "an")]
    if len(ws) != 1 or not ws[0][:1].isupper() or not ws[0].isalpha() or ws[0].isupper():
        return None
    return ws[0]


def short_name_query(answer_type: AnswerType, value: str, sentence: str) -> str | None:
    """The search that finds the longer names ending in a place answer, or ``None`` when none is needed."""
    if answer_type is not AnswerType.PLACE or (word := _bare_word(value)) is None:
        return None
    at = sentence.find(word)
    if at < 0 or not _THE_BEFORE.search(sentence[:at]):
        return None
    return word


def short_name_problem(value: str, texts: Iterable[str]) -> str | None:
    """Why ``value`` is only the last word of a place name one of ``texts`` gives whole, or ``None``."""
    word = _bare_word(value)
    if word is None:
        return None
    pattern = re.compile(r"(?<![\w'’])([A-Z][a-z]+)[ \t]+" + re.escape(word) + r"(?![\w'’-])")
    for text in texts:
        for m in pattern.finditer(text):
            before = text[: m.start()].rstrip(" \t")
            if fold(m.group(1)) in STOPWORDS or not before or before[-1] in ".!?:\n#|*":
                continue  # "The Staithe", or a first word that is capitalised as every first word is
            return f"the answer {value!r} is the last word of the place name {m.group(1)} {word}"
    return None
