"""Whose figure a sentence gives: the name it opens on and describes, not a place named after the figure.

"Aysby is a village of 480 people four miles up the dale from Thornby." gives Aysby's people, not Thornby's:
the sentence describes the name it opens with, and the asked name comes only after the figure, as a place
the first one is reckoned from.
"""

from __future__ import annotations

import re

from .._text import normalize_answer, words
from ._measures import value_at

__all__ = ["described_owner_problem"]

_OPENING_OWNER = re.compile(
    r"^\W*(?P<owner>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s+(?:is|was)\s+an?\s+(?:[a-z]+\s+){0,3}of\s+"
    r"(?:about\s+|some\s+|nearly\s+|over\s+|under\s+)?$"
)
"""A sentence opening on a name it describes, up to the figure: "*Aysby* is a village of *480 people*"."""


def described_owner_problem(entity: str, value: str, cited: str) -> list[str]:
    """Why a figure belongs to the name its sentence opens on, the asked ``entity`` following the figure."""
    at = value_at(cited, value)
    if at is None or not any(ch.isdigit() for ch in value):
        return []
    ws = words(cited)
    start, end = ws[at[0]].start, ws[at[1] - 1].end
    found = _OPENING_OWNER.match(cited[:start])
    if found is None:
        return []
    owner = normalize_answer(found.group("owner"))
    name = normalize_answer(entity)
    if not name or not owner or name in owner or owner in name:
        return []
    before, after = normalize_answer(cited[:start]), normalize_answer(cited[end:])
    if f" {name} " in f" {before} " or f" {name} " not in f" {after} ":
        return []
    owner_name = found.group("owner")
    return [f"the figure {value!r} is given to {owner_name!r}, the sentence's subject, not {entity!r}"]
