r"""JSON as other programs write it: numbers JSON has no form for and lone surrogate escapes, read anyway.

Python's ``json.dumps`` writes ``NaN`` and ``Infinity`` unless told not to, and a producer may write a number
no double holds (``1e400``), an integer of thousands of digits, or a string holding half a UTF-16 surrogate
pair (``"\ud800"``, which has no UTF-8 form). No trace may hold any of them (JSON has no form for the first
two, I-JSON, RFC 7493, none for the rest); but a document that does still has the shape of a trace. It is
read with each such number kept as the text it is written as, so the member holding one is a shape finding
at its path, and each lone surrogate replaced by U+FFFD, so the report can show the string; the reading
counts what it met, for one finding to say so.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final, NamedTuple

import msgspec

from ._checks import shown

__all__ = ["LenientJSON", "decode_lenient", "lenient_messages"]

_DECODE = msgspec.json.Decoder()
#: Only a text holding one of these can be JSON but for them; any other failure stands at once. A run of
#: digits is tried from its first digit only: tried from each, runs of 3,999 digits cost quadratic time.
_SUSPECT = re.compile(rb"NaN|Infinity|[0-9][eE][+-]?[0-9]{3}|(?<![0-9])[0-9]{4000}|\\u[dD][89abcdefABCDEF]")
#: Only a text holding one of these can decode to a lone surrogate (a raw one is invalid UTF-8).
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89abcdefABCDEF]")
_SURROGATE = re.compile("[\ud800-\udfff]")
#: How many distinct numbers of those met are named; all are counted.
_NAMED: Final = 3


class LenientJSON(NamedTuple):
    """What a text decoded to, and what in it JSON cannot carry."""

    value: Any
    numbers: list[str]
    """The first few distinct numbers JSON has no form for, as written."""
    total: int
    """How many such numbers the text holds."""
    surrogates: int
    """How many strings (keys included) held a lone surrogate, now U+FFFD."""
    repeated: str | None
    """A key one object holds twice (the last is kept), found only on the lenient reading."""


def decode_lenient(data: bytes) -> LenientJSON:
    """``data`` decoded strictly; failing that, leniently (see the module docstring).

    Raises:
        msgspec.DecodeError: the strict decoder's error, when ``data`` is not JSON even so.
    """
    try:
        return LenientJSON(_DECODE.decode(data), [], 0, 0, None)
    except msgspec.DecodeError as exc:
        if _SUSPECT.search(data) is None:
            raise
        strict = exc
    met: list[str] = []
    count = [0]
    repeated: list[str] = []

    def kept(text: str) -> str:
        count[0] += 1
        if len(met) < _NAMED and shown(text, 40) not in met:
            met.append(shown(text, 40))
        return text

    def number(text: str) -> float | str:
        value = float(text)
        return value if math.isfinite(value) else kept(text)

    def integer(text: str) -> int | str:
        try:
            return int(text)
        except ValueError:  # more digits than Python converts
            return kept(text)

    def members(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) != len(pairs) and not repeated:
            seen: set[str] = set()
            repeated.extend(key for key, _ in pairs if key in seen or seen.add(key))  # type: ignore[func-returns-value]
        return result

    try:
        value = json.loads(
            data.decode("utf-8"),
            parse_constant=kept,
            parse_float=number,
            parse_int=integer,
            object_pairs_hook=members,
        )
    except (ValueError, RecursionError):
        raise strict from None
    value, surrogates = _replace_surrogates(value) if _SURROGATE_ESCAPE.search(data) else (value, 0)
    if not met and not surrogates:
        raise strict  # the strict decoder refused something the lenient reading does not excuse
    return LenientJSON(value, met, count[0], surrogates, shown(repeated[0], 40) if repeated else None)


def lenient_messages(what: str, read: LenientJSON) -> list[str]:
    """The findings for what ``read`` met in ``what`` ("the document", "the line"); none if it met nothing."""
    said = []
    if read.total:
        counted = "a number" if read.total == 1 else f"{read.total} numbers"
        said.append(
            f"{what} holds {counted} JSON has no form for ({', '.join(read.numbers)}); "
            "each is read as the text it is written as"
        )
    if read.surrogates:
        counted = "a string" if read.surrogates == 1 else f"{read.surrogates} strings"
        said.append(
            f"{what} holds {counted} with a lone UTF-16 surrogate escape, which has no UTF-8 form; "
            "each is read with U+FFFD in its place"
        )
    return said


def _fixed(text: str) -> str:
    return _SURROGATE.sub("\ufffd", text)


def _has_lone_surrogate(text: str) -> bool:
    return not text.isascii() and _SURROGATE.search(text) is not None


def _replace_surrogates(value: Any) -> tuple[Any, int]:
    """``value`` with each lone surrogate replaced by U+FFFD, in place and without recursion; and a count.

    The count is of the strings (keys included) that held one.
    """
    if isinstance(value, str):
        return (_fixed(value), 1) if _has_lone_surrogate(value) else (value, 0)
    replaced = 0
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            for key in [key for key in item if _has_lone_surrogate(key)]:
                item[_fixed(key)] = item.pop(key)
                replaced += 1
            members: Any = item.items()
        elif isinstance(item, list):
            members = enumerate(item)
        else:
            continue
        for place, child in list(members):
            if isinstance(child, str):
                if _has_lone_surrogate(child):
                    item[place] = _fixed(child)
                    replaced += 1
            elif isinstance(child, dict | list):
                pending.append(child)
    return value, replaced
