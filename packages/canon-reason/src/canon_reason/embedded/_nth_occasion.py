"""The year of the first, second or third time a thing befell a subject, read from the text's own ordinals.

"When did the mill first catch fire?", "In which year: the second fire at the mill?" and "When did the
mill burn down for the second time?" ask one occasion of an event the text tells more than once. A
history seldom says "the mill first caught fire in 1820"; it says "the first great fire broke out in
1820", "The second fire, in May 1851, ...", "the mill has twice been burnt, in 1820 and 1851", or a report
dated 1851 says "For the second time in its history the mill has been visited by fire". Each such
sentence names the occasion by its place in the order, so the year it gives is that occasion's. Every
reading of the asked occasion must give the same year, none may give that year to another occasion, and
the subject's words must stand in the sentence or its document's title; otherwise nothing is answered.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from .._text import STOPWORDS, fold, words
from ._datelines import JUST_PAST, report_year
from ._fact import AnswerType, FactQuestion
from ._lexicon import (
    AUXILIARIES,
    EVENT_GROUPS,
    EVENT_NOUNS,
    MONTHS,
    RELATION_GROUPS,
    WH_WORDS,
    YEAR_WORD,
    key,
    relations_of,
)
from ._repeated_events import REPEATED_EVENT_NOUNS
from ._sentences import PassageLike, Sentence, sentences_of

__all__ = ["NTH_OCCASION_CONFIDENCE", "Occasion", "nth_occasion", "nth_occasion_query"]

#: Confidence of a year read from a sentence that places the occasion in its order ("the second fire").
NTH_OCCASION_CONFIDENCE = 0.7

_ORDINALS = {"first": 1, "second": 2, "third": 3}
_ORDINAL = r"(?P<ordinal>first|second|third)"
_TIME = re.compile(rf"\b(?:for\s+)?(?:the|a)\s+{_ORDINAL}\s+time\b", re.IGNORECASE)
"""An occasion counted as a time: "for the second time", "burned the first time", "a second time"."""
_DETERMINED = re.compile(
    r"(?:\b(?:the|a|an|its|his|her|their|our|whose|this|that)|['’]s?)\s+$", re.IGNORECASE
)
"""A determiner or a possessive before "first" makes it an adjective: "the first fire", "the club's first"."""
_ORDINAL_WORD = re.compile(rf"\b{_ORDINAL}\b", re.IGNORECASE)
_PAIR = re.compile(r"\b(?P<one>1\d{3}|20\d{2})\s*(?:,\s*)?and\s+(?P<two>1\d{3}|20\d{2})\b")
"""Two years given together in their order: "in 1820 and 1851", "the fires of 1820 and 1851"."""
_TWICE = re.compile(r"\btwice\b", re.IGNORECASE)
_NOUN_REACH = 3
"""How many words (adjectives, "and far worse") may stand between an ordinal and the event noun it counts:
"the second *and far worse* fire"."""
_ADVERB_REACH = 5
"""How many words after an adverbial "first" the event word may stand: "first *lost its roof to* fire"."""
_ASIDE = frozenset({"time", "year", "occasion", "down", "out", "catch", "caught", "take", "took"})
"""Words of the question that name neither the event nor its subject."""


def _event_keys(term: str) -> frozenset[str]:
    """The keys of the narrowest event group a word belongs to ("burned" → burn, fire, blaze, ...)."""
    groups = [RELATION_GROUPS[g] for g in relations_of(key(term)) if g in EVENT_GROUPS]
    return min(groups, key=len) if groups else frozenset()


def _asked(question: str) -> tuple[int, frozenset[str], frozenset[str], str] | None:
    """The occasion a question asks (1, 2, 3), the keys of its event's and its subject's words, the query.

    The query is the subject's words with the ordinal and the event's noun ("Pump Room second fire"): the
    sentence counting the occasion may stand in a passage the question's own words do not reach.
    """
    ordinals = list(_ORDINAL_WORD.finditer(question))
    if len(ordinals) != 1:
        return None  # "between the first and the second fire" asks two occasions
    found = ordinals[0]
    rest = [w for w in words(question[found.end() :])]
    event = next((k for w in rest[:_ADVERB_REACH] if (k := _event_keys(w.text))), frozenset())
    timed = _TIME.search(question)
    if timed is not None:
        event = next((k for w in words(question) if (k := _event_keys(w.text))), frozenset())
    elif _DETERMINED.search(question, 0, found.start()) is not None and not any(
        key(w.text) in event & EVENT_NOUNS for w in rest[:2]
    ):
        return None  # "the first boathouse" counts boathouses, "the first organ installed" organs
    if not event:
        return None
    named = [
        w.text
        for w in words(question)
        if (folded := fold(w.text)) not in STOPWORDS
        and folded not in WH_WORDS
        and folded not in AUXILIARIES
        and folded not in _ORDINALS
        and folded not in _ASIDE
        and key(w.text) not in event
    ]
    ordinal = found.group("ordinal").lower()
    noun = next((n for n in REPEATED_EVENT_NOUNS if key(n) in event), "")
    query = " ".join([*named, ordinal, noun]).strip()
    return _ORDINALS[ordinal], event, frozenset(key(w) for w in named), query


def _counted(s: Sentence, event: frozenset[str]) -> list[int]:
    """The occasions the sentence names by their order: "the second fire", "for the first time".

    An ordinal counts the event only before its noun, after a determiner ("a second and far worse fire"):
    "since it was first built" tells of a deed without dating it, and "the first time" is read once.
    """
    out: list[int] = []
    timed = _TIME.search(s.text)
    if timed is not None and any(key(w.text) in event for w in s.words):
        out.append(_ORDINALS[timed.group("ordinal").lower()])
    for found in _ORDINAL_WORD.finditer(s.text):
        after = words(s.text[found.end() : found.end() + 80])[: _NOUN_REACH + 1]
        counts = any(key(w.text) in event & EVENT_NOUNS for w in after)
        if counts and _DETERMINED.search(s.text, max(0, found.start() - 9), found.start()) is not None:
            out.append(_ORDINALS[found.group("ordinal").lower()])
    return out


class _Reading(NamedTuple):
    """One occasion a sentence dates: its place in the order, its year, the sentences citing it."""

    occasion: int
    year: str
    cites: tuple[Sentence, ...]
    rank: int = 0
    """How plainly the sentence dates the occasion: 0, by a year of its own ("the second fire, in 1851");
    1, by its report's date line; 2, as one of two years given together ("twice burnt, in 1820 and 1851");
    3, as the one before a counted occasion ("the second time ..., the former fire in 1820") or by the order
    of dates alone, which names it by no ordinal of its own."""


_UNNAMED = 3
"""The rank of a reading that names its occasion by no ordinal of its own."""


class Occasion(NamedTuple):
    """The year of the asked occasion, the sentences that place it, and whether one names it directly."""

    year: str
    cites: tuple[Sentence, ...]
    direct: bool
    written: str
    """The date as the first cited sentence writes it ("2 May 1901", "March 1908"), else the year."""


_MONTH_NAME = "|".join(sorted(MONTHS))
_DAY_MONTH = re.compile(rf"(?:\b\d{{1,2}}(?:st|nd|rd|th)?\s+)?\b(?:{_MONTH_NAME})\s+$", re.IGNORECASE)
"""A day and a month, or a month, written just before a year: "2 May 1901", "March 1908"."""


def _written(s: Sentence, year: str) -> str:
    """The date ending in ``year`` as the sentence writes it, with its day and month if it gives them."""
    at = s.text.find(year)
    before = _DAY_MONTH.search(s.text, max(0, at - 24), at) if at > 0 else None
    return year if before is None else f"{before.group().strip()} {year}"


def _readings(s: Sentence, event: frozenset[str], sentences: Sequence[Sentence]) -> list[_Reading]:
    """The (occasion, year, cited sentences) one sentence gives: a report's year cites its date line too."""
    if not any(key(w.text) in event for w in s.words):
        return []
    pair = _PAIR.search(s.text)
    if pair is not None and _TWICE.search(s.text) is not None:
        one, two = sorted((pair.group("one"), pair.group("two")))
        return [_Reading(1, one, (s,), rank=2), _Reading(2, two, (s,), rank=2)] if one != two else []
    counted = set(_counted(s, event))
    if len(counted) != 1:
        return []  # "the second fire was worse than the first" dates neither by itself
    nth, years = counted.pop(), sorted(set(YEAR_WORD.findall(s.text)))
    if JUST_PAST.search(s.text) is None:
        return [_Reading(nth, years[0], (s,))] if len(years) == 1 else []
    # "It is the second time the mill has burned, the old mill having burned in 1820": the report's own
    # fire is the counted one, and a year the sentence gives is of the one before it
    dated = report_year(s, sentences)
    out = [] if dated is None else [_Reading(nth, str(dated[0]), (s, dated[1]), rank=1)]
    if nth == 2 and len(years) == 1 and (dated is None or int(years[0]) < dated[0]):
        out.append(_Reading(1, years[0], (s,), rank=_UNNAMED))
    return out


def nth_occasion(fact: FactQuestion, passages: Sequence[PassageLike]) -> Occasion | None:
    """The year of the asked occasion of an event, with the sentences that place it, or ``None``."""
    if fact.answer_type is not AnswerType.DATE:
        return None
    asked = _asked(fact.text)
    if asked is None:
        return None
    nth, event, subject, _ = asked
    sentences = sentences_of(passages)
    found: dict[str, list[_Reading]] = {}
    others: list[tuple[int, str]] = []
    uncounted: dict[str, list[_Reading]] = {}
    for s in sentences:
        if not subject <= set(s.keys) | s.title | s.section:
            continue
        readings = _readings(s, event, sentences)
        for r in readings:
            if r.occasion == nth:
                found.setdefault(r.year, []).append(r)
            else:
                others.append((r.occasion, r.year))
        if not readings and (year := _dated_once(s, event)) is not None:
            uncounted.setdefault(year, []).append(_Reading(0, year, (s,), rank=_UNNAMED))
    if not found and nth == 1:
        found = _before_second(others, uncounted)
    if len(found) != 1:
        return None
    year, readings = next(iter(found.items()))
    if any(y == year or (o < nth) != (y < year) for o, y in others):
        return None  # another occasion in that year, or out of order: the text's counts disagree
    best = min(r.rank for r in readings)
    cites = tuple(dict.fromkeys(s for r in readings if r.rank == best for s in r.cites))
    return Occasion(year, cites, best < _UNNAMED, _written(cites[0], year) if best == 0 else year)


def _dated_once(s: Sentence, event: frozenset[str]) -> str | None:
    """The one year of a sentence that tells of the event without counting it ("the fire of 1820")."""
    years = set(YEAR_WORD.findall(s.text))
    if len(years) != 1 or _ORDINAL_WORD.search(s.text) is not None or _TWICE.search(s.text) is not None:
        return None
    return years.pop() if any(key(w.text) in event for w in s.words) else None


def _before_second(
    others: list[tuple[int, str]], uncounted: dict[str, list[_Reading]]
) -> dict[str, list[_Reading]]:
    """The first occasion read from the order of dates: the one dated occasion before the known second.

    "The fire of 1820" and "For the second time the mill has been visited by fire" (dated 1851) make 1820
    the first fire; two earlier years, or none, leave it unread.
    """
    seconds = {y for o, y in others if o == 2}
    if len(seconds) != 1:
        return {}
    second = seconds.pop()
    return {y: cites for y, cites in uncounted.items() if y < second}


def nth_occasion_query(fact: FactQuestion) -> str | None:
    """The query for the sentences counting the asked occasion ("Pump Room first fire"), or ``None``."""
    asked = _asked(fact.text) if fact.answer_type is AnswerType.DATE else None
    return None if asked is None else asked[3]
