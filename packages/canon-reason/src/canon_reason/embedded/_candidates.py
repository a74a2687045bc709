"""Answer candidates in a sentence: numbers with units, years and dates, names, and noun phrases.

Mentions carry word positions so the reader can measure how close a candidate sits to the words that
matched the question, and offsets relative to the sentence text so the answer span is exact.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from .._text import MONTH_SHORT, STOPWORDS, Word, fold, words
from ._fact import entity_spans
from ._lexicon import (
    MONTHS,
    NUMBER_WORD_CHOICES,
    NUMBER_WORDS,
    OLD_SUM,
    ORG_WORDS,
    PLACE_WORDS,
    SCALES,
    TITLES,
    key,
    old_sum_pounds,
    unit_family_of,
    unit_name,
    unit_phrase,
)
from ._year_clauses import YEAR_SPAN

__all__ = [
    "COPULAS",
    "Mention",
    "MentionKind",
    "NAME_CONNECTORS",
    "dates",
    "hundreds_written",
    "leading_name",
    "months",
    "name_class",
    "names",
    "numbers",
    "phrases",
    "restated_end",
    "smaller_unit",
    "topic_name",
]

#: What a candidate answer is: a bare number, a year, a full date, a month, a name, a noun phrase, or the
#: topic its passage is about.
MentionKind = Literal["number", "year", "date", "month", "name", "phrase", "topic"]


COPULAS = frozenset(
    "is was are were remains remained became becomes include includes included consist consists".split()
)
_BOUNDARY_WORDS = frozenset(
    "which who whom whose while although though because since where when but whereas after before".split()
)
_PUNCTUATION = re.compile(r"[,;:()\[\]—–|]|\s-\s")
_RESTATED = re.compile(r"\s*\((?:about\s+|c\.\s*)?\d[\d,.]*\s*[A-Za-z]+\)\s*")
"""A measure restated in other units in brackets: "18 metres *(59 feet)* high" is 18 metres high."""

_NUMBER = re.compile(
    r"(?<![\w.,])(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d]|[.,]\d)"
    r"(?P<suffix>°[CF](?![a-zA-Z])|[a-zA-Z²]+)?(?:\s?(?P<scale>thousand|million|billion)\b)?(?P<pct>\s?%|\s(?:percent|per\s+cent)\b)?",
    re.IGNORECASE,
)
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
_BELOW_TWENTY = "nineteen|eighteen|seventeen|sixteen|fifteen|fourteen|thirteen|twelve|eleven|ten|" + _ONES
_WORD_NUMBER = re.compile(
    rf"(?<![a-z]-)\b(?:(?P<tens>{_TENS})[-\s](?P<ones>{_ONES})"
    rf"|(?P<word>{NUMBER_WORD_CHOICES}))\b"
    rf"(?:(?:\s(?P<scale>hundred|thousand)\b(?:(?<=thousand)\s(?P<hundreds>{_ONES})\s+hundred\b)?"
    rf"|(?<=hundred)|(?<=thousand))"
    rf"(?:\s+and\s+(?:(?P<rest_tens>{_TENS})(?:[-\s](?P<rest_ones>{_ONES}))?"
    rf"|(?P<rest>{_BELOW_TWENTY}))\b)?|\s(?P<big>million|billion)\b)?",
    re.IGNORECASE,
)
"""A number written in words: "six", "ninety-six" (one number, never a "six" read out of it), "forty
thousand", "one hundred and twenty-five" (one number, never a "twenty-five" read out of it), "one thousand
seven hundred and sixty-eight" (a year written out, never a "one thousand" read out of it), "some hundred
and sixty" (160, never a "sixty")."""
_MONTH = "|".join(m.capitalize() for m in sorted(MONTHS))
_MONTH_SHORT = "|".join(m.capitalize() for m in sorted(MONTH_SHORT, key=len, reverse=True))
"""The months written short ("Octr."), each before its full stop in a date."""
_DATE = re.compile(
    rf"\b(?:(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:day\s+)?(?:of\s+)?)?(?:{_MONTH}|(?:{_MONTH_SHORT})\.)"
    r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+)"
    r"(?P<year>1\d{3}|20\d{2})\b"
    r"|\b(?P<decade>1\d{2}0s|20\d0s)\b|\b(?P<century>\d{1,2}(?:st|nd|rd|th))\s+century\b"
)
_ORDINAL = frozenset({"st", "nd", "rd", "th"})
_MONTH_AFTER = re.compile(rf"\s+(?:{_MONTH})\b")
"""A day's number before its month: "2 March 1903" dates, it counts nothing."""
#: Lowercase words a name may hold between its capital words: "Isle *of* Man", "Harrup *and* Vine".
NAME_CONNECTORS = frozenset(
    {"of", "de", "van", "von", "der", "den", "da", "del", "la", "le", "du", "the", "and"}
)
_HYPHENATED = re.compile(r"-([^\W\d_]+)")
_PREPOSITIONS = frozenset("of in on at for to from by with near across into over under".split())


@dataclass(frozen=True, slots=True)
class Mention:
    """A candidate answer in a sentence. ``start``/``end`` are offsets in the sentence text."""

    start: int
    end: int
    text: str
    kind: MentionKind
    first_word: int
    last_word: int
    number: Fraction | None = None
    unit: str | None = None
    family: str | None = None
    name_class: str | None = None
    next_keys: tuple[str, ...] = ()


def _word_range(ws: tuple[Word, ...], start: int, end: int) -> tuple[int, int]:
    """The first and last of the words ``[start, end)`` overlaps, or the word before it twice if none does.

    The words are in order and apart, so both ends are found by halving (a sentence may be very long).
    """
    first = bisect.bisect_right(ws, start, key=lambda w: w.end)  # the first word ending after start
    after = bisect.bisect_left(ws, end, key=lambda w: w.start)  # the first word starting at or after end
    if first < after:
        return first, after - 1
    at = max(bisect.bisect_right(ws, start, key=lambda w: w.start) - 1, 0)
    return at, at


def restated_end(text: str, at: int) -> int:
    """Past the bracketed restatement of a measure ("(59 feet)") opening at ``at``, or ``at`` if none does."""
    found = _RESTATED.match(text, at)
    return found.end() if found is not None else at


def _following(text: str, ws: tuple[Word, ...], after: int) -> tuple[tuple[str, ...], str | None, int]:
    """Keys of up to three words after ``after`` (up to punctuation), and the first unit word and its end."""
    keys: list[str] = []
    unit: str | None = None
    unit_end = after
    previous_end = after
    for w in ws:
        if w.start < after:
            continue
        resumed = restated_end(text, previous_end) if unit is not None else previous_end
        if w.start < resumed:
            continue  # the bracketed restatement of the measure just read
        gap = text[resumed : w.start]
        if _PUNCTUATION.search(gap) or len(keys) >= 3:
            break
        low = fold(w.text)
        if low in STOPWORDS and low != "of":
            break
        if low != "of":
            keys.append(key(low))
            if unit is None and unit_family_of(low) is not None:
                unit, unit_end = w.text, w.end
        previous_end = w.end
    return tuple(keys), unit, unit_end


def _modifier(text: str, end: int) -> bool:
    """Whether the number ending at ``end`` is part of a modifier ("seven-arched"), not a quantity."""
    match = _HYPHENATED.match(text, end)
    return match is not None and unit_family_of(match.group(1)) is None


_READ_NUMBERS: dict[str, tuple[tuple[Word, ...], tuple[Mention, ...]]] = {}
"""The numbers of the sentences read last, by text: a sentence's numbers are asked for once per candidate."""
_READ_NUMBERS_KEPT = 32


def _span_end(text: str, start: int, end: int) -> bool:
    """Whether the figure at ``start:end`` closes a span of years ("1920–21", "2015/16")."""
    span = YEAR_SPAN.search(text, max(0, start - 8), end)
    return span is not None and span.start("end") == start and span.end() == end


def numbers(text: str, ws: tuple[Word, ...]) -> list[Mention]:
    """Numbers in ``text``: digits (with separators, decimals, scale words, percent) and number words.

    ``ws`` are the words of ``text``. The result for a text is kept, so a long sentence is read once.
    """
    kept = _READ_NUMBERS.get(text)
    if kept is not None and (kept[0] is ws or kept[0] == ws):
        return list(kept[1])
    found = _numbers(text, ws)
    if len(_READ_NUMBERS) >= _READ_NUMBERS_KEPT:
        _READ_NUMBERS.clear()
    _READ_NUMBERS[text] = (ws, tuple(found))
    return found


def _numbers(text: str, ws: tuple[Word, ...]) -> list[Mention]:
    found: list[Mention] = []
    for m in _NUMBER.finditer(text):
        suffix = (m.group("suffix") or "").lower()
        if suffix in _ORDINAL or (suffix and unit_family_of(suffix) is None) or _modifier(text, m.end()):
            continue
        if not suffix and len(m.group("num")) <= 2 and _MONTH_AFTER.match(text, m.end()):
            continue  # "2" of "Opened: 2 March 1903" is a day of a date, never a count
        if not suffix and len(m.group("num")) == 2 and _span_end(text, m.start(), m.end()):
            continue  # the "21" of "1920–21" ends a session's span of years, never a count
        value = Fraction(m.group("num").replace(",", ""))
        if m.group("scale"):
            value *= SCALES[m.group("scale").lower()]
        start, end = m.start(), m.end()
        if start > 0 and text[start - 1] in "$€£¥":
            start -= 1
        plain = m.group("num").isdigit() and not (m.group("scale") or m.group("pct") or suffix)
        if plain and len(m.group("num")) == 4 and 1000 <= value <= 2099:
            first, last = _word_range(ws, start, end)
            found.append(Mention(start, end, text[start:end], "year", first, last, value))
            continue
        found.append(_with_unit(text, ws, start, end, value, suffix, bool(m.group("pct"))))
    for m in _WORD_NUMBER.finditer(text):
        if _modifier(text, m.end()):
            continue
        found.append(_with_unit(text, ws, m.start(), m.end(), _worded(m), "", False))
    return _compounds(text, _old_sums(text, ws, sorted(found, key=lambda x: x.start)))


def _worded(m: re.Match[str]) -> Fraction:
    """The number a match of ``_WORD_NUMBER`` writes ("one hundred and twenty-five" → 125)."""
    if m.group("tens"):
        value = Fraction(NUMBER_WORDS[m.group("tens").lower()] + NUMBER_WORDS[m.group("ones").lower()])
    else:
        value = Fraction(NUMBER_WORDS[m.group("word").lower()])
    if scale := m.group("scale") or m.group("big"):
        value *= SCALES[scale.lower()]
    if hundreds := m.group("hundreds"):
        value += NUMBER_WORDS[hundreds.lower()] * SCALES["hundred"]
    return value + sum(NUMBER_WORDS[r.lower()] for r in m.group("rest_tens", "rest_ones", "rest") if r)


def hundreds_written(value: str) -> tuple[int, int] | None:
    """The number hundreds written in words open ``value`` with, and where they end, or ``None``.

    "one hundred and ten feet" → (110, 19); "ten feet" and "forty thousand" open with no hundreds.
    """
    found = _WORD_NUMBER.match(value)
    if found is None or (found.group("scale") or "").lower() != "hundred":
        return None
    return int(_worded(found)), found.end()


def _old_sums(text: str, ws: tuple[Word, ...], found: list[Mention]) -> list[Mention]:
    """``found`` with sums in the old coins read whole ("2s. 6d.", "3/6", "one shilling and sixpence").

    Each stands in place of the figures it is written with, none of which alone is the sum; written in
    figures ("£1,798 4s. 6d.") it is read as its pounds, to compute with, and otherwise with no figure.
    """
    sums = [
        Mention(
            m.start(),
            m.end(),
            m.group(),
            "number",
            *_word_range(ws, m.start(), m.end()),
            number=old_sum_pounds(m.group()),
            family="money",
        )
        for m in OLD_SUM.finditer(text)
    ]
    if not sums:
        return found
    kept = [m for m in found if not any(s.start < m.end and m.start < s.end for s in sums)]
    return sorted(kept + sums, key=lambda x: x.start)


_COMPOUND_GAP = re.compile(r"^(?:\s|\s*,\s*|\s+and\s+)$")


_UNIT_SCALES = tuple(
    tuple(frozenset(key(u) for u in step.split("/")) for step in scale.split())
    for scale in (
        "year/years month/months week/weeks day/days hour/hours/hr/hrs/h minute/minutes/min/mins "
        "second/seconds/sec/secs/s",
        "mile/miles yard/yards foot/feet/ft inch/inches/in",
        "acre/acres rood/roods perch/perches/pole/poles",
        "km/kilometre/kilometres/kilometer/kilometers m/metre/metres/meter/meters "
        "cm/centimetre/centimetres mm/millimetre/millimetres",
        "ton/tons hundredweight/hundredweights/cwt/cwts quarter/quarters/qr/qrs stone/stones "
        "pound/pounds/lb/lbs ounce/ounces/oz",
        "tonne/tonnes kg/kilogram/kilograms g/gram/grams",
    )
)
"""Units of one system from largest to smallest: a compound quantity descends one of them."""


def smaller_unit(first: str | None, second: str | None) -> bool:
    """Whether ``second`` is a smaller unit of the same system as ``first`` ("hours" → "minutes")."""
    if first is None or second is None:
        return False
    a, b = key(first), key(second)
    for scale in _UNIT_SCALES:
        at = [i for i, step in enumerate(scale) if a in step]
        to = [i for i, step in enumerate(scale) if b in step]
        if at and to:
            return at[0] < to[0]
    return False


def _compounds(text: str, found: list[Mention]) -> list[Mention]:
    """Quantities of one family written in two units joined into one ("2 hours 40 minutes", "5 ft 3 in").

    The whole is the answer; its parts alone are not, and it has no single numeric value to compute with.
    """
    out: list[Mention] = []
    for m in found:
        last = out[-1] if out else None
        if (
            last is not None
            and last.family is not None
            and last.family == m.family
            and smaller_unit(last.unit, m.unit)
            and _COMPOUND_GAP.match(text[last.end : m.start])
        ):
            out[-1] = replace(
                last, end=m.end, text=text[last.start : m.end], last_word=m.last_word, number=None
            )
            continue
        out.append(m)
    return out


def _with_unit(
    text: str, ws: tuple[Word, ...], start: int, end: int, value: Fraction, suffix: str, percent: bool
) -> Mention:
    if percent:
        first, last = _word_range(ws, start, end)
        return Mention(start, end, text[start:end], "number", first, last, value, "%", "percent")
    next_keys, unit, unit_end = _following(text, ws, end)
    if suffix:
        unit, unit_end = suffix, end
    unit, unit_end = _paired_unit(text, ws, unit, unit_end)
    family = unit_family_of(unit) if unit else None
    if text[start] in "$€£¥":
        family = "money"
    shown_end = unit_end if unit and unit_end - end <= 30 else end
    first, last = _word_range(ws, start, shown_end)
    return Mention(
        start,
        shown_end,
        text[start:shown_end],
        "number",
        first,
        last,
        value,
        unit,
        family,
        next_keys=next_keys,
    )


def _paired_unit(text: str, ws: tuple[Word, ...], unit: str | None, end: int) -> tuple[str | None, int]:
    """A unit of two words read whole: "4.9 *square miles*", "902 *million gallons*" (else as given)."""
    if unit is None:
        return unit, end
    at = next((i for i, w in enumerate(ws) if w.end == end), None)
    if at is None:
        return unit, end
    if at + 1 < len(ws) and text[end : ws[at + 1].start] == " " and unit_phrase(unit, ws[at + 1].text):
        return text[ws[at].start : ws[at + 1].end], ws[at + 1].end
    if at > 0 and text[ws[at - 1].end : ws[at].start] == " " and unit_phrase(ws[at - 1].text, unit):
        return text[ws[at - 1].start : end], end
    return unit, end


def dates(text: str, ws: tuple[Word, ...]) -> list[Mention]:
    """Full dates ("12 March 1871", "the 12th of March 1871", "March 1871"), decades and centuries.

    A decade is "1850s", a century "14th century".
    """
    found = []
    for m in _DATE.finditer(text):
        first, last = _word_range(ws, m.start(), m.end())
        year = m.group("year")
        number = Fraction(int(year)) if year else None
        found.append(Mention(m.start(), m.end(), m.group(), "date", first, last, number))
    return found


def months(text: str, ws: tuple[Word, ...]) -> list[Mention]:
    """Month names ("every September", "on 14 March 1909"); a sentence-initial "May" may be the verb."""
    found = []
    for i, w in enumerate(ws):
        if fold(w.text) in MONTHS and w.text[0].isupper() and not (i == 0 and fold(w.text) == "may"):
            found.append(Mention(w.start, w.end, w.text, "month", i, i))
    return found


_PLACE_LABELS = frozenset({"born", "birthplace", "died", "buried", "residence"})
"""Labels of an entry's line whose value, when a name, is a place ("Born: Lower Addington")."""


def _name_class(
    text: str, ws: tuple[Word, ...], first: int, last: int, *, labelled: bool = False
) -> str | None:
    names = [fold(w.text) for w in ws[first : last + 1]]
    keys = [key(n) for n in names]
    before = fold(ws[first - 1].text) if first > 0 else ""
    if any(k in ORG_WORDS for k in keys) or "&" in text:
        return "organization"
    if names[0] in TITLES and len(names) > 1:
        return "person"
    if any(k in PLACE_WORDS for k in keys) or before in ("in", "at", "from", "near", "to", "on", "across"):
        return "place"
    dated = first
    while dated > 0 and (ws[dated - 1].text.isdigit() or fold(ws[dated - 1].text) in MONTHS):
        dated -= 1  # "Born: 1822, Kell Regis", "Born: 3 May 1822, Kell Regis": the date comes first
    label = fold(ws[dated - 1].text) if dated > 0 else ""
    if labelled and (before in _PLACE_LABELS or (dated < first and label in _PLACE_LABELS)):
        return "place"  # "Born: Lower Addington" in a biographical entry: a birthplace, not a person
    if len(names) in (2, 3) and not any(n in MONTHS for n in names) and before not in ("the", "a", "an"):
        return "person"  # "the Steam Packet" takes an article, as no person's name does
    return None


def name_class(name: str) -> str | None:
    """The class a name's own words suggest: an organization, a place, or unknown."""
    keys = [key(w.text) for w in words(name)]
    if any(k in ORG_WORDS for k in keys) or "&" in name:
        return "organization"
    if any(k in PLACE_WORDS for k in keys):
        return "place"
    return None


_DATES_AFTER = re.compile(r"\s*\([^()]*\d[^()]*\)\s*$")
_INVERTED = re.compile(r"(?P<surname>[A-Z][\w'’-]+),\s+(?P<given>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’.-]+)?)")


def leading_name(title: str) -> str | None:
    """A title's name, or the name before its comma or bracket.

    "The Hall of St Ives, Tarnby" names "Hall of St Ives"; "Old Bridge (demolished)" names "Old Bridge".
    """
    return topic_name(title) or topic_name(re.split(r"[,(]", title, maxsplit=1)[0].strip())


def topic_name(title: str) -> str | None:
    """A passage title that is a name ("Sankt Odo Abbey", "The Harl Valley Railway" → without "The").

    A biography's title written surname first, "Calder, Ruth (1902–1988)", names "Ruth Calder".
    """
    title = _DATES_AFTER.sub("", title)
    inverted = _INVERTED.fullmatch(title)
    if inverted is not None:
        return f"{inverted.group('given')} {inverted.group('surname')}"
    ws = words(title)
    if not ws or len(ws) > 6:
        return None
    if fold(ws[0].text) == "the":
        ws = ws[1:]
    if not ws or any(not w.text[0].isupper() and fold(w.text) not in NAME_CONNECTORS for w in ws):
        return None
    return title[ws[0].start : ws[-1].end]


_LABEL_AFTER = re.compile(r":\s|\s*\.{3,}")
_NAME_AFTER_STYLE = re.compile(r"\.[ \t]{1,3}[A-Z]")
"""What follows a title written with its full stop before the name it styles: "Mrs*. D*orothy Roe"."""
_DATED_LABEL = re.compile(r":\s*(?:\d{1,2}\s+[A-Z][a-z]+\s+)?\d{4},\s*\Z")
"""A label's value opening on its date: "Born: 1822, *Kell Regis*", "Born: 3 May 1822, *Kell Regis*"."""


_STYLE_BEFORE = re.compile(r"(?<![\w.])(?P<title>[A-Z][a-z]{1,4})\.[ \t]{1,3}\Z")
"""A title with its full stop right before a name: "*Mrs. *Quintrell", "*Dr. *Venn"."""


def names(text: str, ws: tuple[Word, ...]) -> list[Mention]:
    """Capitalized names ("Elias Varn", "Bank of the Isles", "Brannock & Sons"), with a guessed class."""
    found = []
    for start, end in entity_spans(text):
        surface = text[start:end]
        if not surface[:1].isupper() or len(surface) == 1:
            continue  # a lone capital ("182 °*C*") is a unit or an initial, not a name
        first, last = _word_range(ws, start, end)
        folded = [fold(w.text) for w in ws[first : last + 1]]
        if all(f in MONTHS or f in TITLES for f in folded):
            continue
        if folded[-1] in TITLES and _NAME_AFTER_STYLE.match(text, end):
            continue  # "Councillor *Mrs.* Ada Roe": a style closing on a title, the name after it
        if _LABEL_AFTER.match(text, end):
            continue  # "Ship: Mary Ann": a label, not a name
        if first == last and first > 0 and ws[first - 1].text.isdigit() and unit_name(surface) is not None:
            continue  # "38,000 *Ml*": the unit of a number, not a name
        labelled = first > 0 and (
            text[ws[first - 1].end : start].strip() == ":" or _DATED_LABEL.search(text, 0, start) is not None
        )
        styled = _STYLE_BEFORE.search(text, 0, start)
        if first == last and styled is not None and fold(styled.group("title")) in TITLES:
            # "laid by Mrs. Quintrell": a surname alone keeps the title written before it with its stop,
            # as "Mrs Quintrell" does, or it would name her husband as well
            start, surface, first = styled.start(), text[styled.start() : end], first - 1
        found.append(
            Mention(
                start,
                end,
                surface,
                "name",
                first,
                last,
                name_class=_name_class(surface, ws, first, last, labelled=labelled),
            )
        )
    return found


def _clause_end(text: str, ws: tuple[Word, ...], begin: int, limit: int = 8, *, objects: bool = False) -> int:
    """Index of the last word of the phrase starting at word ``begin``, stopping at a clause boundary.

    An object (``objects``) also ends before a preposition other than "of": "studied *chemistry* at the
    University", but "makes *bales of tweed*".
    """
    last = begin
    for i in range(begin + 1, min(len(ws), begin + limit)):
        if _PUNCTUATION.search(text[ws[i - 1].end : ws[i].start]) or fold(ws[i].text) in _BOUNDARY_WORDS:
            break
        if objects and fold(ws[i].text) in _PREPOSITIONS and fold(ws[i].text) != "of":
            break
        last = i
    return last


def _phrase(text: str, ws: tuple[Word, ...], first: int, last: int) -> Mention | None:
    if any(fold(w.text) in COPULAS for w in ws[first : last + 1]):
        return None
    while first <= last and fold(ws[first].text) in STOPWORDS:
        first += 1
    while last >= first and fold(ws[last].text) in STOPWORDS:
        last -= 1
    if first > last:
        return None
    start, end = ws[first].start, ws[last].end
    return Mention(start, end, text[start:end], "phrase", first, last)


def _subject(text: str, ws: tuple[Word, ...], anchor: int) -> Mention | None:
    """The phrase before the verb at ``anchor``, back to the start of its clause."""
    begin = anchor
    while begin > 0 and not _PUNCTUATION.search(text[ws[begin - 1].end : ws[begin].start]):
        begin -= 1
    return _phrase(text, ws, begin, anchor - 1) if begin < anchor else None


def phrases(text: str, ws: tuple[Word, ...], anchor: int, *, subject: bool = False) -> list[Mention]:
    """Noun phrases that state the value of the relation at word ``anchor``.

    "The chief export ... is salted herring" (after a copula), "Salted herring is the main export" (before
    it), "Greyfleece Mills makes tweed" (the object of a relation verb), "known for its tweed". When the
    question asks for the subject ("What destroyed the mill?"), only the phrase before the verb counts.
    """
    if subject:
        found_subject = _subject(text, ws, anchor)
        return [found_subject] if found_subject is not None else []
    found: list[Mention | None] = []
    low = [fold(w.text) for w in ws]
    for j in range(anchor + 1, min(len(ws), anchor + 9)):
        if _PUNCTUATION.search(text[ws[j - 1].end : ws[j].start]):
            break
        if low[j] in COPULAS and j + 1 < len(ws):
            found.append(_phrase(text, ws, j + 1, _clause_end(text, ws, j + 1)))
            break
    for j in range(anchor - 1, max(-1, anchor - 8), -1):
        if _PUNCTUATION.search(text[ws[j].end : ws[j + 1].start]):
            break
        if low[j] in COPULAS:
            begin = j - 1
            while begin > 0 and not _PUNCTUATION.search(text[ws[begin - 1].end : ws[begin].start]):
                begin -= 1
            if begin <= j - 1:
                found.append(_phrase(text, ws, begin, j - 1))
            break
    if anchor + 2 < len(ws) and text[ws[anchor].end : ws[anchor + 1].start].strip() == ",":
        if low[anchor + 1] in ("a", "an", "the"):  # an appositive: "Oskar Lind, a schoolteacher from Tessel"
            found.append(_phrase(text, ws, anchor + 1, _clause_end(text, ws, anchor + 1)))
    if anchor + 1 < len(ws) and low[anchor + 1] not in COPULAS and low[anchor + 1] not in _PREPOSITIONS:
        begin = anchor + 1
        if low[anchor + 1] in ("mainly", "chiefly", "mostly") or (
            low[anchor] in ("known", "famous") and low[anchor + 1] == "for"
        ):
            begin = anchor + 2
        if begin < len(ws) and not _PUNCTUATION.search(text[ws[anchor].end : ws[begin].start]):
            found.append(_phrase(text, ws, begin, _clause_end(text, ws, begin, objects=True)))
    return _whole_figures(text, ws, [m for m in found if m is not None])


def _whole_figures(text: str, ws: tuple[Word, ...], found: list[Mention]) -> list[Mention]:
    """The phrases with a figure they open kept whole: "cost *£4,200*", not "4" cut at its comma.

    A figure's own comma and currency sign are no clause boundary; a phrase that opens inside a figure and
    ends in it is the figure, and one that runs on past it takes in its sign.
    """
    figures = [n for n in numbers(text, ws) if n.kind == "number"]
    out = []
    for m in found:
        n = next((n for n in figures if n.first_word <= m.first_word <= n.last_word), None)
        if n is not None and m.last_word <= n.last_word:
            m = Mention(n.start, n.end, n.text, "phrase", n.first_word, n.last_word)
        elif n is not None:
            m = Mention(n.start, m.end, text[n.start : m.end], "phrase", n.first_word, m.last_word)
        out.append(m)
    return out
