"""Builders of real canon traces for canon-verify's tests.

``build`` returns a valid canonical lifecycle run (INIT -> PLAN -> EXECUTE -> JUDGE -> VERIFY -> FINALIZE ->
DONE) as contract models: a plan, tool calls with results, registered evidence, grounded claims, model calls
and a convergence decision. Its options vary the shape while keeping it valid; ``hooks`` edit the field
dicts before validation, which is how the tests make one precise violation at a time. ``write_trace`` writes
a built trace with canon-trace's ``TraceWriter``; ``write_run`` lays out a sealed run directory.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from canon_contracts import (
    CONTRACT_VERSION,
    AgentRole,
    ConvergenceReason,
    ConvergenceRecord,
    ConvergenceType,
    Phase,
    PipelineShape,
    RunFingerprint,
    StopReason,
    TraceEnd,
    TraceEntry,
    TraceHeader,
    WindowSample,
    digest,
)
from canon_trace import RunDirectory, TraceWriter

ACTIVE = (Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE)
ROLES = {
    Phase.INIT: ("orchestrator",),
    Phase.PLAN: ("planner",),
    Phase.EXECUTE: ("executor",),
    Phase.JUDGE: ("judge", "reviser"),
    Phase.VERIFY: ("verifier",),
    Phase.FINALIZE: ("finalizer",),
    Phase.ABORTED: ("orchestrator",),
}
ALWAYS = ("user_interruption", "fatal_failure", "integrity_failure")
STOPS = {
    Phase.INIT: ("completed", "invalid_input"),
    Phase.PLAN: ("completed", "topology_error", "model_failure"),
    Phase.EXECUTE: ("completed", "insufficient_evidence", "tool_failure", "budget_exhausted"),
    Phase.JUDGE: ("completed", "converged", "max_iterations", "model_failure"),
    Phase.VERIFY: ("completed", "verification_veto"),
    Phase.FINALIZE: ("completed",),
    Phase.ABORTED: (),
}
CORPUS = (
    "Paris is the capital and most populous city of France.",
    "The Seine flows through Paris before reaching the English Channel at Le Havre.",
    "France is a country in Western Europe; its capital city is Paris.",
)
#: The termination reason a run aborted for a stop reason records (every other reason: fatal_failure).
ABORT_TERMINATIONS = {
    "user_interruption": "user_interruption",
    "verification_veto": "verification_veto",
    "max_iterations": "bounded_exhaustion",
    "budget_exhausted": "bounded_exhaustion",
}
MODEL = {"provider": "canon", "model": "canon-reasoner-1", "temperature": 0.0, "max_tokens": 512}
STAMP = "2025-01-01T12:00:00Z"
#: Edits of field dicts before validation: ``entry(position, fields)``, ``header(fields)``, ``end(fields)``.
Hook = Callable[..., None]


@dataclasses.dataclass(frozen=True)
class Built:
    """A trace held in memory, shaped like ``canon_trace.Trace``."""

    header: TraceHeader
    entries: tuple[TraceEntry, ...]
    end: TraceEnd | None
    evidence_texts: tuple[str, ...] = ()
    file_digest: str | None = None
    chain_breaks: tuple[Any, ...] = ()
    incomplete_reason: str | None = None


def text_digest(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def pipeline(skips: dict[Phase, str] | None = None) -> PipelineShape:
    forward = list(zip(ACTIVE, (*ACTIVE[1:], Phase.DONE), strict=True))
    return PipelineShape(
        phases=(*ACTIVE, Phase.DONE, Phase.ABORTED),
        transitions=(*forward, *((phase, Phase.ABORTED) for phase in ACTIVE)),
        terminal_phases=(Phase.DONE, Phase.ABORTED),
        phase_roles={phase: tuple(AgentRole(r) for r in roles) for phase, roles in ROLES.items()},
        stop_reasons={
            p: tuple(StopReason(r) for r in (*s, *(ALWAYS if s else ()))) for p, s in STOPS.items()
        },
        skip_reasons=skips or {},
    )


def _output(text: str, *, decision: str = "pass", confidence: float = 0.9) -> dict[str, Any]:
    return {
        "text": text,
        "confidence": confidence,
        "decision": decision,
        "metadata": {"contract_version": CONTRACT_VERSION},
    }


def _convergence(iteration: int, *, converged: bool) -> ConvergenceRecord:
    window = tuple(WindowSample(iteration=i, score=0.9) for i in range(max(0, iteration - 1), iteration + 1))
    return ConvergenceRecord.create(
        strategy=ConvergenceType.SCORE,
        converged=converged,
        reason=ConvergenceReason.SCORE_STABILITY if converged else ConvergenceReason.WINDOW_INCOMPLETE,
        iteration=iteration,
        window_size=2,
        window=window,
        parameters={"epsilon": 0.01},
    )


class _Run:
    """Accumulates the field dicts of one run's entries."""

    def __init__(self, run_id: str, fingerprint: RunFingerprint, replay: dict[str, Any]) -> None:
        self.run_id = run_id
        self.fingerprint = fingerprint
        self.replay = replay
        self.steps: list[dict[str, Any]] = []

    def add(self, phase: Phase, role: str, text: str, **extra: Any) -> dict[str, Any]:
        index = len(self.steps)
        fields: dict[str, Any] = {
            "index": index,
            "phase": phase.value,
            "role": role,
            "status": "success",
            "started_at": STAMP,
            "completed_at": STAMP,
            "duration_ms": 10.0,
            "input": {
                "task_goal": f"{phase.value.lower()} the question",
                "context_id": f"{phase.value.lower()}/{role}/{index}",
                "agent_type": role,
                "payload": {"question": "What is the capital of France?"},
            },
            "output": _output(text),
            "run_id": self.run_id,
            "fingerprint": self.fingerprint.value,
            "replay": dict(self.replay),
            "events": [],
            "prev_digest": "sha256:" + "0" * 64,
        }
        fields.update(extra)
        self.steps.append(fields)
        return fields


def build(  # noqa: C901 - one option per branch, kept flat for readability
    *,
    run_id: str = "run-1",
    retrievals: int = 1,
    claims: int = 1,
    judge_rounds: int = 1,
    done_entry: bool = False,
    aborted_at: Phase | None = None,
    abort_stop: str = "fatal_failure",
    replayable: bool = True,
    temperature: float = 0.0,
    skips: dict[Phase, str] | None = None,
    omit: frozenset[Phase] = frozenset(),
    trailing: Phase | None = None,
    shape: PipelineShape | None = None,
    complete: bool = True,
    hooks: dict[str, Hook] | None = None,
) -> Built:
    """A valid run; see the module docstring.

    ``aborted_at`` ends it ABORTED after that phase's entries; ``skips`` declares and skips phases; ``omit``
    leaves phases out without declaring it (invalid); ``trailing`` adds an entry after the last (invalid
    after a terminal one); ``shape`` replaces the pipeline definition.
    """
    hooks = hooks or {}
    model = {**MODEL, "temperature": temperature}
    shape = shape or pipeline(skips)
    config = {"spec": {"question": "What is the capital of France?", "corpus": "corpus"}, "model": model}
    fingerprint = RunFingerprint.create(shape, contract_version=CONTRACT_VERSION, config_hash=digest(config))
    replayability = "replayable" if replayable else "non_replayable"
    model_hash = digest(model)
    replay = {
        "replayability": replayability,
        "input_hash": digest(config["spec"]),
        "config_hash": fingerprint.config_hash,
        "model_hash": model_hash,
        "reasons": [] if replayable else ["temperature is not 0"],
    }
    run = _Run(run_id, fingerprint, replay)
    skipped = set(skips or {}) | set(omit)
    texts = [CORPUS[i % len(CORPUS)] + ("" if i < len(CORPUS) else f" ({i})") for i in range(retrievals)]
    evidence_ids = [f"ev-{i}" for i in range(retrievals)]
    convergence: ConvergenceRecord | None = None

    def stop_here(phase: Phase) -> bool:
        return aborted_at is phase

    phases_run: list[Phase] = []
    for phase in ACTIVE:
        if phase in skipped:
            continue
        phases_run.append(phase)
        if phase is Phase.INIT:
            run.add(phase, "orchestrator", "spec loaded")
        elif phase is Phase.PLAN:
            nodes = [{"node_id": f"n{i}", "kind": "retrieve", "tool": "retrieve"} for i in range(retrievals)]
            nodes.append({"node_id": "derive", "kind": "derive", "depends_on": [n["node_id"] for n in nodes]})
            run.add(phase, "planner", "plan", events=[{"kind": "plan_emitted", "plan": {"nodes": nodes}}])
        elif phase is Phase.EXECUTE:
            for i, text in enumerate(texts):
                call = {
                    "call_id": f"call-{i}",
                    "tool": "retrieve",
                    "arguments": {"q": "capital"},
                    "node_id": f"n{i}",
                }
                result = {
                    "call_id": f"call-{i}",
                    "tool": "retrieve",
                    "status": "success",
                    "output": {"hits": 1},
                }
                evidence = {
                    "evidence_id": evidence_ids[i], "sha256": text_digest(text), "source": f"doc{i}.txt",
                    "start": 0, "end": len(text), "text": text,
                }  # fmt: skip
                run.add(
                    phase, "executor", f"retrieved {i}", node_id=f"n{i}",
                    events=[{"kind": "tool_call", "call": call}, {"kind": "tool_result", "result": result},
                            {"kind": "evidence_registered", "evidence": evidence}],
                )  # fmt: skip
            emitted = []
            for c in range(claims):
                i = c % retrievals
                supports = [{"kind": "evidence", "ref": evidence_ids[i], "start": 0, "end": 5,
                             "sha256": text_digest(texts[i])},
                            {"kind": "tool_result", "ref": f"call-{i}"}]  # fmt: skip
                if c:
                    supports.append({"kind": "claim", "ref": "claim-0"})
                claim = {"claim_id": f"claim-{c}", "text": f"Claim {c}.", "supports": supports}
                emitted.append({"kind": "claim_emitted", "claim": claim})
            run.add(phase, "executor", "derived", node_id="derive", events=emitted)
        elif phase is Phase.JUDGE:
            for round_ in range(judge_rounds):
                last = round_ == judge_rounds - 1
                request = {"messages": [{"role": "user", "content": f"judge round {round_}"}]}
                asked = digest(request)
                convergence = _convergence(round_ + 1, converged=last)
                run.add(
                    phase, "judge" if round_ == 0 else "reviser", "Paris", iteration=round_,
                    prompt_hash=digest(request), model_hash=model_hash,
                    convergence_hash=convergence.convergence_hash,
                    stop_reason="converged" if last else None,
                    events=[
                        {"kind": "model_request", "request_digest": asked, "request": request},
                        {"kind": "model_response", "request_digest": asked, "response": {"text": "Paris"}},
                        {"kind": "convergence_decision", "record": convergence.model_dump(mode="json")},
                    ],
                )  # fmt: skip
        elif phase is Phase.VERIFY:
            veto = stop_here(phase) and abort_stop == "verification_veto"
            said = "one error finding" if veto else "no findings"
            run.add(
                phase, "verifier", said, output=_output(said, decision="veto" if veto else "pass"),
                epistemic_status="supported", stop_reason="verification_veto" if veto else None,
            )  # fmt: skip
        elif phase is Phase.FINALIZE:
            decision = {
                "decision": "pass", "confidence": 0.9, "epistemic_status": "supported", "answer": "Paris",
                "claim_ids": [f"claim-{c}" for c in range(claims)] if Phase.EXECUTE not in skipped else [],
                "rationale": "grounded",
            }  # fmt: skip
            run.add(phase, "finalizer", "Paris", decision=decision, epistemic_status="supported",
                    stop_reason="completed")  # fmt: skip
        if stop_here(phase):
            break
    termination = "completed"
    stop = "completed"
    if aborted_at is not None:
        stop = abort_stop
        termination = ABORT_TERMINATIONS.get(stop, "fatal_failure")
        run.add(
            Phase.ABORTED, "orchestrator", "aborted", status="failure", output=None,
            error={"code": "verification_veto" if stop == "verification_veto" else "internal_error",
                   "message": f"aborted: {stop}"},
            failure={"failure_mode": "verification_veto" if stop == "verification_veto" else "internal_error",
                     "message": f"aborted: {stop}", "phase": aborted_at.value, "stop_reason": stop},
            stop_reason=stop,
        )  # fmt: skip
    elif done_entry:
        run.add(Phase.DONE, "orchestrator", "done", stop_reason="completed")
    if trailing is not None:
        run.add(trailing, ROLES[trailing][0], "after the end")
    if complete:
        run.steps[-1]["termination_reason"] = termination
    header_fields: dict[str, Any] = {
        "run_id": run_id,
        "created_at": STAMP,
        "runtime_version": "0.1.0",
        "contract_version": CONTRACT_VERSION,
        "role_versions": {"planner": "1"},
        "config_hash": fingerprint.config_hash,
        "pipeline_hash": digest(shape),
        "input_hash": replay["input_hash"],
        "fingerprint": fingerprint.model_dump(mode="json"),
        "replayability": replayability,
        "model": model,
    }
    end_fields: dict[str, Any] | None = None
    if complete:
        end_fields = {
            "termination_reason": termination,
            "stop_reason": stop,
            "convergence_hash": None if convergence is None else convergence.convergence_hash,
            "convergence_reason": None if convergence is None else convergence.reason.value,
            "completed_at": STAMP,
            "entry_count": len(run.steps),
            "prev_digest": "sha256:" + "0" * 64,
        }
    if "header" in hooks:
        hooks["header"](header_fields)
    for position, fields in enumerate(run.steps):
        if "entry" in hooks:
            hooks["entry"](position, fields)
    if end_fields is not None and "end" in hooks:
        hooks["end"](end_fields)
    entries = tuple(TraceEntry.model_validate(fields) for fields in run.steps)
    end = None if end_fields is None else TraceEnd.model_validate({**end_fields, "entry_count": len(entries)})
    if end is not None:
        header_fields |= {
            k: v for k, v in end.model_dump(mode="json").items() if k not in ("prev_digest", "stop_reason")
        }
    header = TraceHeader.model_validate(header_fields)
    return Built(header=header, entries=entries, end=end, evidence_texts=tuple(texts),
                 incomplete_reason=None if complete else "no end record")  # fmt: skip


# ------------------------------------------------------------------------------------------------ files


_END_ONLY = (
    "convergence_hash",
    "convergence_reason",
    "termination_reason",
    "stop_reason",
    "completed_at",
    "entry_count",
)


def write_trace(path: Path, built: Built, *, close: bool = True) -> Path:
    """Write ``built`` with canon-trace's ``TraceWriter`` (the end record only when ``close``)."""
    header = built.header.model_copy(update={name: None for name in _END_ONLY})
    writer = TraceWriter(path, header)
    for entry in built.entries:
        writer.append(
            {
                k: getattr(entry, k)
                for k in TraceEntry.model_fields
                if k not in ("index", "prev_digest", "run_id")
            }
        )
    if close and built.end is not None:
        end = built.end
        writer.close(
            end.termination_reason,
            stop_reason=end.stop_reason,
            convergence_hash=end.convergence_hash,
            convergence_reason=end.convergence_reason,
        )
    return path


def write_run(runs_root: Path, built: Built, *, seal: bool = True) -> Path:
    """A run directory for ``built``: trace, evidence, a few artifacts and (if ``seal``) the manifest."""
    run = RunDirectory.create(runs_root, built.header.run_id)
    write_trace(run.trace_path, built)
    for text in built.evidence_texts:
        run.add_evidence(text)
    run.write_json("spec.json", {"question": "What is the capital of France?", "corpus": "corpus"})
    run.write_json("config.json", {"model": MODEL})
    if seal:
        run.write_manifest()
    return Path(run.path)


def write_document(path: Path, built: Built, *, version: int = 2) -> Path:
    """Write ``built`` as a single-document trace: schema version 2, or version 1 (which has no events)."""
    import json

    document = built.header.model_dump(mode="json")
    if built.end is not None:
        document["stop_reason"] = built.end.stop_reason
    items = [entry.model_dump(mode="json", exclude={"index", "prev_digest"}) for entry in built.entries]
    if version == 1:
        del document["schema_version"], document["entry_count"], document["stop_reason"]
        document["agent_versions"] = document.pop("role_versions")
        document["replayable"] = document.pop("replayability") == "replayable"
        for item in items:
            del item["events"]
            item["lifecycle_node"] = item.pop("phase")
            replay = item.pop("replay")
            replay["replayable"] = replay.pop("replayability") == "replayable"
            item["replay_metadata"] = replay
    document["entries"] = items
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return path
