"""Contracts of the work a run does: the problem it is given, its plan, tool calls, evidence and claims."""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

from ._base import ContractModel, Count, Flag, NonBlank, OutputModel, RelativePath, Text
from ._canonical import Digest
from ._enums import CallStatus, NodeKind, SupportKind
from ._portable import MAX_SAFE_INTEGER, PortableJson, PortableObject

__all__ = [
    "MAX_QUESTION_CHARS",
    "Claim",
    "Evidence",
    "Plan",
    "PlanNode",
    "ProblemSpec",
    "SpecConstraints",
    "Support",
    "ToolCall",
    "ToolResult",
]


MAX_QUESTION_CHARS = 2000
"""Longest question a spec may ask, in characters: a question is a sentence or a paragraph, and the cost of
answering grows with its length, so a longer one is refused at once rather than run for minutes."""


class SpecConstraints(ContractModel):
    """Bounds a problem spec puts on its run."""

    top_k: Annotated[int, Strict(), Field(ge=1, le=100)] = 3
    """How many passages each retrieval returns."""
    min_supports: Annotated[int, Strict(), Field(ge=1, le=20)] = 1
    """How many distinct evidence spans each claim needs."""
    max_iterations: Annotated[int, Strict(), Field(ge=1, le=50)] = 3
    """Bound on judge and revision rounds."""
    concurrency: Annotated[int, Strict(), Field(ge=1, le=256)] = 4
    """How many plan nodes may run at once."""
    max_tokens: Annotated[int, Strict(), Field(ge=1, le=MAX_SAFE_INTEGER)] | None = None
    """Most tokens (input plus output, as the provider reports them) all role invocations of the run may use
    together; null for no limit. The response that crosses it ends the run ABORTED (budget_exhausted). Under a
    budget, plan nodes run one at a time. The model section's ``max_tokens`` bounds one response instead."""


class ProblemSpec(ContractModel):
    """The question a run answers, the corpus it may use, and the bounds it runs under."""

    version: Literal[1] = 1
    """Spec format version."""
    id: NonBlank | None = None
    """Optional stable name of the spec."""
    question: Annotated[NonBlank, Field(max_length=MAX_QUESTION_CHARS)]
    """The question to answer, at most ``MAX_QUESTION_CHARS`` (2,000) characters."""
    corpus: RelativePath
    """A folder of ``.txt``/``.md`` files or a ``.jsonl`` of documents, relative to the spec file."""
    constraints: SpecConstraints = Field(default_factory=SpecConstraints)
    """Bounds on the run."""
    expected_output_type: Literal["answer", "number", "claim"] = "answer"
    """The kind of output expected."""
    expected_answer: NonBlank | None = None
    """The expected answer, for evaluation; ``insufficient_evidence`` when the corpus cannot answer."""


class PlanNode(ContractModel):
    """One node of a plan DAG: a tool call or an agent invocation, with its dependencies."""

    node_id: NonBlank
    """Unique within the plan."""
    kind: NodeKind
    """What the node does."""
    tool: NonBlank | None = None
    """The tool the node calls, if it is a tool node."""
    arguments: PortableObject = Field(default_factory=dict)
    """Arguments for the tool or agent (portable I-JSON)."""
    depends_on: tuple[NonBlank, ...] = ()
    """Nodes that must complete before this one runs."""


class Plan(OutputModel):
    """A plan DAG. Topology (unknown nodes, missing dependencies, cycles) is checked before execution."""

    nodes: tuple[PlanNode, ...]
    """Nodes in a deterministic order."""
    rationale: Text = ""
    """Why the planner chose this shape."""


class ToolCall(ContractModel):
    """A request to run one tool with arguments."""

    call_id: NonBlank
    """Unique within the run; links the call to its result."""
    tool: NonBlank
    """The tool's key."""
    arguments: PortableObject = Field(default_factory=dict)
    """Validated arguments (portable I-JSON)."""
    node_id: NonBlank | None = None
    """The plan node that issued the call."""


class ToolResult(OutputModel):
    """The result of one tool call: an output on success, an error message otherwise."""

    call_id: NonBlank
    """The call this result answers."""
    tool: NonBlank
    """The tool's key."""
    status: CallStatus
    """Terminal status of the call."""
    output: PortableJson = None
    """The tool's validated output (portable I-JSON), on success."""
    error: Text | None = None
    """What went wrong, on failure."""

    @model_validator(mode="after")
    def _status_matches_content(self) -> Self:
        if self.status is CallStatus.SUCCESS and self.error is not None:
            raise ValueError("a successful tool result cannot carry an error")
        if self.status is not CallStatus.SUCCESS:
            if self.output is not None:
                raise ValueError(f"a tool result with status {self.status.value!r} cannot carry an output")
            if not self.error:
                raise ValueError(f"a tool result with status {self.status.value!r} requires an error")
        return self


class Evidence(ContractModel):
    """A content-addressed piece of text taken from a source, with where it came from."""

    evidence_id: NonBlank
    """Unique within the run."""
    sha256: Digest
    """Digest of the UTF-8 bytes of ``text``; also names ``evidence/<hex>.txt`` in the run directory."""
    source: NonBlank
    """The document it came from (document id or corpus-relative path)."""
    start: Count
    """Start offset (characters) of the text in the source document."""
    end: Count
    """End offset (characters, exclusive) of the text in the source document."""
    text: Text
    """The evidence text itself."""

    @model_validator(mode="after")
    def _span_is_ordered(self) -> Self:
        if self.end < self.start:
            raise ValueError(f"end ({self.end}) is before start ({self.start})")
        return self


class Support(ContractModel):
    """What a claim rests on: an evidence span, another claim or a tool result."""

    kind: SupportKind
    """What ``ref`` points at."""
    ref: NonBlank
    """The id of the evidence, claim or tool call."""
    start: Count | None = None
    """For evidence: start offset of the cited span within the evidence text."""
    end: Count | None = None
    """For evidence: end offset (exclusive) of the cited span within the evidence text."""
    sha256: Digest | None = None
    """For evidence: the digest of the evidence content, as the citing claim recorded it."""

    @model_validator(mode="after")
    def _span_is_ordered(self) -> Self:
        if (self.start is None) != (self.end is None):
            raise ValueError("start and end must be given together")
        if self.start is not None and self.end is not None and self.end < self.start:
            raise ValueError(f"end ({self.end}) is before start ({self.start})")
        return self


class Claim(OutputModel):
    """A statement the run makes, with the supports that ground it."""

    claim_id: NonBlank
    """Unique within the run."""
    text: NonBlank
    """The statement."""
    supports: tuple[Support, ...] = ()
    """What the claim rests on."""
    derived: Flag = True
    """Whether the claim was derived by the run (and so must be grounded in evidence)."""
