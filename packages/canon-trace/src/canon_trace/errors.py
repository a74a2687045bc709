"""Errors raised by canon-trace.

::

    CanonError (canon_contracts)
    └── TraceError                  anything canon-trace refuses
        ├── TraceFormatError        input cannot be read as a trace; names the line and the field
        │   ├── LineTooLongError    a line exceeds the configured byte limit
        │   └── UnsupportedSchemaError  the schema or contract version is not one this reader knows
        ├── TraceIOError            the operating system refused to open, read or write a trace file
        ├── TraceStateError         the writer or reader was used wrongly (append after close, a second close)
        ├── RunDirectoryError       a run directory cannot be created or opened as asked
        │   └── RunFileError        a run's file is missing, a symlink, not a regular file or too large
        ├── IntegrityError          an artifact is missing, differs from its digest or escapes the directory
        └── ProjectionError         a trace lacks what a projection needs (e.g. header model metadata)

Integrity *problems* found while checking a whole run directory are returned as data, not raised;
``IntegrityError`` is for a single artifact that an operation needs and cannot trust.
"""

from __future__ import annotations

from canon_contracts import CanonError, ErrorKind

__all__ = [
    "IntegrityError",
    "LineTooLongError",
    "ProjectionError",
    "RunDirectoryError",
    "RunFileError",
    "TraceError",
    "TraceFormatError",
    "TraceIOError",
    "TraceStateError",
    "UnsupportedSchemaError",
]


class TraceError(CanonError):
    """Anything canon-trace refuses."""

    kind = ErrorKind.INVALID_INPUT
    label = "trace error"


class TraceFormatError(TraceError):
    """Input cannot be read as a trace, or a record handed to the writer is not a valid trace record.

    ``line`` is the 1-based line number (``None`` for a single-document trace or before any line), ``field``
    a dotted field path inside that record (``None`` when the record itself is unreadable), and ``reason``
    the message without its location.
    """

    label = "invalid trace"

    def __init__(
        self, message: str, *, source: str | None = None, line: int | None = None, field: str | None = None
    ):
        self.reason = message
        self.source = source
        self.line = line
        self.field = field
        where = ":".join(p for p in (source, None if line is None else f"line {line}") if p)
        at = f" (field {field})" if field else ""
        super().__init__(f"{where}: {message}{at}" if where else f"{message}{at}")


class LineTooLongError(TraceFormatError):
    """A line exceeds the configured byte limit; it is rejected before it is decoded."""


class UnsupportedSchemaError(TraceFormatError):
    """The trace declares a schema version this reader does not know."""


class TraceIOError(TraceError):
    """The operating system refused to open, read or write a trace file (missing, exists, no space)."""


class TraceStateError(TraceError):
    """The writer or reader was used wrongly: an append after close, a second close, a second iteration."""

    kind = ErrorKind.USAGE


class RunDirectoryError(TraceError):
    """A run directory cannot be created or opened as asked."""

    label = "invalid run directory"


class IntegrityError(TraceError):
    """An artifact is missing, differs from its recorded digest, or escapes its run directory.

    ``path`` is the artifact's path relative to the run directory; ``expected`` and ``observed`` are what the
    record promised and what was found (a digest, or a description such as ``"missing"``).
    """

    label = "integrity error"

    def __init__(self, message: str, *, path: str, expected: str | None = None, observed: str | None = None):
        self.path = path
        self.expected = expected
        self.observed = observed
        detail = (
            "" if expected is None and observed is None else f" (expected {expected}, observed {observed})"
        )
        super().__init__(f"{path}: {message}{detail}")


class ProjectionError(TraceError):
    """A trace lacks what a projection needs, such as header model metadata."""

    label = "invalid trace"


class RunFileError(RunDirectoryError):
    """A file of a run (or a file a person named) cannot be read safely.

    ``path`` is the file, shortened for display; ``reason`` says what is wrong (a symlink, not a regular
    file, too large, missing); ``missing`` is true when the file does not exist.
    """

    def __init__(self, path: str, reason: str, *, missing: bool = False) -> None:
        self.path = path
        self.reason = reason
        self.missing = missing
        super().__init__(f"{path} {reason}")
