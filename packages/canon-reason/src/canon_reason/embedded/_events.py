"""The events of an interval question, each asked as a date look-up of its own.

"How many years after <a> <aux> <b>?" names two events; each is asked plainly ("When was the abbey
consecrated?"), a pronoun of the first is the name the second opens with, and an age is counted from a birth.
"""

from __future__ import annotations

import re

from ._durations import event_participle
from ._fact import AnswerType, FactQuestion, read_fact

__all__ = [
    "born",
    "born_subject",
    "death_named",
    "event",
    "event_question",
    "pronoun_named",
    "resolved_pronoun",
    "years_after",
]

_YEARS_AFTER = re.compile(r"^how\s+(?:many\s+years|long)\s+(?:after|before)\s+(?P<rest>.+)$", re.IGNORECASE)
_AUX_BREAK = re.compile(r"\s+(?:did|was|were|is|had|does)\s+", re.IGNORECASE)
_SUBJECT_OPENING = re.compile(r"(?:the|a|an|it|they|its|their|he|she|[A-Z])\b|[A-Z]")
"""How an event clause opens with its subject: "*the* college founded", "*it* closed", "*Kell* won"."""


def event(phrase: str) -> FactQuestion:
    phrase = phrase.strip(" ?")
    return read_fact(phrase, answer_type=AnswerType.DATE, display=f"In which year: {phrase}?")


_BORN = "When was {} born or founded?"
_BORN_ASKED = re.compile(r"^When was (?P<name>.{1,120}?) born or founded\?$")


def born(name: str) -> FactQuestion:
    entities = read_fact(name).entities or (name.strip(),)
    return FactQuestion(
        _BORN.format(name.strip()),
        "when",
        AnswerType.DATE,
        entities,
        (),
        ("born", "founded", "built", "established"),
    )


def born_subject(question: str) -> str | None:
    """Whose birth (or founding) a step asked by ``born`` looks up, or ``None`` for any other question."""
    found = _BORN_ASKED.match(question.strip())
    return None if found is None else found.group("name")


def years_after(text: str) -> tuple[str, str, str] | None:
    """The two events of "How many years after <a> <aux> <b>?", with the auxiliary between them.

    The first event ends at the first auxiliary that follows a stated event: in "after the University of
    Carrowmere was founded was the college founded", not at the first "was".
    """
    match = _YEARS_AFTER.match(text)
    if match is None:
        return None
    rest = match.group("rest")
    splits = [(rest[: m.start()], m.group().strip(), rest[m.end() :]) for m in _AUX_BREAK.finditer(rest)]
    splits = [(a, aux, b) for a, aux, b in splits if a.strip() and b.strip(" ?")]
    stated = [s for s in splits if read_fact(s[0]).terms]
    # "after the seven-inch refractor was installed in the dome was the ten-inch installed": the second
    # event opens with its subject, not with the first event's verb ("installed in the dome was ...")
    subjects = [s for s in stated if _SUBJECT_OPENING.match(s[2])]
    return next(iter(subjects or stated or splits), None)


_LEADING_SUBJECT = re.compile(r"^(?P<subj>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+\S")
"""The name opening an event clause: "*the Hollin Branch* abandoned"; "the club" names no one club."""
_EVENT_PRONOUN = re.compile(r"\b(?P<own>its|their)\b|\b(?P<it>it|they)\b")


def resolved_pronoun(phrase: str, other: str) -> str:
    """The first event ``phrase`` of "how many years after <phrase> <aux> <other>" with its pronoun named.

    In "How many years after it opened was the Low Cut abandoned?" the pronoun stands for the subject of
    the event after it, named only there. A subject that is no name ("the club") is left to the pronoun.
    """
    subject = _LEADING_SUBJECT.match(other.strip())
    return phrase if subject is None else pronoun_named(phrase, subject.group("subj"))


def pronoun_named(phrase: str, name: str) -> str:
    """``phrase`` with its first "it" or "its" made ``name`` ("its closure" → "the Mill's closure")."""
    pronoun = _EVENT_PRONOUN.search(phrase)
    if pronoun is None:
        return phrase
    named = f"{name}'s" if pronoun.group("own") else name
    return phrase[: pronoun.start()] + named + phrase[pronoun.end() :]


_DEATH_PRONOUN = re.compile(r"^(?:he|she)\s+(?=died\b)")
"""A person's pronoun as the subject of a death: "*he* died", "*she* died at Kell"."""


def death_named(phrase: str, name: str) -> str:
    """``phrase`` with the pronoun of a death made ``name``: "he died" → "Ann Roe died".

    In "How old was Ann Roe when she died?" the pronoun stands for the person asked of, whose death the
    look-up must read, not anyone's.
    """
    pronoun = _DEATH_PRONOUN.match(phrase.strip())
    return phrase if pronoun is None else f"{name} {phrase.strip()[pronoun.end() :]}"


_NOMINAL_EVENT = re.compile(
    r"^(?:the\s+)?(?:(?P<owner>.+?)['’]s\s+(?P<noun>[a-z]+(?:ion|ing|ment|ure))"
    r"|(?P<noun2>[a-z]+(?:ion|ing|ment|ure))\s+of\s+(?P<owner2>.+))$"
)
"""An event named by its noun: "the cathedral's *consecration*", "the *completion* of the dam"."""
_PARTICIPLE_END = re.compile(r"\s(?P<verb>[a-z]+ed|built|made|held|run|begun|won|sold|given)$")


def _participle(noun: str) -> str | None:
    """The past participle an event noun stands for: "consecration" → "consecrated", else ``None``."""
    if noun.endswith("ation"):
        return noun[: -len("ion")] + "ed"
    if noun.endswith(("ction", "ption", "etion")):
        return noun[: -len("ion")] + "ed"
    if noun.endswith(("ing", "ment", "ure")):
        return event_participle(noun)  # "the Institution's founding" → "founded"
    return None


def event_question(phrase: str, aux: str, other: str) -> FactQuestion:
    """The date look-up of an event of "how many years after <phrase> <aux> <other>", asked plainly.

    An event noun is asked through its verb ("the cathedral's consecration" → "When was the cathedral
    consecrated?"), and a bare name borrows the verb of the other event ("after *X* was Y commissioned" →
    "When was X commissioned?"), so the look-up reads like any single question.
    """
    phrase = phrase.strip(" ?")
    nominal = _NOMINAL_EVENT.match(phrase)
    if nominal is not None:
        owner = nominal.group("owner") or nominal.group("owner2")
        verb = _participle(nominal.group("noun") or nominal.group("noun2"))
        if verb is not None:
            owner = owner if owner[:1].isupper() or owner.startswith("the ") else f"the {owner}"
            return read_fact(f"When was {owner} {verb}?", answer_type=AnswerType.DATE)
    borrowed = _PARTICIPLE_END.search(other.strip(" ?"))
    fact = read_fact(phrase)
    if borrowed is not None and fact.entities and not fact.terms:
        asked = f"When {aux.lower()} {phrase} {borrowed.group('verb')}?"
        return read_fact(asked, answer_type=AnswerType.DATE)
    return event(phrase)
