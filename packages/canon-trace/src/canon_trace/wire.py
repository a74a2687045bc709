"""The trace wire format: msgspec structs with exactly the shapes of the ``canon_contracts`` trace models.

Each struct here mirrors the contract model of the same name (``Header``, ``Entry`` and ``End`` mirror
``TraceHeader`` without its end-only fields, ``TraceEntry`` and ``TraceEnd``; the end-only fields are exactly
those ``TraceHeader`` shares with ``TraceEnd``). The structs exist for speed: msgspec decodes and validates a
line in one pass, where pydantic would be an order of magnitude slower on large traces.
``canon_trace.to_contract`` turns any of them into its contract model.

A record line is a JSON object whose ``record`` member (``header``, ``entry``, ``end``) selects the struct;
an event inside an entry is selected by its ``kind``. Field constraints that msgspec can state are mirrored
with ``msgspec.Meta``; the rest (portable I-JSON payloads, status invariants) are checked by the reader and
writer after decoding. A test proves that the structs and the contract models cannot drift apart.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any, Literal, TypeAlias

import msgspec

from canon_contracts import (
    MAX_SAFE_INTEGER,
    AgentRole,
    CallStatus,
    ConvergenceReason,
    ConvergenceType,
    Decision,
    EpistemicStatus,
    ExecutionMode,
    FailureMode,
    NodeKind,
    Phase,
    Replayability,
    StopReason,
    SupportKind,
    TerminationReason,
)

__all__ = [
    "AgentError",
    "AgentInput",
    "AgentOutput",
    "Claim",
    "ClaimEmittedEvent",
    "ConvergenceDecisionEvent",
    "ConvergenceRecord",
    "DecisionArtifact",
    "End",
    "Entry",
    "Event",
    "Evidence",
    "EvidenceRegisteredEvent",
    "FailureArtifact",
    "Header",
    "ModelMetadata",
    "ModelRequestEvent",
    "ModelResponseEvent",
    "OutputRejectedEvent",
    "PipelineShape",
    "Plan",
    "PlanEmittedEvent",
    "PlanNode",
    "Record",
    "ReplayMetadata",
    "RunFingerprint",
    "Support",
    "ToolCall",
    "ToolCallEvent",
    "ToolResult",
    "ToolResultEvent",
    "WindowSample",
]

# ``\Z``, not ``$``: msgspec matches with Python's ``re``, where ``$`` also matches before a final newline.
Digest = Annotated[str, msgspec.Meta(pattern=r"^sha256:[0-9a-f]{64}\Z")]
NonBlank = Annotated[str, msgspec.Meta(pattern=r"\S")]
Timestamp = Annotated[str, msgspec.Meta(min_length=1)]
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_SAFE_INTEGER)]
Confidence = Annotated[float, msgspec.Meta(ge=0.0, le=1.0)]
# The upper bound only excludes infinity, which msgspec would otherwise accept and encode as null.
NonNegative = Annotated[float, msgspec.Meta(ge=0.0, le=sys.float_info.max)]
JsonObject: TypeAlias = dict[str, Any]


class _Wire(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """Common configuration: immutable, closed to unknown fields, keyword construction."""


class AgentInput(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.AgentInput``."""

    task_goal: NonBlank
    payload: JsonObject = {}
    context_id: NonBlank
    agent_type: AgentRole
    execution_mode: ExecutionMode = ExecutionMode.SYNC
    metadata: JsonObject = {}


class AgentOutput(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.AgentOutput``."""

    text: NonBlank
    artifacts: tuple[str, ...] = ()
    scores: dict[str, Confidence] = {}
    confidence: Confidence
    decision: Decision
    metadata: JsonObject


class AgentError(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.AgentError``."""

    code: FailureMode
    message: NonBlank
    details: JsonObject | None = None
    transient: bool = False


class ModelMetadata(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ModelMetadata``."""

    provider: NonBlank
    model: NonBlank
    temperature: NonNegative
    max_tokens: Count | None = None
    settings: JsonObject = {}


class FailureArtifact(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.FailureArtifact``."""

    failure_mode: FailureMode
    message: NonBlank
    phase: Phase
    stop_reason: StopReason
    details: JsonObject = {}


class DecisionArtifact(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.DecisionArtifact``."""

    decision: Decision
    confidence: Confidence
    epistemic_status: EpistemicStatus
    answer: str | None = None
    claim_ids: tuple[str, ...] = ()
    rationale: str = ""


class PlanNode(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.PlanNode``."""

    node_id: NonBlank
    kind: NodeKind
    tool: NonBlank | None = None
    arguments: JsonObject = {}
    depends_on: tuple[NonBlank, ...] = ()


class Plan(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.Plan``."""

    nodes: tuple[PlanNode, ...]
    rationale: str = ""


class ToolCall(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ToolCall``."""

    call_id: NonBlank
    tool: NonBlank
    arguments: JsonObject = {}
    node_id: NonBlank | None = None


class ToolResult(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ToolResult``."""

    call_id: NonBlank
    tool: NonBlank
    status: CallStatus
    output: Any = None
    error: str | None = None


class Evidence(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.Evidence``."""

    evidence_id: NonBlank
    sha256: Digest
    source: NonBlank
    start: Count
    end: Count
    text: str


class Support(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.Support``."""

    kind: SupportKind
    ref: NonBlank
    start: Count | None = None
    end: Count | None = None
    sha256: Digest | None = None


class Claim(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.Claim``."""

    claim_id: NonBlank
    text: NonBlank
    supports: tuple[Support, ...] = ()
    derived: bool = True


class PipelineShape(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.PipelineShape``."""

    phases: tuple[Phase, ...]
    transitions: tuple[tuple[Phase, Phase], ...]
    terminal_phases: tuple[Phase, ...]
    phase_roles: dict[Phase, tuple[AgentRole, ...]]
    stop_reasons: dict[Phase, tuple[StopReason, ...]]
    skip_reasons: dict[Phase, str] = {}


class RunFingerprint(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.RunFingerprint``."""

    pipeline: PipelineShape
    contract_version: NonBlank
    config_hash: Digest
    value: Digest


class ReplayMetadata(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ReplayMetadata``."""

    replayability: Replayability
    input_hash: Digest
    config_hash: Digest
    model_hash: Digest | None = None
    reasons: tuple[str, ...] = ()


class WindowSample(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.WindowSample``."""

    iteration: Count
    score: Confidence | None = None
    verdict: Decision | None = None
    confidence: Confidence | None = None


class ConvergenceRecord(_Wire, frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ConvergenceRecord``."""

    strategy: ConvergenceType
    converged: bool
    reason: ConvergenceReason
    iteration: Count
    window_size: Count
    window: tuple[WindowSample, ...]
    parameters: JsonObject = {}
    convergence_hash: Digest


class ModelRequestEvent(_Wire, tag_field="kind", tag="model_request", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ModelRequestEvent``."""

    request_digest: Digest
    request: JsonObject


class ModelResponseEvent(_Wire, tag_field="kind", tag="model_response", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ModelResponseEvent``."""

    request_digest: Digest
    response: JsonObject


class OutputRejectedEvent(_Wire, tag_field="kind", tag="output_rejected", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.OutputRejectedEvent``."""

    request_digest: Digest
    failure_mode: FailureMode
    call_id: NonBlank | None = None
    tool: NonBlank | None = None
    message: str
    retry: Count


class ToolCallEvent(_Wire, tag_field="kind", tag="tool_call", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ToolCallEvent``."""

    call: ToolCall


class ToolResultEvent(_Wire, tag_field="kind", tag="tool_result", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ToolResultEvent``."""

    result: ToolResult


class EvidenceRegisteredEvent(_Wire, tag_field="kind", tag="evidence_registered", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.EvidenceRegisteredEvent``."""

    evidence: Evidence


class ClaimEmittedEvent(_Wire, tag_field="kind", tag="claim_emitted", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.ClaimEmittedEvent``."""

    claim: Claim


class PlanEmittedEvent(_Wire, tag_field="kind", tag="plan_emitted", frozen=True, kw_only=True):
    """Wire form of ``canon_contracts.PlanEmittedEvent``."""

    plan: Plan


class ConvergenceDecisionEvent(
    _Wire, tag_field="kind", tag="convergence_decision", frozen=True, kw_only=True
):
    """Wire form of ``canon_contracts.ConvergenceDecisionEvent``."""

    record: ConvergenceRecord


#: Any event inside an entry, selected by its ``kind``.
Event: TypeAlias = (
    ModelRequestEvent
    | ModelResponseEvent
    | OutputRejectedEvent
    | ToolCallEvent
    | ToolResultEvent
    | EvidenceRegisteredEvent
    | ClaimEmittedEvent
    | PlanEmittedEvent
    | ConvergenceDecisionEvent
)


class Header(_Wire, tag_field="record", tag="header", frozen=True, kw_only=True):
    """The header record: ``canon_contracts.TraceHeader`` without the fields the end record supplies."""

    schema_version: Literal[2] = 2
    run_id: NonBlank
    created_at: Timestamp
    runtime_version: NonBlank
    contract_version: NonBlank
    role_versions: dict[str, str] = {}
    config_hash: Digest
    pipeline_hash: Digest
    input_hash: Digest
    fingerprint: RunFingerprint
    replayability: Replayability
    model: ModelMetadata | None = None


class Entry(_Wire, tag_field="record", tag="entry", frozen=True, kw_only=True):
    """An entry record: wire form of ``canon_contracts.TraceEntry``."""

    index: Count
    iteration: Count = 0
    phase: Phase
    role: AgentRole
    node_id: str | None = None
    status: CallStatus
    started_at: Timestamp
    completed_at: Timestamp
    duration_ms: NonNegative
    input: AgentInput
    output: AgentOutput | None = None
    error: AgentError | None = None
    scores: dict[str, Confidence] = {}
    prompt_hash: Digest | None = None
    model_hash: Digest | None = None
    run_id: NonBlank
    fingerprint: Digest | None = None
    convergence_hash: Digest | None = None
    stop_reason: StopReason | None = None
    termination_reason: TerminationReason | None = None
    replay: ReplayMetadata
    epistemic_status: EpistemicStatus | None = None
    decision: DecisionArtifact | None = None
    failure: FailureArtifact | None = None
    events: tuple[Event, ...] = ()
    prev_digest: Digest


class End(_Wire, tag_field="record", tag="end", frozen=True, kw_only=True):
    """The end record: wire form of ``canon_contracts.TraceEnd``."""

    termination_reason: TerminationReason
    stop_reason: StopReason | None = None
    convergence_hash: Digest | None = None
    convergence_reason: ConvergenceReason | None = None
    completed_at: Timestamp
    entry_count: Count
    prev_digest: Digest


#: Any record line, selected by its ``record`` member.
Record: TypeAlias = Header | Entry | End
