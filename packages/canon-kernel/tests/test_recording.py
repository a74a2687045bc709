"""The run recorder writes one complete, honest trace per run, however the run ends."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import rfc8785
from pydantic import BaseModel

import canon_kernel
import canon_trace
from canon_contracts import (
    AgentError,
    AgentOutput,
    AgentRole,
    CallStatus,
    Claim,
    ClaimEmittedEvent,
    ConvergenceDecisionEvent,
    Decision,
    DecisionArtifact,
    EpistemicStatus,
    Evidence,
    EvidenceRegisteredEvent,
    FailureMode,
    ModelMetadata,
    ModelRequestEvent,
    ModelResponseEvent,
    NodeKind,
    Phase,
    Plan,
    PlanEmittedEvent,
    PlanNode,
    Replayability,
    StopReason,
    Support,
    SupportKind,
    TerminationReason,
    ToolCallEvent,
    ToolResultEvent,
    WindowSample,
    digest,
    digest_bytes,
)
from canon_kernel._agent import Agent
from canon_kernel._convergence import AnyOf, MaxIterations, ScoreStability
from canon_kernel._driver import ModelDriverBinding, ModelDriverDescriptor
from canon_kernel._lifecycle import LifecycleKernel
from canon_kernel._messages import FinalOutputResponse, ToolCallRequest, ToolCallsResponse
from canon_kernel._pipeline import PipelineDefinition
from canon_kernel._recording import RunRecorder, replay_metadata
from canon_kernel._replay import ReplayModelDriver
from canon_kernel._tools import Tool
from canon_kernel.errors import (
    AgentExecutionError,
    KernelConfigurationError,
    LifecycleError,
    LimitExceededError,
    ToolServiceError,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver

PASSAGE = "Paris is the capital of France."
EVIDENCE = Evidence(
    evidence_id="e1",
    sha256=digest_bytes(PASSAGE.encode()),
    source="france.txt",
    start=0,
    end=31,
    text=PASSAGE,
)
CLAIM = Claim(
    claim_id="c1", text="Paris is the capital.", supports=(Support(kind=SupportKind.EVIDENCE, ref="e1"),)
)
PLAN = Plan(
    nodes=(PlanNode(node_id="n1", kind=NodeKind.RETRIEVE, tool="lookup", arguments={"term": "France"}),)
)
CONFIG = {"spec": {"question": "What is the capital of France?"}, "max_iterations": 3}
SPEC = {"question": "What is the capital of France?", "corpus": "corpus"}


class Question(BaseModel):
    text: str


class LookupArgs(BaseModel):
    term: str


class Passage(BaseModel):
    text: str


async def lookup(arguments: LookupArgs, context: object) -> Passage:
    return Passage(text=f"Paris is the capital of {arguments.term}.")


async def broken_lookup(arguments: LookupArgs, context: object) -> Passage:
    raise OSError("corpus unreadable")


async def stalled_lookup(arguments: LookupArgs, context: object) -> Passage:
    await asyncio.sleep(3600)
    raise AssertionError("unreachable")


def answer(text: str = "Paris", confidence: float = 0.9) -> AgentOutput:
    return AgentOutput.build(text, confidence=confidence, scores={"grounding": confidence})


def agent(key: str, *, tool=lookup, calls: int = 1, replay_from=None) -> Agent:
    """An agent that asks for ``calls`` lookups, then answers (or replays what a cassette recorded)."""
    script: list = [
        ToolCallsResponse(
            calls=(ToolCallRequest(call_id=f"{key}-c{i}", tool="lookup", arguments={"term": "France"}),)
        )
        for i in range(calls)
    ]
    script.append(FinalOutputResponse(output=answer().model_dump(mode="json")))
    if replay_from is None:
        binding = ScriptedModelDriver.per_run(script)
    else:
        binding = ModelDriverBinding.shared(
            descriptor=SCRIPTED_DESCRIPTOR, driver=ReplayModelDriver(replay_from)
        )
    return Agent(
        key=key,
        name=key.title(),
        instructions=f"Act as the {key}.",
        input_type=Question,
        output_type=AgentOutput,
        model=binding,
        tools=[
            Tool(
                key="lookup",
                description="Look a term up.",
                input_type=LookupArgs,
                output_type=Passage,
                service=tool,
            )
        ],
    )


class StepClock:
    """A clock that starts at ``start`` and moves ``step`` forward on every reading."""

    def __init__(self, start: datetime, step: timedelta) -> None:
        self.now, self.step = start, step

    def __call__(self) -> datetime:
        self.now += self.step
        return self.now


def open_recorder(path: Path, kernel: LifecycleKernel, **overrides) -> RunRecorder:
    options = {
        "run_id": "run-1",
        "definition": kernel.definition,
        "config": CONFIG,
        "input": SPEC,
        "model": SCRIPTED_DESCRIPTOR,
        "role_versions": {"executor": "1.0"},
        "kernel": kernel,
        "clock": StepClock(datetime(2025, 1, 1, tzinfo=UTC), timedelta(milliseconds=5)),
    }
    return RunRecorder.open(path, **{**options, **overrides})


async def invoke(
    recorder: RunRecorder, kernel: LifecycleKernel, role: AgentRole, the_agent: Agent | None, **kw
):
    """One role invocation: ticket, execution (if an agent acts), completion and its trace entry."""
    ticket = kernel.run(role)
    agent_input = ticket.agent_input(f"act as {role.value}", payload={"question": SPEC["question"]})
    started = recorder.now()
    if the_agent is None:
        kernel.complete(ticket)
        return recorder.record_invocation(
            ticket, input=agent_input, output=answer("done", 1.0), started_at=started, **kw
        )
    result = await the_agent.execute(Question(text=SPEC["question"]), dependencies=None)
    kernel.complete(ticket)
    return recorder.record_result(ticket, result, input=agent_input, started_at=started, **kw)


async def full_run(path: Path, *, run_id: str = "run-1", clock=None, replay_from=None) -> LifecycleKernel:
    kernel = LifecycleKernel()
    overrides = {"run_id": run_id} | ({"clock": clock} if clock else {})
    with open_recorder(path, kernel, **overrides) as recorder:
        await invoke(recorder, kernel, AgentRole.ORCHESTRATOR, None)
        kernel.advance(Phase.PLAN)
        planner = agent("planner", calls=0, replay_from=replay_from)
        await invoke(recorder, kernel, AgentRole.PLANNER, planner, events=[PlanEmittedEvent(plan=PLAN)])
        kernel.advance(Phase.EXECUTE)
        found = [EvidenceRegisteredEvent(evidence=EVIDENCE), ClaimEmittedEvent(claim=CLAIM)]
        await invoke(
            recorder, kernel, AgentRole.EXECUTOR, agent("executor", replay_from=replay_from), events=found
        )
        kernel.advance(Phase.JUDGE)
        strategy = AnyOf(ScoreStability(window=1, epsilon=0.05), MaxIterations(3))
        decision = strategy.evaluate(
            [WindowSample(iteration=0, score=0.9, verdict=Decision.PASS, confidence=0.9)]
        )
        kernel.record_convergence(decision)
        await invoke(
            recorder,
            kernel,
            AgentRole.JUDGE,
            agent("judge", calls=0, replay_from=replay_from),
            convergence=decision,
        )
        kernel.advance(Phase.VERIFY)
        await invoke(recorder, kernel, AgentRole.VERIFIER, None)
        kernel.advance(Phase.FINALIZE)
        artifact = DecisionArtifact(
            decision=Decision.PASS, confidence=0.9, epistemic_status=EpistemicStatus.SUPPORTED, answer="Paris"
        )
        await invoke(
            recorder,
            kernel,
            AgentRole.FINALIZER,
            None,
            decision=artifact,
            epistemic_status=EpistemicStatus.SUPPORTED,
            stop_reason=StopReason.COMPLETED,
            termination_reason=TerminationReason.COMPLETED,
        )
        kernel.advance(Phase.DONE)
    return kernel


# ------------------------------------------------------------------------------------------ replayability


def metadata(**changes) -> ModelMetadata:
    return SCRIPTED_DESCRIPTOR.model_metadata().model_copy(update=changes)


def replay(model: ModelMetadata | None, **kw):
    return replay_metadata(
        input_hash=digest(SPEC),
        config_hash=digest(CONFIG),
        model=model,
        model_hash=None if model is None else digest(model),
        **kw,
    )


def test_replayable_when_every_rule_holds() -> None:
    promise = replay(metadata())
    assert promise.replayability is Replayability.REPLAYABLE and promise.reasons == ()


def test_a_nonzero_temperature_is_never_promised_as_replayable() -> None:
    promise = replay(metadata(temperature=0.2))
    assert promise.replayability is Replayability.NON_REPLAYABLE
    assert any("temperature is 0.2" in reason for reason in promise.reasons)


def test_missing_max_tokens_or_model_make_a_run_non_replayable() -> None:
    incomplete = replay(metadata(max_tokens=None))
    assert incomplete.replayability is Replayability.NON_REPLAYABLE
    assert any("max_tokens" in reason for reason in incomplete.reasons)
    no_model = replay(None)
    assert no_model.replayability is Replayability.NON_REPLAYABLE
    assert any("no model identifier" in reason for reason in no_model.reasons)
    forced = replay(metadata(), reasons=["a tool writes to an external system"])
    assert forced.reasons == ("a tool writes to an external system",)


def test_the_header_carries_the_honest_promise(tmp_path: Path) -> None:
    warm = ModelDriverDescriptor(
        driver_key="http", provider="acme", model="m-1", temperature=0.2, max_tokens=256
    )
    kernel = LifecycleKernel()
    with open_recorder(tmp_path / "trace.jsonl", kernel, model=warm) as recorder:
        assert recorder.header.replayability is Replayability.NON_REPLAYABLE
        assert recorder.replay.reasons and "0.2" in recorder.replay.reasons[0]
        assert recorder.header.model == warm.model_metadata()
        ticket = kernel.abort(StopReason.FATAL_FAILURE)
        assert kernel.state.failure is not None and kernel.termination_reason is not None
        recorder.record_abort(ticket, kernel.state.failure, termination_reason=kernel.termination_reason)
    trace = canon_trace.read_trace(tmp_path / "trace.jsonl")
    assert trace.header.replayability is Replayability.NON_REPLAYABLE
    assert trace.status is canon_trace.TraceStatus.COMPLETE


# ------------------------------------------------------------------------------------------ full runs


def test_a_full_run_records_one_entry_per_invocation_with_its_events(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = asyncio.run(full_run(path))
    trace = canon_trace.read_trace(path)
    assert trace.status is canon_trace.TraceStatus.COMPLETE
    header = trace.header
    definition = PipelineDefinition.standard()
    assert header.run_id == "run-1"
    assert header.runtime_version == canon_kernel.__version__
    assert header.pipeline_hash == definition.definition_hash
    assert header.config_hash == canon_trace.config_hash(CONFIG)
    assert header.input_hash == digest(SPEC)
    assert header.fingerprint == canon_trace.run_fingerprint(definition.shape(), CONFIG)
    assert header.replayability is Replayability.REPLAYABLE
    assert header.model == SCRIPTED_DESCRIPTOR.model_metadata()
    assert header.role_versions == {"executor": "1.0"}
    assert header.termination_reason is TerminationReason.COMPLETED
    assert kernel.convergence is not None
    assert header.convergence_hash == kernel.convergence.convergence_hash
    assert header.convergence_reason is kernel.convergence.reason
    assert [(e.phase, e.role) for e in trace.entries] == [
        (Phase.INIT, AgentRole.ORCHESTRATOR),
        (Phase.PLAN, AgentRole.PLANNER),
        (Phase.EXECUTE, AgentRole.EXECUTOR),
        (Phase.JUDGE, AgentRole.JUDGE),
        (Phase.VERIFY, AgentRole.VERIFIER),
        (Phase.FINALIZE, AgentRole.FINALIZER),
    ]
    for entry in trace.entries:
        assert entry.run_id == "run-1"
        assert entry.fingerprint == header.fingerprint.value
        assert entry.replay.replayability is Replayability.REPLAYABLE
        assert entry.status is CallStatus.SUCCESS
        assert entry.input.context_id == f"{entry.phase.value.lower()}/{entry.role.value}/0"
        assert entry.duration_ms > 0
    init, plan, execute, judge = trace.entries[:4]
    assert (init.prompt_hash, init.model_hash, init.events) == (None, None, ())
    assert [e.kind for e in plan.events] == ["model_request", "model_response", "plan_emitted"]
    assert [e.kind for e in execute.events][-2:] == ["evidence_registered", "claim_emitted"]
    assert [type(e) for e in execute.events[:-2]] == [
        ModelRequestEvent,
        ModelResponseEvent,
        ToolCallEvent,
        ToolResultEvent,
        ModelRequestEvent,
        ModelResponseEvent,
    ]
    first_request = execute.events[0]
    assert execute.prompt_hash == first_request.request_digest == digest(first_request.request)
    assert execute.events[1].request_digest == first_request.request_digest
    assert execute.model_hash == SCRIPTED_DESCRIPTOR.digest
    assert execute.events[3].result.output == {"text": "Paris is the capital of France."}
    assert execute.scores == {"grounding": 0.9}
    assert isinstance(judge.events[-1], ConvergenceDecisionEvent)
    assert judge.convergence_hash == judge.events[-1].record.convergence_hash
    result = canon_trace.PipelineResult.from_trace(trace)
    assert (result.decision, result.answer, result.termination_reason) == (
        Decision.PASS,
        "Paris",
        TerminationReason.COMPLETED,
    )


def test_every_recorded_line_is_the_reference_canonical_form_of_its_content(tmp_path: Path) -> None:
    # Requests and responses are spliced into their lines from bytes encoded once per message (and once per
    # agent definition for the agent's part); the lines must be exactly what the reference encoder writes.
    path = tmp_path / "trace.jsonl"
    asyncio.run(full_run(path))
    lines = path.read_bytes().splitlines()
    assert any(b'"kind":"model_request"' in line for line in lines)
    for line in lines:
        assert line == rfc8785.dumps(json.loads(line))


def test_two_recordings_of_the_same_work_have_equal_deterministic_snapshots(tmp_path: Path) -> None:
    slow = StepClock(datetime(2030, 6, 1, tzinfo=UTC), timedelta(seconds=2))
    asyncio.run(full_run(tmp_path / "a.jsonl", run_id="run-a"))
    asyncio.run(full_run(tmp_path / "b.jsonl", run_id="run-b", clock=slow))
    first, second = (canon_trace.read_trace(tmp_path / name) for name in ("a.jsonl", "b.jsonl"))
    assert first.header.run_id != second.header.run_id
    assert first.entries[0].started_at != second.entries[0].started_at
    assert canon_trace.deterministic_snapshot(first) == canon_trace.deterministic_snapshot(second)
    assert canon_trace.compare_traces(first, second).status.value == "equivalent"


def test_a_recorded_run_replays_from_its_own_trace_to_an_equivalent_trace(tmp_path: Path) -> None:
    asyncio.run(full_run(tmp_path / "original.jsonl"))
    original = canon_trace.read_trace(tmp_path / "original.jsonl")
    cassette = canon_trace.Cassette.from_trace(original)
    asyncio.run(full_run(tmp_path / "replayed.jsonl", run_id="replay-1", replay_from=cassette))
    replayed = canon_trace.read_trace(tmp_path / "replayed.jsonl")
    assert canon_trace.compare_traces(original, replayed).status.value == "equivalent"


def test_record_result_needs_an_agent_output_for_other_output_types(tmp_path: Path) -> None:
    kernel = LifecycleKernel()
    typed = Agent(
        key="typed",
        name="Typed",
        instructions="Answer.",
        input_type=Question,
        output_type=Passage,
        model=ScriptedModelDriver.per_run([FinalOutputResponse(output={"text": "Paris"})]),
    )
    result = asyncio.run(typed.execute(Question(text="?"), dependencies=None))
    with open_recorder(tmp_path / "trace.jsonl", kernel) as recorder:
        ticket = kernel.run(AgentRole.ORCHESTRATOR)
        kernel.complete(ticket)
        agent_input = ticket.agent_input("answer")
        with pytest.raises(KernelConfigurationError, match="pass output="):
            recorder.record_result(ticket, result, input=agent_input)
        recorder.record_result(ticket, result, input=agent_input, output=answer(result.output.text))
        kernel.advance(Phase.ABORTED, stop_reason=StopReason.FATAL_FAILURE)
    trace = canon_trace.read_trace(tmp_path / "trace.jsonl")
    assert trace.entries[0].output is not None and trace.entries[0].output.text == "Paris"
    assert trace.entries[0].prompt_hash == result.requests[0].request_digest


# ------------------------------------------------------------------------------------------ failures


def test_an_agent_failure_is_recorded_with_its_transcript_then_the_run_aborts(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()

    async def run() -> None:
        with open_recorder(path, kernel) as recorder:
            await invoke(recorder, kernel, AgentRole.ORCHESTRATOR, None)
            kernel.advance(Phase.PLAN)
            await invoke(recorder, kernel, AgentRole.PLANNER, agent("planner", calls=0))
            kernel.advance(Phase.EXECUTE)
            ticket = kernel.run(AgentRole.EXECUTOR, node_id="n1")
            agent_input = ticket.agent_input("find the capital")
            with pytest.raises(ToolServiceError) as caught:
                await agent("executor", tool=broken_lookup).execute(Question(text="?"), dependencies=None)
            error = caught.value
            recorder.record_failure(ticket, error, input=agent_input)
            kernel.fail(ticket, AgentError(code=error.failure_mode, message=str(error)))
            abort = kernel.abort(StopReason.TOOL_FAILURE)
            assert kernel.state.failure is not None
            recorder.record_abort(
                abort, kernel.state.failure, termination_reason=TerminationReason.FATAL_FAILURE
            )

    asyncio.run(run())
    trace = canon_trace.read_trace(path)
    assert trace.status is canon_trace.TraceStatus.COMPLETE
    failed, aborted = trace.entries[-2:]
    assert failed.status is CallStatus.FAILURE and failed.output is None
    assert failed.error is not None and failed.error.code is FailureMode.TOOL_SERVICE_ERROR
    assert failed.failure is not None and failed.failure.stop_reason is StopReason.TOOL_FAILURE
    assert failed.input.context_id == "execute/n1/0"
    assert [e.kind for e in failed.events] == ["model_request", "model_response", "tool_call", "tool_result"]
    assert failed.events[-1].result.status is CallStatus.FAILURE
    assert failed.events[2].call.node_id == "n1"
    assert (aborted.phase, aborted.role, aborted.termination_reason) == (
        Phase.ABORTED,
        AgentRole.ORCHESTRATOR,
        TerminationReason.FATAL_FAILURE,
    )
    assert trace.header.termination_reason is TerminationReason.FATAL_FAILURE
    assert trace.end is not None and trace.end.stop_reason is StopReason.TOOL_FAILURE


def test_keyboard_interrupt_aborts_closes_the_trace_and_re_raises(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()
    with pytest.raises(KeyboardInterrupt):
        with open_recorder(path, kernel) as recorder:
            asyncio.run(invoke(recorder, kernel, AgentRole.ORCHESTRATOR, None))
            kernel.advance(Phase.PLAN)
            kernel.run(AgentRole.PLANNER)
            raise KeyboardInterrupt
    assert kernel.phase is Phase.ABORTED
    assert kernel.stop_reason is StopReason.USER_INTERRUPTION
    assert_interrupted(path, Phase.PLAN)


def test_cancellation_aborts_closes_the_trace_and_propagates(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()
    started = asyncio.Event()

    async def pipeline() -> None:
        with open_recorder(path, kernel) as recorder:
            await invoke(recorder, kernel, AgentRole.ORCHESTRATOR, None)
            kernel.advance(Phase.PLAN)
            await invoke(recorder, kernel, AgentRole.PLANNER, agent("planner", calls=0))
            kernel.advance(Phase.EXECUTE)
            started.set()
            await invoke(recorder, kernel, AgentRole.EXECUTOR, agent("executor", tool=stalled_lookup))

    async def main() -> None:
        task = asyncio.create_task(pipeline())
        await started.wait()
        await asyncio.sleep(0.01)
        task.cancel()
        await task

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(main())
    assert kernel.phase is Phase.ABORTED
    assert kernel.termination_reason is TerminationReason.USER_INTERRUPTION
    assert_interrupted(path, Phase.EXECUTE)


def assert_interrupted(path: Path, phase: Phase) -> None:
    trace = canon_trace.read_trace(path)
    assert trace.status is canon_trace.TraceStatus.COMPLETE
    assert trace.header.termination_reason is TerminationReason.USER_INTERRUPTION
    assert trace.end is not None and trace.end.stop_reason is StopReason.USER_INTERRUPTION
    last = trace.entries[-1]
    assert (last.phase, last.role, last.status) == (
        Phase.ABORTED,
        AgentRole.ORCHESTRATOR,
        CallStatus.CANCELLED,
    )
    assert last.stop_reason is StopReason.USER_INTERRUPTION
    assert last.termination_reason is TerminationReason.USER_INTERRUPTION
    assert last.failure is not None and last.failure.failure_mode is FailureMode.INTERRUPTED
    assert last.failure.phase is phase


def test_an_unexpected_exception_ends_the_run_as_a_fatal_failure(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()
    with pytest.raises(RuntimeError, match="boom"):
        with open_recorder(path, kernel):
            raise RuntimeError("boom")
    trace = canon_trace.read_trace(path)
    assert trace.header.termination_reason is TerminationReason.FATAL_FAILURE
    last = trace.entries[-1]
    assert last.failure is not None and last.failure.message == "RuntimeError: boom"
    assert last.failure.failure_mode is FailureMode.INTERNAL_ERROR


def test_an_agent_error_escaping_the_scope_keeps_its_stop_reason(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()
    with pytest.raises(AgentExecutionError):
        with open_recorder(path, kernel) as recorder:
            asyncio.run(invoke(recorder, kernel, AgentRole.ORCHESTRATOR, None))
            kernel.advance(Phase.PLAN)
            raise ToolServiceError("tool broke")
    trace = canon_trace.read_trace(path)
    assert trace.end is not None and trace.end.stop_reason is StopReason.TOOL_FAILURE
    assert trace.header.termination_reason is TerminationReason.FATAL_FAILURE


def test_a_failure_the_phase_has_no_reason_for_aborts_as_fatal_without_a_hidden_fallback(
    tmp_path: Path,
) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()
    spent = LimitExceededError("budget spent", limit_kind="tool_calls", limit=1, attempted=2)
    with pytest.raises(LimitExceededError):
        with open_recorder(path, kernel) as recorder:
            ticket = kernel.run(AgentRole.ORCHESTRATOR)
            recorder.record_failure(ticket, spent, input=ticket.agent_input("start"))
            raise spent
    assert not getattr(spent, "__notes__", [])  # the abort went through on the first try
    trace = canon_trace.read_trace(path)
    failed, aborted = trace.entries
    assert failed.stop_reason is StopReason.FATAL_FAILURE  # INIT does not recognise budget_exhausted
    assert failed.failure is not None and failed.failure.failure_mode is FailureMode.LIMIT_EXCEEDED
    assert aborted.phase is Phase.ABORTED and aborted.stop_reason is StopReason.FATAL_FAILURE
    assert aborted.failure is not None and aborted.failure.failure_mode is FailureMode.LIMIT_EXCEEDED
    assert trace.end is not None and trace.end.stop_reason is StopReason.FATAL_FAILURE


def test_leaving_the_scope_before_the_run_ends_is_an_error_and_still_closes(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    kernel = LifecycleKernel()
    with pytest.raises(LifecycleError, match="still in phase INIT"):
        with open_recorder(path, kernel):
            pass
    assert canon_trace.read_trace(path).status is canon_trace.TraceStatus.COMPLETE
    assert kernel.termination_reason is TerminationReason.FATAL_FAILURE


def test_input_must_belong_to_the_invocation(tmp_path: Path) -> None:
    kernel = LifecycleKernel()
    with open_recorder(tmp_path / "trace.jsonl", kernel) as recorder:
        ticket = kernel.run(AgentRole.ORCHESTRATOR)
        stranger = kernel.run(AgentRole.ORCHESTRATOR, node_id="other").agent_input("x")
        with pytest.raises(KernelConfigurationError, match="does not belong"):
            recorder.record_invocation(ticket, input=stranger, output=answer())
        kernel.abort(StopReason.FATAL_FAILURE)


def test_a_replayable_trace_refuses_an_undeclared_model(tmp_path: Path) -> None:
    kernel = LifecycleKernel()
    other = ModelDriverDescriptor(driver_key="http", provider="acme", model="m-2", max_tokens=64)
    with open_recorder(tmp_path / "trace.jsonl", kernel) as recorder:
        ticket = kernel.run(AgentRole.ORCHESTRATOR)
        with pytest.raises(KernelConfigurationError, match="not declared"):
            recorder.record_invocation(ticket, input=ticket.agent_input("x"), output=answer(), model=other)
        kernel.abort(StopReason.FATAL_FAILURE)


def test_a_transient_provider_failure_is_marked_transient_in_the_trace_and_replays(tmp_path) -> None:
    import asyncio as _asyncio

    from pydantic import BaseModel

    from canon_contracts import AgentOutput, AgentRole, Phase
    from canon_kernel import (
        Agent,
        LifecycleKernel,
        ModelDriverBinding,
        PipelineDefinition,
        ProviderStatusError,
        ReplayModelDriver,
        RunRecorder,
    )
    from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver
    from canon_trace import Cassette, read_trace

    class Ask(BaseModel):
        text: str

    def agent(binding: ModelDriverBinding) -> Agent:
        return Agent(
            key="asker", instructions="Answer.", input_type=Ask, output_type=AgentOutput, model=binding
        )

    def record(binding: ModelDriverBinding, path) -> None:
        definition = PipelineDefinition.standard()
        kernel = LifecycleKernel(definition)
        with RunRecorder.open(
            path,
            run_id="r",
            definition=definition,
            config={},
            input={"text": "q"},
            model=SCRIPTED_DESCRIPTOR,
            kernel=kernel,
        ) as recorder:
            kernel.complete(kernel.run(AgentRole.ORCHESTRATOR))
            kernel.advance(Phase.PLAN)
            ticket = kernel.run(AgentRole.PLANNER)
            try:
                _asyncio.run(agent(binding).execute(Ask(text="q"), dependencies=None))
            except ProviderStatusError as exc:
                kernel.fail(ticket, exc)
                recorder.record_failure(ticket, exc, input=ticket.agent_input("plan"))
                raise

    busy = ProviderStatusError("the model server answered 503 Service Unavailable", status=503, attempts=3)
    with pytest.raises(ProviderStatusError):
        record(ScriptedModelDriver.per_run([busy]), tmp_path / "first.jsonl")
    trace = read_trace(tmp_path / "first.jsonl")
    [failed] = [
        entry for entry in trace.entries if entry.error is not None and entry.role is AgentRole.PLANNER
    ]
    assert failed.error.transient and failed.error.details == {"status": 503, "attempts": 3}
    replay = ModelDriverBinding.shared(
        descriptor=SCRIPTED_DESCRIPTOR, driver=ReplayModelDriver(Cassette.from_trace(trace))
    )
    with pytest.raises(Exception) as caught:
        _asyncio.run(agent(replay).execute(Ask(text="q"), dependencies=None))
    assert str(caught.value) == str(busy) and caught.value.details == busy.details
