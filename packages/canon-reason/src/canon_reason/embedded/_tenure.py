"""Judge checks on whose and which time's value an answer is, where its sentence gives several.

Each check reads the question, the answer and one cited text and returns the reasons the answer is not
the one asked, as a list (empty when it is): a relative named right after another kin word ("his daughter
Ann" for his wife); a holder the text qualifies ("its first chair") for a present-tense question that asks
no qualifier; a value its clause dates to a year the same text follows with a later one ("had 300 members
in 1930; by 2020 ...") for a present-tense question; a place something moved away from ("moved from A to
B") for where it is now; a value in another part of the sentence than the name the question narrows it by
("employs 400, 60 of them at the mill"); an age counted from two years where the text states the age; a
holder of a title of several words the text never gives whole ("the engineer X" for "the chief engineer");
and a value of a clause opening on another thing than the subject ("; the old shed had two tracks").
"""

from __future__ import annotations

import re

from .._text import fold, words
from ._measures import value_at
from ._stance import PRESENT_QUESTION

__all__ = [
    "KIN_WORDS",
    "dated_value_problem",
    "kin_neighbour_problem",
    "moved_from_problem",
    "other_head_clause_problem",
    "parted_name_problem",
    "present_qualified_problem",
    "stated_age_problem",
    "title_word_problem",
]

KIN_WORDS = frozenset(
    "mother father son daughter child brother sister wife husband uncle aunt nephew niece cousin "
    "grandson granddaughter grandfather grandmother widow widower".split()
)
"""Nouns of kinship: one of them right before a name says how that person is related."""
_KIN_ASKED = re.compile(r"(?:\bthe (?P<of>[a-z]+) of\b|'s (?P<own>[a-z]+)\b)")
_KIN_CONVERSE = {
    "wife": {"husband", "widower"},
    "husband": {"wife", "widow"},
    "widow": {"husband"},
    "widower": {"wife"},
    "mother": {"son", "daughter", "child"},
    "father": {"son", "daughter", "child"},
    "son": {"mother", "father"},
    "daughter": {"mother", "father"},
}
"""A kin word → the words that name the same bond from the other side."""


def _asked_kin(question: str) -> str | None:
    for found in _KIN_ASKED.finditer(question.lower()):
        word = found.group("of") or found.group("own")
        if word in KIN_WORDS:
            return word
    return None


def kin_neighbour_problem(question: str, value: str, cited: str) -> list[str]:
    """A relative named right after another kin word: "his daughter Claire" answers no "his wife"."""
    asked, at = _asked_kin(question), value_at(cited, value)
    if asked is None or at is None:
        return []
    before = [fold(w.text) for w in words(cited)[max(0, at[0] - 3) : at[0]]]
    for word in reversed(before):
        if word in KIN_WORDS:
            if word == asked or word in _KIN_CONVERSE.get(asked, set()):
                return []
            return [f"the answer {value!r} is named as a {word}, not the {asked} asked"]
    return []


_HOLDER_QUALIFIER = re.compile(r"\b(?:first|founding|former|previous|late|last|original)\b")
_ASKED_QUALIFIER = re.compile(
    r"\b(?:first|founding|former|previous|late|last|original|before|earlier|until|when|in \d{3,4})\b"
)


def _clause_of(cited: str, value: str) -> str | None:
    at = value_at(cited, value)
    if at is None:
        return None
    start = words(cited)[at[0]].start
    begin = max(cited.rfind(mark, 0, start) for mark in (";", ". ", ", but"))
    ends = [i for i in (cited.find(mark, start) for mark in (";", ". ")) if i >= 0]
    return cited[max(0, begin) : min(ends, default=len(cited))]


def present_qualified_problem(question: str, value: str, cited: str) -> list[str]:
    """A holder the text qualifies ("Its *first* president was X") for "Who is the president?".

    Only a present-tense "who" question that names no qualifier of its own, and only a lowercase qualifier
    in the answer's clause before it ("a former mining town with 4,600 inhabitants" still has them).
    """
    asked = question.strip().lower()
    if not asked.startswith("who ") or not PRESENT_QUESTION.match(asked) or _ASKED_QUALIFIER.search(asked):
        return []
    clause, at = _clause_of(cited, value), value_at(cited, value)
    if clause is None or at is None:
        return []
    lead = clause[: clause.find(words(cited)[at[0]].text)] if words(cited)[at[0]].text in clause else clause
    found = _HOLDER_QUALIFIER.search(lead)
    if found is None:
        return []
    return [f"the answer {value!r} is the {found.group()} holder, not the present one asked"]


_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")


def dated_value_problem(question: str, value: str, cited: str) -> list[str]:
    """A value its clause dates to a year the cited text follows with a later one, for a present question.

    "had 340 members in 1930; membership fell to 212 by 2020" does not answer "How many members does it
    have?" with 340. Questions naming a year, or not in the present tense, are left alone.
    """
    asked = question.strip().lower()
    if not PRESENT_QUESTION.match(asked) or _YEAR.search(asked) or _YEAR.search(value):
        return []
    if not any(ch.isdigit() for ch in value):
        return []
    clause = _clause_of(cited, value)
    if clause is None:
        return []
    own = [int(y) for y in _YEAR.findall(clause)]
    later = [int(y) for y in _YEAR.findall(cited) if own and int(y) > max(own)]
    if own and later:
        return [f"the answer {value!r} is dated {max(own)}, and the text goes on to {max(later)}"]
    return []


_MOVED_FROM = re.compile(
    r"\b(?:moved|move|moves|transferred|relocated|removed|switched|changed)\b[^.;]*\bfrom\s+(?:the\s+)?$"
)


_EARLIER = re.compile(r"\b(?:before|until|originally|first|formerly)\b")


def moved_from_problem(question: str, value: str, cited: str) -> list[str]:
    """The place something moved away from ("moved from Troyes to Villers") for where it is now."""
    asked = question.strip().lower()
    if not PRESENT_QUESTION.match(asked) or _EARLIER.search(asked):
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    if not _MOVED_FROM.search(cited[: ws[at[0]].start].lower()):
        return []
    if not re.match(r"\s+to\s+\S", cited[ws[at[1] - 1].end :]):
        return []
    return [f"the answer {value!r} is where it moved from, not where it is"]


_PART_BREAK = re.compile(r",\s+|;\s+|\s+and\s+")
_NAME = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+|de\s+)?[A-Z][\w'’-]*)*")
_NUMBER = re.compile(r"\d[\d,.]*")


def _parts(text: str) -> list[tuple[int, int]]:
    bounds, begin = [], 0
    for found in _PART_BREAK.finditer(text):
        bounds.append((begin, found.start()))
        begin = found.end()
    bounds.append((begin, len(text)))
    return bounds


def parted_name_problem(question: str, subject: str, value: str, cited: str) -> list[str]:
    """A value in another part of the sentence than a name the question narrows it by.

    "How many does the group employ *at the mill*?" is not answered by 480 of "employs 480 people, 65 of
    them at the Mill"; nor "When did it buy B?" by 1968 of "bought A in 1968 and B in 1974". The name must be
    one the question gives besides its subject, stand after the value's part (a route named before "; a
    first-class single cost ..." holds for the later parts) and its own part must hold another number.
    """
    at = value_at(cited, value)
    if at is None or not any(ch.isdigit() for ch in value):
        return []
    subject_words = {fold(w.text) for w in words(subject)}
    q = question.strip()
    asked_names = [
        m.group()
        for m in _NAME.finditer(q[1:])
        if {fold(w.text) for w in words(m.group())} - subject_words
        and len(m.group()) > 2
        and fold(m.group()) not in {"i"}
    ]
    start = words(cited)[at[0]].start
    parts = _parts(cited)
    own = next(((b, e) for b, e in parts if b <= start <= e), None)
    if own is None:
        return []
    for name in asked_names:
        found = cited.find(name, own[1])  # a name before the value may be one the later parts leave out
        if found < 0:
            continue
        other = next(((b, e) for b, e in parts if b <= found < e), None)
        if other is not None and _NUMBER.search(cited[other[0] : other[1]]):
            return [f"the answer {value!r} stands in another part of the sentence than {name!r}"]
    return []


_STATED_AGE = re.compile(r"\b(?:aged|at the age of|age)\s+(\d{1,3})\b")


def stated_age_problem(question: str, value: str, cited: list[str], calculated: bool) -> list[str]:
    """An age counted from two years where the text states the age ("at the age of 71", not 1911 - 1839)."""
    if not calculated or not re.search(r"\bhow old\b", question.lower()):
        return []
    stated = {m.group(1) for text in cited for m in _STATED_AGE.finditer(text)}
    number = re.search(r"\d+", value)
    if stated and number is not None and number.group() not in stated:
        return [f"the text states the age ({', '.join(sorted(stated))}), not {number.group()}"]
    return []


_TITLE_ASKED = re.compile(
    r"^who (?:is|was|are|were) (?:the |its |their )?(?P<title>(?:[a-z]+ ){2,3}?)(?:of|at|for)\b"
)
_TITLE_FUNCTION = frozenset("the a an its their his her".split())


def title_word_problem(question: str, cited: list[str]) -> list[str]:
    """A holder asked by a title of several words ("the *chief* engineer") the cited text never gives whole.

    "the engineer Walter Penrose" names no chief engineer: when the cited text gives part of the asked title,
    it must give all of it (a text giving none of it, a row under a caption, is left to the reader).
    """
    found = _TITLE_ASKED.match(question.strip().lower())
    if found is None:
        return []
    title = [w for w in found.group("title").split() if w not in _TITLE_FUNCTION]
    held = {fold(w.text) for text in cited for w in words(text)}
    missing = [w for w in title if w not in held]
    if len(title) >= 2 and missing and len(missing) < len(title):  # a caption may give the whole title
        return [f"the cited text never gives the title {' '.join(title)!r} (no {missing[0]!r})"]
    return []


_CLAUSE_HEAD = re.compile(
    r"^\s*[Tt]he\s+(?P<words>(?:[a-z-]+\s+){0,2}?)(?P<noun>[a-z]+)\s+"
    r"(?:is|was|are|were|has|had|have|holds|held|seats|seated|covers|covered|measures|measured|cost|costs)\b"
)


def other_head_clause_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A value of a clause opening on another thing ("; the old shed had two tracks") than the one before it.

    When one clause of the sentence opens on the subject's head noun ("The station has four platforms") and
    the answer's clause opens on another noun the question never uses, the answer is that other thing's.
    """
    if ";" not in cited:
        return []
    parts = cited.split(";")
    own = [p for p in parts if value_at(p, value) is not None]
    if len(own) != 1:
        return []
    head = _CLAUSE_HEAD.match(own[0])
    asked = {fold(w.text) for w in words(question)} | {fold(w.text) for w in words(entity)}
    if head is None or head.group("noun") in asked:
        return []
    entity_words = {fold(w.text) for w in words(entity)}
    for part in parts:
        if part is own[0]:
            continue
        other = _CLAUSE_HEAD.match(part)
        if other is not None and other.group("noun") in entity_words:
            return [f"the answer {value!r} is given in a clause about {head.group('noun')!r}, not {entity!r}"]
    return []
