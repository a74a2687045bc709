"""A text that says the asked fact is not known: "his place of birth has not been found".

Records often say what they lack. "Trained in a nursery in the north of England, but his place of birth has
not been found" names a place, but tells that the birthplace asked of is unknown; a place read from it
answers another thing. The unknown thing is the subject of a clause ending in such words: its head noun
must name the asked relation ("his *birthplace*"), or be a generic noun of the asked kind whose "of" phrase
does ("the *place of* his *birth*", "the *date of* the fire"). "The cause of the fire was never discovered"
says nothing of when the fire was.
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, fold, words
from ._fact import AnswerType, read_fact
from ._lexicon import key, relation_strength

__all__ = ["unknown_stated_problem"]

_UNKNOWN = re.compile(
    r"\b(?:(?:is|are|was|were|has|have|had)\s+(?:not|never)\s+(?:been\s+)?"
    r"(?:known|found|recorded|traced|discovered|identified|established|ascertained|preserved)"
    r"|(?:is|are|was|were|remains|remained)\s+(?:unknown|unrecorded|uncertain|a\s+mystery)"
    r"|(?:is|are|was|were)\s+nowhere\s+(?:recorded|given|stated))\b",
    re.IGNORECASE,
)
_CLAUSE_OPENING = re.compile(r"(?:[,;:(—–]|\b(?:but|and|though|although|while|whereas)\b)\s*", re.IGNORECASE)
_GENERIC_HEADS = {
    **{key(w): AnswerType.PLACE for w in "place site spot".split()},
    **{key(w): AnswerType.DATE for w in "date year day time".split()},
    key("name"): AnswerType.PERSON,
}
"""Nouns naming the kind of fact asked, which an "of" phrase ties to its event ("the *place* of his birth"),
with the answer type they name: a date of birth not known leaves the place of birth untouched."""


def _subject(text: str, end: int) -> list[str]:
    """The content words of the clause before ``end``, from its opening to the verb of not knowing."""
    opening = 0
    for found in _CLAUSE_OPENING.finditer(text, 0, end):
        opening = found.end()
    return [w.text for w in words(text[opening:end]) if fold(w.text) not in STOPWORDS or w.text == "of"]


def _names_asked(subject: list[str], asked: tuple[str, ...], answer_type: AnswerType) -> bool:
    """Whether a clause's subject names the asked relation by its head, or by a generic head's "of" phrase."""
    content = [w for w in subject if w != "of"]
    if not content:
        return False
    head = key(content[0])
    if relation_strength(head, asked) >= 1.0 or any(relation_strength(k, (head,)) >= 1.0 for k in asked):
        return True
    if _GENERIC_HEADS.get(head) is not answer_type or "of" not in subject:
        return False
    tied = tuple(key(w) for w in subject[subject.index("of") + 1 :])
    return any(relation_strength(k, tied) >= 1.0 for k in asked)


def unknown_stated_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` tells that the asked fact is not known, as reasons (empty when it does not)."""
    fact = read_fact(question)
    asked = tuple(key(t) for t in fact.terms)
    if not asked:
        return []
    for found in _UNKNOWN.finditer(cited):
        subject = _subject(cited, found.start())
        if _names_asked(subject, asked, fact.answer_type):
            return [f"the cited text says {' '.join(subject)!r} {found.group(0).lower()}"]
    return []
