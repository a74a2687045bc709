"""Comparisons asked by a verb of excess: "By how much did A *exceed* B?", "By how much did A *overrun* B?".

Both sides are figures named by noun phrases ("the final cost of the mill", "the builder's estimate for
it"); the answer is the first less the second. The second side often leans on the first for its thing: a
pronoun ("the estimate *for it*") stands for the first side's name.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ._events import pronoun_named
from ._fact import NUMERIC_TYPES, AnswerType, FactQuestion, read_fact
from ._operations import Arithmetic, Operation

__all__ = ["asks_excess", "exceeding"]


_EXCEED = re.compile(
    r"^by\s+how\s+(?:much|many\s+[a-z]+(?:\s+(?:per\s+)?[a-z]+)?)\s+(?:did|does|do|had|has)\s+(?P<a>.+?)\s+"
    r"(?:exceed|overrun|overshoot|surpass|top)\s+(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A figure over another: "By how much did the final cost of the pier exceed the estimate?", "By how many
cubic feet ...", "By how many gallons per minute ..."."""
_OWNER = re.compile(r"\b(?:of|for)\s+(?P<owner>(?:the\s+)?\S.*)$")
"""The thing a measure is of: "the final cost *of the pier*", "the final account *for the pier*"."""
_THAT_OF = re.compile(r"^(?:that|those)\s+(?=(?:of|for|in|at)\s)", re.IGNORECASE)
"""The second side named by the first's measure: "exceed *that of* the 1930 meeting", "*those for* 1925"."""
_A_YEAR = r"(?:the\s+(?:year\s+)?)?(?P<year>(?:1\d{3}|20\d{2})(?:[-–/]\d{2})?)(?:\s+(?:session|season|year))?"
"""A year or a session after "in", "for" or "of": "1896", "the year 1896", "the 1920–21 session"."""
_THOSE_OF_YEAR = re.compile(rf"^(?:that|those)\s+(?:of|for|in)\s+{_A_YEAR}$", re.IGNORECASE)
"""The second side named by the first's measure and another year alone: "exceed *those of 1896*"."""
_DATED_SIDE = re.compile(rf"^(?P<measure>.+?)\s+(?:in|for|of)\s+{_A_YEAR}$", re.IGNORECASE)
"""A side that is a measure in one year: "the theatre's gross receipts *in 1900*"."""
_MEASURE_HEAD = re.compile(
    r"^(?P<head>(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:of|at|in|for|on)\s"
)
"""The measure a side names before its thing: "*the collection* at the 1948 meeting"."""
_BARE_SUM = re.compile(
    r"^(?:the|an?)\s+(?:[a-z]+\s+){0,2}(?:tender|estimate|quotation|contract|price)"
    r"(?:\s+(?:(?:that|which)\s+(?:was|had\s+been)\s+)?accepted)?\s*$",
    re.IGNORECASE,
)
"""A second side naming a sum agreed beforehand and nothing it was for: "the *accepted tender*", "the
tender *that was accepted*"."""
_FINAL = frozenset({"final", "total", "actual", "eventual"})
"""Words telling a last figure from an estimate, which texts often leave out ("it cost £4,150")."""


_COST_MORE = re.compile(
    r"^how\s+much\s+more\s+(?:did|had)\s+(?P<a>(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,5}?)\s+cost\s+"
    r"(?P<when>in\s+the\s+end|in\s+total|altogether|finally)?\s*than\s+(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A cost over a sum named before the work: "How much more did the bandstand cost in the end than the
accepted tender?" asks, as "By how much did the final cost of the bandstand exceed the accepted tender?"."""
_SUM_NAMED = re.compile(r"\b(?:tender|estimate|quotation|contract|price)\s*$", re.IGNORECASE)
"""A side naming a sum agreed or reckoned beforehand, which a final cost is set against."""


def _as_excess(text: str) -> str:
    """``text`` asked as an excess when it asks how much more a thing cost than a sum named beforehand.

    The comparative form would read the second side as a thing with a cost of its own ("How much did the
    accepted tender cost?"); the tender or estimate is itself the sum.
    """
    match = _COST_MORE.match(text.strip())
    if match is None or _SUM_NAMED.search(match.group("b")) is None:
        return text
    measure = "total" if (match.group("when") or "").lower() == "in total" else "final"
    return f"By how much did the {measure} cost of {match.group('a')} exceed {match.group('b')}?"


_PERSONAL_OWNER = re.compile(r"^(?P<pronoun>his|her|their)(?:\s+own)?\s+(?=[a-z])", re.IGNORECASE)
"""A second side owned by a person the first side names: "*his own* estimate", "*their* tender"."""
_NAMED_POSSESSOR = re.compile(r"(?P<owner>\b[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}['’]s|\b[a-z]+s['’])(?=\s)")
"""The one a side's figure belongs to, by name or by a plural noun: "*Stellow's* grandstand", "*the
builders'* final account"."""


def _possessor_named(b: str, a: str) -> str:
    """``b`` with its person's pronoun made the possessor ``a`` names, when ``a`` names exactly one.

    "By how much did the final cost of Stellow's grandstand exceed *his own* estimate?" asks Stellow's
    estimate: "his" can only be the man whose grandstand it was, as "their" the builders of "the builders'
    final account"; a side with no possessor, or two, leaves the pronoun as it is.
    """
    pronoun = _PERSONAL_OWNER.match(b)
    owners = _NAMED_POSSESSOR.findall(a)
    if pronoun is None or len(owners) != 1:
        return b
    plural = pronoun.group("pronoun").lower() == "their"
    if plural != owners[0].endswith(("s'", "s’")):
        return b  # "their" for a plural owner ("the builders'"), "his" or "her" for one named
    owner = owners[0] if not plural else f"the {owners[0]}"
    return f"{owner} {b[pronoun.end() :]}"


def _operand(phrase: str) -> FactQuestion:
    fact = read_fact(f"What was {phrase}?")
    final = [t for t in fact.terms if t in _FINAL]
    if not final:
        return fact
    terms = tuple(t for t in fact.terms if t not in _FINAL)
    return replace(fact, terms=terms, soft_terms=(*fact.soft_terms, *final))


def _measures_apart(first: FactQuestion, second: FactQuestion, owned: bool) -> bool:
    """Whether two sides with no name tell their figures apart by the measures they ask of one thing.

    "By how many feet did the internal length of the drill shed exceed its clear width?" names no name, but
    its sides ask a length and a width of the shed the first side says it is ``owned`` by ("of the drill
    shed"): each side holds a word the other does not, so one figure cannot answer both.
    """
    a, b = set(first.terms), set(second.terms)
    return owned and bool(a - b) and bool(b - a)


def asks_excess(text: str) -> bool:
    """Whether ``text`` asks by how much its first figure exceeded its second (so the first is the larger)."""
    return _EXCEED.match(_as_excess(text.strip())) is not None


def exceeding(text: str) -> Arithmetic | None:
    """The difference "By how much did A exceed B?" asks: the figure A less the figure B.

    A pronoun in B ("the estimate for it") is A's thing, named as A names it; each side must name a
    thing of its own, or the look-up could not tell the two figures apart.
    """
    match = _EXCEED.match(_as_excess(text.strip()))
    if match is None:
        return None
    a, b = match.group("a"), match.group("b")
    owner = _OWNER.search(a)
    if owner is not None:
        b = pronoun_named(b, owner.group("owner"))
    b = _possessor_named(b, a)
    head = _MEASURE_HEAD.match(a)
    year, dated = _THOSE_OF_YEAR.match(b), _DATED_SIDE.match(a)
    if head is None and year is not None and dated is not None:
        # "the theatre's receipts in 1900 exceed those of 1896": the same measure of the same thing in 1896
        b = f"{dated.group('measure')} in {year.group('year')}"
    elif head is not None:
        b = _THAT_OF.sub(f"{head.group('head')} ", b)
    first, second = _operand(a), _operand(b)
    if owner is not None and first.entities and not second.entities and _BARE_SUM.match(b):
        # "exceed the accepted tender": the tender for the thing the first side's cost is of
        second = _operand(f"{b} for {owner.group('owner')}")
    if not first.terms or not second.terms:
        return None
    if not (first.entities or second.entities) and not _measures_apart(first, second, owner is not None):
        return None
    if first.answer_type not in NUMERIC_TYPES:
        first = replace(first, answer_type=AnswerType.NUMBER)  # an excess is of figures, whatever they count
    # the excess compares like with like: the second figure is of the first's kind and unit
    second = replace(second, answer_type=first.answer_type, unit=first.unit, unit_family=first.unit_family)
    return Operation.DIFFERENCE, None, (first, second)
