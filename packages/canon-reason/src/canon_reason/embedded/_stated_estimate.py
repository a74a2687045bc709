"""An estimate a passage gives as someone's, read for a cost question's estimate side.

"By how much did the final cost of the mill exceed the engineer's estimate?" asks a sum an account seldom
gives in the question's words. A letter gives it in its writer's voice ("I estimate the whole cost of the
mill ... at £2,340", under "Letter from Ann Roe, engineer"); minutes give it by name ("the estimate of
Mr Roe, amounting to £3,200", after "plans prepared by Mr Ann Roe, architect"); a specification by the
role of the one who drew it ("The architect's estimate for the whole of the new wing ... is £2,640"). The
estimate is the one asked when its maker is the question's (by name or by role) and its passage is about
the question's thing; every such estimate must give the same sum, or none is read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ._candidates import numbers
from ._fact import FactQuestion
from ._lexicon import key
from ._sentences import Sentence, entity_keys

__all__ = [
    "EstimateRead",
    "asks_estimate",
    "cost_subject",
    "estimate_queries",
    "gives_estimate",
    "stated_estimate",
]

_ROLES = r"architect|engineer|builder|surveyor|millwright|contractor"
_MAKERS = frozenset(key(r) for r in _ROLES.split("|"))
"""The roles whose estimate a question names without a name: "the architect's estimate"."""

_FIRST_PERSON = re.compile(r"\b(?:I|we)\s+(?:would\s+|now\s+)?estimate\b|\b(?:my|our)\s+estimate\b")
"""The writer's own estimate: "I estimate the whole at", "my estimate for the works is"."""
_BY_ROLE = re.compile(rf"\bthe\s+(?P<role>{_ROLES})(?:['’]s\s+estimate\b|\s+estimates\b)", re.IGNORECASE)
"""An estimate given as its maker's role: "the architect's estimate", "the engineer estimates"."""
_BY_NAME = re.compile(
    r"\bestimate\s+of\s+(?P<of>(?:(?:Mr|Mrs|Messrs)\.?\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
    r"|(?P<own>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})['’]s\s+estimate\b"
    r"|(?P<whose>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
    r"(?:,\s(?![^,.;]{0,40}\band\b)[^,.;]{1,40}){0,3},\s+whose\s+estimate\b"
)
"""An estimate given as a named maker's: "the estimate of Mr Skelwith", "Mr. Ludgrove's estimate", or "Mr Ann
Roe, architect, of Vale, whose estimate ..." (the asides between the name and "whose" joining no other)."""
_ESTIMATE = key("estimate")
_COST_WORDS = frozenset(
    key(w) for w in ("cost", "final", "total", "whole", "actual", "building", "sum", "paid")
)
"""Words of a cost side that name the figure, not the thing it is of."""
_YEAR = re.compile(r"1[5-9]\d{2}|20\d{2}")
_SUM_REACH = 300
"""How far after the words of the estimate its sum may stand in the sentence."""
_NOT_ESTIMATE = re.compile(
    r"\b(?:exceed\w*|over|beyond|above|against|tender\w*|final|actual)\b", re.IGNORECASE
)
"""Words between an estimate and a sum that make the sum another figure set beside the estimate ("the
account will exceed my estimate by £60", "the final cost, £2,100, against the architect's estimate")."""


@dataclass(frozen=True)
class EstimateRead:
    """The sum an estimate gives, with the sentence and the sum's offsets in the sentence text."""

    value: str
    number: Fraction
    sentence: Sentence
    start: int
    end: int


def _maker(fact: FactQuestion) -> tuple[tuple[str, ...], frozenset[str]]:
    """The name keys and the role keys of the estimate's maker the question names."""
    name = tuple(k for e in fact.entities if not e.isdigit() for k in entity_keys(e))
    roles = frozenset(k for t in fact.terms if (k := key(t)) in _MAKERS)
    return name, roles


_FRONT = 400
"""How far into its document a note may stand that says who made it ("*Specification drawn by Ann Roe,
architect, 1845.*", "**From Ann Roe, architect, to Jon Vale**")."""


@dataclass(frozen=True)
class _Documents:
    """For each document the sentences come from: the keys of its title and words, and of its opening."""

    words: dict[str, frozenset[str]]
    front: dict[str, frozenset[str]]

    @staticmethod
    def of(sentences: Sequence[Sentence]) -> _Documents:
        words: dict[str, set[str]] = {}
        front: dict[str, set[str]] = {}
        for s in sentences:
            words.setdefault(s.doc_id, set()).update(s.keys, s.title)
            if s.start < _FRONT:
                front.setdefault(s.doc_id, set()).update(s.keys)
        return _Documents(
            {d: frozenset(ks) for d, ks in words.items()}, {d: frozenset(ks) for d, ks in front.items()}
        )

    def writer(self, s: Sentence) -> frozenset[str]:
        """The keys that may name ``s``'s writer: its title, its opening note, its entry and its section."""
        return s.title | s.dated | s.section | self.front.get(s.doc_id, frozenset())


def _sum_after(s: Sentence, end: int) -> tuple[int, int, str, Fraction] | None:
    """The first sum of money after offset ``end``, within reach and with no other figure's word between."""
    for m in numbers(s.text, s.words):
        if m.start < end or m.number is None or m.family != "money":
            continue
        if m.start - end > _SUM_REACH or _NOT_ESTIMATE.search(s.text, end, m.start) is not None:
            return None
        return m.start, m.end, m.text, m.number
    return None


def _made_by(s: Sentence, name: tuple[str, ...], roles: frozenset[str], docs: _Documents) -> int | None:
    """Where the words of an estimate by the asked maker end in ``s``, if it gives one.

    A first-person estimate or one by role is its writer's, named or given the role in the document's
    title or opening note; one by name is that person's, of the role the document gives someone.
    """
    writer = docs.writer(s)
    first = _FIRST_PERSON.search(s.text)
    if first is not None and set(name) <= writer and roles <= writer | s.previous:
        return first.end()  # "I estimate ..." under "Letter from Ann Roe, architect"
    by_role = _BY_ROLE.search(s.text)
    if by_role is not None and roles <= {key(by_role["role"])} and set(name) <= writer:
        return by_role.end()  # "The architect's estimate ..." in a specification Ann Roe drew
    by_name = _BY_NAME.search(s.text)
    if by_name is not None and (name or roles):
        named = {key(w) for w in (by_name["of"] or by_name["own"] or by_name["whose"]).split()}
        if (not name or set(name) & named) and roles <= docs.words.get(s.doc_id, frozenset()):
            return by_name.end()  # "the estimate of Mr Roe", the architect the minutes named before
    return None


def _thing_keys(thing: FactQuestion, name: tuple[str, ...]) -> tuple[str, ...]:
    """The keys naming the thing a cost is of: its names, or for a thing named by its year, its nouns.

    "the 1862 mart" was estimated for before 1862: the estimate's document names the mart, not the year.
    """
    named = tuple(
        k for e in thing.entities if not _YEAR.fullmatch(e) for k in entity_keys(e) if k not in name
    )
    if named or not thing.entities:
        return named
    return tuple(k for t in thing.terms if (k := key(t)) not in _COST_WORDS)


def _first_year(keys: frozenset[str]) -> int | None:
    years = [int(k) for k in keys if _YEAR.fullmatch(k)]
    return min(years) if years else None


_GIVEN_ESTIMATE = re.compile(
    r"\bestimate\w*\b[^.;]{0,40}?\b(?:was|were|of|at|came\s+to)\s+"
    r"(?:(?:a\s+little|rather|some|about|nearly|over|under|above|below|just|well)\s+)*"
    r"(?:£\s?\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|[a-z]+-[a-z]+)\s+(?:hundred|thousand)\b)",
    re.IGNORECASE,
)
"""An estimate a sentence gives, in figures or in words: "the estimate ... was *a little over a thousand*"."""


def gives_estimate(text: str) -> bool:
    """Whether ``text`` gives an estimate's sum, in figures or in words."""
    return _GIVEN_ESTIMATE.search(text) is not None


def asks_estimate(fact: FactQuestion) -> bool:
    """Whether ``fact`` asks an estimate ("What was the engineer's estimate?")."""
    return _ESTIMATE in {key(t) for t in fact.terms}


def cost_subject(thing: FactQuestion) -> str:
    """The words a search names a cost's thing by: its names, or for a thing named by its kind, its nouns."""
    return " ".join(thing.entities) or " ".join(t for t in thing.terms if key(t) not in _COST_WORDS)


def estimate_queries(thing: FactQuestion, estimate: FactQuestion) -> tuple[str, ...]:
    """The searches that gather the asked maker's estimates of the thing, and the notes naming the maker.

    None when the question names no maker or no thing: then no estimate is read. A thing named by its kind
    alone is searched by its nouns ("the rebuilding"): see ``cost_subject``.
    """
    maker = " ".join((*estimate.entities, *(t for t in estimate.terms if key(t) in _MAKERS)))
    what = cost_subject(thing)
    if not asks_estimate(estimate) or not maker or not what:
        return ()
    return (f"{maker} estimate {what}", f"{maker} {what}")


def stated_estimate(
    thing: FactQuestion, estimate: FactQuestion, sentences: Sequence[Sentence], cost_at: Sentence
) -> EstimateRead | None:
    """The sum of the estimate ``estimate`` asks, of the thing ``thing`` names, when the text gives one sum.

    ``thing`` is the cost side of the question, whose names say what the estimate is for: its document must
    name each. The maker must be named or given a role by the question; an estimate by no one named is not
    read. An estimate is made before the cost is known: one in a document whose title dates it after the
    title of the cost's passage (``cost_at``) is of a later work.
    """
    name, roles = _maker(estimate)
    things = _thing_keys(thing, name)
    if not asks_estimate(estimate) or not (name or roles) or not things:
        return None
    docs = _Documents.of(sentences)
    latest = max((int(k) for k in cost_at.title if _YEAR.fullmatch(k)), default=None)
    found: list[EstimateRead] = []
    for s in sentences:
        if "estimat" not in s.text.lower() or not set(things) <= docs.words.get(s.doc_id, frozenset()):
            continue
        year = _first_year(s.title)
        if latest is not None and year is not None and year > latest:
            continue
        at = _made_by(s, name, roles, docs)
        figure = None if at is None else _sum_after(s, at)
        if figure is not None:
            found.append(EstimateRead(figure[2], figure[3], s, figure[0], figure[1]))
    if len({f.number for f in found}) != 1:
        return None
    return found[0]
