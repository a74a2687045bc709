"""One look-up: the entities a supporting sentence must name, the terms it must state, the answer it holds.

``read_fact`` reads a question (or a phrase such as "the founding of Port Amsel") into a ``FactQuestion``:
its wh-word, the answer type wanted (from the wh-word and the head noun), the named entities, the required
relation terms and the optional ones, and the unit of a quantity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

from .._text import STOPWORDS, Word, fold, words
from ._contract_holder import contract_words
from ._entities import IMPERATIVES, designated_numbers, entity_spans
from ._lexicon import (
    AUXILIARIES,
    CATEGORY_TYPES,
    GENERIC_NOUNS,
    HOW_ADJECTIVES,
    INCORPORATED,
    MEASURE_NOUNS,
    NUMBER_WORDS,
    ORG_WORDS,
    PLACE_WORDS,
    RELATIONAL_NOUNS,
    ROLE_NOUNS,
    SOFT_WORDS,
    SUM_NOUN_ASKED,
    WH_WORDS,
    key,
    relations_of,
    unit_family_of,
    unit_name,
    units_in,
)
from ._sums_paid import asks_sum_paid

__all__ = [
    "SUPERLATIVES",
    "AnswerType",
    "FactQuestion",
    "capital_sum",
    "entity_spans",
    "noun_type",
    "offered_head",
    "read_fact",
]


class AnswerType(StrEnum):
    """The kind of answer a question wants."""

    PERSON = "person"
    PLACE = "place"
    ORGANIZATION = "organization"
    DATE = "date"
    NUMBER = "number"
    QUANTITY = "quantity"
    OTHER = "other"


NUMERIC_TYPES = frozenset({AnswerType.NUMBER, AnswerType.QUANTITY, AnswerType.DATE})


@dataclass(frozen=True, slots=True)
class FactQuestion:
    """One look-up: a sentence answers it when it names ``entities``, states ``terms`` and holds an answer.

    ``terms`` are required relation words (lowercase); ``soft_terms`` only raise a sentence's score.
    ``unit`` is the counted noun of "how many X"; ``unit_family`` the family a quantity is measured in
    (``length``, ``people``, ``money``...). ``wh`` is the question word (``yes_no`` for a polar question).
    """

    text: str
    wh: str
    answer_type: AnswerType
    entities: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    soft_terms: tuple[str, ...] = ()
    unit: str | None = None
    unit_family: str | None = None
    head: str | None = None
    """The noun after the wh-word ("which *treaty*"), which the answer often contains."""
    subject: bool = False
    """Whether the wh-phrase is the subject of the question's verb ("Which abbey *planted* ...")."""
    recurring: bool = False
    """A present-tense "when" ("When *is* the regatta held?") asks when something recurs: a month will do."""
    preposition: str | None = None
    """A path preposition opening the question ("*Into* which sea..."), which the answer follows."""

    @property
    def granularity(self) -> str | None:
        """The part of a date asked for: ``month`` ("in which month"), ``year``, or ``None`` (any date)."""
        head = key(self.head) if self.head else None
        return next((part for part in ("month", "year") if head == key(part)), None)

    @property
    def query(self) -> str:
        """The retrieval query of this look-up: its entities, then its terms, soft terms and unit."""
        unit = [self.unit] if self.unit else []
        return " ".join(dict.fromkeys([*self.entities, *self.terms, *self.soft_terms, *unit]))


_COMPARATIVES = frozenset({"more", "fewer", "less"})
SUPERLATIVES = frozenset(
    "largest biggest smallest oldest newest youngest highest tallest longest shortest deepest widest busiest "
    "earliest latest heaviest lightest fastest only sole".split()
)
"""Words that pick one thing out of a kind ("the *tallest* lighthouse", "the *only* town on Skerra")."""
_ORDINAL_ADJECTIVES = SUPERLATIVES | {"first", "last"}
_DETERMINERS = frozenset({"the", "a", "an", "its", "his", "her", "their", "first", "last"})
_PRESENT = frozenset({"is", "are", "do", "does"})
_STRUCTURE_NOUNS = frozenset({"works", "house", "houses"})
"""Nouns of a built thing that share a stem with a verb: "work" (employ), "house" (keep)."""


def _structure_noun(low: list[str], i: int, entity_words: set[int]) -> bool:
    """Whether the word at ``i`` names a built thing, not the verb its stem shares.

    "the Quarry Street *works*", "the *house*", "Holt's *works*": a name, a determiner or a possessive
    right before it makes it a noun, which states no employment or keeping a sentence must repeat. A noun
    after it is the phrase's head ("the boiler *house* chimney"), of which the word is only a modifier.
    """
    if low[i] not in _STRUCTURE_NOUNS or i == 0:
        return False
    before = low[i - 1]
    if not (i - 1 in entity_words or before in _DETERMINERS or before.endswith(("'s", "s'"))):
        return False
    after = low[i + 1] if i + 1 < len(low) else ""
    modifier = after.isalpha() and after not in STOPWORDS and after not in AUXILIARIES
    return not (modifier and not relations_of(key(after)))


_PATH_PREPOSITIONS = frozenset("into from to onto towards toward through across past".split())
_COMPOUND_NOUNS: dict[tuple[str, ...], AnswerType] = {
    ("body", "of", "water"): AnswerType.PLACE,
    ("stretch", "of", "water"): AnswerType.PLACE,
    ("place", "of", "birth"): AnswerType.PLACE,
    ("head", "of", "state"): AnswerType.PERSON,
}
"""Category nouns of several words: the kind of answer they ask for, and none of their words is a term."""
_ENDPOINTS = {key(w): "to" for w in "end ends terminate terminates finish finishes".split()} | {
    key(w): "from" for w in "start starts begin begins originate originates depart departs".split()
}
"""Verbs of a route's ends: "Where does the road *end*?" is answered by what follows "to" ("runs to X")."""
_PHRASAL_ENDPOINTS = {
    (key(verb), particle): "from" for verb, particle in (("set", "out"), ("set", "off"), ("leave", "from"))
}
"""Verbs of a route's ends made of two words: "From which port does the line *set out*?"."""
_ROUTE_VERBS = frozenset(key(w) for w in "run go lead travel head".split())
"""Motion verbs that name an end by their stranded preposition: "Where does the line *run to*?"."""


def _endpoint(low: list[str], i: int) -> str | None:
    """The end of a route the word at ``i`` names ("to" or "from"), if it is a verb of a route's end."""
    after = low[i + 1] if i + 1 < len(low) else ""
    k = key(low[i])
    if k in _ENDPOINTS:
        return _ENDPOINTS[k]
    phrasal = _PHRASAL_ENDPOINTS.get((k, after))
    if phrasal is None and k in _ROUTE_VERBS and after in ("to", "from") and i + 2 == len(low):
        phrasal = after
    return phrasal


_CRAFTS = frozenset({"trade", "craft", "profession", "skill", "skills", "art"})
"""Nouns for one's calling: "where he learned *his trade*" names no fact a sentence must repeat."""
_COUNT_NOUNS = frozenset({"number", "count", "amount"})
"""Nouns of counting ("the number of residents"): the counted noun is the term, not "number"."""
_MOTION_VERBS = frozenset(key(w) for w in "flow run wind pass stretch lead".split())
_PATHS = frozenset({"past", "through", "along", "across", "by", "beside"})
"""A motion verb before a path ("flows past X") states where something is, whatever the verb."""
_TAKE = key("take")
_CATCH = frozenset(key(w) for w in "catch catches caught".split())
"""A verb that, before "fire", says the thing burned: "When did the mill *catch fire*?"."""
_SET = key("set")
_STRIKE = frozenset(key(w) for w in "strike strikes struck".split())
"""A verb that, after "fire", says the thing burned: "When did fire *strike* the mill?"."""
_WORTH = "worth"
"""The adjective by which "what is X *worth*?" asks a sum of money."""
_BE_FORMS = frozenset({"is", "are", "was", "were"})
_PUT = key("put")
_FUNDS = frozenset("money funds capital cash sum sums stake".split())
"""What is "put up" without building it: "the subscribers who *put up the money*"."""
_DURATION_VERBS = frozenset({"take", "last"})
_STARTING = frozenset(
    "start starts started starting begin begins began begun beginning commence commenced".split()
)
"""Verbs of starting, after which "work" says only that it was a start at work ("started work at")."""
_LIGHT_VERBS = frozenset(key(w) for w in "hold stage".split())


def _begun_later(low: list[str], i: int) -> bool:
    """Whether a verb of beginning follows the word at ``i``: "work on the pier was *begun*" is a noun's."""
    return any("begin" in relations_of(key(w)) for w in low[i + 2 :])


_ORIGIN_VERBS = frozenset(key(w) for w in "come comes came".split())
"""A verb of origin with "from" ("From which quarries was the stone *to come*?", "where did it *come from*"):
the preposition states the relation, and a sentence giving the origin says "stone *from* the quarries"."""
_SERVING = frozenset(key(w) for w in "serve act".split())
"""Verbs that only carry the office after "as" ("served *as secretary*"): the office is the relation."""
_EVENT_NOUNS = frozenset(
    key(w)
    for w in "procession parade festival fair market feast ceremony celebration meeting race regatta contest "
    "competition tournament concert assembly auction carnival pilgrimage exhibition".split()
)
"""A light verb only carries its event noun ("hold *their procession*"): the noun is what a sentence must
state, in whatever verb it uses ("walk in a lantern procession")."""


def _has_event_object(low: list[str], i: int, entity_words: set[int]) -> bool:
    """Whether the verb at ``i`` takes an event noun as its object ("hold their procession")."""
    j = i + 1
    while j < len(low) and low[j] in _DETERMINERS | {"his", "her", "their", "its", "annual", "yearly"}:
        j += 1
    return j < len(low) and j not in entity_words and key(low[j]) in _EVENT_NOUNS


_CONSENTING = frozenset(key(w) for w in "agree agreed consent consented undertake undertook".split())
"""Verbs that only carry the verb after "to" when a sum is asked: "What price did the council *agree to* pay?"
is answered by "the purchase price is £900"; the sum agreed is the sum paid (a date of agreeing is not)."""
_LYING = frozenset(key(w) for w in "lie lies lay stand stands stood".split())
"""Verbs that only place a thing when a place is asked ("In which parish did the farm *lie*?"): "the farm
of Kell Grange, in the parish of Orby" places it without them."""


def _asks_place(low: list[str], shape: _Shape) -> bool:
    """Whether the question asks where something is: "where", a place's type, or "in which <noun>"."""
    opening = low[:2] in (["in", "which"], ["in", "what"]) and shape.head is not None
    return shape.wh == "where" or shape.answer_type is AnswerType.PLACE or opening


_AVERAGING = frozenset({"average", "mean", "typical"})
"""Adjectives of an average, which only qualify the asked noun: "the *average* fleece weight" is a weight."""
_FREQUENCY_ADJECTIVES = frozenset("hourly daily weekly monthly yearly".split())
"""Adjectives of how often, which share a stem with a noun of time but ask for no date."""


def offered_head(text: str, head: str) -> str | None:
    """The noun a question offers beside its asked one ("which *inn or hotel*"), which the answer may name.

    ``head`` is the asked noun as written in ``text``; ``None`` when no other noun follows it after "or".
    """
    found = re.search(rf"\b{re.escape(head)}\s+or\s+(?:an?\s+)?(?P<noun>[a-z]+)\b", text.lower())
    return None if found is None else found.group("noun")


def noun_type(noun: str) -> tuple[AnswerType, str | None] | None:
    """The answer type (and unit family) a head noun asks for, or ``None`` for an untyped noun."""
    if noun.lower() in _FREQUENCY_ADJECTIVES:
        return None  # "the *yearly* landings" asks for landings, not a year
    k = key(noun)
    if k in MEASURE_NOUNS:
        family = MEASURE_NOUNS[k]
        return (AnswerType.NUMBER if family in (None, "people") else AnswerType.QUANTITY), family
    if k in CATEGORY_TYPES:
        return AnswerType(CATEGORY_TYPES[k]), None
    if noun.lower().endswith(_TRADE_ENDINGS) and noun.lower() not in _TRADE_ENDINGS:
        return AnswerType.PERSON, None  # "Which *greenkeeper* was engaged?"
    return None


_TRADE_ENDINGS = ("keeper",)
"""Endings of the nouns of one who keeps a thing, written as one word: "green*keeper*", "toll*keeper*"."""


_CAPITAL = key("capital")
_CAPITAL_SUMS = frozenset(
    "nominal share authorised authorized subscribed issued working original initial total joint".split()
)
"""Words before "capital" that make it a company's money, not a seat of government: "the *nominal*
capital"."""
_CAPITAL_PUT_IN = frozenset("brought subscribed paid raised invested put contributed".split())
"""Words after "capital" that make it money put into a firm: "the capital *brought* into the partnership"."""


def _capital_sum(low: list[str], i: int, *, owned: bool = False) -> tuple[AnswerType, str] | None:
    """A company's "capital" asked as a sum of money: "What was the *nominal capital* of the company?".

    So is capital a partner put in: "What was the capital *brought* into the partnership?", the capital a
    limited company was registered or incorporated with, and the capital a firm's word owns (``owned``: the
    word before is written as a possessive): "What was *the company's* capital in 1920?", or that a firm
    was set up *with*.
    """
    if key(low[i]) != _CAPITAL or i == 0:
        return None
    if (owned and key(low[i - 1]) in ORG_WORDS) or (i >= 2 and low[i - 2] == "with"):
        return AnswerType.QUANTITY, "money"  # "With what capital ...?" asks money; "In which capital" a town
    registered = any(key(w) in _INCORPORATION for w in low) and any(w in INCORPORATED for w in low)
    if low[i - 1] not in _CAPITAL_SUMS and (i + 1 == len(low) or low[i + 1] not in _CAPITAL_PUT_IN):
        if not registered:  # "With what capital was the Kell Company Limited *registered*?"
            return None
    return AnswerType.QUANTITY, "money"


_INCORPORATION = frozenset(
    key(w) for w in ("incorporated", "incorporation", "registered", "registration", "formed", "formation")
)
"""Words of a company's incorporation, which date a capital asked "at its incorporation"."""


def capital_sum(np: str) -> bool:
    """Whether a noun phrase is a company's capital as a sum ("nominal capital"), not a seat of government."""
    low = np.lower().split()
    return len(low) > 1 and _capital_sum(low, len(low) - 1) is not None


def _kind_type(noun: str) -> tuple[AnswerType, None] | None:
    """A kind of named place or institution ("which *lighthouse*", "which *works*") asks for its name."""
    k = key(noun)
    if k in PLACE_WORDS:
        return AnswerType.PLACE, None
    if k in ORG_WORDS:
        return AnswerType.ORGANIZATION, None
    return None


@dataclass(frozen=True, slots=True)
class _Shape:
    wh: str = "what"
    answer_type: AnswerType = AnswerType.OTHER
    unit: str | None = None
    unit_family: str | None = None
    skip: frozenset[int] = frozenset()
    head: str | None = None
    head_at: int | None = None


_POSSESSIVE = ("'s", "’s", "s'", "s’")


def _after_possessor(low: list[str], start: int, entity_words: set[int], possessors: frozenset[int]) -> int:
    """Where the head's own phrase begins after a possessor ("the canal *company's* toll receipts").

    Only after an article or a name: in "which company's engineer" the wh-word asks the possessor itself.
    """
    at = start
    while at < len(low) and low[at] in AUXILIARIES:
        at += 1  # "what *were* the company's receipts"
    if at >= len(low) or (low[at] != "the" and at not in entity_words):
        return start
    for i in range(at, min(len(low), at + 6)):
        if i in possessors:
            return i + 1
        if i > at and i not in entity_words and (low[i] in STOPWORDS or low[i] in AUXILIARIES):
            break
    return start


def _head(
    low: list[str], start: int, entity_words: set[int], possessors: frozenset[int] = frozenset()
) -> _Shape:
    """The head noun after ``start`` and the type it asks for (skipping determiners, adjectives, names).

    ``possessors`` are the indices of words written with a possessive ("company's"), which ``low`` folds away.
    """
    start = _after_possessor(low, start, entity_words, possessors)
    for i in range(start, len(low)):
        w = low[i]
        if i in entity_words or w in STOPWORDS or w in AUXILIARIES or key(w) in SOFT_WORDS:
            continue
        if key(w) in GENERIC_NOUNS or w in _ORDINAL_ADJECTIVES or w in _AVERAGING:
            continue
        for compound, kind in _COMPOUND_NOUNS.items():
            if tuple(low[i : i + len(compound)]) == compound:
                return _Shape(answer_type=kind, skip=frozenset(range(i, i + len(compound))))
        typed = _capital_sum(low, i, owned=i - 1 in possessors) or noun_type(w) or _kind_type(w)
        verb = low[i + 1].endswith("ed") if i + 1 < len(low) else False  # "which astronomer *discovered*"
        if w.endswith("ing") and not verb and i + 1 < len(low) and i + 1 not in entity_words:
            if noun_type(low[i + 1]) or _kind_type(low[i + 1]):
                continue  # "which *building* firm": a noun in "-ing" modifies the typed noun after it
        if typed is None and i + 1 < len(low) and i + 1 not in entity_words and low[i + 1] not in STOPWORDS:
            adjective = not w.endswith("ed") or (i > 0 and low[i - 1] in _DETERMINERS)  # "the *indicated*"
            if (verb or adjective) and i + 2 < len(low) and key(low[i + 2]) in MEASURE_NOUNS:
                continue  # "what *net* registered tonnage", "what *clear* floor area": modifiers of a measure
            if verb:
                return _Shape(head=w, head_at=i)
            if noun_type(low[i + 1]) or _kind_type(low[i + 1]):
                continue  # "the *daily* dose": a modifier of the typed noun after it
        if typed is None:
            return _Shape(head=w, head_at=i)
        return _Shape(answer_type=typed[0], unit_family=typed[1], head=w, head_at=i)
    return _Shape()


_STUFF_MEASURES = {"land": "area", "ground": "area"}
"""Nouns of stuff measured in one family, which "how much" asks the measure of: "How much *land*" an area."""


_GRADES = frozenset("black red blue green white yellow grey gray brown".split())
"""Colours that grade things of one kind ("black pistes"): they pick a part of the count, so stay asked."""


def _compound_count(low: list[str], at: int, entity_words: set[int]) -> bool:
    """Whether "how many" counts a compound noun whose first word only modifies its head.

    In "How many *ore hearths* were provided?" and "How many *lace machines* did ...?" the counted thing is
    the plural head, which a verb follows; the singular word before it ("ore", "lace") says which kind, as
    "four ore hearths" or "66 machines" tells. A measure ("how many *feet* high", "how many *dozen* hats")
    is never such a modifier.
    """
    head = at + 1
    if head + 1 >= len(low) or head in entity_words or low[head + 1] not in AUXILIARIES:
        return False
    first, noun = low[at], low[head]
    if not (first.isalpha() and noun.isalpha()) or noun in STOPWORDS | AUXILIARIES:
        return False
    plural_head = noun.endswith("s") and not noun.endswith("ss") and len(noun) > 3
    measure = unit_family_of(first) is not None or first in NUMBER_WORDS  # "how many *dozen* hats"
    return plural_head and not first.endswith("s") and not measure and first not in _GRADES


def _count_modifiers(low: list[str], shape: _Shape) -> list[str]:
    """The word before a counted head that only says which kind ("*ore* hearths"), for passages to favour."""
    if shape.wh != "how many" or shape.unit is None:
        return []
    return [
        w
        for i, w in enumerate(low[:-1])
        if i in shape.skip and low[i + 1] == shape.unit and w not in _COMPARATIVES and w not in HOW_ADJECTIVES
    ]


def _how_shape(low: list[str], at: int, entity_words: set[int]) -> _Shape:
    nxt = low[at + 1] if at + 1 < len(low) else ""
    skip = {at, at + 1}
    if nxt not in HOW_ADJECTIVES:
        return _Shape("how", skip=frozenset({at}))
    verb = next(
        (i for i in range(at + 2, len(low)) if low[i] in _DURATION_VERBS and i not in entity_words), None
    )
    if nxt == "long" and verb is not None:
        # "How long did the crossing *take* from Kell?" asks a duration; the verb only says so
        return _Shape("how long", AnswerType.QUANTITY, None, "time", frozenset({at, verb}))
    if nxt not in ("many", "much"):
        return _Shape(f"how {nxt}", AnswerType.QUANTITY, None, HOW_ADJECTIVES[nxt], frozenset({at}))
    i = at + 2
    while i < len(low) and low[i] in _COMPARATIVES:
        skip.add(i)
        i += 1
    if i < len(low) and i not in entity_words and low[i] not in STOPWORDS | AUXILIARIES:
        if nxt == "many" and _compound_count(low, i, entity_words):
            skip.add(i)  # "how many *ore* hearths": the first noun only says which hearths
            i += 1
        family = unit_family_of(low[i]) or MEASURE_NOUNS.get(key(low[i]))
        if nxt == "much" and family is None:
            family = _STUFF_MEASURES.get(low[i])  # "How much *land* was given?" asks an area
        kind = AnswerType.NUMBER if nxt == "many" or family == "people" else AnswerType.QUANTITY
        return _Shape(f"how {nxt}", kind, low[i], family, frozenset(skip | {i}))
    return _Shape(f"how {nxt}", AnswerType.QUANTITY, skip=frozenset(skip))


_OFFICE_OF = re.compile(r"(?:[A-Z][a-z]+ )?(?P<office>[A-Z][a-z]+) of (?:the )?(?=[A-Z])")
"""An office opening a name, with a word qualifying it ("*Honorary Secretary* of the Kell Guild")."""
_OFFICE_ENDINGS = ("er", "or", "man", "ary", "en")
"""Endings of nouns for one holding a post: master, curator, chairman, secretary, warden."""


def _office_split(text: str, span: tuple[int, int], forced: tuple[str, ...]) -> tuple[int, int]:
    """The organization's name in a span that opens with an office held in it ("Warden of the Kell Guild").

    The office is a relation the sentence must state, not part of the name: "Who was the first Warden of
    the Kell Guild?" is answered by "Ann Roe was elected the Guild's first warden", and "the first Honorary
    Secretary of the Kell Guild" by "Its first Honorary Secretary was Ann Roe". Only a name holding a
    word of organizations is split ("Master of the Rolls" stays whole), and never a name the caller forced.
    """
    start, end = span
    found = _OFFICE_OF.match(text, start, end)
    if found is None or text[start:end] in forced:
        return span
    office = found.group("office")
    if key(office) not in ROLE_NOUNS and not office.lower().endswith(_OFFICE_ENDINGS):
        return span
    rest = words(text[found.end() : end])
    if len(rest) < 2 or not any(key(w.text) in ORG_WORDS for w in rest):
        return span
    return found.end(), end


_LEADING_PREPOSITIONS = frozenset("at on in from to near by behind beside opposite".split())
"""Prepositions that may open a question whose wh-word comes later: "*At* the foot of which street ..."."""


def _shape(low: list[str], entity_words: set[int], possessors: frozenset[int] = frozenset()) -> _Shape:
    """The wh-word, answer type and unit of a question's folded words."""
    at = next((i for i, w in enumerate(low[:4]) if w in WH_WORDS), None)
    if at is None and low and low[0] in _LEADING_PREPOSITIONS:
        # "At the foot of which street ...": a place named by a part of the asked thing
        at = next(
            (i for i in range(3, min(len(low), 7)) if low[i] in ("which", "what") and low[i - 1] == "of"),
            None,
        )
    if at is None:
        if low and low[0] in AUXILIARIES:
            return _Shape("yes_no", skip=frozenset({0}))
        if low and low[0] in IMPERATIVES:
            found = _head(low, 1, entity_words, possessors)
            skip = frozenset({0}) | found.skip
            return _Shape("what", found.answer_type, None, found.unit_family, skip, found.head, found.head_at)
        return _Shape("what")
    wh = low[at]
    skip = frozenset(range(at + 1))
    fixed = {"who": AnswerType.PERSON, "whom": AnswerType.PERSON, "whose": AnswerType.PERSON}
    fixed |= {"when": AnswerType.DATE, "where": AnswerType.PLACE, "why": AnswerType.OTHER}
    if wh == "how":
        return _how_shape(low, at, entity_words)
    if wh in fixed:
        return _Shape(wh, fixed[wh], skip=skip)
    nxt = low[at + 1] if at + 1 < len(low) else ""
    if wh == "what" and nxt == "did" and asks_sum_paid(low, at + 1):
        return _Shape(wh, AnswerType.QUANTITY, None, "money", skip=skip)  # "what did the pier cost"
    if wh == "what" and nxt in _BE_FORMS and "paid" in low[at + 3 :]:
        return _Shape(wh, AnswerType.QUANTITY, None, "money", skip=skip)  # "what was the mill boy paid"
    if wh == "what" and nxt in _BE_FORMS and _WORTH in low[at + 2 :]:
        return _Shape(wh, AnswerType.QUANTITY, None, "money", skip=skip)  # "what was the scholarship worth"
    if nxt in AUXILIARIES and nxt not in ("is", "are", "was", "were"):
        return _Shape(wh, skip=skip)  # "what did X build": the object of a verb
    found = _head(low, at + 1, entity_words, possessors)
    direct = nxt not in AUXILIARIES  # "which treaty ...", not "what is the capital of ..."
    head, head_at = (found.head, found.head_at) if direct else (None, None)
    return _Shape(wh, found.answer_type, None, found.unit_family, skip | found.skip, head, head_at)


def _qualifier(core: str, low: list[str], shape: _Shape, spans: list[tuple[int, int]]) -> int | None:
    """The entity span that only narrows the wh-head ("which channel *of the River Ostral*"), if any.

    Such a name says what kind of thing the answer is; a supporting sentence about the question's other
    entities need not repeat it, so it is an optional word, not a required entity.
    """
    if shape.head_at is None or len(spans) < 2:
        return None
    ws = words(core)
    i = shape.head_at + 1
    if i >= len(low) or low[i] != "of":
        return None
    i += 1 if i + 1 < len(low) and low[i + 1] == "the" else 0
    if i + 1 >= len(ws):
        return None
    at = ws[i + 1].start
    return next((n for n, (s, e) in enumerate(spans) if s <= at < e), None)


def _asks_subject(low: list[str], shape: _Shape) -> bool:
    """Whether the wh-phrase is followed by a main verb ("who founded", "which abbey planted")."""
    if shape.wh not in ("who", "what", "which") or shape.wh not in low:
        return False
    after = max(shape.skip | {low.index(shape.wh)}) + 1
    if shape.head and after < len(low) and low[after] == shape.head:
        after += 1
    return after < len(low) and low[after] not in AUXILIARIES and low[after] not in STOPWORDS


def _next_word(low: list[str], word: str) -> str:
    """The word after the first ``word`` in ``low`` ("" when there is none)."""
    at = low.index(word) + 1 if word in low else len(low)
    return low[at] if at < len(low) else ""


def _naming_asked(low: list[str], i: int) -> bool:
    """Whether the word at ``i`` is the verb of "Who *named* the ship?", whose agent is asked, not a name.

    Elsewhere "name", "named" and "called" only say a name is asked ("What is the ship *named*?").
    """
    return i == 1 and low[0] == "who" and low[i] in ("named", "called")


def _used_as_noun(low: list[str], i: int) -> bool:
    """Whether an adjective-like word stands as a noun: "the principal of X", "the first chief of X"."""
    before = low[i - 1] if i > 0 else ""
    return before in _DETERMINERS and i + 1 < len(low) and low[i + 1] == "of"


def _asked_verb(low: list[str], i: int) -> bool:
    """Whether an adjective-like word is the past verb a "who" question asks: "Who *presented* the cup?"."""
    return i > 0 and low[i - 1] == "who" and low[i].endswith("ed")


_NUMBERED_NOUN = re.compile(
    r"\b(?P<name>(?P<noun>[a-z]+) (?P<number>\d{1,3}[a-z]?))"
    r"(?=$|,|['’]s\b| (?:than|and|or|in|at|on|of|to|from|with|for|by|was|is|were|are|have|had|has)\b)"
)


def _numbered_nouns(core: str) -> tuple[str, ...]:
    """Common nouns named by a number ("route 12", "platform 3"): entities a sentence must name too.

    A noun of a verb's shape ("aged 17"), a unit ("12 miles" is the other way round) or a function word
    before a number ("in 12") names nothing.
    """
    found = []
    for m in _NUMBERED_NOUN.finditer(core):
        noun = m.group("noun")
        if noun in STOPWORDS or noun in AUXILIARIES or noun in WH_WORDS or noun.endswith(("ed", "ing", "ly")):
            continue
        if unit_family_of(noun) is not None:
            continue
        found.append(m.group("name"))
    return tuple(found)


def read_fact(
    text: str,
    *,
    entities: tuple[str, ...] = (),
    answer_type: AnswerType | None = None,
    display: str | None = None,
) -> FactQuestion:
    """Read ``text`` as one look-up.

    Args:
        text: a question or a phrase naming the fact.
        entities: forced entities (e.g. a first hop's answer, which may not be capitalized).
        answer_type: overrides the answer type read from the wh-word and head noun.
        display: the question text to record, when ``text`` is only the phrase.
    """
    core = " ".join(text.split()).rstrip(" ?.!")
    if (sourced := _LEADING_SOURCE.match(core)) is not None:
        return _sourced(sourced, entities, answer_type, display or core[:1].upper() + core[1:] + "?")
    return _read_core(core, entities, answer_type, display)


def _read_core(
    core: str, entities: tuple[str, ...], answer_type: AnswerType | None, display: str | None
) -> FactQuestion:
    """``read_fact`` of a question's text, spaces normalized and closing punctuation dropped."""
    ws = words(core)
    low = _phrasal([fold(w.text) for w in ws])
    entities = (*entities, *_numbered_nouns(core))
    spans = [_office_split(core, span, entities) for span in entity_spans(core, entities)]
    entity_words = {i for i, w in enumerate(ws) if any(s <= w.start < e for s, e in spans)}
    possessors = frozenset(i for i, w in enumerate(ws) if w.text.endswith(_POSSESSIVE))
    shape = _shape(low, entity_words, possessors)
    qualifier = _qualifier(core, low, shape, spans)
    if qualifier is not None and core[slice(*spans[qualifier])].strip() in entities:
        qualifier = None  # a forced entity (a first hop's answer) is what the question is about
    described = [*_described(core, spans), *_time_clause(core, ws, low, shape, entity_words)]
    spans = [span for span in spans if not any(s <= span[0] < e for s, e in described)]
    entity_words = {i for i, w in enumerate(ws) if any(s <= w.start < e for s, e in spans)}
    incidental = {i for i, w in enumerate(ws) if any(s <= w.start < e for s, e in described)}
    incidental |= (
        _attributed(low)
        | {i for i, w in enumerate(low) if w in _STANCE_ADVERBS}
        | _held_office(low)
        | _occasion_verb(low, entity_words, shape)
    )
    terms: list[str] = []
    soft: list[str] = []
    unit = shape.unit
    named = len(low) - 1  # "How tall is the tower, *in feet*?": a unit the answer is to be given in
    unit_words = _unit_at_end(low)
    in_unit, in_pair = bool(unit_words), len(unit_words) == 2
    soft.extend(unit_words)
    if unit_words:
        unit = unit or " ".join(unit_words)
    if qualifier is not None:
        q_start, q_end = spans.pop(qualifier)
        soft.extend(fold(w.text) for w in words(core[q_start:q_end]) if fold(w.text) not in STOPWORDS)
    # "the No. 5 machine": its number is no name a sentence must give (a heading may), but a passage giving it
    # is the likelier one to be about that machine
    soft.extend(sorted(designated_numbers(core), key=int))
    soft.extend(_count_modifiers(low, shape))
    for i, w in enumerate(low):
        k = key(w)
        if w == "only" and i + 1 < len(low) and i > 0 and low[i - 1] == "the":
            terms.append(w)  # "the *only* town on Skerra" picks one town out: a sentence must say so
            continue
        if in_unit and (i == named or (in_pair and i == named - 1)):
            continue
        function = (w in STOPWORDS or w in AUXILIARIES) and not _owned_noun(low, i, possessors)
        if i in entity_words or i in shape.skip or function or w in WH_WORDS:
            continue
        if (k in GENERIC_NOUNS and not _naming_asked(low, i)) or not w.isalpha():
            continue
        if i > 0 and low[i - 1] == "how" and w in HOW_ADJECTIVES:
            if w not in ("many", "much"):
                soft.append(w)
            continue
        category = k in CATEGORY_TYPES and k not in RELATIONAL_NOUNS
        after = low[i + 1] if i + 1 < len(low) else ""
        optional = (k in _MOTION_VERBS and after in _PATHS) or (w in _COUNT_NOUNS and after == "of")
        optional = optional or (
            _endpoint(low, i) is not None and (shape.wh == "where" or shape.answer_type is AnswerType.PLACE)
        )
        optional = optional or (w in _CRAFTS and i > 0 and low[i - 1] in ("his", "her", "their", "its"))
        optional = optional or (k in _LIGHT_VERBS and _has_event_object(low, i, entity_words))
        # "was *work on* the pier begun": the noun only carries the beginning of the pier itself
        optional = optional or (w == "work" and low[i + 1 : i + 2] == ["on"] and _begun_later(low, i))
        # "when he *started work* at the mill": the work is what starting there is, no word a text need say
        optional = optional or (w == "work" and i > 0 and low[i - 1] in _STARTING)
        optional = optional or (k in _SERVING and after == "as")
        optional = optional or (k in _ORIGIN_VERBS and "from" in (low[0], after))
        optional = optional or (k in _LYING and _asks_place(low, shape))
        sum_asked = shape.answer_type in (AnswerType.QUANTITY, AnswerType.NUMBER)
        optional = optional or (k in _CONSENTING and after == "to" and sum_asked)
        # a description that only says which one is meant, which a sentence need not repeat
        optional = optional or i in incidental
        # "the *asteroid* 2210 Hallowmere": a kind noun right before a name only says what the name is.
        optional = optional or (i + 1 in entity_words and i > 0 and low[i - 1] in ("the", "a", "an"))
        optional = optional or i in _kind_nouns(low, entity_words)
        optional = optional or (_firm_kind(low, i, shape.head) and bool(contract_words(core)))
        # "which *building* firm": a modifier of the asked noun says what kind of firm, no relation
        optional = optional or (w.endswith("ing") and shape.head_at == i + 1)
        # "the Chapel Terrace *building*", "the Holt *works*" is a thing, not the verb its stem shares
        optional = optional or (
            w in ("building", "buildings") and i > 0 and (i - 1 in entity_words or low[i - 1] in _DETERMINERS)
        )
        optional = optional or _structure_noun(low, i, entity_words)
        # "the nominal capital *at its incorporation*" says when the sum stood, which a minute naming the
        # capital under its heading "Incorporation" need not say again
        optional = optional or (
            k in _INCORPORATION
            and any(_capital_sum(low, j, owned=j - 1 in possessors) for j in range(len(low)))
        )
        if k in SOFT_WORDS and (_used_as_noun(low, i) or _asked_verb(low, i)):
            # "the first *principal* of the college" names an office, not a degree; "Who *presented* the
            # cup?" asks the one who presented it, not the present one
            terms.append(w)
        elif k in SOFT_WORDS or category or optional or w == shape.unit or w == shape.head:
            soft.append(w)
        else:
            terms.append(w)
    found = tuple(dict.fromkeys(core[s:e].strip() for s, e in spans))
    wanted = answer_type or shape.answer_type
    definition = shape.wh in ("who", "what") and not terms and found and not shape.head
    if answer_type is None and definition and len(ws) - len(entity_words) <= 3:
        wanted = AnswerType.OTHER  # "Who was Oskar Lind?": a description, not a name
    family = _money_rate(shape.unit_family, core)
    wanted, family = _sum_noun_type(answer_type, wanted, family, core)
    if answer_type is None and wanted is AnswerType.OTHER and in_unit and not shape.head:
        wanted, family = _in_unit_type(unit)
    return FactQuestion(
        subject=_asks_subject(low, shape),
        text=display or core[:1].upper() + core[1:] + "?",
        wh=shape.wh,
        answer_type=wanted,
        entities=found,
        terms=tuple(dict.fromkeys(terms)),
        soft_terms=tuple(dict.fromkeys(soft)),
        unit=unit,
        unit_family=family,
        head=shape.head,
        recurring=shape.wh == "when" and _next_word(low, "when") in _PRESENT,
        preposition=_preposition(low, shape),
    )


def _sum_noun_type(
    forced: AnswerType | None, wanted: AnswerType, family: str | None, core: str
) -> tuple[AnswerType, str | None]:
    """``wanted`` and ``family``, or a sum's type where the question asks one by its noun, unless ``forced``.

    "What was the final account for the shed?" asks a sum of money, though "account" names no measure.
    """
    if forced is None and wanted is AnswerType.OTHER and SUM_NOUN_ASKED.match(core.lower()):
        return AnswerType.QUANTITY, "money"
    return wanted, family


_MONEY_RATE = re.compile(
    r"\b(?:rate|share|proportion)\s+in\s+the\s+pound\b"
    r"|\brate\s+of\s+(?:pay|wages?|salary|hire|rent)\b|\brate\s+paid\b|\bpiece[\s-]*rates?\b"
)
"""A rate asked "in the pound" (so many pence or shillings of each pound), a rate of pay ("the weekly *rate
of pay* for a tuner", "32s.") or a piece-rate ("3s. 9d. the dozen"): a sum of money."""


def _money_rate(family: str | None, question: str) -> str | None:
    """The unit family of a rate the question asks "in the pound", or of pay: money, not a percentage.

    "What rate in the pound did the board levy?" is answered "7d.", so many pence of each pound.
    """
    return "money" if family == "percent" and _MONEY_RATE.search(question.lower()) else family


_APPOSED = re.compile(
    r",\s+(?:(?P<article>the|a|an|then|later|once)\s+)?(?P<noun>[a-z][a-z'’-]*)\b[^,?]*(?P<close>,\s+\S|\s*$)"
)
"""A description set between commas after a name: "Ann Roe*, keeper of the toll house,* was born ...", or
closing the question after an article: "How large was Kell Farm*, the founder's endowment*?" (where "Kell
Farm, born?" closes with a verb)."""
_ARTICLES = frozenset({"the", "a", "an"})
_OWNERS = frozenset({"his", "her", "its", "their"})
_OWNED_NOUNS = frozenset({"will"})
"""Words that are modal verbs elsewhere but nouns after an owner: "Ralph Mossford's *will*", "his *will*"."""


def _owned_noun(low: list[str], i: int, possessors: frozenset[int]) -> bool:
    """Whether the word at ``i`` is a noun its owner names ("Mossford's *will*"), though a verb elsewhere."""
    return low[i] in _OWNED_NOUNS and i > 0 and (low[i - 1] in _OWNERS or i - 1 in possessors)


_NOT_DESCRIPTIONS = STOPWORDS | AUXILIARIES | WH_WORDS | {"then", "later", "respectively"}


def _described(core: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The descriptions the question sets in apposition to a name ("Ann Roe, *keeper of the toll house*,").

    Such a description only says which Ann Roe is meant: the sentence that states her birthplace need not
    repeat her trade, so its words (and a name inside it) are optional. A name opening the question and a
    year are no subjects described so ("In 1890, who ...").
    """
    found = []
    for start, end in spans:
        if not core[start : start + 1].isupper():
            continue
        match = _APPOSED.match(core, end)
        if match is None or match.group("noun") in _NOT_DESCRIPTIONS:
            continue
        if not match.group("close").startswith(",") and match.group("article") not in _ARTICLES:
            continue
        if start == 0 or re.fullmatch(r"\d{4}", core[start:end]):
            continue
        found.append((match.start("noun"), match.start("close")))
    return found


_KIND_WORDS = 2
"""How many words a kind before a name may take: "the *steam drifter* Bonny Lass"."""


_STANCE_ADVERBS = frozenset({"actually", "really", "truly"})
"""Adverbs that only insist on the fact ("How many did it *actually* have?"), which no sentence repeats."""


_LEADING_SOURCE = re.compile(r"^according to (?P<source>[^,?]+),\s*(?P<rest>\S.*)$", re.IGNORECASE)
"""A question opening with where its fact is told: "*According to the report,* how many men ...?"."""


def _sourced(
    sourced: re.Match[str], entities: tuple[str, ...], answer_type: AnswerType | None, display: str
) -> FactQuestion:
    """The question after its opening "according to" phrase, whose words only raise a sentence's score.

    A name or year in the phrase stays an entity a sentence must name ("According to the 1877 list").
    """
    source = sourced.group("source")
    named = read_fact(f"What is {source}?").entities
    fact = read_fact(sourced.group("rest"), entities=entities, answer_type=answer_type, display=display)
    named_words = {fold(w.text) for name in named for w in words(name)}
    extra = [fold(w.text) for w in words(source) if fold(w.text) not in STOPWORDS | named_words]
    return replace(
        fact,
        entities=tuple(dict.fromkeys((*fact.entities, *named))),
        soft_terms=tuple(dict.fromkeys((*fact.soft_terms, *extra))),
    )


def _attributed(low: list[str]) -> set[int]:
    """The words of an "according to" phrase, which names where the fact is told, not the fact.

    "What did the pier cost, *according to the engineer's account*?" is answered by the account's "the cost
    amounts to £900"; a name or year in the phrase stays an entity a sentence must name.
    """
    at = next((i for i in range(len(low) - 1) if low[i] == "according" and low[i + 1] == "to"), None)
    if at is None:
        return set()
    end = next((i for i in range(at + 2, len(low)) if low[i] in _CLAUSE_BREAKS), len(low))
    return set(range(at, end))


def _occasion_verb(low: list[str], entity_words: set[int], shape: _Shape) -> set[int]:
    """The verb of a closing "when" clause of a named subject, which only dates the asked deed.

    "Who took over the secretaryship *when Ann Roe retired*?" is answered by "She was succeeded in the
    secretaryship by ...", in a passage telling of her retirement a sentence before: the clause says when,
    and its subject, a name, stays an entity a sentence must be about.
    """
    if shape.wh not in ("who", "whom") or len(low) < 4 or len(low) - 1 in entity_words:
        return set()
    at = len(low) - 2
    while at > 0 and at in entity_words:
        at -= 1
    named = at < len(low) - 2
    return {len(low) - 1} if named and low[at] == "when" and at > 2 else set()


_TIME_CLAUSE_OPENERS = frozenset({"when", "before", "after", "while"})
_CLAUSE_SUBJECTS = frozenset({"he", "she"})
"""A person the clause is of, whose own deed only dates the asked one; "when it opened" or "after the fire"
picks one occasion of several, which a sentence must name."""


def _time_clause(
    core: str, ws: list[Word], low: list[str], shape: _Shape, entity_words: set[int]
) -> list[tuple[int, int]]:
    """The span of a closing clause of a person's own deed, which only says when the asked thing was.

    "What salary was Ann Roe given *when she was appointed librarian*?" is answered by "Ann Roe was given a
    salary of £60 a year", and "From which port had the Quillet sailed *before she struck the Varrowdene
    Ledge*?" by "The Quillet had sailed from Pelbury on Wednesday": neither sentence repeats the clause. Not
    where the rest says nothing of its own ("How many votes did Ann Roe *get* when she was elected?"): the
    clause's deed is then what the answer is of.
    """
    if shape.wh in ("when", "who", "whom") or shape.answer_type in (AnswerType.DATE, AnswerType.PERSON):
        return []
    for at in range(3, len(low) - 2):
        if low[at] in _TIME_CLAUSE_OPENERS and low[at + 1] in _CLAUSE_SUBJECTS:
            said = [
                w
                for i, w in enumerate(low[:at])
                if i not in entity_words
                and (i == 0 or low[i - 1] != "how")
                and w not in STOPWORDS
                and w not in AUXILIARIES
                and w not in WH_WORDS
                and w not in _EMPTY_VERBS
                and w not in (shape.unit, shape.head)
            ]
            return [(ws[at].start, len(core))] if said else []
    return []


_EMPTY_VERBS = frozenset({"get", "gets", "got", "have", "has", "had"})
"""Verbs that say nothing of what was done: "How many votes did she *get*?"."""


_CLAUSE_BREAKS = frozenset(WH_WORDS | {"and", "but", "did", "was", "were", "is", "are"})


def _firm_kind(low: list[str], i: int, head: str | None) -> bool:
    """Whether the word at ``i`` says what kind of body the asked one is: "which firm *of builders*".

    "Which firm of builders won the contract?" asks for a firm; that its trade is building is said by its
    name or its description ("Messrs Roe & Hale, builders"), which the sentence stating the contract may
    leave out. Only where the question's contract phrase carries the relation: in "Which firm of builders
    put up the hall?" the trade is what says the firm built it.
    """
    return (
        head is not None
        and i > 1
        and low[i - 1] == "of"
        and low[i - 2] == head
        and CATEGORY_TYPES.get(key(head)) == "organization"
    )


def _kind_nouns(low: list[str], entity_words: set[int]) -> set[int]:
    """The words naming what kind of thing the next name is, past a lone word after an article.

    The kind follows an article, or a place's name after one ("the Kell *lifeboat* Ann Roe", "the Kell
    *steam drifter* Ann Roe"); a sentence about the named thing need not say what kind it is. A word of a
    relation or of a verb's shape is no kind: "did the Kell Company *buy* Orr Mill" asks the buying.
    """
    found: set[int] = set()
    for i in range(1, len(low)):
        if i not in entity_words or i - 1 in entity_words:
            continue
        kind: list[int] = []
        j = i - 1
        while j > 0 and len(kind) < _KIND_WORDS and j not in entity_words and _kind_word(low[j]):
            kind.append(j)
            j -= 1
        if not kind or j < 0:
            continue
        if low[j] in ("the", "a", "an"):
            found.update(kind)
        elif j in entity_words:
            start = j
            while start - 1 in entity_words:
                start -= 1
            if start > 0 and low[start - 1] == "the":
                found.update(kind)
    return found


def _kind_word(w: str) -> bool:
    """Whether ``w`` may name a kind of thing: a plain word, no function word, verb or relation's word."""
    if not w.isalpha() or w in STOPWORDS or w in AUXILIARIES or w in WH_WORDS:
        return False
    return not w.endswith(("ed", "ing")) and not relations_of(key(w))


def _phrasal(low: list[str]) -> list[str]:
    """The question's words with a phrasal verb read as the verb it means.

    "Who *took over* from Ann Lisle?" asks who succeeded her ("over" is a function word the terms leave out);
    "When was the board *set up*?" asks when it was founded; "Which firm *put up* the hall?" who built it,
    as does "When was the pavilion put up?", where "who put up the money" builds nothing (and "the stand put
    up on the common" only says which stand);
    "When did the mill *catch fire*?" and "When did fire *strike* the mill?" ask when it burned; "Who *took
    the chair*?" who chaired.
    """
    return [
        "succeeded"
        if key(w) == _TAKE and low[i + 1 : i + 2] == ["over"]
        else "chaired"
        if key(w) == _TAKE and low[i + 1 : i + 3] == ["the", "chair"]
        else "founded"
        if key(w) == _SET and low[i + 1 : i + 2] == ["up"]
        else "built"
        if key(w) == _PUT
        and low[i + 1 : i + 2] == ["up"]
        and (
            (low[i + 2 : i + 3] != [] and low[i + 2] in _DETERMINERS and not _FUNDS & set(low[i + 2 : i + 4]))
            or (_asks_when_done(low) and not _FUNDS & set(low[:i]))
        )
        else "burned"
        if (key(w) in _CATCH and low[i + 1 : i + 2] == ["fire"])
        or (key(w) in _STRIKE and low[i - 1 : i] == ["fire"])
        else w
        for i, w in enumerate(low)
    ]


_WHEN_OPENINGS = (["when"], ["in", "what", "year"], ["in", "which", "year"])


def _asks_when_done(low: list[str]) -> bool:
    """Whether the question opens "When was ..." or "In what year were ...": its passive verb is the event.

    "In what year was the pavilion *put up*?" asks when it was built, where "Who designed the stand put up on
    the common?" only says which stand.
    """
    return any(low[: len(o)] == o and low[len(o) : len(o) + 1] in (["was"], ["were"]) for o in _WHEN_OPENINGS)


_HOLD = frozenset({"hold", "holds", "held"})
_POSTS = frozenset({"office", "post", "position"})


def _held_office(low: list[str]) -> set[int]:
    """Where the question says "held the office of" before the office it asks of: those words ask no more.

    "Who held the office of clerk in 1863?" asks who was clerk; a list of clerks says neither "held" nor
    "office".
    """
    return {
        j
        for i in range(len(low) - 3)
        if low[i] in _HOLD and low[i + 1] == "the" and low[i + 2] in _POSTS and low[i + 3] == "of"
        for j in (i, i + 2)
    }


def _unit_at_end(low: list[str]) -> list[str]:
    """The words of a unit the question ends by naming ("in feet", "in *square miles*"), if it does.

    A unit of two words ("in *million gallons*") is named by its last word.
    """
    named = len(low) - 1
    if named >= 2 and low[named - 2] == "in" and len(units_in(" ".join(low[named - 1 :]))) == 1:
        if unit_name(low[named]) is not None:
            return low[named - 1 :]
    if named >= 1 and low[named - 1] == "in" and unit_name(low[named]) is not None:
        return low[named:]
    return []


def _in_unit_type(unit: str | None) -> tuple[AnswerType, str | None]:
    """What "What does the bell weigh *in hundredweight*?" asks for: a quantity of the unit's family."""
    family = unit_family_of(unit or "")
    return (AnswerType.NUMBER if family in (None, "people") else AnswerType.QUANTITY), family


def _preposition(low: list[str], shape: _Shape) -> str | None:
    """The path preposition the answer follows: the question's opening one, or a route's end ("end" → to)."""
    opening = low[0] if low else ""
    if opening in _PATH_PREPOSITIONS and _next_word(low, opening) in WH_WORDS:
        return opening
    if shape.wh == "where" or shape.answer_type is AnswerType.PLACE:
        return next((end for i in range(len(low)) if (end := _endpoint(low, i)) is not None), None)
    return None
