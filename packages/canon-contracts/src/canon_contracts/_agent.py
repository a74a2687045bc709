"""Contracts of one role invocation: its input, its output or error, and the call record binding them."""

from __future__ import annotations

from typing import Annotated, Self

from pydantic import Field, Strict, model_validator

from ._base import Confidence, ContractModel, Count, Flag, NonBlank, OutputModel, Text, Timestamp
from ._canonical import Digest
from ._enums import (
    AgentRole,
    CallStatus,
    Decision,
    EpistemicStatus,
    ExecutionMode,
    FailureMode,
    Phase,
    StopReason,
)
from ._portable import MAX_SAFE_INTEGER, PortableObject
from ._version import CONTRACT_VERSION

__all__ = [
    "AgentError",
    "AgentInput",
    "AgentOutput",
    "CallRecord",
    "DecisionArtifact",
    "FailureArtifact",
    "ModelMetadata",
]


class AgentInput(ContractModel):
    """What a role is asked to do: the goal, the caller's payload and metadata, and where it runs."""

    task_goal: NonBlank
    """What the invocation must achieve; never empty."""
    payload: PortableObject = Field(default_factory=dict)
    """Caller data for the role (portable I-JSON)."""
    context_id: NonBlank
    """Identifies the context (run, node) the invocation belongs to; never empty."""
    agent_type: AgentRole
    """The role requested."""
    execution_mode: ExecutionMode = ExecutionMode.SYNC
    """Whether the caller awaits the invocation synchronously or asynchronously."""
    metadata: PortableObject = Field(default_factory=dict)
    """Free caller metadata (portable I-JSON)."""


class AgentOutput(OutputModel):
    """What a role produced. Confidence and every score lie in [0, 1]; metadata names the contract version."""

    text: NonBlank
    """The produced text; never blank."""
    artifacts: tuple[Text, ...] = ()
    """References (relative paths or digests) to artifacts the output relies on."""
    scores: dict[Text, Confidence] = Field(default_factory=dict)
    """Named normalized scores, each in [0, 1]."""
    confidence: Confidence
    """Confidence in the output, in [0, 1]."""
    decision: Decision
    """Pass or veto."""
    metadata: PortableObject
    """Must carry ``contract_version`` equal to the current ``CONTRACT_VERSION``."""

    @model_validator(mode="after")
    def _declares_contract_version(self) -> Self:
        declared = self.metadata.get("contract_version")
        if declared != CONTRACT_VERSION:
            shown = "missing" if declared is None else repr(declared)
            raise ValueError(
                f"metadata.contract_version must be {CONTRACT_VERSION!r} (the current contract version), "
                f"got {shown}"
            )
        return self

    @classmethod
    def build(
        cls,
        text: str,
        *,
        confidence: float,
        decision: Decision = Decision.PASS,
        scores: dict[str, float] | None = None,
        artifacts: tuple[str, ...] = (),
        metadata: dict[str, object] | None = None,
    ) -> AgentOutput:
        """Build an output whose metadata already declares the current contract version."""
        return cls.model_validate(
            {
                "text": text,
                "artifacts": artifacts,
                "scores": scores or {},
                "confidence": confidence,
                "decision": decision,
                "metadata": {**(metadata or {}), "contract_version": CONTRACT_VERSION},
            }
        )


class AgentError(OutputModel):
    """An expected role failure: a typed code, a message, optional details and whether it was transient.

    ``transient`` is evidence for a bounded retry policy, never an instruction to retry.
    """

    code: FailureMode
    """Machine-readable failure mode."""
    message: NonBlank
    """What went wrong, for a person."""
    details: PortableObject | None = None
    """Structured detail (portable I-JSON)."""
    transient: Flag = False
    """Whether the failure may not recur on a retry."""


class ModelMetadata(ContractModel):
    """Which model produced responses, with the settings that affect replay."""

    provider: NonBlank
    """Who serves the model (``canon`` for the embedded reasoner)."""
    model: NonBlank
    """The model's name and version."""
    temperature: Annotated[float, Strict(), Field(ge=0.0, le=MAX_SAFE_INTEGER)]
    """Sampling temperature; a replayable trace requires 0."""
    max_tokens: Count | None = None
    """Token limit per response, when the provider has one."""
    settings: PortableObject = Field(default_factory=dict)
    """Other behaviour-affecting settings (portable I-JSON)."""

    @property
    def is_complete(self) -> bool:
        """Whether the metadata names a provider, a model and a token limit."""
        return self.max_tokens is not None


class CallRecord(OutputModel):
    """One call bound to its input, its output or error, its prompt and model hashes and its status.

    The terminal status agrees with what the record holds: ``success`` has an output and no error; ``failure``
    and ``cancelled`` have an error and no output. A failure never carries a successful output.
    """

    input: AgentInput
    """What was asked."""
    output: AgentOutput | None = None
    """What was produced, on success."""
    error: AgentError | None = None
    """What went wrong, on failure or cancellation."""
    prompt_hash: Digest
    """Digest of the normalized request sent to the model."""
    model_hash: Digest
    """Digest of the model descriptor."""
    started_at: Timestamp
    """Observational."""
    completed_at: Timestamp
    """Observational."""
    status: CallStatus
    """Terminal status of the call."""

    @model_validator(mode="after")
    def _status_matches_content(self) -> Self:
        check_terminal_status(
            self.status, has_output=self.output is not None, has_error=self.error is not None
        )
        return self


def check_terminal_status(status: CallStatus, *, has_output: bool, has_error: bool) -> None:
    """Raise ``ValueError`` unless the terminal status agrees with the presence of output and error."""
    if status is CallStatus.SUCCESS:
        if not has_output:
            raise ValueError("status 'success' requires an output")
        if has_error:
            raise ValueError("status 'success' cannot carry an error")
    else:
        if has_output:
            raise ValueError(f"status {status.value!r} cannot carry a successful output")
        if not has_error:
            raise ValueError(f"status {status.value!r} requires an error")


class FailureArtifact(OutputModel):
    """The typed record of a failure: which mode, where, why the run stopped. It never holds an output."""

    failure_mode: FailureMode
    """Machine-readable failure mode."""
    message: NonBlank
    """What went wrong, for a person."""
    phase: Phase
    """The phase in which the failure happened."""
    stop_reason: StopReason
    """Why the run stopped."""
    details: PortableObject = Field(default_factory=dict)
    """Structured detail (portable I-JSON)."""


class DecisionArtifact(OutputModel):
    """The decision a run reached: verdict, confidence and epistemic status, with the claims behind it."""

    decision: Decision
    """Pass or veto."""
    confidence: Confidence
    """Confidence in the decision, in [0, 1]."""
    epistemic_status: EpistemicStatus
    """How strongly the evidence supports the decision."""
    answer: Text | None = None
    """The final answer text, when there is one."""
    claim_ids: tuple[Text, ...] = ()
    """Claims the decision rests on."""
    rationale: Text = ""
    """Why this decision was reached."""
