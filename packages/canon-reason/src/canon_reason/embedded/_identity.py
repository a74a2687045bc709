"""Vetoes of a value that belongs to another entity, part or relative than the asked one.

A cited sentence can hold the asked thing's name and still give another thing's value: a namesake set apart
by its epithet ("Pepper the goat" for Pepper the pony), a shorter name that is another place or
building ("the Long Barn" for the Long Barn Loft), a total beside the sub-count asked for ("48 (...
and 7 black)"), a measure of something the subject's own measure stands apposed to ("... towards the
summit of Orrin Fell (610 m)"), or a fact of the subject's offspring ("born to Clover; birth weight").
Each check gets the step's question (or one of its entities), the value and one cited text, and returns its
reasons (an empty list when it finds none).
"""

from __future__ import annotations

import re

from .._text import fold, words
from ._lexicon import DATE_ASKED, EVENT_GROUPS, INCORPORATED, YEAR_DIGITS, key, relations_of, unit_family_of
from ._measures import value_at

_FUNCTION = frozenset("a an the of in on at by to for from and or with was is were are did does do".split())

_EPITHET = re.compile(r"\b(?P<name>[A-Z][\w'’-]+) the (?P<noun>[a-z]+)\b")


def epithet_problem(question: str, cited: str) -> list[str]:
    """A namesake set apart by another epithet ("Pepper the goat" for "Pepper the pony").

    The question names its subject with a common noun after "the"; a cited text naming the same name with
    another noun after "the" speaks of another thing of that name.
    """
    problems = []
    for asked in _EPITHET.finditer(question):
        if asked.group("noun") in _FUNCTION:
            continue
        pattern = re.escape(asked.group("name")) + r" the (?P<noun>[a-z]+)\b"
        for named in re.finditer(pattern, cited):
            noun = named.group("noun")
            if noun not in _FUNCTION and fold(noun) != fold(asked.group("noun")):
                problems.append(f"the cited text names {named.group()!r}, not {asked.group()!r}")
    return problems


def shorter_name_problem(entity: str, cited: str) -> list[str]:
    """A cited sentence whose subject is the first words of a longer name ("The Long Barn, ...").

    When the asked name has three words or more and the cited text never gives it whole but opens a
    sentence with its first words as a name of their own (not run on into another capitalised word, not a
    possessive), the sentence speaks of the shorter-named thing: another building, station or place. A
    shorter name further in ("on the north side of the Swan House") may be where the asked thing stands. A
    company's name without its closing "Limited" is the company itself.
    """
    ws = words(entity)
    if len(ws) < 2 or not all(w.text[:1].isupper() for w in ws):
        return []
    if fold(ws[-1].text).rstrip(".") in INCORPORATED:
        return []  # "Orra Shipping" is Orra Shipping Ltd without the word that says it is incorporated
    if fold(entity) in fold(cited) or re.search(re.escape(entity), cited, re.IGNORECASE):
        return []
    shorter = entity[: ws[-1].start].rstrip()
    if len(words(shorter)) < 2:
        return []  # a first name alone ("Hester") may still be the person asked about
    opening = re.compile(r"(?:^|[.;]\s+)(?:the\s+)?" + re.escape(shorter) + r"(?![\w'’])", re.IGNORECASE)
    for named in opening.finditer(cited):
        after = words(cited[named.end() :])
        if not after or not after[0].text[:1].isupper() or cited[named.end() :].lstrip()[:1] in ".,;:(":
            return [f"the cited sentence is about {shorter!r}, not {entity!r}"]
    return []


_HOW_MANY_QUALIFIED = re.compile(r"\bhow many (?P<kind>[a-z]+) [a-z]+")


def sub_count_problem(question: str, value: str, cited: str) -> list[str]:
    """A total given for one of the parts it is broken into ("48 (9 green, ... and 7 black)" for black runs).

    The question qualifies the counted things; the cited text follows the value with a bracket counting
    that kind apart, so the value counts them all.
    """
    asked = _HOW_MANY_QUALIFIED.search(question.lower())
    if asked is None or asked.group("kind") in _FUNCTION or not re.fullmatch(r"[\d,]+", value.strip()):
        return []
    kind = re.escape(asked.group("kind"))
    for at in re.finditer(r"(?<![\d,.])" + re.escape(value.strip()) + r"(?![\d,])", cited):
        bracket = re.match(r"\s*\(([^)]*)\)", cited[at.end() :])
        if bracket is not None and re.search(
            r"\b(?:\d[\d,]*|[a-z]+) " + kind + r"\b", bracket.group(1), re.IGNORECASE
        ):
            return [f"the answer {value!r} is a total; the text counts the {asked.group('kind')} ones apart"]
    return []


def _families(text: str) -> set[str]:
    return {f for w in words(text) if (f := unit_family_of(w.text)) is not None}


def apposed_measure_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A measure of another thing where the subject's own stands in brackets after its name.

    In "climbs 310 m over 1,120 m towards the summit of Orrin Fell (610 m)" the summit's height is the
    bracket's: a value of the same kind elsewhere in the sentence is the lift's. A question naming a thing
    after the subject ("the Cold Fell gondola") asks about that thing, not the bracketed one.
    """
    family = _families(value)
    if not family or re.search(re.escape(entity) + r"\s+[a-z]", question):
        return []  # "the Cold Fell gondola" asks about the gondola, not the col
    number = re.search(r"\d[\d,.]*", value)
    if number is None:
        return []
    for named in re.finditer(re.escape(entity) + r"\s*\(([^)]*)\)", cited, re.IGNORECASE):
        bracket = named.group(1)
        if _families(bracket) & family and number.group() not in bracket:
            return [f"the text gives {entity!r} its own measure ({bracket}), not {value!r}"]
    return []


_OFFSPRING = re.compile(
    r"\b(?:born to|daughter of|son of|child of|calf of|cub of|foal of|offspring of|out of)\s+$", re.IGNORECASE
)
_KIN_WORDS = frozenset(
    "daughter son child children calf calves cub cubs foal offspring mother father dam sire parent "
    "parents brother sister sibling".split()
)


def offspring_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A value of the subject's offspring ("Bud ..., born to Clover; birth weight 31 kg" for Clover's).

    When every mention of the subject in the cited text names it as a parent ("born to", "daughter of"),
    and the question asks about no relative, the value is the offspring's.
    """
    if {fold(w.text) for w in words(question)} & _KIN_WORDS:
        return []
    mentions = [m.start() for m in re.finditer(r"\b" + re.escape(entity) + r"\b", cited)]
    if not mentions or re.search(re.escape(value), cited) is None:
        return []
    if all(_OFFSPRING.search(cited[:at]) for at in mentions):
        return [f"the cited text gives {entity!r} as a parent; the value {value!r} is the offspring's"]
    return []


_OPENING_NAME = re.compile(r"^\s*(?:The\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)")
_AFTER_EVENT = re.compile(r"\s+(?:in|on|during|about|around|c\.|\d)", re.IGNORECASE)


def other_event_subject_problem(
    question: str, entity: str, cited: str, entities: tuple[str, ...] = ()
) -> list[str]:
    """A sentence telling of another named thing's event ("The Old Sheds, ..., opened in 1936").

    The question asks when its subject underwent an event (opened, was founded, closed); a cited sentence
    that opens with another name, never names the subject, and gives the asked event with no object after
    it ("opened in 1936", not "opened the station in 1962") tells of that other thing's event. A name the
    question asks of as well (one of ``entities``) is no other thing: "When did the Mill Ferry at Orra
    close?" is answered by "The Mill Ferry was closed in 1938", which need not say "Orra"; nor is a short
    form of such a name ("The Hall" of "the Kell Wool Hall").
    """
    opening = _OPENING_NAME.match(cited)
    if opening is None or any(fold(opening.group("name")) == fold(e) for e in entities):
        return []
    named = {fold(w.text) for w in words(opening.group("name"))} - {"the"}
    if any(named <= {fold(w.text) for w in words(e)} for e in entities):
        return []
    subject = {fold(w.text) for w in words(entity)}
    if subject & {fold(w.text) for w in words(cited)}:
        return []
    asked = {key(w.text) for w in words(question) if set(relations_of(key(w.text))) & EVENT_GROUPS}
    for w in words(cited[opening.end() :]):
        if key(w.text) in asked and _AFTER_EVENT.match(cited, opening.end() + w.end):
            return [f"the cited sentence tells of {opening.group('name')!r}, not {entity!r}"]
    return []


_PARTICIPLE = re.compile(r",\s+(?:and\s+)?[a-z]+ing\b")


def served_thing_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value of a thing that the subject is named after as what it serves or joins.

    In "A quad rising 395 m over 1,380 m ..., serving the black run Crag Gully" the length is the lift's:
    when the subject is named only after the value, past a participle opening a clause of its own, the value
    is of the thing the sentence is about.
    """
    at = value_at(cited, value)
    mentions = [m.start() for m in re.finditer(r"\b" + re.escape(entity) + r"\b", cited)]
    if at is None or not mentions or YEAR_DIGITS.fullmatch(entity):
        return []  # a year the question names dates the value; nothing is served by it
    end = words(cited)[at[1] - 1].end
    if all(m > end and _PARTICIPLE.search(cited, end, m) for m in mentions):
        return [f"the value {value!r} is of the thing that serves {entity!r}, not of {entity!r}"]
    return []


_FORMAL_ACT = re.compile(
    r"\b(?:incorporat|regist|charter|consecrat|inaugurat|dedicat|licens|ratifi|reconstitut|renam)[a-z]*\b",
    re.IGNORECASE,
)


def formal_act_problem(question: str, value: str, cited: str) -> list[str]:
    """A formal act's date ("1902 Incorporated as ... Ltd.") for the founding or opening asked about.

    An incorporation, registration or charter is a later event of a thing already founded: when the cited
    text gives the value beside such an act and never the question's own event word, the date is the act's.
    """
    if not DATE_ASKED.search(question) or value_at(cited, value) is None:
        return []
    act = _FORMAL_ACT.search(cited)
    if act is None or _FORMAL_ACT.search(question):
        return []
    asked = {key(w.text) for w in words(question) if set(relations_of(key(w.text))) & EVENT_GROUPS}
    if not asked or asked & {key(w.text) for w in words(cited)}:
        return []
    return [f"the cited text dates {act.group()!r}, not the event the question asks about"]


def identity_problems(question: str, entities: tuple[str, ...], value: str, cited: str) -> list[str]:
    """Every reason above for one cited text: why ``value`` belongs to another thing than the asked one."""
    problems = epithet_problem(question, cited) + sub_count_problem(question, value, cited)
    problems += formal_act_problem(question, value, cited)
    for entity in entities:
        problems += shorter_name_problem(entity, cited)
        problems += apposed_measure_problem(question, entity, value, cited)
        problems += offspring_problem(question, entity, value, cited)
        problems += other_event_subject_problem(question, entity, cited, entities)
        problems += served_thing_problem(entity, value, cited)
    return problems
