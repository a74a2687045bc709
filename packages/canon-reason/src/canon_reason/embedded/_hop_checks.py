"""Checks on a chain's earlier hop that a single question would not need, and the name it passes on.

A hop asks "Which curator travelled to X?" where the whole question only says "the curator who travelled to
X": the name found must be the one of that kind. A sentence that gives the name under another title ("she
travelled with *the botanist* Ann Roe") tells of a companion of another kind, not of the one asked. A first
name after a kin word ("succeeded by his son Tom") is passed on with the family name it shares, a name
without the kind noun the hop asks ("Kell" for "which mill") with that noun, when passages write it so, and
a bare surname with the given names its passage's title writes.
"""

from __future__ import annotations

import re

from ._lexicon import ROLE_NOUNS, key

__all__ = [
    "asked_ordinal",
    "initialled",
    "initials_full_name",
    "kin_full_name",
    "kind_full_name",
    "ordinal_confirmed",
    "other_title_problem",
    "titled_full_name",
]

_WHICH_NOUN = re.compile(r"^(?:[A-Za-z]+\s+)?which\s+(?P<noun>[a-z]+)\s", re.IGNORECASE)
_TITLE_BEFORE = re.compile(r"\bthe\s+(?P<title>[a-z]+)\s*,?\s*$")
_PERSON_ENDINGS = ("ist", "ian", "or", "er", "ess")
"""Endings of nouns for a person by calling: botanist, librarian, surveyor, gardener, governess."""


def _title_word(word: str) -> bool:
    return key(word) in ROLE_NOUNS or (len(word) > 4 and word.endswith(_PERSON_ENDINGS))


def other_title_problem(hop: str, value: str, cited: str) -> str | None:
    """Why a hop's name answer is given under another title than the one the hop asks, or ``None``.

    "Which curator ...?" answered "Ann Roe" from "... with the botanist Ann Roe" is vetoed; "the curator, Ann
    Roe" and a name with no title before it pass.
    """
    asked = _WHICH_NOUN.match(hop)
    if asked is None or not _title_word(asked.group("noun")):
        return None
    at = cited.find(value)
    if at < 0:
        return None
    before = _TITLE_BEFORE.search(cited, 0, at)
    if before is None or not _title_word(before.group("title")):
        return None
    if key(before.group("title")) == key(asked.group("noun")):
        return None
    return f"the answer {value!r} is called the {before.group('title')}, not a {asked.group('noun')}"


_FAMILY = "son|daughter|brother|sister|father|grandson|granddaughter|widow|wife"
"""Kin words before a bare given name that share the family name of the one named before them."""


def kin_full_name(value: str, named: tuple[str, ...], cited: str, texts: tuple[str, ...]) -> str | None:
    """The full name of a hop's answer given by its first name after a kin word, or ``None``.

    "Ann Roe retired and was succeeded by *her daughter Jane*" answers "Jane": the next hop asks of "Jane
    Roe", when some passage writes that name out. The family name is the last word of a person the hop
    names.
    """
    if " " in value or not value[:1].isupper():
        return None
    if re.search(rf"\b(?:{_FAMILY})\s+{re.escape(value)}\b", cited) is None:
        return None
    for person in named:
        parts = person.split()
        if len(parts) < 2:
            continue
        full = f"{value} {parts[-1]}"
        if any(re.search(rf"\b{re.escape(full)}\b", text) for text in texts):
            return full
    return None


_TITLED_PERSON = re.compile(r"^(?P<name>(?:[A-Z][\w'’-]+\s+|[A-Z]\.\s*){1,3}?)(?P<surname>[A-Z][\w'’-]+)\b")
"""A title opening with a person's name: "*Ann Roe*, Head Gardener", "*A. B. Roe* (1840-1900)"."""


def titled_full_name(value: str, titles: tuple[str, ...]) -> str | None:
    """The full name of a hop's answer given by a bare surname, from its passage's title, or ``None``.

    A biography titled "Ann Roe, Head Gardener" calls her "Roe" ("Roe is remembered as the woman who laid
    out the maze"): the next hop asks of "Ann Roe", not of every Roe the passages name.
    """
    if " " in value or not value[:1].isupper():
        return None
    for title in titles:
        found = _TITLED_PERSON.match(title)
        if found is not None and found.group("surname") == value:
            return found.group().strip()
    return None


_INITIALLED = re.compile(r"(?P<initials>(?:[A-Z]\.\s*)+)(?P<surname>[A-Z][\w'’-]+)")
"""A person named by initials and surname: "A. B. Crewe"."""


def initialled(value: str) -> bool:
    """Whether a hop's answer names a person by initials and surname only ("A. B. Crewe")."""
    return _INITIALLED.fullmatch(value) is not None


def initials_full_name(value: str, texts: tuple[str, ...]) -> str | None:
    """The one name ``texts`` write out for a person a hop names by initials ("A. B. Crewe"), or ``None``.

    "Arthur Benning Crewe" is "A. B. Crewe": a given name for every initial, in order, and the same surname.
    Two such names ("Arthur Benning Crewe", "Alfred Bell Crewe") leave the initials as they are.
    """
    found = _INITIALLED.fullmatch(value)
    if found is None:
        return None
    initials = re.findall(r"[A-Z]", found.group("initials"))
    given = r"\s+".join(rf"{i}[a-z][\w'’-]*" for i in initials)
    pattern = re.compile(rf"\b{given}\s+{re.escape(found.group('surname'))}\b")
    names = {m.group() for text in texts for m in pattern.finditer(text)}
    return names.pop() if len(names) == 1 else None


_WHICH_KIND = re.compile(r"\bwhich\s+(?P<kind>[a-z]+)\b", re.IGNORECASE)


def kind_full_name(hop: str, value: str, texts: tuple[str, ...]) -> str | None:
    """The name of a hop's answer with the kind noun the hop asks, when passages write it so, or ``None``.

    "In which mill is Holm Tweed woven?" answered "Kell" (from "Kell weaves the cloth") is passed on as
    "Kell Mill" when a passage names "Kell Mill": the next hop asks of the mill, not of a place "Kell".
    """
    asked = _WHICH_KIND.search(hop)
    if asked is None:
        return None
    kind = asked.group("kind")
    if key(kind) in {key(w) for w in value.split()}:
        return None
    full = f"{value} {kind.capitalize()}"
    if any(re.search(rf"\b{re.escape(full)}\b", text) for text in texts):
        return full
    return None


_ORDINAL_NOUN = re.compile(
    r"\b(?<![\w-])(?P<ordinal>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+"
    r"(?P<noun>[A-Za-z][\w-]*)"
)
"""An ordinal picking one of a line of holders out: "the garden's *fifth curator*"; written with a capital it
is part of a name ("the Third Northern Expedition")."""
_NAME = re.compile(r"[A-Z][\w'’-]+(?:\s+(?:[A-Z]\.\s*)*[A-Z][\w'’-]+)+")
"""A name of two capitalised words or more ("Ann Roe", "Ann B. Roe")."""


def asked_ordinal(hop: str) -> tuple[str, str] | None:
    """The ordinal and its noun a hop picks its holder out by ("fifth", "curator"), or ``None``."""
    found = _ORDINAL_NOUN.search(hop)
    return None if found is None else (found.group("ordinal").lower(), found.group("noun"))


def ordinal_confirmed(hop: str, value: str, cited: str, texts: tuple[str, ...]) -> bool:
    """Whether the ordinal the hop asks is stated of the holder its cited text names.

    "Which society was founded by the fifth curator?" read from "founded by Ann Roe, the curator" holds only
    when the cited text says "fifth" itself, or another passage says it of a name the cited text gives
    ("Ann Roe (fifth curator, 1961-1987)"): a sentence saying "the curator" fits every curator in the line.
    """
    asked = asked_ordinal(hop)
    if asked is None:
        return True
    ordinal, noun = asked
    if re.search(rf"\b{ordinal}\b", cited, re.IGNORECASE):
        return True
    names = {m.group() for m in _NAME.finditer(f"{value}. {cited}")}
    stem = key(noun)
    for text in texts:
        for line in re.split(r"(?<=[.;])\s+|\n", text):
            if not re.search(rf"\b{ordinal}\b", line, re.IGNORECASE):
                continue
            if any(key(w) == stem for w in re.findall(r"[A-Za-z]+", line)) and any(n in line for n in names):
                return True
    return False
