"""Run state: the private live state of one execution and the frozen values published from it.

``RunState`` is mutated in place while a run advances (appends and counter increments, never copies).
Two frozen projections leave it: ``AgentExecutionResult`` on success and ``AgentStateSnapshot`` on a
failure after admission. Both hold tuples and frozen messages, so later steps of the run (there are none
after a projection) and the holder of a retained reference cannot change them.

``converter`` (cattrs) unstructures both into portable JSON for trace payloads.
"""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

import attrs
import cattrs
from pydantic import BaseModel

from canon_contracts import FailureMode

from ._messages import (
    AgentExchange,
    ConversationItem,
    FinalOutputResponse,
    ModelRequest,
    ModelRequestItem,
    ModelResponseItem,
    OutputRejectedItem,
    ToolCallItem,
    ToolCallRequest,
    ToolResultItem,
    TranscriptItem,
)

__all__ = [
    "FINAL_OUTPUT",
    "AgentCounters",
    "AgentExecutionResult",
    "AgentStateSnapshot",
    "AgentUsage",
    "RunState",
    "converter",
]

OutputT = TypeVar("OutputT", bound=BaseModel)

#: The terminal reason of every successful execution.
FINAL_OUTPUT: Literal["final_output"] = "final_output"


@attrs.frozen
class AgentCounters:
    """Work started in a run: model requests sent, tool calls begun, rejected responses sent back."""

    model_requests: int = 0
    tool_calls: int = 0
    output_retries: int = 0


@attrs.frozen
class AgentUsage:
    """Token usage summed over a run's responses; ``reported_responses`` counts those that reported any."""

    input_tokens: int = 0
    output_tokens: int = 0
    reported_responses: int = 0


def _requests(transcript: tuple[TranscriptItem, ...]) -> tuple[ModelRequest, ...]:
    return tuple(item.request for item in transcript if isinstance(item, ModelRequestItem))


@attrs.frozen
class AgentStateSnapshot:
    """Where a failed run stood when it failed: detached evidence carried by the error (``error.state``).

    Tool calls of the run fall in three partitions: ``tool_calls_committed`` (validated result in the
    transcript), ``tool_calls_failed`` (the call whose preflight, service or output check failed) and
    ``tool_calls_not_started`` (the other calls of the batch that was in progress, none of which ran).
    """

    agent_key: str
    definition_id: str
    structural_id: str
    run_id: str
    input: dict[str, Any]
    """The validated input as JSON."""
    history: tuple[AgentExchange, ...]
    transcript: tuple[TranscriptItem, ...]
    usage: AgentUsage
    counters: AgentCounters
    tool_calls_committed: tuple[ToolCallRequest, ...]
    tool_calls_failed: tuple[ToolCallRequest, ...]
    tool_calls_not_started: tuple[ToolCallRequest, ...]
    final_output_available: bool
    """Whether a validated final output existed when the run failed."""
    terminal_reason: FailureMode
    """Why the run ended; the failure mode of the error carrying the snapshot."""

    @property
    def requests(self) -> tuple[ModelRequest, ...]:
        """The requests sent, in order (``requests[i].request_index == i``)."""
        return _requests(self.transcript)

    def unstructure(self) -> dict[str, Any]:
        """The snapshot as portable JSON."""
        result: dict[str, Any] = converter.unstructure(self)
        return result


@attrs.frozen
class AgentExecutionResult(Generic[OutputT]):
    """A successful execution: the validated output and the full evidence of how it was reached.

    ``transcript`` holds, in order, every ``ModelRequestItem`` (request and its digest),
    ``ModelResponseItem``, ``ToolCallItem`` and ``ToolResultItem`` of the run. Construction checks that the
    counters, usage and transcript agree and that the run ended with a final output; there is no output-less
    success.
    """

    output: OutputT
    """The final output, validated against the agent's output type."""
    output_json: dict[str, Any]
    """The final output as the model returned it (JSON), which validated into ``output``."""
    agent_key: str
    definition_id: str
    structural_id: str
    run_id: str
    input: dict[str, Any]
    """The validated input as JSON."""
    history: tuple[AgentExchange, ...]
    transcript: tuple[TranscriptItem, ...]
    usage: AgentUsage
    counters: AgentCounters
    terminal_reason: Literal["final_output"] = FINAL_OUTPUT

    def __attrs_post_init__(self) -> None:
        _check_result(self)

    @property
    def requests(self) -> tuple[ModelRequest, ...]:
        """The requests sent, in order (``requests[i].request_index == i``)."""
        return _requests(self.transcript)

    @property
    def exchange(self) -> AgentExchange:
        """This run as one complete exchange, to pass as history to a later run."""
        conversation = tuple(
            item
            for item in self.transcript[:-1]
            if isinstance(item, ToolResultItem | ModelResponseItem | OutputRejectedItem)
        )
        output = self.output_json
        return AgentExchange.model_construct(input=self.input, transcript=conversation, output=output)

    def unstructure(self) -> dict[str, Any]:
        """The result as portable JSON (the output in its pydantic JSON form)."""
        result: dict[str, Any] = converter.unstructure(self)
        return result


def _check_result(result: AgentExecutionResult[Any]) -> None:
    """Raise ``ValueError`` unless the result's evidence is coherent."""
    if result.terminal_reason != FINAL_OUTPUT:
        raise ValueError(f"a successful result ends with {FINAL_OUTPUT!r}, not {result.terminal_reason!r}")
    for name in ("agent_key", "definition_id", "structural_id", "run_id"):
        if not getattr(result, name):
            raise ValueError(f"a successful result needs a {name}")
    last = result.transcript[-1] if result.transcript else None
    if not isinstance(last, ModelResponseItem) or not isinstance(last.response, FinalOutputResponse):
        raise ValueError("a successful result's transcript ends with a final-output response")
    if last.response.output is not result.output_json and last.response.output != result.output_json:
        raise ValueError("output_json differs from the final response's output")
    requests = calls = results = tokens_in = tokens_out = reported = retries = 0
    for item in result.transcript:
        if isinstance(item, ModelRequestItem):
            requests += 1
        elif isinstance(item, OutputRejectedItem):
            retries += 1
        elif isinstance(item, ToolCallItem):
            calls += 1
        elif isinstance(item, ToolResultItem):
            results += 1
        elif isinstance(item, ModelResponseItem) and item.response.usage is not None:
            reported += 1
            tokens_in += item.response.usage.input_tokens
            tokens_out += item.response.usage.output_tokens
    counted = AgentCounters(model_requests=requests, tool_calls=calls, output_retries=retries)
    if result.counters != counted or calls != results:
        raise ValueError(
            f"counters {result.counters} disagree with the transcript ({requests} requests, {calls} calls, "
            f"{results} results, {retries} rejections)"
        )
    summed = AgentUsage(input_tokens=tokens_in, output_tokens=tokens_out, reported_responses=reported)
    if result.usage != summed:
        raise ValueError(f"usage {result.usage} disagrees with the responses in the transcript")


@attrs.define(eq=False)
class RunState:
    """The live state of one execution; private to the run that owns it."""

    agent_key: str
    definition_id: str
    structural_id: str
    run_id: str
    input: dict[str, Any]
    history: tuple[AgentExchange, ...]
    transcript: list[TranscriptItem] = attrs.Factory(list)
    conversation: list[ConversationItem] = attrs.Factory(list)
    model_requests: int = 0
    tool_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    reported_responses: int = 0
    batch: tuple[ToolCallRequest, ...] = ()
    """The tool-call batch in progress (empty between batches)."""
    started: int = 0
    """How many calls of ``batch`` have started."""
    committed: list[ToolCallRequest] = attrs.Factory(list)
    failed: ToolCallRequest | None = None
    final_output_available: bool = False
    retries: int = 0
    """How many rejected responses were sent back to the model."""

    def counters(self) -> AgentCounters:
        """The counters as a frozen value."""
        return AgentCounters(
            model_requests=self.model_requests, tool_calls=self.tool_calls, output_retries=self.retries
        )

    def usage(self) -> AgentUsage:
        """The usage aggregate as a frozen value."""
        return AgentUsage(
            input_tokens=self.input_tokens,
            output_tokens=self.output_tokens,
            reported_responses=self.reported_responses,
        )

    def snapshot(self, reason: FailureMode) -> AgentStateSnapshot:
        """Project the state into a detached snapshot for an error with failure mode ``reason``."""
        failed = self.failed
        not_started = tuple(call for call in self.batch[self.started :] if call is not failed)
        return AgentStateSnapshot(
            agent_key=self.agent_key,
            definition_id=self.definition_id,
            structural_id=self.structural_id,
            run_id=self.run_id,
            input=self.input,
            history=self.history,
            transcript=tuple(self.transcript),
            usage=self.usage(),
            counters=self.counters(),
            tool_calls_committed=tuple(self.committed),
            tool_calls_failed=() if failed is None else (failed,),
            tool_calls_not_started=not_started,
            final_output_available=self.final_output_available,
            terminal_reason=reason,
        )

    def result(self, output: OutputT, output_json: dict[str, Any]) -> AgentExecutionResult[OutputT]:
        """Project the state into the success result."""
        return AgentExecutionResult(
            output=output,
            output_json=output_json,
            agent_key=self.agent_key,
            definition_id=self.definition_id,
            structural_id=self.structural_id,
            run_id=self.run_id,
            input=self.input,
            history=self.history,
            transcript=tuple(self.transcript),
            usage=self.usage(),
            counters=self.counters(),
        )


def _unstructure_request_item(item: ModelRequestItem) -> dict[str, Any]:
    request = item.request.model_dump(mode="json")
    return {"kind": item.kind, "request_digest": item.request_digest, "request": request}


def _is_pydantic_model(cls: Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, BaseModel)


def _unstructure_model(model: BaseModel) -> Any:
    if isinstance(model, ModelRequestItem):
        return _unstructure_request_item(model)
    return model.model_dump(mode="json")


#: Unstructures results, snapshots, counters and usage into portable JSON (pydantic values as JSON dumps).
converter = cattrs.Converter()
converter.register_unstructure_hook_func(_is_pydantic_model, _unstructure_model)
converter.register_unstructure_hook(FailureMode, lambda mode: mode.value)
