"""The passages tools returned in this run: what a model may cite.

A model cites passages by the ``passage_id`` a ``corpus_search`` result gave it. Each run holds one
``PassageLedger`` and activates it (``active``); every search result is recorded in it, whichever
service produced it (the corpus, a test double, a recording on replay), and a draft's citations are checked
against it while the kernel validates the model's final output. The ledger is found through a context
variable because the kernel validates outputs with the output type alone; each run sets its own, so
concurrent runs never see each other's passages.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._tools import Passage

__all__ = ["PassageLedger", "active", "active_ledger"]


class PassageLedger:
    """Passages by id, in the order they were first returned."""

    def __init__(self) -> None:
        self._passages: dict[str, Passage] = {}

    def record(self, passages: Iterable[Passage]) -> None:
        """Remember ``passages`` (a passage returned twice is kept once)."""
        for passage in passages:
            self._passages.setdefault(passage.passage_id, passage)

    def get(self, passage_id: str) -> Passage | None:
        """The passage a tool returned under ``passage_id``, or ``None``."""
        return self._passages.get(passage_id)

    def __len__(self) -> int:
        return len(self._passages)


_ACTIVE: ContextVar[PassageLedger | None] = ContextVar("canon_reason_passage_ledger", default=None)


def active_ledger() -> PassageLedger | None:
    """The ledger of the run in progress in this context, if any."""
    return _ACTIVE.get()


@contextmanager
def active(ledger: PassageLedger) -> Iterator[PassageLedger]:
    """Make ``ledger`` the active one for the ``with`` block (one run)."""
    token = _ACTIVE.set(ledger)
    try:
        yield ledger
    finally:
        _ACTIVE.reset(token)
