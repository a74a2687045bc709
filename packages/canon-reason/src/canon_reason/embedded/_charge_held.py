"""A question asking who "had charge of" a thing "as" an office: who held that office of the thing.

"Who had charge of Yarrowby as head keeper in 1853?" asks the same as "Who was head keeper of
Yarrowby in 1853?": "had charge of" names no act of its own, and a list of the office's holders, which
never says "charge", answers it. The question is read in the plain form, so the office's words, not
"charge", are what its holder's line must name.

Asked without an office ("Who had charge of the frame shop in 1898?"), the answer's text must put someone
in charge of the place: a charge that is a cost ("to bear the whole charge") or a name beside no role is no
one's charge.
"""

from __future__ import annotations

import re

from .._text import fold

__all__ = ["charge_as_office", "uncharged_problem"]

_CHARGE_AS = re.compile(
    r"^(?P<wh>[Ww]ho)\s+had\s+charge\s+of\s+(?P<thing>[^?,]{1,120}?)\s+as\s+"
    r"(?:the\s+|its\s+)?(?P<office>[a-z][a-z-]{1,30}(?:\s+[a-z][a-z-]{1,30}){0,2}?)"
    r"(?P<rest>\s+(?:in|at|on|during|when|while|before|after)\b[^?]{0,300})?(?P<end>\?*)$"
)
""""Who had charge of <thing> as <office>", then a clause of time or nothing, to the question mark."""


def charge_as_office(question: str) -> str:
    """``question`` as "Who was <office> of <thing> ...?" when it asks who had charge of a thing as one."""
    found = _CHARGE_AS.match(question)
    if found is None:
        return question
    rest = found["rest"] or ""
    return f"{found['wh']} was {found['office']} of {found['thing']}{rest}{found['end']}"


_IN_CHARGE_ASKED = re.compile(
    r"\b(?:had|has|have|took|was\s+in|were\s+in)\s+(?:the\s+)?charge\s+of\s+(?:the\s+)?"
    r"(?P<place>[a-z][\w-]*(?:\s+[a-z][\w-]*)*?)(?=\s+(?:in|at|on|during|when|after|before|of)\b|\s*\?|$)"
)
"""A question asking who ran a thing: "Who *had charge of* the frame shop in 1898?"."""
_CHARGE = re.compile(r"\bcharges?\b", re.IGNORECASE)
_CHARGE_AS_COST = re.compile(
    r"\b(?:bear|bears|bore|borne|pay|paid|defray\w*|meet|met|at\s+the|free\s+of|cover)\s+"
    r"(?:the\s+)?(?:whole\s+|full\s+|entire\s+)?charges?\b",
    re.IGNORECASE,
)
"""A charge that is a cost: "the firm to *bear the whole charge* of the application"."""


_IN_CHARGE_ROLE = re.compile(
    r"\b(?:foreman|forewoman|foremen|manager|managers|superintendent|overseer|master|mistress|head|keeper"
    r"|steward|bailiff)\b",
    re.IGNORECASE,
)
"""Roles that put their holder in charge of a place: "Isaac Roe, *foreman* of the frame shop"."""


def uncharged_problem(question: str, value: str, cited: list[str]) -> list[str]:
    """Why a "who had charge of" answer is read from text that puts no one in charge, as reasons.

    A text naming the asked place must say "charge" of a charge held, or give a role of one: "the firm to
    bear the whole charge of the application" is a cost, "Mr Roe has told the hands of the frame shop" no
    charge at all, and "master and foreman" in a text that names no frame shop are no one's of it.
    """
    asked = _IN_CHARGE_ASKED.search(question.lower())
    if asked is None:
        return []
    place = fold(asked["place"].split()[-1])
    for text in cited:
        if not re.search(rf"\b{re.escape(place)}\b", text, re.IGNORECASE):
            continue
        charges = len(_CHARGE.findall(text))
        if charges > len(_CHARGE_AS_COST.findall(text)) or _IN_CHARGE_ROLE.search(text):
            return []
    return [f"no cited text puts {value!r} in charge: it gives no charge held and no role"]
