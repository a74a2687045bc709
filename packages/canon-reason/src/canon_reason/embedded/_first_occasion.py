"""When a deed was first done: a sentence that states the deed once, with no repeat, dates its first time.

"In what year was the club *first* formed?" puts "first" before the verb: it asks the date of the deed's
first occasion, and qualifies no noun. "The club was formed in 1784" answers it though it says no "first",
unless the sentence tells of the deed done again ("re-formed", "opened again", "a second time").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .._text import fold, words
from ._lexicon import EVENT_NOUNS, key, relation_strength

if TYPE_CHECKING:
    from ._sentences import Sentence

_ADVERBIAL_FIRST = re.compile(
    r"\b(?:was|were|did|had|has|have|is|are)\s+(?P<subject>(?:[A-Za-z'’&.-]{1,30}\s{1,3}){1,8}?)first\s{1,3}(?P<verb>[a-z]{3,20})\b"
)
"""A "first" between the auxiliary's subject and the verb: "was the bridge first *opened*"."""

_STATED_FIRST = re.compile(
    r"^\s*in which year:\s+(?P<subject>(?:[A-Za-z'’&.-]{1,30}\s{1,3}){1,8}?)(?:was|were)\s{1,3}first\s{1,3}"
    r"(?P<verb>[a-z]{3,20})\b",
    re.IGNORECASE,
)
"""The same "first" in an event looked up as a statement: "In which year: the mill was first *opened*?"."""

_BEFORE_NOUN = re.compile(r"\b(?:the|a|an|its|his|her|their|our|whose)\s+first\s*$", re.IGNORECASE)
"""A "first" after a determiner is an adjective: "the first stand", "its first wheat"."""

_ASKS_WHEN = re.compile(
    r"^\s*(?:when|in what year|in which year|on what (?:day|date)|what year)\b", re.IGNORECASE
)

_REPEATED = frozenset(
    "again afresh anew second third twice revived refounded reopened reformed reestablished rebuilt resumed "
    "restarted renewed re".split()
)
"""Words that tell of a deed done once more, whose date is not the first ("re" of "re-formed" as split)."""


def _first_occasion(question: str) -> re.Match[str] | None:
    if _ASKS_WHEN.match(question) is None:
        return None
    found = _ADVERBIAL_FIRST.search(question) or _STATED_FIRST.match(question)
    if found is None or _BEFORE_NOUN.search(question, 0, found.start("verb")) is not None:
        return None  # "was *the first* stand built" qualifies a noun
    return found


def first_occasion_verb(question: str) -> str | None:
    """The verb a "when" question asks the first occasion of ("opened" in "When was it first opened?")."""
    found = _first_occasion(question)
    return None if found is None else found.group("verb")


_EVENT_OBJECT = re.compile(r"\s{1,3}(?P<noun>[a-z]{3,12})\b")


def first_event_taken(question: str) -> bool:
    """Whether the asked deed's object names an event: "When did the mill first *catch fire*?".

    The verb and its noun say together what befell the subject ("caught fire", "took fire"): "first" qualifies
    neither the verb as a kind of thing nor the noun, so neither word need stand in the text beside it.
    """
    found = _first_occasion(question)
    if found is None:
        return False
    after = _EVENT_OBJECT.match(question, found.end("verb"))
    return after is not None and key(after.group("noun")) in EVENT_NOUNS


_SUBJECT_REACH = 3
"""How many words from the start of a sentence's subject may name the asked thing: "The old *bridge* was"."""

_SUBJECT_PRONOUNS = frozenset({"it", "he", "she", "they"})


def first_deed_at(s: Sentence, question: str) -> int | None:
    """Where the sentence states the deed a "when ... first <verb>" question asks, done once, or ``None``.

    The sentence's subject must be the asked thing (a word of its name, or a pronoun for it): "at the foot
    of the pier, the Quay Pavilion opened in 1896" dates the pavilion's opening, not the pier's.
    """
    found = _first_occasion(question)
    if found is None:
        return None
    named = {fold(w.text) for w in words(found.group("subject"))} - {"the"}
    opening = {fold(w.text) for w in s.words[s.subject_at : s.subject_at + _SUBJECT_REACH]}
    if not opening & (named | _SUBJECT_PRONOUNS):
        return None
    asked = key(found.group("verb"))
    deed = next((i for i, w in enumerate(s.words) if relation_strength(asked, (key(w.text),)) >= 1.0), None)
    if deed is None or any(_repeats(s, i, deed) for i in range(len(s.words))):
        return None  # "opened *again*", "*re-formed*": not the first time
    return deed


_COUNTED_ORDINALS = frozenset({"second", "third"})
_REPEAT_NOUNS = frozenset({"time", "occasion"})


def _repeats(s: Sentence, i: int, deed: int) -> bool:
    """Whether the word at ``i`` tells of the deed at ``deed`` done again.

    An ordinal in another clause that counts a thing is no repeat: "opened in 1853, ...; it was raised by a
    *third storey* in 1871". In the deed's own clause, or as "a second time", it is one.
    """
    if fold(s.words[i].text) not in _REPEATED:
        return False
    if fold(s.words[i].text) not in _COUNTED_ORDINALS or s.clauses[i] == s.clauses[deed]:
        return True
    return i + 1 < len(s.words) and fold(s.words[i + 1].text) in _REPEAT_NOUNS
