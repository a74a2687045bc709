"""Progress of a run as it works: a live status line on a terminal, plain lines on stderr otherwise.

Progress never goes to stdout, which stays clean for the result (and for ``--json``).
"""

from __future__ import annotations

import sys
from types import TracebackType
from typing import TYPE_CHECKING, Any, Protocol

from ._console import is_terminal, printable, say

if TYPE_CHECKING:
    from rich.status import Status

__all__ = ["ProgressDisplay", "describe_event"]


class _Event(Protocol):
    """What the display reads of a ``canon_reason.ProgressEvent``."""

    @property
    def phase(self) -> Any: ...

    @property
    def status(self) -> str: ...

    @property
    def node_id(self) -> str | None: ...

    @property
    def iteration(self) -> int | None: ...

    @property
    def detail(self) -> str: ...


def describe_event(event: _Event) -> str:
    """``PHASE [node N] [iteration I] status[: detail]``: one progress event in words."""
    text = str(getattr(event.phase, "value", event.phase))
    if event.node_id:
        text += f" node {event.node_id}"
    if event.iteration is not None:
        text += f" iteration {event.iteration}"
    text += f" {event.status}"
    if event.detail:
        text += f": {event.detail}"
    return printable(text)


class ProgressDisplay:
    """A context manager and progress callback for one run.

    Args:
        prefix: what plain lines start with (``canon run``).
        live: show a live status line (rich) instead of plain lines; by default when stdout and stderr are
            both terminals.
    """

    def __init__(self, prefix: str, *, live: bool | None = None) -> None:
        self._prefix = prefix
        self._live = is_terminal(sys.stdout) and is_terminal(sys.stderr) if live is None else live
        self._status: Status | None = None
        self._last = ""

    def __enter__(self) -> ProgressDisplay:
        if self._live:
            from rich.console import Console

            self._status = Console(stderr=True).status("starting", spinner="dots")
            self._status.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._status is not None:
            self._status.stop()
            self._status = None

    def __call__(self, event: _Event) -> None:
        """Show ``event``; consecutive repeats of the same text are shown once."""
        text = describe_event(event)
        if text == self._last:
            return
        self._last = text
        if self._status is not None:
            from rich.text import Text

            self._status.update(Text(f"{self._prefix}: {text}"))
        else:
            say(f"{self._prefix}: {text}", stream=sys.stderr)
