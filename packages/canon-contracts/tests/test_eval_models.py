"""The eval.json contract: tallies and the results digest are tied to the cases."""

from __future__ import annotations

import pytest

from canon_contracts import EvalCaseResult, EvalReport, EvalTally, Verdict, digest


def _case(case_id: str, verdict: str, *, kind: str | None = "single", **extra: object) -> EvalCaseResult:
    return EvalCaseResult.model_validate(
        {
            "id": case_id,
            "question": "q?",
            "expected": ["1"],
            "verdict": verdict,
            "scorer": "exact",
            "kind": kind,
        }
        | extra
    )


def _report(*cases: EvalCaseResult) -> EvalReport:
    return EvalReport.build(dataset="d.jsonl", dataset_digest=digest([]), scorer="auto", cases=cases)


def test_tallies_count_every_verdict_overall_and_by_kind() -> None:
    report = _report(
        _case("a", "correct"),
        _case("b", "wrong", confident_wrong=True),
        _case("c", "abstained", kind="multi"),
        _case("d", "failed", kind=None),
    )
    assert report.overall == EvalTally(
        cases=4, correct=1, wrong=1, abstained=1, failed=1, confident_wrong=1, accuracy=0.25
    )
    assert sorted(report.by_kind) == ["", "multi", "single"]
    assert report.by_kind["single"].accuracy == 0.5
    assert EvalReport.model_validate_json(report.model_dump_json()) == report


def test_results_digest_ignores_observational_fields_only() -> None:
    first = _report(_case("a", "correct", run_id="r1", run_dir="runs/a/r1", duration_ms=5.0))
    second = _report(_case("a", "correct", run_id="r2", run_dir="runs/a/r2", duration_ms=9.0))
    assert first.results_digest == second.results_digest
    changed = _report(_case("a", "correct", fingerprint="sha256:" + "1" * 64))
    assert changed.results_digest != first.results_digest


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("cases", 0, "verdict"), "wrong", "overall does not match"),
        (("overall", "accuracy"), 0.5, "overall does not match"),
        (("by_kind",), {}, "by_kind does not match"),
        (("cases", 0, "answer"), "2", "results_digest does not match"),
    ],
)
def test_an_edited_report_does_not_validate(path: tuple[object, ...], value: object, message: str) -> None:
    data = _report(_case("a", "correct")).model_dump(mode="json")
    target = data
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]
    target[path[-1]] = value  # type: ignore[index]
    with pytest.raises(ValueError, match=message):
        EvalReport.model_validate(data)


def test_case_rules() -> None:
    with pytest.raises(ValueError, match="only a wrong verdict"):
        _case("a", "correct", confident_wrong=True)
    with pytest.raises(ValueError, match="abstaining where abstention is expected"):
        _case("a", "abstained", expected=None)
    assert Verdict("abstained") is Verdict.ABSTAINED
