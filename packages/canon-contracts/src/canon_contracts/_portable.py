"""Portable I-JSON: the only values allowed across a canon boundary.

Portable values are the I-JSON subset (RFC 7493) that every producer, whatever its language, encodes and
hashes the same way:

* ``None``, ``bool``, ``str``, ``list``, and ``dict`` with ``str`` keys, by exact type, so the value that
  is checked is the value that gets encoded (the caller converts a ``StrEnum`` or ``OrderedDict``; it is
  not guessed at here);
* ``int`` within ``[-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER]``, which an IEEE 754 double holds exactly;
* finite ``float`` (no NaN, no infinity) within the same range as integers, or of magnitude at least
  ``1e21``: RFC 8785 writes an integral float below ``1e21``, such as ``1e20``, as an integer literal
  (``100000000000000000000``), which readers would take for an unsafe integer, but from ``1e21`` on it
  writes the exponent form (``1e+21``), which no reader takes for an integer. So ``3.8e25`` is portable and
  the band from ``2**53`` to ``1e21`` is not;
* strings and keys without surrogate code points (U+D800..U+DFFF), which have no UTF-8 encoding; a Python
  ``str`` holds code points, so even a high surrogate followed by a low one is rejected;
* nesting depth at most ``MAX_DEPTH``: the root is at depth 0, and the members of a container at depth
  ``d`` (object names and values, array elements) are at depth ``d + 1``; a value deeper than ``MAX_DEPTH``
  is rejected. So a scalar inside 128 nested lists passes, inside 129 it fails.

The check is iterative, so a hostile 100,000-deep value fails with ``PortabilityError`` rather than
``RecursionError``, and it builds no path strings unless it fails.
"""

from __future__ import annotations

import json
import math
import re
from typing import Annotated, Any, TypeAlias

from pydantic import BeforeValidator, JsonValue, WithJsonSchema

from .errors import PortabilityError

__all__ = [
    "MAX_DEPTH",
    "MAX_SAFE_INTEGER",
    "PortableJson",
    "PortableObject",
    "ensure_portable",
    "is_portable",
]

MAX_SAFE_INTEGER = 9007199254740991
"""Largest integer an IEEE 754 double holds exactly (2**53 - 1); its negation is the smallest."""

MAX_DEPTH = 128
"""Deepest nesting allowed; the root is depth 0."""

_EXPONENT_FORM = 1e21
"""Smallest float magnitude RFC 8785 writes in exponent form (``1e+21``), as ECMAScript does."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_IDENTIFIER = re.compile("[A-Za-z_][A-Za-z0-9_]*")
_HINTS = {
    "tuple": "use a list",
    "set": "use a sorted list",
    "frozenset": "use a sorted list",
    "bytes": "encode it as a string, e.g. base64",
    "bytearray": "encode it as a string, e.g. base64",
    "Decimal": "use a string or a float",
    "datetime": "use an RFC 3339 string",
    "date": "use an ISO 8601 string",
}

# A container being walked: (container, its depth, the frame of its parent container or None at the root).
# Keys are not carried: on failure they are recovered by identity search, which is cheap and rare.
_Frame: TypeAlias = "tuple[Any, int, _Frame | None]"


def ensure_portable(value: object, *, path: str = "$") -> None:
    """Raise ``PortabilityError`` unless ``value`` is portable I-JSON (see the module docstring).

    Args:
        value: The value to check.
        path: Path of ``value`` itself, prefixed to the path reported for an offender.

    Raises:
        PortabilityError: naming the path of one offending value and the rule it breaks.
    """
    kind = type(value)
    if kind is not dict and kind is not list:
        if not _is_portable_scalar(value):
            raise PortabilityError(path, _reason(value))
        return
    stack: list[_Frame] = [(value, 0, None)]
    item: Any
    pop, push = stack.pop, stack.append
    while stack:
        frame = pop()
        container, child_depth = frame[0], frame[1] + 1
        if type(container) is dict:
            _check_names(path, frame)
            members = container.values()
        else:
            members = container
        if child_depth > MAX_DEPTH and container:
            first = _key_of(container, next(iter(members)))
            raise PortabilityError(_render(path, frame, first), f"nested deeper than {MAX_DEPTH} levels")
        for item in members:
            kind = type(item)
            if kind is str:
                if item.isascii() or _encodes(item):
                    continue
            elif kind is int:
                if -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER:
                    continue
            elif kind is dict or kind is list:
                push((item, child_depth, frame))
                continue
            elif kind is float:
                if -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER or _exponent_form(item):
                    continue
            elif item is None or kind is bool:
                continue
            raise PortabilityError(_render(path, frame, _key_of(container, item)), _reason(item))


def _encodes(text: str) -> bool:
    """Whether ``text`` has a UTF-8 encoding, i.e. holds no surrogate code point (faster than a regex)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def is_portable(value: object) -> bool:
    """Return whether ``value`` is portable I-JSON, without saying why not."""
    try:
        ensure_portable(value)
    except PortabilityError:
        return False
    return True


def _is_portable_scalar(value: object) -> bool:
    if type(value) is str:
        return not _SURROGATE.search(value)
    if type(value) is int:
        return -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER
    if type(value) is float:
        return -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER or _exponent_form(value)
    return value is None or type(value) is bool


def _exponent_form(value: float) -> bool:
    """Whether a float outside the safe range is finite and written in exponent form (see the docstring)."""
    return math.isfinite(value) and abs(value) >= _EXPONENT_FORM


def _reason(value: object) -> str:
    """Say why a non-container ``value`` is not portable (only called on failure)."""
    if type(value) is str:
        return f"string contains {_surrogate_at(value)}"
    if type(value) is int:
        return f"integer {value} is outside the safe range ±{MAX_SAFE_INTEGER}"
    if type(value) is float:
        if not math.isfinite(value):
            return f"float {value!r} is not finite"
        return (
            f"float {value!r} is outside the safe range ±{MAX_SAFE_INTEGER} and below 1e21 "
            "(it encodes as an integer)"
        )
    name = type(value).__qualname__
    for base in (bool, int, float, str, list, dict):
        if isinstance(value, base):
            plain = base.__name__
            return f"{name} is a subclass of {plain}, not a plain JSON type; convert it to {plain}"
    hint = _HINTS.get(name)
    return f"{name} is not a JSON type" + (f"; {hint}" if hint else "")


def _check_names(path: str, frame: _Frame) -> None:
    """Check the member names of the object in ``frame``."""
    for name in frame[0]:
        if type(name) is not str:
            reason = f"object key {name!r} is {type(name).__qualname__}, not str"
            raise PortabilityError(_render(path, frame, None), reason)
        if not name.isascii() and _SURROGATE.search(name):
            raise PortabilityError(_render(path, frame, name), f"object key contains {_surrogate_at(name)}")


def _surrogate_at(text: str) -> str:
    found = _SURROGATE.search(text)
    assert found is not None
    return f"surrogate code point U+{ord(found.group()):04X} at index {found.start()}"


def _key_of(container: Any, member: object) -> str | int:
    """Find the key or index of ``member`` in ``container`` by identity (any match is an equal offender)."""
    pairs = container.items() if type(container) is dict else enumerate(container)
    return next(key for key, candidate in pairs if candidate is member)


def _render(path: str, frame: _Frame, step: str | int | None) -> str:
    """Render the path of ``step`` inside ``frame``'s container, or of the container itself if None."""
    steps = [] if step is None else [step]
    parent = frame[2]
    while parent is not None:
        steps.append(_key_of(parent[0], frame[0]))
        frame, parent = parent, parent[2]
    parts = [path]
    for key in reversed(steps):
        if isinstance(key, int):
            parts.append(f"[{key}]")
        elif _IDENTIFIER.fullmatch(key):
            parts.append(f".{key}")
        else:
            parts.append(f"[{json.dumps(key)}]")
    return "".join(parts)


def _portable(value: object) -> object:
    ensure_portable(value)
    return value


PortableJson = Annotated[JsonValue, BeforeValidator(_portable), WithJsonSchema({})]
"""Pydantic field type for any portable JSON value; non-portable input fails validation with its path."""

PortableObject = Annotated[
    dict[str, JsonValue], BeforeValidator(_portable), WithJsonSchema({"type": "object"})
]
"""Pydantic field type for an open JSON object (payload, metadata, tool arguments) of portable values."""
