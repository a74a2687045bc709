"""``build_scenario``: a valid run whose shape its options vary, and hooks that break one rule at a time.

The run follows the lifecycle (INIT -> PLAN -> EXECUTE -> JUDGE -> VERIFY -> FINALIZE -> DONE): a plan, tool
calls with results, registered evidence, grounded claims, model calls and convergence decisions. ``hooks``
edit the field dicts before they are validated, which is how a test makes one precise violation
(``canon_trace.testing.edits`` builds them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from canon_contracts import (
    CONTRACT_VERSION,
    Phase,
    PipelineShape,
    RunFingerprint,
    TraceEnd,
    TraceEntry,
    TraceHeader,
    digest,
    digest_bytes,
)
from canon_trace._reader import TraceStatus
from canon_trace.testing._lifecycle import ACTIVE_PHASES, PHASE_ROLES, score_convergence, standard_pipeline
from canon_trace.testing._memory import InMemoryTrace

__all__ = ["CORPUS", "SCENARIO_MODEL", "Hook", "build_scenario"]

#: The passages a scenario's retrievals register, in turn.
CORPUS = (
    "Paris is the capital and most populous city of France.",
    "The Seine flows through Paris before reaching the English Channel at Le Havre.",
    "France is a country in Western Europe; its capital city is Paris.",
)
#: The model identity of a scenario (its temperature is the ``temperature`` option).
SCENARIO_MODEL: Mapping[str, Any] = {
    "provider": "canon",
    "model": "canon-reasoner-1",
    "temperature": 0.0,
    "max_tokens": 512,
}
#: An edit of field dicts before validation: ``entry(position, fields)``, ``header(fields)``, ``end(fields)``.
Hook = Callable[..., None]

#: The termination reason a run aborted for a stop reason records (every other reason: fatal_failure).
_ABORT_TERMINATIONS = {
    "user_interruption": "user_interruption",
    "verification_veto": "verification_veto",
    "max_iterations": "bounded_exhaustion",
    "budget_exhausted": "bounded_exhaustion",
}
_STAMP = "2025-01-01T12:00:00Z"
_UNCHAINED = "sha256:" + "0" * 64  # TraceWriter computes the real chain when the scenario is written


def _output(text: str, *, decision: str = "pass", confidence: float = 0.9) -> dict[str, Any]:
    return {
        "text": text,
        "confidence": confidence,
        "decision": decision,
        "metadata": {"contract_version": CONTRACT_VERSION},
    }


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
            "started_at": _STAMP,
            "completed_at": _STAMP,
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
            "prev_digest": _UNCHAINED,
        }
        fields.update(extra)
        self.steps.append(fields)
        return fields

    def execute(self, texts: list[str], claims: int) -> None:
        for i, text in enumerate(texts):
            call = {
                "call_id": f"call-{i}",
                "tool": "retrieve",
                "arguments": {"q": "capital"},
                "node_id": f"n{i}",
            }
            result = {"call_id": f"call-{i}", "tool": "retrieve", "status": "success", "output": {"hits": 1}}
            evidence = {
                "evidence_id": f"ev-{i}", "sha256": digest_bytes(text.encode()), "source": f"doc{i}.txt",
                "start": 0, "end": len(text), "text": text,
            }  # fmt: skip
            self.add(
                Phase.EXECUTE, "executor", f"retrieved {i}", node_id=f"n{i}",
                events=[{"kind": "tool_call", "call": call}, {"kind": "tool_result", "result": result},
                        {"kind": "evidence_registered", "evidence": evidence}],
            )  # fmt: skip
        emitted = []
        for c in range(claims):
            i = c % len(texts)
            supports = [{"kind": "evidence", "ref": f"ev-{i}", "start": 0, "end": 5,
                         "sha256": digest_bytes(texts[i].encode())},
                        {"kind": "tool_result", "ref": f"call-{i}"}]  # fmt: skip
            if c:
                supports.append({"kind": "claim", "ref": "claim-0"})
            claim = {"claim_id": f"claim-{c}", "text": f"Claim {c}.", "supports": supports}
            emitted.append({"kind": "claim_emitted", "claim": claim})
        self.add(Phase.EXECUTE, "executor", "derived", node_id="derive", events=emitted)

    def judge(self, rounds: int, model_hash: str) -> Any:
        convergence = None
        for round_ in range(rounds):
            last = round_ == rounds - 1
            request = {"messages": [{"role": "user", "content": f"judge round {round_}"}]}
            asked = digest(request)
            convergence = score_convergence(0.9, iteration=round_ + 1, converged=last)
            self.add(
                Phase.JUDGE, "judge" if round_ == 0 else "reviser", "Paris", iteration=round_,
                prompt_hash=asked, model_hash=model_hash, convergence_hash=convergence.convergence_hash,
                stop_reason="converged" if last else None,
                events=[
                    {"kind": "model_request", "request_digest": asked, "request": request},
                    {"kind": "model_response", "request_digest": asked, "response": {"text": "Paris"}},
                    {"kind": "convergence_decision", "record": convergence.model_dump(mode="json")},
                ],
            )  # fmt: skip
        return convergence


def build_scenario(  # noqa: C901 - one option per branch, kept flat for reading
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
    skips: Mapping[Phase, str] | None = None,
    omit: frozenset[Phase] = frozenset(),
    trailing: Phase | None = None,
    shape: PipelineShape | None = None,
    complete: bool = True,
    hooks: Mapping[str, Hook] | None = None,
) -> InMemoryTrace:
    """A valid run, or with ``hooks`` one that breaks a rule; see the module docstring.

    ``retrievals`` tool calls each register one passage of ``CORPUS``; ``claims`` claims cite them;
    ``judge_rounds`` model calls end in a converged decision. ``aborted_at`` ends the run ABORTED after that
    phase's entries for ``abort_stop``; ``done_entry`` adds a DONE entry; ``skips`` declares and skips phases;
    ``omit`` leaves phases out without declaring it (invalid); ``trailing`` adds an entry after the last
    (invalid after a terminal one); ``shape`` replaces the pipeline definition; without ``complete`` the run
    has no end record.
    """
    hooks = hooks or {}
    model = {**SCENARIO_MODEL, "temperature": temperature}
    shape = shape or standard_pipeline(skip_reasons=dict(skips or {}))
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
    convergence = None
    for phase in ACTIVE_PHASES:
        if phase in skipped:
            continue
        if phase is Phase.INIT:
            run.add(phase, "orchestrator", "spec loaded")
        elif phase is Phase.PLAN:
            nodes: list[dict[str, Any]] = [
                {"node_id": f"n{i}", "kind": "retrieve", "tool": "retrieve"} for i in range(retrievals)
            ]
            nodes.append({"node_id": "derive", "kind": "derive", "depends_on": [n["node_id"] for n in nodes]})
            run.add(phase, "planner", "plan", events=[{"kind": "plan_emitted", "plan": {"nodes": nodes}}])
        elif phase is Phase.EXECUTE:
            run.execute(texts, claims)
        elif phase is Phase.JUDGE:
            convergence = run.judge(judge_rounds, model_hash)
        elif phase is Phase.VERIFY:
            veto = aborted_at is phase and abort_stop == "verification_veto"
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
        if aborted_at is phase:
            break
    termination = "completed"
    stop = "completed"
    if aborted_at is not None:
        stop = str(abort_stop)
        termination = _ABORT_TERMINATIONS.get(stop, "fatal_failure")
        mode = "verification_veto" if stop == "verification_veto" else "internal_error"
        run.add(
            Phase.ABORTED, "orchestrator", "aborted", status="failure", output=None,
            error={"code": mode, "message": f"aborted: {stop}"},
            failure={"failure_mode": mode, "message": f"aborted: {stop}", "phase": aborted_at.value,
                     "stop_reason": stop},
            stop_reason=stop,
        )  # fmt: skip
    elif done_entry:
        run.add(Phase.DONE, "orchestrator", "done", stop_reason="completed")
    if trailing is not None:
        run.add(trailing, PHASE_ROLES[trailing][0].value, "after the end")
    if complete:
        run.steps[-1]["termination_reason"] = termination
    header_fields: dict[str, Any] = {
        "run_id": run_id,
        "created_at": _STAMP,
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
            "completed_at": _STAMP,
            "entry_count": len(run.steps),
            "prev_digest": _UNCHAINED,
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
    return InMemoryTrace(
        header=TraceHeader.model_validate(header_fields),
        entries=entries,
        end=end,
        status=TraceStatus.COMPLETE if complete else TraceStatus.INCOMPLETE,
        incomplete_reason=None if complete else "no end record",
        evidence_texts=tuple(texts),
    )
