"""A work's final cost as its account gives it, for a question setting it against an estimate or a tender.

"By how much did the final cost of the mill exceed the engineer's estimate?" asks a sum an account gives
in words of its own: "**Total cost of the new mill and its wheel: £1,840.**" under the heading "The
Yarrowby Mill: Payments", or "The whole cost of the new shed ... came to £2,306" in minutes on the works. The
sum is read when its sentence states a last cost ("total cost", "whole cost", "final cost", "final
account", "came to", "amounted to"), no estimate or tender, and the sentence or what it stands under
(title, section, the sentences before) names the asked thing; every such sum must agree, or none is read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

from .._text import words
from ._candidates import numbers
from ._fact import FactQuestion
from ._lexicon import REBUILT, key
from ._sentences import PassageLike, Sentence, entity_keys

__all__ = ["final_cost_query", "read_final_cost", "stated_final_cost"]

_LAST_COST = re.compile(
    r"\b(?:total|whole|final)\s+cost\b|\bcost\s+of\s+the\s+building\b|\b(?:came|amount(?:ed|s)?)\s+to\b"
    r"|\bhad\s+cost\b|\bat\s+a\s+final\s+cost\b|\bfinal\s+account\b",
    re.IGNORECASE,
)
"""Words stating what a work cost in the end: "the whole cost of the building ... came to", "the final
account ... was presented in the sum of"."""
_SUMMED = re.compile(r"\b(?:came|amount(?:ed|s)?)\s+to\b", re.IGNORECASE)
"""A sum's verb alone, which any total takes: "the tolls amounted to £341" is no cost."""
_COST_WORD = re.compile(r"\b(?:costs?|account|accounts|expenditure|outlay|bill)\b", re.IGNORECASE)
"""Words that make a sum's verb one of a cost: "the whole *cost* ... came to", "the *account* amounted to"."""
_NOT_LAST = re.compile(
    r"\b(?:estimat\w*|tender\w*|expected|proposed|hoped|would|error|first\s+put|insur\w*|raised|subscri\w*)\b",
    re.IGNORECASE,
)
"""Words that make a sum something else than what was spent: an estimate, a tender, a sum raised."""
_REACH = 200
"""How far after the words of the cost its sum may stand in the sentence."""
_YEAR = re.compile(r"1[5-9]\d{2}|20\d{2}")
_YEAR_SPAN = 3
"""How many years after the year naming a work its account may be dated ("the 1888-89 rebuilding")."""
_COST_WORDS = frozenset(
    key(w) for w in ("cost", "final", "total", "whole", "actual", "audited", "building", "sum", "paid")
)
"""Words of a cost side that name the figure, not the thing it is of."""
_COST_ASKED = re.compile(
    r"^\s*what\s+was\s+(?:the\s+)?(?:[\w'’&. -]+['’]s?\s+)?(?:final|total|whole|actual)\s+"
    r"(?:cost|account)\s+(?:of|for)\s+\S",
    re.IGNORECASE,
)
"""A question asking what a named work cost in the end: "What was the final account for rebuilding the
Long Store?", "What was Roe's final cost of the mill?"."""


_SET_AGAINST = re.compile(
    r"\s*,?\s*(?:which\s+)?(?:exceed(?:s|ed)?|against|over|above|beyond)\s+(?:the\s+)?"
    r"(?P<maker>(?:(?:Mr|Mrs|Messrs)\.?\s+)?[A-Z][\w'’]*(?:\s+(?:&\s+)?[A-Z][\w'’]*){0,2}['’]s?\s+)?"
    r"(?:first\s+|original\s+)?estimate\b"
)
"""A sum set against an estimate right after it: "£3,925 *exceeds Mr Hebble's estimate*", "total cost
£2,614, *against Mr Askwith's estimate*"."""

_OPENING_LINE = re.compile(r"\A(?P<heading>[^\n|*#][^\n]{0,119}?)(?<![.;:!?])\n\n")
"""A passage's opening line that stands alone and ends no sentence: a heading, whose marks the passage
leaves out, whatever words it has ("Rebuilding of the Mill: Payments")."""


def _headings(passages: Sequence[PassageLike]) -> dict[str, list[tuple[int, frozenset[str]]]]:
    """For each document, the headings its passages open with: where each stands, and its words' keys."""
    found: dict[str, set[tuple[int, frozenset[str]]]] = {}
    for p in passages:
        opening = _OPENING_LINE.match(p.text)
        if opening is not None:
            keys = frozenset(key(w.text) for w in words(opening["heading"]))
            found.setdefault(p.doc_id, set()).add((p.start, keys))
    return {doc: sorted(hs, key=lambda h: h[0]) for doc, hs in found.items()}


def _heading_over(s: Sentence, headings: dict[str, list[tuple[int, frozenset[str]]]]) -> frozenset[str]:
    """The keys of the nearest heading above ``s`` in its document, even one worded as a label."""
    over = [keys for at, keys in headings.get(s.doc_id, []) if at < s.start]
    return over[-1] if over else frozenset()


def _named(thing: FactQuestion, context: frozenset[str]) -> bool:
    """Whether ``context`` names the thing: each of its names, and for a year, a year of it or just after."""
    for e in thing.entities:
        if _YEAR.fullmatch(e):
            year = int(e)
            if not any(str(y) in context for y in range(year, year + _YEAR_SPAN + 1)):
                return False
        elif not set(entity_keys(e)) <= context:
            return False
    return True


def _sum_after(s: Sentence, end: int) -> tuple[int, int, str, Fraction] | None:
    """The first sum of money after offset ``end`` within reach, with no estimate's word before it."""
    for m in numbers(s.text, s.words):
        if m.start < end or m.number is None or m.family != "money":
            continue
        if m.start - end > _REACH or _NOT_LAST.search(s.text, 0, m.start) is not None:
            return None
        return m.start, m.end, m.text, m.number
    return None


def _set_against(s: Sentence, end: int, estimate: FactQuestion | None) -> bool:
    """Whether the sum ending at ``end`` is set against the estimate asked, its maker named by the question.

    An estimate asked by its maker's role ("the architect's estimate") is not told from another's here.
    """
    against = _SET_AGAINST.match(s.text, end)
    if against is None or estimate is None or not estimate.entities:
        return False
    maker = frozenset(entity_keys(against["maker"] or ""))
    return all(set(entity_keys(e)) <= maker for e in estimate.entities)


def stated_final_cost(
    thing: FactQuestion,
    sentences: Sequence[Sentence],
    passages: Sequence[PassageLike],
    estimate: FactQuestion | None = None,
    documents: Mapping[str, frozenset[str]] | None = None,
) -> tuple[str, Fraction, Sentence, int, int] | None:
    """The last cost of the thing ``thing`` names: its sum, number, sentence and offsets, when all agree.

    ``passages`` are those the sentences are of, whose headings tell what a total under them is of. The
    thing must be named by a name (not by its kind alone), and each noun it is asked by ("the rebuilt
    *mill*") must be in the sentence or its context too. A thing named by its kind alone ("the final cost of
    *the rebuilding*") is read only from a sum its sentence sets against the estimate asked, the estimate's
    maker named: "The final cost of £3,925 exceeds Mr Hebble's estimate" under the heading "Rebuilding
    Account".

    ``documents`` widens each sentence's context by the keys of its whole document, when the sentences
    are of documents that name the thing apart from its sum.
    """
    nouns = {k for t in thing.terms if (k := key(t)) not in _COST_WORDS}
    if not thing.entities and not nouns:
        return None
    headings = _headings(passages)
    found: list[tuple[str, Fraction, Sentence, int, int]] = []
    for s in sentences:
        cue = _LAST_COST.search(s.text)
        if cue is None or (_SUMMED.fullmatch(cue.group()) and not _COST_WORD.search(s.text, 0, cue.start())):
            continue
        context = frozenset(s.keys) | s.title | s.section | s.previous | s.dated | _heading_over(s, headings)
        if documents is not None:
            context |= documents.get(s.doc_id, frozenset())
        if not _named(thing, context) or not nouns <= context:
            continue
        figure = _sum_after(s, cue.end())
        if figure is not None and not thing.entities and not _set_against(s, figure[1], estimate):
            continue
        if figure is not None:
            found.append((figure[2], figure[3], s, figure[0], figure[1]))
    if len({f[1] for f in found}) != 1:
        return None
    return found[0]


def _cost_asked(fact: FactQuestion) -> bool:
    return bool(fact.entities) and _COST_ASKED.match(fact.text) is not None


def final_cost_query(fact: FactQuestion) -> str | None:
    """A search for the account of the named work's last cost, or ``None`` for another question."""
    if not _cost_asked(fact):
        return None
    return " ".join(dict.fromkeys([*fact.entities, "final", "cost", "account"]))


def read_final_cost(
    fact: FactQuestion, sentences: Sequence[Sentence], passages: Sequence[PassageLike]
) -> tuple[str, Fraction, Sentence, int, int] | None:
    """The last cost of the work a question names, read as ``stated_final_cost`` reads it, or ``None``.

    "What was the final account for rebuilding the Long Store?" is answered by "The final account of
    Messrs Roe, certified in March 1895, came to £3,968" in minutes whose passages name the Long Store.
    The sum is read from a sentence whose own context names the work, or else, when no such sentence
    gives one, from the sentences of the documents whose found passages name it (all must agree). A
    rebuilding need not be named in the sentence; the found passages of its document must name one, and a
    sentence telling of a rebuilding gives no cost of a work asked without one.
    """
    if not _cost_asked(fact):
        return None
    rebuilt = [t for t in fact.terms if REBUILT.fullmatch(t)]
    thing = replace(fact, terms=tuple(t for t in fact.terms if t not in rebuilt))
    if rebuilt:
        named = {p.doc_id for p in passages if REBUILT.search(f"{p.title}\n{p.text}")}
        sentences = [s for s in sentences if s.doc_id in named]
    else:  # "the new building ... at a final cost of £4,622", after "resolved to rebuild", is not the first's
        sentences = [s for s in sentences if not REBUILT.search(s.text)]
    if (stated := stated_final_cost(thing, sentences, passages)) is not None:
        return stated
    documents: dict[str, set[str]] = {}
    for p in passages:
        documents.setdefault(p.doc_id, set()).update(key(w.text) for w in words(f"{p.title}\n{p.text}"))
    keys = {doc: frozenset(found) for doc, found in documents.items()}
    return stated_final_cost(thing, sentences, passages, documents=keys)
