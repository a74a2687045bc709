"""Answers of another kind, year or subject than asked, read from sentences that state them plainly.

Each rule names one way a well-grounded value still answers another question: the margin of a comparison
("older by more than forty years") for a measure, a count of the measured things themselves ("six stills")
for their capacity, a title held at a place ("Warden of Aske College") for the place, a value the cited
text pairs with another year than the asked one, and a measure of the thing a pronoun stands for when the
paragraph never names the asked subject; the time between two events, a value compared with the asked
thing, the amount of a change, a span's first year for its end; and a table value in another column than
asked (``_columns``). Every rule returns a list of reasons (empty when it does not fire).
The judge makes the checks a draft alone allows; the reasoner makes the paragraph checks over the passages
it searched.
"""

from __future__ import annotations

import re

from .._draft import Draft
from .._text import STOPWORDS, fold, words
from ._columns import other_column_problem
from ._fact import read_fact
from ._lexicon import BUILDING_HEADS, CLOSING_WORD, MEASURE_NOUNS, key, unit_family_of
from ._measures import counted_noun, value_at

__all__ = [
    "changed_by_problem",
    "common_name_problem",
    "compared_other_problem",
    "context_problems",
    "entry_life_problem",
    "indefinite_owner_problem",
    "label_year_problem",
    "margin_problem",
    "modified_count_problem",
    "offset_problem",
    "mismatch_problems",
    "other_ordinal_problem",
    "other_year_problem",
    "partial_name_problem",
    "participle_subject_problem",
    "position_problem",
    "pronoun_subject_problem",
    "self_count_problem",
    "span_end_problem",
    "closed_thing_problem",
    "lease_end_problem",
    "title_phrase_problem",
]

_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
_MARGIN_BEFORE = re.compile(
    r"\b(?:[a-z]+er|more|less|fewer) by (?:(?:more|less) than |about |almost |nearly |some |over |just )?$"
)
"""The words right before a comparison's margin: "older *by more than* forty years"."""
_COMPARATIVE_ASKED = re.compile(r"\b(?:[a-z]+er|more|less|fewer)\b.*\bthan\b|\bby how much\b|\bdifference\b")
_TITLE_PHRASE = re.compile(r"^(?P<title>[A-Z][a-z]+(?:-[A-Z][a-z]+)?) of (?P<rest>.+)$")
_WHICH_HEAD = re.compile(r"^(?:in |at |of |from |to |for )?which (?P<head>[a-z]+)\b")
_HOW_MANY = re.compile(r"\bhow many (?:more |fewer |less )?(?P<noun>[a-z]+)")
_QUANTITY = re.compile(r"[0-9]")
"""Only a figure is read for its year: a name's years are the span it held a post, checked elsewhere."""
_PRONOUN_START = re.compile(r"^(?:It|Its|They|Their|He|His|She|Her)\b")
_POSITION = re.compile(r"\b(above|below|beneath|under)\b")
_CALLED = re.compile(r"\bcall(?:s|ed)?\b")
_ORDINAL = re.compile(
    r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)
_INDEFINITE_OWNER = re.compile(r"\b(?:a|an)\s+(?:[a-z]+\s+){0,3}(?P<noun>[a-z]+)\s+$")
"""The thing a measure right after it belongs to: "a new concrete *canopy* 12 metres long"."""
_DESCRIBES_BEFORE = re.compile(r"(?:,|\b(?:is|was|are|were|be|been|became|becomes|remains|remained))\s*$")
"""What makes an "a ..." phrase describe the name before it: "Orra Falls, a cascade 9 metres high"."""
_LABEL_LINE = re.compile(r"^[^.]{0,40}\b(?:1[0-9]{3}|20[0-9]{2})\b[^.]{0,20}$")


def _years(text: str) -> set[str]:
    return set(_YEAR.findall(text))


def _spanned(found: set[str], asked: set[str]) -> bool:
    """Whether an asked year falls inside the span of the found ones (a holder "1919-1936" in 1932)."""
    return any(min(found) < year < max(found) for year in asked)


def margin_problem(question: str, value: str, cited: str) -> list[str]:
    """A comparison's margin ("older by more than forty years") for a measure the question asks outright.

    The margin measures how far the subject exceeds something else; it answers "how much older" questions,
    never "How long is the Old Bond?".
    """
    if _COMPARATIVE_ASKED.search(question.lower()):
        return []
    at = cited.find(value)
    if at <= 0 or not _MARGIN_BEFORE.search(cited[:at].lower().rstrip() + " "):
        return []
    return [f"the answer {value!r} is the margin of a comparison with something else, not the asked measure"]


_OFFSET_AFTER = re.compile(r"^\s+(?:before|after|earlier|later|ahead of|behind)\b")
"""What makes a duration the time between two events: "two years *before* its neighbour"."""
_OFFSET_ASKED = re.compile(r"\b(?:before|after|between|earlier|later|since|until|than|difference)\b")
_DURATION = re.compile(r"\b(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centur(?:y|ies))$")


def offset_problem(question: str, value: str, cited: str) -> list[str]:
    """A duration its sentence sets between two events ("two years before") for one asked outright.

    "The Kell Tunnel was finished in 1801, two years before the canal" answers "How many years before the
    canal was the tunnel finished?", never "How long did the tunnel take to build?".
    """
    if _OFFSET_ASKED.search(question.lower()) or not _DURATION.search(value.lower()):
        return []
    at = cited.find(value)
    if at < 0 or not _OFFSET_AFTER.match(cited[at + len(value) :].lower()):
        return []
    return [f"the answer {value!r} is the time between two events, not the length of time the question asks"]


_COMPARED_AFTER = re.compile(
    r"^[^.;]*?\b(?:twice|half|thrice|double|treble|[a-z]+ times|more than|less than|fewer than|than)\b"
    r"(?P<rest>[^.;]*)"
)
"""A comparison after a value, whose other side follows: "400 gallons, twice *what the old one did*"."""


def compared_other_problem(question: str, value: str, cited: str) -> list[str]:
    """A value given to one side of a comparison for the question's other side.

    In "It lifts 400 gallons a minute, twice what the old one did." the 400 gallons are not the old pump's:
    the asked word "old" stands only on the comparison's other side, after the value.
    """
    at = cited.find(value)
    if _COMPARATIVE_ASKED.search(question.lower()) or at < 0:
        return []
    found = _COMPARED_AFTER.match(cited[at + len(value) :])
    if found is None:
        return []
    asked = {key(w.text) for w in words(question) if w.text.islower() and w.text not in STOPWORDS}
    other = {key(w.text) for w in words(found.group("rest"))}
    before = {key(w.text) for w in words(cited[:at])}
    only = sorted((asked & other) - before)
    if not only:
        return []
    return [f"the answer {value!r} is compared with the {only[0]!r} one, which the question asks about"]


_CHANGE_STEMS = (
    r"(?:rais|lower|increas|reduc|extend|lengthen|widen|deepen|heighten|enlarg|shorten|cut|grew|grown|rose|"
    r"risen|fell|fallen|add)"
)
_CHANGED_BY = re.compile(
    rf"\b{_CHANGE_STEMS}\w*\b[^,;.]{{0,40}}\bby\s+(?:about\s+|some\s+|nearly\s+|over\s+)?$"
)
"""A change's amount right before the value: "raised the dam *by* 8 feet"."""
_CHANGE_ASKED = re.compile(rf"\bby how\b|\bhow much\b|\b{_CHANGE_STEMS}\w*\b|\bdifference\b|\bthan\b")


def changed_by_problem(question: str, value: str, cited: str) -> list[str]:
    """The amount a thing was changed by ("raised the dam by 8 feet") for its measure asked outright.

    "How high is the dam?" is not answered by the 8 feet the dam was raised by; "By how much was the dam
    raised?" is.
    """
    at = cited.find(value)
    if at <= 0 or not _QUANTITY.search(value) or _CHANGE_ASKED.search(question.lower()):
        return []
    if not _CHANGED_BY.search(cited[:at].lower()):
        return []
    return [f"the answer {value!r} is the amount of a change, not the measure the question asks for"]


_ENDING = re.compile(
    r"\b(?:stop|stopp|ceas|end|left|leave|gave up|give up|clos|retir|quit|finish|last|withdr)\w*\b"
)
_BEGINNING = re.compile(r"\b(?:start|begin|began|begun|took over|take over|open|found(?:ing|ed|ation))\w*\b")


def span_end_problem(question: str, value: str, cited: str) -> list[str]:
    """The year opening a span ("from 1850 to 1901") for its end asked, or its closing year for its start.

    "When did the family stop keeping the inn?" is not answered by the 1850 of "kept by the family from 1850
    to 1901"; "When did they begin?" is not answered by its 1901.
    """
    if not _YEAR.fullmatch(value.strip()):
        return []
    year = re.escape(value.strip())
    opens = re.search(
        rf"\b(?:from|between)\s+(?:\w+\s+){{0,2}}?{year}\s*(?:to|until|till|and|[-–])\s*", cited
    )
    opens = opens or re.search(rf"\b{year}\s*[-–]\s*(?:1\d{{3}}|20\d{{2}})\b", cited)
    closes = re.search(
        rf"(?:\b(?:to|until|till)\s+(?:\w+\s+){{0,2}}?|\b(?:1\d{{3}}|20\d{{2}})\s*[-–]\s*){year}\b", cited
    )
    asked = question.lower()
    if opens and not closes and _ENDING.search(asked) and not _BEGINNING.search(asked):
        return [f"the answer {value!r} opens a span of years, and the question asks when it ended"]
    if closes and not opens and _BEGINNING.search(asked) and not _ENDING.search(asked):
        return [f"the answer {value!r} closes a span of years, and the question asks when it began"]
    return []


_CLOSED_THING = re.compile(
    r"\b(?P<noun>accounts?|books|list|subscriptions?|meeting|sale|inquiry|debate|ledger|register|foundry"
    r"|department|branch|forge|section|shed|pit)\s+"
    r"(?:(?:for|of)\s+[^.;,]{1,60}?\s+)?(?:(?:is|was|were|are|being|been|then|now|duly|formally)\s+){0,3}closed\b",
    re.IGNORECASE,
)
"""A closing of no establishment, or of a part of one: "*the account is closed* as follows", "the account
for the rebuilding of the sawmill was closed", "*Foundry closed* 1977" in a row of the works' output."""


def closed_thing_problem(question: str, value: str, cited: str) -> list[str]:
    """A date of an account or a list closed, for the closing of a works the question asks.

    "the shop being at work by the beginning of September 1856, the account is closed as follows" dates no
    closing of the works; a question asking when the account was closed is answered by it.
    """
    if not CLOSING_WORD.search(question) or value_at(cited, value) is None:
        return []
    closings = list(CLOSING_WORD.finditer(cited))
    things = [m for m in _CLOSED_THING.finditer(cited) if not re.search(rf"\b{m['noun']}", question, re.I)]
    if not closings or len(things) < len(closings):
        return []
    return [f"the date {value!r} is of {things[0]['noun']!r} closed, not of what the question asks"]


_LEASE_ENDED = re.compile(
    r"\blease\s+(?:(?:then|thereupon|thus|had|was|has)\s+)?(?:merged|expired|ended|lapsed|determined|"
    r"surrendered|fell\s+in|ran\s+out)\b",
    re.IGNORECASE,
)
"""A lease's end told after a year: "purchased ... in 1834, whereupon *the lease merged*"."""
_LEASE_END_ASKED = re.compile(r"\b(?:merg|expir|end|laps|determin|surrender|fell in|ran out|run out)", re.I)


def lease_end_problem(question: str, value: str, cited: str) -> list[str]:
    """A year a lease ended in for the date of the lease.

    "The freehold was purchased in 1834, whereupon the lease merged" ends the lease in 1834; it was granted
    long before.
    """
    if not re.search(r"\blease\b", question, re.IGNORECASE) or _LEASE_END_ASKED.search(question):
        return []
    if value_at(cited, value) is None or _LEASE_ENDED.search(cited) is None:
        return []
    return [f"the year {value!r} is one its sentence ends the lease in, not the lease's own date"]


def self_count_problem(question: str, value: str, cited: str) -> list[str]:
    """A count of the measured things themselves ("six *stills*") for a measure of one of them (capacity).

    "What is the capacity of a spirit still?" asks what one still holds; "Glen Orra has six stills" says how
    many stills there are.
    """
    lowered = question.lower()
    if lowered.startswith("how many"):
        return []
    asked = [w.text for w in words(question)]
    measured = [w for w in asked if key(w) in MEASURE_NOUNS or fold(w) == "capacity"]
    counted = counted_noun(cited, value)
    if not measured or counted is None:
        return []
    if key(counted) not in {key(w) for w in asked}:
        return []
    return [f"the answer {value!r} counts the {counted} themselves, not their {fold(measured[0])}"]


def modified_count_problem(question: str, value: str, cited: str) -> list[str]:
    """A count of other things behind one modifier ("88 study *bedrooms*") for "How many volumes".

    The plain case ("9 asteroids") is the judge's own count check; this one reads past a single lower-case
    word, when neither it nor the noun after it is a word of the question.
    """
    asked = _HOW_MANY.search(question.lower())
    at = value_at(cited, value)
    if asked is None or at is None or unit_family_of(asked.group("noun")) is not None:
        return []
    ws = words(cited)
    last = at[1]
    if last + 1 >= len(ws) or cited[ws[last - 1].end : ws[last + 1].start] != f" {ws[last].text} ":
        return []
    modifier, noun = fold(ws[last].text), fold(ws[last + 1].text)
    if not (modifier.isalpha() and modifier.islower() and noun.isalpha() and noun.endswith("s")):
        return []
    if modifier in STOPWORDS or unit_family_of(modifier) is not None or unit_family_of(noun) is not None:
        return []
    if ws[last].text != modifier or {key(modifier), key(noun)} & {key(w.text) for w in words(question)}:
        return []
    wanted = asked.group("noun")
    return [f"the answer {value!r} counts {modifier} {noun}, not the {wanted} the question asks for"]


def title_phrase_problem(question: str, value: str) -> list[str]:
    """A title held at the asked thing ("Warden of Aske College") for "which college".

    The answer names something *of* the college (its head's title), not the college: it passes only when
    its first word is the asked head noun itself ("University of Kent" for "which university").
    """
    head = _WHICH_HEAD.match(question.strip().lower())
    phrase = _TITLE_PHRASE.match(value.strip())
    if head is None or phrase is None:
        return []
    noun = key(head.group("head"))
    if key(phrase.group("title")) == noun or noun not in {key(w.text) for w in words(phrase.group("rest"))}:
        return []
    return [f"the answer {value!r} is a title of the {head.group('head')}, not the {head.group('head')}"]


_SINCE_COMPARED = re.compile(
    r"\b(?:highest|lowest|largest|smallest|most|fewest|best|worst|biggest|greatest)\s+(?:\w+\s+){0,2}"
    r"(?:since|before)\s+(?:1\d{3}|20\d{2})\b",
    re.IGNORECASE,
)
"""A superlative measured against an earlier year: "the highest since 2011"."""


_COMPARED = re.compile(r"\b(?:as\s+)?(?:compared\s+(?:with|to)|against(?=\s+[£$]?\d))\b[^;.]*", re.IGNORECASE)
"""A figure of another time set beside the value: "*as compared with 1,088 at the end of 1911*"."""


_EFFECTIVE_FROM = re.compile(
    r"\b(?:as |with effect )?from (?:the )?(?:\d{1,2}(?:st|nd|rd|th)? )?(?:[A-Z][a-z]+ )?"
    r"(?P<year>1[0-9]{3}|20[0-9]{2})\b(?!\s*(?:to|until|till|and)\b|\s*[-\u2013])"
)
"""The date a decision takes effect from: "appointed curator *from 1 April 1911*" (no span's start)."""
_DONE_ASKED = re.compile(r"\bdid\b")


def _effective_later(question: str, part: str, asked: set[str]) -> str:
    """``part`` without the dates a decision the question dates takes effect from, later than it.

    "At what salary did the board appoint the clerk in 1905?" is answered by "appointed from 1 January
    1906 at a salary of £90": the salary is the one the 1905 decision set, whatever day it began.
    """
    if not _DONE_ASKED.search(question.lower()):
        return part
    return _EFFECTIVE_FROM.sub(lambda m: " " if m.group("year") > max(asked) else m.group(), part)


def other_year_problem(question: str, value: str, cited: str) -> list[str]:
    """A value the cited text pairs with another year than every asked one ("5,900 barrels in 2018").

    The value's own ``;``-separated part of its sentence is read: when it names years and none of them is
    asked, the value belongs to another year.
    """
    asked = _years(question)
    at = cited.find(value)
    if not asked or at < 0 or not _QUANTITY.search(value):
        return []
    start = cited.rfind(";", 0, at) + 1
    stop = cited.find(";", at + len(value))
    part = cited[start : stop if stop >= 0 else len(cited)]
    # "was 1,146, as compared with 1,088 at the end of 1911": the year dates the figure compared with
    part = _COMPARED.sub(lambda m: m.group() if value in m.group() else " ", part).replace(value, " ")
    if cited.lstrip().startswith("|"):
        # a table row: the row's name and the value's own cell date it, another column's year does not
        cells = cited.strip().strip("|").split("|")
        part = " ".join([cells[0], *(c for c in cells[1:] if value in c)]).replace(value, " ")
    # "the highest *since 2011*" compares the value with an earlier year; it does not date the value
    part = _effective_later(question, _SINCE_COMPARED.sub(" ", part), asked)
    found = _years(part)
    if not found or found & asked or _spanned(found, asked):
        return []
    given, wanted = ", ".join(sorted(found)), ", ".join(sorted(asked))
    return [f"the answer {value!r} is given for {given}, not for {wanted}"]


def label_year_problem(question: str, value: str, text: str, before: str) -> list[str]:
    """A value read under a label line of another year ("Year: 1900" over a row asked for 2020).

    ``before`` is the document text of the cited span's paragraph up to the span. When the figure's span
    names no year and a short label line above it in the paragraph names years, none of them asked, the row is
    another year's.
    """
    asked = _years(question)
    if not asked or _years(text) or not _QUANTITY.search(value):
        return []
    labels = [line for line in before.splitlines() if _LABEL_LINE.match(line.strip()) and ":" in line]
    found = set().union(*(_years(line) for line in labels)) if labels else set()
    if not found or found & asked:
        return []
    return [f"the cited row stands under {', '.join(sorted(found))}, not {', '.join(sorted(asked))}"]


_BARE_LIFE = re.compile(r"^\W{0,3}(?:Died|Born|Buried|Baptised|Baptized|Married)\b")
"""A sentence of a sketch of a life that leaves its subject unsaid: "*Died* 3rd February 1848."."""
_ENTRY_HEAD = re.compile(r"^\s*\*\*(?P<name>[^*\n]{2,100}?)\*\*")
"""The bold name heading a sketch: "**MARLOW, Josiah, the younger (1782–1848).**"."""


def entry_life_problem(question: str, text: str, before: str) -> list[str]:
    """A bare "Died ..." of a sketch headed by another person than the one asked about.

    "**MARLOW, Josiah, the younger (1782–1848).** ... he took into partnership Edwin Tibbits ... Died 3rd
    February 1848." tells Josiah Marlow's death: a sketch's subjectless sentence is its heading's, whoever
    the sketch names on the way. ``before`` is the paragraph's text before the cited span.
    """
    head = _ENTRY_HEAD.match(before)
    if not _BARE_LIFE.match(text):
        return []
    entities = read_fact(question).entities
    people = [[key(w.text) for w in words(e) if w.text[:1].isupper()] for e in entities]
    if head is None:
        # the passage opens inside the sketch: "In 1811 he took Edmund Pell into partnership" makes the
        # sketch's "he" another man than Edmund Pell, whose bare "Died ..." it goes on to tell
        told = [s for s in re.split(r"(?<=[.;])\s+", before) if _PRONOUN_DOER.match(s)]
        if any(named and set(named) <= {key(w.text) for w in words(s)} for s in told for named in people):
            return [f"the cited sentence is of the sketch of the one it calls he, not of {entities[0]}"]
        return []
    headed = {key(w.text) for w in words(head.group("name"))}
    if not any(people) or any(set(named) & headed for named in people):
        return []  # "How old was Ann Roe when the company was formed?" may read Ann Roe's own sketch
    return [f"the cited sentence is of the sketch of {head['name'].strip(' .')}, not of {entities[0]}"]


_PRONOUN_DOER = re.compile(r"^(?:(?:in|on|about|by|after|from)\s+[^,]{1,30}?,?\s+)?(?:he|she)\s+[a-z]+", re.I)
"""A sentence whose doer is the sketch's subject by a pronoun: "In 1811 *he took* Edmund Pell into ..."."""


def pronoun_subject_problem(question: str, text: str, before: str) -> list[str]:
    """A sentence opening on a pronoun whose paragraph names neither the asked subject nor its words.

    In "Runway 09/27 is the main runway. It ... is 23 metres wide." the "It" is the runway; the width is
    not the glider strip's. ``before`` is the paragraph's text before the cited span.
    """
    if not _PRONOUN_START.match(text.strip()) or not before.strip():
        return []
    fact = read_fact(question)
    wanted = {key(w.text) for name in fact.entities for w in words(name) if not _YEAR.fullmatch(w.text)}
    wanted |= {key(t) for t in fact.terms}
    if not wanted:
        return []
    said = {key(w.text) for w in words(before + " " + text)}
    if wanted & said:
        return []
    return ["the cited sentence's pronoun stands for another subject than the asked one"]


_NAMED_THING = re.compile(rf"\bthe\s+(?P<name>(?:[A-Z][\w'’-]+\s+){{0,3}}(?:{BUILDING_HEADS}))\b")
"""A thing named with its kind in a sentence: "was *the Quillet Pavilion*, built to ..."."""


def pronoun_other_thing_problem(question: str, text: str, before: str) -> list[str]:
    """A sentence opening on "It" after a sentence naming another thing, where neither names the asked one.

    In "The great work of the 1880s was the Quillet Pavilion, built to a design of Tom Skelwith. It was
    opened in 1888." the "It" is the pavilion: the opening date is not the park's the question asks of.
    """
    if not re.match(r"^It\b", text.strip()) or not before.strip():
        return []
    last = re.split(r"(?<=[.!?])\s+", before.strip())[-1]
    entities = [e for e in read_fact(question).entities if not _YEAR.fullmatch(e)]
    if not entities or any(
        re.search(rf"\b{re.escape(e)}\b", f"{last} {text}", re.IGNORECASE) for e in entities
    ):
        return []
    things = [m.group("name") for m in _NAMED_THING.finditer(last)]
    if not things:
        return []
    return [f"the cited sentence's 'It' may stand for the {things[-1]}, not the asked {entities[0]}"]


_PARTICIPLE_THEN_PRONOUN = re.compile(
    r"^(?:[A-Z][a-z]+ed|Born|Brought|Taught|Known|Grown)\b[^,;.]*,\s+(?:he|she|they|it)\b"
)
"""A sentence opening on a participle whose subject is a pronoun: "Born in Rossly in 1910, he had been"."""


def participle_subject_problem(question: str, text: str, before: str) -> list[str]:
    """A sentence whose participle opening tells of a pronoun that its paragraph never ties to the subject.

    In "Hugh Pennant, 1948-1969. Born in Rossly in 1910, he had been the deputy." the birthplace is Hugh
    Pennant's: the paragraph names no word of the asked person, so "he" is someone else.
    """
    if not _PARTICIPLE_THEN_PRONOUN.match(text.strip()) or not before.strip():
        return []
    wanted = {
        key(w.text)
        for name in read_fact(question).entities
        for w in words(name)
        if not _YEAR.fullmatch(w.text)
    }
    if not wanted or wanted & {key(w.text) for w in words(before + " " + text)}:
        return []
    return ["the cited sentence's pronoun stands for another subject than the asked one"]


_NAME_RUN = re.compile(r"(?P<name>\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")


def partial_name_problem(question: str, text: str, before: str, topic: str = "") -> list[str]:
    """A sentence opening on a pronoun whose paragraph names only part of the asked name.

    In "Brackwell is a market town. Its station opened in May 1958." the station is Brackwell's: it does not
    answer for Brackwell Green, whose name neither the paragraph nor its heading (``topic``) gives whole.
    """
    if not _PRONOUN_START.match(text.strip()) or not before.strip():
        return []
    said = {key(w.text) for w in words(f"{before} {text} {topic}")}
    runs = [
        [key(w.text) for w in words(m.group("name"))]
        for m in _NAME_RUN.finditer(before)
        if not before[: m.start()].rstrip().lower().endswith("the")
    ]
    for entity in read_fact(question).entities:
        named = [key(w.text) for w in words(entity) if w.text[:1].isupper()]
        if len(named) < 2 or set(named) <= said:
            continue
        # "Brackwell is ..." names a place of its own, not "the Trust" standing for "Dunmere Bus Trust"
        if any(run and run[0] == named[0] and set(run) < set(named) for run in runs):
            return [f"the cited sentence's pronoun stands for a name sharing only part of {entity!r}"]
    return []


def context_problems(question: str, value: str, text: str, before: str, step: str | None = None) -> list[str]:
    """The checks that need the cited sentence's paragraph: ``before`` is its text up to ``text``.

    Made by the reasoner over the passages it searched (the judge sees only the draft). The column a value
    stands in is held to the ``step`` it answers, when one is given: "When was Kell station closed?",
    asked for "For how many years was Kell station open?", is answered from the "Closed" column, not the
    "Opened" one the whole question's word names.
    """
    return (
        label_year_problem(question, value, text, before)
        + entry_life_problem(question, text, before)
        + pronoun_subject_problem(question, text, before)
        + pronoun_other_thing_problem(question, text, before)
        + participle_subject_problem(question, text, before)
        + other_column_problem(step or question, value, text, before)
    )


def _part_of(cited: str, value: str) -> str | None:
    """The ``;``-separated part of the cited text holding the value, or ``None`` when it is not there."""
    at = cited.find(value)
    if at < 0:
        return None
    stop = cited.find(";", at + len(value))
    return cited[cited.rfind(";", 0, at) + 1 : stop if stop >= 0 else len(cited)]


def position_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure of another extent of the thing for one asked "above" or "below" something.

    "How high is the roof above the floor?" is not answered by the 30 metres of "30 metres from the door to
    the wall; roof 12 metres above the floor": the cited text places another value above, not this one.
    """
    asked = _POSITION.search(question.lower())
    part = _part_of(cited, value)
    if asked is None or part is None or not _QUANTITY.search(value):
        return []
    word = asked.group(1)
    if re.search(rf"\b{word}\b", part.lower()) or not re.search(rf"\b{word}\b", cited.lower()):
        return []
    return [f"the answer {value!r} is not the measure the cited text gives {word} the asked point"]


def common_name_problem(question: str, value: str) -> list[str]:
    """A common noun phrase ("bus station", "given a new name") for what something is called.

    A name people call a thing by opens, after an article, with a capital or a figure; a phrase opening in
    lower case ("concert hall in Tenby Cross") is what the sentence says around the name, not the name.
    """
    if not _CALLED.search(question.lower()):
        return []
    head = [w for w in value.split() if w.lower() not in {"the", "a", "an"}][:1]
    if not head or head[0][0].isupper() or head[0][0].isdigit():
        return []
    return [f"the answer {value!r} is a common phrase, not a name the thing is called"]


def other_ordinal_problem(question: str, value: str, cited: str) -> list[str]:
    """A value the text gives another ordinal of the asked thing ("Third voyage: 9 ports" for the first).

    Only when the cited text names the asked noun with another ordinal and never with the asked one.
    """
    asked = [(m.group(1).lower(), key(m.group("noun"))) for m in _ORDINAL.finditer(question)]
    if not asked or cited.find(value) < 0:
        return []
    given = {(m.group(1).lower(), key(m.group("noun"))) for m in _ORDINAL.finditer(cited)}
    for ordinal, noun in asked:
        others = sorted(o for o, n in given if n == noun and o != ordinal)
        if others and (ordinal, noun) not in given:
            return [f"the answer {value!r} is given for the {others[0]} {noun}, not the {ordinal}"]
    return []


def indefinite_owner_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure the text gives a thing it introduces ("a new *porch* 4 metres long") for the asked subject.

    The noun right before the value, after "a" or "an", owns it; when the question never names that noun,
    the value measures something else. A phrase after a comma or a copula describes the name before it
    ("Orra Falls, a cascade 9 metres high") and is left alone.
    """
    at = cited.find(value)
    if at <= 0 or not _QUANTITY.search(value):
        return []
    owner = _INDEFINITE_OWNER.search(cited[:at])
    if owner is None or _DESCRIBES_BEFORE.search(cited[: owner.start()]):
        return []
    noun = owner.group("noun")
    if noun in STOPWORDS or unit_family_of(noun) is not None:
        return []
    if key(noun) in {key(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} measures a {noun}, not the asked subject"]


_OWN_TIME = re.compile(
    r"\b(?:at|on|upon)\s+(?:(?:its|their|the)\s+)?(?:registration|incorporation|formation|founding|opening|outset)\b",
    re.IGNORECASE,
)
"""A time an operand names by its subject's own event, not by a year: "its capital *at registration*"."""


def _years_held_elsewhere(draft: Draft, i: int) -> bool:
    """Whether step ``i`` is dated by its own event and every year of the question is another operand's.

    "By how much was the capital increased in 1920 over its capital at registration?": 1920 dates the
    raised capital, and the capital at registration may be given for 1898.
    """
    wanted = _years(draft.question)
    others = set().union(*(_years(s.question) for j, s in enumerate(draft.steps) if j != i))
    return bool(wanted) and wanted <= others and _OWN_TIME.search(draft.steps[i].question) is not None


def mismatch_problems(draft: Draft) -> list[str]:
    """The draft-only reasons above for every checked step: each operand of a calculation, else the last."""
    if not draft.steps or draft.value is None:
        return []
    checked = range(len(draft.steps)) if draft.calculation is not None else [len(draft.steps) - 1]
    problems: list[str] = []
    for i in checked:
        step = draft.steps[i]
        value = step.answer.strip()
        asked = step.question if _years(step.question) else draft.question
        if draft.calculation is not None and _years_held_elsewhere(draft, i):
            # "increased in 1920 over its capital at registration": the 1920 is the other operand's
            asked = step.question
        if draft.calculation is None:
            problems += title_phrase_problem(draft.question, value)
            problems += common_name_problem(draft.question, value)
        markers = set(step.markers)
        for c in (c for c in draft.citations if c.marker in markers):
            if draft.calculation is None:
                problems += margin_problem(draft.question, value, c.text)
                problems += offset_problem(draft.question, value, c.text)
                problems += changed_by_problem(draft.question, value, c.text)
                problems += compared_other_problem(draft.question, value, c.text)
                problems += self_count_problem(draft.question, value, c.text)
                problems += modified_count_problem(draft.question, value, c.text)
                problems += position_problem(draft.question, value, c.text)
                problems += other_ordinal_problem(draft.question, value, c.text)
            problems += other_year_problem(asked, value, c.text)
            problems += closed_thing_problem(step.question, value, c.text)
            problems += lease_end_problem(step.question, value, c.text)
            # an operand's year is checked against the event its own step asks: "the withdrawal of the
            # service" is not dated by the first year of "notices of withdrawal, 1956–1957"
            problems += span_end_problem(
                draft.question if draft.calculation is None else step.question, value, c.text
            )
            problems += indefinite_owner_problem(step.question, value, c.text)
    return list(dict.fromkeys(problems))
