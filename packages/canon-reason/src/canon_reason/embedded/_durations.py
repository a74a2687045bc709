"""How long something lasted, asked of a post held or a place open: "For how many years was X open?".

A post's span is read where its first year stands ("from 1921 to 1946"), or up to a retirement stated after
it; a place's span is the years it opened and closed, which texts give apart.
"""

from __future__ import annotations

import re

from .._text import fold, words
from ._candidates import name_class
from ._fact import AnswerType, read_fact
from ._lexicon import NUMBER_WORDS
from ._operations import Arithmetic, Operation

__all__ = ["duration", "event_participle", "years_unstated_problem"]

_DURATION = re.compile(
    r"^(?:for\s+)?how\s+many\s+years\s+(?P<aux>did|was|were|has|had)\s+(?P<rest>.+?)\??$", re.IGNORECASE
)
_HOW_LONG = re.compile(r"^how\s+long\s+(?P<aux>did|was|were)\s+(?P<rest>.+?)\??$", re.IGNORECASE)
""""How long did A serve as secretary?", "How long was the mill open?": a span only when asked of a post
held or of a place open, as "how long" asks a length too."""
_NOT_A_SPAN = re.compile(r"\b(?:after|before|between|since|ago|old|older|younger|than)\b")
"""Words of an interval or an age; lower case only, so a name ("the *Old* Mill") is no such word."""
_SERVED_AS = re.compile(r"^(?P<who>.+?)\s+serve\s+as\s+(?P<post>\S.*)$", re.IGNORECASE)
"""A post held, asked with "serve as": "did A serve as secretary" asks when A *was* secretary."""
_DETERMINED = re.compile(r"(?:the|a|an|his|her|its|their)\s", re.IGNORECASE)
_OPEN_FOR = re.compile(r"^(?P<what>.+?)\s+open(?:\s+(?:as|to|for)\s+.+)?$")
"""A place open for a time: "were the Old Baths open (to the public)"."""


def _open_span(aux: str, rest: str) -> Arithmetic | None:
    """Years something was open, as the difference of the years it opened and closed.

    "For how many years was X open?" asks "When was X opened?" and "When was X closed?": texts give the two
    years apart ("opened in 1871", "closed in 1920") more often than as one span.
    """
    match = _OPEN_FOR.match(rest) if aux.lower() in ("was", "were") else None
    if match is None or not read_fact(match.group("what")).entities:
        return None
    what = match.group("what")
    opened, closed = (
        read_fact(f"When {aux.lower()} {what} {verb}?", answer_type=AnswerType.DATE)
        for verb in ("opened", "closed")
    )
    return Operation.DIFFERENCE, None, (opened, closed)


_TOOK_TO = re.compile(
    r"^how\s+(?:many\s+years|long)\s+did\s+it\s+take\s+to\s+(?:build|complete|construct|finish)\s+"
    r"(?P<what>.+?)\s*\??$",
    re.IGNORECASE,
)
"""The years a work took: "How many years did it take to build the Arden Tunnel?"."""


def _took(text: str) -> Arithmetic | None:
    """The years from a work's beginning to its completion, asked as the two years apart.

    "How long did it take to build X?" asks "When was X begun?" and "When was X completed?".
    """
    match = _TOOK_TO.match(text.strip())
    if match is None or not read_fact(match.group("what")).entities:
        return None
    begun, completed = (
        read_fact(f"When was {match.group('what')} {verb}?", answer_type=AnswerType.DATE)
        for verb in ("begun", "completed")
    )
    return Operation.DIFFERENCE, None, (begun, completed)


_LASTED_UNTIL = re.compile(
    r"^(?:for\s+)?how\s+(?:many\s+years|long)\s+did\s+(?P<what>.+?)\s+(?:exist|last|survive|continue)\s+"
    r"before\s+(?:it|they)\s+(?:was|were)\s+(?P<end>[a-z]+ed)\s*\??$",
    re.IGNORECASE,
)
"""The years a body lasted until its end: "For how many years did the Board exist before it was wound up?"."""


def _lasted_until(text: str) -> Arithmetic | None:
    """The years from a body's founding to the end the question names, asked as the two years apart.

    "For how many years did X exist before it was dissolved?" asks "When was X founded?" and "When was X
    dissolved?": a thing exists from its founding.
    """
    match = _LASTED_UNTIL.match(text.strip())
    if match is None or not read_fact(match.group("what")).entities:
        return None
    founded, ended = (
        read_fact(f"When was {match.group('what')} {verb}?", answer_type=AnswerType.DATE)
        for verb in ("founded", match.group("end").lower())
    )
    return Operation.DIFFERENCE, None, (founded, ended)


_FROM_ITS = re.compile(
    r"^(?P<head>.+?),?\s+from\s+(?:its|his|her|their)\s+(?P<a>[a-z]+)\s+(?:to|until|till)\s+"
    r"(?:its|his|her|their)\s+(?P<b>[a-z]+)(?P<by>\s+by\s+(?:the\s+)?[a-z]+)?$",
    re.IGNORECASE,
)
"""A span told by its two events: "did the mill work, *from its opening to its closure*", the second with
its agent ("to its destruction *by fire*")."""
_EVENT_PARTICIPLES = {
    "building": "built",
    "founding": "founded",
    "foundation": "founded",
    "death": "died",
    "destruction": "destroyed",
    "demolition": "demolished",
}


def event_participle(noun: str) -> str | None:
    """The past participle an event noun stands for: "establishment" → "established", "closure" → "closed".

    Regular endings only ("-ment", "-ure", "-ing", "-ation"), and a few common nouns whose verb is not.
    """
    noun = noun.lower()
    if noun in _EVENT_PARTICIPLES:
        return _EVENT_PARTICIPLES[noun]
    for ending, cut in (("ment", 4), ("ation", 3), ("ing", 3), ("ure", 3)):
        if noun.endswith(ending) and len(noun) - cut >= 3:
            return noun[:-cut] + "ed"
    return None


def _between_own_events(aux: str, rest: str) -> Arithmetic | None:
    """Years from one event of a thing to another, each asked as a date: "from its founding to its closure".

    "For how many years did X work, from its establishment to its closure?" asks "When was X established?"
    and "When was X closed?"; the verb before the span says only what went on between them.
    """
    match = _FROM_ITS.match(rest)
    if match is None:
        return None
    verbs = [event_participle(match.group(side)) for side in ("a", "b")]
    subject = match.group("head").split()
    # the subject is the name before the verb: "the Orley Mill *work*"; a bare verb closes the head
    what = " ".join(subject[:-1]) if aux.lower() in ("did", "do", "does") else " ".join(subject)
    if None in verbs or not read_fact(what).entities:
        return None
    by = match.group("by") or ""
    first = read_fact(f"When was {what} {verbs[0]}?", answer_type=AnswerType.DATE)
    last = read_fact(f"When was {what} {verbs[1]}{by}?", answer_type=AnswerType.DATE)
    return Operation.DIFFERENCE, None, (first, last)


def duration(text: str) -> Arithmetic | None:
    """How long something lasted: "For how many years was X president?" asks when it was, as a span.

    The one operand is "When was X president?"; the span of years read where its answer stands gives the
    duration. A question about an interval between two events or an age is no span of one thing.
    """
    took = _took(text) or _lasted_until(text)
    if took is not None:
        return took
    match = _DURATION.match(text.strip()) or _HOW_LONG.match(text.strip())
    if match is None or _NOT_A_SPAN.search(match.group("rest")):
        return None
    aux, rest = match.group("aux"), match.group("rest")
    between = _between_own_events(aux, rest)
    if between is not None:
        return between
    opened = _open_span(aux, rest)
    if opened is not None:
        return opened
    served = _SERVED_AS.match(rest) if aux.lower() == "did" else None
    if served is None and match.re is _HOW_LONG:
        return None  # "How long was the pool?" asks a length
    asked = f"When {aux.lower()} {rest}?"
    if served is not None:
        post = served.group("post")
        # "the" keeps a post written as a name ("County Librarian") apart from the holder's name
        post = post if _DETERMINED.match(post) else f"the {post}"
        asked = f"When was {served.group('who')} {post}?"
    fact = read_fact(asked, answer_type=AnswerType.DATE)
    if not fact.entities:
        return None
    holder = served.group("who") if served is not None else _person_of(fact.entities)
    if holder is not None:  # the post's first year and the holder's retirement, when no span is written
        retired = read_fact(f"When did {holder} retire?", answer_type=AnswerType.DATE)
        return Operation.DURATION, None, (fact, retired)
    return Operation.DURATION, None, (fact,)


def _person_of(entities: tuple[str, ...]) -> str | None:
    """The holder a span asked of a post names, or ``None``.

    The first name of two words or more that is no place or body: "For how many years was *Ann Roe*
    curator?".
    """
    for entity in entities:
        if len(entity.split()) > 1 and name_class(entity) is None and not entity[:1].isdigit():
            return entity
    return None


_YEARS_VALUE = re.compile(r"^\s*(?P<number>\d{1,4}|[a-z]{3,9})(?:\s+years?)?\s*$", re.IGNORECASE)
_YEARS_ASKED = re.compile(r"\bhow many (?:full |whole |more )?years\b", re.IGNORECASE)
_YEARS_REACH = 3
"""How many words after a number the word "years" may stand: "47 *full* years", "forty-seven *long* years"."""


def years_unstated_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a count of years read, not calculated, is no count of years its cited text gives.

    "Went into one of them" holds the number one but counts no years: a stated duration needs its number
    set before a word of years ("for 47 years", "nearly forty-seven years").
    """
    found = _YEARS_VALUE.match(value)
    if found is None or not (_YEARS_ASKED.search(question) or re.search(r"years?\s*$", value)):
        return []
    written = found.group("number").lower()
    number = int(written) if written.isdigit() else NUMBER_WORDS.get(written)
    if number is None:
        return []
    forms = {str(number)} | {w for w, v in NUMBER_WORDS.items() if v == number}
    for text in cited:
        folded = [fold(w.text) for w in words(text)]
        for i, w in enumerate(folded):
            if w in forms and any(x.startswith("year") for x in folded[i + 1 : i + 1 + _YEARS_REACH]):
                return []
    return [f"no cited text sets {number} before a word of years"]
