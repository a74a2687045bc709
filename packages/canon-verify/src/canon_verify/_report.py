"""Assembling the ``VerificationReport``: checks, retained findings, summary, subject, content-derived id.

The report id is the digest of the canonical bytes of every other field, so equal inputs give equal ids and,
through ``report_bytes``, byte-identical documents: nothing in a report depends on the clock, the machine,
the process or the path the trace was read from.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from canon_contracts import (
    PolicyMode,
    Severity,
    TraceIdentity,
    VerificationReport,
    canonical_bytes,
    digest,
)

from ._checks import FindingLog, shown
from ._policy import apply_policy

if TYPE_CHECKING:
    from ._verify import Stream

__all__ = ["build_report", "report_bytes"]

_PLACEHOLDER = "sha256:" + "0" * 64


def build_report(
    log: FindingLog, stream: Stream, policy: PolicyMode, performed: Iterable[str]
) -> VerificationReport:
    """The report of one verification under ``policy``."""
    checks = log.results(performed)
    every = log.findings()
    retained = apply_policy(every, policy)
    by_severity = {severity: 0 for severity in Severity}
    for finding in retained:
        by_severity[finding.severity] += 1
    summary = {
        "bytes": stream.bytes_read,
        "checks": len(checks),
        "checks_failed": sum(1 for check in checks if not check.passed),
        "complete": int(stream.complete),
        "entries": stream.entries,
        "events": stream.events,
        "findings": sum(check.findings for check in checks),
        "retained": len(retained),
        "retained_error": by_severity[Severity.ERROR],
        "retained_info": by_severity[Severity.INFO],
        "retained_warning": by_severity[Severity.WARNING],
    }
    subject = TraceIdentity(
        run_id=shown(stream.run_id, 1000),
        trace_digest=stream.file_digest,
        fingerprint=stream.fingerprint,
        entry_count=stream.entries,
    )
    draft = VerificationReport(
        report_id=_PLACEHOLDER,
        policy=policy,
        subject=subject,
        checks=checks,
        findings=retained,
        summary={key: float(value) for key, value in summary.items()},
    )
    content = draft.model_dump(mode="json", exclude={"report_id"})
    return draft.model_copy(update={"report_id": digest(content)})


def report_bytes(report: VerificationReport) -> bytes:
    """The report as a document: its RFC 8785 canonical JSON and a final newline (stable byte for byte)."""
    return canonical_bytes(report) + b"\n"
