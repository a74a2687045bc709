"""Policies: which findings a report retains, and whether its error findings may gate a command.

=============  ===========================  ===================================================
policy         retains                      gates (the command exits 2 on an error)
=============  ===========================  ===================================================
strict         every finding                yes
audit          every finding                never: the report is for inspection
permissive     error findings only          yes
=============  ===========================  ===================================================

Every check is performed under every policy, and each ``CheckResult`` counts its findings before
filtering, so a policy changes what the report shows, never what was checked.
"""

from __future__ import annotations

from collections.abc import Iterable

from canon_contracts import Finding, PolicyMode, Severity

__all__ = ["apply_policy", "policy_gates", "retains"]


def retains(policy: PolicyMode, severity: Severity) -> bool:
    """Whether a report under ``policy`` keeps a finding of ``severity``."""
    if policy is PolicyMode.PERMISSIVE:
        return severity is Severity.ERROR
    return True


def policy_gates(policy: PolicyMode) -> bool:
    """Whether retained error findings may fail a command under ``policy`` (audit never gates)."""
    return policy is not PolicyMode.AUDIT


def apply_policy(findings: Iterable[Finding], policy: PolicyMode) -> tuple[Finding, ...]:
    """The findings a report under ``policy`` retains, in their given order."""
    return tuple(finding for finding in findings if retains(policy, finding.severity))
