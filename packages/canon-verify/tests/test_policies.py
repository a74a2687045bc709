"""The three policies keep different findings from the same trace, and only strict and permissive gate."""

from __future__ import annotations

from pathlib import Path

import pytest

from canon_contracts import Finding, Phase, PolicyMode, Severity
from canon_trace.testing import build_scenario, write_trace
from canon_trace.testing.edits import entries, phase_is
from canon_verify import apply_policy, main, policy_gates, retains, verify_trace

# One error (temperature), one warning (stop reason), one info (declared skip).
MIXED = {
    "temperature": 0.3,
    "skips": {Phase.VERIFY: "no verifier configured"},
    "hooks": entries(phase_is("INIT"), ("stop_reason", "converged")),
}


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_trace(tmp_path_factory.mktemp("policies") / "trace.jsonl", build_scenario(**MIXED))


def _severities(path: Path, policy: str) -> list[Severity]:
    return sorted(f.severity for f in verify_trace(path, policy=policy).findings)


def test_strict_retains_every_finding(mixed: Path) -> None:
    assert _severities(mixed, "strict") == sorted([Severity.ERROR, Severity.WARNING, Severity.INFO])


def test_audit_retains_every_finding_too(mixed: Path) -> None:
    assert _severities(mixed, "audit") == _severities(mixed, "strict")


def test_permissive_retains_only_errors(mixed: Path) -> None:
    assert _severities(mixed, "permissive") == [Severity.ERROR]


def test_every_policy_performs_and_counts_every_check(mixed: Path) -> None:
    reports = [verify_trace(mixed, policy=mode) for mode in PolicyMode]
    assert reports[0].checks == reports[1].checks == reports[2].checks
    assert len({r.report_id for r in reports}) == 3  # the policy is part of the content


@pytest.mark.parametrize(("policy", "status"), [("strict", 2), ("audit", 0), ("permissive", 2)])
def test_only_audit_never_gates(
    mixed: Path, policy: str, status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(mixed), "--policy", policy]) == status
    assert main([str(mixed), "--policy", policy, "--exit-zero"]) == 0
    if policy == "audit":
        assert "never gates" in capsys.readouterr().out


def test_warnings_alone_never_gate(tmp_path: Path) -> None:
    only_warning = build_scenario(hooks=entries(phase_is("INIT"), ("stop_reason", "converged")))
    path = write_trace(tmp_path / "trace.jsonl", only_warning)
    assert main([str(path)]) == 0


def test_policy_functions_state_the_table() -> None:
    assert [retains(mode, Severity.INFO) for mode in PolicyMode] == [True, True, False]
    assert [policy_gates(mode) for mode in PolicyMode] == [True, False, True]
    findings = [
        Finding(check_id="a", invariant_id="INV-X-1", severity=severity, message="m") for severity in Severity
    ]
    assert [f.severity for f in apply_policy(findings, PolicyMode.PERMISSIVE)] == [Severity.ERROR]


def test_an_unknown_policy_is_refused(mixed: Path) -> None:
    with pytest.raises(ValueError, match="unknown policy"):
        verify_trace(mixed, policy="lenient")


def test_the_command_spells_the_policies_as_the_contract_names_them() -> None:
    from canon_verify._cli import POLICIES

    assert POLICIES == tuple(mode.value for mode in PolicyMode)
