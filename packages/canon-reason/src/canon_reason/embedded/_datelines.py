"""The year of an event a dated report tells by a day relative to its own date.

A newspaper report, a review or the minutes of a meeting open with their date ("*From the Kell Courier,
Thursday, 5 November 1936.*") and tell what happened "yesterday", "on Wednesday, 19th October" or "on the 20th
inst." without a year: the event's year is the report's. Only a sentence naming the event's subject and
stating its verb is read, and a day that could fall in the year before (a report of early January, a month
named later in the year than the report's) answers nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import MONTH_SHORT, words
from ._fact import AnswerType, FactQuestion
from ._lexicon import WHERE_ASKED, YEAR_WORD, key, relations_of
from ._reading import statement_among
from ._sentences import RELATIVE_DAY, PassageLike, Sentence, sentences_of

__all__ = [
    "DATELINE_CONFIDENCE",
    "JUST_PAST",
    "dated_by_report",
    "dateline_query",
    "dateline_alone_problem",
    "letter_heading_problem",
    "report_dateline",
    "report_year",
    "source_date_problem",
    "span_back_year_problem",
]

#: Confidence of a year taken from a report's date: the event's own sentence gives no year.
DATELINE_CONFIDENCE = 0.7

_MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)  # fmt: skip
_MONTH = (
    r"(?P<month>January|February|March|April|May|June|July|August|September|October|November|December"
    rf"|(?:{'|'.join(m.capitalize() for m in sorted(MONTH_SHORT, key=len, reverse=True))})\.)"
)
_FULL_DATE = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+(?P<year>1\d{{3}}|20\d{{2}})\b")
"""A full date with its day: "5 November 1936", "22nd June 1889", "18th Septr. 1834"."""
_NAMED_MONTH = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
)
JUST_PAST = re.compile(r"\b(?:has|have)\s+(?:\w+\s+){0,2}been\b|\b(?:this|it)\s+is\b", re.IGNORECASE)
"""A report telling its event as just past ("has been visited by fire", "This is the first fire"): the
event's year is the report's."""
_DATELINE_REACH = 400
"""How far into its document a report's date stands: in its title lines, before the report's text."""


def _month_number(text: str) -> int:
    word = text.lower().rstrip(".")
    return next(i for i, m in enumerate(_MONTHS, start=1) if m.startswith(word[:3]))


def _dateline(event: Sentence, sentences: Sequence[Sentence]) -> tuple[Sentence, int, int, str] | None:
    """The sentence dating ``event``'s report at its head, that date's year and month, and the date itself."""
    for s in sentences:
        if s.doc_id != event.doc_id or s.start > _DATELINE_REACH or s.start >= event.start:
            continue
        dates = list(_FULL_DATE.finditer(s.text))
        if len(dates) == 1:
            return s, int(dates[0].group("year")), _month_number(dates[0].group("month")), dates[0].group()
    return None


def report_year(event: Sentence, sentences: Sequence[Sentence]) -> tuple[int, Sentence] | None:
    """The year of the report ``event`` stands in, with the sentence at its head that dates it."""
    found = _dateline(event, sentences)
    return None if found is None else (found[1], found[0])


def dated_by_report(
    fact: FactQuestion, passages: Sequence[PassageLike]
) -> tuple[str, tuple[Sentence, ...]] | None:
    """The year of ``fact``'s event as a dated report tells it, with the event's and the date's sentences.

    An event of the report's own day, asked "When", is answered by the report's full date; one the report
    gives a day of the month, by that day in the report's year ("31st October 1968").
    """
    sentences = sentences_of(passages)
    event = _told_event(fact, sentences)
    found = None if event is None else _dateline(event, sentences)
    if event is None or found is None:
        return None
    dateline, year, month, written = found
    if _DAY_ASKED.match(fact.text) and _SAME_DAY.search(event.text):
        return written, (event, dateline)  # "closes its gates ... this afternoon": the report's own day
    named = [_MONTHS.index(m.group(1).lower()) + 1 for m in _NAMED_MONTH.finditer(event.text)]
    if any(n > month for n in named) or (month == 1 and not named):
        return None  # "on 20th December" in a report of 4 January is of the year before
    days = _DAY_MONTH_TOLD.findall(event.text)
    if _DAY_ASKED.match(fact.text) and len(days) == 1:
        return f"{days[0]} {year}", (event, dateline)  # "closed yesterday, 31st October" in a 1968 report
    return str(year), (event, dateline)


_DAY_MONTH_TOLD = re.compile(
    rf"\b(\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{'|'.join(m.capitalize() for m in _MONTHS)}))\b"
)
"""A day of a month the report gives with no year: "closed yesterday, *31st October*"."""


def _told_event(fact: FactQuestion, sentences: Sequence[Sentence]) -> Sentence | None:
    """The sentence telling ``fact``'s event by a day relative to its report's date, with no year."""
    if fact.answer_type is not AnswerType.DATE or not fact.terms:
        return None
    told = [s for s in sentences if RELATIVE_DAY.search(s.text) and not YEAR_WORD.search(s.text)]
    # "The new covered market was formally opened to-day" tells of "the covered market", which no name calls
    stated = statement_among(fact, told, named=False)
    if stated is None or stated[1]:
        return None  # "was not opened yesterday" dates no opening
    if _placed_long_before(fact, stated[0].text) or _other_subject_when(fact, stated[0].text):
        return None
    return stated[0]


_WHEN_NAMED = re.compile(r"\bwhen\s+(?:the\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")
"""A clause of another named thing's deed: "began a new life on Saturday *when The Canehouse* ... was
opened"."""


def _other_subject_when(fact: FactQuestion, text: str) -> bool:
    """Whether the asked deed is told in a "when" clause of another named thing than the asked one.

    "The old Lenn Works began a new life on Saturday when The Canehouse, its museum, was formally opened"
    tells the museum's opening, not the works'.
    """
    deeds = {g for t in fact.terms for g in relations_of(key(t))}
    named = {key(w.text) for e in fact.entities for w in words(e)}
    for found in _WHEN_NAMED.finditer(text):
        clause = re.split(r"[.;]", text[found.end() :], maxsplit=1)[0]
        told = {g for w in words(clause) for g in relations_of(key(w.text))}
        if deeds & told and not {key(w.text) for w in words(found["name"])} & named:
            return True
    return False


def dateline_query(fact: FactQuestion, passages: Sequence[PassageLike]) -> str | None:
    """The search for a report's dated title line, where its event's sentence was found without it.

    A report's passage may begin below its title ("# BRANTHAM ADVERTISER — 1st November 1968"), which then
    stands in a passage of its own; its words find it.
    """
    sentences = sentences_of(passages)
    event = _told_event(fact, sentences)
    if event is None or _dateline(event, sentences) is not None or len(_FULL_DATE.findall(event.topic)) != 1:
        return None
    return event.topic


_SAME_DAY = re.compile(r"\b(?:to-?day|this\s+(?:morning|afternoon|evening))\b", re.IGNORECASE)
"""A report's event told on the report's own day: "closes its gates for the last time *this afternoon*"."""
_DAY_ASKED = re.compile(r"\s*(?:when\b|on\s+what\s+(?:date|day)\b)", re.IGNORECASE)
"""A question asking a date, which a report's own full date answers ("In what year" asks only its year)."""


_LONG_BEFORE = re.compile(
    r"\b(?:years?|months?|decades?|generations?)\s+(?:ago|before|earlier|since)\b"
    r"|\bfor\s+(?:more\s+than\s+|over\s+|nearly\s+|some\s+)?(?:a|an|\w+)\s+(?:decades?|centur(?:y|ies)|generations?)\b"
)
"""A span back from the report's day: "nearly fifty *years ago*", "in their possession *for more than a
century*"."""
_BEFORE_REACH = 80
"""How far before such a span the words of the event it places may stand."""


def _placed_long_before(fact: FactQuestion, text: str) -> bool:
    """Whether the report places the asked event long before its own day, which then dates nothing.

    "For the second time the brewery has been visited by fire, the damage far greater than in the burning
    of the malthouse nearly fifty years ago" tells the malthouse's burning from 1879, but not in 1879: every
    word of the asked event but a bare verb stands just before the span back, or about its "since" ("for
    seven years since his retirement").
    """
    asked = [key(t) for t in fact.terms]
    for span in _LONG_BEFORE.finditer(text):
        reach = text[max(0, span.start() - _BEFORE_REACH) : span.start()]
        # "closed yesterday, 31st October, after making boot-scrapers for nearly two centuries": a deed the
        # report dates by a day of its own is not the one the span back places
        reach = reach[max((m.end() for m in RELATIVE_DAY.finditer(reach)), default=0) :]
        before = {key(w.text) for w in words(reach)}
        if _all_but_a_verb(asked, before):
            return True
        # "for seven years since his retirement": the event after "since" is as far back
        after = {key(w.text) for w in words(text[span.end() : span.end() + _BEFORE_REACH])} | before
        since = span.group().endswith("since") and bool(after - before)
        if since and _all_but_a_verb(asked, after):
            return True
    return False


_YEAR_AFTER_SPAN = 16
"""How far after a span back its year may stand: "closed three years ago, in 1987"."""


def span_back_year_problem(fact: FactQuestion, value: str, text: str) -> list[str]:
    """A year of another clause for an event its sentence places some years before the report's day.

    "The stack, put up in 1889, had stood empty since the works closed nearly three years ago" dates the
    stack, not the closing, which it tells only as some years before the report's day.
    """
    year = YEAR_WORD.search(value)
    if year is None or fact.answer_type is not AnswerType.DATE or not _placed_long_before(fact, text):
        return []
    spans = list(_LONG_BEFORE.finditer(text))
    if any(year.group() in text[span.end() : span.end() + _YEAR_AFTER_SPAN] for span in spans):
        return []
    return [f"the year {year.group()!r} dates another clause; the asked event is told as years before"]


_UNTOLD_VERBS = frozenset(key(w) for w in ("come", "came", "get", "got", "take", "took"))
"""Verbs of an asked event a text may leave out: "*come* into possession" is told as "in the possession"."""


def _all_but_a_verb(asked: list[str], said: set[str]) -> bool:
    """Whether ``said`` holds every asked word but a bare verb, by itself or a word of its group."""
    groups = _groups(said)
    needed = [k for k in asked if k not in _UNTOLD_VERBS]
    return bool(needed) and all(k in said or set(relations_of(k)) & groups for k in needed)


def _groups(keys: set[str]) -> set[str]:
    return {group for k in keys for group in relations_of(k)}


_DATELINE_LENGTH = 160
"""The longest line taken for a report's date: a source and a date, not a sentence telling something."""


def report_dateline(text: str, cited: Sequence[str]) -> bool:
    """Whether ``text`` is only the date of a report that another cited sentence tells a day of.

    "*From the Kell Courier, 5 November 1936.*" names no event; the cited "was opened yesterday" or "has
    been visited by fire" does.
    """
    dates = list(_FULL_DATE.finditer(text))
    if len(text) > _DATELINE_LENGTH or len(dates) != 1:
        return False
    year = int(dates[0].group("year"))
    return any(
        other != text
        and (
            RELATIVE_DAY.search(other) is not None
            and not YEAR_WORD.search(other)
            # "It is the second time the mill has burned, the old mill having burned in 1820": a year before
            # the report's is of an earlier event, and the one just past is the report's
            or JUST_PAST.search(other) is not None
            and all(int(y) < year for y in YEAR_WORD.findall(other))
        )
        for other in cited
    )


_DATELINE_ALONE = re.compile(
    rf"^\W*[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){{0,5}},\s+(?P<date>{_FULL_DATE.pattern})\W*$"
)
"""A line that is only a paper's name, a comma and its date: "HADDINGFOLD MERCURY, 19th April 1913." ("Died 6
February 1879." has no comma, and tells a death)."""
_ISSUE_ASKED = re.compile(r"\b(?:report|reported|published|printed|issue|issued|appeared|edition)\b", re.I)


def dateline_alone_problem(question: str, value: str, cited: Sequence[str]) -> list[str]:
    """The date of a report, cited alone, for the date of an event the report tells of.

    "HADDINGFOLD MERCURY, 19th April 1913." dates the paper: the strike it reports began on a Monday and
    had not ended. Unless the question asks of the report itself, a date needs a sentence of its event.
    """
    if not cited or _ISSUE_ASKED.search(question) or not all(_DATELINE_ALONE.match(t.strip()) for t in cited):
        return []
    return [f"the date {value!r} is only the date of the report the text is, not of the asked event"]


_SOURCE_DATE = re.compile(r"\*?\(?From the [^:*()]{1,60}? of [^:*()]{0,30}?\b(?P<year>1\d{3}|20\d{2})\)?\*?:")
"""A source and its date set before what it reports: "*From the Post of 3 July 1957:* The report ..."."""


def source_date_problem(question: str, value: str, text: str) -> list[str]:
    """A year read only from the date of the source a text quotes, for an event the source tells of.

    "*From the Post of 3 July 1957:* The report of the inquiry into the fall of the tower finds ..." dates
    the report, not the fall; a source telling its event as of its own day ("yesterday", "has been") is
    read by ``dated_by_report`` instead.
    """
    year = YEAR_WORD.search(value)
    if year is None or RELATIVE_DAY.search(text) or JUST_PAST.search(text):
        return []
    sources = [m for m in _SOURCE_DATE.finditer(text) if m.group("year") == year.group()]
    if not sources:
        return []
    outside = [m.start() for m in re.finditer(rf"\b{year.group()}\b", text)]
    if all(any(src.start() <= at < src.end() for src in sources) for at in outside):
        return [
            f"the year {year.group()!r} is the date of the source the text quotes, not of the asked event"
        ]
    return []


_WRITTEN_ASKED = re.compile(
    r"\b(?:wr[io]te|written|writing|address(?:ed)?|dated|sent|posted)\b", re.IGNORECASE
)
"""A question that asks where a letter itself was written or sent from, which its heading does say."""
_HEADING_LINE = 80
"""The longest line of a letter's heading: an address, not a sentence."""


def letter_heading_problem(question: str, value: str, text: str) -> list[str]:
    """A place read from a letter's heading, an address over its date, for where something it tells happened.

    "Brigg Lane Works, Orbeck / 20th March 1871" says where the letter was written; the fire it reports may
    have begun in any room of the works, which the letter's text must say.
    """
    if WHERE_ASKED.match(question.strip()) is None or _WRITTEN_ASKED.search(question):
        return []
    lines = [line.strip(" *_") for line in text.strip().splitlines() if line.strip(" *_")]
    if not 2 <= len(lines) <= 3 or _FULL_DATE.fullmatch(lines[-1].rstrip(".")) is None:
        return []
    heading = lines[:-1]
    if not all(len(line) <= _HEADING_LINE and not line.endswith(".") for line in heading):
        return []
    if value.strip() and any(value.strip() in line for line in heading):
        return [f"the place {value!r} is from a letter's heading, where it was written, not what it tells"]
    return []
