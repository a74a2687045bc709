"""The lifecycle kernel enforces the pipeline definition: transitions, roles, ordering, termination."""

from __future__ import annotations

import itertools

import attrs
import pytest

from canon_contracts import (
    AgentError,
    AgentRole,
    ConvergenceReason,
    ConvergenceRecord,
    ConvergenceType,
    FailureArtifact,
    FailureMode,
    Phase,
    PipelineShape,
    StopReason,
    TerminationReason,
    WindowSample,
    digest,
)
from canon_kernel._lifecycle import (
    Invocation,
    InvocationKind,
    LifecycleKernel,
    stop_reason_for_failure,
    termination_reason_for,
)
from canon_kernel._pipeline import Condition, PhaseSpec, PipelineDefinition
from canon_kernel.errors import (
    IllegalTransitionError,
    KernelConfigurationError,
    KernelOrderingError,
    LifecycleError,
    RoleNotAllowedError,
)

FORWARD = (Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE, Phase.DONE)
ACTIVE = FORWARD[:-1]
ALLOWED = {*zip(FORWARD, FORWARD[1:], strict=False), *((p, Phase.ABORTED) for p in ACTIVE)}
ROLES = {
    Phase.INIT: {AgentRole.ORCHESTRATOR},
    Phase.PLAN: {AgentRole.PLANNER},
    Phase.EXECUTE: {AgentRole.EXECUTOR},
    Phase.JUDGE: {AgentRole.JUDGE, AgentRole.REVISER},
    Phase.VERIFY: {AgentRole.VERIFIER},
    Phase.FINALIZE: {AgentRole.FINALIZER},
}


def convergence(*, converged: bool, reason: ConvergenceReason, iteration: int = 0) -> ConvergenceRecord:
    return ConvergenceRecord.create(
        strategy=ConvergenceType.SCORE,
        converged=converged,
        reason=reason,
        iteration=iteration,
        window_size=1,
        window=(WindowSample(iteration=iteration, score=0.9),),
    )


CONVERGED = convergence(converged=True, reason=ConvergenceReason.SCORE_STABILITY)


def do_work(kernel: LifecycleKernel) -> None:
    """Complete one invocation of the phase's first role (and record convergence in JUDGE)."""
    spec = kernel.definition.spec(kernel.phase)
    assert spec is not None
    kernel.complete(kernel.run(spec.roles[0]))
    if kernel.phase is Phase.JUDGE:
        kernel.record_convergence(CONVERGED)


def kernel_in(phase: Phase) -> LifecycleKernel:
    """A standard kernel walked legally into ``phase``, with the phase's work not yet done."""
    kernel = LifecycleKernel()
    if phase is Phase.ABORTED:
        kernel.abort(StopReason.FATAL_FAILURE)
        return kernel
    for source, target in zip(FORWARD, FORWARD[1:], strict=False):
        if source is phase:
            break
        do_work(kernel)
        kernel.advance(target)
    assert kernel.phase is phase
    return kernel


@pytest.mark.parametrize(("source", "target"), list(itertools.product(Phase, Phase)))
def test_exactly_the_standard_transitions_are_allowed(source: Phase, target: Phase) -> None:
    kernel = kernel_in(source)
    if not kernel.is_terminal:
        do_work(kernel)
    if (source, target) in ALLOWED:
        kernel.advance(target)
        assert kernel.phase is target
    else:
        with pytest.raises(IllegalTransitionError) as caught:
            kernel.advance(target)
        assert (caught.value.source, caught.value.target) == (source, target)
        assert kernel.phase is source


def test_standard_definition_declares_the_canonical_lifecycle() -> None:
    definition = PipelineDefinition.standard()
    assert set(definition.transitions) == ALLOWED
    assert definition.terminal_phases == (Phase.DONE, Phase.ABORTED)
    assert definition.initial_phase is Phase.INIT
    for phase, roles in ROLES.items():
        spec = definition.spec(phase)
        assert spec is not None and set(spec.roles) == roles
        assert {StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE} <= set(spec.stop_reasons)
        assert spec.exit_conditions, phase
    aborted = definition.spec(Phase.ABORTED)
    assert aborted is not None and aborted.roles == (AgentRole.ORCHESTRATOR,)
    assert definition.spec(Phase.DONE) is None


@pytest.mark.parametrize("phase", ACTIVE)
@pytest.mark.parametrize("role", list(AgentRole))
def test_a_role_acts_only_in_the_phases_that_admit_it(phase: Phase, role: AgentRole) -> None:
    kernel = kernel_in(phase)
    if role in ROLES[phase]:
        ticket = kernel.run(role)
        assert (ticket.phase, ticket.role, ticket.iteration) == (phase, role, 0)
    else:
        with pytest.raises(RoleNotAllowedError, match=role.value):
            kernel.run(role)
        with pytest.raises(RoleNotAllowedError):
            kernel.check_role(role)


@pytest.mark.parametrize("phase", [Phase.DONE, Phase.ABORTED])
def test_nothing_runs_in_a_terminal_phase(phase: Phase) -> None:
    kernel = kernel_in(phase)
    with pytest.raises(KernelOrderingError, match="ended"):
        kernel.run(AgentRole.ORCHESTRATOR)
    with pytest.raises(IllegalTransitionError):
        kernel.abort(StopReason.FATAL_FAILURE)
    assert kernel.interrupt() is None


def test_revise_requires_a_prior_completed_run_of_the_same_subject() -> None:
    kernel = kernel_in(Phase.EXECUTE)
    with pytest.raises(KernelOrderingError, match="requires a prior completed run"):
        kernel.revise(AgentRole.EXECUTOR, node_id="n1")
    running = kernel.run(AgentRole.EXECUTOR, node_id="n1")
    with pytest.raises(KernelOrderingError):
        kernel.revise(AgentRole.EXECUTOR, node_id="n1")  # the run has not completed yet
    kernel.complete(running)
    with pytest.raises(KernelOrderingError):
        kernel.revise(AgentRole.EXECUTOR, node_id="n2")  # another node has no run
    revision = kernel.revise(AgentRole.EXECUTOR, node_id="n1")
    assert (revision.kind, revision.iteration, revision.node_id) == (InvocationKind.REVISE, 1, "n1")
    assert kernel.run(AgentRole.EXECUTOR, node_id="n2").iteration == 0


def test_runs_of_an_earlier_phase_do_not_license_a_revision() -> None:
    kernel = kernel_in(Phase.JUDGE)
    with pytest.raises(KernelOrderingError):
        kernel.revise(AgentRole.REVISER)


def test_judge_loop_counts_revision_rounds_inside_the_phase() -> None:
    kernel = kernel_in(Phase.JUDGE)
    kernel.complete(judged := kernel.run(AgentRole.JUDGE))
    kernel.complete(revised := kernel.revise(AgentRole.REVISER))
    rejudged = kernel.run(AgentRole.JUDGE)
    assert [judged.iteration, revised.iteration, rejudged.iteration] == [0, 1, 1]
    assert kernel.iteration == 1
    kernel.complete(rejudged)
    kernel.record_convergence(CONVERGED)
    kernel.advance(Phase.VERIFY)
    assert kernel.iteration == 0
    assert kernel.run(AgentRole.VERIFIER).iteration == 0


def test_nothing_runs_after_a_recorded_failure() -> None:
    kernel = kernel_in(Phase.EXECUTE)
    ticket = kernel.run(AgentRole.EXECUTOR, node_id="n1")
    error = AgentError(code=FailureMode.TOOL_SERVICE_ERROR, message="corpus unreadable")
    kernel.fail(ticket, error)
    with pytest.raises(KernelOrderingError, match="failure"):
        kernel.run(AgentRole.EXECUTOR, node_id="n2")
    with pytest.raises(KernelOrderingError):
        kernel.revise(AgentRole.EXECUTOR, node_id="n1")
    with pytest.raises(KernelOrderingError, match="only abort"):
        kernel.advance(Phase.JUDGE)
    abort_ticket = kernel.abort(stop_reason_for_failure(error.code))
    assert kernel.phase is Phase.ABORTED
    assert kernel.stop_reason is StopReason.TOOL_FAILURE
    assert kernel.termination_reason is TerminationReason.FATAL_FAILURE
    assert kernel.state.failure == FailureArtifact(
        failure_mode=FailureMode.TOOL_SERVICE_ERROR,
        message="corpus unreadable",
        phase=Phase.EXECUTE,
        stop_reason=StopReason.TOOL_FAILURE,
    )
    assert (abort_ticket.phase, abort_ticket.role, abort_ticket.kind) == (
        Phase.ABORTED,
        AgentRole.ORCHESTRATOR,
        InvocationKind.ABORT,
    )


def test_a_ticket_closes_once_and_only_in_its_phase() -> None:
    kernel = kernel_in(Phase.PLAN)
    ticket = kernel.run(AgentRole.PLANNER)
    kernel.complete(ticket)
    with pytest.raises(KernelOrderingError, match="not open"):
        kernel.complete(ticket)


def test_phase_cannot_change_while_a_role_is_acting() -> None:
    kernel = kernel_in(Phase.PLAN)
    kernel.complete(kernel.run(AgentRole.PLANNER))
    kernel.run(AgentRole.PLANNER)
    with pytest.raises(IllegalTransitionError, match="open"):
        kernel.advance(Phase.EXECUTE)
    assert kernel.phase is Phase.PLAN


def test_invocation_tickets_are_plain_frozen_data_with_no_handle_on_the_kernel() -> None:
    kernel = kernel_in(Phase.PLAN)
    ticket = kernel.run(AgentRole.PLANNER)
    assert [field.name for field in attrs.fields(Invocation)] == [
        "sequence",
        "phase",
        "role",
        "iteration",
        "kind",
        "node_id",
    ]
    assert not any(isinstance(getattr(ticket, f.name), LifecycleKernel) for f in attrs.fields(Invocation))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        ticket.phase = Phase.DONE  # type: ignore[misc]
    assert not hasattr(ticket, "advance") and not hasattr(ticket, "abort")


def test_context_ids_derive_from_phase_node_and_iteration() -> None:
    first, second = kernel_in(Phase.EXECUTE), kernel_in(Phase.EXECUTE)
    a = first.run(AgentRole.EXECUTOR, node_id="n1")
    b = second.run(AgentRole.EXECUTOR, node_id="n1")
    assert a.context_id == b.context_id == "execute/n1/0"
    assert first.run(AgentRole.EXECUTOR).context_id == "execute/executor/0"


def test_leaving_a_phase_needs_its_work_or_a_declared_skip_reason() -> None:
    kernel = kernel_in(Phase.PLAN)
    with pytest.raises(IllegalTransitionError, match="work_recorded"):
        kernel.advance(Phase.EXECUTE)
    skipping = LifecycleKernel(
        PipelineDefinition.standard(skip_reasons={Phase.PLAN: "the spec carries a plan"})
    )
    do_work(skipping)
    skipping.advance(Phase.PLAN)
    skipping.advance(Phase.EXECUTE)
    assert skipping.state.exits[-1].skipped


def test_leaving_judge_needs_a_recorded_convergence_decision() -> None:
    kernel = kernel_in(Phase.JUDGE)
    kernel.complete(kernel.run(AgentRole.JUDGE))
    with pytest.raises(IllegalTransitionError, match="convergence_recorded"):
        kernel.advance(Phase.VERIFY)
    kernel.record_convergence(CONVERGED)
    kernel.advance(Phase.VERIFY)
    assert kernel.state.exits[-1].stop_reason is StopReason.CONVERGED
    assert kernel.convergence == CONVERGED


def test_a_stop_reason_the_phase_does_not_recognise_is_refused() -> None:
    kernel = kernel_in(Phase.INIT)
    do_work(kernel)
    with pytest.raises(IllegalTransitionError, match="verification_veto"):
        kernel.advance(Phase.PLAN, stop_reason=StopReason.VERIFICATION_VETO)
    with pytest.raises(IllegalTransitionError, match="verification_veto"):
        kernel.abort(StopReason.VERIFICATION_VETO)
    with pytest.raises(LifecycleError, match="cannot abort"):
        kernel.abort(StopReason.COMPLETED)
    assert kernel.phase is Phase.INIT


def walk_to_done(kernel: LifecycleKernel, judge_record: ConvergenceRecord) -> None:
    for source, target in zip(FORWARD, FORWARD[1:], strict=False):
        spec = kernel.definition.spec(source)
        assert spec is not None
        kernel.complete(kernel.run(spec.roles[0]))
        if source is Phase.JUDGE:
            kernel.record_convergence(judge_record)
        kernel.advance(target)


def test_completed_work_terminates_completed() -> None:
    kernel = LifecycleKernel()
    walk_to_done(kernel, CONVERGED)
    assert kernel.phase is Phase.DONE and kernel.is_terminal
    assert kernel.termination_reason is TerminationReason.COMPLETED
    assert kernel.stop_reason is StopReason.COMPLETED
    assert [e.phase for e in kernel.state.exits] == list(ACTIVE)


def test_reaching_the_iteration_bound_terminates_in_bounded_exhaustion() -> None:
    kernel = LifecycleKernel()
    walk_to_done(kernel, convergence(converged=False, reason=ConvergenceReason.MAX_ITERATIONS, iteration=2))
    assert kernel.phase is Phase.DONE
    assert kernel.termination_reason is TerminationReason.BOUNDED_EXHAUSTION
    assert kernel.stop_reason is StopReason.MAX_ITERATIONS


def test_an_oscillating_judge_loop_ends_as_completed_work_without_convergence() -> None:
    kernel = LifecycleKernel()
    walk_to_done(kernel, convergence(converged=False, reason=ConvergenceReason.OSCILLATION, iteration=3))
    assert kernel.state.exits[3].stop_reason is StopReason.COMPLETED
    assert kernel.termination_reason is TerminationReason.COMPLETED
    assert kernel.convergence is not None and not kernel.convergence.converged


@pytest.mark.parametrize(
    ("phase", "stop", "termination"),
    [
        (Phase.VERIFY, StopReason.VERIFICATION_VETO, TerminationReason.VERIFICATION_VETO),
        (Phase.EXECUTE, StopReason.BUDGET_EXHAUSTED, TerminationReason.BOUNDED_EXHAUSTION),
        (Phase.JUDGE, StopReason.MAX_ITERATIONS, TerminationReason.BOUNDED_EXHAUSTION),
        (Phase.PLAN, StopReason.TOPOLOGY_ERROR, TerminationReason.FATAL_FAILURE),
        (Phase.INIT, StopReason.INVALID_INPUT, TerminationReason.FATAL_FAILURE),
        (Phase.FINALIZE, StopReason.USER_INTERRUPTION, TerminationReason.USER_INTERRUPTION),
    ],
)
def test_every_abort_keeps_an_explicit_termination_reason(
    phase: Phase, stop: StopReason, termination: TerminationReason
) -> None:
    kernel = kernel_in(phase)
    kernel.abort(stop)
    assert kernel.phase is Phase.ABORTED
    assert (kernel.stop_reason, kernel.termination_reason) == (stop, termination)
    assert kernel.state.failure is not None and kernel.state.failure.phase is phase
    assert kernel.state.failure.stop_reason is stop


def test_interrupt_aborts_with_user_interruption_even_mid_invocation() -> None:
    kernel = kernel_in(Phase.EXECUTE)
    kernel.run(AgentRole.EXECUTOR, node_id="n1")
    ticket = kernel.interrupt()
    assert ticket is not None and ticket.phase is Phase.ABORTED
    assert kernel.stop_reason is StopReason.USER_INTERRUPTION
    assert kernel.termination_reason is TerminationReason.USER_INTERRUPTION
    assert kernel.state.failure is not None
    assert kernel.state.failure.failure_mode is FailureMode.INTERRUPTED
    assert not kernel.state.open_invocations


def test_advancing_to_aborted_is_an_abort() -> None:
    kernel = kernel_in(Phase.PLAN)
    kernel.advance(Phase.ABORTED, stop_reason=StopReason.MODEL_FAILURE)
    assert kernel.termination_reason is TerminationReason.FATAL_FAILURE
    assert kernel.stop_reason is StopReason.MODEL_FAILURE


def test_termination_reason_mapping() -> None:
    assert termination_reason_for(StopReason.COMPLETED, aborted=False) is TerminationReason.COMPLETED
    assert termination_reason_for(StopReason.CONVERGED, aborted=False) is TerminationReason.COMPLETED
    assert termination_reason_for(StopReason.MODEL_FAILURE, aborted=True) is TerminationReason.FATAL_FAILURE
    assert stop_reason_for_failure(FailureMode.INTERNAL_ERROR) is StopReason.FATAL_FAILURE
    assert stop_reason_for_failure(FailureMode.LIMIT_EXCEEDED) is StopReason.BUDGET_EXHAUSTED


@pytest.mark.parametrize("mode", list(FailureMode))
@pytest.mark.parametrize("phase", ACTIVE)
def test_the_stop_reason_for_a_failure_is_one_its_phase_recognises(mode: FailureMode, phase: Phase) -> None:
    definition = PipelineDefinition.standard()
    spec = definition.spec(phase)
    assert spec is not None
    reason = stop_reason_for_failure(mode, spec)
    assert spec.recognises(reason)
    unconstrained = stop_reason_for_failure(mode)
    assert reason is (unconstrained if spec.recognises(unconstrained) else StopReason.FATAL_FAILURE)
    kernel = kernel_in(phase)
    assert kernel.stop_reason_for_failure(mode) is reason
    kernel.abort(reason)  # never an IllegalTransitionError
    assert kernel.stop_reason is reason


def test_a_spent_budget_in_init_is_a_fatal_failure() -> None:
    kernel = LifecycleKernel()
    assert stop_reason_for_failure(FailureMode.LIMIT_EXCEEDED) is StopReason.BUDGET_EXHAUSTED
    assert kernel.stop_reason_for_failure(FailureMode.LIMIT_EXCEEDED) is StopReason.FATAL_FAILURE
    with pytest.raises(IllegalTransitionError, match="does not recognise"):
        kernel.abort(StopReason.BUDGET_EXHAUSTED)


def test_shape_is_what_the_fingerprint_binds() -> None:
    definition = PipelineDefinition.standard()
    shape = definition.shape()
    assert isinstance(shape, PipelineShape)
    assert shape.phases == FORWARD + (Phase.ABORTED,)
    assert set(shape.transitions) == ALLOWED
    assert set(shape.phase_roles[Phase.JUDGE]) == {AgentRole.JUDGE, AgentRole.REVISER}
    assert definition.definition_hash == digest(shape)
    assert PipelineDefinition.standard().definition_hash == definition.definition_hash
    skipping = PipelineDefinition.standard(skip_reasons={Phase.PLAN: "plan given"})
    assert skipping.shape().skip_reasons == {Phase.PLAN: "plan given"}
    assert skipping.definition_hash != definition.definition_hash


def test_declared_conditions_hold_once_satisfied() -> None:
    reviewed = Condition("plan_reviewed", "a person approved the plan")
    definition = PipelineDefinition(
        phases=(Phase.INIT, Phase.PLAN, Phase.DONE, Phase.ABORTED),
        transitions=(
            (Phase.INIT, Phase.PLAN),
            (Phase.PLAN, Phase.DONE),
            (Phase.INIT, Phase.ABORTED),
            (Phase.PLAN, Phase.ABORTED),
        ),
        terminal_phases=(Phase.DONE, Phase.ABORTED),
        specs=(
            PhaseSpec(
                Phase.INIT,
                (AgentRole.ORCHESTRATOR,),
                (StopReason.COMPLETED, StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE),
            ),
            PhaseSpec(
                Phase.PLAN,
                (AgentRole.PLANNER,),
                (StopReason.COMPLETED, StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE),
                exit_conditions=(reviewed,),
            ),
        ),
    )
    kernel = LifecycleKernel(definition)
    kernel.advance(Phase.PLAN)
    with pytest.raises(IllegalTransitionError, match="plan_reviewed"):
        kernel.advance(Phase.DONE)
    kernel.satisfy("plan_reviewed")
    kernel.advance(Phase.DONE)
    assert kernel.termination_reason is TerminationReason.COMPLETED


def spec(phase: Phase) -> PhaseSpec:
    return PhaseSpec(
        phase, (AgentRole.ORCHESTRATOR,), (StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE)
    )


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"transitions": ((Phase.INIT, Phase.JUDGE),)}, "undeclared phase"),
        ({"transitions": ((Phase.INIT, Phase.DONE), (Phase.DONE, Phase.INIT))}, "outgoing"),
        ({"specs": ()}, "has no spec"),
        ({"terminal_phases": (Phase.DONE,)}, "ABORTED must be a terminal phase"),
        ({"transitions": ((Phase.INIT, Phase.DONE),)}, "no transition to ABORTED"),
        ({"specs": (PhaseSpec(Phase.INIT, (AgentRole.ORCHESTRATOR,)),)}, "must recognise"),
        ({"skip_reasons": {Phase.DONE: "never"}}, "skip reason"),
        ({"phases": (Phase.DONE, Phase.INIT, Phase.ABORTED)}, "initial phase"),
    ],
)
def test_incoherent_definitions_are_refused_at_construction(changes: dict[str, object], message: str) -> None:
    fields: dict[str, object] = {
        "phases": (Phase.INIT, Phase.DONE, Phase.ABORTED),
        "transitions": ((Phase.INIT, Phase.DONE), (Phase.INIT, Phase.ABORTED)),
        "terminal_phases": (Phase.DONE, Phase.ABORTED),
        "specs": (spec(Phase.INIT),),
    }
    PipelineDefinition(**fields)  # type: ignore[arg-type]
    with pytest.raises(KernelConfigurationError, match=message):
        PipelineDefinition(**{**fields, **changes})  # type: ignore[arg-type]
