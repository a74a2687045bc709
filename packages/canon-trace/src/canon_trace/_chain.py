"""The hash chain of a trace, followed record by record, with the checks that depend on positions."""

from __future__ import annotations

from dataclasses import dataclass

from . import wire
from ._checks import Problem

__all__ = ["MAX_KEPT_CHAIN_BREAKS", "Chain", "ChainBreak"]

#: How many chain breaks a reader keeps; the count covers them all.
MAX_KEPT_CHAIN_BREAKS = 1000


@dataclass(frozen=True, slots=True)
class ChainBreak:
    """A record whose ``prev_digest`` (observed) is not the digest of the line before it (expected).

    ``entry_index`` is the entry's own index, or None for the end record.
    """

    line: int
    entry_index: int | None
    expected: str
    observed: str


class Chain:
    """Follows the chain from the header: each record must name the digest of the line before it.

    A break is data, not an error. ``index`` and ``entry_count`` are checked against positions only while
    the chain holds: after a break (a deletion, a reordering) a wrong position is its consequence.
    """

    def __init__(self, header_digest: str, run_id: str) -> None:
        self.last = header_digest
        self.run_id = run_id
        self.entry_count = 0
        self.breaks: list[ChainBreak] = []
        self.break_count = 0

    def entry(self, entry: wire.Entry, digest: str, line: int) -> Problem | None:
        """Take the next entry, whose own line has ``digest``; return what is wrong with its place, if any."""
        if entry.prev_digest != self.last:
            self._broken(line, entry.index, entry.prev_digest)
        self.last = digest
        if not self.break_count and entry.index != self.entry_count:
            return "index", f"entry index {entry.index} at entry position {self.entry_count}"
        if entry.run_id != self.run_id:
            return "run_id", f"run id {entry.run_id!r} differs from the header's {self.run_id!r}"
        self.entry_count += 1
        return None

    def end(self, end: wire.End, line: int) -> Problem | None:
        """Take the end record; return what is wrong with its count, if anything."""
        if end.prev_digest != self.last:
            self._broken(line, None, end.prev_digest)
        if not self.break_count and end.entry_count != self.entry_count:
            return (
                "entry_count",
                f"the end record counts {end.entry_count} entries, {self.entry_count} precede it",
            )
        return None

    def _broken(self, line: int, index: int | None, observed: str) -> None:
        self.break_count += 1
        if len(self.breaks) < MAX_KEPT_CHAIN_BREAKS:
            self.breaks.append(ChainBreak(line, index, self.last, observed))
