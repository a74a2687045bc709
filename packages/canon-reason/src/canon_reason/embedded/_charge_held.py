"""A question asking who "had charge of" a thing "as" an office: who held that office of the thing.

"Who had charge of Yarrowby as head keeper in 1853?" asks the same as "Who was head keeper of
Yarrowby in 1853?": "had charge of" names no act of its own, and a list of the office's holders, which
never says "charge", answers it. The question is read in the plain form, so the office's words, not
"charge", are what its holder's line must name.
"""

from __future__ import annotations

import re

__all__ = ["charge_as_office"]

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
