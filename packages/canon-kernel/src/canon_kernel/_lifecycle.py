"""The lifecycle kernel: it owns one run's phase changes, invocation ordering and termination reasons.

A ``LifecycleKernel`` runs one pipeline execution against a ``PipelineDefinition``: it alone changes phase,
hands out ``Invocation`` tickets to roles (checking the role against the phase and the run / revise / fail
ordering) and keeps the explicit stop and termination reasons. Tickets are plain frozen data, so an agent
holding one has no handle through which to change phase.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from canon_contracts import (
    AgentError,
    AgentInput,
    AgentRole,
    ConvergenceReason,
    ConvergenceRecord,
    ExecutionMode,
    FailureArtifact,
    FailureMode,
    Phase,
    StopReason,
    TerminationReason,
)

from ._pipeline import Condition, PhaseSpec, PipelineDefinition
from .errors import (
    IllegalTransitionError,
    KernelOrderingError,
    LifecycleError,
    RoleNotAllowedError,
)

__all__ = [
    "Invocation",
    "InvocationKind",
    "LifecycleKernel",
    "LifecycleState",
    "PhaseExit",
    "stop_reason_for_failure",
    "termination_reason_for",
]


class InvocationKind(enum.StrEnum):
    """How a role was invoked: a first run, a revision of prior work, or the abort record."""

    RUN = "run"
    REVISE = "revise"
    ABORT = "abort"


@attrs.frozen
class Invocation:
    """A ticket for one role invocation, issued by the kernel. Plain data: it cannot change phase."""

    sequence: int
    phase: Phase
    role: AgentRole
    iteration: int
    kind: InvocationKind
    node_id: str | None = None

    @property
    def context_id(self) -> str:
        """Deterministic context identifier, from phase, node (or role) and iteration; never the run id."""
        subject = self.node_id if self.node_id is not None else self.role.value
        return f"{self.phase.value.lower()}/{subject}/{self.iteration}"

    def agent_input(
        self,
        task_goal: str,
        *,
        payload: Mapping[str, Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
        execution_mode: ExecutionMode = ExecutionMode.SYNC,
    ) -> AgentInput:
        """The ``AgentInput`` of this invocation: its role as agent type and its deterministic context id."""
        return AgentInput(
            task_goal=task_goal,
            payload=dict(payload or {}),
            context_id=self.context_id,
            agent_type=self.role,
            execution_mode=execution_mode,
            metadata=dict(metadata or {}),
        )


@attrs.frozen
class PhaseExit:
    """One phase left by a transition, with the stop reason it was left for."""

    phase: Phase
    target: Phase
    stop_reason: StopReason
    skipped: bool = False


@attrs.frozen
class LifecycleState:
    """Immutable snapshot of one run's lifecycle; the kernel replaces it (shallowly) on every change."""

    phase: Phase
    exits: tuple[PhaseExit, ...] = ()
    iterations: Mapping[str | None, int] = attrs.field(factory=dict)
    completed: frozenset[str | None] = frozenset()
    open_invocations: frozenset[int] = frozenset()
    phase_completions: int = 0
    phase_convergence: ConvergenceRecord | None = None
    convergence: ConvergenceRecord | None = None
    satisfied: frozenset[str] = frozenset()
    error: AgentError | None = None
    failure: FailureArtifact | None = None
    stop_reason: StopReason | None = None
    termination_reason: TerminationReason | None = None
    abort_invocation: Invocation | None = None

    @property
    def iteration(self) -> int:
        """The highest revision round reached in the current phase (0 before any revision)."""
        return max(self.iterations.values(), default=0)


_FAILURE_STOPS = {
    FailureMode.INVALID_INPUT: StopReason.INVALID_INPUT,
    FailureMode.TOPOLOGY: StopReason.TOPOLOGY_ERROR,
    FailureMode.LIMIT_EXCEEDED: StopReason.BUDGET_EXHAUSTED,
    FailureMode.PROVIDER_ERROR: StopReason.MODEL_FAILURE,
    FailureMode.MALFORMED_RESPONSE: StopReason.MODEL_FAILURE,
    FailureMode.REPLAY_DIVERGENCE: StopReason.MODEL_FAILURE,
    FailureMode.INVALID_FINAL_OUTPUT: StopReason.MODEL_FAILURE,
    FailureMode.UNKNOWN_TOOL: StopReason.TOOL_FAILURE,
    FailureMode.INVALID_TOOL_ARGUMENTS: StopReason.TOOL_FAILURE,
    FailureMode.TOOL_SERVICE_ERROR: StopReason.TOOL_FAILURE,
    FailureMode.INVALID_TOOL_OUTPUT: StopReason.TOOL_FAILURE,
    FailureMode.INTEGRITY: StopReason.INTEGRITY_FAILURE,
    FailureMode.VERIFICATION_VETO: StopReason.VERIFICATION_VETO,
    FailureMode.INTERRUPTED: StopReason.USER_INTERRUPTION,
}
_STOP_FAILURES = {
    StopReason.USER_INTERRUPTION: FailureMode.INTERRUPTED,
    StopReason.VERIFICATION_VETO: FailureMode.VERIFICATION_VETO,
    StopReason.MAX_ITERATIONS: FailureMode.LIMIT_EXCEEDED,
    StopReason.BUDGET_EXHAUSTED: FailureMode.LIMIT_EXCEEDED,
    StopReason.INVALID_INPUT: FailureMode.INVALID_INPUT,
    StopReason.TOPOLOGY_ERROR: FailureMode.TOPOLOGY,
    StopReason.TOOL_FAILURE: FailureMode.TOOL_SERVICE_ERROR,
    StopReason.MODEL_FAILURE: FailureMode.PROVIDER_ERROR,
    StopReason.INTEGRITY_FAILURE: FailureMode.INTEGRITY,
}


def stop_reason_for_failure(mode: FailureMode, spec: PhaseSpec | None = None) -> StopReason:
    """The stop reason a run aborts with after a failure of ``mode`` in the phase ``spec`` describes.

    A failure mode without a specific reason, or whose reason the phase does not recognise (a spent budget
    in INIT, say), gives ``fatal_failure``, which every active phase recognises. Without ``spec`` the
    phase is not consulted.
    """
    reason = _FAILURE_STOPS.get(mode, StopReason.FATAL_FAILURE)
    if spec is not None and not spec.recognises(reason):
        return StopReason.FATAL_FAILURE
    return reason


def termination_reason_for(stop_reason: StopReason, *, aborted: bool) -> TerminationReason:
    """The termination reason of a run that ended (``aborted`` or done) with ``stop_reason``."""
    if stop_reason is StopReason.USER_INTERRUPTION:
        return TerminationReason.USER_INTERRUPTION
    if stop_reason is StopReason.VERIFICATION_VETO:
        return TerminationReason.VERIFICATION_VETO
    if stop_reason in (StopReason.MAX_ITERATIONS, StopReason.BUDGET_EXHAUSTED):
        return TerminationReason.BOUNDED_EXHAUSTION
    return TerminationReason.FATAL_FAILURE if aborted else TerminationReason.COMPLETED


class LifecycleKernel:
    """Owns one run's phase, iteration counters and run / revise / fail ordering.

    Roles act through ``run`` and ``revise``, which return ``Invocation`` tickets, and report back through
    ``complete`` or ``fail``. Only the pipeline that holds the kernel changes phase (``advance``, ``abort``);
    a phase change while any invocation is open is refused, so an agent cannot change phase mid-invocation.
    """

    __slots__ = ("_definition", "_next_sequence", "_state")

    def __init__(self, definition: PipelineDefinition | None = None) -> None:
        self._definition = definition if definition is not None else PipelineDefinition.standard()
        self._state = LifecycleState(phase=self._definition.initial_phase)
        self._next_sequence = 0

    # ------------------------------------------------------------------------------------------ reading

    @property
    def definition(self) -> PipelineDefinition:
        """The pipeline definition the kernel enforces."""
        return self._definition

    @property
    def state(self) -> LifecycleState:
        """The current immutable state snapshot."""
        return self._state

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._state.phase

    @property
    def iteration(self) -> int:
        """The highest revision round reached in the current phase."""
        return self._state.iteration

    @property
    def is_terminal(self) -> bool:
        """Whether the run has ended."""
        return self._definition.is_terminal(self._state.phase)

    @property
    def termination_reason(self) -> TerminationReason | None:
        """Why the run ended, once it has."""
        return self._state.termination_reason

    @property
    def stop_reason(self) -> StopReason | None:
        """The final stop reason, once the run has ended."""
        return self._state.stop_reason

    @property
    def convergence(self) -> ConvergenceRecord | None:
        """The last convergence decision recorded in the run."""
        return self._state.convergence

    def stop_reason_for_failure(self, mode: FailureMode) -> StopReason:
        """The stop reason the current phase aborts with after a failure of ``mode`` (see the function)."""
        return stop_reason_for_failure(mode, self._definition.spec(self._state.phase))

    def check_role(self, role: AgentRole) -> None:
        """Raise ``RoleNotAllowedError`` unless ``role`` may act in the current phase."""
        spec = self._definition.spec(self._state.phase)
        if spec is None or not spec.admits(role):
            allowed = ", ".join(r.value for r in spec.roles) if spec else "no role"
            raise RoleNotAllowedError(
                f"role {role.value!r} cannot act in phase {self._state.phase.value} (it admits {allowed})"
            )

    # --------------------------------------------------------------------------------------- invocations

    def run(self, role: AgentRole, *, node_id: str | None = None) -> Invocation:
        """Open a run of ``role`` on ``node_id`` (or on the phase's own work) at the subject's iteration."""
        self._check_can_act(role)
        return self._open(role, node_id, InvocationKind.RUN, self._state.iterations.get(node_id, 0))

    def revise(self, role: AgentRole, *, node_id: str | None = None) -> Invocation:
        """Open a revision of work already run on ``node_id`` in this phase, at the next iteration.

        Raises:
            KernelOrderingError: if no run on that subject has completed in the current phase.
        """
        self._check_can_act(role)
        if node_id not in self._state.completed:
            subject = f"node {node_id!r}" if node_id is not None else f"phase {self._state.phase.value}"
            raise KernelOrderingError(f"revise of {subject} by {role.value!r} requires a prior completed run")
        iteration = self._state.iterations.get(node_id, 0) + 1
        self._state = attrs.evolve(self._state, iterations={**self._state.iterations, node_id: iteration})
        return self._open(role, node_id, InvocationKind.REVISE, iteration)

    def complete(self, invocation: Invocation) -> None:
        """Close ``invocation`` as successful; its subject may now be revised."""
        state = self._close(invocation)
        self._state = attrs.evolve(
            state,
            completed=state.completed | {invocation.node_id},
            phase_completions=state.phase_completions + 1,
        )

    def fail(self, invocation: Invocation, error: AgentError) -> None:
        """Close ``invocation`` as failed and record the failure; after it only ``abort`` is accepted."""
        state = self._close(invocation)
        self._state = attrs.evolve(state, error=error)

    def satisfy(self, condition: str) -> None:
        """Declare that the named condition holds (for conditions without a check)."""
        self._state = attrs.evolve(self._state, satisfied=self._state.satisfied | {condition})

    def record_convergence(self, record: ConvergenceRecord) -> None:
        """Record a convergence decision taken in the current phase."""
        self._check_active("record a convergence decision")
        self._state = attrs.evolve(self._state, phase_convergence=record, convergence=record)

    # ------------------------------------------------------------------------------------------ phases

    def advance(self, target: Phase, *, stop_reason: StopReason | None = None) -> None:
        """Leave the current phase for ``target``, checking the transition and the phases' conditions.

        ``stop_reason`` defaults to what the phase's convergence decision implies, else ``completed``.
        Advancing to ``ABORTED`` is the same as ``abort``.

        Raises:
            IllegalTransitionError: if the definition does not allow the transition, a condition fails,
                or an invocation is still open.
            KernelOrderingError: if a failure has been recorded (only ``abort`` is accepted then).
        """
        state, source = self._state, self._state.phase
        if target is Phase.ABORTED and self._definition.allows(source, target):
            self.abort(stop_reason or StopReason.FATAL_FAILURE)
            return
        if not self._definition.allows(source, target):
            raise IllegalTransitionError(source, target)
        if state.error is not None:
            raise KernelOrderingError(
                f"a failure ({state.error.code.value}) was recorded in {source.value}; only abort is possible"
            )
        if state.open_invocations:
            raise IllegalTransitionError(
                source,
                target,
                f"cannot leave {source.value} while {len(state.open_invocations)} "
                "invocation(s) are open; only the kernel's owner changes phase, between invocations",
            )
        reason = stop_reason or _implied_stop(state.phase_convergence)
        spec = self._definition.spec(source)
        if spec is not None and not spec.recognises(reason):
            raise IllegalTransitionError(
                source, target, f"phase {source.value} does not recognise stop reason {reason.value!r}"
            )
        self._check_conditions(source, target, spec)
        exit_ = PhaseExit(source, target, reason, skipped=state.phase_completions == 0)
        exits = (*state.exits, exit_)
        final_stop, termination = _ending(exits) if self._definition.is_terminal(target) else (None, None)
        self._state = attrs.evolve(
            _entered(state, target), exits=exits, stop_reason=final_stop, termination_reason=termination
        )

    def abort(self, stop_reason: StopReason, failure: FailureArtifact | None = None) -> Invocation:
        """Move to ``ABORTED`` for ``stop_reason``; return the orchestrator's ticket for the abort entry.

        Open invocations are abandoned. Without ``failure``, one is built from the recorded error (if
        any) or from the stop reason.

        Raises:
            IllegalTransitionError: if the current phase cannot abort, or does not recognise the reason.
        """
        state, source = self._state, self._state.phase
        if not self._definition.allows(source, Phase.ABORTED):
            raise IllegalTransitionError(source, Phase.ABORTED)
        if stop_reason in (StopReason.COMPLETED, StopReason.CONVERGED):
            raise LifecycleError(f"a run cannot abort with stop reason {stop_reason.value!r}")
        spec = self._definition.spec(source)
        if spec is not None and not spec.recognises(stop_reason):
            raise IllegalTransitionError(
                source,
                Phase.ABORTED,
                f"phase {source.value} does not recognise stop reason {stop_reason.value!r}",
            )
        failure = failure or _default_failure(source, stop_reason, state.error)
        exits = (*state.exits, PhaseExit(source, Phase.ABORTED, stop_reason))
        ticket = self._ticket(AgentRole.ORCHESTRATOR, None, InvocationKind.ABORT, 0, phase=Phase.ABORTED)
        self._state = attrs.evolve(
            _entered(state, Phase.ABORTED),
            exits=exits,
            failure=failure,
            stop_reason=stop_reason,
            termination_reason=termination_reason_for(stop_reason, aborted=True),
            abort_invocation=ticket,
        )
        return ticket

    def interrupt(self) -> Invocation | None:
        """Abort for ``user_interruption`` unless the run has already ended; return the abort ticket."""
        if self.is_terminal:
            return None
        return self.abort(StopReason.USER_INTERRUPTION)

    # ------------------------------------------------------------------------------------------ private

    def _check_active(self, action: str) -> None:
        if self.is_terminal:
            raise KernelOrderingError(f"cannot {action}: the run ended in {self._state.phase.value}")

    def _check_can_act(self, role: AgentRole) -> None:
        self._check_active(f"invoke {role.value!r}")
        if self._state.error is not None:
            raise KernelOrderingError(
                f"cannot invoke {role.value!r}: a failure ({self._state.error.code.value}) was recorded"
            )
        self.check_role(role)

    def _ticket(
        self,
        role: AgentRole,
        node_id: str | None,
        kind: InvocationKind,
        iteration: int,
        *,
        phase: Phase | None = None,
    ) -> Invocation:
        sequence = self._next_sequence
        self._next_sequence += 1
        return Invocation(sequence, phase or self._state.phase, role, iteration, kind, node_id)

    def _open(self, role: AgentRole, node_id: str | None, kind: InvocationKind, iteration: int) -> Invocation:
        ticket = self._ticket(role, node_id, kind, iteration)
        if node_id not in self._state.iterations:
            self._state = attrs.evolve(self._state, iterations={**self._state.iterations, node_id: iteration})
        self._state = attrs.evolve(
            self._state, open_invocations=self._state.open_invocations | {ticket.sequence}
        )
        return ticket

    def _close(self, invocation: Invocation) -> LifecycleState:
        state = self._state
        if invocation.sequence not in state.open_invocations or invocation.phase is not state.phase:
            raise KernelOrderingError(
                f"invocation {invocation.context_id} is not open in {state.phase.value}"
            )
        return attrs.evolve(state, open_invocations=state.open_invocations - {invocation.sequence})

    def _check_conditions(self, source: Phase, target: Phase, spec: PhaseSpec | None) -> None:
        checks: list[tuple[str, Condition]] = []
        if spec is not None:
            checks += [(f"exit condition of {source.value}", c) for c in spec.exit_conditions]
        target_spec = self._definition.spec(target)
        if target_spec is not None:
            checks += [(f"entry condition of {target.value}", c) for c in target_spec.entry_conditions]
        for where, condition in checks:
            if not condition.holds(self._definition, self._state):
                raise IllegalTransitionError(
                    source,
                    target,
                    f"{source.value} -> {target.value}: {where} {condition.name!r} does not hold",
                )


def _entered(state: LifecycleState, phase: Phase) -> LifecycleState:
    """``state`` with per-phase counters reset for a newly entered ``phase``."""
    return attrs.evolve(
        state,
        phase=phase,
        iterations={},
        completed=frozenset(),
        open_invocations=frozenset(),
        phase_completions=0,
        phase_convergence=None,
    )


def _implied_stop(record: ConvergenceRecord | None) -> StopReason:
    if record is None:
        return StopReason.COMPLETED
    if record.converged:
        return StopReason.CONVERGED
    if record.reason is ConvergenceReason.MAX_ITERATIONS:
        return StopReason.MAX_ITERATIONS
    return StopReason.COMPLETED


def _ending(exits: tuple[PhaseExit, ...]) -> tuple[StopReason, TerminationReason]:
    """Final stop and termination reasons of a run that reached a terminal phase without aborting."""
    for exit_ in exits:
        if exit_.stop_reason in (StopReason.MAX_ITERATIONS, StopReason.BUDGET_EXHAUSTED):
            return exit_.stop_reason, TerminationReason.BOUNDED_EXHAUSTION
    return StopReason.COMPLETED, TerminationReason.COMPLETED


def _default_failure(phase: Phase, stop_reason: StopReason, error: AgentError | None) -> FailureArtifact:
    if error is not None:
        return FailureArtifact(
            failure_mode=error.code, message=error.message, phase=phase, stop_reason=stop_reason
        )
    mode = _STOP_FAILURES.get(stop_reason, FailureMode.INTERNAL_ERROR)
    message = f"run aborted in {phase.value}: {stop_reason.value.replace('_', ' ')}"
    return FailureArtifact(failure_mode=mode, message=message, phase=phase, stop_reason=stop_reason)
