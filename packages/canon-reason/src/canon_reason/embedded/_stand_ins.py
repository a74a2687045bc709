"""Vetoes of a value that stands in for a fact its corpus does not give.

When the passage stating the asked fact is missing, retrieval still finds sentences sharing the question's
words, and the reader lifts the nearest value of the right shape from them: a bare count for a length, a
name cut off at its first initial, the relative of an office-holder for the holder, the founder of
another body of the same kind, an hour of the day for a count, or the street a named building stands in
for the building. Each check gets the question, the value and one cited text, and returns
its reasons (an empty list when it finds none).
"""

from __future__ import annotations

import re

from .._draft import Draft
from .._text import STOPWORDS, fold, words
from ._borrowed import _KIN_WORDS
from ._lexicon import NUMBER_WORDS, key, unit_family_of, units_in
from ._measures import value_at
from ._operand_figures import bounded_after

_MEASURED = {"tall": "length", "high": "length", "deep": "length", "wide": "length", "far": "length"}
"""The unit family a "how <adjective>" question asks in, where only one can answer it."""
_HOW = re.compile(r"\bhow (?P<adjective>[a-z]+)\b")
_IN_UNIT = re.compile(r"\bin (?P<unit>[a-z]+(?: [a-z]+)?)\s*\??\s*$")
"""A unit the question names at its end: "How long is the tunnel *in metres*?"."""


def _asked_family(question: str) -> str | None:
    """The unit family ``question`` asks its quantity in, when the question fixes one."""
    low = question.lower().strip()
    named = _IN_UNIT.search(low)
    if named is not None:
        units = units_in(named.group("unit"))
        family = unit_family_of(named.group("unit").split()[-1]) if units else None
        if family not in (None, "people"):
            return family
    how = _HOW.search(low)
    return _MEASURED.get(how.group("adjective")) if how else None


def unitless_measure_problem(question: str, value: str, cited: str) -> list[str]:
    """A bare number for a measure, from a text that states no unit of the asked kind at all.

    "Tunnels: 2" does not answer "How long is the tunnel in metres?", nor does a column of yearly traffic
    counts: a length is read from a text that gives some length ("1,609 m", "Length (ft)").
    """
    family = _asked_family(question)
    if family is None or not any(ch.isdigit() for ch in value):
        return []
    if any(unit_family_of(w.text) is not None for w in words(value) if not w.text[:1].isdigit()):
        return []
    if any(unit_family_of(w.text) == family for w in words(cited)):
        return []
    return [f"the answer {value!r} is a bare number from a text that gives no {family}"]


_CUT_AT_INITIAL = re.compile(r"\s*\.\s*[A-Z]")
"""What follows an initial inside a name: "Mr R*. D*. Yelland"."""


def cut_initial_problem(value: str, cited: str) -> list[str]:
    """A name cut off after an initial ("Mr R" of "Mr R. D. Yelland"): the person's name is what follows."""
    last = words(value)[-1:] if value.strip() else []
    if not last or len(last[0].text) != 1 or not last[0].text.isupper():
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    end = words(cited)[at[1] - 1].end
    if _CUT_AT_INITIAL.match(cited, end) is None:
        return []
    return [f"the answer {value!r} ends at an initial of a longer name"]


_WHO = re.compile(r"^\s*(?:(?:by|to|from|with) )?who(?:m|se)?\b", re.IGNORECASE)
"""A question asking for a person, the kind of answer an apposition can name as someone else."""
_KIN_OF = re.compile(
    rf"^\s*,\s*(?:a|an|the)\s+(?:[a-z]+\s+)?(?P<kin>{'|'.join(_KIN_WORDS.split())}|descendant|heir|namesake)"
    r"\s+of\b"
)
"""An apposition making the name a relative of another: ", *a descendant of* its first chairman"."""


def kin_of_holder_problem(question: str, value: str, cited: str) -> list[str]:
    """A name the text gives as a relative of the one asked about: the apposition says it is another.

    "X, a descendant of its first chairman" does not answer "Who was its first chairman?"; the relative
    must be named by the asked role, so "X, the son of a shepherd" still answers "Who founded the mill?".
    """
    at = value_at(cited, value) if _WHO.match(question) else None
    if at is None:
        return []
    rest = cited[words(cited)[at[1] - 1].end :]
    found = _KIN_OF.match(rest)
    if found is None or found.group("kin") in {fold(w.text) for w in words(question)}:
        return []
    relative = {key(w.text) for w in words(re.split(r"[,.;:()]", rest[found.end() :], maxsplit=1)[0])}
    asked = {key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in STOPWORDS}
    if not relative & asked:
        return []  # "Ann Roe, the daughter of a shepherd": a relative named only to say who the answer is
    return [f"the answer {value!r} is named as a {found.group('kin')} of another, not the one asked"]


_AGENT_OF = re.compile(
    r"^\s*,\s*(?:the\s+)?(?P<agent>[a-z]{3,20}(?:er|or|ist))\s+of\s+(?:the\s+)?"
    r"(?P<body>(?:[A-Z][\w'’&-]*\s+){0,4}[A-Z][\w'’-]*)"
)
"""An apposition naming what the person made or led: ", *founder of the Calderwick Brewery*"."""


def other_body_agent_problem(question: str, value: str, cited: str) -> list[str]:
    """A name set beside another body of the asked kind: the apposition gives the body the person led.

    "X, founder of the Ash Brewery" does not answer "Who founded the Elm Brewery?".
    """
    at = value_at(cited, value) if _WHO.match(question) else None
    if at is None:
        return []
    found = _AGENT_OF.match(cited[words(cited)[at[1] - 1].end :])
    if found is None:
        return []
    asked = {key(w.text) for w in words(question)}
    body = [key(w.text) for w in words(found.group("body"))]
    if body[-1] not in asked or all(k in asked for k in body):
        return []
    return [f"the answer {value!r} is the {found.group('agent')} of {found.group('body')!r}, another body"]


_COUNTED_AFTER_NAME = re.compile(r"^(?: [A-Z][\w'’-]*){1,3} (?P<noun>[a-z]{3,20}s)\b")
"""A count's noun after the make or name of what is counted: "14 *Setright machines*"."""
_HOW_MANY = re.compile(r"\bhow many (?P<noun>[a-z]+)\b")


def named_count_problem(question: str, value: str, cited: str) -> list[str]:
    """A count of other things, named by a make or a name between the number and its noun.

    "holds 14 Setright machines" counts machines, not the members "How many members ...?" asks for.
    """
    asked = _HOW_MANY.search(question.lower())
    at = value_at(cited, value) if asked is not None else None
    if asked is None or at is None:
        return []
    found = _COUNTED_AFTER_NAME.match(cited[words(cited)[at[1] - 1].end :])
    if found is None or key(found.group("noun")) in {key(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} counts {found.group('noun')}, not the {asked.group('noun')} asked for"]


_ACCORDING_TO = re.compile(
    r"^\s*according to (?:the |an? )?(?:[\w'’-]+ ){0,3}?(?P<source>[a-z]{3,20}),", re.IGNORECASE
)
"""A question naming the kind of record to read: "According to the architect's *specification*, ..."."""
_ROUGHLY_BEFORE = re.compile(r"\b(?:about|around|approximately|roughly|some)\s+$", re.IGNORECASE)
"""Words that make the figure after them an estimate: "*about* 400 men"."""


def named_source_problems(draft: Draft) -> list[str]:
    """A figure given as a bound or estimate, for a question that names the record it must come from.

    "According to the specification, how high was the tower to be?" asks the specification's figure; a
    newspaper's "a tower of *nearly* eighty feet" is not it. Only a hedged figure is refused: a record of
    the named kind may well state the figure plainly without naming itself in the cited sentence.
    """
    found = _ACCORDING_TO.match(draft.question)
    if found is None or not found.group("source").islower() or not draft.value:
        return []
    source = key(found.group("source"))
    for citation in draft.citations:
        named = words(citation.text) + words(citation.doc_id.replace("-", " ").replace("_", " "))
        if source in {key(w.text) for w in named}:
            return []
    for citation in draft.citations:
        at = value_at(citation.text, draft.value)
        before = citation.text[: words(citation.text)[at[0]].start] if at is not None else ""
        if at is not None and (bounded_after(before) or _ROUGHLY_BEFORE.search(before)):
            return [f"the answer {draft.value!r} is a rough figure from no {found.group('source')}, as asked"]
    return []


_TOWARDS = re.compile(r"^\s*(?:long\s+)?(?:to|from|as far as|towards?)\s+(?P<rest>[^.;:\n]{1,120})")
"""A length that reaches toward something after it: "runs for 7 miles *to the far portal of* X"."""
_LENGTH_ASKED = re.compile(r"^\s*(?:how long|what (?:is|was) the length of)\b", re.IGNORECASE)


def distance_to_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """A length that runs up to the asked thing, for the asked thing's own length.

    "The pound runs for 7 miles to the far portal of the Hill Tunnel" measures the pound, which reaches
    the tunnel; it does not answer "How long is the Hill Tunnel?".
    """
    if not _LENGTH_ASKED.match(question) or not any(unit_family_of(w.text) == "length" for w in words(value)):
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    found = _TOWARDS.match(cited[words(cited)[at[1] - 1].end :])
    named = {key(w.text) for w in words(question)[1:] if w.text[:1].isupper()}
    if found is None or not named or not named <= {key(w.text) for w in words(found.group("rest"))}:
        return []
    return [f"the answer {value!r} is a length reaching to the subject, not the subject's own"]


_KIN_CELL = re.compile(
    rf"^\s*(?:(?:a|an|the)\s+)?(?:[a-z]+\s+)?(?P<kin>{'|'.join(_KIN_WORDS.split())}|descendant|heir|namesake)"
    r"\s+of\b(?P<relative>[^|]{0,120})",
    re.IGNORECASE,
)
"""A table cell making the row's person a relative of another: "| *Grandson of the first chairman* |"."""


def kin_cell_problem(question: str, value: str, cited: str) -> list[str]:
    """A name in a table row whose note makes the person a relative of the one the question asks for.

    "| Edmund Roe | 1874–1899 | Grandson of the first chairman |" does not answer "Who was the first
    chairman?": the row names the grandson, and the chairman is another man.
    """
    if not _WHO.match(question) or value_at(cited, value) is None:
        return []
    asked = {key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in STOPWORDS}
    asked_words = {fold(w.text) for w in words(question)}
    for line in cited.splitlines():
        if not line.lstrip().startswith("|") or value_at(line, value) is None:
            continue
        for cell in line.split("|"):
            found = _KIN_CELL.match(cell)
            if found is None or fold(found.group("kin")) in asked_words:
                continue
            relative = re.split(r"[,.;:()]", found.group("relative"), maxsplit=1)[0]
            if {key(w.text) for w in words(relative)} & asked:
                kin = fold(found.group("kin"))
                return [f"the answer {value!r} is noted as a {kin} of another, not the one asked"]
    return []


_KIND_ASKED = re.compile(
    r"^(?:(?:in|at|on|to|from|by|near) )?(?:which|what) (?P<kind>firm|company|builders?|contractors?|makers?|"
    r"airline|port|town|city|village)\b"
)
"""A question asking a firm or a place by its kind: "Which *firm* cast ...?", "From which *port* ...?"."""
_INSTITUTION_HEADS = frozenset(
    key(w)
    for w in "institute institution society club station museum school college university library church "
    "chapel hospital observatory committee council association guild academy seminary league".split()
)
"""Last words of names of bodies that are neither a trading firm nor a place: "the Mechanics' *Institute*"."""


def institution_kind_problem(question: str, value: str) -> list[str]:
    """The name of an institution, for a question asking a firm or a place.

    "Which firm of builders carried out the contract?" is not answered by "the Mechanics' Institute", nor
    "From which port does the railway set out?" by "the Tea Research Station": the name's last word says
    it is a body of another kind, which a sentence about the subject names when the answer is missing.
    """
    asked = _KIND_ASKED.match(question.strip().lower())
    ws = words(value)
    if asked is None or len(ws) < 2 or not ws[-1].text[:1].isupper():
        return []
    if key(ws[-1].text) not in _INSTITUTION_HEADS:
        return []
    return [f"the answer {value!r} names a {fold(ws[-1].text)}, not the {asked.group('kind')} asked for"]


_FIRM_KINDS = frozenset("firm company builder builders contractor contractors maker makers".split())
"""The kinds of a question asking a firm: "Which *firm* ...?", "Which *builders* ...?"."""
_PLACE_BEFORE = re.compile(
    r"(?:(?:\s&\s|\sand\s)[A-Z][\w'’-]{0,30}|\b(?:Sons?|Brothers|Co\.?|Ltd\.?|Limited)),\s*$"
    r"|\b(?:people|inhabitants|folk|town|city|village|parish) of\s+$"
)
"""What puts a place before a name: a firm's name and comma ("Pelbury & Stoke, *Dunsop*"), "people of"."""


def firm_town_problem(question: str, value: str, cited: str) -> list[str]:
    """A town read for a firm: the place after a firm's name and comma, or the town whose people are meant.

    "Ironwork: Pelbury & Stoke, Dunsop" names the firm and then its town; "the working people of
    Quendal" names a town. Neither town answers "Which firm cast the ironwork?".
    """
    asked = _KIND_ASKED.match(question.strip().lower())
    if asked is None or asked.group("kind") not in _FIRM_KINDS:
        return []
    at = value_at(cited, value)
    start = words(cited)[at[0]].start if at is not None else 0
    if at is None or _PLACE_BEFORE.search(cited[max(0, start - 80) : start]) is None:
        return []
    return [f"the answer {value!r} is the place named beside a firm or its people, not a firm"]


_CLOCK_HOURS = 12
_CLOCK_AFTER = re.compile(
    r"^\s*(?:[,;.]|o['’]clock\b|in the (?:morning|afternoon|evening)\b|[ap]\.?m\b|sharp\b)", re.IGNORECASE
)
"""What makes "at eight" a time of day: a stop after it, or "o'clock", "in the morning", "a.m."."""


_PAST_HOUR = re.compile(r"\bpast\s+$", re.IGNORECASE)
"""What makes a number after it an hour: "half *past* eight", "till *past* nine"."""


def clock_time_problem(question: str, value: str, cited: str) -> list[str]:
    """A count read from an hour of the day: "we started from the lodge *at eight*, ..." has no eight rooms.

    Every mention of the number in the cited text must be such an hour for the count to be refused.
    """
    said = fold(value.strip())
    number = int(said) if said.isdigit() else NUMBER_WORDS.get(said)
    if _HOW_MANY.search(question.lower()) is None or number is None or not 1 <= number <= _CLOCK_HOURS:
        return []
    spellings = [w for w, n in NUMBER_WORDS.items() if n == number] + [str(number)]
    mentions = [
        found for spelling in spellings for found in re.finditer(rf"\b{spelling}\b", cited, re.IGNORECASE)
    ]
    if not mentions:
        return []
    for found in mentions:
        if _PAST_HOUR.search(cited[max(0, found.start() - 6) : found.start()]):
            continue  # "at the works till *past nine*": an hour, whatever follows it
        if not re.search(r"\bat\s+$", cited[max(0, found.start() - 4) : found.start()], re.IGNORECASE):
            return []
        if _CLOCK_AFTER.match(cited[found.end() :]) is None:
            return []
    return [f"the answer {value!r} is an hour of the day its text names, not a count"]


_WHERE_HOUSED = re.compile(r"^\s*where\b(?![^?]{0,300}\b(?:born|died|buried)\b)", re.IGNORECASE)
"""A question asking where something stood or was kept, not where a person was born, died or lies."""
_BUILDING_IN = re.compile(
    r"\b(?P<building>(?:[A-Z][\w'’-]*\s+){1,3}(?:House|Hall|Chambers|Buildings|Court|Rooms|Inn|Hotel|Lodge|Arms|"
    r"Tavern))(?:\s+(?:in|at|on)\s+(?:the\s+)?|,\s+)$"
)
"""A named building before the street or town it stands in: "took *Brook House in* Tanner's Row", "meeting at
*the Hammer Inn,* Mill Lane"."""


def building_street_problem(question: str, value: str, cited: str) -> list[str]:
    """The street or town of a named building, for "where", when the sentence names the building itself.

    "The society took Brook House in Tanner's Row as its office" places the office at Brook House; the
    row only says where that house stands.
    """
    at = value_at(cited, value) if _WHERE_HOUSED.match(question) else None
    if at is None:
        return []
    start = words(cited)[at[0]].start
    found = _BUILDING_IN.search(cited[max(0, start - 100) : start])
    if (
        found is None
        or re.sub(r"^the\s+", "", found.group("building").strip(), flags=re.IGNORECASE) in question
    ):
        return []  # "Where did the company open its Wheatsheaf Coffee House?": the street is the answer
    return [f"the answer {value!r} is where {found.group('building')!r} stands, the place the text names"]


_HOLDER_AWAY = re.compile(
    r"\b(?:being|was|were)\s+(?:abroad|absent|away|ill|indisposed|unwell)\b|\bin\s+the\s+absence\s+of\b"
    r"|\bunable\s+to\s+(?:attend|be\s+present)\b",
    re.IGNORECASE,
)
"""A holder the text says was not there: "The chairman of the company *being abroad* upon business"."""
_STOOD_FOR = re.compile(
    r"\b(?:represented\s+by|on\s+(?:his|her|their)\s+behalf\s+by|deputi[sz]ed\s+by|in\s+(?:his|her)\s+"
    r"(?:place|stead)\s+by)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""What stands before the one who came instead: "the directors were *represented by* Mr Lionel Tresize"."""
_HOLDER_ASKED = re.compile(
    r"^\s*who\s+(?:was|were|is)\s+(?:the\s+)?(?P<office>[a-z][a-z -]{2,40}?)\s+(?:of|at|in|when)\b"
)


def deputy_problem(question: str, value: str, cited: str) -> list[str]:
    """The one who came in the asked holder's place, when the text says the holder was away.

    "The chairman of the company being abroad upon business, the directors were represented by Mr Lionel
    Tresize" names who stood in, not the chairman.
    """
    asked = _HOLDER_ASKED.match(question.lower())
    at = cited.find(value.strip()) if value.strip() else -1
    if asked is None or at < 0 or not _STOOD_FOR.search(cited[:at]):
        return []
    office = asked.group("office").split()[-1]
    away = _HOLDER_AWAY.search(cited[:at])
    if away is None or not re.search(rf"\b{re.escape(office)}\b", cited[:at], re.IGNORECASE):
        return []
    return [f"the answer {value!r} stood in for the {office}, whom the text says was away"]


def stand_in_problems(question: str, value: str, cited: str) -> list[str]:
    """Every reason above why ``value`` in ``cited`` stands in for a fact the text does not give."""
    return [
        *unitless_measure_problem(question, value, cited),
        *cut_initial_problem(value, cited),
        *kin_of_holder_problem(question, value, cited),
        *other_body_agent_problem(question, value, cited),
        *named_count_problem(question, value, cited),
        *distance_to_subject_problem(question, value, cited),
        *kin_cell_problem(question, value, cited),
        *institution_kind_problem(question, value),
        *firm_town_problem(question, value, cited),
        *clock_time_problem(question, value, cited),
        *building_street_problem(question, value, cited),
        *deputy_problem(question, value, cited),
    ]
