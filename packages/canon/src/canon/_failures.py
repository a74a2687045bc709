"""How an exception that ends a command becomes an exit status and one or two lines on stderr.

Every canon error carries its classification (``kind``) and the word a command names it by (``label``);
``canon_contracts.classify`` gives the kind of any exception, so nothing here knows a class by name.
"""

from __future__ import annotations

from canon_contracts import CanonError, ErrorKind, classify

from ._console import printable, shorten
from ._exit import ExitCode

__all__ = ["describe"]

_MAX_MESSAGE = 400


def _more_problems(exc: BaseException) -> str | None:
    """The field paths of a validation error's other problems, for its second line."""
    problems = getattr(exc, "problems", None)
    if not isinstance(problems, list) or len(problems) < 2:
        return None
    others = [f"{path or '(root)'}: {message}" for path, message in problems[1:4]]
    more = f"; and {len(problems) - 4} more" if len(problems) > 4 else ""
    return "also " + "; ".join(others) + more


def _environment(exc: BaseException, command: str, message: str) -> list[str]:
    """A full disk (or another failure of the machine) said as such, with what was being written."""
    cause = exc if isinstance(exc, OSError) else exc.__cause__
    reason = cause.strerror if isinstance(cause, OSError) and cause.strerror else message
    if isinstance(cause, OSError) and cause.errno is not None:
        import errno

        if cause.errno in (errno.ENOSPC, errno.EDQUOT):
            reason = "the disk is full (" + (cause.strerror or "no space left on device") + ")"
    what = f"; {message}" if isinstance(exc, CanonError) and reason != message else ""
    where = getattr(cause, "filename", None)
    lines = [f"{command}: environment failure: {reason}" + (f": {printable(str(where))}" if where else what)]
    if not hasattr(exc, "hint"):  # raised from deep inside, perhaps while a run was being written
        lines.append("nothing was finished; a run left behind is incomplete (`canon show` says so)")
    elif isinstance(exc.hint, str):  # a command's own error knows what was (not) left behind
        lines.append(printable(shorten(exc.hint, _MAX_MESSAGE)))
    return lines


def describe(exc: BaseException, command: str) -> tuple[ExitCode, list[str]]:
    """The exit status and the lines (one or two, escaped) that report ``exc`` raised by ``command``."""
    message = printable(shorten(str(exc), _MAX_MESSAGE)) or type(exc).__name__
    kind = classify(exc)
    if kind is ErrorKind.INTERRUPTED:
        return ExitCode(kind.exit_code), [f"{command}: interrupted"]
    if kind is ErrorKind.ENVIRONMENT:
        return ExitCode(kind.exit_code), _environment(exc, command, message)
    if isinstance(exc, CanonError) and kind is not ErrorKind.INTERNAL:
        hint = getattr(exc, "hint", None)
        lines = [f"{command}: {exc.label}: {message}"]
        second = printable(hint) if isinstance(hint, str) else _more_problems(exc)
        if second:
            lines.append(printable(shorten(second, _MAX_MESSAGE)))
        return ExitCode(kind.exit_code), lines
    if isinstance(exc, OSError) and exc.filename is not None:
        reason = exc.strerror or type(exc).__name__
        return ExitCode.INVALID_INPUT, [f"{command}: cannot use {printable(str(exc.filename))}: {reason}"]
    return ExitCode.INTERNAL, [
        f"{command}: internal error: {type(exc).__name__}: {message}",
        "this is a bug in canon; run the command again with --debug for the traceback",
    ]
