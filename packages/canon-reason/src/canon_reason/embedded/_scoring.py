"""Scoring one sentence for one look-up: its relation, its entities, and the best candidate answer in it.

``Reader`` holds the look-up's keys; ``Reader.score`` returns the sentence's best candidate with a score, or
(when the sentence fails the bar) how close it came. ``_reading`` ranks the passing sentences and votes.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, replace
from fractions import Fraction

from .._text import STOPWORDS, fold, normalize_answer, words
from ._answer_form import RATE_AFTER_SUM
from ._appointed_rows import TAKING_OFFICE, appointed_in_row, appointment_at
from ._aside_subject import office_after_asides, verb_after_asides
from ._borrowed import ended_span_problem, life_dates_problem, other_dimension_problem
from ._built_cost import building_cost_of
from ._candidates import Mention, dates, leading_name, months, name_class, names, numbers, phrases, topic_name
from ._columns import total_column_stands
from ._compound_nouns import compound_head_at
from ._contract_holder import contract_stated_at, contract_words
from ._entities import designated_numbers
from ._fact import AnswerType, FactQuestion, offered_head
from ._first_occasion import first_deed_at
from ._lexicon import (
    AUXILIARIES,
    CATEGORY_TYPES,
    CLERICAL_TITLES,
    CONVERSE_PARTICLES,
    CONVERSES,
    EVENT_GROUPS,
    EVENT_NOUNS,
    HOW_MEASURES,
    MEASURE_NOUNS,
    NUMBER_WORDS,
    ORG_WORDS,
    PLACE_WORDS,
    RELATION_GROUPS,
    RESIDENT_WORDS,
    ROLE_NOUNS,
    SOFT_WORDS,
    TITLES,
    YEAR_DIGITS,
    key,
    phrase_relations,
    relation_strength,
    relations_of,
    role_word,
    unit_family_of,
    unit_name,
    word_strength,
)
from ._measures import measure_problem
from ._narrator import narrator_at
from ._quoted_names import quoted_names
from ._scope import CODE_ASKED, CODE_WORD
from ._sentences import (
    Sentence,
    agent_at,
    entity_keys,
    entity_match,
    head_key,
    head_titled,
    lead_neighbour,
    names_exactly,
    owned_elsewhere,
    sectioned_for,
)
from ._source_party import described_object_at, seller_named
from ._spans import in_span_label
from ._stance import owner_neighbour_problem, superlative_problem
from ._tables import first_cell
from ._timed_agent import timed_agent
from ._titled_year import title_dates_thing
from ._year_clauses import year_span_figure_problem

__all__ = [
    "CANDIDATE_WEIGHT",
    "DISTANCE_DECAY",
    "ELSEWHERE_PENALTY",
    "ENTITY_BAR",
    "ENTITY_WEIGHT",
    "NO_PREPOSITION_PENALTY",
    "PASS_CANDIDATE",
    "RELATION_WEIGHT",
    "RIVAL_PENALTY",
    "SOFT_TERM_WEIGHT",
    "UNANCHORED_POSITION",
    "Reader",
    "Scored",
    "refused_key",
]

PASS_CANDIDATE = 0.3
#: How much of a sentence's score each part contributes: the asked entities and relation equally, soft
#: (contextual) terms a little, and the candidate answer's fit the most, since it is what gets cited.
ENTITY_WEIGHT = 0.25
RELATION_WEIGHT = 0.25
SOFT_TERM_WEIGHT = 0.1
CANDIDATE_WEIGHT = 0.4
#: A sentence whose weakest entity match is below this (the passage is only about it) cannot answer.
ENTITY_BAR = 0.6
#: Closeness decays by this share per word between a mention and the relation it answers.
DISTANCE_DECAY = 0.12
#: A mention that a rival relation word stands closer to probably answers that relation instead.
RIVAL_PENALTY = 0.35
#: A mention not introduced by a preposition is a weaker answer to a relation ("designed *by* X").
NO_PREPOSITION_PENALTY = 0.5
#: A mention nearer a sibling operand's entity, or dated to another time, belongs to something else.
ELSEWHERE_PENALTY = 0.3
#: Closeness when the sentence matches neither the relation nor an entity by position.
UNANCHORED_POSITION = 0.8
#: A noun asked of, read as the head of a closed compound ("sand*stone*"), counts as half-stated.
COMPOUND_HEAD_STRENGTH = 0.5
_EVENT_KEYS = frozenset(k for name in EVENT_GROUPS for k in RELATION_GROUPS[name])
#: How many words after its owner a number may stand in a list of owners and numbers ("Thorne 1,120").
_PAIR_REACH = 3
_RETURNS_NOUNS = frozenset(key(w) for w in "returns figures statistics table tables abstract summary".split())
"""Words titling a table of yearly figures, which name no body ("Membership *Returns*")."""
_COUNT_NOUNS = frozenset(key(w) for w in "number figure total count".split())
"""Nouns that stand for a quantity stated just before ("*the number* had risen to ...")."""
_ONE_OCCURRENCE = frozenset({"first", "last"})
"""Words by which a question asks one occurrence of a recurring event."""


_AUTHORSHIP = frozenset({"build", "design", "make", "write", "invent"})
_HOLDING = frozenset(key(w) for w in "hold contain house".split())
"""Verbs of holding a count of things: "How many volumes does the library *hold*?" is stated by "71,000
volumes" after the library's name, without the verb."""
_CAPACITY = key("capacity")
"""The label of what a thing can hold ("Capacity: 18,900 Ml"), which states a verb of holding."""
_CHANGES = frozenset(
    key(w)
    for w in "lose gain add cut drop shed fall rise grow increase decrease reduce double halve remove".split()
)
"""Verbs of a change in a count: "How many members did the club *lose*" is no count a row of a year states."""
_HAVING = frozenset({"keep", "own", "make", "operate", "hold"})
"""Relations of having or yielding a stock in a year ("kept", "owned", "brewed"): the row of the year
under a column naming the counted thing states them, where an event ("perished", "burnt") is no stock."""
_LOSSES = frozenset({"die", "destroy", "burn"})
"""Events that take things away ("perished", "burnt"): a yearly row's stock is no count of their losses."""


def _lost(term: str) -> bool:
    """Whether ``term`` is a verb of a loss ("perished", "destroyed")."""
    return bool(set(relations_of(term)) & _LOSSES)


_CORPORATE = frozenset({"found", "build", "make", "own", "operate"})
"""Relations a company may be the agent of ("founded by the Brannock Shipping Company")."""
_LOCATIVE = frozenset({"in", "at", "near", "on"})
_PASSIVE_AFTER = re.compile(r"\s+(?:was|were)\s+[a-z]+ed\b")
"""A passive verb right after a name, which makes the name what was done to, not the doer."""
_PERSONAL_PRONOUNS = frozenset({"he", "she"})
_OBJECT_PRONOUNS = frozenset({"him", "her", "them"})
_STAND = key("stand")
_MEASURED = key("measured")
_SUBJECT_WORDS = 3
"""The most words of a noun phrase opening a sentence before a name in apposition ("*The new keeper*, ")."""
_BE = frozenset({"is", "was", "are", "were"})
_ORDINAL_GROUPS = frozenset({"first", "last"})
_TITLE_ORDINAL_REACH = 2
"""How far after a title's ordinal its noun may stand: "the First *General Meeting*"."""
_COMPASS = frozenset(
    "north south east west north-east north-west south-east south-west northeast northwest southeast "
    "southwest".split()
)
"""Relations of making something, which "the work of P" states with any verb."""


def _work_of(s: Sentence) -> int | None:
    """Where a sentence credits a maker with "the work of" ("was the work of the engineer ...")."""
    for i in range(2, len(s.words)):
        if fold(s.words[i].text) == "of" and s.keys[i - 1] == "work" and fold(s.words[i - 2].text) == "the":
            return i
    return None


#: How many words after its converse verb the "to" naming the other party may stand ("sold the mill,
#: with the shed beside it, to B").
_CONVERSE_REACH = 10
_CONVERSE_PARTY_REACH = 2
"""How many words after the converse verb's "to" its other party's name may start ("to *Mr* B")."""


def _converse_object(s: Sentence, groups: tuple[str, ...], entities: tuple[str, ...]) -> int | None:
    """Where "to" names the asked party after a converse verb of one of ``groups`` ("A sold X *to* B").

    The thing passed on stands between the verb and "to": a sentence whose subject is an asked entity
    ("Holt Mill sold cloth to B"), or that passes on something of the subject's own ("sold *its* cloth
    to B"), says nothing of who bought the entity. A post is passed on by its holder, whom the question
    may name ("A handed over to B" answers "Who succeeded A?"), and its verb needs its particle.
    """
    for group in groups:
        converse = CONVERSES.get(group, frozenset())
        particle = CONVERSE_PARTICLES.get(group)
        for i, k in enumerate(s.keys):
            if k not in converse:
                continue
            end = i if particle is None else i + 1  # the verb's last word: "handed *over*"
            if particle is not None and (end == len(s.words) or fold(s.words[end].text) != particle):
                continue
            before = frozenset(s.keys[:i])
            if particle is None and any(e[:1].isalpha() and set(entity_keys(e)) <= before for e in entities):
                return None  # not "In 1904"
            if end + 1 < len(s.words) and fold(s.words[end + 1].text) in _POSSESSIVES:
                return None
            for j in range(end + 1, min(len(s.words) - 1, end + _CONVERSE_REACH + 1)):
                if fold(s.words[j].text) == "to":
                    return j
    return None


_HEADS = frozenset(key(w) for w in "people persons inhabitants residents souls".split())
_LIVE = frozenset(key(w) for w in "live lived living dwell dwelt".split())


def _headcount(s: Sentence) -> int | None:
    """Where a sentence states how many live in a place: "a village *of 430 people*", "*900 people* live".

    A count of people is a population only so: "the mill employed 300 people" counts workers.
    """
    for i in range(1, len(s.words)):
        if s.keys[i] not in _HEADS or not s.words[i - 1].text[:1].isdigit():
            continue
        j = i - 1
        while j > 0 and s.words[j - 1].text[:1].isdigit() and s.clauses[j - 1] == s.clauses[j]:
            j -= 1  # "2,900" is two words
        after = s.keys[i + 1] if i + 1 < len(s.words) else ""
        if j > 0 and fold(s.words[j - 1].text) in _APPROXIMATELY:
            j -= 1  # "a town of *about* 8,500 people"
        if (j > 0 and fold(s.words[j - 1].text) == "of") or after in _LIVE:
            return i
    return None


_QUALIFIERS = tuple(
    frozenset(key(w) for w in family.split())
    for family in (
        "first second third",
        "single return",
        "front rear",
        "upper lower",
        "north south east west",
        "inner outer",
        "up down",
        "morning evening",
        "adult child",
    )
)
_QUALIFIER_OF = {k: family for family in _QUALIFIERS for k in family}
_CLASSES = _QUALIFIERS[0]
"""Ordinals qualify only as a class ("*first*-class"): "its first thaler" counts occurrences."""
"""Words that tell apart things of one kind ("a *first*-class single", "the *rear* light")."""


def _subjectless(s: Sentence) -> bool:
    """Whether a sentence opens with its verb, its subject the passage's topic: "Born 1921 in Oxley."."""
    if not s.words or not s.words[0].text[:1].isupper():
        return False
    word = fold(s.words[0].text)
    participle = word.endswith("ed") or word in _PARTICIPLES
    return participle and bool(relations_of(s.keys[0])) and s.keys[0] not in CATEGORY_TYPES


_MEASURED_FAMILIES = {"weigh": "mass", "area": "area"}
"""Relations a figure states by its unit alone: "a bull of *2,100 lb*" says what the bull weighs, "the
meadow, which measures *fourteen acres*" what its area is."""


_PERFECT = frozenset({"has", "have", "had"})
"""Auxiliaries of the perfect, which with "since" state a state that has gone on from a time."""
_SINCE_REACH = 8
"""How many words before "since" its perfect auxiliary may stand: "has been *in use* since"."""


def _continuing_since(s: Sentence) -> int | None:
    """Where a sentence states a lasting state begun in a year: "A totalisator *has been* in use since 1929".

    What has gone on since a year was first so in that year: the sentence answers "When was the totalisator
    first used?" though it says no "first". Only with a perfect ("has been", "have stood") in the clause
    before "since", where a bare "since" may mean "because".
    """
    for i, w in enumerate(s.words[:-1]):
        if fold(w.text) != "since" or not YEAR_DIGITS.fullmatch(s.words[i + 1].text):
            continue
        before = range(max(0, i - _SINCE_REACH), i)
        if any(fold(s.words[j].text) in _PERFECT and s.clauses[j] == s.clauses[i] for j in before):
            return i
    return None


def _measured_in(s: Sentence, groups: tuple[str, ...]) -> int | None:
    """Where the sentence gives a figure in the unit family of a measuring relation, if it does."""
    families = {_MEASURED_FAMILIES[g] for g in groups if g in _MEASURED_FAMILIES}
    if not families:
        return None
    return next((m.first_word for m in numbers(s.text, s.words) if m.family in families), None)


def _phrase_subject(s: Sentence, i: int, last: int) -> bool:
    """Whether the name at ``i``..``last`` is the subject that an opening participle phrase describes.

    "Founded in 1850 by two brothers, *the Calder Ropeworks* had its mill at Esk": the name opens the main
    clause, right after the phrase's comma; "Born 1947; the nephew of Jim Hollis" names Jim in another role.
    """
    j = i - 1 if i > 0 and fold(s.words[i - 1].text) == "the" else i
    if j == 0 or s.clauses[j - 1] != 0 or s.clauses[j] != 1:
        return False
    gap = s.text[s.words[j - 1].end : s.words[j].start]
    return gap.strip() == "," and not s.text[s.words[last].end :].startswith(("'s", "’s"))


_PARTICIPLES = frozenset("born built made held won led sold taught kept run grown begun founded".split())

_COUNT_VERBS = frozenset({"is", "was", "were", "stood"})


def _count_complement(s: Sentence, m: Mention, unit: str, asked: tuple[str, ...]) -> bool:
    """Whether a bare figure is what "the number of <unit>" of its clause comes to, in the asked year.

    "The true number of boarders at Michaelmas 1900 was 14" counts boarders, though no noun follows 14;
    another count between the two ("the number of boys was 20, of whom 14 boarded") takes the noun, and
    an asked year written elsewhere ("was 412, as compared with 398 at the end of 1920") dates another.
    """
    at = m.first_word
    if at < 4 or fold(s.words[at - 1].text) not in _COUNT_VERBS:
        return False
    clause = s.clauses[at]
    counts = [
        i
        for i in range(2, at - 1)
        if s.keys[i] == unit
        and fold(s.words[i - 1].text) == "of"
        and s.keys[i - 2] in _COUNT_NOUNS
        and s.clauses[i] == clause
    ]
    if not counts:
        return False
    years = [i for i, w in enumerate(s.words) if w.text in asked and YEAR_DIGITS.fullmatch(w.text)]
    if any(not counts[-1] < i < at for i in years):
        return False
    numbered = numbers(s.text, s.words)
    return not any(n.kind == "number" and counts[-1] < n.first_word < at for n in numbered)


_PAYING = frozenset({"cost", "wage", "give"})
"""Relations of verbs that only hand an asked sum to its payer or payee: "What salary was she *given*?"."""
_SUM_LINKS = frozenset({"of", "was", "is"})


def _priced_at(s: Sentence, head: str | None) -> int | None:
    """Where the sentence writes the asked sum's noun right before its figure: "at a *salary* of £60".

    "What rent did the club pay?" is answered by "taken at a rent of £38 a year" and "What wage was he
    paid?" by "My wage was 5s 6d": the noun names the sum, the verb of paying adds nothing to it.
    """
    if head is None or MEASURE_NOUNS.get(head) != "money":
        return None
    money = {m.first_word for m in numbers(s.text, s.words) if m.family == "money"}
    return next(
        (
            i
            for i, k in enumerate(s.keys[:-2])
            if k == head and fold(s.words[i + 1].text) in _SUM_LINKS and i + 2 in money
        ),
        None,
    )


_RATE_HEADS = frozenset(key(w) for w in "wage wages salary pay".split())
"""Nouns of a sum paid by the week or the year to one who works for it."""
_RECEIVING = frozenset(key(w) for w in "receive received receives get got".split())
"""Verbs by which one paid is said to have a sum: "What wage did she *receive*?"."""


def _weekly_sum_at(s: Sentence, head: str | None) -> int | None:
    """Where the sentence gives a sum by the week or the year, when a wage is asked: "nine shillings a week".

    "I had nine shillings a week to start" states the wage whatever verb hands it over.
    """
    if head not in _RATE_HEADS:
        return None
    money = (m for m in numbers(s.text, s.words) if m.family == "money")
    return next((m.first_word for m in money if RATE_AFTER_SUM.match(s.text[m.end :])), None)


_TIME_CLAUSE = re.compile(
    r"\b(?:when|after|once|until|before|in\s+the\s+first\s+year\s+of)\s+(?P<clause>[^?]+)"
)
"""The clause that dates what a question asks: "paid *when he was made foreman*"."""
_CLAUSE_PRONOUNS = frozenset("he she they it him her them his its their i we".split())


def _time_clause_keys(question: str, entities: tuple[str, ...]) -> tuple[str, ...]:
    """The keys of the first two words of a question's time clause that say which time it is.

    "when he was *made foreman* of the cleaving gang", "when she *first started* at the works": the verb
    and the word after it tell the time; the places and names that follow do not.
    """
    found = _TIME_CLAUSE.search(question)
    if found is None:
        return ()
    named = {k for e in entities for k in entity_keys(e)}
    told = [
        key(w.text)
        for w in words(found.group("clause"))
        if w.text.isalpha()
        and fold(w.text) not in STOPWORDS | AUXILIARIES | _CLAUSE_PRONOUNS
        and key(w.text) not in named | PLACE_WORDS | ORG_WORDS | SOFT_WORDS
    ]
    return tuple(told[:2])


def _count_anaphor(s: Sentence) -> int | None:
    """Where a sentence refers back to a stated quantity ("the number", "this figure"), if it does."""
    for i in range(1, len(s.words)):
        if s.keys[i] in _COUNT_NOUNS and fold(s.words[i - 1].text) in ("the", "this", "that"):
            after = fold(s.words[i + 1].text) if i + 1 < len(s.words) else ""
            if after != "of":  # "the number of visitors" names its own quantity
                return i
    return None


def _infinitive(s: Sentence, i: int) -> bool:
    """Whether the word at ``i`` is a verb after "to" ("agreed *to build*"), no noun ("*to designs* by")."""
    word = fold(s.words[i].text)
    return i > 0 and fold(s.words[i - 1].text) == "to" and not word.endswith(("s", "ed", "ing", "ion"))


@dataclass(frozen=True, slots=True)
class Scored:
    sentence: Sentence
    mention: Mention
    score: float
    runner_up: float = 0.0
    """The score the sentence would have with its best candidate of another value (0 if none)."""
    indirect: bool = False
    """Whether the sentence names the subject only through its passage or a pronoun, not by name."""


_ROUTE = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+to\s+[A-Z]")
"""A route named by its ends ("Ardwyn to Inchmore"): a sentence naming one names both of its own ends."""
LABELLED_OTHER = 0.3
"""The most a name can fit a "which X" question when a label of another noun than X names it."""
_POSSESSIVES = frozenset({"its", "his", "her", "their"})
_POSSESSOR_APPOSED = re.compile(
    r"^(?P<owner>[A-Z][\w.-]*(?: +[A-Z][\w.-]*)*)['’]s\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?),\s+"
    r"(?:he|she|it|they)\b",
    re.MULTILINE,  # a line of its own, after a heading line the sentence runs on from
)
_OFFICE_WORDS = 4
_YEAR_ENTITY = re.compile(r"\d{4}")
_OCCASION = re.compile(
    r"\s+at\s+(?:a|an|the)\s+(?:[a-z]+\s+)?(?:meeting|ceremony|dinner|gathering|service|assembly)\b[^.;:]*?"
    r"\b(?:on|in)\s+(?:the\s+)?$"
)
"""The occasion an event took place at, dated at its end: "founded *at a meeting held at Kelby on* 2 May"."""
#: How well a name fits a "who was the first ..." question in a sentence that states no "first": the judge
#: would veto it, so a sentence stating the ordinal is read instead.
UNSTATED_ORDINAL_FIT = 0.5
#: How well a measure fits when its sentence names it as another dimension than asked: the judge would veto
#: it, so a measure of the asked dimension elsewhere is read instead.
OTHER_MEASURE_FIT = 0.2
_BY_ROLE = re.compile(
    r"(?:\s+(?:in|as)\s+(?:the|its|his|her|their)\s+[a-z'’-]+)?"
    r"\s+by\s+(?:the|its|his|her|their|[A-Za-z]+['’]s)\s+(?:[a-z'’-]+\s+){0,3}(?P<role>[a-z]+|[A-Z][a-z]+),\s+"
)
"""The agent of a passive verb named by a role noun and then by name: "by the county architect, ", "by the
Mayor, " (an office written with its capital), after the post the verb is of: "succeeded *in the
secretaryship* by his son, "."""
_CLAUSE_OPENERS = frozenset({"that", "whereupon"})
"""Words after which a clause opens on its subject: "it was resolved *that* Mr. Ann Roe ... be appointed"."""
_STYLED_ROLE = re.compile(r",[ \t]+(?P<role>[A-Za-z]{2,30})[ \t]*(?:,|\.|\*|$)")
"""A bare role noun styled after a name as a clause of its own: "Ann Roe*, architect,* of Kell Row"."""
_PREDICATE_WHO = (
    r"\s+(?:is|was)\s+(?:(?:[a-z]+\s+){0,2}?(?:remembered|known)\s+(?:[a-z]+\s+){0,2}?as\s+)?"
    r"the\s+(?:[a-z'’-]+\s+){0,1}(?P<noun>[a-z'’-]+)\s+who\s+"
)
_RELATIVE_WHO = re.compile(
    r",\s+(?:(?:then|later|now|afterwards)\s+)?(?:(?:the|a)\s+)?[a-z]+(?:,?\s+[A-Za-z'’&-]+){0,6}?,\s+who\s+"
    rf"|,\s+who\s+|{_PREDICATE_WHO}"
)
"""What stands between a name and the "who" opening a clause about it: nothing but the comma, one
apposition naming the person's role ("Ann Roe, then warden of Kell Hall, who was elected ..."), or a
predicate naming the person by a noun the clause is about ("Roe *is remembered above all as the man who*
built ...", "Roe *was the engineer who* designed ...")."""
_PERSON_PREDICATE = re.compile(_PREDICATE_WHO)
"""A predicate calling its subject a man, a woman or a role ("Roe *is remembered as the man who*"): a bare
surname before it is a person's."""
_PERSON_NOUNS = frozenset({"man", "woman"})
#: How many words after the asked relation its object may be named, in apposition to a short noun phrase.
_OBJECT_REACH = 5
_OFFICE_DETERMINERS = frozenset({"the", "our", "its", "their", "his", "her"})
_IN_THE_CHAIR = re.compile(r"[ \t]*\((?:in the chair|presiding)\)", re.IGNORECASE)
"""What a list of those present writes after the one who chaired: "Alderman Ann Roe (in the chair)"."""
_CHAIR = key("chair")
_COPULAS = frozenset({"is", "was", "are", "were", "has", "had", "became"})
_COPULA_ADVERBS = frozenset({"therefore", "thus", "then", "accordingly"})
"""Words that may stand between "was" and its figure, changing nothing it gives: "was *therefore* £3,982"."""
_MEASURE_KINDS = frozenset("purchase sale total final whole full actual".split())
"""Words before a measure noun that keep its sense ("the *purchase* price", "the *final* cost"); an "asking
price" or an "estimated cost" is no sum paid."""
_SUBJECT_DETERMINERS = frozenset({"the", "its", "his", "her", "their", "this"})
_SUBJECT_REACH = 40
"""The most words a subject may run before its verb and still be read as the figure's subject."""
_DATED = "dated"
"""The word of a paper's own date: "The lease ... *is dated* 25 March 1768"."""
_MEASURE_KEYS = frozenset(MEASURE_NOUNS)
_APPROXIMATELY = frozenset(
    {"about", "around", "approximately", "roughly", "some", "nearly", "almost", "over"}
)
_LABEL_GAP = re.compile(r"^\s*(?::|\.{3,})\s*$")


_PART_BREAK = re.compile(r"(?<!\d),(?!\d)|;|\band\b|\bwhile\b|\bbut\b|\bwhereas\b")


@functools.lru_cache(maxsize=256)
def _part_break_ends(text: str) -> tuple[int, ...]:
    """Where each coordinating break of ``text`` ends, in order."""
    return tuple(m.end() for m in _PART_BREAK.finditer(text))


def _part_of(s: Sentence, i: int) -> int:
    """Which coordinated part of the sentence the word at ``i`` is in, counting breaks before it.

    A comma right before a word that opens with a figure counts too, as a break the text ending there has.
    """
    at, text = s.words[i].start, s.text
    count = bisect.bisect_right(_part_break_ends(text), at)
    if (
        at >= 1
        and text[at - 1] == ","
        and text[at : at + 1].isdigit()
        and not text[at - 2 : at - 1].isdigit()
    ):
        count += 1
    return count


#: How well the name an asked alias is given to fits, whatever class its name reads as ("St Oswin's, called
#: the Sailors' Church" for "which church").
ALIASED_FIT = 0.9
_ALIAS_QUESTION = re.compile(r"^(?:which|what)\b.*\b(?:known|called|named|nicknamed)\b", re.IGNORECASE)
_CALL_QUESTION = re.compile(r"^which\b.*\bcall\b", re.IGNORECASE)
"""A question asking what people call an alias ("Which hall do people call X?"): only a passage's subject
given the alias by reference answers it, not a name written before the alias (which may be a place's)."""
_NAME_ASKED = re.compile(
    r"^(?:what\b(?!.{0,300}\b(?:after|for)\?$).{0,200}\b(?:call|called|name|named|christen|christened)\b"
    r"|(?:by|under)\s+what\s+name\b)",
    re.IGNORECASE,
)
"""A question asking the name a thing is called by ("What did the men *call* the engine?"), not whom or what
it was named after."""
_NAMING_BEFORE = re.compile(r"\b(?:named|called|christened|dubbed)\s+(?:the\s+)?[*_\"“'‘]{0,2}\Z")
"""A naming verb right before a name: "which the smiths *named the* *Old Growler*"."""
_NAMING_REACH = 30
_YEAR_ROW = re.compile(r"^\s*(?:[-*+]\s+)?(1\d{3}|20\d{2})(?:[/–-]\d{2})?:\s+\S")
_ROW_LABEL_WORDS = frozenset(key(w) for w in ("year", "years", "date"))
"""What names a table's column of years, not what its other columns give."""
_LINE_LABEL = re.compile(r"^\s*(?P<label>[A-Z][^:.|\n]{0,60}?)(?::|\s*\.{3,})\s")


def _closing_verb(question: str) -> str | None:
    """The key of the bare verb closing a do-question ("How many beds did the inn *record*?"), if any.

    A year closing the question after the verb ("did the inn *record* in 2023?") leaves it the closing verb.
    """
    ws = [fold(w.text) for w in words(question)]
    if len(ws) > 2 and YEAR_DIGITS.fullmatch(ws[-1]) and ws[-2] in ("in", "during", "by"):
        ws = ws[:-2]
    if len(ws) < 3 or not {"did", "does", "do"} & set(ws[:-1]):
        return None
    return key(ws[-1])


def _line_label(s: Sentence) -> frozenset[str]:
    """The keys of the label a sentence opens with ("*Focal length* .... 9.1 metres"), if it does."""
    found = _LINE_LABEL.match(s.text)
    if found is None:
        return frozenset()
    return frozenset(s.keys[i] for i, w in enumerate(s.words) if w.end <= found.end("label"))


_LIFESPAN = re.compile(r"\((?:b\.\s*)?(1\d{3}|20\d{2})\s*[–—-]\s*(1\d{3}|20\d{2})\)")


def _codes(s: Sentence) -> list[Mention]:
    """The codes ``s`` writes, each one candidate over the words it spans."""
    found = []
    for code in CODE_WORD.finditer(s.text):
        at = [i for i, w in enumerate(s.words) if code.start() <= w.start < code.end()]
        if at:
            found.append(Mention(code.start(), code.end(), code.group(), "name", at[0], at[-1]))
    return found


def _lifespan_year(s: Sentence, groups: tuple[str, ...]) -> int | None:
    """Where a lifespan after a name gives the asked year: "(1815–1880)" holds a birth and a death year."""
    end = {"born": 1, "die": 2}
    wanted = next((end[g] for g in groups if g in end), None)
    found = _LIFESPAN.search(s.text) if wanted is not None else None
    if found is None or wanted is None:
        return None
    at = found.start(wanted)
    return next((i for i, w in enumerate(s.words) if w.start == at), None)


_POST_ENDINGS = ("man", "master", "keeper")
"""Endings of nouns for one holding a post: foreman, harbourmaster, storekeeper."""


def _post_label(s: Sentence, asked: set[str]) -> bool:
    """Whether a label line opens with a post not asked of: "*Foreman*, sawmill: 1901-1925".

    Its value is the holder's time in the post, not a date of the thing the post is at.
    """
    if not s.words or s.keys[0] in asked:
        return False
    return s.keys[0] in ROLE_NOUNS or fold(s.words[0].text).endswith(_POST_ENDINGS)


def _captioned_year(entity: str, s: Sentence) -> bool:
    """Whether ``s`` is a label line whose caption names the year ``entity`` and no other year."""
    if YEAR_DIGITS.fullmatch(entity) is None or not _line_label(s):
        return False
    return [k for k in s.caption if YEAR_DIGITS.fullmatch(k)] == [entity]


def _label_keys(s: Sentence, i: int) -> frozenset[str]:
    """The keys of the label the word at ``i`` is the value of ("Directors to date: *6*"), if any.

    A label is the clause right before a colon or a dotted leader that the value directly follows.
    """
    if i > 1 and fold(s.words[i - 1].text) in _APPROXIMATELY and s.text[s.words[i - 1].end] == " ":
        i -= 1  # "Specimens: *about* 310,000"
    if i == 0 or not _LABEL_GAP.match(s.text[s.words[i - 1].end : s.words[i].start]):
        return frozenset()
    line = _LINE_LABEL.match(s.text)
    if line is not None and line.end("label") == s.words[i - 1].end:
        # "Bridge strikes, 2023: 11": the line's whole label, whose last clause only dates the value
        return frozenset(s.keys[j] for j in range(i))
    clause = s.clauses[i - 1]
    return frozenset(s.keys[j] for j in range(i) if s.clauses[j] == clause)


def _occasion_dated(s: Sentence, m: Mention, anchors: list[int]) -> bool:
    """Whether the date ``m`` ends a phrase naming the occasion at which an asked verb's event took place."""
    return any(a < m.first_word and _OCCASION.fullmatch(s.text[s.words[a].end : m.start]) for a in anchors)


def _value_of(m: Mention) -> str:
    """What a mention answers, so two mentions of one value ("1,120" and "1120") are not rivals."""
    if m.number is not None and m.kind in ("number", "year"):
        return str(m.number)
    return fold(m.text)


def refused_key(value: str, number: Fraction | None) -> str:
    """The key a value is refused by: a figure's number, else its normalized words."""
    return str(number) if number is not None else normalize_answer(value)


_STYLES = TITLES | CLERICAL_TITLES
"""Words that style a person before the name ("Mr", "Captain", "the Rev."), which are no office."""


def _styled_from(s: Sentence, first: int) -> int:
    """Where a name's style begins before its first word ``first``: "the first warden, *the Rev.* Amos Tull".

    The style, with the article a clergyman's takes, belongs to the name: the office apposed to the name
    stands before it. Returns ``first`` when no style is written there.
    """
    at = first
    while at > 0 and s.clauses[at - 1] == s.clauses[first] and fold(s.words[at - 1].text) in _STYLES:
        at -= 1
    styled = 0 < at < first and s.clauses[at - 1] == s.clauses[first]
    return at - 1 if styled and fold(s.words[at - 1].text) == "the" else at


def _head_keys(fact: FactQuestion) -> frozenset[str]:
    """The keys of the asked noun and of the one the question offers beside it: "which *inn or hotel*"."""
    if not fact.head:
        return frozenset()
    other = offered_head(fact.text, fact.head)
    return frozenset({key(fact.head), *([key(other)] if other else [])})


def _office_words(s: Sentence, span: list[int], before: bool) -> list[int]:
    """The words of a clause beside a name that can be the office it is apposed to.

    Before the name, the office starts at its last determiner ("The paper employed *its first staff
    photographer*, A"); after it, the office ends before "of" and whose office it is ("A, *founder* of the
    Harlow Vale Courier").
    """
    if before:
        led = [n for n, i in enumerate(span) if fold(s.words[i].text) in _OFFICE_DETERMINERS]
        return span[led[-1] :] if led else span
    owner = next((n for n, i in enumerate(span) if n and fold(s.words[i].text) == "of"), None)
    return span if owner is None else span[:owner]


_REPUTATION = frozenset(key(w) for w in "reputation reputations fame renown".split())
"""Objects that make a founding verb figurative: "which *established his reputation*" founds nothing."""
_REPUTATION_REACH = 3
"""Words after the verb the object may stand at: "established *his* reputation", "made *a* name"."""


_BUILDING_NOUN = frozenset({"building", "buildings"})
_PREMISES_NOUN = frozenset({"establishment", "establishments"})
"""Nouns of founding that also name a firm's premises, as they do after "the" and not before "of"."""
_NOUN_OPENERS = frozenset("the a an this that these those its their his her whole same old new".split())
"""Words before "building" that make it the noun for a house, not the deed: "after 1931 *the building*
served as a store" tells of no building of it, where "the building of the mill" does."""


def _literal_keys(s: Sentence, building_asked: bool = False) -> tuple[str, ...]:
    """The sentence's word keys, with a verb of founding blanked where its object is a reputation.

    "His earliest success was the chapels (1846), which established his reputation" dates no practice
    set up: the verb founds a reputation, not the thing a question asks of. "The building" (a house, not
    the deed of building it) is blanked too, unless the question itself says "building", and so is "the
    principal establishment" (premises, where "the establishment of the works" is the founding).
    """
    keys = s.keys
    figurative = [
        i
        for i, k in enumerate(keys)
        if "found" in relations_of(k) and _REPUTATION & set(keys[i + 1 : i + _REPUTATION_REACH])
    ]
    texts = [fold(w.text) for w in s.words]
    nouns = [
        i
        for i, t in enumerate(texts)
        if t in _BUILDING_NOUN
        and not building_asked
        and i
        and texts[i - 1] in _NOUN_OPENERS
        and texts[i + 1 : i + 2] != ["of"]
    ]
    # "The principal *establishment* is that of Pellow & Son": a firm's premises, not its founding
    premises = [
        i
        for i, t in enumerate(texts)
        if t in _PREMISES_NOUN
        and _NOUN_OPENERS & set(texts[max(0, i - 2) : i])
        and texts[i + 1 : i + 2] != ["of"]
    ]
    named = [i for i in range(1, len(texts) - 1) if texts[i].endswith("ed") and _named_participle(s, i)]
    blanked = {*figurative, *nouns, *premises, *named}
    return tuple("" if i in blanked else k for i, k in enumerate(keys))


_PLACE_OPENERS = frozenset({"the", "its", "their", "our"})
_OFFICE_PLACES = frozenset({"office", "offices", "address"})
"""Nouns of a place a participle before them names ("the *registered office*"), not a deed done."""


def _named_participle(s: Sentence, i: int) -> bool:
    """Whether word ``i`` is a participle in a capitalised name after "the": "at *the Registered Office*".

    The name's first word tells of no registering: the office is a place, and "On what date was the
    company registered?" is not answered by the day a meeting was held there. Written in lower case before
    the place's noun ("held at *the registered office*"), it is the same place.
    """
    word, after = s.words[i].text, s.words[i + 1].text
    if fold(s.words[i - 1].text) in _PLACE_OPENERS and fold(after) in _OFFICE_PLACES:
        return True
    return s.words[i - 1].text == "the" and word[:1].isupper() and word.endswith("ed") and after[:1].isupper()


_WORKPEOPLE = frozenset(key(w) for w in "hands men women workers workpeople employees persons staff".split())
"""Counted nouns of people a works employs, which a table titled "Numbers Employed" counts."""


_MODIFIED_AFTER = frozenset({"the", "a", "an", "its", "his", "her", "their"})
"""Words before a noun that modifies the next one in a question: "the *works* chimney"."""


def _modifying_terms(question: str, term_keys: tuple[str, ...]) -> frozenset[str]:
    """The firm's or works' nouns a question writes right after a determiner and before another term.

    "Who laid the topmost brick of *the works chimney*?" asks who laid it; "works" says whose the chimney
    is, and no relation of working a sentence may state ("at Mr. Tull's rope works" names no layer of bricks).
    """
    ws = [fold(w.text) for w in words(question)]
    asked = set(term_keys)
    return frozenset(
        key(ws[i])
        for i in range(1, len(ws) - 1)
        if ws[i - 1] in _MODIFIED_AFTER and key(ws[i]) in asked & ORG_WORDS and key(ws[i + 1]) in asked
    )


class Reader:
    """Scores the sentences of a passage pool for one look-up."""

    def __init__(
        self,
        fact: FactQuestion,
        avoid: tuple[str, ...],
        grounds: dict[str, Sentence],
        topics: frozenset[str] = frozenset(),
        alone: frozenset[str] = frozenset(),
        several: frozenset[str] = frozenset(),
        refused: tuple[str, ...] = (),
    ) -> None:
        self.grounds = grounds
        # Each sentence's numbers paired with their owners, by its place: the same for every mention.
        self._paired: dict[tuple[str, int, int], dict[int, tuple[int, bool]]] = {}
        # Values already judged no answer to this look-up: the sentence's next candidate is read instead.
        self.refused = refused
        # Entities naming a kind of organization ("the Society") that the passages give several names of.
        self.several = several
        # Entities the passages name with no other name of their head noun: "the federation" is theirs.
        self.alone = alone
        # Keys of the retrieved passages' names ("Mirostat"): a question word naming one is required.
        self.topics = topics
        self.fact = fact
        self.avoid = avoid
        self.term_keys = tuple(key(t) for t in fact.terms)
        self.soft_keys = tuple(key(t) for t in fact.soft_terms)
        self.term_groups = frozenset(g for k in self.term_keys for g in relations_of(k))
        self.question_keys = (
            frozenset(self.term_keys)
            | frozenset(self.soft_keys)
            | {k for e in fact.entities for k in entity_keys(e)}
        )
        self.head_key = key(fact.head) if fact.head else None
        self._building_asked = bool(_BUILDING_NOUN & {fold(w.text) for w in words(fact.text)})
        self.head_keys = _head_keys(fact)
        self.numbered = designated_numbers(fact.text)
        how = fact.wh.removeprefix("how ")
        # "Area: 38 acres" labels what "How big is it?" asks
        self.measure_labels = frozenset(
            key(w) for w in HOW_MEASURES.get(how, "").split() if fact.wh.startswith("how ")
        )
        # "won the contract": words a sentence naming the accepted tender or the contractors states too
        self.contract_keys = contract_words(fact.text) & frozenset(self.term_keys)
        modifiers = _modifying_terms(fact.text, self.term_keys)
        asked_groups = frozenset(g for k in self.term_keys if k not in modifiers for g in relations_of(k))
        self.predicates = frozenset(m for g in asked_groups for m in RELATION_GROUPS[g]) | {
            k for k in self.term_keys if relations_of(k) and k not in modifiers
        }

    def relation(self, s: Sentence) -> tuple[float, bool, list[int]]:
        """Mean term strength, whether enough terms match, and where they match in the sentence."""
        if not self.term_keys:
            return 1.0, True, []
        strengths: list[float] = []
        anchors: list[int] = []
        # A sentence whose subject is its passage's own topic ("The funicular opened..." under "The Halden
        # Funicular") is not about a topic noun it only shares with the sentences before it.
        subject = s.own_subject
        own_topic = subject is not None and subject in s.title and subject not in self.question_keys
        counted, work = _count_anaphor(s), _work_of(s)
        title_nouns = self._title_nouns(s)
        literal = _literal_keys(s, self._building_asked)
        for k in self.term_keys:
            direct = relation_strength(k, literal)
            if not direct and (compound := compound_head_at(s, k)) is not None:
                # "sandstone from the quarries" states the "stone" asked of; but a compound names a kind of
                # its head ("warehouse", "lighthouse"), so it counts as the noun half-stated
                strengths.append(COMPOUND_HEAD_STRENGTH)
                anchors.append(compound)
                continue
            if not direct and (implied := self._implied_at(s, k, counted, work)) is not None:
                strengths.append(1.0)
                anchors.append(implied)
                continue
            # Predicates (words of a relation group) must be stated; topic nouns may come from the context.
            borrowed = k in s.title or (k in s.previous and not own_topic)
            predicate = bool(relations_of(k)) and k not in EVENT_NOUNS
            indirect = 0.5 if borrowed and (not predicate or k in title_nouns) else 0.0
            strengths.append(max(direct, indirect))
            if direct > 0:
                group = {m for g in relations_of(k) for m in RELATION_GROUPS[g]} | {k}
                found = [i for i, sk in enumerate(literal) if sk in group]
                # "agreed in 1902 *to build* a dairy, and the Model Dairy, completed in 1903": an infinitive
                # states a plan, not the event, where the sentence states the event itself too
                done = [i for i in found if not _infinitive(s, i)]
                anchors.extend(done or found)
        label = _line_label(s)
        strengths = self._verbless(s, label, strengths, anchors)
        asked = {*self.term_keys, *self.soft_keys, *([key(self.fact.unit)] if self.fact.unit else [])}
        if measured := label & self.measure_labels:
            anchors.extend(i for i, k in enumerate(s.keys) if k in measured)
        if label & asked:
            # "Altitude: 388 metres" answers "At what altitude does it *stand*?": the label names the fact,
            # and no verb is needed; a noun naming something else ("the dose of *mirostat*") still is. A
            # label naming a post at the thing ("*Foreman*, sawmill: 1901") dates no event of it ("burnt").
            post = _post_label(s, asked)
            strengths = [
                1.0
                if k in label
                or (relations_of(k) and not (post and set(relations_of(k)) & EVENT_GROUPS))
                or k == _closing_verb(self.fact.text)
                else x
                for k, x in zip(self.term_keys, strengths, strict=True)
            ]
        if self._dated_row(s):
            # "1988: Glen Orra Distillery, from Marrach & Co." under "Acquisitions:" answers "When did Hallin
            # Distillers acquire Glen Orra Distillery?": the caption names the event each row dates.
            strengths = [
                1.0 if relation_strength(k, tuple(s.caption)) >= 1.0 else x
                for k, x in zip(self.term_keys, strengths, strict=True)
            ]
        if self._captioned_row(s):
            # "2000: 492,000" under "Weekly reach (adults who listened ...)", "Marwood: 38,000 Ml in 2014"
            # under "Annual yields": the caption above the rows, or the title, names what each row gives,
            # and the row's label its year or its entity.
            given = s.caption | s.title
            strengths = [
                1.0 if relation_strength(k, tuple(given)) >= 1.0 else x
                for k, x in zip(self.term_keys, strengths, strict=True)
            ]
        strengths = self._legend_strengths(s, strengths)
        if self._office_row(s):
            # "| Ann Roe | 1872-1903 |" under "| Chief clerk | In post |": the first column's name is
            # the office each row's first cell held.
            office = tuple(s.columns[0])
            strengths = [
                1.0 if relation_strength(k, office) >= 1.0 else x
                for k, x in zip(self.term_keys, strengths, strict=True)
            ]
        headers = frozenset(k for c in s.columns[1:] for k in c)
        named = {k for k in asked if relation_strength(k, tuple(headers)) >= 1.0}  # "Operator" for "operates"
        if named and self._entity_row(s):
            # "| Brack Water | 1911 |" under "Completed" answers "When was Brack Water completed?"; an event's
            # verb is the column's name, but a comparison ("larger") is no column. A row of a year counts a
            # stock ("| 1850 | 37 |" under "Horses"), not the ones a loss of that year ("perished") took.
            counting = self.fact.wh == "how many" and self._year_row_asked(s)
            events = [
                bool(set(relations_of(k)) & EVENT_GROUPS) and not (counting and _lost(k))
                for k in self.term_keys
            ]
            strengths = [
                1.0 if k in named or event else x
                for k, x, event in zip(self.term_keys, strengths, events, strict=True)
            ]
        if s.columns and self._row_states(s, strengths):
            # A table row states no verb: "How many ship calls did the port *record*" is read from the row
            # "| Ship calls | 3,412 |", which names what is counted.
            strengths = [
                max(x, 0.5) if not relations_of(k) else x
                for k, x in zip(self.term_keys, strengths, strict=True)
            ]
        matched = sum(1 for x in strengths if x >= 0.5)
        # Topic nouns may be missing (a third of the terms); a predicate ("founded", "designed") may not, nor
        # a word that names a passage ("the daily dose of *mirostat*", a name written in lowercase).
        predicates = all(
            x >= 1.0
            if relations_of(k) and k not in EVENT_NOUNS and k not in title_nouns
            else x >= 0.5 or k not in self.topics
            for k, x in zip(self.term_keys, strengths, strict=True)
        )
        enough = predicates and matched >= len(strengths) - len(strengths) // 3
        return sum(strengths) / len(strengths), enough, sorted(set(anchors))

    def _implied_at(self, s: Sentence, k: str, counted: int | None, work: int | None) -> int | None:
        """Where a sentence that lacks the term ``k`` states its relation in other words, if it does."""
        groups = relations_of(k)
        if counted is not None and k in MEASURE_NOUNS and relation_strength(k, s.previous):
            return (
                counted  # "By 1900 *the number* had risen to 9,600" after "In 1870 it had 6,000 inhabitants"
            )
        if "population" in groups and (head := _headcount(s)) is not None:
            return head  # "Fenwick is a harbour town *of 2,900 people*"
        if (life := self._lifespan(s, k)) is not None:
            return life  # "William Ayre (1815–1880)": born in 1815, died in 1880
        if k in _HOLDING and (held := self._counted_unit(s)) is not None:
            return held  # "The Kell Library: 40,000 *volumes*" holds them
        if (
            set(groups) & TAKING_OFFICE
            and (start := appointment_at(s, self.fact.entities, self.fact.terms)) is not None
        ):
            return start  # "| 1866–1899 | Ann Roe |" under "| Years | Clerk |": appointed clerk in 1866
        if k in self.contract_keys and (contract := contract_stated_at(s)) is not None:
            return contract  # "the tender of Messrs B be accepted" states that B won the contract
        if (to := _converse_object(s, groups, self._not_sellers)) is not None:
            return to  # "A sold the mill *to* B" states that B bought it
        if (phrase := next((i for i, g in phrase_relations(s.keys) if g in groups), None)) is not None:
            return phrase  # "B *took over* in 1902" states that B succeeded
        if (weight := _measured_in(s, groups)) is not None:
            return weight  # "Gideon, a crocodile, *410 kg*" states what Gideon weighs
        if (priced := self._paid_at(s, k, groups)) is not None:
            return priced  # "at a *rent of* £38 a year" states what was paid
        if work is not None and set(groups) & _AUTHORSHIP:
            return work  # "The hoist was *the work of* the engineer Sven Arvik"
        if groups == ("first",) and (since := _continuing_since(s)) is not None:
            return since  # "A totalisator has been in use since 1929": first used in 1929
        if groups == ("first",) and (deed := first_deed_at(s, self.fact.text)) is not None:
            return deed  # "When was the club first formed?": "The club was *formed* in 1784"
        if groups and set(groups) <= _ORDINAL_GROUPS and s.anaphoric and k in s.lead:
            return s.subject_at  # "The first stand was built in 1912. *It* held 900": the first stand's
        return None

    def _paid_at(self, s: Sentence, k: str, groups: tuple[str, ...]) -> int | None:
        """Where a sentence that lacks the verb of paying ``k`` states the sum paid, if it does.

        "taken at a *rent of* £38 a year" names the sum; "I had *nine shillings a week* to start" gives a
        wage by the week, at the time the question asks it, whatever verb hands it over.
        """
        paying = bool(set(groups) & _PAYING)
        if paying and (priced := _priced_at(s, self.head_key)) is not None:
            return priced
        if (paying or k in _RECEIVING) and self._dated_as_asked(s):
            return _weekly_sum_at(s, self.head_key)
        return None

    def _dated_as_asked(self, s: Sentence) -> bool:
        """Whether the sentence, or the one before it, states the time the question's clause gives.

        "What weekly wage was he paid *when he was made foreman*?" is not answered by "Four shillings a week I
        had to start", though "... *when he started*?" is, and by "I started at the works in May 1921.
        Eighteen shillings a week".
        """
        clause = _time_clause_keys(self.fact.text, self.fact.entities)
        return not clause or any(k in s.keys or k in s.previous for k in clause)

    @functools.cached_property
    def _not_sellers(self) -> tuple[str, ...]:
        """The entities other than the one the question buys "from": that one is the converse verb's subject.

        "Which firm bought Holt Mill from the Penn family?" is answered by "the Penn family sold the mill to
        B", whose subject is the party the question names after "from".
        """
        return tuple(e for e in self.fact.entities if f"from {e}" not in self.fact.text.replace("the ", ""))

    def _title_nouns(self, s: Sentence) -> frozenset[str]:
        """Asked group words the sentence leaves to its title, whose name its pronoun stands for.

        "It was designed by ..." under "Fuller's Court print works": "works" is a noun of that name, not a
        verb the sentence must state.
        """
        if not s.opens_with_reference:
            return self.title_ordinals(s)
        return frozenset(
            k for k in self.term_keys if k in s.title and relations_of(k) and not relation_strength(k, s.keys)
        )

    def title_ordinals(self, s: Sentence) -> frozenset[str]:
        """Asked ordinals the title gives a thing the sentence names: "Minutes of the *First* Meeting".

        Under that title, "At a meeting of the subscribers held at the Swan" tells of the first general
        meeting: the title's ordinal qualifies a noun of the question (within ``_TITLE_ORDINAL_REACH`` words
        after it) that the sentence itself states. Only for a question naming the kind of its answer ("which
        inn"), which picks the answer out of a sentence of many names; a "where" leaves the pick to chance
        between a building and its street.
        """
        if self.head_key is None or self.fact.answer_type is AnswerType.PLACE:
            return frozenset()
        ws = words(s.topic)
        found = set()
        for n, w in enumerate(ws):
            k = key(w.text)
            groups = set(relations_of(k))
            if k not in self.term_keys or not groups or not groups <= _ORDINAL_GROUPS or k in s.keys:
                continue
            after = {key(x.text) for x in ws[n + 1 : n + 1 + _TITLE_ORDINAL_REACH]}
            if any(q in after and q in s.keys and not relations_of(q) for q in self.term_keys):
                found.add(k)
        return frozenset(found)

    def _verbless(
        self, s: Sentence, label: frozenset[str], strengths: list[float], anchors: list[int]
    ) -> list[float]:
        """The term strengths with the verbs a line states without them; ``anchors`` gains where it does."""
        terms = self.term_keys
        if _CAPACITY in label and _HOLDING & set(terms):
            # "Capacity: 18,900 Ml" states what "How many megalitres does the reservoir *hold*?" asks
            strengths = [1.0 if k in _HOLDING else x for k, x in zip(terms, strengths, strict=True)]
            anchors.append(s.keys.index(_CAPACITY))
        if self._counted_year_row(s) or self._year_table_row(s):
            # "2024: 25,340 movements; 49,250 passengers" answers "How many passengers did the airfield
            # *handle* in 2024?", and "2019 | 1,240,000" under "Year | Visitors" "How many visitors did the
            # gardens *receive* in 2019?": the row of the asked year counts the asked unit, whatever the verb
            # and the owner the table is about, but no change ("lose", "add") a row's count is not.
            strengths = [
                1.0 if set(relations_of(k)) <= _HAVING and k not in _CHANGES else x
                for k, x in zip(terms, strengths, strict=True)
            ]
        if self._category_row(s):
            # "| Sheep | 960 |" under "Section | Entries" answers "How many entries were there in the sheep
            # *section*?": the row's label is the asked category, and the other nouns only say what it is.
            strengths = [
                max(x, 0.5) if not relations_of(k) else x for k, x in zip(terms, strengths, strict=True)
            ]
        if s.columns and self._entity_row(s):
            # "| Kell Mill | 4,100 | 5,200 |" under the title "Output by Year" states the mill's output: a
            # table's title names what its rows give, as a caption does for label lines.
            strengths = [
                1.0 if relation_strength(k, tuple(s.title)) >= 1.0 else x
                for k, x in zip(terms, strengths, strict=True)
            ]
        return strengths

    def _dated_row(self, s: Sentence) -> bool:
        """Whether a "when" question reads a captioned row labelled with a year that names an entity asked."""
        if not s.caption or self.fact.answer_type is not AnswerType.DATE or _YEAR_ROW.match(s.text) is None:
            return False
        return any(ks and set(ks) <= set(s.keys) for ks in map(entity_keys, self.fact.entities))

    def _counted_year_row(self, s: Sentence) -> bool:
        """Whether ``s`` is the row of the one year a "how many" question asks, counting its unit in words.

        "2024: 25,340 movements; 49,250 passengers" for "How many passengers ... in 2024?".
        """
        if self.fact.wh != "how many" or not self.fact.unit:
            return False
        years = [e for e in self.fact.entities if YEAR_DIGITS.fullmatch(e)]
        found = _YEAR_ROW.match(s.text)
        if found is None and not (len(years) == 1 and _captioned_year(years[0], s)):
            return False  # "1956." above "The North American tour: 26 concerts" dates the line as well
        if found is not None and years != [found.group(1)]:
            return False
        unit = key(self.fact.unit)
        counted = (i for i in range(1, len(s.keys)) if s.keys[i] == unit)
        return any(any(ch.isdigit() for ch in s.words[i - 1].text) for i in counted)

    def _counted_column(self, s: Sentence) -> str:
        """The counted unit's key, when ``s`` is the row of the asked year in a table of years, else "".

        "| 1890 | 201 | 4,020 | 238 |" under "| Year | Charges | Coal (tons) | Hands |" answers "How many
        hands were on the wages book in 1890?" from the column named for the counted noun alone, however far
        along the row it stands.
        """
        if not self.fact.unit or self.fact.unit_family is not None or not self._year_table_row(s):
            return ""
        unit = key(self.fact.unit)
        # "Dispensary patients | Home patients | Total patients" count patients thrice: no one column is asked
        return unit if sum(unit in c for c in s.columns) == 1 else ""

    def _asked_keys(self) -> frozenset[str]:
        """The keys of what a question asks for: its terms, its soft terms and its unit."""
        unit = [key(self.fact.unit)] if self.fact.unit else []
        return frozenset([*self.term_keys, *self.soft_keys, *unit])

    def _year_table_row(self, s: Sentence) -> bool:
        """Whether ``s`` is the row of the one year a numeric question asks, under a column naming the asked.

        "2019 | 1,240,000" under "Year | Visitors" answers "How many visitors ... in 2019?", and "1990: 9,204"
        under the caption "Year, total calls:" "How many calls ... in 1990?". The row opens with the year
        alone, and the question names no other entity than the year: a row of a table of years says nothing
        of which of two named things it counts, unless the table's title names that thing ("Income of the
        Kell Guild, 1850–1900"), a column does ("Post-horses kept at the Kell Arms") or the caption above
        the table does ("Men employed at Brimsey Bank"), when no column is named for a thing asked: a column
        named "Brimsey Gold Cup" tells its figures from the others, which a caption naming the Company does
        not.
        """
        columned = any(set(entity_keys(e)) <= c for e in self.fact.entities for c in s.columns)
        named = s.title if columned else s.title | s.legend
        years = [
            e
            for e in self.fact.entities
            if YEAR_DIGITS.fullmatch(e)
            or not (set(entity_keys(e)) <= named or any(set(entity_keys(e)) <= c for c in s.columns))
        ]
        if self.fact.answer_type not in (AnswerType.NUMBER, AnswerType.QUANTITY) or len(years) != 1:
            return False
        if YEAR_DIGITS.fullmatch(years[0]) is None:
            return False
        if not s.columns:
            found = _YEAR_ROW.match(s.text)
            values = [m for m in numbers(s.text, s.words) if m.first_word > 0]
            # "1990: 9,204" under "Year, total calls:": one value, which the caption says the rows give
            one = found is not None and found.group(1) == years[0] and len(values) == 1
            return one and self._asked_column(s, 1)
        label = [w.text for i, w in enumerate(s.words) if s.cell_of(i) <= 0]
        if label != years:
            return False
        if any(self._asked_column(s, i) for i in range(len(s.words)) if s.cell_of(i) > 0):
            return True
        # "| 1881 | 33 | 41 | 74 |" under "| Year | Rope-walk | Frame yard and shops | Total |", in a table
        # titled "Hands employed": the bare total counts what the title names, the counted noun asked
        # people are counted by what they are to the works: a table of "Numbers Employed" counts hands
        unit = key(self.fact.unit) if self.fact.unit else None
        counted = self._asked_keys() if unit is None or unit in _WORKPEOPLE else {unit}
        titled = counted & (s.title | s.legend)
        return bool(titled) and any(self._total_cell(s, m) for m in numbers(s.text, s.words))

    def _named_row(self, s: Sentence) -> bool:
        """Whether ``s`` is a table row whose first cell names every entity the question asks, and no more.

        "| Kell Bridge, 1840 | 9,460 | 1,212 |" is the row of Kell Bridge in 1840: its figures differ only by
        what their columns count.
        """
        if not s.columns or not self.fact.entities:
            return False
        label = self._row_label(s)
        named = {k for e in self.fact.entities for k in entity_keys(e)}
        if not named or named != label - STOPWORDS:
            return False
        return any(self._asked_column(s, i) for i in range(len(s.words)) if s.cell_of(i) > 0)

    def _asked_column(self, s: Sentence, i: int) -> bool:
        """Whether the word at ``i`` of a row stands under a column (or a caption) naming what is asked."""
        return self._column_share(s, i) > 0

    def _column_share(self, s: Sentence, i: int) -> int:
        """How many of the asked keys the column (or caption) of the word at ``i`` of a row names."""
        named = s.column(i) if s.columns else s.caption
        return len((named - _ROW_LABEL_WORDS) & self._asked_keys())

    def _counted_unit(self, s: Sentence) -> int | None:
        """Where the question's counted unit follows a number in ``s`` ("71,000 *volumes*"), if it does."""
        if not self.fact.unit or self.fact.unit_family is not None:
            return None
        unit = key(self.fact.unit)
        for i in range(1, len(s.keys)):
            if s.keys[i] == unit and any(ch.isdigit() for ch in s.words[i - 1].text):
                return i
        return None

    def _captioned_row(self, s: Sentence) -> bool:
        """Whether the sentence is a captioned label line labelled with a year or an entity asked.

        "1990: 410,000" is a row of a year table, "Marwood: 38,000 Ml in 2014" a row of a list of entities.
        """
        if not s.caption:
            return False
        found = _YEAR_ROW.match(s.text)
        if found is not None:
            return found.group(1) in self.fact.entities
        label = _line_label(s)
        return any(set(ks) <= label for ks in map(entity_keys, self.fact.entities) if ks)

    def _caption_names(self, entity: str, s: Sentence) -> bool:
        """Whether a captioned row of a year table is about ``entity`` because its caption names it.

        Only under a plain title ("Cargo handled"), since rows under a name ("Tarn Radio") are that name's;
        or under any title, a caption stating the asked measure as well ("Barges weighed at Kell Lock:").
        """
        keys = entity_keys(entity)
        plain = not any(w.text[:1].isupper() for w in words(s.topic)[1:])
        measured = bool(self.term_keys) and all(
            relation_strength(k, tuple(s.caption)) >= 1.0 for k in self.term_keys
        )
        return bool(keys) and (plain or measured) and set(keys) <= s.caption and self._captioned_row(s)

    def _legend_names(self, entity: str, s: Sentence) -> bool:
        """Whether a table row is about ``entity`` because the prose above its table names it.

        Only under a plain title ("Circulation") and for a legend naming no other name: the rows of a table
        introduced as "Average daily sales of the Courier" give the Courier's sales. Under a title naming a
        body, only a legend stating every asked word as well: "Lime burnt and men employed at Scarth Bank"
        over a company's yearly figures says where the men it counts were employed.
        """
        keys = entity_keys(entity)
        if not keys or not s.columns or not set(keys) <= s.legend or YEAR_DIGITS.fullmatch(entity):
            return False
        measured = bool(self.term_keys) and all(
            relation_strength(k, tuple(s.legend)) >= 1.0 for k in self.term_keys
        )
        return (measured or self._names_no_body(s)) and self._year_row_asked(s)

    def _names_no_body(self, s: Sentence) -> bool:
        """Whether a table's title names no body of its own, only what its figures count.

        "Circulation" is plain; so is "Membership and Library Returns", whose capitalized words are the asked
        measure, words its columns or the prose above them use ("Volumes in library"), or a word for a table
        of figures. "Kell Radio Returns" names Kell Radio.
        """
        asked = {*self.term_keys, *([key(self.fact.unit)] if self.fact.unit else [])}
        common = tuple(s.legend | frozenset().union(*s.columns) | _RETURNS_NOUNS | asked)
        return all(
            not w.text[:1].isupper()
            or fold(w.text) in STOPWORDS
            or relation_strength(key(w.text), common) >= 1.0
            for w in words(s.topic)[1:]
        )

    def _year_row_asked(self, s: Sentence) -> bool:
        """Whether a table row is labelled with the one year the question names."""
        years = [e for e in self.fact.entities if YEAR_DIGITS.fullmatch(e)]
        label = [w.text for i, w in enumerate(s.words) if s.cell_of(i) <= 0]
        # a session's row ("| 1920–21 |") is labelled with the year it opens in, the one the question names
        session = len(label) == 2 and len(label[1]) == 2 and label[1].isdigit()
        return len(years) == 1 and (label == years or (session and label[:1] == years))

    def _row_label(self, s: Sentence) -> set[str]:
        """The keys of a table row's first cell, its name ("| Ship calls | 3,412 |" → ship, call)."""
        return set(s.keys[: next((i for i in range(len(s.words)) if s.cell_of(i) > 0), len(s.words))])

    def _lifespan(self, s: Sentence, term: str) -> int | None:
        """Where a lifespan gives the year a "when was X born / did X die" question asks for."""
        if self.fact.answer_type is not AnswerType.DATE:
            return None
        return _lifespan_year(s, relations_of(term))

    def _office_row(self, s: Sentence) -> bool:
        """Whether a row's first cell is asked for as the holder of the office its column is named for.

        Not for one year alone: "in 1877" may be the year one holder left and the next came, which the
        reading of holders by their years settles.
        """
        years = [e for e in self.fact.entities if _YEAR_ENTITY.fullmatch(e)]
        return bool(s.columns) and self.fact.answer_type is AnswerType.PERSON and len(years) != 1

    def _entity_row(self, s: Sentence) -> bool:
        """Whether a table row is named (in its first cell) for one of the question's entities."""
        if not s.columns:
            return False
        label = self._row_label(s)
        # "| 3 | Orra Lines |" under "Berth" is named for berth 3 by its first column's name and its cell
        return any(set(entity_keys(e)) <= label | s.columns[0] for e in self.fact.entities)

    def _legend_strengths(self, s: Sentence, strengths: list[float]) -> list[float]:
        """The terms' strengths in a table row of an asked entity, with the terms its table's legend states.

        "Orra Brewery | 18,500 | 24,050" under "Output of the breweries, by year": the prose above a table,
        or its title, names what its rows give, as a label line's caption does.
        """
        first = {key(w.text) for w in words(first_cell(s.text))} if s.legend and not s.columns else set()
        if not (self._entity_row(s) or any(set(entity_keys(e)) <= first for e in self.fact.entities)):
            return strengths  # a headerless table's row is its first cell's ("Wren | 1921 to 1948 | 96 ft")
        given = tuple(s.legend | s.title)
        return [
            1.0 if relation_strength(k, given) >= 1.0 else x
            for k, x in zip(self.term_keys, strengths, strict=True)
        ]

    def _row_states(self, s: Sentence, strengths: list[float]) -> bool:
        """Whether a table row names what is asked: one of the question's entities, its unit or its terms."""
        label = self._row_label(s)
        columned = any(set(entity_keys(e)) <= c for e in self.fact.entities for c in s.columns)
        if not columned:
            return False  # only a table of years (or other entities) as columns has rows of measures
        if any(set(entity_keys(e)) <= label for e in self.fact.entities):
            return True  # the row of one of the question's entities ("| Osk to Ledbury | 12,400 |")
        if self.fact.unit:
            return key(self.fact.unit) in label
        return any(x >= 1.0 for x in strengths)

    def _category_row(self, s: Sentence) -> bool:
        """Whether a table row is labelled with an asked word and its columns name the counted unit."""
        if not s.columns or not self.fact.unit:
            return False
        label = self._row_label(s)
        counted = any(key(self.fact.unit) in c for c in s.columns[1:])
        return counted and bool(label & set(self.term_keys))

    def _other_row(self, s: Sentence) -> bool:
        """Whether a row of measures ("| Ferry passengers | ... |") counts another thing than asked.

        A row named for one of the question's entities is that entity's row, whatever it counts.
        """
        if not s.columns or not self.fact.unit or self._category_row(s):
            return False
        label = self._row_label(s)
        if any(set(entity_keys(e)) <= label | s.columns[0] for e in self.fact.entities):
            return False  # "| 12 | Kirkhallam | ..." under "Route" is the row of route 12
        return key(self.fact.unit) not in label

    def numeric_fit(self, m: Mention) -> float:
        """How well a number fits a numeric question: its unit against the unit or family asked for."""
        f = self.fact
        if m.kind == "year":
            return 0.15
        if m.kind != "number":
            return 0.0
        unit_key = key(f.unit) if f.unit else None
        if self.residents() and m.family == "people" and key(m.unit or "") not in RESIDENT_WORDS:
            return 0.1  # "140 passengers" are people, but no town's residents
        asked, stated = unit_name(f.unit or ""), unit_name(m.unit or "")
        if asked and stated and asked != stated:
            return 0.2  # "How many kilometres ...?" is not answered in miles
        if (unit_key and unit_key in m.next_keys) or (f.unit_family and m.family == f.unit_family):
            return 1.0
        if asked and asked == stated:
            return 1.0  # "4,100 Ml" answers "how many megalitres"
        if f.wh == "how long" and m.family == "time":
            return 1.0
        counted = f.wh == "how many" and unit_key and not unit_family_of(f.unit or "")
        if counted and m.family not in (None, "people"):
            return 0.2  # "400 metres" south of a building counts none of its rooms
        if not unit_key and not f.unit_family:
            return 0.75
        if (
            m.family is not None
            and m.family != f.unit_family
            and (f.unit_family or unit_family_of(f.unit or ""))
        ):
            return 0.2
        return 0.7 if f.answer_type is AnswerType.NUMBER and not unit_key else 0.45

    def copular_holder(self, m: Mention, s: Sentence, anchors: list[int]) -> bool:
        """Whether a name asked "who" is the complement of "was" whose subject holds the asked office.

        In "The chief projectionist at the Ritz from its opening until 1970 was Frank Dyson" the office opens
        the sentence and the name follows its only verb, however far apart they stand.
        """
        if self.fact.wh != "who" or m.kind != "name" or m.first_word < 2 or not anchors:
            return False
        if fold(s.words[m.first_word - 1].text) not in ("was", "is"):
            return False
        start = s.subject_at
        if fold(s.words[start].text) in ("the", "its", "their", "his", "her"):
            start += 1
        between = [fold(w.text) for w in s.words[start : m.first_word - 1]]
        office = [a for a in anchors if start <= a < start + 3 and s.keys[a] in self.term_keys]
        return bool(office) and not any(w in _COPULAS for w in between)

    def copular_figure(self, m: Mention, s: Sentence, anchors: list[int]) -> bool:
        """Whether a figure is the complement of "was" whose subject opens with the asked measure.

        In "The architect's estimate for the whole of the works, including warming, but exclusive of
        fittings, is £11,300" the estimate heads the sentence's subject and the sum follows its only verb,
        however long the words that say what the estimate covers ("was *therefore* £3,982" too).
        """
        if m.kind != "number" or self.fact.answer_type not in (AnswerType.NUMBER, AnswerType.QUANTITY):
            return False
        verb = m.first_word - 1
        if verb > 0 and fold(s.words[verb].text) in _COPULA_ADVERBS:
            verb -= 1
        if verb < 2 or fold(s.words[verb].text) not in _BE or verb - s.subject_at > _SUBJECT_REACH:
            return False
        start = s.subject_at
        if fold(s.words[start].text) in _SUBJECT_DETERMINERS:
            start += 1
        measure = [a for a in anchors if start <= a < start + 3 and s.keys[a] in self.term_keys]
        between = [fold(w.text) for w in s.words[start:verb]]
        if not measure or any(w in _COPULAS for w in between):
            return False
        # "was 7,500 in 1951 and 9,300 in 2011": figures of several times or things are told apart by
        # what follows each, not by the verb
        later = [n for n in numbers(s.text, s.words) if n.first_word > m.last_word and n.kind == "number"]
        return not later and not (self.another_time(m, s) or self.listed_for_another(m, s))

    def copular_date(self, m: Mention, s: Sentence, anchors: list[int]) -> bool:
        """Whether a date is the one a paper bears, "is dated", whose subject opens with the asked paper.

        "The lease of the Tanner's Row workshop to A. Marrick, tinsmith (HMT/1/1), is dated 25 March 1768"
        dates the lease however long the words naming its parties; a date standing later in the sentence,
        or a subject opening with another noun ("A bill of 1769 ... is dated"), dates something else.
        """
        if m.kind not in ("date", "year") or self.fact.answer_type is not AnswerType.DATE:
            return False
        verb = m.first_word - 2
        if verb < 2 or fold(s.words[verb + 1].text) != _DATED or fold(s.words[verb].text) not in _BE:
            return False
        start = s.subject_at
        if fold(s.words[start].text) in _SUBJECT_DETERMINERS:
            start += 1
        if verb - start > _SUBJECT_REACH or not any(
            start <= a < start + 3 and s.keys[a] in self.term_keys for a in anchors
        ):
            return False
        return not any(fold(w.text) in _COPULAS for w in s.words[start:verb])

    def subject_only_modifies(self, s: Sentence, anchors: list[int]) -> bool:
        """Whether a question naming its subject by a common noun finds it only modifying another noun.

        "When was the pier opened?" is not answered by "The Pier Pavilion opened in 1893" nor by "the pier
        company was formed": before the asked verb the noun must head its phrase ("the pier was opened",
        "Saltby Pier opened"). A noun the question's own words follow ("the *north* infirmary wing") heads
        no phrase in either: the asked phrase goes on, and its last noun is the one to look at.
        """
        verbs = [a for a in anchors if s.keys[a] in self.predicates]
        nouns = [k for k in self.term_keys if not relations_of(k) and k not in _MEASURE_KEYS]
        if not verbs or not nouns or s.columns or s.opens_with_reference:
            return False
        first = min(verbs)
        for k in nouns:
            at = [i for i in range(first) if s.keys[i] == k]
            if not at or (at[-1] + 1 < first and s.keys[at[-1] + 1] in nouns):
                continue
            after = [fold(w.text) for w in s.words[at[-1] + 1 : at[-1] + 2]]
            if not after or after[0] in STOPWORDS or after[0] in _COPULAS or at[-1] + 1 == first:
                return False
            return True
        return False

    def counted_by_verb(self, m: Mention, s: Sentence) -> bool:
        """Whether a bare number follows the verb of the asked unit's stem ("seated 1,650", "seats 1,650").

        The present tense is written like the unit's plural, so it counts only with nothing between the two.
        """
        unit = self.fact.unit
        if not unit or m.kind != "number" or m.unit is not None or m.first_word == 0:
            return False
        before = s.words[m.first_word - 1]
        if key(before.text) != key(unit):
            return False
        return before.text.lower().endswith("ed") or not s.text[before.end : m.start].strip()

    def other_measure(self, m: Mention, s: Sentence) -> bool:
        """Whether the sentence gives a measure as another dimension than asked, as the judge reads it.

        A length that places one thing from another ("300 yards *to the east*", "a mile *north of* Kell")
        is a distance apart, never a thing's depth, height or length.
        """
        if self.fact.answer_type is not AnswerType.QUANTITY or m.kind != "number":
            return False
        apart = any("far" in relations_of(k) for k in (*self.term_keys, *self.soft_keys))  # "how far"
        if m.family == "length" and self.fact.unit_family == "length" and not apart:
            after = [fold(w.text) for w in s.words[m.last_word + 1 : m.last_word + 4]]
            if after[:1] == ["to"] and after[1:2] == ["the"]:
                after = after[2:]
            if after[:1] and (after[0] in _COMPASS or after[0] == "away"):
                return True
        return bool(measure_problem(self.fact.text, m.text, s.text)) or bool(
            other_dimension_problem(self.fact.text, m.text, s.text)
        )

    def elided_unit(self, m: Mention, s: Sentence) -> bool:
        """Whether a bare number leaves out the asked unit that an earlier part of its sentence gives.

        In "It carried 1.9 million passengers in 1930 and 6.4 million in 1950" the second figure counts
        passengers too: the unit of a coordinated figure is not repeated.
        """
        if m.kind != "number" or m.unit is not None or self.fact.answer_type is not AnswerType.NUMBER:
            return False
        if not self.fact.unit:
            return False
        part = _part_of(s, m.first_word)
        return any(
            n.last_word < m.first_word
            and n.unit is not None
            and _part_of(s, n.first_word) < part
            and self.numeric_fit(n) == 1.0
            for n in numbers(s.text, s.words)
        )

    def labelled(self, m: Mention, s: Sentence) -> bool:
        """Whether a bare count follows the measure noun asked for, as a label: "(*population* 4,300)".

        A label line naming the counted noun ("*Directors* to date: 6") labels its count, too.
        """
        if m.kind != "number" or m.unit is not None or m.first_word == 0:
            return False
        if self.fact.unit and key(self.fact.unit) in _label_keys(s, m.first_word):
            return True
        if self.fact.unit and _count_complement(s, m, key(self.fact.unit), self.fact.entities):
            return True
        if not self.fact.unit_family:
            return False
        label = s.keys[m.first_word - 1]
        return MEASURE_NOUNS.get(label) == self.fact.unit_family and (
            not self.residents() or label in RESIDENT_WORDS
        )

    def residents(self) -> bool:
        """Whether the question counts those who live somewhere (a population, residents, inhabitants)."""
        asked = [key(self.fact.unit)] if self.fact.unit else []
        return any(k in RESIDENT_WORDS for k in [*asked, *self.term_keys])

    def date_fit(self, m: Mention) -> float:
        """How well a date, year or month answers a "when" question: by the part asked for, or by tense."""
        granularity = self.fact.granularity
        if granularity == "month":
            return 1.0 if m.kind == "month" else 0.0
        if m.kind == "month":
            if granularity is not None:
                return 0.0  # "in which year ...?"
            if self.fact.recurring:
                return 1.0
            # "When was the fair *first* held?" asks one occurrence, which a month alone does not date.
            return 0.0 if _ONE_OCCURRENCE & {*self.fact.terms, *self.fact.soft_terms} else 0.5
        if m.kind in ("date", "year"):
            return 0.4 if self.fact.recurring and granularity is None else 1.0
        return 0.0

    def fit(self, m: Mention) -> float:
        """How well a mention fits the wanted answer type, before position is considered."""
        t = self.fact.answer_type
        if self.fact.wh == "who" and not any(c.isalpha() for c in m.text):
            return 0.0  # "1718-1740: Jonas Reed": a figure answers no "who"
        if t is AnswerType.DATE:
            return self.date_fit(m)
        if t in (AnswerType.NUMBER, AnswerType.QUANTITY):
            return self.numeric_fit(m)
        if m.kind == "phrase":
            return (0.7 if self.head_key else 0.9) if t is AnswerType.OTHER else 0.0
        if m.kind == "number":
            return 0.7 if t is AnswerType.OTHER and not self.head_key else 0.0  # a year row's value
        if m.kind == "topic":
            return 0.9 * self.fit(replace(m, kind="name"))
        if m.kind != "name":
            return 0.0
        if self.head_keys & {key(w) for w in m.text.split()}:
            # "Which treaty ...?" answered by "the Treaty of Lund"; "Which inn or hotel ...?" by "Swan Hotel"
            return 1.0
        if t is AnswerType.OTHER:
            return 0.8 if self.head_key else 0.6
        wanted = {
            AnswerType.PERSON: "person",
            AnswerType.PLACE: "place",
            AnswerType.ORGANIZATION: "organization",
        }
        if m.name_class == wanted.get(t):
            return 1.0
        if m.name_class is None:
            return 0.7
        if t is AnswerType.PERSON and m.name_class == "organization" and self.term_groups & _CORPORATE:
            return 0.8  # "founded by the Brannock Shipping Company"
        if {m.name_class, wanted.get(t)} != {"place", "organization"}:
            return 0.25
        return 0.6 if self.fact.wh == "where" else 0.4  # "Where did she study?" "At the University of ..."

    def mentions(self, s: Sentence, anchors: list[int]) -> list[Mention]:
        t = self.fact.answer_type
        if t is AnswerType.DATE:
            found = dates(s.text, s.words) + [m for m in numbers(s.text, s.words) if m.kind == "year"]
            return found + months(s.text, s.words)
        if t in (AnswerType.NUMBER, AnswerType.QUANTITY):
            found = numbers(s.text, s.words)
            if self._year_table_row(s) or self._named_row(s):
                # "1820 | 240,000 | £19,700": the cell under "Tons carried" alone; so too in the row
                # "| Kell Bridge, 1840 | 9,460 | 1,212 |" of the thing and the year asked
                if totals := [m for m in found if self._total_cell(s, m)]:
                    return totals  # "| 1866 | 9 | 30 | 39 |" under "| Year | Boarders | Day boys | Total |"
                shares = [self._column_share(s, m.first_word) for m in found]
                # "Coal raised (tons)" and "Coke made (tons)" both name tons: coke is asked of the second
                most = max(shares, default=0)
                return [m for m, share in zip(found, shares, strict=True) if most and share == most]
            return found
        found = names(s.text, s.words)
        if t is AnswerType.PERSON:
            # "handed over to Ann Roe": the converse verb's other party is no place, though after "to"
            found = [replace(m, name_class="person") if self.converse_party(m, s) else m for m in found]
        if t is AnswerType.OTHER and (
            self._captioned_row(s) or set(self.term_keys) & _line_label(s) or self._year_row_asked(s)
        ):
            # the value of a row (of the asked year, in a table), or of a label naming the asked fact
            # ("Effective radiated power: 2 kW")
            found.extend(m for m in numbers(s.text, s.words) if m.kind == "number")
        if t is AnswerType.OTHER and CODE_ASKED.match(self.fact.text.strip().lower()):
            return _codes(s)  # "Reference: TCA/Q/VENN" is one code of three words; no name is a code
        if t is AnswerType.OTHER:
            for a in anchors:
                found.extend(phrases(s.text, s.words, a, subject=self.fact.subject))
        return found

    def topic(self, s: Sentence) -> Mention | None:
        """The passage's topic as the answer, when the sentence's subject refers to it ("The monks...")."""
        t = self.fact.answer_type
        named = t in (AnswerType.PERSON, AnswerType.PLACE, AnswerType.ORGANIZATION)
        if not (named or (t is AnswerType.OTHER and self.head_key)) or not s.opens_with_reference:
            return None
        if s.opens_with_participle:
            return None  # "Born at Tarrow, he ...": the pronoun is a person named before, not the passage
        name = topic_name(s.topic)
        if name is None or s.doc_id not in self.grounds:
            return None
        at = s.subject_at  # the subject ("it", "the village") stands for the topic
        at = min(at + (fold(s.words[at].text) in ("the", "this", "these")), len(s.words) - 1)
        if self._held_by_another(s, at):
            return None
        return Mention(0, 0, name, "topic", at, at, name_class=name_class(name))

    def _held_by_another(self, s: Sentence, at: int) -> bool:
        """Whether the subject's relation is held by a name that is no question entity.

        "The warden is Ann Roe, who is married to Jo Roe of Kell" names Ann as the warden: the passage is
        not the one whose warden Jo is, though the sentence names Jo too.
        """
        if (
            at + 2 >= len(s.words)
            or s.keys[at] not in self.term_keys
            or fold(s.words[at + 1].text) not in _BE
        ):
            return False
        after = [n for n in s.names if n[0].text.isalpha() and at + 1 < s.words.index(n[0]) <= at + 5]
        held = {key(w.text) for w in after[0]} if after else set()
        return bool(held) and not any(set(entity_keys(e)) <= held for e in self.fact.entities)

    def overlaps_question(self, m: Mention, s: Sentence) -> bool:
        if m.kind == "topic":
            named = [key(w.text) for w in words(m.text) if fold(w.text) not in STOPWORDS]
            return all(k in self.question_keys for k in named)
        # An initial says nothing of its own: "M. Ostby" names no one the question does not name already.
        keys = [
            k
            for k in s.keys[m.first_word : m.last_word + 1]
            if k not in STOPWORDS and (len(k) > 1 or k.isdigit())  # "4.9 square miles" is not the unit asked
        ]
        return bool(keys) and all(k in self.question_keys for k in keys)

    def position(self, m: Mention, s: Sentence, anchors: list[int], entity_at: list[int]) -> float:
        """Closeness to the matched relation (or entity), discounted when the mention belongs elsewhere."""
        if m.kind in ("year", "date") and _occasion_dated(s, m, anchors):
            return 1.0  # "founded at a meeting held in the long room of the inn on 2 May 1873"
        targets = anchors or entity_at
        if s.columns and entity_at:
            # in a table, the cell under the entity's column, not beside the row's name (its year, say); but
            # a cell that states the asked relation itself dates it: "| Kell Mill | 1820 | Shut 1901;
            # demolished 1950 |" gives the demolition's year, not the year under the column "Opened" (a
            # column named for the relation still gives it: "attendance" in a note beside "Attendance")
            named = any(relation_strength(k, tuple(c)) >= 1.0 for k in self.term_keys for c in s.columns)
            stated = [a for a in anchors if s.cell_of(a) > 0 and s.keys[a] in self.predicates and not named]
            targets = stated or [i for i in entity_at if s.cell_of(i) > 0] or entity_at
        if not targets:
            return UNANCHORED_POSITION
        distance = min(min(s.reach(m.first_word, a), s.reach(m.last_word, a)) for a in targets)
        columned = s.columns and all(s.cell_of(a) > 0 for a in targets) and set(targets) <= set(entity_at)
        if columned and all(s.cell_of(m.first_word) != s.cell_of(a) for a in targets):
            # "| 1836 | 702 | 355 |" under "| Year | Kell | Orby |": the cell beside Orby's is Kell's, however
            # near it stands
            distance += 1
        follows = self.follows_preposition(m, s)
        if follows and self.fact.preposition is not None and m.kind in ("name", "phrase"):
            distance = 1  # "runs ... *to* the port of Zerka": the preposition states the relation asked
        factor = 1.0 / (1.0 + DISTANCE_DECAY * max(0, distance - 1))
        # A mention after the relation's own word belongs to it, not to an event named after the mention
        # ("learned watchmaking at the Polytechnic *before he opened* ...").
        led = any(a < m.first_word for a in anchors)
        rivals = [
            i for i in self.rivals(s) if not (led and i > m.last_word) and not self.amount_verb(m, s, i)
        ]
        if anchors and rivals:
            rival = min(min(s.distance(m.first_word, r), s.distance(m.last_word, r)) for r in rivals)
            # "opened with the line *in 1849* and closed in 1965": a date after one verb and before the asked
            # one is the first verb's, however near the second it stands.
            verbs = [a for a in anchors if s.keys[a] in self.predicates]
            before = [i for i in [*rivals, *verbs] if i < m.first_word]
            governed = (
                bool(before and verbs) and max(before) in rivals and all(a > m.last_word for a in verbs)
            )
            if rival < distance or (governed and self.fact.answer_type is AnswerType.DATE):
                factor *= RIVAL_PENALTY
        if not follows:
            factor *= NO_PREPOSITION_PENALTY
        own = anchors + entity_at
        for other in self.avoid:  # a sibling operand's entity closer than anything of this look-up's own
            score, at = entity_match(other, s)
            if score == 1.0 and at and own:
                part = _part_of(s, m.first_word)
                if any(_part_of(s, i) == part for i in entity_at) and all(_part_of(s, i) != part for i in at):
                    continue  # "7,500 at the census of 1951 and *9,300 at the census of 2011*"
                near_other = min(s.distance(m.first_word, i) for i in at)
                if near_other < min(s.distance(m.first_word, i) for i in own):
                    factor *= ELSEWHERE_PENALTY
        if self.another_time(m, s) or self.listed_for_another(m, s) or self.other_part(m, s):
            factor *= ELSEWHERE_PENALTY
        return factor

    def other_part(self, m: Mention, s: Sentence) -> bool:
        """Whether, in a sentence of parts joined by semicolons, the mention's part is of another kind.

        In "A third-class single cost 2 shillings; a first-class single cost 4 shillings" the first-class
        fare is in the part that says "first"; a part that says "third" (or "single", for a return) is not
        the asked one.
        """
        if ";" not in s.text:
            return False
        text = self.fact.text.lower()
        asked = [
            k
            for k in (*self.term_keys, *self.soft_keys)
            if k in _QUALIFIER_OF and (k not in _CLASSES or re.search(rf"\b{k}[- ]class\b", text))
        ]
        if not asked:
            return False
        parts: dict[int, set[str]] = {}
        for w, k in zip(s.words, s.keys, strict=True):
            parts.setdefault(s.text.count(";", 0, w.start), set()).add(k)
        own = parts[s.text.count(";", 0, s.words[m.first_word].start)]
        for k in asked:
            rivals = _QUALIFIER_OF[k] - {k}
            if k not in own and (own & rivals or any(k in keys for keys in parts.values())):
                return True
        return False

    def owners(self, s: Sentence) -> list[tuple[int, bool]]:
        """Where the sentence names something a number may belong to, and whether it is the question's.

        An owner is a name ("Ashby", "Thorne") or the question's head noun after a qualifier ("the *front*
        light", "the *rear* light"); it is the question's own when all its words are the question's.
        """
        found = []
        for n in names(s.text, s.words):
            named = {k for k in s.keys[n.first_word : n.last_word + 1] if k not in STOPWORDS}
            found.append((n.last_word, bool(named) and named <= self.question_keys))
        heads = {ks[-1] for ks in (entity_keys(e) for e in self.fact.entities) if ks}
        for i, k in enumerate(s.keys):
            qualifier = fold(s.words[i - 1].text) if i > 0 else ""
            if k in heads and qualifier and qualifier not in STOPWORDS and s.words[i - 1].text.islower():
                found.append((i, s.keys[i - 1] in self.question_keys))
        return found

    def listed_for_another(self, m: Mention, s: Sentence) -> bool:
        """Whether, in a sentence listing several owners each with a number, ``m`` is another owner's.

        In "Ashby 2,450 residents, Thorne 1,120, and Wenlock 380" the count of Thorne is 1,120, however near
        "residents" stands to 2,450; in "The front light is 9 metres high and the rear light 15 metres" the
        rear light's height is 15 metres. Years are never such a number unless the question asks for one.
        """
        if self.fact.answer_type not in (AnswerType.NUMBER, AnswerType.QUANTITY) or m.kind != "number":
            return False
        at = (s.doc_id, s.start, s.end)
        if (paired := self._paired.get(at)) is None:
            paired = self._paired[at] = self._paired_owners(s)
        if len({owner for owner, _ in paired.values()}) < 2 or not any(own for _, own in paired.values()):
            return False
        owner = paired.get(m.first_word)
        return owner is not None and not owner[1]

    def _paired_owners(self, s: Sentence) -> dict[int, tuple[int, bool]]:
        """The owner each number of the sentence is paired with, by the number's first word."""
        owners = self.owners(s)
        paired: dict[int, tuple[int, bool]] = {}
        for n in numbers(s.text, s.words):
            clause = s.clauses[n.first_word]
            # Near the number, or the last owner before it in its own clause: in "the old bridge is 84 yards
            # long; the new bridge is 140 yards long" each length is its own clause's bridge's.
            before = [o for o in owners if 0 < n.first_word - o[0] <= _PAIR_REACH] or [
                o for o in owners if o[0] < n.first_word and s.clauses[o[0]] == clause
            ][-1:]
            if n.kind == "number" and before:
                paired[n.first_word] = max(before)
        return paired

    def amount_verb(self, m: Mention, s: Sentence, i: int) -> bool:
        """Whether an event word just before a count only carries it: "output had *reached* 610 tonnes".

        A verb whose object is the number asked for states an amount, not another event.
        """
        numeric = self.fact.answer_type in (AnswerType.NUMBER, AnswerType.QUANTITY)
        return numeric and 0 < m.first_word - i <= 2 and s.clauses[i] == s.clauses[m.first_word]

    def another_time(self, m: Mention, s: Sentence) -> bool:
        """Whether the mention sits nearer another year of the sentence than the year the question names.

        In "In 1700 the mine produced 12 tonnes, and in 1750 it produced 9 tonnes", 12 is the 1700 figure.
        """
        asked = {e for e in self.fact.entities if YEAR_DIGITS.fullmatch(e)}
        if not asked:
            return False
        heading = {k for k in s.column(m.first_word) if YEAR_DIGITS.fullmatch(k)}
        if heading:
            return not heading & asked  # the cell of another year's column
        own: list[int] = []
        others: list[int] = []
        for i, w in enumerate(s.words):
            if YEAR_DIGITS.fullmatch(w.text) and not m.first_word <= i <= m.last_word:
                (own if w.text in asked else others).append(i)
        if not own or not others:
            return False
        part = _part_of(s, m.first_word)
        if (mine := [i for i in own + others if _part_of(s, i) == part]) and len(mine) == 1:
            return mine[0] in others  # "7,500 at the census of 1951 and 9,300 at the census of 2011"
        near_own = min(s.distance(m.first_word, i) for i in own)
        return min(s.distance(m.first_word, i) for i in others) < near_own

    def rivals(self, s: Sentence) -> list[int]:
        """Where the sentence names an event other than the one asked about."""
        # the counted noun itself ("2.1 million *visitors*") names what is asked, not another event
        other = _EVENT_KEYS - set(self.term_keys) - {key(self.fact.unit or "")}
        return [i for i, k in enumerate(s.keys) if k in other and not set(relations_of(k)) & self.term_groups]

    def follows_preposition(self, m: Mention, s: Sentence) -> bool:
        """Whether a mention follows the path preposition the question opens with, if it has one.

        "Into which sea ...?" is answered by "flows *into* the Grey Sound", not by the river that flows.
        """
        wanted = self.fact.preposition
        if wanted is None or m.kind not in ("name", "phrase"):
            return True
        if self.asks_seller and seller_named(s.text, m.start):
            return True  # "bought it from its builder, the draper Isaac Pendrick"
        before = [fold(w.text) for w in s.words[max(0, m.first_word - 5) : m.first_word]]
        if len(before) > 2 and before[-1] == "of" and key(before[-2]) in PLACE_WORDS:  # "to the port of X"
            before = before[:-2]
        while before and before[-1] in ("the", "a", "an"):
            before.pop()
        return (bool(before) and before[-1] == wanted) or described_object_at(
            s.text, m.start, wanted
        ) is not None

    def entities(self, s: Sentence, anchors: list[int]) -> tuple[list[float], list[int]]:
        """How well the sentence names each question entity, and where they are."""
        scores: list[float] = []
        positions: list[int] = []
        matches = [entity_match(e, s, self.question_keys) for e in self.fact.entities]
        topical = any(all(k in s.title for k in entity_keys(e)) for e in self.fact.entities)
        for e, (value, at) in zip(self.fact.entities, matches, strict=True):
            if not topical and not self.object_of(s, at, anchors) and owned_elsewhere(e, s, at, anchors):
                value = min(value, 0.5)
            if e in self.several and not names_exactly(e, s):
                value = min(value, 0.5)  # "the Society" beside two societies' names is neither of them
            if value < 1.0 and self._possessed_subject(s) and not self._pronoun_object(s):
                value = min(value, 0.5)  # "Its bridge ... is 120 feet long" measures the bridge, not "it"
            if self._possessor_apposed(e, s) or (value < 1.0 and lead_neighbour(e, s)):
                # "Jon Vale's son, he was born at Kell": the son's birth, not Jon's; "Tiger Glen replaced
                # them. It opened ...": Tiger Glen's opening, not Tiger Glen Lodge's
                value = min(value, 0.5)
            if (
                not topical
                and at
                and min(at) > 0
                and _subjectless(s)
                and not _phrase_subject(s, min(at), max(at))
            ):
                value = min(value, 0.5)  # "Born 1947 in Millbrook; the nephew of Jim Hollis": not Jim's birth
            if value < 1.0 and self._route_end(e) and _ROUTE.search(s.text):
                value = 0.0  # "Inchmore to Port Lenna: ..." names its own ends, whatever its passage's title
            if value < 1.0 and e == self.fact.entities[-1] and self.aliased(s):
                value = 1.0  # "it is known locally as the Lyre": the sentence gives the asked alias
            if value < ENTITY_BAR and (
                self._legend_names(e, s)  # "| 1970 | 31,900 |" under "Average daily sales of the Courier:"
                or self._caption_names(e, s)  # "1930: 95,000" under "Cargo handled at Penby each year:"
                or _captioned_year(e, s)  # "Stops: 96" under the paragraph "The 1951 organ"
                or self._sectioned_thing(e, s)  # "The new school was ..." under "## The move to Kell Lane"
                or self._titled_year_thing(e, s)  # "the pavilion's cost" under "Pavilion Fund, 1867–1869"
                or building_cost_of(entity_keys(e), self.term_keys, s)  # "the building had cost £4,615"
            ):
                value = ENTITY_BAR
            if value < ENTITY_BAR and (refers := self._referred_at(e, s)) is not None:
                value, at = ENTITY_BAR, [refers]
            if value < 1.0 and in_span_label(e, s.text):
                value, at = 1.0, [0]  # "1997-2011: Helen Strand" holds the year 2005 asked about
            head = head_key(e)
            if value < ENTITY_BAR and e in self.alone and (head_titled(e, s) or head in _line_label(s)):
                # "Treasurer: Ann Lisle" under "Officers of the guild"; "Journal Editor: Ann Roe"
                value = ENTITY_BAR
            scores.append(value)
            positions.extend(at)
        return scores, positions

    def _sectioned_thing(self, entity: str, s: Sentence) -> bool:
        """Whether the section's heading names ``entity`` and the sentence names every thing asked of it.

        A section's heading ("## The move to Kell Lane") says what its sentences are about; but the section
        tells of more things than one, so the sentence must itself name each noun the question asks of
        ("the foundation stone of the new *school*"), not only state the relation.
        """
        things = [k for k in self.term_keys if not relations_of(k)]
        stated = all(relation_strength(k, s.keys) >= 1.0 for k in things)
        return bool(things) and stated and sectioned_for(entity, s, self.question_keys)

    def _titled_year_thing(self, entity: str, s: Sentence) -> bool:
        """Whether the year the question puts before a thing is the title's, and ``s`` states the rest.

        Like a section's heading, a title dating its account ("1867–1869") tells of more than one thing, so
        the sentence must name each noun the question asks of.
        """
        stated = all(relation_strength(k, s.keys) >= 1.0 for k in self.term_keys)
        return bool(self.term_keys) and stated and title_dates_thing(entity, self.fact.text, s)

    def _referred_at(self, entity: str, s: Sentence) -> int | None:
        """Where a sentence that never names ``entity`` refers to it through its context, if it does.

        "a new hall at Kell. *The hall* was designed by ..."; "*I* was born at Kell" in "Recollections of
        Ada Fenn".
        """
        noun = self._noun_referring_back(entity, s)
        return noun if noun is not None else narrator_at(entity, s)

    def _noun_referring_back(self, entity: str, s: Sentence) -> int | None:
        """Where a sentence opens with a noun of the question that the sentence before gave ``entity``.

        "The council opened a new hall at Kell in 2004. *The hall* was designed by Ann Roe" is about the
        Kell hall the question asks of: the noun is a question term, and the sentence before names both it
        and the entity (or it, when the passage's title names the entity). A verb's noun ("The opening
        ...") refers to no thing.
        """
        own = s.own_subject
        keys = entity_keys(entity)
        if (measure := self._subject_measure(s)) is not None and keys:
            # "A bought the mill in 1824. *The price*, £4,800, ...": the measure asked of the event the
            # sentence before states, with every entity, in a word of the asked relation.
            stated = bool(self.term_keys) and all(
                relation_strength(k, tuple(s.previous)) >= 1.0 for k in self.term_keys
            )
            return measure if stated and all(k in s.previous for k in keys) else None
        if own is None or own not in self.term_keys or relations_of(own) or not keys:
            return None
        if own not in s.previous:
            return None
        # "... a lookout tower was added. *The tower* is 41 feet tall" under "Orra Bay Station": the
        # passage is about the entity, and the sentence before names the question's thing in full.
        named = [k for k in self.term_keys if not relations_of(k)]
        titled = all(k in s.title for k in keys) and all(k in s.previous for k in named)
        if not titled and not all(k in s.previous for k in keys):
            return None
        return s.subject_at + 1

    def _subject_measure(self, s: Sentence) -> int | None:
        """Where the measure noun asked heads the sentence's opening noun phrase, if it does.

        "*The price*, £4,800, ..." and "*The purchase price* is £900": a word of ``_MEASURE_KINDS`` before the
        measure only says which measure it is.
        """
        if s.own_subject is None or self.head_key is None or self.head_key not in MEASURE_NOUNS:
            return None
        at = s.subject_at + 1
        if s.keys[at] == self.head_key:
            return at
        after = at + 1
        named = after < len(s.words) and s.keys[after] == self.head_key and s.words[after].text.islower()
        return after if named and fold(s.words[at].text) in _MEASURE_KINDS else None

    def _possessor_apposed(self, entity: str, s: Sentence) -> bool:
        """Whether the sentence opens with ``entity`` owning a noun set before its pronoun subject.

        "Jon Vale's son, he was born at Kell" tells of the son; unless the question asks of the son.
        """
        opening = _POSSESSOR_APPOSED.search(s.text)
        if opening is None or fold(opening.group("owner")) != fold(entity):
            return False
        return not {key(w.text) for w in words(opening.group("noun"))} & self.question_keys

    def _possessed_subject(self, s: Sentence) -> bool:
        """Whether the sentence is about a named thing its referent owns ("*Its bridge, the Kings Bridge,*").

        Such a sentence gives the possession's facts, not the referent's, unless the question names the
        possession ("How long is the bridge of X?").
        """
        at = s.subject_at
        if len(s.words) < at + 3 or fold(s.words[at].text) not in _POSSESSIVES:
            return False
        named = (
            s.words[at + 2] if fold(s.words[at + 2].text) != "the" else s.words[min(at + 3, len(s.words) - 1)]
        )
        if s.text[s.words[at + 1].end : s.words[at + 2].start].strip() != "," or not named.text[:1].isupper():
            return False  # only a possession named in apposition is another entity
        noun = s.keys[at + 1]
        return noun not in self.question_keys and not any(
            word_strength(k, noun) > 0 for k in (*self.term_keys, *self.soft_keys)
        )

    def _pronoun_object(self, s: Sentence) -> bool:
        """Whether a word of the asked relation takes "him", "her" or "them" as its object.

        "His widow, Ann Roe, was allowed to succeed *him*": the possession is the agent, and the relation is
        to the one "his" and "him" stand for, so the sentence is about that one too.
        """
        return any(
            k in self.predicates and i + 1 < len(s.words) and fold(s.words[i + 1].text) in _OBJECT_PRONOUNS
            for i, k in enumerate(s.keys)
        )

    def _route_end(self, entity: str) -> bool:
        """Whether ``entity`` is an end of a route the question names ("from Ardwyn *to Inchmore*")."""
        text = self.fact.text
        return bool(_ROUTE.search(text)) and bool(re.search(rf"\b(?:from|to) {re.escape(entity)}\b", text))

    def object_of(self, s: Sentence, at: list[int], anchors: list[int]) -> bool:
        """Whether an entity is the object of the asked relation, so the subject pronoun is the answer.

        "Which town is home to the Academy?" is answered by the topic of "It is *home to* the Academy".
        """
        named = self.fact.answer_type in (AnswerType.PERSON, AnswerType.PLACE, AnswerType.ORGANIZATION)
        if not named or not at or not anchors:
            return False
        first = min(anchors)
        if not first < min(at) <= first + _OBJECT_REACH:
            return False
        if s.clauses[first] == s.clauses[max(at)]:
            return min(at) - first <= _OBJECT_REACH - 1
        # "It absorbed its chief competitor, *Moorline Coaches*, in 1938": the object named in apposition
        gap = s.text[s.words[min(at) - 1].end : s.words[min(at)].start]
        return s.clauses[max(at)] == s.clauses[first] + 1 and gap.strip() == ","

    def aliased(self, s: Sentence) -> list[Mention]:
        """The names the sentence gives an alias the question asks about ("Which mast is *called* Y?").

        In "Hesket Edge, called the New Mast to set it apart from Cragg Moor" the name before the alias is
        the one it is given to, not another name of the sentence.
        """
        asks_alias = _ALIAS_QUESTION.search(self.fact.text) is not None
        if not self.fact.entities or not (asks_alias or _CALL_QUESTION.search(self.fact.text)):
            return []
        alias = self.fact.entities[-1]
        given = re.compile(
            r"^'?s?\s*,?\s*\(?(?:(?:also|locally|once|now|often|commonly)\s+)?(?:known\s+(?:locally\s+)?as|called|"
            r"named|nicknamed)\s+(?:the\s+)?[\"“']?"
            + re.escape(alias.removeprefix("the ").removeprefix("The "))
        )
        named = [
            m
            for m in names(s.text, s.words)
            if asks_alias and m.kind == "name" and given.match(s.text[m.end :])
        ]
        if named or (topic := self._topic_aliased(s, alias)) is None:
            return named
        return [topic]

    def _named(self, s: Sentence) -> list[tuple[float, Mention]]:
        """The names the sentence gives where the question asks an alias or a thing's name, with their fit."""
        if aliased := self.aliased(s):
            return [(max(self.fit(m), ALIASED_FIT), m) for m in aliased]
        return [(1.0, m) for m in self._names_given(s)]

    def _names_given(self, s: Sentence) -> list[Mention]:
        """The names a naming verb gives in the sentence, when the question asks what a thing is called.

        "What did the men call the first engine?" is answered by the name right after "named" in "its first
        engine, which the men *named the* Old Growler", not by the words around it.
        """
        if _NAME_ASKED.match(self.fact.text) is None:
            return []
        given = [
            m
            for m in names(s.text, s.words)
            if m.kind == "name" and _NAMING_BEFORE.search(s.text, max(0, m.start - _NAMING_REACH), m.start)
        ]
        # "which the men call "the Ark"", "a magazine, *The Wren's Nest*": a name in quotes or italics
        quoted = [
            q
            for q in quoted_names(s.text, s.words, self.question_keys)
            if not any(m.start < q.end and q.start < m.end for m in given)
        ]
        return sorted([*given, *quoted], key=lambda m: m.start)

    def _topic_aliased(self, s: Sentence, alias: str) -> Mention | None:
        """The passage's topic, when the sentence gives the alias to it by a reference, not a name.

        "*Known locally as* the Lyre, the bridge ..." and "it *is known locally as* the Lyre" call the
        passage's subject so; the topic must be named in its passage for the answer to be cited.
        """
        bare = re.escape(alias.removeprefix("the ").removeprefix("The "))
        opening = re.match(
            rf"(?:\w+\s+)?known\s+(?:locally\s+)?as\s+(?:the\s+)?[\"“']?{bare}\b[^,]*,\s+(?:the|this|it)\b",
            s.text,
            re.IGNORECASE,
        )
        referring = re.search(
            rf"\b(?:it|this)\s+(?:is|was|has\s+been|had\s+been)\s+(?:(?:also|locally|long|often|commonly)\s+)*"
            rf"(?:known\s+(?:locally\s+)?as|called|nicknamed)\s+(?:the\s+)?[\"“']?{bare}\b",
            s.text,
        )
        name = leading_name(s.topic)
        if (opening is None and referring is None) or name is None or s.doc_id not in self.grounds:
            return None
        return Mention(0, 0, name, "topic", 0, 0, name_class=name_class(name))

    def candidates(
        self, s: Sentence, anchors: list[int], entity_at: list[int]
    ) -> list[tuple[float, Mention]]:
        """The sentence's candidate answers and how well each fits, best first (ties in sentence order)."""
        found: list[tuple[float, Mention]] = []
        if named := self._named(s):
            return named
        topic = self.topic(s)
        life = next((y for k in self.term_keys if (y := self._lifespan(s, k)) is not None), None)
        row = _YEAR_ROW.match(s.text)
        season = (row.end(1), s.text.index(":", row.end(1))) if row is not None else (0, 0)
        # an ordinal the title gives the thing the sentence names is stated: "First General Meeting"
        unstated = bool(superlative_problem(self.fact.text, [s.text])) and not self.title_ordinals(s)
        for m in [*self.mentions(s, anchors or entity_at), *([topic] if topic else [])]:
            if self.overlaps_question(m, s) or season[0] <= m.start < season[1]:
                continue  # a word of the question, or the end of a row's season ("2015/16: 702,000")
            if (
                (life is not None and m.kind == "year" and m.first_word != life)
                or self._refused(m)
                or self._life_date(m, s)
                or (m.kind == "number" and year_span_figure_problem(self.fact.text, m.text, s.text))
            ):
                # the other end of a lifespan, a value the judge vetoed, or a life's year for another event:
                # "Ada Roe (1774–1840)" was born in 1774 and died in 1840, and founded nothing then; the
                # "21" of "the 1920–21 session" counts nothing
                continue
            if self.fact.answer_type is AnswerType.PERSON and not self.personal(m, s):
                continue  # never a place, a title, or another relation's agent
            fit = 1.0 if self.labelled(m, s) or self.elided_unit(m, s) else self.fit(m)
            if self.other_measure(m, s):
                fit *= OTHER_MEASURE_FIT  # "dredged to a *depth* of 9 metres" gives no length
            if m.kind == "number" and any(
                owner_neighbour_problem(e, m.text, s.text) for e in self.fact.entities
            ):
                # "the Old Mill, 40 feet long, is no part of the Mill": the figure is the neighbour's
                fit *= ELSEWHERE_PENALTY
            if unstated:
                fit *= UNSTATED_ORDINAL_FIT  # a row of a list of holders says nothing of "the first"
            if m.kind in ("year", "date") and ended_span_problem(self.fact.text, m.text, s.text):
                fit *= OTHER_MEASURE_FIT  # "from its opening *until 1970*" dates no opening
            if self.counted_by_verb(m, s) and s.keys.count(s.keys[m.first_word - 1]) == 1:
                # "Its main stand, built in 1924, *seats* 3,100": the sentence's one verb of the unit counts
                # for its subject, however far from the subject it stands.
                found.append((1.0, m))
                continue
            if self.counted_by_verb(m, s):
                fit = max(fit, 1.0)  # "The Ritz *seated* 1,650" counts seats
            label = _label_keys(s, m.first_word) or (s.column(m.first_word) if self._entity_row(s) else set())
            thing = self.fact.answer_type is not AnswerType.PERSON
            if self.head_key and label and m.kind == "name" and thing:
                # "Instrument: Big Lens" answers "which instrument"; "Discoverer: K. Brask" does not.
                # A column named for the asked relation's agent ("Operator" for "Which company operates
                # X?") gives the agent the question's subject asks for; not an instrument it was done with.
                stated = self.fact.subject and any(
                    relation_strength(k, tuple(label)) >= 1.0 for k in self.term_keys if relations_of(k)
                )
                fit = 1.0 if self.head_key in label or stated else min(fit, LABELLED_OTHER)
            asked = [
                k for k in (*self.term_keys, *self.soft_keys, self.head_key, self._counted_column(s)) if k
            ]
            if label and any(relation_strength(k, tuple(label)) > 0 for k in asked) and m.kind != "name":
                # "Length ........ 64 miles": the label states the asked measure, wherever the relation is;
                # a value of another time, owner or part is still not the asked one.
                elsewhere = self.another_time(m, s) or self.listed_for_another(m, s) or self.other_part(m, s)
                found.append((fit * (ELSEWHERE_PENALTY if elsewhere else 1.0), m))
                continue
            if (
                self.copular_holder(m, s, anchors)
                or self.copular_figure(m, s, anchors)
                or self.copular_date(m, s, anchors)
                or (self.fact.answer_type is AnswerType.PERSON and self.relative_agent(m, s))
                or (self.fact.answer_type is AnswerType.PERSON and self.aside_before_verb(m, s))
                or self._appointee(m, s)
                or (
                    self.fact.unit is not None
                    and _count_complement(s, m, key(self.fact.unit), self.fact.entities)
                )
            ):
                # "The chief projectionist at the Ritz from 1936 until 1970 *was* A"; "A, then warden of Kell
                # Hall, *who* was elected": the name is the office's holder, however far from the words
                found.append((fit, m))
                continue
            found.append((fit * self.position(m, s, anchors, entity_at), m))
        ranked = sorted(found, key=lambda c: -c[0])
        return [] if self._tied_columns(s, ranked) else ranked

    def _tied_columns(self, s: Sentence, ranked: list[tuple[float, Mention]]) -> bool:
        """Whether the two best figures of a year's row stand under columns naming the counted noun alike.

        "| 1832 | 1,180 | 477 |" under "| Year | Dispensary patients | Home patients |" leaves "How many
        patients were visited at home by the dispensary?" open: each column names one asked word and the
        counted noun, and the row says no more of which is asked.
        """
        if len(ranked) < 2 or not s.columns or ranked[0][0] != ranked[1][0] or not self._year_table_row(s):
            return False
        (_, first), (_, second) = ranked[:2]
        if _value_of(first) == _value_of(second) or s.cell_of(first.first_word) == s.cell_of(
            second.first_word
        ):
            return False
        # "Attendance, Gold Cup day" against "Attendance, whole meeting": the asked name picks the first
        named = self._asked_keys() | {k for e in self.fact.entities for k in entity_keys(e)}
        columns = [s.column(m.first_word) - _ROW_LABEL_WORDS for m in (first, second)]
        unit = key(self.fact.unit) if self.fact.unit else ""
        share = [len(c & named) for c in columns]
        return all(unit in c for c in columns) and share[0] == share[1]

    def _total_cell(self, s: Sentence, m: Mention) -> bool | None:
        """Whether a row's figure is its table's total of the counted things, or a part beside that total."""
        if not s.columns:
            return None
        cell = s.cell_of(m.first_word)
        if not 0 <= cell < len(s.column_names):
            return None
        return total_column_stands(self.fact.text, s.column_names[cell], list(s.column_names[1:]))

    def _life_date(self, m: Mention, s: Sentence) -> bool:
        """Whether ``m`` is a year of a person's life dates, and the look-up asks another event of it."""
        return m.kind == "year" and bool(life_dates_problem(self.fact.text, m.text, s.text))

    def _refused(self, m: Mention) -> bool:
        """Whether ``m`` is a value a judge already vetoed for this look-up."""
        number = m.number if m.kind in ("number", "year") else None
        return bool(self.refused) and refused_key(m.text, number) in self.refused

    def score(self, s: Sentence) -> Scored | float:
        """The sentence's best candidate and score, or (when it fails the bar) how close it came."""
        rel, enough, term_at = self.relation(s)
        entity_scores, entity_at = self.entities(s, term_at)
        entity = min(entity_scores, default=1.0)
        soft_at = [i for i, k in enumerate(s.keys) if any(word_strength(q, k) > 0 for q in self.soft_keys)]
        if not soft_at and (stood := self._stood_at(s)) is not None:
            soft_at = [stood]
        soft = len({s.keys[i] for i in soft_at}) / max(1, len(self.soft_keys))
        base = ENTITY_WEIGHT * entity + RELATION_WEIGHT * rel + SOFT_TERM_WEIGHT * min(1.0, soft)
        # The sentence itself must state something asked: a term, a soft term, or an entity by name; and a
        # question with no entity must find most of its terms in the sentence, not only in its context.
        # A count given with the very noun asked for ("The town has *2,100 inhabitants*") states it too,
        # in a sentence whose subject refers to the passage's topic (not "Brisa, the village, has ..."), or
        # a label naming no one else ("*Population* 620.").
        direct = bool(term_at or soft_at or self.counted(s)) or 1.0 in entity_scores
        if not self.fact.entities and self.term_keys:
            # A sentence that refers back to its passage ("It was founded ...") states the title's nouns too.
            # So does a label line ("Specimens: about 310,000" in "The Herbarium"), whose label, when it
            # names the counted thing, states the verb as well ("How many specimens does it *hold*?").
            label = _line_label(s)
            counted = self.fact.unit is not None and key(self.fact.unit) in label
            # "Length over body: 15.85 m" in "Catalogue Entry: Inspection Saloon No. 9" is the saloon's: a
            # label naming an asked word gives a measure of the thing its passage is titled for.
            measure = self.fact.answer_type in (AnswerType.NUMBER, AnswerType.QUANTITY)
            titled = counted or (measure and bool(label & set(self.term_keys)))
            title = s.title if s.opens_with_reference or titled else frozenset()
            stated = sum(
                1
                for k in self.term_keys
                if relation_strength(k, s.keys) > 0
                or k in title
                or (counted and relations_of(k))
                or compound_head_at(s, k) is not None
            )
            direct = direct and 2 * stated >= len(self.term_keys)
        if not self.fact.entities and self.subject_only_modifies(s, term_at):
            return base  # "The *Pier* Pavilion opened in 1893" does not say when the pier opened
        if entity < ENTITY_BAR or not enough or not direct or self._other_row(s) or self._other_numbered(s):
            return base
        ranked = self.candidates(s, sorted(set(term_at) | set(soft_at)), entity_at)
        if not ranked or ranked[0][0] < PASS_CANDIDATE:
            return base
        (fit, best), value = ranked[0], _value_of(ranked[0][1])
        other = next((f for f, m in ranked[1:] if _value_of(m) != value), None)
        runner_up = 0.0 if other is None else round(base + CANDIDATE_WEIGHT * other, 6)
        return Scored(s, best, round(base + CANDIDATE_WEIGHT * fit, 6), runner_up, entity < 1.0)

    def _other_numbered(self, s: Sentence) -> bool:
        """Whether the sentence, or the heading it stands under, is about other numbered things only.

        For "When was the No. 5 machine started?", "First started: March 1872." under the heading "No. 4
        machine" dates another machine: a number names one thing, and another number another thing.
        """
        stated = designated_numbers(s.text) | designated_numbers(s.heading)
        return bool(self.numbered and stated and not self.numbered & stated)

    def _stood_at(self, s: Sentence) -> int | None:
        """Where "stood" precedes a length asked "how tall", or "measured" a measure a "how" question asks.

        "He stood six feet four inches" states his height though it says neither "tall" nor "height"; "the
        farm measured 142 acres" states how large it was.
        """
        high = any("high" in relations_of(k) for k in self.soft_keys)
        family = self.fact.unit_family if self.fact.wh.startswith("how ") else None
        if not high and family is None:
            return None
        figures = {m.first_word: m.family for m in numbers(s.text, s.words)}
        return next(
            (
                i
                for i, k in enumerate(s.keys)
                if (k == _STAND and high and figures.get(i + 1) == "length")
                or (k == _MEASURED and family is not None and figures.get(i + 1) == family)
            ),
            None,
        )

    def counted(self, s: Sentence) -> bool:
        """Whether the sentence gives a count with the asked unit, or its measure noun, about its topic."""
        if not self.fact.unit:
            return False
        unit = key(self.fact.unit)
        same = {unit} | {m for g in relations_of(unit) for m in RELATION_GROUPS[g] if m in MEASURE_NOUNS}
        number = [i for i, w in enumerate(s.words) if w.text[:1].isdigit() or fold(w.text) in NUMBER_WORDS]
        beside = any(s.keys[i] in same and (i - 1 in number or i + 1 in number) for i in range(len(s.words)))
        labelled = any(same & _label_keys(s, i) for i in number)
        if labelled and same & _line_label(s):
            return True  # "Locks: 6, falling 42 feet to Ashwell": the line's label counts; the rest describes
        if not (beside or labelled):
            return False
        others = [
            m
            for m in names(s.text, s.words)
            if not self.overlaps_question(m, s) and not set(s.keys[m.first_word : m.last_word + 1]) <= same
        ]
        return s.opens_with_reference or not others

    def personal(self, m: Mention, s: Sentence) -> bool:
        """Whether a name reads as a person (or a founding company) and the asked relation's agent."""
        if m.kind != "name":
            return False  # the passage's title ("Orsk Quay") is what the passage is about, not its maker
        named = {key(w.text) for w in words(m.text)}
        if any(ks and set(ks) <= named for ks in (entity_keys(e) for e in self.fact.entities)):
            return False
        before = fold(s.words[m.first_word - 1].text) if m.first_word > 0 else ""
        if m.name_class == "place":
            return False
        if m.name_class == "organization":
            if not self.term_groups & _CORPORATE or _PASSIVE_AFTER.match(s.text, m.end):
                return False  # "the firm of J. & A. Roe *was formed*": the firm is what was founded
        elif not (key(before) in ROLE_NOUNS or before in TITLES):
            if m.name_class != "person" and m.last_word == m.first_word and not self.called_person(m, s):
                return False  # a bare single name ("Saldo") reads as a person only after a role noun
        if self.asks_seller:
            return seller_named(s.text, m.start)  # "From whom did they buy it?": the party it passed from
        return not self.predicates or self.stated_for(m, s)

    @functools.cached_property
    def asks_seller(self) -> bool:
        """Whether the look-up asks whom a thing was bought from ("From whom did the guardians buy it?")."""
        return self.fact.preposition == "from" and "buy" in self.term_groups

    def _appointee(self, m: Mention, s: Sentence) -> bool:
        """Whether the name fills the asked office's cell in a row dating its taking office then."""
        if not self.term_groups & TAKING_OFFICE:
            return False
        return appointed_in_row(s, m.first_word, self.fact.entities, self.fact.terms)

    def converse_party(self, m: Mention, s: Sentence) -> bool:
        """Whether the name is the party after the "to" of the asked relation's converse ("to Mr *B*")."""
        to = _converse_object(s, tuple(sorted(self.term_groups)), self._not_sellers)
        return (
            to is not None
            and s.clauses[to] == s.clauses[m.first_word]
            and to < m.first_word <= to + _CONVERSE_PARTY_REACH
        )

    @staticmethod
    def called_person(m: Mention, s: Sentence) -> bool:
        """Whether the sentence calls the name a man, a woman or a role: "Roe is known as the man who"."""
        said = _PERSON_PREDICATE.match(s.text, m.end)
        return said is not None and (
            said.group("noun") in _PERSON_NOUNS or key(said.group("noun")) in ROLE_NOUNS
        )

    def stated_for(self, m: Mention, s: Sentence) -> bool:
        """Whether a word of the asked relation in the mention's clause takes it as its agent."""
        clause = s.clauses[m.first_word]
        anchors = [i for i, k in enumerate(s.keys) if k in self.predicates and s.clauses[i] == clause]
        # "B took over": the phrase states the relation at its verb
        phrased = [i for i, g in phrase_relations(s.keys) if g in self.term_groups]
        anchors += [i for i in phrased if s.clauses[i] == clause]
        if self.converse_party(m, s):
            return True  # "A handed over to Mr B": the converse verb's other party is the asked agent
        work = _work_of(s)
        if work is not None and self.term_groups & _AUTHORSHIP and s.clauses[work] == clause:
            anchors.append(work)
        if self.located(s):
            return False
        wanted = self.fact.preposition
        described = None if wanted is None else described_object_at(s.text, m.start, wanted)
        before = [
            k for k, w in zip(s.keys, s.words, strict=True) if described is not None and w.start < described
        ]
        if described is not None and any(k in self.predicates for k in before):
            return True  # "bought the field *from* a landowner named X" answers "From whom did they buy it?"
        if self.apposed(m, s) or _label_keys(s, m.first_word) & self.predicates:
            return True  # "Dorothy Quayle, Chair"; "Discoverer: R. Calder"
        if _CHAIR in self.term_keys and _IN_THE_CHAIR.match(s.text, m.end):
            return True  # "Present: Councillor Ann Roe (in the chair), ..."
        if (
            self._office_row(s)
            and s.cell_of(m.first_word) == s.cell_of(0)
            and set(s.columns[0]) & self.predicates
        ):
            return True  # "| Ann Roe | 1872-1903 |" under "| Chief clerk | In post |"
        if self._appointee(m, s):
            return True  # "| 1866–1899 | Ann Roe |" under "| Years | Clerk |": Ann Roe was appointed clerk
        if self.role_apposed_agent(m, s) or self.styled_role(m, s):
            return True  # "designed by the county architect, Percy Hocking"; "by Ann Roe, architect, of Kell"
        if self.apposed_subject(m, s) or self.apposed_before_verb(m, s) or self.aside_before_verb(m, s):
            return True  # "His widow, Ann Roe, was allowed to succeed him"
        if self.relative_agent(m, s):
            return True  # "called by Ann Roe, then warden of Kell Hall, who was elected its first chair"
        rivals = set(self.rivals(s))
        if any(agent_at(s, a, m.first_word, m.last_word, rivals, noun=a == work) for a in anchors):
            return True
        if any(
            k in self.predicates and a < m.first_word and timed_agent(s.text, s.words[a].end, m.start)
            for a, k in enumerate(s.keys)
        ):
            return True  # "were opened on Friday, the 9th instant, by Lady Ann Roe"
        return self.pronoun_agent(m, s)

    def pronoun_agent(self, m: Mention, s: Sentence) -> bool:
        """Whether the sentence's subject is the agent of a later clause's "he" or "she" before the relation.

        "Ann Roe was head cook from 1950, when *she succeeded* Jo Hale, until 1970": the one person named
        before the pronoun, the sentence's subject, is who succeeded; another person named between could be.
        """
        if m.first_word != s.subject_at or m.name_class == "place":
            return False
        asked = {k for e in self.fact.entities for k in entity_keys(e)}
        for a, k in enumerate(s.keys):
            if k not in self.predicates or a < 2 or fold(s.words[a - 1].text) not in _PERSONAL_PRONOUNS:
                continue
            between = [
                n for n in s.names if n[0].text.isalpha() and m.last_word < s.words.index(n[0]) < a - 1
            ]
            if s.clauses[a] > s.clauses[m.last_word] and all(
                {key(w.text) for w in n} <= asked for n in between
            ):
                return True
        return False

    def apposed_subject(self, m: Mention, s: Sentence) -> bool:
        """Whether the name, set off by commas after a short opening noun phrase, is the sentence's subject.

        "His widow, Ann Roe, was allowed to succeed him" and "The new keeper, Jo Hale, took the post in 1831"
        name the subject twice; the clause right after the name's closing comma must state the relation.
        """
        first, last = m.first_word, m.last_word
        if m.kind != "name" or not 0 < first <= _SUBJECT_WORDS or last + 1 >= len(s.words):
            return False
        if s.text[s.words[first - 1].end : s.words[first].start] != ", " or any(s.clauses[:first]):
            return False
        if s.text[s.words[last].end : s.words[last + 1].start].strip() != ",":
            return False
        clause = s.clauses[last + 1]
        return any(k in self.predicates and s.clauses[i] == clause for i, k in enumerate(s.keys))

    def apposed_before_verb(self, m: Mention, s: Sentence) -> bool:
        """Whether a name set off by commas is followed at once by the asked verb, whose subject it names.

        "On Friday the Lord Warden of the county, Lord Pellby, formally opened the hall": the name renames
        the noun phrase before it, and the clause after its closing comma opens with the relation's verb
        (an adverb in "-ly" may stand first), so it names the one who did it.
        """
        first, last = m.first_word, m.last_word
        if m.kind != "name" or first == 0 or last + 1 >= len(s.words):
            return False
        if s.text[s.words[first - 1].end : s.words[first].start] != ", ":
            return False
        if s.text[s.words[last].end : s.words[last + 1].start] != ", ":
            return False
        verb = last + 1
        if s.words[verb].text.endswith("ly") and verb + 1 < len(s.words):
            verb += 1
        return s.keys[verb] in self.predicates and s.words[verb].text.islower()

    def aside_before_verb(self, m: Mention, s: Sentence) -> bool:
        """Whether a name opening its clause is the subject of the asked verb after asides set off by commas.

        "It was resolved that Mr. Ann Roe, attorney, of Kell, be appointed clerk" and "Jo Hale, a mason of
        Orby, was chosen": the asides name the subject's calling or home, and the verb after them is the
        name's. The name must open the sentence or a clause ("that"), with only a style ("Mr.") before it.
        """
        if m.kind != "name" or m.name_class != "person":
            return False
        styled = _styled_from(s, m.first_word)
        if styled > 0 and fold(s.words[styled - 1].text) not in _CLAUSE_OPENERS:
            return False
        verb = verb_after_asides(s.text, m.end)
        if verb is not None and key(verb) in self.predicates:
            return True
        # "Jo Hale, a mason of Orby, was the first warden": the office after the asides is the name's
        return any(key(w) in self.predicates for w in office_after_asides(s.text, m.end))

    def relative_agent(self, m: Mention, s: Sentence) -> bool:
        """Whether the name is what a "who" after it stands for, and that clause states the asked relation.

        In "The meeting was called by Ann Roe, then warden of Kell Hall, who was elected its first chair" the
        relative clause is Ann Roe's, past the apposition naming her role; the relation's word must stand in
        that clause, before any further clause begins, with every other asked word: "the daughter of Ann
        Roe, who had designed the first hall" says nothing of who designed the second.
        """
        if m.kind != "name" or m.last_word + 1 >= len(s.words):
            return False
        found = _RELATIVE_WHO.match(s.text, s.words[m.last_word].end)
        if found is None:
            return False
        at = next((i for i in range(m.last_word + 1, len(s.words)) if s.words[i].start >= found.end()), None)
        if at is None:  # the sentence ends at "who"
            return False
        end = next((i for i in range(at, len(s.words)) if s.clauses[i] != s.clauses[at]), len(s.words))
        clause = tuple(s.keys[at:end])
        return any(k in self.predicates for k in clause) and all(
            relation_strength(k, clause) >= 1.0 for k in self.term_keys
        )

    def role_apposed_agent(self, m: Mention, s: Sentence) -> bool:
        """Whether the name stands in apposition to a role noun that is the asked verb's agent.

        In "designed by the county architect, Percy Hocking" and "built by the company's own engineer, Leo
        Shaw" the name is who the role noun after "by" is.
        """
        for a, k in enumerate(s.keys[: m.first_word]):
            if k not in self.predicates:
                continue
            gap = s.text[s.words[a].end : s.words[m.first_word].start]
            found = _BY_ROLE.fullmatch(gap)
            if found is not None and key(found.group("role")) in ROLE_NOUNS:
                return True
        return False

    def styled_role(self, m: Mention, s: Sentence) -> bool:
        """Whether the name is styled with the asked role noun, bare, as a clause of its own after it.

        A byline or a signature names its maker by name and then by calling: "Prepared by Ann Roe,
        architect, of Kell Row" and "Ann Roe, Architect, 4 Kell Row" call her the architect of the work
        the passage is about, with no verb to take her as its agent. The role must be a person's role
        asked by the question ("Who was the architect of ..."), written alone between commas (or closing
        its sentence): "Ann Roe, architect to the board" or "Ann Roe, the architect's clerk" is no styling.
        """
        styled = _STYLED_ROLE.match(s.text, m.end)
        if styled is None or not role_word(styled.group("role")):
            return False
        return key(styled.group("role")) in self.term_keys

    def apposed(self, m: Mention, s: Sentence) -> bool:
        """Whether the name stands in apposition to the asked office, which is a clause of its own.

        "Dorothy Quayle, *Chair*" and "the *harbour master*, Captain Elin Maddox" name an office holder
        without a verb: the office is the whole clause beside the name, of at most ``_OFFICE_WORDS`` words.
        """
        offices = set(self.term_keys)
        if not offices:
            return False
        name_clause = s.clauses[m.first_word]
        if s.clauses[m.last_word] != name_clause:
            return False
        styled = _styled_from(s, m.first_word)
        before = [i for i in range(styled) if s.clauses[i] == name_clause]
        after = [i for i in range(m.last_word + 1, len(s.words)) if s.clauses[i] == name_clause]
        for clause, own in ((name_clause + 1, not after), (name_clause - 1, not before)):
            span = _office_words(s, [i for i, c in enumerate(s.clauses) if c == clause], clause < name_clause)
            gap = (
                s.text[s.words[m.last_word].end : s.words[span[0]].start]
                if span and span[0] > m.last_word
                else s.text[s.words[span[-1]].end : s.words[styled].start]
                if span
                else ""
            )
            # An office after the name is bare ("X, Chair"), one before it has its article ("the chair, X"):
            # in "our chief executive, A, the harbour master, B" each office belongs to the name after it.
            led = bool(span) and fold(s.words[span[0]].text) in _OFFICE_DETERMINERS
            if (
                own
                and span
                and len(span) <= _OFFICE_WORDS
                and gap.strip() == ","
                and led == (clause < name_clause)
            ):
                if offices <= {s.keys[i] for i in span}:
                    return True
        return False

    def located(self, s: Sentence) -> bool:
        """Whether the entity is only where the event was ("founded *in* Port Amsel by").

        A place written right after the question's own noun ("bought a *field on* Haskew Lane" for "the
        Haskew Lane field") is where that thing is, which the question names it by.
        """
        if _LOCATIVE & {fold(w.text) for w in words(self.fact.text)}:
            return False
        starts = [min(at) for e in self.fact.entities if (at := entity_match(e, s, self.question_keys)[1])]
        nouns = {k for k in self.term_keys if not relations_of(k)}
        return any(
            i > 0 and fold(s.words[i - 1].text) in _LOCATIVE and not (i > 1 and s.keys[i - 2] in nouns)
            for i in starts
        )
