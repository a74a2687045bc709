"""Years asked as what separates two events: "How many years separated A from B?", "... the two fires at X?".

English asks the years between two events with "separate" as often as with "between": "How many years
separate the founder's will from the opening of the school?", "... separated the two fires at the mill?"
(the first and the second of them), "... separated the mill's first fire from its second?" (its second
fire). Each form names the two events whose years are subtracted.
"""

from __future__ import annotations

import re

__all__ = ["ordinal_pair", "singular", "years_apart"]

_SEPARATED = re.compile(
    r"^how\s+many\s+years\s+(?:separated?|divided?|lay\s+between)\s+(?P<events>\S.{0,300}?)\s*\??$",
    re.IGNORECASE,
)
_FROM = re.compile(r"^(?P<a>\S.{0,150}?)\s+from\s+(?P<b>\S.{0,150})$", re.IGNORECASE)
_AND = re.compile(r"^(?P<a>\S.{0,150}?)\s+and\s+(?P<b>\S.{0,150})$", re.IGNORECASE)
"""The two events, the first named before "from" (or else "and"): "A *from* B", "A *and* B"."""
_PAIR = re.compile(
    r"^(?:the\s+)?two\s+(?P<noun>[a-z][\w-]{0,30}s)\s+(?P<where>(?:at|of|in|on|that|which)\s+\S.{0,150})$",
    re.IGNORECASE,
)
"""Two events of one kind named together by where they happened: "the two *fires* at the workhouse", "the
two *fires* that gutted the workhouse"."""
_ORDINAL = r"(?:first|second|third|fourth|fifth|last)"
_OWNED_ORDINAL = re.compile(
    rf"^(?P<owner>.{{1,120}}?['’]s|its|their)\s+{_ORDINAL}\s+(?P<noun>[a-z][\w-]*)$", re.I
)
"""An event named by its owner, its ordinal and its noun: "*the hospital's* first *fire*"."""
_BARE_ORDINAL = re.compile(rf"^(?:its|their|the)\s+(?P<ordinal>{_ORDINAL})$", re.IGNORECASE)
"""An event named by its ordinal alone, the noun left to the first event: "from *its second*"."""


_LONE_ORDINAL = re.compile(
    rf"^(?P<owner>the\s+(?:[\w-]+\s+){{0,3}}?[\w-]+['’]s\s+|its\s+|their\s+|the\s+)?(?P<ordinal>{_ORDINAL})$",
    re.IGNORECASE,
)
"""The first of two ordinals sharing the second's noun: "between *the first* and second fires at X", "*the
sanatorium's first* and second fires"."""
_ORDINAL_PLURAL = re.compile(
    rf"^(?:the\s+)?(?P<ordinal>{_ORDINAL})\s+(?P<noun>[a-z][\w-]{{0,30}}s)"
    r"(?P<where>\s+(?:at|of|in|on)\s+\S.{0,150})?\s*\??$",
    re.IGNORECASE,
)
"""The second ordinal with the plural noun both share: "and *second fires at the hall*"."""
_ORDINAL_NOUN = re.compile(
    rf"^(?:the\s+)?(?P<ordinal>{_ORDINAL})\s+(?P<noun>[a-z][\w-]{{0,30}})"
    r"(?P<where>\s+(?:at|of|in|on)\s+\S.{0,150})?\s*\??$",
    re.IGNORECASE,
)
"""An ordinal with a singular noun another ordinal shares: "the first and *the second fire at the hall*",
"*the first fire at the hall* and the second"."""


def ordinal_pair(first: str, second: str) -> tuple[str, str] | None:
    """Two events one plural noun names after two ordinals, each given the noun and its place.

    "between the first and second fires at the hall" asks of "the first fire at the hall" and "the second
    fire at the hall" ("the hall's first and second fires" of "the hall's first fire" and its second); read
    as written, "the first" would be anything's first. So do "the first and the
    second fire at the hall", with the noun singular, and "the first fire at the hall and the second".
    """
    lone, shared = _LONE_ORDINAL.match(first.strip()), _ORDINAL_PLURAL.match(second.strip())
    if lone is not None and shared is not None:
        noun, where = singular(shared.group("noun")), shared.group("where") or ""
        owner = (lone.group("owner") or "the ").strip()
        return (
            f"{owner} {lone.group('ordinal')} {noun}{where}",
            f"{owner} {shared.group('ordinal')} {noun}{where}",
        )
    if lone is not None and (named := _ORDINAL_NOUN.match(second.strip())) is not None:
        noun, where = named.group("noun"), named.group("where") or ""
        return f"the {lone.group('ordinal')} {noun}{where}", f"the {named.group('ordinal')} {noun}{where}"
    named, left = _ORDINAL_NOUN.match(first.strip()), _LONE_ORDINAL.match(second.strip(" ?"))
    if named is not None and left is not None:  # "the first fire at the hall and the second"
        noun, where = named.group("noun"), named.group("where") or ""
        return first.strip(), f"the {left.group('ordinal')} {noun}{where}"
    return None


def years_apart(text: str) -> tuple[str, str] | None:
    """The two events whose years a "How many years separated ...?" question subtracts, or ``None``."""
    asked = _SEPARATED.match(text.strip())
    if asked is None:
        return None
    events = asked.group("events")
    pair = _PAIR.match(events)
    if pair is not None:
        noun, where = singular(pair.group("noun")), pair.group("where")
        return f"the first {noun} {where}", f"the second {noun} {where}"
    split = _FROM.match(events) or _AND.match(events)
    if split is None:
        return None
    first, second = split.group("a"), split.group("b")
    paired = ordinal_pair(first, second)
    if paired is not None:
        return paired
    owned, bare = _OWNED_ORDINAL.match(first), _BARE_ORDINAL.match(second)
    if owned is not None and bare is not None:
        # "the hospital's first fire from its second": the hospital's second fire
        second = f"{owned.group('owner')} {bare.group('ordinal')} {owned.group('noun')}"
    return first, second


def singular(noun: str) -> str:
    """A plural noun's singular, as events and periods are named: "fires" → "fire", "censuses" → "census"."""
    if noun.endswith("ies"):
        return noun[:-3] + "y"
    if noun.endswith(("ches", "shes", "sses", "xes", "uses")):
        return noun[:-2]  # "churches", "censuses"
    return noun[:-1]
