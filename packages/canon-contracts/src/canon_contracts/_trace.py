"""Contracts of the persisted trace (schema version 2): header, entries with their events, and end record."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import Field, model_validator

from ._agent import (
    AgentError,
    AgentInput,
    AgentOutput,
    DecisionArtifact,
    FailureArtifact,
    ModelMetadata,
    check_terminal_status,
)
from ._base import Confidence, ContractModel, Count, DurationMs, Flag, NonBlank, OutputModel, Text, Timestamp
from ._canonical import Digest, digest
from ._enums import (
    AgentRole,
    CallStatus,
    ConvergenceReason,
    ConvergenceType,
    Decision,
    EpistemicStatus,
    FailureMode,
    Phase,
    Replayability,
    StopReason,
    TerminationReason,
)
from ._portable import PortableObject
from ._work import Claim, Evidence, Plan, ToolCall, ToolResult

__all__ = [
    "TRACE_SCHEMA_VERSION",
    "ClaimEmittedEvent",
    "ConvergenceDecisionEvent",
    "ConvergenceRecord",
    "EvidenceRegisteredEvent",
    "ModelRequestEvent",
    "ModelResponseEvent",
    "OutputRejectedEvent",
    "PipelineShape",
    "PlanEmittedEvent",
    "ReplayMetadata",
    "RunFingerprint",
    "ToolCallEvent",
    "ToolResultEvent",
    "TraceEnd",
    "TraceEntry",
    "TraceEvent",
    "TraceHeader",
    "WindowSample",
]

#: The trace schema version this package writes.
TRACE_SCHEMA_VERSION = 2


class PipelineShape(ContractModel):
    """The behaviour-affecting shape of a pipeline definition, as a fingerprint binds it.

    Declared order is part of the identity: ``phases`` are listed in lifecycle order, and ``transitions`` and
    ``terminal_phases`` in the order the pipeline declares them. They are tuples, not sets, so the same
    members in another order give another digest and another run fingerprint.
    """

    phases: tuple[Phase, ...]
    """Every phase, in lifecycle order."""
    transitions: tuple[tuple[Phase, Phase], ...]
    """Allowed transitions as (from, to) pairs, in declared order."""
    terminal_phases: tuple[Phase, ...]
    """Phases that end a run, in declared order."""
    phase_roles: dict[Phase, tuple[AgentRole, ...]]
    """Roles allowed to act in each active phase."""
    stop_reasons: dict[Phase, tuple[StopReason, ...]]
    """Stop reasons each active phase recognises."""
    skip_reasons: dict[Phase, Text] = Field(default_factory=dict)
    """Phases the pipeline declares it may skip, with why."""


class RunFingerprint(ContractModel):
    """Content-derived identity of a run: equal for equal pipeline, contract and configuration.

    ``value`` is the digest of the other fields' canonical bytes; see ``RunFingerprint.create``.
    """

    pipeline: PipelineShape
    """The pipeline definition bound by the fingerprint."""
    contract_version: NonBlank
    """The contract version the run was produced under."""
    config_hash: Digest
    """Digest of the configuration snapshot (which includes the spec and model identity)."""
    value: Digest
    """Digest of ``pipeline``, ``contract_version`` and ``config_hash``."""

    @classmethod
    def create(cls, pipeline: PipelineShape, *, contract_version: str, config_hash: str) -> RunFingerprint:
        """Build a fingerprint, computing ``value`` from the material it binds."""
        material = {
            "pipeline": pipeline.model_dump(mode="json"),
            "contract_version": contract_version,
            "config_hash": config_hash,
        }
        return cls(
            pipeline=pipeline,
            contract_version=contract_version,
            config_hash=config_hash,
            value=digest(material),
        )

    def expected_value(self) -> str:
        """Recompute the digest this fingerprint should carry."""
        return digest(self.model_dump(mode="json", exclude={"value"}))


class ReplayMetadata(ContractModel):
    """Normalized replay metadata recorded on every entry."""

    replayability: Replayability
    """Whether the run promises replay."""
    input_hash: Digest
    """Digest of the run's input (the problem spec)."""
    config_hash: Digest
    """Digest of the configuration snapshot."""
    model_hash: Digest | None = None
    """Digest of the model descriptor, when a model is involved."""
    reasons: tuple[Text, ...] = ()
    """Why the run is not replayable, when it is not."""


class WindowSample(ContractModel):
    """One iteration's observation inside a convergence window."""

    iteration: Count
    """Iteration number the sample comes from."""
    score: Confidence | None = None
    """The judged score, if any."""
    verdict: Decision | None = None
    """The judged verdict, if any."""
    confidence: Confidence | None = None
    """The judged confidence, if any."""


class ConvergenceRecord(OutputModel):
    """A recorded convergence decision with the window it was taken over and a hash for audit."""

    strategy: ConvergenceType
    """The strategy that decided."""
    converged: Flag
    """Whether the strategy judged the run converged."""
    reason: ConvergenceReason
    """Typed reason for the decision."""
    iteration: Count
    """Iteration at which the decision was taken."""
    window_size: Count
    """Configured window size."""
    window: tuple[WindowSample, ...]
    """The samples the decision was taken over."""
    parameters: PortableObject = Field(default_factory=dict)
    """Strategy parameters (epsilon, thresholds) that affect the decision."""
    convergence_hash: Digest
    """Digest of every other field's canonical bytes."""

    @classmethod
    def create(cls, **fields: Any) -> ConvergenceRecord:
        """Build a record, computing ``convergence_hash`` from its other fields."""
        draft = cls.model_validate({**fields, "convergence_hash": "sha256:" + "0" * 64})
        return draft.model_copy(update={"convergence_hash": draft.expected_hash()})

    def expected_hash(self) -> str:
        """Recompute the hash this record should carry."""
        return digest(self.model_dump(mode="json", exclude={"convergence_hash"}))


class ModelRequestEvent(ContractModel):
    """A normalized request sent to a model; ``request_digest`` keys the replay cassette."""

    kind: Literal["model_request"] = "model_request"
    request_digest: Digest
    """Digest of ``request``."""
    request: PortableObject
    """The normalized request."""


class ModelResponseEvent(ContractModel):
    """A model's response to the request with ``request_digest``."""

    kind: Literal["model_response"] = "model_response"
    request_digest: Digest
    """The request this answers."""
    response: PortableObject
    """The normalized response."""


class OutputRejectedEvent(ContractModel):
    """A model response that failed validation, sent back to the model with the problems so it can retry.

    The response itself is the ``model_response`` event before this one; the next ``model_request`` carries
    the feedback to the model.
    """

    kind: Literal["output_rejected"] = "output_rejected"
    request_digest: Digest
    """The request whose response was rejected."""
    failure_mode: FailureMode
    """What failed: ``invalid_final_output`` or ``invalid_tool_arguments``."""
    call_id: NonBlank | None = None
    """The tool call whose arguments failed, for ``invalid_tool_arguments``."""
    tool: NonBlank | None = None
    """The tool of that call."""
    message: Text
    """The feedback sent back to the model."""
    retry: Count
    """Which retry this rejection starts, from 1 within the invocation's agent run."""


class ToolCallEvent(ContractModel):
    """A tool call issued inside the entry."""

    kind: Literal["tool_call"] = "tool_call"
    call: ToolCall
    """The call."""


class ToolResultEvent(ContractModel):
    """The result of a tool call issued inside the entry."""

    kind: Literal["tool_result"] = "tool_result"
    result: ToolResult
    """The result."""


class EvidenceRegisteredEvent(ContractModel):
    """A piece of evidence registered (and written to the run directory's evidence folder)."""

    kind: Literal["evidence_registered"] = "evidence_registered"
    evidence: Evidence
    """The evidence."""


class ClaimEmittedEvent(ContractModel):
    """A claim the role emitted."""

    kind: Literal["claim_emitted"] = "claim_emitted"
    claim: Claim
    """The claim."""


class PlanEmittedEvent(ContractModel):
    """The plan the planner emitted."""

    kind: Literal["plan_emitted"] = "plan_emitted"
    plan: Plan
    """The plan."""


class ConvergenceDecisionEvent(ContractModel):
    """A convergence decision taken inside the entry."""

    kind: Literal["convergence_decision"] = "convergence_decision"
    record: ConvergenceRecord
    """The decision."""


#: Any event recorded inside an entry, told apart by its ``kind``.
TraceEvent = Annotated[
    ModelRequestEvent
    | ModelResponseEvent
    | OutputRejectedEvent
    | ToolCallEvent
    | ToolResultEvent
    | EvidenceRegisteredEvent
    | ClaimEmittedEvent
    | PlanEmittedEvent
    | ConvergenceDecisionEvent,
    Field(discriminator="kind"),
]


class TraceHeader(OutputModel):
    """The logical header of a trace: the header record merged with the end record, when there is one.

    The fields after ``model`` are known only when the run ends; they are ``None`` for an incomplete trace.
    """

    schema_version: Literal[2] = 2
    """Trace schema version."""
    run_id: NonBlank
    """Fresh for every execution."""
    created_at: Timestamp
    """Observational."""
    runtime_version: NonBlank
    """Version of the runtime that produced the trace."""
    contract_version: NonBlank
    """Contract version the trace was produced under."""
    role_versions: dict[Text, Text] = Field(default_factory=dict)
    """Version of each role's agent."""
    config_hash: Digest
    """Digest of the configuration snapshot."""
    pipeline_hash: Digest
    """Digest of the pipeline definition."""
    input_hash: Digest
    """Digest of the run's input."""
    fingerprint: RunFingerprint
    """The run fingerprint with the material it binds."""
    replayability: Replayability
    """Whether the trace promises replay."""
    model: ModelMetadata | None = None
    """Provider, model, temperature and token limit."""
    convergence_hash: Digest | None = None
    """Hash of the final convergence decision, when convergence evidence exists."""
    convergence_reason: ConvergenceReason | None = None
    """Reason of the final convergence decision."""
    termination_reason: TerminationReason | None = None
    """Why the run ended."""
    stop_reason: StopReason | None = None
    """The final stop reason, when the end record gives one."""
    completed_at: Timestamp | None = None
    """Observational."""
    entry_count: Count | None = None
    """How many entries the trace holds."""


class TraceEntry(OutputModel):
    """One role invocation in one lifecycle phase, with everything replay needs in its events."""

    index: Count
    """Position in the trace, from 0."""
    iteration: Count = 0
    """Revision round within the phase, from 0."""
    phase: Phase
    """Lifecycle node the invocation belongs to."""
    role: AgentRole
    """The role that acted."""
    node_id: Text | None = None
    """The plan node, for execution entries."""
    status: CallStatus
    """Terminal status of the invocation."""
    started_at: Timestamp
    """Observational."""
    completed_at: Timestamp
    """Observational."""
    duration_ms: DurationMs
    """Observational."""
    input: AgentInput
    """What the role was asked."""
    output: AgentOutput | None = None
    """What it produced, on success."""
    error: AgentError | None = None
    """What went wrong, on failure."""
    scores: dict[Text, Confidence] = Field(default_factory=dict)
    """Scores recorded for the invocation."""
    prompt_hash: Digest | None = None
    """Digest of the normalized request; required on replay-critical entries."""
    model_hash: Digest | None = None
    """Digest of the model descriptor; required on replay-critical entries."""
    run_id: NonBlank
    """The run the entry belongs to."""
    fingerprint: Digest | None = None
    """The run fingerprint's value; required on replay-critical entries."""
    convergence_hash: Digest | None = None
    """Hash of the convergence decision taken in this entry, if any."""
    stop_reason: StopReason | None = None
    """Why the phase or run stopped here, if it did."""
    termination_reason: TerminationReason | None = None
    """Why the run ended, on the final entry."""
    replay: ReplayMetadata
    """Normalized replay metadata."""
    epistemic_status: EpistemicStatus | None = None
    """Epistemic status of the output, when it has one."""
    decision: DecisionArtifact | None = None
    """The decision artifact, on the finalizing entry."""
    failure: FailureArtifact | None = None
    """The failure artifact, on a failed or aborting entry."""
    events: tuple[TraceEvent, ...] = ()
    """Ordered events inside the invocation."""
    prev_digest: Digest
    """Digest of the previous line's bytes (the header line for the first entry)."""

    @model_validator(mode="after")
    def _status_matches_content(self) -> Self:
        check_terminal_status(
            self.status, has_output=self.output is not None, has_error=self.error is not None
        )
        return self


class TraceEnd(ContractModel):
    """The end record: why the run ended, its convergence, when, and how many entries precede it."""

    termination_reason: TerminationReason
    """Why the run ended."""
    stop_reason: StopReason | None = None
    """The final stop reason."""
    convergence_hash: Digest | None = None
    """Hash of the final convergence decision, when convergence evidence exists."""
    convergence_reason: ConvergenceReason | None = None
    """Reason of the final convergence decision."""
    completed_at: Timestamp
    """Observational."""
    entry_count: Count
    """How many entry records precede the end record."""
    prev_digest: Digest
    """Digest of the last entry line's bytes; a complete trace has at least one entry."""
