"""How an exception that ends a command becomes an exit status and one or two lines on stderr.

The classes of the packages below are looked up only in modules that are already imported: an exception
cannot be an instance of a class whose module was never loaded, so classifying an error never imports
anything heavy.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ._console import printable, shorten
from ._exit import ExitCode

__all__ = ["describe"]

#: (module, class, label) in order of precedence: the first class the exception is an instance of wins.
_INPUT_ERRORS: Sequence[tuple[str, str, str]] = (
    ("canon_reason", "SpecError", "invalid spec"),
    ("canon_reason", "TopologyError", "invalid plan"),
    ("canon_reason", "CorpusError", "invalid corpus"),
    ("canon_reason", "ReplayError", "cannot replay"),
    ("canon_reason", "DatasetError", "invalid dataset"),
    ("canon_reason", "EvalDirectoryError", "cannot use the evaluation directory"),
    ("canon_reason", "ResumeError", "cannot resume"),
    ("canon_contracts", "ValidationError", "invalid input"),
    ("canon_contracts", "PortabilityError", "invalid input"),
    ("canon_trace", "IntegrityError", "integrity error"),
    ("canon_trace", "TraceFormatError", "invalid trace"),
    ("canon_trace", "RunDirectoryError", "invalid run directory"),
    ("canon_trace", "ProjectionError", "invalid trace"),
    ("canon_trace", "TraceError", "trace error"),
    ("canon_verify", "VerifyInputError", "invalid trace"),
)
_MAX_MESSAGE = 400


def _loaded_class(module: str, name: str) -> type[BaseException] | None:
    loaded = sys.modules.get(module)
    candidate = getattr(loaded, name, None) if loaded is not None else None
    if isinstance(candidate, type) and issubclass(candidate, BaseException):
        return candidate
    return None


def _command_error(exc: BaseException) -> tuple[ExitCode, str | None] | None:
    cls = _loaded_class("canon.errors", "CommandError")
    if cls is None or not isinstance(exc, cls):
        return None
    return ExitCode(getattr(exc, "exit_code", ExitCode.INVALID_INPUT)), getattr(exc, "hint", None)


def _more_problems(exc: BaseException) -> str | None:
    """The field paths of a validation error's other problems, for its second line."""
    problems = getattr(exc, "problems", None)
    if not isinstance(problems, list) or len(problems) < 2:
        return None
    others = [f"{path or '(root)'}: {message}" for path, message in problems[1:4]]
    more = f"; and {len(problems) - 4} more" if len(problems) > 4 else ""
    return "also " + "; ".join(others) + more


def describe(exc: BaseException, command: str) -> tuple[ExitCode, list[str]]:
    """The exit status and the lines (one or two, escaped) that report ``exc`` raised by ``command``."""
    message = printable(shorten(str(exc), _MAX_MESSAGE)) or type(exc).__name__
    if isinstance(exc, KeyboardInterrupt):
        return ExitCode.INTERRUPTED, [f"{command}: interrupted"]
    handled = _command_error(exc)
    if handled is not None:
        code, hint = handled
        return code, [f"{command}: error: {message}", *([printable(hint)] if hint else [])]
    for module, name, label in _INPUT_ERRORS:
        cls = _loaded_class(module, name)
        if cls is not None and isinstance(exc, cls):
            second = _more_problems(exc)
            lines = [f"{command}: {label}: {message}"]
            if second:
                lines.append(printable(shorten(second, _MAX_MESSAGE)))
            return ExitCode.INVALID_INPUT, lines
    if isinstance(exc, OSError) and exc.filename is not None:
        reason = exc.strerror or type(exc).__name__
        return ExitCode.INVALID_INPUT, [f"{command}: cannot use {printable(str(exc.filename))}: {reason}"]
    return ExitCode.INTERNAL, [
        f"{command}: internal error: {type(exc).__name__}: {message}",
        "this is a bug in canon; run the command again with --debug for the traceback",
    ]
