"""Progress events: what a run reports as it goes (phases, plan nodes, judge rounds), for a CLI or a log."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from canon_contracts import Phase

__all__ = ["ProgressCallback", "ProgressEvent", "ProgressKind"]


class ProgressKind(StrEnum):
    """What a progress event is about."""

    PHASE = "phase"
    NODE = "node"
    ITERATION = "iteration"


@dataclass(frozen=True, slots=True)
class ProgressEvent:
    """One step of a run, as it happens.

    ``status`` is ``started`` or ``finished`` for a phase (a terminal phase is only ``finished``);
    ``started``, ``succeeded``, ``failed`` or ``skipped`` for a plan node; ``judged`` or ``revised`` for a
    judge round. ``detail`` is a short human-readable note (the verdict and score, the error).
    """

    kind: ProgressKind
    phase: Phase
    status: str
    node_id: str | None = None
    iteration: int | None = None
    detail: str = ""


#: Receives every progress event of a run, synchronously, in order.
ProgressCallback = Callable[[ProgressEvent], None]
