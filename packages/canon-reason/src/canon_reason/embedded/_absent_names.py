"""A question naming a word of a proper name that no passage it searched holds.

"Who designed Quillmouth Pier?" over documents that name only Wenmoor Pier is answered, by a reader that
scores the rest of the question, with Wenmoor Pier's designer; a capitalised word of the question that
appears in no retrieved passage nor its title names a thing the corpus does not know, so the question is
left unanswered rather than answered for a neighbour.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._retrieval import Hit
from .._text import fold, words
from ._lexicon import CLERICAL_TITLES, INCORPORATED, MONTHS, TITLES, key

__all__ = ["absent_name_word"]

_UNCHECKED = TITLES | MONTHS | CLERICAL_TITLES | INCORPORATED | {"the", "i"}
"""Capitalised words a document may write otherwise ("Rev." for "Reverend", "Limited" for "Ltd") or leave
out."""


_ELIDED = re.compile(r"^[a-z][’']")
"""An elided article or preposition a name word is written after: "d'Orrel", "l'Aubette"."""


def absent_name_word(question: str, hits: Sequence[Hit]) -> str | None:
    """The first capitalised word of ``question``, past its opening, that no passage in ``hits`` holds."""
    named = [_ELIDED.sub("", w.text) for w in words(question)[1:]]
    asked = [w for w in named if w[:1].isupper() and len(w) > 2 and fold(w) not in _UNCHECKED]
    if not asked or not hits:
        return None
    held = {key(_ELIDED.sub("", w.text)) for h in hits for text in (h.text, h.title) for w in words(text)}
    return next((w for w in asked if key(w) not in held), None)
