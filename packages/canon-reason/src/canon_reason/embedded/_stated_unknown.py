"""A text that says the asked fact is not known ("his place of birth has not been found"), or not yet done.

Records often say what they lack. "Trained in a nursery in the north of England, but his place of birth has
not been found" names a place, but tells that the birthplace asked of is unknown; a place read from it
answers another thing. The unknown thing is the subject of a clause ending in such words: its head noun
must name the asked relation ("his *birthplace*"), or be a generic noun of the asked kind whose "of" phrase
does ("the *place of* his *birth*", "the *date of* the fire"). "The cause of the fire was never discovered"
says nothing of when the fire was. Nor does a text that tells the asked deed only as a hope or a chance:
"he had hoped it might one day pass to a public body" dates no passing.
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, fold, words
from ._fact import AnswerType, read_fact
from ._lexicon import key, relation_strength, relations_of

__all__ = ["hoped_deed_problem", "unknown_stated_problem"]

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


_NOTHING_KNOWN = re.compile(
    r"\b(?:nothing|little)\s+(?:is|was|has\s+been)\s+(?:known|recorded|remembered|found)\s+(?:of|about)\s+"
    r"(?P<subject>[^.;:]{1,80})",
    re.IGNORECASE,
)
"""The unknown thing after the verb: "Nothing is recorded *of his birthplace or parents*"."""


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
    for found in _NOTHING_KNOWN.finditer(cited):
        subject = [w.text for w in words(found["subject"]) if fold(w.text) not in STOPWORDS or w.text == "of"]
        if _names_asked(subject, asked, fact.answer_type):
            return [f"the cited text says nothing is known of {found['subject'].strip()!r}"]
    return []


_MODALS = frozenset("might may would could hoped hope hopes wished intended planned proposed".split())
"""Words before a verb that tell of a deed not done: "it *might* one day pass to a public body"."""
_MODAL_REACH = 3


def hoped_deed_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` tells the asked deed only as hoped for or possible, as reasons (empty when it is told).

    Only for a date asked: each verb of the question's relation the text gives must be one a modal word in
    the three words before it ("might one day *pass*") does not leave undone; a text giving the verb once
    plainly tells the deed.
    """
    fact = read_fact(question)
    if fact.answer_type is not AnswerType.DATE:
        return []  # "the plot, which could be bought for £540" still gives the plot's size
    verbs = [key(t) for t in fact.terms if relations_of(key(t))]
    ws = [w.text for w in words(cited)]  # "May" the month is no modal
    for verb in verbs:
        at = [i for i, w in enumerate(ws) if relation_strength(verb, (key(w),)) >= 1.0]
        if at and all(_MODALS & set(ws[max(0, i - _MODAL_REACH) : i]) for i in at):
            return [f"the cited text tells {ws[at[0]]!r} only as hoped for or possible"]
    return []
