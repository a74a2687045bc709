"""``id_key``: what stands for an identifier a trace defines, in the tables of checks that look them up.

An identifier of at most ``_SHORT`` ASCII characters (``call-17``, ``ev-3``: what producers write) stands
for itself; a longer one stands as the 128-bit BLAKE2b digest of its UTF-8 bytes, as an int. So what the
table holds per identifier is bounded whatever the trace writes (an identifier may be a megabyte long), two
identifiers are told apart exactly or by 128 bits, as content elsewhere in canon is by its SHA-256 (a
collision cannot be made to order), and a string key never equals an int key. The keys index plain
``dict``s of fixed-size values (about 135-150 bytes per identifier with a 24-byte value, less where
identifiers share one value object) and ``set``s. Hashing every identifier cost more than any other work
check; short ones are not hashed. (A flat open-addressing table in a ``bytearray`` held half of that but
cost more time still.)
"""

from __future__ import annotations

import hashlib

__all__ = ["IdKey", "id_key"]

_KEY = 16
#: Longest identifier kept as itself (an ASCII ``str`` of 24 characters takes 73 bytes, its digest 44).
_SHORT = 24

#: What stands for an identifier in a table: itself when short, else its digest.
IdKey = str | int


def id_key(identifier: str) -> IdKey:
    """What stands for ``identifier`` in a table: itself when short and ASCII, else its 128-bit digest."""
    if len(identifier) <= _SHORT and identifier.isascii():
        return identifier
    # An int holds the 128 bits in 44 bytes, a bytes object in 49: it adds up over a million identifiers.
    digest = hashlib.blake2b(identifier.encode("utf-8", "surrogatepass"), digest_size=_KEY).digest()
    return int.from_bytes(digest, "big")
