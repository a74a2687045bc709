"""``IdTable``: the identifiers a trace defines, in flat memory, for checks that must look any of them up.

A Python ``set`` of short strings costs about 100 bytes per identifier; a trace of a gigabyte defines
hundreds of thousands. The table keeps, per identifier, a 16-byte BLAKE2b digest of it and a fixed-size
value in one ``bytearray`` (open addressing, linear probing, at most 5/8 full), about a third of that. Two
identifiers are told apart by their 128-bit digests, as content elsewhere in canon is by its SHA-256.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

__all__ = ["IdTable"]

_KEY = 16
_EMPTY = bytes(_KEY)


def _key(identifier: str) -> bytes:
    key = hashlib.blake2b(identifier.encode("utf-8", "surrogatepass"), digest_size=_KEY).digest()
    return key if key != _EMPTY else b"\x01" + key[1:]


class IdTable:
    """A set of identifiers, or a map from identifiers to values of ``value_size`` bytes.

    Args:
        value_size: Bytes stored with each identifier (0 for a plain set).
    """

    __slots__ = ("_count", "_mask", "_record", "_table", "_value_size")

    def __init__(self, value_size: int = 0) -> None:
        self._value_size = value_size
        self._record = _KEY + value_size
        self._count = 0
        self._mask = 63
        self._table = bytearray(64 * self._record)

    def __len__(self) -> int:
        return self._count

    def __contains__(self, identifier: object) -> bool:
        return isinstance(identifier, str) and self._find(_key(identifier))[1]

    def get(self, identifier: str) -> bytes | None:
        """The value stored with ``identifier``, or ``None`` when it is not in the table."""
        slot, found = self._find(_key(identifier))
        if not found:
            return None
        start = slot * self._record + _KEY
        return bytes(self._table[start : start + self._value_size])

    def add(self, identifier: str, value: bytes = b"") -> bytes | None:
        """Add ``identifier`` with ``value`` unless present; return the value already stored, or ``None``."""
        return self._store(identifier, value, replace=False)

    def put(self, identifier: str, value: bytes) -> None:
        """Store ``value`` for ``identifier``, adding it or replacing the value it had."""
        self._store(identifier, value, replace=True)

    def items(self) -> Iterator[tuple[bytes, bytes]]:
        """Every (identifier digest, value) pair, in table order."""
        table, record = self._table, self._record
        for start in range(0, len(table), record):
            key = bytes(table[start : start + _KEY])
            if key != _EMPTY:
                yield key, bytes(table[start + _KEY : start + record])

    @staticmethod
    def digest(identifier: str) -> bytes:
        """The 16-byte digest that stands for ``identifier`` in a table."""
        return _key(identifier)

    def _store(self, identifier: str, value: bytes, *, replace: bool) -> bytes | None:
        if len(value) != self._value_size:
            raise ValueError(f"values of this table are {self._value_size} bytes, got {len(value)}")
        key = _key(identifier)
        slot, found = self._find(key)
        start = slot * self._record
        if found:
            held = bytes(self._table[start + _KEY : start + self._record])
            if replace:
                self._table[start + _KEY : start + self._record] = value
            return held
        self._table[start : start + self._record] = key + value
        self._count += 1
        if self._count * 8 > (self._mask + 1) * 5:
            self._grow()
        return None

    def _find(self, key: bytes) -> tuple[int, bool]:
        table, record, mask = self._table, self._record, self._mask
        slot = int.from_bytes(key[:8], "little") & mask
        while True:
            start = slot * record
            held = table[start : start + _KEY]
            if held == key:
                return slot, True
            if held == _EMPTY:
                return slot, False
            slot = (slot + 1) & mask

    def _grow(self) -> None:
        old, record = self._table, self._record
        self._mask = self._mask * 2 + 1
        self._table = bytearray((self._mask + 1) * record)
        for start in range(0, len(old), record):
            key = bytes(old[start : start + _KEY])
            if key != _EMPTY:
                slot = self._find(key)[0] * record
                self._table[slot : slot + record] = old[start : start + record]
