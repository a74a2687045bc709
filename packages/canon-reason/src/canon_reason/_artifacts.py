"""Sealing a run directory once its trace is closed: the report, the results, metadata, then the manifest.

The trace is the source of truth: ``result/final_result.json`` is projected from it (``PipelineResult.
from_trace``), ``verify.json`` is canon-verify's report on it, and ``manifest.json`` is written last, so a
directory is complete exactly when every other file is in place. An aborted run is sealed the same way: it
is a complete run that ended ABORTED, and it verifies.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from canon_contracts import (
    AgentError,
    FailureArtifact,
    FinalResult,
    Phase,
    PipelineExecutionResult,
    StopReason,
    TerminationReason,
    VerificationReport,
)
from canon_trace import TRACE_FILE, RunDirectory, Trace, final_result_from_trace, read_trace, run_status
from canon_verify import report_bytes, verify_trace

from ._context import RunContext
from ._executor import NodeFailure
from ._session import SessionResult

__all__ = ["RunResult", "seal_run"]


@dataclass(frozen=True, slots=True)
class RunResult:
    """What ``run_spec`` returns: where the run is, how it ended, what it concluded, and its verification.

    ``status`` is ``Phase.DONE`` or ``Phase.ABORTED``. ``final_result`` is ``result/final_result.json``,
    ``execution`` the ``PipelineExecutionResult`` (``result/pipeline_result.json``), ``verification`` the
    report in ``verify.json`` (canon-verify on the closed trace; ``canon_verify.verify_run`` on ``run_dir``
    adds the manifest and evidence files). ``tool_failures`` lists the plan nodes that failed.
    """

    run_dir: Path
    run_id: str
    status: Phase
    final_result: FinalResult
    execution: PipelineExecutionResult
    verification: VerificationReport
    fingerprint: str
    tool_failures: tuple[NodeFailure, ...] = ()

    @property
    def answer(self) -> str | None:
        """The final answer (with its citation markers), ``insufficient_evidence``, or ``None`` if aborted."""
        return self.final_result.answer

    @property
    def ok(self) -> bool:
        """Whether the run reached DONE."""
        return self.status is Phase.DONE

    @property
    def trace_path(self) -> Path:
        """The run's trace."""
        return self.run_dir / TRACE_FILE


def _stamp(moment: datetime) -> str:
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.isoformat().replace("+00:00", "Z")


_ACTIONS: Mapping[StopReason, tuple[str, ...]] = {
    StopReason.TOOL_FAILURE: (
        "read the failed executor entry in trace.jsonl: its error names the tool and the call",
        "check that the corpus the spec names is readable and unchanged",
        "run with fail_fast=False to collect every tool failure in one run",
    ),
    StopReason.MODEL_FAILURE: (
        "read the failed entry in trace.jsonl: its error and transcript show the last model exchange",
        "on a replay, a prompt that changed is a divergence: compare with the original run",
    ),
    StopReason.VERIFICATION_VETO: (
        "read verify.json and the verifier entry for the findings that vetoed the run",
        "run without the verification gate to publish the run with its findings",
    ),
    StopReason.USER_INTERRUPTION: ("run the spec again; the interrupted run is kept as it ended",),
    StopReason.BUDGET_EXHAUSTED: ("raise the agent limits or simplify the question",),
}


def _action_plan(failure: FailureArtifact | None) -> tuple[str, ...]:
    if failure is None:
        return ("read the last entries of trace.jsonl",)
    return _ACTIONS.get(failure.stop_reason, ("read the abort entry of trace.jsonl; report the failure",))


def execution_result(ctx: RunContext, session: SessionResult | None, trace: Trace) -> PipelineExecutionResult:
    """The ``PipelineExecutionResult`` of the run, from the journal and the kernel's final state."""
    state = ctx.kernel.state
    failure = state.failure
    error = None
    if failure is not None:
        error = AgentError(
            code=failure.failure_mode, message=failure.message, details=dict(failure.details) or None
        )
    done = session is not None and session.status is Phase.DONE
    return ctx.journal.result(
        now=ctx.recorder.now(),
        output=session.output if done and session is not None else None,
        stop_reason=trace.end.stop_reason if trace.end is not None else state.stop_reason,
        termination_reason=trace.header.termination_reason or TerminationReason.FATAL_FAILURE,
        convergence=state.convergence,
        error=error,
        action_plan=None if done else _action_plan(failure),
    )


def seal_run(
    run_dir: RunDirectory,
    ctx: RunContext,
    session: SessionResult | None,
    *,
    metadata: Mapping[str, Any],
) -> RunResult:
    """Write ``verify.json``, the results, ``run.json``, ``fingerprint.txt`` and, last, ``manifest.json``."""
    trace = read_trace(run_dir.trace_path)
    report = verify_trace(run_dir.trace_path)
    run_dir.write_bytes("verify.json", report_bytes(report))
    result = final_result_from_trace(trace)
    run_dir.write_json("result/final_result.json", result)
    execution = execution_result(ctx, session, trace)
    run_dir.write_json("result/pipeline_result.json", execution)
    header = trace.header
    status = run_status(run_dir.path, trace).phase or Phase.ABORTED  # the one reading of how a run ended
    fingerprint = header.fingerprint.value
    run_dir.write_json(
        "run.json",
        {
            **metadata,
            "run_id": header.run_id,
            "status": status.value,
            "decision": result.decision.value,
            "answer": result.answer,
            "stop_reason": None if result.stop_reason is None else result.stop_reason.value,
            "termination_reason": result.termination_reason.value,
            "fingerprint": fingerprint,
            "config_hash": header.config_hash,
            "input_hash": header.input_hash,
            "pipeline_hash": header.pipeline_hash,
            "runtime_version": header.runtime_version,
            "contract_version": header.contract_version,
            "trace": TRACE_FILE,
            "entries": len(trace.entries),
            "started_at": header.created_at,
            "completed_at": header.completed_at or _stamp(ctx.recorder.now()),
            "duration_ms": execution.telemetry.duration_ms,
            "phase_durations_ms": dict(execution.telemetry.stage_durations_ms),
        },
    )
    run_dir.write_bytes("fingerprint.txt", (fingerprint + "\n").encode("ascii"))
    run_dir.write_manifest()
    return RunResult(
        run_dir=run_dir.path,
        run_id=header.run_id,
        status=status,
        final_result=result,
        execution=execution,
        verification=report,
        fingerprint=fingerprint,
        tool_failures=() if session is None else session.tool_failures,
    )
