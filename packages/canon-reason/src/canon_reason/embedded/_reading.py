"""Reading: find the sentences that answer one look-up, and the answer span inside them.

A sentence answers a ``FactQuestion`` only when it is about the question's entities (by name, or by the
passage it sits in), states the question's relation (the terms, or words of the same relation group), and
holds a candidate of the wanted type attached to that relation. Word overlap alone never suffices: a
sentence that repeats the question but holds no candidate, or whose candidate belongs to another relation
("born in 1823" for "when was it founded"), does not pass.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from .._text import STOPWORDS, fold, normalize_answer, words
from ._aliases import full_name, given_name, titled_surname
from ._candidates import Mention, leading_name, numbers, topic_name
from ._fact import FactQuestion
from ._lexicon import MONEY_WRITTEN, key
from ._mismatch import title_phrase_problem
from ._scoring import ENTITY_BAR, Reader, Scored
from ._sentences import (
    PassageLike,
    PassageText,
    Sentence,
    entity_match,
    kind_names,
    named_alone,
    passage_texts,
    sentences_of,
)
from ._tenure import qualified_subject_problem

__all__ = ["Finding", "Miss", "read", "read_statement", "statement_among"]

#: Each further sentence that gives the same answer adds this to the best one's score: agreement counts...
AGREEMENT_BONUS = 0.05
#: ...but only for this many, so a repeated boilerplate line cannot outvote one precise statement.
MAX_AGREEING = 3
#: A value whose support scores within this of another value's is contested: the reader chose between
#: near-equals...
CONTEST_MARGIN = 0.05
#: ...and its confidence keeps this share, so a pass at 0.9 or more is never a near coin toss.
CONTESTED_SHARE = 0.85
#: A value read from sentences that name the subject only through their passage or a pronoun keeps this
#: share: whose fact it is rests on reading the context right, so it never passes at 0.9 or more.
INDIRECT_SHARE = 0.88
#: A "which X" value that is a title held at an X ("Warden of Aske College") keeps this share: it names
#: the X only inside another thing's name, so it never passes at 0.9 or more.
TITLE_SHARE = 0.85


@dataclass(frozen=True, slots=True)
class Finding:
    """The answer to one look-up: its value and the sentences supporting it (best first)."""

    value: str
    normalized: str
    number: Fraction | None
    unit: str | None
    sentences: tuple[Sentence, ...]
    score: float
    origin: tuple[str, int, int] | None = None
    """Where the value was read: its document and offsets there (for a value from the text itself)."""
    column_unit: str | None = None
    """The unit a bare figure's column names ("inches" of "1905 (inches)"), which its cell leaves out."""


@dataclass(frozen=True, slots=True)
class Miss:
    """No sentence met the bar; ``near`` is the best score of a sentence that came close (0 if none)."""

    reason: str
    near: float


def _normalized(m: Mention) -> str:
    if m.number is not None and m.kind in ("number", "year"):
        return str(m.number)
    return normalize_answer(m.text)


def read(
    fact: FactQuestion,
    passages: Sequence[PassageLike],
    *,
    supports: int = 1,
    avoid: tuple[str, ...] = (),
    refused: tuple[str, ...] = (),
) -> Finding | Miss:
    """Answer ``fact`` from ``passages``: the best-supported value and up to ``supports`` sentences for it.

    ``avoid`` names sibling entities (other operands of an arithmetic question) whose numbers must not be
    taken for this one's; ``refused`` holds values (keyed by ``refused_key``) a judge already vetoed.
    Returns ``Miss`` when no sentence meets the bar. The answer depends only on the question and the
    passages' contents, so each role that asks the same look-up of the same passages gets the answer read
    the first time.
    """
    return _read(fact, passage_texts(passages), supports, avoid, refused)


#: Look-ups whose answers are kept (a question asks a few; the roles of a run ask them again).
_READ_CACHE = 64


@functools.lru_cache(maxsize=_READ_CACHE)
def _read(
    fact: FactQuestion,
    passages: tuple[PassageText, ...],
    supports: int,
    avoid: tuple[str, ...],
    refused: tuple[str, ...],
) -> Finding | Miss:
    sentences = sentences_of(passages)
    grounds: dict[str, Sentence] = {}
    for s in sentences:
        name = leading_name(s.topic)
        if name and name in s.text and s.doc_id not in grounds:
            grounds[s.doc_id] = s
    topics = frozenset(
        key(w.text)
        for s in sentences
        if (name := topic_name(s.topic))
        for w in words(name)
        if w.text[:1].isupper()
    )
    alone = frozenset(e for e in fact.entities if named_alone(e, sentences))
    # "the Society" where the passages name two societies could be either of them
    several = frozenset(e for e in fact.entities if len(kind_names(e, sentences)) > 1)
    reader = Reader(fact, avoid, grounds, topics - STOPWORDS, alone, several, refused)
    passed: list[Scored] = []
    near = 0.0
    for s in sentences:
        result = reader.score(s)
        if isinstance(result, Scored):
            passed.append(result)
        else:
            near = max(near, result)
    if not passed:
        return Miss(_miss_reason(fact), round(near, 6))
    passed.sort(key=lambda r: (-r.score, r.sentence.doc_id, r.sentence.start))
    votes: dict[str, list[Scored]] = {}
    for r in passed:
        votes.setdefault(_normalized(r.mention), []).append(r)
    ranked = sorted(
        votes.items(),
        key=lambda item: (-_support(item[1]), item[1][0].sentence.doc_id, item[1][0].sentence.start),
    )
    normalized, group = ranked[0]
    # The runner-up is the next value's support, or another value in the best sentence itself.
    rival = max([group[0].runner_up] + [_support(g) for _, g in ranked[1:2]])
    contested = _support(group) - rival < CONTEST_MARGIN
    best = _outer_measure(fact, group[0])
    normalized = _normalized(best.mention)
    chosen = _supports([r.sentence for r in group], supports)
    if len(chosen) < supports:
        chosen = _supports([*chosen, *_corroborating(reader, passages, normalized, chosen)], supports)
    if best.mention.kind == "topic":  # cite where the passage names its topic, too
        chosen = _supports([*chosen, grounds[best.sentence.doc_id]], len(chosen) + 1)
    if (title_line := _title_line(reader, best.sentence, sentences)) is not None:
        chosen = _supports([*chosen, title_line], len(chosen) + 1)
    elif (title_line := _qualifying_title(fact, best.sentence, sentences)) is not None:
        chosen = _supports([*chosen, title_line], len(chosen) + 1)
    unit = best.mention.unit
    column_unit = None
    # a sum in the old coins ("9s.") is money by its own letters: "Weekly" of its column is no unit of it
    if best.mention.kind == "number" and unit is None and best.mention.family is None:
        unit = column_unit = best.sentence.column_unit(best.mention.first_word)
    mention = _with_counted_noun(fact, best.sentence, _with_horse_power(fact, best.sentence, best.mention))
    mention = _with_place(fact, best.sentence, _figures_for_words(best.sentence, mention))
    mention = _with_rank(fact, best.sentence, mention)
    origin = None
    if mention.kind != "topic":
        at = best.sentence.start
        origin = (best.sentence.doc_id, at + mention.start, at + mention.end)
    value = mention.text
    if best.mention.kind == "name" and (declared := full_name(value, sentences)) is not None:
        value = declared[0]  # "operator, the Steam Packet": the company that alias names
        chosen = _supports([*chosen, declared[1]], len(chosen) + 1)
        normalized, origin = normalize_answer(value), None
    elif best.mention.kind == "name" and (
        written := given_name(titled_surname(value, best.sentence.text[: mention.start]), sentences)
    ):
        value = written[0]  # "Miss Hale" of a letter that names her "Miss Ada Hale" before
        chosen = _supports([*chosen, written[1]], len(chosen) + 1)
        normalized, origin = normalize_answer(value), None
    indirect = all(r.indirect for r in group)
    titled = bool(title_phrase_problem(fact.text, value))
    score = (
        min(1.0, best.score)
        * (CONTESTED_SHARE if contested else 1.0)
        * (INDIRECT_SHARE if indirect else 1.0)
        * (TITLE_SHARE if titled else 1.0)
    )
    return Finding(value, normalized, best.mention.number, unit, tuple(chosen), score, origin, column_unit)


_BRACKET_OPEN = re.compile(r"[\s*_]*\((?:about|some|approximately|approx\.|c\.|nearly)?\s*", re.IGNORECASE)
"""What opens a measure's restatement in another unit: "140 feet *(about* 43 metres)"."""


def _outer_measure(fact: FactQuestion, r: Scored) -> Scored:
    """A measure read in brackets after the same measure in another unit, read as the one it converts.

    "**186 feet (62 yards)** long" and "140 feet (about 43 metres)" give the length in feet; the figure in
    brackets only restates it. A
    question asking the unit in brackets ("How long is it, in yards?") keeps it.
    """
    m, s = r.mention, r.sentence
    if fact.unit is not None or m.kind != "number" or m.family is None:
        return r
    outer = [n for n in numbers(s.text, s.words) if n.end <= m.start and n.kind == "number"]
    if (
        not outer
        or outer[-1].family != m.family
        or not _BRACKET_OPEN.fullmatch(s.text[outer[-1].end : m.start])
    ):
        return r
    return replace(r, mention=outer[-1])


def _title_line(reader: Reader, s: Sentence, sentences: Sequence[Sentence]) -> Sentence | None:
    """The title line to cite beside ``s`` when the title gives an ordinal the sentence leaves out.

    "At a meeting of the subscribers held at the Swan" answers "the first general meeting" only under
    "Minutes of the First General Meeting": the title states what the sentence does not.
    """
    if not reader.title_ordinals(s):
        return None
    return next((x for x in sentences if x.doc_id == s.doc_id and x.text.strip() == s.topic.strip()), None)


def _qualifying_title(fact: FactQuestion, s: Sentence, sentences: Sequence[Sentence]) -> Sentence | None:
    """The title line to cite beside ``s`` when the title gives the qualifier ("new") the sentence leaves out.

    "The tender of Messrs Roe & Hale, being the lowest, was accepted" answers a question of "the *new* Kell
    Hall" only under "Specification for the New Kell Hall": the title says which hall.
    """
    if not qualified_subject_problem(fact.text, s.text) or qualified_subject_problem(fact.text, s.topic):
        return None
    return next((x for x in sentences if x.doc_id == s.doc_id and x.text.strip() == s.topic.strip()), None)


_HORSE_POWER = re.compile(r"\s+(?:(?:nominal|indicated|brake)\s+)?horse[-\s]?power\b", re.IGNORECASE)
"""An engine's power written after its figure: "24 *nominal horse power*", "40 *horse-power*"."""
_POWER_ASKED = re.compile(r"\bpower\b", re.IGNORECASE)
"""A question asking a power, in horse-power or not: "What was *the power* of the engine added in 1808?"."""


def _with_horse_power(fact: FactQuestion, s: Sentence, m: Mention) -> Mention:
    """A bare figure asked as an engine's horse power, with the words of its power written after it.

    "What was the nominal horse power of the engine?" read from "a beam engine of 24 nominal horse power" is
    answered "24 nominal horse power": the figure alone would not say which power it is. "What was the power
    of the engine?" read from "an engine of fourteen horse-power" is answered with its unit too.
    """
    if m.kind != "number" or m.unit is not None or not _POWER_ASKED.search(fact.text):
        return m
    found = _HORSE_POWER.match(s.text, m.end)
    if found is None:
        return m
    end = found.end()
    last = max((i for i, w in enumerate(s.words) if w.end <= end), default=m.last_word)
    return replace(m, end=end, text=s.text[m.start : end], last_word=last)


_WHICH_RANK = re.compile(
    r"^\s*which\s+(?P<rank>(?:police[- ]?)?constable|sergeant|inspector|corporal|captain|lieutenant)\b",
    re.IGNORECASE,
)
"""A question asking a man by his rank: "*Which police constable* first discovered the fire?"."""


def _with_rank(fact: FactQuestion, s: Sentence, m: Mention) -> Mention:
    """A name asked by a rank, with the rank its sentence writes before it ("Police-constable Hurrell").

    The rank is part of how a record names such a man, and the question asks him by it.
    """
    asked = _WHICH_RANK.match(fact.text)
    if asked is None or m.kind != "name":
        return m
    rank = r"[- ]".join(re.escape(w) for w in re.split(r"[- ]", asked["rank"]))
    found = re.search(rf"(?i:{rank})\s+$", s.text[: m.start])
    if found is None or not s.text[found.start()].isupper():
        return m
    first = next((i for i, w in enumerate(s.words) if w.start >= found.start()), m.first_word)
    return replace(m, start=found.start(), text=s.text[found.start() : m.end], first_word=first)


_BRACKETED_SUM = re.compile(r"\s*\((?P<sum>£\s?\d[^()]{0,20}?)\)")
"""A sum's figures in brackets right after its words: "Six pounds ten shillings *(£6 10s. 0d.)*"."""


def _figures_for_words(s: Sentence, m: Mention) -> Mention:
    """A sum written out, given as the figures its text writes right after it in brackets, when it does.

    "Six pounds ten shillings (£6 10s. 0d.) yearly" is answered "£6 10s. 0d.": the same sum, in the form
    accounts write it.
    """
    if m.kind != "number" or any(ch.isdigit() for ch in m.text) or not MONEY_WRITTEN.search(m.text):
        return m
    found = _BRACKETED_SUM.match(s.text, m.end)
    if found is None:
        return m
    start, end = found.start("sum"), found.end("sum")
    first = next((i for i, w in enumerate(s.words) if w.start >= start), m.first_word)
    last = max((i for i, w in enumerate(s.words) if w.end <= end), default=m.last_word)
    return replace(m, start=start, end=end, text=s.text[start:end], first_word=first, last_word=last)


def _with_counted_noun(fact: FactQuestion, s: Sentence, m: Mention) -> Mention:
    """A bare count with the noun the question counts, when the sentence writes it right after the figure.

    "How many bells hang there?" read from "The tower holds 3 bells" is answered "3 bells", as written:
    the figure alone would not say what it counts.
    """
    if m.kind != "number" or m.unit is not None or fact.wh != "how many" or not fact.unit:
        return m
    after = m.last_word + 1
    if after >= len(s.words) or s.keys[after] != key(fact.unit):
        return m
    if s.text[m.end : s.words[after].start] != " ":
        return m
    if after + 1 < len(s.words) and fold(s.words[after + 1].text) == "of":
        return m  # "eight ranks of pipes": the noun opens a phrase the figure counts as a whole
    end = s.words[after].end
    return replace(m, end=end, text=s.text[m.start : end], last_word=after)


_PLACE_AFTER = re.compile(r", (?P<place>[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=[.;]|\Z)")
"""The town written after a building's name at the end of its clause: "the Swan Inn*, Orbury*."."""


def _with_place(fact: FactQuestion, s: Sentence, m: Mention) -> Mention:
    """A "which inn" answer with the town its sentence closes the name with ("the Swan Inn, Orbury").

    A building's name is often shared by buildings of other towns; the town written with it says which.
    """
    if m.kind != "name" or not fact.head or key(fact.head) not in {key(w) for w in m.text.split()}:
        return m
    found = _PLACE_AFTER.match(s.text, m.end)
    if found is None:
        return m
    return replace(m, end=found.end(), text=s.text[m.start : found.end()])


def _support(group: list[Scored]) -> float:
    """A value's support: its best sentence's score, plus a little for each agreeing sentence."""
    return group[0].score + AGREEMENT_BONUS * min(MAX_AGREEING, len(group) - 1)


def _supports(sentences: Iterable[Sentence], limit: int) -> list[Sentence]:
    """Up to ``limit`` sentences with distinct texts (independent supports), in the given order."""
    chosen: list[Sentence] = []
    for s in sentences:
        if len(chosen) < limit and all(s.text != c.text for c in chosen):
            chosen.append(s)
    return chosen


def _corroborating(
    reader: Reader, passages: Sequence[PassageLike], normalized: str, chosen: list[Sentence]
) -> list[Sentence]:
    """Other sentences about the same entities that state the same value and relation, in other words."""
    out = []
    for s in sentences_of(passages):
        if any(s.start == c.start and s.doc_id == c.doc_id for c in chosen):
            continue
        allowed = reader.question_keys
        if min((entity_match(e, s, allowed)[0] for e in reader.fact.entities), default=1.0) < ENTITY_BAR:
            continue
        if not reader.relation(s)[1]:
            continue  # "Paper is made at Brindle Ford by the mill" does not say where the mill was founded
        if any(_normalized(m) == normalized for m in reader.mentions(s, list(range(len(s.words))))):
            out.append(s)
    return out


def _miss_reason(fact: FactQuestion) -> str:
    about = ", ".join(fact.entities) or "the question's subject"
    stated = " / ".join(fact.terms) or "the asked relation"
    kind = fact.answer_type.value
    return f"no passage states {stated} for {about} with {'an' if kind[0] in 'aeiou' else 'a'} {kind} answer"


_NEGATIONS = frozenset({"not", "never", "no", "neither", "nor", "n't"})


def read_statement(fact: FactQuestion, passages: Sequence[PassageLike]) -> tuple[Sentence, bool] | None:
    """The sentence that names every entity of ``fact`` and states all its terms, and whether it is negated.

    Used for yes/no questions with nothing to compare: the statement is either made or denied.
    """
    return statement_among(fact, sentences_of(passages))


def statement_among(
    fact: FactQuestion, sentences: Iterable[Sentence], *, named: bool = True
) -> tuple[Sentence, bool] | None:
    """``read_statement`` over sentences already read from their passages (and perhaps picked among).

    With ``named`` false, a fact without entities ("When was the covered market opened?") is stated by a
    sentence that states every one of its words, its subject's nouns among them.
    """
    reader = Reader(fact, (), {})
    best: tuple[float, Sentence] | None = None
    for s in sentences:
        if named and not fact.entities:
            continue
        if any(entity_match(e, s, reader.question_keys)[0] < 1.0 for e in fact.entities):
            continue
        rel, _, anchors = reader.relation(s)
        if rel < 1.0 or (reader.term_keys and not anchors):
            continue
        if best is None or rel > best[0]:
            best = (rel, s)
    if best is None:
        return None
    sentence = best[1]
    negated = any(fold(w.text) in _NEGATIONS or w.text.lower().endswith("n't") for w in sentence.words)
    return sentence, negated
