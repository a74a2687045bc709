"""Judge checks that an answer is of the kind its question's wording asks, past what the opening tells.

"Under the 1890 tariff, what was the yearly charge for a cottage?" asks a sum, though it opens with its
source; "What speed did the launch reach on her trial?" asks a figure; a weekday answers only a question
asking a day or when; and "manners", read from "contest manners", is a word the question's own "contest"
qualifies, not the thing the question asks about the contest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import MONTH_SHORT, STOPWORDS, fold, words
from ._lexicon import (
    BIRTH_YEAR_TOLD,
    BUILDING_NOUNS,
    CLERICAL_TITLES,
    DATE_ASKED,
    MEASURE_NOUNS,
    MONEY_WRITTEN,
    MONTHS,
    NUMBER_WORDS,
    ORG_WORDS,
    PAID_RATE_ASKED,
    ROLE_WORDS,
    TITLES,
    asked_word_keys,
    content_keys,
    key,
    unit_family_of,
)

__all__ = [
    "said_only_where",
    "document_title_problem",
    "defined_term_problem",
    "papers_dates_problem",
    "other_part_figure_problem",
    "origin_adjective_problem",
    "bound_value_problem",
    "building_for_person_problem",
    "power_count_problem",
    "rate_count_problem",
    "section_for_length_problem",
    "untold_birth_problem",
    "working_place_problem",
    "headline_problem",
    "untold_incorporation_problem",
    "untold_marriage_problem",
    "balance_problem",
    "other_use_problem",
    "bare_rank_problem",
    "distance_for_height_problem",
    "endpoint_problem",
    "labelled_other_problem",
    "lot_part_problem",
    "party_address_problem",
    "measured_count_problem",
    "beneficiary_problem",
    "built_for_problem",
    "clock_time_problem",
    "headline_name_problem",
    "unnamed_problem",
    "code_number_problem",
    "item_number_problem",
    "column_word_unit_problem",
    "succeeded_one_problem",
    "successor_role_problem",
    "compound_word_problem",
    "figureless_problem",
    "month_alone_problem",
    "monthless_problem",
    "dayless_problem",
    "street_problem",
    "title_problem",
    "weekday_problem",
]

_LEAD = re.compile(r"^[^,?]*,\s*(?=(?:what|which|how|who|whom|when|where)\b)")
"""A phrase set before a question's own opening and closed by a comma: "*Under the 1890 tariff,* what ..."."""
_SUM_OPENING = re.compile(r"^what (?:is|was|were|are) (?:the )?")
_NO_SUM_AFTER = frozenset({"against", "of", "brought", "laid", "made", "was", "were"})
"""Words after "charge" that make it an accusation, not a sum: "the charge *against* him"."""
_CHARGE = key("charge")
_FIGURE_NOUNS = frozenset(key(w) for w in "estimate tender valuation".split())
"""Nouns of a figure put on a work before it is done: "what was the carpenter's *estimate*" asks a sum."""


def _sum_asked(opening: str) -> bool:
    """Whether a what-question names a sum of money by its noun: "what was the (yearly) *charge* for ...".

    The noun, first or second after "the", is one the lexicon's ``MEASURE_NOUNS`` gives as money, or a figure
    put on a work beforehand ("the carpenter's estimate", "the tender").
    """
    found = _SUM_OPENING.match(opening)
    if found is None:
        return False
    ws = [w.text for w in words(opening[found.end() :])][:3]
    for i, word in enumerate(ws[:2]):
        if key(word) in _FIGURE_NOUNS and (i == 0 or ws[0].endswith(("'s", "’s"))):
            return True  # "the estimate", "the carpenter's estimate"
        if MEASURE_NOUNS.get(key(word)) == "money":
            accused = key(word) == _CHARGE and i + 1 < len(ws) and fold(ws[i + 1]) in _NO_SUM_AFTER
            return not accused
    return False


_PERFORMANCE_ASKED = re.compile(
    r"^what (?:delivery|output|speed|velocity|yield|discharge|pressure|horsepower|mileage|tonnage|draught"
    r"|displacement) (?:did|does|do|had|has|have|was|were|is|are)\b[^?]*?\b(?:achieve|achieved|attain"
    r"|attained|reach|reached|record|recorded|register|registered|give|gave|given|deliver|delivered|develop"
    r"|developed|show|showed|shown|make|made)\b"
)
"""A question asking a measure a thing performed: "What *speed did* the launch *reach*?"."""


_SUM_NAMED = re.compile(r"\b(?:at|for|to)\s+what\s+(?:sum|amount|figure|price)\b")
"""A sum asked by its noun anywhere in the question: "*at what sum* was the loss reckoned?"."""
_PERCENTAGE = re.compile(r"%|\bper\s*cent\b|\bpercent(?:age)?\b", re.IGNORECASE)
"""A rate out of a hundred: "a commission of *five per cent*" is no estimate or cost."""


def _opening(question: str) -> str:
    """The folded question from its own opening, a leading phrase closed by a comma dropped."""
    low = question.strip().lower()
    return _LEAD.sub("", low, count=1)


def figureless_problem(question: str, value: str) -> list[str]:
    """Why ``value`` holds no figure where ``question`` asks a sum by its noun or a measure performed.

    "value of dwelling-house" answers no "what was the yearly charge", nor "Thursday" "what delivery did the
    pump achieve": a figure, a number word or a coin ("sixpence") is needed. A percentage ("five per cent",
    an architect's commission) is no sum unless the question asks one.
    """
    opening = _opening(question)
    if not (_sum_asked(opening) or _PERFORMANCE_ASKED.match(opening) or _SUM_NAMED.search(opening)):
        return []
    if _sum_asked(opening) and _PERCENTAGE.search(value) and not _PERCENTAGE.search(question):
        return [f"the answer {value!r} is a percentage, and the question asks a sum"]
    if any(c.isdigit() for c in value) or MONEY_WRITTEN.search(value):
        return []
    if any(fold(w.text) in NUMBER_WORDS for w in words(value)):
        return []
    return [f"the answer {value!r} holds no figure, and the question asks a sum or a measure"]


_WEEKDAY = re.compile(
    r"^(?:on\s+)?(?:(?:last|next|the following|the previous)\s+)?"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\.?$",
    re.IGNORECASE,
)
_DAY_ASKED = re.compile(r"(?:^|,\s*)when\b|\b(?:day|days|date|dates|weekday)\b")
"""A question asking a day: one opening with "when", or naming a day; "when" joining a clause asks none
("In which town was the circus *when* its tent burned?")."""


def weekday_problem(question: str, value: str) -> list[str]:
    """Why a weekday answers no question that asks a day or asks "when", as reasons.

    "Thursday", read from "tried on Thursday 23 November", answers "On what day ..." or "When ...", never
    "What delivery did the pump achieve?".
    """
    if not _WEEKDAY.match(value.strip()) or _DAY_ASKED.search(question.lower()):
        return []
    return [f"the answer {value!r} is a day of the week, and the question asks no day"]


_WORD_BEFORE = re.compile(r"([^\W\d_]+)[ \t]+$")
_WORD_REACH = 120
"""The word right before an occurrence of the answer, looked for in the characters just before it (a search
over the whole text before each occurrence would take time growing with the square of the text's length)."""

_NOUN_BEFORE = re.compile(r"(?:\b(?:the|a|an|its|their|his|her)|[A-Z][\w'’-]*)\s+$")
"""What stands before a noun of the question: an article or a name ("the Stanmoor *contest*")."""


_MONTH_ASKED = re.compile(r"^(?:(?:in|on|by)\s+)?(?:what|which)\s+(?:month|date)\b", re.IGNORECASE)
"""A question asking a month, or a date, which names one: "In what month ...?", "On what date ...?"."""


def monthless_problem(question: str, value: str) -> list[str]:
    """Why ``value`` names no month where the question asks one: "In what month ...?" is no year's.

    A date names its month too: "On what date did the vat give way?" is not answered "1863".
    """
    # a month written short is one too: "Octr. 12th 1841"
    if not _MONTH_ASKED.match(_opening(question)) or any(
        fold(w.text) in MONTHS or fold(w.text) in MONTH_SHORT for w in words(value)
    ):
        return []
    return [f"the answer {value!r} names no month, and the question asks one"]


_WHEN_PAST = re.compile(r"^\s*when\s+(?:was|were|did|had)\b", re.IGNORECASE)
"""A question asking when a past event happened, which a month alone does not date."""


def month_alone_problem(question: str, value: str) -> list[str]:
    """Why ``value``, a month with no year ("October", "2nd October"), does not say when a past event was.

    "The Hall had been taken into use on 2nd October last" gives the month in minutes whose own date places
    its year; "October" alone answers no "When was the Carving Hall taken into use?".
    """
    ws = words(value)
    if _WHEN_PAST.match(question) is None or not ws or any(w.text.isdigit() and len(w.text) == 4 for w in ws):
        return []
    if not any(fold(w.text) in MONTHS or fold(w.text) in MONTH_SHORT for w in ws):
        return []
    if all(
        fold(w.text) in MONTHS | set(MONTH_SHORT) or _DAY_OF_MONTH.match(w.text) or fold(w.text) == "of"
        for w in ws
    ):
        return [f"the answer {value!r} is a month with no year, which does not date a past event"]
    return []


_DAY_OF_ASKED = re.compile(r"^(?:on\s+)?(?:what|which)\s+(?:day|date)\b", re.IGNORECASE)
_DAY_OF_MONTH = re.compile(r"^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$", re.IGNORECASE)


def dayless_problem(question: str, value: str) -> list[str]:
    """Why ``value`` names no day where the question asks one: "On what day ...?" is not "October 1896".

    A day of the month or of the week answers; a month or a year alone does not.
    """
    if not _DAY_OF_ASKED.match(_opening(question)):
        return []
    ws = words(value)
    if any(_DAY_OF_MONTH.match(w.text) or _WEEKDAY.match(w.text) for w in ws):
        return []
    return [f"the answer {value!r} names no day, and the question asks one"]


def compound_word_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A one-word answer the cited text gives only right after a noun of the question, which qualifies it.

    "What was the test piece at the Arden contest?" is not answered "manners" from "a breach of contest
    manners": that word is read because the question's "contest" stands before it, and names no test piece.
    """
    ws = words(value)
    if len(ws) != 1 or not value.isalpha() or not value.islower() or not cited:
        return []
    nouns: set[str] = set()
    for w in words(question)[1:]:
        low = w.text.lower()
        if low in STOPWORDS or not w.text.islower() or low == value:
            continue
        before = _NOUN_BEFORE.search(question[: w.start])
        if before is not None and before.start() > 0:  # the question's first word opens it, no name
            nouns.add(low)
    if not nouns:
        return []
    for text in cited:
        found = list(re.finditer(rf"\b{re.escape(value)}\b", text, re.IGNORECASE))
        if not found:
            return []
        for m in found:
            before = _WORD_BEFORE.search(text[max(0, m.start() - _WORD_REACH) : m.start()])
            if before is None or before.group(1).lower() not in nouns:
                return []
    return [f"the answer {value!r} is read only right after the question's own word that qualifies it"]


_TITLE_ASKED = re.compile(r"^what (?:is|was|were|are) the (?:title|name)\b")


def title_problem(question: str, value: str) -> list[str]:
    """Why ``value`` is no title where the question asks one: "publish a monthly magazine" names nothing.

    "What was the title of the magazine?" and "What was the name of the ship?" ask a name, written with a
    capital, a figure or in quotes; a run of lower-case words read beside the asked noun is a phrase.
    """
    if not _TITLE_ASKED.match(_opening(question)):
        return []
    if any(c.isupper() or c.isdigit() for c in value) or re.search("[\"'‘’“”*_]", value):
        return []
    return [f"the answer {value!r} is a phrase, and the question asks a title or name"]


_STREET_ASKED = re.compile(
    r"^(?:on|in|at|along)?\s*(?:which|what) (?P<kind>road|street|lane|avenue|row|address)\b"
)
_STREET_WORDS = re.compile(
    r"\b(?:road|street|lane|avenue|row|way|hill|terrace|place|square|gate|yard|walk|parade|crescent|close"
    r"|drive|rise|end|green|court|bank|causeway|quay|wharf|st|rd)\b\.?$",
    re.IGNORECASE,
)
"""The words a street's name ends with: "Carnock *Lane*", "Market *Hill*", "Felby *Row*"."""


def street_problem(question: str, value: str) -> list[str]:
    """Why ``value`` is no street where "On which road?" asks one: "Grinstow" of "Grinstow landing", a stone.

    A street is named with the word for its kind ("Carnock Lane", "the Pelbury road"); a bare word is some
    other thing's name.
    """
    if _STREET_ASKED.match(_opening(question)) is None or _STREET_WORDS.search(value.strip()):
        return []
    return [f"the answer {value!r} names no road or street, which the question asks"]


_ROLE_ASKED = re.compile(r"^(?:[a-z]+\s+)?(?:which|what)\s+(?P<role>[a-z]+)\b", re.IGNORECASE)
_FIRM_BUILDINGS = frozenset(key(w) for w in "works mill institute exchange foundry".split())
"""Building nouns that also end a firm's name ("Orby Iron *Works*"), which may answer for a contractor."""


def building_for_person_problem(question: str, value: str) -> list[str]:
    """A building's name where "Which engineer ...?" asks a person: "Engine House" signed nothing.

    Read from "the boiler flue of the Engine House": a name ending in a building's kind (house, hall, inn)
    is no engineer, architect or surveyor. Names of works and mills, which firms bear, are left alone.
    """
    asked = _ROLE_ASKED.match(question.strip())
    last = value.strip().split()[-1:] if value.strip() else []
    if asked is None or asked["role"].lower() not in ROLE_WORDS or not last:
        return []
    kind = key(last[0])
    if kind not in BUILDING_NOUNS or kind in _FIRM_BUILDINGS:
        return []
    return [f"the answer {value!r} names a {last[0].lower()}, and the question asks which {asked['role']}"]


_SALE_PLACE_ASKED = re.compile(
    r"\bwhere\b[^?]*\b(?:auction|sale)\b"
    r"|\bat\s+which\s+(?:hotel|inn|rooms?)\b[^?]*\b(?:auction|sale|sold)\b",
    re.IGNORECASE,
)
"""A question asking where a sale was held: "Where was the 1962 *auction* of the works held?"."""
_LOT = re.compile(r"^\W*Lot\s+\d+\b|\bcomprising\b", re.IGNORECASE)
"""What opens a lot's description, or lists its parts: "**Lot 1.** The main works, *comprising* ..."."""


def lot_part_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A building of a lot offered, given for the place where the sale was held.

    "**Lot 1.** The main works, ..., comprising the Furnace House, the New Board Shed, ..." lists what was
    for sale; the auction was held where the particulars say it would be offered ("at the Wheatsheaf
    Hotel").
    """
    name = value.strip()
    if not name or _SALE_PLACE_ASKED.search(question) is None:
        return []
    if any(name in text and _LOT.search(text) for text in cited):
        return [f"the answer {value!r} is a part of a lot for sale, not where the sale was held"]
    return []


_ADDRESS_BEFORE = re.compile(r"[\w.)]\s*,\s+of\s+$")
"""What sets a street after a party as its address: "Ludgrove Brothers, builders*, of* Quillet Lane"."""


def party_address_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a street answer is the address of a party the text names, not where the asked thing stood.

    "In which street did the station stand?" is not answered by "the tender of Messrs. Ludgrove Brothers,
    builders, of Quillet Lane": Quillet Lane is where the builders were, as a trade directory gives it.
    """
    if _STREET_ASKED.match(_opening(question)) is None or not value.strip():
        return []
    seen = False
    for found in re.finditer(rf"(?<![\w]){re.escape(value.strip())}(?![\w])", cited):
        if not _ADDRESS_BEFORE.search(cited[max(0, found.start() - 20) : found.start()]):
            return []
        seen = True
    return (
        [f"the answer {value!r} is the address of a party its text names, not where it stood"] if seen else []
    )


_FOR_WHOM = re.compile(r"\b(?:built|made|constructed|designed|launched|cast|painted|written)\s+for\s*\?\s*$")
"""A question asking whom a thing was made for, the preposition left at the end: "... was X *built for*?"."""


def beneficiary_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is the maker, not whom the thing was made for: "constructed by Messrs A for Messrs B".

    "Which shipowners was the steamer built for?" is answered by the name after "for"; a name after "by"
    is who built it.
    """
    if _FOR_WHOM.search(question.strip().lower()) is None:
        return []
    at = cited.find(value)
    if at < 0:
        return []
    before = cited[max(0, at - 20) : at].lower()
    if re.search(r"\bby\s+(?:the\s+)?$", before):
        return [f"the answer {value!r} is who made the thing, and the question asks whom it was made for"]
    return []


_BUILDER_ASKED = re.compile(
    r"^(?:who|which\s+(?:firm|firms|builders?|contractors?|company|masons?)(?:\s+of\s+(?:builders|contractors))?)"
    r"\b.*\b(?:built|erected|constructed|rebuilt)\b(?!\s+for\b)(?!.*\bfor\s*\?)"
)
"""A question asking who built a thing: "Which firm of builders *erected* the Long Shop?"."""
_BUILT_FOR = re.compile(
    r"\b(?:built|erected|constructed|rebuilt)\b[^.;:,]{0,40}?\bfor\s+(?:the\s+|Messrs\.?\s+)?$"
    # a specification's "works required in erecting a Chimney Shaft at the X Works, Y Road, Town, for Messrs."
    r"|\b(?:erecting|building|constructing|rebuilding)\b[^.;:]{0,100}?,\s*for\s+(?:the\s+|Messrs\.?\s+)?$",
    re.IGNORECASE,
)
"""What names whom a thing was built for right before a name: "built in 1856–57 *for* Ashcombe & Dunstall"."""
_BUILT_FOR_REACH = 140


def built_for_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a builder answer is whom the thing was built for: "the shed built in 1856–57 for A & B".

    Asked which firm built the shed, A & B are the owners it was built for, not its builders; the reverse of
    the check above.
    """
    if _BUILDER_ASKED.match(question.strip().lower()) is None:
        return []
    places = [m.start() for m in re.finditer(re.escape(value.strip()), cited)] if value.strip() else []
    if places and all(_BUILT_FOR.search(cited[max(0, at - _BUILT_FOR_REACH) : at]) for at in places):
        return [f"the answer {value!r} is whom the thing was built for, not who built it"]
    return []


_CODE_BEFORE = re.compile(r"[A-Z]{1,8}[/-](?:[A-Z0-9]{1,6}[/-]){0,3}$")
"""The end of a reference code before a number: "PR/MAR/*10*", "QX/1/*4*" (a part number between)."""


def code_number_problem(value: str, cited: str) -> list[str]:
    """Why ``value`` is a part of a reference code, not a figure: "10" of "PR/MAR/10"."""
    number = value.strip()
    if not number.isdigit():
        return []
    for found in re.finditer(rf"(?<=[/-]){re.escape(number)}(?![\w])", cited):
        if _CODE_BEFORE.search(cited[max(0, found.start() - 32) : found.start()]):
            return [f"the answer {value!r} is the number of a reference code, not a figure"]
    return []


_ITEM_NUMBER_BEFORE = re.compile(r"\b[Nn]os?\.?\s*(?:\d{1,4}\s*(?:[–-]|to|and)\s*)?$")
"""What numbers an item rather than counting: "drawings *nos.* 9", "nos. *1–*9"."""


def item_number_problem(value: str, cited: str) -> list[str]:
    """Why ``value`` is the number an item is given, not a count: "9" of "drawings nos. 1–9"."""
    figure = re.match(r"\d{1,4}(?![\d,.])", value.strip())
    if figure is None:
        return []
    found = list(re.finditer(rf"(?<![\w,.]){figure.group()}(?![\w,])", cited))
    numbered = [_ITEM_NUMBER_BEFORE.search(cited, max(0, m.start() - 16), m.start()) for m in found]
    if not found or not all(numbered):
        return []
    return [f"the answer {value!r} is the number an item is given, not a count"]


_NUMBER_THEN_WORD = re.compile(r"^[\d,.]+\s+(?P<word>[A-Z][a-z]+)$")


def column_word_unit_problem(value: str) -> list[str]:
    """Why ``value`` runs a figure into a capitalised word that is no unit: "702 Crowned", a column's name."""
    found = _NUMBER_THEN_WORD.match(value.strip())
    word = "" if found is None else found.group("word").lower()
    if found is None or (unit_family_of(word) is not None and not word.endswith("ed")):
        return []  # "Crowned" is read as the coin "crown" by its stem, but no unit ends in "-ed"
    return [f"the answer {value!r} runs a figure into {found.group('word')!r}, which is no unit"]


_WHEN_DID = re.compile(
    r"\bwhen\s+(?:(?:Mr|Mrs|Miss|Dr|Sir)\.?\s+)?"
    r"(?P<name>(?:[A-Z][\w'’-]+\s+){0,3}[A-Z][\w'’-]+)\s+(?P<verb>[a-z]+ed)\b"
)
"""A when-clause giving a named person a deed: "when *William Haskew retired*"."""


def successor_role_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` did what the question gives another to do: "when Mr Pendrick retired" names who retired.

    "Who took over when A retired?" asks the one after A; a text telling "when B retired he was chosen to
    succeed him" makes B one who retired, not the one asked.
    """
    asked = _WHEN_DID.search(question)
    surname = value.split()[-1] if value.split() else ""
    if asked is None or not surname[:1].isupper() or surname in asked.group("name").split():
        return []
    verb = asked.group("verb")
    if re.search(rf"\b{re.escape(surname)}\s+{re.escape(verb)}\b", cited):
        return [f"the answer {value!r} is the one who {verb}, a deed the question gives another"]
    return []


_WHO_FOLLOWED = re.compile(r"^\s*who\s+(?:succeeded|replaced|followed)\s", re.IGNORECASE)
"""A question asking who came after a holder: "*Who succeeded* Walter Fenn as works manager?"."""


def succeeded_one_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value``, the one the text has another succeed, is no answer to who succeeded someone.

    "In 1879 he succeeded Mr Thomas Gedding as manager" makes Gedding the one before: whoever "he" is, the
    name after the active verb was succeeded, and "Who succeeded X?" asks the one who did the succeeding.
    """
    surname = value.split()[-1] if value.split() else ""
    if _WHO_FOLLOWED.match(question) is None or not surname[:1].isupper():
        return []
    pattern = rf"\b(?:succeeded|replaced)\s+(?:[A-Z][\w'’.-]*\s+){{0,4}}?{re.escape(surname)}\b"
    if re.search(pattern, cited):
        return [f"the answer {value!r} is the one the text says was succeeded, not the one who succeeded"]
    return []


_RANKS = (
    TITLES
    | CLERICAL_TITLES
    | frozenset(
        "colonel lieutenant major sergeant corporal private commander ensign chaplain alderman councillor "
        "surgeon".split()
    )
)
"""Words of a rank or style, which stand before a name and are none."""


def bare_rank_problem(question: str, value: str) -> list[str]:
    """Why ``value`` is a rank or style alone ("Lieutenant-Colonel"), where "who" asks a person."""
    if not question.strip().lower().startswith(("who ", "whom ", "by whom ")):
        return []
    parts = [fold(w) for w in re.split(r"[\s-]+", value.strip().rstrip(".")) if w]
    if parts and all(p.rstrip(".") in _RANKS for p in parts):
        return [f"the answer {value!r} is a rank, not a person"]
    return []


def clock_time_problem(value: str, cited: str) -> list[str]:
    """Why a count is a time of day: "7 people" read from "open daily from 7 a.m.".

    A count in words is one too: "eleven" from "shortly after eleven o'clock".
    """
    number = re.match(r"^(\d{1,2}|[^\W\d_]+)\b", value.strip())
    if number is None or not (number.group(1).isdigit() or fold(number.group(1)) in NUMBER_WORDS):
        return []
    times = re.findall(
        rf"(?<![\w.]){number.group(1)}(?:[.:]\d\d)?\s*(?:a\.\s?m\.|p\.\s?m\.|o['’]clock)", cited, re.I
    )
    plain = re.findall(rf"(?<![\w.:]){number.group(1)}(?![\w.:])", cited, re.I)
    if times and len(times) >= len(plain):
        return [f"the figure {number.group(1)} of {value!r} is a time of day in its text"]
    return []


def headline_name_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a name is read from a headline ("Mayor Opens the New Baths"), whose capitals name nothing.

    Only for "who" or "where" ("Sale by Auction: Fort Dunsop" places no auction at "Sale"), and only where
    the text is a line of capitalised words with no full stop and the words after the answer go on in
    capitals past a small word: the name was cut from a phrase.
    """
    if not question.strip().lower().startswith(("who ", "by whom ", "where ")) or "|" in cited:
        return []
    ws = re.findall(r"[A-Za-z][\w'’-]*", cited)
    if len(ws) < 5 or cited.rstrip().endswith((".", "?", "!")):
        return []
    if any(not (w[0].isupper() or fold(w) in STOPWORDS) for w in ws):
        return []
    at = cited.find(value)
    after = re.match(r"\s+([a-z]+)\s+([A-Z])", cited[at + len(value) :]) if at >= 0 else None
    if after is not None and after.group(1) in STOPWORDS:
        return [f"the answer {value!r} is cut from a headline, whose capitals name nothing"]
    return []


_NAME_GIVEN = re.compile(r"^what (?:name|names) (?:was|were|is|are) (?:given|applied) to\b")
_NAMING = re.compile(r"\b(?:named|called|christened|known as|styled|dubbed|name|names)\b", re.IGNORECASE)


def unnamed_problem(question: str, cited: str) -> list[str]:
    """Why a text gives no name where "What name was given to X?" asks one: it must name or call X so."""
    if not _NAME_GIVEN.match(_opening(question)) or _NAMING.search(cited):
        return []
    return ["the cited text gives nothing a name, and the question asks the name given"]


_COUNT = re.compile(r"^(?P<n>\d{1,3})\s+(?P<noun>[a-z][a-z -]{1,40})$")


def measured_count_problem(value: str, cited: str) -> list[str]:
    """Why a count is a figure of a measure in its text: "1 washing stall" from "one penny ... each stall".

    Where every place the text gives the number puts a unit of money, time or size right after it ("one
    *penny* an hour"), the number measures that, and counts no stall.
    """
    found = _COUNT.match(value.strip())
    if found is None or any(unit_family_of(w) is not None for w in found.group("noun").split()):
        return []  # "68 feet", "9 centimetres thick" are measures themselves
    number = int(found.group("n"))
    spelled = [w for w, n in NUMBER_WORDS.items() if n == number]
    forms = "|".join([re.escape(found.group("n")), *(re.escape(w) for w in spelled)])
    after = [m.group(1) for m in re.finditer(rf"(?<![\w.,])(?:{forms})\s+([A-Za-z]+)", cited, re.IGNORECASE)]
    if not after or key(found.group("noun").split()[-1]) in {key(w) for w in after}:
        return []
    if all(unit_family_of(w.lower()) is not None or MONEY_WRITTEN.search(w) for w in after):
        return [f"the figure of {value!r} is a measure in its text ({after[0]}), not a count"]
    return []


def said_only_where(
    text: str,
    figure: str,
    *,
    before: re.Pattern[str] | None = None,
    after: re.Pattern[str] | None = None,
    reach: int = 80,
) -> bool:
    """Whether ``text`` gives ``figure`` at least once, and every time in such a place.

    The place is what ``before`` finds in the ``reach`` characters before the figure (a pattern ending in
    ``$``) and what ``after`` matches right after it. A figure is read whole: "31" is not in "£310".
    """
    if not figure:
        return False
    spots = [m.span() for m in re.finditer(rf"(?<![\w,.]){re.escape(figure)}(?!\w)", text)]

    def placed(start: int, end: int) -> bool:
        if before is not None and before.search(text[max(0, start - reach) : start]) is None:
            return False
        return after is None or after.match(text, end) is not None

    return bool(spots) and all(placed(start, end) for start, end in spots)


_HEIGHT_ASKED = re.compile(r"^how (?:high|tall|deep)\b", re.IGNORECASE)
_DISTANCE_AFTER = re.compile(
    r"\s+(?:(?:up|down|along)\s+the|away|off|distant|beyond|inland|north|south|east|west)\b", re.IGNORECASE
)
"""Words after a length that make it a way somewhere: "five miles *up the* valley", "two miles *away*"."""


def distance_for_height_problem(question: str, value: str, cited: str) -> list[str]:
    """A distance read for a height: "five miles up the valley" is how far a town is, not how high a tower.

    Every place the cited text gives the value must be followed by a word of direction or of the way.
    """
    if not _HEIGHT_ASKED.match(question.strip()) or not value.strip():
        return []
    if said_only_where(cited, value.strip(), after=_DISTANCE_AFTER):
        return [f"the answer {value!r} is a distance the text gives, not a height"]
    return []


_MEASURE_ASKED = re.compile(r"^how (?:high|tall|deep|long|wide|far)\b", re.IGNORECASE)
_ASKED_END = re.compile(r"\bto\s+(?:the|its|their)\s+(?P<end>[a-z]+(?:\s+of\s+(?:the|its|their)\s+[a-z]+)?)")
"""The point a measure is asked to: "from the floor *to the underside of its lantern*"."""
_LENGTH_FIGURE = re.compile(
    r"\b(?P<n>\d[\d,]*(?:\.\d+)?)\s+(?:feet|foot|ft|inches|yards|miles|metres|meters)\b"
)
_FIGURE_CLAUSE = re.compile(r"[,;:(]|\band\b")
"""What opens the clause a figure stands in: a comma, a colon, "and"."""


def endpoint_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure to another point than the one asked, where the cited text gives the asked one beside it.

    "The height to the underside of the lantern is to be 48 feet, and to the top of the vane 61 feet": asked
    the height to the underside of the lantern, 61 feet is to the vane. Each figure's point is told by the
    words of its own clause before it; the answer's must name as much of the asked point as any other's.
    """
    asked = _ASKED_END.search(question)
    number = re.match(r"[\d,.]+", value.strip())
    if not _MEASURE_ASKED.match(question.strip()) or asked is None or number is None:
        return []
    point = content_keys(asked["end"])
    shared: dict[str, int] = {}
    for m in _LENGTH_FIGURE.finditer(cited):
        starts = [c.end() for c in _FIGURE_CLAUSE.finditer(cited, 0, m.start())]
        clause = cited[starts[-1] if starts else 0 : m.start()]
        told = len(point & content_keys(clause))
        shared[m["n"]] = max(shared.get(m["n"], 0), told)
    mine = shared.get(number.group().rstrip(".,"))
    if mine is None or mine >= max(shared.values()):
        return []
    return [f"the answer {value!r} is measured to another point than the {asked['end']} asked"]


_LABELLED = re.compile(
    r"^\s*(?:\*\*)?(?:\d{1,3}\.\s*)?(?P<label>[A-Z][a-z-]*(?:\s+[a-z][a-z-]*){0,3})(?:\*\*)?:\s"
)
"""A clause of a specification opening on the thing it gives: "5. *Turbine hall:* 164 feet long ..."."""


_MEASURE_LABELS = frozenset(MEASURE_NOUNS) | {key(w) for w in "overall size area extent dimensions".split()}
"""Label words naming a measure, which say what a figure is, not what it is of."""


def labelled_other_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure from a clause labelled with another thing than the asked one, which it never names.

    "How tall was the chimney?" is not answered by "Turbine hall: 164 feet long by 58 feet wide, and 62 feet
    high": the label says what the clause measures, and the clause says no "chimney".
    """
    label = _LABELLED.match(cited)
    if not _MEASURE_ASKED.match(question.strip()) or label is None:
        return []
    asked = asked_word_keys(question)
    said = {key(w.text) for w in words(cited)}
    labelled = content_keys(label["label"])
    if labelled & (asked | _MEASURE_LABELS) or asked <= said:
        return []  # "Height: 79 feet" labels the measure, not the thing
    return [f"the answer {value!r} is given in a clause on the {label['label'].lower()}, not the thing asked"]


_USES = "lighting|heating|power|cooking|traction|motive|domestic|industrial|trade"
_USE_ASKED = re.compile(rf"\b(?:charged?|price|rate|tariff)\b[^?]*?\bfor (?P<use>{_USES})\b", re.IGNORECASE)
_USE_TOLD = re.compile(rf"\bfor (?:\w+ ){{0,3}}?(?P<use>{_USES})\b", re.IGNORECASE)
"""What a charge is for: "charged *for power*", "the charge for current *for lighting*"."""


def other_use_problem(question: str, value: str, cited: str) -> list[str]:
    """A charge for another use than the asked one: "for lighting" does not price current "for power"."""
    asked = _USE_ASKED.search(question)
    if asked is None or re.search(rf"\b{asked.group('use')}\b", cited, re.IGNORECASE):
        return []
    told = [m.group("use").lower() for m in _USE_TOLD.finditer(cited)]
    if told:
        return [f"the answer {value!r} is a charge for {told[0]}, not for {asked.group('use').lower()}"]
    return []


_COST_ASKED = re.compile(r"\b(?:cost|costs|paid|price|account)\b", re.IGNORECASE)
_BALANCE_BEFORE = re.compile(r"\b(?:balance|surplus|remainder)\b[^.;|]{0,60}$", re.IGNORECASE)
"""What an account says is left over: "*Balance in hand*, carried to the general account: £31"."""


def balance_problem(question: str, value: str, cited: str) -> list[str]:
    """A balance left over read for what a thing cost: it is what the account had left, not what it spent."""
    if not _COST_ASKED.search(question) or "balance" in question.lower():
        return []
    if said_only_where(cited, value.strip(), before=_BALANCE_BEFORE):
        return [f"the answer {value!r} is a balance left over, not a cost"]
    return []


_DOCUMENT_TITLE = re.compile(
    r"^(?:Minutes|Report|Specification|Letters?|Accounts?|Catalogue|Abstract|Extract|Notes?|Schedule)"
    r"\s+(?:of|on|for|from|to)\b"
)
"""A document's own title read for an answer: "*Minutes of* the First Meeting of the Commissioners"."""


_MINUTE_OPENING = re.compile(r"^(?:Resolved|Ordered|Agreed|Moved|Reported|Noted)\s+that\b")
"""A minute's opening words ("*Resolved that* the conveyance be completed"), which answer nothing."""


def document_title_problem(value: str, cited: Sequence[str] = ()) -> list[str]:
    """A document's title is no place, person or thing: it names the paper the answer was to be read in.

    Nor is what a title says the paper is about ("Specification for *Sun Huts on the Terrace*, 1903"),
    which is the paper's own description, not a name anything was known by; nor a span holding the marks
    that set off a numbered clause's heading ("Gateway.** A gateway 12 feet wide"): it runs from the heading
    into the clause, and names neither; nor a minute's opening words ("Resolved that the conveyance ...").
    """
    if _DOCUMENT_TITLE.match(value.strip()):
        return [f"the answer {value!r} is the title of a document, not what the question asks"]
    if "**" in value or "__" in value:
        return [f"the answer {value!r} runs across a heading's marks"]
    if _MINUTE_OPENING.match(value.strip()):
        return [f"the answer {value!r} is the opening of a minute, not what the question asks"]
    about = re.compile(
        _DOCUMENT_TITLE.pattern
        + rf"\s+(?:the\s+)?{re.escape(value.strip())}(?:,?\s*\d{{4}}(?:[–-]\d{{2,4}})?)?$"
    )
    if value.strip() and cited and all(about.match(t.strip(" #*_.")) for t in cited):
        return [f"the answer {value!r} is what a document's title says it is about"]
    return []


_PARTY_ENDINGS = ("or", "er", "ee", "ant", "ent")
"""Endings of nouns for a party to a deed or contract: "Contract*or*", "Employ*er*", "Less*ee*"."""


def defined_term_problem(value: str, cited: list[str]) -> list[str]:
    """A party a contract names by a capitalised noun ("*the Contractor* is to erect ...") read as a name.

    A specification calls the builder "the Contractor" until its last clause names the firm: the word is a
    party's title, written with a capital, and only ever after "the"; a firm or a person is named otherwise.
    So is a body's common noun ("the cutter the Association ever owned"), which names no place or firm.
    """
    word = value.strip()
    party = word.lower().endswith(_PARTY_ENDINGS) or key(word) in ORG_WORDS  # "the Association"
    if " " in word or not word[:1].isupper() or not party:
        return []
    found = [m.start() for t in cited for m in re.finditer(rf"(?<![\w]){re.escape(word)}(?![\w])", t)]
    after_the = [t for t in cited for m in re.finditer(rf"\b(?:the|The)\s+{re.escape(word)}(?![\w])", t)]
    if found and len(after_the) == len(found):
        return [f"the answer {value!r} is a party's title in the cited text, not a name"]
    return []


_PAPERS_SPAN = re.compile(
    r"\b(?:papers|minutes|minute\s+books|letters|correspondence|accounts|records|files|deeds|plans|registers|"
    r"ledgers|books|returns)\b[^\n]*,\s*(?P<first>\d{4})\s*[–—-]\s*(?P<last>\d{4})\s*\.?\s*$",
    re.IGNORECASE,
)
"""A catalogue item ending in the span of its papers' dates: "Papers on the closure of the depot, 1958–63"."""
_RECORDS_ASKED = re.compile(r"\b(?:records|papers|archives?|catalogue|deposited|minutes)\b", re.IGNORECASE)


def papers_dates_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A year read from the span of dates a catalogue gives a bundle of papers, for an event they tell of.

    "Papers on the closure of the depot and sale of the site, 1958–1963" dates the papers: the closure may
    have come in any year of the span, or after the first paper proposed it.
    """
    year = value.strip()
    if not re.fullmatch(r"\d{4}", year) or _RECORDS_ASKED.search(question):
        return []
    for text in cited:
        found = _PAPERS_SPAN.search(text)
        if found is not None and year in (found["first"], found["last"]):
            return [f"the answer {value!r} bounds the dates of catalogued papers, not the asked event"]
    return []


_IN_PART = re.compile(r"\b(?:in|on|at)\s+the\s+(?P<part>[a-z]+)\b")
"""A part of a thing a figure is given for: "seated *in the gallery*", "650 *on the floor*"."""


def other_part_figure_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A figure the text gives one part of a thing, where another figure of the same text is the asked part's.

    "How many could be seated in the gallery?" is not answered by the 650 of "The hall will seat 650 on the
    floor and 200 in the gallery": the 650 is the floor's, and the text gives the gallery its own figure.
    """
    asked = {m["part"] for m in _IN_PART.finditer(question.lower())}
    figure = next(iter(value.split()), "")
    if not asked or not figure[:1].isdigit():
        return []
    for text in cited:
        at = text.find(value)
        own = _IN_PART.search(text.lower(), at + len(value)) if at >= 0 else None
        if own is None or own.start() > at + len(value) + 1 or own["part"] in asked:
            continue
        for part in asked:
            if re.search(rf"\d[\d,]*\s+(?:[a-z]+\s+)?(?:in|on|at)\s+the\s+{part}\b", text.lower()):
                return [f"the answer {value!r} is given for the {own['part']}, not the {part}"]
    return []


_BOUND_BEFORE = re.compile(
    r"\b(?:(?:under|below|less\s+than|more\s+than|upwards\s+of|not\s+to\s+exceed|not\s+exceeding)"
    r"|well\s+(?:over|above|under|below))(?:\s+an?)?\s+$",
    re.IGNORECASE,
)
"""Words making the figure after them a bound: "allotments mostly *under* one acre", "the cost *not to
exceed* £6,500", "employed *well over a* hundred men"."""


def bound_value_problem(value: str, cited: list[str]) -> list[str]:
    """A figure its texts give only as a bound ("mostly under one acre"), which measures nothing asked.

    "Over" and "above" are left out: "handed over 1,140 volumes" gives the figure whole.
    """
    figure = value.strip()
    counted = bool(figure) and (
        any(ch.isdigit() for ch in figure) or figure.split()[0].lower() in NUMBER_WORDS
    )
    holding = [t for t in cited if figure in t]
    if (
        counted
        and holding
        and all(said_only_where(t, figure, before=_BOUND_BEFORE, reach=20) for t in holding)
    ):
        return [f"the answer {value!r} is only a bound in its text, not a figure"]
    return []


_POWER_ASKED = re.compile(r"\bhorse[\s-]?power\b|\bh\.\s?p\.", re.IGNORECASE)
"""A question asking an engine's power: "What was the *horse power* of the engine?"."""
_POWER_WORDS = re.compile(
    r"(?:nominal\s+|indicated\s+|brake\s+)?(?:horse|h\.\s?p|n\.\s?h\.\s?p|i\.\s?h\.\s?p|hp)\b", re.I
)
"""Words naming horse power after its figure: "40 *horse* power", "40 *h.p.*", "40 *nominal horse*"."""
_COUNTED_AFTER = re.compile(r"\s+(?P<noun>[A-Za-z][\w-]*)")
"""The word after a figure, which names what it counts."""


def power_count_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A figure counting other things ("to hold 320 *power-looms*") given for an engine's horse power."""
    figure = value.strip()
    if _POWER_ASKED.search(question) is None or not figure[:1].isdigit() or " " in figure:
        return []
    holding = [t for t in cited if figure in t]
    counts: list[str] = []
    for text in holding:
        for at in (m.end() for m in re.finditer(re.escape(figure) + r"(?![\d,])", text)):
            noun = _COUNTED_AFTER.match(text, at)
            if noun is None or _POWER_WORDS.match(text, noun.start("noun")) is not None:
                return []
            counts.append(noun.group("noun"))
    if not counts:
        return []
    return [f"the answer {value!r} counts {counts[0]}, not the horse power the question asks"]


def rate_count_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A bare count of people or things ("Some *thirty-eight fork-filers* ceased work") given for a rate.

    A rate, a wage or a price is a sum of money; a number every cited place writes right before a plural
    noun counts what that noun names, and pays nothing.
    """
    figure = value.strip()
    spelled = all(fold(part) in NUMBER_WORDS for part in figure.split("-"))
    if PAID_RATE_ASKED.search(question) is None or not (re.fullmatch(r"\d{1,3}", figure) or spelled):
        return []
    stands = re.compile(rf"(?<![\w.,]){re.escape(figure)}(?![\d,])", re.IGNORECASE)
    counts = [
        noun.group("noun")
        for text in cited
        for at in (m.end() for m in stands.finditer(text))
        if (noun := _COUNTED_AFTER.match(text, at)) is not None
    ]
    plural = [n for n in counts if n.lower().endswith("s") and unit_family_of(n.lower()) in (None, "people")]
    if not counts or len(plural) != len(counts) or any(MONEY_WRITTEN.search(n) for n in plural):
        return []
    return [f"the answer {value!r} counts {plural[0]}, not the sum the question asks"]


_LENGTH_ASKED = re.compile(r"\bhow\s+long\b|\blength\b", re.IGNORECASE)
_LONG_GIVEN = re.compile(r"\b\d[\d,.]*\s+(?P<unit>[a-z]+)\.?\s+long\b", re.IGNORECASE)
"""A length told with "long" after it: "40 yards long"."""


def section_for_length_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A side of a section ("a flue *3 feet by 4 feet* internally") given for a length its text states.

    "How long was the flue to be?" is answered by "40 yards long" in the same sentence, not by the first
    figure of the "3 feet by 4 feet" that measures its bore.
    """
    figure = re.fullmatch(r"(?P<n>\d[\d,.]*)\s+(?P<unit>[a-z]+)\.?", value.strip(), re.IGNORECASE)
    if figure is None or _LENGTH_ASKED.search(question) is None or unit_family_of(figure["unit"]) != "length":
        return []
    section = re.compile(rf"(?<![\d,.]){re.escape(figure['n'])}\s+{re.escape(figure['unit'])}\.?\s+by\s+\d")
    for text in cited:
        told = _LONG_GIVEN.search(text)
        if section.search(text) and told is not None and unit_family_of(told["unit"].lower()) == "length":
            return [
                f"the answer {value!r} is a side of a section; its text gives the length as {told.group()!r}"
            ]
    return []


_ORIGIN_ADJECTIVE = re.compile(r"^(?:[A-Z][a-z]+(?:ian|ish|ese)|Dutch|French|Welsh|Scotch|Swiss|Greek)$")
"""A capitalised adjective of origin ("Italian", "Flemish"), which names no thing by itself."""


def origin_adjective_problem(value: str, cited: list[str]) -> list[str]:
    """An adjective of origin cut from the noun it qualifies: "Italian" of "*Italian rye-grass*".

    A verb after the word ("Julian travelled") makes it a name, which the pattern's "-ian" also matches.
    """
    word = value.strip()
    if not _ORIGIN_ADJECTIVE.match(word):
        return []
    found = [m for t in cited for m in re.finditer(rf"(?<![\w]){word}(?![\w])", t)]
    before = re.compile(rf"(?<![\w]){word}\s+(?P<noun>[a-z][\w-]+)")
    qualifying = [
        m
        for t in cited
        for m in before.finditer(t)
        if fold(m["noun"]) not in STOPWORDS and not m["noun"].endswith("ed")
    ]
    if found and len(qualifying) == len(found):
        return [f"the answer {value!r} is cut from the noun it qualifies in its text"]
    return []


_BORN_ASKED = re.compile(
    r"^(?P<place>where)\s+was\b.*\bborn\b"
    r"|^(?:when|(?:in\s+)?(?:what|which)\s+year)\s+was\b.*\bborn\b(?!\s+or\b)",
    re.IGNORECASE,
)
_BIRTH_TOLD = re.compile(r"\b(?:born|birth|birthplace|native|baptised|baptized)\b", re.IGNORECASE)
"""What tells of a birth in words; a year of birth may also be told by life dates (``BIRTH_YEAR_TOLD``)."""


def untold_birth_problem(question: str, cited: list[str]) -> list[str]:
    """A birthplace or a year of birth read from texts none of which tells of a birth.

    "Ann Roe, architect, of Kell" is where she practised, not where she was born; "| Sir Walter Gedge |
    1899–1917 |" in a list of chairmen gives the years he held the chair, not the year of his birth.
    """
    asked = _BORN_ASKED.match(question.strip())
    if asked is None or any(_BIRTH_TOLD.search(t) for t in cited):
        return []
    if asked["place"] is None:
        if any(BIRTH_YEAR_TOLD.search(t) for t in cited):
            return []
        return ["no cited text tells of a birth, which the question asks the year of"]
    return ["no cited text tells of a birth, which the question asks the place of"]


_BORN_INTO = re.compile(r"\bborn\s+into\s+(?:the|a|his|her)\s+(?:profession|trade|business|calling|craft)\b")
"""A birth into a calling, which places no birth: "before he was *born into the profession*"."""
_WORKED_AT = re.compile(
    r"\b(?:practised|practiced|practising|practicing|lived|living|worked|working|resided|residing|settled)"
    r"\b[^,.;]{0,30}?\b(?:at|in)\s+$",
    re.IGNORECASE,
)
"""What places a man's work or home, not his birth: "who *practised for many years at* Hawsley"."""


def working_place_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A birthplace read from where a man practised, lived or settled.

    "Edwin Roe, a native of the town who practised for many years at Kell" was not born at Kell.
    """
    asked = _BORN_ASKED.match(question.strip())
    place = value.strip()
    if asked is None or asked["place"] is None or not place:
        return []
    births = [t for t in cited if re.search(r"\bborn\b", t)]
    if births and all(_BORN_INTO.search(t) for t in births):
        return [f"the answer {value!r} stands beside a birth into a calling, not a birthplace"]
    found = [(t, m.start()) for t in cited for m in re.finditer(rf"(?<![\w]){re.escape(place)}(?![\w])", t)]
    if found and all(_WORKED_AT.search(t[max(0, at - 50) : at]) for t, at in found):
        return [f"the answer {value!r} is where the man worked or lived, not where he was born"]
    return []


_WHO_OR_WHERE = re.compile(r"^\s*(?:who|whom|where)\b|\b(?:in|at)\s+(?:what|which)\s+place\b", re.IGNORECASE)


def headline_problem(question: str, value: str, cited: Sequence[str]) -> list[str]:
    """A headline in capitals standing as a whole cited line, for a person or a place.

    "DEATH OF MR HENRY ORPWOOD", the head of an obituary, says what the paper reports: it answers neither
    "Where was he buried?" nor "Who ...?".
    """
    shown = value.strip()
    capitals = re.findall(r"[^\W\d_]+", shown)
    if not _WHO_OR_WHERE.search(question) or len(capitals) < 3 or any(not w.isupper() for w in capitals):
        return []
    if not any(t.strip(" #*_.") == shown for t in cited):
        return []
    return [f"the answer {value!r} is a headline, not the person or place asked"]


_INCORPORATION_ASKED = re.compile(
    r"\b(?:made|became|become|converted|turned|formed|registered)\b[^?]*\blimited(?:\s+liability)?\s+company\b"
    r"|\bincorporat",
    re.IGNORECASE,
)
_INCORPORATION_TOLD = re.compile(
    r"\blimited(?:\s+liability)?\s+company\b|\bincorporat|\bregistered\b|\bconverted\b|\bLtd\b|\bLimited\b",
)
"""What tells of a firm made a limited company: the words themselves, or the firm newly named "Limited"."""


def untold_incorporation_problem(question: str, cited: list[str]) -> list[str]:
    """A date of a firm made a limited company read from texts none of which tells of it.

    "Sales for 1891 include £1,140 for insulators, the first year such goods were made", in the accounts of
    "A. Roe & Company Limited", does not date the firm's becoming a limited company.
    """
    if not _INCORPORATION_ASKED.search(question) or not DATE_ASKED.match(question):
        return []  # the capital "at its incorporation" is told by a sum, not by the words of the event
    if any(_INCORPORATION_TOLD.search(t) for t in cited):
        return []
    return ["no cited text tells of the firm made a limited company, which the question asks the date of"]


_MARRIAGE_ASKED = re.compile(
    r"^(?:when|(?:in\s+)?(?:what|which)\s+year)\b.*\b(?:marry|married|marriage|wed|wedded|wedding)\b",
    re.IGNORECASE,
)
_MARRIAGE_TOLD = re.compile(
    r"\b(?:marr\w*|wed|wedded|wedding|bride\w*|husband|wife|widow\w*)\b|\bm\.\s", re.I
)
"""What tells of a marriage: its words, the spouse, or a notice's "m." ("m. 1862, Ann Roe")."""


def untold_marriage_problem(question: str, cited: list[str]) -> list[str]:
    """A year of a marriage read from texts none of which tells of one.

    "| Edward Roe | 1862–1880 |" in a list of managers gives the years he managed the works, not the year he
    married.
    """
    if not _MARRIAGE_ASKED.match(question.strip()) or any(_MARRIAGE_TOLD.search(t) for t in cited):
        return []
    return ["no cited text tells of a marriage, which the question asks the year of"]
