"""Convergence strategies return typed, hashed, deterministic decisions over a configured window."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canon_contracts import ConvergenceReason, ConvergenceRecord, ConvergenceType, Decision, WindowSample
from canon_kernel._convergence import (
    AllOf,
    AnyOf,
    ConfidenceThreshold,
    MaxIterations,
    MixedStability,
    OscillationDetection,
    ScoreStability,
    VerdictStability,
    stops,
)
from canon_kernel.errors import KernelConfigurationError

PASS, VETO = Decision.PASS, Decision.VETO


def samples(*rows: tuple[float | None, Decision | None, float | None]) -> list[WindowSample]:
    return [
        WindowSample(iteration=i, score=score, verdict=verdict, confidence=confidence)
        for i, (score, verdict, confidence) in enumerate(rows)
    ]


def scores(*values: float) -> list[WindowSample]:
    return samples(*((value, None, None) for value in values))


def verdicts(*values: Decision) -> list[WindowSample]:
    return samples(*((None, value, None) for value in values))


# ------------------------------------------------------------------------------------------ strategies


def test_score_stability_within_epsilon_over_the_window() -> None:
    strategy = ScoreStability(window=3, epsilon=0.05)
    record = strategy.evaluate(scores(0.1, 0.80, 0.83, 0.84))
    assert (record.converged, record.reason) == (True, ConvergenceReason.SCORE_STABILITY)
    assert record.strategy is ConvergenceType.SCORE
    assert [s.score for s in record.window] == [0.80, 0.83, 0.84]
    assert (record.iteration, record.window_size) == (3, 3)
    assert record.parameters == {"window": 3, "epsilon": 0.05}
    assert strategy.evaluate(scores(0.80, 0.83, 0.90)).reason is ConvergenceReason.UNSTABLE
    assert (
        strategy.evaluate(samples((0.8, None, None), (None, None, None), (0.8, None, None))).converged
        is False
    )


def test_verdict_stability_needs_the_same_verdict_across_the_window() -> None:
    strategy = VerdictStability(window=2)
    assert strategy.evaluate(verdicts(VETO, PASS, PASS)).reason is ConvergenceReason.VERDICT_STABILITY
    assert strategy.evaluate(verdicts(PASS, VETO)).reason is ConvergenceReason.UNSTABLE
    assert strategy.evaluate(samples((0.5, None, None), (0.5, None, None))).converged is False


def test_confidence_only_converges_at_the_threshold() -> None:
    strategy = ConfidenceThreshold(threshold=0.8)
    record = strategy.evaluate(samples((None, None, 0.8)))
    assert (record.converged, record.reason) == (True, ConvergenceReason.CONFIDENCE_ONLY)
    assert strategy.evaluate(samples((None, None, 0.79))).reason is ConvergenceReason.UNSTABLE
    two = ConfidenceThreshold(threshold=0.8, window=2)
    assert two.evaluate(samples((None, None, 0.5), (None, None, 0.9))).converged is False
    assert two.evaluate(samples((None, None, 0.85), (None, None, 0.9))).converged is True


def test_mixed_stability_needs_both_score_and_verdict() -> None:
    strategy = MixedStability(window=2, epsilon=0.1)
    assert strategy.evaluate(samples((0.7, PASS, None), (0.75, PASS, None))).reason is (
        ConvergenceReason.MIXED_STABILITY
    )
    assert strategy.evaluate(samples((0.7, VETO, None), (0.75, PASS, None))).converged is False
    assert strategy.evaluate(samples((0.2, PASS, None), (0.75, PASS, None))).converged is False


def test_oscillation_is_detected_in_verdicts_and_scores_and_stops_without_converging() -> None:
    detector = OscillationDetection(window=4)
    flipping = detector.evaluate(verdicts(PASS, VETO, PASS, VETO))
    assert (flipping.converged, flipping.reason) == (False, ConvergenceReason.OSCILLATION)
    assert stops(flipping)
    zigzag = detector.evaluate(scores(0.2, 0.8, 0.3, 0.7))
    assert zigzag.reason is ConvergenceReason.OSCILLATION
    assert detector.evaluate(scores(0.2, 0.4, 0.6, 0.8)).reason is ConvergenceReason.UNSTABLE
    assert detector.evaluate(verdicts(PASS, PASS, VETO, PASS)).reason is ConvergenceReason.UNSTABLE
    damped = OscillationDetection(window=3, epsilon=0.1)
    assert damped.evaluate(scores(0.50, 0.55, 0.50)).reason is ConvergenceReason.UNSTABLE
    assert damped.evaluate(scores(0.3, 0.7, 0.3)).reason is ConvergenceReason.OSCILLATION


def test_max_iterations_bounds_the_loop_without_claiming_convergence() -> None:
    bound = MaxIterations(3)
    assert bound.evaluate(scores(0.1, 0.9)).reason is ConvergenceReason.UNSTABLE
    record = bound.evaluate(scores(0.1, 0.9, 0.4))
    assert (record.converged, record.reason, record.iteration) == (False, ConvergenceReason.MAX_ITERATIONS, 2)
    assert stops(record)
    assert record.parameters == {"max_iterations": 3}
    assert bound.evaluate([]).reason is ConvergenceReason.WINDOW_INCOMPLETE


def test_any_of_stops_on_the_first_strategy_that_stops_preferring_convergence() -> None:
    combined = AnyOf(ScoreStability(window=2, epsilon=0.01), MaxIterations(2))
    record = combined.evaluate(scores(0.5, 0.5))
    assert (record.strategy, record.converged, record.reason) == (
        ConvergenceType.ANY,
        True,
        ConvergenceReason.SCORE_STABILITY,
    )
    bounded = combined.evaluate(scores(0.1, 0.9))
    assert (bounded.converged, bounded.reason) == (False, ConvergenceReason.MAX_ITERATIONS)
    assert combined.evaluate(scores(0.5)).reason is ConvergenceReason.WINDOW_INCOMPLETE
    assert record.parameters == {
        "strategies": [
            {"strategy": "score", "window": 2, "epsilon": 0.01},
            {"strategy": "max_iterations", "max_iterations": 2},
        ]
    }


def test_all_of_needs_every_strategy() -> None:
    combined = AllOf(ScoreStability(window=2, epsilon=0.1), VerdictStability(window=2))
    both = combined.evaluate(samples((0.5, PASS, None), (0.55, PASS, None)))
    assert (both.strategy, both.converged, both.reason) == (
        ConvergenceType.ALL,
        True,
        ConvergenceReason.MIXED_STABILITY,
    )
    one = combined.evaluate(samples((0.5, VETO, None), (0.55, PASS, None)))
    assert (one.converged, one.reason) == (False, ConvergenceReason.UNSTABLE)
    same = AllOf(ScoreStability(window=2), ScoreStability(window=2, epsilon=0.5))
    assert same.evaluate(scores(0.5, 0.5)).reason is ConvergenceReason.SCORE_STABILITY
    bounds = AllOf(MaxIterations(2), ScoreStability(window=2))
    assert bounds.evaluate(scores(0.5, 0.5)).reason is ConvergenceReason.MAX_ITERATIONS
    assert not bounds.evaluate(scores(0.5, 0.5)).converged


def test_combinators_nest_and_record_the_widest_window() -> None:
    nested = AnyOf(AllOf(ScoreStability(window=4), VerdictStability(window=2)), MaxIterations(10))
    record = nested.evaluate(samples(*((0.5, PASS, None),) * 5))
    assert record.converged and record.window_size == 4 and len(record.window) == 4
    assert record.parameters["strategies"][0]["strategy"] == "all"


@pytest.mark.parametrize(
    "build",
    [
        lambda: ScoreStability(window=0),
        lambda: ScoreStability(epsilon=-0.1),
        lambda: ScoreStability(epsilon=float("nan")),
        lambda: VerdictStability(window=-1),
        lambda: ConfidenceThreshold(threshold=1.5),
        lambda: OscillationDetection(window=2),
        lambda: MaxIterations(0),
        lambda: AnyOf(),
        lambda: AllOf(),
    ],
)
def test_bad_parameters_are_refused_at_construction(build) -> None:
    with pytest.raises(KernelConfigurationError):
        build()


def test_samples_must_be_in_iteration_order() -> None:
    out_of_order = [WindowSample(iteration=1, score=0.5), WindowSample(iteration=1, score=0.5)]
    with pytest.raises(KernelConfigurationError, match="increasing"):
        ScoreStability(window=2).evaluate(out_of_order)


def test_the_record_hash_is_over_its_canonical_bytes() -> None:
    record = ScoreStability(window=2).evaluate(scores(0.5, 0.5))
    assert record.convergence_hash == record.expected_hash()
    assert ConvergenceRecord.model_validate(record.model_dump(mode="json")) == record


# ------------------------------------------------------------------------------------------ properties

unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
optional_unit = st.none() | unit
optional_verdict = st.none() | st.sampled_from(list(Decision))


@st.composite
def sample_lists(draw: st.DrawFn, max_size: int = 8) -> list[WindowSample]:
    start = draw(st.integers(min_value=0, max_value=5))
    gaps = draw(st.lists(st.integers(min_value=1, max_value=3), max_size=max_size))
    iterations = [start]
    for gap in gaps:
        iterations.append(iterations[-1] + gap)
    return [
        WindowSample(
            iteration=iteration,
            score=draw(optional_unit),
            verdict=draw(optional_verdict),
            confidence=draw(optional_unit),
        )
        for iteration in iterations
    ]


windows = st.integers(min_value=1, max_value=5)
windowed = st.one_of(
    st.builds(ScoreStability, window=windows, epsilon=unit),
    st.builds(VerdictStability, window=windows),
    st.builds(ConfidenceThreshold, threshold=unit, window=windows),
    st.builds(MixedStability, window=windows, epsilon=unit),
    st.builds(OscillationDetection, window=st.integers(min_value=3, max_value=5), epsilon=unit),
)
any_strategy = st.one_of(
    windowed,
    st.builds(MaxIterations, st.integers(min_value=1, max_value=12)),
    st.builds(lambda a, b: AnyOf(a, b), windowed, windowed),
    st.builds(lambda a, b: AllOf(a, b), windowed, windowed),
    st.builds(lambda a, n: AnyOf(a, MaxIterations(n)), windowed, st.integers(min_value=1, max_value=12)),
)


@settings(max_examples=150, deadline=None)
@given(strategy=any_strategy, observed=sample_lists())
def test_same_samples_give_the_same_record_and_hash(strategy, observed: list[WindowSample]) -> None:
    first = strategy.evaluate(observed)
    again = strategy.evaluate([WindowSample.model_validate(s.model_dump()) for s in observed])
    assert first == again
    assert first.convergence_hash == again.convergence_hash == first.expected_hash()
    assert first.window == tuple(observed[-strategy.window_size :])
    assert stops(first) == strategy.outcome(observed).stops


def stability_windows(strategy) -> list[int]:
    """Windows of the stability strategies inside ``strategy`` (the iteration bound has none)."""
    children = getattr(strategy, "strategies", None)
    if children is not None:
        return [w for child in children for w in stability_windows(child)]
    return [] if isinstance(strategy, MaxIterations) else [strategy.window_size]


def has_bound(strategy) -> bool:
    children = getattr(strategy, "strategies", None)
    return isinstance(strategy, MaxIterations) or any(has_bound(c) for c in children or ())


@settings(max_examples=150, deadline=None)
@given(strategy=any_strategy, observed=sample_lists())
def test_an_incomplete_window_never_converges_except_by_the_iteration_bound(
    strategy, observed: list[WindowSample]
) -> None:
    shortest = min(stability_windows(strategy), default=1)
    observed = observed[: shortest - 1]
    record = strategy.evaluate(observed)
    assert not record.converged
    if record.reason is ConvergenceReason.MAX_ITERATIONS:
        assert has_bound(strategy)
    else:
        assert record.reason is ConvergenceReason.WINDOW_INCOMPLETE


@settings(max_examples=150, deadline=None)
@given(strategy=any_strategy, observed=sample_lists(), data=st.data())
def test_changing_any_sample_in_the_window_changes_the_hash(strategy, observed, data) -> None:
    record = strategy.evaluate(observed)
    in_window = len(record.window)
    if in_window == 0:
        return
    position = len(observed) - in_window + data.draw(st.integers(min_value=0, max_value=in_window - 1))
    original = observed[position]
    field = data.draw(st.sampled_from(["score", "verdict", "confidence"]))
    replacement = data.draw(
        (optional_verdict if field == "verdict" else optional_unit).filter(
            lambda value: (
                value != getattr(original, field) or (value is None) != (getattr(original, field) is None)
            )
        )
    )
    changed = [*observed]
    changed[position] = original.model_copy(update={field: replacement})
    assert strategy.evaluate(changed).convergence_hash != record.convergence_hash
