"""A year the question puts before a thing ("the *1868* pavilion") that a passage's title dates.

"What was the cost of the 1868 pavilion?" names the pavilion by the year it was built. An account headed
"Pavilion Building Fund, 1867–1869" is about the work of those years, so a sentence of it giving "the total
cost of the pavilion" is about the 1868 pavilion although it never names the year. A sentence that names a
year of its own dates its own matter and is left to the ordinary reading.
"""

from __future__ import annotations

import re

from ._lexicon import YEAR_DIGITS
from ._sentences import Sentence

__all__ = ["title_dates_thing"]

_ATTRIBUTIVE = r"\b(?:the|its|their|his|her)\s+{year}\s+[a-z]"
"""The year as a modifier of a noun after a determiner: "the 1868 pavilion", not "in 1868 the"."""
_TITLE_YEARS = re.compile(r"\b(1\d{3}|20\d{2})(?:\s*[–-]\s*(1\d{3}|20\d{2}|\d{2}))?\b")
"""A year or a span of years in a title: "1904", "1867–1869", "1867-69"."""


def _title_covers(title: str, year: int) -> bool:
    """Whether ``title`` gives ``year``, alone or inside a span of years, and no year outside the span."""
    found = False
    for m in _TITLE_YEARS.finditer(title):
        first = int(m.group(1))
        end = m.group(2)
        last = first if end is None else int(end) if len(end) == 4 else first // 100 * 100 + int(end)
        if not first <= year <= last:
            return False
        found = True
    return found


def title_dates_thing(entity: str, question: str, s: Sentence) -> bool:
    """Whether the year ``entity`` modifies a noun in ``question`` and ``s``'s title alone dates it.

    ``s`` must name no year itself; the caller checks that it states each thing the question asks of.
    """
    if YEAR_DIGITS.fullmatch(entity) is None:
        return False
    if re.search(_ATTRIBUTIVE.format(year=entity), question, re.IGNORECASE) is None:
        return False
    if any(YEAR_DIGITS.fullmatch(k) for k in s.keys):
        return False
    return _title_covers(s.topic, int(entity))
