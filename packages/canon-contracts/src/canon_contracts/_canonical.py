"""Canonical bytes (RFC 8785, JSON Canonicalization Scheme) and the digests canon computes over them.

Two values that are equal as JSON have the same canonical bytes whatever their member order, so a digest
identifies content rather than one serialization of it. Numbers follow RFC 8785 §3.2.2.3 (ECMAScript
number formatting): ``0``, ``0.0`` and ``-0.0`` all serialize as ``0``, and ``1.0`` as ``1``.
"""

from __future__ import annotations

import hashlib
import re
from typing import Annotated

import rfc8785
from pydantic import BaseModel, StringConstraints

from ._portable import ensure_portable

__all__ = ["DIGEST_PATTERN", "Digest", "canonical_bytes", "digest", "digest_bytes", "is_digest"]

DIGEST_PATTERN = r"^sha256:[0-9a-f]{64}$"
"""Every canon digest: the algorithm name, a colon, and 64 lowercase hex digits."""

_DIGEST = re.compile(DIGEST_PATTERN)

Digest = Annotated[str, StringConstraints(pattern=DIGEST_PATTERN)]
"""Pydantic field type for a digest such as ``sha256:9f86d0...``."""


def canonical_bytes(value: object) -> bytes:
    """Return the RFC 8785 canonical UTF-8 bytes of a portable JSON value or a pydantic model.

    A model is taken as its JSON-mode dump (``model_dump(mode="json")``, honouring the model's own alias
    configuration), so a model and its dump have the same bytes.

    Raises:
        PortabilityError: if the value (or the model's dump) is not portable I-JSON; names the path.
    """
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    ensure_portable(value)
    return rfc8785.dumps(value)  # type: ignore[arg-type]


def digest(value: object) -> str:
    """Return ``sha256:<hex>`` over the canonical bytes of ``value`` (see ``canonical_bytes``)."""
    return digest_bytes(canonical_bytes(value))


def digest_bytes(raw: bytes) -> str:
    """Return ``sha256:<hex>`` over ``raw`` exactly as given, for content that is not JSON."""
    return "sha256:" + hashlib.sha256(raw).hexdigest()


def is_digest(value: object) -> bool:
    """Return whether ``value`` is a string in canon's digest format."""
    # fullmatch, because ``$`` in a Python pattern also matches before a trailing newline.
    return type(value) is str and _DIGEST.fullmatch(value) is not None
