"""Judge checks that an answer is in the scope the question draws: its unit, its row, its own subject.

Each check reads the question and one cited text and returns the reasons the answer falls outside what is
asked, as a list (empty when it does not): a unit the question names ("in feet") that the answer is not in; an
identifier ("the serial number") answered with a measure, or one ("the reference") answered with a name; a
fact of another person sharing the subject's surname; a pronoun that stands for another thing of its own
sentence; a name running on into the next "Label:" line; a row of a register other than the one the question
describes; the subject itself for "the mother of <subject>"; a relative from text that never states the
kinship; a single number for a total of several things or for a difference of two; a value its sentence gives
to another named part ("the treble weighs 280 kg and the tenor ..."); a value a verb of level measures ("falls
64 metres") for a length; a qualifier of the asked event ("the first *solo* crossing") the cited text never
states; a verb for an answer; another name than the one an alias ("known as the Big Light") is given for; and
a figure that leaves out what is asked ("exclusive of the organ"). A unit may be of two words ("square miles",
"million gallons").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from .._text import Word, fold, words
from ._first_occasion import first_event_taken
from ._lexicon import (
    EVENT_GROUPS,
    MEASURE_NOUNS,
    NUMBER_WORDS,
    OFFICE_NOUNS,
    ORG_WORDS,
    PLACE_WORDS,
    RESIDENT_WORDS,
    ROLE_NOUNS,
    TITLES,
    VERB_PARTICLES,
    content_keys,
    key,
    relation_strength,
    relations_of,
    unit_family_of,
    units_in,
)
from ._measures import value_at
from ._tables import row_total

__all__ = [
    "alias_problem",
    "appositive_owner_problem",
    "CODE_ASKED",
    "CODE_WORD",
    "one_of_run_code_problem",
    "asked_unit_problem",
    "clause_heading_problem",
    "code_answer_problem",
    "code_part_problem",
    "counted_qualifier_problem",
    "difference_problem",
    "excluded_problem",
    "identifier_problem",
    "kin_apposed_life_problem",
    "kin_life_problem",
    "whose_kin_problem",
    "kin_problem",
    "label_run_on_problem",
    "measure_verb_problem",
    "names_in",
    "no_difference_problem",
    "other_part_problem",
    "other_row_problem",
    "part_subject_problem",
    "pronoun_problem",
    "qualifier_problem",
    "relative_mention_problem",
    "relative_problem",
    "replacement_problem",
    "same_as_subject_problem",
    "speech_tag_problem",
    "topic_heading_problem",
    "total_problem",
    "unpicked_part_problem",
    "unstated_role_problem",
    "verb_answer_problem",
    "verb_holder_problem",
    "whose_noun_problem",
    "named_kin_problem",
    "served_master_problem",
]

_IN_UNIT = re.compile(r"\bin (?P<unit>[a-z0-9²³]+(?: [a-z0-9²³]+)?)\s*\??\s*$")
"""A unit the question names at its end: "How tall is the tower, *in feet*?"."""


def asked_unit_problem(question: str, value: str) -> list[str]:
    """A quantity in another unit than the one the question names at its end ("19 metres" for "in feet").

    The asked unit may be of two words ("in square miles", "in million gallons"): "12.8 km2" or "64,000 Ml"
    does not answer it.
    """
    found = _IN_UNIT.search(question.lower())
    named = units_in(found.group("unit")) if found else []
    if found is None or len(named) != 1:
        return []
    asked, stated = named[0], units_in(value)
    if stated and asked not in stated:
        return [f"the answer {value!r} is not in the {found.group('unit')} the question asks for"]
    return []


_IDENTIFIER = re.compile(r"^(?:what|which) (?:is|was) the (?:[a-z]+ )*?number\b")


_NUMBERED = re.compile(
    r"^(?:what|which) (?:is|was) the (?:[a-z]+ )*?(?:patent|serial|registration|licence|license|engine|"
    r"pattern|telephone|policy|official|works) number\b"
)
"""A number that names one thing, not a count of many: "What was the *patent number* of the machine?"."""


def identifier_problem(question: str, value: str) -> list[str]:
    """A measure given for an identifier: "What is the serial number of X?" is never "400 metres".

    Nor is a patent or serial number ever a count of people ("212 people").
    """
    if not _IDENTIFIER.match(question.lower()):
        return []
    counts = (None,) if _NUMBERED.match(question.lower()) else (None, "people")
    if any(unit_family_of(w.text) not in counts for w in words(value) if not w.text[:1].isdigit()):
        return [f"the answer {value!r} is a measure, not the number the question names"]
    return []


_CODE_NOUNS = (
    r"(?:reference|shelf ?mark|press ?mark|class ?mark|call number|catalogue number|accession number|"
    r"reference number|code)"
)
CODE_ASKED = re.compile(
    rf"^(?:under |by |with |as )?(?:what|which) (?:[a-z]+ )?{_CODE_NOUNS}\b(?! name)"
    rf"|^(?:what|which) (?:is|was|are|were) (?:the|its|their) (?:[a-z'’]+ ){{0,3}}?{_CODE_NOUNS}\b(?! name)"
)
"""A question asking an identifier an archive or a catalogue gives: "Under what reference are ... held?"."""
CODE_WORD = re.compile(r"(?<![\w/.])[A-Z][A-Z0-9]*(?:[/.][A-Z0-9]+)+(?![\w/])")
"""A catalogue's code written whole: capitals (and figures) joined by "/" or "." ("TCA/Q/VENN", "D.CH")."""
_CODE = re.compile(rf"\d|{CODE_WORD.pattern}")
"""What only a code holds: a digit, or a code written whole."""


def code_answer_problem(question: str, value: str) -> list[str]:
    """A name given for an identifier: "Under what reference is the collection held?" is never "Miss Roe".

    A reference, shelfmark or catalogue number is a code: it holds a digit, or capitals joined by "/" or
    ".". A person's or a place's name, whatever its text says of the papers, is no code.
    """
    if not CODE_ASKED.match(question.strip().lower()) or _CODE.search(value):
        return []
    return [f"the answer {value!r} is no code, and the question asks an identifier"]


_ORDINAL_THING = re.compile(
    r"\b(?:the\s+)?(?P<ordinal>first|second|third|last|earliest|latest)\s+(?:[a-z'’-]+\s+){0,3}?"
    r"(?:[a-z'’-]+)\s*[(,:]?\s*(?:[a-z]+\s+){0,3}?$",
    re.IGNORECASE,
)
"""A thing picked out of a run by its ordinal, right before its code: "the *first* minute book (catalogue
reference"."""
_ORDINAL_ASKED = re.compile(r"\b(?:first|second|third|last|earliest|latest)\b", re.IGNORECASE)


def one_of_run_code_problem(question: str, value: str, cited: str) -> list[str]:
    """A code of one item of a run ("the first account book (reference QX/1/1)") for the run asked.

    "Under what reference are the account books catalogued?" asks the run's code ("QX/1/1-9"); the code of
    its first volume, picked out by an ordinal the question does not give, is another item's.
    """
    if not CODE_ASKED.match(question.strip().lower()) or _ORDINAL_ASKED.search(question):
        return []
    at = cited.find(value.strip())
    if at <= 0:
        return []
    picked = _ORDINAL_THING.search(cited[max(0, at - 80) : at])
    if picked is None:
        return []
    return [
        f"the code {value!r} is of the {picked.group('ordinal').lower()} item of a run, not the run asked"
    ]


def code_part_problem(value: str, cited: str) -> list[str]:
    """Capitals that are part of a reference code ("the records (PRO/QCC)"), given as a name."""
    if not re.fullmatch(r"[A-Z]{2,6}", value.strip()):
        return []
    if re.search(rf"[A-Z0-9]/{re.escape(value.strip())}\b|\b{re.escape(value.strip())}/[A-Z0-9]", cited):
        return [f"the answer {value!r} is part of a reference code, not a name"]
    return []


def _spaced(text: str, ws: list[Word], j: int) -> bool:
    return text[ws[j - 1].end : ws[j].start] == " "


def names_in(text: str, shortest: int = 2) -> list[tuple[int, int]]:
    """Word ranges of runs of ``shortest`` or more capitalised words (full names by default) in ``text``."""
    ws = words(text)
    runs, i = [], 0
    while i < len(ws):
        j = i
        while j < len(ws) and ws[j].text[:1].isupper() and (j == i or _spaced(text, ws, j)):
            j += 1
        if j - i >= shortest:
            runs.append((i, j))
        i = max(j, i + 1)
    return runs


def relative_problem(entity: str, terms: tuple[str, ...], cited: str) -> list[str]:
    """A fact of another person sharing the subject's surname ("Anna Vell was born in Tarby ... Olaf Vell").

    When the asked verb's sentence names, before that verb, a full name ending in the subject's last word
    but not the subject, and names the subject only after it, the fact is that other person's.
    """
    subject = [fold(w.text) for w in words(entity)]
    if len(subject) < 2 or not terms:
        return []
    ws = words(cited)
    keys = [key(t) for t in terms]
    verbs = [i for i, w in enumerate(ws) if any(relation_strength(t, (key(w.text),)) for t in keys)]
    at = value_at(cited, entity)
    if not verbs or at is None or at[0] < verbs[0]:
        return []
    for first, last in names_in(cited):
        if last > verbs[0]:
            break
        name = [fold(w.text) for w in ws[first:last]]
        if name[-1] == subject[-1] and name != subject:
            return [f"the asked fact is of {' '.join(w.text for w in ws[first:last])!r}, not {entity!r}"]
    return []


_PRONOUNS = frozenset({"it", "he", "she", "they"})


def pronoun_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value after a pronoun that stands for another thing its own sentence opens with.

    In "The oldest, a yew, was planted in 1801; it is now 9 metres tall." the "it" is the yew, not the
    passage's subject, which the sentence never names.
    """
    at = value_at(cited, value)
    ws = words(cited)
    if at is None or not ws or fold(ws[0].text) in _PRONOUNS or value_at(cited, entity) is not None:
        return []
    clause = cited.rfind(";", 0, ws[at[0]].start)
    if clause < 0:
        return []
    after = [w for w in ws if clause < w.start < ws[at[0]].start]
    if after and fold(after[0].text) in _PRONOUNS:
        pronoun = after[0].text
        return [f"the answer {value!r} is of what its sentence opens with, which {pronoun!r} stands for"]
    return []


_SPEECH_TAG = re.compile(
    r",\s*(?:he|she|they)\s+(?:says|said|tells\s+me|told\s+me|writes|wrote|recalls|recalled|thinks|thought)"
    r"\s*,",
    re.IGNORECASE,
)
"""A speaker set off by commas inside a sentence: "The engine, *he says,* came from Yarrowby"."""


def speech_tag_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value of what a speaker tells of, where the speaker is the only one a pronoun stands for.

    In "The roller, he says, came from the foundry at Pelbury" the "he" is the man speaking, perhaps the
    asked one named in the sentence before; what came from Pelbury is the roller. A text that never names
    the entity and has no subject pronoun outside its speech tag tells nothing of the entity itself.
    """
    tag = _SPEECH_TAG.search(cited)
    if tag is None or value_at(cited, entity) is not None or value_at(cited, value) is None:
        return []
    rest = cited[: tag.start()] + " " + cited[tag.end() :]
    if any(fold(w.text) in _PRONOUNS for w in words(rest)):
        return []
    return [f"the answer {value!r} is of what the text reports a speaker said of another subject"]


def clause_heading_problem(value: str, cited: str) -> list[str]:
    """A value that is the bold heading of a clause, not a name its text gives: "**Masonry.** All ...".

    A specification or a set of rules heads each clause with its subject in bold ("**2. Site.**"); the word
    names what the clause is about, and answers no "which firm" or "who". Nor does the label of a numbered
    clause ("LOT" of "**LOT 1.**").
    """
    heading = _CLAUSE_HEADING.match(cited)
    if heading is not None and re.fullmatch(
        rf"{re.escape(value.strip())}\s+\d{{1,4}}", heading.group("head").strip()
    ):
        return [f"the answer {value!r} is the label of its clause's number, not a name the clause gives"]
    if heading is None or heading.group("head").strip() != value.strip():
        return []
    if sum(w[:1].isupper() for w in value.split()) > 1 or any(ch.isdigit() for ch in value):
        return []  # "**Ann Roe.**" heads a person's entry, "**1 April 1914.**" a day's: a name, a date
    return [f"the answer {value!r} is the heading of its clause, not a name the clause gives"]


_CLAUSE_HEADING = re.compile(r"\s*(?:\*\*)?(?:\d{1,3}\.\s*)?(?P<head>[^*\n]{1,60}?)[.:]\*\*")
"""A bold heading opening a clause or an entry: "**2. Site.**", "**The Vane Works.**", "**LOT 1.**"."""
_WHAT_THING = re.compile(r"^\s*what\s+(?!name\b|is\b|was\b|were\b|are\b|did\b|does\b|do\b)[a-z]+\b", re.I)
"""A question asking a thing of some kind ("What animal does the vane represent?"), not a name or a deed."""


def topic_heading_problem(question: str, value: str, cited: str) -> list[str]:
    """A paragraph's bold heading for a thing of some kind: "Vane Works" of "**The Vane Works.** ... fox".

    A guide heads each entry with the place it is about; "What animal does the vane represent?" asks a
    thing the entry tells, which its heading does not name. A question asking a name ("What name ...",
    "What was it called") is left alone.
    """
    heading = _CLAUSE_HEADING.match(cited)
    if heading is None or _WHAT_THING.match(question) is None or re.search(r"\b(?:called|named)\b", question):
        return []
    head = re.sub(r"^(?:the|a|an)\s+", "", heading.group("head").strip(), flags=re.I)
    if head != re.sub(r"^(?:the|a|an)\s+", "", value.strip(), flags=re.I):
        return []
    return [f"the answer {value!r} is the heading of its paragraph, not the thing the question asks"]


_LABEL_LINE = re.compile(r"^[^\n.;]*:")


def label_run_on_problem(value: str, cited: str) -> list[str]:
    """A name running on into the next "Label:" line ("Ann Ross Chief Warden", "Chief Warden" a label)."""
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    span = cited[ws[at[0]].start : ws[at[1] - 1].end]
    if "\n" not in span:
        return []
    line = cited[ws[at[0]].start + span.index("\n") + 1 :]
    if _LABEL_LINE.match(line):
        return [f"the answer {value!r} runs on into the label of the next line"]
    return []


def other_row_problem(question_terms: list[str], value: str, cited: str) -> list[str]:
    """A value from another row of a register than the row the question's terms describe.

    In a block of "Label: value" lines, the row holding the answer must hold some word of the question
    when another row does ("1990-1994: Ada Rook, the first woman chair" answers "the first woman chair";
    "1994-1999: Ben Hale", the next row, does not).
    """
    lines = cited.split("\n")
    if sum(":" in line or line.count("; ") >= 2 for line in lines) < 2 or not question_terms:
        return []
    wanted = {key(t) for t in question_terms}
    rows = [{key(w.text) for w in words(line)} for line in lines]
    holding = [i for i, line in enumerate(lines) if value_at(line, value) is not None]
    if not holding:
        return []
    if any(rows[i] & wanted for i in holding):
        return []
    if any(row & wanted for row in rows):
        return [f"the answer {value!r} stands on another row than the one the question describes"]
    return []


_RELATION_OF = re.compile(r"^(?:who|what) (?:is|was) the ([a-z]+) of (?P<subject>.+?)\s*\??\s*$")


def same_as_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """The subject itself for its relation: "Tom Vell, the society's chair" is not the chair's mother."""
    found = _RELATION_OF.match(question.strip().lower())
    at = value_at(cited, value)
    if found is None or at is None:
        return []
    subject = [fold(w.text) for w in words(found.group("subject"))]
    ws = words(cited)
    following = [fold(w.text) for w in ws[at[1] : at[1] + len(subject)]]
    gap = cited[ws[at[1] - 1].end : ws[at[1]].start] if at[1] < len(ws) else ""
    if subject and following == subject and gap.strip() == ",":
        return [f"the answer {value!r} is {found.group('subject')} itself, not its {found.group(1)}"]
    return []


_KIN = {
    "mother": "mother son daughter child children",
    "father": "father son daughter child children",
    "son": "son mother father parent",
    "daughter": "daughter mother father parent",
    "brother": "brother sister sibling",
    "sister": "sister brother sibling",
    "wife": "wife husband married",
    "husband": "husband wife married",
    "uncle": "uncle nephew niece",
    "aunt": "aunt nephew niece",
    "nephew": "nephew uncle aunt",
    "niece": "niece uncle aunt",
}
"""A kin word and the words that state it either way ("the daughter of X" states X is a mother)."""


_KIN_LIFE = re.compile(r"['’]s?\s+(?P<kin>[a-z]+)\s+(?:born|die|died|buried|baptised|baptized)\b")
"""A life event asked of a relative by a possessive: "Where was X's *father born*?"."""
_PRONOUN_LIFE = re.compile(r"\b(?:He|She)\s+(?:was|had\s+been)\s+(?:born|buried|baptised|baptized)\b")


def kin_life_problem(question: str, cited: str) -> list[str]:
    """A life event of the passage's own subject, for the relative a question asks of.

    "Where was X's father born?" is not answered by "He was born in Carnock, in the year his father bought
    the mill": the one born there is the "he" the text is about; the father is only named beside him.
    """
    asked = _KIN_LIFE.search(question.lower())
    if asked is None or asked.group("kin") not in _KIN:
        return []
    told = _PRONOUN_LIFE.search(cited)
    if told is None or not re.search(rf"\b(?:his|her)\s+{asked.group('kin')}\b", cited[told.end() :]):
        return []
    kin = asked.group("kin")
    return [f"the cited text tells of the one whose {kin} it names, not of the {kin}"]


_LIFE_ASKED = re.compile(r"\b(?:born|die|died|buried|baptised|baptized|married)\b", re.IGNORECASE)
_KIN_OF = (
    r"\b(?:(?:eldest|elder|only|second|third|youngest|younger)\s+)?(?:grand)?(?:son|daughter)|nephew|niece|"
    r"brother|sister|widow|wife|husband"
)


def kin_apposed_life_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A life event of the one a sentence calls the asked person's kin, told of "he" or "she" after it.

    "the son of the late Mr Amos Pellow, he was born over the old shop in November, 1822" tells the son's
    birth: Amos Pellow is named only to say whose son "he" is.
    """
    name = entity.strip()
    if not name or _LIFE_ASKED.search(question) is None:
        return []
    opening = re.compile(
        rf"(?:{_KIN_OF})\s+of\s+(?:the\s+late\s+)?(?:(?:Mr|Mrs|Miss|Dr)\.?\s+)?{re.escape(name)}\s*,\s*"
        r"(?:he|she)\s+(?:was|had\s+been)\s+(?P<event>born|buried|baptised|baptized|married)\b",
        re.IGNORECASE,
    )
    found = opening.search(cited)
    if found is None or value.strip() not in cited[found.end() :]:
        return []
    return [f"the one {found.group('event')} after {name!r} is the one named as kin of {name}, not {name}"]


_WHOSE_KIN = re.compile(rf"^\s*whose\s+(?P<kin>{'|'.join(_KIN)}|widow|widower)\b", re.IGNORECASE)
"""A question asking whose relative someone was: "*Whose widow* deposited the records?"."""


def whose_kin_problem(question: str, value: str, cited: str) -> list[str]:
    """The relative herself, for "whose widow (son, ...)": the question asks the one she is the widow of.

    "deposited ... by Mrs Margaret Pargeter, widow of the company's last chairman" names the widow; "Whose
    widow deposited the records?" asks for the chairman.
    """
    asked = _WHOSE_KIN.match(question)
    name = value.strip()
    if asked is None or not name:
        return []
    kin = asked.group("kin").lower()
    if re.search(rf"{re.escape(name)}\s*,\s*(?:the\s+)?{kin}\s+of\b", cited, re.IGNORECASE) is None:
        return []
    return [f"the answer {value!r} is the {kin} the question names, not the one whose {kin} she or he was"]


_COUNTED = re.compile(
    rf"\b(?P<n>\d{{1,2}}|{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))})"
    r"\s+(?P<noun>[a-z]{3,20})\b",
    re.IGNORECASE,
)
"""A small count before its noun: "drawn by *six horses*", "a carriage with *4 wheels*"."""


def _counts(text: str) -> dict[str, set[int]]:
    """The counts ``text`` gives its nouns, by the noun's key: "six horses" → {"hors": {6}}."""
    found: dict[str, set[int]] = {}
    for m in _COUNTED.finditer(text):
        n = m.group("n").lower()
        found.setdefault(key(m.group("noun")), set()).add(int(n) if n.isdigit() else NUMBER_WORDS[n])
    return found


def counted_qualifier_problem(question: str, cited: str) -> list[str]:
    """A text describing the thing asked with another count of its noun: "drawn by one horse" for six.

    "What toll was fixed for a coach drawn by six horses?" is not answered by the row for "a carriage drawn
    by one horse": the count that says which one is meant differs.
    """
    cited_counts = _counts(cited)
    for noun, numbers in _counts(question).items():
        if noun in cited_counts and not numbers & cited_counts[noun]:
            return [
                f"the cited text counts {min(cited_counts[noun])} where the question counts {min(numbers)}"
            ]
    return []


_KIN_OWNED = re.compile(r"^(?:who|what) (?:is|was) (?P<subject>.+?)'s? ([a-z]+)\s*\??\s*$")
"""A kinship asked with a possessive: "Who was X's wife?"."""


def kin_problem(question: str, cited: list[str]) -> list[str]:
    """A relative answered from text that never states that kinship ("the mother of X" from X's brother).

    The asked kin word, or its converse, must stand in the cited text.
    """
    found = _RELATION_OF.match(question.strip().lower()) or _KIN_OWNED.match(question.strip().lower())
    if found is None or found.group(1) not in _KIN:
        return []
    stating = {key(w) for w in _KIN[found.group(1)].split()}
    if any(key(w.text) in stating for text in cited for w in words(text)):
        return []
    return [f"the cited text states no {found.group(1)} of {found.group('subject')}"]


_KIN_OF_NAMED = re.compile(
    r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*['’]s?\s+(?P<kin>(?:grand)?(?:father|mother|son|daughter)(?:-in-law)?"
    r"|(?:brother|sister)(?:-in-law)?|wife|husband|widow|uncle|aunt|nephew|niece)\b"
)
"""A relative a question asks of by a named person: "Edwin Coad's *father-in-law*"."""


def named_kin_problem(question: str, cited: list[str]) -> list[str]:
    """A fact of a named person's relative, from a text that names no such relative ("his father-in-law").

    "In what place was Edwin Coad's father-in-law born?" is not answered by Coad's own birthplace: the cited
    text must speak of the relative.
    """
    found = _KIN_OF_NAMED.search(question)
    if found is None:
        return []
    kin = found["kin"].lower()
    said = kin.split("-")[0].removeprefix("grand")
    text = " ".join(cited).lower()
    if kin in text or ("-in-law" not in kin and re.search(rf"\b{said}", text)):
        return []
    return [f"the cited text names no {kin} of the one the question names"]


_TOTAL = re.compile(r"\b(?:together|combined|in total|altogether|between them|in all)\b")


def total_problem(
    question: str, cited: str, calculated: bool, value: str = "", rows: Sequence[str] = ()
) -> list[str]:
    """A total of several things answered with one number the cited text does not give as a total.

    A cited table row (of ``rows``) whose last cell sums the cells between ("| 1881 | 33 | 41 | 74 |") gives
    74 as a total.
    """
    if calculated or not _TOTAL.search(question.lower()):
        return []
    figure = next(iter(value.split()), "").replace(",", "")
    if figure.isdigit() and any(row_total(row) == int(figure) for row in rows):
        return []
    pair = _TOTAL_OF_PAIR.search(question.lower())
    held = {key(w.text) for w in words(cited)}
    if pair is not None and not all(content_keys(side) <= held for side in pair.groups()):
        # "the combined cost of the covered market and the fish market" is no "total cost of the fish market"
        return ["the question asks for a total of two things, and the cited text gives a figure of one"]
    if re.search(r"\b(?:together|combined|total|altogether|between them|in all)\b", cited.lower()):
        return []
    return ["the question asks for a total of several things, and one number is not a sum"]


_TOTAL_OF_PAIR = re.compile(
    r"\bof (?:the )?([a-z][a-z' -]{0,60}?) and (?:the |of the )?([a-z][a-z' -]{0,60}?)\?*$"
)
"""The two things a total is asked of: "the combined cost *of the covered market and the fish market*"."""


_DIFFERENCE = re.compile(r"^(?:[^,?]*,\s*)?how (?:many|much)\b.*\b(?:[a-z]+er|more|less|fewer)\b.*\bthan\b")
"""A difference asked of two things: "How many kilograms *heavier* is A *than* B?"."""


def difference_problem(question: str, cited: str, calculated: bool) -> list[str]:
    """A difference of two things answered with one number the cited text does not give as a difference.

    "A weighs 4,200 kg" does not say how much heavier A is than B: the answer must be computed, or read
    from a sentence comparing ("than", "more", "difference").
    """
    if calculated:
        return []
    if _CHANGE.match(question.lower()) and not _DIFFERENCE.match(question.lower()):
        if _STATED_CHANGE.search(cited.lower()):
            return []
        return [
            "the question asks how many more there were after a change, and a stated total is no increase"
        ]
    if not _DIFFERENCE.match(question.lower()):
        return []
    if re.search(r"\b(?:than|difference|more|less|fewer)\b", cited.lower()):
        return []
    return ["the question asks for a difference of two things, and one stated number is not a difference"]


_COMPARED = re.compile(
    rf"{_DIFFERENCE.pattern}|\b(?:exceed|outnumber|outweigh|outlast)(?:s|ed)?\b|\bdifference\b.*\bbetween\b"
    r"|\bhow many years\b.*\b(?:first|earlier)\b.*\b(?:second|later|last)\b"
    r"|\bhow many years\s+(?:passed|elapsed|lay|went\s+by|separated?)\b"
)
"""A question comparing two figures: "how much *taller* ... *than*", "by how much did A *exceed* B", the
years between a *first* and a *second* of one kind of event, which cannot fall in one year, or the years that
*separated* two events or *passed* between them, which a question asks only of events years apart."""
_TIMES = re.compile(r"\bhow many times\b")


def no_difference_problem(question: str, result: str) -> list[str]:
    """A comparison computed to no difference: a zero, or one time as much for "how many times".

    "How much taller is A than B?" presupposes that A and B differ; "41 - 41 = 0" says the two operands
    were read from one figure (one passage's height given for both), not that the question's premise fails.
    """
    asked = question.lower()
    if not _COMPARED.search(asked):
        return []
    try:
        computed = Fraction(result.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return []
    if computed != (1 if _TIMES.search(asked) else 0):
        return []
    return [f"the comparison computes to {result}: the two figures compared are one, not two that differ"]


_CHANGE = re.compile(r"^(?:[^,?]*,\s*)?how (?:many|much) (?:more|fewer|less|extra|additional)\b")
"""A change asked with no second thing to compare: "How many more beds did it have *after the extension*?"."""
_STATED_CHANGE = re.compile(
    r"\b(?:more|fewer|less|extra|additional|added|adding|adds|further|another|increased?|rose|grew|gained|"
    r"lost|cut|reduced)\b"
)
"""Words that give a number as a change ("added 12 beds", "12 more"), not as the total after it."""


_LEVEL_VERBS = frozenset(
    key(w) for w in "falls fell drops dropped rises rose climbs climbed descends descended".split()
)
"""Verbs that measure a change of level, not a length: "the aqueduct *falls* 64 metres"."""
_LENGTH_ASKED = re.compile(r"\b(?:how long|length)\b")


def measure_verb_problem(question: str, value: str, cited: str) -> list[str]:
    """A quantity that a verb of level right before it measures, when the question asks a length.

    In "The aqueduct falls 64 metres over its length." the 64 metres is its fall: "How long is the
    aqueduct?" is not answered by it, "How far does the aqueduct fall?" is.
    """
    at = value_at(cited, value)
    if at is None or at[0] == 0 or not _LENGTH_ASKED.search(question.lower()):
        return []
    before = key(words(cited)[at[0] - 1].text)
    if before not in _LEVEL_VERBS or before in {key(w.text) for w in words(question)}:
        return []
    verb = words(cited)[at[0] - 1].text
    return [f"the answer {value!r} is how far the subject {verb}, not what the question asks"]


_PART_CLAUSE = re.compile(r"(?:^|[.;:]\s+|,?\s+and\s+)(?P<head>[Tt]he\s+(?P<part>[a-z]+))\b")
"""A clause naming its own part: "*The treble* weighs 280 kg and *the tenor* ... weighs 1,890 kg"."""


def other_part_problem(question: str, value: str, cited: str) -> list[str]:
    """A value a sentence gives to another named part than the one the question asks about.

    In "The treble weighs 280 kg and the tenor weighs 1,890 kg." the 280 kg is the treble's: when the
    question names the tenor and not the treble, the value belongs to another part.
    """
    at = value_at(cited, value)
    if at is None:
        return []
    start = words(cited)[at[0]].start
    asked = {key(w.text) for w in words(question) if w.text.islower()}  # "Tarn Light" names no "lightest"
    clauses = list(_PART_CLAUSE.finditer(cited))
    own = [c for c in clauses if c.start("head") <= start]
    if not own:
        return []
    part = own[-1].group("part")
    if key(part) in asked:
        return []
    for other in clauses:
        if other.start() > start and key(other.group("part")) in asked:
            tail = cited[other.end() :]
            if re.search(r"\d", tail[: _next_clause(tail)]):
                asked_part = other.group("part")
                return [f"the answer {value!r} is given to the {part}, not the {asked_part} asked about"]
    return []


def unpicked_part_problem(question: str, value: str, cited: str) -> list[str]:
    """A measure a sentence gives one part of the asked thing when it gives another part its own.

    "The front light is 9 metres high and the rear light 15 metres." answers neither "How tall is the
    range light?" nor anything the question does not pick a part for: each figure is a part's and none
    the whole's.
    """
    at = value_at(cited, value)
    if at is None:
        return []
    start = words(cited)[at[0]].start
    clauses = list(_PART_CLAUSE.finditer(cited))
    own = [c for c in clauses if c.start("head") <= start]
    if not own:
        return []
    part = own[-1].group("part")
    families = {unit_family_of(w.text) for w in words(value) if not w.text[:1].isdigit()} - {None}
    named = {key(w.text) for w in words(question)}  # "the Upper weir" names its part
    names = {key(w.text) for w in words(question)[1:] if w.text[:1].isupper()}
    own_words = words(cited[own[-1].start("part") : start])
    if key(part) in named or names & {key(w.text) for w in own_words if w.text[:1].isupper()}:
        return []  # "the heaviest, from Tolly Tower": the part is the one the question names
    for other in clauses:
        tail = cited[other.end() :]
        figures = _MEASURED.findall(tail[: _next_clause(tail)])
        if other is own[-1] or key(other.group("part")) in {key(part), *named}:
            continue
        if families and any(unit_family_of(unit) in families for unit in figures):
            return [
                f"the answer {value!r} is given to the {part} and another figure to the {other.group('part')}"
            ]
    return []


_MEASURED = re.compile(r"\d[\d,.]*\s*([A-Za-z]+)")
"""A figure and the word after it, its unit when it has one: "15 *metres*"."""


def _next_clause(text: str) -> int:
    found = _PART_CLAUSE.search(text)
    return found.start() if found is not None else len(text)


_FUNCTION = frozenset(
    "of to in at on for by with from and or the a an who that which when where was is were are".split()
)
_QUALIFIED = re.compile(r"\b(?:[Ff]irst|[Ll]ast)\s+([a-z]+)\s+([a-z]+)\b")
"""Lowercase words only: "the First Tarn Expedition" is a name, not a qualified event."""


_WHOSE = re.compile(r"^\s*whose\s+([a-z]{3,})\b", re.IGNORECASE)
"""A question asking whose a thing or event was: "*Whose burial* was the first in the cemetery?"."""


def whose_noun_problem(question: str, cited: list[str]) -> list[str]:
    """Why the cited text tells of no asked thing of "whose X": X, or a word of its relation, in lowercase.

    "Whose burial was the first?" is not answered by "the Burial Board was constituted, with Alderman Roe as
    its first chairman": "Burial" stands there only in a body's name, and the text tells of no burial.
    """
    found = _WHOSE.match(question)
    if found is None:
        return []
    asked = key(found.group(1))
    kin = {asked, *relations_of(asked)}
    for text in cited:
        for w in words(text):
            if w.text[:1].islower() and kin & {key(w.text), *relations_of(key(w.text))}:
                return []
    return [f"the cited text tells of no {found.group(1).lower()}, which the question asks whose it was"]


def qualifier_problem(question: str, cited: list[str]) -> list[str]:
    """A qualifier of the asked event the cited text never states ("the first *solo* crossing").

    A first crossing is no answer to the first solo crossing: the word between "first" (or "last") and the
    event's noun, or a word of the same relation ("interment" for "burial"), must stand in the cited text.
    """
    found = _QUALIFIED.search(question)
    if found is None or found.group(1) in _FUNCTION or found.group(2) in _FUNCTION:
        return []
    if found.group(2) in VERB_PARTICLES or first_event_taken(question):
        return []  # "When did fire first *break out*?", "first *catch fire*": "first" qualifies no noun
    held = {key(w.text) for text in cited for w in words(text)}
    # "the first *burial* take place" is stated by "the first *interment*": a word of its relation will do
    if relation_strength(key(found.group(1)), held) < 1.0:
        return [f"the cited text gives no {found.group(1)} {found.group(2)}, which the question asks about"]
    return []


_WHAT_MEASURE = re.compile(r"\bwhat (?:[a-z]+ )?([a-z]+)\b")


def verb_answer_problem(question: str, value: str) -> list[str]:
    """A bare lowercase verb form given for an answer ("opened" for a frequency), or a title alone.

    "Messrs", cut from "Messrs. Barraclough & Sons", names no one and no thing.
    """
    ws = words(value)
    if len(ws) == 1 and fold(ws[0].text.rstrip(".")) in TITLES:
        return [f"the answer {value!r} is a title alone, and names nothing"]
    if len(ws) != 1 or not ws[0].text.islower() or not ws[0].text.endswith("ed"):
        return []
    found = _WHAT_MEASURE.search(question.lower())
    if found is not None and key(found.group(1)) in MEASURE_NOUNS:
        return [f"the answer {value!r} is no measure"]
    return [f"the answer {value!r} is a verb, not what the question asks for"]


_KNOWN_AS = re.compile(r"^which [a-z]+ (?:is|was) (?:known as|called|nicknamed) (?P<alias>.+?)\s*\??\s*$")
_ALIAS_MARK = re.compile(r"\b(?:known as|called|nicknamed)\s+$")


def alias_problem(question: str, value: str, cited: str) -> list[str]:
    """Another name than the one an alias is given for: "Tarn Head, called the Big Light ... not Low Point".

    The answer must stand before the alias the question quotes, the name the cited sentence gives it to.
    """
    found = _KNOWN_AS.match(question.strip().lower())
    if found is None:
        return []
    alias = found.group("alias")
    low = cited.lower()
    at = low.find(alias)
    while at >= 0 and not _ALIAS_MARK.search(low[:at]):
        at = low.find(alias, at + 1)
    if at < 0:
        return []
    named = cited.find(value)
    if named < 0 or named > at:
        return [f"the answer {value!r} is not the name {alias!r} is given to"]
    return []


_EXCLUDING = re.compile(
    r"\b(?:exclusive of|excluding|not including|except for|apart from|without counting)\s+(?:the\s+|its\s+)?"
    r"(?P<left>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})"
)
"""What a figure leaves out: "£38,400, *exclusive of the switching equipment*" prices no equipment."""


_ASKED_KIND = re.compile(r"\s*(?:(?:in|on|at|by|for|from|to)\s+)?(?:what|which)\s+([a-z]+)\b", re.IGNORECASE)
"""The noun a "which" question names its answer by: "In which *year*", "On what *day*"."""


def excluded_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure its cited text says leaves out the very thing the question asks about.

    "Building cost: £38,400, exclusive of the switching equipment" does not answer "How much did the
    switching equipment cost?": the words of the question found only after "exclusive of" name what the
    figure does not cover.
    """
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    asked = {key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION}
    if (kind := _ASKED_KIND.match(question)) is not None:
        asked.discard(key(kind.group(1)))  # "In which *year*": the answer's kind, no thing the figure covers
    for found in _EXCLUDING.finditer(cited):
        if ws[at[0]].start > found.start():
            continue  # the figure stands after what is left out: it may be of the rest
        before = {key(w.text) for w in ws if w.end <= found.start()}
        left = {key(w.text) for w in words(found.group("left"))}
        if left & asked - before:
            return [f"the answer {value!r} leaves out {found.group('left')!r}, which the question asks about"]
    return []


_APPOSITIVE = re.compile(r"(?P<name>(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*),\s+(?:a|an)\s+[^,;:.()]*$")
"""A name and the noun phrase set beside it, up to a figure: "Penner Moor, a rougher piece of ground of"."""
_PLACE_BEFORE = re.compile(r"\b(?:at|in|of|near|on|by)\s+$")


def appositive_owner_problem(entity: str, value: str, cited: str) -> list[str]:
    """A figure inside a noun phrase set in apposition to another name than the subject's.

    "the park adjoins Penner Moor, a rougher piece of ground of about 9 acres" measures the moor, not the
    park: the figure belongs to the name the phrase describes.
    """
    at = value_at(cited, value)
    wanted = {fold(w.text) for w in words(entity)} - {"the"}
    if at is None or not wanted:
        return []
    found = _APPOSITIVE.search(cited[: words(cited)[at[0]].start])
    if found is None:
        return []
    named = {fold(w.text) for w in words(found.group("name"))} - {"the"}
    if named <= wanted or _PLACE_BEFORE.search(cited[: found.start()]):
        return []  # "the Weir Lane Bridge at Coldby, a concrete span": the town places the bridge
    return [f"the answer {value!r} describes {found.group('name')!r}, set beside it, not {entity!r}"]


_PART_OF = re.compile(r"^(?:The|A|An|Its)\s+(?P<part>[a-z][a-z-]*)\b[^,;:.]*?\bof\s+(?:the\s+)?$")
"""A subject that is a part of the named thing: "The wing on the east side *of the* Priory building"."""


def part_subject_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A figure or date of a part whose sentence names the asked thing only as what the part belongs to.

    "The wing on the east side of the Priory building ... opened in 1912" dates the wing, not the
    building. A part named by the question ("the tower of X"), a kind ("The town of X"), a measure ("The
    population of X") or an event ("The opening of X") is the thing itself, or what is asked of it.
    """
    at = cited.find(entity)
    found = _PART_OF.match(cited[:at]) if at > 0 and entity[:1].isupper() else None
    place = value_at(cited, value)
    if found is None or place is None or not any(ch.isdigit() for ch in value):
        return []
    if words(cited)[place[0]].start < at + len(entity):
        return []
    part = key(found.group("part"))
    asked = {key(w.text) for w in words(question)}
    kinds = PLACE_WORDS | ORG_WORDS | RESIDENT_WORDS
    if part in asked or part in kinds or part in MEASURE_NOUNS or set(relations_of(part)) & EVENT_GROUPS:
        return []
    if any(relation_strength(k, (part,)) >= 1.0 for k in asked):
        return []
    return [f"the answer {value!r} is of the {found.group('part')} of {entity!r}, not of {entity!r} itself"]


_WHO_ROLE = re.compile(
    r"^(?:who|whom) (?:is|was|are|were) (?P<the>the )?(?:[a-z-]+ )?(?P<role>[a-z]+) (?:of|at|for|to)\b"
)
"""A who-question asking for the holder of a role, with its article or without: "Who is the managing
*director* of ...?", "Who was *clerk* to the trustees?"."""
_TERM_GIVEN = re.compile(
    r"\b(?:1\d{3}|20\d{2})\s*(?:[-–]|to)\s*(?:\d{2,4}\b|the\s+present\b|date\b)|\b(?:post|office|term)\b"
)
"""A holder's term of years ("1997-2011: Helen Strand", "1990 to the present") or the office spoken of as such
("held the post"), which a list of holders, whose heading names the role, gives in place of the role."""
_ROLE_BEFORE_NAME = re.compile(r"\bthe [a-z]+ [A-Z]")
"""A role noun set right before a name: "the work of *the millwright Ida* Stoll"."""


def unstated_role_problem(question: str, cited: list[str]) -> list[str]:
    """A holder of a role read from text that names no role of a person at all, nor the role's verb.

    "in 1983 the council leased the pier to Harbour Amusements" says nothing of a managing director: the
    company it names answers another question.
    """
    asked = _WHO_ROLE.match(question.strip().lower())
    if asked is None or (role := key(asked.group("role"))) not in ROLE_NOUNS | OFFICE_NOUNS:
        return []
    if any("|" in text or _ROLE_BEFORE_NAME.search(text) for text in cited):
        return []  # a table's row takes its role from the column's name; "the millwright Ida Stoll" has one
    newly = not asked.group("the") or role not in ROLE_NOUNS  # "Who was clerk to", "Who was the warden of"
    if newly and any(_TERM_GIVEN.search(text) for text in cited):
        return []  # "1997-2011: Helen Strand" under a list's heading, "held the post from 1871"
    held = tuple(dict.fromkeys(key(w.text) for text in cited for w in words(text)))
    if relation_strength(role, held) > 0 or any(k in ROLE_NOUNS for k in held):
        return []  # "the work of the engineer Sven Arvik" may name the builder by another role
    return [f"the cited text never names the {asked.group('role')} the question asks for"]


_WHO_HOLDER = re.compile(
    r"^(?:who|whom) (?:is|was|are|were) (?:the )?(?:[a-z-]+ )?(?P<role>[a-z]+) (?:of|at|for)\b"
)
"""A who-question asking for the holder of an office, with its article or without: "Who was chairman of"."""
_AGENT_BEFORE = re.compile(r"\b(?P<verb>[a-z]+)\s+by\s+(?:the\s+)?(?:[A-Z][a-z]{0,3}\.?\s+)?$")
"""A passive verb's agent, perhaps after a short title: "a deputation *headed by the Rev.* J. Orme"."""
_YEARS = re.compile(r"^\W*\d{3,4}\W*$")
_FIRST_DETERMINED = re.compile(r"\b(?P<det>a|an|the|this|that|its|their|his|her)\s+[a-z]", re.IGNORECASE)
"""The first noun phrase a clause opens with a determiner: its subject, new ("a deputation") or known."""


def verb_holder_problem(question: str, entities: tuple[str, ...], value: str, cited: str) -> list[str]:
    """A holder of an office read from a verb of the office's relation whose clause is about something else.

    "A deputation of ratepayers, headed by Mr. Orme, waited upon the directors" makes Orme the head of the
    deputation, not the chairman of the company the question names: a verb ("headed", "led", "chaired")
    credits the office only to the agent of the asked thing. A clause about a thing it brings in anew ("a
    deputation") that never names the asked one heads another; "the building" or "it" may be the asked one
    named again. A text that writes the office's own noun is left to the checks of where that noun stands.
    """
    asked = _WHO_HOLDER.match(question.strip().lower())
    at = value_at(cited, value)
    if asked is None or at is None or (role := key(asked.group("role"))) not in ROLE_NOUNS:
        return []
    ws = words(cited)
    found = _AGENT_BEFORE.search(cited[: ws[at[0]].start])
    if found is None or (verb := key(found.group("verb"))) == role or not relation_strength(role, (verb,)):
        return []
    if role in {key(w.text) for w in ws}:
        return []
    clause = re.split(r"[;:]", cited[: found.start()])[-1]
    subject = _FIRST_DETERMINED.search(clause)
    if subject is None or fold(subject.group("det")) not in {"a", "an"}:
        return []  # "The building was designed by Ann Roe", "It was led by ...": the asked thing, named again
    held = {key(w.text) for w in words(clause)}
    owners = [e for e in entities if not _YEARS.match(e)]
    wanted = [{key(w.text) for w in words(e) if fold(w.text) != "the"} for e in owners]
    if not owners or any(keys & held for keys in wanted):
        return []
    role_word, verb_word = asked.group("role"), found.group("verb")
    return [f"the answer {value!r} is the one {verb_word} something else, not the {role_word}"]


_RELATIVE_AFTER = re.compile(r",\s+(?:who|which|whose|whom)\b")
_OPENING_NAME = re.compile(r"^(?:The\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")


def relative_mention_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value of a sentence about another name, which names the asked one only in a later relative clause.

    "The Harriers Women's Club was founded in 1951 by Ann Pell, who borrowed the name from the county
    Colts" dates the women's club: the Colts stand only in what Ann Pell did.
    """
    at = value_at(cited, value)
    named_at = cited.find(entity)
    opening = _OPENING_NAME.match(cited)
    if at is None or named_at < 0 or opening is None:
        return []
    start = words(cited)[at[0]].start
    relative = _RELATIVE_AFTER.search(cited, start)
    if named_at < start or relative is None or relative.start() > named_at:
        return []
    if not cited[words(cited)[at[1] - 1].end : relative.start()].strip():
        return []  # "... by Kell & Orr, who had built the asked mill": the clause is the value's own
    wanted = {fold(w.text) for w in words(entity)} - {"the"}
    if {fold(w.text) for w in words(opening.group("name"))} & wanted:
        return []
    return [f"the answer {value!r} is of {opening.group('name')!r}; {entity!r} stands only in a later clause"]


_PRICED = re.compile(r"\b(?:cost|costs|price|priced|paid|pay|pays|bought|sold)\b")
"""A question that asks what a thing cost."""
_REPLACEMENT_COST = re.compile(
    r"\b(?:the|a|an|its|their|his|her)\s+(?:new|replacement|spare|second|fresh)\s+(?P<part>[a-z]+)\s+"
    r"(?:had\s+)?(?:cost|costs|was\s+bought\s+for|was\s+priced\s+at|was\s+paid\s+for)\b",
    re.IGNORECASE,
)
"""A sum a sentence gives as the cost of a new or spare part ("The new mirror cost £48")."""


def replacement_problem(question: str, value: str, cited: str) -> list[str]:
    """A sum the sentence gives as the price of a replacement part, not of the thing the question names.

    "The new mirror cost £48" prices a mirror bought later; it does not answer "How much did the reflector
    cost?", whose own price is stated elsewhere. The part asked by name ("How much did the new mirror
    cost?") is answered by it.
    """
    if _PRICED.search(question.lower()) is None:
        return []
    at = value_at(cited, value)
    if at is None:
        return []
    start = words(cited)[at[0]].start
    asked = {key(w.text) for w in words(question)}
    for found in _REPLACEMENT_COST.finditer(cited):
        if (
            found.end() <= start
            and not cited[found.end() : start].strip(" £$€")
            and key(found.group("part")) not in asked
        ):
            return [
                f"the answer {value!r} is the price of a new {found.group('part')}, not of the thing asked"
            ]
    return []


_OFFICE_ASKED = re.compile(
    r"\b(?:which|what)\s+(?P<office>[a-z]+)\b|\bwho\s+(?:was|is|were)\s+(?:the\s+)?(?P<held>[a-z]+)\b",
    re.IGNORECASE,
)
"""The office a question asks the holder of: "To *which steward* ... did he write?", "*Who was the agent*"."""
_SERVING_OFFICES = frozenset(
    "steward agent bailiff chaplain secretary clerk solicitor physician surgeon tutor butler gamekeeper "
    "housekeeper valet governess".split()
)
"""Offices held in a master's service, whose holder a text names beside the master ("Steward to Sir R.")."""


def served_master_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """The man an officer serves for the officer: "as Steward to Sir Ralph Denholme" names the master.

    "To which steward of the Denholme estate did A write?" is not answered by the name after "Steward to",
    who employs the steward; the steward is the one written to.
    """
    asked = _OFFICE_ASKED.search(question)
    name = value.strip()
    if asked is None or not name:
        return []
    office = (asked["office"] or asked["held"]).lower()
    if office not in _SERVING_OFFICES:
        return []
    served = re.compile(rf"\b{re.escape(office)}\s+(?:to|of)\s+(?:the\s+)?{re.escape(name)}", re.IGNORECASE)
    if any(served.search(t) for t in cited):
        return [f"the answer {value!r} is the one the {office} serves, not the {office}"]
    return []
