"""What a quantity measures: the measure a question asks for, and the one a sentence states beside a value.

"At what altitude does the station stand?" asks for a height; "about eleven kilometres south of the
observatory" states a distance, in the same unit family. The unit alone cannot tell them apart, so the judge
compares the measure named by the question with the measure the cited sentence names beside the answer
(a label before it, "Aperture ........ 24 inches", or a word after it, "1.6 kilometres long"). A count is
the same: "9 asteroids" does not answer "How many directors".
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, Word, fold, words
from ._candidates import restated_end, smaller_unit
from ._lexicon import NUMBER_WORDS, unit_family_of

__all__ = [
    "asked_measure",
    "compound_rest",
    "counted_noun",
    "measure_problem",
    "stated_measure",
    "value_at",
]

_MEASURES: dict[str, str] = {
    **dict.fromkeys("height high tall altitude elevation".split(), "height"),
    **dict.fromkeys("length long".split(), "length"),
    **dict.fromkeys("depth deep draught draft".split(), "depth"),
    **dict.fromkeys("width wide breadth broad".split(), "width"),
    **dict.fromkeys("distance far away".split(), "distance"),
    **dict.fromkeys("aperture diameter".split(), "aperture"),
    **dict.fromkeys("weight weighs weigh heavy".split(), "weight"),
    **dict.fromkeys("area".split(), "area"),
    **dict.fromkeys("capacity".split(), "capacity"),
    **dict.fromkeys("span spans spanned".split(), "span"),
}
"""Words that name a measure, folded, → the measure: "altitude" and "high" both name a height."""
_TWO_WORD_MEASURES = {("focal", "length"): "focal length", ("half", "life"): "half-life"}
"""Measures of two words: "focal length" is no length of the instrument, a "half-life" no life."""
_DIRECTIONS = frozenset(
    "north south east west northeast northwest southeast southwest north-east north-west south-east "
    "south-west upstream downstream inland offshore".split()
)
"""A direction after a quantity ("eleven kilometres *south* of") makes it a distance between two places."""
_BEFORE = 4
"""How many words before a value a label or measure noun may stand ("a depth alongside of 12 metres")."""
_AFTER = 2
"""How many words after a value's unit a measure adjective may stand ("1.6 kilometres long")."""
_NUMBER = re.compile(r"\d")
_BREAK_BEFORE = re.compile(r"[;,|()]")
"""What ends the words a value's label may stand in (a colon or dotted leader joins label and value)."""
_BREAK_AFTER = re.compile(r"[;,:|()]")
_COMPOUND_GAP = re.compile(r"^(?:\s|\s*,\s*|\s+and\s+)$")
_FEET = frozenset({"ft", "feet", "foot"})


def _measure_at(ws: list[Word], i: int) -> str | None:
    """The measure the word at ``i`` names, reading a two-word measure from either of its words."""
    low = fold(ws[i].text)
    for (first, second), measure in _TWO_WORD_MEASURES.items():
        if low == first and i + 1 < len(ws) and fold(ws[i + 1].text) == second:
            return measure
        if low == second and i > 0 and fold(ws[i - 1].text) == first:
            return measure
    if low in _DIRECTIONS and i + 1 < len(ws) and fold(ws[i + 1].text) == "of":
        return "distance"
    if low in ("from", "off") and not any(fold(w.text) == "to" for w in ws[i + 1 : i + 6]):
        return "distance"  # "6 kilometres *from* the dam" (but "12 miles from X to Y" is a route's length)
    return _MEASURES.get(low)


_MEASURE_NOUNS = frozenset(
    "altitude elevation height length depth width distance aperture diameter weight area span".split()
)
"""Measure nouns a question names ("What is the *depth* alongside..."); adjectives count only after "how"."""


def asked_measure(question: str) -> str | None:
    """The measure ``question`` asks for ("How deep..." → depth, "the focal length of" → focal length)."""
    ws = words(question)
    low = [fold(w.text) for w in ws]
    for i, w in enumerate(low):
        if w == "how" and i + 1 < len(low) and low[i + 1] not in ("many", "much"):
            if any(_MEASURES.get(x) == "span" for x in low[i + 2 :]):
                return "span"  # "How far did the roof *span*?" asks the span, not a distance between places
            return _MEASURES.get(low[i + 1])
    for i, w in enumerate(low):
        measure = _measure_at(ws, i)
        if measure is not None and (w in _MEASURE_NOUNS or measure in _TWO_WORD_MEASURES.values()):
            return measure
    return None


def value_at(text: str, value: str) -> tuple[int, int] | None:
    """The word range of ``value`` in ``text`` (first and past-last word), matched word by word."""
    wanted = [fold(w.text) for w in words(value)]
    if not wanted:
        return None
    ws = words(text)
    low = [fold(w.text) for w in ws]
    for i in range(len(low) - len(wanted) + 1):
        if low[i : i + len(wanted)] == wanted:
            return i, i + len(wanted)
    return None


def _unit_end(ws: list[Word], end: int) -> int:
    """Past the unit words right after a value ("24 *inches*")."""
    while end < len(ws) and unit_family_of(ws[end].text) is not None:
        end += 1
    return end


def stated_measure(text: str, value: str) -> str | None:
    """The measure ``text`` names right beside ``value``: the nearest measure word before or after it."""
    at = value_at(text, value)
    if at is None:
        return None
    ws = words(text)
    first, last = at
    after = _unit_end(ws, last)
    # "18 metres (59 feet) high": the words after the bracketed restatement are the value's own
    resumed = restated_end(text, ws[after - 1].end)
    while after < len(ws) and ws[after].start < resumed:
        after += 1
    found: list[tuple[int, int, str]] = []
    for i in range(first - 1, max(-1, first - _BEFORE - 1), -1):
        if _BREAK_BEFORE.search(text[ws[i].end : ws[i + 1].start]):
            break  # "...; depth 40 metres": another part's measure
        if (measure := _measure_at(ws, i)) is not None:
            found.append((first - i, 0, measure))
    # "7 feet *in* clear diameter": a measure after "in" may stand one word further
    reach = _AFTER + (after < len(ws) and fold(ws[after].text) == "in")
    for i in range(after, min(len(ws), after + reach)):
        if _BREAK_AFTER.search(text[max(ws[i - 1].end, resumed) : ws[i].start]):
            break  # "Length 9 kilometres; *depth* 40 metres"
        if (measure := _measure_at(ws, i)) is not None:
            found.append((i - after + 1, 1, measure))
        elif fold(ws[i].text) in _DIRECTIONS:  # "two miles west, ...": a distance however it goes on
            found.append((i - after + 1, 1, "distance"))
    if found:
        return min(found)[2]
    return _label_measure(text, ws, first) or _bracketed_distance(text, ws, first, after)


_LABEL = re.compile(r"^\W*(?P<label>[A-Za-z][^:;.|()]{0,120}):\s*$")
"""A line's label before its value and a colon: "- Height of the front edge of the roof: *28 feet*"."""


def _label_measure(text: str, ws: list[Word], first: int) -> str | None:
    """The first measure a line's label names, however far before the value it stands.

    "Height of the front edge of the roof above the lowest step: 28 feet" gives a height: the label's
    measure word opens it, more words before the value than a measure may stand in running text.
    """
    line_start = text.rfind("\n", 0, ws[first].start) + 1
    label = _LABEL.match(text[line_start : ws[first].start])
    if label is None:
        return None
    named = [w for w in ws if line_start <= w.start < line_start + label.end("label")]
    return next((m for i in range(len(named)) if (m := _measure_at(named, i)) is not None), None)


_ROUTE_UNITS = frozenset("mile miles km kilometre kilometres kilometer kilometers furlong furlongs".split())
"""Units a way is measured in, and no height of a thing that stands: "To Kellby (*11 miles*)"."""
_PLACE_THEN_BRACKET = re.compile(r"[A-Z][\w'’-]*\**\s*\(\s*$")
"""A name closed right before an opening bracket: "To Kellby (*11 miles*)"."""


def _bracketed_distance(text: str, ws: list[Word], first: int, after: int) -> str | None:
    """A length in miles alone in brackets after a place's name, as a guide gives the way to it: a distance.

    "To Kellby (11 miles), where there is also a stand of 1852" says how far Kellby is, never how high
    anything there stands.
    """
    if not any(fold(w.text) in _ROUTE_UNITS for w in ws[first:after]):
        return None  # "the summit of Kell Pike (2,614 m)" gives the summit's height, in a unit of heights
    closes = text[ws[after - 1].end : ws[after - 1].end + 2].lstrip().startswith(")")
    opens = _PLACE_THEN_BRACKET.search(text[max(0, ws[first].start - 60) : ws[first].start])
    return "distance" if closes and opens is not None else None


def measure_problem(question: str, value: str, cited: str) -> str | None:
    """Why ``value``, read in ``cited``, measures something other than ``question`` asks, or ``None``."""
    asked = asked_measure(question)
    if asked is None or not (_NUMBER.search(value) or any(unit_family_of(w.text) for w in words(value))):
        return None
    stated = stated_measure(cited, value)
    if stated is None or stated == asked:
        return None
    return f"the answer {value!r} is a {stated} in its cited sentence, not the {asked} the question asks for"


def compound_rest(cited: str, value: str) -> str | None:
    """The rest of a compound quantity that ``value`` only begins ("2 hours" of "2 hours 40 minutes")."""
    at = value_at(cited, value)
    if at is None:
        return None
    ws = words(cited)
    first, last = at
    units = [w.text for w in ws[first:last] if unit_family_of(w.text)]
    if not units or last + 1 >= len(ws):
        return None
    family = unit_family_of(units[-1])
    nxt, unit = ws[last], ws[last + 1]
    between = cited[ws[last - 1].end : nxt.start]
    # "in" is no unit alone (a preposition), but after a figure in feet it is inches: "3 ft 2 in wide"
    inches = unit.text == "in" and units[-1].lower() in _FEET
    counted = nxt.text.isdigit() or fold(nxt.text) in NUMBER_WORDS  # "seven tons *four* hundredweight"
    if not _COMPOUND_GAP.match(between) or not counted or nxt.text in ("0", "00"):
        return None  # "54 ft 0 in" leaves nothing out
    if not inches and unit_family_of(unit.text) != family:
        return None
    return cited[nxt.start : unit.end] if inches or smaller_unit(units[-1], unit.text) else None


_NOT_NOUNS = frozenset(
    "across always besides perhaps afterwards backwards forwards upwards downwards towards outwards "
    "inwards sideways whereas thus unless plus less nevertheless".split()
)
"""Words ending in "s" that name no counted thing: "7 feet *across* the mouth", "12 miles *towards* Kell"."""


def counted_noun(cited: str, value: str) -> str | None:
    """The plural noun a count counts in ``cited`` ("17 *asteroids*"), when it follows the count directly."""
    at = value_at(cited, value)
    if at is None:
        return None
    ws = words(cited)
    last = at[1]
    if last >= len(ws) or cited[ws[last - 1].end : ws[last].start].strip():
        return None
    noun = fold(ws[last].text)
    if noun in STOPWORDS or noun in _NOT_NOUNS or not noun.isalpha() or not noun.endswith("s"):
        return None
    return noun if unit_family_of(noun) in (None, "people") else None
