"""How far a long verification has got, on stderr: a live bar on a terminal, a plain line per tenth elsewhere.

Verification reads a trace once, front to back, so its progress is the share of the trace's bytes read so
far; ``verify_trace`` and ``verify_run`` report that count through their ``progress`` callback every
``PROGRESS_EVERY`` entries. Progress never goes to stdout, which holds the report. The command shows it by
default only on a terminal, for a trace of at least ``SHOWN_FROM`` bytes (a smaller one is verified in well
under a second); ``--progress`` and ``--no-progress`` decide instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

__all__ = ["PROGRESS_EVERY", "SHOWN_FROM", "VerifyProgress", "progress_for"]

#: How many entries pass between two calls of a ``progress`` callback.
PROGRESS_EVERY = 512
#: The smallest trace whose verification shows progress unless asked otherwise: 64 MiB.
SHOWN_FROM = 64 * 1024 * 1024
_MIB = 1024 * 1024


class VerifyProgress:
    """A context manager and ``progress`` callback: how many of a trace's ``total`` bytes were read.

    Args:
        total: the size of the trace file in bytes.
        label: what each line or the bar starts with (the command's name and the path).
        live: a live bar (rich) rather than plain lines.
        stream: where progress goes (stderr by default).
    """

    def __init__(self, total: int, label: str, *, live: bool, stream: TextIO | None = None) -> None:
        self._total = max(total, 1)
        self._label = label
        self._live = live
        self._stream = sys.stderr if stream is None else stream
        self._tenths = 0
        self._bar: Progress | None = None
        self._task: TaskID | None = None

    def __enter__(self) -> VerifyProgress:
        if self._live:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                DownloadColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
                TransferSpeedColumn,
            )

            self._bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                DownloadColumn(binary_units=True),
                TransferSpeedColumn(),
                TimeRemainingColumn(),
                console=Console(file=self._stream),
                transient=True,
            )
            self._task = self._bar.add_task(self._label, total=self._total)
            self._bar.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None

    def __call__(self, done: int) -> None:
        """Show that ``done`` bytes of the trace were read."""
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, completed=min(done, self._total))
            return
        tenths = min(done * 10 // self._total, 10)
        if tenths <= self._tenths:
            return
        self._tenths = tenths
        line = f"{self._label}: read {done / _MIB:.1f} of {self._total / _MIB:.1f} MiB ({tenths * 10}%)"
        try:
            self._stream.write(line + "\n")
            self._stream.flush()
        except (BrokenPipeError, ValueError):
            pass  # progress is a courtesy: a closed stderr never stops the verification


def progress_for(path: str | os.PathLike[str], *, wanted: bool | None, label: str) -> VerifyProgress | None:
    """The progress to show while ``path`` (a trace file or a run directory) is verified, or None.

    ``wanted`` is the user's choice (``--progress`` True, ``--no-progress`` False); ``None`` shows progress
    when stderr is a terminal and the trace holds at least ``SHOWN_FROM`` bytes. The bar is live on a
    terminal; elsewhere progress is a plain line per tenth of the trace.
    """
    if wanted is False:
        return None
    from canon_trace import TRACE_FILE

    target = Path(path)
    try:
        trace = target / TRACE_FILE if target.is_dir() else target
        size = trace.stat().st_size if trace.is_file() else 0
    except (OSError, ValueError):
        size = 0
    terminal = _is_terminal(sys.stderr)
    if wanted is None and not (terminal and size >= SHOWN_FROM):
        return None
    return VerifyProgress(size, label, live=terminal)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty() and os.environ.get("TERM") != "dumb"
    except (AttributeError, ValueError):
        return False
