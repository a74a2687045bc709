"""JSON objects that carry their RFC 8785 canonical bytes, so a large value is encoded once and spliced after.

A model request holds its agent's output schema and tool schemas, the same for every request of one agent
definition; its digest and the trace line that records it both need its canonical bytes. A
``CanonicalObject`` is that object (a ``dict`` with the same members, read-only by contract) together with
the bytes: ``CanonicalObject.join`` builds an object from members whose values may be ``CanonicalObject``
themselves, whose bytes it splices instead of encoding them again, and ``TraceWriter.append`` splices the
bytes of a model request given as one into the entry line.

Splicing is exact because RFC 8785 is compositional: an object's canonical form is its members' canonical
forms joined in the order of their keys' UTF-16 code units, and a member's form depends on nothing around it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

import msgspec

from canon_contracts import MAX_SAFE_INTEGER

from ._canonical import canonical_json

__all__ = ["CanonicalObject"]

_KEY = msgspec.json.Encoder()  # a string's JSON form: msgspec escapes exactly as RFC 8785 does


def _utf16_units(key: str) -> bytes:
    return key.encode("utf-16-be", "surrogatepass")


class CanonicalObject(dict[str, Any]):
    """A portable JSON object together with its RFC 8785 canonical bytes (``canonical``) and their digest.

    Equal, as a ``dict``, to the object it stands for, so any reader may use it as one; it must not be
    mutated, since its bytes would no longer match.
    """

    __slots__ = ("_digest", "canonical")

    canonical: bytes
    """RFC 8785 canonical bytes of the object."""

    @property
    def digest(self) -> str:
        """``sha256:`` digest of ``canonical``, computed on first use and kept."""
        try:
            return self._digest
        except AttributeError:
            self._digest: str = "sha256:" + hashlib.sha256(self.canonical).hexdigest()
            return self._digest

    @classmethod
    def of(cls, value: Mapping[str, Any], *, checked: bool = False) -> CanonicalObject:
        """Encode the JSON object ``value`` (a copy of its top-level members is kept).

        ``checked`` says the caller has validated ``value`` as portable I-JSON already (the JSON form of a
        contract model whose fields are portable types), as for ``canonical_json``.

        Raises:
            PortabilityError: if ``value`` is not portable I-JSON (unless ``checked``).
        """
        return cls._made(value, canonical_json(value, checked=checked))

    @classmethod
    def join(cls, members: Mapping[str, Any], *, checked: bool = False) -> CanonicalObject:
        """The object of ``members``, splicing the bytes of every value that is a ``CanonicalObject``.

        So are the items of a list (or tuple) of them. The other values are encoded with
        ``canonical_json`` (``checked`` as for ``of``).

        Raises:
            PortabilityError: if a value that is not a ``CanonicalObject`` is not portable (unless
                ``checked``), or a key is not a string.
        """
        plain: dict[str, Any] = {}
        encoded: dict[str, bytes] = {}
        for key, value in members.items():
            if type(key) is not str:
                return cls.of(members, checked=False)  # the encoder names the key that is not a string
            kind = type(value)
            if kind is cls:
                encoded[key] = value.canonical
                plain[key] = dict(value)  # the members hold plain JSON, as the rest of the code expects
            elif kind is int and -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
                encoded[key] = str(value).encode()  # a safe integer is its decimal digits
                plain[key] = value
            elif (kind is list or kind is tuple) and all(type(item) is cls for item in value):
                encoded[key] = b"[" + b",".join(item.canonical for item in value) + b"]"
                plain[key] = [dict(item) for item in value]
            else:
                encoded[key] = canonical_json(value, checked=checked)
                plain[key] = value
        keys = sorted(plain) if all(key.isascii() for key in plain) else sorted(plain, key=_utf16_units)
        body = b",".join(_KEY.encode(key) + b":" + encoded[key] for key in keys)
        return cls._made(plain, b"{" + body + b"}")

    @classmethod
    def _made(cls, members: Mapping[str, Any], canonical: bytes) -> CanonicalObject:
        made = cls(members)
        made.canonical = canonical
        return made

    def __repr__(self) -> str:
        return f"CanonicalObject({dict.__repr__(self)})"
