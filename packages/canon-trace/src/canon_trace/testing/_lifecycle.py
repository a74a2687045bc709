"""The lifecycle every built trace follows, and the header a writer opens a trace with.

One pipeline shape (INIT..FINALIZE, then DONE or ABORTED), one configuration snapshot and one header rule
serve every builder of this kit, so traces from different builders describe the same kind of run.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from canon_contracts import (
    CONTRACT_VERSION,
    AgentRole,
    ConvergenceReason,
    ConvergenceRecord,
    ConvergenceType,
    ModelMetadata,
    Phase,
    PipelineShape,
    Replayability,
    RunFingerprint,
    StopReason,
    TraceEnd,
    TraceHeader,
    WindowSample,
    digest,
)
from canon_trace._upgrade import END_FIELDS

__all__ = [
    "ACTIVE_PHASES",
    "ALWAYS_STOP_REASONS",
    "HEADER_END_ONLY",
    "PHASE_ROLES",
    "PHASE_STOP_REASONS",
    "merged_header",
    "opened_header",
    "opening_header",
    "score_convergence",
    "standard_config",
    "standard_pipeline",
]

#: The phases a run passes through before it ends DONE or ABORTED.
ACTIVE_PHASES = (Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE)
#: Fields of the logical ``TraceHeader`` that only the end record supplies; the header record lacks them.
HEADER_END_ONLY = END_FIELDS
#: Stop reasons every active phase may end with, besides its own.
ALWAYS_STOP_REASONS = (StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE, StopReason.INTEGRITY_FAILURE)
#: The stop reasons each active phase declares of its own.
PHASE_STOP_REASONS: Mapping[Phase, tuple[StopReason, ...]] = {
    Phase.INIT: (StopReason.COMPLETED, StopReason.INVALID_INPUT),
    Phase.PLAN: (StopReason.COMPLETED, StopReason.TOPOLOGY_ERROR, StopReason.MODEL_FAILURE),
    Phase.EXECUTE: (
        StopReason.COMPLETED,
        StopReason.INSUFFICIENT_EVIDENCE,
        StopReason.TOOL_FAILURE,
        StopReason.BUDGET_EXHAUSTED,
    ),
    Phase.JUDGE: (
        StopReason.COMPLETED,
        StopReason.CONVERGED,
        StopReason.MAX_ITERATIONS,
        StopReason.MODEL_FAILURE,
    ),
    Phase.VERIFY: (StopReason.COMPLETED, StopReason.VERIFICATION_VETO),
    Phase.FINALIZE: (StopReason.COMPLETED,),
}
#: The roles that may act in each phase.
PHASE_ROLES: Mapping[Phase, tuple[AgentRole, ...]] = {
    Phase.INIT: (AgentRole.ORCHESTRATOR,),
    Phase.PLAN: (AgentRole.PLANNER,),
    Phase.EXECUTE: (AgentRole.EXECUTOR,),
    Phase.JUDGE: (AgentRole.JUDGE, AgentRole.REVISER),
    Phase.VERIFY: (AgentRole.VERIFIER,),
    Phase.FINALIZE: (AgentRole.FINALIZER,),
    Phase.ABORTED: (AgentRole.ORCHESTRATOR,),
}


def standard_pipeline(**overrides: Any) -> PipelineShape:
    """The lifecycle: forward transitions, any active phase may abort, DONE and ABORTED terminal.

    ``overrides`` replace whole fields of the ``PipelineShape`` (``skip_reasons={Phase.VERIFY: "..."}``).
    """
    forward = list(zip(ACTIVE_PHASES, (*ACTIVE_PHASES[1:], Phase.DONE), strict=True))
    fields: dict[str, Any] = {
        "phases": (*ACTIVE_PHASES, Phase.DONE, Phase.ABORTED),
        "transitions": (*forward, *((phase, Phase.ABORTED) for phase in ACTIVE_PHASES)),
        "terminal_phases": (Phase.DONE, Phase.ABORTED),
        "phase_roles": dict(PHASE_ROLES),
        "stop_reasons": {
            **{phase: (*own, *ALWAYS_STOP_REASONS) for phase, own in PHASE_STOP_REASONS.items()},
            Phase.ABORTED: (),
        },
        "skip_reasons": {},
    }
    fields.update(overrides)
    return PipelineShape.model_validate(fields)


def standard_config(**overrides: Any) -> dict[str, Any]:
    """A configuration snapshot (spec, model identity, limits); ``overrides`` replace top-level keys."""
    config: dict[str, Any] = {
        "spec": {"question": "What is the capital of France?", "corpus": "corpus"},
        "model": {"provider": "canon", "model": "canon-reasoner-1", "temperature": 0.0, "max_tokens": 512},
        "limits": {"max_iterations": 3, "concurrency": 4},
    }
    config.update(overrides)
    return config


def opening_header(
    *,
    run_id: str,
    created_at: str,
    config: Mapping[str, Any],
    input_hash: str,
    model: ModelMetadata | None,
    role_versions: Mapping[str, str],
    pipeline: PipelineShape | None = None,
    replayability: Replayability = Replayability.REPLAYABLE,
) -> TraceHeader:
    """The header a writer opens a trace with: ``pipeline`` and ``config``'s fingerprint, no end fields."""
    pipeline = pipeline or standard_pipeline()
    fingerprint = RunFingerprint.create(
        pipeline, contract_version=CONTRACT_VERSION, config_hash=digest(config)
    )
    return TraceHeader(
        run_id=run_id,
        created_at=created_at,
        runtime_version="0.1.0",
        contract_version=CONTRACT_VERSION,
        role_versions=dict(role_versions),
        config_hash=fingerprint.config_hash,
        pipeline_hash=digest(pipeline),
        input_hash=input_hash,
        fingerprint=fingerprint,
        replayability=replayability,
        model=model,
    )


def score_convergence(score: float, *, iteration: int = 1, converged: bool = True) -> ConvergenceRecord:
    """A score-stability decision at ``iteration`` over a window of two equal samples of ``score``."""
    window = tuple(
        WindowSample(iteration=i, score=score) for i in range(max(0, iteration - 1), iteration + 1)
    )
    return ConvergenceRecord.create(
        strategy=ConvergenceType.SCORE,
        converged=converged,
        reason=ConvergenceReason.SCORE_STABILITY if converged else ConvergenceReason.WINDOW_INCOMPLETE,
        iteration=iteration,
        window_size=2,
        window=window,
        parameters={"epsilon": 0.01},
    )


def merged_header(header: TraceHeader, end: TraceEnd) -> TraceHeader:
    """The logical header: the header record with the end record's fields."""
    return header.model_copy(update={name: getattr(end, name) for name in HEADER_END_ONLY})


def opened_header(header: TraceHeader) -> TraceHeader:
    """``header`` without its end-only fields, as ``TraceWriter`` takes it."""
    return header.model_copy(update=dict.fromkeys(HEADER_END_ONLY))
