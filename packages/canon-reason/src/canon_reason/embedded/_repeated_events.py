"""The years of the first and the second of one kind of event (two fires at a place), from all its mentions.

"How many years passed between the first and the second fire at the hall?" is seldom answered by a text
that says "the first fire" and "the second fire": it tells of "the fire of 1836" in one place and of "a
second and far worse fire" on "3 November 1889" in another, or names both at once ("the fires of 1836 and
1889"). Every mention that ties a year to the event's noun is gathered; two years in all are the first and
the second, and among more, the one the text calls the first (or the earlier) and the one it calls the
second (or says happened again) are. A text that never tells of a repeat gives no second event.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ._lexicon import MONTHS
from ._sentences import Sentence

__all__ = [
    "REPEATED_EVENT_NOUNS",
    "EventYear",
    "event_mentions",
    "mention_question",
    "ordinal_question",
    "repeated_event_noun",
    "repeated_event_queries",
    "repeated_event_years",
]

REPEATED_EVENT_NOUNS = ("fire", "flood")
"""Events a place suffers more than once, that texts date and count by their noun ("the fire of 1836", "the
second fire")."""
_EVENT_NOUNS = "|".join(REPEATED_EVENT_NOUNS)
_NOUN = rf"(?P<noun>{_EVENT_NOUNS})s?"

_ASKED = re.compile(
    r"^how\s+many\s+years\s+(?:passed\s+between|elapsed\s+between|lay\s+between|separated?)\s+"
    r"(?P<rest>[^,;?]{1,200}?)\s*\??$",
    re.IGNORECASE,
)
_ORDINALS_ASKED = re.compile(
    rf"\bfirst\s+(?:and\s+(?:the\s+)?second\s+(?:great\s+|serious\s+)?{_NOUN}\b"
    rf"|(?:great\s+|serious\s+)?(?P<named>{_EVENT_NOUNS})s?\b.{{0,80}}?"
    r"\b(?:and|from)\s+(?:the\s+|its\s+|their\s+)?second\b)",
    re.IGNORECASE,
)
"""Two ordinals sharing one event noun: "the first and second *fires*", "the first *fire* at X and the
second", "X's first *fire* from its second"."""
_TWO_ASKED = re.compile(rf"^(?:the\s+)?two\s+(?:great\s+|serious\s+)?{_NOUN}\b", re.IGNORECASE)
"""Two events named together: "the two *fires* at the workhouse"."""
_PLACE = re.compile(
    r"\b(?P<at>at|of|in|on|that\s+\w+)\s+(?P<place>[^,;?]{1,80}?)(?:\s+(?:and|from)\s|\s*\??$)"
)

_MONTH = "|".join(sorted(MONTHS))
_YEAR = r"(?P<year>1[5-9]\d\d|20[0-2]\d)"
_DAY = rf"(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:(?:{_MONTH})\s+)?"
_FIRES_OF = re.compile(
    rf"\b{_NOUN}\s+of\s+{_DAY}(?P<years>(?:1[5-9]\d\d|20[0-2]\d)"
    rf"(?:\s*(?:,|and|&)\s*{_DAY}(?:1[5-9]\d\d|20[0-2]\d)){{0,3}})\b",
    re.IGNORECASE,
)
"""The noun dated after "of": "the fire *of 1836*", "the fire of 8 February 1923", "the fires of 1836 and
1889"."""
_YEAR_BEFORE = re.compile(rf"\b{_YEAR}\s+{_NOUN}\b", re.IGNORECASE)
"""The year before the noun: "the *1887* fire"."""
_NOUN_IN = re.compile(
    rf"\b{_NOUN},?\s+(?:(?:came|broke\s+out|occurred|happened|followed|began)\s+)?"
    rf"(?:in|on)\s+(?:the\s+night\s+of\s+)?{_DAY}{_YEAR}\b",
    re.IGNORECASE,
)
"""The noun and its date after "in" or "on": "the second fire, *in March 1908*", "the fire came in 1894"."""
_THAT_OF = re.compile(
    rf"\b{_NOUN}\b[^.;]{{0,80}}?\bthan\s+(?:that|the\s+one)\s+of\s+{_DAY}{_YEAR}\b",
    re.IGNORECASE,
)
"""Another of the event set against it: "The great fire of 1893 was far worse *than that of 1809*"."""
_DATED_BEFORE = re.compile(
    rf"\b(?:in|on|of)\s+{_DAY}{_YEAR},?\s+(?:that\s+)?(?:a|the)\s+(?:[a-z]+\s+){{0,4}}?{_NOUN}\b",
    re.IGNORECASE,
)
"""A date opening the clause whose subject is the event: "On the night *of 3 November 1889* a second and far
worse fire left ..."."""
_BURNED_IN = re.compile(
    rf"\b(?:burn(?:ed|t)(?:\s+(?:out|down))?|destroyed\s+by\s+(?P<noun>{_EVENT_NOUNS})|gutted\s+by\s+fire)"
    rf"\s+(?:in|on)\s+{_DAY}{_YEAR}\b",
    re.IGNORECASE,
)
"""A verb of burning dated by its clause: "was burned out *in 1819*"."""
_TIME_REFERENCE = re.compile(r"\b(?:after|since|before|following|until|till)\s+(?:\S+\s+){0,3}$", re.I)
"""An event named to date another deed: "reopened *after the earlier* fire in 1863" dates the reopening."""
_FIRST_SIGN = re.compile(r"\b(?P<word>first|earlier|former)\b", re.IGNORECASE)
_SECOND_SIGN = re.compile(r"\b(?P<word>second|again|later|another|latter)\b", re.IGNORECASE)
_SIGN_REACH = 60
"""How many characters before a dated mention an ordinal may stand and still be the event's own."""
_CLAUSE_BREAK = re.compile(r"[;:(),]")


@dataclass(frozen=True, slots=True)
class EventYear:
    """One dated mention of the event: its year, its sentence and where the year stands in it."""

    year: int
    sentence: Sentence
    start: int
    end: int
    sign: str = ""
    """"first" or "second" when an ordinal (or "earlier", "again") stands with the mention, else ""."""
    word: str = ""
    """The ordinal as the text writes it ("earlier")."""


def repeated_event_noun(question: str) -> str | None:
    """The event noun of "How many years passed between the first and second fires at X?", or ``None``."""
    asked = _ASKED.match(question.strip())
    if asked is None:
        return None
    rest = asked.group("rest")
    found = _TWO_ASKED.match(rest) or _ORDINALS_ASKED.search(rest)
    if found is None:
        return None
    return (found.groupdict().get("noun") or found.group("named")).lower()


def _where(question: str, at: bool = True) -> str:
    """Where the asked events happened, as the question says: " at the Pump Room" (``at``: with its word)."""
    place = _PLACE.search(question.strip())
    if place is None:
        return ""
    return f" {place.group('at')} {place.group('place')}" if at else f" {place.group('place')}"


def repeated_event_queries(question: str) -> tuple[str, ...]:
    """The searches that gather the mentions of the asked event: of the event, its first and its second."""
    noun = repeated_event_noun(question)
    if noun is None:
        return ()
    where = _where(question, at=False)
    return (
        f"{noun}{where}",
        f"first {noun}{where}",
        f"second {noun}{where} again",
        f"{noun}s of{where} destroyed",
        f"burnt great {noun}{where}",
    )


def mention_question(question: str, mention: EventYear, later: bool) -> str:
    """The look-up a mention answers, in the text's own ordinal: "In which year: the earlier fire at X?"."""
    ordinal = mention.word or ("later" if later else "earlier")
    if ordinal in ("again", "another"):
        ordinal = "second"
    return ordinal_question(question, ordinal)


def ordinal_question(question: str, ordinal: str) -> str:
    """The look-up of one of the asked events by ``ordinal``: "In which year: the earlier fire at X?"."""
    noun = repeated_event_noun(question) or ""
    return f"In which year: the {ordinal} {noun}{_where(question)}?"


def _ordinal(segment: str) -> tuple[str, str] | None:
    """The ordinal a stretch of text gives ("first" or "second") and its word; ``None`` for none or both."""
    first, second = _FIRST_SIGN.search(segment), _SECOND_SIGN.search(segment)
    if first is not None and second is None:
        return "first", first.group("word").lower()
    if second is not None and first is None:
        return "second", second.group("word").lower()
    return None


def _sign(sentence: Sentence, start: int) -> tuple[str, str]:
    """The ordinal standing before a mention in its own clause ("the second fire, in 1908")."""
    before = sentence.text[max(0, start - _SIGN_REACH) : start]
    breaks = list(_CLAUSE_BREAK.finditer(before))
    return _ordinal(before[breaks[-1].end() :] if breaks else before) or ("", "")


def _mentions(sentence: Sentence, noun: str) -> list[EventYear]:
    """Every year the sentence ties to the event's noun, each with the ordinal standing before it."""
    found: list[EventYear] = []
    text = sentence.text
    for match in _FIRES_OF.finditer(text):
        if match.group("noun").lower() != noun:
            continue
        single = len(re.findall(r"\d{4}", match.group("years"))) == 1
        sign = _sign(sentence, match.start()) if single else ("", "")
        for year in re.finditer(r"1[5-9]\d\d|20[0-2]\d", match.group("years")):
            at = match.start("years") + year.start()
            found.append(EventYear(int(year.group()), sentence, at, at + 4, *sign))
    for pattern in (_YEAR_BEFORE, _NOUN_IN, _DATED_BEFORE, _BURNED_IN, _THAT_OF):
        for match in pattern.finditer(text):
            named = match.group("noun")
            if named is not None and named.lower() != noun or named is None and noun != "fire":
                continue
            reference = _TIME_REFERENCE.search(text, max(0, match.start() - _SIGN_REACH), match.start())
            if pattern is _NOUN_IN and reference is not None:
                continue
            sign = _sign(sentence, match.start())
            if pattern is _DATED_BEFORE:  # "in 1889 a *second* and far worse fire"
                sign = _ordinal(text[match.end("year") : match.end()]) or sign
            found.append(
                EventYear(int(match.group("year")), sentence, match.start("year"), match.end("year"), *sign)
            )
    return found


def event_mentions(question: str, sentences: Sequence[Sentence]) -> list[EventYear]:
    """Every year the sentences tie to the asked event's noun ("the fire of 1887"), whatever its ordinal."""
    noun = repeated_event_noun(question)
    if noun is None:
        return []
    return [m for s in sentences for m in _mentions(s, noun)]


def _repeat_told(text: str, noun: str) -> bool:
    """Whether a sentence tells of the event happening again: "the second fire", "for the second time"."""
    told = rf"\b(?:second|another)\s+(?:[a-z]+\s+){{0,2}}?{noun}\b|\bsecond\s+time\b|\btwo\s+{noun}s\b"
    return re.search(told, text, re.IGNORECASE) is not None or _THAT_OF.search(text) is not None


def _first_of(mentions: Sequence[EventYear], year: int, sign: str) -> EventYear:
    """The mention of ``year`` to cite: one bearing the ordinal ``sign`` when any does."""
    of_year = [m for m in mentions if m.year == year]
    return next((m for m in of_year if m.sign == sign), of_year[0])


def repeated_event_years(question: str, sentences: Sequence[Sentence]) -> tuple[EventYear, EventYear] | None:
    """The first and the second of the asked event, each as a mention to cite, or ``None`` when unsure.

    Two years in all are the two events when an ordinal the text gives agrees with their order; among more,
    the earliest called the first and one called the second are, and otherwise none is taken.
    """
    noun = repeated_event_noun(question)
    if noun is None:
        return None
    seen: set[tuple[str, int, int]] = set()
    mentions: list[EventYear] = []
    for s in sentences:
        for m in _mentions(s, noun):
            where = (s.doc_id, s.start + m.start, s.start + m.end)
            if where not in seen:
                seen.add(where)
                mentions.append(m)
    years = sorted({m.year for m in mentions})
    firsts = sorted({m.year for m in mentions if m.sign == "first"})
    seconds = sorted({m.year for m in mentions if m.sign == "second"})
    if not firsts and not seconds and not any(_repeat_told(s.text, noun) for s in sentences):
        return None  # nothing tells of a repeat: two dated fires may be of two places
    if len(years) == 2:
        early, late = years
        if late in firsts or early in seconds:
            return None
    elif len(years) > 2 and len(firsts) == 1 and len(seconds) == 1 and firsts[0] == years[0] < seconds[0]:
        early, late = firsts[0], seconds[0]
    else:
        return None
    return _first_of(mentions, early, "first"), _first_of(mentions, late, "second")
