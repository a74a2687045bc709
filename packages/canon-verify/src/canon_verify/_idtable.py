"""``IdTable``: the identifiers a trace defines, kept by digest, for checks that must look any of them up.

An identifier of at most ``_SHORT`` ASCII characters (``call-17``, ``ev-3``: what producers write) stands
for itself; a longer one stands as the 128-bit BLAKE2b digest of its UTF-8 bytes, as an int. So what the
table holds per identifier is bounded whatever the trace writes (an identifier may be a megabyte long), two
identifiers are told apart exactly or by 128 bits, as content elsewhere in canon is by its SHA-256 (a
collision cannot be made to order), and a string key never equals an int key. The keys index a ``dict`` of
fixed-size values: about 135-150 bytes per identifier with a 24-byte value, less where identifiers share
one value object. Hashing every identifier cost more than any other work check; short ones are not hashed.
(A flat open-addressing table in a ``bytearray`` held half of that but cost more time still.)
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

__all__ = ["IdKey", "IdTable"]

_KEY = 16
#: Longest identifier kept as itself (an ASCII ``str`` of 24 characters takes 73 bytes, its digest 44).
_SHORT = 24

#: What stands for an identifier in a table: itself when short, else its digest.
IdKey = str | int


def _key(identifier: str) -> IdKey:
    if len(identifier) <= _SHORT and identifier.isascii():
        return identifier
    # An int holds the 128 bits in 44 bytes, a bytes object in 49: it adds up over a million identifiers.
    digest = hashlib.blake2b(identifier.encode("utf-8", "surrogatepass"), digest_size=_KEY).digest()
    return int.from_bytes(digest, "big")


class IdTable:
    """A set of identifiers, or a map from identifiers to values of ``value_size`` bytes.

    Args:
        value_size: Bytes stored with each identifier (0 for a plain set).
    """

    __slots__ = ("_entries", "_value_size")

    def __init__(self, value_size: int = 0) -> None:
        self._value_size = value_size
        self._entries: dict[IdKey, bytes] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, identifier: object) -> bool:
        return isinstance(identifier, str) and _key(identifier) in self._entries

    def get(self, identifier: str) -> bytes | None:
        """The value stored with ``identifier``, or ``None`` when it is not in the table."""
        return self._entries.get(_key(identifier))

    def add(self, identifier: str, value: bytes = b"") -> bytes | None:
        """Add ``identifier`` with ``value`` unless present; return the value already stored, or ``None``."""
        if len(value) != self._value_size:
            self._refuse(value)
        key, entries = _key(identifier), self._entries
        held = entries.get(key)
        if held is None:
            entries[key] = value
        return held

    def put(self, identifier: str, value: bytes) -> None:
        """Store ``value`` for ``identifier``, adding it or replacing the value it had."""
        if len(value) != self._value_size:
            self._refuse(value)
        self._entries[_key(identifier)] = value

    def items(self) -> Iterator[tuple[IdKey, bytes]]:
        """Every (identifier key, value) pair, in the order the identifiers were first added."""
        yield from self._entries.items()

    @staticmethod
    def digest(identifier: str) -> IdKey:
        """What stands for ``identifier`` in a table: itself when short, else its 128-bit digest."""
        return _key(identifier)

    def _refuse(self, value: bytes) -> None:
        raise ValueError(f"values of this table are {self._value_size} bytes, got {len(value)}")
