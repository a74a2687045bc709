"""Errors raised by canon-contracts, and the root of every canon error.

::

    CanonError                    root of every error raised by a canon package
    ├── ValidationError           input violates a contract; keeps the field path of every problem
    ├── PortabilityError          a value is not portable I-JSON; names the path of the offending value
    └── SchemaProfileError        a JSON Schema cannot be normalized under the structural-identity profile

``PortabilityError`` and ``SchemaProfileError`` are also ``ValueError`` so that pydantic validators report
them as ordinary field errors, with the field path prepended.

Every canon error carries its classification, ``kind`` (an ``ErrorKind``): usage, invalid input, execution
failure, environment, interrupted or internal. A command line turns the kind into its exit status through
``ErrorKind.exit_code`` (``ExitCode``), so no layer keeps a table of class names, and ``classify`` gives the
kind of any exception, canon's or foreign.
"""

from __future__ import annotations

import errno
from enum import IntEnum, StrEnum

__all__ = [
    "CanonError",
    "ErrorKind",
    "ExitCode",
    "PortabilityError",
    "SchemaProfileError",
    "ValidationError",
    "classify",
]


class ExitCode(IntEnum):
    """What the exit status of a canon command (``canon``, ``canon-verify``) means; one meaning each."""

    OK = 0
    """The command did what was asked (a report with findings or a replay difference is still 0)."""
    EXECUTION_FAILURE = 1
    """The run executed and ended ABORTED (tool, model or runtime failure, or a verification veto)."""
    GATE = 2
    """A gate rejected the result: error findings, a replay difference."""
    USAGE = 64
    """Bad flags or arguments, or a path that does not exist."""
    INVALID_INPUT = 65
    """A spec, trace, plan topology, corpus or run directory is invalid, or an artifact fails integrity."""
    INTERNAL = 70
    """A bug in canon."""
    ENVIRONMENT = 74
    """The environment failed the command: the disk is full, the runs directory cannot be written."""
    INTERRUPTED = 130
    """Interrupted (Ctrl-C)."""


class ErrorKind(StrEnum):
    """The classification of an error, which decides the exit status of the command it ends."""

    USAGE = "usage"
    """The caller used the command or the API wrongly."""
    INVALID_INPUT = "invalid_input"
    """Input violates its contract: a spec, corpus, trace, plan, run directory or artifact."""
    EXECUTION_FAILURE = "execution_failure"
    """The work started and failed: a tool, a model, the runtime."""
    ENVIRONMENT = "environment"
    """The machine failed the work: the disk is full, a directory cannot be written."""
    INTERRUPTED = "interrupted"
    """Ctrl-C or a cancellation stopped the work."""
    INTERNAL = "internal"
    """A bug: something that should not happen happened."""

    @property
    def exit_code(self) -> ExitCode:
        """The exit status a command ends with for an error of this kind."""
        return _EXIT_CODES[self]


_EXIT_CODES = {
    ErrorKind.USAGE: ExitCode.USAGE,
    ErrorKind.INVALID_INPUT: ExitCode.INVALID_INPUT,
    ErrorKind.EXECUTION_FAILURE: ExitCode.EXECUTION_FAILURE,
    ErrorKind.ENVIRONMENT: ExitCode.ENVIRONMENT,
    ErrorKind.INTERRUPTED: ExitCode.INTERRUPTED,
    ErrorKind.INTERNAL: ExitCode.INTERNAL,
}

#: Operating-system errors that say the machine, not the input, failed: no space, no quota, read-only, I/O.
_ENVIRONMENT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EIO, errno.EFBIG})


def classify(exc: BaseException) -> ErrorKind:
    """The kind of any exception: a canon error's own ``kind``; an interruption; a full disk; else internal.

    A canon error raised because of an operating-system error of the environment (its ``__cause__`` is a
    full disk, say) is an environment failure whatever its class says.
    """
    if isinstance(exc, KeyboardInterrupt):
        return ErrorKind.INTERRUPTED
    cause = exc.__cause__ if isinstance(exc, CanonError) else exc
    if isinstance(cause, OSError) and cause.errno in _ENVIRONMENT_ERRNOS:
        return ErrorKind.ENVIRONMENT
    if isinstance(exc, CanonError):
        return exc.kind
    return ErrorKind.INTERNAL


class CanonError(Exception):
    """Root of every error raised by a canon package.

    ``kind`` classifies it (see ``ErrorKind``); each subclass sets its own, and an instance may refine it.
    An unclassified error is internal: a bug.
    """

    kind: ErrorKind = ErrorKind.INTERNAL
    label: str = "error"
    """How a command names an error of this class in the one line it prints (``invalid spec``)."""


class ValidationError(CanonError):
    """Input violates a contract.

    ``problems`` holds one ``(path, message)`` pair per violation; ``path`` is a dotted field path such as
    ``constraints.top_k`` or ``entries[3].output.confidence``. ``source`` names the file or object checked.
    """

    kind = ErrorKind.INVALID_INPUT
    label = "invalid input"

    def __init__(self, problems: list[tuple[str, str]], *, source: str | None = None) -> None:
        self.problems = list(problems)
        self.source = source
        where = f"{source}: " if source else ""
        first_path, first_message = self.problems[0] if self.problems else ("", "invalid input")
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        field = f"{first_path}: " if first_path else ""
        super().__init__(f"{where}{field}{first_message}{more}")


class PortabilityError(CanonError, ValueError):
    """A value is not portable I-JSON.

    ``path`` locates the offending value from the root (``$`` is the root, ``$.a[2].b`` a nested member);
    ``reason`` says which rule it broke.
    """

    kind = ErrorKind.INVALID_INPUT
    label = "invalid input"

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


class SchemaProfileError(CanonError, ValueError):
    """A JSON Schema cannot be normalized under the structural-identity profile.

    ``path`` locates the offending keyword inside the schema (JSON Pointer); ``reason`` says what was wrong.
    """

    kind = ErrorKind.INVALID_INPUT
    label = "invalid input"

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path or '/'}: {reason}")
