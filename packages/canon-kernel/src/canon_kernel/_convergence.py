"""Convergence strategies: recorded, hashed decisions over a configured window of judged iterations.

A strategy reads the samples observed so far (one ``WindowSample`` per iteration, in order), looks at the
last ``window`` of them and returns a ``canon_contracts.ConvergenceRecord``: converged or not, a typed
reason, the iteration, the window snapshot, the parameters and a convergence hash, so the decision can be
audited without the prose it was taken on.

``converged`` means a stability criterion was met. Two reasons end the loop without convergence:
``max_iterations`` (the bound was reached) and ``oscillation`` (revisions alternate instead of settling);
``stops`` tells a loop whether to stop. A window that is not yet full is ``window_incomplete`` and never
converges.
"""

from __future__ import annotations

import abc
import math
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

import attrs

from canon_contracts import ConvergenceReason, ConvergenceRecord, ConvergenceType, WindowSample

from .errors import KernelConfigurationError

__all__ = [
    "AllOf",
    "AnyOf",
    "ConfidenceThreshold",
    "ConvergenceStrategy",
    "MaxIterations",
    "MixedStability",
    "OscillationDetection",
    "Outcome",
    "ScoreStability",
    "VerdictStability",
    "stops",
]

#: Reasons that end a convergence loop without convergence.
_BOUND_REASONS = frozenset({ConvergenceReason.MAX_ITERATIONS, ConvergenceReason.OSCILLATION})


@attrs.frozen
class Outcome:
    """A strategy's decision before it is wrapped in a record: converged or not, and why."""

    converged: bool
    reason: ConvergenceReason

    @property
    def stops(self) -> bool:
        """Whether the loop should stop: converged, or bounded by max iterations or oscillation."""
        return self.converged or self.reason in _BOUND_REASONS


_INCOMPLETE = Outcome(False, ConvergenceReason.WINDOW_INCOMPLETE)
_UNSTABLE = Outcome(False, ConvergenceReason.UNSTABLE)


def stops(record: ConvergenceRecord) -> bool:
    """Whether a recorded decision ends the loop (converged, max iterations or oscillation)."""
    return record.converged or record.reason in _BOUND_REASONS


class ConvergenceStrategy(Protocol):
    """What every strategy offers: its kind, window and parameters, an outcome, and a recorded decision."""

    @property
    def kind(self) -> ConvergenceType:
        """The strategy type recorded on each decision."""
        ...

    @property
    def window_size(self) -> int:
        """How many of the latest samples the strategy looks at."""
        ...

    def parameters(self) -> dict[str, Any]:
        """The parameters that affect the decision (portable I-JSON)."""
        ...

    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """Decide over ``samples`` without building a record."""
        ...

    def evaluate(self, samples: Sequence[WindowSample]) -> ConvergenceRecord:
        """Decide over ``samples`` (all observed so far, in iteration order) and record the decision."""
        ...


def _record(strategy: ConvergenceStrategy, samples: Sequence[WindowSample]) -> ConvergenceRecord:
    _check_order(samples)
    outcome = strategy.outcome(samples)
    size = strategy.window_size
    return ConvergenceRecord.create(
        strategy=strategy.kind,
        converged=outcome.converged,
        reason=outcome.reason,
        iteration=samples[-1].iteration if samples else 0,
        window_size=size,
        window=tuple(samples[-size:]),
        parameters=strategy.parameters(),
    )


def _check_order(samples: Sequence[WindowSample]) -> None:
    for before, after in zip(samples, samples[1:], strict=False):
        if after.iteration <= before.iteration:
            raise KernelConfigurationError(
                f"convergence samples must have strictly increasing iterations, got {before.iteration} "
                f"then {after.iteration}"
            )


def _positive(name: str) -> Any:
    def check(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
        if type(value) is not int or value < 1:
            raise KernelConfigurationError(f"{name} must be a positive integer, got {value!r}")

    return check


def _unit_interval(name: str) -> Any:
    def check(instance: object, attribute: attrs.Attribute[float], value: float) -> None:
        if type(value) not in (int, float) or not math.isfinite(value) or not 0.0 <= value <= 1.0:
            raise KernelConfigurationError(f"{name} must be a number in [0, 1], got {value!r}")

    return check


class _Strategy(abc.ABC):
    """Base of the built-in strategies: ``evaluate`` wraps ``outcome`` in a hashed record."""

    __slots__ = ()
    kind: ClassVar[ConvergenceType]

    @property
    @abc.abstractmethod
    def window_size(self) -> int:
        """How many of the latest samples the strategy looks at."""

    @abc.abstractmethod
    def parameters(self) -> dict[str, Any]:
        """The parameters that affect the decision (portable I-JSON)."""

    @abc.abstractmethod
    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """Decide over ``samples`` without building a record."""

    def evaluate(self, samples: Sequence[WindowSample]) -> ConvergenceRecord:
        """Decide over ``samples`` (all observed so far, in iteration order) and record the decision."""
        return _record(self, samples)


class _Windowed(_Strategy):
    """Shared behaviour of the strategies that judge the last ``window`` samples."""

    __slots__ = ()
    window: int

    @property
    def window_size(self) -> int:
        """How many of the latest samples the strategy looks at."""
        return self.window

    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """``window_incomplete`` until ``window`` samples exist; then the decision on the latest ones."""
        if len(samples) < self.window:
            return _INCOMPLETE
        return self._decide(samples[-self.window :])

    @abc.abstractmethod
    def _decide(self, window: Sequence[WindowSample]) -> Outcome:
        """Decide over a full window of the latest samples."""


def _scores_stable(window: Sequence[WindowSample], epsilon: float) -> bool:
    scores = [sample.score for sample in window]
    if any(score is None for score in scores):
        return False
    known = [score for score in scores if score is not None]
    return max(known) - min(known) <= epsilon


def _verdicts_stable(window: Sequence[WindowSample]) -> bool:
    first = window[0].verdict
    return first is not None and all(sample.verdict is first for sample in window)


@attrs.frozen
class ScoreStability(_Windowed):
    """Converged when the last ``window`` scores lie within ``epsilon`` of each other."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.SCORE
    window: int = attrs.field(default=3, validator=_positive("window"))
    epsilon: float = attrs.field(default=0.01, validator=_unit_interval("epsilon"))

    def parameters(self) -> dict[str, Any]:
        """The window and epsilon."""
        return {"window": self.window, "epsilon": float(self.epsilon)}

    def _decide(self, window: Sequence[WindowSample]) -> Outcome:
        """Score stability over the window."""
        if _scores_stable(window, self.epsilon):
            return Outcome(True, ConvergenceReason.SCORE_STABILITY)
        return _UNSTABLE


@attrs.frozen
class VerdictStability(_Windowed):
    """Converged when the last ``window`` verdicts are all the same."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.VERDICT
    window: int = attrs.field(default=2, validator=_positive("window"))

    def parameters(self) -> dict[str, Any]:
        """The window."""
        return {"window": self.window}

    def _decide(self, window: Sequence[WindowSample]) -> Outcome:
        """Verdict stability over the window."""
        if _verdicts_stable(window):
            return Outcome(True, ConvergenceReason.VERDICT_STABILITY)
        return _UNSTABLE


@attrs.frozen
class ConfidenceThreshold(_Windowed):
    """Converged when every confidence in the last ``window`` samples reaches ``threshold``."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.CONFIDENCE
    threshold: float = attrs.field(default=0.8, validator=_unit_interval("threshold"))
    window: int = attrs.field(default=1, validator=_positive("window"))

    def parameters(self) -> dict[str, Any]:
        """The threshold and window."""
        return {"window": self.window, "threshold": float(self.threshold)}

    def _decide(self, window: Sequence[WindowSample]) -> Outcome:
        """Confidence-only convergence over the window."""
        confidences = [sample.confidence for sample in window]
        if all(c is not None and c >= self.threshold for c in confidences):
            return Outcome(True, ConvergenceReason.CONFIDENCE_ONLY)
        return _UNSTABLE


@attrs.frozen
class MixedStability(_Windowed):
    """Converged when, over the last ``window`` samples, scores are stable and verdicts agree."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.MIXED
    window: int = attrs.field(default=3, validator=_positive("window"))
    epsilon: float = attrs.field(default=0.01, validator=_unit_interval("epsilon"))

    def parameters(self) -> dict[str, Any]:
        """The window and epsilon."""
        return {"window": self.window, "epsilon": float(self.epsilon)}

    def _decide(self, window: Sequence[WindowSample]) -> Outcome:
        """Score and verdict stability over the window."""
        if _scores_stable(window, self.epsilon) and _verdicts_stable(window):
            return Outcome(True, ConvergenceReason.MIXED_STABILITY)
        return _UNSTABLE


def _min_three(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 3:
        raise KernelConfigurationError(f"an oscillation window needs at least 3 samples, got {value!r}")


@attrs.frozen
class OscillationDetection(_Windowed):
    """Stops with ``oscillation`` when the last ``window`` verdicts alternate or the scores zigzag.

    Scores zigzag when every step between consecutive scores is larger than ``epsilon`` and each step
    goes the other way from the one before. The detector never reports convergence.
    """

    kind: ClassVar[ConvergenceType] = ConvergenceType.OSCILLATION
    window: int = attrs.field(default=4, validator=_min_three)
    epsilon: float = attrs.field(default=0.0, validator=_unit_interval("epsilon"))

    def parameters(self) -> dict[str, Any]:
        """The window and epsilon."""
        return {"window": self.window, "epsilon": float(self.epsilon)}

    def _decide(self, window: Sequence[WindowSample]) -> Outcome:
        """Oscillation over the window."""
        if self._verdicts_alternate(window) or self._scores_zigzag(window):
            return Outcome(False, ConvergenceReason.OSCILLATION)
        return _UNSTABLE

    @staticmethod
    def _verdicts_alternate(window: Sequence[WindowSample]) -> bool:
        verdicts = [sample.verdict for sample in window]
        if any(verdict is None for verdict in verdicts):
            return False
        return all(a is not b for a, b in zip(verdicts, verdicts[1:], strict=False))

    def _scores_zigzag(self, window: Sequence[WindowSample]) -> bool:
        scores = [sample.score for sample in window]
        known = [score for score in scores if score is not None]
        if len(known) != len(scores):
            return False
        steps = [b - a for a, b in zip(known, known[1:], strict=False)]
        if any(abs(step) <= self.epsilon for step in steps):
            return False
        return all((a > 0) != (b > 0) for a, b in zip(steps, steps[1:], strict=False))


@attrs.frozen
class MaxIterations(_Strategy):
    """Stops with ``max_iterations`` once ``limit`` rounds ran (iteration ``n`` is round ``n + 1``)."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.MAX_ITERATIONS
    limit: int = attrs.field(validator=_positive("limit"))

    @property
    def window_size(self) -> int:
        """The bound looks at the latest sample only."""
        return 1

    def parameters(self) -> dict[str, Any]:
        """The iteration bound."""
        return {"max_iterations": self.limit}

    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """Whether the bound is reached."""
        if not samples:
            return _INCOMPLETE
        if samples[-1].iteration + 1 >= self.limit:
            return Outcome(False, ConvergenceReason.MAX_ITERATIONS)
        return _UNSTABLE


def _children(value: tuple[ConvergenceStrategy, ...]) -> tuple[ConvergenceStrategy, ...]:
    if not value:
        raise KernelConfigurationError("a combinator needs at least one strategy")
    return tuple(value)


def _pending(outcomes: Sequence[Outcome]) -> Outcome:
    """The outcome of a combinator that does not stop: incomplete if any child's window is."""
    if any(o.reason is ConvergenceReason.WINDOW_INCOMPLETE for o in outcomes):
        return _INCOMPLETE
    return _UNSTABLE


class _Combinator(_Strategy):
    """Shared behaviour of ``AnyOf`` and ``AllOf``."""

    __slots__ = ()
    strategies: tuple[ConvergenceStrategy, ...]

    @property
    def window_size(self) -> int:
        """The widest window among the combined strategies."""
        return max(s.window_size for s in self.strategies)

    def parameters(self) -> dict[str, Any]:
        """Each combined strategy's kind and parameters, in order."""
        return {"strategies": [{"strategy": s.kind.value, **s.parameters()} for s in self.strategies]}


@attrs.frozen(init=False)
class AnyOf(_Combinator):
    """Stops as soon as any combined strategy stops; a converged strategy wins over a bound."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.ANY
    strategies: tuple[ConvergenceStrategy, ...] = attrs.field(converter=_children)

    def __init__(self, *strategies: ConvergenceStrategy) -> None:
        self.__attrs_init__(strategies)

    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """The first converged outcome, else the first stopping one, else pending."""
        outcomes = [s.outcome(samples) for s in self.strategies]
        for outcome in outcomes:
            if outcome.converged:
                return outcome
        for outcome in outcomes:
            if outcome.stops:
                return outcome
        return _pending(outcomes)


@attrs.frozen(init=False)
class AllOf(_Combinator):
    """Stops only when every combined strategy stops; converged only when every one converged."""

    kind: ClassVar[ConvergenceType] = ConvergenceType.ALL
    strategies: tuple[ConvergenceStrategy, ...] = attrs.field(converter=_children)

    def __init__(self, *strategies: ConvergenceStrategy) -> None:
        self.__attrs_init__(strategies)

    def outcome(self, samples: Sequence[WindowSample]) -> Outcome:
        """Converged with the shared reason (``mixed_stability`` if they differ), else bounded or pending."""
        outcomes = [s.outcome(samples) for s in self.strategies]
        if all(o.converged for o in outcomes):
            reasons = {o.reason for o in outcomes}
            return Outcome(True, reasons.pop() if len(reasons) == 1 else ConvergenceReason.MIXED_STABILITY)
        if all(o.stops for o in outcomes):
            return next(o for o in outcomes if not o.converged)
        return _pending(outcomes)
