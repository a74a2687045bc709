"""Judge checks on how a cited clause holds its value: now or formerly, firmly or hedged, and whose it is.

Each check reads the question, the answer and one cited text (or an entity of the question) and returns
the reasons the answer is not stated as the question asks, as a list (empty when it is). Time: a value
given as former ("until 1990 ...", "lengthened from 900 metres to ...") for a present question; a date
given relative to the asked event ("built the year before"); a date whose text names no event. Stance: a
value or a yes/no the text only hedges ("is said to", "possibly"); a value planned or set aside ("instead
of the planned 40 barrels"); an answer to a negated verb ("did not graduate"); a yes from a denial
("neither ... nor"); a line that itself asks. Owner: a clause, table row, part of a sentence or sentence
about another thing than the subject; a number whose nearest name is a neighbour sharing the subject's
words; a value of a name set in apposition ("Its second, a Miles Hawk, cost ..."); another person a
pronoun stands for; the agent of another passive verb ("owned by X and operated by Y"); a possessor for the
one it owns ("X's husband, Y"). Role: a name in a parallel clause of another role; a holder qualified
otherwise ("first" for "present"); an ordinal of another office; a successor listed before the subject;
a superlative the text never states; a name the question itself gives. Form: a number without the unit
the text gives it; "one" of "one of"; an answer beginning inside a name.
"""

from __future__ import annotations

import re

from .._text import MONTHS, fold, words
from ._aliases import PERSONAL_TITLES
from ._candidates import numbers
from ._fact import read_fact
from ._first_occasion import first_event_taken, first_occasion_verb
from ._lexicon import (
    CLOSING_WORD,
    EVENT_GROUPS,
    EVENT_NOUNS,
    MEASURE_NOUNS,
    NUMBER_WORD_CHOICES,
    NUMBER_WORDS,
    TITLES,
    VERB_PARTICLES,
    YEAR_DIGITS,
    key,
    relation_strength,
    relations_of,
    standalone_figure,
    unit_family_of,
)
from ._measures import value_at
from ._scope import names_in

__all__ = [
    "PRESENT_QUESTION",
    "agents_apart_problem",
    "apposed_other_problem",
    "changed_from_problem",
    "deed_agent_problem",
    "denied_clause_problem",
    "denied_value_problem",
    "denied_yes_problem",
    "deputy_role_problem",
    "dropped_unit_problem",
    "elliptical_count_problem",
    "enumerator_problem",
    "event_year_unread_problem",
    "fee_for_cost_problem",
    "former_value_problem",
    "hedge_problem",
    "house_name",
    "kind_of_place_problem",
    "later_use_problem",
    "mid_name_problem",
    "mistaken_claim_problem",
    "near_name_row_problem",
    "negated_problem",
    "nickname_problem",
    "opening_hours_problem",
    "order_problem",
    "other_body_founded_problem",
    "other_clause_problem",
    "other_ended_problem",
    "other_holder_problem",
    "other_part_measure_problem",
    "other_particle_problem",
    "other_party_clause_problem",
    "other_role_problem",
    "other_segment_problem",
    "other_sentence_problem",
    "other_subject_clause_problem",
    "other_table_row_problem",
    "owner_neighbour_problem",
    "papers_opened_problem",
    "part_of_problem",
    "part_of_total_problem",
    "passive_agent_problem",
    "possessor_problem",
    "predecessor_event_problem",
    "pronoun_gender_problem",
    "question_line_problem",
    "relative_date_problem",
    "self_answer_problem",
    "superlative_problem",
    "superlative_year_problem",
    "superseded_problem",
    "unnegated_problem",
    "unrealised_problem",
    "unstated_event_problem",
    "yearless_day_problem",
]

_CLAUSE_BREAK = re.compile(
    r";|\.\s|,\s*(?:while|whereas)\b|\b(?:but|although|though|since then)\b"
    r"|,\s*and\s+(?=(?:when|while|after|before|it|he|she|they)\b)"
)
"""Where one clause of a cited text ends: a semicolon, a sentence end, a contrast ("..., but ..."), or a
clause joined with its own subject or time (", and when built it was ...")."""


def _clauses(cited: str) -> list[tuple[int, int]]:
    """Character ranges of the clauses of ``cited``."""
    bounds, begin = [], 0
    for found in _CLAUSE_BREAK.finditer(cited):
        bounds.append((begin, found.start()))
        begin = found.start()
    bounds.append((begin, len(cited)))
    return [(b, e) for b, e in bounds if cited[b:e].strip(" ;,.")]


def _clause_of(cited: str, value: str) -> str | None:
    """The clause of ``cited`` holding ``value``, or ``None`` when the value is not in it."""
    at = value_at(cited, value)
    if at is None:
        return None
    start = words(cited)[at[0]].start
    return next((cited[b:e] for b, e in _clauses(cited) if b <= start < e), None)


_PRESENT = re.compile(
    r"^(?:(?:in |at |on |from |by |to )?(?:who|whom|what|which|where|how)\b[^?]*?\b"
    r"(?:is|are|does|do|has|have)\b|(?:who|what) [a-z]+[^s\W]s\b|(?:is|are|does|do|has|have)\b)"
)
"""A question in the present tense: "Where *are* ...?", "Who *owns* ...?", "*Is* ...?"."""
PRESENT_QUESTION = _PRESENT
_PAST_WORD = re.compile(r"\b(?:was|were|did|had|formerly|originally|first|once|before|until|in \d{3,4})\b")
_FORMER = re.compile(
    r"\b(?:formerly|previously|originally|until(?: \w+)? \d{3,4}|till \d{3,4}|used to)\b",
    re.IGNORECASE,
)


def former_value_problem(question: str, value: str, cited: str) -> list[str]:
    """A value its clause gives as former ("until 1990 ... at Marsh End") for a present-tense question.

    "Where are the club's headquarters?" asks where they are now; a clause opening "Until 1990" or holding
    "formerly" tells where they were.
    """
    asked = question.strip().lower()
    if not _PRESENT.match(asked) or _PAST_WORD.search(asked):
        return []
    clause = _clause_of(cited, value)
    if clause is None:
        return []
    found = _FORMER.search(clause)
    if found is None or found.group().lower() in {fold(w.text) for w in words(value)}:
        return []
    return [f"the answer {value!r} is a former value ({found.group()!r}), not what the question asks now"]


_HEDGE = re.compile(
    r"\b(?:(?:is|are|was|were|been) (?:\w+ )?(?:said|thought|believed|reputed|rumou?red|supposed|claimed) "
    r"(?:to|that)|reputedly|traditionally|"
    r"possibly|perhaps|probably|reportedly|allegedly|supposedly|may have|might have|could have|"
    r"according to (?:legend|tradition)|legend has it|unconfirmed|planned but|proposed but|never built|"
    r"never completed|no record)\b",
    re.IGNORECASE,
)


_AUXILIARIES = frozenset("is are was were to have may might could".split())


def hedge_problem(question: str, value: str, cited: str) -> list[str]:
    """A value, or a yes or no, that the cited text only hedges ("is said to", "possibly", "never built").

    A yes or no is read from the whole cited text; any other value from its own clause. A hedge the
    question itself uses ("Is X said to ...?") is what is asked, not a doubt.
    """
    text = cited if value in ("Yes", "No") else _clause_of(cited, value)
    if text is None:
        return []
    found = _HEDGE.search(" ".join(text.split()))  # a hedge may run across a line break
    if found is None:
        return []
    asked = {fold(w.text) for w in words(question)}
    if any(fold(w.text) in asked for w in words(found.group()) if fold(w.text) not in _AUXILIARIES):
        return []
    return [f"the cited text only hedges the answer {value!r} ({found.group()!r})"]


_FUNCTION = frozenset(
    "the a an of to in at on for by with from and or is was were are be been has have had did does do "
    "who whom what which when where how many much its his her their it he she they this that as".split()
)


def other_clause_problem(question: str, value: str, cited: str) -> list[str]:
    """A name in a clause lacking a word of the question that a parallel clause of the text holds.

    In "Harold Pike was its first chairman; Edna Pike was its first secretary." the name before "first
    chairman" does not answer "Who was the first secretary?": the asked word stands in the other clause.
    Only clauses parted by a semicolon count, both holding a name and sharing another word of the question
    ("first"); a word's relation group counts as the word ("output" for "produce").
    """
    if ";" not in cited or any(ch.isdigit() for ch in value):
        return []
    clause = _clause_of(cited, value)
    if clause is None:
        return []
    asked = [key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION]

    def holds(part: str, term: str) -> bool:
        return relation_strength(term, (key(w.text) for w in words(part))) == 1.0

    shared = [k for k in asked if holds(clause, k)]
    missing = [k for k in asked if not holds(clause, k)]
    if not shared or not missing:
        return []
    for part in cited.split(";"):
        if value_at(part, value) is not None or not any(w.text[:1].isupper() for w in words(part)):
            continue
        if any(holds(part, k) for k in shared) and (absent := [k for k in missing if holds(part, k)]):
            # the word standing for the asked term, which may be one of its relation group ("output")
            word = next((w.text for w in words(part) for k in absent if holds(w.text, k)), absent[0])
            return [f"the answer {value!r} stands in another clause than the one naming {word!r}"]
    return []


def owner_neighbour_problem(entity: str, value: str, cited: str) -> list[str]:
    """A number whose nearest name before it is a neighbour sharing the subject's words, not the subject.

    In "The Swan Brewery brews 30,000 barrels a year and the Old Swan Brewery 8,000 barrels." the 30,000 is
    the Swan Brewery's: it does not answer for the Old Swan Brewery, named later in the sentence.
    """
    subject = [fold(w.text) for w in words(entity) if fold(w.text) != "the"]
    at = value_at(cited, value)
    if len(subject) < 2 or at is None or not any(ch.isdigit() for ch in value):
        return []
    ws = words(cited)
    runs = [(b, e) for b, e in names_in(cited, 1) if e <= at[0]]
    later = [(b, e) for b, e in names_in(cited, 1) if b >= at[1]]
    if not runs:
        return []
    b, e = runs[-1]
    name = [fold(w.text) for w in ws[b:e] if fold(w.text) != "the"]
    if name == subject or not set(name) & set(subject):
        return []
    if any([fold(w.text) for w in ws[lb:le] if fold(w.text) != "the"] == subject for lb, le in later):
        owner = " ".join(w.text for w in ws[b:e])
        return [f"the answer {value!r} is given to {owner!r}, not {entity!r}, named after it"]
    return []


_SUPERLATIVE = re.compile(
    r"\b(?:[a-z]+est|first|last|only|most|least|sole)\b(?! (?:of|in) (?:the )?(?:[a-z]+ )?(?:year|century))"
)
_NOT_SUPERLATIVE = frozenset("west interest forest rest guest test chest request honest best".split())


_ONE_OF = re.compile(r"\bone of (?:the |its |their |his |her )?(?:\w+ )?\w+est\b", re.IGNORECASE)


def superlative_problem(question: str, cited: list[str]) -> list[str]:
    """A "which" or "who" answer to a superlative ("the largest college") from text that states none.

    A list naming every college answers no "Which is the largest college?": the superlative, or its
    comparative ("larger than"), must stand in the cited text, and not as "one of the largest".
    """
    opening = question.strip().lower()
    if not re.match(r"^(?:(?:in |at |on |from |by )?which|who)\b", opening):
        return []
    if "one of" in opening:
        return []
    held = {key(w.text) for text in cited for w in words(_ONE_OF.sub(" ", text))}
    for found in _SUPERLATIVE.finditer(opening):
        word = found.group()
        if word in _NOT_SUPERLATIVE:
            continue
        if word == "first" and first_occasion_verb(question) is not None:
            continue  # "In which year did the hall *first open*?" asks a date, and picks no first one
        stem = word[:-3] if word.endswith("est") else word
        if key(word) in held or any(k.startswith(stem) and len(stem) >= 3 for k in held if k != stem):
            continue
        return [f"the cited text says nothing of {word!r}, which the question asks"]
    return []


_MOST_ASKED = re.compile(
    r"^\s*(?:when|(?:in\s+)?(?:which|what)\s+year)\b.*\bthe\s+(?P<word>most|fewest|least|greatest|highest|largest|"
    r"smallest|lowest|biggest)\b",
    re.IGNORECASE,
)
_MOST_TOLD = re.compile(
    r"\b(?:most|fewest|least|greatest|highest|largest|smallest|lowest|biggest|peak|record|maximum|minimum)\b",
    re.IGNORECASE,
)


def superlative_year_problem(question: str, cited: list[str]) -> list[str]:
    """A year for "When were the most hands employed?" from text that tells of no most or least.

    "The figure of hands for 1908 was given ... as 283 in error" names a year and a count, and says nothing
    of its being the highest; a table's rows are compared by the reader, not cited for it.
    """
    asked = _MOST_ASKED.match(question)
    if asked is None or any(_MOST_TOLD.search(text) for text in cited):
        return []
    if any(text.lstrip().startswith("|") for text in cited):
        return []
    return [f"the cited text says nothing of the {asked.group('word').lower()}, which the question asks"]


_NEGATION = re.compile(r"\b(?:not|never|no longer|n't)\s+(?:(?:been|be|yet|fully|formally|officially)\s+)?$")


def negated_problem(question: str, value: str, cited: str) -> list[str]:
    """An answer from text that negates the asked verb ("did not graduate", "was never incorporated").

    "(Merrow, 1975): did not graduate" does not answer "When did he graduate?".
    """
    if value in ("Yes", "No"):
        return []
    asked = [w for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION]
    for w in words(cited):
        if any(key(w.text) == key(a.text) for a in asked) and _NEGATION.search(cited[: w.start].lower()):
            if re.search(r"\bbut\b", cited[w.end :]):
                continue  # "was not founded by X but by Y": the denial is of X only
            return [f"the cited text negates {w.text!r}, which the question asks"]
    return []


_ASKED_NEVER = re.compile(r"\b(?:never|not)\b")
_DENIED = re.compile(r"\b(?:not|never|no|nothing|none|unrecovered)\b|n't\b")


def unnegated_problem(question: str, value: str, cited: str) -> list[str]:
    """An answer to a negated question ("never recovered") from a clause that tells the deed done.

    "Notes to the value of £860 had been recovered; the remainder had never been traced" does not answer
    "How much was never recovered?" with £860: its own clause says it was recovered.
    """
    if value in ("Yes", "No") or not _ASKED_NEVER.search(question.lower()):
        return []
    clause = _clause_of(cited, value)
    if clause is None or _DENIED.search(clause.lower()):
        return []
    return [f"the answer {value!r} stands in a clause that tells the deed done, not what never was"]


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])(?:\[\d+\])?\s+(?=[A-Z])")


def other_sentence_problem(question: str, value: str, cited: str) -> list[str]:
    """A value from one sentence of a cited text while the asked word stands only in another.

    "Bishop Fenn left the college 400 acres of land.[1] The land was sold in 1921 for 12,000 pounds." gives
    the acres to the bequest: "How much was the land sold for?" is answered in the second sentence. Only a
    number counts, against another sentence holding a number.
    """
    parts = _SENTENCE_BREAK.split(cited)
    own = [p for p in parts if value_at(p, value) is not None]
    if len(parts) < 2 or not own or not any(ch.isdigit() for ch in value):
        return []
    asked = [key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION]

    def holds(part: str, term: str) -> bool:
        return relation_strength(term, (key(w.text) for w in words(part))) == 1.0

    missing = [k for k in asked if not any(holds(p, k) for p in own)]
    for part in parts:
        if part in own or not any(ch.isdigit() for ch in part):
            continue
        if absent := [k for k in missing if holds(part, k)]:
            word = next((w.text for w in words(part) if key(w.text) in absent), absent[0])
            return [f"the answer {value!r} stands in another sentence than the one naming {word!r}"]
    return []


_DETERMINERS = frozenset("every each this these those some any no all".split())
_INITIAL = re.compile(r"[A-Z]\.\s")
"""A name opening on an initial ("A. B. Crewe")."""


def mid_name_problem(value: str, cited: str) -> list[str]:
    """An answer beginning inside a name: "College's boat club won ..." of "Merrow College's boat club".

    A capital article or determiner opening its sentence ("Every December", "The Corran Society") is no part
    of the name.
    """
    at = value_at(cited, value)
    if at is None or at[0] == 0:
        return []
    ws = words(cited)
    before, first = ws[at[0] - 1], ws[at[0]]
    if fold(before.text) in _FUNCTION or fold(before.text) in _DETERMINERS:
        return []
    if fold(before.text) in TITLES and _INITIAL.match(value):
        return []  # "Mr *A. B. Crewe*": a title before a name of initials is no part of it
    if fold(before.text) in PERSONAL_TITLES:
        return []  # "Mr *Arthur Linsey*": a man's title is no part of his name
    if first.text[:1].isupper() and before.text[:1].isupper() and cited[before.end : first.start] == " ":
        return [f"the answer {value!r} begins inside the name {before.text} {first.text}"]
    initial = len(before.text) == 1 and before.text.isupper() and cited[before.end : first.start] == ". "
    if initial and _INITIAL.match(value):  # "C. *W. Roe*": the first initial is cut off
        return [f"the answer {value!r} begins inside the name {before.text}. {first.text}"]
    return []


_HOUSE_NOUNS = frozenset("inn hotel tavern".split())
"""Lowercase nouns a house's name is written with ("the Cowl *inn*"), which the name goes on in."""
_ADDRESS = re.compile(
    r"(?:,\s+(?:[A-Z][\w'’-]*)(?:\s+[A-Z][\w'’-]*){0,3}(?=[,.;:)]|\s+(?:on|in|at|from|to)\b)){1,2}"
)
"""The street and town after a house's name: "the Cowl inn*, High Street, Sallowden*"."""


def house_name(value: str, cited: str) -> str | None:
    """The whole name of a house an answer is cut from, with its address, or ``None`` if it is not cut.

    "Cowl" read from "held at the Cowl inn, High Street, Sallowden, on ..." is "Cowl inn, High Street,
    Sallowden": the name goes on in the lowercase noun it is written with, and the place it stands in.
    """
    at = value_at(cited, value)
    ws = words(cited)
    if at is None or at[1] >= len(ws) or not value[:1].isupper():
        return None
    last, after = ws[at[1] - 1], ws[at[1]]
    if after.text not in _HOUSE_NOUNS or cited[last.end : after.start] != " ":
        return None
    address = _ADDRESS.match(cited, after.end)
    end = address.end() if address is not None else after.end
    return cited[ws[at[0]].start : end]


_MISTAKEN_CLAIM = re.compile(
    r"\b(?:statement|assertion|claim|belief|story|tradition|report|account)s?\b[^.;]{0,120}?\bthat\b"
    r"(?P<claim>[^.;]{1,200}?)\s+(?:rests?\s+on\s+a\s+(?:confusion|misreading|mistake)|"
    r"(?:is|was|are|were)\s+(?:quite\s+|certainly\s+|simply\s+)?(?:an?\s+)?(?:error|mistake|mistaken|wrong|"
    r"incorrect|untrue|unfounded|false|a\s+confusion))\b",
    re.IGNORECASE,
)
"""A statement the text says is mistaken: "The often repeated *statement ... that he was born at Hexworth*
*rests on a confusion* with his cousin"."""


_CLOSING_TOLD = re.compile(r"\b(?:closed|closing|closure|shut)\b", re.IGNORECASE)
"""A closing a sentence tells ("kept *close* upon two hundred reelers" tells none)."""
_OTHER_ENDED = re.compile(
    r"\b(?:dispute|strike|stoppage|lock-?out|war|negotiations?|quarrel|feud|tenancy|lease|partnership)\b"
    r"[^.;]{0,300}?\b(?:came\s+to\s+an\s+end|ended|was\s+settled|were\s+settled)\b",
    re.IGNORECASE,
)
"""The end of something else than a works told in a sentence that names the works: "*The dispute* at the Wend
Mill ... *came to an end* yesterday"."""


def other_ended_problem(question: str, value: str, cited: str) -> list[str]:
    """A closing asked, answered from a sentence telling the end of a dispute, a strike or a lease.

    "When did the Wend Mill close?" is not answered by "The dispute at the Wend Mill ... came to an end":
    the mill went on working. A sentence that itself says "closed" or "closing" is read as it says.
    """
    if not CLOSING_WORD.search(question) or _CLOSING_TOLD.search(cited):
        return []
    found = _OTHER_ENDED.search(cited)
    if found is None:
        return []
    return [f"the cited text tells the end of a {found.group(0).split()[0].lower()}, not the closing asked"]


_YEARLESS_DAY = re.compile(
    r"^[^.;]{0,60}?\bon\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?"
    r"(?:\s+of)?\s+(?:" + "|".join(sorted(m.capitalize() for m in MONTHS)) + r")\b(?!,?\s+\d{4})"
)
"""A day and month after the asked verb with no year: "closed their gates for the last time *on Friday, 30th
August*,"."""


def yearless_day_problem(question: str, value: str, cited: str) -> list[str]:
    """A year for an event its sentence dates by day and month alone, the year being another deed's.

    "1838" of "... wire rope since 1838, closed their gates for the last time on Friday, 30th August": the
    closing's own year is not in the sentence, only the year of another deed.
    """
    if not YEAR_DIGITS.fullmatch(value.strip()):
        return []
    asked = {key(term) for term in read_fact(question).terms}
    year = re.compile(rf"(?<!\d){value.strip()}(?!\d)")
    for sentence in _SENTENCE_BREAK.split(cited):
        if not year.search(sentence):
            continue  # the year from a dateline or another sentence: the day may well be of that year
        for w in words(sentence):
            if key(w.text) in asked and _YEARLESS_DAY.match(sentence[w.end :]):
                return [
                    f"the cited sentence dates what is asked by day and month alone; {value} is another's"
                ]
    return []


_DENYING = frozenset({"not", "never"})
_SOFTENING = frozenset({"quite", "exactly", "precisely"})
_NOR_VERBS = frozenset({"was", "were", "is", "are", "had", "has", "have", "did"})
"""Verbs a denial opened by "nor" puts before what it denies: "*Nor were* ninety hands thrown out"."""


def denied_value_problem(value: str, cited: str) -> list[str]:
    """An answer its sentence denies wherever it names it: "the chimney ... is *not* 180 feet high".

    Only "not" or "never" right before the value counts ("not quite 180 feet" too), or "nor" and its verb
    ("Nor were ninety hands thrown out"); "not less than 180 feet" puts "than" between, and states a bound.
    """
    wanted = [fold(w.text) for w in words(value)]
    low = [fold(w.text) for w in words(cited)]
    places = [i for i in range(len(low) - len(wanted) + 1) if wanted and low[i : i + len(wanted)] == wanted]
    for i in places:
        before = low[max(0, i - 2) : i]
        if before[-1:] and before[-1] in _SOFTENING:
            before = before[:-1]
        if before[-2:-1] == ["nor"] and before[-1] in _NOR_VERBS:
            continue
        if not before or before[-1] not in _DENYING:
            return []
    if not places:
        return []
    return [f"the cited text says what was not {value!r}"]


_DENIED_CLAUSE = re.compile(
    r"(?:\b(?:and|but)\s+not|\bnot\s*,\s*as\s+(?:stated|said|reported|supposed|given|alleged|believed)\b[^.;]{0,60}?,)"
    r"\s*(?:at|in|on|to|from|by)?\b[^.;,]{0,60}$",
    re.IGNORECASE,
)
"""A clause denying what it names, up to the name: "and *not, as stated in some quarters, at the house of
that name at* Oxley Parva", "in Bridge Street, *and not at* the Swan"."""


def denied_clause_problem(value: str, cited: str) -> list[str]:
    """An answer its sentence names only in a clause that denies it: "and not ... at Oxley Parva"."""
    places = [m.start() for m in re.finditer(re.escape(value.strip()), cited)] if value.strip() else []
    if places and all(_DENIED_CLAUSE.search(cited[max(0, at - 160) : at]) for at in places):
        return [f"the cited text names {value!r} only to deny it"]
    return []


def mistaken_claim_problem(value: str, cited: str) -> list[str]:
    """An answer read from inside a statement its own sentence calls mistaken or a confusion."""
    for found in _MISTAKEN_CLAIM.finditer(cited):
        if value_at(found.group("claim"), value) is not None:
            return [f"the answer {value!r} stands in a statement its text calls mistaken"]
    return []


def _names_entity(text: str, entity: str) -> bool:
    """Whether ``text`` names every word of ``entity`` but an article."""
    wanted = {fold(w.text) for w in words(entity)} - {"the"}
    return bool(wanted) and wanted <= {fold(w.text) for w in words(text)}


def other_subject_clause_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value from a clause about another thing than the subject, which another clause names.

    In "The Cub was donated by Harold Pike; the Chipmunk was bought in 1979." neither the donor nor the
    year answers for the other aircraft: the subject stands in the other clause, parted by a semicolon.
    """
    if ";" not in cited or not _names_entity(cited, entity):
        return []
    parts = cited.split(";")
    own = [p for p in parts if value_at(p, value) is not None]
    if len(own) != 1 or _names_entity(own[0], entity):
        return []
    if not re.match(r"^\s*(?:[Tt]he\s+)?[A-Z]", own[0]) or value_at(own[0], value) == (0, len(words(value))):
        return []  # a clause opening on its own subject ("the Chipmunk was ...") names another thing
    return [f"the answer {value!r} is given in a clause about another thing than {entity!r}"]


_SAID_PARTY = re.compile(r"\bthe\s+said\s+(?P<party>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)")
"""A party a deed's clause binds: "that *the said Edward Dunstall* shall bring in £2,000"."""


def other_party_clause_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value from a deed's clause binding another party than the person asked of.

    "that the said Amos Lark shall bring into the trade £2,000 as his capital; that the said Ann Roe shall
    ..." gives Lark's capital: the clauses, parted by semicolons, each bind the party they name.
    """
    if ";" not in cited or len(entity.split()) < 2 or not entity[:1].isupper():
        return []
    own = [part for part in cited.split(";") if value_at(part, value) is not None]
    if len(own) != 1 or _names_entity(own[0], entity):
        return []
    parties = [m.group("party") for m in _SAID_PARTY.finditer(own[0])]
    if not parties:
        return []
    return [f"the answer {value!r} is given in a clause binding {parties[0]}, not {entity}"]


def other_table_row_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value from a row of a table written as text that does not name the subject while another does.

    In "G-ABTM | Tiger Moth | 1934" and "G-BCUB | Piper Cub | 1946", nothing of the first row answers for
    the Piper Cub.
    """
    rows = [line for line in cited.split("\n") if line.count("|") >= 2]
    if len(rows) < 2:
        return []
    holding = [r for r in rows if value_at(r, value) is not None]
    if holding and not any(_names_entity(r, entity) for r in holding):
        naming = [r for r in rows if _names_entity(r, entity)]
        if naming == [rows[0]] and YEAR_DIGITS.fullmatch(entity.strip()):
            return []  # "Brewery | 2018 | 2023": a year in the first row names a column, not a row
        if naming:
            return [f"the answer {value!r} stands in another row of the table than {entity!r}"]
    return []


def _spelt(word: str) -> str:
    """A word folded, without a plural's or a possessive's ending: "Sheds" and "Shed's" as "shed"."""
    return re.sub(r"(?:'s|’s|es|s)$", "", fold(word))


def near_name_row_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value from a table row labelled with a near name of the subject: its words' stems, not its words.

    "| Box Shed | Brick, slated | £1,100 |" is not the row of the Boxing Shed, though "Box" and "Boxing" are
    one word to a reader that compares stems.
    """
    line = cited.strip()
    if not line.startswith("|") or "\n" in line:
        return []
    label = line.strip("|").split("|")[0]
    own = [w.text for w in words(entity) if fold(w.text) != "the"]
    held = [w.text for w in words(label) if fold(w.text) != "the"]
    if not own or len(own) != len(held) or [key(w) for w in own] != [key(w) for w in held]:
        return []
    if all(_spelt(a) == _spelt(b) for a, b in zip(own, held, strict=True)):
        return []
    return [f"the answer {value!r} stands in the row of {label.strip()!r}, a near name of {entity!r}"]


_AFTER_ASKED = re.compile(r"\b(?:after|succeeded|successor|followed|next)\b")
_BEFORE_ASKED = re.compile(r"\b(?:before|preceded|predecessor|previous)\b")
_ORDER_STATED = re.compile(
    r"\b(?:succeed\w*|successor|predecessor|preced\w*|follow\w*|replac\w*|before|after)\b"
)


def order_problem(question: str, entity: str, value: str, cited: str) -> list[str]:
    """A successor who stands before the subject in a list given in order, or a predecessor after it.

    "The chief instructors, in order, were A (1930-1955), B (1955-1970), C ..." puts A before B: A is no
    answer to "Who was chief instructor after B?". A text that words the order itself ("succeeded",
    "before") is left to the other checks.
    """
    low = question.lower()
    after, before = _AFTER_ASKED.search(low), _BEFORE_ASKED.search(low)
    if after is None and before is None or _ORDER_STATED.search(cited.lower()):
        return []
    if YEAR_DIGITS.fullmatch(entity.strip()):
        return []  # "after its increase in 1913" dates the figure, and puts it in no list's order
    word = after or before
    assert word is not None
    if entity.lower() not in low[word.end() :]:
        return []  # the order is asked of another name than this one
    at, named = value_at(cited, value), value_at(cited, entity)
    if at is None or named is None:
        return []
    if after is not None and at[0] < named[0]:
        return [f"the answer {value!r} comes before {entity!r} in its cited text, not after"]
    if before is not None and at[0] > named[0]:
        return [f"the answer {value!r} comes after {entity!r} in its cited text, not before"]
    return []


_GENDERED = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}


def _pronoun_gender(text: str) -> str | None:
    return next((g for w in words(text) if (g := _GENDERED.get(fold(w.text))) is not None), None)


def pronoun_gender_problem(question: str, value: str, cited: str) -> list[str]:
    """A value from a clause whose pronoun is of another gender than the subject's.

    In "She married Angus Kell in 1955; he died in 1990." the death is Angus Kell's: it does not answer
    "When did Moira Kell die?", whose subject the sentence opens with as "she".
    """
    clause = _clause_of(cited, value)
    if clause is None:
        return []
    own = _pronoun_gender(clause.lstrip(" ;,.:")[:12])
    if own is None:
        return []
    first = cited[: cited.find(clause)] if cited.find(clause) > 0 else ""
    subject = _pronoun_gender(question) or _pronoun_gender(first[:12])
    if subject is not None and subject != own:
        return [f"the answer {value!r} is of another person, whom a pronoun of its clause stands for"]
    return []


_QUALIFIERS: dict[str, str] = {
    **dict.fromkeys("first original founding".split(), "first"),
    **dict.fromkeys("present current".split(), "present"),
    **dict.fromkeys("former previous late".split(), "former"),
    **dict.fromkeys("last final".split(), "last"),
    **dict.fromkeys("second".split(), "second"),
    **dict.fromkeys("third".split(), "third"),
}
"""Words that say which holder of an office is meant, → what they mean ("current" and "present" agree)."""


def _qualifiers(text: str) -> set[str]:
    """The holder qualifiers of a text; "at last" and "at first" are adverbs of time, qualifying no holder."""
    ws = words(text)
    return {
        _QUALIFIERS[fold(w.text)]
        for i, w in enumerate(ws)
        if w.text.islower() and fold(w.text) in _QUALIFIERS and (i == 0 or fold(ws[i - 1].text) != "at")
    }


def other_holder_problem(question: str, value: str, cited: str) -> list[str]:
    """A holder of an office qualified otherwise than asked: "its first manager" for "the present manager".

    Only lowercase qualifiers count, in the answer's own clause, and only when the question has one.
    """
    asked, clause = _qualifiers(question), _clause_of(cited, value)
    if not asked or clause is None:
        return []
    stated = _qualifiers(clause)
    if stated and not stated & asked:
        return [f"the answer {value!r} is the {' '.join(sorted(stated))} holder, not the one asked"]
    return []


def dropped_unit_problem(question: str, value: str, cited: str) -> list[str]:
    """A bare number whose cited text gives it a unit the question does not name.

    "2,000" of "brews 2,000 hectolitres a year" does not answer "How much does it brew?": without its unit
    the answer says less than the text. After "how much" any lowercase noun is taken for the unit.
    """
    ws, at = words(cited), value_at(cited, value)
    if at is None or at[1] >= len(ws) or not any(ch.isdigit() for ch in value):
        return []
    if any(unit_family_of(w.text) is not None for w in words(value)):
        return []
    unit = ws[at[1]]
    if cited[ws[at[1] - 1].end : unit.start] != " ":
        return []
    much = re.search(r"\bhow much\b", question.lower()) and unit.text.isalpha() and unit.text.islower()
    if unit_family_of(unit.text) in (None, "people") and not (much and fold(unit.text) not in _FUNCTION):
        return []
    if key(unit.text) in {key(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} leaves out its unit, {unit.text!r}"]


_YEAR_RANGE = re.compile(r"\(\s*(?:c\.\s*)?\d{3,4}\s*[-–]\s*(?:c\.\s*)?\d{3,4}\s*\)")


_DATE_DIGITS = re.compile(r"(?<![\d,.])\d{3,4}(?![\d,.]\d)")
"""Digits that may be a year: not part of a grouped or decimal number ("410,000", "1,200.5")."""


def unstated_event_problem(question: str, value: str, cited: str) -> list[str]:
    """A date for an event its cited text names in no word: "1984: Moira Kell, MBE." dates no birth.

    A year range in brackets after a name ("(1851–1922)") states a life's dates and is left alone.
    """
    groups = {g for w in words(question) for g in relations_of(key(w.text))} & EVENT_GROUPS
    if not groups or value_at(cited, value) is None or not _DATE_DIGITS.search(value):
        return []  # a count ("410,000" for a weekly "reach") is no date
    if any(unit_family_of(w.text) is not None for w in words(value)):
        return []  # nor is a measure ("142 acres")
    if any(set(relations_of(key(w.text))) & EVENT_GROUPS for w in words(cited)):
        return []  # a chain may ask "born or founded" of a thing the text says was built
    asked = {key(term) for term in read_fact(question).terms}
    if asked & {key(w.text) for w in words(cited)} or _YEAR_RANGE.search(cited) or "|" in cited:
        return []  # a table's row takes its event from the column's name
    return [f"the cited text names no event of the question for the date {value!r}"]


_FROM_TO = re.compile(r"\bfrom\s+(?:(?:the|a|its)\s+(?:[a-z]+\s+){0,2}of\s+)?[£$€]?$")
"""What opens a change's old value: "*from* 900 metres", "*from* £40" (its sign before the figure), "*from the
height of* 90 feet"."""
_EARLIER_ASKED = re.compile(
    r"\b(?:before|originally|previously|formerly|at first|until|from|initially|once)\b"
)


def changed_from_problem(question: str, value: str, cited: str) -> list[str]:
    """The old value of a change ("lengthened *from* 900 metres to 1,350 metres") for the value now.

    Unless the question asks for the earlier value ("before 1972", "originally"), a value after "from"
    with "to" and another value after it is what the thing was, not what it is.
    """
    at = value_at(cited, value)
    if at is None or _EARLIER_ASKED.search(question.lower()) or re.fullmatch(r"\d{4}", value.strip()):
        return []  # "closed from 1931 to 1946" is a period, not a change
    ws = words(cited)
    if not _FROM_TO.search(cited[: ws[at[0]].start].lower()):
        return []
    rest = cited[ws[at[1] - 1].end :]
    # "from 2d. to 3d."; "from the height of 90 feet, as specified, to 96 feet"
    if re.match(r"\.?(?:,[^,.;]{1,30},)?\s+to\s+(?:about\s+|some\s+|over\s+)?[£$€]?\d", rest):
        return [f"the answer {value!r} is what a change began from, not what the question asks"]
    return []


_RAISED_TO = re.compile(
    r"\b(?:rais|increas|enlarg|extend|expand|reduc|lower|cut|brought|grow|grew|grown|rose|risen|fell|"
    r"fallen|dropp|doubl|lengthen|shorten|widen|deepen|swell|swoll)[a-z]*\b[^.;]{0,60}?\bto\s+"
    r"(?:about\s+|some\s+|over\s+|nearly\s+|almost\s+)?(?P<figure>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
    r"(?P<rest>[^.;]{0,40})",
    re.IGNORECASE,
)
"""A change stated to a new figure: "the capacity *was increased to 72* million gallons"."""
_NOW_FIGURE = re.compile(
    r"\b(?:now|today|at present|currently|presently)\b[^.;]{0,40}?\b"
    r"(?P<figure>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?P<rest>[^.;]{0,40})",
    re.IGNORECASE,
)
"""A figure stated as the present one: "it *now holds 72* million gallons"."""


_ORIGINAL = re.compile(
    r"\b(?:when (?:it |they |the \w+ )?(?:was |were )?(?:first )?(?:opened|built|completed|filled|founded|"
    r"erected|laid out|dug|new)|originally|at first|initially|at (?:its|the) opening|as (?:first )?built)\b",
    re.IGNORECASE,
)
"""A figure stated of a thing's first state: "it seated 400 *when it opened*"."""
_LATER_FIGURE = re.compile(
    r"(?<![\d,.])(?P<figure>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?=(?P<rest>[^.;]{0,40}))"
)


def _restated(figure: str, unit: str, said: set[str], asked: set[str], sentence: str) -> str | None:
    """Another figure a later sentence gives of the asked measure or verb, after its first state was given."""
    if not said & asked:
        return None
    for found in _LATER_FIGURE.finditer(sentence):
        new = found.group("figure")
        if new.replace(",", "") == figure.replace(",", "") or re.fullmatch(r"1\d{3}|20\d{2}", new):
            continue
        rest = [fold(w.text) for w in words(found.group("rest"))]
        if (unit and rest[:1] == [unit]) or not rest:
            return new
    return None


def superseded_problem(
    question: str, value: str, after: str, cited: str = "", terms: tuple[str, ...] = ()
) -> list[str]:
    """A figure a later sentence changes ("raised to 72 gallons", "now holds 72 gallons"), for the figure now.

    "What is the tank's capacity?" asks the capacity now; "It held 40 gallons when built" followed by "In
    1900 it was enlarged, raising the capacity to 60 gallons" gives what it held, not what it holds. The
    later sentence must name the asked measure (the question's measure noun, or the noun "how many"
    counts) or the figure's own unit word after its new figure, and give another figure. When ``cited``
    gives the figure of a first state ("when it opened"), a later sentence naming the asked measure or one
    of the question's ``terms`` ("it seated 520") with another figure of the same unit also supersedes it.
    """
    asked = question.strip().lower()
    figure = re.search(r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?", value)
    if not _PRESENT.match(asked) or _PAST_WORD.search(asked) or figure is None:
        return []
    counted = re.search(r"\bhow many ([a-z]+)", asked)
    nouns = [key(w.text) for w in words(asked) if key(w.text) in MEASURE_NOUNS]
    measure = counted.group(1) if counted else next(iter(nouns), "")
    if not measure and not terms:
        return []
    unit = next((fold(w.text) for w in words(value[figure.end() :])), "")
    text = " ".join(after.split())
    for found in [*_RAISED_TO.finditer(text), *_NOW_FIGURE.finditer(text)]:
        new = found.group("figure")
        if new.replace(",", "") == figure.group().replace(",", "") or re.fullmatch(r"1\d{3}|20\d{2}", new):
            continue
        said = {key(w.text) for w in words(text[text.rfind(". ", 0, found.start()) + 1 : found.end()])}
        rest = [fold(w.text) for w in words(found.group("rest"))]
        if (measure and key(measure) in said) or (unit and rest[:1] == [unit]):
            return [f"the answer {value!r} is changed to {new} by a later sentence; the question asks it now"]
    if not _ORIGINAL.search(cited):
        return []
    stated = {key(t) for t in (measure, *terms) if t}
    for sentence in re.split(r"(?<=[.;])\s+", text):
        said = {key(w.text) for w in words(sentence)}
        if (new := _restated(figure.group(), unit, said, stated, sentence)) is not None:
            return [f"the answer {value!r} is a first state; a later sentence gives {new}, the figure now"]
    return []


def question_line_problem(value: str, cited: str) -> list[str]:
    """An answer read from a question ("Is Ferrow open at night?" in a list of them): it states nothing."""
    if cited.rstrip().endswith("?"):
        return [f"the answer {value!r} is read from a question, which states nothing"]
    return []


_OF_THE_TOTAL = re.compile(
    r"^\W*of\s+the\s+(?:total|whole|output|number|quantity)\b[^,.;]{0,60},\s*", re.IGNORECASE
)
"""A sentence opening on the total its figure is a part of: "*Of the total for 1890,* 171 tons were ..."."""
_THE_REST = re.compile(r"\band\s+the\s+(?:rest|remainder|balance)\b", re.IGNORECASE)
"""The other part of a total, after a figure for one part: "171 tons at Fleam Marsh *and the rest* at ..."."""
_REST_REACH = 80
"""How far after a figure the rest of its total may be named."""


def part_of_total_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure its sentence gives as one part of a total, for a question asking the whole.

    "Of the total for 1890, 171 tons were rendered at Fleam Marsh and the rest at Cowgate" does not give
    the tons rendered in 1890; it answers only a question naming Fleam Marsh, the part it counts.
    """
    figure = next((w.text for w in words(value) if w.text[:1].isdigit()), None)
    if figure is None:
        return []
    at = standalone_figure(figure).search(cited)
    if at is None:
        return []
    rest = _THE_REST.search(cited, at.end(), at.end() + _REST_REACH)
    opening = _OF_THE_TOTAL.match(cited)
    if rest is None and (opening is None or opening.end() != at.start()):
        return []
    part = cited[at.end() : rest.start() if rest is not None else at.end() + _REST_REACH]
    named = {key(w.text) for w in words(part) if w.text[:1].isupper()}
    if named & {key(w.text) for w in words(question)}:
        return []  # "How many tons were rendered at Fleam Marsh?" asks the part
    return [f"the figure {figure!r} is given as one part of a total, not the whole the question asks"]


def part_of_problem(value: str, cited: str) -> list[str]:
    """A bare number word followed by "of": "one of the university's colleges" counts nothing."""
    at = value_at(cited, value)
    if at is None or any(unit_family_of(w.text) is not None for w in words(value)):
        return []
    ws = words(cited)
    if at[1] >= len(ws) or cited[ws[at[1] - 1].end : ws[at[1]].start].strip():
        return []  # "Messrs Ludworth & Ferrick, of Yarncliffe": a comma parts the name from where it is of
    if fold(words(value)[0].text) in TITLES:
        return []  # "Mr Amos Roe of Venlow": a titled person and the place he is of
    if fold(ws[at[1]].text) == "of" and not any(ch.isdigit() for ch in value):
        return [f"the answer {value!r} picks one of several ({value} of ...), it counts nothing"]
    return []


_LABEL = re.compile(r"^[^:;.]*:")
_HOW_WORDS = frozenset("high tall long deep wide far heavy old big large".split())
_SEGMENT = re.compile(r"(?:;|,)?\s+and\s+(?=(?:the|a|an)\b)|;\s*|,\s+(?=the\b)", re.IGNORECASE)


def other_segment_problem(question: str, value: str, cited: str) -> list[str]:
    """A number from a part of its sentence about another thing than the words of the question name.

    In "The chapel bell weighs 450 kg and the two smaller bells 120 kg each." the words "each" and "smaller"
    of "How much does each of the smaller bells weigh?" stand only in the second part: the 450 kg is the
    chapel bell's. The verb closing a do-question and the adjective after "how" are left out: the parts may
    share or omit them ("the front light is 9 metres high and the rear light 15 metres").
    """
    if not any(ch.isdigit() for ch in value) or _LABEL.match(cited):
        return []  # a label's words ("Population: 900 (2011); 850 (2001)") are every part's
    # a measure's part is weighed against every other part, with a figure or without ("and the boundaries
    # on the river side are short"); a date may stand in a part of its own ("; the coin is dated 1655")
    measure = any(unit_family_of(w.text) not in (None, "time") for w in words(value))
    parts = [p for p in _SEGMENT.split(cited) if p.strip() and (measure or any(ch.isdigit() for ch in p))]
    own = [p for p in parts if value_at(p, value) is not None]
    if len(parts) < 2 or len(own) != 1:
        return []
    content = [fold(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION]
    if re.search(r"\b(?:does|do|did)\b", question.lower()):
        content = content[:-1]  # "How much does X weigh?": the parts may share or omit the verb
    asked = {key(w) for w in content if w not in _HOW_WORDS}
    held = [{key(w.text) for w in words(p)} & asked for p in parts]
    distinct = {k for k in asked if sum(k in h for h in held) == 1}
    mine = held[parts.index(own[0])]
    if distinct and not distinct & mine and any(distinct & h for h in held):
        word = next(iter(sorted(distinct)))
        return [f"the answer {value!r} stands in another part of its sentence than the one naming {word!r}"]
    return []


_ORDINAL_ROLE = re.compile(r"\b(first|last|second|third|founding|present|current)\s+([A-Za-z]+)")


_PARTICLE_AFTER = re.compile(rf"\s+(?:{'|'.join(sorted(VERB_PARTICLES))})\b")
"""A particle right after a word, which makes it a phrasal verb: "first break *out*"."""


_PHRASAL = re.compile(rf"\b(?P<verb>[a-z]{{3,}})\s+(?P<particle>{'|'.join(sorted(VERB_PARTICLES))})\b")
"""A verb and the particle closing it: "given *up*", "broke *out*"."""


def other_particle_problem(question: str, cited: list[str]) -> list[str]:
    """A phrasal verb asked, cited only with another particle: "given over to fuzes" for "given up".

    "In what year was the making of watches given up?" is not answered by "in 1939 the works were given
    over to the making of fuzes": the same verb with another particle is another deed.
    """
    text = " ".join(cited).lower()
    for asked in _PHRASAL.finditer(question.lower()):
        verb, particle = key(asked["verb"]), asked["particle"]
        if verb not in _PARTICLE_VERBS:
            continue
        said = {m["particle"] for m in _PHRASAL.finditer(text) if key(m["verb"]) == verb}
        if said and particle not in said:
            other = f"{asked['verb']} {sorted(said)[0]}"
            return [f"the cited text says {other!r}, not the {asked.group()!r} the question asks"]
    return []


_LATER_USE = re.compile(
    r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+(?P<use>Arts\s+Centre|Heritage\s+Centre|Community\s+Centre"
    r"|Museum|Gallery|Studios)\b"
)
"""A building named for the use it was put to later: "the *Beating House Arts Centre*"."""
_OPEN = re.compile(r"\bopen(?:ed|ing|s)?\b", re.IGNORECASE)
"""A word of opening, asked or cited: "When was the hall *opened*?", "*open* daily"."""
_OPENING_WORDS = re.compile(rf"{_OPEN.pattern}|\b(?:established|founded|converted)\b", re.IGNORECASE)


def later_use_problem(question: str, cited: list[str]) -> list[str]:
    """The opening of a building, for the opening of the arts centre or museum it later became.

    "When was the Beating House Arts Centre opened?" is not answered by "The building was begun in 1821
    ... and opened on 14 August 1823": the sentence must speak of the arts centre ("the Centre was opened").
    """
    named = _LATER_USE.search(question)
    if named is None or not _OPENING_WORDS.search(question):
        return []
    use = " ".join(named["use"].lower().split())
    head = re.compile(rf"\b{use.split()[-1]}\b", re.IGNORECASE)  # "the Centre was opened in 1975"
    if any(head.search(text) for text in cited):
        return []
    return [f"the cited text tells of the building, not of the {use} the question asks of"]


_EVENT_YEAR = re.compile(
    r"\bin\s+the\s+year\s+(?:of\s+|when\s+|that\s+|in\s+which\s+)?(?P<event>[^?]+?)\s*\??\s*$", re.IGNORECASE
)
"""A question dated by an event, not by a year: "Who was chairman *in the year of the fire in the Mill*?"."""
_EVENT_NOUNS = frozenset(key(w) for w in "fire flood explosion strike riot collapse burning".split())


def event_year_unread_problem(question: str, cited: list[str], steps: int) -> list[str]:
    """A one-step answer to a question dated by an event whose year no step read, from a text not naming it.

    "Who was chairman in the year of the fire in the Cygnet Mill?" is not answered by "A. T. Cobbald,
    Chairman." under minutes of 1899: the fire's year must be found first, or the text must tell of the fire.
    """
    found = _EVENT_YEAR.search(question)
    if found is None or steps != 1:
        return []
    event = {key(w.text): w.text for w in words(found["event"]) if key(w.text) in _EVENT_NOUNS}
    if not event or set(event) & {key(w.text) for text in cited for w in words(text)}:
        return []
    named = event[sorted(event)[0]]
    return [f"the question is dated by the {named}, which neither a step dated nor the text names"]


_BODY = r"(?:Club|Society|Association|Lodge|Institute|Chapel|School|Union|Band|Choir|Guild)"
_BODY_FOUNDED = re.compile(
    rf"\b(?P<body>{_BODY})\b(?:[^.;]{{0,80}}?\b(?:its|their)\s+foundation|\s+(?:was|were)\s+(?:founded|formed|established))"
)
"""A society whose own founding a sentence dates: "the Workmen's *Club met from its foundation* in 1848"."""
_WORKS_FOUNDED = re.compile(
    r"\b(?:works|mill|mills|firm|company|business|factory|foundry)\b[^?]*\bfound(?:ed|ing|ation)\b"
    r"|\bfound(?:ed|ing|ation)\s+of\s+the\s+(?:works|mill|mills|firm|company|business|factory|foundry)\b",
    re.IGNORECASE,
)


def other_body_founded_problem(question: str, cited: list[str]) -> list[str]:
    """A club's or society's founding, for the founding of the works the question asks of.

    "the inn at which the Workmen's Sick Club met from its foundation in 1848" dates the club, not the works.
    """
    if not _WORKS_FOUNDED.search(question) or re.search(_BODY, question, re.IGNORECASE):
        return []
    for text in cited:
        found = _BODY_FOUNDED.search(text)
        if found is not None:
            return [f"the cited text dates the founding of a {found['body'].lower()}, not of the works asked"]
    return []


_WHICH_KIND = re.compile(r"\bwhich\s+(?P<kind>[a-z]+(?:\s+[a-z]+)?)\s+(?:did|was|were|had|is|has)\b", re.I)
"""The kind a "which" question asks: "From *which machine maker* did ... buy ...?"."""


_MAKER_KIND = re.compile(
    r"(?:maker|builder|founder|smith|wright|firm|company|manufacturer|merchant|dealer|contractor|supplier)$"
)
"""Kinds of maker or firm, which are "of" the town they worked in: "machine *maker* of Dewsby"."""


def kind_of_place_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """The place after the asked kind ("Ezra Marsden, machine maker *of Dewsfold*"), for one of that kind.

    The town a maker is "of" is where he worked, not the maker the question asks.
    """
    asked = _WHICH_KIND.search(question)
    if asked is None or not value.strip() or not _MAKER_KIND.search(asked["kind"]):
        return []  # "In which village was the yard?" is answered by "the village of Ferrow"
    kind = r"\s+".join(re.escape(w) for w in asked["kind"].split())
    placed = re.compile(rf"\b{kind}\s+(?:of|at|in)\s+{re.escape(value.strip())}\b", re.IGNORECASE)
    if any(placed.search(text) for text in cited):
        return [
            f"the answer {value.strip()!r} is where the {asked['kind']} was, not the {asked['kind']} asked"
        ]
    return []


_PART_ASKED = re.compile(
    r"\b(?:diameter|length|width|height|depth|bore|stroke|weight)\s+of\s+the\s+(?P<part>[a-z]+)\b", re.I
)
"""The part whose measure a question asks: "the diameter of the *flywheel*"."""
_OWN_FIGURE_REACH = 30
"""How far after a part's name its own figure may stand: "a flywheel 24 feet in diameter"."""


def other_part_measure_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A measure of another part, where the sentence gives the asked part's own right after its name.

    "cylinders of 20 inches and 40 inches diameter ..., and a flywheel 24 feet in diameter" gives the
    flywheel's diameter as 24 feet; 40 inches is a cylinder's.
    """
    asked = _PART_ASKED.search(question)
    figure = re.search(r"\d[\d,.]*", value)
    if asked is None or figure is None:
        return []
    for text in cited:
        part = re.search(rf"\b{re.escape(asked['part'])}s?\b", text, re.IGNORECASE)
        at = text.find(figure.group())
        if part is None or at < 0:
            continue
        own = re.search(r"\d", text[part.end() : part.end() + _OWN_FIGURE_REACH])
        if own is None or part.end() <= at <= part.end() + _OWN_FIGURE_REACH:
            continue
        return [
            f"the answer {value!r} measures another part; the {asked['part']}'s own figure follows its name"
        ]
    return []


_FEE_ASKED = re.compile(r"\b(?:fee|commission|salary|stipend|honorarium)\b", re.IGNORECASE)
_FEE_SAID = re.compile(
    r"\b(?:fee|fees|commission|salary|stipend|honorarium|paid|per\s+cent)\b", re.IGNORECASE
)


def fee_for_cost_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """What a work cost, for the fee its designer was paid, from a text that speaks of no payment to him.

    "the new hall, which cost £5,981" gives no architect's fee.
    """
    if not _FEE_ASKED.search(question) or not value.strip():
        return []
    holding = [t for t in cited if value.strip() in t]
    if not holding or any(_FEE_SAID.search(t) for t in holding):
        return []
    return [f"the answer {value.strip()!r} is what a work cost, and the cited text names no fee"]


_NICKNAME_ASKED = re.compile(r"\bnick-?name|\bwhat\s+did\s+\w+(?:\s+\w+)?\s+call\b", re.IGNORECASE)
_NAMING = re.compile(
    r"\bnick-?name|\bcall(?:ed|s|ing)?\b|\bknown(?:\s+[\w'’]+){0,3}?\s+as\b|\bdubbed\b|\bnamed\b|\bname\b|[\"“‘]",
    re.IGNORECASE,
)
"""Words by which a text gives something a name of its own: "the hooter, *known as* Old Moaner"."""


def nickname_problem(question: str, cited: list[str]) -> list[str]:
    """A nickname asked, answered from a text that gives nothing a name ("Plate worked is given in tons")."""
    if not _NICKNAME_ASKED.search(question) or any(_NAMING.search(text) for text in cited):
        return []
    return ["the cited text gives nothing a name, and the question asks a nickname"]


_FIGURE_BEFORE = re.compile(
    rf"(?:\d[\d,]*|\b(?:{NUMBER_WORD_CHOICES})(?:-[a-z]+)?)\s+(?P<noun>[a-z]+)\b[^.;]{{0,40}}?\band\s+$",
    re.IGNORECASE,
)
"""A figure and its noun before "and", whose noun a bare figure after it shares: "*twenty-nine years* in that
office *and* thirty-one"."""
_NOUN_AFTER = re.compile(r"\s+(?!(?:in|of|at|on|for|to|with|by|and|or)\b)[a-z]+")
"""A word after a figure that may be its own noun ("thirty-one *men*"), not a preposition."""


def elliptical_count_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A figure whose noun, a unit, its text leaves to the figure before it, for a count of something else.

    "after twenty-nine years in that office and thirty-one in the Company's service" counts years, not the
    men a question asks of. A count of people or things before it may count what is asked under another
    word ("850 persons, namely 610 on the floor and 240 in the gallery" for seats), and is left.
    """
    bare = value.strip()
    ws = words(bare)
    if not ws or not all(w.text.isdigit() or fold(w.text).split("-")[0] in NUMBER_WORDS for w in ws):
        return []
    counted = re.match(r"\s*how\s+many\s+(?P<noun>[a-z]+)", question, re.IGNORECASE)
    asked = {key(counted["noun"])} if counted else {key(w.text) for w in words(question)}
    wanted = {m.number for m in numbers(bare, tuple(ws))}
    for text in cited:
        for m in numbers(text, tuple(words(text))):
            if m.number not in wanted or m.unit is not None or _NOUN_AFTER.match(text, m.end):
                continue
            figure = _FIGURE_BEFORE.search(text[max(0, m.start - 60) : m.start])
            if figure is None or key(figure["noun"]) in asked:
                continue
            if unit_family_of(figure["noun"]) in (None, "people"):
                continue  # "850 persons, namely 610 on the floor and 240 in the gallery": seats, as asked
            return [
                f"the answer {bare!r} counts the {figure['noun']} of the figure before it, not what is asked"
            ]
    return []


_HEAD_ROLE = re.compile(r"\b(?P<role>chairman|president|secretary|treasurer|manager|master|mayor|governor)\b")
"""An office asked by its own name: "Who was *chairman* of the company in 1893?"."""
_DEPUTY = r"(?:vice|deputy|acting|assistant|sub|under)[- ]?"


def deputy_role_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """A holder named only as the deputy of the asked office: "Signed, H. S. Pellow, Vice-Chairman".

    The vice-chairman who signed a year's minutes was not its chairman; a question asking the deputy
    ("Who was vice-chairman ...?") names the deputy itself.
    """
    asked = _HEAD_ROLE.search(question.lower())
    if asked is None or re.search(rf"{_DEPUTY}{asked['role']}", question, re.IGNORECASE):
        return []
    text = " ".join(cited)
    at = text.find(value.strip())
    if at < 0:
        return []
    near = text[max(0, at - 40) : at + len(value) + 40]
    deputy = re.search(rf"\b{_DEPUTY}{asked['role']}\b", near, re.IGNORECASE)
    plain = re.search(rf"(?<![-\w])(?<!vice )(?<!deputy )(?<!acting ){asked['role']}\b", near, re.IGNORECASE)
    if deputy is None or plain is not None:
        return []
    return [f"the cited text names {value.strip()!r} {deputy.group()}, not {asked['role']}"]


_ENUMERATOR = re.compile(r"(?:^|[\s*:])\(\s*(?P<n>\d{1,2}|[ivx]{1,4}|[a-h])\s*\)\s+(?=[A-Z*])")
"""A list's number before an item it names: "**Parties:** *(2)* Josiah Marwood of ..."."""


def enumerator_problem(value: str, cited: list[str]) -> list[str]:
    """A bare figure that only numbers an item of a list ("(2) Josiah Marwood"), which counts nothing."""
    bare = value.strip()
    if not bare.isdigit():
        return []
    text = " ".join(cited)
    places = [m.start() for m in re.finditer(rf"(?<![\w,.]){re.escape(bare)}(?![\w,.])", text)]
    numbered = {m.start("n") for m in _ENUMERATOR.finditer(text)}
    if not places or any(at not in numbered for at in places):
        return []
    return [f"the answer {bare!r} numbers an item of a list, and counts nothing"]


_DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_HOURS_OPEN = re.compile(
    r"(?<!declared )(?<!formally )(?<!officially )\bopen\s+"
    rf"(?:(?:from\s+)?(?:{_DAY})s?\s+(?:to|till|until|[-–])\s+(?:{_DAY})|daily|every\s+day|(?:on\s+)?week-?days|(?:to\s+(?:the\s+)?(?:public|visitors)\s+)?"
    rf"(?:from\s+)?\d{{1,2}}(?:[.:]\d{{2}})?\s*(?:a\.?m|p\.?m|to\s+\d))",
    re.IGNORECASE,
)
"""A place's hours, no opening of it: "(*open Tuesday to Saturday*, 10 to 4)", "*open daily*"; not the
opening "declared open on Saturday, 2 June"."""


def opening_hours_problem(question: str, cited: list[str]) -> list[str]:
    """A year from a sentence whose only "open" gives a place's hours, for the year it was opened.

    "the Museum (open Tuesday to Saturday, 10 to 4), where a machine of 1928 may be seen" dates no opening.
    """
    if not _OPEN.search(question):
        return []
    text = " ".join(cited)
    opened = [m.start() for m in _OPEN.finditer(text)]
    hours = {m.start() for m in _HOURS_OPEN.finditer(text)}
    if not opened or any(at not in hours for at in opened):
        return []
    return ["the cited text gives a place's opening hours, and dates no opening"]


_PAPERS_OPENED = re.compile(
    r"\b(?:tenders|tender|bids|offers|proposals|estimates|letters|sealed\s+\w+)\s+(?:(?:were|was|being)\s+)?"
    r"(?:duly\s+|then\s+)?opened\b",
    re.IGNORECASE,
)
"""Papers opened at a meeting: "*tenders opened* at the counting house", "the tenders *were opened*"."""
_PAPERS_ASKED = re.compile(r"\b(?:tenders?|bids?|offers?|proposals?|estimates?|letters?)\b", re.IGNORECASE)


def papers_opened_problem(question: str, cited: list[str]) -> list[str]:
    """An opening of tenders or letters, for the opening of a building the question asks.

    "Abstract of tenders opened at the counting house ..., 28th May 1846" dates no opening of the rebuilt
    loft: what was opened was the tenders for building it.
    """
    if not _OPEN.search(question) or _PAPERS_ASKED.search(question):
        return []
    opened = [m.group() for text in cited for m in _OPEN.finditer(text)]
    papers = [m.group() for text in cited for m in _PAPERS_OPENED.finditer(text)]
    if not papers or len(papers) < len(opened):
        return []  # the sentence opens something else as well, which may be the asked building
    return [f"the cited text says {papers[0]!r}, an opening of papers, not of the thing asked"]


_PARTICLE_VERBS = frozenset(
    key(w) for w in "give given gave take taken took set put broke broken break".split()
)
"""Verbs whose particle makes another deed of them: "given *up*" and "given *over*", "taken *up*" and "taken
*over*"."""


def other_role_problem(question: str, cited: list[str]) -> list[str]:
    """An ordinal of another office than asked: "The first Master was X" for "the first Warden"."""
    asked = _ORDINAL_ROLE.search(question)
    if asked is None or fold(asked.group(2)) in _FUNCTION or asked.group(2).endswith("ed"):
        return []  # "When was the cemetery *first extended*?" asks a deed, no office
    if _PARTICLE_AFTER.match(question, asked.end()) or first_event_taken(question):
        return []  # "When did fire *first break out*?", "first *catch fire*": a deed's verb, no office
    ordinal, role = fold(asked.group(1)), key(asked.group(2))
    stated = [
        key(m.group(2)) for text in cited for m in _ORDINAL_ROLE.finditer(text) if fold(m.group(1)) == ordinal
    ]
    if fold(asked.group(2)) == "time" and stated and set(stated) <= EVENT_NOUNS:
        return []  # "burned *for the second time*" counts the occasion that "a second fire" names
    held = {key(w.text) for text in cited for w in words(text)}
    # "the first interment" is the first burial asked: a word of the same relation names the same thing
    if stated and role not in stated and role not in held and relation_strength(role, stated) < 1.0:
        return [f"the cited text names the {ordinal} {stated[0]}, not the {ordinal} {asked.group(2)} asked"]
    return []


def self_answer_problem(entities: tuple[str, ...], value: str) -> list[str]:
    """A name answer that is a name the question itself gives ("Dr Sunita Rao" for "before Sunita Rao")."""
    held = {fold(w.text) for w in words(value)}
    for entity in entities:
        named = {fold(w.text) for w in words(entity)} - {"the"}
        if len(named) >= 2 and named <= held:
            return [f"the answer {value!r} is {entity!r}, which the question names itself"]
    return []


_RELATIVE_TIME = re.compile(
    r"^\W*(?:\w+\W+){0,3}?(?:the (?:year|month|decade|day) (?:before|after|earlier|later)|"
    r"the (?:previous|following|next) (?:year|month|decade)|(?:\w+|\d+) (?:years|months|decades) "
    r"(?:earlier|later|before|after))",
    re.IGNORECASE,
)


def relative_date_problem(question: str, value: str, cited: str) -> list[str]:
    """A date of another event when the cited text dates the asked one relative to it.

    "In 1938 it moved to the airfield, which had been built the year before" builds nothing in 1938: the
    asked verb is dated "the year before", and the year given is the move's.
    """
    asked = {key(term) for term in read_fact(question).terms}
    if value_at(cited, value) is None or not asked:
        return []
    ws = words(cited)
    for i, w in enumerate(ws):
        if value_at(" ".join(x.text for x in ws[i + 1 : i + 4]), value) is not None:
            continue  # "rebuilt in 1961, eight years after the gale": dated in the value itself
        if key(w.text) in asked and _RELATIVE_TIME.match(cited[w.end :]):
            return [f"the cited text dates {w.text!r} relative to another event, not in {value!r}"]
    return _named_relative_problem(question, value, cited)


_NAME_THEN_TIME = re.compile(r"^\s*(?:\w+|\d+) (?:years|months|decades) (?:earlier|later)\b", re.IGNORECASE)
"""A time that dates the deed just before it relative to another: "built the Hill Observatory *twelve years
later*"."""


def _named_relative_problem(question: str, value: str, cited: str) -> list[str]:
    """A date of another deed, when the asked thing's own deed comes some years from it in the same sentence.

    "The Society was founded in 1859 and built the Hill Observatory twelve years later" founds the Society
    in 1859; the observatory is dated twelve years on. The asked name must end just before the relative
    time, and the date stand before it.
    """
    at = value_at(cited, value)
    ws = words(question)
    heads = {
        key(w.text)
        for i, w in enumerate(ws[1:], 1)
        if w.text[:1].isupper() and (i + 1 == len(ws) or not ws[i + 1].text[:1].isupper())
    }
    if at is None or not heads:
        return []
    cws = words(cited)
    for w in cws[at[1] :]:
        if key(w.text) in heads and w.text[:1].isupper() and _NAME_THEN_TIME.match(cited[w.end :]):
            return [f"the cited text dates {w.text!r} some time from {value!r}, not in it"]
    return []


_APPOSED = re.compile(r",\s+(?:a|an|the)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+),")


def apposed_other_problem(entity: str, value: str, cited: str) -> list[str]:
    """A value of a sentence whose subject is set in apposition to another name, which is not the subject.

    "Its second, a Miles Hawk, cost 650 pounds" gives no price of the Avro Avian, which it never names.
    """
    at = value_at(cited, value)
    wanted = {fold(w.text) for w in words(entity)} - {"the"}
    if at is None or len(wanted) < 2 or _names_entity(cited, entity):
        return []
    start = words(cited)[at[0]].start
    for found in _APPOSED.finditer(cited[:start]):
        named = {fold(w.text) for w in words(found.group("name"))}
        if not named & wanted:
            return [f"the answer {value!r} is of {found.group('name')!r}, which its sentence is about"]
    return []


def passive_agent_problem(question: str, value: str, cited: str) -> list[str]:
    """The agent of another passive verb than asked ("owned by X and operated by Y" for "Who operates").

    Only when the asked verb also stands in the sentence with an agent of its own ("operated by").
    """
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    i = at[0] - 1
    if i >= 0 and fold(ws[i].text) == "the":
        i -= 1
    if i < 1 or fold(ws[i].text) != "by":
        return []
    terms = [key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION]
    verb = key(ws[i - 1].text)
    if any(relation_strength(t, (verb,)) for t in terms):
        return []
    agents = [j for j, w in enumerate(ws) if j > 0 and fold(w.text) == "by" and j != i]
    if any(relation_strength(t, (key(ws[j - 1].text),)) == 1.0 for j in agents for t in terms):
        return [f"the answer {value!r} is the agent of {ws[i - 1].text!r}, not of the asked verb"]
    return []


_WHOSE_THING = re.compile(
    r"^\s*(?:which|whose)\s+(?:[a-z]+['’]s\s+)?(?P<thing>[a-z]+)\s+(?:was|were)\s+(?P<verb>[a-z]+)\b",
    re.IGNORECASE,
)
"""A question asking whose thing a deed was done to: "Which builder's *tender was accepted* ...?"."""


def deed_agent_problem(question: str, value: str, cited: str) -> list[str]:
    """The one who did the deed to a thing, for whose the thing was: "accepted by Mr Pyke" for the tenderer.

    "Which builder's tender was accepted?" asks who offered the tender; the name after "accepted by" is
    who accepted it. The value's last word (a surname) stands there after "by", a title, or "Messrs".
    """
    asked = _WHOSE_THING.match(question)
    ws = value.split()
    if asked is None or not ws or not ws[-1][:1].isupper():
        return []
    verb, surname = asked.group("verb"), re.escape(ws[-1])
    by = rf"\b{verb}\s+by\s+(?:(?:Mr|Mrs|Messrs|Dr|Sir)\.?\s+)?(?:[A-Z][\w.'’-]*\s+){{0,3}}{surname}\b"
    if re.search(by, cited):
        return [f"the answer {value!r} {verb} the {asked.group('thing')}; the question asks whose it was"]
    return []


_OTHERS_AS_AGENTS = re.compile(
    r"\b(?:from|of|among|by)\s+(?:(?:two|three|four|several|various|other|local|the|some)\s+)?"
    r"(?P<noun>[a-z]+(?:ers|ors))\b",
    re.IGNORECASE,
)
"""Doers of the asked deed named as others than the subject: "obtain prices *from two makers*"."""


def agents_apart_problem(question: str, value: str, cited: str) -> list[str]:
    """A person told to deal with the doers of the asked deed, for the doer.

    "Mr Lathom obtain prices from two makers" does not say who made the clock. Only where the asked verb
    stands in the sentence as no verb at all, but as those others' noun.
    """
    if not re.match(r"^\s*who\b", question, re.IGNORECASE):
        return []
    asked = {key(w.text) for w in words(question) if w.text.islower() and fold(w.text) not in _FUNCTION}
    for found in _OTHERS_AS_AGENTS.finditer(cited):
        noun = key(found.group("noun"))
        said = fold(found.group("noun"))[:-1]  # "makers" → "maker", which "made" is not
        if any(fold(w.text).startswith(said) for w in words(question)):
            continue  # "the carriers Pridmore & Sons": the question names the noun itself, no deed
        if noun in asked and sum(1 for w in words(cited) if key(w.text) == noun) == 1:
            if value_at(cited, value) is not None and value_at(found.group(0), value) is None:
                return [
                    f"the cited text names {found.group('noun')} other than {value!r}, who deals with them"
                ]
    return []


_POSSESSED = re.compile(r"^\s+(?:[a-z]+\s+){0,2}[a-z]+,\s+[A-Z]")


def possessor_problem(value: str, cited: str) -> list[str]:
    """A name owning the person asked about: "Rosa Platt's husband, Leonard Platt" answers Leonard Platt."""
    at = value_at(cited, value)
    if at is None:
        return []
    last = words(cited)[at[1] - 1]
    rest = cited[last.end :]
    if not last.text.endswith(("'s", "’s")):
        if not rest.startswith(("'s", "’s")):
            return []
        rest = rest[2:]
    if _POSSESSED.match(rest):
        return [f"the answer {value!r} owns the one its sentence names, it is not that one"]
    return []


_UNREALISED = re.compile(
    r"\b(?:planned|proposed|intended|projected|expected|hoped-for|budgeted|instead of|rather than|"
    r"originally planned|was to have been)\s+(?:(?:the|a|an|some|about)\s+)?$",
    re.IGNORECASE,
)


def unrealised_problem(question: str, value: str, cited: str) -> list[str]:
    """A value its text gives as planned or set aside ("Instead of the planned 40 barrels, ... made 25")."""
    at = value_at(cited, value)
    if at is None:
        return []
    found = _UNREALISED.search(cited[: words(cited)[at[0]].start])
    if found is None or fold(found.group().split()[0]) in {fold(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} is {found.group().strip()!r}, not what came about"]


_DENIAL = re.compile(r"\b(?:not|never|neither|nor|no|none|n't|without)\b", re.IGNORECASE)


def denied_yes_problem(question: str, value: str, cited: str) -> list[str]:
    """A "Yes" from text that denies something ("neither a member of X nor of Y"): it may deny the question.

    A denial the question itself holds ("Was X never ...?") is what is asked.
    """
    if value != "Yes" or _DENIAL.search(question):
        return []
    found = _DENIAL.search(cited)
    if found is None:
        return []
    return [f"the cited text holds a denial ({found.group()!r}), so it does not answer yes"]


_PREDECESSOR = re.compile(r"\b(?:his|her|their|the|a)\s+(?:predecessors?|successor)\b", re.IGNORECASE)
_PREDECESSOR_REACH = 100
"""How far after "his predecessor" the event placed with that other holder is read."""


def predecessor_event_problem(question: str, value: str, cited: str) -> list[str]:
    """A holder read from a text that places the asked event with another holder, a predecessor.

    "The Superintendent, Mr Ann Roe, reminded the Managers that the Inspector had pressed for an infirmary,
    as his predecessor had done after the fever of 1893" does not say Ann Roe was superintendent at the
    fever: the fever stands with "his predecessor", and nowhere before.
    """
    if not question.strip().lower().startswith("who") or value_at(cited, value) is None:
        return []
    asked = {key(t) for t in read_fact(question).terms}
    for found in _PREDECESSOR.finditer(cited):
        before = {key(w.text) for w in words(cited[: found.start()])}
        after = {key(w.text) for w in words(cited[found.end() : found.end() + _PREDECESSOR_REACH])}
        if any(k in after and k not in before for k in asked):
            return [f"the asked event stands with {found.group()!r} in the text, not with {value!r}"]
    return []
