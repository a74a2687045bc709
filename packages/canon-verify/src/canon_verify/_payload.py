"""Payload validation: is this a trace this verifier can judge at all, and does it hold together as records?

It establishes a supported schema version, a run id on the header and on every entry, a non-empty entry list,
a compatible contract version and consecutive entry numbering. It does not judge lifecycle order, entry
completeness or replay parity; that is the ``TraceValidator``'s work. Most of it is also enforced by
canon-trace's reader, which refuses what it cannot read; what the reader accepts is re-checked here so a
trace held in memory, or produced by another program, gets the same answer.
"""

from __future__ import annotations

import os
from typing import Final

from canon_contracts import CONTRACT_VERSION, TRACE_SCHEMA_VERSION, Finding
from canon_trace import wire

from ._checks import FindingLog, Where, shown
from ._wire import TraceLike

__all__ = ["UNSAID", "PayloadChecks", "validate_payload"]

_MAJOR = CONTRACT_VERSION.split(".", 1)[0]
#: The run id and number of an entry that is not even a JSON object: it says nothing of either to judge.
UNSAID: Final = object()


class PayloadChecks:
    """The payload checks over one trace, writing to a shared ``FindingLog`` (see the module docstring)."""

    def __init__(self, log: FindingLog, header: wire.Header) -> None:
        self.log = log
        self.run_id: object = header.run_id
        self.mismatched_run_ids = 0
        self.judge_header(header.schema_version, header.run_id, header.contract_version)

    @classmethod
    def of_facts(
        cls, log: FindingLog, *, schema_version: object, run_id: object, contract_version: object
    ) -> PayloadChecks:
        """Payload checks for a header that does not form a record, judged on what it says."""
        checks = cls.__new__(cls)
        checks.log, checks.run_id, checks.mismatched_run_ids = log, run_id, 0
        checks.judge_header(schema_version, run_id, contract_version)
        return checks

    def judge_header(self, schema_version: object, run_id: object, contract_version: object) -> None:
        """Judge the header's schema version, run id and contract version."""
        log = self.log
        if schema_version != TRACE_SCHEMA_VERSION or type(schema_version) is not int:
            log.add(
                "payload.schema_version",
                f"schema version {shown(schema_version)} is not supported",
                field="schema_version",
                expected=TRACE_SCHEMA_VERSION,
                observed=shown(schema_version),
            )
        if type(run_id) is not str or not run_id.strip():
            log.add("payload.run_id", "the header names no run id", field="run_id")
        if type(contract_version) is not str or contract_version.split(".", 1)[0] != _MAJOR:
            log.add(
                "payload.runtime",
                f"contract version {shown(contract_version)} is not compatible with {CONTRACT_VERSION!r}",
                field="contract_version",
                expected=f"{_MAJOR}.x",
                observed=shown(contract_version),
            )

    def entry(self, position: int, line: int | None, entry: wire.Entry) -> None:
        """Judge one entry's run id and number."""
        if entry.run_id != self.run_id or entry.index != position:
            self.facts(position, line, entry.run_id, entry.index)

    def facts(self, position: int, line: int | None, run_id: object, index: object) -> None:
        """Judge an entry's run id and number as written (``None``: absent; ``UNSAID``: not an object)."""
        at = Where(position, line)
        if run_id is not UNSAID and run_id != self.run_id:
            self.mismatched_run_ids += 1
            self.log.add(
                "payload.run_id",
                "the entry names no run id"
                if run_id is None
                else "the entry belongs to another run than the header",
                at=at,
                field="run_id",
                expected=self.run_id,
                observed=run_id,
            )
        if index is not UNSAID and (index != position or type(index) is not int):
            self.log.add(
                "payload.sequence",
                f"the entry carries no number at position {position}"
                if index is None
                else f"entry number {shown(index)} stands at position {position}",
                at=at,
                field="index",
                expected=position,
                observed=index,
            )

    def finish(self, count: int, end: wire.End | None, end_line: int | None) -> None:
        """Judge the entry list as a whole against the end record."""
        if count == 0:
            self.log.add("payload.entries", "the trace holds no entries", field="entries")
        if end is not None and end.entry_count != count:
            self.log.add(
                "payload.sequence",
                "the end record counts another number of entries than the trace holds",
                at=Where(None, end_line),
                field="entry_count",
                expected=count,
                observed=end.entry_count,
            )
        self.log.measure("payload.entries", "entries", count)
        self.log.measure("payload.run_id", "mismatched_entries", self.mismatched_run_ids)


def validate_payload(source: str | os.PathLike[str] | TraceLike) -> tuple[Finding, ...]:
    """Run payload validation alone on a trace file or a trace held in memory; return its findings.

    Raises:
        VerifyInputError: if the input cannot be read as a trace at all.
    """
    from ._verify import read_and_check

    log = FindingLog()
    read_and_check(source, log)
    return tuple(log.findings())
