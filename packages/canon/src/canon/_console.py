"""Terminal output for the commands: plain text for pipes and files, rich styling on a terminal.

Every command builds its output from a few shapes (headings, key/value lines, plain lines, tables) through a
``Printer``. On a terminal the printer renders them with rich (imported only then); anywhere else it writes
plain text, so piped output is stable and easy to grep. Text that came from a run (answers, snippets,
messages) is escaped before it is shown, so a trace cannot inject terminal control sequences.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["Printer", "is_terminal", "printable", "say", "shorten", "write_bytes"]


def printable(text: str) -> str:
    """``text`` with control, format and unpaired surrogate characters escaped (spaces kept)."""
    if text.isprintable():
        return text
    return "".join(
        char if char.isprintable() or unicodedata.category(char) == "Zs" else ascii(char)[1:-1]
        for char in text
    )


def shorten(text: str, limit: int) -> str:
    """``text`` on one line, cut to at most ``limit`` characters with an ellipsis when it is longer."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: max(limit - 1, 0)] + "…"


def is_terminal(stream: TextIO) -> bool:
    """Whether ``stream`` is an interactive terminal (and the user has not asked for a dumb one)."""
    try:
        return stream.isatty() and os.environ.get("TERM") != "dumb"
    except (AttributeError, ValueError):
        return False


def say(text: str, *, stream: TextIO | None = None) -> None:
    """Write one line (already escaped) to ``stream`` (default stdout), surviving a closed pipe."""
    target = sys.stdout if stream is None else stream
    encoding = getattr(target, "encoding", None) or "utf-8"
    safe = text.encode(encoding, "backslashreplace").decode(encoding, "replace")
    try:
        target.write(safe + "\n")
        target.flush()
    except BrokenPipeError:
        _silence(target)


def write_bytes(data: bytes, *, stream: TextIO | None = None) -> None:
    """Write ``data`` unchanged to ``stream`` (default stdout), as the exact bytes of a document."""
    target = sys.stdout if stream is None else stream
    try:
        buffer = getattr(target, "buffer", None)
        if buffer is not None:
            buffer.write(data)
            buffer.flush()
        else:
            target.write(data.decode("utf-8"))
            target.flush()
    except BrokenPipeError:
        _silence(target)


def _silence(stream: TextIO) -> None:
    """After a closed pipe, point the stream at /dev/null so the interpreter's final flush stays quiet."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass


class Printer:
    """Writes a command's human-readable output: styled on a terminal, plain otherwise.

    Args:
        stream: where to write (default stdout).
        styled: force styling on or off; by default it is on exactly when ``stream`` is a terminal.
    """

    def __init__(self, stream: TextIO | None = None, *, styled: bool | None = None) -> None:
        self._stream = sys.stdout if stream is None else stream
        self._styled = is_terminal(self._stream) if styled is None else styled
        self._console: Console | None = None

    @property
    def styled(self) -> bool:
        """Whether output is rendered with rich."""
        return self._styled

    def _rich(self) -> Console:
        if self._console is None:
            from rich.console import Console

            self._console = Console(file=self._stream, highlight=False, soft_wrap=True)
        return self._console

    def line(self, text: str = "", *, style: str | None = None) -> None:
        """One line of text; ``style`` is a rich style used only when styled."""
        if not self._styled:
            say(text, stream=self._stream)
            return
        from rich.text import Text

        self._rich().print(Text(text, style=style or ""))

    def heading(self, text: str) -> None:
        """A section heading, preceded by a blank line."""
        self.line()
        self.line(text, style="bold cyan")

    def field(self, key: str, value: str, *, width: int = 12, style: str | None = None) -> None:
        """An indented ``key  value`` line with aligned values."""
        if not self._styled:
            say(f"  {key.ljust(width)} {value}", stream=self._stream)
            return
        from rich.text import Text

        text = Text("  ")
        text.append(key.ljust(width), style="dim")
        text.append(" ")
        text.append(value, style=style or "")
        self._rich().print(text)

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]], *, indent: int = 0) -> None:
        """Aligned columns; the last column is never padded, so long text stays on its line.

        On a terminal the header is bold and each line is cut with an ellipsis at the terminal's width.
        """
        grid = [list(header), *(list(row) for row in rows)]
        widths = [max(len(row[column]) for row in grid) for column in range(len(header) - 1)]
        lines = [
            " " * indent + "  ".join([*(c.ljust(w) for c, w in zip(row[:-1], widths, strict=True)), row[-1]])
            for row in grid
        ]
        lines = [line.rstrip() for line in lines]
        if not self._styled:
            for line in lines:
                say(line, stream=self._stream)
            return
        width = self._rich().width
        for number, line in enumerate(lines):
            cut = line if len(line) <= width else line[: width - 1] + "…"
            self.line(cut, style="bold" if number == 0 else None)

    def status(self, text: str, *, ok: bool) -> None:
        """A verdict line: green when ``ok``, red otherwise (when styled)."""
        self.line(text, style="bold green" if ok else "bold red")
