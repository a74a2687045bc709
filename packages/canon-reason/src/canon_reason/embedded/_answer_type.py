"""Judge checks that an answer, and every hop and operand of it, has the type its question asks for.

Each check reads one question, the answer given to it and the texts cited for it, and returns the reasons
the answer is of another type than asked, as a list (empty when it is of the asked type):

- a measure ("How high ...", "..., in feet?", "What is the depth of ...") needs a number with a unit of
  the asked family right after it, in the answer or in the cited text (or heading its table: "Height
  (m)"): a number word without one ("three storeys"), a number the text gives no unit ("moved to 9 Quay
  Row") or a count of things measured ("seven arches of 40 feet") is no measure;
- a measure or a quantity asked in a unit ("What horsepower ...", "..., in yards?") is answered with a
  number, not with words ("bought second-hand");
- a count of a kind of thing ("How many black pistes") must count that kind: not a total the cited
  text splits by the asked kind ("pistes: 36 (... 5 black)"), nor the bare noun in a line that never
  names the kind, nor a number the cited text only ever gives a unit of measure ("one and a half miles");
- a who-answer must read as a person or a body: the cited text does not write it as a thing ("the Vell
  Chair opened"), nor does it end in a noun naming a place, a building, a route or a vehicle;
- a year is asked by "when" and "in what year", of every hop too;
- a name asked for ("By what name ...", "What title ...") is a name: capitalised, not a word of the
  sentence around it ("known");
- a name is not cut short where the cited text goes on with the same name ("Summer" of "renamed Summer on
  the Long Shore"), or closes its quotes or italics only later.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .._draft import Draft
from .._text import STOPWORDS, fold, words
from ._answer_form import FIRM_ASKED, hundreds_in_figures
from ._borrowed import YEAR_RANGE, handed_on
from ._candidates import NAME_CONNECTORS
from ._charge_held import uncharged_problem
from ._fact import read_fact
from ._figure_asked import (
    bare_rank_problem,
    beneficiary_problem,
    building_for_person_problem,
    built_for_problem,
    clock_time_problem,
    code_number_problem,
    column_word_unit_problem,
    compound_word_problem,
    dayless_problem,
    figureless_problem,
    headline_name_problem,
    item_number_problem,
    lot_part_problem,
    measured_count_problem,
    month_alone_problem,
    monthless_problem,
    party_address_problem,
    said_only_where,
    street_problem,
    succeeded_one_problem,
    successor_role_problem,
    title_problem,
    unnamed_problem,
    weekday_problem,
)
from ._lexicon import (
    ACTUAL_ASKED,
    AUXILIARIES,
    CATEGORY_TYPES,
    HOW_ADJECTIVES,
    INSTANCE_HEADS,
    MEASURE_NOUNS,
    MONEY_WRITTEN,
    MONTHS,
    NUMBER_WORDS,
    OFFICE_NOUNS,
    ORDER_WORD,
    ORG_WORDS,
    PLACE_WORDS,
    ROLE_NOUNS,
    SUM_NOUN_ASKED,
    TITLES,
    WHERE_ASKED,
    YEAR_DIGITS,
    asked_word_keys,
    content_keys,
    key,
    relations_of,
    role_word,
    unit_family_of,
    unit_name,
    unit_phrase,
)
from ._operand_figures import bounded_after
from ._quoted_names import names_given
from ._sentences import RECORD_NOUNS
from ._source_party import origin_party_problem

__all__ = [
    "added_count_problem",
    "appointed_pay_problem",
    "answer_type_problems",
    "asked_name_in_place_problem",
    "asked_place_problem",
    "bare_figure_sum_problem",
    "bare_firm_problem",
    "bound_figure_problem",
    "boundary_neighbour_problem",
    "count_kind_problem",
    "count_measure_problem",
    "cut_name_problem",
    "date_type_problem",
    "dimension_for_quantity_problem",
    "done_to_problem",
    "firm_for_office_problem",
    "firm_place_problem",
    "given_name_problem",
    "height_word_problem",
    "label_answer_problem",
    "label_count_problem",
    "land_name_problem",
    "material_problem",
    "measure_type_problem",
    "name_type_problem",
    "newspaper_place_problem",
    "now_called_problem",
    "numberless_measure_problem",
    "on_account_problem",
    "office_for_holder_problem",
    "other_dimension_problem",
    "other_earner_problem",
    "other_life_event_problem",
    "other_role_problem",
    "other_style_problem",
    "paid_before_settled_problem",
    "paid_for_demanded_problem",
    "person_type_problem",
    "place_for_thing_problem",
    "possessive_name_problem",
    "qualified_role_problem",
    "question_thing_problem",
    "record_for_place_problem",
    "role_of_other_problem",
    "rough_for_exact_problem",
    "sum_type_problem",
    "undated_deed_problem",
    "unnamed_deed_problem",
    "unnamed_known_problem",
    "vessel_attribute_problem",
    "wage_figure_problem",
    "whole_for_share_problem",
    "would_be_paid_problem",
]

_CHECKED_HOW = ("long", "tall", "high", "deep", "wide", "far", "heavy")
"""The "how <adjective>" questions whose answer must be a measure (the lexicon's ``HOW_ADJECTIVES`` owns
their unit families; "how old" or "how strong" are read elsewhere)."""
_HOW_MEASURE = re.compile(r"\bhow (" + "|".join(_CHECKED_HOW) + r")\b")
_FAMILIES = {
    adjective: frozenset({HOW_ADJECTIVES[adjective] or ""}) | ({"time"} if adjective == "long" else set())
    for adjective in _CHECKED_HOW
}
"""The unit families a "how <adjective>" question is answered in ("how long": a length or a duration)."""
_MEASURED = frozenset({"length", "mass", "area", "volume", "time", "speed", "temperature"})
"""Families of units a question may ask its answer in ("..., in feet?"): counts of people are not measures."""
_IN_UNIT = re.compile(r"\bin ([a-z]+(?: [a-z]+)?)\s*[?,]?\s*$|\bin ([a-z]+),")
_WHAT_MEASURE = re.compile(r"^(?:what|how much) (?:is|was|are|were|did|does|do)\b")
"""A question asking what a measure is ("What is the height of ...", "What did X weigh")."""
_WEIGH = re.compile(r"\bweigh(?:s|ed)?\b")
_HEADED_UNIT = re.compile(r"\(([^\W\d_]+)\)|\bin ([^\W\d_]+)\s*[:|)]")
"""A unit a table or a label states once for its numbers: "Height (m)", "Span, in feet:"."""
_HOW_MANY_UNIT = re.compile(r"^how many ([a-z]+)\b")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_AFTER_NUMBER = re.compile(r"[ \t\u00a0-]*(?:\n[ \t]*)?([^\W\d_][^\W_]*|%|°\w?)")
"""The word right after a number, on its line or wrapped to the next ("2.1\nmetres", "12.8 km2")."""


_MORE_UNITS = {
    **dict.fromkeys("yd yds mi furlong furlongs fathom fathoms chain chains".split(), "length"),
    **dict.fromkeys("t stone stones".split(), "mass"),
    **dict.fromkeys("second seconds sec secs".split(), "time"),
    **dict.fromkeys("horsepower hp".split(), "power"),
}
"""Units a measure may be given in beyond the shared families: abbreviations and old measures."""


def _family_of(unit: str) -> str | None:
    """The unit family of ``unit``, an abbreviation or an old measure too ("yd", "fathoms")."""
    family = unit_family_of(unit)
    if family is None and (named := unit_name(unit)) is not None:
        family = unit_family_of(named)
    return family or _MORE_UNITS.get(fold(unit))


def _asked_families(question: str) -> frozenset[str]:
    """The unit families ``question`` asks its answer in, or none when it asks no measure."""
    low = question.strip().lower()
    if (how := _HOW_MEASURE.search(low)) is not None and not re.search(
        r"\bhow (?:long|far) (?:ago|before|after)\b", low
    ):
        return _FAMILIES[how.group(1)]
    if _WHAT_MEASURE.match(low):
        if _WEIGH.search(low):
            return frozenset({"mass"})
        for w in words(low)[2:8]:
            if MEASURE_NOUNS.get(key(w.text)) in ("length", "mass"):
                return frozenset({MEASURE_NOUNS[key(w.text)] or ""})
    if (many := _HOW_MANY_UNIT.match(low)) is not None:
        family = _family_of(many.group(1))
        return frozenset({family}) if family in _MEASURED else frozenset()
    written = question.strip()
    for found in _IN_UNIT.finditer(low):
        at = found.start(1) if found.group(1) else found.start(2)
        if written[at : at + 1].isupper():
            continue  # a name, not a unit: "the cottage in Pound Lane"
        unit = (found.group(1) or found.group(2) or "").split()[0]
        family = _family_of(unit)
        if family in _MEASURED:
            return frozenset({family})
    return frozenset()


def _unit_after(text: str, end: int) -> str | None:
    """The word right after a number ending at ``end`` of ``text`` ("24 *metres*", "24-*metre*")."""
    found = _AFTER_NUMBER.match(text, end)
    return found.group(1) if found is not None else None


def measure_type_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` is no quantity in the unit family ``question`` asks for, as reasons.

    The answer's first number must stand right before a unit of the asked family, in the answer itself or,
    when the answer ends with the number, in a cited text; a figure the text follows with another word ("9
    Quay Row") is no measure, while one standing alone (a label's or a table's value) may be.
    """
    families = _asked_families(question)
    if not families:
        return []
    number = _NUMBER.search(value)
    spelled = [w for w in words(value) if fold(w.text) in NUMBER_WORDS]
    if spelled and (number is None or spelled[0].start < number.start()):
        unit = _unit_after(value, spelled[0].end)
        if unit is None:  # the answer ends with the number word: read the unit the text gives it
            word = re.compile(rf"\b{re.escape(spelled[0].text)}\b", re.IGNORECASE)
            units = [u for text in cited for m in word.finditer(text) if (u := _unit_after(text, m.end()))]
            unit = next((u for u in units if _family_of(u) in families), units[0] if units else None)
        if unit is not None and _family_of(unit) in families:
            return []  # "nine kilometres": a measure in words
        if unit is not None:
            wanted = "/".join(sorted(families))
            return [f"the answer {value!r} counts {unit}, not a {wanted} the question asks for"]
        return [
            f"the answer {value!r} is a number in words with no unit, not a measure the question asks for"
        ]
    if number is None:
        return []
    unit = _unit_after(value, number.end())
    if unit is None:
        plain = number.group().replace(",", "")
        after = [
            _unit_after(text, m.end())
            for text in cited
            for m in _NUMBER.finditer(text)
            if m.group().replace(",", "") == plain
        ]
        if any(u is None or _family_of(u) in families for u in after):
            return []  # a unit of the family, or a bare figure of a label, a table cell or a sentence's end
        headed = [u for text in cited for m in _HEADED_UNIT.finditer(text) if (u := m.group(1) or m.group(2))]
        if any(_family_of(u) in families for u in headed):
            return []  # a table's or a label's unit
        if not any(m.group().replace(",", "") == plain for text in cited for m in _NUMBER.finditer(text)):
            return []  # worked out, not read: the arithmetic checks it
        return [f"the answer {value!r} has no unit of {'/'.join(sorted(families))} in its cited text"]
    if _family_of(unit) in families:
        return []
    return [f"the answer {value!r} counts {unit}, not a {'/'.join(sorted(families))} the question asks for"]


_HOW_TALL = re.compile(r"^how (?:tall|high)\b")
_HEIGHT_WORDS = re.compile(
    r"\b(?:tall|taller|tallest|high|higher|highest|height|heights|rises?|rising|rose|risen|stands?|standing"
    r"|stood|above|elevation|altitude|up|summits?|peaks?|tops?)\b",
    re.IGNORECASE,
)
"""Words that give a figure as a height: "38 metres high", "rises 44 metres", "the summit (987 m)"."""


def height_word_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why the figure answering "How tall/high is X?" is no height in its cited text, as reasons.

    A figure is a height where its text says so ("a waterfall 21 metres high", "Height: 52 feet") or where a
    table row gives it with its unit ("| 1838 | 164 feet |"); "the 60 cm reflector", "5 miles E. of the town",
    "29 yards beneath it" or a bare table cell measure something else of the thing, or nothing.
    """
    number = _NUMBER.search(value)
    if _HOW_TALL.match(question.strip().lower()) is None or number is None:
        return []
    plain = number.group().replace(",", "")
    found = [
        (text, m) for text in cited for m in _NUMBER.finditer(text) if m.group().replace(",", "") == plain
    ]
    if not found:
        return []  # worked out, or read in words: other checks hold it
    for text, m in found:
        if _HEIGHT_WORDS.search(text) or ("|" in text and _unit_after(text, m.end()) is not None):
            return []
    return [f"the cited text does not give {value!r} as a height"]


_HOW_LONG_IS = re.compile(r"^how long (?:is|was|are|were)\b")
_LENGTH_WORDS = frozenset(
    "long length lengths longer longest overall extends extending extended runs running ran stretches "
    "stretching stretched".split()
)
"""Words that give a figure as a length: "46 metres *long*", "*Length*: 412 feet", "*runs* for 23 km"."""
_OTHER_DIMENSIONS = frozenset(
    "wide width broad breadth beam high height tall deep depth thick thickness diameter span ceiling across "
    "beneath below above from apart away off altitude elevation rises climbs square aperture bore "
    "gauge".split()
)
"""Words that give a figure as another measure of a thing: its width, height, distance, span or bore."""
_PHRASE_BREAK = re.compile(r"[,;.()|\[\]]")
"""Where the words that tell what a figure measures stop: another clause, bracket or table cell."""
_LEADER = re.compile(r"\.{2,}|…")
"""Dots leading a label to its figure ("Length ........ 40 miles"), no clause's end."""


def _clause_around(before: str, after: str) -> tuple[str, str]:
    """The words of a figure's own clause before and after it, brackets and leader dots let through.

    "520 metres (1,706 ft) long" and "880 yards long, or 805 metres" keep their length word for the
    converted figure; "Length ........ 40 miles" keeps its label.
    """
    before, after = (re.sub(r"[()]", " ", _LEADER.sub(" ", text)) for text in (before, after))
    before = re.sub(r",\s*or\b", " or", before)
    # a label's line is read whole: "Length between the piers, as built: 372 feet"
    if re.search(r":\s*$", before):
        return re.split(r"[\n|]", before)[-1], _PHRASE_BREAK.split(after, maxsplit=1)[0]
    return _PHRASE_BREAK.split(before)[-1], _PHRASE_BREAK.split(after, maxsplit=1)[0]


def _dimension_of(before: str, after: str) -> str | None:
    """The word telling what a figure measures: read after its unit first, then before it.

    In "90 feet by 30 feet" the first figure is the length, the second the width.
    """
    after_words = words(after)
    for i, w in enumerate(after_words[:4]):
        low = w.text.lower()
        if low in _LENGTH_WORDS or low in _OTHER_DIMENSIONS:
            return low
        if low == "by" and i + 1 < len(after_words) and after_words[i + 1].text[:1].isdigit():
            return "long"
        if not (low.isdigit() or low == "in" or _family_of(low) == "length"):
            break
    before_words = words(before)
    if before_words and before_words[-1].text.lower() == "by":
        return "wide"
    label = re.search(r":\s*$", before) is not None  # a label names its figure from anywhere on its line
    for w in reversed(before_words if label else before_words[-4:]):
        low = w.text.lower()
        if low in _LENGTH_WORDS or low in _OTHER_DIMENSIONS:
            return low
    return None


def _asked_label(before: str, question: str) -> bool:
    """Whether the label before a figure names what the question asks ("Short boundaries: 64 m")."""
    if not re.search(r":\s*$", before):
        return False  # "Dunby is the 60 cm reflector": the subject's own name, no label of a measure
    label = [key(w.text) for w in words(before)[-4:] if w.text.lower() not in STOPWORDS]
    asked = {key(w.text) for w in words(question)}
    return bool(label) and all(k in asked for k in label)


def length_word_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why the figure answering "How long is X?" is no length in its cited text, as reasons.

    A figure is a length where a word next to it says so ("46 metres long", "Length: 412 feet", "32 feet in
    length") or where a table row gives it with its unit; "a beam of 11 feet", "the 60 cm reflector", "sits
    at 1,840 metres", "5 miles E. of the town" or "60 ft long by 12 ft wide" for the 12 measure something
    else, or nothing. A duration ("31 years") and a measure the question names ("the main span") pass.
    """
    number = _NUMBER.search(value) or re.match(r"\s*([^\W\d_]+)", value)
    low_question = question.strip().lower()
    if _HOW_LONG_IS.match(low_question) is None or number is None:
        return []
    unit = _unit_after(value, number.end())
    if unit is not None and _family_of(unit) == "time":
        return []
    plain = number.group().strip().replace(",", "")
    if not plain[:1].isdigit():  # a number in words: "nine kilometres apart"
        if fold(plain) not in NUMBER_WORDS:
            return []
        spelled = re.compile(rf"\b{re.escape(plain)}\b", re.IGNORECASE)
        found = [(text, m) for text in cited for m in spelled.finditer(text)]
    else:
        found = [
            (text, m) for text in cited for m in _NUMBER.finditer(text) if m.group().replace(",", "") == plain
        ]
    if not found:
        return []  # worked out, or read in words: other checks hold it
    for text, m in found:
        before, after = _clause_around(text[max(0, m.start() - 60) : m.start()], text[m.end() : m.end() + 60])
        dimension = _dimension_of(before, after)
        if dimension is None and "|" in text and _unit_after(text, m.end()) is not None:
            return []  # a table cell under its column's name
        if dimension is None and _asked_label(before, question):
            return []
        if dimension is None:
            continue
        if dimension in _LENGTH_WORDS or re.search(rf"\b{dimension}\b", low_question):
            return []
    return [f"the cited text does not give {value!r} as a length"]


_DIMENSION_WORDS = {
    "deep": frozenset("deep deeper deepest depth depths".split()),
    "wide": frozenset("wide wider widest width widths broad broader breadth across".split()),
    "thick": frozenset("thick thicker thickest thickness".split()),
    "high": frozenset("high higher highest height heights tall taller tallest".split()),
    "long": frozenset("long longer longest length lengths".split()),
}
"""The words that name each of a thing's dimensions beside its figure."""
_ASKED_DIMENSION = re.compile(
    r"^how (deep|wide|broad|thick)\b"
    r"|^what (?:was|is|were|are) the (?:[a-z]+ ){0,2}?(depth|width|breadth|thickness|length|height)\b"
    r"|^what (depth|width|breadth|thickness|length|height) (?:was|is|were|are|did|had)\b"
)
"""A dimension asked by its adjective ("*How deep* was ...") or noun ("What was the specified *width*",
"*What length* was the store to be")."""
_DIMENSION_ASKED = {
    "deep": "deep",
    "wide": "wide",
    "broad": "wide",
    "thick": "thick",
    "depth": "deep",
    "width": "wide",
    "breadth": "wide",
    "thickness": "thick",
    "length": "long",
    "height": "high",
}
"""The dimension each asking word names, as ``_DIMENSION_WORDS`` keys it."""
_CLAUSE_EDGE = re.compile(r"[,;:.!?()|\n]")
_OWN_DIMENSION = re.compile(r"[\w-]*(?:\s+(?:[a-z]+\.?|\([^()]{0,20}\)))?\s+(?:in\s+)?[a-z]+")
"""The words right after a figure, which may name its own dimension: "36 feet *in width*", "36 ft. *wide*"."""


def other_dimension_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why the figure answering "How deep/wide/thick ...?" is given in its clause as another dimension.

    "The height from the ground to the eaves shall be 22 feet" gives a height, not the depth "How deep was
    the stand?" asks; "180 feet in length and 36 feet in depth" names the depth beside the figure. A clause
    naming no dimension leaves the figure to the other checks.
    """
    asked = _ASKED_DIMENSION.match(question.strip().lower())
    if asked is None:
        return []
    family = _DIMENSION_ASKED[next(g for g in asked.groups() if g)]
    number = _NUMBER.search(value)
    if number is not None:
        plain = number.group().replace(",", "")
        found = [(t, m) for t in cited for m in _NUMBER.finditer(t) if m.group().replace(",", "") == plain]
    else:  # a figure in words: "fourteen feet"
        first = words(value)[0].text.lower() if words(value) else ""
        if first not in NUMBER_WORDS:
            return []
        written = re.compile(rf"\b{re.escape(first)}\b", re.IGNORECASE)
        found = [(t, m) for t in cited for m in written.finditer(t)]
    for text, m in found:
        after = _OWN_DIMENSION.match(text, m.end())
        own = {w.text.lower() for w in words(after.group())} if after else set()
        if named := {d for d, ws in _DIMENSION_WORDS.items() if own & ws}:
            if family in named:  # "180 feet *in length* by 36 feet in width": the figure's own dimension
                return []
            continue
        begin = max((e.end() for e in _CLAUSE_EDGE.finditer(text, 0, m.start())), default=0)
        edge = _CLAUSE_EDGE.search(text, m.end())
        clause = {w.text.lower() for w in words(text[begin : edge.start() if edge else len(text)])}
        named = {d for d, ws in _DIMENSION_WORDS.items() if clause & ws}
        if not named or family in named:
            return []
    if not found:
        return []
    return [f"the cited text gives {value!r} as another dimension than the one asked"]


_APPROXIMATE = frozenset(
    "about some over nearly almost around approximately roughly just under more less a an".split()
)
"""Words a measure may open with before its number ("about 40 feet", "a hundred yards")."""
_WHAT_UNIT = re.compile(r"^(?:what|how many) ([a-z]+) (?:is|was|are|were|did|does|do|had|has|have)\b")
"""A question naming the unit of its answer: "What horsepower was ...", "How many kilowatts did ..."."""


_COUNT_AFTER_OPENING = re.compile(r",\s*how many\b")
"""A count asked after an opening phrase: "Of the workers examined in 1896*, how many* had the tremor?"."""
_WHAT_QUANTITY = re.compile(
    r"^(?:at |to |of |with )?what (pressure|speed|temperature|depth|height|length|width|breadth|weight|"
    r"diameter|capacity|distance|horsepower|gauge|thickness|quantity|amount)\b"
)
"""A measure asked by its name: "*At what pressure* was the boiler worked?", "*What quantity* of starch"."""


def numberless_measure_problem(question: str, value: str) -> list[str]:
    """Why ``value`` holds no number where ``question`` asks a measure or a quantity in a unit, as reasons.

    "How deep ...", "..., in yards?" and "What horsepower was ..." are answered with a figure or a number
    word; words alone ("bought second-hand") say something else of the thing measured.
    """
    low = question.strip().lower()
    unit = _WHAT_UNIT.match(low)
    quantity = _WHAT_QUANTITY.match(low)
    counted = _COUNT_AFTER_OPENING.search(low) is not None and not any(c.isdigit() for c in value)
    if counted and not any(fold(w.text) in NUMBER_WORDS for w in words(value)):
        return [f"the answer {value!r} holds no number, and the question asks how many"]
    if quantity is not None and not any(c.isdigit() for c in value):
        if not any(fold(w.text) in NUMBER_WORDS for w in words(value)):
            return [f"the answer {value!r} holds no number, and the question asks a {quantity.group(1)}"]
    if not _asked_families(question) and (unit is None or _family_of(unit.group(1)) is None):
        return []
    ws = words(value)
    measured = re.search(r"\d[\d,.]*\s*[^\W\d_]", value)  # "weighed 58 kg" holds its measure
    if ws and ws[0].text.isalpha() and ws[0].text.islower() and _asked_families(question) and not measured:
        first = fold(ws[0].text)
        if first not in NUMBER_WORDS and first not in _APPROXIMATE:
            # "cast in 1790" holds a year, not the weight "What does the bell weigh?" asks
            return [f"the answer {value!r} opens with {ws[0].text!r}, not with the measure the question asks"]
    if any(c.isdigit() for c in value) or any(fold(w.text) in NUMBER_WORDS for w in ws):
        return []
    return [f"the answer {value!r} holds no number, and the question asks a measure"]


_HOW_MANY = re.compile(r"^how many (?:more |fewer |less )?((?:[a-z-]+ ){0,2}[a-z-]+)")
_IRREGULAR_PLURALS = frozenset({"people", "children", "men", "women", "staff", "crew", "cattle", "sheep"})
_NOT_MODIFIERS = frozenset({"of", "the", "a", "an"}) | AUXILIARIES


def _asked_kind(question: str) -> tuple[list[str], str] | None:
    """The modifiers and the head noun a "how many" question counts ("black pistes": black, pistes)."""
    found = _HOW_MANY.match(question.strip().lower())
    if found is None:
        return None
    phrase = found.group(1).split()
    for i, word in enumerate(phrase):
        if word in _NOT_MODIFIERS:
            return None
        if word.endswith("s") or word in _IRREGULAR_PLURALS:
            return phrase[:i], word
    return None


_FRACTION = re.compile(r"[ \t]+and (?:a |one )?(?:half|quarter|third)\b")
"""How a number goes on into a fraction of the unit after it: "one *and a half* miles"."""


def count_measure_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` is a measure, not the count of things ``question`` asks for, as reasons.

    "How many beds" answered "one" where the cited text only writes "one and a half miles": every place
    the cited text gives the number, a unit of measure follows it, and the asked things are no unit.
    """
    found = _HOW_MANY_UNIT.match(question.strip().lower())
    if found is None or _family_of(found.group(1)) is not None:
        return []
    ws = words(value)
    if len(ws) != 1:
        return []
    plain = ws[0].text.replace(",", "")
    if not (plain.isdigit() or fold(plain) in NUMBER_WORDS):
        return []
    number = re.compile(rf"(?<![\w.,]){re.escape(ws[0].text)}(?![\w]|[.,]\d)", re.IGNORECASE)
    units: list[str | None] = []
    for text in cited:
        for at in number.finditer(text):
            end = at.end()
            if (fraction := _FRACTION.match(text, end)) is not None:
                end = fraction.end()
            units.append(_unit_after(text, end))
    measured = [u for u in units if u is not None and _family_of(u) in _MEASURED]
    if not units or len(measured) < len(units):
        return []
    asked = found.group(1)
    return [f"the answer {value!r} is a measure in {measured[0]} in its cited text, not a count of {asked}"]


_PARTS = re.compile(r"\n|(?<=[.!?])\s")
"""Where a count's own line or sentence ends: a kind named in another line counts other things."""


def count_kind_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` counts more than the kind ``question`` counts ("black pistes"), as reasons.

    A total the cited text splits by the asked kind ("Pistes: 36 (... 5 black)") counts every kind; a
    number the text writes before the bare noun ("two porters") in a line or sentence that never names
    the asked kind ("night") counts others too.
    """
    asked = _asked_kind(question)
    number = _NUMBER.search(value)
    if asked is None or not asked[0] or unit_family_of(asked[1]) not in (None, "people"):
        return []
    modifiers = [key(m) for m in asked[0] if unit_family_of(m) is None]
    if not modifiers:
        return []
    plain = number.group().replace(",", "") if number is not None else fold(value.split()[0])
    for text in (part for whole in cited for part in _PARTS.split(whole)):
        ws = words(text)
        keys = [key(w.text) for w in ws]
        at = [i for i, w in enumerate(ws) if w.text.replace(",", "") == plain.split(".")[0]]
        if not at or any(m in keys[max(0, i - 3) : i + 4] for i in at for m in modifiers):
            continue
        named = [i for i, k in enumerate(keys) if k in modifiers]
        if any(
            ws[j].text[:1].isdigit() or fold(ws[j].text) in NUMBER_WORDS
            for i in named
            for j in (i - 1, i - 2)
            if j >= 0
        ):
            return [f"the answer {value!r} counts every kind the cited text splits by {asked[0][-1]!r}"]
        if not named and any(key(ws[i + 1].text) == key(asked[1]) for i in at if i + 1 < len(ws)):
            return [f"the answer {value!r} counts {asked[1]} the cited text never calls {' '.join(asked[0])}"]
    return []


_GENERIC_COUNTED = frozenset(key(w) for w in "people persons individuals things items times".split())
"""Nouns a "how many" question counts that any counted noun may answer ("How many people": "40 miners")."""


def _counted_after(text: str) -> str | None:
    """The plural noun a number before ``text`` counts, in its next two words ("46 reading *rooms*")."""
    if not re.match(r"[ \t]+[a-z]", text):
        return None  # "(population 2,150); smaller hamlets": the number's phrase has ended
    for token in text.split()[:2]:
        w = token.rstrip(".,;:!?")
        if not re.fullmatch(r"[a-z][a-z'’-]*", w):
            return None
        if w.endswith("s") and _family_of(w) not in _MEASURED:
            return w
        if w != token:
            return None  # the phrase ends at its punctuation
    return None


def _leading_count(value: str) -> re.Match[str] | None:
    """The count an answer opens with, in figures or in words ("19 barges", "two"), or ``None``."""
    first = re.match(r"\s*(\d[\d,]*|[^\W\d_]+)\b", value)
    if first is None or not (first.group(1)[0].isdigit() or fold(first.group(1)) in NUMBER_WORDS):
        return None
    return first


def _count_mention(count: str) -> re.Pattern[str]:
    """Where a text gives ``count`` standing alone, not inside a longer figure ("19" is not in "1,190")."""
    return re.compile(rf"(?<![\w,.]){re.escape(count)}(?![\w]|[.,]\d)", re.IGNORECASE)


def other_counted_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` counts other things than the ones ``question`` asks how many of, as reasons.

    "How many members did the club have?" is not answered by "19 barges" or "46 reading rooms": every
    sentence of the cited text giving the number counts another noun with it and never names members. A
    table row (its column unknown here), a number standing alone and a generic "how many people" pass.
    """
    asked = _asked_kind(question)
    if asked is None or key(asked[1]) in _GENERIC_COUNTED or unit_family_of(asked[1]) not in (None, "people"):
        return []
    first = _leading_count(value)
    if first is None:
        return []
    wanted = key(asked[1])
    if (own := _counted_after(value[first.end() :])) is not None:
        return [] if key(own) == wanted else [f"the answer {value!r} counts {own}, not {asked[1]}"]
    number = _count_mention(first.group(1))
    counted: list[str] = []
    for text in (part for whole in cited for part in _PARTS.split(whole)):
        at = list(number.finditer(text))
        if not at:
            continue
        if "|" in text or any(key(w.text) == wanted for w in words(text)):
            return []
        nouns = [_counted_after(text[m.end() :]) for m in at]
        if any(n is None for n in nouns):
            return []
        counted += [n for n in nouns if n is not None]
    if not counted:
        return []
    return [f"the answer {value!r} counts {counted[0]} in its cited text, not {asked[1]}"]


_ADDED = re.compile(r"[ \t]+(?:more|further)\b", re.IGNORECASE)
"""What follows a count of those added to ones told before: "two *more* men", "three *further* kilns"."""
_ASKS_ADDED = re.compile(r"\b(?:more|further|additional|extra|else)\b", re.IGNORECASE)


def added_count_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` counts only those added to a number told before, as reasons.

    "The Chairman reported that two more men from the works had been killed" gives no count of the hands
    employed: "two more" adds to a number the minute does not repeat. A question asking how many more (or
    further) things there were is answered by such a count, and any sentence giving the number plainly too.
    """
    if not question.lower().startswith("how many") or _ASKS_ADDED.search(question):
        return []
    first = _leading_count(value)
    if first is None:
        return []
    found = [m for text in cited for m in _count_mention(first.group(1)).finditer(text)]
    if not found or any(_ADDED.match(m.string, m.end()) is None for m in found):
        return []
    return [f"the answer {value!r} counts those added to a number told before ({found[0].group(0)} more)"]


_NOW_CALLED = re.compile(r"\b(?:now|today|at present|presently)\s+(?:called|known|named)\b", re.IGNORECASE)
"""A question asking the name a thing bears now: "What is the flooded pit *now called*?"."""
_NAMED_LATER = re.compile(
    r"\b(?:now|today|present|since|renamed|re-named|became|become|later|afterwards|converted|turned)\b",
    re.IGNORECASE,
)
"""Words of a text that gives a name as the one a thing came to bear: "is *now* Coldharbour Water"."""


def now_called_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a name is not shown to be the one the thing bears now, as reasons.

    "All that chalk pit called Cold Harbour Pit", in a lease of 1796, gives the pit's name then: asked what
    the flooded pit is *now* called, the cited text must tell of a name it came to bear, not one it had.
    """
    if _NOW_CALLED.search(question) is None or not value.strip():
        return []
    if any(_NAMED_LATER.search(text) for text in cited):
        return []
    return [f"the answer {value!r} is a name its cited text gives the thing then, not the one it bears now"]


_BIRTH_OR_DEATH = {
    "born": (
        re.compile(r"\b(?:born|birth)\b", re.I),
        re.compile(r"(?:\bd\.|\bdied|\bob\.|\bdeath)\s*(?:in\s+)?$", re.I),
    ),
    "died": (
        re.compile(r"\b(?:died|death)\b", re.I),
        re.compile(r"(?:\bb\.|\bborn|\bbirth)\s*(?:in\s+)?$", re.I),
    ),
}
"""Per life event asked, what asks it and what marks a year as the other event's: "(*d.* 1876)"."""


def other_life_event_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a year asked as a birth is a death its text marks ("QUAYLE, Edmund (d. 1876)"), or the reverse."""
    year = value.strip()
    if not YEAR_DIGITS.fullmatch(year):
        return []
    for event, (asked, other) in _BIRTH_OR_DEATH.items():
        if not asked.search(question):
            continue
        found = [m for text in cited for m in re.finditer(rf"(?<!\d){year}(?!\d)", text)]
        if found and all(other.search(m.string[max(0, m.start() - 12) : m.start()]) for m in found):
            return [f"the year {year} is marked in its cited text as another event of the life than {event}"]
    return []


_ROUGHLY_BEFORE = re.compile(
    r"\b(?:about|some|nearly|approximately|roughly|almost|around|upwards\s+of|c\.|circa)\s*$", re.IGNORECASE
)
"""What gives a figure as a rough one: "to a height of *about* 30 feet"."""


def rough_for_exact_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a figure its text gives only roughly answers a question asking the true or exact one.

    "What is the true height of the chimney?" is not answered by "spalling ... to a height of about 30
    feet": a true height is measured, and "about" says this figure was not.
    """
    figure = re.match(r"\s*[£$€]?(\d[\d,.]*)", value)
    if figure is None or not ACTUAL_ASKED.search(question):
        return []
    found = [
        m for text in cited for m in re.finditer(rf"(?<![\d,.]){re.escape(figure.group(1))}(?![\d])", text)
    ]
    if found and all(
        _ROUGHLY_BEFORE.search(m.string[max(0, m.start() - 16) : m.start()].rstrip("£$€ ") + " ")
        for m in found
    ):
        return [f"the answer {value!r} is a rough figure, and the question asks the true one"]
    return []


_WHO = re.compile(r"^(?:who|whom|by whom)\b")
_THING_HEADS = frozenset(
    key(w)
    for w in (
        "road avenue viaduct aqueduct tunnel canal branch lock wharf quay pier dock basin reservoir station "
        "building works shed depot garage terminal lift chair chairlift gondola piste railway route trail "
        "lifeboat engine appliance ladder pump island river bay mount mountain peak valley village city "
        "harbour abbey palace aviary enclosure inn hotel tavern loft cellar warehouse storehouse kiln chimney"
    ).split()
)
"""Head nouns of names of things a person is not (places, buildings, routes, vehicles, machines); nouns that
are also surnames ("Hall", "Wood", "Mill") are left out."""
_STREET_HEADS = frozenset("street place square row terrace crescent parade".split())
"""Last words of street names, compared as written ("Rowe" is no "Row"); "Lane" and "Green" are surnames."""
_ROAD_HEADS = frozenset("lane road way".split())
"""Last words of street names that are surnames too ("Lane"): a place where the text sets it after "in"."""


_DOCUMENT_HEADS = frozenset(
    key(w) for w in "act charter deed will resolution decree statute bill licence patent treaty".split()
)
"""Nouns of documents a thing is done by ("incorporated by Act of Parliament"): the means, not the doer."""


_WOMAN_ASKED = re.compile(r"\b(?:widow|wife|daughter|mother|sister|niece|granddaughter|aunt)\b")
_MAN_ASKED = re.compile(r"\b(?:widower|husband|son|father|brother|nephew|grandson|uncle)\b")
_MAN_TITLES = frozenset({"mr", "messrs", "sir", "lord"})
_WOMAN_TITLES = frozenset({"mrs", "miss", "ms", "lady", "dame"})


def kin_title_problem(question: str, value: str) -> list[str]:
    """A man's title for a woman asked by her kin noun, or a woman's for a man: "Mr Alfred Pennock", a widow.

    "What was the name of Samuel Pennock's widow?" is not answered by "Mr Alfred Pennock", a grandson the
    same sentence names: a widow is no "Mr". Only the kin noun asked is read, so "the son of Mrs Roe" asks
    a man.
    """
    ws = words(value)
    asked = question.strip().lower()
    if not ws or not _WHO_OR_NAME.match(asked):
        return []
    title = fold(ws[0].text)
    woman, man = _WOMAN_ASKED.search(asked), _MAN_ASKED.search(asked)
    if woman is not None and man is None and title in _MAN_TITLES:
        return [f"the answer {value!r} names a man, and the question asks for a {woman.group()}"]
    if man is not None and woman is None and title in _WOMAN_TITLES:
        return [f"the answer {value!r} names a woman, and the question asks for a {man.group()}"]
    return []


_WHO_OR_NAME = re.compile(r"^(?:who|whom|what was the name of|what is the name of|what were the names of)\b")
"""A question asking a person by name: "Who was ...", "What was the name of ..."."""


_BUILDING_ASKED = re.compile(r"^(?:in\s+)?(?:what|which)\s+(?:other\s+)?(?:[a-z]+\s+)?buildings?\b")
"""A question asking a building by its kind: "What other public *building* did he design?"."""


_MISTER = frozenset({"mr", "mrs", "miss", "ms", "messrs", "dr", "capt", "captain", "prof", "professor"})
"""Titles only a living person is named with: "St" and "Queen" open the names of buildings too."""


_WHERE_STOOD = re.compile(
    r"^where\s+(?:did|does|do|was|is|were|are)\s+the\s+(?P<noun>[a-z]+)\b(?=.*\b(?:stand|stood|lie|lay|"
    r"situated|located|placed)\b)"
)
"""A question asking where a thing stood: "Where did *the inn* at which the partners met stand?"."""


def thing_for_its_place_problem(question: str, value: str) -> list[str]:
    """The asked thing's own name for where it stood: "Baltic Inn" for where the inn stood."""
    asked = _WHERE_STOOD.match(question.strip().lower())
    ws = words(value)
    if asked is None or not ws or key(ws[-1].text) != key(asked.group("noun")):
        return []
    return [f"the answer {value!r} names the {asked.group('noun')} itself, not where it stood"]


def titled_building_problem(question: str, value: str) -> list[str]:
    """A person, named with a title, for a building asked: "Mr Silas Marwood" for what he designed.

    The word "building" shares its stem with "builder", a person's noun; a name opening with a title is a
    person's all the same, and no building.
    """
    ws = words(value)
    if not _BUILDING_ASKED.match(question.strip().lower()) or len(ws) < 2 or fold(ws[0].text) not in _MISTER:
        return []
    return [f"the answer {value!r} names a person, not the building the question asks for"]


def person_type_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` does not read as the person or body a who-question asks for, as reasons."""
    if not _WHO.match(question.strip().lower()):
        return []
    ws = words(value)
    if not ws:
        return []
    if key(ws[0].text) in _DOCUMENT_HEADS and (len(ws) == 1 or ws[1].text == "of"):
        return [f"the answer {value!r} names a document, not the person or body asked for"]
    head = key(ws[-1].text)
    street = fold(ws[-1].text) in _STREET_HEADS
    if (street or head in _THING_HEADS) and head not in ORG_WORDS and fold(ws[-1].text) not in TITLES:
        return [f"the answer {value!r} names a thing ({ws[-1].text.lower()}), not the person asked for"]
    italic = re.compile(rf"(?<![*\w])\*{re.escape(value)}\*(?![*\w])")
    if any(italic.search(text) for text in cited):
        # "authorised to sell the *Felby Belle*": a vessel's or a work's name, set in italics
        return [
            f"the answer {value!r} is a name its text sets in italics, a vessel's or a work's, not a person"
        ]
    if head in ORG_WORDS or any(fold(w.text) in TITLES or key(w.text) in ROLE_NOUNS for w in ws):
        return []
    for text in cited:
        for found in re.finditer(rf"\b[Tt]he {re.escape(value)}\b", text):
            after = text[found.end() :]
            if not re.match(r"\s*(?:of|,)", after):
                return [f"the answer {value!r} is a thing its cited text writes with 'the', not a person"]
    return []


_WHO_DID = re.compile(r"^(?:who|whom)\s+([a-z]+ed)\b")
_ENTRY_START = r"(?:^|\n|[-–—:]\s*)\s*"
"""Where a line of a list or a timeline opens its entry: "1952 - ", "1872: ", a new line."""
_ENTRY_END = re.compile(r"\s*(?:$|[.;,(]|in\b|on\b|at\b|by\b|\d)")
"""What follows a verb that has no object: the entry's end, a date or a place."""


def done_to_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a who-answer is the thing an entry says the asked deed was done to, not its doer.

    In a timeline's "1952 - Vellmouth Youth Choir founded." the choir is what was founded: it does not
    answer "Who founded the Orrel Hall?". "1838 - Amos Tarrant founds Pennick Mill." names a doer. A body
    heading a book's entry ("**Quendal Rowing Association.** Formed in 1881 by the clubs above") is what the
    entry's first participle was done to.
    """
    did = _WHO_DID.match(question.strip().lower())
    if did is None or not value:
        return []
    pattern = rf"{_ENTRY_START}{re.escape(value)}\s+(?:was\s+|were\s+)?{did.group(1)}\b"
    for text in cited:
        for found in re.finditer(pattern, text):
            if _ENTRY_END.match(text[found.end() :]):
                return [f"the answer {value!r} is what was {did.group(1)} in its cited text, not who did it"]
    ws = words(value)
    if not ws or key(ws[-1].text) not in ORG_WORDS:
        return []
    # "**Quendal Rowing Club.** Formed in 1881 by ...": the body heading the entry is what was formed
    asked = set(relations_of(key(did.group(1))))
    heading = re.compile(rf"\*\*{re.escape(value)}\.?\*\*\.?\s+(?P<done>[A-Z][a-z]+ed)\b")
    for text in cited:
        for found in heading.finditer(text):
            if asked & set(relations_of(key(found.group("done").lower()))):
                return [f"the answer {value!r} heads an entry that tells what was done to it, not who did it"]
    return []


_ONE_HOLDER_OFFICE = re.compile(
    r"^who (?:was|is|became) (?:the )?(?:[a-z]+ )?(?:manager|secretary|chairman|chairwoman|president|mayor"
    r"|treasurer|clerk|warden|steward|matron|librarian|curator|headmaster|headmistress|superintendent"
    r"|foreman|forewoman|actuary)\b"
)
"""A question asking the one person who held an office: "Who was works manager in 1868?"."""


def firm_for_office_problem(question: str, value: str) -> list[str]:
    """Why a firm answers no question asking the one person in an office, as reasons.

    "Messrs Hale of Dunby", from whom the works manager bought timber, managed no works: "Messrs" names a
    firm of partners, and a manager or a secretary is one person.
    """
    if not _ONE_HOLDER_OFFICE.match(question.strip().lower()) or not re.match(r"Messrs\b", value.strip()):
        return []
    return [f"the answer {value!r} names a firm, and the office asked is held by one person"]


_BOUNDED = re.compile(r"\b(?:bounded|abutting|adjoining)\b", re.IGNORECASE)
"""Words opening a boundary, whose names are the neighbours of the land: "*bounded* on the east by ..."."""


def boundary_neighbour_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a who-answer is a neighbour a boundary names, not the one the land was given to, as reasons.

    "... allot unto Jonas Roe ... Tenter Close, bounded on the east by an allotment to the Vicar" names the
    Vicar only as the owner of the land next to it.
    """
    if not re.match(r"^\s*(?:to\s+)?(?:who|whom)\b", question, re.IGNORECASE):
        return []
    found = [(text, m.start()) for text in cited for m in re.finditer(re.escape(value.strip()), text)]
    if not found:
        return []
    for text, at in found:
        boundary = [b.end() for b in _BOUNDED.finditer(text, 0, at)]
        if not boundary or re.search(r"[.;]\s", text[boundary[-1] : at]):
            return []
    return [f"the answer {value!r} is named only in a boundary, as a neighbour of the land"]


_WHICH_AT = re.compile(
    r"^(?i:which)\s+(?P<np>[a-z][\w-]*)\b.*?\b(?:at|in|on|near)\s+(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A "which" question putting its thing at a named place: "Which grindstone burst *at Millbeck* in 1849?"."""


def asked_place_problem(question: str, value: str) -> list[str]:
    """Why a "which" answer is the place the question puts the asked thing at, not the thing, as reasons.

    "Which grindstone burst at Millbeck in 1849?" is not answered "Millbeck Hull": the answer opens on the
    place the question names, and never names a grindstone.
    """
    asked = _WHICH_AT.match(question.strip())
    if asked is None:
        return []
    place = [fold(w.text) for w in words(asked["place"])]
    said = [fold(w.text) for w in words(value)]
    if said[: len(place)] != place or key(asked["np"]) in {key(w) for w in said}:
        return []
    return [f"the answer {value!r} is the place the question puts the {asked['np']} at, not a {asked['np']}"]


_WHERE = re.compile(r"^(?:where\b|(?:in|at|from|near) which (?:town|city|village|place|county|country)\b)")
_PLACE_BEFORE = re.compile(
    r"\b(?:in|at)\s+the\s+(?:(?:[a-z][\w-]*\s+){1,3}of\s+(?:the\s+)?)?(?:[A-Z][\w'’-]*\s+){1,4}"
    r"(?:in|at)\s+(?:the\s+)?$"
)
"""A place named right before another that locates it: "in the club room of the Ferrier Arms *in the*"."""
_HOME_ASKED = re.compile(r"\b(?:born|lived|live|lives|died|buried|settled)\b")
"""A where-question of a person's birth, home or grave, whose answer may be the town that holds a house."""


def located_place_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a where-answer is the place that locates the one the text gives, as reasons.

    "The men held their meetings in the club room of the Ferrier Arms in the Market Place": asked where they
    met, the Market Place only says where the Ferrier Arms stands. A question of a birth or a home is left
    alone: "born at Hill House in Kell" may be answered "Kell".
    """
    asked = question.strip().lower()
    if not asked.startswith("where") or _HOME_ASKED.search(asked):
        return []
    found = [(text, m.start()) for text in cited for m in re.finditer(re.escape(value.strip()), text)]
    if found and all(_PLACE_BEFORE.search(text[max(0, at - 120) : at]) for text, at in found):
        return [f"the answer {value!r} only locates the place its text names before it"]
    return []


_FIRM_WORDS = frozenset(key(w) for w in "son sons co company ltd limited brothers partners inc".split())


def firm_place_problem(question: str, value: str) -> list[str]:
    """Why a where-answer names a firm ("Hill & Son of London"), not a place, as reasons.

    A firm's name joins its partners with "&" or ends its partners' names in "Son", "Co." or "Ltd"; the
    place a firm is "of" may answer, the firm never does.
    """
    if not _WHERE.match(question.strip().lower()):
        return []
    if "&" in value or any(key(w.text) in _FIRM_WORDS for w in words(value) if w.text[:1].isupper()):
        return [f"the answer {value!r} names a firm, not the place the question asks for"]
    return []


_NAME_QUESTION = re.compile(
    r"^(?:by |under )?what (?:trade |brand |other |pen |stage |ship's |house )?(?:name|title|nickname)\b"
    r"|^what (?:is|was|are|were) the (?:name|nickname)s? of\b"
    r"|^what (?:is|was|are|were) [^?]* (?:called|named|nicknamed)\b"
    r"|^what do [^?]* call\b|^what did [^?]* call\b"
)
"""Questions asking for a name or a title, not for a description."""


_KIND_OF_FIRM_ASKED = re.compile(
    r"^(?:which|what) (?:[a-z]+ )?(?:firm|company|builders?|contractors?|makers?|partnership)\b"
)
"""A question asking a firm by its kind, perhaps with its trade: "Which *building firm* won the contract?"."""


def firm_subject_problem(question: str, value: str) -> list[str]:
    """Why a firm answer is the question's own subject named again: "Former Glove Works" for its builders.

    "Which building firm won the contract to convert the old glove works?" is not answered by the heading
    "Former Glove Works, Pellow Lane": a body's name whose last word, and all its words but one, the
    question gives is the works the question asks about, not a firm that did something to it.
    """
    kind = _KIND_OF_FIRM_ASKED.match(question.strip().lower())
    if kind is None:
        return []
    named = [key(w.text) for w in words(value) if fold(w.text) not in STOPWORDS]
    # the kind asked is no word of the subject: "Which company runs the ferry?" may be "Felby Ferry Company"
    asked = {key(w.text) for w in words(question)} - {key(w.text) for w in words(kind.group())}
    if len(named) < 2 or named[-1] not in ORG_WORDS or named[-1] not in asked:
        return []
    if sum(k not in asked for k in named) > 1:
        return []
    return [f"the answer {value!r} names the question's own subject, not the firm asked"]


_STYLE_ASKED = re.compile(r"^(?:under|by) what (?:style|title|name)\b")
"""A question asking the style a business was registered or traded under: "*Under what style* was it ..."."""
_STYLE_GIVEN = re.compile(r"\bunder\s+the\s+(?:style|title|name)\s+of\s+(?P<name>[A-Z][^,;.\n]*)")
"""Where a text gives that style: "a limited company *under the style of* Pennock's Limited"."""


def other_style_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A style asked, answered with another name its cited text gives beside the one it says it is under.

    "The business of Messrs. Pennock & Sons has been converted into a limited company under the style of
    Pennock's (Tallowford) Limited" gives the new company's style after "under the style of"; the old firm's
    name before it is not that style.
    """
    if not _STYLE_ASKED.match(question.strip().lower()):
        return []
    styles = [m.group("name") for text in cited for m in _STYLE_GIVEN.finditer(text.replace("\n", " "))]
    if styles and not any(value.strip() in style or style.strip() in value for style in styles):
        return [f"the answer {value!r} is not the style its cited text gives, {styles[0].strip()!r}"]
    return []


def bare_firm_problem(question: str, value: str) -> list[str]:
    """Why a firm answer is no firm's name: a lone word for a body of any kind ("Works", "the Company").

    A specification's "2.1 The Works include the new sea wall ..." uses "Works" for the work itself, and
    "the Company" stands for whichever company its text is about: neither names the firm asked for.
    """
    if not FIRM_ASKED.match(question.strip().lower()):
        return []
    ws = [w for w in words(value) if fold(w.text) not in ("the", "a", "an")]
    if len(ws) == 1 and key(ws[0].text) in ORG_WORDS:
        return [f"the answer {value!r} is a word for a body of any kind, not the firm's name"]
    if len(ws) == 1 and key(ws[0].text) in OFFICE_NOUNS | ROLE_NOUNS:
        return [f"the answer {value!r} is an office, not the firm's name"]  # "The Secretary reported ..."
    # "They built them to last,": words of a sentence, which a name joins with "and" or "of" at most
    if sum(w.text.islower() and fold(w.text) not in NAME_CONNECTORS for w in ws) >= 2:
        return [f"the answer {value!r} is words of a sentence, not a firm's name"]
    return []


_HOW_MUCH_OR_MEASURE = re.compile(r"^how (?:high|tall|long|wide|broad|deep|far|large|big)\b")


def bound_figure_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A measure asked, answered with a bound a text gives: "standing over thirty yards" is no height.

    "How high is the tower?" asks its height, which "over thirty yards" bounds from below and does not
    state; a specification giving "64 feet" states it.
    """
    if not _HOW_MUCH_OR_MEASURE.match(question.strip().lower()) or not value.strip():
        return []
    for text in cited:
        at = text.find(value.strip())
        if at > 0 and bounded_after(text[max(0, at - 30) : at]):
            return [f"the answer {value!r} is a bound its text gives, not the measure asked"]
    return []


_BOLD_LABEL = re.compile(r"\*\*(?P<label>[^*\n]{1,60}):\*\*")
"""A label a record sets in bold before its entry: "**Custodial history:** The papers were ..."."""


_EDITORIAL_WORDS = frozenset(
    "note notes nb memorandum memo extract source sources total totals abstract summary remark remarks "
    "comment comments ibid correction corrections".split()
)
"""Words an editor or a compiler heads a line with ("Note: in 1872 ..."), which name nothing told of."""


_AFTER_TROUBLE_ASKED = re.compile(r"\b(?:after|since|following)\s+the\s+(?:[a-z]+\s+)?[a-z]+\b")
_TROUBLE_WITH = re.compile(
    r"\b(?:dispute|disputes|quarrel|quarrels|disagreement|lawsuit|litigation|feud|breach|rupture|"
    r"difficulties|difficulty|trouble|troubles)\s+with\s+(?:the\s+|messrs\.?\s+)?$",
    re.IGNORECASE,
)


def trouble_party_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why an answer is the other party of a dispute the question dates by, not the one dealt with after it.

    "Which firm did the works buy its clay from after the quarrel of 1872?" is not answered by "the dispute
    with Garnick & Vane": the firm quarrelled with is the one the works left.
    """
    if not value.strip() or not _AFTER_TROUBLE_ASKED.search(question.lower()):
        return []
    if any(_said_before(text, value.strip(), _TROUBLE_WITH, 40) for text in cited):
        return [f"the answer {value!r} is the other party of the dispute, not the one dealt with after"]
    return []


def _sum_forms(value: str) -> list[str]:
    """The forms a sum answer is written in, each of which its text may hold.

    Its first word and what it gives in brackets: "23s" and "twenty-three shillings" of "23s (twenty-three
    shillings) a week".
    """
    return [value.split()[0], *re.findall(r"\(([^()]+)\)", value)]


def _said_before(text: str, form: str, words_before: re.Pattern[str], reach: int) -> bool:
    """Whether ``form`` stands in ``text`` after words ``words_before`` matches, within ``reach``."""
    at = text.find(form)
    return at > 0 and words_before.search(text[max(0, at - reach) : at]) is not None


_SETTLED_ASKED = re.compile(
    r"\b(?:settle|settled|awarded|accepted|agreed|received|paid|compromised|grant|granted|concede|conceded)\b"
)
_CLAIMED_BEFORE = re.compile(
    r"\b(?:claim|claims|claimed|claiming|demand|demanded|demanding|asked|asking|sought|seeking)\b"
    r"(?:\s+[\w'’]+){0,3}\s+$"
    # "their demands were put forward: for the pan men, an advance from 26s. to 28s.": the list of demands
    r"|\b(?:demands|claims)\s+(?:were|was)\s+(?:put\s+forward|made|laid|presented)\b[^;]{0,80}$",
    re.IGNORECASE,
)


def claimed_sum_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a sum settled or paid is answered with the sum first claimed ("claiming £300 from the Board").

    A claim states what one side asked, not what was settled: "For what sum did he settle his claim?" is not
    answered by "a letter claiming £300", unless the sentence itself says the claim was settled.
    """
    if not value.strip() or not _SETTLED_ASKED.search(question.lower()):
        return []
    figure = value.split()[0]
    if any(
        _said_before(text, figure, _CLAIMED_BEFORE, 120) and not _SETTLED_ASKED.search(text.lower())
        for text in cited
    ):
        return [f"the answer {value!r} is the sum claimed in its cited text, not the one settled"]
    return []


_MONEY_ASKED = re.compile(r"\bhow\s+much\b|\bwhat\s+sum\b|\binsured\b|\bcost\b|\bprice\b", re.IGNORECASE)
"""A question asking a sum of money: "For *how much* was the Sand House *insured*?"."""


def bare_figure_sum_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A bare figure for a sum, where its text writes a sum in money: "3" of "| 3 | Sand House | £1,400 |".

    A row's number or a count beside a sum is no sum: where the cited text writes money ("£1,400"), the
    sum asked is written so too.
    """
    if not re.fullmatch(r"\d[\d,]*", value.strip()) or not _MONEY_ASKED.search(question):
        return []
    if any(m.group() != value.strip() for text in cited for m in MONEY_WRITTEN.finditer(text)):
        return [f"the answer {value!r} is a bare figure, and its text writes the sum asked in money"]
    return []


_WOULD_PAY_BEFORE = re.compile(
    r"\bwould\s+(?:get|earn|make|draw|receive|take\s+home|be\s+paid)\b(?:\s+[\w'’-]+){0,2}\s+$", re.IGNORECASE
)
"""A sum told as what one of a kind would be paid: "a good turner then *would get about* £3 a week"."""
_WAGE_ASKED = re.compile(r"\b(?:paid|pay|wage|wages|salary|earn|earned|earning|earnings)\b", re.IGNORECASE)


def would_be_paid_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A sum a text tells as what one of a kind would be paid, for what a named person was paid.

    "A good turner then would get about £3 a week" is the going rate of a trade, not the wage a man says he
    started on.
    """
    if not MONEY_WRITTEN.search(value) or not _WAGE_ASKED.search(question):
        return []
    if any(_said_before(text, value.split()[0], _WOULD_PAY_BEFORE, 40) for text in cited):
        return [f"the sum {value!r} is what one of a kind would be paid, not what was paid"]
    return []


_DEMAND_ASKED = re.compile(
    r"\b(?:ask|asked|asking|demand|demanded|demanding|claim|claimed|claiming|seek|seeking|sought)\b"
)
"""A question asking what was demanded: "What weekly wage did the strikers *ask for*?"."""
_PAID_BEFORE = re.compile(
    r"\b(?:paid|receives|receiving|received|earns|earning|earned|gets|getting|draws|drawing|at\s+present)"
    r"\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
"""What makes a sum the rate then paid, right before it: "who are *at present paid* 22s."."""
_DEMAND_IN = re.compile(
    r"\b(?:ask|asks|asked|asking|demand|demands|demanded|demanding|claim|claims|claimed|claiming|seek|seeks"
    r"|seeking|sought|want|wants|wanted|request|requests|requested|petition|petitioned)\b"
)
"""Words by which a text tells a demand."""
_LABOUR_ASKED = re.compile(r"\b(?:strike|striking|strikers|struck|union|deputation)\b", re.IGNORECASE)
"""A question of what workpeople demanded, which a text of the terms they went back on does not tell."""


_EARNER_BEFORE = re.compile(
    r"\b(?:[Aa]|[Aa]n|[Tt]he|[Ee]ach|[Ee]very)\s+(?P<who>[a-z][a-z-]*),?\s+"
    r"(?:(?:who|now|then|at\s+present|is|are|was|were)\s+){0,3}"
    r"(?:paid|receives|receive|received|receiving|earns|earn|earned|earning|gets|get|getting|draws|draw|drew)"
    r"\s+(?:\w+\s+){0,2}$"
    r"|\b(?:[Aa]|[Aa]n|[Tt]he)\s+(?P<whose>[a-z][a-z-]*),?\s+whose\s+(?:wages?|pay|earnings)\s+(?:average|averaged|are|were"
    r"|is|was)\s+(?:\w+\s+){0,2}$"
)
"""A sum told as what one of a trade is paid, after the trade: "a *cutter now receives* 23s. a week", "*the
cutters, who are paid* 27s.", "*the men, whose wages average* 28s."."""
_ANY_EARNER = frozenset(
    "man men hand hands worker workers workman workmen workpeople employee employees person people one"
    " staff".split()
)
"""Words for whoever works, which may stand for the trade a question names."""
_MEN = frozenset({"man", "men", "workman", "workmen"})
_WOMEN_ASKED = re.compile(r"\b(?:girls?|women|woman|females?|maids?|[a-z]+esses)\b")
"""Workers a question names as women ("the *paintresses*", "the *girls* of the wiring room"), whose wage a
text telling the men's does not give."""


def other_earner_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A wage a text tells of one trade, for the wage of workpeople it never names.

    "A cutter now receives twenty-three shillings a week" does not tell what the girls of the polishing
    room were paid: the question names no cutter.
    """
    if not MONEY_WRITTEN.search(value) or not _WAGE_ASKED.search(question):
        return []
    asked = {key(w.text) for w in words(question)}
    forms = _sum_forms(value)
    for text in cited:
        for form in forms:
            at = text.find(form)
            found = _EARNER_BEFORE.search(text[max(0, at - 60) : at]) if at > 0 else None
            if found is None:
                continue
            who = found.group("who") or found.group("whose")
            if who in _MEN and _WOMEN_ASKED.search(question.lower()) and not asked & {key(m) for m in _MEN}:
                return [f"the sum {value!r} is what the {who} are paid, and the question asks of women"]
            if who in _ANY_EARNER or key(who) in asked:
                continue
            return [f"the sum {value!r} is the pay of the {who} its text names; the question names no {who}"]
    return []


_SETTLEMENT_ASKED = re.compile(
    r"\b(?:obtain|obtained|won|win|gained|settled|settlement|ended|go\s+back|went\s+back|return|returned|resume"
    r"|resumed|after\s+the\s+(?:\d{4}\s+)?(?:strike|stoppage|dispute|lock-out))\b"
)
"""A question of the wage a strike ended with: "What wage did the men *obtain* when it was *settled*?"."""
_BEFORE_STRIKE = re.compile(
    r"\b(?:had\s+been\s+paid|who\s+(?:were|was)\s+paid|had\s+been\s+receiving|(?:are|is)\s+(?:now\s+)?paid"
    r"|(?:are|is)\s+(?:now\s+)?receiving)\s+$"
)
"""What makes a sum the rate paid before a strike: "they *had been paid* 25s.", "*who were paid* 9s.", a
report of the stoppage saying "moulders *are paid* twenty-six shillings"."""
_SETTLEMENT_TOLD = re.compile(
    r"\b(?:agreed|accepted|settled|settlement|terms|conceded|granted|awarded|compromise|(?:raised|advanced"
    r"|increased)\s+to)\b"
)
"""Words by which a text tells what a strike ended with ("the directors have now *agreed to* 28s.")."""
_STRIKE_ASKED = re.compile(r"\b(?:strike|stoppage|dispute|lock-out|turn-out)\b")
"""A question naming a strike, whose settled wage a text telling only the demand does not give (an
insurer's offer "in settlement of the claim" is no wage a strike ended with)."""


def paid_before_settled_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why the wage a strike ended with is answered with the wage paid before it.

    "They had been paid twenty-five shillings a week and had asked for thirty; the directors have now agreed
    to twenty-eight" ends the strike at the third figure, not the first; a text telling what the men asked
    and no terms at all ("their wages, 22s. a week, have not been raised, and they ask 4s. a day") gives no
    figure a strike ended with.
    """
    if not MONEY_WRITTEN.search(value) or not _SETTLEMENT_ASKED.search(question.lower()):
        return []
    forms = _sum_forms(value)
    if any(_said_before(text, form, _BEFORE_STRIKE, 40) for text in cited for form in forms):
        return [f"the answer {value!r} is the rate paid before the strike, not the one it ended with"]
    if not _WAGE_ASKED.search(question) or not _STRIKE_ASKED.search(question.lower()):
        return []
    holding = [text.lower() for text in cited if any(form in text for form in forms)]
    if holding and all(_DEMAND_IN.search(text) and not _SETTLEMENT_TOLD.search(text) for text in holding):
        return [f"the answer {value!r} stands where a demand is told and no settlement"]
    return []


_WAGE_FIGURE_ASKED = re.compile(
    r"^(?:at|on|for)?\s*what\s+(?:(?:weekly|daily|yearly|annual|hourly|starting|new)\s+)?(?:wage|wages|salary|rate"
    r"\s+of\s+(?:pay|wages))\b"
)
"""A question asking a wage by its noun: "*At what weekly wage* did the men go back?"."""


def wage_figure_problem(question: str, value: str) -> list[str]:
    """A wage asked, answered with a figure that is no sum of money: a count of hands is no wage."""
    if not _WAGE_FIGURE_ASKED.match(question.strip().lower()) or MONEY_WRITTEN.search(value):
        return []
    return [f"the answer {value!r} is no sum of money, and the question asks a wage"]


_SHARE_ASKED = re.compile(
    r"\b(?:bring|brought|contribute|contributed|put|subscribe|subscribed|invest|invested|advance|advanced)\b"
)
"""A question asking what one party put into a whole: "How much capital did Thomas Lathe *bring* in?"."""
_PARTS_AFTER = re.compile(r"^\s*,?\s*(?:whereof|of\s+which|of\s+whom)\b")
"""What makes a sum the whole its text goes on to share out: "£1,800*, whereof* A brings in £1,200"."""


def whole_for_share_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A whole sum a text goes on to share among parties, for the share one party brought in.

    "Capital of the partnership: £1,800, whereof the said Amos Quarrendon brings in £1,200 ..., and the said
    Thomas Lathe the sum of six hundred pounds" gives Lathe's share as £600; £1,800 is the whole.
    """
    figure = value.split()[0] if value.split() else ""
    if not MONEY_WRITTEN.search(value) or not _SHARE_ASKED.search(question.lower()):
        return []
    for text in cited:
        at = text.find(figure)
        if at >= 0 and _PARTS_AFTER.match(text[at + len(figure) :]):
            return [f"the sum {value!r} is the whole its text shares out, not the part the question asks"]
    return []


def paid_for_demanded_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a sum asked for is answered with the sum then paid: "are paid 22s. a week, and ask for 24s.".

    A sentence telling a demand gives the present rate beside it; what the men asked for is the other
    figure. Of a strike, a text that tells no demand at all ("returned on terms of an advance of one
    shilling") gives what was settled, not what was asked.
    """
    if not MONEY_WRITTEN.search(value) or not _DEMAND_ASKED.search(question.lower()):
        return []
    if _LABOUR_ASKED.search(question) and not any(_DEMAND_IN.search(text.lower()) for text in cited):
        return [f"no cited text tells a demand, and {value!r} is not what was asked for"]
    forms = _sum_forms(value)
    if any(
        (_DEMAND_IN.search(text.lower()) and _said_before(text, form, _PAID_BEFORE, 40))
        # "had been paid eighteen shillings a week": a rate paid before, whatever the next sentence asked
        or _said_before(text, form, _BEFORE_STRIKE, 30)
        for text in cited
        for form in forms
    ):
        return [f"the answer {value!r} is the rate paid before the demand, not the one asked for"]
    return []


_PLACE_NOUNS = r"(?:mill|mills|works|factory|yard|quay|wharf|warehouse|depot|shop|branch)"
"""The nouns a firm's name may stand beside as the name of the place it works at."""

_PLACE_NOUN_AFTER = re.compile(rf"^\s+{_PLACE_NOUNS}\b")
"""A place noun right after a firm's name: "the Voss *works*"."""

_PLACE_NOUN_BEFORE = re.compile(rf"\b{_PLACE_NOUNS}\s+of\s+(?:the\s+)?(?:messrs\.?\s+)?$", re.IGNORECASE)
"""A place noun, then "of", right before a firm's name: "at the *works of Messrs* Hatherill & Pask"."""


def firm_place_word_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a firm answer is the town a firm's mill is named by: "their *Dunsop* mill" names no firm."""
    ws = words(value)
    if not _KIND_OF_FIRM_ASKED.match(question.strip().lower()) or len(ws) != 1 or not value[:1].isupper():
        return []
    for text in cited:
        at = text.find(value.strip())
        if at >= 0 and _PLACE_NOUN_AFTER.match(text[at + len(value.strip()) :]):
            return [f"the answer {value!r} names where a mill or works stood, not the firm asked"]
    return []


_HELD_ASKED = re.compile(
    r"\b(?:own|owned|owns|occupy|occupied|occupies|ran|run|runs|operated|belong|belonged)\b"
)
"""A question asking whose a place was, which "the Voss works" does answer."""


def works_owner_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A firm named only as whose works a thing stood at, given for the firm that did the asked deed.

    "the felling of the old chimney at the former Pellingham & Voss works" names where the chimney stood;
    it does not say that firm brought the chimney down. Every place the cited text names the firm must be
    such a place name, and the question must ask a deed, not whose the works were.
    """
    name = value.strip()
    if not _KIND_OF_FIRM_ASKED.match(question.strip().lower()) or _HELD_ASKED.search(question.lower()):
        return []
    found = [m for text in cited for m in re.finditer(re.escape(name), text)] if name else []
    if not found or not all(
        _PLACE_NOUN_AFTER.match(m.string[m.end() :]) or _PLACE_NOUN_BEFORE.search(m.string[: m.start()])
        for m in found
    ):
        return []
    return [f"the answer {value!r} names whose works the text is at, not the firm that did the asked deed"]


_DISTANCE_FROM = re.compile(
    r"\b(?:miles?|yards?|furlongs?|leagues?)\s+(?:(?:to\s+the\s+)?(?:north|south|east|west|[a-z]+-?(?:east|west))"
    r"(?:ward)?\s+)?(?:of|from|beyond|out\s+of)\s+$",
    re.IGNORECASE,
)
"""What makes a place the point a distance is measured from: "a hamlet some six miles *north of* Kedlow"."""


def reference_point_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A place named only as the point another is measured from, given for where something was.

    "the son of a thatcher of Ollerby, a hamlet some six miles north of Kedlow, where he was born" puts his
    birth at the hamlet; Kedlow only tells where the hamlet lies.
    """
    name = value.strip()
    if not name or WHERE_ASKED.match(question.strip()) is None:
        return []
    found = [
        text[max(0, m.start() - 40) : m.start()] for text in cited for m in re.finditer(re.escape(name), text)
    ]
    if not found or not all(_DISTANCE_FROM.search(before) for before in found):
        return []
    return [f"the answer {value!r} is only the place a distance is measured from, not where it was"]


_CHANGE_TO_AFTER = re.compile(r"^[^.;]{0,80}?\bto\s+(?:one\s+|a\s+)?[a-z\s]{0,30}?(?:\d|[a-z]+ty\b|hundred)")
_START_ASKED = re.compile(
    r"\b(?:at first|first|originally|began|begin|start|started|took over|when he|before|earlier|previously)\b"
)


def change_start_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a count is where a change its sentence tells began, not the count the question asks.

    "the business grew from a concern employing some forty hands to one employing upwards of two hundred
    and sixty" gives forty as the start; it answers no question that does not ask the start. A year, a
    figure the question's own year follows ("from 12 in 2019 to 21") and a question asking the start pass.
    """
    figure = re.search(
        r"\d[\d,]*|\b[a-z]+ty\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b", value
    )
    if figure is None or _START_ASKED.search(question.lower()) or YEAR_DIGITS.fullmatch(figure.group()):
        return []
    years = set(re.findall(r"\b\d{4}\b", question))
    for text in cited:
        lowered = text.lower()
        for m in re.finditer(rf"\b{re.escape(figure.group().lower())}\b", lowered):
            change = _CHANGE_TO_AFTER.match(lowered[m.end() :])
            if change is None or years & set(re.findall(r"\b\d{4}\b", change.group())):
                continue
            if re.search(r"\bfrom\b[^.;]{0,45}$", lowered[max(0, m.start() - 60) : m.start()]):
                return [
                    f"the answer {value!r} is where a change its sentence tells began, not the count asked"
                ]
    return []


_OFFICE_ASKED = re.compile(
    r"^who (?:was|were|is|acted as|served as|became|had been|held office as)\b.*?\b(?:secretary|chairman|"
    r"president|treasurer|clerk|curator|matron|mayor|vicar|rector|headmaster|master|manager|warden)\b"
)


def office_body_problem(question: str, value: str) -> list[str]:
    """Why a body answers an office only a person holds: a union is not its own secretary."""
    ws = words(value)
    if not ws or not _OFFICE_ASKED.match(question.strip().lower()) or key(ws[-1].text) not in ORG_WORDS:
        return []
    return [f"the answer {value!r} is a body, and the office asked is a person's"]


_EMPLOYED_AT = re.compile(
    r"^\s+[a-z]+\s+(?:employed|working|engaged|at\s+work)\s+(?:at|in|on)\s+the\s+(?P<place>[a-z]+(?:\s+[a-z]+)?)"
)


_FIGURE_WORDS = {str(n): w for w, n in NUMBER_WORDS.items() if w not in ("dozen", "hundred")}
"""Each figure a number word writes, as that word ("2" → "two")."""


def other_room_count_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a count is of those working elsewhere than the room or shop the question counts in.

    "two women employed at the picking tables and a youth in the curling room" counts the women at the
    tables: it does not answer "How many hands worked in the curling room?".
    """
    figure = re.search(r"\d[\d,]*|\b[a-z]+\b", value)
    if figure is None or not question.lower().startswith("how many"):
        return []
    asked = {key(w.text) for w in words(question)}
    written = {figure.group(), _FIGURE_WORDS.get(figure.group(), figure.group())}
    for text in cited:
        for form in written:
            for m in re.finditer(rf"\b{re.escape(form)}\b", text, re.IGNORECASE):
                place = _EMPLOYED_AT.match(text[m.end() :])
                if place is not None and not {key(w.text) for w in words(place.group("place"))} & asked:
                    return [
                        f"the answer {value!r} counts those at the {place.group('place')}, not where asked"
                    ]
    return []


def editorial_word_problem(value: str) -> list[str]:
    """Why a one-word answer is an editor's word heading a line ("Note"), not a name or a thing."""
    ws = [w.text for w in words(value) if fold(w.text) not in ("the", "a", "an")]
    if len(ws) == 1 and fold(ws[0]) in _EDITORIAL_WORDS:
        return [f"the answer {value!r} is an editor's word heading a line, not what the question asks"]
    return []


def label_answer_problem(value: str, cited: list[str]) -> list[str]:
    """An answer read from the bold label of a record's entry, which names the entry's kind, not a fact.

    "**Custodial history:** The papers were kept by the family until 1950" does not say the family lived
    at "Custodial".
    """
    for text in cited:
        for found in _BOLD_LABEL.finditer(text):
            if value.strip() and value.strip() in found.group("label"):
                return [f"the answer {value!r} is the label {found.group('label')!r} of a record's entry"]
    return []


_LAND_AFTER = re.compile(
    r"\s+(?:meadows?|fields?|estates?|lands?|farms?|pastures?|closes?|woods?|gardens?|plots?|grounds?)\b"
)
"""A land noun a name stands before as its owner or place: "the Morvell Bank *pastures*"."""


def newspaper_place_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A newspaper's title, set in italics as titles are, for where something was or happened.

    "following his obituary in the *Wrensford Courier*" names a paper, not the town he was born in.
    """
    name = value.strip()
    ws = words(name)
    if WHERE_ASKED.match(question.strip()) is None or len(ws) < 2:
        return []
    if key(ws[-1].text) not in INSTANCE_HEADS[key("newspaper")]:
        return []
    if any(f"*{name}*" in text or f"_{name}_" in text for text in cited):
        return [f"the answer {value!r} is a newspaper's title, not a place"]
    return []


def asked_name_in_place_problem(question: str, value: str) -> list[str]:
    """A place answer holding the name of the one the question asks where of: a heading, not a place.

    "Where did Edwin Lund die?" is not answered "Death of Mr Edwin Lund", the title of his obituary.
    """
    if WHERE_ASKED.match(question.strip()) is None:
        return []
    held = {key(w.text) for w in words(value)}
    for entity in read_fact(question).entities:
        named = [w.text for w in words(entity)]
        if len(named) > 1 and all(n[:1].isupper() for n in named) and {key(n) for n in named} <= held:
            return [f"the answer {value!r} holds the name {entity!r} the question asks of, not a place"]
    return []


def record_for_place_problem(question: str, value: str) -> list[str]:
    """A word for a record ("Minutes") for where something was: the heading of the paper, not a place."""
    ws = words(value)
    if WHERE_ASKED.match(question.strip()) is None or len(ws) != 1 or key(ws[0].text) not in RECORD_NOUNS:
        return []
    return [f"the answer {value!r} is a word for a record, not a place"]


def land_name_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A firm asked, answered with a name standing before a word for land ("the Morvell Bank pastures")."""
    if not FIRM_ASKED.match(question.strip().lower()) or not value.strip():
        return []
    for text in cited:
        at = text.find(value.strip())
        if at >= 0 and _LAND_AFTER.match(text, at + len(value.strip())):
            return [f"the answer {value!r} names land, not the firm asked"]
    return []


_NAME_DEED_ASKED = re.compile(
    r"^what name (?:was|were|is|did) (?:[a-z'’ ]{0,40}?\s)?(?P<verb>[a-z]+(?:ed|en))\b"
)
"""A name asked by the deed that gave or showed it: "What name was *painted* on the engine?"."""
_NAMING_WORDS = frozenset(
    key(w) for w in "name names named called christened inscribed lettered bore bears bearing styled".split()
)


def unnamed_deed_problem(question: str, cited: list[str]) -> list[str]:
    """A name asked by the deed that showed it ("painted on"), read where no text tells of that deed or names.

    "What name was painted on the lifeboat?" is not answered by "the boat bought for the use of the Coast
    Volunteers": the volunteers are named, but nothing is said to have been painted or named.
    """
    asked = _NAME_DEED_ASKED.match(question.strip().lower())
    if asked is None:
        return []
    verb = asked.group("verb")
    if _tells_of(verb, cited, also=_NAMING_WORDS):
        return []
    return [f"no cited text says what was {verb} or named, which the question asks"]


def _tells_of(verb: str, cited: list[str], also: frozenset[str] = frozenset()) -> bool:
    """Whether a cited text writes ``verb``, a word of its relation group, or one of the keys ``also``."""
    wanted = key(verb)
    groups = set(relations_of(wanted))
    return any(
        k == wanted or k in also or set(relations_of(k)) & groups
        for text in cited
        for k in (key(w.text) for w in words(text))
    )


_DEED_DATED_ASKED = re.compile(
    r"^(?:when|in what year|in which year|what year|on what date)\s+(?:was|were)\s+[^?]{1,80}?\s"
    r"(?P<verb>[a-z]+ed)\s*\?$"
)
"""A date asked of a deed done to a thing, its verb last: "In what year was the works chimney *felled*?"."""


_DEED_BEFORE_YEAR = re.compile(
    r"\b(?P<verb>went|came|began|[a-z]{3,}ed)\b(?:\s+[\w'’-]+){0,6}\s+in\s+(?:the\s+year\s+)?$"
)
"""Another deed a year is told of, right before it in its clause: "the works *went over to electric power
in* 1958"."""


def undated_deed_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A year its clause tells of another deed, read from texts none of which tells of the deed asked.

    "In what year was the chimney felled?" is not answered by "had been unused since the works went over to
    electric power in 1958", which stands in a report of the felling but tells of no felling itself. A year
    told of no deed in its clause (a row, a heading, "d. 1882") is left alone.
    """
    asked = _DEED_DATED_ASKED.match(question.strip().lower())
    year = YEAR_DIGITS.search(value)
    if asked is None or year is None or _tells_of(asked.group("verb"), cited):
        return []
    for text in cited:
        at = text.find(year.group())
        clause = re.split(r"[,;:]", text[:at])[-1] if at > 0 else ""
        if (other := _DEED_BEFORE_YEAR.search(clause)) is not None:
            deed = other.group("verb")
            return [
                f"the year {year.group()} is when something {deed}, and no cited text tells of anything "
                f"{asked.group('verb')}"
            ]
    return []


def name_type_problem(question: str, value: str) -> list[str]:
    """Why ``value`` is not the name ``question`` asks for ("known" for "By what name ..."), as reasons."""
    if not _NAME_QUESTION.match(question.strip().lower()):
        return []
    ws = [w for w in words(value) if fold(w.text) not in ("the", "a", "an")]
    if ws and not ws[0].text[:1].isupper() and not ws[0].text[:1].isdigit():
        return [f"the answer {value!r} is not a name, which the question asks for"]
    return []


def given_name_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A name asked, answered with another word of a text that gives the name in quotes after a naming phrase.

    "Under what trade name were the bricks sold?" is answered by "marketed as "Skelwith Reds"", not by
    "Tollgarth", the town the same sentence says they were used in.
    """
    if not value.strip() or not _NAME_QUESTION.match(question.strip().lower()):
        return []
    for text in cited:
        given = names_given(text)
        if given and not any(value.strip() in name or name in value for name in given):
            return [f"the answer {value!r} is not the name its text gives in quotes, {given[0]!r}"]
    return []


_POSSESSIVE_AFTER = re.compile(r"['’]s(?![\w'’])")
"""A possessive ending right after a name: "Skelwith*'s* work" (a closing quote alone is no possessive)."""


def possessive_name_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A name asked, answered with a name its cited text uses only as an owner or a maker ("Skelwith's work").

    "By what name is the great bell known?" is not answered by "the finest of Skelwith's work, and its
    bell, known by a name of its own": Skelwith made the bell; the name it is known by is not given.
    """
    if not value.strip() or not _NAME_QUESTION.match(question.strip().lower()):
        return []
    name = value.strip()
    seen = False
    for text in cited:
        for found in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text):
            if not _POSSESSIVE_AFTER.match(text, found.end()):
                return []
            seen = True
    return [f"the answer {value!r} stands in its cited text as an owner or maker, not a name"] if seen else []


_TITLE_GOES_ON = re.compile(r"(?: (?:of|on|upon|under|in|at)(?: the)?| the| and the) [A-Z]")
"""How a title goes on past a cut: "Summer *on the* Long Shore", "Death *in* Lanner"."""
_NAME_GOES_ON = re.compile(r"(?: of(?: the)?| on the| upon) [A-Z]")
"""How another name goes on: "Duke *of* Orme"; "Tey *in* Lanner" places a name, it does not go on with it."""
_WHICH_PLACE = re.compile(r"^(?:in |at |on |to |from |near )?which (?:town|city|village|port|place|county)\b")
_OPENERS = {"*": "*", '"': '"', "“": "”", "‘": "’"}
"""Marks that open a quoted or italic title and the marks that close it (an apostrophe is no quote)."""


def cut_name_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why ``value`` is only the start of a name the cited text goes on with, as reasons.

    "Summer" of "renamed Summer on the Long Shore" is cut before its tail, as is a name whose quotes or
    italics close only after more words. A who-answer followed by "of" and a place keeps its own name, and
    a town followed by "on the" a river.
    """
    low = question.strip().lower()
    if not (_NAME_QUESTION.match(low) or re.match(r"^(?:in |at |on |to |from |by )?which\b", low)):
        return []
    if not value[:1].isupper():
        return []
    goes_on = _TITLE_GOES_ON if _NAME_QUESTION.match(low) else _NAME_GOES_ON
    for text in cited:
        for found in re.finditer(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text):
            if not _WHICH_PLACE.match(low) and goes_on.match(text, found.end()):
                tail = text[found.end() :].split(".")[0].split(",")[0].strip()
                return [f"the answer {value!r} is cut short of the name {value} {tail}"]
            before = text[found.start() - 1 : found.start()]
            closer = _OPENERS.get(before)
            if closer is not None and not text.startswith(closer, found.end()):
                rest = text[found.end() :]
                if closer in rest.split("\n")[0]:
                    return [f"the answer {value!r} is cut short of the name its cited text quotes whole"]
    return []


_DATE_QUESTION = re.compile(
    r"^(?:in |by |from |since |until )?(?:when\b|(?:what|which) (?:year|decade|century)\b)"
)
_YEAR = re.compile(r"\b\d{3,4}(?:s|th)?\b")


_WHICH_NOUN = re.compile(r"^(?:in |at |of |from |to |for |with |by )?which (?P<noun>[a-z]+)\b")
_ROLE_BEFORE = re.compile(r"\b(?:the|a|an)\s+(?:[a-z]+\s+){0,2}?(?P<role>[a-z]+)\s+$")
"""A role noun set right before a name in apposition: "the botanist ", "a young engineer "."""


def other_role_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a "which X" name is called another role in its cited text, which never says X.

    "Which curator travelled with her?" is not answered by "the botanist Ivo Hale" of "she travelled with
    the botanist Ivo Hale": the text calls him a botanist and calls no one a curator.
    """
    asked = _WHICH_NOUN.match(question.strip().lower())
    if asked is None or not value[:1].isupper():
        return []
    wanted = key(asked.group("noun"))
    problems = []
    for text in cited:
        at = text.find(value)
        role = _ROLE_BEFORE.search(text[:at]) if at > 0 else None
        if role is None or key(role.group("role")) not in ROLE_NOUNS or key(role.group("role")) == wanted:
            continue
        if wanted not in {key(w.text) for w in words(text)}:
            problems.append(
                f"the answer {value!r} is called a {role.group('role')}, not a {asked.group('noun')}"
            )
    return problems


_DESCRIBED_EVENT = re.compile(r"\bthe (?P<noun>[a-z]+) (?:that|which) (?P<verb>[a-z]+ed)\b")
"""An event the question picks by what it did: "the fire *that gutted* the tower"."""
_ORDINALS = "first|second|third|fourth|earlier|later|last|previous"


def described_event_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a year is of another of several events than the one the question picks by what it did.

    "the fire that gutted the tower" is not dated by "The tower survived a first fire in 1817, which did not
    reach the shaft": a text counting its fires by order names this one without the deed the question asks.
    """
    found = _DESCRIBED_EVENT.search(question.lower())
    if found is None or not _YEAR.search(value):
        return []
    verb = key(found.group("verb"))
    counted = re.compile(rf"\b(?:{_ORDINALS})\s+{re.escape(found.group('noun'))}\b", re.IGNORECASE)
    for text in cited:
        if verb not in {key(w.text) for w in words(text)} and counted.search(text):
            return [
                f"the cited text counts another {found.group('noun')}, not the one that {found.group('verb')}"
            ]
    return []


_EVENT_OF_YEAR = re.compile(r"\bthe\s+(?P<phrase>(?:[a-z]+\s+){0,2}[a-z]+)\s+(?:of|in)\s+(?P<year>\d{4})\b")
"""An event its sentence dates in passing: "after *the second fire of 1879*"."""


def dated_event_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a year answers no date asked, where its sentence dates the asked event by another year.

    "No minute book survives for 1874–1886, so the proceedings after the second fire of 1879 are known
    only from ...": "the second fire" the question dates is of 1879, not 1886.
    """
    year = re.fullmatch(r"\d{4}", value.strip())
    if year is None:
        return []
    asked = {key(w.text) for w in words(question)}
    for text in cited:
        for found in _EVENT_OF_YEAR.finditer(text):
            phrase = [key(w.text) for w in words(found.group("phrase")) if fold(w.text) not in STOPWORDS]
            if phrase and set(phrase) <= asked and found.group("year") != year.group():
                return [
                    f"its sentence dates the {found.group('phrase')} to {found.group('year')}, not {value}"
                ]
    return []


_EDITION_AFTER = re.compile(r"^\s*(?:edition|ed\.|impression|reprint)\b", re.IGNORECASE)
_PUBLISHING_ASKED = re.compile(r"\b(?:edition|published|publication|printed|issued|appeared|written)\b")


def edition_year_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a year is a book's edition, not the date of anything the question asks ("*1969 edition*")."""
    year = re.search(r"\b\d{4}\b", value)
    if year is None or _PUBLISHING_ASKED.search(question.lower()):
        return []
    for text in cited:
        found = list(re.finditer(rf"\b{year.group()}\b", text))
        if found and all(_EDITION_AFTER.match(text[m.end() :]) for m in found):
            return [f"the year {year.group()} dates an edition of a book, not what the question asks"]
    return []


_WHICH_ROLE = re.compile(r"^which (?P<noun>[a-z]+(?:-[a-z]+)?)\b")


def apposed_role_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a "which X" answer is not the one its cited text calls X: "Ann Roe, a shot-dropper" names her.

    "Which shot-dropper was killed?" is answered by the name the text sets "a shot-dropper" beside ("a
    workman named Ann Roe, a shot-dropper who had been employed there"), not by the works' owners the same
    sentence names.
    """
    asked = _WHICH_ROLE.match(question.strip().lower())
    if asked is None or not value.strip():
        return []
    noun = re.escape(asked.group("noun"))
    apposed = re.compile(
        rf"(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){{0,3}}),\s+(?:a|an|the)\s+(?:[a-z-]+\s+){{0,2}}?{noun}s?\b"
    )
    for text in cited:
        for found in apposed.finditer(text):
            if value.strip() not in found.group("name") and found.group("name") not in value:
                return [f"the text calls {found.group('name')} the {asked.group('noun')}, not {value!r}"]
    return []


_WHO_ROLE = re.compile(r"^who (?:was|were|is|had been) (?:the|its|their) (?P<role>[a-z]+)\b")
"""A holder asked by a bare role: "Who was the engineer of the line?"."""
_QUALIFIERS = r"(?:resident|assistant|deputy|acting|sub|under|vice|junior|joint|second|consulting)"
"""Words that make a role another one beside it: a *resident* engineer works under the engineer."""


_PERSON_NAME = re.compile(r"\b[A-Z][\w'’-]+\s+[A-Z][\w'’-]+")
"""Two capitalised words running: another person's name, to whom a role after it belongs."""


_HOLDER_AFTER = re.compile(r",\s+(?:the\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+")
"""A name set after an office as its holder: "the Mayor of Hollinbrook*, Councillor Mrs Joan Piercy*"."""


def office_for_holder_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a who-question is answered with an office whose holder its text names right after it.

    "... was officially opened by the Mayor of Kell, Councillor Mrs Ann Roe" answers "Who opened it?" with
    Mrs Roe: "Mayor of Kell" says which office she held, not who she was.
    """
    ws = words(value)
    if not _WHO.match(question.strip().lower()) or not ws or not role_word(ws[0].text):
        return []
    if len(ws) > 1 and fold(ws[1].text) != "of":
        return []  # "Mayor Ann Roe": a title and the name
    for text in cited:
        at = text.find(value.strip())
        if at >= 0 and _HOLDER_AFTER.match(text, at + len(value.strip())):
            return [f"the answer {value!r} is an office whose holder its text names after it"]
    return []


def qualified_role_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A holder of a bare role asked, answered with one its text gives a qualified role ("resident engineer").

    "Who was the engineer of the Brimsey line?" is not answered by "his son Tom Skelwith lived at Brimsey as
    resident engineer": the line's engineer was the father, whom the sentence names first.
    """
    asked = _WHO_ROLE.match(question.strip().lower())
    if asked is None or not value.strip() or not value[:1].isupper():
        return []
    role = asked.group("role")
    if re.search(rf"\b{_QUALIFIERS}[\s-]+{re.escape(role)}", question.lower()):
        return []
    after = re.compile(
        rf"^[^.;]{{0,60}}?\bas\s+(?:the\s+|an?\s+|its\s+)?{_QUALIFIERS}[\s-]+{re.escape(role)}\b"
    )
    before = re.compile(rf"\b{_QUALIFIERS}[\s-]+{re.escape(role)}\s*,?\s*(?:(?:Mr|Mr\.|Dr|Dr\.)\s+)?$")
    for text in cited:
        for found in re.finditer(rf"(?<![\w]){re.escape(value.strip())}(?![\w])", text):
            role_after = after.match(text[found.end() :])
            if role_after is not None and _PERSON_NAME.search(role_after.group()):
                role_after = None  # "A was engineer, and his son B lived there as resident engineer": B's
            if role_after or before.search(text[max(0, found.start() - 60) : found.start()].lower()):
                return [f"the answer {value!r} held a role beside the {role}'s, not the {role}'s own"]
    return []


_WHICH_ROLES = (
    re.compile(r"^which (?P<role>[a-z]+) (?!of\b)"),
    re.compile(r"^which [a-z]+ (?P<role>[a-z]+) (?!of\b)"),
)
"""A holder asked by "which" and a role, perhaps qualified: "Which *civil engineer* drew up the plans?"."""


def _which_role(question: str) -> re.Match[str] | None:
    """The role noun a "which" question asks a holder of, one word after "which" or two."""
    for pattern in _WHICH_ROLES:
        found = pattern.match(question)
        if found is not None and key(found["role"]) in ROLE_NOUNS and not found["role"].endswith("ed"):
            return found
    return None


def role_of_other_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A holder of a role asked, answered with another person where the text sets the role after a name.

    "Who was the coroner at the inquest?" is not answered by "the inquest on the body of Tom Skelwith ...
    before Mr. Ned Ludgrove, coroner for the district": the text gives the role to Ludgrove; nor "Which
    civil engineer drew up the plans?" by "Mr Quillet reported plans from Mr Ned Ludgrove, civil engineer".
    """
    low = question.strip().lower()
    asked = _WHO_ROLE.match(low) or _which_role(low)
    if asked is None or not value.strip():
        return []
    role = asked.group("role")
    holder = re.compile(
        rf"(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){{1,3}}),\s+(?:the\s+)?(?:[a-z]+\s+)?{re.escape(role)}\b"
    )
    for text in cited:
        named = [m.group("name") for m in holder.finditer(text)]
        if named and not any(value.strip() in n or n in value for n in named):
            return [f"the text gives the {role}'s role to {named[0]}, not to {value!r}"]
    return []


_LABEL_BEFORE = re.compile(r"(?:\b[a-z]+s\s+numbered|\bNo\.|\bNos\.)\s*$")
"""What makes a figure a label, not a count: "the drawings *numbered* 1 to 11", "*No.* 3 holder"."""


def label_count_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A count asked, answered with a figure that labels a thing ("drawings numbered 1 to 11")."""
    if not _HOW_MANY_UNIT.match(question.strip().lower()):
        return []
    figure = next(iter(value.split()), "")
    if not figure[:1].isdigit():
        return []
    for text in cited:
        if said_only_where(text, figure, before=_LABEL_BEFORE, reach=30):
            return [f"the answer {value!r} is a number that labels a thing, not a count"]
    return []


_CAPITAL_ASKED = re.compile(
    r"^what (?:was|were|is) (?:the |its |their )?"
    r"(?:[\w-]+(?:'s|’s) (?:[\w-]+ )?|nominal |paid-up |share )capital\b"
)
"""A company's capital asked: "What was *the company's capital* ...?" (the capital of a country is a town)."""
_PENALTY_ASKED = re.compile(
    r"^(?:what|how much) (?:fine|penalty|damages|compensation|fee|rent|wage|wages|sum|price|consideration)\b"
    r"|^(?:what|how much) (?:was|were) (?:paid|given|offered|charged)\b"
    r"|^for what (?:sum|price|amount)\b"
)
"""A question asking a sum by the penalty or payment it names first: "*What fine* did the bench impose?",
"*What was paid* for the engines?", "*For what sum* did he settle?", "*What consideration* in cash did they
offer?"."""


_SUM_DONE = re.compile(
    r"^what did (?:[\w'’-]+ ){1,8}?(?P<final>(?:finally|eventually|actually|in the end) )?"
    r"(?P<verb>cost|fetch|realise|realize|earn|charge|receive|get|pay)\b(?P<rest>.*)$"
)
"""A question asking a sum by the deed that paid it: "What did the builders *finally receive for* the hall?";
a thing received ("What did the school receive from her?") needs the price's "for" or "finally"."""
_PRICED_VERBS = frozenset({"cost", "fetch", "realise", "realize", "earn", "charge"})


def _sum_asked(question: str) -> bool:
    """Whether ``question`` asks a sum, by the noun for it or by the deed that paid it."""
    text = question.strip().lower()
    if SUM_NOUN_ASKED.match(text) or _PENALTY_ASKED.match(text) or _CAPITAL_ASKED.match(text):
        return True
    done = _SUM_DONE.match(text)
    if done is None:
        return False
    return done.group("verb") in _PRICED_VERBS or bool(done.group("final")) or " for " in done.group("rest")


def sum_type_problem(question: str, value: str) -> list[str]:
    """A sum asked, answered with no figure: the builders' name is no final account of theirs."""
    if not _sum_asked(question) or any(ch.isdigit() for ch in value):
        return []
    if MONEY_WRITTEN.search(value) or any(fold(w.text) in NUMBER_WORDS for w in words(value)):
        return []
    return [f"the answer {value!r} gives no sum, which the question asks"]


_NAME_KNOWN = re.compile(r"^(?:by|under) what (?:[a-z]+ )?name\b")
"""A name asked by the name it went by: "By what name was the fire-basket known?"."""
_NAMING_MARKS = re.compile(
    r"\b(?:known|called|named|name|names|nicknamed|styled|christened|dubbed|termed|marketed)\b", re.IGNORECASE
)


def unnamed_known_problem(question: str, cited: list[str]) -> list[str]:
    """A name a thing went by, read from texts none of which tells of a name: a town's is not the basket's.

    "By what name was the fire-basket known?" is not answered by "the fire was seen from the church tower at
    Brimsey": no cited text calls the basket anything.
    """
    if not _NAME_KNOWN.match(question.strip().lower()) or any(_NAMING_MARKS.search(t) for t in cited):
        return []
    return ["no cited text tells of a name the thing was known by, which the question asks"]


_WHAT_NOUN = re.compile(r"^(?:of |in |from )?what (?P<noun>[a-z]+)\b")
"""A question asking a kind of thing by its noun: "What *timber* was specified for the floor?"."""


_VESSEL = r"(?:ship|vessel|barque|bark|brig|brigantine|schooner|steamer|sloop|barge|lighter|keel|boat)"
_VESSEL_ASKED = re.compile(rf"\b(?:name\s+of\s+the|which|what)\s+{_VESSEL}\b", re.IGNORECASE)
_VESSEL_AFTER = re.compile(rf"\s*{_VESSEL}s?\b", re.IGNORECASE)


def vessel_attribute_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A word set before "ship" for the name of a ship: "Cochin" of "the next *Cochin ship*".

    A ship is named after the noun or alone ("the barque Vesta", "the Vesta"); a name before it says where
    the ship traded or whose it was. Only where every mention of the value stands so.
    """
    if not _VESSEL_ASKED.search(question):
        return []
    mention = re.compile(rf"(?<![\w]){re.escape(value)}(?![\w])")
    ends = [(text, m.end()) for text in cited for m in mention.finditer(text)]
    if ends and all(_VESSEL_AFTER.match(text, end) for text, end in ends):
        return [f"the answer {value!r} stands before the word for a ship, describing it, not naming it"]
    return []


_WHICH_THING = re.compile(
    rf"^\s*which\s+(?:{ORDER_WORD}\s+)?(?P<kind>[a-z]+)\s+(?:is|was|were|are)\b",
    re.IGNORECASE,
)
_AT_PLACE = re.compile(r"\b(?:in|at|near)\s+\Z")


def place_for_thing_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A place for a thing a "which" hop asks: "Marlbeck" of "made rope *in Marlbeck*" for which rope.

    A one-word name, or a street's ("Cordwainer Lane"), the cited text writes only after "in", "at" or
    "near" is where something was, and no rope or engine; kinds that are places, people or dates are left
    alone.
    """
    asked = _WHICH_THING.match(question)
    ws = value.split()
    # "the old chimney in *Cordwainer Lane*": a name ending in a street's word is a place however long
    street = len(ws) > 1 and fold(ws[-1]) in _STREET_HEADS | _ROAD_HEADS
    if asked is None or not (len(ws) == 1 or street) or not value[:1].isupper():
        return []
    kind = key(asked.group("kind"))
    if CATEGORY_TYPES.get(kind) in ("person", "place", "date") or kind in PLACE_WORDS | ROLE_NOUNS:
        return []
    mention = re.compile(rf"(?<![\w]){re.escape(value)}(?![\w])")
    starts = [(text, m.start()) for text in cited for m in mention.finditer(text)]
    if starts and all(_AT_PLACE.search(text[max(0, at - 8) : at]) for text, at in starts):
        return [f"the answer {value!r} is a place the cited text names, not a {asked.group('kind')}"]
    return []


_HOW_MUCH_STUFF = re.compile(r"^\s*how\s+much\s+[a-z][a-z -]{2,60}?\s+(?:did|was|were|had|has)\b", re.I)
_QUANTITY_UNIT = re.compile(
    r"\d[\d,.]*\)?\s+(?:square|sq\.?|cubic|cu\.?)\s+(?:feet|foot|ft|yards?|yds?|metres?|inches)\b"
    r"|\d[\d,.]*\)?\s+(?:tons?|tonnes?|cwt|hundredweights?|gallons?|bushels?|lbs?|pounds\s+weight)\b",
    re.IGNORECASE,
)


def dimension_for_quantity_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A dimension for how much of a stuff: "4 mm" for how much board a contract called for.

    "How much three-ply birch board did the contract call for?" asks an amount (250,000 square feet); a
    length read from the same sentence is the board's thickness. Only where the cited text gives an amount
    in an area, volume or weight.
    """
    if _HOW_MUCH_STUFF.match(question) is None:
        return []
    ws = value.split()
    if len(ws) < 2 or unit_family_of(ws[-1].rstrip(".")) != "length" or unit_phrase(ws[-2], ws[-1]):
        return []  # "200,000 square feet" is an area
    if any(_QUANTITY_UNIT.search(text) for text in cited):
        return [f"the answer {value!r} is a length, and the cited text gives the amount in another measure"]
    return []


def question_thing_problem(question: str, value: str) -> list[str]:
    """A kind asked of a thing, answered with a phrase naming the thing: "maple floor" for the floor's timber.

    "What timber was specified for the sprung floor?" asks the floor's timber; "maple floor" is the floor
    again, a description a text gave of it, not the timber a specification names. A quantity written in
    words ("fourteen horse-power" for the power of an engine) is no such phrase.
    """
    asked = _WHAT_NOUN.match(question.strip().lower())
    ws = words(value)
    if (
        asked is None
        or len(ws) < 2
        or fold(ws[0].text) in NUMBER_WORDS
        or any(w.text[:1].isupper() or w.text[:1].isdigit() for w in ws)
    ):
        return []
    own = {key(w.text) for w in words(question)} - {key(asked.group("noun"))}
    if key(ws[-1].text) in own and fold(ws[-1].text) not in STOPWORDS:
        return [f"the answer {value!r} names the asked {ws[-1].text} itself, not its {asked.group('noun')}"]
    return []


_STATE_PHRASE = re.compile(r"^\.?\s*(?P<phrase>(?:[a-z’']+\s+){0,3}?[a-z’']+)\s*(?=[,;.]|\band\b|$)")
"""The words that follow a measure up to the next break: "2 tons 7 cwt. *in the rough* and ..."."""


def other_state_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A measure its sentence gives of another state than the one asked, beside one of the asked state.

    "What did the valve weigh when finished?" is not answered by "weighed 2 tons 7 cwt. in the rough and 2
    tons 1 cwt. when finished": the words after each figure say which state it is of, and only the second
    figure's words are the question's.
    """
    unit = next((w.text for w in words(value) if unit_family_of(w.text) is not None), None)
    if unit is None:
        return []
    asked = content_keys(question)
    for text in cited:
        at = text.find(value)
        if at < 0:
            continue
        own = _STATE_PHRASE.match(text[at + len(value) :])
        if own is None or content_keys(own.group("phrase")) & asked:
            continue
        for other in re.finditer(rf"\d[\d,.]*\s+{re.escape(unit)}\b[^,;]*?(?=\s*(?:[,;.]|\band\b|$))", text):
            if other.start() == at:
                continue
            rest = _STATE_PHRASE.match(text[other.end() :])
            tail = text[other.start() : other.end()] + " " + (rest.group("phrase") if rest else "")
            if (content_keys(tail) - content_keys(value)) & asked:
                return [f"the answer {value!r} is of the state {own.group('phrase')!r}, not the one asked"]
    return []


_WHOSE_OFFER = re.compile(r"^whose (?P<noun>tender|estimate|offer|bid|quotation)\b")
"""A question asking whose offer it was: "*Whose tender* was accepted ...?"."""


def offers_laid_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """The one who laid several offers before a meeting, for the one whose offer was taken.

    "Whose tender was accepted for rebuilding the factory?" is not answered by "Mr Hurrell laid before the
    meeting the tenders received": he put the tenders before the board; none of them is his.
    """
    asked = _WHOSE_OFFER.match(question.strip().lower())
    if asked is None or not value.strip():
        return []
    plural = f"{asked.group('noun')}s"
    laid = re.compile(
        rf"{re.escape(value.strip())}\b[^.;]{{0,60}}?\bthe\s+(?:\w+\s+)?{plural}\b", re.IGNORECASE
    )
    if any(laid.search(text) for text in cited):
        return [
            f"the answer {value!r} laid several {plural} before others; the question asks whose was taken"
        ]
    return []


_CHOICE = re.compile(r"\bor\b|\bwhich of\b|\bwhether\b", re.IGNORECASE)
"""A question that offers its answers: "Was it Marwood *or* Hollier who ...?"."""


def named_again_problem(question: str, value: str) -> list[str]:
    """A name the question itself gives, read back as its answer: "Mr Silas Marwood" for what he designed.

    A hop's question carries the answer of the hop before it ("What other building was designed by Mr
    Silas Marwood?"): his name, in a sentence about what he designed, is not the building asked. A question
    that offers its answers ("A or B") may be answered with one of them. A word of a longer name ("Kessock"
    of "Kessock Vale") is another name, unless the question asks for an *other* thing than those it names.
    """
    if _CHOICE.search(question) or any(c.isdigit() for c in value):
        return []
    named = [
        fold(w.text) for w in words(value) if fold(w.text) not in TITLES and fold(w.text) not in STOPWORDS
    ]
    if not named or not any(w.text[:1].isupper() for w in words(value) if fold(w.text) not in TITLES):
        return []
    ws = words(question)
    asked = [fold(w.text) for w in ws]
    other = re.search(r"\b(?:what|which) other\b", question, re.IGNORECASE) is not None

    def whole(i: int) -> bool:  # the name the question gives, not a word of a longer one ("Kessock Vale")
        if other:
            return True  # "what *other* building": no word of a name the question gives is another
        before = ws[i - 1].text if i > 0 else ""
        after = ws[i + len(named)].text if i + len(named) < len(ws) else ""
        return not after[:1].isupper() and (not before[:1].isupper() or fold(before) in TITLES or i == 0)

    if not any(asked[i : i + len(named)] == named and whole(i) for i in range(len(asked))):
        return []
    return [f"the answer {value!r} is a name the question itself gives, not what it asks"]


def date_type_problem(question: str, value: str) -> list[str]:
    """Why ``value`` gives no year where ``question`` asks when or in what year, as reasons.

    A "when" answered by a month alone ("In April") is a date of a yearly event.
    """
    if not _DATE_QUESTION.match(question.strip().lower()) or _YEAR.search(value):
        return []
    if re.match(r"^when\b", question.strip().lower()) and any(fold(w.text) in MONTHS for w in words(value)):
        return []  # "When is the fair held?" "In April"
    return [f"the answer {value!r} gives no year, which the question asks for"]


_ROW_YEAR = re.compile(r"\b\d{4}\b")
_DATE_WORDS = frozenset(key(w) for w in "year years date".split())


def row_event_problem(question: str, value: str, text: str) -> list[str]:
    """Why a year read from a table row is another event's: its cell tells of a deed the question never asks.

    In "| Tern | 312 | bought 1802 | crushed in the ice 1836 |" the year the Tern was crushed is the one
    in the cell that says "crushed"; "1802" stands beside "bought", which the question does not ask of.
    """
    year = _ROW_YEAR.fullmatch(value.strip())
    if year is None or not _DATE_QUESTION.match(question.strip().lower()):
        return []
    asked = asked_word_keys(question) - _DATE_WORDS
    for line in text.splitlines():
        cells = line.strip().strip("|").split("|") if line.lstrip().startswith("|") else []
        own = next((c for c in cells if re.search(rf"\b{year.group()}\b", c)), None)
        if own is None:
            continue
        told = {key(w.text) for w in words(own) if w.text.isalpha() and w.text.islower()}
        if not told or told & asked:
            return []
        others = [c for c in cells if c is not own and _ROW_YEAR.search(c)]
        if any(asked & {key(w.text) for w in words(c)} for c in others):
            return [f"the year {value!r} stands beside another event than the asked one in its row"]
    return []


_DEATH_ASKED = re.compile(r"\bdid\b.+\bdie\b|\bdeath\b|\bdied\b")


def range_start_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a year answering when X died is the first year of a range in its cited text, as reasons.

    "Ada Roe (1910–1931)" ends a life or a term in 1931; its 1910 is a birth or a start, never a death. In
    "Ada Roe (1974-1998), Tobin Quarle (1998-2013)" 1998 ends a term another takes up, not a life.
    """
    year = re.fullmatch(r"(?:.*\D)?(\d{4})", value.strip())
    if year is None or not _DEATH_ASKED.search(question.strip().lower()):
        return []
    plain = [m for text in cited for m in re.finditer(rf"\b{year.group(1)}\b", text)]
    starts = [m for text in cited for m in YEAR_RANGE.finditer(text) if m.group("start") == year.group(1)]
    named = re.search(r"\bdid\s+(?:[\w.'’-]+\s+)*?([A-Z][\w'’-]+)\s+die\b", question)
    if named is not None:  # the range right after the asked name: "Ada Roe (1950–1972)"
        after_name = rf"\b{re.escape(named.group(1))}\W{{1,4}}{year.group(1)}\s*[-–—]\s*\d{{4}}\b"
        if any(re.search(after_name, text) for text in cited):
            return [
                f"the answer {value!r} opens the range given for {named.group(1)!r}, and a death ends one"
            ]
    if plain and len(starts) == len(plain):
        return [f"the answer {value!r} opens a range in its cited text, and a death ends one"]
    if year.group(1) in handed_on(*cited):
        return [f"the answer {value!r} ends one range and opens the next: a term handed on, not a life"]
    return []


def _cited(draft: Draft, i: int) -> list[str]:
    markers = set(draft.steps[i].markers)
    return [c.text for c in draft.citations if c.marker in markers]


def _first(check: Callable[..., list[str]], cited: list[str], *args: str) -> list[str]:
    """The problems ``check(*args, text)`` finds in the first cited text it finds any in."""
    return next((found for text in cited if (found := check(*args, text))), [])


_MATERIAL_ASKED = re.compile(
    r"^(?:of\s+)?(?:what|which)\s+(?:kind\s+of\s+|sort\s+of\s+)?"
    r"(?:timber|wood|stone|metal|material|brick|cloth|fabric|leather|clay)\b"
    r"|\b(?:made|built|cut|cast|carved|woven)\s+(?:of|from)\s*\??$",
    re.IGNORECASE,
)
"""A question asking what a thing was made of: "What timber were the blades made of?"."""


_PAID_ON_ACCOUNT = re.compile(
    r"\b(?:paid|payments?|advanced|received)\s+(?:to\s+date\s+)?on\s+account\b[^.;]{0,30}$", re.IGNORECASE
)
"""A sum paid towards an account before it is settled: "Less *paid on account*: £1,750"."""
_ON_ACCOUNT_REACH = 60
"""How far before a sum the words paying it on account may stand."""


def on_account_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A sum paid on an account, given for its own sum: "What was the total of the final account?"."""
    if not SUM_NOUN_ASKED.match(question.strip().lower()) or "account" not in question.lower():
        return []
    sum_ = value.strip()
    holding = [text for text in cited if sum_ and sum_ in text]
    if holding and all(_said_before(text, sum_, _PAID_ON_ACCOUNT, _ON_ACCOUNT_REACH) for text in holding):
        return [f"the answer {value!r} is a sum paid on the account, not the account's own"]
    return []


_LEAVING_ASKED = re.compile(
    r"\bwhen\s+(?:he|she)\s+(?:retired|left|resigned|died)\b|\b(?:on|at)\s+(?:his|her)\s+"
    r"(?:retirement|resignation|leaving|death)\b",
    re.IGNORECASE,
)
"""A question asking what was so when someone left a post: "What salary was he paid *when he retired*?"."""
_APPOINTED = re.compile(r"\b(?:appointed|engaged|taken\s+on|elected)\b", re.IGNORECASE)
_LEAVING_TOLD = re.compile(r"\b(?:retir\w*|resign\w*|left|leaving|died|death|pension\w*)\b", re.IGNORECASE)


def appointed_pay_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A salary someone was appointed at, for the one paid when they left the post."""
    if not MONEY_WRITTEN.search(value) or not _LEAVING_ASKED.search(question):
        return []
    forms = _sum_forms(value)
    holding = [text for text in cited if any(form in text for form in forms)]
    if holding and all(_APPOINTED.search(t) and not _LEAVING_TOLD.search(t) for t in holding):
        return [f"the answer {value!r} is the pay an appointment set, not the pay when the post was left"]
    return []


def material_problem(question: str, value: str) -> list[str]:
    """A firm's name given for the stuff a thing was made of: the maker is no timber."""
    if not _MATERIAL_ASKED.search(question.strip()):
        return []
    ws = words(value)
    if "&" in value or (ws and key(ws[-1].text) in ORG_WORDS and ws[-1].text[:1].isupper()):
        return [f"the answer {value!r} names a firm, not the material the question asks"]
    return []


def answer_type_problems(draft: Draft) -> list[str]:
    """Why the draft's answer, or the answer of one of its hops or operands, is of another type than asked."""
    if draft.value is None:
        return []
    # a step's answer in hundreds written out ("one hundred and ten feet") is checked as its figure
    checks: list[tuple[str, str, list[str]]] = [
        (s.question, hundreds_in_figures(s.answer) or s.answer.strip(), _cited(draft, i))
        for i, s in enumerate(draft.steps)
    ]
    if draft.steps and draft.calculation is None:
        checks.append((draft.question, draft.value.strip(), _cited(draft, len(draft.steps) - 1)))
    problems: list[str] = []
    for question, value, cited in checks:
        if not value or value in ("Yes", "No"):
            continue
        problems += measure_type_problem(question, value, cited) + height_word_problem(question, value, cited)
        if draft.calculation is None:  # a comparison of lengths ("How much longer ...") names its measure
            problems += length_word_problem(question, value, cited)
        problems += numberless_measure_problem(question, value)
        problems += count_kind_problem(question, value, cited)
        problems += count_measure_problem(question, value, cited) + other_counted_problem(
            question, value, cited
        )
        problems += added_count_problem(question, value, cited) + now_called_problem(question, value, cited)
        problems += other_life_event_problem(question, value, cited) + rough_for_exact_problem(
            question, value, cited
        )
        problems += person_type_problem(question, value, cited) + firm_place_problem(question, value)
        problems += located_place_problem(question, value, cited)
        problems += firm_for_office_problem(question, value) + uncharged_problem(question, value, cited)
        problems += material_problem(question, value) + on_account_problem(question, value, cited)
        problems += appointed_pay_problem(question, value, cited)
        problems += asked_place_problem(question, value) + boundary_neighbour_problem(question, value, cited)
        problems += done_to_problem(question, value, cited)
        problems += name_type_problem(question, value) + date_type_problem(question, value)
        problems += possessive_name_problem(question, value, cited) + given_name_problem(
            question, value, cited
        )
        problems += office_for_holder_problem(question, value, cited)
        problems += qualified_role_problem(question, value, cited) + role_of_other_problem(
            question, value, cited
        )
        problems += label_count_problem(question, value, cited) + question_thing_problem(question, value)
        problems += vessel_attribute_problem(question, value, cited)
        problems += dimension_for_quantity_problem(question, value, cited)
        problems += place_for_thing_problem(question, value, cited)
        problems += named_again_problem(question, value) + titled_building_problem(question, value)
        problems += thing_for_its_place_problem(question, value)
        problems += kin_title_problem(question, value) + offers_laid_problem(question, value, cited)
        problems += other_state_problem(question, value, cited)
        problems += sum_type_problem(question, value) + unnamed_known_problem(question, cited)
        problems += range_start_problem(question, value, cited)
        problems += figureless_problem(question, value) + weekday_problem(question, value)
        problems += monthless_problem(question, value) + title_problem(question, value)
        problems += month_alone_problem(question, value)
        problems += dayless_problem(question, value)
        problems += street_problem(question, value) + bare_firm_problem(question, value)
        problems += building_for_person_problem(question, value) + lot_part_problem(question, value, cited)
        problems += firm_subject_problem(question, value) + apposed_role_problem(question, value, cited)
        problems += described_event_problem(question, value, cited)
        problems += dated_event_problem(question, value, cited) + edition_year_problem(question, value, cited)
        problems += bound_figure_problem(question, value, cited)
        problems += other_dimension_problem(question, value, cited)
        problems += unnamed_deed_problem(question, cited) + label_answer_problem(value, cited)
        problems += undated_deed_problem(question, value, cited)
        problems += editorial_word_problem(value) + trouble_party_problem(question, value, cited)
        problems += claimed_sum_problem(question, value, cited)
        problems += paid_for_demanded_problem(question, value, cited)
        problems += bare_figure_sum_problem(question, value, cited)
        problems += would_be_paid_problem(question, value, cited)
        problems += other_earner_problem(question, value, cited)
        problems += paid_before_settled_problem(question, value, cited) + wage_figure_problem(question, value)
        problems += other_style_problem(question, value, cited) + whole_for_share_problem(
            question, value, cited
        )
        problems += firm_place_word_problem(question, value, cited)
        problems += works_owner_problem(question, value, cited)
        problems += reference_point_problem(question, value, cited)
        problems += change_start_problem(question, value, cited) + office_body_problem(question, value)
        problems += other_room_count_problem(question, value, cited)
        problems += land_name_problem(question, value, cited)
        problems += newspaper_place_problem(question, value, cited)
        problems += asked_name_in_place_problem(question, value) + record_for_place_problem(question, value)
        problems += _first(beneficiary_problem, cited, question, value)
        problems += _first(built_for_problem, cited, question, value)
        problems += _first(party_address_problem, cited, question, value)
        problems += _first(origin_party_problem, cited, question, value)
        problems += _first(row_event_problem, cited, question, value)
        problems += _first(code_number_problem, cited, value) + _first(item_number_problem, cited, value)
        problems += column_word_unit_problem(value) + bare_rank_problem(question, value)
        problems += _first(clock_time_problem, cited, value)
        problems += _first(measured_count_problem, cited, value)
        problems += _first(headline_name_problem, cited, question, value)
        problems += unnamed_problem(question, " ".join(cited))
        problems += _first(successor_role_problem, cited, question, value)
        problems += _first(succeeded_one_problem, cited, question, value)
        problems += compound_word_problem(question, value, cited)
        problems += cut_name_problem(question, value, cited) + other_role_problem(question, value, cited)
    return list(dict.fromkeys(problems))
