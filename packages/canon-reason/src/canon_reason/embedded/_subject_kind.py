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

__all__ = ["lifeless_subject_problem", "personal_subject_problem", "subject_kind_problems"]

_LIFE_EVENT = re.compile(
    r"\b(?:was|were|is)\s+(?P<born>.+?)\s+born\b(?!\s+or\b)|\bdid\s+(?P<died>.+?)\s+die\b(?!\s+or\b)",
    re.IGNORECASE,
)
"""Questions asking a life event of their subject: "Where was *X* born?", "In what year did *X* die?" (not
"born or founded", which an age comparison asks of a person or a body alike)."""
_HEAD_END = re.compile(
    r",|\s(?:of|who|whom|whose|that|which|when|where)\s"
    r"|\s(?:[a-z]+ed|built|made|run|held|kept|owned)\s+(?:by|in|at|on|for|from)\s",
    re.IGNORECASE,
)
"""Where a subject's head noun ends: "the *architect* of ...", "the *engineer* who ...", "X, foreman",
"the *building* opened by ..."."""
_RELATIVE_KIND = frozenset({"predecessor", "successor", "replacement", "sister", "brother", "twin", "head"})
"""Role nouns that take their kind from what they relate to (a ship's *sister*), or name a place (a head)."""
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
    """The head noun of ``subject``, in lower case, and whether the subject opens with "the"."""
    the = subject.lower().startswith("the ")
    cut = _HEAD_END.search(subject)
    ws = words(subject[: cut.start()] if cut is not None else subject)
    if not ws:
        return "", the
    return re.sub(r"['’]s?$", "", ws[-1].text).lower(), the


def lifeless_subject_problem(question: str) -> list[str]:
    """Why ``question`` asks a birth or a death of something that is not a person, as reasons."""
    found = _LIFE_EVENT.search(question)
    if found is None:
        return []
    subject = (found.group("born") or found.group("died")).strip()
    word, the = _head(subject)
    if _AGENT_NOUN.search(word) and word not in _AGENT_LIKE_THINGS:
        return []  # "the holder of the record"
    head = key(word)
    if not head or head in ROLE_NOUNS or head not in _THING_NOUNS:
        return []
    if head in _SURNAME_NOUNS and not the:
        return []
    return [f"the question asks a birth or a death of {subject!r}, which is no person"]


_THING_FACT = re.compile(
    r"^(?:who designed|who (?:was|were|is) the (?:architect|designer|builder)s? (?:of|for)"
    r"|how long (?:is|was|are|were))\s+(?P<subject>.+?)\s*\?$"
    r"|^(?:when|in what year|in which year) did\s+(?P<opened>.+?)\s+open\s*\?$",
    re.IGNORECASE,
)
"""Questions asking a fact only a made thing has: its designer, architect, builder, length or opening."""


def personal_subject_problem(question: str) -> list[str]:
    """Why ``question`` asks a designer, a length or an opening of a person named by role, as reasons.

    "Who was the architect of the Mayor of Kelby?" and "How long is the Borough Engineer?" have no answer;
    a designer named next to the mayor designed something else. "Who designed the Mayor's Parlour?" asks
    of the parlour.
    """
    found = _THING_FACT.match(question.strip())
    if found is None:
        return []
    subject = found.group("subject") or found.group("opened")
    word, _ = _head(subject)
    if word in _RELATIVE_KIND or word.endswith("ing"):  # "building" is no builder
        return []
    if word and key(word) in ROLE_NOUNS:
        return [f"the question asks of {subject!r}, a person, what only a made thing has"]
    return []


def subject_kind_problems(draft: Draft) -> list[str]:
    """The checks above for the draft's question and each of its hops' questions."""
    questions = [draft.question, *(s.question for s in draft.steps)]
    found = (p for q in questions for p in lifeless_subject_problem(q) + personal_subject_problem(q))
    return list(dict.fromkeys(found))
