"""When a person took up an office, read from a list of the office's holders with their spans of years.

"When did Ann Hale become secretary?" is rarely told by a sentence of its own; a list of the secretaries is
("| 1884–1912 | Ann Hale |" under "## Honorary Secretaries", "- 1911– : Ann Hale" under "**Secretaries**"):
the span's first year is when she became secretary. The line must name the person whole, hold one span, and
stand under a heading, a title or a column naming the office; every such line must give the same year.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import STOPWORDS, fold, words
from ._fact import AnswerType, FactQuestion
from ._lexicon import TITLES, key
from ._sentences import PassageLike, Sentence, sentences_of
from ._spans import office_named

__all__ = ["OFFICE_START_CONFIDENCE", "office_plural", "office_start"]

#: Confidence of a year read from a list of holders: the list gives a span, not the taking of the office.
OFFICE_START_CONFIDENCE = 0.7

_BECAME = re.compile(
    r"^(?:when|in\s+(?:what|which)\s+year)\s+(?:did|was|were)\s+(?P<who>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+)\s+"
    r"(?:become|becomes|appointed|elected|made)(?:\s+as)?\s+(?:(?:the|its|their|his|her)\s+)?"
    r"(?P<office>[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,3}?)\s*\??$",
    re.IGNORECASE,
)
"""A question asking when a named person took an office: "When did Ann Hale become (its) secretary?"."""
_START = re.compile(
    r"\b(?P<start>1\d{3}|20\d{2})\s*(?:-|–|—|to|until|till)\s*(?:\d{4}\b|the\s+present\b|date\b|now\b|(?=[\s:|)]*$)"
    r"|(?=\s*[:|)]))"
)
"""A span of years, closed or open ("1884–1912", "1911– :", "| 1959– |"): its first year is the taking up."""
_PERSON = re.compile(r"\b[A-Z][a-z'’-]+\.?(?:\s+(?:[A-Z]\.\s*)*[A-Z][a-z'’-]+\.?)+")


def office_plural(noun: str) -> str:
    """The plural a list of an office's holders is headed with: "Treasurers", "Chairmen", "Secretaries"."""
    if noun.endswith("man"):
        return f"{noun[:-3]}men"
    if noun.endswith("y") and noun[-2:-1] not in tuple("aeiou"):
        return f"{noun[:-1]}ies"
    return f"{noun}s"


def _named_whole(who: str, text: str) -> bool:
    """Whether ``text`` names ``who`` as a run of capitalised words of its own, perhaps after a title.

    "Miss Ann Hale" names Ann Hale; "Mary Ann Hale" and "Hale" do not.
    """
    target = [fold(w) for w in who.split()]
    for match in _PERSON.finditer(text):
        parts = [fold(p.rstrip(".")) for p in match.group().split()]
        while len(parts) > len(target) and parts[0] in TITLES:
            parts = parts[1:]
        if parts == target:
            return True
    return False


def office_start(fact: FactQuestion, passages: Sequence[PassageLike]) -> tuple[str, Sentence] | None:
    """The year ``fact``'s person took up the asked office, as the one list line naming them gives it."""
    asked = _BECAME.match(fact.text.strip())
    if fact.answer_type is not AnswerType.DATE or asked is None:
        return None
    who = asked.group("who")
    office_words = asked.group("office").split(" of ", 1)[0]
    office = frozenset(key(w.text) for w in words(office_words) if fold(w.text) not in STOPWORDS)
    if not office:
        return None
    titles = {p.doc_id: frozenset(key(w.text) for w in words(p.title)) for p in passages}
    found: dict[str, Sentence] = {}
    for sentence in sentences_of(passages):
        spans = list(_START.finditer(sentence.text))
        if len(spans) != 1 or not _named_whole(who, sentence.text):
            continue
        if not office_named(sentence, office, titles.get(sentence.doc_id, frozenset())):
            continue
        found.setdefault(spans[0].group("start"), sentence)
    if len(found) != 1:
        return None
    ((year, sentence),) = found.items()
    return year, sentence
