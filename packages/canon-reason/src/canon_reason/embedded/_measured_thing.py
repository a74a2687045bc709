"""Judge check that a length answering "How long is X?" measures X, not a thing beside it or part of it.

"Dunby College burned in 1907; the library next to it, 31 metres long, was saved" gives the library's
length, and "water came by a leat about 90 yards long" the leat's: the noun "N long"
stands after (or whose clause it ends) has another head than the asked subject. A pronoun ("It is 46
metres long"), a name, a description set beside a name ("Wilbur, a grey seal, 3 metres long") and
a word any such thing may be called ("the line" of a railway) leave the figure to the other checks.
"""

from __future__ import annotations

import re

from .._text import words
from ._lexicon import key
from ._measures import value_at

__all__ = ["measured_other_problem", "opening_noun_phrase", "subject_head"]

_DIMENSION_ASKED = re.compile(
    r"^how (?P<dimension>long|high|tall|wide|broad|deep) (?:is|was|are|were) (?P<subject>.+?)\s*\?$",
    re.IGNORECASE,
)
_DIMENSION_NAMED = re.compile(
    r"^what (?:is|was|are|were) the (?:total |whole |full |entire )?(?P<dimension>length|height|width|depth) "
    r"of (?P<subject>.+?)\s*\?$",
    re.IGNORECASE,
)
"""The same question asking the dimension by its noun: "What was the total *length* of the stalls?"."""
_PART_IN_WHOLE = re.compile(r"^(?:the\s+)?[\w'’ -]{1,60}?\s(?:in|of|within|inside)\s+(?P<whole>.{1,80})$")
"""A subject naming a part by the whole it stands in: "the stalls *in the barn*"."""
_STATED_AFTER = {
    "long": re.compile(r"^\s+(?:long|in\s+length)\b"),
    "high": re.compile(r"^\s+(?:high|tall|in\s+height)\b"),
    "wide": re.compile(r"^\s+(?:wide|broad|in\s+(?:width|breadth))\b"),
    "deep": re.compile(r"^\s+(?:deep|in\s+depth)\b"),
}
"""What closes a figure of each asked dimension: "31 metres *long*", "18 feet *high*"."""
_STATED_BEFORE = {
    "long": re.compile(r"\b(?:to\s+)?(?:a|the)\s+length\s+of\s*$"),
    "high": re.compile(r"\b(?:to\s+)?(?:a|the)\s+height\s+of\s*$"),
    "wide": re.compile(r"\b(?:to\s+)?(?:a|the)\s+(?:width|breadth)\s+of\s*$"),
    "deep": re.compile(r"\b(?:to\s+)?(?:a|the)\s+depth\s+of\s*$"),
}
"""What opens a figure of each asked dimension after the clause's verb: "carried *to a height of* 19 feet"."""
_SAME_DIMENSION = {
    "length": "long",
    "height": "high",
    "width": "wide",
    "depth": "deep",
    "long": "long",
    "high": "high",
    "tall": "high",
    "wide": "wide",
    "broad": "wide",
    "deep": "deep",
}
"""The dimension each asked adjective names ("how tall" asks a height)."""
_HEDGES = re.compile(
    r"(?:\s+(?:about|some|nearly|almost|over|under|just|roughly|approximately|only|exactly|barely|fully))+\s*$"
)
_COPULA_END = re.compile(r"\s(?:is|was|are|were|being|been)\s*$|\s(?:high|wide|deep|broad|tall)\s+and\s*$")
"""Text ending at a clause's verb or after an earlier measure: the measured thing is the clause's subject."""
_DETERMINER = re.compile(r"\b(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er)\s+")
_PRONOUN_START = re.compile(r"^\s*(?:it|this|these|they|he|she|which|that)\b", re.IGNORECASE)
_NOUN_END = re.compile(
    r"\s+(?:beside|behind|near|next|of|at|on|in|into|by|with|from|for|to|which|that|who|is|was|are|were|has|had|"
    r"runs|ran|stands|stood|lies|lay|and|made|built|opened|designed|founded|erected|used|run|held|kept|owned|"
    r"over|between|above|below|under|beneath|across|rises|rose|reaches|reached|shall|will|must|should|may|"
    r"might|would|could|can)\b"
    r"|,|\(",
)
"""Where the noun phrase after a determiner ends: "the library *next* to it", "The canal *runs* north", "the
spire *over* the arch", "The walls *shall* be"."""
_SUBJECT_BEFORE_VERB = re.compile(
    r",\s+(?:the|its|their)\s+(?P<phrase>(?:[a-z-]+\s+){0,3}[a-z-]+)\s+(?:is|was|are|were)\s*$"
)
"""A subject after an opening phrase and its comma, right before the verb: "..., *the old barn* was"."""
_MEASURE_REACH = 300
"""How far before a figure its measured noun is sought: its clause, not the whole of a long cited text."""
_ANY_THING = frozenset(
    key(w)
    for w in "line route crossing passage journey trip length structure building whole total course span "
    "main run stretch".split()
)
"""Words any made or natural thing, or its way, may be called ("The line is 40 miles long" of a railway, "the
crossing" of a ferry)."""

_POSITIONS = frozenset(key(w) for w in "rear front back centre center middle side end corner".split())
"""Where a thing stands, no thing: "the workshop in *the rear*, called the Long Shop, measuring 60 yards"."""

_WHOLE_HEIGHT = frozenset({key("tower")})
"""A part whose height is the whole's: "The white stone tower is 38 metres tall" of a lighthouse or mill."""


def _names_only(subject: str) -> bool:
    """Whether a question's subject is a bare name ("Kell Water"): what it is, the question never says."""
    return all(w.text[:1].isupper() for w in words(subject) if w.text.lower() != "the")


def opening_noun_phrase(text: str) -> str | None:
    """The noun phrase ``text`` opens with after its determiner, or None for a pronoun or a name."""
    if _PRONOUN_START.match(text):
        return None
    opened = _DETERMINER.match(text.lstrip())
    if opened is None:
        return None
    rest = text.lstrip()[opened.end() :]
    cut = _NOUN_END.search(rest)
    phrase = rest[: cut.start()] if cut is not None else rest
    return phrase.strip() or None


_RELATIVE_ASIDE = re.compile(r",\s+(?:which|who|whose|where)\b[^,;]*,")
"""A relative clause set off by commas between a subject and its verb: "The tower*, which can be seen from
every street of the town,* rises to a height of 96 feet" measures the tower, not the town."""


def _measured(before: str) -> str | None:
    """The noun phrase naming what a figure after ``before`` measures, or None when none is sure."""
    before = _HEDGES.sub("", before)
    clause = _RELATIVE_ASIDE.sub("", re.split(r"[;:.]\s", before)[-1])
    if _COPULA_END.search(before):
        # "The canal runs north to Dunby and is 19 km long": the clause's subject; after an opening phrase
        # ("By my measurement, the old barn was 54 yards long"), the noun phrase right before the verb
        late = _SUBJECT_BEFORE_VERB.search(clause)
        return opening_noun_phrase(clause) or (late.group("phrase") if late is not None else None)
    found = list(_DETERMINER.finditer(clause))
    if not found:
        return None
    last = found[-1]
    lead = clause[: last.start()].rstrip()
    described = lead.endswith(",") or re.search(r"\b(?:is|was)$", lead) is not None
    if last.group().strip().lower() in ("a", "an") and described:
        return None  # "Wilbur, a grey seal", "It is a tall glasshouse": described, not another thing
    return opening_noun_phrase(clause[last.start() :])


def subject_head(subject: str) -> str:
    """The head noun of a question's subject, as a key: "the library next to Kell College" → library."""
    cut = _NOUN_END.search(subject)  # "the Kell jug made at the works" asks of the jug
    named = [w.text for w in words(subject[: cut.start()] if cut is not None else subject)]
    return key(re.sub(r"['’]s?$", "", named[-1])) if named else ""


def measured_other_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a length, height, width or depth measures another thing than the question's subject, as reasons.

    The figure is read as "N long" ("N high", ...) or after "to a height of" at the end of a clause, whose
    subject is then the measured thing: "The walls are to be carried to a height of 19 feet" gives the walls'
    height, not a bellcote's.
    """
    asked = _DIMENSION_ASKED.match(question.strip()) or _DIMENSION_NAMED.match(question.strip())
    at = value_at(cited, value)
    if asked is None or at is None:
        return []
    dimension = _SAME_DIMENSION[asked.group("dimension").lower()]
    ws = words(cited)
    start = ws[at[0]].start
    before = cited[max(0, start - _MEASURE_REACH) : start]
    opened = _STATED_BEFORE[dimension].search(_HEDGES.sub("", before))
    if opened is not None:
        before = _HEDGES.sub("", before)[: opened.start()]
    elif not _STATED_AFTER[dimension].match(cited[ws[at[1] - 1].end :]):
        return []
    phrase = _measured(before)
    if phrase is None or any(w.text[:1].isupper() for w in words(phrase)):
        return []
    named = [w.text for w in words(phrase)]
    head = key(re.sub(r"['’]s?$", "", named[-1])) if named else ""
    subject = asked.group("subject")
    own = subject_head(subject)
    if not head or not own or head in _ANY_THING | _POSITIONS or head.endswith(own) or own.endswith(head):
        return []
    if dimension != "long" and (head in _WHOLE_HEIGHT or _names_only(subject)):
        return []
    whole = _PART_IN_WHOLE.match(subject)
    if whole is not None and head == subject_head(whole.group("whole")):
        # "the stalls in the barn": "the barn was 54 yards long" measures the whole, not the part asked
        return [f"the length {value!r} is of {phrase!r}, the whole the asked {own!r} stands in"]
    if head in {key(w.text) for w in words(subject)}:
        return []  # "the new wall enclosing the extension": the wall is named in the subject
    measure = "length" if dimension == "long" else "figure"
    return [f"the {measure} {value!r} is of {phrase!r}, not of {asked.group('subject')!r}"]
