"""Trace recording: one trace entry per role invocation, written through canon-trace's ``TraceWriter``.

``RunRecorder.open`` writes the header (identities, hashes, fingerprint, replayability, model metadata);
``record_invocation`` and its shortcuts ``record_result`` / ``record_failure`` / ``record_abort`` append one
entry each, with the events inside the invocation (every model request and response, every tool call and
result, and the domain events the caller passes); ``close`` writes the end record. Used as a context
manager, the recorder closes the trace on every way out: a ``KeyboardInterrupt`` or cancellation aborts the
bound kernel with ``user_interruption``, records the abort and closes before re-raising.

A trace is marked replayable only if the rules hold (input, configuration and model identifiers, complete
model metadata, temperature 0); otherwise it says ``non_replayable`` and the replay metadata says why.
"""

from __future__ import annotations

import asyncio
import functools
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol

import attrs
from pydantic import TypeAdapter

from canon_contracts import (
    CONTRACT_VERSION,
    AgentError,
    AgentInput,
    AgentOutput,
    CallStatus,
    ConvergenceDecisionEvent,
    ConvergenceRecord,
    DecisionArtifact,
    EpistemicStatus,
    FailureArtifact,
    FailureMode,
    ModelMetadata,
    ModelRequestEvent,
    Phase,
    Replayability,
    ReplayMetadata,
    StopReason,
    TerminationReason,
    ToolCallEvent,
    ToolResult,
    ToolResultEvent,
    TraceEnd,
    TraceEvent,
    TraceHeader,
    digest,
    is_portable,
)
from canon_trace import CanonicalObject, FsyncPolicy, TraceWriter, config_hash, run_fingerprint

from ._lifecycle import Invocation, LifecycleKernel, stop_reason_for_failure, termination_reason_for
from ._messages import (
    ModelRequestItem,
    ModelResponseItem,
    OutputRejectedItem,
    ToolCallItem,
    ToolResultItem,
    TranscriptItem,
)
from ._pipeline import PipelineDefinition
from ._state import AgentExecutionResult
from ._version import __version__
from .errors import AgentExecutionError, KernelConfigurationError, KernelError, LifecycleError

__all__ = ["Clock", "ModelIdentity", "RunRecorder", "events_from_transcript", "replay_metadata", "utc_now"]

#: Returns the current time; injected so tests and replays control the (observational) timestamps.
Clock = Callable[[], datetime]


def utc_now() -> datetime:
    """The current time in UTC: the default clock."""
    return datetime.now(UTC)


class ModelIdentity(Protocol):
    """A model descriptor as the recorder reads it (``ModelDriverDescriptor`` satisfies it)."""

    @property
    def digest(self) -> str:
        """Digest of the descriptor: the model hash."""
        ...

    def model_metadata(self) -> ModelMetadata:
        """The descriptor as trace model metadata."""
        ...


@attrs.frozen
class _Model:
    """A model's metadata and hash, normalized from a descriptor or bare metadata."""

    metadata: ModelMetadata
    hash: str


def _model(model: ModelIdentity | ModelMetadata) -> _Model:
    if isinstance(model, ModelMetadata):
        return _Model(model, digest(model))
    return _Model(model.model_metadata(), model.digest)


def _stamp(moment: datetime) -> str:
    """ISO 8601 in UTC with a ``Z`` suffix; a naive time is taken as UTC."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.isoformat().replace("+00:00", "Z")


def replay_metadata(
    *,
    input_hash: str,
    config_hash: str,
    model: ModelMetadata | None,
    model_hash: str | None,
    reasons: Iterable[str] = (),
) -> ReplayMetadata:
    """The replay promise a run can honestly make, with the reasons when it cannot make one.

    Replayable requires input, configuration and model identifiers, complete model metadata (provider,
    model, temperature, ``max_tokens``) and temperature 0; ``reasons`` adds the caller's own.
    """
    why = [reason for reason in reasons if reason.strip()]
    if model is None or model_hash is None:
        why.append("no model identifier: the run declares no model")
    else:
        if not model.is_complete:
            why.append(
                f"model metadata of {model.provider}/{model.model} is incomplete: max_tokens is not set"
            )
        if model.temperature != 0.0:
            why.append(f"model temperature is {model.temperature!r}; replay requires 0")
    return ReplayMetadata(
        replayability=Replayability.NON_REPLAYABLE if why else Replayability.REPLAYABLE,
        input_hash=input_hash,
        config_hash=config_hash,
        model_hash=model_hash,
        reasons=tuple(why),
    )


def events_from_transcript(
    transcript: Iterable[TranscriptItem], *, node_id: str | None = None
) -> list[TraceEvent]:
    """Trace events for an agent transcript, in order: model traffic, rejections, tool calls and results.

    A response and a rejection carry the digest of the request they answer; a tool call carries ``node_id``.
    """
    adapter = _event_adapter()
    records = _event_records(transcript, node_id)
    for record in records:  # a contract model holds plain JSON
        for name, value in record.items():
            if type(value) is CanonicalObject:
                record[name] = dict(value)
    return [adapter.validate_python(record) for record in records]


@functools.cache
def _event_adapter() -> TypeAdapter[TraceEvent]:
    return TypeAdapter(TraceEvent)


def _event_records(transcript: Iterable[TranscriptItem], node_id: str | None) -> list[dict[str, Any]]:
    """The trace events of ``transcript`` as JSON records, which the trace writer validates as it converts.

    The values come from the messages' kept JSON forms, validated as portable when the messages were built;
    a model request is its ``CanonicalObject``, whose canonical bytes the writer splices into the line.
    """
    records: list[dict[str, Any]] = []
    digests: dict[int, str] = {}
    for item in transcript:
        if isinstance(item, ModelRequestItem):
            request = item.request.json_form
            digests[item.request_index] = request.digest
            records.append({"kind": "model_request", "request_digest": request.digest, "request": request})
        elif isinstance(item, ModelResponseItem):
            response = item.response.json_form
            digest = digests[item.request_index]
            records.append({"kind": "model_response", "request_digest": digest, "response": response})
        elif isinstance(item, OutputRejectedItem):
            records.append(
                {
                    "kind": "output_rejected",
                    "request_digest": digests[item.request_index],
                    "failure_mode": item.reason,
                    "call_id": item.call_id,
                    "tool": item.tool,
                    "message": item.message,
                    "retry": item.retry,
                }
            )
        elif isinstance(item, ToolCallItem):
            call = item.call
            arguments = call.json_form["arguments"]
            called = {"call_id": call.call_id, "tool": call.tool, "arguments": arguments, "node_id": node_id}
            records.append({"kind": "tool_call", "call": called})
        elif isinstance(item, ToolResultItem):
            output = item.json_form["output"]
            result = {"call_id": item.call_id, "tool": item.tool, "status": "success", "output": output}
            records.append({"kind": "tool_result", "result": result})
    return records


def _request_digest(event: TraceEvent | dict[str, Any]) -> str | None:
    """The request digest of a model request event, given as a contract model or as a JSON record."""
    if isinstance(event, ModelRequestEvent):
        return event.request_digest
    if isinstance(event, dict) and event.get("kind") == "model_request":
        return str(event["request_digest"])
    return None


def _failed_call_events(exc: AgentExecutionError, events: list[TraceEvent]) -> list[TraceEvent]:
    """Close a tool call left without a result by the failure with a failed ``tool_result`` event."""
    results = {e.result.call_id for e in events if isinstance(e, ToolResultEvent)}
    dangling = [e.call for e in events if isinstance(e, ToolCallEvent) and e.call.call_id not in results]
    failed = [
        ToolResultEvent(
            result=ToolResult(
                call_id=call.call_id, tool=call.tool, status=CallStatus.FAILURE, error=_message(exc)
            )
        )
        for call in dangling
    ]
    return events + failed


def _message(exc: BaseException) -> str:
    text = str(exc).strip()
    return text or type(exc).__name__


def _described(exc: BaseException) -> str:
    """``Type: message``, or just the type for an exception without a message (``KeyboardInterrupt``)."""
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _error_of(exc: AgentExecutionError) -> AgentError:
    details = {key: value for key, value in exc.details.items() if is_portable(value)}
    transient = bool(getattr(exc, "transient", False))
    return AgentError(
        code=exc.failure_mode, message=_message(exc), details=details or None, transient=transient
    )


class RunRecorder:
    """Writes one run's trace: the header at open, one entry per role invocation, the end record at close.

    Build it with ``RunRecorder.open``. With a bound ``kernel``, ``close`` takes the termination and stop
    reasons and the convergence decision from it, and the context manager aborts it on the way out of an
    interrupted or failed run.
    """

    __slots__ = (
        "_abort_recorded",
        "_clock",
        "_kernel",
        "_last_convergence",
        "_model",
        "_writer",
        "header",
        "replay",
    )

    def __init__(
        self,
        writer: TraceWriter,
        header: TraceHeader,
        *,
        replay: ReplayMetadata,
        model: _Model | None,
        kernel: LifecycleKernel | None,
        clock: Clock,
    ) -> None:
        self._writer = writer
        self._model = model
        self._kernel = kernel
        self._clock = clock
        self._last_convergence: ConvergenceRecord | None = None
        self._abort_recorded = False
        self.header = header
        """The header the trace was opened with."""
        self.replay = replay
        """The normalized replay metadata every entry carries."""

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        run_id: str,
        definition: PipelineDefinition,
        config: Mapping[str, Any],
        input: object,
        model: ModelIdentity | ModelMetadata | None = None,
        role_versions: Mapping[str, str] | None = None,
        kernel: LifecycleKernel | None = None,
        clock: Clock = utc_now,
        non_replayable_reasons: Iterable[str] = (),
        fsync: FsyncPolicy = FsyncPolicy.END,
    ) -> RunRecorder:
        """Create the trace file at ``path`` and write its header.

        Args:
            path: Where the trace goes; the file must not exist.
            run_id: Fresh identity of this execution.
            definition: The pipeline definition; its shape is bound by the run fingerprint.
            config: The configuration snapshot (portable JSON), which includes the spec and model identity.
            input: The run's input (portable JSON or a contract model), digested into ``input_hash``.
            model: The run's model: a driver descriptor or bare metadata; ``None`` if no model is involved.
            role_versions: Version of each role's agent.
            kernel: The lifecycle kernel of the run, if the recorder should follow and guard it.
            clock: Source of the observational timestamps.
            non_replayable_reasons: Reasons, beyond the rules, why the run cannot promise replay.
            fsync: When the writer forces records to disk.
        """
        resolved = None if model is None else _model(model)
        config_digest = config_hash(config)
        replay = replay_metadata(
            input_hash=digest(input),
            config_hash=config_digest,
            model=None if resolved is None else resolved.metadata,
            model_hash=None if resolved is None else resolved.hash,
            reasons=non_replayable_reasons,
        )
        header = TraceHeader(
            run_id=run_id,
            created_at=_stamp(clock()),
            runtime_version=__version__,
            contract_version=CONTRACT_VERSION,
            role_versions=dict(role_versions or {}),
            config_hash=config_digest,
            pipeline_hash=definition.definition_hash,
            input_hash=replay.input_hash,
            fingerprint=run_fingerprint(definition.shape(), config),
            replayability=replay.replayability,
            model=None if resolved is None else resolved.metadata,
        )
        writer = TraceWriter(path, header, fsync=fsync, clock=lambda: _stamp(clock()))
        return cls(writer, header, replay=replay, model=resolved, kernel=kernel, clock=clock)

    # ------------------------------------------------------------------------------------------ reading

    @property
    def path(self) -> Path:
        """Where the trace is written."""
        return self._writer.path

    @property
    def closed(self) -> bool:
        """Whether the end record has been written."""
        return self._writer.closed

    @property
    def entry_count(self) -> int:
        """How many entries have been written."""
        return self._writer.entry_count

    def now(self) -> datetime:
        """The recorder's clock reading, to pass as ``started_at`` when an invocation begins."""
        return self._clock()

    # ---------------------------------------------------------------------------------------- recording

    def record_invocation(
        self,
        invocation: Invocation,
        *,
        input: AgentInput,
        output: AgentOutput | None = None,
        error: AgentError | None = None,
        status: CallStatus | None = None,
        transcript: Sequence[TranscriptItem] = (),
        events: Sequence[TraceEvent] = (),
        convergence: ConvergenceRecord | None = None,
        scores: Mapping[str, float] | None = None,
        model: ModelIdentity | ModelMetadata | None = None,
        prompt_hash: str | None = None,
        started_at: datetime | None = None,
        stop_reason: StopReason | None = None,
        termination_reason: TerminationReason | None = None,
        epistemic_status: EpistemicStatus | None = None,
        decision: DecisionArtifact | None = None,
        failure: FailureArtifact | None = None,
    ) -> str:
        """Append the entry of one role invocation and return the digest of its line.

        Events are the transcript's (model requests and responses, tool calls and results), then ``events``
        (evidence, claims, plans), then the ``convergence`` decision. The prompt hash defaults to the digest
        of the first model request; the model hash to the digest of ``model`` (or of the run's model when
        the transcript holds model traffic).

        Raises:
            KernelConfigurationError: if the input does not belong to the invocation, or a replayable run
                records a model its header did not declare.
        """
        if input.context_id != invocation.context_id or input.agent_type is not invocation.role:
            raise KernelConfigurationError(
                f"input (context {input.context_id!r}, role {input.agent_type.value!r}) does not belong to "
                f"invocation {invocation.context_id!r} of role {invocation.role.value!r}"
            )
        completed = self._clock()
        started = started_at if started_at is not None else completed
        recorded: list[TraceEvent | dict[str, Any]] = [*_event_records(transcript, invocation.node_id)]
        recorded += events
        if convergence is not None:
            recorded.append(ConvergenceDecisionEvent(record=convergence))
            self._last_convergence = convergence
        if prompt_hash is None:
            prompt_hash = next(filter(None, map(_request_digest, recorded)), None)
        model_hash = self._model_hash(model, involved=prompt_hash is not None)
        fields: dict[str, Any] = {
            "iteration": invocation.iteration,
            "phase": invocation.phase,
            "role": invocation.role,
            "node_id": invocation.node_id,
            "status": status or (CallStatus.SUCCESS if error is None else CallStatus.FAILURE),
            "started_at": _stamp(started),
            "completed_at": _stamp(completed),
            "duration_ms": max((completed - started).total_seconds() * 1000.0, 0.0),
            "input": input,
            "output": output,
            "error": error,
            "scores": dict(scores if scores is not None else (output.scores if output is not None else {})),
            "prompt_hash": prompt_hash,
            "model_hash": model_hash,
            "fingerprint": self.header.fingerprint.value,
            "convergence_hash": None if convergence is None else convergence.convergence_hash,
            "stop_reason": stop_reason,
            "termination_reason": termination_reason,
            "replay": self.replay,
            "epistemic_status": epistemic_status,
            "decision": decision,
            "failure": failure,
            "events": tuple(recorded),
        }
        return str(self._writer.append(fields))

    def record_result(
        self,
        invocation: Invocation,
        result: AgentExecutionResult[Any],
        *,
        input: AgentInput,
        output: AgentOutput | None = None,
        **fields: Any,
    ) -> str:
        """Record a successful agent execution (an ``AgentExecutionResult``) with its transcript.

        ``output`` defaults to ``result.output`` when the agent's output type is ``AgentOutput``.
        """
        if output is None:
            if not isinstance(result.output, AgentOutput):
                raise KernelConfigurationError(
                    f"pass output=: the agent's output is a {type(result.output).__name__}, "
                    "not an AgentOutput"
                )
            output = result.output
        return self.record_invocation(
            invocation, input=input, output=output, transcript=result.transcript, **fields
        )

    def record_failure(
        self,
        invocation: Invocation,
        exc: AgentExecutionError,
        *,
        input: AgentInput,
        stop_reason: StopReason | None = None,
        **fields: Any,
    ) -> str:
        """Record a failed agent execution: its typed error, failure artifact and its snapshot's transcript.

        A tool call the failure left without a result gets a failed ``tool_result`` event.
        """
        error = _error_of(exc)
        spec = None if self._kernel is None else self._kernel.definition.spec(invocation.phase)
        stop = stop_reason or stop_reason_for_failure(exc.failure_mode, spec)
        transcript = getattr(exc.state, "transcript", ())
        events = _failed_call_events(exc, events_from_transcript(transcript, node_id=invocation.node_id))
        failure = fields.pop("failure", None) or FailureArtifact(
            failure_mode=exc.failure_mode, message=error.message, phase=invocation.phase, stop_reason=stop
        )
        return self.record_invocation(
            invocation,
            input=input,
            error=error,
            events=[*events, *fields.pop("events", ())],
            stop_reason=stop,
            failure=failure,
            **fields,
        )

    def record_abort(
        self,
        invocation: Invocation,
        failure: FailureArtifact,
        *,
        termination_reason: TerminationReason,
        status: CallStatus | None = None,
    ) -> str:
        """Record the orchestrator's entry for an abort: the failure artifact and the explicit reasons."""
        input = invocation.agent_input(
            "abort the run",
            payload={"phase": failure.phase.value, "stop_reason": failure.stop_reason.value},
        )
        cancelled = failure.failure_mode is FailureMode.INTERRUPTED
        self._abort_recorded = True
        return self.record_invocation(
            invocation,
            input=input,
            error=AgentError(code=failure.failure_mode, message=failure.message),
            status=status or (CallStatus.CANCELLED if cancelled else CallStatus.FAILURE),
            stop_reason=failure.stop_reason,
            termination_reason=termination_reason,
            failure=failure,
        )

    def close(
        self,
        termination_reason: TerminationReason | None = None,
        *,
        stop_reason: StopReason | None = None,
        convergence: ConvergenceRecord | None = None,
    ) -> TraceEnd:
        """Write the end record; return it.

        Reasons default to the bound kernel's. The convergence decision defaults to the kernel's last, then
        to the last one recorded in an entry, so a run with convergence evidence always ends with its hash.

        Raises:
            LifecycleError: if no termination reason is given and no bound kernel has ended.
        """
        kernel = self._kernel
        if termination_reason is None and kernel is not None:
            termination_reason, stop_reason = kernel.termination_reason, stop_reason or kernel.stop_reason
        if termination_reason is None:
            raise LifecycleError("close needs a termination reason: the run has not ended")
        record = convergence or (kernel.convergence if kernel is not None else None) or self._last_convergence
        end: TraceEnd = self._writer.close(
            termination_reason,
            stop_reason=stop_reason,
            convergence_hash=None if record is None else record.convergence_hash,
            convergence_reason=None if record is None else record.reason,
        )
        return end

    # --------------------------------------------------------------------------------- context manager

    def __enter__(self) -> RunRecorder:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self.closed:
            return
        if exc is None:
            if self._kernel is None or self._kernel.is_terminal:
                self._finish(None)
                return
            phase = self._kernel.phase
            self._finish(StopReason.FATAL_FAILURE, None)
            raise LifecycleError(f"the run scope ended while the run was still in phase {phase.value}")
        if isinstance(exc, KeyboardInterrupt | asyncio.CancelledError):
            stop = StopReason.USER_INTERRUPTION
        elif isinstance(exc, AgentExecutionError) and self._kernel is not None:
            stop = self._kernel.stop_reason_for_failure(exc.failure_mode)
        elif isinstance(exc, AgentExecutionError):
            stop = stop_reason_for_failure(exc.failure_mode)
        else:
            stop = StopReason.FATAL_FAILURE
        try:
            self._finish(stop, exc)
        except Exception as secondary:  # the original exception must surface; keep this one as a note
            exc.add_note(f"canon: closing the trace after {type(exc).__name__} failed: {secondary!r}")

    def _finish(self, stop: StopReason | None, exc: BaseException | None = None) -> None:
        """Abort the bound kernel with ``stop`` if it is still active, record its abort entry, and close."""
        kernel = self._kernel
        if kernel is None:
            if stop is None:
                raise LifecycleError("close the trace with a termination reason before leaving the run scope")
            self.close(termination_reason_for(stop, aborted=True), stop_reason=stop)
            return
        if not kernel.is_terminal and stop is not None:
            self._abort(kernel, stop, exc)
        state = kernel.state
        if state.abort_invocation is not None and state.failure is not None and not self._abort_recorded:
            termination = state.termination_reason or TerminationReason.FATAL_FAILURE
            try:
                self.record_abort(state.abort_invocation, state.failure, termination_reason=termination)
            except KernelError as problem:
                if exc is None:
                    raise
                exc.add_note(f"canon: the abort entry could not be recorded: {problem}")
        self.close()

    @staticmethod
    def _abort(kernel: LifecycleKernel, stop: StopReason, exc: BaseException | None) -> Invocation:
        message = None if exc is None else _described(exc)
        return kernel.abort(stop, _failure(kernel.phase, stop, exc, message))

    def _model_hash(self, model: ModelIdentity | ModelMetadata | None, *, involved: bool) -> str | None:
        if model is None:
            return self._model.hash if involved and self._model is not None else None
        resolved = _model(model)
        if self.replay.replayability is Replayability.REPLAYABLE and (
            self._model is None or resolved != self._model
        ):
            raise KernelConfigurationError(
                f"model {resolved.metadata.provider}/{resolved.metadata.model} was not declared when the "
                "trace was opened; a replayable trace must describe every model it records"
            )
        return resolved.hash


def _failure(
    phase: Phase, stop: StopReason, exc: BaseException | None, message: str | None
) -> FailureArtifact | None:
    """The failure artifact of an abort caused by ``exc``; ``None`` lets the kernel build its own."""
    if exc is None or message is None:
        return None
    if isinstance(exc, KeyboardInterrupt | asyncio.CancelledError):
        mode = FailureMode.INTERRUPTED
    elif isinstance(exc, AgentExecutionError):
        mode = exc.failure_mode
    else:
        mode = FailureMode.INTERNAL_ERROR
    return FailureArtifact(failure_mode=mode, message=message, phase=phase, stop_reason=stop)
