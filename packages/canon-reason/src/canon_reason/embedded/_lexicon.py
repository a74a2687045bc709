"""The small English lexicon the reader and the question analyzer share.

Word lists are written as surface forms and compared through ``fold`` + ``stem``, so inflections meet.
Relations are groups of words that name the same fact ("founded", "established", "set up"); a question
term matches a sentence when the sentence holds the term or a word of one of its groups.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from fractions import Fraction

from .._text import MONTHS, STOPWORDS, fold, stem, words

__all__ = [
    "ACTUAL_ASKED",
    "CLOSING_WORD",
    "END_EVENTS",
    "ORDER_WORD",
    "PENCE_COUNT",
    "BIRTH_YEAR_TOLD",
    "DATE_ASKED",
    "NUMBER_WORD_CHOICES",
    "COUNT_NOUNS",
    "AUXILIARIES",
    "EVENT_GROUPS",
    "EVENT_NOUNS",
    "CATEGORY_TYPES",
    "CLERICAL_TITLES",
    "INSTANCE_HEADS",
    "CONVERSES",
    "CONVERSE_PARTICLES",
    "GENERIC_NOUNS",
    "HOW_ADJECTIVES",
    "HOW_MEASURES",
    "MEASURE_NOUNS",
    "MONEY_WRITTEN",
    "MONTHS",
    "NUMBER_WORDS",
    "OLD_SUM",
    "PENCE_A_POUND",
    "SHILLINGS_A_POUND",
    "PHRASES",
    "ORG_WORDS",
    "PAID_RATE_ASKED",
    "PLACE_WORDS",
    "RELATIONAL_NOUNS",
    "RESIDENT_WORDS",
    "ROLE_NOUNS",
    "ROLE_WORDS",
    "SCALES",
    "SUM_NOUN_ASKED",
    "START_EVENTS",
    "scale_of",
    "SOFT_WORDS",
    "TITLES",
    "UNIT_FAMILIES",
    "VERB_PARTICLES",
    "WHERE_ASKED",
    "WH_WORDS",
    "YEAR",
    "YEAR_DIGITS",
    "YEAR_WORD",
    "asked_word_keys",
    "content_keys",
    "count_nouns",
    "key",
    "office_nouns",
    "old_sum_pounds",
    "old_sum_written",
    "phrase_relations",
    "relation_strength",
    "relations_of",
    "role_word",
    "standalone_figure",
    "synonyms",
    "unit_family_of",
    "unit_name",
    "unit_phrase",
    "units_in",
    "word_strength",
]


_IRREGULAR = {
    past: base
    for base, forms in {
        "become": "became",
        "begin": "began begun",
        "blow": "blew blown",
        "break": "broke broken",
        "bring": "brought",
        "build": "built",
        "buy": "bought",
        "choose": "chose chosen",
        "come": "came",
        "draw": "drew drawn",
        "fall": "fell fallen",
        "fly": "flew flown",
        "give": "gave given",
        "go": "went gone",
        "grow": "grew grown",
        "hang": "hung",
        "hold": "held",
        "keep": "kept",
        "know": "knew known",
        "lead": "led",
        "lose": "lost",
        "make": "made",
        "meet": "met",
        "pay": "paid",
        "ring": "rang rung",
        "rise": "rose risen",
        "run": "ran",
        "sell": "sold",
        "send": "sent",
        "sink": "sank sunk",
        "speak": "spoke spoken",
        "spend": "spent",
        "stand": "stood",
        "strike": "struck",
        "take": "took taken",
        "teach": "taught",
        "tell": "told",
        "think": "thought",
        "win": "won",
        "write": "wrote written",
    }.items()
    for past in forms.split()
}
"""Irregular past forms and their base verb, so "began" meets "begin" as "founded" meets "found"."""


_UNSTEMMED = frozenset({"former", "latter"})
"""Adjectives whose suffix is no inflection: "the *former* customs house" was not *formed*."""
_OWN_KEYS = {
    "rating": "rating",
    "ratings": "rating",
    "firing": "firing",
    "firings": "firing",
    "membership": "memb",
    "memberships": "memb",
    "foundations": "foundations",
}
"""Nouns that are no form of the word they look like: a player's *rating* is no *rate*, a kiln's *firing* no
*fire*, a building's *foundations* no *founding*; and nouns keyed as the word they count: a body's
*membership* is its number of *members*."""


_PERSON_REL = (
    "founder cofounder author writer architect designer king queen ruler president mayor governor leader "
    "captain owner director minister emperor empress chancellor son daughter father mother wife husband "
    "successor predecessor builder inventor discoverer creator chairman chairwoman head keeper widow widower "
    "brother sister nephew niece grandson granddaughter editor manager secretary"
)
_OFFICE_HOLDERS = frozenset(_PERSON_REL.split())
"""Nouns of a post's holder, from which a noun of the post is made ("captain" → "captaincy")."""


@functools.lru_cache(maxsize=1 << 16)  # the same words are keyed in every sentence and every question
def key(word: str) -> str:
    """The comparison key of a word: folded, irregular past forms made regular, and stemmed."""
    folded = fold(word)
    if folded in _UNSTEMMED:
        return folded
    if folded in _OWN_KEYS:
        return _OWN_KEYS[folded]
    if (holder := _office_holder(folded)) is not None:
        return stem(holder)
    if len(folded) >= _MEN_PLURAL_LENGTH and folded.endswith("men") and folded not in _NOT_MEN_PLURALS:
        return stem(f"{folded[:-3]}man")  # "Chairmen" heads a list of chairmen, each a "chairman"
    return stem(_IRREGULAR.get(folded, folded))


_MEN_PLURAL_LENGTH = 7
"""The fewest letters of a plural in "-men" of a compound noun in "-man": "foremen", "chairmen"."""
_NOT_MEN_PLURALS = frozenset("specimen abdomen regimen albumen bitumen gravamen cerumen".split())
"""Words of seven or more letters ending in "-men" that are no plural of a noun in "-man"."""


_OFFICE_ENDS = (("ships", ""), ("ship", ""), ("cies", ""), ("cy", ""), ("cies", "t"), ("cy", "t"))
"""How a noun of an office is made from its holder's: "chairman*ship*", "captain*cy*", "presiden*cy*"."""


def _office_holder(folded: str) -> str | None:
    """The holder's noun an office's noun is made from ("captaincy" → "captain"), if it is a role noun.

    A question asking who was "recommended for the captaincy" is answered by "recommended ... for the
    commission of captain": the office and its holder are one word to the reader.
    """
    for end, added in _OFFICE_ENDS:
        if folded.endswith(end) and (base := folded[: -len(end)] + added) in _OFFICE_HOLDERS:
            return base
    return None


def content_keys(text: str) -> set[str]:
    """The keys of the words of ``text`` that carry its content: every word but the stopwords."""
    return {key(w.text) for w in words(text) if fold(w.text) not in STOPWORDS}


def asked_word_keys(question: str) -> set[str]:
    """The keys of the lowercase words a question asks with: its deeds and things, not its names.

    "From whom did Ann Roe take her lease?" asks with "take" and "lease".
    """
    return {
        key(w.text)
        for w in words(question)
        if w.text.islower() and fold(w.text) not in STOPWORDS and fold(w.text) not in AUXILIARIES
    }


def _keys(text: str) -> frozenset[str]:
    return frozenset(key(w) for w in text.split())


WH_WORDS = frozenset({"who", "whom", "whose", "what", "which", "when", "where", "why", "how"})
WHERE_ASKED = re.compile(r"^(?:[^,?]{0,80},\s*)?where\b", re.IGNORECASE)
"""A question asking where, at its start or after a leading clause: "According to his letter, *where* ..."."""
AUXILIARIES = frozenset(
    "is are was were be been do does did has have had can could will would should may might must".split()
)
GENERIC_NOUNS = _keys("name names kind type sort one thing called known")
SOFT_WORDS = _keys(
    "main chief principal primary major key important notable famous official current present today "
    "exactly approximately roughly about total located situated every each locally local"
)
"""Words a question may use that a supporting sentence need not repeat."""

# Nouns naming what kind of thing the answer is. Category nouns ("country") are optional in a supporting
# sentence; relational nouns ("capital", "founder") name the fact asked about and are required.
_PERSON = (
    "person man woman people scientist explorer inventor painter poet composer artist engineer sailor "
    "astronomer chemist physicist mathematician botanist geologist physician surgeon doctor pharmacologist "
    "historian merchant shipowner brewer player footballer priest bishop monk abbot professor"
)
_PLACE = "place city town village country island isle region province state port harbour harbor river lake"
_PLACE_MORE = "mountain peak continent location district nation county bay sea coast peninsula valley"
_PLACE_REL = "capital birthplace hometown seat headquarters"
_ORG = (
    "company firm organization organisation bank university school team club party band corporation "
    "business institution newspaper society guild shipyard brewery enterprise museum college publisher"
)
_DATE = "year date century decade day month era"
CATEGORY_TYPES: dict[str, str] = {
    **{key(w): "person" for w in (_PERSON + " " + _PERSON_REL).split()},
    **{key(w): "place" for w in (_PLACE + " " + _PLACE_MORE + " " + _PLACE_REL).split()},
    **{key(w): "organization" for w in _ORG.split()},
    **{key(w): "date" for w in _DATE.split()},
}
"""Noun key → the answer type it asks for."""
RELATIONAL_NOUNS = _keys(_PERSON_REL + " " + _PLACE_REL)

MEASURE_NOUNS: dict[str, str | None] = {
    **{key(w): "people" for w in "population inhabitants residents".split()},
    **{
        key(w): "length"
        for w in (
            "height length distance depth width elevation altitude span fall wingspan breadth thickness "
            "diameter radius circumference frontage beam"
        ).split()
    },
    **{key(w): "area" for w in "area size extent acreage".split()},
    **{
        key(w): "money"
        for w in (
            "price cost value budget revenue income salary fare toll fee rent wage subscription sum charge"
            " rental stipend premium receipts takings proceeds profit earnings expenditure allowance turnover"
        ).split()
    },
    **{key(w): "mass" for w in "weight mass tonnage displacement".split()},  # a ship's "of 812 tons"
    **{key(w): "power" for w in "power".split()},
    **{key(w): "time" for w in "age duration life lifetime".split()},
    **{key(w): "percent" for w in "percentage proportion share rate strength".split()},
    **{key(w): "temperature" for w in "temperature".split()},
    **{
        key(w): None
        for w in (
            "number count amount total catch output production capacity rating attendance figure membership"
            " enrolment enrollment"
        ).split()
    },
    **{key(w): "mass" for w in "dose dosage".split()},
}
"""Measure noun key → the unit family its value is given in (``None``: a bare number)."""

HOW_ADJECTIVES: dict[str, str | None] = {
    "tall": "length",
    "high": "length",
    "long": "length",
    "far": "length",
    "deep": "length",
    "wide": "length",
    "big": "area",
    "large": "area",
    "heavy": "mass",
    "old": "time",
    "fast": "speed",
    "strong": "percent",  # "How strong is the gin?": its alcohol by volume
    "hot": "temperature",
    "cold": "temperature",
    "warm": "temperature",
    "many": None,
    "much": None,
}
"""The word after "how" → the unit family of the answer."""
HOW_MEASURES: dict[str, str] = {
    "tall": "height",
    "high": "height elevation altitude",
    "long": "length",
    "far": "distance",
    "deep": "depth",
    "wide": "width breadth",
    "big": "area size extent",
    "large": "area size extent",
    "heavy": "weight",
}
"""The word after "how" → the nouns a line may label its measure with ("How big?" → "Area: 38 acres"), the
first of them the one to search for."""

UNIT_FAMILIES: dict[str, frozenset[str]] = {
    "length": _keys(
        "m metre metres meter meters km kilometre kilometres kilometer kilometers mile miles foot feet ft "
        "yard yards cm centimetre centimetres mm inch inches"
    ),
    "area": _keys("hectare hectares ha acre acres rood roods km2 km² sq square"),
    "mass": _keys(
        "kg kilogram kilograms tonne tonnes ton tons pound pounds lb lbs gram grams g mg milligram "
        "milligrams cwt hundredweight hundredweights"
    ),
    "volume": _keys(
        "litre litres liter liters l ml millilitre millilitres milliliter milliliters gallon gallons "
        "megalitre megalitres megaliter megaliters"
    ),
    "money": _keys(
        "dollar dollars euro euros pound pounds crown crowns mark marks franc francs cent cents shilling "
        "shillings guinea guineas"
    ),
    "time": _keys(
        "year years month months week weeks day days hour hours h hr hrs minute minutes min mins decade "
        "decades"
    ),
    "percent": _keys("percent % pct"),
    "people": _keys(
        "people persons inhabitants residents citizens individuals workers employees members visitors "
        "passengers students islanders souls"
    ),
    "temperature": _keys("degree degrees °c °f celsius fahrenheit"),
    "speed": _keys("knot knots mph kph km/h"),
    "frequency": _keys("hz hertz khz kilohertz mhz megahertz ghz gigahertz"),
    "power": _keys("w watt watts kw kilowatt kilowatts mw megawatt megawatts"),
}
CURRENCY_SYMBOLS = frozenset("$€£¥")
RESIDENT_WORDS = _keys("people persons inhabitants residents citizens islanders souls population populace")
"""Words counting those who live in a place: "140 *passengers*" counts people, but no population."""


_UNIT_NAMES = {
    **dict.fromkeys("km kilometre kilometres kilometer kilometers".split(), "km"),
    **dict.fromkeys("m metre metres meter meters".split(), "m"),
    **dict.fromkeys("cm centimetre centimetres".split(), "cm"),
    **dict.fromkeys("mm millimetre millimetres".split(), "mm"),
    **dict.fromkeys("mi mile miles".split(), "mile"),
    **dict.fromkeys("ft foot feet".split(), "foot"),
    **dict.fromkeys("yard yards".split(), "yard"),
    **dict.fromkeys("inch inches".split(), "inch"),
    **dict.fromkeys("kg kilogram kilograms".split(), "kg"),
    **dict.fromkeys("g gram grams".split(), "g"),
    **dict.fromkeys("mg milligram milligrams".split(), "mg"),
    **dict.fromkeys("t tonne tonnes ton tons".split(), "tonne"),
    **dict.fromkeys("lb lbs pound pounds".split(), "pound"),
    **dict.fromkeys("l litre litres liter liters".split(), "litre"),
    **dict.fromkeys("ml millilitre millilitres milliliter milliliters".split(), "ml"),
    **dict.fromkeys("ha hectare hectares".split(), "hectare"),
    **dict.fromkeys("acre acres".split(), "acre"),
    **dict.fromkeys("km2 sqkm".split(), "km2"),
    **dict.fromkeys("m2".split(), "m2"),
    **dict.fromkeys("m3".split(), "m3"),
    **dict.fromkeys("gallon gallons gal".split(), "gallon"),
    **dict.fromkeys("megalitre megalitres megaliter megaliters".split(), "megalitre"),
    **dict.fromkeys("cwt hundredweight hundredweights".split(), "cwt"),
}
_UNIT_PHRASES = {
    **dict.fromkeys(
        "square kilometre|square kilometres|square kilometer|square kilometers|sq km".split("|"), "km2"
    ),
    **dict.fromkeys("square metre|square metres|square meter|square meters|sq m".split("|"), "m2"),
    **dict.fromkeys("square mile|square miles|sq mi|sq miles".split("|"), "square mile"),
    **dict.fromkeys("square yard|square yards|sq yd|sq yds".split("|"), "square yard"),
    **dict.fromkeys("square foot|square feet|sq ft".split("|"), "square foot"),
    **dict.fromkeys("cubic metre|cubic metres|cubic meter|cubic meters|cu m".split("|"), "m3"),
    **dict.fromkeys("cubic foot|cubic feet|cu ft".split("|"), "cubic foot"),
    **dict.fromkeys("cubic yard|cubic yards|cu yd|cu yds".split("|"), "cubic yard"),
    **dict.fromkeys("million gallon|million gallons".split("|"), "million gallons"),
    **dict.fromkeys("million litre|million litres|million liter|million liters".split("|"), "megalitre"),
}
"""Units of two words: the pair names one unit, apart from what its words name alone ("square miles")."""
_PHRASE_FAMILIES = {"km2": "area", "m2": "area", "square mile": "area", "m3": "volume", "megalitre": "volume"}
_PHRASE_FAMILIES |= {"square yard": "area", "square foot": "area"}
_PHRASE_FAMILIES |= {"cubic foot": "volume", "cubic yard": "volume"}
_PHRASE_FAMILIES["million gallons"] = "volume"
_MEGA_LITRE = frozenset({"Ml", "ML"})
"""Megalitres, told from millilitres ("ml") only by the capital."""


def units_in(text: str) -> list[str]:
    """The unit names ``text`` states, in order, a unit of two words ("million gallons") read as one.

    "64,000 Ml (14,078 million gallons)" states ``megalitre`` and ``million gallons``; numbers are skipped.
    """
    ws = [w.text for w in words(text)]
    found, i = [], 0
    while i < len(ws):
        pair = f"{fold(ws[i])} {fold(ws[i + 1])}" if i + 1 < len(ws) else ""
        if pair in _UNIT_PHRASES:
            found.append(_UNIT_PHRASES[pair])
            i += 2
            continue
        if ws[i] in _MEGA_LITRE:
            found.append("megalitre")
        elif not ws[i][:1].isdigit() and (name := unit_name(ws[i])) is not None:
            found.append(name)
        i += 1
    return found


def unit_name(word: str) -> str | None:
    """The one name of a unit of measure however it is written (``kilometres``, ``km`` → ``km``), if known.

    Two quantities in one family but different units ("42 miles", "68 km") answer different questions:
    "How many kilometres ...?" is not answered in miles.
    """
    if word in _MEGA_LITRE:
        return "megalitre"  # "Ml" is no millilitre
    folded = fold(word)
    return _UNIT_NAMES.get(folded) or _UNIT_PHRASES.get(" ".join(folded.split()))


def unit_phrase(first: str, second: str) -> str | None:
    """The unit two words name together ("square miles" → ``square mile``), if they do."""
    return _UNIT_PHRASES.get(f"{fold(first)} {fold(second)}")


def unit_family_of(word: str) -> str | None:
    """The unit family a unit word belongs to, if any (``metres`` → ``length``)."""
    if (phrase := _UNIT_PHRASES.get(" ".join(fold(word).split()))) is not None:
        return _PHRASE_FAMILIES.get(phrase)  # "square miles" is an area, not a length
    k = key(word)
    for family, members in UNIT_FAMILIES.items():
        if k in members:
            return family
    return None


NUMBER_WORDS: dict[str, int] = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
NUMBER_WORDS |= {"dozen": 12, "hundred": 100}
SCALES: dict[str, int] = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}


def scale_of(word: str) -> str | None:
    """The scale a plural names, as it is written after a figure: "(thousands)" of a column → "thousand"."""
    singular = word.lower().removesuffix("s")
    return singular if singular != word.lower() and singular in SCALES else None


NUMBER_WORD_CHOICES = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
"""The number words as a pattern's alternatives, longest first ("seventeen" before "seven")."""
_COIN_COUNT = rf"(?:\d{{1,3}}|{NUMBER_WORD_CHOICES}|an?|half\s+an?)"
PENCE_COUNT = r"two|three|four|five|six|seven|eight|nine|ten|eleven|tup"
"""The counts a sum of pence is written with as one word ("*six*pence", "*tup*pence"), as alternatives."""
_PENCE_WORD = rf"(?:{PENCE_COUNT})pence|halfpenny|ha['’]penny|threeha['’]pence"
_COIN_PART = (
    rf"(?:{_COIN_COUNT}\s+(?:pounds?|guineas?|sovereigns?|crowns?|shillings?|pence|penny|farthings?)\b"
    rf"|\b(?:{_PENCE_WORD})\b)"
)
OLD_SUM = re.compile(
    r"£\s?\d[\d,]*\.?\s+\d{1,2}s(?:\.?\s*\d{1,2}[½¼¾]?d)?\b"
    r"|\b\d{1,2}s\.?\s*\d{1,2}[½¼¾]?d\b"
    r"|(?<![\w/.,£$*])\d{1,2}/(?:-|\d(?![\d/]|\.\d)|1[01](?![\d/]|\.\d))(?![\w*])(?<!\b1/2)(?<!\b1/4)(?<!\b3/4)"
    r"(?<!\b1/3)(?<!\b2/3)(?<!\b1/8)(?<!\b3/8)(?<!\b5/8)(?<!\b7/8)"
    rf"|\b{_COIN_PART}(?:(?:,\s*|\s+)(?:and\s+)?{_COIN_PART}){{1,2}}"
    rf"|\b(?:{NUMBER_WORD_CHOICES})\s+and\s+(?:{PENCE_COUNT})pence\b"
    rf"|\bhalf[\s-]+a[\s-]+crown\b|\b(?:{_PENCE_WORD})\b"
    r"|(?<![\w'’-])(?<!the )(?<!his )(?<!her )(?<!their )(?<!its )(?-i:\d{1,2}s)\b(?!['’-])"
    r"|(?<![\w'’-])(?-i:\d{1,2}[½¼¾]?d)\b(?=\.?\s*(?:$|[,;:)|]|(?:a|an|per|each|for|and|or|to|in|on|at)\b))",
    re.IGNORECASE,
)
"""A sum written in the old coins, whole: "£4 10s. 6d.", "2s 6d", "3/6" (three and six), "5/-", "one
shilling and sixpence", "seven and sixpence" (the shillings left unsaid), "two pounds ten shillings", "half a
crown", "18s.", "6d.", a table cell "| 2d |" (a proper fraction, "3/4", a decade, "the 60s", and an ordinal,
"the 3d Regiment", are no sum)."""
SUM_NOUN_ASKED = re.compile(
    r"^what (?:was|were|is) (?:the |his |her |their |its )?(?:[\w'’-]+ ){0,3}?"
    r"(?:final |total |yearly |annual )?"
    r"(?:account|cost|price|fee|bill|rent|salary|tender|estimate|sum)\b"
)
"""A question asking a sum by the noun for it, in lower case: "What was the builders' *final account* for the
hall?"."""
_SUM_IN_FIGURES = re.compile(
    r"^(?:£\s?(?P<pounds>\d[\d,]*)\.?\s+)?(?P<shillings>\d{1,2})s\.?"
    r"(?:\s*(?P<pence>\d{1,2})(?P<part>[½¼¾])?d\.?)?$"
    r"|^(?P<only>\d{1,2})(?P<only_part>[½¼¾])?d\.?$",
    re.IGNORECASE,
)
"""An old sum written in figures: "£1,798 4s. 6d.", "£6 10s", "2s 6d", "6d."."""
_PENCE_PARTS = {"½": Fraction(1, 2), "¼": Fraction(1, 4), "¾": Fraction(3, 4)}
SHILLINGS_A_POUND = 20
PENCE_A_POUND = 240


def old_sum_pounds(text: str) -> Fraction | None:
    """The pounds an old sum written in figures makes ("£1,798 4s. 6d." → 1798 + 4/20 + 6/240), or ``None``.

    A sum in words or in the slash form ("3/6") is read with no figure.
    """
    found = _SUM_IN_FIGURES.match(text.strip())
    if found is None:
        return None
    if found.group("only") is not None:
        only = int(found.group("only")) + _PENCE_PARTS.get(found.group("only_part") or "", Fraction(0))
        return Fraction(only) / PENCE_A_POUND
    pounds = Fraction(int((found.group("pounds") or "0").replace(",", "")))
    shillings = Fraction(int(found.group("shillings")), SHILLINGS_A_POUND)
    pence = int(found.group("pence") or 0) + _PENCE_PARTS.get(found.group("part") or "", Fraction(0))
    return pounds + shillings + Fraction(pence) / PENCE_A_POUND


def old_sum_written(pounds: Fraction) -> str | None:
    """``pounds`` written as an old sum ("£86 4s 6d", "2s 6½d"), or ``None`` short of a farthing's whole."""
    farthings = pounds * PENCE_A_POUND * 4
    if farthings.denominator != 1 or farthings < 0:
        return None
    pence, part = divmod(int(farthings), 4)
    whole, rest = divmod(pence, PENCE_A_POUND)
    shillings, pence_left = divmod(rest, PENCE_A_POUND // SHILLINGS_A_POUND)
    parts = {value: sign for sign, value in _PENCE_PARTS.items()}
    written = f"{shillings}s {pence_left}{parts.get(Fraction(part, 4), '')}d"
    if not whole and not shillings:
        return written.removeprefix("0s ")
    return f"£{whole:,} {written}" if whole else written


MONEY_WRITTEN = re.compile(
    rf"[£$€¥]|\b\d{{1,2}}\s*[sd]\b|(?:pence|penny|pennies)\b|{OLD_SUM.pattern}"
    r"|\b(?:shillings?|guineas?|crowns?|sovereigns?|farthings?|pounds?|dollars?|francs?|marks?)\b",
    re.IGNORECASE,
)
"""What writes a sum as money: a sign ("£250"), a coin ("15 guineas", "sixpence") or the old short forms
("3s 6d", "£4 10s", "3/6")."""


YEAR = r"(?:1\d{3}|20\d{2})"
"""A year as the texts write one, 1000 to 2099, for a reader's own pattern to embed."""
REBUILT = re.compile(r"\b(?:re-?buil|reinstat|re-?erect)\w*", re.IGNORECASE)
"""Words of a work done again after a loss: "rebuilt", "rebuilding", "reinstated", "re-erected"."""
YEAR_DIGITS = re.compile(YEAR)
"""Four digits that can be a year, wherever they stand (in "1851-2", in "c.1790")."""


def standalone_figure(figure: str) -> re.Pattern[str]:
    """Where ``figure`` stands as a whole figure: not a part of "21,565" or "1,5650", but "1,565," is one."""
    return re.compile(rf"(?<![\d,.]){re.escape(figure)}(?!\d|,\d|\.\d)")


YEAR_WORD = re.compile(rf"\b{YEAR}\b")
"""A year standing as a word of its own: not part of a longer number."""
ORDER_WORD = r"(?:last|first|new|old|original|present|former|later|earlier|second|third|final)"
"""A word of order or age before the kind a "which" question asks: "Which *last* rope ...?"."""
START_EVENTS = frozenset(
    "found founded founding established establishing opened opening built started began begun born".split()
)
"""Events that open a thing's life, which a year a span runs up to ("until 1822") never dates."""
END_EVENTS = frozenset(
    "closed closing closure died death destroyed destruction demolished demolition burnt burned collapsed "
    "wrecked".split()
)
"""Events that end a thing's life (or its first building's), which no opening of it can come after."""
CLOSING_WORD = re.compile(r"\bclos(?:e|ed|ing|ure)\b", re.IGNORECASE)
"""A word of closing, asked by a question or told by a text ("kept *close* upon" is one too, which readers of
a cited text set apart)."""
ACTUAL_ASKED = re.compile(
    r"\b(?:actually|really|truly|in\s+(?:fact|truth|the\s+event)|as\s+(?:built|finished)|true|exact|actual|"
    r"precise)\b",
    re.IGNORECASE,
)
"""A question asking what was so, against what was planned, said or printed: "When was the shop *actually*
built?", "What is the *true* height of the chimney?"."""
PAID_RATE_ASKED = re.compile(
    r"\bwhat\s+(?:[a-z-]+\s+){0,2}(?:rate|wages?|pay|price|fee|rent|salary)\b", re.IGNORECASE
)
"""A question asking a sum paid or asked for: "What *daily rate* did the strikers ask for?"."""
DATE_ASKED = re.compile(r"^\s*(?:when|(?:(?:in|on|from|by)\s+)?(?:what|which)\s+(?:year|date))\b", re.I)
"""A question asking a date: "When ...?", "In what year ...?", "On what date ...?"; not one asking a figure
at a date ("What was the capital *when* it was formed?")."""
BIRTH_YEAR_TOLD = re.compile(
    r"\b(?:born|birth|b\.)|\(\s*(?:b\.\s*)?1\d{3}\s*[-–—]\s*1\d{3}\s*\)", re.IGNORECASE
)
"""A text that tells a year of birth: "born at Kell in 1801", "b. 1801", or life dates in brackets
"(1801–1870)"."""

TITLES = frozenset(
    "dr sir lady lord king queen prince princess captain capt mr mrs ms miss messrs professor prof saint st "
    "general admiral bishop president governor mayor duke duchess count countess baron emperor empress "
    "pope".split()
)
CLERICAL_TITLES = frozenset({"rev", "revd", "reverend"})
INCORPORATED = frozenset({"ltd", "limited", "plc"})
"""The last word of a company's name that only says it is incorporated, spelt out or short ("Ltd", "Limited"):
a text may write either, so neither is a word the company is known by."""
"""A clergyman's style before his name ("the *Rev.* Amos Tull"), written with "the" and often a full stop."""
_PAPER_HEADS = (
    "gazette courier herald times chronicle post news mercury advertiser journal observer echo telegraph"
)
_FIRM_HEADS = "construction contractors contracting engineering builders shipping motors haulage transport"
INSTANCE_HEADS: dict[str, frozenset[str]] = {
    kind: _keys(heads)
    for kinds, heads in (
        ("newspaper paper", _PAPER_HEADS),
        ("company firm contractor", _FIRM_HEADS),
        ("structure", "bridge crossing tunnel viaduct aqueduct dam pier tower lighthouse"),
    )
    for kind in _keys(kinds)
}
"""Words of names that say what kind of thing they name: "Moorside *Gazette*" is a newspaper."""
_BUILDINGS = (
    "hall chapel church inn mill works rooms room school house arms theatre institute station bridge gardens "
    "baths hospital infirmary market lodge hotel tavern library museum exchange pavilion bandstand tower "
    "gallery conservatory pier battery barracks fort rink"
)
BUILDING_NOUNS = _keys(_BUILDINGS)
"""Kind nouns ending the names of buildings ("the Corn *Exchange*", "the Quillet *Pavilion*")."""
BUILDING_HEADS = "|".join(w.capitalize() for w in _BUILDINGS.split())
"""The same nouns as a pattern's alternatives, capitalised as a name's last word is."""
ORG_WORDS = _keys(
    "company co corporation corp inc ltd limited bank university college school society guild trust "
    "institute foundation group mills works shipyard brewery association council museum library press line "
    "lines airways railway party club union agency authority partners sons brothers holdings industries "
    "enterprises cooperative federation league academy seminary hospital fund exchange trading polytechnic "
    "conservatory conservatoire gymnasium lyceum observatory workshop workshops pharma laboratories "
    "laboratory labs foundry ironworks services"
)
PLACE_WORDS = _keys(
    "island islands isle isles bay river lake mount mountain mountains cape port city town valley harbour "
    "harbor sea ocean strait peninsula county province coast point fjord sound gulf falls hill hills "
    "street square road peak heights glen abbey monastery church cathedral castle palace tower lighthouse "
    "bridge viaduct quay wharf pier dock light lights lock locks canal station"
)
ROLE_WORDS = frozenset(
    (
        _PERSON + " " + _PERSON_REL + " mason merchant monk priest craftsman carpenter shipwright glassmaker "
        "smith surveyor abbot abbess brother sister"
    ).split()
)
"""Nouns naming a person's role as written ("engineer", not "engine", which shares its key)."""
ROLE_NOUNS = frozenset(key(w) for w in ROLE_WORDS)
"""Nouns naming a person's role, which may stand before a bare surname ("the architect Hall")."""
OFFICE_NOUNS = frozenset(
    key(w)
    for w in (
        "clerk treasurer warden steward vicar rector curate matron librarian curator headmaster headmistress "
        "bailiff superintendent organist"
    ).split()
)
"""Offices of a body whose holder a text names with the office ("Ann Roe, Clerk to the Trustees"), kept
apart from ``ROLE_NOUNS`` because several are also words of names ("the *Sea Warden*")."""


def role_word(word: str) -> bool:
    """Whether ``word`` as written names a person's role ("designer", "sons").

    ``ROLE_NOUNS`` holds stems, which a role shares with its work: "Roe's *design*" names no person.
    """
    w = word.lower()
    return w in ROLE_WORDS or (w.endswith("s") and (w[:-1] in ROLE_WORDS or w[:-2] in ROLE_WORDS))


# Groups of words naming one relation. A word may sit in several groups.
_GROUPS: dict[str, str] = {
    "found": "found founded founder founding foundation establish established establishment create created "
    "creation creator form formed launch launched incorporate incorporated incorporation cofounder "
    "constitute constituted start started",
    "build": "build built builder construct constructed construction erect erected complete completed "
    "completion contractor contractors install installed installation",
    "rebuild": "rebuild rebuilt reconstruct reconstructed reconstruction",
    "lay": "lay laid laying",
    "replace": "replace replaced replaces replacement supersede superseded supersedes",
    "succeed": "succeed succeeded succeeds successor successors",
    "open": "open opened opening inaugurate inaugurated inauguration",
    "born": "born birth birthplace native",
    "die": "die died death dead perished killed",
    "bury": "bury buried burial burials inter interred interment interments",
    "capital": "capital seat",
    "population": "population inhabitants inhabitant residents resident reside live populace citizens home",
    "make": "make makes made maker manufacture manufactured manufacturer produce produced producer "
    "production product brew brewed weave woven output yield yielded harvest harvested cast",
    "design": "design designed designer architect plan planned drew drawn",
    "write": "write wrote written writer author authored",
    "discover": "discover discovered discovery discoverer",
    "invent": "invent invented inventor invention",
    "lead": "lead led leader head headed chair chaired chairman chairwoman chairmen",
    "edit": "edit edits edited editor editors",
    "rule": "rule ruled ruler reign reigned govern governed governor",
    "own": "own owned owner owns belong belonged",
    "base": "headquarters headquartered based",
    "seat": "sit sits sat seat seats seated seating",
    "locate": "located lies lie situated sits stands location",
    "large": "largest biggest greatest most populous",
    "high": "highest tallest loftiest height tall high elevation rises",
    "long": "longest length long stretches spans",
    "inside": "inside internal internally interior",
    "area": "area covers size extent",
    "deep": "deepest deep depth",
    "far": "distance far away apart",
    "cost": "cost costs price priced worth paid",
    "worth": "worth value valued",
    "weigh": "weight weighs heavy",
    "age": "age old aged",
    "marry": "marry married wife husband wed spouse",
    "elect": "elect elected election chosen voted",
    "win": "win won winner victory",
    "arrive": "arrive arrived arrival landed reached came",
    "leave": "leave left departed departure",
    "employ": "employ employed employs employees employer workers staff work worked works",
    "catch": "catch caught landed harvest haul",
    "speak": "speak spoke spoken language",
    "visit": "visit visited visitors visitor",
    "attend": "attend attends attended attendance attendances crowd crowds",
    "give": "give gives gave given donate donates donated donation grant granted",
    "teach": "teach taught teaching teacher teachers lecture lectured lecturer instruct instructed tutor",
    "begin": "begin began begun start started starts",
    "study": "study studied studies educated educate trained train attended attend graduate graduated "
    "graduates alumnus alumna alumni enrolled schooled learn learned learnt apprentice apprenticed",
    "keep": "keep keeps kept hold holds house houses housed contain contains store stores stored preserve "
    "preserved",
    "hold": "hold held holds take takes took occur occurs occurred",
    "flow": "flow flows flowed drains empties",
    "buy": "buy buys bought purchase purchased purchases acquire acquires acquired acquisition acquisitions "
    "takeover pay pays paid",
    "pass": "pass passes passed past passing",
    "grow": "grow grew growth increase increased rise rose",
    "enlarge": "enlarge enlarged extend extended extension lengthen lengthened",
    "destroy": "destroy destroyed burned burnt demolished collapsed wrecked sank sunk",
    "burn": "burn burns burned burnt burning fire fires blaze gutted",
    "close": "close closed shut abandoned",
    "dissolve": "dissolve dissolved dissolution wound disband disbanded liquidate liquidated liquidation",
    "operate": "operate operated operates operator operators run runs ran service serves",
    "export": "export exports exported exporter",
    "import": "import imports imported importer",
    "name": "named name called christened",
    "appoint": "appoint appointed appoints appointment become became becomes made promoted",
    "premiere": "premiere premiered premieres perform performed performance performances",
    "first": "first earliest original inaugural premiere premiered",
    "last": "last final latest",
    "outturn": "final total",
    "retire": "retire retired retires retiring retirement",
    "tender": "tender tenders tendered tendering bid bids quotation quotations quoted",
    "accept": "accept accepted accepts acceptance",
    "damage": "damage damaged damages loss losses",
    "estimate": "estimate estimated estimates estimation reckon reckoned reckons reckoning assess assessed "
    "assessment",
    "wage": "wage wages salary salaries stipend earn earned earns earnings pay paid",
    "enrol": "enrol enrols enrolled enroll enrolls enrolment enrolments enrollment enrollments",
    "tenant": "tenant tenants tenancy tenancies tenanted occupier occupiers occupant occupants",
}
VERB_PARTICLES = frozenset("out up off over down".split())
"""Adverbs that close a phrasal verb ("fire first *broke out*", "first *set up*"): the word before them is
a verb, not a noun an ordinal picks out."""
_CONVERSE_WORDS = {"buy": "sell sells sold", "succeed": "hand hands handed"}
CONVERSES: dict[str, frozenset[str]] = {name: _keys(ws) for name, ws in _CONVERSE_WORDS.items()}
"""Relation → the keys of its converse verb, which states it with the parties swapped: "A sold X *to* B"
says that B bought X, "A handed over to B" that B succeeded A."""
CONVERSE_PARTICLES: dict[str, str] = {"succeed": "over"}
"""Relation → the particle its converse verb needs: "A handed *over* to B", where "A handed a letter to B"
passes on no post."""
_PHRASES: dict[tuple[str, str], str] = {
    ("take", "over"): "succeed",
    ("take", "charge"): "succeed",
    ("into", "being"): "found",
}
PHRASES: dict[tuple[str, str], str] = {(key(v), key(w)): group for (v, w), group in _PHRASES.items()}
"""A verb and the word after it → the relation the two state together: "B *took over*", "B *took charge*"
say that B succeeded to a post, which neither word says alone."""
EVENT_GROUPS = frozenset(
    "found build open born die design write discover invent marry elect win arrive leave visit destroy burn "
    "close".split()
)
"""Relations that date or name an event; a candidate next to one of these belongs to that event."""
EVENT_NOUNS = _keys("fire fires blaze")
"""Words of a relation group that name its event as a thing ("the mill *fire*"): like a topic noun, a
sentence may leave one to its title ("Seven buses were destroyed" under "The depot fire")."""
_RELATED: tuple[tuple[str, str], ...] = (("found", "open"), ("build", "open"), ("found", "build"))

RELATION_GROUPS: dict[str, frozenset[str]] = {name: _keys(words) for name, words in _GROUPS.items()}
_RELATED_GROUPS: dict[str, frozenset[str]] = {
    name: frozenset(
        [b for a, b in _RELATED if a == name] + [a for a, b in _RELATED if b == name],
    )
    for name in _GROUPS
}


@functools.lru_cache(maxsize=1 << 14)  # asked once for every word of every sentence scored
def relations_of(word_key: str) -> tuple[str, ...]:
    """The relation groups a word key belongs to, in a stable order."""
    return tuple(name for name, members in RELATION_GROUPS.items() if word_key in members)


def phrase_relations(keys: Sequence[str]) -> tuple[tuple[int, str], ...]:
    """Where the word keys ``keys``, in order, hold a phrase of ``PHRASES``: its first word and relation."""
    return tuple(
        (i, group) for i in range(len(keys) - 1) if (group := PHRASES.get((keys[i], keys[i + 1]))) is not None
    )


def relation_strength(term_key: str, sentence_keys: Iterable[str]) -> float:
    """How well a sentence's words match one question term: 1 (same word or group), 0.5 (related), 0."""
    present = frozenset(sentence_keys)
    if term_key in present:
        return 1.0
    groups = relations_of(term_key)
    if any(RELATION_GROUPS[g] & present for g in groups):
        return 1.0
    for g in groups:
        if any(RELATION_GROUPS[r] & present for r in sorted(_RELATED_GROUPS[g])):
            return 0.5
    return 0.0


@functools.lru_cache(maxsize=1 << 14)  # a question's few terms meet the same words in every sentence
def word_strength(term_key: str, word_key: str) -> float:
    """``relation_strength`` of one term against a single word key."""
    return relation_strength(term_key, (word_key,))


_COUNTED_BY = {"membership": "members"}
"""Nouns for how many of a thing a body has, keyed as the thing: a table of *Membership* counts members."""
COUNT_NOUNS = frozenset(_COUNTED_BY) | {"memberships"}
"""The count nouns, which name a count, never the things counted ("1,146 members", not "1,146 membership")."""


def count_nouns(word: str) -> tuple[str, ...]:
    """The other noun of a count and its things, for query expansion ("members" ↔ "membership")."""
    return tuple(
        other
        for count, things in _COUNTED_BY.items()
        if key(count) == key(word)
        for other in (count, things)
        if other != fold(word)
    )


_OFFICE_ENDINGS = ("er", "or", "man")


def office_nouns(word: str) -> tuple[str, ...]:
    """The nouns of the office a verb's doer holds, as its relation group writes them ("chaired": "chairman").

    A verb's stem with "-er" makes no office of "chair": the group's own noun that begins with the stem does.
    """
    k = key(word)
    return tuple(
        member
        for group in relations_of(k)
        for member in _GROUPS[group].split()
        if member.startswith(k) and member != k and member.endswith(_OFFICE_ENDINGS)
    )


def synonyms(word: str, limit: int = 2) -> tuple[str, ...]:
    """Up to ``limit`` other surface words naming the same relation as ``word``, for query expansion.

    A word of the relation's converse ("bought" → "sold") comes after them: passages may state it so.
    """
    k = key(word)
    out: list[str] = []
    seen = {k}
    for group in relations_of(k):
        for member in _GROUPS[group].split():
            member_key = key(member)
            if member_key not in seen and len(out) < limit:
                out.append(member)
                seen.add(member_key)
    converse = [_CONVERSE_WORDS[g].split()[-1] for g in relations_of(k) if g in _CONVERSE_WORDS]
    return tuple(out + converse[:1])
