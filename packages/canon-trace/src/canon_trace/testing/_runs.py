"""``build_trace``: one complete, realistic run in which every event kind appears.

Its content depends only on the content arguments, while ``run_id``, ``t0`` and ``step_ms`` change only the
execution identity and the clock, so two calls that differ in those alone describe the same run.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import JsonValue

from canon_contracts import (
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
    ModelMetadata,
    ModelRequestEvent,
    ModelResponseEvent,
    NodeKind,
    Phase,
    Plan,
    PlanEmittedEvent,
    PlanNode,
    Replayability,
    ReplayMetadata,
    StopReason,
    Support,
    SupportKind,
    TerminationReason,
    ToolCall,
    ToolCallEvent,
    ToolResult,
    ToolResultEvent,
    TraceEnd,
    TraceEntry,
    digest,
    digest_bytes,
)
from canon_trace._reader import TraceStatus
from canon_trace.testing._lifecycle import merged_header, opening_header, score_convergence, standard_config
from canon_trace.testing._memory import InMemoryTrace, failed

__all__ = ["EVIDENCE_TEXT", "T0", "build_trace", "stamp"]

#: When ``build_trace``'s run starts unless told otherwise.
T0 = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)
#: The one passage ``build_trace``'s run registers as evidence.
EVIDENCE_TEXT = "Paris is the capital and most populous city of France."
_ROLE_VERSIONS = {"planner": "1", "executor": "1", "judge": "1", "verifier": "1", "finalizer": "1"}


def stamp(moment: datetime) -> str:
    """``moment`` as a trace timestamp (RFC 3339, ``Z`` for UTC)."""
    return moment.isoformat().replace("+00:00", "Z")


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
    """A six-entry run, INIT to FINALIZE: a plan, a tool call and result, evidence, a model call, a claim.

    Args:
        run_id: The run's id (execution identity only).
        t0: When the first entry starts (clock only).
        step_ms: How long each entry takes (clock only).
        model: The model identity; a temperature-0 ``canon-reasoner-1`` by default.
        config: The configuration snapshot; ``standard_config()`` by default.
        prompt: The content of the judge's model request.
        answer: The model's answer, the claim and the final decision's answer.
        tool_output: The retrieval tool's output.
        decision: The final decision.
        complete: Whether the run has its end record; without it the trace is incomplete.
        fail_last: Whether the last entry is an aborting failure.
    """
    model = model or ModelMetadata(
        provider="canon", model="canon-reasoner-1", temperature=0.0, max_tokens=512
    )
    config = dict(config) if config is not None else standard_config()
    input_hash = digest(config["spec"])
    model_hash = digest(model)
    header = opening_header(
        run_id=run_id,
        created_at=stamp(t0),
        config=config,
        input_hash=input_hash,
        model=model,
        role_versions=_ROLE_VERSIONS,
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
        sha256=digest_bytes(EVIDENCE_TEXT.encode("utf-8")),
        source="france.txt",
        start=0,
        end=len(EVIDENCE_TEXT),
        text=EVIDENCE_TEXT,
    )
    call = ToolCall(call_id="call-0", tool="retrieve", arguments={"query": "capital of France", "top_k": 3})
    result_output: JsonValue = (
        tool_output if tool_output is not None else {"passages": [{"id": "ev-0", "score": 0.93}]}
    )
    result = ToolResult(call_id="call-0", tool="retrieve", status=CallStatus.SUCCESS, output=result_output)
    request: dict[str, JsonValue] = {"messages": [{"role": "user", "content": prompt}], "model": model.model}
    response: dict[str, JsonValue] = {"content": answer, "finish_reason": "stop"}
    convergence = score_convergence(0.9)
    claim = Claim(
        claim_id="claim-0",
        text=f"The capital of France is {answer}.",
        supports=(Support(kind=SupportKind.EVIDENCE, ref="ev-0", start=0, end=5, sha256=evidence.sha256),),
    )
    plan = Plan(
        nodes=(
            PlanNode(
                node_id="n0",
                kind=NodeKind.RETRIEVE,
                tool="retrieve",
                arguments={"query": "capital of France"},
            ),
            PlanNode(node_id="n1", kind=NodeKind.DERIVE, depends_on=("n0",)),
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
            "started_at": stamp(started),
            "completed_at": stamp(started + timedelta(milliseconds=step_ms)),
            "duration_ms": step_ms,
            "input": AgentInput(
                task_goal=f"{step['phase'].value.lower()} the question",
                payload={"question": "What is the capital of France?", "created_at": "payload-value"},
                context_id=f"ctx-{index}",
                agent_type=step["role"],
            ),
            "output": AgentOutput.build(
                step["text"], confidence=0.9, decision=decision if final else Decision.PASS
            ),
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
            completed_at=stamp(t0 + timedelta(milliseconds=step_ms * (len(steps) + 1))),
            entry_count=len(entries),
            prev_digest=prev,
        )
        header = merged_header(header, end)
    return InMemoryTrace(
        header=header,
        entries=tuple(entries),
        end=end,
        status=TraceStatus.COMPLETE if complete else TraceStatus.INCOMPLETE,
        incomplete_reason=None if complete else "no end record",
        evidence_texts=(EVIDENCE_TEXT,),
    )
