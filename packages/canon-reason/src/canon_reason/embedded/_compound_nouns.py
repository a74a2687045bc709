"""Nouns inside compounds: "sand*stone*" is a stone, but "the Watch House" is no lifeboat house.

An open compound asked ("the lifeboat house") is not answered by a text whose only such noun stands in
another compound ("the old Watch House", "the boiler house").

English closes many compounds into one word whose head is a noun of its own ("sandstone", "limestone",
"boathouse"): a sentence saying "hammer-dressed sandstone" states the "stone" a question asks about. The
head must be a word of some length, and the compound's first part too, so "understand" is no "stand".
"""

from __future__ import annotations

from .._text import STOPWORDS, fold, words
from ._fact import read_fact
from ._lexicon import BUILDING_NOUNS, key, relations_of
from ._sentences import Sentence

__all__ = ["compound_head_at", "named_compound_problem"]

_HEAD_LETTERS = 4
"""The fewest letters of a head read inside a compound ("stone", "house"): "way" of "railway" is too short."""
_PART_LETTERS = 3
"""The fewest letters before the head ("sand" of "sandstone")."""


def compound_head_at(s: Sentence, term_key: str) -> int | None:
    """Where the sentence writes a closed compound whose head is the noun ``term_key``, if it does.

    A word of a relation ("stand", "build") is a verb as often as a noun, and is never read inside another.
    """
    if len(term_key) < _HEAD_LETTERS or relations_of(term_key):
        return None
    for i, w in enumerate(s.words):
        text = w.text.lower()
        at = text.rfind(term_key)  # the head's stem ("ston" of "stone") begins the head
        if at >= _PART_LETTERS and text.isalpha() and key(text[at:]) == term_key:
            return i
    return None


def named_compound_problem(question: str, cited: str) -> list[str]:
    """A text whose only building of an asked kind ("the lifeboat house") is another: named, or opening it.

    "In what year was the lifeboat house built?" is not answered by "The old Watch House, built in 1812, is
    not to be confused with the watch house at Skelwith": the text never says "lifeboat", and every
    "house" it has is the Watch House, which it writes as a name. Nor is "How long was the dye house?" by
    "The boiler house is to measure 40 feet": the sentence opens on another kind of house, its only one.
    """
    asked = words(question)
    terms = {fold(t) for t in read_fact(question).terms}
    ws = words(cited)
    said = {key(w.text) for w in ws}
    for first, head in zip(asked, asked[1:], strict=False):
        pair = (fold(first.text), fold(head.text))
        if not (first.text.islower() and head.text.islower() and set(pair) <= terms):
            continue
        if (
            key(head.text) not in BUILDING_NOUNS
            or key(first.text) in said
            or question[first.end : head.start] != " "
        ):
            continue
        heads = [i for i, w in enumerate(ws) if i > 1 and key(w.text) == key(head.text)]
        if not heads or any(cited[ws[i - 1].end : ws[i].start] != " " for i in heads):
            continue
        modifiers = {fold(ws[i - 1].text) for i in heads}
        named = [i for i in heads if ws[i].text[:1].isupper() and ws[i - 1].text[:1].isupper()]
        if len(modifiers) != 1 or modifiers & _PLAIN_ADJECTIVES:
            continue
        if named:
            name = f"{ws[named[0] - 1].text} {ws[named[0]].text}"
            return [f"the cited {name!r} is another building, not the {first.text} {head.text} asked"]
        (modifier,) = modifiers
        if heads == [2] and fold(ws[0].text) == "the" and _kind_word(ws[1].text):
            # "The boiler house is to measure 40 feet by 30", in the dye house's specification, is the
            # boiler house's: the sentence opens on another kind of the asked building, its only one
            kind = f"{modifier} {fold(head.text)}"
            return [f"the cited {kind!r} is another building, not the {first.text} {head.text} asked"]
    return []


def _kind_word(word: str) -> bool:
    """Whether ``word`` before a building's noun may say what kind it is ("boiler"), not which or whose."""
    folded = fold(word)
    return (
        word.isalpha()
        and word.islower()
        and folded not in STOPWORDS
        and folded not in _PLAIN_ADJECTIVES
        and folded not in _SIDE_WORDS
    )


_PLAIN_ADJECTIVES = frozenset(
    "new old present first second third original former later little great large small same".split()
)
"""Words before a noun that say which or what size, not what kind: "the *New* House" may be the asked one."""
_SIDE_WORDS = frozenset(
    "male female men women boys girls upper lower inner outer north south east west main front back"
    " central principal middle".split()
)
"""Words that tell one of a building's sides or users: "the *male* pavilion" may be "the men's pavilion"."""
