"""Vetoes of a value borrowed from something next to the asked one.

A question the corpus cannot answer often has a near answer: the end of a span for the start of an event, a
person's life span for a date of a thing the person made, a term of office for a birth or a death, a value of
something only planned, a measure taken from the asked thing rather than of it, or a name owning the person
asked about. Each check gets the step's question, the value and one cited text, and returns its reasons (an
empty list when it finds none).
"""

from __future__ import annotations

import functools
import re

from .._text import STOPWORDS, fold, words
from ._entities import designated_numbers
from ._fact import read_fact
from ._lexicon import MONTHS, ROLE_NOUNS, key
from ._measures import value_at

_UNTIL = re.compile(
    r"(?:\b(?:until|till|up to)|\bfrom\s[^.;\n]{1,120}?\sto)\s+(?:(?:about|around|c\.|circa)\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:[A-Z][a-z]{2,8}\s+)?)?$",
    re.IGNORECASE,
)
"""What opens the end of a span: "*until* 1952", "*from* the formation of the Board *to* 31st March 1859"
(and "... *to 31st* March 1859" before the month alone)."""
_AS_MADE = re.compile(r"^[\s,]*(?:\d{4}[\s,]*)?as\s+[a-z]+ed\b", re.IGNORECASE)
"""A participle clause after a date, telling how its document was made: ", *as audited* and printed"."""
_ENDING_WORDS = frozenset(
    "until till end ended ends close closed closes leave left retire retired die died death stop stopped "
    "cease ceased resign resigned step stepped last finish finished serve served hold held long years".split()
)
"""Question words under which the end of a span ("until 1952") may be what is asked."""

_DATE_QUESTION = re.compile(r"^\s*(?:when|(?:in |by )?(?:what|which) (?:year|date|month|day))\b", re.I)


def ended_span_problem(question: str, value: str, cited: str) -> list[str]:
    """A date its text gives as the end of a span ("served ... until 1952") for a date of another event.

    "When was the zoo founded?" is not answered by the year its founder stopped serving; a question about
    an ending (left, retired, closed, served, until) may be.
    """
    at = value_at(cited, value)
    dated = re.search(r"\d{3,4}", value) or fold(value.strip()) in MONTHS
    if at is None or not _DATE_QUESTION.search(question) or not dated:
        return []
    asked = {fold(w.text) for w in words(question)}
    if asked & _ENDING_WORDS:
        return []
    ws = words(cited)
    if _UNTIL.search(cited[: ws[at[0]].start]) is None:
        return []
    after = cited[ws[at[1] - 1].end :].split(".")[0]
    following = {key(w.text) for w in words(after)}
    # "until 1955, when it moved to ..." dates the asked move; "to 31st March 1859, as audited and
    # printed" tells how the document was made, after a date it does not give to that
    if following & {key(t) for t in read_fact(question).terms} and not _AS_MADE.match(after):
        return []
    return [f"the answer {value!r} ends a span of time its text gives, it dates no asked event"]


_LIFE_SPAN = re.compile(
    r"([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s*\((?:b\.\s*|born\s+)?\d{3,4}\s*[-–]\s*\d{3,4}\)"
)

_LIFE_WORDS = re.compile(r"\b(?:born|birth|die|died|death|dead|live|lived|life|aged?)\b", re.IGNORECASE)


def life_span_problem(question: str, value: str, cited: str) -> list[str]:
    """A year from the bare span in parentheses after another name ("Ramon Alcaide (1841-1910)").

    Such a span dates the name it follows, its birth and death; it answers no other date of the
    question's subject when that name is not the subject, nor the subject's own birth or death when the text
    never names the subject ("their sons George (1829–1907)" for "When did Jonas Rideout die?").
    """
    if not re.fullmatch(r"\d{3,4}", value.strip()):
        return []
    subject = {key(w.text) for e in read_fact(question).entities for w in words(e)} - {""}
    if _LIFE_WORDS.search(question) and (not subject or subject & {key(w.text) for w in words(cited)}):
        # "When did the founder die?" may be answered by the founder's own span under another name; a
        # text that never names the asked person gives only someone else's life
        return []
    for found in _LIFE_SPAN.finditer(cited):
        if value.strip() not in found.group():
            continue
        named = {key(w.text) for w in words(found.group(1)) if fold(w.text) not in STOPWORDS}
        if named and not named & subject:
            return [f"the answer {value!r} is a year of {found.group(1)!r}'s life span, not of the subject"]
    return []


_LIFE_DATES = re.compile(r"[A-Z][\w'’-]*\s*\((?P<born>\d{4})\s*[-–—]\s*(?P<died>\d{4})\)")
YEAR_RANGE = re.compile(r"\b(?P<start>\d{4})\s*[-–—]\s*(?P<end>\d{4})\b")
"""A range of years: "1974–1998", "1910-1931"."""
_ASKED_END = {
    "born": re.compile(r"\b(?:born|birth|births)\b", re.IGNORECASE),
    "died": re.compile(r"\b(?:die|died|dies|death|dead|buried|burial)\b", re.IGNORECASE),
}


def life_dates_problem(question: str, value: str, cited: str) -> list[str]:
    """A year of a person's life dates ("Ada Roe (1774–1840)") for the year of another event.

    Dates in parentheses right after a name are a life, whoever the subject: the first is the birth and
    the second the death, and neither dates a founding, an opening or an appointment. A range joined to
    another by a shared year ("Ada Roe (1974–1998), Eli Ward (1998–2013)") is a term handed on instead.
    """
    year = value.strip()
    if not re.fullmatch(r"\d{4}", year):
        return []
    for life in _lives(cited):
        for end in ("born", "died"):
            if life[end] == year and not _ASKED_END[end].search(question):
                return [f"the answer {value!r} is the year {end} in the life dates {life['text']!r}"]
    return []


_NAMED_LIFE = re.compile(r"[A-Z][\w'’-]*\*{0,2}\s*\((?P<born>\d{4})\s*[-–—]\s*(?P<died>\d{4})\)")
"""Life dates after a name, the name perhaps set in bold: "**Henry Dent** (1849-1926)"."""
_LIFE_TOLD = re.compile(
    r"\*\*\s*\(|\*\*[^*\n]{1,60}\(\d{4}\s*[-–—]\s*\d{4}\)\W{0,2}\*\*"
    r"|\b(?:born|died|educated|buried|(?:grand)?(?:son|daughter) of|grandson|granddaughter)\b",
    re.IGNORECASE,
)
"""What marks a sketch of a life: a name set in bold heading its entry ("**Roe, Ada (1774–1840).**"), or its
birth, schooling or kin."""


def life_range_problem(question: str, value: str, cited: str) -> list[str]:
    """A person's whole life dates ("**Ada Roe** (1774–1840)") read as the span of an office or event.

    Both years in parentheses after a name are its birth and death, where the text is a sketch of a life, the
    span is long or the text tells of a birth or a death; together they are no term of office, no tenure
    and no opening-to-closing, unless the question asks of the life itself. A bare list of holders ("- Hal
    Moss (1921-1950)") gives terms instead.
    """
    return _sketched_life_problem(question, value, cited) or _bracketed_life_problem(question, value, cited)


def _sketched_life_problem(question: str, value: str, cited: str) -> list[str]:
    """Life dates after a name in a sketch of a life ("**Ada Roe** (1774–1840)"), the value's both years."""
    asked = YEAR_RANGE.fullmatch(value.strip())
    if asked is None or _LIFE_WORDS.search(question):
        return []
    ends = (asked.group("start"), asked.group("end"))
    if _LIFE_TOLD.search(cited) is None:
        return []  # "Wardens: - Hal Moss (1921-1950)": a list of holders gives each one's term
    for found in _NAMED_LIFE.finditer(cited):
        if (found.group("born"), found.group("died")) == ends and found.group("born") not in handed_on(cited):
            return [f"the answer {value!r} is the life dates {found.group()!r}, not the span asked"]
    return []


_LIFE_ASKED = re.compile(r"\b(?:born|birth|died|death|live|lived|life|lifetime|age|aged|old)\b")
"""Words of a question that asks a life, which the dates in brackets after a name do answer."""


_LIFE_YEARS = 50
"""A bracketed span this long is a life: a list of holders may bracket each one's years in office, which
are seldom so many ("- Hal Moss (1921-1950)")."""
_BIRTH = re.compile(r"\b(?:[Bb]orn|[Dd]ied)\b")


def _bracketed_life_problem(question: str, value: str, text: str) -> list[str]:
    """A span of years that the text writes in brackets after a name: the life of that person, not a post.

    "**Ann Roe (1806-1880).** Ann Roe was keeper of the mill ..." does not say she kept it from 1806, nor
    does a card headed by the surname ("**Roe, Ann (1806-1880).**"). A span is held a life when it is long
    or its text tells of a birth or a death.
    """
    span = re.fullmatch(r"(?P<a>1\d{3}|20\d{2})\s*[-–—]\s*(?P<b>1\d{3}|20\d{2})", value.strip())
    if span is None or _LIFE_ASKED.search(fold(question)):
        return []
    bracketed = re.compile(
        rf"(?P<name>[A-Z][\w'’.-]*(?:,?\s+[A-Z][\w'’.-]*)+)\s*\(\s*(?:b\.\s*)?{span.group('a')}\s*[-–—]\s*"
        rf"{span.group('b')}\s*\)"
    )
    found = bracketed.search(text)
    lived = int(span.group("b")) - int(span.group("a")) >= _LIFE_YEARS or _BIRTH.search(text) is not None
    if found is None or not lived:
        return []
    return [f"the years {value!r} are the life of {found.group('name')}, written in brackets after the name"]


@functools.lru_cache(maxsize=256)
def _lives(cited: str) -> tuple[dict[str, str], ...]:
    """The life dates ``cited`` writes after names, less the terms handed on.

    Read once a text: the reader asks of every year of a sentence.
    """
    shared = handed_on(cited)
    return tuple(
        {"born": found.group("born"), "died": found.group("died"), "text": found.group()}
        for found in _LIFE_DATES.finditer(cited)
        if found.group("born") not in shared and found.group("died") not in shared
    )


_TERM_ROW = re.compile(r"^\s*\|\s*(?P<term>[^|\n]*?)\s*\|")
"""A table row's first cell: in a list of office-holders, the years each one held the office."""
_ROWS_READ = 60
"""The most lines of a cited text read for table rows: a cited passage, not a whole long table."""
_OFFICE_TOLD = re.compile(
    r"\b(?:in office|retired|resigned|appointed|elected|succeeded|dismissed|term|served)\b", re.IGNORECASE
)
"""Words a row of office-holders tells its holder's office by: "Retired.", "Died in office, 1861"."""


def term_row_problem(question: str, value: str, cited: str) -> list[str]:
    """A year of the range opening a table row ("| 1848–1873 | Ann Roe |") for a birth or a death.

    A list keyed by spans of years gives, in each row, what held during that span: an office's holder, a
    tenant, a lessee. Its years are a term's first and last, never the holder's birth or death, which a
    list of lives writes after the name ("Ann Roe (1790–1873)").
    """
    year = value.strip()
    if not any(pattern.search(question) for pattern in _ASKED_END.values()):
        return []
    first = _TERM_ROW.match(cited)
    term = YEAR_RANGE.fullmatch(first.group("term")) if first is not None else None
    if term is not None and year in (term.group("start"), term.group("end")):
        return [f"the answer {value!r} is a year of the term {term.group()!r} its row lists, not of a life"]
    return _term_cell_problem(value, cited)


def _term_cell_problem(value: str, cited: str) -> list[str]:
    """A year of a range filling a later cell of a table row ("| Ann Roe | 1848–1873 | Retired. |").

    A row naming its holder first and giving a range of years beside the name, followed by a note on the
    holder or telling of an office held ("Retired", "Died in office"), lists the years the holder held the
    office; a bare row of a name and a range may list lives. A year the row states again outside the range
    ("Died in office, 1873") is left to the other checks.
    """
    year = value.strip()
    for line in cited.splitlines()[:_ROWS_READ]:
        cells = line.strip().strip("|").split("|")
        if not line.lstrip().startswith("|") or len(cells) < 2 or line.count(year) != 1:
            continue
        for n, cell in enumerate(cells[1:], start=1):
            term = YEAR_RANGE.fullmatch(cell.strip())
            noted = n + 1 < len(cells) and bool(cells[n + 1].strip())
            if term is None or not (noted or _OFFICE_TOLD.search(line)):
                continue
            if year in (term.group("start"), term.group("end")):
                return [f"the answer {value!r} is a year of the term {term.group()!r} its row gives a name"]
    return []


def handed_on(*texts: str) -> frozenset[str]:
    """The years that end one range of years in ``texts`` and open another: terms handed on, not lives.

    In "Ada Roe (1974–1998), Eli Ward (1998–2013)" 1998 is when one holder gave way to the next.
    """
    ranges = [m for text in texts for m in YEAR_RANGE.finditer(text)]
    return frozenset(m.group("start") for m in ranges) & frozenset(m.group("end") for m in ranges)


_PLANNED = re.compile(
    r"\b(?:was|were|is|are|had been|has been)\s+(?:\w+\s+)?(?:planned|proposed|projected|intended|mooted)\b"
    r"|\bnever (?:built|opened|completed|made|finished)\b",
    re.IGNORECASE,
)
_MEASURED_AGAINST_PLAN = re.compile(r"\b(?:than|as) (?:planned|intended|expected|proposed)\b", re.I)
_PLAN_WORDS = frozenset("plan planned plans propose proposed proposal projected intended planning".split())


def planned_thing_problem(question: str, value: str, cited: str) -> list[str]:
    """A value of a thing its sentence says was only planned ("the Loft, with 60 seats, was planned").

    The planned thing has no seats or height yet; a question about a plan (planned, proposed) may ask it,
    but is not answered by a value the text sets against the plan ("completed in 1796, later than planned").
    """
    if value_at(cited, value) is None:
        return []
    if {fold(w.text) for w in words(question)} & _PLAN_WORDS:
        met = _MEASURED_AGAINST_PLAN.search(cited)
        if met is None:
            return []
        return [f"the answer {value!r} is what came about ({met.group()!r}), not what was planned"]
    found = _PLANNED.search(cited)
    if found is None:
        return []
    return [f"the answer {value!r} belongs to a thing its text gives as {found.group().strip()!r}"]


_REFERENCE = re.compile(r"^\s*(?:[a-z]+\s+){0,2}?(?:above|below|over|beneath|under|beyond)\s+", re.IGNORECASE)
_MEASURE_QUESTION = re.compile(r"^\s*how (?:high|tall|deep|low|far|long|wide)\b", re.IGNORECASE)
_ASKED_REFERENCE = re.compile(
    r"\b(?:above|below|over|beneath|under|beyond)\s+(?P<point>(?:[\w'’-]+\s+){0,3}?)"
    r"(?:is|was|are|were|does|did|do)\b",
    re.IGNORECASE,
)
"""The point a measure question itself measures from: "How high above *sea level* was the station?"."""


def reference_point_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure taken from the asked thing, not of it: "It rises 9 metres above the roof of the hall".

    When the question's words stand only after "above" or "below" the value, the asked thing is the point
    the measure starts from, and the value measures something else.
    """
    if not _MEASURE_QUESTION.match(question):
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    after = cited[ws[at[1] - 1].end :]
    found = _REFERENCE.match(after)
    if found is None:
        return []
    fact = read_fact(question)
    asked = {key(w.text) for t in (*fact.terms, *fact.entities) for w in words(t)}
    asked -= {key(w) for w in ("high", "tall", "deep", "low", "far", "long", "wide", "")}
    if (point := _ASKED_REFERENCE.search(question)) is not None:
        asked -= {key(w.text) for w in words(point.group("point"))}  # the question's own reference point
    clause_start = max(cited.rfind(p, 0, ws[at[0]].start) for p in (";", ". ", ":"))
    before = {key(w.text) for w in words(cited[clause_start + 1 : ws[at[0]].start])}
    reference = {key(w.text) for w in words(after[found.end() :].split(";")[0].split(",")[0])}
    if not asked or asked & before or not asked & reference:
        return []
    return [f"the answer {value!r} is measured from the asked thing ({found.group().strip()!r}), not of it"]


_OWNED = re.compile(r"^\s*(?:'s|’s)\s+[a-z]")


def owner_place_problem(question: str, value: str, cited: str) -> list[str]:
    """A name that owns what follows it ("Joan's granddaughter") given for a place or a date."""
    if not re.match(r"^\s*(?:where|in which|in what|when|what year)\b", question, re.IGNORECASE):
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    last = words(cited)[at[1] - 1]
    if last.text.endswith(("'s", "’s")) or _OWNED.match(cited[last.end :]):
        return [f"the answer {value!r} owns what its text names after it, it is no place or date"]
    return []


_PRONOUN = re.compile(r"\b(?:its|their|his|her|it|they|he|she)\b", re.IGNORECASE)

_QUESTION_WORDS = frozenset("which what when where who how many much year date".split())


def _subject_words(question: str) -> list[str]:
    """The words of an operand's question naming its subject: neither question words nor its verbs."""
    asked = question.split(":", 1)[-1]
    verbs = {fold(t) for t in read_fact(question).terms}
    return [
        w.text
        for w in words(asked)
        if fold(w.text) not in STOPWORDS and fold(w.text) not in _QUESTION_WORDS and fold(w.text) not in verbs
    ]


def _whole_name_in(steps: list[tuple[str, list[str]]], i: int, cited: list[str]) -> bool:
    """Whether the cited texts name some other operand's subject whole, or the subjects have one word.

    "the centre of Tarn" names a place, not the Tarn Branch: a name of two words or more counts
    only whole.
    """
    names = [e for j, (other, _) in enumerate(steps) if j != i for e in read_fact(other).entities]
    longer = [e for e in names if len(words(e)) > 1 and not re.fullmatch(r"[\d\s]+", e)]
    if not longer:
        return True
    folded = [fold(" ".join(w.text for w in words(text))) for text in cited]
    return any(fold(" ".join(w.text for w in words(e))) in text for e in names for text in folded)


def pronoun_operand_problem(steps: list[tuple[str, list[str]]]) -> list[str]:
    """An operand asked of "its" thing (or of "it") whose cited text never names the subject meant.

    In "How many years after X was founded was its cellar built?" the cellar is X's: a cited line that
    does not name X ("1902: Cellar built.") may give another thing's cellar. ``steps`` pairs each operand's
    question with its cited texts.
    """
    problems = []
    for i, (question, cited) in enumerate(steps):
        if _PRONOUN.search(question) is None:
            continue
        others = {
            key(w.text)
            for j, (other, _) in enumerate(steps)
            if j != i
            for entity in read_fact(other).entities
            for w in words(entity)
            if fold(w.text) not in STOPWORDS
        } - {""}
        if not others:  # a subject named in lower case ("the guild"): its nouns stand for it
            others = {key(w) for j, (other, _) in enumerate(steps) if j != i for w in _subject_words(other)}
        if not others or read_fact(question).entities:
            continue
        named = {key(w.text) for text in cited for w in words(text)}
        if not others & named or not _whole_name_in(steps, i, cited):
            problems.append(
                f"the operand of {question!r} is not shown to belong to the subject its pronoun stands for"
            )
    return problems


_KIN_WORDS = (
    "mother father son daughter brother sister wife husband widow uncle aunt nephew niece cousin grandson "
    "granddaughter grandfather grandmother parent parents child children pupil apprentice partner"
)
_KIN_SUBJECT = re.compile(
    rf"\b(?:his|her|their|its)\s+(?:[a-z-]+\s+)?({'|'.join(_KIN_WORDS.split())})\b", re.I
)


def kin_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """A fact of a relative the sentence is about ("Her husband ... was born in Linz") for the subject's own.

    When the part of the sentence holding the value opens with a possessive and a kin word the question
    does not ask about, the value belongs to that relative, not to the one the pronoun stands for.
    """
    at = value_at(cited, value)
    if at is None:
        return []
    start = words(cited)[at[0]].start
    part_start = max(cited.rfind(p, 0, start) for p in (". ", ";", "\n"))
    found = _KIN_SUBJECT.search(cited[part_start + 1 : start])
    if found is None:
        return []
    asked = {fold(w.text) for w in words(question)}
    if asked & set(_KIN_WORDS.split()):
        return []
    if cited[part_start + 1 + found.end() : start].strip() in ("", ","):
        return []  # "followed by his son, Caleb Pym": the answer is the relative, not a fact of theirs
    if re.search(r",\s+(?:and|but)\s", cited[part_start + 1 + found.end() : start]):
        return []  # "his son's disinclination for such work, and had recommended Mr A. Linsey": a clause on
    relative = {key(w.text) for w in words(cited[part_start + 1 + found.end() : start])}
    subject = {key(w.text) for e in read_fact(question).entities for w in words(e)} - {""}
    if subject and subject <= relative:  # the relative is the one asked about, named after the kin word
        return []
    return [f"the answer {value!r} is given for {found.group().strip()!r}, not for the one asked about"]


_ASKED_DIMENSIONS = {
    "high": "height",
    "tall": "height",
    "height": "height",
    "wide": "width",
    "width": "width",
    "broad": "width",
    "breadth": "width",
    "long": "length",
    "length": "length",
    "deep": "depth",
    "depth": "depth",
    "span": "span",
    "spans": "span",
}
_STATED_DIMENSIONS = {
    "high": "height",
    "tall": "height",
    "above": "height",
    "wide": "width",
    "broad": "width",
    "long": "length",
    "deep": "depth",
    "below": "depth",
}


_TO_A_POINT = re.compile(
    r"\s+to\s+the\s+(?:underside|eaves|ridge|apex|springing|wall[\s-]plate|parapet)\b", re.IGNORECASE
)
"""A measure up to a point of a building, a height: "eighteen feet *to the underside* of the trusses"."""
_ACROSS = re.compile(r"\s+(?:square\b|at\s+the\s+(?:top|base|bottom)\b|in\s+diameter\b)", re.IGNORECASE)
"""A measure across a thing at some level: "7 feet *square*", "4 feet *at the top*" of a chimney."""


def other_dimension_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure its text gives as another dimension than the asked one ("260 metres long" for a span).

    The word right after the value names what it measures: "long" is a length overall, never a span or a
    width, and "30 metres above the water" is a height, not a width; so does a measure up to a point of a
    building ("to the eaves"), a height, or across a thing ("4 feet at the top" of a chimney), a width.
    """
    # a capital word is a name's ("the New *Long* Shop"), which asks no dimension
    asked = {
        _ASKED_DIMENSIONS[fold(w.text)]
        for i, w in enumerate(words(question))
        if fold(w.text) in _ASKED_DIMENSIONS and (i == 0 or not w.text[:1].isupper())
    }
    at = value_at(cited, value)
    if len(asked) != 1 or at is None:
        return []
    ws = words(cited)
    if at[1] >= len(ws) or cited[ws[at[1] - 1].end : ws[at[1]].start].strip():
        return []
    stated = _STATED_DIMENSIONS.get(fold(ws[at[1]].text))
    rest, point = cited[ws[at[1] - 1].end :], None
    if stated is None and (point := _TO_A_POINT.match(rest)) is not None:
        stated = "height"  # "eighteen feet to the underside of the roof trusses"
    elif stated is None and (point := _ACROSS.match(rest)) is not None:
        stated = "width"  # "from 7 feet square at the base to 4 feet at the top"
    if stated is None or stated in asked:
        return []
    told = ws[at[1]].text if point is None else point.group().strip()
    return [f"the answer {value!r} is a {stated} ({told!r}), not the {asked.pop()} asked"]


def other_number_problem(question: str, value: str, cited: str) -> list[str]:
    """A fact of another numbered thing ("No. 1 Brenda: built by X" for "Who built No. 3?").

    When the question names a thing by a number, the cited text must give that number; giving the same
    kind of designation with other numbers only, it is about other things.
    """
    asked = designated_numbers(question)
    stated = designated_numbers(cited)
    if not asked or not stated or asked & stated:
        return []
    return [f"the cited text is about number {', '.join(sorted(stated))}, not the number {min(asked)} asked"]


_SET_IN = re.compile(
    r"^\W*(?:The\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*,\s+(?:on|in|at|near|of|beside|within|part of|"
    r"above|below|behind|beyond|opposite|next to|(?:up|down)stream of)\s+"
)


def set_within_problem(question: str, value: str, cited: str) -> list[str]:
    """A value of a thing the text places within the subject, not the subject's own.

    In "The X Viaduct, on the Y Railway, is 260 metres long" the length is the viaduct's: the railway
    stands only in the commas after the viaduct's name.
    """
    found = _SET_IN.match(cited)
    at = value_at(cited, value)
    if found is None or at is None:
        return []
    close = cited.find(",", found.end())
    if close < 0 or words(cited)[at[0]].start < close:
        return []
    subject = {key(w.text) for e in read_fact(question).entities for w in words(e)} - {""}
    inside = {key(w.text) for w in words(cited[found.end() : close])}
    outside = {key(w.text) for w in words(cited[close:])} | {key(w.text) for w in words(cited[: found.end()])}
    if not subject or not subject <= inside or subject <= outside:
        return []
    return [f"the answer {value!r} is given for a thing set within the subject, not for the subject itself"]


_OWNED_PART = re.compile(r"\b(?:its|his|her|their)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s*,\s*$", re.IGNORECASE)


def owned_part_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure of a part named after a possessive ("Its clock tower, 22 metres tall") for the whole.

    When a quantity is asked and the words between the possessive and the value name a thing the question
    never names, the value measures that thing, not the subject.
    """
    if not re.match(r"^\s*how (?:high|tall|long|wide|deep|heavy|big|large|many|much)\b", question, re.I):
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    start = words(cited)[at[0]].start
    part_start = max(cited.rfind(p, 0, start) for p in (". ", ";", "\n"))
    found = _OWNED_PART.search(cited[part_start + 1 : start])
    if found is None:
        return []
    owned = {key(w.text) for w in words(found.group(1))} - {key(w) for w in STOPWORDS}
    asked = {key(w.text) for w in words(question)}
    if not owned or owned & asked:
        return []
    return [f"the answer {value!r} measures {found.group(1)!r}, not the subject asked about"]


_OFFICE_BEFORE_SPAN = re.compile(r"\b(?P<office>[a-z]{3,})(?:\s+of\s+the(?:\s+[A-Z][\w'’-]*){1,3})?\s+$")
"""An office noun written just before a span of years: "also *secretary of the Company* 1841–1855"."""


def other_office_span_problem(question: str, value: str, cited: str) -> list[str]:
    """A year of a span its text gives another office than the asked one ("secretary ... 1841–1855").

    "In what year did Josiah Roe become clerk of the course?" is not answered by 1841 of "| Josiah Roe |
    1829–1861 | Also secretary of the Company 1841–1855. |": that span is of the secretaryship.
    """
    year = value.strip()
    if not re.fullmatch(r"\d{4}", year):
        return []
    asked = {key(w.text) for w in words(question)}
    for span in YEAR_RANGE.finditer(cited):
        if year not in (span.group("start"), span.group("end")):
            continue
        before = _OFFICE_BEFORE_SPAN.search(cited[max(0, span.start() - 60) : span.start()])
        if before is None:
            continue
        office = key(before.group("office"))
        if office in ROLE_NOUNS and office not in asked:
            held = before.group("office")
            return [f"the answer {value!r} is a year of a {held}'s term, not of the asked office"]
    return []


def borrowed_problems(question: str, value: str, cited: str) -> list[str]:
    """Every reason above why ``value`` in ``cited`` is borrowed from something next to the asked thing."""
    return [
        *ended_span_problem(question, value, cited),
        *life_span_problem(question, value, cited),
        *life_dates_problem(question, value, cited),
        *life_range_problem(question, value, cited),
        *term_row_problem(question, value, cited),
        *other_office_span_problem(question, value, cited),
        *planned_thing_problem(question, value, cited),
        *reference_point_problem(question, value, cited),
        *owner_place_problem(question, value, cited),
        *kin_subject_problem(question, value, cited),
        *named_relative_problem(question, value, cited),
        *other_dimension_problem(question, value, cited),
        *other_number_problem(question, value, cited),
        *set_within_problem(question, value, cited),
        *owned_part_problem(question, value, cited),
    ]


_KIN_BEFORE_NAME = re.compile(
    rf"\b(?:his|her|their)\s+(?:late\s+)?(?:{'|'.join(_KIN_WORDS.split())})\b[^.;]{{0,30}}$", re.IGNORECASE
)
"""A kin word naming the one after it as another's relative: "under *his uncle, the late Mr* A. Roe"."""


def named_relative_problem(question: str, value: str, cited: str) -> list[str]:
    """A date given before the asked person is named only as another's relative, which is the other's.

    "The deceased was born in 1831 at Felsham, and learned the business under his uncle, the late Mr Abel
    Roe" dates the deceased's birth, not Abel Roe's.
    """
    entities = read_fact(question).entities
    at = value_at(cited, value)
    if len(entities) != 1 or at is None:
        return []
    named = value_at(cited, entities[0])
    if named is None or named[0] < at[1]:
        return []
    ws = words(cited)
    if value_at(cited[: ws[at[0]].start], entities[0]) is not None:
        return []  # named before the date too: the sentence may be about the asked one
    if _KIN_BEFORE_NAME.search(cited[: ws[named[0]].start]) is None:
        return []
    return [f"the answer {value!r} is of the one whose relative {entities[0]!r} is, not of {entities[0]!r}"]
