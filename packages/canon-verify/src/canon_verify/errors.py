"""Errors raised by canon-verify.

::

    CanonError (canon_contracts)
    └── VerifyError              anything canon-verify refuses to judge
        ├── VerifyInputError     the input cannot be read as a trace or run directory at all;
        │                        names the path, the line and the field when known
        └── ProvenanceError      a key cannot be loaded or written, or a run cannot be signed; never
                                 quotes key material

What a verification *finds* is never raised: findings are data in a ``VerificationReport``. An error here
means there was nothing to judge.
"""

from __future__ import annotations

from canon_contracts import CanonError, ErrorKind

__all__ = ["ProvenanceError", "VerifyError", "VerifyInputError"]


class VerifyError(CanonError):
    """Anything canon-verify refuses to judge."""

    kind = ErrorKind.INVALID_INPUT
    label = "invalid input"


class VerifyInputError(VerifyError):
    """The input cannot be read as a trace or run directory at all.

    ``path`` is the file or directory given, ``line`` the 1-based line of the trace file where reading
    failed (``None`` when no line applies), ``field`` the dotted field path inside that record (``None`` when
    the record itself is unreadable) and ``reason`` what was wrong, for a person.
    """

    label = "invalid trace"

    def __init__(self, reason: str, *, path: str, line: int | None = None, field: str | None = None) -> None:
        self.reason = reason
        self.path = path
        self.line = line
        self.field = field
        where = path if line is None else f"{path}:{line}"
        at = f" (field {field})" if field else ""
        super().__init__(f"{where}: {reason}{at}")


class ProvenanceError(VerifyError):
    """A signing key cannot be loaded or written, or a run cannot be signed.

    The message names the file and what is wrong with it; it never holds key material.
    """
