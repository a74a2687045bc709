"""Arithmetic questions: the operation they ask for and the numeric look-ups (operands) it needs.

Each detector reads the surface of an English question with a few explicit patterns ("how many more ...
than ...", "the combined ...", "by what percentage did ... grow between ... and ...") and returns the
operation, a constant (a percentage) and the operands, or ``None`` when the pattern does not apply.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .._text import STOPWORDS
from ._durations import duration
from ._events import born, death_named, event, event_question, pronoun_named, resolved_pronoun, years_after
from ._exceed import exceeding
from ._fact import NUMERIC_TYPES, AnswerType, FactQuestion, read_fact
from ._lexicon import AUXILIARIES, MEASURE_NOUNS, YEAR_WORD, key, relations_of, unit_family_of
from ._operations import Arithmetic, Operation
from ._years_apart import ordinal_pair, singular, years_apart

__all__ = ["Arithmetic", "Operation", "arithmetic"]


_BASE_ADJECTIVES = {
    "taller": "tall",
    "higher": "high",
    "longer": "long",
    "larger": "large",
    "bigger": "big",
    "older": "old",
    "deeper": "deep",
    "wider": "wide",
    "heavier": "heavy",
    "greater": "great",
    "smaller": "small",
    "shorter": "short",
    "younger": "young",
    "lower": "low",
    "farther": "far",
    "further": "far",
    "earlier": "early",
    "later": "late",
    "hotter": "hot",
    "colder": "cold",
}
_UNIT_AT_END = re.compile(r",?\s+in\s+(?P<unit>[a-z]+(?:\s+[a-z]+)?)\s*\??$")
"""A unit named after the last side of a comparison, which asks both sides in it."""
_UNIT_COMPARATIVES = sorted({*_BASE_ADJECTIVES, "more", "fewer", "less"})
_PERCENT_OF = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+of\s+(?P<rest>.+)$", re.IGNORECASE
)
_PERCENTAGE = re.compile(
    r"\bwhat\s+(?:percentage|percent|proportion|share)\s+of\s+(?P<whole>.+?)\s+"
    r"(?P<verb>is|are|was|were|lives?|lived|comes?|came|works?|worked)\s+(?P<part>.+)$",
    re.IGNORECASE,
)
_COMPARATIVE = re.compile(
    r"^how\s+(?:(?:many|much)\s+(?P<times>times\s+)?(?:more|fewer|less)\b|much\s+(?P<adj>\w+er)\b"
    rf"|many\s+times\s+(?P<tadj>\w+er)\b|many\s+(?P<unit>\w+)\s+(?P<uadj>{'|'.join(_UNIT_COMPARATIVES)})\b)",
    re.IGNORECASE,
)
_YEARS_LEAD = r"^how\s+(?:many\s+years|long)\s+(?:(?:passed|elapsed|went\s+by|were\s+there|was\s+it|lay)\s+)?"
_YEARS_BETWEEN = re.compile(
    rf"{_YEARS_LEAD}(?:(?P<between>between)|from)\s+(?P<a>.+?)\s+(?(between)and|(?:and|to|until|till))\s+(?P<b>.+)$",
    re.IGNORECASE,
)
"""The two events of a span: "between" ends its first at "and" ("between the lease of the shop *to* A and
the closing"), "from" at "to", "until" or "and"."""
_YEARS_LOOSE = re.compile(
    rf"{_YEARS_LEAD}(?:between|from)\s+(?P<a>.+?)\s+(?:and|to|until|till)\s+(?P<b>.+)$", re.IGNORECASE
)
"""A span asked loosely ("between 1850 to 1860"), read when no "and" follows "between"."""
_AGE_WHEN = re.compile(r"^how\s+old\s+was\s+(?P<a>.+?)\s+when\s+(?P<b>.+)$", re.IGNORECASE)
_DIFFERENCE = re.compile(
    r"\bdifference\s+(?:in\s+(?P<m>.+?)\s+)?between\s+(?P<a>.+?)\s+and\s+(?P<b>.+)$", re.IGNORECASE
)
_RATIO = re.compile(
    r"\bratio\s+(?:of\s+)?(?:(?P<m>.+?)\s+)?(?:of|between)\s+(?P<a>.+?)\s+(?:to|and)\s+(?P<b>.+)$", re.I
)
_SUM_CUES = re.compile(
    r"\bsum\s+of\s+(?:the\s+)?"
    r"|\b(?:combined|total|together|altogether|in\s+all|in\s+total|between\s+them)\b",
    re.IGNORECASE,
)
_EACH_PRONOUN = re.compile(r"\b(?P<pronoun>they|them|their)\b")
"""A pronoun for the things summed ("when *they* opened"), which each operand asks of its one thing."""
_SINGULAR = {"they": "it", "them": "it", "their": "its"}
_TEMPORAL = re.compile(
    r"\b(?:(?:in|by|around)\s+)?(?:1\d{3}|20\d{2})\b|\b(?:today|now|nowadays|currently|at\s+present)\b",
    re.IGNORECASE,
)
_CHANGE_VERB = (
    r"(?P<verb>grow|grew|increas|rise|rose|risen|fall|fell|decreas|declin|drop|shrink|shrank|chang)\w*"
)
_SPAN = r"(?:between|from)\s+(?P<a>.+?)\s+(?:and|to|until|till)\s+(?P<b>.+)$"
_CHANGE_BY = re.compile(
    r"^by\s+(?:what|how\s+many|how\s+much)\s*(?P<pct>percentage|percent|per\s+cent|%)?(?:\s+points?)?"
    r"(?:\s+(?!(?:did|does|do|has|have|had)\b)\w+)?\s+"
    rf"(?:did|does|do|has|have|had)\s+(?P<what>.+?)\s+{_CHANGE_VERB}\s+{_SPAN}",
    re.IGNORECASE,
)
_CHANGE_HOW_MUCH = re.compile(
    rf"^how\s+much\s+(?:did|does|do|has|have|had)\s+(?P<what>.+?)\s+{_CHANGE_VERB}\s+{_SPAN}", re.IGNORECASE
)
_CHANGE_NOUN = re.compile(
    r"^what\s+(?:was|is|were)\s+the\s+(?P<pct>percentage\s+|percent\s+)?"
    rf"{_CHANGE_VERB}\s+(?:in|of)\s+(?P<what>.+?)\s+{_SPAN}",
    re.IGNORECASE,
)
_DECREASES = ("fall", "fell", "decreas", "declin", "drop", "shrink", "shrank")
_AVERAGE_CUES = re.compile(r"\b(?:average|mean)\b", re.IGNORECASE)
_LEAD = re.compile(r"^(?:(?:in|on|at|from|by|for|of)\s+)?(?:(?:the|a|an)\s+)?", re.IGNORECASE)


_MONEY_GROUPS = frozenset({"give", "cost", "buy", "leave"})
"""Relations whose amount is money: "how many *pounds* did A give" counts pounds sterling, not weight."""
_MONEY_WORDS = frozenset(key(w) for w in "raise raised spend spent earn earned subscribe subscribed".split())


def _numeric(fact: FactQuestion) -> FactQuestion:
    if fact.unit is not None and unit_family_of(fact.unit) == "mass" and fact.unit_family != "money":
        given = [key(t) for t in fact.terms + fact.soft_terms]
        if any(k in _MONEY_WORDS or _MONEY_GROUPS.intersection(relations_of(k)) for k in given):
            fact = replace(fact, unit_family="money")  # "pounds" names both a weight and a sum of money
    if fact.answer_type in NUMERIC_TYPES:
        return fact
    return FactQuestion(
        fact.text,
        fact.wh,
        AnswerType.NUMBER,
        fact.entities,
        fact.terms,
        fact.soft_terms,
        fact.unit,
        fact.unit_family,
    )


def _measure_of(phrase: str, measure: FactQuestion | None) -> FactQuestion:
    """The operand "what is <phrase>", inheriting the measure terms of a sibling when it names none."""
    phrase = phrase.strip(" ?")
    fact = read_fact(f"What is {phrase}")
    if not fact.terms and measure is not None and fact.entities:
        words_ = " ".join(measure.terms + measure.soft_terms)
        fact = read_fact(f"What is the {words_} of {_LEAD.sub('', phrase)}", entities=fact.entities)
    return _numeric(fact)


_ORDINALS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth last".split())


def _comparative(text: str) -> Arithmetic | None:
    match = _COMPARATIVE.match(text)
    if match is None or " than " not in text.lower():
        return None
    cut = text.lower().rindex(" than ")
    left, right = text[:cut], text[cut + 6 :]
    unit = _UNIT_AT_END.search(right)
    if unit is not None and unit_family_of(unit.group("unit").split()[-1]) is not None:
        right = right[: unit.start()]  # "... than the Old Cedar, in metres": both sides in metres
        left = f"{left.rstrip(' ,')}, in {unit.group('unit')}"
    b_entities = _hyphen_joined(right, read_fact(right).entities)
    adjective = (match.group("adj") or match.group("tadj") or match.group("uadj") or "").lower()
    clean = _uncompared(left, match, adjective)
    operation = Operation.RATIO if (match.group("times") or match.group("tadj")) else Operation.DIFFERENCE
    if not b_entities and _TEMPORAL.search(right) is None:
        return (
            _at_other_time(operation, clean, right)
            or _one_of_kind(operation, clean, right)
            or _against_phrase(operation, clean, right, adjective)
        )
    if all(_TEMPORAL.fullmatch(e) for e in b_entities):
        return _across_times(operation, clean, right)  # "... in 1912 than in 1890": two times, one entity
    a_entities = [e for e in _hyphen_joined(clean, read_fact(clean).entities) if e not in b_entities]
    if not a_entities:
        return _same_kind(operation, clean, right, adjective) or _described_against_named(
            operation, clean, right, adjective
        )
    timeless = [e for e in b_entities if not _TEMPORAL.fullmatch(e)]
    a = a_entities[0]
    b = timeless[0] if timeless and not _TEMPORAL.fullmatch(a) else b_entities[0]
    qualified_a, qualified_b = _qualified(clean, a, a_entities), _qualified(right, b, b_entities)
    if qualified_a != a or qualified_b != b:  # "St Mary, Fordham ... than St Peter, Halse"
        a, b = qualified_a, qualified_b
    a_words = a.split()
    if b.lower() in _ORDINALS and len(a_words) > 1 and a_words[0].lower() in _ORDINALS:
        b = " ".join([b, *a_words[1:]])  # "the Second X ... than the First": the First X
    if adjective in ("older", "younger"):
        return operation, None, (born(a), born(b))
    shared = _TEMPORAL.search(right)
    if shared is not None and _TEMPORAL.search(clean) is None:
        # "How many more X did A have than B in 2020?": the time closing the question is both sides'
        clean = f"{clean.rstrip(' ?,')} {_in_time(shared.group())}"
    first = _numeric(read_fact(clean))
    other = _own_verb_side(clean, a, b, right) or _other_side(clean, a, b, right)
    second = _numeric(read_fact(_without_own_state(other, b)))
    return operation, None, (first, second)


_MADE = (
    r"(?:built|rebuilt|erected|raised|completed|heightened|enlarged|extended|lengthened|widened|installed)"
)
_IN_YEAR = r"\s+in\s+(?:1\d{3}|20\d{2})"
_OWN_STATE = re.compile(
    rf"(?P<head>(?:\s+[a-z][\w-]*)?)(?P<state>,\s+as\s+(?:[a-z]+\s+)?{_MADE}(?:{_IN_YEAR})?,|\s+{_MADE}{_IN_YEAR})"
)
"""A state of the first side written right after it: "the East Mole*, as built,*", "the Kell chimney *built
in 1881*"."""


def _without_own_state(other: str, b: str) -> str:
    """The other side's look-up without the state of the first side it was copied with.

    "How much longer is the East Mole, as built, than the West Mole?" asks the East Mole's length as built
    against the West Mole's: "as built" tells which of the first side's figures is meant, and no text says
    the West Mole was built to it.
    """
    at = other.find(b)
    if at < 0:
        return other
    state = _OWN_STATE.match(other, at + len(b))
    if state is None:
        return other
    return other[: state.start("state")] + other[state.end("state") :]


_DO_BEFORE = r"\b(?:did|does|do)\s+(?:the\s+)?"


def _own_verb_side(clean: str, a: str, b: str, right: str) -> str | None:
    """The other side asked with its own verb, when it has one: "than B *pledged towards the hall*".

    "How much more money did A leave to the town than B pledged towards the hall?" asks "How much money had
    B pledged towards the hall?", not what B left to the town.
    """
    own = re.match(rf"\s*(?:the\s+)?{re.escape(b)}\s+(?P<verb>[a-z]+ed)\b(?P<rest>.*)$", right)
    asked = re.search(rf"{_DO_BEFORE}{re.escape(a)}\b", clean)
    if own is None or asked is None:
        return None
    return f"{clean[: asked.start()]}had {b} {own.group('verb')}{own.group('rest').rstrip(' ?')}?"


_HYPHENED = re.compile(r"(?:-[\w'’]+)+")
"""Words joined to a name by hyphens: "St Giles*-without-the-Walls*", "Stoke*-on-Tern*"."""


def _hyphen_joined(text: str, entities: Sequence[str]) -> tuple[str, ...]:
    """``entities`` with a name written on through hyphens taken whole, and the pieces it holds dropped.

    "St Giles-without-the-Walls" is one name, not "St Giles" and "Walls": a side named so is not the
    other side's "St Giles".
    """
    whole: list[str] = []
    for entity in entities:
        at = text.find(entity)
        joined = _HYPHENED.match(text, at + len(entity)) if at >= 0 else None
        name = entity if joined is None else text[at : joined.end()]
        if not any(entity in w for w in whole):
            whole.append(name)
    return tuple(whole)


_PART_OF = re.compile(r"^the\s+(?P<part>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+of\s+\S")
"""A side named as a part of a thing: "*the tower of* St John's"."""


def _other_side(clean: str, a: str, b: str, right: str) -> str:
    """The first side's look-up asked of the other side: ``b`` in ``a``'s place, or its whole part.

    "How much taller is the spire of St Mary's than *the tower of* St John's?" asks of St John's tower, not
    its spire: a part the other side names takes the place of the first side's part.
    """
    side = right.strip(" ?,")
    part = _PART_OF.match(side)
    if part is not None and b in side:
        compared, _ = _compared_phrase(clean, a)
        if compared != a and _PART_OF.match(compared) is not None:
            return clean.replace(compared, side[: side.index(b) + len(b)], 1)
    described = _DESCRIBED_SIDE.match(side)
    phrase = described.group("phrase") if described is not None else ""
    tail = phrase[phrase.find(b) + len(b) :] if b in phrase else ""
    lead = phrase[: phrase.find(b)] if b in phrase else ""
    if lead.strip().lower() not in ("", "the") and f"{lead}{a}" in clean:
        return clean.replace(f"{lead}{a}", f"{lead}{b}", 1)  # "the outrun at A than *the outrun at* B"
    if b in phrase and phrase != f"the {b}" and not (tail and f"{a}{tail}" in clean):
        # "than *the building at 14 Salter Row*", "than *the Kell all-weather boat* in 2023": the whole phrase
        compared, _ = _compared_phrase(clean, a)
        if _PART_OF.match(compared) is None:
            return clean.replace(compared, phrase, 1)
    if re.fullmatch(rf"{re.escape(b)}['’]s(?:\s+[a-z][\w-]*){{1,3}}", side):
        # "than *Roe's theatre*": the thing Roe owns, not Roe
        compared, _ = _compared_phrase(clean, a)
        if _PART_OF.match(compared) is None:
            return clean.replace(compared, side, 1)
    kind = re.fullmatch(rf"(?:[a-z]+\s+)?(?P<phrase>the\s+(?P<kind>[a-z][\w-]*)\s+{re.escape(b)})", side)
    kinded = re.search(rf"\bthe\s+(?P<kind>[a-z][\w-]*)\s+{re.escape(a)}\b", clean)
    if kind is not None and kinded is not None and kind.group("kind") not in STOPWORDS:
        # "saved from the tanker A than from *the steamer B*": B is a steamer, not a tanker
        return f"{clean[: kinded.start()]}{kind.group('phrase')}{clean[kinded.end() :]}"
    return clean.replace(a, b, 1)


_DESCRIBED_SIDE = re.compile(
    r"^(?P<phrase>the\s+(?:[a-z][\w-]*\s+(?:at|in|on|near)\s+[\w'’ -]+?"
    r"|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?:\s+[a-z][\w-]*){1,3}))"
    r"(?:\s+in\s+(?:1\d{3}|20\d{2}))?$"
)
"""The other side as a described thing a name is only part of: "the building at 14 Salter Row", "the Kell
all-weather boat" (with the time that closes the question left to it)."""


_ONE_OF_KIND = re.compile(r"^the\s+(?P<adj>[a-z][\w-]*)\s+(?P<head>[a-z][\w-]*)$")
"""The other side named by a describing word and "one" or the first side's noun: "than *the old one*",
"than *the old tower*"."""


def _one_of_kind(operation: Operation, clean: str, right: str) -> Arithmetic | None:
    """A thing compared with another of its kind told apart by one word: "the new hospital than the old one".

    The other side's look-up is the first side's with the describing word swapped ("the old hospital"), and
    each side must state its own describing word, the one thing telling the two apart.
    """
    other = _ONE_OF_KIND.match(right.strip(" ?,"))
    if other is None:
        return None
    head = other.group("head")
    noun = r"(?=[a-z])" if head == "one" else rf"(?={re.escape(head)}\b)"
    first = re.search(rf"\bthe\s+(?P<adj>[a-z][\w-]*)\s+{noun}", clean)
    if first is None or first.group("adj") == other.group("adj"):
        return None
    swapped = clean[: first.start("adj")] + other.group("adj") + clean[first.end("adj") :]
    sides = ((clean, first.group("adj")), (swapped, other.group("adj")))
    return operation, None, tuple(_numeric(_stating(read_fact(text), word)) for text, word in sides)


def _stating(fact: FactQuestion, word: str) -> FactQuestion:
    """``fact`` with ``word`` a term a sentence must state, not only one raising its score."""
    soft = tuple(t for t in fact.soft_terms if t != word)
    terms = fact.terms if word in fact.terms else (*fact.terms, word)
    return replace(fact, terms=terms, soft_terms=soft)


_PRONOUN_SUBJECT = re.compile(r"\s*(?:it|they)\b", re.IGNORECASE)
"""An event clause whose subject is a pronoun: "*it* close", "*it* freed of tolls"."""


def _pronoun_of(later: str, earlier: str) -> str:
    """The later event of an interval with its pronoun named by the earlier one's name, if it has one.

    "between the opening of the Arden Mill and *its* closure" asks of the Arden Mill's closure.
    """
    names = [e for e in read_fact(earlier).entities if not _TEMPORAL.fullmatch(e)]
    if not names:
        return later
    written = re.search(rf"\b(?:the\s+)?{re.escape(names[0])}", earlier)
    return pronoun_named(later, written.group() if written is not None else names[0])


def _in_time(when: str) -> str:
    """A time phrase as a question closes on it: a bare year is "in <year>" ("2020" → "in 2020")."""
    return f"in {when}" if YEAR_WORD.fullmatch(when) else when


_BRACKETED = re.compile(r"\s*\([^()]+\)")
"""A word in brackets that tells a name from a namesake: "Tallow Fell *(Old)*"."""


def _qualified(text: str, name: str, entities: Sequence[str]) -> str:
    """``name`` with what tells it from namesakes: a place after its comma or a word in brackets, if any.

    "St Peter, Halse" and "Tallow Fell (Old)" are names of their own; the other side of a comparison does
    not take the qualifier.
    """
    at = text.find(name)
    if at < 0:
        return name
    end = at + len(name)
    bracketed = _BRACKETED.match(text, end)
    if bracketed is not None:
        return text[at : bracketed.end()]
    owned = re.match(r"['’]s(?=,)", text[end:])  # "St Mary's, Fordham" is the name "St Mary" qualified
    after = end + (owned.end() if owned is not None else 0)
    for other in entities:
        if text.startswith(f", {other}", after):
            return text[at : after + 2 + len(other)]
    return name


def _against_phrase(operation: Operation, clean: str, right: str, adjective: str) -> Arithmetic | None:
    """A named thing against a described one: "heavier is Old Tom than *the tenor of the cathedral ring*"."""
    a_entities = read_fact(clean).entities
    phrase = right.strip(" ?")
    if len(a_entities) != 1 or adjective in ("older", "younger") or not read_fact(phrase).terms:
        return None
    first = _numeric(read_fact(clean))
    compared, head = _compared_phrase(clean, a_entities[0])
    tied = _SIDE_CLAUSE.search(phrase)
    if tied is not None:
        phrase = _untied(phrase[: tied.start()], compared, head) or phrase
    second = _numeric(read_fact(clean.replace(compared, phrase, 1)))
    return operation, None, (first, second)


def _untied(phrase: str, compared: str, head: str | None) -> str | None:
    """A described side without its clause tying it to the other side, if it still says which thing it is.

    "the first-class bath *of the old baths*" does; "the chairlift" does as "the Col du Loup chairlift",
    taking the place of "the Col du Loup gondola" it replaced; a bare "the timber stand" does not, and
    keeps its clause.
    """
    if re.search(r"\bof\s|[A-Z]", phrase[1:]):
        return phrase
    if head is None:
        return None
    return compared[: compared.rindex(head)] + phrase.split()[-1]


_SIDE_CLAUSE = re.compile(r"\s+(?:that\s+|which\s+)?(?:it|they)\s+[a-z]+(?:ed|ade|uilt)$")
"""A clause tying a described thing to the other side ("the chairlift *it replaced*"): it says which thing
is meant, and the look-up of that thing asks it without the pronoun, which no passage resolves."""


_NOUN_WORDS = r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}"


def _compared_phrase(clean: str, name: str) -> tuple[str, str | None]:
    """The whole thing the question names through ``name``, which a described thing stands against.

    "the gala pool *of* the Baths", "Clara Vane's *grandstand*" and "the Col du Loup *gondola*" are compared,
    not their owners: "than the timber stand it replaced" replaces the grandstand, not Clara Vane. The
    noun after the name ("gondola") is given too, when the thing is named so.
    """
    owner = rf"(?:the\s+)?{re.escape(name)}"
    for pattern in (
        rf"\bthe\s+{_NOUN_WORDS}\s+of\s+{owner}\b",
        rf"{owner}['’]s\s+[a-z][\w-]*",
        rf"\bthe\s+{re.escape(name)}\s+(?P<head>[a-z][\w-]*)(?=\s+\S)",
    ):
        found = re.search(pattern, clean, re.IGNORECASE)
        if found is None:
            continue
        head = found.groupdict().get("head")
        if head is not None and (head in STOPWORDS or head in AUXILIARIES or relations_of(key(head))):
            continue  # "the Rex *had* ...": a verb, not what the name owns
        return found.group(), head
    named = re.search(rf"\b{owner}", clean, re.IGNORECASE)
    return (named.group() if named is not None else name), None


_HEAD_NOUN = re.compile(r"^the\s+(?:\S+\s+){1,3}?(?P<head>[a-z][\w-]*)$")
"""A described thing of a kind: "the Carr *ring*", "the smaller Carr *ring*"."""


def _same_kind(operation: Operation, clean: str, right: str, adjective: str) -> Arithmetic | None:
    """Two things of one kind, the first described without a name: "the main ring than the Carr ring".

    The other side's thing takes the first's place in its look-up ("How wide is the Carr ring?").
    """
    other = _HEAD_NOUN.match(right.strip(" ?,"))
    if other is None or adjective in ("older", "younger"):
        return None
    head = other.group("head")
    first = re.search(rf"\bthe\s+(?:[a-z][\w-]*\s+){{1,2}}?{re.escape(head)}\b", clean)
    if first is None:
        return None
    second = clean[: first.start()] + other.group() + clean[first.end() :]
    # the unnamed side is told from the named one by its describing words alone ("the *main* ring")
    described = read_fact(clean)
    for word in first.group().split()[1:-1]:
        described = _stating(described, word)
    return operation, None, (_numeric(described), _numeric(read_fact(second)))


_DESCRIBED_SUBJECT = re.compile(
    r"\b(?:does|did|do|is|was|are|were|could|can)\s+(?P<subj>the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
    r"(?=[a-z]+\b)"
)
"""The subject of a question described without a name: "does *the main line* have"."""


def _described_against_named(
    operation: Operation, clean: str, right: str, adjective: str
) -> Arithmetic | None:
    """A described thing against a named one, each side asked in the other's place.

    "How many more locks does the main line have than the Tarn Branch?" asks the main line's locks, in a
    sentence stating "main line", and the Tarn Branch's.
    """
    subject = _DESCRIBED_SUBJECT.search(clean)
    other = right.strip(" ?,")
    if subject is None or adjective in ("older", "younger") or not read_fact(other).entities:
        return None
    if not all(w not in STOPWORDS for w in subject.group("subj").split()[1:]):
        return None
    second = clean[: subject.start("subj")] + other + clean[subject.end("subj") :]
    described = read_fact(clean)
    for word in subject.group("subj").split()[1:]:
        described = _stating(described, word)
    return operation, None, (_numeric(described), _numeric(read_fact(second)))


_MAGNITUDES = frozenset({"greater", "larger", "bigger", "smaller", "higher", "lower"})
"""Comparatives saying only "more of" a measure the question names: "How much *greater* was the span ..."."""
_NAMED_MEASURE = re.compile(r"^(?:is|was|are|were)\s+the\s+(?P<noun>[a-z]+)\s+of\s")
"""A measure named as the subject: "was *the diameter of* X", which the comparative only compares."""


_COUNTED_COMPARATIVES = frozenset({"older", "younger", "longer", "later", "more", "fewer", "less"})
"""Comparatives after a unit that still ask "how many <unit>" of each side ("how many years older")."""


def _uncompared(left: str, match: re.Match[str], adjective: str) -> str:
    """The question before "than" without its comparison: "How much taller is X" → "how tall is X".

    With a unit, "How many kilograms heavier is X" asks "how heavy is X in kilograms", and "How many
    megalitres less did X yield" asks "how many megalitres did X yield".
    """
    rest = left[match.end() :].lstrip()
    unit = match.group("unit")
    named = _NAMED_MEASURE.match(rest)
    if adjective in _MAGNITUDES and not unit and named and key(named.group("noun")) in MEASURE_NOUNS:
        return left[: match.start()] + f"what {rest}"  # "How much greater was the span of X": X's span
    if adjective in _BASE_ADJECTIVES and not unit:
        return left[: match.start()] + f"how {_BASE_ADJECTIVES[adjective]} " + rest
    measured = adjective not in _COUNTED_COMPARATIVES or (
        adjective == "longer" and unit_family_of(unit or "") == "length"
    )  # "How many feet longer" asks a length; "How many years longer" a count of years
    if unit and adjective in _BASE_ADJECTIVES and measured:
        named = re.search(rf"\bin\s+{re.escape(unit)}\b", rest, re.IGNORECASE)
        asked = rest if named else f"{rest.rstrip(' ,')}, in {unit}"
        return left[: match.start()] + f"how {_BASE_ADJECTIVES[adjective]} {asked}"
    if unit:
        return left[: match.start()] + f"how many {unit} " + rest
    without = re.sub(r"\btimes\s+", "", left, count=1, flags=re.IGNORECASE)
    return re.sub(r"\b(?:more|fewer|less)\s+", "", without, count=1, flags=re.IGNORECASE)


_OWN_PERIOD = re.compile(
    r"^in\s+(?:its|their|his|her)\s+(?:first|last|opening|final|closing)\s+(?:season|year|week|month)$",
    re.IGNORECASE,
)
"""A time told by the subject's own period: "than *in its first season*"."""


def _at_other_time(operation: Operation, clean: str, right: str) -> Arithmetic | None:
    """One thing at a year and at a period of its own, each asked as an operand.

    "How many more visits did X record in 1928 than in its first season?" asks X's visits in 1928 and in
    its first season.
    """
    other = _OWN_PERIOD.match(right.strip(" ?,"))
    year = re.search(r"\bin\s+(?:1\d{3}|20\d{2})\b", clean)
    if other is None or year is None:
        return None
    second = clean[: year.start()] + other.group() + clean[year.end() :]
    return operation, None, (_numeric(read_fact(clean)), _numeric(read_fact(second)))


def _across_times(operation: Operation, clean: str, right: str) -> Arithmetic | None:
    """The same quantity at two times: "How many more X did A have in 1910 than today?"."""
    then, now = _TEMPORAL.search(clean), _TEMPORAL.search(right)
    if then is None or now is None:
        return None
    when = now.group()
    years = YEAR_WORD.search(then.group()), YEAR_WORD.search(when)
    if years[0] is not None and years[1] is not None:  # "the 2024 Open ... than in 2023": the year alone
        when = then.group().replace(years[0].group(), years[1].group())
    later = clean[: then.start()] + when + clean[then.end() :]
    return operation, None, (_numeric(read_fact(clean)), _numeric(read_fact(later)))


def _coordination(text: str, entities: tuple[str, ...]) -> tuple[int, int, list[str]] | None:
    """Find "A and B" / "A, B and C" among ``entities``; return its span and the entities it joins."""
    for i, first in enumerate(entities):
        start = text.find(first)
        if start < 0:
            continue
        joined, end = [first], start + len(first)
        for other in entities[i + 1 :]:
            gap = re.match(rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+)?{re.escape(other)}", text[end:])
            if gap is None:
                break
            joined.append(other)
            end += gap.end()
        if len(joined) >= 2:
            return start, end, joined
    return None


def _aggregate(text: str) -> Arithmetic | None:
    average = _AVERAGE_CUES.search(text) is not None
    if not average and _SUM_CUES.search(text) is None:
        return None
    stripped = " ".join(_AVERAGE_CUES.sub("", _SUM_CUES.sub("", text)).split())
    operation = Operation.AVERAGE if average else Operation.SUM
    over_years = _years_summed(operation, stripped)
    if over_years is not None:
        return over_years
    found = _coordination(stripped, read_fact(stripped).entities)
    if found is None:
        return _kinds_summed(operation, stripped)
    start, end, joined = found
    rest = _EACH_PRONOUN.sub(lambda m: _SINGULAR[m.group("pronoun")], stripped[end:])
    operands = tuple(_numeric(read_fact(stripped[:start] + name + rest, entities=(name,))) for name in joined)
    return operation, None, operands


_YEAR_RANGE = re.compile(
    r"\b(?:from|between)\s+(?P<a>1\d{3}|20\d{2})\s+(?:to|and|until|till|through)\s+(?P<b>1\d{3}|20\d{2})\b"
)
"""A range of years a total is taken over: "from 2019 to 2022", "between 2019 and 2022"."""
_MOST_YEARS = 12
"""The most years a total over a range is read year by year."""


def _years_summed(operation: Operation, text: str) -> Arithmetic | None:
    """A total over a range of years: each year of the range is asked in the range's place.

    "How many lives did X save in total from 2019 to 2021?" asks what X saved in 2019, in 2020 and in 2021.
    """
    match = _YEAR_RANGE.search(text)
    if match is None:
        return None
    first, last = int(match.group("a")), int(match.group("b"))
    if not 0 < last - first < _MOST_YEARS:
        return None
    operands = tuple(
        _numeric(read_fact(text[: match.start()] + f"in {year}" + text[match.end() :]))
        for year in range(first, last + 1)
    )
    return operation, None, operands


_TWO_OF_A_KIND = re.compile(
    r"\bthe\s+(?P<a>[a-z][\w-]*)\s+(?P<head>[a-z][\w-]*)\s+and\s+the\s+(?P<b>[a-z][\w-]*)\s+(?P=head)\b"
)
"""Two things of one kind named by a word each: "the *wash* still and the *spirit* still"."""


def _kinds_summed(operation: Operation, text: str) -> Arithmetic | None:
    """A total over two things of one kind that have no names: each is asked in the coordination's place.

    "What is the combined capacity of the wash still and the spirit still at X?" asks the capacity of the
    wash still at X and of the spirit still at X; "the combined cost of the covered market and the fish
    market" names no place, and each look-up asks of its described thing as papers about one town name it.
    """
    match = _TWO_OF_A_KIND.search(text)
    if match is None:
        return None
    head = match.group("head")
    operands = tuple(
        _numeric(read_fact(text[: match.start()] + f"the {match.group(side)} {head}" + text[match.end() :]))
        for side in ("a", "b")
    )
    return operation, None, operands


def _two_phrases(pattern: re.Pattern[str], operation: Operation, text: str) -> Arithmetic | None:
    match = pattern.search(text)
    if match is None:
        return None
    measure = match.group("m")
    if measure:
        first = _measure_of(f"the {measure} of {_LEAD.sub('', match.group('a'))}", None)
        second = _measure_of(f"the {measure} of {_LEAD.sub('', match.group('b'))}", None)
    else:
        first = _measure_of(match.group("a"), None)
        second = _measure_of(match.group("b"), first)
    if not first.entities or not second.entities:
        return None
    return operation, None, (first, second)


_COUNTED_NUMBERS = re.compile(r"^(?:the\s+)?(?P<noun>[a-z]+)\s+numbers\b(?P<rest>.*)$")
"""A count named by "<noun> numbers" ("passenger numbers at X"), which texts call "the number of <noun>s"."""


def _at(what: str, when: str) -> FactQuestion:
    """The operand "what was <what> in <when>" ("the population of Brindle Ford in the 1921 census")."""
    when = _time_of(when)
    counted = _COUNTED_NUMBERS.match(what)
    if counted is not None:  # "passenger numbers at X" → "the number of passengers at X"
        noun = counted.group("noun")
        what = f"the number of {noun if noun.endswith('s') else noun + 's'}{counted.group('rest')}"
    return _numeric(read_fact(f"What was {what} in {when}"))


def _change(text: str) -> Arithmetic | None:
    """A change of one quantity between two times, as a percentage or an amount.

    "By what percentage did X grow between A and B?", "What was the percentage increase in X between A and
    B?", "How much did X fall from A to B?"; the operands are X at A and X at B.
    """
    for pattern in (_CHANGE_BY, _CHANGE_NOUN, _CHANGE_HOW_MUCH):
        match = pattern.match(text.strip(" ?"))
        if match is None:
            continue
        what = match.group("what")
        a, b = _shared_period(match.group("a"), match.group("b"))
        first, second = _at(what, a), _at(what, b)
        if not first.entities or first.entities == second.entities:
            return None  # the two times must tell the operands apart
        percent = "pct" in match.groupdict() and match.group("pct") is not None
        if not percent:
            return Operation.DIFFERENCE, None, (first, second)
        falls = match.group("verb").lower().startswith(_DECREASES)
        return (Operation.PERCENT_DECREASE if falls else Operation.PERCENT_CHANGE), None, (first, second)
    return None


_PERIODS = re.compile(
    r"^(?P<b>.+?)\s+(?P<noun>seasons|years|censuses|surveys|counts|returns)$", re.IGNORECASE
)
"""Two times sharing a plural noun: "between the 1995/96 and 2005/06 *seasons*"."""


def _shared_period(a: str, b: str) -> tuple[str, str]:
    """Two times with the plural noun after the second given to each.

    "between the 1995/96 and 2005/06 seasons" asks of "the 1995/96 season" and "the 2005/06 season".
    """
    shared = _PERIODS.match(b.strip(" ?"))
    if shared is None:
        return a, b
    single = singular(shared.group("noun"))
    the = "the " if a.lower().startswith("the ") else ""
    return f"{a} {single}", f"{the}{shared.group('b')} {single}"


_COUNT_CHANGE = re.compile(
    r"^how\s+many\s+(?P<unit>[a-z][\w-]*)\s+did\s+(?P<what>.+?)\s+"
    rf"(?:lose|gain|add|shed|recruit)\s+{_SPAN}",
    re.IGNORECASE,
)
"""A count lost or gained between two times: "How many members did the club *lose* between A and B?"."""
_COUNT_GROWN = re.compile(
    r"^by\s+how\s+many\s+(?P<unit>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:did|does|do|has|have|had)\s+"
    rf"(?P<what>.+?)\s+{_CHANGE_VERB}\s+{_SPAN}",
    re.IGNORECASE,
)
"""A count grown or fallen between two times: "By how many *members* did the club grow between A and B?",
"By how many *subscriber lines* did the exchange grow ...?"; not a unit of measure ("By how many feet did
the tree grow ...?"), whose figures a text gives as the thing's size, not as a count it has."""
_NO_COUNT = frozenset(key(w) for w in "percentage percent points point per".split())


def _count_change(text: str) -> Arithmetic | None:
    """The difference of a count at two times, asked by the things lost or gained between them.

    The operands are "How many <unit> did <what> have in <time>?" at either time. A count named by several
    words ("By how many subscriber lines did X grow ...?") is asked so too, as one word of "what grew" is not.
    """
    match = _COUNT_CHANGE.match(text.strip(" ?")) or _COUNT_GROWN.match(text.strip(" ?"))
    if match is None:
        return None
    unit, what = match.group("unit"), match.group("what")
    counted = [key(w) for w in unit.split()]
    if any(w in _NO_COUNT for w in counted) or unit_family_of(unit.split()[-1]) not in (None, "people"):
        return None
    if match.re is _COUNT_GROWN and len(counted) == 1 and read_fact(what).terms:
        return None  # "By how many seats did *the capacity of* X fall ...": the measure named is what changed
    first, second = (
        _numeric(read_fact(f"How many {unit} did {what} have {_in_time(_time_of(when))}?"))
        for when in (match.group("a"), match.group("b"))
    )
    if not first.entities or first.entities == second.entities:
        return None  # the two times must tell the operands apart
    return Operation.DIFFERENCE, None, (first, second)


_EVENT_CHANGED = re.compile(
    r"^by\s+how\s+(?:much|many\s+(?P<unit>[a-z][\w-]*(?:\s+[a-z][\w-]*)?))\s+did\s+the\s+"
    r"(?:(?P<year>1\d{3}|20\d{2})\s+)?(?P<event>[a-z]+)\s+(?:increase|raise|enlarge|extend|expand|reduce|cut|lower)\s+"
    r"(?P<what>\S.*)$",
    re.IGNORECASE,
)
"""A change a named work made: "By how much did *the 1850 enlargement* increase the capacity of X?"."""
_ADDED_WHEN = re.compile(
    r"^how\s+many\s+(?P<unit>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+were\s+(?:added\s+to|removed\s+from)\s+"
    r"(?P<what>\S.+?)\s+when\s+(?:it|they)\s+(?:was|were)\s+(?P<event>[a-z]+ed)(?:\s+in\s+(?P<year>1\d{3}|20\d{2}))?$",
    re.IGNORECASE,
)
"""Things a work added: "How many looms were added to X when it was extended in 1872?"."""
_MORE_AFTER = re.compile(
    r"^how\s+many\s+more\s+(?P<unit>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<aux>could|did|does|do|can)\s+"
    r"(?P<what>\S.+?)\s+(?P<verb>hold|have|take|seat|carry|house|accommodate)\s+after\s+(?:it|they)\s+"
    r"(?:was|were)\s+(?P<event>[a-z]+ed)(?:\s+in\s+(?P<year>1\d{3}|20\d{2}))?$",
    re.IGNORECASE,
)
"""More things a work made room for: "How many more buses could X hold after it was extended in 1949?"."""
_CHANGED_IN = re.compile(
    r"^by\s+how\s+(?:much|many\s+(?P<unit>[a-z][\w-]*(?:\s+[a-z][\w-]*)?))\s+(?:was|were)\s+(?P<what>\S.+?)\s+"
    r"(?P<event>increased|raised|reduced|enlarged|extended|lowered|lengthened|shortened)\s+"
    r"in\s+(?P<year>1\d{3}|20\d{2})$",
    re.IGNORECASE,
)
"""A change made to a thing in a year: "By how much was the capital of X Limited *increased in 1920*?"."""
_EVENT_NOUNS = {
    "increased": "increase",
    "reduced": "reduction",
    "lowered": "lowering",
    "shortened": "shortening",
    "extended": "extension",
    "enlarged": "enlargement",
    "rebuilt": "rebuilding",
    "altered": "alteration",
    "widened": "widening",
    "deepened": "deepening",
    "lengthened": "lengthening",
    "raised": "raising",
}


def _event_change(text: str) -> Arithmetic | None:
    """The change a work made to a quantity: the quantity after the work less the quantity before it.

    "By how many stalls did the 1896 enlargement increase the wash-house?" asks "How many stalls did the
    wash-house have before its enlargement?" and "... after its enlargement?": texts give the two figures
    ("Stalls at opening: 48", "Stalls after enlargement: 72") more often than the change itself.
    """
    stripped = text.strip(" ?")
    changed, added, more, passive = (
        p.match(stripped) for p in (_EVENT_CHANGED, _ADDED_WHEN, _MORE_AFTER, _CHANGED_IN)
    )
    match = changed or added or more or passive
    if match is None:
        return None
    event_word = match.group("event").lower()
    noun = event_word if changed is not None else _EVENT_NOUNS.get(event_word)
    if noun is None:
        return None
    unit, what = match.group("unit"), match.group("what")
    if not read_fact(what).entities:
        return None
    aux, verb = (more.group("aux"), more.group("verb")) if more is not None else ("did", "have")
    year = match.group("year")
    # the figure after the work names it ("It was extended in 1949 to hold 42", "Looms after extension:
    # 412"); the one before seldom does ("The depot held 30 buses", "Looms at opening: 240")
    times = (f"before its {noun}", f"after its {noun}" + (f" in {year}" if year else ""))
    if unit is not None:
        asked = [f"How many {unit} {aux} {what} {verb} {when}?" for when in times]
    else:
        asked = [f"What was {what} {when}?" for when in times]
    before, after = (_numeric(read_fact(q)) for q in asked)
    before = replace(
        before,
        terms=tuple(t for t in before.terms if t != noun),
        soft_terms=(*(t for t in before.soft_terms if t != noun), "opening"),
    )
    return Operation.DIFFERENCE, None, (after, before)


_RAISED_OVER = re.compile(
    r"^by\s+how\s+much\s+(?:was|were)\s+(?P<what>.+?)\s+(?P<verb>increased|raised|enlarged|reduced|decreased|"
    r"lowered|cut)\s+(?P<when>in\s+.+?)\s+(?:over|above|from|below)\s+(?P<other>.+)$",
    re.IGNORECASE,
)
"""A quantity raised at one time over its figure at another: "By how much was the company's capital
increased in 1920 *over* its capital at registration?"."""
_POSSESSOR = re.compile(r"^(?P<owner>(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,3}?['’]s)\s", re.IGNORECASE)
"""The owner a quantity is written with: "*the company's* capital"."""


def _raised_over(text: str) -> Arithmetic | None:
    """The difference of a quantity raised (or cut) at one time and its figure at the other time named.

    The operands are "What was <what> in <time>?" and "What was <other>?", the other's "its" being the
    owner of the first: "its capital at registration" is "the company's capital at registration".
    """
    match = _RAISED_OVER.match(text.strip(" ?"))
    if match is None:
        return None
    what, other = match.group("what"), match.group("other")
    owner = _POSSESSOR.match(what)
    if owner is not None:
        other = re.sub(r"^(?:its|their)\s", f"{owner.group('owner')} ", other, flags=re.IGNORECASE)
    raised = _at(what, match.group("when"))
    before = _numeric(read_fact(f"What was {other}?"))
    if match.group("verb").lower() in ("reduced", "decreased", "lowered", "cut"):
        return Operation.DIFFERENCE, None, (before, raised)
    return Operation.DIFFERENCE, None, (raised, before)


def _softened(fact: FactQuestion, word: str) -> FactQuestion:
    """``fact`` with ``word`` a term that raises a sentence's score, not one it must state."""
    return replace(fact, terms=tuple(t for t in fact.terms if t != word), soft_terms=(*fact.soft_terms, word))


_OWN_EVENT_YEAR = re.compile(
    r"^(?:its|his|her|their)\s+[a-z]+\s+in\s+(?P<year>1\d{3}|20\d{2})$", re.IGNORECASE
)
"""A time named by the subject's own event and its year: "its reopening in 1951", dated by the year alone."""


def _time_of(when: str) -> str:
    """A time without its preposition ("in 1990" → "1990"); the subject's own event in a year is the year."""
    when = re.sub(r"^(?:in|at|by|during)\s+", "", when.strip(" ?"), flags=re.IGNORECASE)
    own = _OWN_EVENT_YEAR.match(when)
    return own.group("year") if own is not None else when


def _percentage(text: str) -> Arithmetic | None:
    """A share asked as "What percentage of <whole> <verb> <part>?": the part's count over the whole's.

    A part without a name of its own ("... lived in the old town") is counted among the whole's members:
    "How many of <whole> lived in the old town?".
    """
    match = _PERCENTAGE.search(text)
    if match is None:
        return None
    whole = _measure_of(match.group("whole"), None)
    part = _measure_of(_LEAD.sub("", match.group("part")), whole)
    if whole.terms and whole.entities and not part.entities:
        members = f"How many of {match.group('whole')} {match.group('verb')} {match.group('part')}"
        part = _numeric(read_fact(members))
    if whole.terms and part.entities:
        return Operation.PERCENTAGE, None, (part, whole)
    return None


_SEPARATE = re.compile(
    r"^how\s+many\s+(?P<m>[a-z]+(?:\s+[a-z]+)?)\s+(?:separated?|divided?)\s+(?P<a>.+?)\s+and\s+"
    r"(?P<b>.+?)(?P<rest>\s+(?:on|in|at|by|after)\s+.+)?$",
    re.IGNORECASE,
)
"""A gap between two things: "How many rating points separate A and B on the January list?"."""


def _separate(text: str) -> Arithmetic | None:
    """The gap "How many <measure> <unit> separate A and B <when>?" asks: the measure of each, subtracted.

    The measure is the words before the counted unit ("rating" of "rating points"); a bare unit is
    counted ("How many votes did A have ...?").
    """
    match = _SEPARATE.match(text.strip().rstrip(" ?"))
    if match is None:
        return None
    measure = match.group("m").split()
    rest = match.group("rest") or ""

    def asked(side: str) -> str:
        if len(measure) == 1:
            return f"How many {measure[0]} did {side} have{rest}?"
        return f"What is the {' '.join(measure[:-1])} of {side}{rest}?"

    first = _numeric(read_fact(asked(match.group("a"))))
    second = _numeric(read_fact(asked(match.group("b"))))
    if not first.entities or not second.entities or first.entities == second.entities:
        return None
    return Operation.DIFFERENCE, None, (first, second)


_FRONTED_TIME = re.compile(
    r"^(?P<time>(?:in|by|during)\s+(?:1\d{3}|20\d{2})),\s+(?P<rest>.+?)(?P<unit>,\s+in\s+[^,?]+)?\s*\??$",
    re.IGNORECASE,
)
"""A time put before the question ("*In 2022,* how much larger was ..."), which it asks as if it closed it."""


_BY_COMPARATIVE = re.compile(
    r"^by\s+how\s+(?P<amount>many\s+[a-z]+|much)\s+(?P<aux>is|was|are|were)\s+(?P<a>.+?)\s+"
    r"(?P<adj>[a-z]+er)\s+than\s+(?P<b>.+)$",
    re.IGNORECASE,
)
"""A comparison asked by its amount first: "By how many centimetres is A larger than B?"."""


_FRONTED_UNIT = re.compile(
    r"^(?P<how>how\s+(?:much|many)\s+[a-z]+er),\s+(?P<unit>in\s+[a-z]+(?:\s+[a-z]+)?),\s+(?P<rest>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A unit put right after the comparative ("How much deeper*, in yards,* is A than B?")."""


def _years_between(text: str) -> Arithmetic | None:
    """The years between two events ("How many years passed between A and B?") or from a birth to one.

    Two ordinals sharing one plural noun are two events of that noun: "between the first and second fires
    at the hall" asks of the first fire at the hall and the second.
    """
    for pattern, events in ((_YEARS_BETWEEN, False), (_YEARS_LOOSE, False), (_AGE_WHEN, True)):
        match = pattern.match(text)
        if match is None:
            continue
        paired = None if events else ordinal_pair(match.group("a"), match.group("b"))
        if paired is not None:
            return Operation.DIFFERENCE, None, (event(paired[0]), event(paired[1]))
        first = born(match.group("a")) if events else event(match.group("a"))
        later = _pronoun_of(match.group("b"), match.group("a"))
        return (
            Operation.DIFFERENCE,
            None,
            (first, event(death_named(later, match.group("a")) if events else later)),
        )
    return None


def arithmetic(text: str) -> Arithmetic | None:
    """Detect an arithmetic question: its operation, a constant (a percentage) and its numeric operands."""
    unit_first = _FRONTED_UNIT.match(text.strip())
    if unit_first is not None:  # asked as if the unit closed the question: "... than B, in yards?"
        how, unit, rest = unit_first.group("how", "unit", "rest")
        return arithmetic(f"{how} {rest}, {unit}?")
    by = _BY_COMPARATIVE.match(text.strip())
    if by is not None and by.group("adj").lower() in _BASE_ADJECTIVES:
        # "By how many cm is A larger than B?" asks "How many cm larger is A than B?"
        amount, adjective = by.group("amount").lower(), by.group("adj").lower()
        return arithmetic(f"How {amount} {adjective} {by.group('aux')} {by.group('a')} than {by.group('b')}")
    fronted = _FRONTED_TIME.match(text.strip())
    if (
        fronted is not None
    ):  # "In 2022, how much larger was A than B, in X?" → "How much ... B in 2022, in X?"
        rest = fronted.group("rest")
        return arithmetic(
            f"{rest[:1].upper()}{rest[1:]} {fronted.group('time').lower()}{fronted.group('unit') or ''}?"
        )
    lasted = duration(text)
    if lasted is not None:
        return lasted
    after = years_after(text)
    if after is not None:
        before, aux, later = after
        before = resolved_pronoun(before, later)
        if _PRONOUN_SUBJECT.match(later):
            # "after Low Mill was built did *it* close": a later event with no subject of its own but a
            # pronoun is the earlier one's subject's; "did Kell receive *its* charter" is Kell's own
            later = _pronoun_of(later, before)
        return Operation.DIFFERENCE, None, (event_question(before, aux, later), event(later))
    apart = years_apart(text)
    if apart is not None:  # "How many years separated A from B?" asks the years between A and B
        one, other = apart
        return Operation.DIFFERENCE, None, (event(one), event(_pronoun_of(other, one)))
    between = _years_between(text)
    if between is not None:
        return between
    change = _event_change(text) or _count_change(text) or _change(text) or _raised_over(text)
    change = change or _separate(text) or exceeding(text)
    if change is not None:
        return change
    percentage = _percentage(text)
    if percentage is not None:
        return percentage
    match = _PERCENT_OF.search(text)
    if match is not None:
        return Operation.PERCENT_OF, match.group("n"), (_measure_of(match.group("rest"), None),)
    for detector in (_comparative, _aggregate):
        found = detector(text)
        if found is not None:
            return found
    return _two_phrases(_DIFFERENCE, Operation.DIFFERENCE, text) or _two_phrases(
        _RATIO, Operation.RATIO, text
    )
