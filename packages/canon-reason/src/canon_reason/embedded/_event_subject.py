"""Whose fact a value is: the name its sentence gives the value to, which must be the asked subject.

Each rule returns the reasons a value is another's (empty when it is the subject's):

- a life event whose verb has another full name as its subject: "When Amos Penn died in 1790, the mill
  passed to his son Eli." does not answer "In what year did Eli Penn die?";
- a fact of a person the subject owns: "Ada Penn's father, Hugh Roe, was born at Tibb.";
- a value a whose-clause gives the name before it: "Kell lies near Dunby, whose population is 900.";
- a value of a sentence opening on another thing of the subject's kind: "The old bridge was pulled down in
  1820 to make way for the Kell Bridge.", or on a thing it brings in: "An apprentice house was built in
  1792.";
- a life event a namesake's sentence tells, the asked person never named whole;
- a life event told of the one a sentence names the asked person as the kin of: "The deceased was born in
  1812, the son of the late Mr Amos Penn" dates no birth of Amos Penn;
- a place the asked verb does not place: "born aboard the Diligence, worked the boat Kestrel";
- the founder of another body: "Pickering & Co. was founded by Tom Pickering", or a body "founded by A
  and B" when B is the one asked about;
- an event another name owns: "the Sellick Mill fire of 1874" dates no fire of the Brant Mill, nor does
  "The Sellick Mill burned in 1874";
- a date parted from the ordinal of the asked event: "It is the second time it has burned, the old house
  having burned in 1866" dates the first fire, not the second;
- a thing found, for a founding: "the old piles, found sound in 1890" dates no founding of the club;
- the owner of a thing, for the doer of a deed its text never tells: "The records of the Tarn Railway's
  goods office are not held here." does not say who deposited any records.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._text import STOPWORDS, Word, fold, normalize_answer, words
from ._fact import FactQuestion, read_fact
from ._lexicon import (
    AUXILIARIES,
    EVENT_GROUPS,
    EVENT_NOUNS,
    MONTHS,
    TITLES,
    content_keys,
    key,
    relation_strength,
    relations_of,
    role_word,
)
from ._measures import value_at

__all__ = [
    "kin_namesake_problem",
    "span_start_life_problem",
    "asked_verb_name_problem",
    "indefinite_subject_problem",
    "other_buyer_problem",
    "found_not_founded_problem",
    "founded_other_problem",
    "namesake_only_problem",
    "card_years_problem",
    "kin_of_named_problem",
    "whose_kin_event_problem",
    "unnamed_owner_problem",
    "noun_event_owner_problem",
    "ordinal_deed_date_problem",
    "earlier_one_problem",
    "ordinal_event_problem",
    "own_year_problem",
    "other_event_subject_problem",
    "other_means_problem",
    "other_thing_event_problem",
    "owner_only_problem",
    "possessed_subject_problem",
    "same_kind_subject_problem",
    "whose_owner_problem",
]

_AUXILIARIES = frozenset({"was", "were", "had", "has", "have", "been", "is", "first", "later", "then"})
"""Words that may stand between a subject and its verb ("Amos Penn was born", "Amos Penn had died")."""
_LIFE_EVENTS = frozenset({"born", "die", "marry"})
"""Events of a person's own life: a thing's opening or building is dated whoever its sentence names."""
_NAME = re.compile(r"[A-Z][\w'’-]*$")


def _same_person(one: list[str], other: list[str]) -> bool:
    """Whether two names may name one person: the same surname, given names alike or one an initial.

    "R. Calder" and "Ruth Calder" may; "Amos Penn" and "Eli Penn" may not.
    """
    a = [f for w in one if (f := fold(w).rstrip(".")) not in TITLES]  # "Dr Ann Roe" is Ann Roe
    b = [f for w in other if (f := fold(w).rstrip(".")) not in TITLES]
    if not a or not b or a[-1] != b[-1]:
        return False
    given = list(zip(reversed(a[:-1]), reversed(b[:-1]), strict=False))
    return all(x == y or ((len(x) == 1 or len(y) == 1) and x[:1] == y[:1]) for x, y in given)


def _subject_before(cited: str, ws: list[Word], verb: int) -> list[str] | None:
    """The capitalised name run just before word ``verb`` (over auxiliaries), or ``None``.

    "Ann Roe, founder of the Hale Press, was born": a mark between the run and the verb parts them.
    """
    i = verb - 1
    while i >= 0 and fold(ws[i].text) in _AUXILIARIES:
        i -= 1
    if i < 0 or re.search(r"[^\w\s]", cited[ws[i].end : ws[verb].start]):
        return None
    run: list[str] = []
    while i >= 0 and _NAME.match(ws[i].text) and fold(ws[i].text) not in STOPWORDS:
        run.insert(0, ws[i].text)
        i -= 1
    return run if len(run) >= 2 else None


def other_event_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is the date or place of the asked event of another person than the asked one.

    The asked event's verb nearest the value must not have as its subject a full name (two or more
    capitalised words) that is not the asked person's: "Amos Penn died in 1790" for "When did Eli Penn die?".
    A pronoun or the asked name as subject leaves the reading to the other rules.
    """
    fact = read_fact(question)
    asked = {g for t in fact.terms for g in relations_of(key(t))} & _LIFE_EVENTS
    people = [e for e in fact.entities if len(e.split()) >= 2 and all(w[:1].isupper() for w in e.split())]
    at = value_at(cited, value)
    if not asked or not people or at is None:
        return []
    ws = words(cited)
    verbs = [i for i, w in enumerate(ws) if set(relations_of(key(w.text))) & asked]
    if not verbs:
        return []
    verb = min(verbs, key=lambda i: min(abs(i - at[0]), abs(i - (at[1] - 1))))
    subject = _subject_before(cited, ws, verb)
    if subject is None:
        return []
    if any(_same_person(subject, person.split()) for person in people):
        return []
    name = " ".join(subject)
    return [f"the answer {value!r} is of {name!r}, whose {ws[verb].text!r} it is, not of the asked person"]


_DESCRIBED = re.compile(r"\b(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+),\s+the\s+(?P<desc>[^,?]{3,80}),")
"""A person a question describes by an apposition: "Henry Dunnage*, the first chairman of the company,*"."""


def kin_namesake_problem(question: str, value: str, cited: str) -> list[str]:
    """A life told of a son or a daughter of the asked person's name, where the question describes him.

    "Where was Henry Dunnage, the first chairman, born?" is not answered by "He leaves one son, Mr Henry
    Dunnage, who was born in Thressington": the son shares the name, and the sentence says nothing of a
    chairman.
    """
    described = _DESCRIBED.search(question)
    if described is None:
        return []
    name = re.escape(described.group("name")).replace(r"\ ", r"\s+")
    kin = rf"\b(?:{_KIN_NOUNS})\b,?\s+(?:(?:Mr|Mrs|Miss|Dr)\.?\s+)?{name}\b"
    if re.search(kin, cited) is None:
        return []
    head = words(re.split(r"\s+(?:of|at|in|to|for)\s+", described.group("desc"))[0])
    if not head or key(head[-1].text) in {key(w.text) for w in words(cited)}:
        return []  # "first chairman": a sentence saying "chairman" may be of him after all
    return [f"the cited text tells of a kinsman named {described.group('name')}, and of no {head[-1].text}"]


_SPAN_START = re.compile(r"\b(?:from|since)\s+\Z", re.IGNORECASE)


def span_start_life_problem(question: str, value: str, cited: str) -> list[str]:
    """A year a span of work starts from, for a birth or a death.

    "1893" of "... took it over on his death, practising as Venning & Orme *from 1893*". A life's event is
    dated by its own verb or noun; a year after "from" or "since" opens the span of another deed, wherever
    the death is told in the sentence.
    """
    fact = read_fact(question)
    if not {g for t in fact.terms for g in relations_of(key(t))} & _LIFE_EVENTS:
        return []
    if not _YEAR_DIGITS.fullmatch(value.strip()):
        return []
    found = list(re.finditer(rf"(?<!\d){value.strip()}(?!\d)", cited))
    if found and all(_SPAN_START.search(cited[max(0, m.start() - 8) : m.start()]) for m in found):
        return [f"the year {value} opens a span of another deed ('from {value}'), not the life's event asked"]
    return []


_POSSESSIVE = re.compile(r"^['’]s\s+(?P<noun>[a-z]+)\b")


def possessed_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is a fact of a person the subject owns: the subject is named only as "X's father".

    "Ada Penn's father, Hugh Roe, was born at Tibb" does not answer "Where was Ada Penn born?".
    """
    problems = []
    for entity in read_fact(question).entities:
        if f"{entity}'s" in question or f"{entity}’s" in question:
            continue  # "Who was Ada Penn's father?" asks of the relative itself
        at = [m.end() for m in re.finditer(re.escape(entity), cited)]
        owned = [_POSSESSIVE.match(cited[end:]) for end in at]
        if at and all(o is not None and role_word(o.group("noun")) for o in owned):
            noun = owned[0].group("noun") if owned[0] is not None else ""
            problems.append(f"the answer {value!r} is of {entity}'s {noun}, not of {entity!r}")
    return problems


_OWNED_ASKED = re.compile(r"\bthe (?P<owner>[a-z]+)['’]s? (?P<noun>[a-z]+)\b")
"""A subject the question names by its owner and noun, neither a name: "*the club's members*"."""


def unnamed_owner_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a text that names neither the asked subject's owner nor the subject itself tells nothing of it.

    "Where did the club's members bathe before the lido was built?" is not answered by "His works are the
    Tollgarth Baths in Varrowdene Street": no club, no members. Only for a "where" naming nothing by name: a
    count or a holder is often told in a passage about the owner without naming it again.
    """
    fact = read_fact(question)
    found = _OWNED_ASKED.search(question)
    if found is None or fact.entities or fact.wh != "where":
        return []
    said = {key(w.text) for w in words(cited)}
    if key(found.group("owner")) in said or key(found.group("noun")) in said:
        return []
    return [f"the cited text names neither the {found.group('owner')} nor its {found.group('noun')}"]


_WHOSE = re.compile(r"(?P<owner>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),\s+whose\b[^.;]*$")
"""A relative clause giving a value to the name before it: "near Dunby, whose population is "."""


_PLACE_OF = re.compile(r"\bof\s+$")
"""The "of" that makes the name after it a person's place: "Ann Roe, architect, *of* Dunby, whose ..."."""
_CLAUSE_START = re.compile(r"[.;:!?]\s")
_CHAIN_REACH = 160
"""How far before a place's name the person it qualifies may be named, in the same sentence."""


def whose_owner_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` belongs to the name a "whose" clause follows, when that name is not the subject.

    "Kell lies near Dunby, whose population is 900." gives the population to Dunby, not to Kell; but in
    "Mr Ann Roe, architect, of Dunby, whose estimate was £900" the name is the place of the person before it,
    whose the estimate is.
    """
    at = cited.find(value)
    found = _WHOSE.search(cited[:at]) if at > 0 else None
    if found is None:
        return []
    owner = normalize_answer(found.group("owner"))
    entities = [normalize_answer(e) for e in read_fact(question).entities]
    if not entities or any(e in owner or owner in e for e in entities):
        return []
    if _PLACE_OF.search(cited, 0, found.start()) is not None:
        chain = normalize_answer(
            _CLAUSE_START.split(cited[max(0, found.start() - _CHAIN_REACH) : found.start()])[-1]
        )
        if any(e and re.search(rf"\b{re.escape(e)}\b", chain) for e in entities):
            return []  # "Mr Ann Roe, architect, of Dunby, whose estimate ...": the estimate is Roe's
    return [
        f"the answer {value!r} is given to {found.group('owner')!r} by a whose-clause, not to the subject"
    ]


_SUBJECT = re.compile(
    r"^(?:(?:In|By) \d{4},?\s+)?(?P<subject>(?:The|An?)\s+[^,;]*?(?P<head>[A-Za-z]+))"
    r"(?:,[^,;]*,)?\s+(?:was|were|had been|has been|is|are)\b"
)
"""A sentence's subject, a noun phrase before its verb: "The first town hall, of 1790, was"."""


def same_kind_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is the fact of another thing of the subject's kind, the sentence's own subject.

    "The first town hall, of 1790, was pulled down in 1868 to make room for the present Kell Town Hall."
    dates the first hall's end: the asked Kell Town Hall is named only after the value, and the sentence
    opens on another hall.
    """
    found = _SUBJECT.match(cited.strip())
    at = cited.find(value)
    if found is None or at < 0:
        return []
    subject = normalize_answer(found.group("subject"))
    for entity in read_fact(question).entities:
        name = normalize_answer(entity)
        head = name.split()[-1] if name else ""
        later = normalize_answer(cited[at:])
        if not head or key(found.group("head")) != key(head) or name in subject:
            continue
        if f" {name} " in f" {later} " and f" {name} " not in f" {normalize_answer(cited[:at])} ":
            return [
                f"the answer {value!r} is of {found.group('subject')!r}, not of {entity!r} named after it"
            ]
    return []


_INDEFINITE_SUBJECT = re.compile(
    r"^(?:[*_]+)?(?:A|An)\s+(?P<subject>(?:[a-z][\w-]*\s+){0,3}?(?P<head>[a-z][\w-]*))\s+(?:was|were)\s+"
    r"(?:[a-z]+ed|built|made|begun|set|put)\b"
)
"""A sentence opening on a thing it brings in: "*An apprentice house was built* for them in 1792"."""


def indefinite_subject_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is of a thing a sentence brings in with "a", not of the named thing asked of.

    "An apprentice house was built for them on Dannock Row in 1792." dates the house, not Garnick's Mill: a
    sentence opening on "a" or "an" tells of a new thing, whose noun is none of the asked name's words.
    """
    found = _INDEFINITE_SUBJECT.match(cited.strip())
    fact = read_fact(question)
    if found is None or value not in cited or not fact.entities:
        return []
    asked = {key(w.text) for e in fact.entities for w in words(e)} | {key(t) for t in fact.terms}
    if key(found.group("head")) in asked:
        return []
    return [f"the answer {value!r} is of {found.group('subject')!r}, a thing the sentence brings in"]


_SOLD_TO_ASKED = re.compile(r"\bsold\s+to\s+(?:the\s+)?(?P<buyer>[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*)")
"""A sale a question names by its buyer: "the year the ground was *sold to Skelwith Estates*"."""
_BUYER_GIVEN = re.compile(
    r"\b(?:bought|purchased|acquired)\s+by\s+(?P<buyer>(?:the\s+)?[\w'’&-]+(?:\s+[\w'’&-]+)?)"
    r"|\bsold\s+to\s+(?P<other>(?:the\s+)?[\w'’&-]+(?:\s+[\w'’&-]+)?)"
)


def other_buyer_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` dates or prices another sale of the thing, to a buyer the question does not name.

    "When was the ground sold to Skelwith Estates?" is not answered by "the ground was bought by the club from
    the Tollgarth family in 1938": that sale had another buyer, and the asked one came later.
    """
    asked = _SOLD_TO_ASKED.search(question)
    if asked is None or value not in cited:
        return []
    wanted = {key(w.text) for w in words(asked["buyer"])}
    for found in _BUYER_GIVEN.finditer(cited):
        buyer = found["buyer"] or found["other"]
        if not {key(w.text) for w in words(buyer)} & wanted:
            return [f"the cited text tells of a sale to {buyer!r}, not to {asked['buyer']}"]
    return []


def _life_verbs(fact: FactQuestion, cited: str) -> list[int]:
    """Where ``cited`` writes a verb of a person's own life, when ``fact`` asks one (none otherwise)."""
    if not {g for t in fact.terms for g in relations_of(key(t))} & _LIFE_EVENTS:
        return []
    return [w.start for w in words(cited) if set(relations_of(key(w.text))) & _LIFE_EVENTS]


def namesake_only_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a person's life event is read from a sentence that tells it of a namesake.

    "Ada Penn, born at Kell in 1901, worked the boat with her husband Eli" does not say where Eli Penn was
    born: another person of the surname is named whole before the asked verb, with no pronoun between, and
    the asked person never whole.
    """
    fact = read_fact(question)
    verbs = _life_verbs(fact, cited)
    if not verbs:
        return []
    head = cited[: verbs[0]]
    if any(fold(w.text) in _PRONOUNS for w in words(head)):
        return []  # "He was born in Kell, the son of Amos Penn": the pronoun is the subject
    for person in (e for e in fact.entities if len(e.split()) >= 2):
        if normalize_answer(person) in normalize_answer(cited):
            continue
        surname = fold(person.split()[-1])
        for run in _NAME_RUNS.finditer(head):
            names = [w for w in run.group().split() if fold(w) not in STOPWORDS and fold(w) not in TITLES]
            if len(names) >= 2 and fold(names[-1]) == surname and not _same_person(names, person.split()):
                return [
                    f"the answer {value!r} is of {' '.join(names)!r}, and {person!r} is never named whole"
                ]
    return []


_KIN_NOUNS = (
    "son|daughter|widow|wife|husband|father|mother|brother|sister|nephew|niece|grandson|granddaughter"
)
"""Nouns of a person's kin, which name another person than the one they are said of."""
_KIN_OF = re.compile(
    rf"\b(?:{_KIN_NOUNS}|heir|child)\s+of\s+(?:the\s+)?(?:late\s+)?(?:[A-Z][a-z]{{0,4}}\.?\s+)?\Z",
    re.IGNORECASE,
)
"""A kinship the name after it is the other side of: "the only surviving son of the late *Mr* ..."."""


def kin_of_named_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a person's life event is read from a sentence that names the person only as another's kin.

    "The deceased was born at Kell in 1812, the only surviving son of the late Mr Amos Penn" tells the
    birth of the deceased: Amos Penn, named after the verb and only as the one the son is of, was not born
    there or then.
    """
    fact = read_fact(question)
    verbs = _life_verbs(fact, cited)
    if not verbs:
        return []
    for person in (e for e in fact.entities if len(e.split()) >= 2):
        mentions = [m.start() for m in re.finditer(rf"\b{re.escape(person)}\b", cited)]
        if mentions and mentions[0] > verbs[0] and all(_KIN_OF.search(cited[:at]) for at in mentions):
            return [f"the answer {value!r} is of the one {person!r} is named as the kin of"]
    return []


_CARD_YEARS = re.compile(
    r"^\s*\*\*(?P<name>[^*(\n]+?)\s*\((?:b\.\s*)?(?P<born>\d{4})\s*[–-]\s*(?P<died>\d{4})\)\.?\*\*"
)
"""A card opening on its person's name and years: "**Joel Roe the younger (1852–1907).**"."""


def card_years_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a year of a card's heading is read for another person than the one the card is of.

    "**Joel Roe the younger (1852–1907).** Elder son of Edwin" gives Joel's years: asked when Edwin Roe
    died, 1907 is his son's death.
    """
    card = _CARD_YEARS.match(cited)
    if card is None or value.strip() not in (card["born"], card["died"]):
        return []
    named = {fold(w.text) for w in words(card["name"])}
    for person in (e for e in read_fact(question).entities if len(e.split()) >= 2):
        if not {fold(w.text) for w in words(person)} - TITLES <= named:  # "Mr Ann Roe" is "Roe, Ann"
            holder = card["name"].strip()
            return [f"the year {value.strip()} is of {holder!r}, whose card it heads, not {person!r}"]
    return []


_WHOSE_KIN = re.compile(rf",\s+whose\s+(?:[a-z]+\s+)?(?:{_KIN_NOUNS}|cousin)\b")
"""A clause after a name telling of that person's kin: "Amos Roe*, whose sister* Ann he married"."""


def whose_kin_event_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a person's life event is read from a clause that tells it of their kin.

    "Henry Dunn, brother-in-law of Amos Roe, whose sister Ann he married in 1851" dates Dunn's marriage to
    Roe's sister, not a marriage of Roe's: the verb and the value stand in the whose-clause after his name.
    """
    fact = read_fact(question)
    verbs = _life_verbs(fact, cited)
    at = cited.find(value)
    if not verbs or at < 0:
        return []
    for person in (e for e in fact.entities if len(e.split()) >= 2):
        for m in re.finditer(rf"\b{re.escape(person)}\b", cited[:at]):
            clause = _WHOSE_KIN.match(cited, m.end())
            if clause is not None and any(
                clause.end() < v < at and "," not in cited[clause.end() : v] for v in verbs
            ):  # "Amos Roe, whose father kept the mill, married ..." closes the clause before the verb
                return [f"the answer {value!r} tells of the kin a whose-clause gives {person!r}, not of them"]
    return []


_PRONOUNS = frozenset({"he", "she", "they", "his", "her"})
_NAME_RUNS = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")
_LOCATIVES = frozenset({"at", "in", "on", "aboard", "near"})
_ARTICLES = frozenset({"the", "a", "an"})
_PLACE_ASKED = re.compile(r"^(?:where\b|(?:in|on|at|aboard) which [a-z]+\b)", re.IGNORECASE)


def asked_verb_name_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a place answer is not the one the asked event's verb places in its sentence.

    In "Ada Penn, born aboard the Diligence, worked the boat Kestrel." the asked "born" is placed aboard the
    Diligence; "Kestrel" follows another verb, and does not answer "On which boat was Ada Penn born?".
    """
    fact = read_fact(question)
    asked = {g for t in fact.terms for g in relations_of(key(t))} & EVENT_GROUPS
    if not asked or not value[:1].isupper() or not _PLACE_ASKED.match(question.strip()):
        return []
    ws = words(cited)
    for i, w in enumerate(ws[:-2]):
        if not set(relations_of(key(w.text))) & asked or fold(ws[i + 1].text) not in _LOCATIVES:
            continue
        j = i + 2
        while j < len(ws) and fold(ws[j].text) in _ARTICLES:
            j += 1
        if j >= len(ws) or not ws[j].text[:1].isupper() or re.search(r"[^\w\s]", cited[w.end : ws[j].start]):
            continue
        if not cited[ws[j].start :].startswith(value.split()[0]):
            return [f"the asked {w.text!r} places {ws[j].text!r} in its sentence, not the answer {value!r}"]
    return []


_FOUNDED_BY = re.compile(r"^[^.;]*?\bby\s", re.IGNORECASE)
"""A founding verb's agent after it: "founded in 1801 *by* Tom Pickering"."""
_PASSIVE_NAME = re.compile(
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+(?:&\s+)?(?:[A-Z][\w'’.-]*|of|the|de|des|du|and))*)\s+"
    r"(?:was|were)\s+(?:(?:first|originally|later|formally)\s+)?$"
)
"""The name a founding was done to, right before "was": "*Pickering & Co.* was founded"."""


def founded_other_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` founded another body than the asked one, or the asked one is among its founders.

    "Pickering & Co. was founded in 1801 by Tom Pickering" does not say who founded the Stanbury Canal
    Company, and "the Ski School, founded by Ann Raud and Piet Voll" does not say who founded Piet Voll.
    A name the asked one holds, or one holding it ("the Garden" for "Hallowmere Botanic Garden"), is the
    asked body.
    """
    fact = read_fact(question)
    founding = {g for t in fact.terms for g in relations_of(key(t))}
    at = value_at(cited, value)
    if not re.match(r"^\s*who\b", question, re.IGNORECASE) or "found" not in founding or at is None:
        return []
    ws = words(cited)
    verbs = [i for i in range(at[0]) if "found" in relations_of(key(ws[i].text))]
    if not verbs or not _FOUNDED_BY.match(cited[ws[verbs[-1]].end : ws[at[0]].start]):
        return []
    verb = verbs[-1]
    named = [e for e in fact.entities if not re.fullmatch(r"\d{4}", e)]
    agents = re.split(r"[.;]", cited[ws[verb].end :], maxsplit=1)[0]
    for entity in named:
        if value_at(agents, re.sub(r"^the\s+", "", entity, flags=re.IGNORECASE)) is not None:
            return [f"{entity!r} is named among the founders in the cited text, not as the body founded"]
    subject = _PASSIVE_NAME.search(cited[: ws[verb].start])
    if subject is None or not named:
        return []
    done_to = content_keys(re.sub(r"^The\s+", "", subject.group("name")))
    asked = content_keys(named[0])
    if not done_to or not asked or done_to <= asked or asked <= done_to:
        return []
    return [f"the founding cited is of {subject.group('name')!r}, not of {named[0]!r}"]


_PLACED_AFTER = frozenset({"at", "in", "on", "of"})
"""Words that place an event noun's owner after it: "the fire *at* the Kell Mill", "the fire *of* Kell"."""


def _noun_owner(cited: str, ws: list[Word], noun: int) -> list[str] | None:
    """The name owning the event noun at ``noun``: the run before it ("the Kell Mill fire") or after it."""
    before = _subject_before(cited, ws, noun)
    if before is not None:
        return before
    i = noun + 1
    if i < len(ws) and fold(ws[i].text) in _PLACED_AFTER:
        i += 1 + (i + 1 < len(ws) and fold(ws[i + 1].text) == "the")
        run = []
        while i < len(ws) and _NAME.match(ws[i].text) and fold(ws[i].text) not in STOPWORDS:
            run.append(ws[i].text)
            i += 1
        return run if run and fold(run[0]) not in MONTHS else None  # "the fire *of February* 1889"
    return None


_LOSSES = frozenset({"burn", "destroy"})
"""Events that end a thing: whose loss a date is, its sentence's subject tells."""
_YEAR_DIGITS = re.compile(r"\b\d{4}\b")


def noun_event_owner_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date is of an event that another name than the asked thing owns.

    "The Sellick Mill fire of 1874" does not say when the Brant Mill caught fire: the event noun ("fire")
    nearest the date must belong to a name holding one of the question's names, or to no name at all. An
    asked verb of a thing's loss is read the same way when its subject is another of the asked thing's kind
    ("The Sellick Mill burned in 1874").
    """
    fact = read_fact(question)
    entities = [normalize_answer(e).split() for e in fact.entities]
    at = value_at(cited, value)
    if not entities or at is None:
        return []
    asked = {g for t in fact.terms for g in relations_of(key(t))} & EVENT_GROUPS
    ws = words(cited)
    nouns = [i for i, w in enumerate(ws) if key(w.text) in EVENT_NOUNS]
    lost = asked & _LOSSES if _YEAR_DIGITS.search(value) else set()
    verbs = [i for i, w in enumerate(ws) if set(relations_of(key(w.text))) & lost and i not in nouns]
    if not nouns + verbs:
        return []
    event = min(nouns + verbs, key=lambda i: min(abs(i - at[0]), abs(i - (at[1] - 1))))
    if event in nouns:
        owner = _noun_owner(cited, ws, event)
    else:
        owner = _subject_before(cited, ws, event)
        heads = {key(entity[-1]) for entity in entities if entity}
        owner = owner if owner is not None and key(owner[-1]) in heads else None
    if owner is None:
        return []
    said = normalize_answer(" ".join(owner)).split()
    if any(all(w in said for w in entity if w != "the") for entity in entities):
        return []
    name = " ".join(owner)
    return [f"the {ws[event].text} dated {value!r} is of {name!r}, not of the thing asked"]


_LATER_ORDINALS = frozenset({"second", "third", "fourth", "fifth"})
"""Ordinals that pick one of an event's repeats; "first" is read by the ordinal rules of the reader."""
_PARTED = re.compile(r"[,;:()]")
_REPEATED = re.compile(
    r"\b(?:again|twice|once more|anew|another|a further|(?:second|third|fourth|fifth) time)\b",
    re.IGNORECASE,
)
"""Words by which a text tells of a repeat without an ordinal: "burned *again* in 1947"."""


_ORDINAL_REACH = 4
"""How many words an ordinal may stand before the event it qualifies: "a second and far worse *fire*"."""


def _qualified_event(cited: str, ws: Sequence[Word], at: int, asked: set[str]) -> bool:
    """Whether the ordinal at word ``at`` qualifies an asked event word a few words on, no stop between."""
    for j in range(at + 1, min(at + 1 + _ORDINAL_REACH, len(ws))):
        if _PARTED.search(cited[ws[j - 1].end : ws[j].start]):
            return False
        if set(relations_of(key(ws[j].text))) & asked:
            return True
    return False


_ANY_ORDINALS = _LATER_ORDINALS | {"first"}
_OTHER_ORDINAL_REACH = 10
"""How many words a date may stand after the ordinal it belongs to: "the first having occurred in 1846"."""


def _other_ordinal_date(
    cited: str, ws: Sequence[Word], at: tuple[int, int], value: str, ordinals: set[str]
) -> list[str]:
    """Why the date at ``at`` belongs to another repeat of the event, named by an ordinal just before it.

    "This is the second fire at the mill, the first having occurred as long ago as 1846" dates the first
    fire in a sentence about the second. The other ordinal must lead into the date with no stop between
    and not be the day of a date itself ("on the *first* of May 1902").
    """
    for i in range(at[0] - 1, max(-1, at[0] - 1 - _OTHER_ORDINAL_REACH), -1):
        word = fold(ws[i].text)
        if _PARTED.search(cited[ws[i].end : ws[i + 1].start]) or word in ordinals:
            return []
        if word in _ANY_ORDINALS:
            follower = fold(ws[i + 1].text)
            if follower == "of" or follower in MONTHS or i + 1 == at[0]:
                return []
            return [f"the date {value!r} is the {word} one's, not the asked {' '.join(sorted(ordinals))}"]
    return []


def ordinal_event_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date is not of the asked repeat of an event ("the second fire"), the ordinal's being another's.

    The cited text must give the ordinal to an event word of the question ("A second fire, on 11 November
    1897, ..."), or tell of a repeat some other way ("burned again in 1947"): "The chapel was gutted by fire
    in 1903" dates a fire, most likely the first, never the asked second one; so with any deed asked "for the
    second time". An ordinal it gives must be in the date's own part of the sentence: "It is the second time
    the theatre has burned, the old house having burned in 1866" dates the first fire after a comma.
    """
    asked_words = [fold(w.text) for w in words(question)]
    ordinals = {w for w in asked_words if w in _LATER_ORDINALS}
    asked = {g for w in asked_words for g in relations_of(key(w))} & EVENT_GROUPS
    pairs = list(zip(asked_words, asked_words[1:], strict=False))
    timed = any(w in ordinals and n == "time" for w, n in pairs)  # "extended for the second time"
    at = value_at(cited, value)
    if len(ordinals) != 1 or not (asked or timed) or at is None:
        return []
    ws = words(cited)
    places = [i for i, w in enumerate(ws) if fold(w.text) in ordinals]
    if not places:
        own = timed or any(w in ordinals and set(relations_of(key(n))) & asked for w, n in pairs)
        if not own or _REPEATED.search(cited):
            return []  # "the garden's fifth curator": the ordinal is no event's
        (ordinal,) = ordinals
        return [f"the cited text dates the event without calling it the {ordinal} or a repeat"]
    if any(_qualified_event(cited, ws, i, asked) for i in places):
        # "a *second fire*", "the second great fire": the ordinal is the event's own, unless the date is
        # another ordinal's ("This is the second fire, the first having occurred in 1846")
        return _other_ordinal_date(cited, ws, at, value, ordinals)
    start, end = ws[at[0]].start, ws[at[1] - 1].end
    near = min(places, key=lambda i: min(abs(ws[i].start - start), abs(ws[i].start - end)))
    between = cited[ws[near].end : start] if ws[near].start < start else cited[end : ws[near].start]
    if not _PARTED.search(between):
        return []
    return [f"the date {value!r} stands apart from {ws[near].text!r}, the asked event's ordinal"]


_FIRST_NOUN = re.compile(r"\bfirst\s+(?P<noun>[a-z]{3,})\b")
_EARLIER_ONE = re.compile(
    r"\b(?:after|replacing|replaced|succeeding|in place of)\s+"
    r"(?:an?|the|its)\s+(?:earlier|former|previous|older)\b"
)
"""A text telling of one before the thing it dates: "built in 1889 after *an earlier organ* had perished"."""


def earlier_one_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date is not the first thing's when its text tells of an earlier one ("the first organ").

    "When was the first organ installed?" is not answered by "The organ was built in 1889 after an earlier
    instrument had perished": the organ of 1889 had one before it.
    """
    asked = _FIRST_NOUN.search(question.lower())
    if asked is None or not re.search(r"\b\d{4}\b", value) or value_at(cited, value) is None:
        return []
    if not _EARLIER_ONE.search(cited.lower()):
        return []  # "Ines Farrow, a former sea captain": a former calling, no thing before the one dated
    return [f"the cited text tells of an earlier {asked.group('noun')} than the one it dates {value!r}"]


_OWN_YEAR = re.compile(r"^when\b[^?]{0,300}?\b(?:in|of) (1[0-9]{3}|20[0-9]{2})\s*\??\s*$", re.IGNORECASE)
"""A "when" question closing on its event's own year: "When was the toll-house burned down *in 1847*?"."""


def own_year_problem(question: str, value: str) -> list[str]:
    """Why a date is not of the asked event when the question gives the event's year itself.

    "When was the toll-house burned down in 1847?" (a chain's hop from "... when the toll-house burned down
    in 1847") asks the 1847 fire; "January 1822", a year the text gives an earlier fire of the same house,
    dates another, and "January" read from beside it gives no year at all. A date answer must then name the
    question's year.
    """
    asked = _OWN_YEAR.search(question.strip())
    years = re.findall(r"\b(?:1[0-9]{3}|20[0-9]{2})\b", value)
    if asked is None or asked.group(1) in years:
        return []
    return [f"the date {value!r} is not in {asked.group(1)}, the year the question gives the event"]


_ORDINAL_DEED = re.compile(r"\b(first|second|third|last)\s+([a-z]{3,}ed)\b")
"""An ordinal before the asked deed or its noun: "When was the pier *first extended*?"."""
_ATTACHED = 40
"""The most characters between the text's "first extension" and the date it gives that deed."""


def ordinal_deed_date_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date is not the one its text gives the asked deed's ordinal ("the first extension (1871–72)").

    "When was the pier first extended?" is not answered by 1863 of "Engineer of the original pier (1863–65)
    and of the first extension (1871–72)": where the cited text dates its ordinal phrase of the asked deed
    (a year in the phrase's clause, or in the parenthesis after it), a year given elsewhere is another's.
    """
    asked = _ORDINAL_DEED.search(question.lower())
    year = re.search(r"\b\d{4}\b", value)
    if asked is None or year is None or value_at(cited, value) is None:
        return []
    ordinal, deed = asked.group(1), key(asked.group(2))
    kin = set(relations_of(deed)) | {deed}
    ws = words(cited)
    dated: list[str] = []
    phrase = ""
    for i in range(len(ws) - 1):
        if fold(ws[i].text) != ordinal or not kin & {key(ws[i + 1].text), *relations_of(key(ws[i + 1].text))}:
            continue
        phrase = phrase or f"{ws[i].text} {ws[i + 1].text}"
        after = cited[ws[i + 1].end : ws[i + 1].end + _ATTACHED]
        before = cited[max(0, ws[i].start - _ATTACHED) : ws[i].start]
        own = re.match(r"\s*\(?[^,;:()]*?\b(\d{4})\b", after)
        if own is not None:
            dated.append(own.group(1))
        elif (earlier := re.search(r"\b(\d{4})\b[^,;:()\d]*$", before)) is not None:
            dated.append(earlier.group(1))
    if not dated or year.group() in dated:
        return []
    return [f"the date {value!r} is not the one its text gives the {phrase} ({dated[0]})"]


_DOER_ASKED = re.compile(r"^\s*(?:who|which [a-z]+(?: of [a-z]+)?) (?P<verb>[a-z]+)\b", re.IGNORECASE)
"""A question asking who did a deed: "Who *built* the lock?", "Which firm *deposited* the papers?"."""
_OWNED_NOUN = re.compile(r"^(?:'s|’s)?\s+[a-z]")
"""What follows an owner's name: "the Tarn Railway*'s goods* office"."""


def owner_only_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` only owns a thing its text names, and its text never tells the asked deed.

    "Which firm deposited the mill's papers?" is not answered by "The papers of the Tarn Railway's goods
    office are not held here": the text states no depositing, and names the railway only as the owner of
    an office. A name owning a thing is the doer only where its text says it did the deed.
    """
    asked = _DOER_ASKED.match(question)
    at = value_at(cited, value)
    if asked is None or at is None or fold(asked.group("verb")) in AUXILIARIES | {"did", "does", "do"}:
        return []
    ws = words(cited)
    last = ws[at[1] - 1]
    rest = cited[last.end :]
    if not last.text.endswith(("'s", "’s")) and not rest.startswith(("'s", "’s")):
        return []
    if not _OWNED_NOUN.match(rest):
        return []
    verb = key(asked.group("verb"))
    if relation_strength(verb, (key(w.text) for w in ws)) > 0:
        return []
    deed = asked.group("verb")
    return [f"the answer {value!r} owns what its text names after it, and the text tells no {deed!r}"]


_ASKED_THING = re.compile(
    r"^\s*(?:when|in\s+what\s+year)\s+(?:was|were)\s+the\s+(?P<thing>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+"
    r"(?:(?:first|last)\s+)?(?P<verb>[a-z]+)(?:\s+(?:out|down|up))?\s*\??\s*$",
    re.IGNORECASE,
)
"""A date asked of a thing named only by its kind: "When was *the chapel* burnt out?"."""
_PASSIVE_THING = re.compile(
    r"\bthe\s+(?P<modifiers>(?:[a-z][\w-]*\s+){0,2}?)(?P<head>[a-z][\w-]*)\s+(?:was|were|had\s+been)\s+"
    r"(?:[a-z]+ly\s+)?$"
)
"""The thing a passive verb is said of, right before it: "*the west range* was burnt out"."""


def other_thing_event_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date is of the asked event befalling another thing than the one the question names by kind.

    "When was the chapel burnt out?" is not answered by "the hospital suffered by fire in 1831, and the west
    range was burnt out": the asked verb nearest the date is said of the range, and the text never names a
    chapel at all. A thing the question names with a word before its noun ("the boiler house") is not
    the one a sentence names with another ("the roof of the drying house was burned").
    """
    asked = _ASKED_THING.match(question)
    at = value_at(cited, value)
    if asked is None or at is None or read_fact(question).entities:
        return []
    verb_groups = set(relations_of(key(asked.group("verb")))) & EVENT_GROUPS
    ws = words(cited)
    *modifiers, thing = [key(w) for w in asked.group("thing").split()]
    if not verb_groups or _names_thing(ws, modifiers, thing):
        return []
    verbs = [
        i
        for i, w in enumerate(ws)
        if set(relations_of(key(w.text))) & verb_groups and key(w.text) not in EVENT_NOUNS
    ]
    if not verbs:
        return []
    verb = min(verbs, key=lambda i: min(abs(i - at[0]), abs(i - (at[1] - 1))))
    said = _PASSIVE_THING.search(cited, 0, ws[verb].start)
    if said is None:
        return []
    head = said.group("head")
    if key(head) == thing:
        own = [key(w) for w in said.group("modifiers").split()]
        if not modifiers or not own or own[-1:] == modifiers[-1:]:
            return []
        head = f"{said.group('modifiers')}{head}"
    return [f"the {ws[verb].text} dated {value!r} befell the {head}, not the {asked.group('thing')} asked"]


def _names_thing(ws: Sequence[Word], modifiers: list[str], thing: str) -> bool:
    """Whether the words name the asked thing: its noun, after the question's word before it if it has one."""
    return any(
        key(w.text) == thing and (not modifiers or (i > 0 and key(ws[i - 1].text) == modifiers[-1]))
        for i, w in enumerate(ws)
    )


def found_not_founded_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` dates a thing found, not the founding a question asks of ("found sound", "was found").

    "found" is also the past of "find": without "to" before it ("to found a school") it is what was found,
    so a text whose only word of founding is such a "found" tells of no founding.
    """
    fact = read_fact(question)
    if "found" not in {g for k in (*fact.terms, *fact.soft_terms) for g in relations_of(key(k))}:
        return []
    ws = words(cited)
    founding = [i for i, w in enumerate(ws) if "found" in relations_of(key(w.text))]
    founded = [i for i in founding if fold(ws[i].text) != "found" or (i and fold(ws[i - 1].text) == "to")]
    if not founding or founded:
        return []
    return ["the cited text tells of a thing found, not of a founding"]


_BY_MEANS_ASKED = re.compile(r"\b(?P<verb>[a-z]{2,20})\s+by\s+(?P<means>[a-z][\w-]{1,30})\s*\??\s*$")
"""A deed asked by its means or doer, written in lower case at the question's end: "first lit *by gas*"."""
_RELATIVE_DOER = re.compile(
    r"\b(?P<doer>[a-z][\w-]{1,30}),?\s+(?:which|that)\s+(?:(?:first|then|also|soon|later)\s+)?$"
)
"""The doer of a relative clause's verb, right before it: "the arrival of *steam, which first* powered"."""
_BY_OTHER = re.compile(r"\s+(?:(?:[a-z]+ly|first)\s+)?by\s+(?P<means>[a-z][\w-]{1,30})\b")
"""A means or doer given after the verb: "were powered *by steam*"."""


def other_means_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date is of the asked deed done by another means or doer than the question's.

    "In what year was the mill first powered by water?" asks the deed done by water: "the arrival of steam,
    which first powered the looms in 1841" and "the looms were powered by steam in 1841" tell of the same verb
    with another doer. Only the verb nearest the value is read, and only a doer written in lower case
    (a thing, not a name).
    """
    asked = _BY_MEANS_ASKED.search(question)
    at = value_at(cited, value)
    if asked is None or at is None:
        return []
    verb, means = key(asked.group("verb")), key(asked.group("means"))
    ws = words(cited)
    verbs = [i for i, w in enumerate(ws) if key(w.text) == verb]
    if not verbs:
        return []
    nearest = ws[min(verbs, key=lambda i: min(abs(i - at[0]), abs(i - (at[1] - 1))))]
    by = _BY_OTHER.match(cited, nearest.end)
    doer = by.group("means") if by is not None else None
    if doer is None and (relative := _RELATIVE_DOER.search(cited, 0, nearest.start)) is not None:
        doer = relative.group("doer")
    if doer is None or key(doer) == means or doer.lower() in STOPWORDS:
        return []
    return [f"the cited text tells of {nearest.text} by {doer}, not by {asked.group('means')} as asked"]
