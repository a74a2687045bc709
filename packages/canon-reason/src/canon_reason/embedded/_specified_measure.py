"""A measure a specification sets for a part of the works: "The chimney shaft shall be 142 feet high".

A builder's specification states each part's size as what it is to be ("Each ward pavilion is to be 84
feet long", "shall be carried up ... to a height of 142 feet"), in a document titled a specification whose
sentences never repeat the question's words of intent ("designed", "specified", "meant to be") nor the
architect or building, which its heading or preamble names once. Such a sentence answers "How long was each
ward pavilion to be?" when its subject is the asked part, named in the question's own words, and it gives
the asked dimension once. Every specification in reach must agree, or the question is left open.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from .._retrieval import Hit
from .._text import fold, words
from ._fact import FactQuestion
from ._lexicon import key
from ._sentences import Sentence, sentences_of

__all__ = ["SPECIFIED_MEASURE_CONFIDENCE", "specified_measure"]

#: Confidence of a measure read from a specification: the sentence gives the part, not the building.
SPECIFIED_MEASURE_CONFIDENCE = 0.7

_DIMENSIONS = {
    "high": "height",
    "tall": "height",
    "height": "height",
    "long": "length",
    "length": "length",
    "wide": "width",
    "width": "width",
    "broad": "width",
    "breadth": "width",
    "deep": "depth",
    "depth": "depth",
    "diameter": "diameter",
}
"""The words that ask or state a dimension, each with the dimension it names."""
_ASKED = re.compile(
    r"^(?:how\s+(?P<adjective>high|tall|long|wide|broad|deep)\b|(?:what|to\s+what)\s+(?P<noun>height|length|"
    r"width|breadth|depth|diameter)\b)",
    re.IGNORECASE,
)
"""A question asking one dimension: "How high ...?", "To what depth ...?", "What diameter ...?"."""
_SPECIFIED = re.compile(
    r"^(?:(?:\*\*)?[^*\n]{1,60}\*\*\s*)?(?:\d{1,2}(?:\.\d{1,2})?\s+)?(?:the|each|every|an?)\s+"
    r"(?P<subject>[a-z][a-z -]{0,100}?)\s+(?:shall|is\s+to|are\s+to)\s+(?:be\b|(?=rise\b))"
    r"(?P<rest>[^;]{0,250})",
    re.IGNORECASE,
)
"""A specification's clause setting a part's measure: "Each ward pavilion *is to be* 84 feet long ..."."""
_UNIT = r"(?:feet|foot|ft\.|yards?|inches|inch|metres?|meters?)"
_FIGURE = rf"(?P<figure>\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?)\s+{_UNIT}(?:\s+\d{{1,2}}\s+inch(?:es)?)?"
_STATED = re.compile(
    rf"{_FIGURE}\s+(?:in\s+)?(?P<word>high|long|wide|broad|deep|height|length|width|breadth|depth|diameter)\b"
    rf"|\bto\s+an?\s+(?P<word2>height|length|width|breadth|depth|diameter)\s+of\s+(?P<second>\d{{1,3}}"
    rf"(?:,\d{{3}})*(?:\.\d+)?\s+{_UNIT})"
    rf"|^\s*(?P<rise>rise|rising)\s+(?:to\s+)?(?P<third>\d{{1,3}}(?:,\d{{3}})*\s+{_UNIT})",
    re.IGNORECASE,
)
"""A figure with the dimension it gives: "84 feet long", "40 feet in diameter", "carried to a height of 142
feet", "is to rise 142 feet". A height "for" which a shaft is lined is the lining's, not the shaft's."""
_DIMENSION_OF = re.compile(r"^(?P<noun>height|length|width|breadth|depth|diameter)\s+of\s+(?:the\s+)?", re.I)
"""A clause whose subject is the dimension itself: "The *height of the* chimney ... is to be 165 feet"."""
_BARE_FIGURE = re.compile(rf"^\s*(?P<figure>\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?\s+{_UNIT})\s*(?:[.,;]|$)")
"""The figure alone after "is to be", the measure its subject names: "is to be 165 feet."."""
_PREPOSITIONS = frozenset("of in on at for to from with within beneath under over".split())


def _asked_dimension(fact: FactQuestion) -> str | None:
    found = _ASKED.match(fact.text.strip())
    if found is None:
        return None
    return _DIMENSIONS[fold(found.group("adjective") or found.group("noun"))]


def _subject_asked(subject: str, asked: set[str]) -> bool:
    """Whether the clause's subject is the asked part: every word up to a preposition a question word.

    A subject that is a dimension of a part ("height of the chimney") is that part's.
    """
    head: list[str] = []
    named = _DIMENSION_OF.match(subject)
    for w in words(subject[named.end() :] if named else subject):
        if fold(w.text) in _PREPOSITIONS:
            break
        head.append(key(w.text))
    return bool(head) and all(k in asked for k in head)


def _measures(subject: str, rest: str, dimension: str) -> list[str]:
    """The figures the clause gives for ``dimension`` of its subject."""
    named = _DIMENSION_OF.match(subject)
    if named is not None:
        bare = _BARE_FIGURE.match(rest) if _DIMENSIONS[fold(named.group("noun"))] == dimension else None
        return [bare.group("figure")] if bare else []
    out = []
    for m in _STATED.finditer(rest):
        word = m.group("word") or m.group("word2")
        if m.group("rise") is not None:
            out.extend([m.group("third")] if dimension == "height" else [])
        elif _DIMENSIONS[fold(word)] == dimension:
            out.append(m.group(0) if m.group("figure") else m.group("second"))
    return out


def _value(measure: str) -> tuple[str, Fraction]:
    """The measure as answered ("142 feet") and its figure."""
    figure = re.match(rf"\d[\d,]*(?:\.\d+)?\s+{_UNIT}(?:\s+\d{{1,2}}\s+inch(?:es)?)?", measure)
    text = figure.group(0) if figure else measure
    return text, Fraction(re.match(r"[\d,.]+", text).group(0).replace(",", ""))  # type: ignore[union-attr]


def _names_all(fact: FactQuestion, doc_id: str, hits: Sequence[Hit]) -> bool:
    """Whether the passages of ``doc_id`` in reach name every entity of the question."""
    text = fold(" ".join(f"{h.title}\n{h.text}" for h in hits if h.doc_id == doc_id))
    return all(fold(e.removeprefix("the ")) in text for e in fact.entities)


def specified_measure(
    fact: FactQuestion, hits: Sequence[Hit]
) -> tuple[str, Fraction, str, tuple[Sentence, ...]] | None:
    """The asked dimension of the asked part as the specifications in reach set it, with its sentence."""
    dimension = _asked_dimension(fact)
    if dimension is None:
        return None
    asked = {key(t) for t in (*fact.terms, *fact.soft_terms)}
    found: dict[str, tuple[str, Fraction, str, tuple[Sentence, ...]]] = {}
    titled = [h for h in hits if "specification" in fold(h.title)]
    for s in sentences_of(titled):
        clause = _SPECIFIED.match(s.text)
        if clause is None or not _subject_asked(clause.group("subject"), asked):
            continue
        measures = _measures(clause.group("subject"), clause.group("rest"), dimension)
        if len(set(measures)) != 1 or not _names_all(fact, s.doc_id, hits):
            continue
        text, number = _value(measures[0])
        unit = text.split()[1]
        found.setdefault(fold(text), (text, number, unit, (s,)))
    if len(found) != 1:
        return None  # no part so named, or two specifications that differ: which holds is not clear
    return next(iter(found.values()))
