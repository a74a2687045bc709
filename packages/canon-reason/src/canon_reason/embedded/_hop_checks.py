"""Checks on a chain's earlier hop that a single question would not need.

A hop asks "Which curator travelled to X?" where the whole question only says "the curator who travelled to
X": the name found must be the one of that kind. A sentence that gives the name under another title ("she
travelled with *the botanist* Ann Roe") tells of a companion of another kind, not of the one asked.
"""

from __future__ import annotations

import re

from ._lexicon import ROLE_NOUNS, key

__all__ = ["other_title_problem"]

_WHICH_NOUN = re.compile(r"^(?:[A-Za-z]+\s+)?which\s+(?P<noun>[a-z]+)\s", re.IGNORECASE)
_TITLE_BEFORE = re.compile(r"\bthe\s+(?P<title>[a-z]+)\s*,?\s*$")
_PERSON_ENDINGS = ("ist", "ian", "or", "er", "ess")
"""Endings of nouns for a person by calling: botanist, librarian, surveyor, gardener, governess."""


def _title_word(word: str) -> bool:
    return key(word) in ROLE_NOUNS or (len(word) > 4 and word.endswith(_PERSON_ENDINGS))


def other_title_problem(hop: str, value: str, cited: str) -> str | None:
    """Why a hop's name answer is given under another title than the one the hop asks, or ``None``.

    "Which curator ...?" answered "Ann Roe" from "... with the botanist Ann Roe" is vetoed; "the curator, Ann
    Roe" and a name with no title before it pass.
    """
    asked = _WHICH_NOUN.match(hop)
    if asked is None or not _title_word(asked.group("noun")):
        return None
    at = cited.find(value)
    if at < 0:
        return None
    before = _TITLE_BEFORE.search(cited, 0, at)
    if before is None or not _title_word(before.group("title")):
        return None
    if key(before.group("title")) == key(asked.group("noun")):
        return None
    return f"the answer {value!r} is called the {before.group('title')}, not a {asked.group('noun')}"
