"""``write_sample``: a trace of any length written with ``TraceWriter``, byte-identical on every run.

The entries cycle through the lifecycle's phases and between them hold every event kind; a fixed clock and
deterministic timestamps make the bytes the same each time, which tests of the writer, the reader, the hash
chain and truncation rely on.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pydantic import JsonValue

from canon_contracts import (
    AgentError,
    AgentInput,
    AgentOutput,
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
    TraceHeader,
    digest,
    digest_bytes,
)
from canon_trace._writer import TraceWriter
from canon_trace.testing._lifecycle import ACTIVE_PHASES, PHASE_ROLES, opening_header, score_convergence

__all__ = [
    "SAMPLE_RUN_ID",
    "fixed_clock",
    "rechain",
    "records_of",
    "sample_entry_fields",
    "sample_header",
    "stamps",
    "write_sample",
]

#: The run id of every sample trace.
SAMPLE_RUN_ID = "run-0001"
_EVIDENCE = "Paris is the capital of France. It sits on the Seine — «la Seine»."
_SCORE = 0.875


def stamps(start: int = 0) -> Iterator[str]:
    """Deterministic timestamps one second apart, from second ``start`` after 12:00."""
    for second in itertools.count(start):
        yield f"2025-01-01T12:{second // 60 % 60:02d}:{second % 60:02d}.000000Z"


def fixed_clock(value: str = "2025-01-01T13:00:00.000000Z") -> Callable[[], str]:
    """A ``TraceWriter`` clock that always says ``value``."""
    return lambda: value


def sample_header(run_id: str = SAMPLE_RUN_ID, **overrides: Any) -> TraceHeader:
    """The header a sample trace opens with; ``overrides`` replace its fields."""
    header = opening_header(
        run_id=run_id,
        created_at="2025-01-01T11:59:59.000000Z",
        config={"model": "canon-reasoner-1", "temperature": 0.0},
        input_hash=digest({"question": "What is the capital of France?"}),
        model=ModelMetadata(provider="canon", model="canon-reasoner-1", temperature=0.0, max_tokens=512),
        role_versions={"planner": "1", "judge": "1"},
    )
    return TraceHeader.model_validate({**header.model_dump(), **overrides})


def _events(phase: Phase) -> tuple[Any, ...]:
    """Events of the entry in ``phase``; together the phases hold every kind."""
    request: dict[str, JsonValue] = {
        "messages": [{"role": "user", "content": 'Capital of France?\n"Answer" briefly.'}]
    }
    evidence_digest = digest_bytes(_EVIDENCE.encode())
    if phase is Phase.PLAN:
        nodes = (
            PlanNode(node_id="n0", kind=NodeKind.RETRIEVE, tool="retrieve", arguments={"query": "capital"}),
            PlanNode(node_id="n1", kind=NodeKind.DERIVE, depends_on=("n0",)),
        )
        return (PlanEmittedEvent(plan=Plan(nodes=nodes, rationale="retrieve, then derive")),)
    if phase is Phase.EXECUTE:
        evidence = Evidence(
            evidence_id="ev-0",
            sha256=evidence_digest,
            source="france.txt",
            start=0,
            end=len(_EVIDENCE),
            text=_EVIDENCE,
        )
        output: JsonValue = {"passages": [{"id": "ev-0", "score": 0.93, "rank": 1}]}
        return (
            ToolCallEvent(call=ToolCall(call_id="c0", tool="retrieve", arguments={"query": "capital"})),
            ToolResultEvent(
                result=ToolResult(call_id="c0", tool="retrieve", status=CallStatus.SUCCESS, output=output)
            ),
            EvidenceRegisteredEvent(evidence=evidence),
        )
    if phase is Phase.JUDGE:
        response: dict[str, JsonValue] = {
            "content": "Paris",
            "usage": {"prompt_tokens": 12, "completion_tokens": 1},
        }
        return (
            ModelRequestEvent(request_digest=digest(request), request=request),
            ModelResponseEvent(request_digest=digest(request), response=response),
            ConvergenceDecisionEvent(record=score_convergence(_SCORE)),
        )
    if phase is Phase.FINALIZE:
        support = Support(kind=SupportKind.EVIDENCE, ref="ev-0", start=0, end=5, sha256=evidence_digest)
        return (
            ClaimEmittedEvent(
                claim=Claim(claim_id="cl-0", text="Paris is the capital.", supports=(support,))
            ),
        )
    return ()


def sample_entry_fields(
    position: int, clock: Iterator[str] | None = None, *, failed: bool = False
) -> dict[str, Any]:
    """The fields ``TraceWriter.append`` takes for the sample entry at ``position``; ``failed``: a failure."""
    clock = clock or stamps(position * 2)
    phase = ACTIVE_PHASES[position % len(ACTIVE_PHASES)]
    role = PHASE_ROLES[phase][0]
    fields: dict[str, Any] = {
        "iteration": position // len(ACTIVE_PHASES),
        "phase": phase,
        "role": role,
        "node_id": "n0" if phase is Phase.EXECUTE else None,
        "status": CallStatus.SUCCESS,
        "started_at": next(clock),
        "completed_at": next(clock),
        "duration_ms": 1000.0,
        "input": AgentInput(
            task_goal=f"{phase.value.lower()} step", context_id=f"ctx-{position}", agent_type=role
        ),
        "output": AgentOutput.build(f"{phase.value} done", confidence=_SCORE, scores={"grounding": 0.5}),
        "scores": {"quality": 1.0},
        "prompt_hash": digest({"prompt": position}),
        "model_hash": digest({"model": "canon-reasoner-1"}),
        "fingerprint": digest({"fingerprint": 1}),
        "replay": ReplayMetadata(
            replayability=Replayability.REPLAYABLE,
            input_hash=digest({"input": 1}),
            config_hash=digest({"config": 1}),
        ),
        "events": _events(phase),
    }
    if phase is Phase.JUDGE:
        fields["convergence_hash"] = score_convergence(_SCORE).convergence_hash
        fields["stop_reason"] = StopReason.CONVERGED
    if phase is Phase.FINALIZE:
        fields["epistemic_status"] = EpistemicStatus.SUPPORTED
        fields["decision"] = DecisionArtifact(
            decision=Decision.PASS,
            confidence=_SCORE,
            epistemic_status=EpistemicStatus.SUPPORTED,
            answer="Paris",
        )
    if failed:
        fields |= {
            "status": CallStatus.FAILURE,
            "output": None,
            "error": AgentError(code=FailureMode.PROVIDER_ERROR, message="model unavailable", transient=True),
            "failure": FailureArtifact(
                failure_mode=FailureMode.PROVIDER_ERROR,
                message="model unavailable",
                phase=phase,
                stop_reason=StopReason.MODEL_FAILURE,
            ),
        }
    return fields


def write_sample(path: Path, *, entries: int = 5, close: bool = True, fsync: str = "end") -> Path:
    """Write a sample trace of ``entries`` entries to ``path`` (no end record unless ``close``); return it."""
    writer = TraceWriter(path, sample_header(), fsync=fsync, clock=fixed_clock())
    for position in range(entries):
        writer.append(sample_entry_fields(position))
    if close:
        record = score_convergence(_SCORE)
        writer.close(
            TerminationReason.COMPLETED,
            stop_reason=StopReason.COMPLETED,
            convergence_hash=record.convergence_hash,
            convergence_reason=record.reason,
        )
    else:
        writer._release()  # leave the trace without its end record, as a crashed run would
    return path


def records_of(path: Path) -> list[dict[str, Any]]:
    """The records of a JSONL trace as plain JSON objects."""
    return [json.loads(line) for line in path.read_bytes().splitlines()]


def rechain(records: list[dict[str, Any]]) -> bytes:
    """JSONL bytes of ``records`` with each ``prev_digest`` recomputed, so only what else changed is wrong."""
    lines: list[bytes] = []
    previous = ""
    for record in records:
        if record.get("record") in ("entry", "end"):
            record = {**record, "prev_digest": previous}
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()
        previous = digest_bytes(line)
        lines.append(line)
    return b"\n".join(lines) + b"\n"
