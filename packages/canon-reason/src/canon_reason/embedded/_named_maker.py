"""Judge checks that a designer answer designed the asked thing, and is the one its text calls architect.

"The baths were opened by the Mayor, Ada Crane, who thanked the architect, Mr Tobin Quarle,"
names the architect in so many words: asked who designed the baths, Ada Crane (the mayor) is wrong, however
near she stands to the building's name. A text that calls a second person "architect" with the answer
("the architect, Mr Tobin Quarle, and his partner Ann Roe") names the answer within the same stretch.
"The east face of the Kell Exchange was rebuilt to the designs of Ann Roe" and "drawings of the new
engine shed by Ann Roe" say what she designed: the face, the engine shed, not the fair or the school. Who
laid a foundation stone founded nothing.
"""

from __future__ import annotations

import re

from .._text import fold, words
from ._lexicon import ROLE_NOUNS, TITLES, key
from ._measured_thing import opening_noun_phrase, subject_head

__all__ = [
    "designed_other_problem",
    "foundation_stone_problem",
    "other_maker_problem",
    "person_designed_problem",
]

_DESIGN_ASKED = re.compile(
    r"^who (?:designed|planned|drew (?:up )?the (?:plans|designs|drawings) for)\b"
    r"|^who (?:was|were|is) the (?:architects?|designers?)\b"
)
"""A question asking who designed a thing."""
_TITLE = r"(?:(?:Mr|Mrs|Miss|Messrs|Dr|Sir|Professor|Prof)\.?\s+)?"
_NAME = _TITLE + r"(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’-]+"
_NAMED_MAKER = re.compile(
    rf"\b(?:the|its|their)\s+(?:[a-z]+\s+)?(?:architects?|designers?),?\s+(?P<after>{_NAME})"
    rf"|(?P<before>{_NAME}),\s+(?:the|its|their)\s+(?:[a-z]+\s+)?(?:architects?|designers?)\b"
    rf"|\bdesigned\s+(?:in\s+the\s+office\s+of|by)\s+(?P<by>{_NAME})"
    rf"|\b(?:to|from|after)\s+the\s+(?:designs?|plans?)\s+of\s+(?P<of>{_NAME})"
)
"""A person the text calls the architect or credits with the design: "the architect, Mr Tobin Quarle",
"Tobin Quarle, the architect", "designed in the office of Ann Roe", "built for Mr Hale *from the designs of
Mr Roe*"."""


def _name_words(name: str) -> set[str]:
    return {fold(w.text) for w in words(name)} - TITLES


def other_maker_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a designer answer is not the person its cited text calls the architect, as reasons."""
    if not _DESIGN_ASKED.match(question.strip().lower()):
        return []
    answer = _name_words(value)
    if not answer:
        return []
    makers = [m["after"] or m["before"] or m["by"] or m["of"] for m in _NAMED_MAKER.finditer(cited)]
    if not makers or any(_name_words(name) & answer for name in makers):
        return []
    return [f"the cited text credits the design to {makers[0]!r}, not {value!r}"]


_BY_NAME_END = r"\s+(?:by|of)(?:\s+[\w'’.-]+){0,3}?\s*$"
"""The words between a design's cue and the name: "by the Dunby architect ", "of Mr "."""
_PLANS_OF = re.compile(
    r"\b(?:designs?|plans?|drawings?)(?:\s+and\s+[a-z]+)?\s+(?:of|for)\s+(?P<thing>(?:the|an?)\s+[^,;()]+?)\s+by"
    r"(?:\s+[\w'’.-]+){0,3}?\s*$"
)
"""A design named with its thing before the name: "drawings *of the new engine shed* by "."""
_DESIGNED_CLAUSE = re.compile(
    r"(?P<clause>[^;:.]*?)\b(?:is|was|were|had been)\s+(?:[\w,]+\s+){0,6}?"
    r"(?:designed|(?:to|from|after)\s+(?:the\s+)?(?:designs?|plans?))" + _BY_NAME_END
)
"""A passive clause whose subject was designed: "The east face of X was rebuilt to the designs of "."""
_NAMED_BUILT = re.compile(
    r"\b(?:build|built|erect|erected|rebuild|rebuilt)\s+(?:the\s+)?(?P<name>(?:[A-Z][\w'’-]*\s+)+?)"
    r"(?:to|from|after)\s+the\s+(?:designs?|plans?)\s+of" + _BY_NAME_END.removeprefix(r"\s+(?:by|of)")
)
"""A thing named in an active clause built to a design: "to build *the Long Shop* to the designs of "."""
_DESIGN_REACH = 300
"""How far before the name a design's cue is sought: a clause, never the whole of a long cited text, which
the lazy clause pattern would try from every position."""
_ANY_MADE = frozenset(key(w) for w in "building buildings block structure premises whole scheme".split())
"""Words any designed thing may be called ("The building was designed by ...")."""

_THING_ASKED = re.compile(
    r"^who (?:designed|planned)\s+(?P<subject>.+?)\s*\?$"
    r"|^who (?:was|were|is) the (?:architects?|designers?) of\s+(?P<of>.+?)\s*\?$",
    re.IGNORECASE,
)
"""A designer question and its subject."""


def designed_other_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a designer answer designed another thing than the question's subject, by its text, as reasons."""
    asked = _THING_ASKED.match(question.strip())
    at = cited.find(value)
    if asked is None or at < 0:
        return []
    before = cited[max(0, at - _DESIGN_REACH) : at]
    subject = asked.group("subject") or asked.group("of")
    bare = re.sub(r"^the\s+", "", subject, flags=re.IGNORECASE)
    if (built := _NAMED_BUILT.search(before)) is not None and all(w[:1].isupper() for w in bare.split()):
        name = built.group("name").strip()  # two names: "the Long Shop" is no design for the Long Mill
        if _name_words(name) != _name_words(bare):
            return [f"the cited text says {value!r} designed {name!r}, not {subject!r}"]
        return []
    if (plans := _PLANS_OF.search(before)) is not None:
        thing = opening_noun_phrase(plans.group("thing"))
    elif (clause := _DESIGNED_CLAUSE.search(before)) is not None:
        thing = opening_noun_phrase(
            re.split(r",\s+(?:and|but)\s+|\s+and\s+(?=the\s)", clause.group("clause"))[-1]
        )
    else:
        return []
    if thing is None or any(w.text[:1].isupper() for w in words(thing)):
        return []  # "It was designed", "the Kell Baths were designed": left to the other checks
    head = key(words(thing)[-1].text)
    mine = subject_head(subject)
    if not mine or head in _ANY_MADE or head.endswith(mine) or mine.endswith(head):
        return []
    return [f"the cited text says {value!r} designed {thing!r}, not {subject!r}"]


_FOUNDER_ASKED = re.compile(
    r"^who (?:founded|established|was the founder of|were the founders of)\b", re.IGNORECASE
)
_FOUNDING_WORD = re.compile(
    r"\b(?:found(?:ed|er|ers|ing|ress)|establish\w*|set up|started|formed)\b", re.IGNORECASE
)


def foundation_stone_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a founder answer only laid a foundation stone, as reasons.

    "The band plays in the Kell Hall, whose foundation stone Mrs Ada Roe laid in 1900" makes her no founder
    of the band: a text whose only word of founding is the stone's tells no founding at all.
    """
    if (
        not _FOUNDER_ASKED.match(question.strip())
        or value not in cited
        or "foundation stone" not in cited.lower()
    ):
        return []
    if _FOUNDING_WORD.search(cited.replace("foundation stone", "")):
        return []
    return [f"the cited text says only that {value!r} laid a foundation stone, which founds nothing"]


_ROLE_BEFORE = re.compile(r"\b(?:the|a|an)\s+(?:[a-z]+\s+)?(?P<role>[a-z]+)\s+$")
"""A role noun set before a name: "the county *engineer* Tobin Quarle"."""


def person_designed_problem(question: str, cited: str) -> list[str]:
    """Why a designer question asks of a person its cited text names by role, as reasons.

    "The mill was built for the county engineer Tobin Quarle, and the pool was designed by Ann Roe" makes
    Tobin Quarle an engineer: "Who was the architect of Tobin Quarle?" has no answer.
    """
    asked = _THING_ASKED.match(question.strip())
    if asked is None:
        return []
    subject = re.sub(r"^the\s+", "", asked.group("subject") or asked.group("of"), flags=re.IGNORECASE)
    if len(subject.split()) < 2 or not all(w[:1].isupper() for w in subject.split()):
        return []
    for found in re.finditer(rf"(?<!\w){re.escape(subject)}(?!\w)", cited):
        role = _ROLE_BEFORE.search(cited[: found.start()])
        if role is not None and key(role.group("role")) in ROLE_NOUNS:
            return [f"the cited text calls {subject!r} a {role.group('role')}, a person nobody designed"]
    return []
