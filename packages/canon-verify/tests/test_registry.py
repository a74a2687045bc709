"""The README's check table and the check registry in code agree, in both directions."""

from __future__ import annotations

import re
from pathlib import Path

from canon_contracts import Severity
from canon_verify import CHECKS

README = Path(__file__).resolve().parents[1] / "README.md"
ROW = re.compile(r"^\| `(?P<check>[^`]+)` \| `(?P<invariant>[^`]+)` \| (?P<severity>\w+) \| (?P<what>.+) \|$")


def _table() -> dict[str, tuple[str, str, str]]:
    rows: dict[str, tuple[str, str, str]] = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        found = ROW.match(line)
        if found is not None:
            assert found["check"] not in rows, f"{found['check']} is listed twice"
            rows[found["check"]] = (found["invariant"], found["severity"], found["what"])
    return rows


def test_every_check_in_code_is_in_the_readme_table_and_vice_versa() -> None:
    assert sorted(_table()) == sorted(CHECKS)


def test_the_table_states_each_checks_invariant_and_default_severity() -> None:
    for check_id, (invariant, severity, what) in _table().items():
        spec = CHECKS[check_id]
        assert (invariant, Severity(severity)) == (spec.invariant_id, spec.severity), check_id
        assert ("*(run directory)*" in what) == spec.run_directory, check_id


def test_the_table_lists_checks_in_registry_order() -> None:
    assert list(_table()) == list(CHECKS)


def test_ids_follow_the_documented_scheme() -> None:
    for check_id, spec in CHECKS.items():
        assert re.fullmatch(r"(payload|lifecycle|work|integrity|provenance)\.[a-z_]+", check_id)
        assert spec.validator == check_id.split(".")[0]
        assert re.fullmatch(r"INV-[A-Z]{3}-\d{3}", spec.invariant_id)
    invariants = [spec.invariant_id for spec in CHECKS.values()]
    assert len(invariants) == len(set(invariants)), "each check guards its own invariant"


def test_the_registry_cannot_be_changed_at_run_time() -> None:
    try:
        CHECKS["x"] = CHECKS["work.grounding"]  # type: ignore[index]
    except TypeError:
        return
    raise AssertionError("CHECKS accepted an assignment")
