"""Errors raised by canon-contracts, and the root of every canon error.

::

    CanonError                    root of every error raised by a canon package
    ├── ValidationError           input violates a contract; keeps the field path of every problem
    ├── PortabilityError          a value is not portable I-JSON; names the path of the offending value
    └── SchemaProfileError        a JSON Schema cannot be normalized under the structural-identity profile

``PortabilityError`` and ``SchemaProfileError`` are also ``ValueError`` so that pydantic validators report
them as ordinary field errors, with the field path prepended.
"""

from __future__ import annotations

__all__ = ["CanonError", "PortabilityError", "SchemaProfileError", "ValidationError"]


class CanonError(Exception):
    """Root of every error raised by a canon package."""


class ValidationError(CanonError):
    """Input violates a contract.

    ``problems`` holds one ``(path, message)`` pair per violation; ``path`` is a dotted field path such as
    ``constraints.top_k`` or ``entries[3].output.confidence``. ``source`` names the file or object checked.
    """

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

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


class SchemaProfileError(CanonError, ValueError):
    """A JSON Schema cannot be normalized under the structural-identity profile.

    ``path`` locates the offending keyword inside the schema (JSON Pointer); ``reason`` says what was wrong.
    """

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path or '/'}: {reason}")
