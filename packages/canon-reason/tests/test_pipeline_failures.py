"""A run that fails after it started ends ABORTED with its stop reason and a complete trace that verifies."""

import asyncio
from pathlib import Path

import pytest

from canon_contracts import (
    CallStatus,
    FailureMode,
    Finding,
    Phase,
    Severity,
    StopReason,
    TerminationReason,
)
from canon_reason import ProgressKind, RunOptions, RunResult, run_spec, run_spec_async
from canon_trace import MANIFEST_FILE, read_trace
from canon_verify import verify_run, verify_trace

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
ARITHMETIC = QUICKSTART / "arith-bridge-difference.json"  # two retrieval branches in parallel


async def unreachable_corpus(arguments, context):
    raise OSError("the corpus volume is unreachable")


async def tollen_unreachable(arguments, context):
    if "Tollen" in arguments.query:
        raise OSError("the corpus volume is unreachable")
    return {"query": arguments.query, "passages": []}


def assert_closed_and_verified(result: RunResult, stop: StopReason, termination: TerminationReason) -> None:
    trace = read_trace(result.trace_path)
    assert trace.end is not None
    assert (trace.end.stop_reason, trace.end.termination_reason) == (stop, termination)
    assert trace.entries[-1].phase is Phase.ABORTED and trace.entries[-1].failure is not None
    assert (result.run_dir / MANIFEST_FILE).is_file()
    report = verify_run(result.run_dir)
    assert report.clean, [(f.check_id, f.message) for f in report.findings]
    assert result.status is Phase.ABORTED and not result.ok
    final = result.final_result
    assert (final.stop_reason, final.termination_reason) == (stop, termination)
    assert final.confidence == 0.0 and final.answer is None
    execution = result.execution
    assert execution.result is None and execution.error is not None and execution.action_plan


def test_a_failed_tool_aborts_the_run_fail_fast(tmp_path: Path) -> None:
    result = run_spec(
        ARITHMETIC, runs_dir=tmp_path, options=RunOptions(tools={"corpus_search": unreachable_corpus})
    )
    assert_closed_and_verified(result, StopReason.TOOL_FAILURE, TerminationReason.FATAL_FAILURE)
    assert result.execution.error.code is FailureMode.TOOL_SERVICE_ERROR
    assert "unreachable" in result.execution.error.message
    assert result.execution.error.details["node"] == "retrieve-1"
    trace = read_trace(result.trace_path)
    failed = [e for e in trace.entries if e.status is CallStatus.FAILURE and e.phase is Phase.EXECUTE]
    assert failed and failed[0].node_id == "retrieve-1"
    assert [event.kind for event in failed[0].events] == ["tool_call", "tool_result"]
    assert failed[0].events[1].result.status is CallStatus.FAILURE
    assert not any(e.node_id == "read" for e in trace.entries)


def test_without_fail_fast_the_tool_failures_accumulate(tmp_path: Path) -> None:
    tools = {"corpus_search": tollen_unreachable}
    result = run_spec(
        ARITHMETIC, runs_dir=tmp_path, options=RunOptions(tools=tools, fail_fast=False, concurrency=1)
    )
    assert [f.node_id for f in result.tool_failures] == ["retrieve-2"]
    assert "unreachable" in result.tool_failures[0].message
    assert_closed_and_verified(result, StopReason.TOOL_FAILURE, TerminationReason.FATAL_FAILURE)
    trace = read_trace(result.trace_path)
    executed = [(e.node_id, e.status) for e in trace.entries if e.phase is Phase.EXECUTE]
    assert executed == [("retrieve-1", CallStatus.SUCCESS), ("retrieve-2", CallStatus.FAILURE)]
    assert any("skipped" in w for w in result.execution.warnings)


def injected_finding(path: Path):
    report = verify_trace(path)
    finding = Finding(
        check_id="work.grounding",
        invariant_id="INV-GRD-001",
        severity=Severity.ERROR,
        message="claim-1 cites no evidence span (injected by the test)",
    )
    return report.model_copy(update={"findings": (*report.findings, finding)})


def test_the_verification_gate_vetoes_a_run_with_an_error_finding(tmp_path: Path) -> None:
    result = run_spec(
        ARITHMETIC, runs_dir=tmp_path, options=RunOptions(verify_gate=True, verifier=injected_finding)
    )
    assert_closed_and_verified(result, StopReason.VERIFICATION_VETO, TerminationReason.VERIFICATION_VETO)
    trace = read_trace(result.trace_path)
    verifier = next(e for e in trace.entries if e.phase is Phase.VERIFY)
    assert verifier.output is not None and verifier.output.decision.value == "veto"
    assert "work.grounding" in trace.entries[-1].failure.message


def test_without_the_gate_findings_are_reported_and_the_run_completes(tmp_path: Path) -> None:
    result = run_spec(ARITHMETIC, runs_dir=tmp_path, options=RunOptions(verifier=injected_finding))
    assert result.status is Phase.DONE
    assert any("work.grounding" in warning for warning in result.execution.warnings)


def test_with_the_gate_a_clean_run_completes(tmp_path: Path) -> None:
    result = run_spec(ARITHMETIC, runs_dir=tmp_path, options=RunOptions(verify_gate=True))
    assert result.status is Phase.DONE and result.verification.clean


def test_an_interruption_ends_the_run_aborted_closed_and_sealed(tmp_path: Path) -> None:
    def interrupt(event) -> None:
        if event.kind is ProgressKind.NODE and event.node_id == "read" and event.status == "started":
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as caught:
        run_spec(ARITHMETIC, runs_dir=tmp_path, options=RunOptions(progress=interrupt))
    (run_dir,) = tmp_path.iterdir()
    assert any(str(run_dir) in note for note in caught.value.__notes__)
    trace = read_trace(run_dir / "trace.jsonl")
    assert trace.end is not None and trace.end.termination_reason is TerminationReason.USER_INTERRUPTION
    last = trace.entries[-1]
    assert (last.phase, last.status) == (Phase.ABORTED, CallStatus.CANCELLED)
    assert (run_dir / MANIFEST_FILE).is_file()
    assert verify_run(run_dir).clean


def test_a_cancelled_run_closes_its_trace_seals_and_propagates(tmp_path: Path) -> None:
    async def stuck(arguments, context):
        await asyncio.sleep(3600)

    async def main() -> None:
        started = asyncio.Event()

        def note(event) -> None:
            if event.kind is ProgressKind.NODE and event.status == "started":
                started.set()

        task = asyncio.create_task(
            run_spec_async(
                ARITHMETIC,
                runs_dir=tmp_path,
                options=RunOptions(progress=note, tools={"corpus_search": stuck}),
            )
        )
        await started.wait()
        task.cancel()
        await task

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(main())
    (run_dir,) = tmp_path.iterdir()
    trace = read_trace(run_dir / "trace.jsonl")
    assert trace.end is not None and trace.end.termination_reason is TerminationReason.USER_INTERRUPTION
    assert trace.entries[-1].failure.phase is Phase.EXECUTE
    assert verify_run(run_dir).clean
