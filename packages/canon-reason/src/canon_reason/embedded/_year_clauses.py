"""Judge checks that a year answers the clause the question asks about.

A sentence may date two things: "The line reached Orby in 1867, and was carried on to Tarn in 1869." dates the
line's reaching Tarn by 1869, not by the 1867 of the clause naming Orby. (A span of years written in brackets
after a name, a life, is `_borrowed`'s.) A holder made manager "from 1845 until 1874" is not the manager of
the year 1883 a chain's question dates by; nor is an editor "from 1974 to 1996" the one who edited "from
1977". A year written only in an aside ("the clerk's amended return, read to the shareholders in 1862, lowered
the figure to £9,410") dates the aside's act, not the figure; and a figure that is one end of a span of years
("the 1920–21 session") counts and measures nothing. A year a sentence gives to another verb ("ordered in 1870
was delivered in April") does not date the asked one, which has a date of its own without a year.
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, fold, is_abbreviation, words
from ._fact import AnswerType, read_fact
from ._lexicon import MONTHS, START_EVENTS, TITLES, YEAR, YEAR_WORD, key, relations_of, standalone_figure

__all__ = [
    "earlier_predicate_year_problem",
    "later_predicate_year_problem",
    "other_opened_problem",
    "span_to_event_problem",
    "start_to_end_year_problem",
    "until_year_start_problem",
    "pronoun_clause_year_problem",
    "YEAR_SPAN",
    "aside_year_problem",
    "boundary_year_problem",
    "bracketed_year_problem",
    "held_span_problem",
    "other_clause_year_problem",
    "other_deed_year_problem",
    "other_verb_year_problem",
    "paired_year_problem",
    "relative_year_problem",
    "other_life_problem",
    "span_start_problem",
    "which_clause_year_problem",
    "year_before_problem",
    "year_span_figure_problem",
]

_CLAUSE_BREAK = re.compile(r",\s+(?:and|but|while|when|where|whereas)\s+|;\s+|\.\s+")
"""Where a sentence passes to another clause ("..., and was carried on to ...", "...; the ...")."""


def _clause_of(text: str, at: int) -> tuple[int, int]:
    """The offsets of the clause of ``text`` holding offset ``at``."""
    start, end = 0, len(text)
    for found in _CLAUSE_BREAK.finditer(text):
        if found.group().startswith(".") and is_abbreviation(text, found.start()):
            continue  # "built by Mr. Hale and conveyed in 1899": the period of "Mr." ends no clause
        if found.end() <= at:
            start = found.end()
        elif found.start() >= at:
            end = found.start()
            break
    return start, end


def _nearest_year(text: str, start: int, end: int) -> str | None:
    """The year written nearest the span ``start``..``end`` of ``text``; ``None`` on a tie or with none."""
    gaps = sorted(
        (max(found.start() - end, start - found.end(), 0), found.group())
        for found in YEAR_WORD.finditer(text)
    )
    if not gaps or (len(gaps) > 1 and gaps[0][0] == gaps[1][0] and gaps[0][1] != gaps[1][1]):
        return None
    return gaps[0][1]


def _places(text: str, phrase: str) -> list[tuple[int, int]]:
    """Where the words of ``phrase`` stand in ``text``, matched word by word on their keys."""
    wanted = [key(w.text) for w in words(phrase)]
    ws = words(text)
    found = []
    for i in range(len(ws) - len(wanted) + 1):
        if wanted and [key(w.text) for w in ws[i : i + len(wanted)]] == wanted:
            found.append((ws[i].start, ws[i + len(wanted) - 1].end))
    return found


def other_clause_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year from another clause of its sentence than the one naming what the question asks.

    Table rows, whose cells are no clauses, are left alone. The asked thing ("Tarn") or the asked event
    ("first licensed") stands in another clause than the year, and the year written nearest it is another
    one: "reached Orby in 1867, and was carried on to Tarn in 1869" dates Tarn by 1869; "is first recorded
    in 1752, but its licence dates from 1769, when it was first licensed" dates the licence by 1769.
    """
    if "|" in text or not re.fullmatch(r"1\d{3}|20\d{2}", value.strip()):
        return []
    years = [m for m in YEAR_WORD.finditer(text) if m.group() == value.strip()]
    if len(years) != 1 or len({m.group() for m in YEAR_WORD.finditer(text)}) < 2:
        return []
    start, end = _clause_of(text, years[0].start())
    clause = text[start:end]
    fact = read_fact(question)
    # a clause naming no other thing ("..., and it burned in 1850") is still about the asked one
    named = _names_other(clause, fact.entities)
    events = [t for t in fact.terms if len(t) > 4 and t.endswith("ed")]
    anchors = [*(fact.entities if named else ()), *events, *_verb_forms(fact.terms, text)]
    for anchor in anchors:
        if _places(clause, anchor):
            continue
        places = _places(text, anchor)
        nearest = {_nearest_year(text, a, b) for a, b in places}
        if places and None not in nearest and value.strip() not in nearest:
            return [f"the answer {value!r} dates another clause than the one naming {anchor!r}"]
    return []


def _verb_forms(terms: tuple[str, ...], text: str) -> list[str]:
    """The past forms in ``text`` of a verb asked bare: "made" for "make" his first rule.

    Not "incorporated" for "found", a word of its relation but another deed, nor the noun "discoveries".
    """
    bare = [t for t in terms if not t.endswith("ed") and set(relations_of(key(t))) & _VERB_GROUPS]
    return sorted(
        {
            w.text
            for w in words(text)
            for t in bare
            if (w.text.endswith("ed") or w.text in _IRREGULAR_PASTS)
            and w.text[:2] == t[:2]
            and set(relations_of(key(w.text))) & set(relations_of(key(t)))
        }
    )


_VERB_GROUPS = frozenset({"make", "build", "found", "design", "open", "write", "invent", "discover"})
"""Relations whose words a question asks as a bare verb ("make", "build") and a text tells in the past."""
_IRREGULAR_PASTS = frozenset({"made", "built", "wrote", "drew", "rebuilt"})
"""Past forms of those verbs that do not end in "ed"."""


def later_predicate_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year a sentence gives a later one of its predicates, where the asked event has its own year.

    "The firm was founded by Josiah Thirlby in 1763, traded as Thirlby & Venn from 1838, was incorporated
    in 1889 ...": one subject, several dated predicates; the founding is dated by the first year after its
    own word (1763), and 1889, further on, dates the incorporation.
    """
    dated = _MONTH_YEAR.fullmatch(value.strip())
    if dated is not None and fold(dated["month"]) not in MONTHS:
        dated = None
    year = dated["year"] if dated is not None else value.strip()
    if "|" in text or not YEAR_WORD.fullmatch(year):
        return []
    events = {key(w) for w in read_fact(question).terms if len(w) > 4 and w.endswith(("ed", "ing"))}
    places = _year_places(year, text)
    if not events or not places:
        return []
    # the asked event's word nearest before the year: "installed in 1846 ...; an engine, installed 1910"
    told = [
        w
        for w in words(text)
        if w.end <= places[0] and w.text.islower() and key(w.text) in events and _participle(w.text)
    ]
    if not told:
        return []
    first = YEAR_WORD.search(text, told[-1].end)
    if first is None or first.group() == year or re.search(r"[.;]\s", text[told[-1].end : first.start()]):
        return []
    return [f"the year {year} dates a later predicate of its sentence than the asked {told[-1].text!r}"]


_MONTH_YEAR = re.compile(rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?P<month>[A-Z][a-z]+)\s+(?P<year>{YEAR})")
"""A date answered as a month and its year: "April 1822", "3rd April 1822"."""
_ASIDE_THEN_DATE = re.compile(
    r",[^,.;]{1,80},\s+(?:in|on)\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:[A-Z][a-z]+\s+)?"
)
"""An aside between an asked word and its own date: "completed*, with the masons' final account, in
September* 1823"."""


def earlier_predicate_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year a sentence gives an earlier one of its predicates, where the asked event has its own year after.

    "The Long Shop ... was begun in 1851 and opened in 1853": one subject, two dated predicates; 1851 is the
    year of the beginning, written after "begun", and the opening asked is dated by the year after its own
    word. Only a year written right after another participle ("begun in 1851") is taken for that one's.
    """
    dated = _MONTH_YEAR.fullmatch(value.strip())
    if dated is not None and fold(dated["month"]) not in MONTHS:
        dated = None
    year = dated["year"] if dated is not None else value.strip()
    if "|" in text or not YEAR_WORD.fullmatch(year):
        return []
    events = {key(w) for w in read_fact(question).terms if len(w) > 4 and w.endswith(("ed", "ing"))}
    places = _year_places(year, text)
    if not events or len(places) != 1:
        return []
    before = [w for w in words(text[: places[0]]) if w.text.islower()][-3:]
    other = next((w for w in reversed(before) if _participle(w.text) and key(w.text) not in events), None)
    if other is None or any(key(w.text) in events for w in before):
        return []
    asked = next(
        (w for w in words(text) if w.start > places[0] and w.text.islower() and key(w.text) in events), None
    )
    if asked is None or re.search(r"[.;]\s", text[places[0] : asked.start]):
        return []
    own = YEAR_WORD.search(text, asked.end)
    if own is None or own.group() == year or re.search(r"[.;]\s", text[asked.end : own.start()]):
        return []
    gap = text[asked.end : own.start()]
    if len(words(gap)) > 3 and not _ASIDE_THEN_DATE.fullmatch(gap):
        return []  # the year after the asked word must be its own: "opened *in* 1853"
    return [f"the year {year} dates {other.text!r}, an earlier predicate; {asked.text!r} has {own.group()}"]


_IRREGULAR_PARTICIPLES = frozenset(
    "laid made read written given shown drawn sent held taken brought put set paid sold built begun".split()
)


def _participle(word: str) -> bool:
    return word in _IRREGULAR_PARTICIPLES or (len(word) > 4 and word.endswith("ed"))


def _asides(text: str, year: str) -> list[tuple[str, str, int, int]]:
    """The comma-bounded asides of ``text`` opened by a participle and holding ``year``.

    Each is (the words before it back to the last break, its participle, start, end): "The clerk's amended
    return*, read to the shareholders in 1862,*".
    """
    parts = re.split(r"(,(?=\s))", text)  # "£3,400" holds no break
    found = []
    offset = 0
    starts = []
    for part in parts:
        starts.append(offset)
        offset += len(part)
    for i in range(2, len(parts) - 2, 2):  # parts[i] lies between two commas
        segment = parts[i]
        opening = segment.split(None, 1)
        if not opening or not _participle(opening[0]) or not re.search(rf"\b{year}\b", segment):
            continue
        before = re.split(r"[;:]|\.\s", parts[i - 2])[-1]
        found.append((before, opening[0], starts[i], starts[i] + len(segment)))
    return found


def aside_year_problem(question: str, value: str, text: str) -> list[str]:
    """A figure asked at a year that its sentence writes only in an aside dating another act.

    "The clerk's amended return, read to the shareholders in 1862, lowered the figure to £9,410" dates the
    reading of the return by 1862, not the receipts the figure is of. The aside must attach to words
    naming nothing the question asks ("the account", not "the population, counted in 1901,"), and the value
    must stand outside it. Dates asked, and table rows, are left to the other checks.
    """
    fact = read_fact(question)
    asked_years = {e for e in fact.entities if YEAR_WORD.fullmatch(e)}
    if "|" in text or len(asked_years) != 1 or YEAR_WORD.fullmatch(value.strip()) or value not in text:
        return []
    (year,) = asked_years
    asides = _asides(text, year)
    if not asides or sum(1 for m in YEAR_WORD.finditer(text) if m.group() == year) != len(asides):
        return []
    asked = {key(t) for t in (*fact.terms, *fact.soft_terms)}
    at = text.find(value)
    for before, _, start, end in asides:
        if start <= at < end or asked & {key(w.text) for w in words(before)}:
            return []
    return [f"the year {year} dates what its aside tells ({asides[0][1]} ...), not {value!r}"]


_BRACKETED_YEAR = re.compile(r"\b(?P<noun>[a-z][a-z'’-]+)\s*\((?P<year>1\d{3}|20\d{2})\)")
"""A year in brackets right after a common noun, which it dates: "the Jubilee *booklet (1934)*"."""
_TIME_NOUNS = frozenset("reign year years session term season month day age".split())
"""Nouns of a time, whose bracketed year gives that time in years, not another thing's date."""


def bracketed_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year a sentence writes only in brackets after another thing, for an event the sentence names.

    "From the Company's Jubilee booklet (1934), continued in manuscript to the closure" dates the booklet;
    the closure it names came later, in a year the sentence does not give.
    """
    year = value.strip()
    if not YEAR_WORD.fullmatch(year):
        return []
    places = [m for m in YEAR_WORD.finditer(text) if m.group() == year]
    brackets = [m for m in _BRACKETED_YEAR.finditer(text) if m.group("year") == year]
    if not brackets or len(brackets) != len(places):
        return []
    asked = {key(t) for t in read_fact(question).terms}
    if not asked:
        return []
    if any(key(m.group("noun")) in asked or m.group("noun") in _TIME_NOUNS for m in brackets):
        return []  # "in the twenty-sixth year of the reign (1786)": the time the bracket gives is the event's
    if asked & {key(w.text) for w in words(text)}:
        noun = brackets[0].group("noun")
        return [f"the year {year} dates the {noun} in whose brackets it stands, not the asked event"]
    return []


_YEAR_BEFORE = re.compile(
    r"\b(?:last|previous|preceding|former)\s+year\b|\bthe\s+year\s+before\b|\bthe\s+year\s+previous\b",
    re.IGNORECASE,
)
"""Words giving a figure for the year before the text's own: "The tolls were *last year* let for £186"."""
_NEAR = 60
"""The most characters between such words and the figure they date, within one clause."""


def year_before_problem(question: str, value: str, text: str) -> list[str]:
    """A figure its clause gives for the year before its text's own, where the question asks a year's.

    "For what rent were the tolls let in 1792?" is not answered by "The tolls were last year let for £186"
    in a handbill of 1792: that is 1791's rent. A question that itself asks the year before is left alone.
    """
    fact = read_fact(question)
    if not any(YEAR_WORD.fullmatch(e) for e in fact.entities) or _YEAR_BEFORE.search(question):
        return []
    if YEAR_WORD.fullmatch(value.strip()) or (at := text.find(value)) < 0:
        return []
    for found in _YEAR_BEFORE.finditer(text):
        gap = text[found.end() : at] if found.end() <= at else text[at + len(value) : found.start()]
        if len(gap) <= _NEAR and not re.search(r"[,;:.]", gap):
            return [f"the figure {value!r} is given for the year before its text's own ({found.group()!r})"]
    return []


def _names_other(clause: str, entities: tuple[str, ...]) -> bool:
    """Whether ``clause`` names a thing besides ``entities``: a capitalised word not opening it."""
    asked = {key(w.text) for e in entities for w in words(e)}
    ws = words(clause)
    return any(w.text[:1].isupper() and key(w.text) not in asked for w in ws[1:])


_HELD = re.compile(
    r"(?<!\()\b(?:from\s+|between\s+)?(?P<a>1\d{3}|20\d{2})\s*(?:-|–|—|to|until|till|and)\s*(?P<b>1\d{3}|20\d{2})\b"
    r"(?!\s*\))"
)
"""A span of years a post is held over ("from 1845 until 1874", "1874-1890"), not one in brackets."""


_HOLDER_ASKED = re.compile(r"who\b|which\s+(?:man|woman|person|men|women|people)\b")
"""A question asking a person, a holder of a post: "*Who* managed ...", "*Which man* managed ..."."""


def held_span_problem(question: str, hop: str, value: str, text: str) -> list[str]:
    """A holder whose stated span of years leaves out the year the chain's question dates its thing by.

    "Who managed the mill that was burnt in 1883?" asks the manager of 1883: a sentence making the answer
    manager "from 1845 until 1874" names the holder of another span. The year is one the question gives and
    the hop (``hop``, "Who managed Kell Mill?") drops.
    """
    dropped = [int(y) for y in YEAR_WORD.findall(question) if y not in YEAR_WORD.findall(hop)]
    if not dropped or not _HOLDER_ASKED.match(question.strip().lower()) or _named_at(text, value) is None:
        return []
    spans = [(int(m.group("a")), int(m.group("b"))) for m in _HELD.finditer(text)]
    spans = [(a, b) for a, b in spans if a < b]
    if not spans or any(a <= y <= b for a, b in spans for y in dropped):
        return []
    return [f"the answer {value!r} holds the post over a span leaving out {dropped[0]}, the year asked"]


_CHANGE_OF_HOLDER = re.compile(
    r"\b(?:appointed|elected|chosen|became|become|took|succeeded|replaced|named|made|retired|resigned|left|"
    r"stepped|joined|first|last)\b"
)
"""Words of a question asking when a holder came or went: a span's first or last year answers it."""


def boundary_year_problem(question: str, value: str, text: str) -> list[str]:
    """A holder in a year whose span of years only begins or ends in that year, which two holders share.

    "Who was keeper in 1905?" is not answered by "| Ann Roe | 1905–1941 |": her predecessor held the post
    until 1905, too. A span of the cited text that holds the year inside it answers.
    """
    years = [int(y) for y in YEAR_WORD.findall(question)]
    if len(years) != 1 or not _HOLDER_ASKED.match(question.strip().lower()) or _named_at(text, value) is None:
        return []
    if _CHANGE_OF_HOLDER.search(question.lower()):
        return []  # "Who was appointed clerk in 1866?" asks the year a span begins
    spans = [(int(m.group("a")), int(m.group("b"))) for m in _HELD.finditer(text)]
    spans = [(a, b) for a, b in spans if a < b]
    year = years[0]
    if not any(year in (a, b) for a, b in spans) or any(a < year < b for a, b in spans):
        return []
    return [
        f"the answer {value!r} holds the post from or until {year}, the year asked, which two holders share"
    ]


def _named_at(text: str, value: str) -> int | None:
    """Where ``value``, or its last word (a surname), stands in ``text``, or ``None``."""
    for phrase in (value, value.split()[-1] if value.split() else ""):
        if phrase and (places := _places(text, phrase)):
            return places[0][0]
    return None


_ASKED_START = re.compile(
    r"\b(?:from|since)\s+(?P<year>1\d{3}|20\d{2})\b(?!\s*(?:-|–|—|to|until|till|and)\b)"
)
"""A question asking what began at a year: "Who edited the press *from 1977*?"."""
_STATED_START = re.compile(
    r"\b(?:from|since)\s+(?P<from>1\d{3}|20\d{2})\b|\b(?P<span>1\d{3}|20\d{2})\s*(?:-|–|—|to|until|till)\s*"
    r"(?:1\d{3}|20\d{2})\b"
)
"""Where a sentence starts a time: "editor *from 1974* to 1996", "*1952*-1974", "*since 1990*"."""


def span_start_problem(question: str, value: str, text: str) -> list[str]:
    """A holder the text gives from another year than the one the question asks them from.

    "Who edited the press from 1977?" asks who began in 1977: "B, editor from 1974 to 1996" edited it in
    1977 but began three years before, and a text that never writes 1977 does not say who began then.
    """
    asked = _ASKED_START.search(question)
    if asked is None or asked.group("year") in YEAR_WORD.findall(text):
        return []
    starts = [m.group("from") or m.group("span") for m in _STATED_START.finditer(text)]
    if not starts:
        return []
    return [f"the cited text gives {value!r} from {starts[0]}, not from {asked.group('year')} as asked"]


_UNTIL_EVENT = re.compile(r"\b(?:until|till)\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?P<event>[a-z]+)\b")
"""The event a span runs up to: "managing director from 1958 *until the closure*"."""


def span_to_event_problem(question: str, value: str, text: str) -> list[str]:
    """A year read for an event from a span the text runs from that year up to the event.

    "Works manager from 1948 and managing director from 1958 until the closure" does not date the closure:
    each year after "from" opens a span, and the closure is where one ends, undated.
    """
    year = value.strip()
    if not YEAR_WORD.fullmatch(year) or read_fact(question).answer_type is not AnswerType.DATE:
        return []
    asked = {key(w.text) for w in words(question) if w.text.islower()}
    ends = [m for m in _UNTIL_EVENT.finditer(text) if key(m["event"]) in asked]
    if not ends or not _only_after_from(year, text):
        return []
    return [f"the year {year} opens a span the text runs to the {ends[0]['event']}, which it does not date"]


def until_year_start_problem(question: str, value: str, text: str) -> list[str]:
    """A year read for a founding or an opening from text that gives it only as where a span ends.

    "Until 1822 the founder managed the works himself" dates the end of his management, not the founding;
    nor does "1822–1849" in a row of a foreman's term under the founder.
    """
    year = value.strip()
    if not YEAR_WORD.fullmatch(year) or read_fact(question).answer_type is not AnswerType.DATE:
        return []
    if not {fold(w.text) for w in words(question)} & START_EVENTS:  # "founder" is no event
        return []
    places = _year_places(year, text)
    spans = [m for m in YEAR_SPAN.finditer(text) if m["start"] != year]
    ended = [
        re.search(r"\b(?:until|till)\s+$", text[max(0, p - 8) : p], re.I) is not None
        or any(m.start("end") == p for m in spans)
        for p in places
    ]
    if not places or not all(ended):
        return []
    return [f"the year {year} is where a span ends, which dates no founding or opening"]


_FROM_START_TO = re.compile(
    r"\bfrom\s+(?:its|the|his|her|their)\s+(?:first\s+)?(?:foundation|founding|opening|beginning|"
    r"establishment|start|building|erection)\b[^.;]{0,60}?\s(?:to|until|till|down\s+to)\s+(?P<end>[^.;]{1,160})",
    re.IGNORECASE,
)
"""A span a text runs from a thing's start to a later event: "from its foundation *to the winding up of the
Company in 1963*"."""


def start_to_end_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year read for a founding or an opening where the text gives it only for the event a span ends at.

    "The papers run from its foundation to the winding up of the Company in 1963" dates the winding up;
    the foundation, the span's start, is not dated there.
    """
    year = value.strip()
    if not YEAR_WORD.fullmatch(year) or read_fact(question).answer_type is not AnswerType.DATE:
        return []
    if not {fold(w.text) for w in words(question)} & START_EVENTS:
        return []
    places = _year_places(year, text)
    ends = [(m.start("end"), m.end("end")) for m in _FROM_START_TO.finditer(text)]
    if not places or not all(any(a <= p < b for a, b in ends) for p in places):
        return []
    return [f"the year {year} dates the event a span from the start runs to, not the start"]


_OPENING_ASKED = re.compile(
    r"\b(?:opening|building|founding|completion)\s+of\s+(?:the\s+)?(?:[A-Z][a-z]+\s+){1,3}(?P<named>[A-Z][a-z]+)\b"
    r"|\b(?:opening|building|founding|completion)\s+of\s+(?:the\s+)?(?!the\b)(?:[a-z]+\s+)?(?P<thing>[a-z]+)\b"
    r"|\bthe\s+(?P<subject>[a-z]+)\s+(?:was\s+)?(?:opened|built|founded|completed)\b"
)
"""The thing whose opening a question dates: "the opening *of the rink*", "when was *the rink* opened", or
the last word of its name: "the opening of the Leme *Works*"."""
_OPENED = r"(?:first\s+)?(?:opened|built|founded|erected|completed)"
_MONTH = "|".join(sorted(MONTHS))
_ON_DATE = rf"(?:(?:in|on)\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:(?i:{_MONTH})\s+)?"
"""What may stand between a verb and its year: "opened *in* 1990", "opened *16 May* 1990"."""


def other_opened_problem(question: str, value: str, text: str) -> list[str]:
    """A year a participle after another noun gives, read for the opening of a thing the text never names.

    "... laid out as the Tenter Close car park, opened in 1970" dates the car park: asked when the rink on
    the site opened, a sentence that never says "rink" dates another thing. So does a sentence opening on
    another noun: "Museum opened 16 May 1990" does not date the opening of the Leme Works.
    """
    dated = re.search(rf"{YEAR}$", value.strip())
    asked = _OPENING_ASKED.search(question)
    if dated is None or asked is None:
        return []
    year, named = dated.group(), asked["thing"] or asked["named"] or asked["subject"]
    if key(named) in {key(w.text) for w in words(text)}:
        return []
    told = re.search(
        rf"\b(?P<head>[a-z]+),\s+{_OPENED}\s+in\s+{year}\b"
        rf"|(?:^|[.:;]\W*)(?P<opening>[A-Z][a-z]+)\s+(?:was\s+)?{_OPENED}\s+{_ON_DATE}{year}\b",
        text,
    )
    head = None if told is None else told["head"] or told["opening"]
    if head is None or key(head) == key(named) or fold(head) in STOPWORDS:
        return []
    return [f"the year {year} is when the {head.lower()} was opened or built, not the {named}"]


def _year_places(year: str, text: str) -> list[int]:
    """Where ``text`` writes ``year`` as a number of its own (not inside "1,849" or "18490")."""
    return [
        m.start() for m in standalone_figure(year).finditer(text) if not text[m.end() : m.end() + 1].isalpha()
    ]


def _only_after_from(year: str, text: str) -> bool:
    """Whether every place ``text`` writes ``year`` is right after "from"."""
    places = _year_places(year, text)
    return bool(places) and all(re.search(r"\bfrom\s+$", text[max(0, p - 8) : p]) for p in places)


YEAR_SPAN = re.compile(
    r"(?<![\w,.])(?P<start>1\d{3}|20\d{2})\s*[-–—/]\s*(?P<end>1\d{3}|20\d{2}|\d{2})(?![\w,]|\.\d)"
)
"""A span of years: "1920–21", "1920-1921", "1920/21"."""
_DATE_ASKED = re.compile(
    r"^(?:in |by |from |since |until |during )?"
    r"(?:when\b|(?:what|which) (?:year|decade|century|session|season)\b)"
)
_FIGURE = re.compile(r"\d[\d,]*")


def year_span_figure_problem(question: str, value: str, text: str) -> list[str]:
    """A figure that stands in the text only as one end of a span of years, for a count or a quantity.

    "| 1920–21 | 63 | 204 |" does not say that 21 students enrolled, nor "the 1850-1851 season" that 1,851
    tickets were sold: each year of the span names a time. A question asking a year or a season may be
    answered by one.
    """
    figures = _FIGURE.findall(value)
    if len(figures) != 1 or _DATE_ASKED.match(question.strip().lower()) or YEAR_SPAN.search(value):
        return []
    figure = figures[0].replace(",", "")
    spans = list(YEAR_SPAN.finditer(text))
    ends = {m.start(g): m.group() for m in spans for g in ("start", "end") if m.group(g) == figure}
    stated = [m.start() for m in standalone_figure(figure).finditer(text)]
    if not stated or not set(stated) <= set(ends):
        return []
    return [f"the answer {value!r} is one end of the span of years {ends[stated[0]]!r}, a time, not a figure"]


_OWN_DATE = rf"\s+(?:in|on)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:{_MONTH})\b(?!\s+\d)"
"""A date after a verb that names no year: "delivered *in April*", "opened *on 4 June*"."""


def other_verb_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year a sentence gives to another verb, where the asked verb has a yearless date of its own.

    "The engine ordered in 1870 was delivered in April" dates the ordering; the delivery fell in an April
    the sentence does not place in a year, so 1870 does not answer when the engine was delivered.
    """
    year = value.strip()
    if not re.fullmatch(r"1\d{3}|20\d{2}", year):
        return []
    before = re.search(rf"\b(?P<verb>[a-z]{{3,20}}ed)\s+in\s+{year}\b", text)
    if before is None:
        return []
    asked = [t for t in read_fact(question).terms if len(t) > 4 and t.endswith("ed")]
    for verb in asked:
        if key(verb) == key(before.group("verb")):
            return []
        if re.search(rf"\b{re.escape(verb)}{_OWN_DATE}", text, re.IGNORECASE):
            return [f"the answer {value!r} dates what was {before.group('verb')}, not what was {verb}"]
    return []


def paired_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year written with another as one ("the rise in 1889 and 1890"), which dates no event alone.

    "The rise in 1889 and 1890 follows the installation of the engine" says the engine came before both,
    not that it came in either one.
    """
    year = value.strip()
    if not re.fullmatch(r"1\d{3}|20\d{2}", year) or read_fact(question).answer_type is not AnswerType.DATE:
        return []
    other = r"(?:1\d{3}|20\d{2})"
    found = re.search(rf"\b(?:{other}\s+(?:and|or)\s+{year}|{year}\s+(?:and|or)\s+{other})\b", text)
    if found is None:
        return []
    before = [key(w.text) for w in words(text[: found.start()])][-4:]
    asked = {key(t) for t in read_fact(question).terms}
    if "between" in before or asked & set(before):
        return []  # "between 1902 and 1906", "rebuilt in 1832 and 1833": the asked work spans both
    return [f"the answer {value!r} is one of two years the text gives together, not the date of one event"]


_LIFE_BRACKET = re.compile(
    r"(?P<name>[A-Z][\w'’.-]*(?:,?\s+[A-Z][\w'’.-]*){1,4})\**\s*\(\s*(?:b\.\s*|d\.\s*|c\.\s*)?"
    r"(?P<years>(?:1\d{3}|20\d{2})(?:\s*[-–—]\s*(?:1\d{3}|20\d{2}))?)\s*\)"
)
"""A name with life dates in brackets after it: "Ann Roe (1806–1880)", "**ROE, Ann (d. 1880)"."""


def other_life_problem(entity: str, value: str, text: str) -> list[str]:
    """A year of another person's life dates, though that person shares the asked one's surname.

    "**VELLOW, Hugh (1855–1918).** Younger son of Amos." gives the son's years, not the father's:
    the name before the brackets must hold every word of the asked name but its title ("Mr").
    """
    year = value.strip()
    if not re.fullmatch(r"1\d{3}|20\d{2}", year):
        return []
    asked = {fold(w) for w in re.findall(r"[\w'’-]+", entity)} - TITLES
    for found in _LIFE_BRACKET.finditer(text):
        if year not in found.group("years"):
            continue
        named = {fold(w) for w in re.findall(r"[\w'’-]+", found.group("name"))}
        if asked & named and not asked <= named:
            return [
                f"the year {value!r} is of the life of {found.group('name').strip(' *')}, not of {entity}"
            ]
    return []


_RELATIVE_AFTER = re.compile(
    r"^[\s,;]{0,3}(?:in\s+)?the\s+(?:year|month|week|day|spring|summer|autumn|winter)\s+"
    r"(?:after|before|following|preceding)\b",
    re.IGNORECASE,
)
"""A date placed against another event right after it: "in May 1871, *the year after* the studio closed"."""


def relative_year_problem(question: str, value: str, text: str) -> list[str]:
    """A date that the text places a year (or month) from the asked event, not the date of that event.

    "Deposited in May 1871, the year after the studio closed" dates the deposit; the closing fell the year
    before, which the text leaves to be worked out.
    """
    at = text.find(value.strip()) if value.strip() else -1
    if at < 0 or not re.search(r"\d{4}", value) or not _RELATIVE_AFTER.match(text[at + len(value.strip()) :]):
        return []
    return [f"the date {value!r} is placed against the asked event, not given as its own"]


_PRONOUN_CLAUSE_YEAR = re.compile(
    r"\b(?:with|in|at|by|from)\s+which\s+(?:it|they|she|he)\s+(?:was\s+|were\s+|had\s+been\s+)?[a-z]+\s+in\s+"
    r"(?P<year>1\d{3}|20\d{2})\b"
)
"""A year in a relative clause whose subject is a pronoun: "the number *with which it opened in 1887*"."""


def pronoun_clause_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year a relative clause gives a pronoun's thing, read for an asked thing the text never names.

    "By this addition the beds are raised to 24, three times the number with which it opened in 1887" dates
    the opening of what "it" stands for, the home, not the wing the question asks about.
    """
    year = YEAR_WORD.search(value)
    if year is None:
        return []
    clauses = [m for m in _PRONOUN_CLAUSE_YEAR.finditer(text) if m.group("year") == year.group()]
    if not clauses or len(YEAR_WORD.findall(text)) != len(clauses):
        return []
    named = [e for e in read_fact(question).entities if not YEAR_WORD.search(e)]
    if any(e in text for e in named):
        return []
    return [f"the year {year.group()!r} dates what a pronoun of the text stands for, not the asked thing"]


_WHICH_CLAUSE_YEAR = re.compile(
    r",\s+(?:which|who)\s+(?:had\s+|was\s+|were\s+)?(?P<verb>[a-z]+)\b(?P<rest>[^,;.]{0,80}?)\bin\s+"
    r"(?P<year>1\d{3}|20\d{2})\s*,"
)
"""A year in a relative clause set off by commas, dating what the clause's verb tells: "Velden*, which
acquired the firm in 1975,* is moving ..."."""


def which_clause_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year a ", which <verb> ... in <year>," clause gives its own act, read for another asked event.

    "Velden, which acquired Marchbank & Sons in 1975, is moving the making of its tuners to Dunmore" dates
    the acquisition; it does not date the end of production the question asks, though the sentence tells of
    the making. The year must stand nowhere else in the text, and the clause must hold no word the question
    asks of.
    """
    year = value.strip()
    if not YEAR_WORD.fullmatch(year):
        return []
    clauses = [m for m in _WHICH_CLAUSE_YEAR.finditer(text) if m.group("year") == year]
    if len(clauses) != 1 or len(re.findall(rf"(?<!\d){year}(?!\d)", text)) != 1:
        return []
    fact = read_fact(question)
    asked = {key(t) for t in (*fact.terms, *fact.soft_terms)} | {
        key(w.text) for e in fact.entities for w in words(e)
    }
    (clause,) = clauses
    told = {key(w.text) for w in words(clause.group("verb") + clause.group("rest"))}
    if asked & told - {""}:
        return []
    verb = clause.group("verb")
    return [f"the year {year!r} dates what its clause tells ({verb} ...), not the asked event"]


_DEED_THEN_YEAR = re.compile(rf"\b(?P<deed>[a-z]+ed|built|rebuilt|made|begun)\s+(?:in\s+)?(?P<year>{YEAR})\b")
"""A year written right after the deed it dates: "Lower Plating Shop, two storeys, *rebuilt 1880*"."""


_START_GROUPS = frozenset(g for w in START_EVENTS for g in relations_of(key(w)))
"""Relations of the events that open a thing's life: a founding, a building, an opening, a birth."""


def other_deed_year_problem(question: str, value: str, text: str) -> list[str]:
    """A year its text gives another deed, for an event the text never tells.

    "| Lower Plating Shop, two storeys, rebuilt 1880 |" dates the rebuilding, not "the fire in the Lower
    Plating Shop": the asked event's relation (a burning) stands in no word of the text, and the year
    follows a deed of another relation.
    """
    fact = read_fact(question)
    if fact.answer_type is not AnswerType.DATE or not YEAR_WORD.fullmatch(value.strip()):
        return []
    asked = {g for t in fact.terms for g in relations_of(key(t))}
    if asked & _START_GROUPS:
        asked |= _START_GROUPS  # "When was the bridge born or founded?" asks any start: "built in 1788" too
    if not asked or any(set(relations_of(key(w.text))) & asked for w in words(text)):
        return []
    for found in _DEED_THEN_YEAR.finditer(text):
        deeds = set(relations_of(key(found.group("deed"))))
        if found.group("year") == value.strip() and deeds and not deeds & asked:
            return [f"the year {value.strip()!r} dates what is {found.group('deed')}, not the asked event"]
    return []
