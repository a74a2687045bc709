"""How many boxes or volumes a collection of records runs to, read from its catalogue entry's extent line.

A record office's catalogue entry gives the size of a deposit on a label line ("**Extent:** 214 volumes and
31 boxes"), which states no verb of the question ("How many volumes *make up* the firm's records?"): the
line's one figure before the asked unit is the count. The entry must be the one the question means (its
passage names the question's subject) and the only one in reach; a question that counts a part of the
records ("How many volumes *of minute books* ...?") is answered by no total.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from .._retrieval import Hit
from .._text import fold, words
from ._fact import FactQuestion
from ._lexicon import key
from ._sentences import Sentence, sentences_of

__all__ = ["EXTENT_CONFIDENCE", "catalogued_extent"]

#: Confidence of a count read from an extent line: the line names no verb of the question.
EXTENT_CONFIDENCE = 0.7

_EXTENT_LINE = re.compile(
    r"(?:^|\n)[ \t]*(?P<line>(?:\*\*)?Extent(?:\*\*)?:(?:\*\*)?[ \t]*(?P<body>[^\n]{1,300}))"
)
"""A catalogue entry's extent line: "**Extent:** 214 volumes and 31 boxes"."""
_ARCHIVE = re.compile(r"\b(?:records|collection|papers|archives?|record office|deposited)\b", re.IGNORECASE)
"""Words of a question about a deposit of records."""
_PART_OF = re.compile(r"\s+of\s+(?!(?:the\s+)?(?:records|papers|documents)\b)", re.IGNORECASE)
"""The counted unit going on to a part of the records: "volumes *of minute books*", not "boxes of records"."""
_REPOSITORY = re.compile(r"\b(?:Record Office|Archives?|Library)$")
"""A name of the office that keeps the records, which a catalogue entry may leave to its heading."""
_UNSPECIFIC = frozenset(
    key(w)
    for w in "make deposited records record held hold collection papers run fill list catalogue keep".split()
)
"""Question words any catalogue entry may use, which say nothing of whose records an entry lists."""


def _asks_whole_count(fact: FactQuestion) -> str | None:
    """The unit of a "How many volumes make up the records?" question, or ``None`` when it asks no total."""
    if fact.wh != "how many" or not fact.unit or _ARCHIVE.search(fact.text) is None:
        return None
    at = re.search(rf"\b{re.escape(fact.unit)}\b", fact.text, re.IGNORECASE)
    if at is None or _PART_OF.match(fact.text, at.end()):
        return None
    return key(fact.unit)


def _names_subject(fact: FactQuestion, hit: Hit) -> bool:
    """Whether ``hit`` is the entry of the asked records: it names the subject, or a specific asked word."""
    text = fold(f"{hit.title}\n{hit.text}")
    subjects = [e for e in fact.entities if _REPOSITORY.search(e) is None]
    if subjects:
        return all(fold(e.removeprefix("the ")) in text for e in subjects)
    present = {key(w.text) for w in words(text)}
    return any(key(t) in present for t in fact.terms if key(t) not in _UNSPECIFIC)


_ITEM_END = re.compile(r"[;()]|,(?!\d{3}\b)|\s+and\s+(?=\d)|\.?\s*$")
"""Where an item of an extent line ends: "214 volumes* and *31 boxes; 2 plans"."""
_ITEM = re.compile(r"(?P<figure>\d{1,3}(?:,\d{3})+|\d+)\s+[a-z][a-z -]{0,80}")
"""An item of an extent line, its figure first: "38,412 glass and film negatives"."""


def _count_in(body: str, unit: str) -> tuple[str, Fraction] | None:
    """The item of the extent line that counts ``unit``, and its figure, or ``None``.

    The unit must be named in one item only ("3 boxes of letters; 1 box of prints" leaves it open which).
    """
    items, start = [], 0
    for end in _ITEM_END.finditer(body):
        items.append(body[start : end.start()])
        start = end.end()
    counting = [i.strip() for i in items if any(key(w.text) == unit for w in words(i))]
    if len(counting) != 1:
        return None
    item = _ITEM.fullmatch(counting[0])
    if item is None:
        return None  # "1 plan chest drawer of drawings (about 240 sheets)": the figure is of another thing
    return item.group(0), Fraction(int(item.group("figure").replace(",", "")))


def _line_sentence(s: Sentence, start: int, end: int) -> Sentence:
    """``s`` cut to the one line of it from document offset ``start`` to ``end``: the extent line alone."""
    text = s.text[start - s.start : end - s.start]
    ws = tuple(words(text))
    return replace(
        s,
        start=start,
        end=end,
        text=text,
        words=ws,
        keys=tuple(key(w.text) for w in ws),
        clauses=(0,) * len(ws),
    )


def catalogued_extent(
    fact: FactQuestion, hits: Sequence[Hit]
) -> tuple[str, Fraction, tuple[Sentence, ...]] | None:
    """The count of the asked unit a catalogue entry's extent line gives, with its figure and sentence."""
    unit = _asks_whole_count(fact)
    if unit is None:
        return None
    found: dict[str, tuple[str, Fraction, tuple[Sentence, ...]]] = {}
    for hit in hits:
        line = _EXTENT_LINE.search(hit.text)
        if line is None or not _names_subject(fact, hit):
            continue
        count = _count_in(line.group("body"), unit)
        start, end = hit.start + line.start("line"), hit.start + line.end("body")
        cited = [s for s in sentences_of([hit]) if s.start <= start and end <= s.end]
        if count is None or not cited:
            continue
        found.setdefault(hit.doc_id, (*count, (_line_sentence(cited[0], start, end),)))
    if len(found) != 1:
        return None  # two entries' extents: which deposit is meant is not clear
    return next(iter(found.values()))
