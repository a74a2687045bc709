"""A sum a sentence gives as the cost of "the building", said of the thing the sentences before it name.

An account of a building seldom names it again where it gives the sum it came to: "The great work of the
firm was the Orchid House at Kell, finished in 1846. When the last accounts were settled *the building had
cost* £4,615." The sum is the Orchid House's: "the building" is the thing the sentence before has just named,
as a pronoun would be. Only the word for a building itself stands in so ("the building"), not one for a
piece of work on it ("the rebuilding", "the alterations"), which may be a later work on the same building.
"""

from __future__ import annotations

import re

from ._lexicon import key
from ._sentences import Sentence

_BUILDING_COST = re.compile(
    r"\b(?:(?:final|total|whole|actual)\s+)?cost\s+of\s+the\s+(?:building|works?)\b"
    r"|\bthe\s+(?:building|works?)\s+(?:had\s+)?cost\b"
    r"|\bthe\s+(?:final|total|whole|actual)\s+cost\b(?!\s+of\b)",
    re.IGNORECASE,
)
"""The cost of "the building" or "the work" ("the whole cost of the building came to", "the building had
cost"), or "the final cost" of nothing named (the thing the sentence is about)."""

_COST = key("cost")


def building_cost_of(entity_keys: tuple[str, ...], term_keys: tuple[str, ...], s: Sentence) -> bool:
    """Whether ``s`` gives the cost of "the building" and the sentences just before it name the entity.

    The look-up must ask a cost; the entity is the building the sentences before name in full, so a sum for
    "the building" under a paragraph naming another thing is not read as the entity's.
    """
    if _COST not in term_keys or not entity_keys or _BUILDING_COST.search(s.text) is None:
        return False
    return all(k in s.previous for k in entity_keys)
