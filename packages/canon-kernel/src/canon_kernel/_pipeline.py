"""Pipeline definitions: phases, allowed transitions, terminal phases, skip reasons and phase specs.

A ``PipelineDefinition`` is the static shape a ``LifecycleKernel`` enforces. ``PipelineDefinition.standard()``
is the canonical lifecycle; ``shape()`` is what the run fingerprint binds and ``definition_hash`` the trace
header's ``pipeline_hash``. Phase conditions are named: either checked by the kernel against the lifecycle
state, or declared and satisfied explicitly by the pipeline.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING

import attrs

from canon_contracts import AgentRole, Phase, PipelineShape, StopReason, digest

from .errors import KernelConfigurationError

if TYPE_CHECKING:
    from ._lifecycle import LifecycleState

__all__ = [
    "CONVERGENCE_RECORDED",
    "NO_FAILURE",
    "WORK_RECORDED",
    "Condition",
    "ConditionCheck",
    "PhaseSpec",
    "PipelineDefinition",
]

#: A predicate over the definition and the current state; ``True`` when the condition holds.
ConditionCheck = Callable[["PipelineDefinition", "LifecycleState"], bool]


@attrs.frozen
class Condition:
    """A named entry or exit condition of a phase.

    With a ``check`` the kernel evaluates it against the lifecycle state; without one it is a declared
    condition that holds once the pipeline calls ``LifecycleKernel.satisfy(name)``.
    """

    name: str
    description: str = ""
    check: ConditionCheck | None = attrs.field(default=None, eq=False, repr=False)

    def holds(self, definition: PipelineDefinition, state: LifecycleState) -> bool:
        """Whether the condition holds in ``state``."""
        if self.check is None:
            return self.name in state.satisfied
        return self.check(definition, state)


def _work_recorded(definition: PipelineDefinition, state: LifecycleState) -> bool:
    return state.phase_completions > 0 or definition.skip_reason(state.phase) is not None


def _convergence_recorded(definition: PipelineDefinition, state: LifecycleState) -> bool:
    return state.phase_convergence is not None


def _no_failure(definition: PipelineDefinition, state: LifecycleState) -> bool:
    return state.error is None


#: Exit condition: a role of the phase completed an invocation, or the phase declares a skip reason.
WORK_RECORDED = Condition(
    "work_recorded",
    "a role completed an invocation in the phase, or the phase declares a skip reason",
    _work_recorded,
)
#: Exit condition: a convergence decision was recorded in the phase.
CONVERGENCE_RECORDED = Condition(
    "convergence_recorded", "a convergence decision was recorded in the phase", _convergence_recorded
)
#: Entry condition: no failure has been recorded in the run.
NO_FAILURE = Condition("no_failure", "no failure has been recorded in the run", _no_failure)


@attrs.frozen
class PhaseSpec:
    """What one phase admits: its roles, its recognised stop reasons, its entry and exit conditions."""

    phase: Phase
    roles: tuple[AgentRole, ...]
    stop_reasons: tuple[StopReason, ...] = ()
    entry_conditions: tuple[Condition, ...] = ()
    exit_conditions: tuple[Condition, ...] = ()

    def admits(self, role: AgentRole) -> bool:
        """Whether ``role`` may act in this phase."""
        return role in self.roles

    def recognises(self, reason: StopReason) -> bool:
        """Whether the phase may stop for ``reason``."""
        return reason in self.stop_reasons


def _skip_pairs(value: Mapping[Phase, str] | Iterable[tuple[Phase, str]]) -> tuple[tuple[Phase, str], ...]:
    pairs = value.items() if isinstance(value, Mapping) else value
    return tuple(sorted(((Phase(phase), reason) for phase, reason in pairs), key=lambda p: _ORDER[p[0]]))


_ORDER = {phase: index for index, phase in enumerate(Phase)}

# Stop reasons every active phase of the standard definition recognises.
_ALWAYS = (StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE, StopReason.INTEGRITY_FAILURE)
_STANDARD_ROLES = {
    Phase.INIT: (AgentRole.ORCHESTRATOR,),
    Phase.PLAN: (AgentRole.PLANNER,),
    Phase.EXECUTE: (AgentRole.EXECUTOR,),
    Phase.JUDGE: (AgentRole.JUDGE, AgentRole.REVISER),
    Phase.VERIFY: (AgentRole.VERIFIER,),
    Phase.FINALIZE: (AgentRole.FINALIZER,),
    Phase.ABORTED: (AgentRole.ORCHESTRATOR,),
}
_STANDARD_STOPS = {
    Phase.INIT: (StopReason.COMPLETED, StopReason.INVALID_INPUT),
    Phase.PLAN: (
        StopReason.COMPLETED,
        StopReason.INVALID_INPUT,
        StopReason.TOPOLOGY_ERROR,
        StopReason.MODEL_FAILURE,
        StopReason.TOOL_FAILURE,
        StopReason.BUDGET_EXHAUSTED,
    ),
    Phase.EXECUTE: (
        StopReason.COMPLETED,
        StopReason.INSUFFICIENT_EVIDENCE,
        StopReason.MODEL_FAILURE,
        StopReason.TOOL_FAILURE,
        StopReason.BUDGET_EXHAUSTED,
    ),
    Phase.JUDGE: (
        StopReason.COMPLETED,
        StopReason.CONVERGED,
        StopReason.MAX_ITERATIONS,
        StopReason.MODEL_FAILURE,
        StopReason.TOOL_FAILURE,
        StopReason.BUDGET_EXHAUSTED,
    ),
    Phase.VERIFY: (
        StopReason.COMPLETED,
        StopReason.VERIFICATION_VETO,
        StopReason.MODEL_FAILURE,
        StopReason.TOOL_FAILURE,
    ),
    Phase.FINALIZE: (StopReason.COMPLETED,),
    Phase.ABORTED: (),
}


@attrs.frozen
class PipelineDefinition:
    """Phases, allowed transitions, terminal phases, declared skip reasons and phase specs of a pipeline.

    The first phase is where a run starts. Construction checks the definition is coherent and raises
    ``KernelConfigurationError`` otherwise.
    """

    phases: tuple[Phase, ...]
    transitions: tuple[tuple[Phase, Phase], ...]
    terminal_phases: tuple[Phase, ...]
    specs: tuple[PhaseSpec, ...]
    skip_reasons: tuple[tuple[Phase, str], ...] = attrs.field(default=(), converter=_skip_pairs)

    def __attrs_post_init__(self) -> None:
        _check_definition(self)

    @classmethod
    def standard(cls, *, skip_reasons: Mapping[Phase, str] | None = None) -> PipelineDefinition:
        """The canonical lifecycle: INIT→PLAN→EXECUTE→JUDGE→VERIFY→FINALIZE→DONE, and →ABORTED from each."""
        active = (Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE)
        forward = tuple(zip(active, (*active[1:], Phase.DONE), strict=True))
        aborts = tuple((phase, Phase.ABORTED) for phase in active)
        specs = []
        for phase, roles in _STANDARD_ROLES.items():
            if phase is Phase.ABORTED:
                specs.append(PhaseSpec(phase, roles))
                continue
            exits = (WORK_RECORDED, CONVERGENCE_RECORDED) if phase is Phase.JUDGE else (WORK_RECORDED,)
            specs.append(
                PhaseSpec(
                    phase,
                    roles,
                    stop_reasons=tuple(sorted({*_STANDARD_STOPS[phase], *_ALWAYS}, key=_stop_order)),
                    entry_conditions=() if phase is Phase.INIT else (NO_FAILURE,),
                    exit_conditions=exits,
                )
            )
        return cls(
            phases=(*active, Phase.DONE, Phase.ABORTED),
            transitions=forward + aborts,
            terminal_phases=(Phase.DONE, Phase.ABORTED),
            specs=tuple(specs),
            skip_reasons=skip_reasons or {},
        )

    @property
    def initial_phase(self) -> Phase:
        """The phase every run starts in."""
        return self.phases[0]

    @cached_property
    def _allowed(self) -> frozenset[tuple[Phase, Phase]]:
        return frozenset(self.transitions)

    @cached_property
    def _specs(self) -> dict[Phase, PhaseSpec]:
        return {spec.phase: spec for spec in self.specs}

    def allows(self, source: Phase, target: Phase) -> bool:
        """Whether the definition allows the transition ``source`` → ``target``."""
        return (source, target) in self._allowed

    def is_terminal(self, phase: Phase) -> bool:
        """Whether ``phase`` ends a run."""
        return phase in self.terminal_phases

    def spec(self, phase: Phase) -> PhaseSpec | None:
        """The spec of ``phase``, or ``None`` if no role acts in it."""
        return self._specs.get(phase)

    def skip_reason(self, phase: Phase) -> str | None:
        """Why the pipeline may skip ``phase``, if it declares so."""
        return next((reason for declared, reason in self.skip_reasons if declared is phase), None)

    def shape(self) -> PipelineShape:
        """The behaviour-affecting shape the run fingerprint binds."""
        return PipelineShape(
            phases=self.phases,
            transitions=self.transitions,
            terminal_phases=self.terminal_phases,
            phase_roles={spec.phase: spec.roles for spec in self.specs},
            stop_reasons={spec.phase: spec.stop_reasons for spec in self.specs},
            skip_reasons=dict(self.skip_reasons),
        )

    @cached_property
    def definition_hash(self) -> str:
        """Digest of ``shape()``'s canonical bytes: the trace header's ``pipeline_hash``."""
        return digest(self.shape())


def _stop_order(reason: StopReason) -> int:
    return list(StopReason).index(reason)


def _check_definition(definition: PipelineDefinition) -> None:
    """Raise ``KernelConfigurationError`` unless ``definition`` is coherent."""
    phases = definition.phases
    problems: list[str] = []
    if not phases:
        problems.append("a pipeline needs at least one phase")
    if len(set(phases)) != len(phases):
        problems.append("phases are declared more than once")
    known = set(phases)
    for source, target in definition.transitions:
        if source not in known or target not in known:
            problems.append(f"transition {source.value} -> {target.value} names an undeclared phase")
        elif source in definition.terminal_phases:
            problems.append(f"terminal phase {source.value} cannot have an outgoing transition")
    if len(set(definition.transitions)) != len(definition.transitions):
        problems.append("a transition is declared more than once")
    if not definition.terminal_phases or not set(definition.terminal_phases) <= known:
        problems.append("terminal phases must be declared phases, and there must be at least one")
    if phases and phases[0] in definition.terminal_phases:
        problems.append("the initial phase cannot be terminal")
    problems += _spec_problems(definition)
    problems += _abort_problems(definition)
    if problems:
        raise KernelConfigurationError("invalid pipeline definition: " + "; ".join(problems))


def _spec_problems(definition: PipelineDefinition) -> list[str]:
    """Every active phase has exactly one spec; skip reasons name active phases and say why."""
    problems: list[str] = []
    known = set(definition.phases)
    seen: set[Phase] = set()
    for spec in definition.specs:
        if spec.phase not in known or spec.phase in seen:
            problems.append(f"spec for {spec.phase.value} is undeclared or duplicated")
        seen.add(spec.phase)
    for phase in definition.phases:
        if phase not in definition.terminal_phases and phase not in seen:
            problems.append(f"active phase {phase.value} has no spec")
    for phase, reason in definition.skip_reasons:
        if phase not in known or phase in definition.terminal_phases or not reason.strip():
            problems.append(f"skip reason for {phase.value} must name an active phase and say why")
    return problems


def _abort_problems(definition: PipelineDefinition) -> list[str]:
    """Every active phase must be able to abort for an interruption or a fatal failure."""
    if Phase.ABORTED not in definition.terminal_phases:
        return ["ABORTED must be a terminal phase"]
    problems = []
    for spec in definition.specs:
        if definition.is_terminal(spec.phase):
            continue
        if (spec.phase, Phase.ABORTED) not in definition.transitions:
            problems.append(f"active phase {spec.phase.value} has no transition to ABORTED")
        if not {StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE} <= set(spec.stop_reasons):
            problems.append(f"phase {spec.phase.value} must recognise user_interruption and fatal_failure")
    return problems
