"""Decomposition patterns: compound questions, arithmetic over operands, and two-hop chains.

Each detector reads the surface of an English question with a few explicit patterns and returns the steps
the reader answers one by one, or ``None`` when the pattern does not apply.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from enum import StrEnum

from ._fact import NUMERIC_TYPES, AnswerType, FactQuestion, noun_type, read_fact
from ._lexicon import CATEGORY_TYPES, MEASURE_NOUNS, key
from ._text import STOPWORDS, fold

__all__ = ["SLOT", "Operation", "arithmetic", "compound_parts", "multi_hop"]

SLOT = "{answer}"
"""Placeholder in a second hop's question for the first hop's answer."""


class Operation(StrEnum):
    """The arithmetic an arithmetic question asks for over its operands."""

    SUM = "sum"
    DIFFERENCE = "difference"
    RATIO = "ratio"
    PERCENT_OF = "percent_of"
    PERCENTAGE = "percentage"
    AVERAGE = "average"


Arithmetic = tuple[Operation, str | None, tuple[FactQuestion, ...]]

# ------------------------------------------------------------------------------------------------ compound

_QUESTION_BREAK = re.compile(r"\?\s+(?=\S)")
_OPENERS = (
    r"who|whom|whose|what|which|when|where|why|how|is|are|was|were|did|does|do|has|have|had|can|in which"
)
_AND_OPENER = re.compile(rf",?\s+and\s+(?=(?:{_OPENERS})\b)", re.IGNORECASE)
_STARTS = re.compile(rf"^(?:(?:in|on|at|by|from|for|to)\s+)?(?:{_OPENERS})\b", re.IGNORECASE)
_BARE_WH = re.compile(r"^(who|when|where|why|how|what)\W*$", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(it|he|she|they|him|them)\b", re.IGNORECASE)
_POSSESSIVE_PRONOUN = re.compile(r"\b(its|his|their)\b", re.IGNORECASE)


def compound_parts(text: str) -> list[str]:
    """Split a compound question ("Who founded X and when was it founded?") into stand-alone questions."""
    parts: list[str] = []
    for piece in (p.strip(" ?") for p in _QUESTION_BREAK.split(text.strip())):
        if not piece:
            continue
        subs = _AND_OPENER.split(piece) if _STARTS.match(piece) else [piece]
        parts.extend(s.strip(" ?,") for s in subs if s.strip(" ?,"))
    if len(parts) < 2:
        return [text]
    resolved = [parts[0]]
    subject = read_fact(parts[0]).entities
    for part in parts[1:]:
        bare = _BARE_WH.match(part)
        if bare:
            first_rest = parts[0].split(maxsplit=1)[1] if " " in parts[0] else ""
            part = f"{bare.group(1)} {first_rest}"
        elif subject:
            part = _POSSESSIVE_PRONOUN.sub(f"{subject[0]}'s", part)
            part = _PRONOUN.sub(subject[0], part)
        resolved.append(part)
    return [p[:1].upper() + p[1:] + ("" if p.endswith("?") else "?") for p in resolved]


# ---------------------------------------------------------------------------------------------- arithmetic

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
_PERCENT_OF = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s+of\s+(?P<rest>.+)$", re.IGNORECASE
)
_PERCENTAGE = re.compile(
    r"\bwhat\s+(?:percentage|percent|proportion|share)\s+of\s+(?P<whole>.+?)\s+"
    r"(?:is|are|was|were|lives?|lived|comes?|came|works?|worked)\s+(?P<part>.+)$",
    re.IGNORECASE,
)
_COMPARATIVE = re.compile(
    r"^how\s+(?:(?:many|much)\s+(?P<times>times\s+)?(?:more|fewer|less)\b|much\s+(?P<adj>\w+er)\b"
    r"|many\s+times\s+(?P<tadj>\w+er)\b|many\s+(?P<unit>\w+)\s+(?P<uadj>older|younger|longer|later)\b)",
    re.IGNORECASE,
)
_YEARS_BETWEEN = re.compile(
    r"^how\s+(?:many\s+years|long)\s+(?:(?:passed|elapsed|went\s+by|were\s+there|was\s+it|lay)\s+)?"
    r"(?:between|from)\s+(?P<a>.+?)\s+(?:and|to|until|till)\s+(?P<b>.+)$",
    re.IGNORECASE,
)
_YEARS_AFTER = re.compile(
    r"^how\s+(?:many\s+years|long)\s+(?:after|before)\s+(?P<a>.+?)\s+(?:did|was|were|is|had|does)\s+(?P<b>.+)$",
    re.IGNORECASE,
)
_AGE_WHEN = re.compile(r"^how\s+old\s+was\s+(?P<a>.+?)\s+when\s+(?P<b>.+)$", re.IGNORECASE)
_DIFFERENCE = re.compile(
    r"\bdifference\s+(?:in\s+(?P<m>.+?)\s+)?between\s+(?P<a>.+?)\s+and\s+(?P<b>.+)$", re.IGNORECASE
)
_RATIO = re.compile(
    r"\bratio\s+(?:of\s+)?(?:(?P<m>.+?)\s+)?(?:of|between)\s+(?P<a>.+?)\s+(?:to|and)\s+(?P<b>.+)$", re.I
)
_SUM_CUES = re.compile(
    r"\bsum\s+of\s+(?:the\s+)?|\b(?:combined|total|together|altogether|in\s+all|in\s+total)\b",
    re.IGNORECASE,
)
_TEMPORAL = re.compile(
    r"\b(?:(?:in|by|around)\s+)?(?:1\d{3}|20\d{2})\b|\b(?:today|now|nowadays|currently|at\s+present)\b",
    re.IGNORECASE,
)
_AVERAGE_CUES = re.compile(r"\b(?:average|mean)\b", re.IGNORECASE)
_LEAD = re.compile(r"^(?:(?:in|on|at|from|by|for|of)\s+)?(?:(?:the|a|an)\s+)?", re.IGNORECASE)


def _numeric(fact: FactQuestion) -> FactQuestion:
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


def _event(phrase: str) -> FactQuestion:
    phrase = phrase.strip(" ?")
    return read_fact(phrase, answer_type=AnswerType.DATE, display=f"In which year: {phrase}?")


def _born(name: str) -> FactQuestion:
    entities = read_fact(name).entities or (name.strip(),)
    return FactQuestion(
        f"When was {name.strip()} born or founded?",
        "when",
        AnswerType.DATE,
        entities,
        (),
        ("born", "founded", "built", "established"),
    )


def _comparative(text: str) -> Arithmetic | None:
    match = _COMPARATIVE.match(text)
    if match is None or " than " not in text.lower():
        return None
    cut = text.lower().rindex(" than ")
    left, right = text[:cut], text[cut + 6 :]
    b_entities = read_fact(right).entities
    adjective = (match.group("adj") or match.group("tadj") or match.group("uadj") or "").lower()
    clean = _uncompared(left, match, adjective)
    operation = Operation.RATIO if (match.group("times") or match.group("tadj")) else Operation.DIFFERENCE
    a_entities = [e for e in read_fact(clean).entities if e not in b_entities]
    if not b_entities:
        return _across_times(operation, clean, right)
    if not a_entities:
        return None
    a, b = a_entities[0], b_entities[0]
    if adjective in ("older", "younger"):
        return operation, None, (_born(a), _born(b))
    first = _numeric(read_fact(clean))
    second = _numeric(read_fact(clean.replace(a, b, 1)))
    return operation, None, (first, second)


def _uncompared(left: str, match: re.Match[str], adjective: str) -> str:
    """The question before "than" without its comparison: "How much taller is X" → "how tall is X"."""
    rest = left[match.end() :].lstrip()
    if adjective in _BASE_ADJECTIVES and not match.group("unit"):
        return left[: match.start()] + f"how {_BASE_ADJECTIVES[adjective]} " + rest
    if match.group("unit"):
        return left[: match.start()] + f"how many {match.group('unit')} " + rest
    without = re.sub(r"\btimes\s+", "", left, count=1, flags=re.IGNORECASE)
    return re.sub(r"\b(?:more|fewer|less)\s+", "", without, count=1, flags=re.IGNORECASE)


def _across_times(operation: Operation, clean: str, right: str) -> Arithmetic | None:
    """The same quantity at two times: "How many more X did A have in 1910 than today?"."""
    then, now = _TEMPORAL.search(clean), _TEMPORAL.search(right)
    if then is None or now is None:
        return None
    later = clean[: then.start()] + now.group() + clean[then.end() :]
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
    found = _coordination(stripped, read_fact(stripped).entities)
    if found is None:
        return None
    start, end, joined = found
    operands = tuple(
        _numeric(read_fact(stripped[:start] + name + stripped[end:], entities=(name,))) for name in joined
    )
    return (Operation.AVERAGE if average else Operation.SUM), None, operands


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


def arithmetic(text: str) -> Arithmetic | None:
    """Detect an arithmetic question: its operation, a constant (a percentage) and its numeric operands."""
    for pattern, events in ((_YEARS_BETWEEN, False), (_YEARS_AFTER, False), (_AGE_WHEN, True)):
        match = pattern.match(text)
        if match is not None:
            first = _born(match.group("a")) if events else _event(match.group("a"))
            return Operation.DIFFERENCE, None, (first, _event(match.group("b")))
    match = _PERCENTAGE.search(text)
    if match is not None:
        whole = _measure_of(match.group("whole"), None)
        part = _measure_of(_LEAD.sub("", match.group("part")), whole)
        if whole.terms and part.entities:
            return Operation.PERCENTAGE, None, (part, whole)
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


# ----------------------------------------------------------------------------------------------- multi-hop

_NP = r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?"
_NAME = r"(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:(?:of|de|van|von|the|&)\s+)*[A-Z][\w'’-]*)*"
_RELATIVE = re.compile(
    rf"\b(?:the|a|an)\s+(?P<np>{_NP})\s+(?P<rel>where|in\s+which|on\s+which|at\s+which|from\s+which|that|which"
    rf"|who|whom|whose|when)\s+(?P<clause>\S.*)$"
)
_POSSESSIVE = re.compile(rf"(?P<ent>{_NAME})['’]s?\s+(?P<np>[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}})")
_OF_NAME = re.compile(rf"\bthe\s+(?P<np>{_NP})\s+of\s+(?P<ent>{_NAME})")
_INVERT = re.compile(
    r"^(?P<subj>(?:\S+\s+){0,4}?\S+)\s+(?P<aux>was|were|is|are|has|had|did|does|do)\s+(?P<rest>.+)$"
)
_PARTICIPLES = frozenset({"built", "born", "made", "known", "held", "run", "found", "given", "sold", "won"})
_CLAUSE_OPENERS = frozenset({"the", "a", "an", "he", "she", "it", "they", "his", "her", "its", "their"})


def _typed_np(np: str) -> AnswerType:
    typed = noun_type(np.split()[-1])
    return typed[0] if typed is not None else AnswerType.OTHER


def _plain_np(np: str) -> bool:
    return all(w not in STOPWORDS for w in np.lower().split())


def _inverted(clause: str) -> str:
    match = _INVERT.match(clause)
    return f"{match.group('aux')} {match.group('subj')} {match.group('rest')}" if match else clause


def _relative_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """Relative-clause noun phrases; the clause may end before the question's last words ("... founded")."""
    for start in (m.start() for m in re.finditer(r"\b(?:the|a|an)\s", text)):
        match = _RELATIVE.match(text, start)
        if match is None or not _plain_np(match.group("np")):
            continue
        full = match.group("clause").split()
        for keep in range(len(full), max(0, len(full) - 3), -1):
            clause = " ".join(full[:keep])
            end = match.start("clause") + len(clause)
            yield match.start(), end, _relative_fact(match.group("np"), match.group("rel"), clause)
        return


def _relative_fact(np: str, rel: str, clause: str) -> FactQuestion:
    """The first hop asked by "the <np> <rel> <clause>", with a readable question for the record."""
    rel = " ".join(rel.split())
    if rel in ("that", "which", "who") and fold(clause.split()[0]) not in _CLAUSE_OPENERS:
        display = f"Which {np} {clause}?"
    elif rel == "whose":
        display = f"Which {np}'s {clause}?"
    elif rel in ("that", "which", "who", "whom"):
        display = f"Which {np} {_inverted(clause)}?"
    else:
        prep = {"where": "In", "when": "In"}.get(rel, rel.split()[0].capitalize())
        display = f"{prep} which {np} {_inverted(clause)}?"
    return read_fact(display, answer_type=_typed_np(np))


def _possessive_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    for match in _POSSESSIVE.finditer(text):
        np_words: list[str] = []
        for w in match.group("np").split():
            if w in STOPWORDS or w in _PARTICIPLES or (w.endswith("ed") and np_words):
                break
            np_words.append(w)
        if not np_words or key(np_words[-1]) not in CATEGORY_TYPES:
            continue
        np, ent = " ".join(np_words), match.group("ent")
        end = match.start("np") + len(np)
        fact = read_fact(
            f"{ent}'s {np}", entities=(ent,), answer_type=_typed_np(np), display=f"What is {ent}'s {np}?"
        )
        yield match.start(), end, fact


def _of_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    for match in _OF_NAME.finditer(text):
        np = match.group("np")
        head = key(np.split()[-1])
        if not _plain_np(np) or head not in CATEGORY_TYPES or head in MEASURE_NOUNS:
            continue
        answer_type = _typed_np(np)
        wh = "Who" if answer_type is AnswerType.PERSON else "What"
        phrase = f"the {np} of {match.group('ent')}"
        fact = read_fact(phrase, answer_type=answer_type, display=f"{wh} is {phrase}?")
        yield match.start(), match.end(), fact


def multi_hop(text: str) -> tuple[FactQuestion, str] | None:
    """Detect a two-hop question; return the first hop and the second hop's template (holding ``SLOT``).

    A noun phrase made of a relative clause ("the country where X was born"), a possessive ("X's largest
    city") or a relational "of" phrase ("the founder of X") is a first hop when the rest of the question
    still asks something about it ("What is the capital of ...", "When was ... born").
    """
    text = text.rstrip(" ?")
    for detector in (_relative_hops, _possessive_hops, _of_hops):
        for start, end, hop in detector(text):
            template = text[:start] + SLOT + text[end:] + "?"
            outer = read_fact(template.replace(SLOT, "Placeholder"), entities=("Placeholder",))
            if outer.terms or outer.unit:  # the rest still asks something: a relation, or a count
                return hop, template
    return None
