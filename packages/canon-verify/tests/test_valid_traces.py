"""Every generated valid trace verifies clean, in memory, on disk and as a sealed run directory."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canon_contracts import Phase
from canon_trace.testing import (
    ACTIVE_PHASES,
    ALWAYS_STOP_REASONS,
    PHASE_STOP_REASONS,
    build_scenario,
    write_run,
    write_trace,
)
from canon_verify import verify_run, verify_trace

# Stop reasons a run may abort for in each phase: what the phase recognises, except the successful ones.
ABORT_STOPS = {
    phase: [
        s for s in (*PHASE_STOP_REASONS[phase], *ALWAYS_STOP_REASONS) if s not in ("completed", "converged")
    ]
    for phase in ACTIVE_PHASES
}
SKIPPABLE = (Phase.JUDGE, Phase.VERIFY)


@st.composite
def valid_options(draw: st.DrawFn) -> dict[str, Any]:
    replayable = draw(st.booleans())
    options: dict[str, Any] = {
        "run_id": draw(st.from_regex(r"[a-z0-9][a-z0-9._-]{0,30}", fullmatch=True)),
        "retrievals": draw(st.integers(1, 4)),
        "claims": draw(st.integers(0, 4)),
        "judge_rounds": draw(st.integers(1, 3)),
        "replayable": replayable,
        "temperature": 0.0 if replayable else draw(st.floats(0.0, 2.0)),
    }
    skipped = draw(st.sets(st.sampled_from(SKIPPABLE), max_size=1))
    if skipped:
        options["skips"] = {phase: f"{phase.value.lower()} is not configured" for phase in skipped}
    if draw(st.booleans()):
        phase = draw(st.sampled_from([p for p in ACTIVE_PHASES if p not in skipped]))
        options |= {"aborted_at": phase, "abort_stop": draw(st.sampled_from(ABORT_STOPS[phase]))}
    else:
        options["done_entry"] = draw(st.booleans())
    return options


def _clean(report: Any, options: dict[str, Any]) -> None:
    found = [(f.check_id, f.message) for f in report.findings]
    if "skips" in options:
        assert {check for check, _ in found} <= {"lifecycle.skips"}, found
        assert report.failures == ()
    else:
        assert found == [], found
    assert all(check.passed for check in report.checks if check.check_id != "lifecycle.skips")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=valid_options())
def test_every_generated_valid_trace_verifies_clean(options: dict[str, Any]) -> None:
    built = build_scenario(**options)
    _clean(verify_trace(built), options)
    with tempfile.TemporaryDirectory() as folder:
        path = write_trace(Path(folder) / "trace.jsonl", built)
        on_disk = verify_trace(path)
    _clean(on_disk, options)
    assert on_disk.subject.entry_count == len(built.entries)


@settings(max_examples=15, deadline=None)
@given(options=valid_options())
def test_every_generated_sealed_run_verifies_clean(options: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        report = verify_run(write_run(Path(folder), build_scenario(**options)))
    _clean(report, options)
    assert {c.check_id for c in report.checks} >= {"integrity.manifest", "integrity.evidence"}
