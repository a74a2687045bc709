"""A subject's name parted from its verb by asides: "Mr. Ann Roe, attorney, of Kell, be appointed clerk".

English sets a person's calling or home off by commas between the name and the verb ("Jo Hale, a mason of
Orby, was chosen"); the verb after the asides is the name's, however far the name stands from it.
"""

from __future__ import annotations

import re

__all__ = ["office_after_asides", "verb_after_asides"]

_ASIDES_THEN_VERB = re.compile(
    r"(?:,[ \t]+[a-z][a-z'’-]*(?:[ \t]+[A-Za-z'’-]+){0,4}){1,2},[ \t]+"
    r"(?:(?:is|was|were|be|been|had[ \t]+been|has[ \t]+been|should[ \t]+be)[ \t]+)?(?P<verb>[a-z]+)\b"
)
"""One or two asides set off by commas, each opening in lowercase (a calling, "of Kell", "then aged
forty"), an auxiliary, and the verb."""
_ASIDES_THEN_OFFICE = re.compile(
    r"(?:,[ \t]+[a-z][a-z'’-]*(?:[ \t]+[A-Za-z'’-]+){0,4}){1,2},[ \t]+"
    r"(?:is|was|became)\s(?:the|its|their)\s(?P<office>[a-z]+(?:\s(?!of\b)[a-z]+)?)\b"
)
"""One or two asides, then "was the" and the office held, in one or two words ("was the *first warden*"),
before any "of" ("was the *son* of the first warden" holds no office named after "of")."""


def verb_after_asides(text: str, end: int) -> str | None:
    """The verb that follows the name ending at ``end`` past one or two asides, or ``None``."""
    found = _ASIDES_THEN_VERB.match(text, end)
    return None if found is None else found.group("verb")


def office_after_asides(text: str, end: int) -> tuple[str, ...]:
    """The words of the office held by the name ending at ``end``, past its asides, or none.

    "Jo Hale, a mason of Orby, was the *first warden*": the asides name the subject's calling, and the
    office after "was the" is the name's.
    """
    found = _ASIDES_THEN_OFFICE.match(text, end)
    return () if found is None else tuple(found.group("office").split())
