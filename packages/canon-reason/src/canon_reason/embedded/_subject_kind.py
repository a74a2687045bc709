"""Judge checks that a question's subject is of a kind that can have the asked fact.

Only a person is born or dies: "Where was the Kelby Water Company born?" has no answer, and a birthplace
found near the company's name is a founder's or a chairman's. The subject's head noun says its kind: the
noun before "of", a relative clause or a comma ("the architect of the Kelby Bridge", "the engineer who
built it"), else its last word. Nouns that are also surnames ("Church", "Hill", "Mills") name a thing only
after "the" ("the Corn Mills"), as a person's name never opens with it.
"""

from __future__ import annotations

import re

from .._draft import Draft
from .._text import words
from ._datelines import report_dateline
from ._lexicon import ORG_WORDS, PLACE_WORDS, ROLE_NOUNS, key

__all__ = [
    "born_clause_problem",
    "lifeless_subject_problem",
    "maker_hop_problem",
    "opened_other_problem",
    "personal_subject_problem",
    "subject_kind_problems",
]

_LIFE_EVENT = re.compile(
    r"\b(?:was|were|is)\s+(?P<born>.+?)\s+born\b(?!\s+or\b)|\bdid\s+(?P<died>.+?)\s+die\b(?!\s+or\b)"
    r"|^who\s+(?:succeeded|followed|replaced)\s+(?P<held>.+?)\s+as\b",
    re.IGNORECASE,
)
"""Questions asking a life event of their subject: "Where was *X* born?", "In what year did *X* die?" (not
"born or founded", which an age comparison asks of a person or a body alike), "Who succeeded *X* as
chairman?" (an office is held by a person)."""
_HEAD_END = re.compile(
    r",|\s(?:of|who|whom|whose|that|which|when|where)\s"
    r"|\s(?:[a-z]+ed|built|made|run|held|kept|owned)\s+(?:by|in|at|on|for|from)\s",
    re.IGNORECASE,
)
"""Where a subject's head noun ends: "the *architect* of ...", "the *engineer* who ...", "X, foreman",
"the *building* opened by ..."."""
_RELATIVE_KIND = frozenset({"predecessor", "successor", "replacement", "sister", "brother", "twin", "head"})
"""Role nouns that take their kind from what they relate to (a ship's *sister*), or name a place (a head)."""
_THING_NOUNS = (
    ORG_WORDS
    | PLACE_WORDS
    | {
        key(w)
        for w in (
            "reservoir aqueduct tunnel estate distillery distillers baths infirmary exchange ferry reflector "
            "telescope house hut farm garden gardens park pool theatre cinema hotel inn tavern pub chapel "
            "ship lifeboat engine locomotive organ orchestra choir band team building"
        ).split()
    }
)
"""Head nouns of names of places, bodies, buildings and made things, none of which is born or dies."""
_SURNAME_NOUNS = {
    key(w)
    for w in (
        "bank banks mills works church street hill hills glen lake bay sound cape port tower bridge light "
        "lock falls castle palace abbey peak square point wharf pier dock press line lines house farm park "
        "ship inn union hall mill ferry garden gardens chapel field"
    ).split()
}
"""Head nouns of things that are also surnames: "Where was Ada Church born?" asks of a person."""


_AGENT_NOUN = re.compile(r"(?:er|or)$")
"""A singular noun of a doer ("holder", "keeper"), which names a person though its stem names a body."""
_AGENT_LIKE_THINGS = frozenset({"tower", "river", "harbor", "water", "reflector", "refractor"})


def _head(subject: str) -> tuple[str, bool]:
    """The head noun of ``subject``, in lower case, and whether the subject opens with "the"."""
    the = subject.lower().startswith("the ")
    cut = _HEAD_END.search(subject)
    ws = words(subject[: cut.start()] if cut is not None else subject)
    if len(ws) > 1 and ws[-1].text == "Royal":
        ws = ws[:-1]  # an adjective set after its noun: "the Theatre Royal" is a theatre
    if not ws:
        return "", the
    return re.sub(r"['’]s?$", "", ws[-1].text).lower(), the


def lifeless_subject_problem(question: str) -> list[str]:
    """Why ``question`` asks a birth or a death of something that is not a person, as reasons."""
    found = _LIFE_EVENT.search(question)
    if found is None:
        return []
    subject = (found.group("born") or found.group("died") or found.group("held")).strip()
    word, the = _head(subject)
    if _AGENT_NOUN.search(word) and word not in _AGENT_LIKE_THINGS:
        return []  # "the holder of the record"
    head = key(word)
    if not head or (head in ROLE_NOUNS and not word.endswith("ing")) or head not in _THING_NOUNS:
        return []  # a "building" is no builder
    if head in _SURNAME_NOUNS and not the:
        return []
    return [f"the question asks a birth, a death or an office of {subject!r}, which is no person"]


_BODY_NOUNS = frozenset(
    "company society club board commissioners committee council association union trust orchestra choir "
    "league federation guild governors trustees band".split()
)
"""Bodies of people, which are founded or run but neither designed nor measured (their buildings are)."""
_NATURAL_PLACES = frozenset(
    "cove bay sands beach cliff cliffs moor fell river stream brook lake tarn hill hills mountain peak "
    "valley dale vale island".split()
)
"""Places nobody designed: "Who designed Kell Cove?" finds the architect of a house that stands there."""
_THING_FACT = re.compile(
    r"^(?:who designed|who (?:was|were|is) the (?:architect|designer|builder)s? (?:of|for)"
    r"|how long (?:is|was|are|were))\s+(?P<subject>.+?)\s*\?$"
    r"|^(?:when|in what year|in which year) did\s+(?P<opened>.+?)\s+open\s*\?$",
    re.IGNORECASE,
)
"""Questions asking a fact only a made thing has: its designer, architect, builder, length or opening."""


def personal_subject_problem(question: str) -> list[str]:
    """Why ``question`` asks a designer, a length or an opening of a person named by role, as reasons.

    "Who was the architect of the Mayor of Kelby?" and "How long is the Borough Engineer?" have no answer;
    a designer named next to the mayor designed something else. "Who designed the Mayor's Parlour?" asks
    of the parlour. A body of people ("the Kell Band") is neither designed nor measured, a cove or a hill
    not designed.
    """
    found = _THING_FACT.match(question.strip())
    if found is None:
        return []
    subject = found.group("subject") or found.group("opened")
    word, the = _head(subject)
    if word in _RELATIVE_KIND or word.endswith("ing"):  # "building" is no builder
        return []
    if word and key(word) in ROLE_NOUNS:
        return [f"the question asks of {subject!r}, a person, what only a made thing has"]
    if word in _BODY_NOUNS and question.strip().lower().startswith("who"):
        return [f"the question asks a designer of {subject!r}, a body of people"]
    if (
        word in _NATURAL_PLACES
        and question.strip().lower().startswith("who")
        and (the or word not in _SURNAME_NOUNS)
    ):
        return [f"the question asks a designer of {subject!r}, a place nobody made"]
    if word in _BODY_NOUNS and found.group("subject") and _HEAD_END.search(subject) is None:
        # "How long is the Kell Band?" (not "the pier built by the company", whose head is the pier)
        return [f"the question asks a length of {subject!r}, a body of people"]
    return []


_OWN_OPENING = re.compile(
    r"^(?:when|in what year|in which year|what year) did (?P<subject>.+?) (?:first )?open\s*\?$"
)
"""A question asking when its subject itself opened: "In what year did the Kell Baths open?"."""
_OPEN_WORD = re.compile(r"\b(?:[Rr]e)?open(?:s|ed|ing)?\b|\bOpen(?:s|ed|ing)\b")
"""An opening, not a name's "Open" ("the Kelby Open", a tournament)."""
_CLAUSE_BREAK = re.compile(r"[,;:.()\n]|\b(?:and|but|before|after|until|when|while|since|from)\b")
_PASSIVE_END = re.compile(r"\b(?:was|were|is|are|be|been|being)\s+(?:\w+ly\s+)?$")
_WHICH_END = re.compile(r",?\s*\b(?:which|that)\s+(?:(?:he|she|they|we)\s+)?(?:\w+ly\s+)?$")
_OBJECT_START = re.compile(r"^\s+(?:the|a|an|his|her|their|our|its|my)\s+(?P<object>[^,;:.()]+)")
_PRONOUNS = frozenset("it its they their this these which who he she".split())


def _opened_thing(before: str, after: str) -> str | None:
    """The words naming what an "opened" opens, or None when only a pronoun or nothing names it."""
    if (which := _WHICH_END.search(before)) is not None:
        return _CLAUSE_BREAK.split(before[: which.start()])[-1]  # "the Dunby works, which opened in 1929"
    if (passive := _PASSIVE_END.search(before)) is not None:
        return _CLAUSE_BREAK.split(before[: passive.start()])[-1]  # "the bridge was opened"
    if (taken := _OBJECT_START.match(after)) is not None:
        return taken.group("object")  # "he opened his own drapery"
    if re.match(r"^\s+of\b", after):
        return _CLAUSE_BREAK.split(after[3:].strip(), maxsplit=1)[0]  # "the opening of the baths"
    return _CLAUSE_BREAK.split(before)[-1]  # "the house opened in 1994"


_DETERMINERS = frozenset("the a an".split())
_PREPOSITIONS = frozenset("of at on in into for by with from to near".split())


def _phrase_head(named: list[str]) -> str:
    """The head noun of the last noun phrase in ``named``: "the observatory on Dunby Hill" → observatory."""
    starts = [i for i, w in enumerate(named) if w.lower() in _DETERMINERS]
    start = starts[-1] + 1 if starts else 0
    phrase = named[start:]
    cut = next((i for i, w in enumerate(phrase) if i > 0 and w.lower() in _PREPOSITIONS), len(phrase))
    return re.sub(r"['’]s?$", "", phrase[cut - 1]) if cut > 0 else ""


_LOCATIVE_END = re.compile(r"\b(?:on|in|at|off|along|beside|behind|opposite|near)\s+(?:the\s+)?$", re.I)
"""A place preposition just before a name: "the new room *in* Kell Row"."""


def _place_only(subject: str, cited: list[str]) -> str | None:
    """``subject`` (less its "the") when the cited text names it, and only ever after a place preposition."""
    name = re.sub(r"^the\s+", "", subject.strip(), flags=re.IGNORECASE)
    named = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)
    at = [(t, m.start()) for t in cited for m in named.finditer(t)]
    if not at or not all(_LOCATIVE_END.search(t[:i]) for t, i in at):
        return None
    return name


def opened_other_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why the year answering when X opened dates another thing's opening, as reasons.

    "In what year did the Kell Baths open?" is not answered by "he opened his own drapery in 1846",
    "the works at Dunby, which opened in 1929" or "the spring before the hut opened": what opens there
    has another head noun than the subject ("the Dunby School opens" for the Dunby School Board too). A text
    telling no opening but only how long something has gone on ("held by the club since 1968"), or naming
    the subject only as where something stands ("the new room in Kell Row, opened in 1904" for Kell Row),
    dates no opening of it. "It opened in 1880", "the baths were opened", a label ("Opened: 1880") and a
    table row pass.
    """
    found = _OWN_OPENING.match(question.strip().lower())
    year = re.search(r"\b\d{4}\b", value)
    if found is None or year is None:
        return []
    asked_head = key(_head(found.group("subject"))[0])
    others: list[str] = []
    # a report's date gives the year of an opening its text tells by a day ("opened yesterday")
    told = [t for t in cited if not report_dateline(t, cited)]
    since = re.compile(rf"\bsince\s+{year.group()}\b")
    if (
        told
        and not any("|" in t or _OPEN_WORD.search(t) for t in told)
        and any(since.search(t) for t in told)
    ):
        # "a contest held by the club since 1968" dates how long something has gone on, not an opening
        return [
            f"the cited text tells no opening of {found.group('subject')!r}, only a 'since {year.group()}'"
        ]
    if (place := _place_only(found.group("subject"), told)) is not None:
        return [f"the cited text names {place!r} only as where the opened thing stands"]
    for text in told:
        if "|" in text or (year.group() not in text and len(told) == len(cited)):
            return []
        for m in _OPEN_WORD.finditer(text):
            before = text[max(0, m.start() - 80) : m.start()]
            thing = _opened_thing(before, text[m.end() : m.end() + 80])
            named = [w.text for w in words(thing or "")]
            if not named or any(w.lower() in _PRONOUNS for w in named[-2:]):
                return []
            heads = [_phrase_head(named)]
            if named[0].lower() in ("a", "an") and re.search(r",\s*$", before[: before.rfind(thing or "")]):
                heads.append(
                    _phrase_head([w.text for w in words(_CLAUSE_BREAK.split(before)[-2])])
                )  # "X, a span"
            if any(key(h) == asked_head for h in heads if h):
                return []
            others.append(" ".join(named[-4:]))
    if not others:
        return []
    return [f"the cited opening is of {others[0]!r}, not of {found.group('subject')!r}"]


_WHERE_BORN = re.compile(
    r"^(?:where|in (?:what|which) (?:\w+ )?(?:place|town|village|city|country))\b.*\bborn\b"
)
_BORN_WORD = re.compile(r"\b[Bb]orn\b(?!\s*:)")
_NEXT_CLAUSE = re.compile(r"[,;]\s*(?:had|has|have|was|were|is|and|but|then|he|she|they|who|where|after)\b")
"""A clause after the birth's own: "born in 1894, *had* served in France", "born at Tibb, *and* moved to"."""


def born_clause_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a place answering where X was born stands in a later clause than "born", as reasons.

    "His son Eli Penn, born in 1887, had fought in Flanders" places a war service, not a birth; "born in
    1894 at Tibb", "Born at Tibb in 1894, he ..." and a label ("Born: 1849, Kell Row, Tibb") place the birth.
    """
    if not _WHERE_BORN.match(question.strip().lower()) or not value[:1].isupper():
        return []
    first = value.split()[0]
    seen = False
    for text in cited:
        for born in _BORN_WORD.finditer(text):
            at = text.find(first, born.end())
            if at < 0:
                continue
            seen = True
            if not _NEXT_CLAUSE.search(text[born.end() : at]):
                return []
    return [f"the answer {value!r} stands in a later clause than the birth"] if seen else []


_MAKER_HOP = re.compile(
    r"\b(?:was|were|did) the (?P<role>architect|designer|builder|founder)s? (?:of|for) .+?\b(?:born|die)\b",
    re.IGNORECASE,
)
"""A life event of the one who made or founded X, asked by that role alone: "Where was the architect of the
Kell Baths born?" (not "Where was Tobin Quarle, the founder of the firm, born?", which names him)."""
_MAKER_WORDS: dict[str, re.Pattern[str]] = {
    "architect": re.compile(r"\b(?:architect|design|plan)", re.IGNORECASE),
    "designer": re.compile(r"\b(?:architect|design|plan)", re.IGNORECASE),
    "builder": re.compile(r"\b(?:buil|construct|contract|erect|engineer)", re.IGNORECASE),
    "founder": re.compile(r"\b(?:found|establish|start|begun|began|set up|form)", re.IGNORECASE),
}
"""The words by which a text tells who made or founded a thing."""


def maker_hop_problem(question: str, steps: int, cited: list[str]) -> list[str]:
    """Why a one-step answer to a life event of X's maker is X's own, or another's, as reasons.

    "Where was the designer of Tobin Quarle born?" read in one step from "Born: Tibb, 1862" (his own
    entry) answers where Tobin Quarle was born: a text that never tells who designed, built or founded
    anything cannot have found the maker. Two steps (the maker named, then the maker's birth) pass.
    """
    found = _MAKER_HOP.search(question)
    if found is None or steps != 1 or not cited:
        return []
    if any(_MAKER_WORDS[found.group("role").lower()].search(text) for text in cited):
        return []
    return [f"the cited text never tells who was the {found.group('role').lower()}, so it was not found"]


def subject_kind_problems(draft: Draft) -> list[str]:
    """The checks above for the draft's question and each of its hops' questions (and their cited text)."""
    questions = [draft.question, *(s.question for s in draft.steps)]
    found = [p for q in questions for p in lifeless_subject_problem(q) + personal_subject_problem(q)]
    if draft.steps and draft.calculation is None and draft.value is not None:
        markers = set(draft.steps[-1].markers)
        cited = [c.text for c in draft.citations if c.marker in markers]
        found += opened_other_problem(draft.question, draft.value, cited)
        found += born_clause_problem(draft.steps[-1].question, draft.steps[-1].answer.strip(), cited)
        found += maker_hop_problem(draft.question, len(draft.steps), cited)
    return list(dict.fromkeys(found))
