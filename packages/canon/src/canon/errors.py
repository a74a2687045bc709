"""Errors raised by the canon command line and facade.

::

    CanonError (canon_contracts)
    └── CommandError        a command cannot do what it was asked; carries the exit status it ends with

Errors of the packages below keep their own classes (``SpecError``, ``TopologyError``, ``IntegrityError``,
``VerifyInputError`` ...); the command line maps each to its exit status without wrapping it.
"""

from __future__ import annotations

from canon_contracts import CanonError

from ._exit import ExitCode

__all__ = ["CommandError"]


class CommandError(CanonError):
    """A command cannot do what it was asked.

    ``exit_code`` is the status the command ends with and ``hint`` an optional second line that says what to
    do about it.
    """

    def __init__(
        self, message: str, *, exit_code: ExitCode = ExitCode.INVALID_INPUT, hint: str | None = None
    ):
        self.exit_code = exit_code
        self.hint = hint
        super().__init__(message)
