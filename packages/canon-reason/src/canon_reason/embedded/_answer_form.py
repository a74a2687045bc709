"""The answer's form: a value read from a sentence, given whole as the sentence gives it.

A count answers "How many locks ...?" with its noun ("14 locks", where the sentence says "Number of
locks: 14"), and a place answers "In which inn ...?" with the town its sentence joins to it ("the Swan
Inn, Tobbury"), and a sum the rate it is paid at ("£260 per annum"). The value stays the span the sentence
holds; the answer adds only words of that sentence.
"""

from __future__ import annotations

import re

from .._text import MONTH_SHORT, STOPWORDS, fold, words
from ._candidates import hundreds_written
from ._lexicon import (
    COUNT_NOUNS,
    MONEY_WRITTEN,
    NUMBER_WORDS,
    PENCE_COUNT,
    SCALES,
    key,
    scale_of,
    unit_family_of,
)
from ._measures import counted_noun
from ._namesakes import STREET_NAME
from ._sentences import Sentence
from ._sums_paid import PAYING_WORDS

__all__ = [
    "FIRM_ASKED",
    "RATE_AFTER_SUM",
    "column_name",
    "completed",
    "count_written",
    "counted_result",
    "date_in_full",
    "firm_of_town",
    "grouped",
    "hundreds_in_figures",
    "old_sum_in_figures",
]

_HOW_MANY = re.compile(
    r"\bhow many (?!(?:did|do|does|was|were|is|are|had|has|have)\b)(?P<phrase>(?:[a-z-]+ ){0,2}?"
    r"(?:[a-z-]+s|people|men|women|children|staff|sheep|cattle|crew))\b"
)
"""A count's noun phrase: up to three words after "how many", ending in the plural ("living plants")."""
_CHANGED_COUNT = re.compile(
    r"\bby how many (?:did|do|does|had|have|has) (?:(?:the|its|their|[\w-]+(?:'s|’s)) )*(?:[a-z-]+ ){0,2}?"
    r"(?!(?:figures|numbers|totals|returns|receipts|sales|takings|costs|earnings|wages|sums)\b)"
    r"(?P<phrase>[a-z-]+s(?<![sup]s)|staff|people|men|women|children|crew) "
    r"(?:on|of|in|at|for|rise|fall|grow|increase|decrease|drop|climb|decline|shrink"
    r"|risen|fallen|grown|increased|decreased|dropped|climbed|declined|shrunk)\b"
)
"""The noun that rose or fell, when "how many" names none: "By how many did the corps's yearly *calls* rise?",
"did the *staff* on the books fall?", "had the annual *subscribers* fallen?"; a noun only ending in "s" ("the
class", "the census") counts nothing, nor does a word for a figure or a sum ("the census *figures*", "the
*takings*")."""
_COUNT_OF = re.compile(
    r"\b(?:count|number) of (?P<phrase>(?:[a-z-]+ ){0,2}?(?:[a-z-]+s|[a-z-]*men))\b"
    r"(?! (?!(?:was|has|is|does|as|its|his|this|thus|across|towards)\b)[a-z-]+s\b)"
)
"""A count's noun phrase after the noun "count" or "number" ("by how many did the *count of carts* rise", "the
number of *dredgermen*"); a word ending in "s" that another plural follows is its modifier ("the number of
*gas* consumers")."""
_PLACE_ASKED = re.compile(
    r"^(?:where\b|(?:in|at) which [a-z]+\b|which (?:inn|hotel|tavern|church|chapel|hall|school|theatre)\b)",
    re.IGNORECASE,
)
_JOINED_TOWN = re.compile(
    r"^,\s+(?P<town>[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?(?:, [A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?)?)"
    r"(?=\s*(?:[.;:)]|$|,\s+[a-z0-9]|\s+in\s+\d))"
)
"""A town joined to a place by a comma ("the Swan Inn, Tobbury.", "the Swan, Quay Street, Tobbury,"), the
clause or sentence ending after it."""


RATE_AFTER_SUM = re.compile(
    r"^\.?\s+(?P<rate>per (?:annum|year|week|month|day|hour|head|ton|acre)"
    r"|a (?:year|week|month|day|head)|an hour)\b"
)
"""A rate after a sum ("£260 per annum", "12 shillings a week", "15s. a week"): the sum alone says less than
the text."""


def _bare_count(value: str) -> bool:
    return bool(value) and all(w.text[:1].isdigit() or fold(w.text) in NUMBER_WORDS for w in words(value))


_COMPARATIVES = frozenset({"more", "fewer", "less", "extra", "additional"})
"""Words of a "how many more ..." question that compare counts; they are no part of the counted noun."""
_PARTITIVE = frozenset({"of", "the", "its", "their"})
"""Words of a "how many of the ..." question before the counted noun; they are no part of it."""


_PAIRED = re.compile(r" and (?:[a-z-]+s|men|women|children)\b")
"""A second kind counted with the first: "officers *and men*"."""


_HOW_MANY_LOTS = re.compile(
    r"\bhow many (?:more |fewer |less )?(?P<lot>dozen|gross|score)(?:s|es)?(?P<pairs> pairs)?\b"
)
"""A count asked in lots of a fixed number, whose name takes no plural after a figure: "By how many *dozen*
...?", "How many more *dozen pairs* ...?", "How many more *dozens* of spades ...?" ("6,545 dozen")."""


def _count_phrase(question: str) -> re.Match[str] | None:
    return (
        _HOW_MANY.search(question)
        or _COUNT_OF.search(question)
        or _CHANGED_COUNT.search(question)
        or _HOW_MANY_LOTS.search(question)
    )


def _asked_noun(question: str) -> str | None:
    """The noun phrase a count question counts ("living plants" of "How many more living plants ...")."""
    asked = _count_phrase(question.lower())
    if asked is None:
        return None
    phrase = asked.group("phrase").split()
    while len(phrase) > 1 and (phrase[0] in _COMPARATIVES or phrase[0] in _PARTITIVE):
        phrase = phrase[1:]  # "How many of the boats": the boats are counted
    paired = _PAIRED.match(question.lower(), asked.end("phrase"))
    if paired is not None:  # "How many officers and men": both are counted
        phrase.append(paired.group(0).strip())
    return " ".join(phrase)


def _counted(question: str, value: str, texts: tuple[str, ...]) -> str | None:
    """The noun a bare count counts, as its sentence (or its column's name) writes it, when asked for."""
    asked = _count_phrase(question.lower())
    if asked is None or not _bare_count(value):
        return None
    keys = [key(w.text) for w in words(asked.group("phrase"))]  # "lock-keepers" is two words
    noun = len(words(asked.group("phrase").split()[-1]))  # the noun whole: "in-patients", not "patients"
    for text in texts:
        ws = words(text)
        for size in dict.fromkeys((len(keys), noun)):  # "living plants" as written, else the noun alone
            wanted = keys[-size:]
            for i in range(len(ws) - size + 1):
                if [key(w.text) for w in ws[i : i + size]] == wanted and fold(
                    ws[i + size - 1].text
                ) not in COUNT_NOUNS:
                    return text[ws[i].start : ws[i + size - 1].end].lower()
    return None


_COLUMN_MEASURE = re.compile(r"\((?P<unit>[a-z]+)\)\s*$")
"""A column's name closed by the unit its figures are in: "Good Intent *(tuns)*"."""


def _column_measure(question: str, value: str, column: str) -> str | None:
    """The unit a bare figure's column names in brackets, unless the question counts in that unit itself.

    Under "| Year | Good Intent (tuns) | Fish |" the "112" of a ship's column is tuns of oil: a caption over
    the table that counts whales in another column does not make it whales.
    """
    found = _COLUMN_MEASURE.search(column.strip())
    if found is None or not _bare_count(value):
        return None
    unit = scale_of(found.group("unit")) or found.group("unit")  # "2,620" under "Output (thousands)"
    if unit_family_of(unit) is None and unit not in SCALES and (not unit.endswith("s") or len(unit) < 4):
        return None  # "(total)", "(average)": no unit, but what kind of figure the column gives
    # "What was the output ...?" of "Output (dozens)" is dozens: the figure alone would say pairs or pieces
    asked = _count_phrase(question.lower())
    counted = {key(w.text) for w in words(asked.group("phrase"))} if asked is not None else set()
    return None if key(unit) in counted else unit


def _column_noun(question: str, columns: tuple[str, ...]) -> str | None:
    """What a bare figure counts, by the one name of its operands' column, when the question names the rest.

    "Volumes issued" names what "By how much did the issues rise?" counts: "volumes". A column's name of
    a plural noun and a word the question gives is read so; any other name gives nothing.
    """
    named = set(dict.fromkeys(c for c in columns if c))
    if len(named) != 1 or len(columns) < 2 or not all(columns):
        return None
    ws = words(named.pop())
    asked = {key(w.text) for w in words(question)}
    rest = [w.text for w in ws if key(w.text) not in asked]
    if len(ws) < 2 or len(rest) != 1 or rest[0] != ws[0].text:
        return None
    noun = rest[0].lower()
    if not noun.isalpha() or not noun.endswith("s") or noun in _NOT_COUNTED or fold(noun) in STOPWORDS:
        return None
    return noun if unit_family_of(noun) in (None, "people") else None


_NOT_COUNTED = frozenset({"totals", "receipts", "sales", "takings", "costs", "earnings", "wages", "sums"})
"""Plural nouns of a column that name a sum of money, not a thing counted."""


def counted_result(question: str, value: str, texts: tuple[str, ...], columns: tuple[str, ...] = ()) -> str:
    """A bare sum or difference of counts with the noun the question counts, as the operands' texts write it.

    "13,850" answers "By how many barrels did the output fall?" as "13,850 barrels" where the operands'
    column is named "Output (barrels)"; "184" answers "How many more apprentices ...?" as "184
    apprentices" where the texts give the figures bare; "4,160" answers "By how much did the issues rise?"
    as "4,160 volumes" where both figures stand in the column "Volumes issued".
    """
    if not _bare_count(value):
        return value
    if (lots := _HOW_MANY_LOTS.search(question.lower())) is not None:
        return f"{value} {lots['lot']}{lots['pairs'] or ''}"  # "1,300 dozen", as the question counts them
    noun = _counted(question, value, texts) or _head_noun(_asked_noun(question))
    noun = noun or _column_noun(question, columns)
    return value if noun is None else f"{value} {noun}"


def _head_noun(phrase: str | None) -> str | None:
    """The noun a counted phrase ends with, its describing words left out: "carriages" of "new carriages".

    The texts give the figures bare, so nothing says how they write the thing; the question's words that
    pick out which of them it counts ("new", "paying") are no part of what a count is of. Two kinds counted
    together ("officers and men") are kept whole.
    """
    if phrase is None or " and " in phrase:
        return phrase
    return phrase.split()[-1]


_GROUPED = re.compile(r"\d,\d{3}(?!\d)")
"""A figure written with a thousands separator ("62,750")."""
_LONG_FIGURE = re.compile(r"\d{4,}")


def grouped(value: str, operands: tuple[str, ...]) -> str:
    """A whole-number result written with thousands separators when its operands are ("13,850")."""
    if not re.fullmatch(r"-?\d{4,}", value):
        return value
    if not any(_GROUPED.search(o) for o in operands) or any(_LONG_FIGURE.search(o) for o in operands):
        return value
    return f"{int(value):,}"


_MEASURE_WORD = re.compile(r"^(?P<count>\d+(?:\.\d+)?|[a-z]+)-(?P<unit>[a-z]+)$", re.IGNORECASE)
"""A measure written as a word before a noun ("ten-inch", "12-foot"), given alone as the answer."""
_IRREGULAR_PLURALS = {"foot": "feet"}


def measure_form(value: str) -> str:
    """``value`` in the form a measure is answered, "N unit", when written as a modifier ("ten-inch")."""
    found = _MEASURE_WORD.match(value.strip())
    if found is None or unit_family_of(found.group("unit")) is None:
        return value
    count, unit = found.group("count").lower(), found.group("unit").lower()
    if not count[0].isdigit():
        if count not in NUMBER_WORDS:
            return value
        count = str(NUMBER_WORDS[count])
    if count != "1":
        unit = _IRREGULAR_PLURALS.get(unit) or (
            f"{unit}es" if unit.endswith(("ch", "sh", "s", "x")) else f"{unit}s"
        )
    return f"{count} {unit}"


_WHOLE_FEET = re.compile(r"^(?P<count>\d[\d,]*(?:\.\d+)?)\s?ft\.?$")
_NO_INCHES = re.compile(r"^\s+0\s?in\b")
"""A measure in feet and no inches ("54 ft 0 in"): a whole number of feet, given as "54 feet"."""


def _whole_feet(value: str, text: str, end: int) -> str | None:
    found = _WHOLE_FEET.match(value.strip())
    if found is None or not _NO_INCHES.match(text[end:]):
        return None
    count = found.group("count")
    return f"{count} foot" if count == "1" else f"{count} feet"


_TENS = frozenset({"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"})
_SPELLED_COUNT = re.compile(
    r"^(?P<tens>[a-z]+)[-\s](?P<ones>one|two|three|four|five|six|seven|eight|nine)\b|^(?P<word>[a-z]+)\b",
    re.IGNORECASE,
)
"""A count written in words at the start of an answer: "thirty-one", "seven"."""


def _count_in_figures(question: str, value: str) -> str | None:
    """A count in words given in figures ("thirty-one children" → "31 children"), when a count is asked."""
    if _HOW_MANY.search(question.lower()) is None:
        return None
    found = _SPELLED_COUNT.match(value)
    figure = _spelled(found) if found is not None else None
    if found is None or figure is None:
        return None
    rest = value[found.end() :]
    following = fold(rest.split()[0]) if rest.strip() else ""
    if rest[:1] not in ("", " ") or following in NUMBER_WORDS or following in SCALES or following == "and":
        return None  # "one hundred and two", "twenty-one-gun": not a count alone
    return f"{figure}{rest}"


def _spelled(found: re.Match[str]) -> int | None:
    """The count a match of ``_SPELLED_COUNT`` writes ("thirty-one" → 31), or ``None`` for no count word."""
    if found.group("tens") is not None:
        tens = fold(found.group("tens"))
        return NUMBER_WORDS[tens] + NUMBER_WORDS[fold(found.group("ones"))] if tens in _TENS else None
    word = fold(found.group("word"))
    return None if word not in NUMBER_WORDS or word in ("zero", "dozen", "hundred") else NUMBER_WORDS[word]


_COUNT = r"[a-z]+(?:-[a-z]+)?"
_WORDS_SUM = re.compile(
    rf"(?:(?P<pounds>{_COUNT})\s+pounds?(?:,\s*|\s+)(?:and\s+)?)?"
    rf"(?:(?P<shillings>{_COUNT})\s+shillings?)?"
    r"(?:,?\s+(?:and\s+)?)?"
    rf"(?:(?P<pence>{_COUNT})\s+pence|(?P<coin>{PENCE_COUNT})pence)?",
    re.IGNORECASE,
)
"""A sum in the old coins in words: "seventeen pounds ten shillings", "four shillings and sixpence"."""


_BARE_SHILLINGS = re.compile(rf"(?P<count>{_COUNT})\s+and\s+(?P<coin>{PENCE_COUNT})pence", re.IGNORECASE)
"""Shillings left unsaid before the pence: "seven and sixpence" is 7s 6d."""


def old_sum_in_figures(value: str) -> str | None:
    """A sum in shillings or pence written in words, in figures with its words after it, else ``None``.

    "four shillings and sixpence" → "4s 6d (four shillings and sixpence)": the figures are the form a sum is
    compared and added in, the words what the text says. Pounds alone are left, being a weight as often.
    """
    text = value.strip()
    if (bare := _BARE_SHILLINGS.fullmatch(text)) is not None and (count := count_written(bare["count"])):
        coin = fold(bare["coin"])
        return f"{count}s {2 if coin == 'tup' else NUMBER_WORDS[coin]}d ({text[:1].lower()}{text[1:]})"
    found = _WORDS_SUM.fullmatch(text)
    if found is None or not (found.group("shillings") or found.group("pence") or found.group("coin")):
        return None
    counts = {
        name: count_written(g) if (g := found.group(name)) else 0 for name in ("pounds", "shillings", "pence")
    }
    if (coin := found.group("coin")) is not None:
        counts["pence"] = 2 if fold(coin) == "tup" else NUMBER_WORDS[fold(coin)]
    pounds, shillings, pence = counts["pounds"], counts["shillings"], counts["pence"]
    if pounds is None or shillings is None or pence is None or pence >= 12 or (pounds and shillings >= 20):
        return None
    parts = (
        f"£{pounds}" if pounds else "",
        f"{shillings}s" if shillings else "",
        f"{pence}d" if pence else "",
    )
    return f"{' '.join(p for p in parts if p)} ({text[:1].lower()}{text[1:]})"  # "Nine" opened its sentence


_SHORT_MONTH_DATE = re.compile(
    r"(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?P<month>[A-Za-z]+)\.\s*"
    r"(?:(?P<later_day>\d{1,2})(?:st|nd|rd|th)?,?\s+)?(?P<year>1\d{3}|20\d{2})"
)
"""A date with its month written short: "Octr. 9th 1815", "9 Oct. 1815", "Jany. 1820"."""


def date_in_full(value: str) -> str | None:
    """A date with a short month, as day, month and year in full: "Octr. 9th 1815" → "9 October 1815"."""
    found = _SHORT_MONTH_DATE.fullmatch(value.strip())
    month = MONTH_SHORT.get(fold(found.group("month"))) if found is not None else None
    if found is None or month is None:
        return None
    day = found.group("day") or found.group("later_day")
    return " ".join(part for part in (day, month.capitalize(), found.group("year")) if part)


def count_written(text: str) -> int | None:
    """The count a phrase is, in figures ("1,240") or in words ("forty-two", "eleven"), else ``None``."""
    text = text.strip()
    if re.fullmatch(r"\d{1,3}(?:,\d{3})*|\d+", text):
        return int(text.replace(",", ""))
    found = _SPELLED_COUNT.match(text)
    return _spelled(found) if found is not None and found.end() == len(text) else None


def column_name(sentence: Sentence, at: int) -> str:
    """The name of the table column holding offset ``at`` of ``sentence`` ("" outside a table)."""
    i = next((k for k, w in enumerate(sentence.words) if w.end > at), None)
    if i is None or not sentence.column_names:
        return ""
    cell = sentence.cell_of(i)
    return sentence.column_names[cell] if 0 <= cell < len(sentence.column_names) else ""


FIRM_ASKED = re.compile(r"^(?:which|what) (?:[a-z]+ )?(?:firm|company|builders?|contractors?|makers?)\b")
"""A question asking a firm by its kind, with a word before it or none: "Which (London) firm took ...?"."""
_OF_TOWN = re.compile(r"^,?\s+of\s+(?P<town>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)\b(?!\s+(?:&|and)\b)")
"""The town a firm is "of", right after its name: "Messrs Hollis & Sons*, of Wexcombe*"."""


def _town_of_firm(rest: str) -> str | None:
    """The town ``rest`` says a firm named just before it is of, never a street, or ``None``."""
    found = _OF_TOWN.match(rest)
    return None if found is None or STREET_NAME.search(found.group("town")) else found.group("town")


def _firm_town(question: str, value: str, text: str, end: int) -> str | None:
    """A firm answer with the town its text says it is of, as records tell firms apart, or ``None``."""
    if not FIRM_ASKED.match(question.strip().lower()) or not value[:1].isupper():
        return None
    town = _town_of_firm(text[end:])
    return None if town is None else f"{value} of {town}"


def firm_of_town(name: str, text: str) -> str:
    """``name`` with the town ``text`` gives the firm right after it: "Messrs Hollis & Sons of Wexcombe".

    A street is left off ("Mr Thomas Hebb, of Mill Lane"): it says where the man lived, not which firm.
    """
    at = text.find(name)
    town = _town_of_firm(text[at + len(name) :]) if at >= 0 and name[:1].isupper() else None
    return name if town is None else f"{name} of {town}"


def _town(question: str, value: str, text: str, end: int) -> str | None:
    """The town a place answer's sentence joins to it after a comma ("Swan Inn, Tobbury"), or ``None``."""
    if not _PLACE_ASKED.match(question.strip()) or not value[:1].isupper():
        return None
    joined = _JOINED_TOWN.match(text[end:])
    if joined is None or fold(joined.group("town").split()[0]) in STOPWORDS:
        return None
    return joined.group("town")


_LABELLED_SUM = re.compile(r"^\s*:\s*(?P<sum>[£$€]\s?\d[\d,]*(?:\.\d+)?)")
"""The sum a label's line gives after its colon ("Original cost of erection: *£7,850*")."""


def _labelled_sum(question: str, value: str, text: str, end: int) -> str | None:
    """The sum on a label's line, when a cost question was answered with the label's words."""
    if PAYING_WORDS.search(question) is None or any(c.isdigit() for c in value):
        return None
    found = _LABELLED_SUM.match(text[end:])
    return None if found is None else found.group("sum")


_TITLE_MARKS = {"*": "*", "_": "_", '"': '"', "\u201c": "\u201d"}
"""Marks that open an italic or quoted title, and the marks that close it."""


def _marked_title(value: str, text: str, end: int) -> str | None:
    """The title a value runs into from the words before it ("performance of *The Vigil*" → "The Vigil").

    A value that holds a title's opening mark, with words before it, and ends where its text closes the
    title, took words that are not the title's: the title alone is the answer.
    """
    for opener, closer in _TITLE_MARKS.items():
        at = value.rfind(opener)
        if at > 0 and closer not in value[at + 1 :] and text.startswith(closer, end):
            title = value[at + 1 :].strip()
            if title[:1].isupper():
                return title
    return None


_SUB_UNITS = frozenset(
    {"perch", "perches", "pole", "poles", "inch", "inches", "pence", "d", "oz", "qrs", "lb"}
)
"""Smaller units a compound measure goes on with: "1 rood *20 perches*", "4 feet *6 inches*"."""
_GOES_ON = re.compile(r"\s*,?\s+(?:and\s+)?\d{1,4}\s*(?P<unit>[a-z]{1,10})\b", re.IGNORECASE)


def _measure_goes_on(value: str, text: str, end: int) -> str | None:
    """The rest of a compound measure after ``value`` ends at ``end`` ("1 rood" → " 20 perches"), or ``None``.

    The rest is a figure in a smaller unit of the value's own family, or one of the small units old measures
    end in (perches, inches, pence).
    """
    last = value.split()[-1:]
    family = unit_family_of(last[0]) if last else None
    went = _GOES_ON.match(text, end) if family is not None else None
    if went is None:
        return None
    unit = went.group("unit").lower()
    return went.group() if unit in _SUB_UNITS or unit_family_of(unit) == family else None


def hundreds_in_figures(value: str) -> str | None:
    """``value`` with the hundreds it opens with in figures ("one hundred and ten feet" → "110 feet")."""
    found = hundreds_written(value.strip())
    return None if found is None else f"{found[0]}{value.strip()[found[1] :]}"


def completed(question: str, value: str, text: str, end: int, column: str = "", caption: str = "") -> str:
    """``value``, read from ``text`` ending at offset ``end``, with the words the sentence gives it whole.

    A measure written as a modifier is given as "N unit" ("ten-inch" → "10 inches"), and a cost answered
    with a label's words by the sum on its line ("cost of erection" of "Cost of erection: £90" → "£90"). A
    bare count gains the counted noun the question asks for when its sentence, the name of its table
    ``column`` or the ``caption`` over its table names it ("14" of "Number of locks: 14" → "14 locks"); a
    place gains the town joined to it ("Swan Inn" of "at the Swan Inn, Tobbury." → "Swan Inn, Tobbury"); a
    sum gains its rate ("£260" of "£260 per annum"); a value running from the words before a title into the
    title's marks is the title alone. Anything else is returned as it is.
    """
    if (figure := hundreds_in_figures(value)) is not None:
        return figure
    if (measure := measure_form(value)) != value:
        return measure
    if (title := _marked_title(value, text, end)) is not None:
        return title
    if (feet := _whole_feet(value, text, end)) is not None:
        return feet
    if (rest := _measure_goes_on(value, text, end)) is not None:
        return f"{value}{rest}"  # "2 roods" of "2 roods 14 perches" is the whole measure
    if (figure := _labelled_sum(question, value, text, end)) is not None:
        return figure
    value = old_sum_in_figures(value) or date_in_full(value) or value  # "4s 6d (four shillings and ...)"
    written = value
    if (figures := _count_in_figures(question, value)) is not None:
        value = figures
    if (unit := _column_measure(question, value, column)) is not None:
        return f"{value} {unit}"  # "112" under "Good Intent (tuns)" is oil, whatever the caption counts
    if (noun := _counted(question, value, (text, column, caption))) is not None:
        return f"{value} {noun}"
    # "a roll of 186" answers "How many students"; "the ten at Kell" may be bells, not members
    if not column and written[:1].isdigit() and _bare_count(value) and counted_noun(text, value) is None:
        if (noun := _asked_noun(question)) is not None:
            return f"{value} {noun}"
    if (town := _town(question, value, text, end)) is not None:
        return f"{value}, {town}"
    if (firm := _firm_town(question, value, text, end)) is not None:
        return firm  # "Messrs Hollis & Sons of Wexcombe"
    sum_or_figure = any(c.isdigit() for c in value) or MONEY_WRITTEN.search(value) is not None
    rate = RATE_AFTER_SUM.match(text[end:]) if sum_or_figure else None
    if rate is not None:  # "eighteen shillings a week"
        return f"{value} {rate.group('rate')}"
    return value
