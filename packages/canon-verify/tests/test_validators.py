"""The two validators stay distinct: payload validation judges no lifecycle, lifecycle validation no bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

from canon_contracts import Phase
from canon_trace import TraceReader, read_trace
from canon_trace.testing import build_scenario, write_trace
from canon_trace.testing.edits import entries, header, phase_is
from canon_verify import TraceValidator, VerifyInputError, validate_payload, verify_trace

BAD_ORDER = {
    "judge_rounds": 2,
    "hooks": entries(phase_is("JUDGE", iteration=0), ("phase", "PLAN"), ("role", "planner")),
}


def _ids(findings: tuple) -> set[str]:
    return {finding.check_id for finding in findings}


def test_payload_validation_passes_a_valid_trace_file(tmp_path: Path) -> None:
    assert validate_payload(write_trace(tmp_path / "t.jsonl", build_scenario())) == ()


@pytest.mark.parametrize(
    ("hooks", "expected"),
    [
        (entries(phase_is("VERIFY"), ("run_id", "run-2")), {"payload.run_id"}),
        (entries(phase_is("VERIFY"), ("index", 9)), {"payload.sequence"}),
        (header(("contract_version", "2.0")), {"payload.runtime"}),
    ],
)
def test_payload_validation_judges_records_held_in_memory(hooks: dict, expected: set[str]) -> None:
    # canon-trace's reader refuses these records in a file; a trace held in memory gets the same answer here.
    assert _ids(validate_payload(build_scenario(hooks=hooks))) == expected


def test_payload_validation_reports_a_trace_without_entries(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    built = build_scenario()
    write_trace(path, built.__class__(header=built.header, entries=(), end=None), close=False)
    assert _ids(validate_payload(path)) == {"payload.entries"}
    assert "payload.entries" in _ids(verify_trace(path).findings)


def test_payload_validation_does_not_judge_the_lifecycle(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "t.jsonl", build_scenario(**BAD_ORDER))
    assert validate_payload(path) == ()
    assert _ids(verify_trace(path).findings) == {"lifecycle.transition"}


def test_the_lifecycle_validator_judges_a_trace_read_into_memory(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "t.jsonl", build_scenario(**BAD_ORDER, temperature=0.5))
    found = TraceValidator.validate(read_trace(path))
    assert _ids(found) == {"lifecycle.transition", "lifecycle.temperature"}


def test_the_lifecycle_validator_streams_wire_records(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "t.jsonl", build_scenario(**BAD_ORDER))
    with TraceReader(path) as reader:
        validator = TraceValidator(reader.header)
        for record in reader:
            validator.observe(record.entry, line=record.line)
        found = validator.finish(reader.end)
    in_memory = TraceValidator.validate(read_trace(path))  # no file lines in memory
    assert [
        f.model_copy(update={"location": f.location.model_copy(update={"line": None})}) for f in found
    ] == list(in_memory)
    assert found[0].location.line == 6  # the moved JUDGE entry, after INIT, PLAN and two EXECUTE entries


def test_the_lifecycle_validator_does_not_judge_bytes(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "t.jsonl", build_scenario())
    lines = path.read_bytes().split(b"\n")
    lines[1] = lines[1].replace(b'"spec loaded"', b'"spec LOADED"')  # breaks the chain at line 3
    path.write_bytes(b"\n".join(lines))
    assert TraceValidator.validate(read_trace(path)) == ()
    assert _ids(verify_trace(path).findings) == {"integrity.chain"}


def test_a_lifecycle_is_judged_against_the_pipeline_the_trace_declares() -> None:
    # A pipeline declaring JUDGE skippable lets a run go from EXECUTE to VERIFY; the standard one does not.
    skipping = build_scenario(skips={Phase.JUDGE: "judging disabled"})
    assert _ids(TraceValidator.validate(skipping)) == {"lifecycle.skips"}
    omitting = build_scenario(omit=frozenset({Phase.JUDGE}))
    assert _ids(TraceValidator.validate(omitting)) == {"lifecycle.coverage"}


def test_the_validators_refuse_what_is_not_a_trace() -> None:
    with pytest.raises(VerifyInputError):
        verify_trace(object())  # type: ignore[arg-type]
    with pytest.raises(VerifyInputError):
        TraceValidator.validate(object())
