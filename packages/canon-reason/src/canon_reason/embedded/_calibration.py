"""Calibration: the confidence of an answer is lowered for each way its evidence could have misled it.

The reader scores how well a sentence states the asked fact; the answer may still rest on a reading that
a plain statement would not need. Each such reading keeps a share of the draft's confidence, so an answer at
0.9 or more is one whose every hop names its subject whole and states the asked relation in the asked words:

- the subject named only in parts ("Eli" and "Penn" apart in "When Amos Penn died, ... his son Eli"), where
  the words between may make the fact another person's;
- a table row, whose column the reader binds to the question without the header in the row;
- a relation read through other words ("opened" for "founded"), not the question's own;
- a life event of a person read from a sentence naming another person in full ("Amos Penn" beside
  "Eli Penn"), where the event may be the other's;
- a value in an entry line of a list or chronology that does not name the subject;
- a neighbour of the subject's kind named nearer the value ("the Fern Range" for the Vine Range), or
  a longer name holding the subject's ("the Little Kell Tunnel" beside the Kell Tunnel);
- the subject given back as its own answer.

A chain already multiplies its hops' confidences; each hop is calibrated on its own sentences here.
"""

from __future__ import annotations

import re

from .._draft import Draft, Outcome
from .._text import STOPWORDS, fold, normalize_answer, words
from ._fact import read_fact
from ._lexicon import TITLES, YEAR_DIGITS, key, relations_of

__all__ = [
    "LOOSE_SHARE",
    "NEIGHBOUR_SHARE",
    "OTHER_LINE_SHARE",
    "OTHER_PERSON_SHARE",
    "PARTIAL_SHARE",
    "SELF_SHARE",
    "TABLE_SHARE",
    "calibrated",
    "evidence_shares",
]

#: The subject is named only in parts (some of its words, not the whole name) in every cited sentence.
PARTIAL_SHARE = 0.88
#: The value was read from a table row that states none of the question's relation words.
TABLE_SHARE = 0.9
#: No cited sentence holds a word of the asked relation itself: the reader matched it through other words.
LOOSE_SHARE = 0.93
#: A person's life event read from a sentence that names another person in full.
OTHER_PERSON_SHARE = 0.9
#: The value stands in another line of a cited block (a list, a chronology) than any word of the subject.
OTHER_LINE_SHARE = 0.85
#: The name nearest before the value is another of the subject's kind ("the Fern Range" for the Vine Range):
#: the value may be that neighbour's.
NEIGHBOUR_SHARE = 0.85
#: The answer is the question's own subject, or a part of its name: it tells nothing the question did not.
SELF_SHARE = 0.7

_LIFE_EVENTS = frozenset({"born", "die", "marry"})
_NAME_RUN = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")


def _whole(name: str, texts: list[str]) -> bool:
    wanted = normalize_answer(name)
    return any(f" {wanted} " in f" {normalize_answer(t)} " for t in texts)


def _entity_keys(entity: str) -> set[str]:
    """The keys of the capitalised words of a name, titles left out ("Dr Ann Roe": ann, roe)."""
    return {key(w.text) for w in words(entity) if w.text[:1].isupper() and fold(w.text) not in TITLES}


def _partial(entities: list[str], texts: list[str]) -> bool:
    """Whether a subject is named in parts only: some of its words stand in the cited text, not the whole.

    A subject named by none of its words was read through its passage or a pronoun, which the reader
    already weighs.
    """
    said = {key(w.text) for t in texts for w in words(t)}
    for entity in entities:
        keys = _entity_keys(entity)
        if len(keys) >= 2 and keys & said and not _whole(entity, texts):
            return True
    return False


def _own_word(term: str, said: set[str]) -> bool:
    """Whether the cited words hold ``term`` itself, in any of its forms ("die", "died", "dies")."""
    k = key(term)
    return any(w == k or (len(k) >= 3 and w.startswith(k)) or (len(w) >= 3 and k.startswith(w)) for w in said)


def _loose(terms: list[str], texts: list[str]) -> bool:
    """Whether the asked relation's own words stand in no cited text (only words of the same group)."""
    if not terms:
        return False
    said = {key(w.text) for t in texts for w in words(t)}
    return not any(_own_word(t, said) for t in terms)


def _other_person(question: str, entities: list[str], value: str, texts: list[str]) -> bool:
    """Whether a person's birth, death or marriage is read from a sentence naming another person in full."""
    fact = read_fact(question)
    if not {g for t in fact.terms for g in relations_of(key(t))} & _LIFE_EVENTS:
        return False
    people = [e for e in entities if len(e.split()) >= 2]
    if not people:
        return False
    known = {normalize_answer(n) for n in [*people, value]}
    for text in texts:
        for run in _NAME_RUN.finditer(text):
            names = [w for w in run.group().split() if fold(w) not in STOPWORDS and fold(w) not in TITLES]
            name = normalize_answer(" ".join(names))
            if len(names) >= 2 and not any(name in k or k in name for k in known):
                return True
    return False


_ENTRY = re.compile(r"^\s*(?:\d|[-*|•])")
"""A line that is an entry of a list, a table or a chronology ("1936-10-12  Station opened")."""


def _other_line(entities: list[str], value: str, texts: list[str]) -> bool:
    """Whether the value stands in an entry line of a cited block that holds no word of the subject.

    Prose wrapped over lines is one sentence; only a block of entries parts one fact from the next.
    """
    for text in texts:
        at = text.find(value)
        if at < 0 or "\n" not in text.strip():
            continue
        stop = text.find("\n", at)
        line = text[text.rfind("\n", 0, at) + 1 : stop if stop >= 0 else len(text)]
        said = {key(w.text) for w in words(line)}
        if _ENTRY.match(line) and entities and not any(_entity_keys(e) & said for e in entities):
            return True
    return False


def _neighbour_before(entities: list[str], value: str, texts: list[str]) -> bool:
    """Whether the name nearest before the value shares the subject's last word but is not the subject."""
    for text in texts:
        at = text.find(value)
        runs = [m for m in _NAME_RUN.finditer(text, 0, max(at, 0)) if m.end() <= at]
        if at < 0 or not runs:
            continue
        nearest = normalize_answer(runs[-1].group())
        for entity in entities:
            name = normalize_answer(entity)
            head = name.split()[-1] if name else ""
            if head and nearest.split()[-1:] == [head] and name not in nearest and nearest not in name:
                return True
    return False


def _longer_name(entities: list[str], texts: list[str]) -> bool:
    """Whether a cited text also names a longer name holding the subject's ("Little Kell Tunnel").

    The reader told the Kell Tunnel from the Little Kell Tunnel; the value may still be the longer one's.
    """
    for text in texts:
        for run in _NAME_RUN.finditer(text):
            names = [w for w in run.group().split() if fold(w) not in STOPWORDS]
            longer = normalize_answer(" ".join(names))
            for entity in entities:
                name = normalize_answer(entity)
                if name and longer != name and f" {name} " in f" {longer} ":
                    return True
    return False


def _self_answer(entities: list[str], value: str) -> bool:
    answer = normalize_answer(value)
    return bool(answer) and any(answer in normalize_answer(e) for e in entities)


def evidence_shares(question: str, value: str, texts: list[str]) -> dict[str, float]:
    """The shares one answered look-up keeps, by what its evidence leaves to the reading (see the module)."""
    fact = read_fact(question)
    entities = [e for e in fact.entities if not YEAR_DIGITS.fullmatch(e)]
    shares: dict[str, float] = {}
    if _partial(entities, texts):
        shares["subject named in parts"] = PARTIAL_SHARE
    table = bool(texts) and all(t.lstrip().startswith("|") for t in texts)
    if table and _loose([*fact.terms, *fact.soft_terms], texts):
        shares["table row"] = TABLE_SHARE
    elif _loose(list(fact.terms), texts):
        shares["relation in other words"] = LOOSE_SHARE
    if _other_person(question, entities, value, texts):
        shares["another person named"] = OTHER_PERSON_SHARE
    if _other_line(entities, value, texts):
        shares["value in another line"] = OTHER_LINE_SHARE
    if _neighbour_before(entities, value, texts) or _longer_name(entities, texts):
        shares["a neighbour named nearer"] = NEIGHBOUR_SHARE
    if _self_answer(entities, value):
        shares["the subject itself"] = SELF_SHARE
    return shares


def calibrated(draft: Draft) -> Draft:
    """``draft`` with its confidence lowered by the shares each of its steps' evidence keeps."""
    if draft.outcome is not Outcome.ANSWERED or not draft.steps:
        return draft
    share = 1.0
    for step in draft.steps:
        if step.answer in ("Yes", "No"):
            continue
        texts = [c.text for c in draft.citations if c.marker in set(step.markers)]
        for kept in evidence_shares(step.question, step.answer, texts).values():
            share *= kept
    if share == 1.0:
        return draft
    return draft.model_copy(update={"confidence": round(draft.confidence * share, 6)})
