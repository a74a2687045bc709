"""Errors raised by the canon command line and facade.

::

    CanonError (canon_contracts)
    └── CommandError        a command cannot do what it was asked; carries its kind (hence its exit status)

Errors of the packages below keep their own classes (``SpecError``, ``TopologyError``, ``IntegrityError``,
``VerifyInputError`` ...); each carries its ``kind``, which the command line turns into its exit status.
"""

from __future__ import annotations

from canon_contracts import CanonError, ErrorKind

__all__ = ["CommandError"]


class CommandError(CanonError):
    """A command cannot do what it was asked.

    ``kind`` classifies it (and so names the exit status) and ``hint`` is an optional second line that says
    what to do about it.
    """

    label = "error"

    def __init__(self, message: str, *, kind: ErrorKind = ErrorKind.INVALID_INPUT, hint: str | None = None):
        self.kind = kind
        self.hint = hint
        super().__init__(message)
