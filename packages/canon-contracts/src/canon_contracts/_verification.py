"""Contracts of judgements about a trace: verification findings and reports, and replay differences."""

from __future__ import annotations

from typing import Self

from pydantic import Field, model_validator

from ._base import ContractModel, Count, Flag, NonBlank, Number, OutputModel, Text
from ._canonical import Digest
from ._enums import ChangeClass, PolicyMode, ReplayStatus, Severity
from ._portable import PortableJson

__all__ = [
    "CheckResult",
    "FieldChange",
    "Finding",
    "FindingLocation",
    "ReplayDiff",
    "TraceIdentity",
    "VerificationReport",
]


class FindingLocation(ContractModel):
    """Where a finding applies; every part is optional."""

    entry_index: Count | None = None
    """Index of the trace entry."""
    event_index: Count | None = None
    """Index of the event inside the entry."""
    line: Count | None = None
    """1-based line of the trace file."""
    path: Text | None = None
    """A file path relative to the run directory."""
    field: Text | None = None
    """A dotted field path."""


class Finding(OutputModel):
    """One thing a verification check found."""

    check_id: NonBlank
    """Stable ID of the check that found it."""
    invariant_id: NonBlank
    """Stable ID of the invariant it violates."""
    severity: Severity
    """info, warning or error."""
    message: NonBlank
    """What is wrong, for a person."""
    location: FindingLocation = Field(default_factory=FindingLocation)
    """Where."""
    evidence: tuple[Text, ...] = ()
    """References (ids, digests, paths) to the evidence it concerns."""
    expected: PortableJson = None
    """What the check expected, when it compares values."""
    observed: PortableJson = None
    """What it observed instead."""


class CheckResult(OutputModel):
    """One check performed, whether it passed, and what it measured."""

    check_id: NonBlank
    """Stable ID of the check."""
    invariant_id: NonBlank
    """Stable ID of the invariant it guards."""
    passed: Flag
    """Whether the check found nothing, before policy filtering."""
    findings: Count = 0
    """How many findings it produced before policy filtering."""
    metrics: dict[Text, Number] = Field(default_factory=dict)
    """What it measured (counts, sizes)."""


class TraceIdentity(OutputModel):
    """The identity of a judged trace."""

    run_id: Text | None = None
    """The run id from its header, when readable."""
    trace_digest: Digest | None = None
    """Digest of the trace file's raw bytes."""
    fingerprint: Digest | None = None
    """The run fingerprint, when readable."""
    entry_count: Count = 0
    """Entries read."""


class VerificationReport(OutputModel):
    """The result of verifying a trace: checks performed, retained findings, summary metrics.

    ``report_id`` is the digest of every other field, so the same input always yields the same report.
    """

    report_id: Digest
    """Content-derived identifier."""
    policy: PolicyMode
    """Which findings were retained."""
    subject: TraceIdentity
    """The trace judged."""
    checks: tuple[CheckResult, ...]
    """Every check performed."""
    findings: tuple[Finding, ...] = ()
    """Findings retained under the policy."""
    summary: dict[Text, Number] = Field(default_factory=dict)
    """Summary metrics (findings per severity, entries, bytes)."""

    @property
    def failures(self) -> tuple[Finding, ...]:
        """Retained findings of error severity."""
        return tuple(f for f in self.findings if f.severity is Severity.ERROR)

    @property
    def clean(self) -> bool:
        """Whether no finding was retained."""
        return not self.findings


class FieldChange(OutputModel):
    """One field that differs between an original and a replayed trace."""

    entry_index: Count | None
    """The entry it belongs to; ``None`` for the header or end record."""
    field: NonBlank
    """Dotted path of the field."""
    change_class: ChangeClass
    """What kind of change it is."""
    original: PortableJson = None
    """The original value (possibly abbreviated)."""
    replayed: PortableJson = None
    """The replayed value (possibly abbreviated)."""


class ReplayDiff(OutputModel):
    """A completed comparison of a replayed trace against the original; a difference is data, not an error.

    ``changes`` may be cut short (``compare_traces(..., max_changes=n)``); ``total_changes`` counts every
    change found, so ``truncated`` tells a short list from a complete one.
    """

    status: ReplayStatus
    """equivalent or different."""
    original: TraceIdentity
    """The original trace."""
    replayed: TraceIdentity
    """The replayed trace."""
    first_divergent_entry: Count | None = None
    """Index of the first entry that differs, when the traces differ."""
    changes: tuple[FieldChange, ...] = ()
    """The changed fields, first divergence first (possibly truncated)."""
    total_changes: Count
    """How many changes the comparison found before ``changes`` was truncated; at least ``len(changes)``."""

    @model_validator(mode="after")
    def _status_matches_changes(self) -> Self:
        if self.status is ReplayStatus.EQUIVALENT and (self.changes or self.total_changes):
            raise ValueError("an equivalent comparison cannot list or count changes")
        if self.status is ReplayStatus.DIFFERENT and not self.changes:
            raise ValueError("a different comparison must list at least one change")
        if self.total_changes < len(self.changes):
            raise ValueError(
                f"total_changes ({self.total_changes}) is less than the {len(self.changes)} changes listed"
            )
        return self

    @property
    def truncated(self) -> bool:
        """Whether ``changes`` lists fewer changes than the comparison found."""
        return self.total_changes > len(self.changes)

    @property
    def change_classes(self) -> tuple[ChangeClass, ...]:
        """The distinct classes of change, in order of first appearance."""
        return tuple(dict.fromkeys(c.change_class for c in self.changes))
