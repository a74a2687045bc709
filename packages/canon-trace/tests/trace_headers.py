"""Header and fingerprint building shared by the test helpers ``trace_factories`` and ``trace_samples``.

Both describe the same six-phase lifecycle (INIT..FINALIZE, then DONE or ABORTED), bind it in a run
fingerprint, and open a trace with a header that leaves the end-only fields to the end record.
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

ACTIVE = (Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE)
#: Fields of the logical ``TraceHeader`` that only the end record supplies.
HEADER_END_ONLY = (
    "termination_reason",
    "stop_reason",
    "convergence_hash",
    "convergence_reason",
    "completed_at",
    "entry_count",
)


def standard_pipeline(**overrides: Any) -> PipelineShape:
    """The canonical lifecycle: forward transitions, any active phase may abort, DONE/ABORTED terminal."""
    transitions = [(a, b) for a, b in zip(ACTIVE, (*ACTIVE[1:], Phase.DONE), strict=True)]
    transitions += [(phase, Phase.ABORTED) for phase in ACTIVE]
    fields: dict[str, Any] = {
        "phases": (*ACTIVE, Phase.DONE, Phase.ABORTED),
        "transitions": tuple(transitions),
        "terminal_phases": (Phase.DONE, Phase.ABORTED),
        "phase_roles": {
            Phase.INIT: (AgentRole.ORCHESTRATOR,),
            Phase.PLAN: (AgentRole.PLANNER,),
            Phase.EXECUTE: (AgentRole.EXECUTOR,),
            Phase.JUDGE: (AgentRole.JUDGE, AgentRole.REVISER),
            Phase.VERIFY: (AgentRole.VERIFIER,),
            Phase.FINALIZE: (AgentRole.FINALIZER,),
        },
        "stop_reasons": {
            Phase.INIT: (StopReason.INVALID_INPUT, StopReason.USER_INTERRUPTION),
            Phase.PLAN: (StopReason.TOPOLOGY_ERROR,),
            Phase.EXECUTE: (StopReason.TOOL_FAILURE, StopReason.MODEL_FAILURE),
            Phase.JUDGE: (StopReason.CONVERGED, StopReason.MAX_ITERATIONS),
            Phase.VERIFY: (StopReason.VERIFICATION_VETO,),
            Phase.FINALIZE: (StopReason.COMPLETED,),
        },
        "skip_reasons": {},
    }
    fields.update(overrides)
    return PipelineShape.model_validate(fields)


def opening_header(
    *,
    run_id: str,
    created_at: str,
    config: Mapping[str, Any],
    input_hash: str,
    model: ModelMetadata | None,
    role_versions: Mapping[str, str],
    pipeline: PipelineShape | None = None,
) -> TraceHeader:
    """A header as a writer opens a trace with: fingerprint of ``pipeline`` and ``config``, no end fields."""
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
        replayability=Replayability.REPLAYABLE,
        model=model,
    )


def score_convergence(score: float) -> ConvergenceRecord:
    """A converged score-stability decision over two equal samples of ``score``."""
    return ConvergenceRecord.create(
        strategy=ConvergenceType.SCORE,
        converged=True,
        reason=ConvergenceReason.SCORE_STABILITY,
        iteration=1,
        window_size=2,
        window=(WindowSample(iteration=0, score=score), WindowSample(iteration=1, score=score)),
        parameters={"epsilon": 0.01},
    )


def merged_header(header: TraceHeader, end: TraceEnd) -> TraceHeader:
    """The logical header: the header record with the end record's fields."""
    return header.model_copy(update={name: getattr(end, name) for name in HEADER_END_ONLY})


def opened_header(header: TraceHeader) -> TraceHeader:
    """``header`` without its end-only fields, as ``TraceWriter`` takes it."""
    return header.model_copy(update=dict.fromkeys(HEADER_END_ONLY))
