"""Named entities of a question: capitalized names, quoted titles, years, and names forced by the caller.

The question reader (``_fact``) treats every span found here as an entity a supporting sentence must name;
the candidate reader uses the same spans to tell names in a sentence apart from common words.
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, Word, fold, words
from ._lexicon import AUXILIARIES, MONTHS, WH_WORDS

__all__ = ["IMPERATIVES", "entity_spans"]

IMPERATIVES = frozenset({"name", "list", "give", "tell", "identify", "state"})
_CONNECTORS = frozenset({"of", "de", "van", "von", "der", "den", "da", "del", "la", "le", "du", "the"})
_QUOTED = re.compile(r"[\"“]([^\"”]{1,80})[\"”]")
_YEAR = re.compile(r"(?:1\d{3}|20\d{2})")


def _excluded(word: Word, first: bool) -> bool:
    low = fold(word.text)
    if low in MONTHS and not first:
        return False  # "held every *May*" names a month, not the auxiliary
    return low in WH_WORDS or low in AUXILIARIES or low in STOPWORDS or (first and low in IMPERATIVES)


def _capitalized_run(text: str, ws: list[Word], i: int) -> int:
    """Index of the last word of the capitalized name starting at ``i`` ("Bank of the Isles", "A & B")."""
    j = i
    while True:
        if j + 1 < len(ws) and ws[j + 1].text[0].isupper() and not _excluded(ws[j + 1], False):
            if text[ws[j].end : ws[j + 1].start].strip() in ("", "&", "'", "’"):  # "Teachers' Seminary"
                j += 1
                continue
        k = j + 1
        while k < len(ws) and k - j <= 2 and fold(ws[k].text) in _CONNECTORS:
            k += 1
        if k > j + 1 and k < len(ws) and ws[k].text[0].isupper() and fold(ws[j + 1].text) != "the":
            if not text[ws[j].end : ws[k].start].count(","):
                j = k
                continue
        return j


def _trim_possessive(text: str, start: int, end: int) -> tuple[int, int]:
    for suffix in ("'s", "’s", "'", "’"):
        if text.endswith(suffix, start, end) and end - len(suffix) > start:
            return start, end - len(suffix)
    return start, end


def entity_spans(text: str, extra: tuple[str, ...] = ()) -> list[tuple[int, int]]:
    """Character spans of the named entities of ``text``: capitalized names, quotes, years and ``extra``."""
    ws = words(text)
    spans: list[tuple[int, int]] = []
    lowered = text.lower()
    for value in extra:
        at = lowered.find(value.lower())
        if value.strip() and at >= 0:
            spans.append((at, at + len(value)))
    spans.extend((m.start(1), m.end(1)) for m in _QUOTED.finditer(text))
    i = 0
    while i < len(ws):
        w = ws[i]
        if _YEAR.fullmatch(w.text):
            spans.append((w.start, w.end))
        elif w.text[0].isupper() and not _excluded(w, i == 0):
            j = _capitalized_run(text, ws, i)
            spans.append(_trim_possessive(text, w.start, ws[j].end))
            i = j
        i += 1
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
