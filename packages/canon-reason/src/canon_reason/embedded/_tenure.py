"""Judge checks on whose and which time's value an answer is, where its sentence gives several.

Each check reads the question, the answer and one cited text and returns the reasons the answer is not
the one asked, as a list (empty when it is): a relative named right after another kin word ("his daughter
Ann" for his wife); a holder the text qualifies ("its first chair") for a present-tense question that asks
no qualifier; a value its clause dates to a year the same text follows with a later one ("had 300 members
in 1930; by 2020 ...") for a present-tense question; a place something moved away from ("moved from A to
B") for where it is now; a value in another part of the sentence than the name the question narrows it by
("employs 400, 60 of them at the mill"); an age counted from two years where the text states the age; a
holder of a title of several words the text never gives whole ("the engineer X" for "the chief engineer");
and a value of a clause opening on another thing than the subject ("; the old shed had two tracks").
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, fold, words
from ._events import born_subject
from ._lexicon import BIRTH_YEAR_TOLD, EVENT_GROUPS, ORG_WORDS, key, relations_of, role_word
from ._measures import value_at
from ._stance import PRESENT_QUESTION

__all__ = [
    "age_order_problem",
    "agent_year_problem",
    "KIN_WORDS",
    "bare_kind_problem",
    "dated_value_problem",
    "dating_agent_problem",
    "event_of_year_problem",
    "formal_event_problem",
    "hyphen_cut_problem",
    "joint_name_cut_problem",
    "holder_kin_problem",
    "kin_neighbour_problem",
    "kin_phrase_problem",
    "measured_thing_problem",
    "moved_from_problem",
    "namesake_answer_problem",
    "operand_event_problem",
    "other_count_problem",
    "other_head_clause_problem",
    "parted_name_problem",
    "present_qualified_problem",
    "qualified_subject_problem",
    "row_event_problem",
    "shorter_neighbour_problem",
    "stated_age_problem",
    "holder_term_problem",
    "title_word_problem",
]

KIN_WORDS = frozenset(
    "mother father son daughter child brother sister wife husband uncle aunt nephew niece cousin "
    "grandson granddaughter grandfather grandmother widow widower".split()
)
"""Nouns of kinship: one of them right before a name says how that person is related."""
_KIN_ASKED = re.compile(r"(?:\bthe (?P<of>[a-z]+) of\b|'s (?P<own>[a-z]+)\b)")
_KIN_CONVERSE = {
    "wife": {"husband", "widower"},
    "husband": {"wife", "widow"},
    "widow": {"husband"},
    "widower": {"wife"},
    "mother": {"son", "daughter", "child"},
    "father": {"son", "daughter", "child"},
    "son": {"mother", "father"},
    "daughter": {"mother", "father"},
}
"""A kin word → the words that name the same bond from the other side."""


def _asked_kin(question: str) -> str | None:
    for found in _KIN_ASKED.finditer(question.lower()):
        word = found.group("of") or found.group("own")
        if word in KIN_WORDS:
            return word
    return None


def kin_neighbour_problem(question: str, value: str, cited: str) -> list[str]:
    """A relative named right after another kin word: "his daughter Claire" answers no "his wife"."""
    asked, at = _asked_kin(question), value_at(cited, value)
    if asked is None or at is None:
        return []
    before = [fold(w.text) for w in words(cited)[max(0, at[0] - 3) : at[0]]]
    for word in reversed(before):
        if word in KIN_WORDS:
            if word == asked or word in _KIN_CONVERSE.get(asked, set()):
                return []
            return [f"the answer {value!r} is named as a {word}, not the {asked} asked"]
    return []


_HOLDER_KIN = rf"(?:{'|'.join(sorted(KIN_WORDS, key=len, reverse=True))})(?:-in-law)?"
"""A kin noun of ``KIN_WORDS`` in a pattern, longest first ("granddaughter" before "daughter")."""


def holder_kin_problem(question: str, value: str, cited: str) -> list[str]:
    """A name its text calls the kin of the office-holder asked for: "Mrs. Ann Roe, *sister of the chairman*".

    "Who was chairman when the shop was opened?" is not answered by the woman who opened it, whom the report
    names only as the chairman's sister.
    """
    name = value.strip()
    if not name or not re.match(r"^\s*who\b", question, re.IGNORECASE):
        return []
    told = re.search(
        rf"{re.escape(name)}\s*,\s*(?:the\s+)?(?P<kin>{_HOLDER_KIN})\s+of\s+(?:the|our|its|their)\s+"
        r"(?:late\s+|present\s+)?(?P<office>[a-z]+)\b",
        cited,
        re.IGNORECASE,
    )
    if told is None or key(told.group("office")) not in {key(w.text) for w in words(question)}:
        return []
    kin, office = told.group("kin"), told.group("office")
    return [f"the answer {value!r} is named as the {kin} of the {office}, not as the {office}"]


def kin_phrase_problem(value: str) -> list[str]:
    """A kinship read as a name: "Son of Ozias Garnick" opening a row's note says whose son he was, not who.

    The capital is the cell's or the sentence's, not a name's: a kin noun followed by "of" is a description.
    """
    ws = words(value)
    if len(ws) < 3 or not ws[0].text[:1].isupper() or fold(ws[1].text) != "of":
        return []
    if fold(ws[0].text) not in KIN_WORDS:
        return []
    return [f"the answer {value!r} tells whose {fold(ws[0].text)} someone was, not a name"]


_HOLDER_QUALIFIER = re.compile(r"\b(?:first|founding|former|previous|late|last|original)\b")
_ASKED_QUALIFIER = re.compile(
    r"\b(?:first|founding|former|previous|late|last|original|before|earlier|until|when|in \d{3,4})\b"
)


def _clause_of(cited: str, value: str) -> str | None:
    """The clause of ``cited`` that holds ``value``; in a table's row, its cell ("| 190 acres |")."""
    at = value_at(cited, value)
    if at is None:
        return None
    start = words(cited)[at[0]].start
    begin = max(cited.rfind(mark, 0, start) for mark in (";", ". ", ", but", "|"))
    ends = [i for i in (cited.find(mark, start) for mark in (";", ". ", "|")) if i >= 0]
    return cited[max(0, begin) : min(ends, default=len(cited))]


_PAST_HOLDER = re.compile(r"\b[a-z]+ in (?:1[0-9]{3}|20[0-9]{2}),? (?:was|were)\s*$")


def present_qualified_problem(question: str, value: str, cited: str) -> list[str]:
    """A holder the text qualifies ("Its *first* president was X") for "Who is the president?".

    Only a present-tense "who" question that names no qualifier of its own, and only a lowercase qualifier
    in the answer's clause before it ("a former mining town with 4,600 inhabitants" still has them); so is a
    holder its clause places at a past year ("Its president in 1911 was X").
    """
    asked = question.strip().lower()
    if not asked.startswith("who ") or not PRESENT_QUESTION.match(asked) or _ASKED_QUALIFIER.search(asked):
        return []
    clause, at = _clause_of(cited, value), value_at(cited, value)
    if clause is None or at is None:
        return []
    lead = clause[: clause.find(words(cited)[at[0]].text)] if words(cited)[at[0]].text in clause else clause
    found = _HOLDER_QUALIFIER.search(lead)
    if found is None:
        dated = _PAST_HOLDER.search(lead.rstrip() + " ")
        if dated is None:
            return []
        return [f"the answer {value!r} held the office {dated.group()}, not now"]
    return [f"the answer {value!r} is the {found.group()} holder, not the present one asked"]


_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")


def dated_value_problem(question: str, value: str, cited: str) -> list[str]:
    """A value its clause dates to a year the cited text follows with a later one, for a present question.

    "had 340 members in 1930; membership fell to 212 by 2020" does not answer "How many members does it
    have?" with 340. Questions naming a year, or not in the present tense, are left alone.
    """
    asked = question.strip().lower()
    if not PRESENT_QUESTION.match(asked) or _YEAR.search(asked) or _YEAR.search(value):
        return []
    if not any(ch.isdigit() for ch in value):
        return []
    clause = _clause_of(cited, value)
    if clause is None:
        return []
    own = [int(y) for y in _YEAR.findall(clause)]
    later = [int(y) for y in _YEAR.findall(cited) if own and int(y) > max(own)]
    if own and later:
        return [f"the answer {value!r} is dated {max(own)}, and the text goes on to {max(later)}"]
    return []


_MOVED_FROM = re.compile(
    r"\b(?:moved|move|moves|transferred|relocated|removed|switched|changed)\b[^.;]*\bfrom\s+(?:the\s+)?$"
)


_EARLIER = re.compile(r"\b(?:before|until|originally|first|formerly)\b")


def moved_from_problem(question: str, value: str, cited: str) -> list[str]:
    """The place something moved away from ("moved from Troyes to Villers") for where it is now."""
    asked = question.strip().lower()
    if not PRESENT_QUESTION.match(asked) or _EARLIER.search(asked):
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    if not _MOVED_FROM.search(cited[: ws[at[0]].start].lower()):
        return []
    if not re.match(r"\s+to\s+\S", cited[ws[at[1] - 1].end :]):
        return []
    return [f"the answer {value!r} is where it moved from, not where it is"]


_PART_BREAK = re.compile(r",\s+|;\s+|\s+and\s+")
_NAME = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+|de\s+)?[A-Z][\w'’-]*)*")
_NUMBER = re.compile(r"\d[\d,.]*")


def _parts(text: str) -> list[tuple[int, int]]:
    bounds, begin = [], 0
    for found in _PART_BREAK.finditer(text):
        bounds.append((begin, found.start()))
        begin = found.end()
    bounds.append((begin, len(text)))
    return bounds


def parted_name_problem(question: str, subject: str, value: str, cited: str) -> list[str]:
    """A value in another part of the sentence than a name the question narrows it by.

    "How many does the group employ *at the mill*?" is not answered by 480 of "employs 480 people, 65 of
    them at the Mill"; nor "When did it buy B?" by 1968 of "bought A in 1968 and B in 1974". The name must be
    one the question gives besides its subject, stand after the value's part (a route named before "; a
    first-class single cost ..." holds for the later parts) and its own part must hold another number.
    """
    at = value_at(cited, value)
    if at is None or not any(ch.isdigit() for ch in value):
        return []
    subject_words = {fold(w.text) for w in words(subject)}
    q = question.strip()
    asked_names = [
        m.group()
        for m in _NAME.finditer(q[1:])
        if {fold(w.text) for w in words(m.group())} - subject_words
        and len(m.group()) > 2
        and fold(m.group()) not in {"i"}
    ]
    start = words(cited)[at[0]].start
    parts = _parts(cited)
    own = next(((b, e) for b, e in parts if b <= start <= e), None)
    if own is None:
        return []
    for name in asked_names:
        found = cited.find(name, own[1])  # a name before the value may be one the later parts leave out
        if found < 0:
            continue
        other = next(((b, e) for b, e in parts if b <= found < e), None)
        if other is not None and _NUMBER.search(cited[other[0] : other[1]]):
            return [f"the answer {value!r} stands in another part of the sentence than {name!r}"]
    return []


_STATED_AGE = re.compile(r"\b(?:aged|at the age of|age)\s+(\d{1,3})\b")
_YEAR_OF_LIFE = re.compile(
    r"\bin\s+(?:his|her)\s+[a-z]{2,12}(?:-[a-z]{2,12})?(?:st|nd|rd|th)\s+year\b", re.IGNORECASE
)
"""An age given as the year of life a person was in: "in his seventy-third year" (aged seventy-two)."""


def age_order_problem(question: str, steps: list[tuple[str, str]]) -> list[str]:
    """An age whose birth year falls after the event it is counted to ("How old was X when he took charge?").

    ``steps`` are the draft's (question, answer) pairs: the one asked by ``born`` is the birth, the other the
    event. A birth after the event means one of them is another's (a year of office for a birth, another
    man's appointment for the event), and the difference is no age.
    """
    if not re.search(r"\bhow old\b", question.lower()) or len(steps) != 2:
        return []
    births = [answer for asked, answer in steps if born_subject(asked) is not None]
    events = [answer for asked, answer in steps if born_subject(asked) is None]
    if len(births) != 1 or len(events) != 1:
        return []
    born_year = re.search(r"\b(1\d{3}|20\d{2})\b", births[0])
    event_year = re.search(r"\b(1\d{3}|20\d{2})\b", events[0])
    if born_year is None or event_year is None or int(born_year.group(1)) <= int(event_year.group(1)):
        return []
    return [f"the birth read ({born_year.group(1)}) falls after the event ({event_year.group(1)})"]


def agent_year_problem(step_question: str, value: str, cited: list[str]) -> list[str]:
    """Why a year is of something a person made, not of the person's birth: "built in 1812 by Mr X".

    An age's first operand asks when X was born (or, for a body, founded); a text dating a thing X built,
    with X its agent after "by", gives no birth.
    """
    name = born_subject(step_question)
    if name is None or not re.fullmatch(r"\D*\d{4}", value.strip()):
        return []
    # the name before any description: "Ann Vellow the elder, founder of the works," → "Vellow"
    proper = re.match(r"(?:[A-Z][\w'’-]*\s*)+", name)
    surname = (proper.group() if proper is not None else name).split()[-1]
    made = (
        rf"\bby\s+(?:the\s+late\s+)?(?:(?:Mr|Mrs|Messrs|Dr|Sir)\.?\s+)?(?:[A-Z][\w'’-]+\s+){{0,3}}"
        rf"{re.escape(surname)}\b"
    )
    if any(re.search(made, text) for text in cited):
        return [f"the year {value!r} dates a thing {name} made, not a birth or founding"]
    return []


_AGE_AT_DEATH = re.compile(r"\bhow\s+old\b.{0,160}\bwhen\s+(?:he|she)\s+died\b", re.IGNORECASE)
"""An age at death asked of the person named: "How old was Ann Roe when she died?"."""


def unstated_birth_problem(question: str, step_question: str, cited: list[str]) -> list[str]:
    """Why the birth of an age at death is read from a text that tells no birth.

    "How old was Ann Roe when she died?" counts from her birth to her death, the death the look-up reads
    as hers: a year that a row of office or a sale gives beside her name is no birth, and the age would be
    counted from it. The birth's text must say "born" or give her life dates in brackets.
    """
    if born_subject(step_question) is None or _AGE_AT_DEATH.search(question) is None:
        return []
    if any(BIRTH_YEAR_TOLD.search(text) for text in cited):
        return []
    return [f"the operand of {step_question!r} is read from a text that tells no birth"]


def stated_age_problem(question: str, value: str, cited: list[str], calculated: bool) -> list[str]:
    """An age counted from two years where the text states the age ("at the age of 71", not 1911 - 1839).

    An age of nought or less is no age: its two years were read for one event.
    """
    if not calculated or not re.search(r"\bhow old\b", question.lower()):
        return []
    stated = {m.group(1) for text in cited for m in _STATED_AGE.finditer(text)}
    number = re.search(r"-?\d+", value)
    if number is not None and int(number.group()) <= 0:
        return [f"an age of {number.group()} counted from two years is read from the wrong years"]
    if stated and number is not None and number.group() not in stated:
        return [f"the text states the age ({', '.join(sorted(stated))}), not {number.group()}"]
    return []


def year_of_life_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why an age counted from two years is unsure: an operand's text states the age another way.

    "He was in his seventy-third year, having been born in 1846" states an age of seventy-two at a death in
    1919, one fewer than the years' difference: the age counted may be a year off what the text says. An
    operand's text stating the age in figures ("died ... at the age of 69") must agree with the count.
    """
    if not re.search(r"\bhow old\b", question, re.IGNORECASE):
        return []
    stated = {m.group(1) for text in cited for m in _STATED_AGE.finditer(text)}
    number = re.search(r"\d+", value)
    if stated and number is not None and number.group() not in stated:
        return [f"the text states the age ({', '.join(sorted(stated))}), not {number.group()}"]
    year_of_life = next((m.group() for text in cited if (m := _YEAR_OF_LIFE.search(text))), None)
    if year_of_life is None:
        return []
    return [f"the text states the age as {year_of_life!r}, which a count from two years may miss by one"]


_SPAN_VALUE = re.compile(r"^\s*(1\d{3}|20\d{2})\s*\|\s*(1\d{3}|20\d{2})\s*$")
"""A span read from a row's two year cells: "1853 | 1871"."""
_PERSON_CELL = re.compile(r"^\s*\|?\s*(?P<name>(?:[A-Z][a-z'’-]+\s+){1,2}[A-Z][a-z'’-]+)\s*\|")
"""A row opening with a person's name of two or three words: "| Ann Vellow | 1853 | 1871 |"."""


def holder_term_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a span of years read from a row of holders is one holder's term, not the span the question asks.

    "| Ann Vellow | 1853 | 1871 | foreman at Mill Lane |" in a list of managers gives Ann Vellow's years in
    office: a question asking how long a business ran, naming neither her nor an office, is not answered by
    them.
    """
    if _SPAN_VALUE.match(value) is None:
        return []
    if any(role_word(w.text) for w in words(question)):
        return []  # the question asks of an office: a holder's years may answer it
    asked = {key(w.text) for w in words(question)}
    for text in cited:
        row = _PERSON_CELL.match(text)
        if row is None or "|" not in text[row.end() :]:
            continue
        named = [key(w.text) for w in words(row.group("name"))]
        if any(k in ORG_WORDS or k in asked for k in named):
            continue  # the question names the holder; "| Kell Brewery | 1784 | 1965 |" is a body's
        return [f"the years {value!r} are the term of {row.group('name')}, whom the question does not ask of"]
    return []


_TITLE_ASKED = re.compile(
    r"^who (?:is|was|are|were) (?:the |its |their )?(?P<title>(?:[a-z]+ ){2,3}?)(?:of|at|for)\b"
)
_TITLE_FUNCTION = frozenset("the a an its their his her of".split())
"""Words of a title that name no part of the office: "of" in "Master of Ceremonies" is in any note."""


def title_word_problem(question: str, cited: list[str]) -> list[str]:
    """A holder asked by a title of several words ("the *chief* engineer") the cited text never gives whole.

    "the engineer Walter Penrose" names no chief engineer: when the cited text gives part of the asked title,
    it must give all of it (a text giving none of it, a row under a caption, is left to the reader).
    """
    found = _TITLE_ASKED.match(question.strip().lower())
    if found is None:
        return []
    title = [w for w in found.group("title").split() if w not in _TITLE_FUNCTION]
    held = {fold(w.text) for text in cited for w in words(text)}
    missing = [w for w in title if w not in held]
    if len(title) >= 2 and missing and len(missing) < len(title):  # a caption may give the whole title
        return [f"the cited text never gives the title {' '.join(title)!r} (no {missing[0]!r})"]
    return []


_CLAUSE_HEAD = re.compile(
    r"^\s*[Tt]he\s+(?P<words>(?:[a-z-]+\s+){0,2}?)(?P<noun>[a-z]+)\s+"
    r"(?:is|was|are|were|has|had|have|holds|held|seats|seated|covers|covered|measures|measured|cost|costs)\b"
)


def other_head_clause_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A value of a clause opening on another thing ("; the old shed had two tracks") than the one before it.

    When one clause of the sentence opens on the subject's head noun ("The station has four platforms") and
    the answer's clause opens on another noun the question never uses, the answer is that other thing's.
    """
    if ";" not in cited:
        return []
    parts = cited.split(";")
    own = [p for p in parts if value_at(p, value) is not None]
    if len(own) != 1:
        return []
    head = _CLAUSE_HEAD.match(own[0])
    asked = {fold(w.text) for w in words(question)} | {fold(w.text) for w in words(entity)}
    if head is None or head.group("noun") in asked:
        return []
    entity_words = {fold(w.text) for w in words(entity)}
    for part in parts:
        if part is own[0]:
            continue
        other = _CLAUSE_HEAD.match(part)
        if other is not None and other.group("noun") in entity_words:
            return [f"the answer {value!r} is given in a clause about {head.group('noun')!r}, not {entity!r}"]
    return []


_AFTER_EVENT = re.compile(
    r"\b(?:after|before|following|since|until)\s+(?:the\s+|a\s+|an\s+)?(?:[a-z]+\s+){0,2}of\s+$",
    re.IGNORECASE,
)


def event_of_year_problem(value: str, cited: str) -> list[str]:
    """A year naming another event the asked one is dated against: "rebuilt after the avalanche *of 1978*"."""
    at = value_at(cited, value)
    if at is None or not _YEAR.fullmatch(value.strip()):
        return []
    if _AFTER_EVENT.search(cited[: words(cited)[at[0]].start]):
        return [f"the year {value!r} dates another event the asked one is placed against"]
    return []


_SHORTER_BY = frozenset(
    "lower upper old new great little north south east west nether high low greater inner outer middle "
    "front rear big small".split()
)
"""Capitalised words that set a place or thing apart from its namesake ("Lower Crête" beside "Crête")."""


_NAME_BEFORE = re.compile(r"\b(?!(?:The|A|An|This|That|Its|Their|His|Her|In|At|On)\s)[A-Z][\w'’-]*\s+$")
"""A capitalised word right before a name that makes it part of a longer one ("the *New* Mast")."""


def shorter_neighbour_problem(question: str, entity: str, cited: str) -> list[str]:
    """A cited text naming only the namesake of the subject without its first word ("Crête lift").

    The subject is read as it stands and with the lowercase nouns the question gives after it ("the Lower
    Crête *chairlift*"), and the rest must be of two words or more: "Mast height: ..." under an entry names
    no namesake.
    """
    found = re.search(
        re.escape(entity) + r"(?:\s+(?!(?:of|in|at|on|by|for|and|to|from)\b)[a-z]+){0,2}", question
    )
    phrases = [entity] + ([found.group()] if found is not None else [])
    for phrase in phrases:
        ws = words(phrase)
        if len(ws) < 3 or fold(ws[0].text) not in _SHORTER_BY or not ws[0].text[:1].isupper():
            continue
        rest = phrase[ws[1].start :]
        if phrase.lower() in cited.lower():
            return []
        named = [m.start() for m in re.finditer(re.escape(rest), cited, re.IGNORECASE)]
        if any(not _NAME_BEFORE.search(cited[:at]) for at in named):
            return [f"the cited text names {rest!r}, not {phrase!r}"]
    return []


_ASKED_QUALIFIED = re.compile(r"\bthe (new|old|second|third) [A-Z]")
_QUALIFIED_NAME = re.compile(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")
"""A name of two words or more after the qualifier: "the new *Brimsey Hall*"."""
_QUALIFIERS = frozenset({"new", "old", "first", "second", "third", "former", "original", "present", "later"})


def qualified_subject_problem(question: str, cited: str) -> list[str]:
    """A subject the question sets apart ("the *new* Sérac gondola") by a word the text never gives.

    "Who was the second Warden?" asks for a holder by its place in a list of holders, which the list gives
    by order, not by the word: an ordinal in a who-question is no qualifier of a thing. And "the new Brimsey
    Hall" is the Brimsey Hall a text names when the text tells of no old, new or other one: the qualifier
    only says the hall was new when the question's writer met it.
    """
    found = _ASKED_QUALIFIED.search(question)
    said = {fold(w.text) for w in words(cited)}
    if found is None or found.group(1) in said:
        return []
    if found.group(1) in {"second", "third"} and fold(question.split()[0]) == "who":
        return []
    name = _QUALIFIED_NAME.match(question, found.end() - 1)
    plain = found.group(1) in ("new", "old") and not said & _QUALIFIERS  # "the second" ones are counted
    if plain and name is not None and name.group() in cited:
        return []  # "the Brimsey Hall" in a text that tells of no old or new one is the asked building
    return [f"the cited text never speaks of the {found.group(1)} one the question asks about"]


_FIRST_ASKED = re.compile(r"\bfirst\b", re.IGNORECASE)
_NEW_ONE = re.compile(r"\b[Tt]he\s+new\s+(?P<noun>[a-z]+)\b")
"""A thing a text calls "the new" one: a later one than another it replaced."""


def new_for_first_problem(question: str, cited: str) -> list[str]:
    """A text telling of "the new light" for the first one a question asks of ("the first lighting").

    The new one replaced an earlier one, which was the first.
    """
    if _FIRST_ASKED.search(question) is None or _ASKED_QUALIFIED.search(question) is not None:
        return []
    asked = {key(w.text) for w in words(question)}
    for found in _NEW_ONE.finditer(cited):
        noun = found.group("noun")
        # "the first market on the Quarton Road *ground*": a place the first one was at may be the new one
        placed = re.search(rf"\b(?:on|at|in|upon)\s+(?:the\s+)?(?:[\w'’]+\s+){{0,3}}{noun}\b", question)
        if key(noun) in asked and f"new {noun}" not in question.lower() and placed is None:
            return [f"the cited text tells of the new {noun}, not the first one the question asks of"]
    return []


_FIRST_NOUN = re.compile(r"\bfirst\s+(?P<noun>[a-z]{3,})\b", re.IGNORECASE)
"""The thing a question asks the first of: "their *first meeting*"."""


def later_for_first_problem(question: str, cited: str) -> list[str]:
    """A text telling where or when later ones ("future meetings") were to be, for the first one asked.

    "Resolved that future meetings be held at the Company's office in Mitre Street" was resolved at the first
    meeting, which it does not place.
    """
    asked = _FIRST_NOUN.search(question)
    if asked is None:
        return []
    noun = key(asked.group("noun"))
    for later in re.finditer(
        r"\b(?:future|subsequent|later|further|all\s+other)\s+(?P<noun>[a-z]+)\b", cited
    ):
        if key(later.group("noun")) == noun:
            return [f"the cited text tells of {later.group()}, not the first {asked.group('noun')} asked"]
    return []


def row_event_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A year a row gives its entry ("Col drag lift (1962): ...") for an event the row never names.

    Only the question's own event word counts (its "lift" is no column naming the asked event); a table with
    "|" columns is left to the column check, and a life's dates in brackets to the reader.
    """
    if not _YEAR.fullmatch(value.strip()) or value_at(cited, value) is None or "|" in cited:
        return []
    if _LIFE.search(cited):
        return []  # "(1889-1971)" after a name states a life's dates
    if not {g for w in words(question) for g in relations_of(key(w.text))} & EVENT_GROUPS:
        return []
    if any(set(relations_of(key(w.text))) & EVENT_GROUPS for w in words(cited)):
        return []
    asked = {key(w.text) for w in words(question) if set(relations_of(key(w.text))) & EVENT_GROUPS}
    if asked & {key(w.text) for w in words(cited)}:
        return []
    return [f"the cited text names no event of the question for the year {value!r}"]


_ROW_FUNCTION = frozenset(
    "when what which who was were is are did does do the a an of in on at by to for from and its their "
    "year".split()
)
_LIFE = re.compile(r"\(\s*(?:c\.\s*)?\d{3,4}\s*[-–]\s*(?:c\.\s*)?\d{3,4}\s*\)")


_NOUN_FORM = re.compile(r"(?:ing|ion|ure|ment|al)$")
"""Endings of an event's noun ("the *opening* of", "the *closure*"), which an article may stand before."""


def _stated_events(text: str) -> set[str]:
    """The event groups ``text``'s words state, less a word set as an adjective before a noun.

    In "the open common" the word "open" describes the common and dates no opening, whereas "the opening
    day" and "the closure" name an event.
    """
    ws = words(text)
    stated: set[str] = set()
    for n, w in enumerate(ws):
        groups = set(relations_of(key(w.text))) & EVENT_GROUPS
        if not groups:
            continue
        after = ws[n + 1].text if n + 1 < len(ws) else ""
        attributive = (
            n > 0
            and fold(ws[n - 1].text) in ("the", "a", "an")
            and not _NOUN_FORM.search(fold(w.text))
            and after.isalpha()
            and after.islower()
            and after not in STOPWORDS
            and text[w.end : ws[n + 1].start].strip() == ""
        )
        if not attributive:
            stated |= groups
    return stated


def _dated_by_of(step_question: str, value: str, cited: list[str]) -> bool:
    """Whether the cited text dates a noun the hop asks of by "of" and the year: "his *will of 1612*".

    A thing named by its year ("the will of 1612", "the Act of 1872") is dated by it, whatever the sentence's
    verb ("by his will of 1612 *left* the rents") says was done with it.
    """
    own = {key(w.text) for w in words(step_question) if w.text.islower() and w.text not in _ROW_FUNCTION}
    dated = re.compile(rf"\b(?P<noun>[a-z]+)\s+of\s+{re.escape(value.strip())}\b")
    return any(key(m.group("noun")) in own for text in cited for m in dated.finditer(text))


_VERB_AFTER = r"\b([a-z]+ed)\s+(?:after|following)\s+[^,.;:()]{0,60}?\bin\s+"


_VERB_IN = r"\b([a-z]+ed)\s+(?:(?:to|by|for|at|on)\s+(?:the\s+)?([a-z]+)\s+)?in\s+"
"""A verb and the "in" its year follows: "the pump *presented to the parish in* 1904"."""


def _other_deed_year(step_question: str, step_groups: set[str], value: str, cited: list[str]) -> list[str]:
    """A year its sentence gives to another deed than the asked event.

    "It was reopened after the earlier fire in 1863" dates the reopening: "after the earlier fire" only says
    which reopening, and gives the fire no year. "the pump presented to the parish in 1904" dates the pump's
    presenting, not the fire the hop asks of; "damaged by fire in 1851" is dated by the fire it names.
    """
    year = re.escape(value.strip())
    for pattern in (_VERB_AFTER, _VERB_IN):
        for text in cited:
            found = re.search(pattern + year + r"\b", text)
            if found is not None and not any(
                set(relations_of(key(w))) & step_groups for w in found.groups() if w
            ):
                return [f"the operand of {step_question!r} is the year it was {found.group(1)}"]
    return []


def operand_event_problem(question: str, step_question: str, value: str, cited: list[str]) -> list[str]:
    """An operand year read for a hop naming no event from a sentence of another event.

    "How many years after X did Y open?" asks X's opening too: a hop asked as "In which year: X?" is not
    answered by the year X's founder died, nor by "X was enlarged in 2006" (a verb dating the year itself).
    A figure other than a year ("142 feet") dates nothing: an event the question names of one side ("the
    chimney built in 1881") is no event the other side's height is read for.
    """
    if not _YEAR.fullmatch(value.strip()):
        return []
    step_groups = {g for w in words(step_question) for g in relations_of(key(w.text))} & EVENT_GROUPS
    asked_groups = {g for w in words(question) for g in relations_of(key(w.text))} & EVENT_GROUPS
    if step_groups and not _dated_by_of(step_question, value, cited):
        return _other_deed_year(step_question, step_groups, value, cited)
    if step_groups or not asked_groups or _dated_by_of(step_question, value, cited):
        return []
    stated = {g for text in cited for g in _stated_events(text)}
    if stated and not stated & asked_groups:
        return [f"the operand of {step_question!r} is dated by another event ({', '.join(sorted(stated))})"]
    year = re.escape(value.strip())
    for text in cited:
        dated = re.search(r"\b([a-z]+ed)\s+(?:in\s+)?" + year + r"\b", text)
        if dated is not None and not set(relations_of(key(dated.group(1)))) & asked_groups:
            return [f"the operand of {step_question!r} is the year it was {dated.group(1)}"]
    return []


_ROLE_OF = re.compile(r"^who (?:is|was) the (?P<role>[a-z]+) of (?P<subject>.+?)\s*\??\s*$")


def namesake_answer_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A name sharing a word with the subject for "Who is the director of <subject>?", where no role is said.

    "the Grand Vallerand area ... has 61 pistes" names no director of Vallerand Ski Area: an answer holding
    a word of the subject's name is another thing of that name unless the cited text gives the role.
    """
    found = _ROLE_OF.match(question.strip().lower())
    if found is None:
        return []
    subject = {fold(w.text) for w in words(found.group("subject"))} - {"the", "of"}
    if not subject & {fold(w.text) for w in words(value)}:
        return []
    role = key(found.group("role"))
    groups = set(relations_of(role))
    for text in cited:
        for w in words(text):
            if key(w.text) == role or groups & set(relations_of(key(w.text))):
                return []
    return [
        f"the answer {value!r} shares the subject's name, and the cited text gives no {found.group('role')}"
    ]


_MEASURED_OF = re.compile(r"^\s+of\s+(?P<noun>[a-z]+)\s*(?:[.,;:)]|$)")


def measured_thing_problem(question: str, value: str, cited: str) -> list[str]:
    """A quantity of a thing the question never names: "140 km *of runs*." is no altitude of a station.

    Only a bare noun closing the phrase counts ("420 tonnes of made tea" goes on to its noun).
    """
    at = value_at(cited, value)
    if at is None or not re.search(r"\d", value) or not re.search(r"[a-z]", value.lower()):
        return []
    found = _MEASURED_OF.match(cited[words(cited)[at[1] - 1].end :])
    if found is None or found.group("noun") in {"the", "a", "an", "its", "their", "his", "her"}:
        return []
    if key(found.group("noun")) in {key(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} measures {found.group('noun')!r}, which the question does not ask"]


_OTHER_COUNT = re.compile(r"^\s+(?P<word>other|others)\b")


def other_count_problem(question: str, value: str, cited: str) -> list[str]:
    """A count of the *other* things beside one named ("prints the Gazette and four other titles").

    "Eight more were ordered" does count what was ordered, so only "other" counts.
    """
    at = value_at(cited, value)
    if at is None or not re.search(r"\bhow many\b", question.lower()):
        return []
    found = _OTHER_COUNT.match(cited[words(cited)[at[1] - 1].end :])
    if found is None or found.group("word") in {fold(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} counts the {found.group('word')} ones, not all that are asked"]


def hyphen_cut_problem(value: str, cited: str) -> list[str]:
    """A name cut out of a hyphenated name: "Rance" of "Saint-Malo-sur-Rance" (a lowercase phrase is left)."""
    at = value_at(cited, value)
    if at is None or not value.strip()[:1].isupper():
        return []
    ws = words(cited)
    start, end = ws[at[0]].start, ws[at[1] - 1].end
    if (start > 0 and cited[start - 1] == "-" and cited[start - 2 : start - 1].isalpha()) or (
        cited[end : end + 1] == "-" and cited[end + 1 : end + 2].isalpha()
    ):
        return [f"the answer {value!r} is cut out of a hyphenated name"]
    return []


def joint_name_cut_problem(value: str, cited: str) -> list[str]:
    """A name cut out of a joint one: "A. Pennock" of "J. & A. Pennock", "Wren" of "the Wren and Acorn".

    "The mark of the Wren and Acorn" is one mark: the article before the first name governs both.
    """
    at = value_at(cited, value)
    if at is None or not value.strip()[:1].isupper():
        return []
    ws = words(cited)
    start, end = ws[at[0]].start, ws[at[1] - 1].end
    if re.search(r"[\w.]\s*&\s*$", cited[:start]):
        return [f"the answer {value!r} is cut out of the joint name it ends"]
    if re.search(r"\bthe\s+$", cited[:start]) and re.match(r"\s+(?:and|&)\s+[A-Z]", cited[end:]):
        return [f"the answer {value!r} is cut out of the joint name it opens"]
    return []


def bare_kind_problem(question: str, value: str) -> list[str]:
    """A "who" answered by a kind of body alone ("Society", "Company"): which one, the answer never says."""
    kept = [w.text for w in words(value) if w.text.lower() not in ("the", "a", "an")]
    if not re.match(r"^\s*(?:who|by whom)\b", question, re.IGNORECASE) or len(kept) != 1:
        return []
    if key(kept[0]) not in ORG_WORDS:
        return []
    return [f"the answer {value!r} names a kind of body, not which one"]


_FORMAL_EVENT = re.compile(r"\b(incorporat|regist|charter|consecrat|inaugurat|dedicat|licens|ratifi)[a-z]*")


def formal_event_problem(question: str, cited: list[str]) -> list[str]:
    """A date for a formal act ("incorporated", "chartered", "consecrated") from text that never names it.

    Such an act is not its thing's founding or opening: "founded in 1928" does not date an incorporation.
    """
    found = _FORMAL_EVENT.search(question.lower())
    if found is None or not re.match(r"^(?:when|in (?:what|which) year)\b", question.strip().lower()):
        return []
    if any(found.group(1) in text.lower() for text in cited):
        return []
    return [f"the cited text never names the {found.group()} the question dates"]


_DATING_CLAUSE = re.compile(r"\b(?:in the year|when|at the time)\b(?P<clause>[^?]{1,150})", re.IGNORECASE)
"""The clause that dates a who-question's holder: "Who was physician *in the year the rival was founded*?"."""


_AGENT_BY = re.compile(
    r"\b(?P<verb>[a-z]{3,20})\s+(?:in\s+(?:[A-Z][a-z]{2,9}\s+)?\d{4}\s+)?by\s+(?:the\s+)?$"
)
"""A passive verb and its agent's "by", with the year between: "founded in 1802 by "."""


def dating_agent_problem(question: str, value: str, cited: str) -> list[str]:
    """The doer of the event that only dates the asked holder: "founded in 1802 by X" for "who was physician".

    "Who was physician to the dispensary in the year its rival was founded?" asks who held the post in that
    year; the man a text says founded the rival is the founder, read from the dating clause's own verb.
    """
    dating = _DATING_CLAUSE.search(question)
    if dating is None or not question.lower().startswith("who") or not value:
        return []
    verbs = {key(w.text) for w in words(dating.group("clause")) if fold(w.text).endswith("ed")}
    at = cited.find(value)
    before = cited[max(0, at - 40) : at] if at > 0 else ""
    agent = _AGENT_BY.search(before)
    if agent is None or key(agent.group("verb")) not in verbs:
        return []
    verb = agent.group("verb")
    return [f"the answer {value!r} is the one who {verb} what dates the question, not the holder asked"]
