"""Judge checks that a height or a price is the asked thing's own, not a part's or a recurring payment's.

"The new brewhouse was given a tall round chimney, 96 feet high" gives the chimney's height, not the
brewery's; "Height of the taller kiln: 78 feet" gives a kiln's, not the maltings'. And "paying the master
£50 a year" is a yearly payment, not what anything cost, and "sold to Threlkeld & Sons for £412,000" is
what the buyer paid, not what the buyer cost.
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, words
from ._fact import read_fact
from ._lexicon import MONEY_WRITTEN, OLD_SUM, content_keys, key
from ._measures import value_at
from ._sums_paid import PAYING_WORDS

__all__ = [
    "demolished_part_problem",
    "each_price_problem",
    "priced_kind_problem",
    "stated_sum_problem",
    "measured_part_problem",
    "listed_price_problem",
    "offered_for_agreed_problem",
    "other_cost_problem",
    "party_problem",
    "rate_period_problem",
    "rate_problem",
    "gift_for_cost_problem",
    "total_for_rate_problem",
    "time_count_problem",
    "author_for_tenderer_problem",
]

_HEIGHT_ASKED = re.compile(r"\bhow (?:tall|high)\b(?! above)|\bheight\b", re.IGNORECASE)
_HIGH_AFTER = re.compile(r"^[^\W\d]*\s*(?:\([^()]*\)\s*)?(?:high|tall|in height)\b")
"""What closes a height after its figure and unit: "96 feet *high*", "32 feet (9.75 m) *high*"."""
_LABEL = re.compile(r"(?:^|\n)\s*(?:[-*|]\s*)?(?:\*\*)?(?P<label>[^:\n]{1,80}?)(?:\*\*)?\s*:\s*(?:\*\*)?\s*$")
"""A label a figure stands after at the start of a line: "*Dam height:* 19 metres"."""
_NOUN_HEIGHT = re.compile(r"^(?:[A-Za-z-]+\s+)*?(?P<noun>[A-Za-z-]+)\s+height$", re.IGNORECASE)
"""A label naming whose height it is before the word: "*Dam* height", "tower height"."""
_HEIGHT_OF = re.compile(
    r"^height\s+of\s+(?:the\s+|its\s+)?(?:[a-z-]+\s+)*?(?P<noun>[a-z-]+)(?:\s+(?:to|at|above|from|in|of)\b.*)?$",
    re.IGNORECASE,
)
"""A label naming whose height it is after the word: "Height of the taller *kiln* to the top of its cowl"."""
_THING_LABEL = re.compile(r"^(?:[A-Za-z-]+\s+)*?(?P<noun>[a-z-]+)$")
"""A label naming the thing itself, the height following it: "Diving *stage*: 15 feet high"."""
_SUBJECT_IS = re.compile(
    r"(?:^|[.;]\s+)(?:(?:the|its|their)\s+(?:[a-z-]+\s+)*?(?P<noun>[a-z-]+)\s+itself"
    r"|(?:its|their)\s+(?:[a-z-]+\s+)*?(?P<owned>[a-z-]+))\s+"
    r"(?:is|was|are|were|stands|stood|rises|rose|reaches|reached)(?:\s+(?:some|about|nearly|almost|over|just))?\s*$",
    re.IGNORECASE,
)
"""A part a clause's height is stated of: "*The tower* itself is 134 feet high", "*Its spire* rises 60 m"
("the white tower is 38 metres tall" may be the whole lighthouse, and is left)."""
_DESCRIBED = re.compile(r"\b(?:a|an)\s+(?:[a-z-]+\s+)*?(?P<noun>[a-z-]+)(?:\s+of\s+[a-z ]+?)?,?\s*$")
"""A thing described with an article right before its height: "a tall round *chimney* of yellow brick, "."""
_APPOSED = re.compile(r"(?:,|\b(?:is|was))\s*$")
"""What stands between a name and its description: "Thorne Force*,* a waterfall", "The Cup *is* a cup"."""
_MEASURE_MODIFIERS = frozenset(
    "overall total maximum full present original greatest least minimum average internal external clear "
    "standing new old former current".split()
)
"""Words before "height" that say which height, not whose: "*overall* height"."""


def _owner(text: str, start: int, end: int) -> tuple[str, int] | None:
    """The noun of the thing a height at ``start``..``end`` of ``text`` is stated of, and where it stands."""
    before = text[:start]
    label = _LABEL.search(before)
    if label is not None:
        name = label.group("label").strip(" *")
        for pattern in (_NOUN_HEIGHT, _HEIGHT_OF):
            found = pattern.match(name)
            if found is not None:
                return found.group("noun"), label.start("label") + found.start("noun")
        found = _THING_LABEL.match(name)
        if found is not None and _HIGH_AFTER.match(text[end:]) and "height" not in name.lower():
            return found.group("noun"), label.start("label") + found.start("noun")
        return None
    if not _HIGH_AFTER.match(text[end:]):
        return None
    part = _SUBJECT_IS.search(before)
    if part is not None:
        return part.group("noun") or part.group("owned"), part.start()
    found = _DESCRIBED.search(before)
    return (found.group("noun"), found.start()) if found is not None else None


_PART_HEADING = re.compile(r"\s*\*\*(?P<part>[A-Z][a-z]+)\.\*\*\s")
"""A clause of a specification headed in bold by the one part it is of: "**Base.** Square, 11 ft. ..."."""
_WHOLE_HEADINGS = frozenset(
    "Dimensions Measurements Height Size General Description Particulars Details".split()
)
"""Headings of clauses that tell of the whole, not of one part of it."""


def measured_part_problem(question: str, value: str, text: str) -> list[str]:
    """A height the text states of a thing the question does not name: a part, not the asked whole.

    "How tall is the Hessleby Brewery?" is not answered by "a tall round chimney ..., 96 feet high", nor
    "How tall is the Orrin Maltings?" by "Height of the taller kiln: 78 feet". A description set right after
    the asked name ("Thorne Force, a waterfall 21 metres high") is of the name itself.
    """
    if not _HEIGHT_ASKED.search(question):
        return []
    at = value_at(text, value)
    if at is None:
        return []
    ws = words(text)
    asked = {key(w.text) for w in words(question)}
    part = _PART_HEADING.match(text)
    if (
        part is not None
        and key(part.group("part")) not in asked
        and part.group("part") not in _WHOLE_HEADINGS
    ):
        # "**Base.** Square, 11 ft. on each side, ... to a height of 24 ft.": the clause's part, not the shaft
        return [
            f"the height {value!r} is stated under the heading {part.group('part')!r}, a part not asked of"
        ]
    owner = _owner(text, ws[at[0]].start, ws[at[1] - 1].end)
    if owner is None:
        return []
    noun, where = owner
    if noun.lower() in STOPWORDS or noun.lower() in _MEASURE_MODIFIERS or key(noun) in asked:
        return []
    before = text[:where]
    article = re.search(r"\b(?:a|an|the)\s+$", before, re.IGNORECASE)
    lead = before[: article.start()] if article is not None else before
    if _APPOSED.search(lead):
        named = [{key(w.text) for w in words(e)} for e in read_fact(question).entities]
        clause = {key(w.text) for w in words(re.split(r"[.;]\s", lead)[-1])}
        if any(name and name <= clause for name in named):
            return []  # "Thorne Force, a waterfall 21 metres high": the name described
    return [f"the height {value!r} is stated of a {noun}, which the question does not ask about"]


_RECURRING = re.compile(r"\b(?:a|an|per|each|every)\s+(?:year|annum|week|month|day|quarter|session|term)\b")
"""A sum paid again and again: "£50 *a year*", "2s. *per week*"."""
_PER_PIECE = re.compile(
    r"(?:a|an|per|each|every)\s+(?P<piece>passage|trip|journey|voyage|head|ton|load|mile|acre|boat)\b"
)
"""A sum paid for each piece of work or goods: "sixpence *a passage*", "£2 *per ton*"."""
_SUM_REST = re.compile(
    r"^\s*and\s+(?:[a-z]+\s+)?(?:pence|sixpence|threepence|fourpence|halfpenny|\d{1,2}d)\b\.?"
)
"""The rest of a sum of two coins after the first: "one shilling *and sixpence*", "2s *and 6d*"."""
_RECURRING_BEFORE = re.compile(
    r"\b(?:(?:yearly|annual|weekly|monthly|quarterly|daily)(?:\s+[a-z]+)?\s+(?:of|at|for)"
    r"|(?:rent|rental|wage|wages|salary|stipend)\s+(?:of|at)|let\s+(?:at|for))\s+(?:only\s+|some\s+|about\s+)?[£$€]?$",
    re.IGNORECASE,
)
"""A sum paid again and again, said so before it: "let at *a yearly rent of* £40", "*a salary of* £60"."""
_RECURRING_ASKED = re.compile(
    r"\b(?:a|an|per|each|every)\s+(?:year|annum|week|month|day|quarter|session|term)\b|"
    r"\b(?:annual|annually|yearly|weekly|monthly|daily|rent|wage|wages|salary|stipend|fee|fees|subscription)\b",
    re.IGNORECASE,
)


_PERIODS = {
    "day": ("day", "daily"),
    "week": ("week", "weekly"),
    "month": ("month", "monthly"),
    "year": ("year", "yearly", "annual", "annum"),
}
"""The periods a rate is paid by, and the words that name each."""
_RATE_BY = re.compile(r"\W{0,3}(?:a|an|per|each|every|the)\s+(?P<period>day|week|month|year|annum)\b", re.I)
"""A rate's period said right after its sum: "five shillings *a day*"."""


_PERIOD_NAMED = {p: re.compile(rf"\b(?:{'|'.join(names)})\b", re.I) for p, names in _PERIODS.items()}


def _periods_in(text: str) -> set[str]:
    """The periods ``text`` names a rate by: "weekly" → {"week"}."""
    return {p for p, named in _PERIOD_NAMED.items() if named.search(text)}


def rate_period_problem(question: str, value: str, text: str) -> list[str]:
    """A rate for another period than the one asked: "5s a day" for a weekly wage.

    A wage of five shillings a day is no weekly wage; the week's pay would be a sum the text does not give.
    The period is read in the answer, or right after it in its text.
    """
    asked = _periods_in(question)
    if len(asked) != 1 or not MONEY_WRITTEN.search(value):
        return []
    given = _periods_in(value)
    at = value_at(text, value)
    if not given and at is not None and (by := _RATE_BY.match(text, words(text)[at[1] - 1].end)) is not None:
        given = _periods_in(by.group("period"))
    if given and not asked & given:
        return [f"the rate {value!r} is by the {min(given)}, and the question asks it by the {min(asked)}"]
    return []


def rate_problem(question: str, value: str, text: str) -> list[str]:
    """A sum paid each year (or week) given for what a thing cost: "paying the master £50 a year".

    A rate answers a question asking a rate ("What was the annual rent?") or what someone was paid ("How much
    was the master paid?"), never what a thing cost.
    """
    if (
        not PAYING_WORDS.search(question)
        or _RECURRING_ASKED.search(question)
        or _PAYEE_ASKED.search(question)
    ):
        return []
    if _RECURRING.search(value.lower()):
        return [f"the sum {value!r} is paid again and again, not what the thing cost"]
    at = value_at(text, value)
    if at is None:
        return []
    if _RECURRING_BEFORE.search(text[: words(text)[at[0]].start]):
        return [f"the sum {value!r} is paid again and again, not what the thing cost"]
    after = _SUM_REST.sub("", text[words(text)[at[1] - 1].end :].lower(), count=1)
    after = after.lstrip(" .") if OLD_SUM.fullmatch(value) else after.lstrip()  # "15s*.* a week"
    piece = _PER_PIECE.match(after)
    if piece is not None and re.search(rf"\b{piece.group('piece')}\b", question, re.IGNORECASE):
        return []  # "What was the price of a ton of coal?": the price of the piece asked
    if _RECURRING.match(after) or piece is not None:
        return [f"the sum {value!r} is paid again and again, not what the thing cost"]
    return []


_EACH_AFTER = re.compile(r"^\s*(?:each|apiece|a\s+piece)\b", re.IGNORECASE)
"""What makes a sum the price of one of many, right after it: "30,000 shares of £1 *each*"."""
_ONE_ASKED = re.compile(r"\b(?:each|apiece|per|a|an|one|single|every)\b", re.IGNORECASE)
"""Words by which a question may ask the price of one piece: "What was *a* share worth?"."""


def each_price_problem(question: str, value: str, text: str) -> list[str]:
    """A sum the text gives for each one of many, for a sum the question asks whole.

    "The offer was for 30,000 shares of £1 each at 26s per share, a total of £39,000": asked what sum was
    offered for the whole capital, £1 is what one share stood at. A question that may ask of one piece ("a",
    "each", "per") is left to the others.
    """
    at = value_at(text, value)
    if at is None or not MONEY_WRITTEN.search(value) or _ONE_ASKED.search(question):
        return []
    after = text[words(text)[at[1] - 1].end :]
    after = after.lstrip(" .") if OLD_SUM.fullmatch(value) else after
    if _EACH_AFTER.match(after) is None:
        return []
    return [f"the sum {value!r} is what each one of many stood at, not the whole sum asked"]


_PRICE_ASKED = re.compile(r"\b(?:price|prices|quote|quoted|quotation|charge|charged)\b", re.IGNORECASE)
"""A question asking what a thing was priced at: "What price per hurdle did the firm *quote*"."""
_MODIFIER_REACH = 2
"""How many words before a noun are read as the words that tell its kind: "gorse-faced steeplechase"."""
_NOT_MODIFIERS = frozenset(
    "the a an our their his her its of each per for at and or usual same such these those this that".split()
)
"""Words before a noun that tell nothing of its kind, where the words that do end."""


def _modifiers(ws: list[str], i: int) -> set[str]:
    """The words before ``ws[i]`` that tell its kind, back to the nearest word that tells none."""
    found: set[str] = set()
    for w in reversed(ws[max(0, i - _MODIFIER_REACH) : i]):
        if w in _NOT_MODIFIERS or w in STOPWORDS or not w.isalpha():
            break
        found.add(key(w))
    return found


def priced_kind_problem(question: str, value: str, text: str) -> list[str]:
    """A price the text quotes for another kind of the thing asked: plain sheep hurdles for steeplechase ones.

    "Our plain sheep hurdles we quote at 2s. 3d. each" prices no "gorse-faced steeplechase hurdles": where
    the words that tell the kind of a noun the question and the text share are all different on each side,
    the text prices another kind.
    """
    if not _PRICE_ASKED.search(question) or not MONEY_WRITTEN.search(value) or value_at(text, value) is None:
        return []
    asked = [w.text.lower() for w in words(question)]
    said = [w.text.lower() for w in words(text)]
    for i, noun in enumerate(asked):
        if noun in STOPWORDS or not noun.endswith("s") or noun not in said:
            continue
        wanted = _modifiers(asked, i)
        given = _modifiers(said, said.index(noun))
        if wanted and given and not wanted & given and not wanted & {key(w) for w in said}:
            return [f"the price {value!r} is of another kind of {noun} than the question asks"]
    return []


_PARTY_BEFORE = re.compile(r"\b(?:to|from|by)\s+(?:the\s+)?$", re.IGNORECASE)
"""What makes a name a party to a sale or a work: "sold *to* X", "ordered *from* X", "rebuilt *by* X"."""


_COSTED = re.compile(
    r"^\s*(?:how\s+much|what)\s+did\s+(?P<thing>.+?)\s+cost\b"
    r"|^\s*what\s+(?:was|is|were)\s+the\s+(?:[a-z]+\s+)?(?:cost|price)\s+of\s+(?P<of>.+?)\??$",
    re.IGNORECASE,
)
"""A question asking what a thing cost, and the thing: "How much did *the Kell Bridge* cost?"."""


def _costed(question: str) -> str | None:
    """The thing whose cost ``question`` asks, or ``None`` when it asks no thing's cost."""
    found = _COSTED.match(question)
    return None if found is None else found.group("thing") or found.group("of")


def party_problem(question: str, value: str, text: str) -> list[str]:
    """A price the text names the asked one a party to, a buyer, seller or builder, not the thing priced.

    "The firm was sold to Threlkeld & Sons for £412,000" does not say what Threlkeld & Sons cost, nor
    "ordered from Amos Penn at a price of £410" what Amos Penn did.
    """
    thing = _costed(question)
    if thing is None or value_at(text, value) is None:
        return []
    problems = []
    for entity in read_fact(question).entities:
        name = re.sub(r"^the\s+", "", entity, flags=re.IGNORECASE)
        if name not in thing or _PARTY_BEFORE.search(thing[: thing.index(name)]):
            continue  # "a single *from* Saltash Road": a party in the question too
        starts = [m.start() for m in re.finditer(re.escape(name), text)]
        if starts and all(_PARTY_BEFORE.search(text[:at]) for at in starts):
            problems.append(f"{entity!r} is a party to what the sum {value!r} paid for, not the thing priced")
    return problems


_COST_OF = re.compile(
    r"\b(?:cost|costs|price)\s+of\s+(?P<what>[^,;.£$€\d]+?)(?=\s+(?:at|was|were|came|amounted|totalled)\b|,|$)"
)
"""What a sum is stated as the cost of: "the cost *of making good the damage* at £14,600"."""
_WORKS = (
    r"work|works|repairs?|restoration|rebuilding|reconstruction|alterations?|renovation|refurbishment|"
    r"strengthening|improvements?|scheme|extension|enlargement|conversion|refit"
)
_WORK_COST = re.compile(
    rf"\b(?:that|this|the|these|those|its|their)\s+(?:[a-z-]+\s+)?(?P<work>{_WORKS})\b[^.;]*\bcost\b",
    re.IGNORECASE,
)
"""A work on a thing whose cost a clause gives: "*That work* was done by Halbrook and cost £14.2 million"."""
_BARE_WORK_COST = re.compile(rf"^\W*(?:[A-Z][a-z-]+\s+)?(?P<work>{_WORKS})\b[^.;]*\bcost\b")
"""A work a clause opens on with no article, and gives the cost of: "*Chimney repairs* completed June 1988
at a cost of £21,250" (lower case only: "Leme Works" is a name, not a work)."""
_BARE_WORK_ASKED = re.compile(rf"\b(?:{_WORKS})\b|\b[a-z]+ing\s+of\b")
"""A question asking the cost of a work, in lower case: not "the cost of the Leme *Works* buildings"."""
_WORK_ASKED = re.compile(rf"\b(?:{_WORKS})\b|\b[a-z]+(?:ing)\s+of\b", re.IGNORECASE)
"""A question asking the cost of a work: "the *strengthening* of the bridge", "the *repainting of*"."""


_PRICED = re.compile(
    r"(?P<what>[^,;:()\n]+?)\s+(?:had\s+)?(?:cost|costs|came\s+to|fetched|(?:was|were|is|are)\s+"
    r"(?:priced|charged|sold|offered|fixed|set)\s+(?:at|for))(?:\s+(?:only|just|about|some|nearly|over|a\s+mere))?"
    r"\s*[£$€¥]?$",
    re.IGNORECASE,
)
"""What a clause gives a sum as the price of, right before it: "*a season ticket* cost £3"."""
_JOINED = re.compile(r"\b(?:and|but|while|whilst|whereas)\s+", re.IGNORECASE)
_CLOSING_PRONOUN = re.compile(r"\s(?:it|they)$", re.IGNORECASE)
"""A subject pronoun the priced words end with, after a clause that opens the sentence ("when the account
was settled *it*"): the thing that cost the sum is the pronoun's, not a noun of the clause before it."""


def _other_priced(question: str, clause: str, text: str) -> str | None:
    """The other thing a clause prices, when the text names the asked thing elsewhere, else ``None``.

    "A single crossing cost 2s 6d; a season ticket cost £3" gives £3 as the season ticket's price: asked
    what the crossing cost, its subject holds a word the question lacks ("season"), and the asked thing a
    word the subject lacks that the text states elsewhere ("crossing"). A shorter name ("The crossing cost 2s
    6d"), a name with words the question puts elsewhere ("Coal at Tarrow cost 18s. a ton", asked of "a ton
    of coal at Tarrow") or a pronoun ("It cost 2s 6d") is the asked thing's.
    """
    thing, found = _costed(question), _PRICED.search(clause)
    if thing is None or found is None:
        return None
    what = _JOINED.split(found.group("what") + " ")[-1].strip()
    if not what:
        return None  # "designed by Amos Penn and cost £610": the sentence's own subject
    if _CLOSING_PRONOUN.search(what):
        return None  # "when the account was settled in 1863 *it* had cost £4,115": the pronoun is the subject
    subject, asked = content_keys(what), content_keys(thing)
    elsewhere = content_keys(text.replace(what, " ", 1))
    if subject - content_keys(question) and (asked - subject) & elsewhere:
        return what
    return None


_MADE_AT_COST = re.compile(
    r"^\s*(?:the|an?|its|their)\s+(?:[a-z-]+\s+){0,3}?(?P<noun>[a-z-]+)(?:\s*,\s*|\s+(?:was|were)\s+)"
    r"(?:[a-z]+ed|built|made|bought|sold|cast|laid|set|given|won)\s+(?:by|from|in|for)\b[^,;:()]{0,120}?"
    r"\bat\s+a\s+(?:total\s+)?(?:cost|price)\s+of\s*[£$€¥]?$",
    re.IGNORECASE,
)
"""A thing a clause opens with and says was made or bought at a sum: "*The organ*, built by Messrs Penn of
Kell at a cost of £420", "*The bell* was cast in 1850 at a cost of £90"."""


def _other_thing(noun: str, question: str) -> bool:
    """Whether ``noun`` names another kind of thing than the question asks the cost of.

    The asked thing must be described by a kind ("the new *chapel*"), which ``noun`` is not; a word for any
    whole ("The building, erected by ...") may be the asked thing, and so may any noun for a thing asked by
    its name alone ("St Anne's": "The church, built in 1850 ...").
    """
    thing = _costed(question) or ""
    kinds = {key(w.text) for w in words(thing) if w.text.islower()} - STOPWORDS
    asked = {key(w.text) for w in words(question)}
    return bool(kinds) and key(noun) not in asked and key(noun) not in _WHOLE_NOUNS


_PART_IN_NAMED = re.compile(
    r"^(?:the\s+|a\s+|an\s+)?(?P<part>[a-z][a-z'’ -]*?)\s+(?:(?:installed|fitted|placed|put|set\s+up)\s+)?"
    r"(?:in|at|inside|within)\s+(?:the\s+)?(?P<whole>[A-Z][\w'’ -]*?)\s*$"
)
"""A thing asked by the named place it stands in: "the steam engine *installed in Busk Mill*"."""


def _whole_for_part(thing: str, clause: str) -> str | None:
    """The named whole a clause prices when the question asks the cost of a part of it, else ``None``.

    Asked the cost "of the steam engine installed in Busk Mill", "This building, Busk Mill, was completed
    ... at a final cost of £2,117" prices the mill: the clause names the whole and never the part's noun.
    """
    found = _PART_IN_NAMED.match(thing.strip())
    if found is None:
        return None
    noun = key(found.group("part").split()[-1])
    said = {key(w.text) for w in words(clause)}
    whole = found.group("whole")
    return whole if whole in clause and noun not in said else None


_AGREED_ASKED = re.compile(r"\bagree[ds]?\b|\bagreement\b|\bsettled\b|\bfinally\b", re.IGNORECASE)
_AGREED_AFTER = re.compile(
    r"\b(?:agreed|consented|settled|accepted|came\s+down)\b[^.;]{0,60}?(?P<sum>[£$€]\s?\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)
"""A sum agreed after one first named: "offered ... for the sum of £7,250, and that after negotiation the
liquidator had *agreed to accept £6,500*"."""


def offered_for_agreed_problem(question: str, value: str, text: str) -> list[str]:
    """A sum first asked or offered, for the one agreed, when the text goes on to give the agreed one.

    "What sum did the Council agree to pay?" is not answered by the £7,250 the liquidator offered the works
    for, when the sentence goes on to say he "agreed to accept £6,500".
    """
    at = value_at(text, value)
    if _AGREED_ASKED.search(question) is None or at is None:
        return []
    later = _AGREED_AFTER.search(text, words(text)[at[1] - 1].end)
    if later is None or later.group("sum").replace(" ", "") == value.strip().replace(" ", ""):
        return []
    return [f"the sum {value!r} came before the one the text says was agreed, {later.group('sum')}"]


def other_cost_problem(question: str, value: str, text: str) -> list[str]:
    """A sum the text gives as the cost of something else than the asked thing, or of a work done on it.

    "He estimated the cost of making good the damage at £14,600" is no cost of the Borough Engineer, nor
    "That work was done by Halbrook and cost £14.2 million" the cost of the bridge worked on (unless the
    question asks the work's cost).
    """
    at = value_at(text, value)
    if _costed(question) is None or at is None:
        return []
    start = words(text)[at[0]].start
    clause = re.split(r"[.;]\s", text[:start])[-1]
    asked = content_keys(question)
    work = _WORK_COST.search(clause)
    if work is not None and not _WORK_ASKED.search(question):
        return [f"the sum {value!r} is the cost of the {work.group('work')}, which the question does not ask"]
    work = _BARE_WORK_COST.search(clause)
    if work is not None and not _BARE_WORK_ASKED.search(question):
        return [f"the sum {value!r} is the cost of the {work.group('work')}, which the question does not ask"]
    if (priced := _other_priced(question, clause, text)) is not None:
        return [f"the sum {value!r} is what {priced!r} cost, not the asked thing"]
    if (whole := _whole_for_part(_costed(question) or "", clause)) is not None:
        return [f"the sum {value!r} is what {whole!r} cost, not the thing in it the question asks of"]
    if (made := _MADE_AT_COST.search(clause)) is not None and _other_thing(made.group("noun"), question):
        return [f"the sum {value!r} is what the {made.group('noun')} cost, not the asked thing"]
    costed = list(_COST_OF.finditer(clause))
    if not costed:
        return []
    what = content_keys(costed[-1].group("what"))
    if what and not what & asked:
        return [f"the sum {value!r} is the cost of {costed[-1].group('what')!r}, not of the asked thing"]
    return []


_FOR_PIECE = (
    r"\.?\s+for\s+(?:an?\s+|the\s+|each\s+|every\s+)?(?P<what>[^\W\d][\w'’ -]*?)"
    r"(?=\s+(?:and|or)\b|\s*[,;.)]|$)"
)
_OWN_PIECE = re.compile(_FOR_PIECE, re.IGNORECASE)
_LISTED_PIECE = re.compile(rf"(?:{OLD_SUM.pattern}|[£$€]\s?\d[\d,.]*){_FOR_PIECE}", re.IGNORECASE)
"""Sums listed each with what it pays for: "1d. *for a foot passenger* and 6d. *for a cart*"."""


def listed_price_problem(question: str, value: str, text: str) -> list[str]:
    """A sum listed for another thing than the asked one, beside a sum listed for the asked one.

    In "Tolls were 1d. for a foot passenger and 6d. for a cart", 1d. is no toll for a cart: its own "for"
    names a thing the question does not, and another sum's names the thing it does.
    """
    at = value_at(text, value)
    if at is None or not MONEY_WRITTEN.search(value):
        return []
    own = _OWN_PIECE.match(text, words(text)[at[1] - 1].end)
    asked = content_keys(question)
    if own is None or content_keys(own.group("what")) & asked:
        return []
    others = [m.group("what") for m in _LISTED_PIECE.finditer(text) if m.start("what") != own.start("what")]
    if any(content_keys(what) & asked for what in others):
        return [f"the sum {value!r} is listed for {own.group('what')!r}, not for the asked thing"]
    return []


_ESTIMATE = (
    r"\b(?:estimat\w*|expected|budget\w*|projected|tender\w*|quoted|reckoned"
    r"|(?:would|was\s+to|were\s+to)\s+cost)\b"
)
_RAISED = (
    r"\b(?:raised|raise|raising|collected|subscribed|subscriptions?|donated|donations?|grants?|granted|"
    r"lent|loans?|borrowed|bequeathed|bequests?|legacy|pledged|promised|contributed|contributions?|"
    r"appeal|gifts?|insured|valued|valuation)\b"
)
_NOUN_COST = r"(?<!the\s)(?<!its\s)(?<!their\s)(?<!a\s)(?<!total\s)"
_STATED_SUM = re.compile(
    rf"(?P<estimate>{_ESTIMATE}(?:\s+(?:the\s+(?:whole\s+)?)?(?:total\s+)?(?:to\s+)?(?:cost|costs|be|at|of|for|was|is))*)"
    rf"|(?P<raised>{_RAISED})"
    rf"|{_NOUN_COST}\b(?:cost|costs|spent|paid|came\s+to|amounted\s+to|totall?ed)\b",
    re.IGNORECASE,
)
"""The word a clause states a sum with: an estimate ("*estimated at*", "*was to cost*", "*an estimate of*"),
a sum raised or held rather than spent ("*raised*", "*a grant of*", "*insured for*"), or what was spent, a
verb ("*cost*", "*spent*", "*came to*"); the noun "cost" ("estimated *the cost* of the repairs at") states
none, nor does the cost an estimate is of ("I estimate *the whole cost* of the mill at")."""
_STATED_ASKED = {
    "estimate": re.compile(_ESTIMATE, re.IGNORECASE),
    "raised": re.compile(_RAISED, re.IGNORECASE),
}
_STATED_AS = {"estimate": "an estimate", "raised": "a sum raised or held", "spent": "a sum spent"}


_PAYEE_ASKED = re.compile(r"\b(?:was|were|is|are)\b[^?]*\bpaid\b(?!\s+(?:for|to|by)\b)", re.IGNORECASE)
"""A question asking what someone was paid: "How much *was* the master *paid*?" (not "paid *for* land")."""
_THING_COST = re.compile(r"costs?|came\s+to|amounted\s+to|totall?ed", re.IGNORECASE)
"""Words stating what a thing cost, which is never what a person was paid."""


def _stated_as(question: str) -> str:
    return next((kind for kind, asked in _STATED_ASKED.items() if asked.search(question)), "spent")


def stated_sum_problem(question: str, value: str, text: str) -> list[str]:
    """A sum stated otherwise than the question asks: an estimate, a sum raised, or a sum spent.

    "Its cost was estimated at £1,900" does not say what the chapel cost, nor "in the end it cost £2,300"
    what it was estimated to cost, nor "an appeal raised £1,240 towards the cost" what it cost, nor "the
    chapel cost £2,300" what the appeal raised: the last word stating a sum before it tells which it is.
    Nor does "the school cost £1,200" say what its master was paid.
    """
    at, asked = value_at(text, value), _stated_as(question)
    if at is None or not (
        PAYING_WORDS.search(question) or (asked != "spent" and MONEY_WRITTEN.search(value))
    ):
        return []
    clause = re.split(r"[.;]\s", text[: words(text)[at[0]].start])[-1]
    stated = list(_STATED_SUM.finditer(clause))
    if not stated:
        return []
    kind = next((k for k in ("estimate", "raised") if stated[-1].group(k) is not None), "spent")
    if kind != asked:
        return [f"the sum {value!r} is {_STATED_AS[kind]}, not {_STATED_AS[asked]} as the question asks"]
    if _PAYEE_ASKED.search(question) and _THING_COST.fullmatch(stated[-1].group()):
        return [f"the sum {value!r} is what a thing cost, not what the question's payee was paid"]
    return []


_GIFT_AFTER = re.compile(
    r"^\s*(?:was\s+|were\s+)?(?:given|gifted|subscribed|contributed|donated|raised|promised|pledged|granted)"
    r"\b(?:[^.;]|(?<=\b[A-Z])\.){0,60}?\btowards?\b",
    re.IGNORECASE,
)
"""Words after a sum making it a gift towards a thing: "£600 *given by Mr H. Garrow towards* the hall"."""
_GIFT_ASKED = re.compile(
    r"\b(?:gave|give|given|gift|contribut|subscri|donat|raised|pledged|promised|granted)", re.I
)


def gift_for_cost_problem(question: str, value: str, text: str) -> list[str]:
    """A sum given towards a thing for what the thing cost.

    "£600 given by Mr H. Garrow towards the Institute" is a part of its cost, however much of it: "What was
    the total cost of building the Institute?" is not answered by it. A question asking the gift is.
    """
    at = value_at(text, value)
    if at is None or not re.search(r"\bcost\b", question, re.IGNORECASE) or _GIFT_ASKED.search(question):
        return []
    if _GIFT_AFTER.match(text[words(text)[at[1] - 1].end :]) is None:
        return []
    return [f"the sum {value!r} is a gift towards the thing, not what it cost"]


_RATE_ASKED = re.compile(r"\brate\b|\beach\b|\bper\s+(?:head|man|hand)\b", re.IGNORECASE)
_TOTAL_BEFORE = re.compile(r"\btotal\b[^.;:|]{0,30}?:?\s*(?:\*\*)?\s*$", re.IGNORECASE)
"""A label making a sum a total: "*Total wages paid:* £140 4s. 0d."."""


def total_for_rate_problem(question: str, value: str, text: str) -> list[str]:
    """A total for the rate of one, asked: "Total wages paid: £140" is no tuner's weekly rate of pay."""
    at = value_at(text, value)
    if at is None or not _RATE_ASKED.search(question) or re.search(r"\btotal\b", question, re.IGNORECASE):
        return []
    start = words(text)[at[0]].start
    if _TOTAL_BEFORE.search(text[:start].rstrip("£$€ ")) is None:
        return []
    return [f"the sum {value!r} is a total, not the rate of one the question asks"]


_HOW_MANY_NOUN = re.compile(r"\bhow\s+many\s+(?:more\s+|fewer\s+)?(?P<noun>[a-z]+)\b", re.IGNORECASE)
_TIME_NOUN = re.compile(r"\s*(?:centur(?:y|ies)|years?|decades?|months?|weeks?|days?|generations?)\b", re.I)


def time_count_problem(question: str, value: str, text: str) -> list[str]:
    """A count of years or centuries for a count of people or things.

    "Wire Works to Close after Two Centuries" counts centuries: it does not say how many people the works
    employed.
    """
    asked = _HOW_MANY_NOUN.search(question)
    at = value_at(text, value)
    if asked is None or at is None or _TIME_NOUN.fullmatch(asked["noun"]):
        return []
    if _TIME_NOUN.match(text[words(text)[at[1] - 1].end :]) is None:
        return []
    return [f"the count {value!r} counts a span of time, not the {asked['noun']} asked"]


_TENDERER_ASKED = re.compile(r"\bwhose\s+tender\b|\btender\b[^?]*\baccept", re.IGNORECASE)
_AUTHOR_AFTER = re.compile(r"^['’]s?\s+(?:specification|plans?|designs?|drawings?|estimate|report)\b", re.I)
"""What makes a name the author of a paper, not a tenderer: "Mr Henry Rudd*'s specification*"."""


def author_for_tenderer_problem(question: str, value: str, text: str) -> list[str]:
    """The author of the specification tendered for, for the one whose tender was accepted.

    "four tenders had been received for the works comprised in Mr Henry Rudd's specification" names the
    architect; no tender of his.
    """
    name = value.strip()
    if not name or not _TENDERER_ASKED.search(question):
        return []
    found = [m.end() for m in re.finditer(rf"(?<![\w]){re.escape(name)}", text)]
    if not found or not all(_AUTHOR_AFTER.match(text[end:]) for end in found):
        return []
    return [f"the answer {value!r} wrote the paper the tenders were for, and tendered for nothing"]


_DEMOLITION = r"(?:demolished|pulled\s+down|torn\s+down|knocked\s+down|razed|blown\s+up)"
_DEMOLITION_ASKED = re.compile(rf"\b{_DEMOLITION}\b", re.IGNORECASE)
_DEMOLISHED_THING = re.compile(
    rf"(?:^|[.;]\s+)the\s+(?:(?!was\b|were\b)[a-z-]+\s+)*?(?P<noun>[a-z-]+)(?:\s*,[^,]*,)?\s+(?:was|were)\s+"
    rf"(?:[a-z]+\s+){{0,10}}?{_DEMOLITION}\b",
    re.IGNORECASE,
)
"""A described thing a clause says was pulled down: "*The headframe* was demolished in 1924"."""
_WHOLE_NOUNS = frozenset(
    key(w) for w in "building buildings structure site premises remains place whole rest lot".split()
)
"""Nouns that name a whole thing, whatever it is: "*The building* was demolished in 1972"."""


def demolished_part_problem(question: str, value: str, text: str) -> list[str]:
    """A year a thing the question does not name was pulled down in: a part or a neighbour, not the whole.

    "The headframe was demolished in 1924" does not date the pulling down of the Old Brennan Pit, nor "The
    neighbouring Number 16 was demolished in 1972" that of the street it stood in.
    """
    at = value_at(text, value)
    if not _DEMOLITION_ASKED.search(question) or at is None:
        return []
    clause = re.split(r"[.;]\s", text[: words(text)[at[0]].start])[-1]
    found = _DEMOLISHED_THING.search(clause)
    if found is None:
        return []
    noun = found.group("noun")
    if key(noun) in {key(w.text) for w in words(question)} or key(noun) in _WHOLE_NOUNS:
        return []
    return [f"the year {value!r} is of the {noun}'s pulling down, which the question does not ask"]
