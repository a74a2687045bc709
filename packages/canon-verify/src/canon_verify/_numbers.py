"""JSON as Python writes it: ``NaN``, ``Infinity`` and numbers beyond a double, read as the text they are.

Python's ``json.dumps`` writes ``NaN`` and ``Infinity`` unless told not to, and a producer may write a number
no double holds (``1e400``) or an integer of thousands of digits. JSON has no form for the first two and
I-JSON (RFC 7493) none for the others, so no trace may hold one; but a document that does still has the
shape of a trace. It is read with each such number kept as the string it is written as, so the member that
holds one is a shape finding at its path, and the reading names the numbers it met.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final, NamedTuple

import msgspec

from ._checks import shown

__all__ = ["LenientJSON", "decode_lenient", "numbers_message"]

_DECODE = msgspec.json.Decoder()
#: Only a text holding one of these can be JSON but for its numbers; any other failure stands at once.
_SUSPECT = re.compile(rb"NaN|Infinity|[0-9][eE][+-]?[0-9]{3}|[0-9]{4000}")
#: How many distinct numbers of those met are named; all are counted.
_NAMED: Final = 3


class LenientJSON(NamedTuple):
    """What a text decoded to, and what in it JSON cannot carry."""

    value: Any
    numbers: list[str]
    """The first few distinct numbers JSON has no form for, as written."""
    total: int
    """How many such numbers the text holds."""
    repeated: str | None
    """A key one object holds twice (the last is kept), found only on the lenient reading."""


def decode_lenient(data: bytes) -> LenientJSON:
    """``data`` decoded strictly; failing that, with the numbers JSON cannot carry kept as their text.

    Raises:
        msgspec.DecodeError: the strict decoder's error, when ``data`` is not JSON even so (or is JSON but
            for a lone surrogate escape, which has no UTF-8 form for a report to show).
    """
    try:
        return LenientJSON(_DECODE.decode(data), [], 0, None)
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
    if not met or not _has_utf8_form(value):
        raise strict
    return LenientJSON(value, met, count[0], shown(repeated[0], 40) if repeated else None)


def numbers_message(what: str, read: LenientJSON) -> str:
    """The finding for the numbers ``read`` met in ``what`` ("the document", "the line")."""
    counted = "a number" if read.total == 1 else f"{read.total} numbers"
    return (
        f"{what} holds {counted} JSON has no form for ({', '.join(read.numbers)}); "
        "each is read as the text it is written as"
    )


def _has_utf8_form(value: Any) -> bool:
    """Whether every key and string in ``value`` can be written as UTF-8 (walked without recursion)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return True
