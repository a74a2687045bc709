"""A question that opens on a clause before its wh-word: "Once the ruins were viewed, what ...?".

The wh-word is read among a question's first words; a fronted clause ("*Once the assessors had viewed the
ruins*, at what sum was the loss reckoned?") pushes it past them. The clause only narrows when the fact
holds, as it would written after the main question, so it is moved there: "At what sum was the loss
reckoned, once the assessors had viewed the ruins?".
"""

from __future__ import annotations

import re

from ._lexicon import WH_WORDS

__all__ = ["fronted_last"]

_WH = "|".join(sorted(WH_WORDS))
_FRONTED = re.compile(
    rf"^(?P<clause>(?:once|after|before|since|until|till|while|under|during)\s[^,?]{{1,200}}),\s+"
    rf"(?P<main>(?:(?:at|in|on|by|for|from|to|with|of)\s+)?(?:{_WH})\b[^?]{{1,300}}?)\s*(?P<end>\?*)$",
    re.IGNORECASE,
)
"""A conjunction of time, or "under" or "during" ("*Under* the deed of 1809, how much ...?"), its clause
up to a comma, then the main question from its wh-word (or the
preposition before it) to the question mark."""


def fronted_last(question: str) -> str:
    """``question`` with a fronted clause of time moved after its main question; else ``question`` itself."""
    found = _FRONTED.match(question)
    if found is None:
        return question
    main, clause = found["main"], found["clause"]
    return f"{main[0].upper()}{main[1:]}, {clause[0].lower()}{clause[1:]}{found['end']}"
