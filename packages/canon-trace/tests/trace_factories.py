"""Builders of contract-model traces for canon-trace tests.

``build_trace`` returns a complete, realistic six-phase run (INIT..FINALIZE) in which every event kind
appears at least once. Its deterministic content depends only on its keyword arguments, while ``run_id``,
``t0`` and ``step_ms`` change only the execution identity and the clock, so two calls that differ in those
alone describe the same run.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from trace_headers import (
    HEADER_END_ONLY,
    merged_header,
    opened_header,
    opening_header,
    score_convergence,
    standard_pipeline,
)

from canon_contracts import (
    AgentError,
    AgentInput,
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
    FailureArtifact,
    FailureMode,
    ModelMetadata,
    ModelRequestEvent,
    ModelResponseEvent,
    Phase,
    Plan,
    PlanEmittedEvent,
    PlanNode,
    Replayability,
    ReplayMetadata,
    StopReason,
    Support,
    TerminationReason,
    ToolCall,
    ToolCallEvent,
    ToolResult,
    ToolResultEvent,
    TraceEnd,
    TraceEntry,
    TraceHeader,
    digest,
)

T0 = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)
EVIDENCE_TEXT = "Paris is the capital and most populous city of France."


@dataclasses.dataclass(frozen=True)
class InMemoryTrace:
    """The shape of ``canon_trace``'s ``Trace``, for tests that need no file."""

    header: TraceHeader
    entries: tuple[TraceEntry, ...]
    end: TraceEnd | None
    status: str = "complete"
    incomplete_reason: str | None = None
    source_format: str = "memory"
    file_digest: str | None = None
    chain_breaks: tuple[Any, ...] = ()


def standard_config(**overrides: Any) -> dict[str, Any]:
    """A configuration snapshot: spec, model identity and limits."""
    config: dict[str, Any] = {
        "spec": {"question": "What is the capital of France?", "corpus": "corpus"},
        "model": {"provider": "canon", "model": "canon-reasoner-1", "temperature": 0.0, "max_tokens": 512},
        "limits": {"max_iterations": 3, "concurrency": 4},
    }
    config.update(overrides)
    return config


def _stamp(t: datetime) -> str:
    return t.isoformat().replace("+00:00", "Z")


def build_trace(
    *,
    run_id: str = "run-a",
    t0: datetime = T0,
    step_ms: float = 1500.0,
    model: ModelMetadata | None = None,
    config: Mapping[str, Any] | None = None,
    prompt: str = "Answer from the evidence: What is the capital of France?",
    answer: str = "Paris",
    tool_output: Any = None,
    decision: Decision = Decision.PASS,
    complete: bool = True,
    fail_last: bool = False,
) -> InMemoryTrace:
    """A six-entry run; see the module docstring."""
    model = model or ModelMetadata(
        provider="canon", model="canon-reasoner-1", temperature=0.0, max_tokens=512
    )
    config = dict(config) if config is not None else standard_config()
    input_hash = digest(config["spec"])
    model_hash = digest(model)
    header = opening_header(
        run_id=run_id,
        created_at=_stamp(t0),
        config=config,
        input_hash=input_hash,
        model=model,
        role_versions={"planner": "1", "executor": "1", "judge": "1", "verifier": "1", "finalizer": "1"},
    )
    fingerprint = header.fingerprint
    replay = ReplayMetadata(
        replayability=Replayability.REPLAYABLE,
        input_hash=input_hash,
        config_hash=fingerprint.config_hash,
        model_hash=model_hash,
    )
    evidence = Evidence(
        evidence_id="ev-0",
        sha256=digest_text(EVIDENCE_TEXT),
        source="france.txt",
        start=0,
        end=len(EVIDENCE_TEXT),
        text=EVIDENCE_TEXT,
    )
    call = ToolCall(call_id="call-0", tool="retrieve", arguments={"query": "capital of France", "top_k": 3})
    result_output = tool_output if tool_output is not None else {"passages": [{"id": "ev-0", "score": 0.93}]}
    result = ToolResult(call_id="call-0", tool="retrieve", status=CallStatus.SUCCESS, output=result_output)
    request = {"messages": [{"role": "user", "content": prompt}], "model": model.model}
    response = {"content": answer, "finish_reason": "stop"}
    convergence = score_convergence(0.9)
    claim = Claim(
        claim_id="claim-0",
        text=f"The capital of France is {answer}.",
        supports=(Support(kind="evidence", ref="ev-0", start=0, end=5, sha256=evidence.sha256),),
    )
    plan = Plan(
        nodes=(
            PlanNode(
                node_id="n0", kind="retrieve", tool="retrieve", arguments={"query": "capital of France"}
            ),
            PlanNode(node_id="n1", kind="derive", depends_on=("n0",)),
        )
    )

    steps: list[dict[str, Any]] = [
        {"phase": Phase.INIT, "role": AgentRole.ORCHESTRATOR, "text": "spec loaded"},
        {
            "phase": Phase.PLAN,
            "role": AgentRole.PLANNER,
            "text": "two-node plan",
            "events": (PlanEmittedEvent(plan=plan),),
        },
        {
            "phase": Phase.EXECUTE,
            "role": AgentRole.EXECUTOR,
            "node_id": "n0",
            "text": "retrieved 1 passage",
            "events": (
                ToolCallEvent(call=call),
                ToolResultEvent(result=result),
                EvidenceRegisteredEvent(evidence=evidence),
            ),
        },
        {
            "phase": Phase.JUDGE,
            "role": AgentRole.JUDGE,
            "text": answer,
            "model_call": True,
            "events": (
                ModelRequestEvent(request_digest=digest(request), request=request),
                ModelResponseEvent(request_digest=digest(request), response=response),
                ConvergenceDecisionEvent(record=convergence),
            ),
            "convergence_hash": convergence.convergence_hash,
            "stop_reason": StopReason.CONVERGED,
            "scores": {"grounding": 0.9},
        },
        {"phase": Phase.VERIFY, "role": AgentRole.VERIFIER, "text": "no findings"},
        {
            "phase": Phase.FINALIZE,
            "role": AgentRole.FINALIZER,
            "text": answer,
            "final": True,
            "events": (ClaimEmittedEvent(claim=claim),),
        },
    ]
    entries: list[TraceEntry] = []
    prev = digest(header)
    for index, step in enumerate(steps):
        started = t0 + timedelta(milliseconds=step_ms * index)
        final = step.get("final", False)
        fields: dict[str, Any] = {
            "index": index,
            "phase": step["phase"],
            "role": step["role"],
            "node_id": step.get("node_id"),
            "status": CallStatus.SUCCESS,
            "started_at": _stamp(started),
            "completed_at": _stamp(started + timedelta(milliseconds=step_ms)),
            "duration_ms": step_ms,
            "input": AgentInput(
                task_goal=f"{step['phase'].value.lower()} the question",
                payload={"question": "What is the capital of France?", "created_at": "payload-value"},
                context_id=f"ctx-{index}",
                agent_type=step["role"],
            ),
            "output": AgentOutput.build(step["text"], confidence=0.9, decision=decision if final else "pass"),
            "scores": step.get("scores", {}),
            "run_id": run_id,
            "fingerprint": fingerprint.value,
            "replay": replay,
            "events": step.get("events", ()),
            "convergence_hash": step.get("convergence_hash"),
            "stop_reason": step.get("stop_reason"),
            "prev_digest": prev,
        }
        if step.get("model_call"):
            fields |= {"prompt_hash": digest(request), "model_hash": model_hash}
        if final:
            fields |= {
                "stop_reason": StopReason.COMPLETED,
                "termination_reason": TerminationReason.COMPLETED,
                "epistemic_status": EpistemicStatus.SUPPORTED,
                "decision": DecisionArtifact(
                    decision=decision,
                    confidence=0.9,
                    epistemic_status=EpistemicStatus.SUPPORTED,
                    answer=answer,
                    claim_ids=("claim-0",),
                    rationale="grounded in ev-0",
                ),
            }
        entry = TraceEntry.model_validate(fields)
        entries.append(entry)
        prev = digest(entry)
    if fail_last:
        entries[-1] = failed(entries[-1])
    end = None
    if complete:
        end = TraceEnd(
            termination_reason=TerminationReason.COMPLETED,
            stop_reason=StopReason.COMPLETED,
            convergence_hash=convergence.convergence_hash,
            convergence_reason=convergence.reason,
            completed_at=_stamp(t0 + timedelta(milliseconds=step_ms * (len(steps) + 1))),
            entry_count=len(entries),
            prev_digest=prev,
        )
        header = merged_header(header, end)
    return InMemoryTrace(
        header=header,
        entries=tuple(entries),
        end=end,
        status="complete" if complete else "incomplete",
        incomplete_reason=None if complete else "no end record",
    )


def failed(entry: TraceEntry) -> TraceEntry:
    """``entry`` turned into an aborting failure (no output, an error and a failure artifact)."""
    fields = entry.model_dump(mode="json")
    fields |= {
        "status": "failure",
        "output": None,
        "decision": None,
        "epistemic_status": None,
        "stop_reason": "fatal_failure",
        "termination_reason": "fatal_failure",
        "error": AgentError(code=FailureMode.INTERNAL_ERROR, message="finalizer crashed").model_dump(
            mode="json"
        ),
        "failure": FailureArtifact(
            failure_mode=FailureMode.INTERNAL_ERROR,
            message="finalizer crashed",
            phase=entry.phase,
            stop_reason=StopReason.FATAL_FAILURE,
        ).model_dump(mode="json"),
    }
    return TraceEntry.model_validate(fields)


def digest_text(text: str) -> str:
    """Digest of the UTF-8 bytes of ``text``."""
    import hashlib

    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def with_entry(trace: InMemoryTrace, index: int, **updates: Any) -> InMemoryTrace:
    """``trace`` with entry ``index`` updated (re-validated, so the result is a valid entry)."""
    entry = trace.entries[index]
    fields = entry.model_dump(mode="json") | {
        k: v.model_dump(mode="json") if hasattr(v, "model_dump") else v for k, v in updates.items()
    }
    entries = list(trace.entries)
    entries[index] = TraceEntry.model_validate(fields)
    return dataclasses.replace(trace, entries=tuple(entries))


def with_event(trace: InMemoryTrace, index: int, event_index: int, event: Any) -> InMemoryTrace:
    """``trace`` with one event of entry ``index`` replaced."""
    events = list(trace.entries[index].events)
    events[event_index] = event
    return with_entry(trace, index, events=[e.model_dump(mode="json") for e in events])


def with_header(trace: InMemoryTrace, **updates: Any) -> InMemoryTrace:
    """``trace`` with header fields updated (re-validated)."""
    fields = trace.header.model_dump(mode="json") | {
        k: v.model_dump(mode="json") if hasattr(v, "model_dump") else v for k, v in updates.items()
    }
    return dataclasses.replace(trace, header=TraceHeader.model_validate(fields))


def retimed(
    trace: InMemoryTrace, stamps: Callable[[int], str], durations: Callable[[int], float]
) -> InMemoryTrace:
    """``trace`` with every observational field replaced: ``stamps(i)`` for the i-th timestamp written."""
    counter = iter(range(10**9))
    header = trace.header.model_copy(update={"created_at": stamps(next(counter))})
    entries = tuple(
        e.model_copy(
            update={
                "started_at": stamps(next(counter)),
                "completed_at": stamps(next(counter)),
                "duration_ms": durations(e.index),
            }
        )
        for e in trace.entries
    )
    end = trace.end
    if end is not None:
        end = end.model_copy(update={"completed_at": stamps(next(counter))})
        header = header.model_copy(update={"completed_at": end.completed_at})
    return dataclasses.replace(trace, header=header, entries=entries, end=end)


def entry_fields(entry: TraceEntry) -> dict[str, Any]:
    """The fields ``TraceWriter.append`` takes: every entry field except those the writer fills."""
    return {
        k: getattr(entry, k) for k in TraceEntry.model_fields if k not in {"index", "prev_digest", "run_id"}
    }


def write_trace_file(path: Path, trace: InMemoryTrace, *, close: bool = True) -> Path:
    """Write ``trace`` with canon_trace's ``TraceWriter``; without ``close``, the file ends after the entries.

    The end record is written as ``trace.end`` says, with its ``completed_at`` as the writer's clock.
    """
    from canon_trace._writer import TraceWriter

    header = opened_header(trace.header)
    end = trace.end
    completed_at = end.completed_at if end is not None else "2025-01-01T13:00:00Z"
    writer = TraceWriter(path, header, clock=lambda: completed_at)
    for entry in trace.entries:
        writer.append(entry_fields(entry))
    if end is None:
        writer.close(TerminationReason.COMPLETED)
    else:
        writer.close(
            end.termination_reason,
            stop_reason=end.stop_reason,
            convergence_hash=end.convergence_hash,
            convergence_reason=end.convergence_reason,
        )
    if not close or end is None:  # a crashed run: every entry line, no end line
        lines = path.read_bytes().splitlines(keepends=True)
        path.write_bytes(b"".join(lines[:-1]))
    return path


def written(directory: Path, trace: InMemoryTrace, *, name: str = "trace.jsonl", close: bool = True) -> Any:
    """``trace`` written to ``directory/name`` by ``TraceWriter`` and read back by ``read_trace``."""
    from canon_trace._trace import read_trace

    return read_trace(write_trace_file(directory / name, trace, close=close))


__all__: Sequence[str] = [
    "EVIDENCE_TEXT",
    "HEADER_END_ONLY",
    "InMemoryTrace",
    "T0",
    "build_trace",
    "digest_text",
    "entry_fields",
    "failed",
    "merged_header",
    "retimed",
    "standard_config",
    "standard_pipeline",
    "with_entry",
    "with_event",
    "with_header",
    "write_trace_file",
    "written",
]
