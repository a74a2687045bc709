"""Checks on the figure an arithmetic operand reads, and a looser look-up when the first finds none.

An operand's figure must count what the question counts: not the day of a date ("opened on 6 May"), not a
person's bracketed life for a time in a post. An operand no sentence states with the question's own verb
is asked again without it, and must then be written with what it counts. A sum of sums of money keeps
their currency sign. A bound ("well over 500 calls") is no figure to reckon with.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .._text import STOPWORDS, words
from ._compose import Solved
from ._fact import AnswerType, FactQuestion, read_fact
from ._lexicon import AUXILIARIES, MONTHS, YEAR_DIGITS, key, unit_family_of

__all__ = [
    "occasion_figure",
    "bound_figure",
    "bounded_after",
    "counts_another",
    "currency_sign",
    "day_of_date",
    "life_dates",
    "loosened",
    "measured_beside",
    "owned_subject",
]

_CURRENCY_SIGNS = "£$€"


def currency_sign(operands: Sequence[Solved]) -> str:
    """The currency sign every operand is written with ("£2,000", "£500"), or ""."""
    signs = {o.value.strip()[:1] for o in operands}
    return next(iter(signs)) if len(signs) == 1 and signs <= set(_CURRENCY_SIGNS) else ""


_MONTH_AFTER = re.compile(r"\s+(?P<month>[A-Z][a-z]+)\b")


def day_of_date(fact: FactQuestion, found: Solved) -> bool:
    """Whether an operand's figure is the day of a date ("opened on *6* May 1911"), which counts nothing."""
    if fact.answer_type is AnswerType.DATE or found.origin is None or not found.leaves:
        return False
    if not found.leaves[0].sentences:
        return False
    sentence = found.leaves[0].sentences[0]
    after = _MONTH_AFTER.match(sentence.text, found.origin[2] - sentence.start)
    return after is not None and after.group("month").lower() in MONTHS


_LIFE_DATES = re.compile(r"\)\s+(?:was|is|had|has|became|served|worked)\b")
"""A span in brackets before the verb of its sentence: "Ann Hale (1850-1921) was ...", a person's life."""


_ENTRY_HEADING = re.compile(r"^\W*\*\*[^*]{2,80}\*\*\s*\($")
"""An entry's bold name before the bracket of its years: "**RUDDLE, Henry (the elder)** (1809–1880)."."""


def life_dates(text: str, start: int, end: int) -> bool:
    """Whether the span of years at ``start:end`` is the bracketed life of the person a sentence is about.

    A biography opens "Agnes Mary Vane (1889–1963) was the first librarian": the years are her life, which
    a question of how long she held a post must not count; so does an entry's heading, "**RUDDLE, Henry (the
    elder)** (1809–1880).".
    """
    if not text[:start].rstrip().endswith("("):
        return False
    return _LIFE_DATES.match(text, end) is not None or _ENTRY_HEADING.match(text[:start].rstrip()) is not None


_DO_SUPPORT = re.compile(r"\b(?:did|does|do)\b", re.IGNORECASE)
_NOT_SUBJECT = (STOPWORDS | AUXILIARIES) - {"the", "a", "an", "its", "his", "her", "their", "of"}
"""Words that end a do-question's subject: a verb or a clause ("have", "when", "it") comes before the asked
word, which is then no main verb."""


def loosened(fact: FactQuestion) -> tuple[FactQuestion, bool] | None:
    """An operand asked without a verb a passage need not repeat, and whether its unit must stand by it.

    "How many in-patients did the Infirmary *treat* in 1938?" is answered by "Year 1938: in-patients
    4,115": asked with "have", the owner and the counted thing say which figure it is. The verb is the last
    word asked, straight after the subject of "did" (in "did X have when it *opened*" it is not).
    A measure asked with "what is" or "how tall" ("the *length* of X in yards") is held by its unit alone,
    which must then be written with the figure.
    """
    named = [e for e in fact.entities if not YEAR_DIGITS.fullmatch(e)]
    if not fact.terms or not named:
        return None
    do = _DO_SUPPORT.search(fact.text)
    if do is not None:
        rest = fact.text[do.end() :]
        verb = re.search(rf"\b{re.escape(fact.terms[-1])}\b", rest)
        subject = [w.text.lower() for w in words(rest[: verb.start()])] if verb is not None else []
        if verb is None or any(w in _NOT_SUBJECT for w in subject):
            return None  # "did X have *when it* opened": the verb asked is in a clause of its own
        asked = rest[: verb.start()] + "have" + rest[verb.end() :]
        had = read_fact(fact.text[: do.end()] + asked)
        return replace(had, answer_type=fact.answer_type, unit=fact.unit, unit_family=fact.unit_family), False
    if not (fact.unit or fact.unit_family):
        return None
    state = _AS_STATE.search(fact.text)
    kept = tuple(t for t in fact.terms if state is not None and key(t) == key(state.group("state")))
    loose = tuple(t for t in fact.terms if t not in kept)
    return replace(fact, terms=kept, soft_terms=(*loose, *fact.soft_terms)), True


_AS_STATE = re.compile(r"\bas\s+(?:first\s+|originally\s+|finally\s+)?(?P<state>[a-z]+)\s*,?\s*\??$")
"""A state the thing is measured in, closing the question: "How long is the East Mole*, as built*?" is not
answered by the length it was designed to, so a sentence must still state the state."""


_COUNTED_AFTER = re.compile(r"\s+(?P<first>[\w-]+)(?:\s+(?P<second>[\w-]+))?")
"""The two words after a figure, the counted noun among them: "540 *seats*", "28 *surgical beds*"."""
_COUNTED_BEFORE = re.compile(r"(?:(?P<first>[\w-]+)\s+)?(?P<second>[\w-]+)[\s:]*$")
"""The two words before a figure, the counted noun among them: "*in-patients* 4,115", "*Seating:* 2,600"."""


def measured_beside(fact: FactQuestion, found: Solved, *, by_unit: bool) -> bool:
    """Whether a loosened operand's figure is written with what the question counts or measures.

    Without the question's verb a sentence is only held to its figure: "opened on 6 May" gives no seats,
    and "the works had 4 furnaces" no workers. A counted noun must stand just before or after the figure;
    a measure asked by its unit alone (``by_unit``) must be written with a unit.
    """
    counted = fact.unit is not None and unit_family_of(fact.unit) is None
    if not counted:
        return found.unit is not None or not by_unit
    if found.origin is None or not found.leaves or not found.leaves[0].sentences:
        return False
    sentence = found.leaves[0].sentences[0]
    after = _COUNTED_AFTER.match(sentence.text, found.origin[2] - sentence.start)
    before = _COUNTED_BEFORE.search(sentence.text[: found.origin[1] - sentence.start])
    beside = [w for m in (after, before) if m is not None for w in m.group("first", "second") if w]
    return key(fact.unit) in {key(w) for w in beside}


def owned_subject(fact: FactQuestion, found: Solved) -> str | None:
    """The noun a sentence is about when the operand's name only tells where that noun is, if so.

    "The wing on the east side of the Abbey building was opened in 1912" dates the wing: asked of the
    Abbey building, the year is another thing's unless the question names the wing too.
    """
    if not found.leaves or not found.leaves[0].sentences:
        return None
    text = found.leaves[0].sentences[0].text
    asked = {key(w.text) for w in words(fact.text)}
    for name in (e for e in fact.entities if not YEAR_DIGITS.fullmatch(e)):  # "the census *of 1901*" dates it
        owned = re.match(
            rf"(?:The|A|An)\s+(?P<noun>[a-z][\w-]*)(?:\s+[a-z][\w'-]*){{0,5}}?\s+(?:of|on|at|in|beside)\s+"
            rf"(?:the\s+)?{re.escape(name)}\b",
            text,
        )
        if owned is not None and key(owned.group("noun")) not in asked:
            return owned.group("noun")
    return None


_NEXT_WORD = re.compile(r"\s+(?P<word>[a-z][\w-]*)")


def counts_another(fact: FactQuestion, found: Solved) -> str | None:
    """The other thing an operand's bare figure counts, when a plural noun not asked follows it.

    "How many workers ...?" read from "the works had *4 furnaces*" counts furnaces: the noun after the
    figure says what it counts, and it is not the one asked.
    """
    if fact.unit is None or unit_family_of(fact.unit) not in (None, "people") or found.unit is not None:
        return None
    if found.origin is None or not found.leaves or not found.leaves[0].sentences:
        return None
    sentence = found.leaves[0].sentences[0]
    after = _NEXT_WORD.match(sentence.text, found.origin[2] - sentence.start)
    if after is None:
        return None
    noun = after.group("word")
    asked = {key(w.text) for w in words(fact.text)}
    if noun in STOPWORDS or not noun.endswith("s") or key(noun) in asked:
        return None
    return noun


_BOUND_BEFORE = re.compile(
    r"\b(?:(?:well\s+|just\s+|a\s+little\s+)?(?:over|under|above|below|more\s+than|less\s+than|fewer\s+than)|"
    r"upwards\s+of|within|nearly|almost|at\s+least|at\s+most|not\s+quite)\s+$",
    re.IGNORECASE,
)
"""Words that make the figure after them a bound: "*well over* five hundred calls", "*within* 5 feet of"."""


def bounded_after(before: str) -> bool:
    """Whether the text ``before`` a figure ends with words that make the figure a bound ("*under* forty")."""
    return _BOUND_BEFORE.search(before) is not None


def bound_figure(found: Solved) -> bool:
    """Whether an operand's figure is a bound its sentence sets, not a number it gives.

    "By 1930 the brigade was answering well over five hundred calls a year" says the calls were more than
    500: a difference or a sum reckoned from 500 would state as exact what the text leaves open.
    """
    if found.origin is None or not found.leaves or not found.leaves[0].sentences:
        return False
    sentence = found.leaves[0].sentences[0]
    return bounded_after(sentence.text[: found.origin[1] - sentence.start])


_OCCASION = re.compile(
    r"\b(?:now|already|so\s+far|to\s+date|as\s+yet|at\s+present|(?:on|at)\s+the\s+(?:night|day|time)\s+in"
    r"\s+question|at\s+the\s+time|(?:on\s+)?that\s+(?:night|day|morning|evening))\b",
    re.IGNORECASE,
)
"""Words that give a figure of one moment, not the thing's own: "*now* occupied", "held *on the night in
question*"."""
_CLAUSE_STOP = re.compile(r"[,;:.!?()]")


def occasion_figure(fact: FactQuestion, found: Solved) -> bool:
    """Whether an operand's figure is what its clause gives of one moment, which the operand never asks.

    "Forty-two houses are now occupied" counts the houses so far, not those the estate will contain; "it
    held on the night in question about 16,000 gallons" measures one night's contents, not what the vat
    holds. An operand that names a year, or such a moment itself, may ask it.
    """
    if found.origin is None or not found.leaves or not found.leaves[0].sentences:
        return False
    if _OCCASION.search(fact.text) or any(YEAR_DIGITS.fullmatch(e) for e in fact.entities):
        return False
    sentence = found.leaves[0].sentences[0]
    at = found.origin[1] - sentence.start
    begin = max((m.end() for m in _CLAUSE_STOP.finditer(sentence.text, 0, at)), default=0)
    stop = _CLAUSE_STOP.search(sentence.text, found.origin[2] - sentence.start)
    return _OCCASION.search(sentence.text[begin : stop.start() if stop else len(sentence.text)]) is not None
