"""Question analysis: what kind of question it is, what answer it wants, and how it breaks into steps.

A ``QuestionAnalysis`` wraps the whole question: a single fact, a yes/no check, a compound of independent
parts, a chain (the first hop's answer fills ``SLOT`` in the second), or arithmetic over numeric operands.
Each answerable step is a ``FactQuestion`` (see ``read_fact``). Either hop of a chain may be a chain itself
("the college attended by *the founder of X*"), two levels deep; a single fact about a descriptive name
("the bridge in Carrowmere") carries the chain that resolves that name first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

from ..errors import ArgumentError
from ._charge_held import charge_as_office
from ._decompose import (
    SLOT,
    Operation,
    answer_pronoun_template,
    arithmetic,
    compound_parts,
    dated_event_question,
    described,
    multi_hop,
)
from ._fact import AnswerType, FactQuestion, read_fact
from ._fronted import fronted_last

__all__ = [
    "SLOT",
    "AnswerType",
    "FactQuestion",
    "Operation",
    "QuestionAnalysis",
    "QuestionKind",
    "analyze_question",
    "question_as_read",
    "read_fact",
]

_MAX_DEPTH = 2


class QuestionKind(StrEnum):
    """The shape of a question."""

    SINGLE_FACT = "single_fact"
    MULTI_HOP = "multi_hop"
    ARITHMETIC = "arithmetic"
    YES_NO = "yes_no"
    COMPOUND = "compound"


@dataclass(frozen=True, slots=True)
class QuestionAnalysis:
    """A question read as a whole.

    ``fact`` is the whole question read as one look-up (the reading of single facts and yes/no questions,
    and the fallback of the other kinds). ``parts`` are the compound parts, the arithmetic operands, or the
    first hop of a chain whose second hop is ``hop_template``. ``operation`` and ``constant`` (a percentage)
    describe arithmetic.
    """

    question: str
    kind: QuestionKind
    answer_type: AnswerType
    fact: FactQuestion
    parts: tuple[QuestionAnalysis, ...] = ()
    hop_template: str | None = None
    operation: Operation | None = None
    constant: str | None = None
    depth: int = 0
    description: QuestionAnalysis | None = None
    """For a single fact about a descriptive name ("the bridge in Carrowmere"): the chain that resolves the
    name first, then asks the rest (and, like every chain, reads the question directly when it cannot)."""

    def second_hop(self, answer: str) -> QuestionAnalysis:
        """The second hop of a chain, with the first hop's ``answer`` in the slot."""
        if self.hop_template is None:
            raise ArgumentError("only a multi-hop analysis has a second hop")
        at_year = _DATE.fullmatch(answer) if f" in {SLOT}" in self.hop_template else None
        if at_year is not None:  # "in 7 March 1976" asks "in 1976": the holder or value of that year
            answer = at_year.group("year")
        person = bool(self.parts) and self.parts[0].answer_type is AnswerType.PERSON
        of_place = _OF_PLACE.fullmatch(answer) if person else None
        if of_place is not None:  # "Jonah Peale of the Low Stave" is asked of as "Jonah Peale"
            answer = of_place.group("name")
        return _analyze(self.hop_template.replace(SLOT, answer), self.depth + 1, (answer,))


_DATE = re.compile(
    r"(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:(?:January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\s+)(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?P<year>1\d{3}|20\d{2})"
)
"""A date finer than its year ("7 March 1976", "the 7th of March 1976", "November 1961"), which a slot asked
"in" a year reads as its year."""


_OF_PLACE = re.compile(
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+)\s+of\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
)
"""A person named with the place they are of ("Jonah Peale of the Low Stave"): a second hop asks of the
person by name, as the passages about them call them."""


def _step(fact: FactQuestion, depth: int, question: str | None = None) -> QuestionAnalysis:
    kind = QuestionKind.YES_NO if fact.wh == "yes_no" else QuestionKind.SINGLE_FACT
    return QuestionAnalysis(question or fact.text, kind, fact.answer_type, fact, depth=depth)


def _hop(fact: FactQuestion, depth: int) -> QuestionAnalysis:
    """A first hop; itself a chain when its phrase holds one ("the college attended by the founder of X")."""
    chain = multi_hop(fact.text) if depth < _MAX_DEPTH else None
    if chain is None:
        return _step(fact, depth)
    inner, template = chain
    return QuestionAnalysis(
        fact.text,
        QuestionKind.MULTI_HOP,
        fact.answer_type,
        fact,
        (_hop(inner, depth + 1),),
        template,
        depth=depth,
    )


def question_as_read(question: str) -> str:
    """``question`` as the reasoner reads it, which its drafts carry and its judge reads.

    Spaces are made single, a fronted clause of time is moved after the main question, and "had charge of"
    is read as the office it asks.
    """
    return charge_as_office(fronted_last(" ".join(question.split())))


def _analyze(question: str, depth: int, entities: tuple[str, ...] = ()) -> QuestionAnalysis:
    text = question_as_read(question)
    fact = read_fact(text, entities=entities)
    if depth >= _MAX_DEPTH:
        return _step(fact, depth, text)
    parts = compound_parts(text)
    if len(parts) > 1:
        analyses = (_analyze(parts[0], depth + 1), *(_later_part(p, parts[0], depth + 1) for p in parts[1:]))
        return QuestionAnalysis(text, QuestionKind.COMPOUND, AnswerType.OTHER, fact, analyses, depth=depth)
    calc = arithmetic(text)
    if calc is not None:
        operation, constant, operands = calc
        steps = tuple(_step(o, depth + 1) for o in operands)
        return QuestionAnalysis(
            text, QuestionKind.ARITHMETIC, AnswerType.NUMBER, fact, steps, None, operation, constant, depth
        )
    if (dated := dated_event_question(text)) is not None:
        # the event's year is given: the question is asked in that year, with no hop to date the event
        return replace(_analyze(dated, depth), question=text)
    chain = multi_hop(text)
    if chain is not None:
        hop, template = chain
        outer = read_fact(template.replace(SLOT, "Placeholder"), entities=("Placeholder",))
        return QuestionAnalysis(
            text,
            QuestionKind.MULTI_HOP,
            outer.answer_type,
            fact,
            (_hop(hop, depth + 1),),
            template,
            depth=depth,
        )
    single = _step(fact, depth, text)
    located = described(text) if single.kind is QuestionKind.SINGLE_FACT else None
    if located is None:
        return single
    hop, template = located
    resolve = QuestionAnalysis(
        text, QuestionKind.MULTI_HOP, fact.answer_type, fact, (_step(hop, depth + 1),), template, depth=depth
    )
    return replace(single, description=resolve)


def _later_part(part: str, first: str, depth: int) -> QuestionAnalysis:
    """A compound's later part: a chain from the first part's answer when its pronoun means that answer."""
    template = answer_pronoun_template(first, part)
    if template is None:
        return _analyze(part, depth)
    outer = read_fact(template.replace(SLOT, "Placeholder"), entities=("Placeholder",))
    return QuestionAnalysis(
        part,
        QuestionKind.MULTI_HOP,
        outer.answer_type,
        read_fact(part),
        (_analyze(first, depth + 1),),
        template,
        depth=depth,
    )


def analyze_question(question: str) -> QuestionAnalysis:
    """Classify ``question``, find the answer type it wants, and break it into answerable steps.

    Compound questions split into stand-alone parts; arithmetic questions into numeric operands and an
    operation; two-hop questions into a first hop and a second-hop template. Deterministic and pure.
    """
    return _analyze(question, 0)
