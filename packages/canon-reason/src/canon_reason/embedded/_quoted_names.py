"""Names a sentence writes in quotes or italics after a naming phrase or in apposition to a noun.

"his dark-room, which the men call *"the Ark"*", "a hand bell *known to the farmers as* "the Drovers' Bell"",
"a magazine, **The Wren's Nest**": a quoted or italic phrase opening on a capital (after an optional "the")
is the name the sentence gives, where the words before the marks are a naming verb, "known ... as", or a
noun the question asks of followed by a comma. Such names are often no capitalized run the name finder
reads ("the Ark"), and without this the reader takes the words before the marks for the answer.
"""

from __future__ import annotations

import re

from .._text import Word
from ._candidates import Mention, name_class
from ._lexicon import key

_BODY = r"(?:[Tt]he\s+)?[A-Z][^\"“”*_\n.!?;:,()]{0,58}"
_QUOTED = re.compile(
    rf"\"(?P<a>{_BODY}?)\"|“(?P<b>{_BODY}?)”|(?<![*\w])\*(?P<c>{_BODY}?)\*(?![*\w])|(?<!\w)_(?P<d>{_BODY}?)_(?!\w)"
    rf"|(?<![*\w])\*\*(?P<e>{_BODY}?)\*\*(?![*\w])"
)
_MAX_WORDS = 6
"""Words a quoted name may hold; a longer quotation is a saying, not a name."""
_NAMING = re.compile(
    r"\b(?:call|calls|called|name|names|named|nicknamed|dubbed|christened|styled|known(?:\s+[\w'’]+){0,4}?\s+as"
    r"|(?:marketed|sold|advertised|branded|traded)(?:\s+[\w'’]+){0,3}?\s+as)"
    r"\s*\Z",
    re.IGNORECASE,
)
_APPOSED = re.compile(r"\b(?P<noun>[A-Za-z]+)\s*,\s*\Z")
_REACH = 60
"""Characters before the opening mark that the naming phrase or the apposed noun must stand within."""


def _quoted(text: str) -> list[tuple[str, int, str]]:
    """Each quoted or italic name of ``text`` short enough to be a name, with where it starts.

    The text standing before its opening mark comes with it, for the naming phrase or noun to be read there.
    """
    found = []
    for m in _QUOTED.finditer(text):
        group = next(g for g in "abcde" if m.group(g) is not None)
        name = m.group(group).strip()
        if name and len(name.split()) <= _MAX_WORDS:
            found.append((name, m.start(group), text[max(0, m.start() - _REACH) : m.start()]))
    return found


def quoted_names(text: str, ws: tuple[Word, ...], nouns: frozenset[str]) -> list[Mention]:
    """The quoted or italic names ``text`` gives after a naming phrase or a comma after one of ``nouns``.

    ``nouns`` holds the keys of the question's words: "a *magazine*, *The Wren's Nest*" names the magazine
    a question asks of, where "Mr Holt, *The Times* said" names no thing the question asks.
    """
    found = []
    for name, start, before in _quoted(text):
        end = start + len(name)
        apposed = _APPOSED.search(before)
        if _NAMING.search(before) is None and (apposed is None or key(apposed.group("noun")) not in nouns):
            continue
        inside = [i for i, w in enumerate(ws) if start <= w.start and w.end <= end]
        if not inside:
            continue
        found.append(Mention(start, end, name, "name", inside[0], inside[-1], name_class=name_class(name)))
    return found


def names_given(text: str) -> list[str]:
    """The quoted or italic names ``text`` gives after a naming phrase ("marketed as "Skelwith Reds"")."""
    return [name for name, _, before in _quoted(text) if _NAMING.search(before)]
