"""Names answered short: a place or a firm by one word of its name, a person by a title and a shared surname.

A guidebook's "At the Staithe the lime is loaded into boats" names the place by the word its readers use,
which the full name ("Garnick Staithe", as a letter and a table write it) ends with. "Staithe" alone names no
place a reader could find: the answer is cut from a longer name. The place is checked when the answer is a
single capitalised word that its cited sentence writes after "the", and a passage found by searching the word
writes it after another capitalised word that begins no sentence. A firm is cut the other way: "the
Quendal people bought the place" names the firm a passage calls "Quendal Soaps Limited" by its first word.

"Captain Garnick went below a last time" answers "Who was in command?" only where one Garnick is told of:
where the passages found by searching the surname name two men of it ("Ozias Garnick", "Eldred Garnick"),
a title and the surname do not say which of them it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._text import STOPWORDS, fold, words
from ._fact import AnswerType
from ._lexicon import CLERICAL_TITLES, ORG_WORDS, TITLES, key

__all__ = [
    "is_surname_query",
    "shared_surname_problem",
    "short_name_problem",
    "short_name_query",
    "surname_query",
]

_THE_BEFORE = re.compile(r"\bthe\s+$")
"""The article right before the answer in its sentence: "At *the* Staithe"."""


def _bare_word(value: str) -> str | None:
    """The one capitalised word ``value`` is, without an article, or ``None``."""
    ws = [w.text for w in words(value) if fold(w.text) not in ("the", "a", "an")]
    if len(ws) != 1 or not ws[0][:1].isupper() or not ws[0].isalpha() or ws[0].isupper():
        return None
    return ws[0]


_FIRM_ASKED = re.compile(r"^(?:which|what) (?:[a-z]+ )?(?:firm|company|business|concern)\b", re.IGNORECASE)
"""A question asking a firm: "Which company bought the works?"."""


def short_name_query(answer_type: AnswerType, value: str, sentence: str, question: str = "") -> str | None:
    """The search that finds the longer names a place or firm answer is cut from, or ``None``.

    A place is looked for when its sentence writes it after "the" ("At the Staithe"); a firm, when its one
    word stands before a lowercase noun ("the Halcyon people bought the place").
    """
    if (word := _bare_word(value)) is None:
        return None
    at = sentence.find(word)
    if at < 0:
        return None
    if answer_type is AnswerType.PLACE and _THE_BEFORE.search(sentence[:at]):
        return word
    after = sentence[at + len(word) :].split(maxsplit=1)
    if _FIRM_ASKED.match(question.strip()) and after and after[0].islower() and after[0].isalpha():
        return word
    return None


def short_name_problem(value: str, texts: Iterable[str]) -> str | None:
    """Why ``value`` is one word of a longer name one of ``texts`` gives whole, or ``None``.

    A place's last word ("Garnick Staithe"), or a firm's first ("Quendal Soaps Limited").
    """
    word = _bare_word(value)
    if word is None:
        return None
    pattern = re.compile(r"(?<![\w'’])([A-Z][a-z]+)[ \t]+" + re.escape(word) + r"(?![\w'’-])")
    for text in texts:
        for m in pattern.finditer(text):
            before = text[: m.start()].rstrip(" \t")
            if fold(m.group(1)) in STOPWORDS or not before or before[-1] in ".!?:\n#|*":
                continue  # "The Staithe", or a first word that is capitalised as every first word is
            return f"the answer {value!r} is the last word of the place name {m.group(1)} {word}"
    firm = re.compile(r"(?<![\w'’])" + re.escape(word) + r"((?:[ \t]+(?:&[ \t]+)?[A-Z][\w'’-]*){1,4})")
    for text in texts:
        for m in firm.finditer(text):
            rest = m.group(1).split()
            if key(rest[-1]) in ORG_WORDS:
                return f"the answer {value!r} is the first word of the firm's name {word}{m.group(1)}"
    return None


_SHARED_TITLES = frozenset("captain capt mr mrs miss dr rev revd reverend professor prof".split())
"""Titles any man or woman of a family may bear, which tell none of them apart ("Lady" or "Sir" may): a
mother and a daughter-in-law are each "Mrs Brannock"."""


def _titled_surname(value: str) -> str | None:
    """The surname of a person answer written as a title and a surname ("Captain Garnick"), or ``None``."""
    ws = [w.text.strip(".") for w in words(value)]
    if len(ws) != 2 or fold(ws[0]) not in _SHARED_TITLES:
        return None
    surname = ws[1]
    return surname if surname[:1].isupper() and surname[1:].islower() and surname.isalpha() else None


def surname_query(answer_type: AnswerType, value: str) -> str | None:
    """The search for the persons of a titled surname answer, or ``None`` when none is needed.

    The surname is searched twice over ("Garnick Garnick"): a query no look-up makes, whose passages the
    reasoner keeps for this check alone, so they feed no reading.
    """
    surname = _titled_surname(value) if answer_type is AnswerType.PERSON else None
    return None if surname is None else f"{surname} {surname}"


def is_surname_query(query: str) -> bool:
    """Whether a search was made by ``surname_query``."""
    ws = query.split()
    return len(ws) == 2 and ws[0] == ws[1] and ws[0][:1].isupper()


def _given_names(surname: str, texts: Iterable[str], *, women: bool = False) -> set[str]:
    """The given names ``texts`` write before ``surname``: "Ozias" of "Mr Ozias Garnick".

    ``women`` keeps those a word near the name tells are a woman's ("| Dora Brannock | ... | Daughter of
    the above |"), for a surname answered with "Mrs" or "Miss".
    """
    pattern = re.compile(r"\b([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?" + re.escape(surname) + r"\b")
    return {
        m.group(1)
        for text in texts
        for m in pattern.finditer(text)
        if fold(m.group(1)) not in TITLES | CLERICAL_TITLES
        and fold(m.group(1)) not in STOPWORDS
        and (not women or _WOMAN.search(text[max(0, m.start() - _WOMAN_REACH) : m.end() + _WOMAN_REACH]))
    }


_WOMAN = re.compile(
    r"\b(?:Mrs|Miss|she|her|daughter|widow|wife|sister|mother|forewoman|spinster)\b", re.IGNORECASE
)
"""Words by which a text tells that a person it names is a woman."""
_WOMAN_REACH = 80
"""How far from a name such a word may stand."""


def shared_surname_problem(value: str, own: Iterable[str], others: Iterable[str]) -> str | None:
    """Why a title and surname do not say which of several persons of that surname is meant, or ``None``.

    ``own`` are the passages of the answer's own document: where they name one man of the surname ("the
    design of Mr Ozias Garnick" in the minutes that later say "Mr Garnick's design"), he is the one meant.
    Where they name none, ``others`` (the passages of the name anywhere) must name no more than one.
    """
    surname = _titled_surname(value)
    if surname is None:
        return None
    women = fold(value.split()[0].strip(".")) in ("mrs", "miss")
    given = _given_names(surname, own, women=women) or _given_names(surname, others, women=women)
    if len(given) < 2:
        return None
    named = " and ".join(f"{g} {surname}" for g in sorted(given)[:2])
    return f"the answer {value!r} does not say which of the persons of that name it is ({named})"
