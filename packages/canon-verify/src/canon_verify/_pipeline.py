"""The pipeline definition a trace declares (its fingerprint's ``PipelineShape``), read for checking.

Also decides the final state of a recorded run: the phase of its last entry when that is terminal, else,
once the end record closes the trace, the terminal phase the end's termination reason implies (a producer
may close a run that reached DONE without writing a DONE entry).
"""

from __future__ import annotations

import dataclasses

from canon_contracts import AgentRole, Phase, StopReason, TerminationReason
from canon_trace import wire

__all__ = ["DONE_TERMINATIONS", "Pipeline", "final_phase"]

#: Termination reasons of a run that reached DONE; every other reason ends a run ABORTED.
DONE_TERMINATIONS = frozenset(reason for reason in TerminationReason if not reason.ends_aborted)


@dataclasses.dataclass(frozen=True, slots=True)
class Pipeline:
    """A pipeline definition in the form the checks consult."""

    phases: tuple[Phase, ...]
    order: dict[Phase, int]
    transitions: frozenset[tuple[Phase, Phase]]
    terminal: frozenset[Phase]
    roles: dict[Phase, frozenset[AgentRole]]
    stops: dict[Phase, frozenset[StopReason]]
    skips: dict[Phase, str]
    reach: dict[Phase, frozenset[Phase]]
    """Phases reachable from each phase through one or more allowed transitions."""

    @classmethod
    def read(cls, shape: wire.PipelineShape) -> Pipeline:
        """Read the shape a trace header's fingerprint binds."""
        phases = tuple(dict.fromkeys(shape.phases))
        transitions = frozenset(shape.transitions)
        successors: dict[Phase, set[Phase]] = {}
        for source, target in transitions:
            successors.setdefault(source, set()).add(target)
        reach: dict[Phase, frozenset[Phase]] = {}
        for start in {*phases, *successors}:
            seen: set[Phase] = set()
            pending = list(successors.get(start, ()))
            while pending:
                phase = pending.pop()
                if phase not in seen:
                    seen.add(phase)
                    pending.extend(successors.get(phase, ()))
            reach[start] = frozenset(seen)
        return cls(
            phases=phases,
            order={phase: index for index, phase in enumerate(phases)},
            transitions=transitions,
            terminal=frozenset(shape.terminal_phases),
            roles={phase: frozenset(roles) for phase, roles in shape.phase_roles.items()},
            stops={phase: frozenset(reasons) for phase, reasons in shape.stop_reasons.items()},
            skips=dict(shape.skip_reasons),
            reach=reach,
        )

    @property
    def active(self) -> tuple[Phase, ...]:
        """The phases in which roles act (every declared phase that is not terminal), in order."""
        return tuple(phase for phase in self.phases if phase not in self.terminal)

    def allows(self, source: Phase, target: Phase) -> bool:
        """Whether a run may move from ``source`` to ``target`` (directly or through skipped phases)."""
        return target in self.reach.get(source, frozenset())


def final_phase(pipeline: Pipeline, last: Phase | None, end: wire.End | None) -> Phase | None:
    """The terminal phase a run ended in, or ``None`` while it has not ended (see the module docstring)."""
    if last is not None and last in pipeline.terminal:
        return last
    if end is None:
        return None
    return Phase.DONE if end.termination_reason in DONE_TERMINATIONS else Phase.ABORTED
