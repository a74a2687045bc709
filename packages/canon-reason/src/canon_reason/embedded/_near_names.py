"""Passages narrowed to one operand's own thing, when the operands' things share part of their names.

"How much taller is the Old Mill than the Old Mill Annexe?" asks of two things one name nearly holds: a
sentence on "the Old Mill Annexe" names "the Old Mill" as well, and a reader looking for the mill's height
reads the annexe's. For each operand the sentences that name the other operand's thing, and name this
operand's own thing nowhere outside the other's name, are blanked from its passages; their offsets stay, so
every sentence left is cited where it stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .._retrieval import Hit
from ._lexicon import YEAR_DIGITS
from ._sentences import sentences_of

__all__ = ["apart_from", "name_spans"]


def name_spans(name: str, text: str) -> list[tuple[int, int]]:
    """Where ``name`` is written in ``text``, as a whole word run ("Mill" is not in "Millbrook")."""
    pattern = r"(?<![\w])" + r"\s+".join(re.escape(w) for w in name.split()) + r"(?![\w])"
    return [m.span() for m in re.finditer(pattern, text)]


def _names_other_only(own: Sequence[str], others: Sequence[str], text: str) -> bool:
    """Whether ``text`` names one of ``others`` and none of ``own`` outside the others' names."""
    theirs = [span for name in others for span in name_spans(name, text)]
    if not theirs:
        return False
    for name in own:
        for start, end in name_spans(name, text):
            if not any(a <= start and end <= b for a, b in theirs):
                return False
    return True


def apart_from(own: Sequence[str], others: Sequence[str], hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` with every sentence blanked that names only the other operands' things.

    ``own`` are the names (no bare years) only this operand's question gives, ``others`` those only the
    other operands' questions give: for "the Old Mill" against "the Old Mill Annexe", the sentence "The Old
    Mill Annexe is 7 metres high" is blanked for the mill, and "The Old Mill is 18 metres high" for the
    annexe; "The Old Mill is 18 metres high, the Old Mill Annexe 7" stays for both. When either side has no
    name of its own, the passages are returned as they are.
    """
    own = [n for n in own if not YEAR_DIGITS.fullmatch(n)]
    others = [n for n in others if not YEAR_DIGITS.fullmatch(n)]
    if not own or not others:
        return list(hits)
    out: list[Hit] = []
    for hit in hits:
        text = hit.text
        for s in sentences_of([hit]):
            begin, end = s.start - hit.start, s.end - hit.start
            if 0 <= begin < end <= len(text) and _names_other_only(own, others, s.text):
                text = text[:begin] + re.sub(r"[^\n]", " ", text[begin:end]) + text[end:]
        out.append(hit if text == hit.text else replace(hit, text=text))
    return out
