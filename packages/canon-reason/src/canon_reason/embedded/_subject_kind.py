"""Judge checks that a question's subject is of a kind that can have the asked fact.

Only a person is born or dies: "Where was the Kelby Water Company born?" has no answer, and a birthplace
found near the company's name is a founder's or a chairman's. The subject's head noun says its kind: the
noun before "of", a relative clause or a comma ("the architect of the Kelby Bridge", "the engineer who
built it"), else its last word. Nouns that are also surnames ("Church", "Hill", "Mills") name a thing only
after "the" ("the Corn Mills"), as a person's name never opens with it.
"""

from __future__ import annotations

import re

from .._draft import Draft
from .._text import words
from ._lexicon import ORG_WORDS, PLACE_WORDS, ROLE_NOUNS, key

__all__ = ["lifeless_subject_problem", "subject_kind_problems"]

_LIFE_EVENT = re.compile(
    r"\b(?:was|were|is)\s+(?P<born>.+?)\s+born\b(?!\s+or\b)|\bdid\s+(?P<died>.+?)\s+die\b(?!\s+or\b)",
    re.IGNORECASE,
)
"""Questions asking a life event of their subject: "Where was *X* born?", "In what year did *X* die?" (not
"born or founded", which an age comparison asks of a person or a body alike)."""
_HEAD_END = re.compile(r",|\s(?:of|who|whom|whose|that|which|when|where)\s", re.IGNORECASE)
"""Where a subject's head noun ends: "the *architect* of ...", "the *engineer* who ...", "X, foreman"."""
_THING_NOUNS = (
    ORG_WORDS
    | PLACE_WORDS
    | {
        key(w)
        for w in (
            "reservoir aqueduct tunnel estate distillery distillers baths infirmary exchange ferry reflector "
            "telescope house hut farm garden gardens park pool theatre cinema hotel inn tavern pub chapel "
            "ship lifeboat engine locomotive organ"
        ).split()
    }
)
"""Head nouns of names of places, bodies, buildings and made things, none of which is born or dies."""
_SURNAME_NOUNS = {
    key(w)
    for w in (
        "bank banks mills works church street hill hills glen lake bay sound cape port tower bridge light "
        "lock falls castle palace abbey peak square point wharf pier dock press line lines house farm park "
        "ship inn union hall mill ferry garden gardens chapel field"
    ).split()
}
"""Head nouns of things that are also surnames: "Where was Ada Church born?" asks of a person."""


_AGENT_NOUN = re.compile(r"(?:er|or)$")
"""A singular noun of a doer ("holder", "keeper"), which names a person though its stem names a body."""
_AGENT_LIKE_THINGS = frozenset({"tower", "river", "harbor", "water"})


def _head(subject: str) -> tuple[str, bool]:
    """The head noun of ``subject`` and whether the subject opens with "the"."""
    the = subject.lower().startswith("the ")
    cut = _HEAD_END.search(subject)
    ws = words(subject[: cut.start()] if cut is not None else subject)
    if not ws:
        return "", the
    head = re.sub(r"['’]s?$", "", ws[-1].text).lower()
    if _AGENT_NOUN.search(head) and head not in _AGENT_LIKE_THINGS:
        return "", the
    return key(head), the


def lifeless_subject_problem(question: str) -> list[str]:
    """Why ``question`` asks a birth or a death of something that is not a person, as reasons."""
    found = _LIFE_EVENT.search(question)
    if found is None:
        return []
    subject = (found.group("born") or found.group("died")).strip()
    head, the = _head(subject)
    if not head or head in ROLE_NOUNS or head not in _THING_NOUNS:
        return []
    if head in _SURNAME_NOUNS and not the:
        return []
    return [f"the question asks a birth or a death of {subject!r}, which is no person"]


def subject_kind_problems(draft: Draft) -> list[str]:
    """The checks above for the draft's question and each of its hops' questions."""
    questions = [draft.question, *(s.question for s in draft.steps)]
    return list(dict.fromkeys(p for q in questions for p in lifeless_subject_problem(q)))
