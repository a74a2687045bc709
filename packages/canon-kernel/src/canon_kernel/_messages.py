"""The normalized messages exchanged between the kernel and a model driver, and the items of a transcript.

Every message is a frozen pydantic model of portable I-JSON values. Values enter through validation, which
copies them, so nothing a caller keeps a reference to aliases a message; the JSON objects inside a message
are owned by it and are read-only by contract.

A ``ModelRequest`` has three parts: ``agent`` (the per-definition ``AgentSpec``: key, instructions, output
schema, tool specs, model settings), the per-run ``input`` and ``history``, and the per-request
``transcript`` and ``request_index``. Its ``request_digest`` is the ``sha256:`` digest of its RFC 8785
canonical JSON, written by canon-trace's encoder (``canon_trace.canonical_json``, the one fast RFC 8785
encoder); it is computed on first use only and kept, so recording pays for it once and a run that records
nothing never does.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Annotated, Any, Literal, Self, TypeAlias

from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, Strict, TypeAdapter, model_validator

from canon_contracts import ContractModel, PortableJson, PortableObject
from canon_trace import CanonicalObject

__all__ = [
    "AgentExchange",
    "AgentSpec",
    "ConversationItem",
    "FinalOutputResponse",
    "ModelRequest",
    "ModelRequestItem",
    "ModelResponse",
    "ModelResponseItem",
    "ModelUsage",
    "OutputRejectedItem",
    "ToolCallItem",
    "ToolCallRequest",
    "ToolCallsResponse",
    "ToolResultItem",
    "ToolSpec",
    "TranscriptItem",
    "check_exchange",
]


def _non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty or blank")
    return value


def _json_form(value: object) -> object:
    return value.model_dump(mode="json") if isinstance(value, BaseModel) else value


_Name = Annotated[str, Strict(), AfterValidator(_non_blank)]
#: A portable JSON object; a pydantic model given here is taken as its JSON dump.
_Object = Annotated[PortableObject, BeforeValidator(_json_form)]
_Text = Annotated[str, Strict()]
_Count = Annotated[int, Strict(), Field(ge=0, le=9007199254740991)]
_CACHED = ("canonical_json", "json_form", "request_digest")


class _Message(ContractModel):
    """Base of the kernel's messages: adds canonical bytes computed once per message."""

    @cached_property
    def json_form(self) -> CanonicalObject:
        """This message's JSON form (``model_dump(mode="json")``) with its canonical bytes, kept once made.

        Read-only, like every JSON value a message holds: requests and trace events share it, and the
        requests and trace lines that hold it splice its bytes. Validation made every value of a message
        portable I-JSON, so the encoder does not check it again.
        """
        return CanonicalObject.of(self.model_dump(mode="json"), checked=True)

    @cached_property
    def canonical_json(self) -> bytes:
        """RFC 8785 canonical bytes of this message's JSON form, computed on first use and kept."""
        return self.json_form.canonical

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """Copy the message; values cached from the original's content are dropped, not carried over."""
        copied = super().model_copy(update=update, deep=deep)
        for name in _CACHED:
            copied.__dict__.pop(name, None)
        return copied


class ModelUsage(_Message):
    """Tokens one model response consumed, as the provider reported them."""

    input_tokens: _Count = 0
    """Tokens in the prompt."""
    output_tokens: _Count = 0
    """Tokens in the completion."""


class ToolCallRequest(_Message):
    """One tool call the model asked for."""

    call_id: _Name
    """Identifies the call within the run; its result carries the same id."""
    tool: _Name
    """Key of the tool to call."""
    arguments: _Object = Field(default_factory=dict)
    """Arguments as the model wrote them (a JSON object), validated against the tool's input type later."""


class FinalOutputResponse(_Message):
    """The model's final answer: a JSON object validated against the agent's output type."""

    kind: Literal["final_output"] = "final_output"
    output: _Object
    """The final output as a JSON object."""
    usage: ModelUsage | None = None
    """Token usage, when the provider reported it."""


class ToolCallsResponse(_Message):
    """The model asks for one or more tool calls, to be run in order."""

    kind: Literal["tool_calls"] = "tool_calls"
    calls: tuple[ToolCallRequest, ...] = Field(min_length=1)
    """The calls, in the order the model gave them; call ids are distinct."""
    usage: ModelUsage | None = None
    """Token usage, when the provider reported it."""

    @model_validator(mode="after")
    def _distinct_call_ids(self) -> Self:
        seen: set[str] = set()
        for call in self.calls:
            if call.call_id in seen:
                raise ValueError(f"call id {call.call_id!r} appears twice in one response")
            seen.add(call.call_id)
        return self


#: What a model driver returns, told apart by ``kind``.
ModelResponse: TypeAlias = Annotated[FinalOutputResponse | ToolCallsResponse, Field(discriminator="kind")]


@functools.cache
def response_adapter() -> TypeAdapter[FinalOutputResponse | ToolCallsResponse]:
    """The validator of a ``ModelResponse``, built on first use rather than when the kernel is imported."""
    return TypeAdapter(ModelResponse)


class ToolSpec(_Message):
    """What the model is told about one tool."""

    key: _Name
    """The tool's key; the model names it in a call."""
    description: _Text
    """What the tool does, for the model."""
    input_schema: PortableObject
    """Normalized JSON Schema of the arguments (object root)."""
    output_schema: PortableObject
    """Normalized JSON Schema of the result."""


class AgentSpec(_Message):
    """The part of every model request that comes from the agent definition; one instance per definition."""

    key: _Name
    """The agent's key."""
    instructions: _Text
    """The agent's exact instructions."""
    output_schema: PortableObject
    """Normalized JSON Schema the final output must satisfy."""
    tools: tuple[ToolSpec, ...] = ()
    """The tools the model may call, in declaration order."""
    settings: PortableObject = Field(default_factory=dict)
    """Model settings from the driver descriptor (``temperature``, ``max_tokens`` and the rest)."""


class ModelResponseItem(_Message):
    """A response the model gave to the request with ``request_index``."""

    kind: Literal["model_response"] = "model_response"
    request_index: _Count
    """Index of the request this answers, from 0 within its run."""
    response: ModelResponse
    """The response."""


class ToolCallItem(_Message):
    """A tool call that started; it is followed by its result unless the call failed."""

    kind: Literal["tool_call"] = "tool_call"
    request_index: _Count
    """Index of the request whose response asked for the call."""
    call: ToolCallRequest
    """The call as the model asked for it."""


class ToolResultItem(_Message):
    """The validated result of a tool call, committed before the next call began."""

    kind: Literal["tool_result"] = "tool_result"
    call_id: _Name
    """The call this answers."""
    tool: _Name
    """Key of the tool that produced it."""
    output: PortableJson = None
    """The tool's validated output in its JSON form."""


#: Why a response was sent back to the model.
RejectionReason: TypeAlias = Literal["invalid_final_output", "invalid_tool_arguments"]


class OutputRejectedItem(_Message):
    """The response to ``request_index`` failed validation and goes back to the model with the problems.

    It answers the whole response: a rejected final output, or a tool-call batch none of whose calls ran
    because the arguments of ``call_id`` failed.
    """

    kind: Literal["output_rejected"] = "output_rejected"
    request_index: _Count
    """Index of the request whose response was rejected."""
    reason: RejectionReason
    """What failed validation."""
    call_id: _Name | None = None
    """The call whose arguments failed, for ``invalid_tool_arguments``."""
    tool: _Name | None = None
    """The tool of that call."""
    problems: tuple[PortableObject, ...] = ()
    """The validation problems, each ``{"path", "message"}``."""
    message: _Text
    """The feedback for the model: what was wrong and that it should answer again."""
    retry: _Count
    """Which retry this rejection starts, from 1 within the run."""


#: What a model sees of earlier steps: tool-call responses, each followed by the results of its calls, and
#: rejected responses, each followed by the rejection.
ConversationItem: TypeAlias = Annotated[
    ModelResponseItem | ToolResultItem | OutputRejectedItem, Field(discriminator="kind")
]


def check_exchange(transcript: Sequence[ModelResponseItem | ToolResultItem | OutputRejectedItem]) -> None:
    """Raise ``ValueError`` unless every tool-call response is followed by exactly its results, in order.

    A response may instead be followed by its rejection; a final output appears inside a conversation only
    so, since an accepted one ends the exchange.
    """
    pending: list[ToolCallRequest] = []
    rejectable: ModelResponseItem | None = None
    for position, item in enumerate(transcript):
        if isinstance(item, OutputRejectedItem):
            if rejectable is None or rejectable.request_index != item.request_index:
                raise ValueError(f"item {position}: a rejection follows no response of its request")
            pending, rejectable = [], None
            continue
        if rejectable is not None and isinstance(rejectable.response, FinalOutputResponse):
            raise ValueError(f"item {position - 1}: a final output ends an exchange; put it in 'output'")
        rejectable = None
        if isinstance(item, ModelResponseItem):
            if pending:
                waiting = pending[0].call_id
                raise ValueError(f"item {position}: a response arrives before the result of {waiting!r}")
            rejectable = item
            if isinstance(item.response, ToolCallsResponse):
                pending = list(item.response.calls)
        else:
            if not pending:
                raise ValueError(f"item {position}: result for {item.call_id!r} answers no pending call")
            expected = pending.pop(0)
            if (item.call_id, item.tool) != (expected.call_id, expected.tool):
                raise ValueError(
                    f"item {position}: expected the result of {expected.call_id!r} ({expected.tool}), "
                    f"got {item.call_id!r} ({item.tool})"
                )
    if rejectable is not None and isinstance(rejectable.response, FinalOutputResponse):
        raise ValueError(f"item {len(transcript) - 1}: a final output ends an exchange; put it in 'output'")
    if pending:
        raise ValueError(f"the exchange ends before the result of {pending[0].call_id!r}")


class AgentExchange(_Message):
    """One complete earlier exchange, usable as history: input, the tool conversation, final output."""

    input: PortableObject
    """The input of that exchange as a JSON object."""
    transcript: tuple[ConversationItem, ...] = ()
    """Tool-call responses each followed by the results of all its calls, in order."""
    output: PortableObject
    """The final output that ended the exchange."""

    @model_validator(mode="after")
    def _complete(self) -> Self:
        check_exchange(self.transcript)
        return self


class ModelRequest(_Message):
    """One normalized request to a model: immutable, portable, identified by ``request_digest``."""

    agent: AgentSpec
    """Key, instructions, output schema, tools and settings of the agent."""
    input: PortableObject
    """The run's validated input as a JSON object."""
    history: tuple[AgentExchange, ...] = ()
    """Earlier complete exchanges the caller chose to include."""
    transcript: tuple[ConversationItem, ...] = ()
    """This run's tool conversation so far."""
    request_index: _Count = 0
    """Position of this request in its run, from 0."""

    @cached_property
    def json_form(self) -> CanonicalObject:
        """The JSON form with its canonical bytes, built from the kept forms of its parts.

        The agent's part is shared by every request of its definition, and so are its canonical bytes,
        which are spliced in rather than encoded again.
        """
        return CanonicalObject.join(
            {
                "agent": self.agent.json_form,
                "input": self.input,
                "history": [exchange.json_form for exchange in self.history],
                "transcript": [item.json_form for item in self.transcript],
                "request_index": self.request_index,
            },
            checked=True,
        )

    @cached_property
    def request_digest(self) -> str:
        """``sha256:`` digest of the canonical JSON; keys recorded responses for replay."""
        return self.json_form.digest


class ModelRequestItem(_Message):
    """A request sent to the model; ``request_digest`` is computed when first read."""

    kind: Literal["model_request"] = "model_request"
    request: ModelRequest
    """The request."""

    @property
    def request_index(self) -> int:
        """Position of the request in its run."""
        return self.request.request_index

    @property
    def request_digest(self) -> str:
        """Digest of the request."""
        return self.request.request_digest


#: One item of a run's transcript, told apart by ``kind``.
TranscriptItem: TypeAlias = Annotated[
    ModelRequestItem | ModelResponseItem | OutputRejectedItem | ToolCallItem | ToolResultItem,
    Field(discriminator="kind"),
]
