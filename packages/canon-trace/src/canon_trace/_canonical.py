r"""RFC 8785 canonical JSON at msgspec speed, byte-identical to ``rfc8785.dumps``.

This is canon's one fast encoder: the trace writer and reader and the kernel's request digests use it.
``canon_contracts.canonical_bytes`` stays on the ``rfc8785`` package, since the contracts must not need
msgspec; the canon-trace test ``test_wire_canonical.py`` holds the property tests that tie the two together.

``msgspec.json.encode(..., order="sorted")`` already agrees with RFC 8785 on everything but two points:

* numbers: msgspec writes floats in its own shortest form (``1.0``, ``1e21``, ``-0.0``), RFC 8785 in the
  ECMAScript form (``1``, ``1e+21``, ``0``). msgspec writes a float with an exponent only outside
  [1e-6, 1e16) and otherwise differs from RFC 8785 only by the ``.0`` of an integral float, so the common
  case is settled on the bytes: when no quote is escaped, a token outside strings is one preceded by an
  even number of quotes, and each ``<digits>.0`` token there loses its ``.0`` (``-0.0`` becomes ``0``).
  Anything else (an exponent-like token anywhere, an escaped quote, a top-level scalar) takes the general
  route: the bytes are decoded once more with a ``float_hook`` that receives each float token exactly as
  written, so only real number tokens are respelled, and the result is re-encoded verbatim.
* member order: msgspec sorts keys by code point, RFC 8785 by UTF-16 code unit. The two orders differ only
  between a character in U+E000..U+FFFF and one above U+FFFF. When both kinds of bytes occur in the output
  and some object key holds such a character, the record falls back to ``rfc8785.dumps``.

String escaping (``\u001f``-style escapes for controls, short forms for ``\b \t \n \f \r``, else raw UTF-8)
is the same in both, which the equality tests check together with the two points above.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
import rfc8785

from canon_contracts import ensure_portable

__all__ = ["canonical_json", "ecmascript_number", "respell_numbers"]

_SORTED = msgspec.json.Encoder(order="sorted")
_VERBATIM = msgspec.json.Encoder()
_PLAIN = msgspec.json.Decoder()
_BMP_HIGH = (b"\xee", b"\xef")  # UTF-8 lead bytes of U+E000..U+FFFF
_ASTRAL = (b"\xf0", b"\xf1", b"\xf2", b"\xf3", b"\xf4")  # UTF-8 lead bytes above U+FFFF
# Maps the encoded bytes onto the few classes the number scan needs, keeping every offset: digits become
# ``0``, the bytes that may follow a token inside a container (``,]}``) become ``,``, and every other byte
# except ``e + - .`` becomes a space. ``0e`` followed by digits and a ``,`` is then any exponent token, and
# ``.0,`` the end of any token with a one-digit fraction.
_SHAPES = bytes(
    ord("0") if byte in b"0123456789" else ord(",") if byte in b",]}" else byte if byte in b"e+-." else 32
    for byte in range(256)
)
_EXPONENT = re.compile(rb"0e[-+]?0+,")
_ZERO = ord("0")


def ecmascript_number(token: str) -> str:
    """Rewrite a JSON number token in the ECMAScript ``Number.prototype.toString`` form RFC 8785 requires.

    ``token`` must be the shortest round-trip spelling of a finite double, as msgspec and ``repr`` write it.
    """
    sign = ""
    if token[0] == "-":
        sign, token = "-", token[1:]
    mantissa, _, exponent = token.partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    if not digits:
        return "0"  # both zeros; RFC 8785 writes -0 as 0
    significant = digits.rstrip("0")
    # value = 0.<significant> * 10**point
    point = int(exponent or 0) - len(fraction) + len(digits)
    count = len(significant)
    if count <= point <= 21:
        text = significant + "0" * (point - count)
    elif 0 < point <= 21:
        text = significant[:point] + "." + significant[point:]
    elif -6 < point <= 0:
        text = "0." + "0" * -point + significant
    else:
        power = point - 1
        head = significant[0] + ("." + significant[1:] if count > 1 else "")
        text = f"{head}e{'+' if power >= 0 else '-'}{abs(power)}"
    return sign + text


def _float_token(token: str) -> msgspec.Raw:
    if token[-2:] == ".0" or "e" in token:
        return msgspec.Raw(ecmascript_number(token).encode())
    return msgspec.Raw(token.encode())


_NUMBERS_AS_WRITTEN = msgspec.json.Decoder(float_hook=_float_token)


def canonical_json(value: Any, *, checked: bool = False) -> bytes:
    """Return the RFC 8785 canonical bytes of a wire struct or a portable JSON value.

    The bytes equal ``canon_contracts.canonical_bytes`` of the same value. Plain JSON values are checked
    for portability first, unless ``checked`` says the caller has validated them already (the JSON dump of
    a contract model whose fields are portable types); a wire struct is trusted to hold what its decoder or
    the writer validated.

    Raises:
        PortabilityError: if a plain JSON value is not portable I-JSON.
        UnicodeEncodeError: if a string of a wire struct holds a lone surrogate.
    """
    if not checked and not isinstance(value, msgspec.Struct):
        ensure_portable(value)
    encoded = _SORTED.encode(value)
    if not encoded.isascii() and _may_order_differently(encoded):
        tree = _PLAIN.decode(encoded)
        if _has_utf16_sensitive_key(tree):
            return rfc8785.dumps(tree)
    return respell_numbers(encoded)


def respell_numbers(encoded: bytes) -> bytes:
    """Respell the float tokens of msgspec's sorted ``encoded`` bytes the ECMAScript way (see the docstring).

    Member order is left as msgspec wrote it; ``canonical_json`` settles the rare case where it differs.
    """
    shapes = encoded.translate(_SHAPES)
    if (
        encoded[-1:] not in (b"}", b"]")  # a top-level scalar: its token has no delimiter after it
        or (b"\\" in encoded and b'\\"' in encoded)  # a quote inside a string: parity says nothing
        or (b"0e" in shapes and _EXPONENT.search(shapes) is not None)
    ):
        return _VERBATIM.encode(_NUMBERS_AS_WRITTEN.decode(encoded))
    found = shapes.find(b".0,")
    if found < 0:
        return encoded
    pieces: list[bytes] = []
    copied = counted = quotes = 0
    while found >= 0:
        if encoded[found + 1] == _ZERO:  # the fraction is 0: a token ending so outside strings is integral
            start = found
            while start and shapes[start - 1] in b"0-":
                start -= 1
            quotes += encoded.count(b'"', counted, start)
            counted = start
            if not quotes & 1 and start < found:  # outside strings: a whole number token in fixed form
                # RFC 8785 writes it without the ".0" (its digits are exact below 1e16), and -0 as 0.
                negative_zero = encoded[start:found] == b"-0"
                pieces.append(encoded[copied:start] + b"0" if negative_zero else encoded[copied:found])
                copied = found + 2
        found = shapes.find(b".0,", found + 3)
    pieces.append(encoded[copied:])
    return b"".join(pieces)


def _may_order_differently(encoded: bytes) -> bool:
    return any(lead in encoded for lead in _BMP_HIGH) and any(lead in encoded for lead in _ASTRAL)


def _has_utf16_sensitive_key(tree: Any) -> bool:
    """Whether some object key holds a character at or above U+E000 (where the two orders can differ)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if type(node) is dict:
            if any(not key.isascii() and max(key) >= "\ue000" for key in node):
                return True
            stack.extend(node.values())
        elif type(node) is list:
            stack.extend(node)
    return False
