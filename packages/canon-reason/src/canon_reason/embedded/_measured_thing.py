"""Judge check that a length answering "How long is X?" measures X, not a thing beside it or part of it.

"Dunby College burned in 1907; the library next to it, 31 metres long, was saved" gives the library's
length, and "water came by a leat about 90 yards long" the leat's: the noun "N long"
stands after (or whose clause it ends) has another head than the asked subject. A pronoun ("It is 46
metres long"), a name, a description set beside a name ("Wilbur, a grey seal, 3 metres long") and
a word any such thing may be called ("the line" of a railway) leave the figure to the other checks.
"""

from __future__ import annotations

import re

from .._text import words
from ._lexicon import key
from ._measures import value_at

__all__ = ["measured_other_problem", "opening_noun_phrase", "subject_head"]

_LENGTH_ASKED = re.compile(r"^how long (?:is|was|are|were) (?P<subject>.+?)\s*\?$", re.IGNORECASE)
_LONG_AFTER = re.compile(r"^\s+long\b")
_HEDGES = re.compile(
    r"(?:\s+(?:about|some|nearly|almost|over|under|just|roughly|approximately|only|exactly|barely|fully))+\s*$"
)
_COPULA_END = re.compile(r"\s(?:is|was|are|were|being|been)\s*$|\s(?:high|wide|deep|broad|tall)\s+and\s*$")
"""Text ending at a clause's verb or after an earlier measure: the measured thing is the clause's subject."""
_DETERMINER = re.compile(r"\b(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er)\s+")
_PRONOUN_START = re.compile(r"^\s*(?:it|this|these|they|he|she|which|that)\b", re.IGNORECASE)
_NOUN_END = re.compile(
    r"\s+(?:beside|behind|near|next|of|at|on|in|into|by|with|from|for|to|which|that|who|is|was|are|were|has|had|"
    r"runs|ran|stands|stood|lies|lay|and|made|built|opened|designed|founded|erected|used|run|held|kept|owned)\b"
    r"|,|\(",
)
"""Where the noun phrase after a determiner ends: "the library *next* to it", "The canal *runs* north"."""
_MEASURE_REACH = 300
"""How far before a figure its measured noun is sought: its clause, not the whole of a long cited text."""
_ANY_THING = frozenset(
    key(w)
    for w in "line route crossing passage journey trip length structure building whole total course span "
    "main run stretch".split()
)
"""Words any made or natural thing, or its way, may be called ("The line is 40 miles long" of a railway, "the
crossing" of a ferry)."""


def opening_noun_phrase(text: str) -> str | None:
    """The noun phrase ``text`` opens with after its determiner, or None for a pronoun or a name."""
    if _PRONOUN_START.match(text):
        return None
    opened = _DETERMINER.match(text.lstrip())
    if opened is None:
        return None
    rest = text.lstrip()[opened.end() :]
    cut = _NOUN_END.search(rest)
    phrase = rest[: cut.start()] if cut is not None else rest
    return phrase.strip() or None


def _measured(before: str) -> str | None:
    """The noun phrase naming what a figure after ``before`` measures, or None when none is sure."""
    before = _HEDGES.sub("", before)
    clause = re.split(r"[;:.]\s", before)[-1]
    if _COPULA_END.search(before):
        return opening_noun_phrase(
            clause
        )  # "The canal runs north to Dunby and is 19 km long": the clause's subject
    found = list(_DETERMINER.finditer(clause))
    if not found:
        return None
    last = found[-1]
    lead = clause[: last.start()].rstrip()
    described = lead.endswith(",") or re.search(r"\b(?:is|was)$", lead) is not None
    if last.group().strip().lower() in ("a", "an") and described:
        return None  # "Wilbur, a grey seal", "It is a tall glasshouse": described, not another thing
    return opening_noun_phrase(clause[last.start() :])


def subject_head(subject: str) -> str:
    """The head noun of a question's subject, as a key: "the library next to Kell College" → library."""
    cut = _NOUN_END.search(subject)  # "the Kell jug made at the works" asks of the jug
    named = [w.text for w in words(subject[: cut.start()] if cut is not None else subject)]
    return key(re.sub(r"['’]s?$", "", named[-1])) if named else ""


def measured_other_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a length stated as "N long" measures another thing than the question's subject, as reasons."""
    asked = _LENGTH_ASKED.match(question.strip())
    at = value_at(cited, value)
    if asked is None or at is None:
        return []
    ws = words(cited)
    if not _LONG_AFTER.match(cited[ws[at[1] - 1].end :]):
        return []
    start = ws[at[0]].start
    phrase = _measured(cited[max(0, start - _MEASURE_REACH) : start])
    if phrase is None or any(w.text[:1].isupper() for w in words(phrase)):
        return []
    named = [w.text for w in words(phrase)]
    head = key(re.sub(r"['’]s?$", "", named[-1])) if named else ""
    own = subject_head(asked.group("subject"))
    if not head or not own or head in _ANY_THING or head.endswith(own) or own.endswith(head):
        return []
    return [f"the length {value!r} is of {phrase!r}, not of {asked.group('subject')!r}"]
