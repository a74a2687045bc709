"""``run_spec`` runs the whole lifecycle and writes a complete run directory that verifies clean."""

import asyncio
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from canon_contracts import (
    AgentRole,
    CallStatus,
    ClaimEmittedEvent,
    Decision,
    EpistemicStatus,
    EvidenceRegisteredEvent,
    Phase,
    Plan,
    PlanEmittedEvent,
    Replayability,
    StopReason,
    TerminationReason,
)
from canon_reason import ProgressKind, RunOptions, RunResult, run_spec, run_spec_async
from canon_trace import MANIFEST_FILE, Manifest, deterministic_snapshot, file_digest, read_trace
from canon_verify import verify_run

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
SPECS = sorted(QUICKSTART.glob("*.json"))
EXPECTED = {path.name: json.loads(path.read_text())["expected_answer"] for path in SPECS}
ARTIFACTS = {
    "spec.json",
    "config.json",
    "plan.json",
    "trace.jsonl",
    "verify.json",
    "run.json",
    "fingerprint.txt",
    "result/final_result.json",
    "result/pipeline_result.json",
}


@pytest.fixture(scope="module")
def runs_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("runs")


@pytest.fixture(scope="module")
def quickstart(runs_dir: Path) -> dict[str, RunResult]:
    """One run of every quickstart spec."""
    return {path.name: run_spec(path, runs_dir=runs_dir) for path in SPECS}


@pytest.fixture(scope="module")
def main_run(quickstart) -> RunResult:
    return quickstart["spec.json"]


@pytest.mark.parametrize("name", [path.name for path in SPECS])
def test_every_quickstart_spec_runs_to_done_and_verifies_clean(quickstart, name: str) -> None:
    result = quickstart[name]
    assert result.status is Phase.DONE and result.ok
    report = verify_run(result.run_dir)
    assert report.clean, [(f.check_id, f.message) for f in report.findings]
    assert result.verification.clean
    if EXPECTED[name] == "insufficient_evidence":
        assert result.final_result.answer == "insufficient_evidence"


def test_the_main_spec_is_answered_with_cited_evidence(main_run: RunResult) -> None:
    final = main_run.final_result
    assert final.answer is not None and final.answer.startswith("1794 [")
    assert (final.decision, final.epistemic_status) == (Decision.PASS, EpistemicStatus.SUPPORTED)
    assert (final.stop_reason, final.termination_reason) == (
        StopReason.COMPLETED,
        TerminationReason.COMPLETED,
    )
    assert final.trace_path == "trace.jsonl" and final.run_id == main_run.run_id
    assert final.model is not None and final.model.model == "canon-embedded-reasoner-1"
    assert final.convergence is not None and final.convergence.converged
    trace = read_trace(main_run.trace_path)
    evidence = {
        e.evidence.evidence_id: e.evidence
        for entry in trace.entries
        for e in entry.events
        if isinstance(e, EvidenceRegisteredEvent)
    }
    finalizing = trace.entries[-1]
    assert finalizing.decision is not None and finalizing.decision.answer == final.answer
    claims = [
        e.claim
        for entry in trace.entries
        for e in entry.events
        if isinstance(e, ClaimEmittedEvent) and e.claim.claim_id in finalizing.decision.claim_ids
    ]
    assert claims and all(any(s.ref in evidence for s in claim.supports) for claim in claims)
    for item in evidence.values():
        stored = main_run.run_dir / "evidence" / f"{item.sha256.removeprefix('sha256:')}.txt"
        assert stored.read_text(encoding="utf-8") == item.text
        source = (QUICKSTART / "corpus" / item.source).read_text(encoding="utf-8")
        assert source[item.start : item.end] == item.text


def test_an_unanswerable_spec_ends_with_an_explicit_insufficient_evidence_outcome(quickstart) -> None:
    result = quickstart["unanswerable-tollen-designer.json"]
    final = result.final_result
    assert result.status is Phase.DONE
    assert (final.decision, final.epistemic_status) == (Decision.VETO, EpistemicStatus.INSUFFICIENT_EVIDENCE)
    assert final.answer == "insufficient_evidence"
    assert final.stop_reason is StopReason.INSUFFICIENT_EVIDENCE
    assert final.termination_reason is TerminationReason.COMPLETED
    assert result.execution.final_status.success


def test_the_run_directory_is_complete_and_sealed_by_its_manifest(main_run: RunResult) -> None:
    run_dir = main_run.run_dir
    files = {p.relative_to(run_dir).as_posix() for p in run_dir.rglob("*") if p.is_file()}
    assert ARTIFACTS <= files
    manifest = Manifest.from_bytes((run_dir / MANIFEST_FILE).read_bytes())
    assert set(manifest.files) == files - {MANIFEST_FILE}
    assert all(file_digest(run_dir / path) == digest for path, digest in manifest.files.items())
    assert any(path.startswith("evidence/") for path in files)
    trace = read_trace(main_run.trace_path)
    plan = next(e.plan for e in trace.entries[1].events if isinstance(e, PlanEmittedEvent))
    assert Plan.model_validate_json((run_dir / "plan.json").read_text()) == plan
    assert (run_dir / "fingerprint.txt").read_text() == main_run.fingerprint + "\n"
    assert trace.header.fingerprint.value == main_run.fingerprint
    config = json.loads((run_dir / "config.json").read_text())
    assert {"spec", "constraints", "model", "corpus", "pipeline", "versions"} <= set(config)
    meta = json.loads((run_dir / "run.json").read_text())
    assert (meta["run_id"], meta["status"], meta["fingerprint"]) == (
        main_run.run_id,
        "DONE",
        main_run.fingerprint,
    )


def test_the_trace_records_every_role_invocation_in_lifecycle_order(main_run: RunResult) -> None:
    trace = read_trace(main_run.trace_path)
    assert trace.header.replayability is Replayability.REPLAYABLE
    assert trace.header.model is not None and trace.header.model.temperature == 0.0
    phases = [entry.phase for entry in trace.entries]
    assert phases == sorted(phases, key=list(Phase).index)
    assert {(e.phase, e.role) for e in trace.entries} >= {
        (Phase.INIT, AgentRole.ORCHESTRATOR),
        (Phase.PLAN, AgentRole.PLANNER),
        (Phase.EXECUTE, AgentRole.EXECUTOR),
        (Phase.JUDGE, AgentRole.JUDGE),
        (Phase.VERIFY, AgentRole.VERIFIER),
        (Phase.FINALIZE, AgentRole.FINALIZER),
    }
    plan = json.loads((main_run.run_dir / "plan.json").read_text())
    executed = [e.node_id for e in trace.entries if e.phase is Phase.EXECUTE]
    assert executed == [node["node_id"] for node in plan["nodes"]]
    assert all(e.status is CallStatus.SUCCESS for e in trace.entries)
    for entry in trace.entries:
        kinds = [event.kind for event in entry.events]
        assert kinds.count("model_request") == kinds.count("model_response")
        assert kinds.count("tool_call") == kinds.count("tool_result")
        if "model_request" in kinds:
            assert entry.prompt_hash and entry.model_hash


def test_the_pipeline_execution_result_tells_what_happened(main_run: RunResult) -> None:
    execution = main_run.execution
    assert execution.result is not None and execution.result.text == main_run.answer
    assert execution.error is None and execution.action_plan is None
    status = execution.final_status
    assert status.success and status.termination_reason is TerminationReason.COMPLETED
    assert status.processed_stages == ("INIT", "PLAN", "EXECUTE", "JUDGE", "VERIFY", "FINALIZE")
    assert status.converged and status.iterations == 1
    assert execution.execution_path[0] == "INIT" and execution.execution_path[-1] == "DONE"
    assert "EXECUTE:read" in execution.execution_path and "JUDGE:judge#0" in execution.execution_path
    assert execution.telemetry.shards == len(
        json.loads((main_run.run_dir / "plan.json").read_text())["nodes"]
    )
    assert [event.index for event in execution.audit_trail] == list(range(len(execution.audit_trail)))
    assert "FINALIZE" in execution.stages
    stored = json.loads((main_run.run_dir / "result" / "pipeline_result.json").read_text())
    assert stored["final_status"]["success"] is True


def test_two_runs_of_one_spec_have_equal_fingerprints_and_snapshots(
    main_run: RunResult, runs_dir: Path
) -> None:
    again = run_spec(QUICKSTART / "spec.json", runs_dir=runs_dir, options=RunOptions(concurrency=4))
    assert again.run_id != main_run.run_id
    assert again.fingerprint == main_run.fingerprint
    first, second = read_trace(main_run.trace_path), read_trace(again.trace_path)
    assert deterministic_snapshot(first) == deterministic_snapshot(second)


def test_the_clock_reaches_only_observational_fields(main_run: RunResult, runs_dir: Path) -> None:
    frozen = datetime(2031, 5, 17, 8, 30, tzinfo=UTC)
    result = run_spec(QUICKSTART / "spec.json", runs_dir=runs_dir, options=RunOptions(clock=lambda: frozen))
    trace = read_trace(result.trace_path)
    assert result.run_id.startswith("20310517T083000Z-")
    assert trace.header.created_at == "2031-05-17T08:30:00Z"
    assert all(entry.duration_ms == 0.0 for entry in trace.entries)
    assert result.execution.telemetry.duration_ms == 0.0
    assert deterministic_snapshot(trace) == deterministic_snapshot(read_trace(main_run.trace_path))


def test_progress_reports_phases_nodes_and_judge_rounds(tmp_path: Path) -> None:
    events = []
    result = run_spec(
        QUICKSTART / "arith-bridge-difference.json",
        runs_dir=tmp_path,
        options=RunOptions(progress=events.append),
    )
    started = [e.phase for e in events if e.kind is ProgressKind.PHASE and e.status == "started"]
    assert started == [Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE]
    assert events[-1].phase is Phase.DONE and events[-1].status == "finished"
    nodes = json.loads((result.run_dir / "plan.json").read_text())["nodes"]
    succeeded = [e.node_id for e in events if e.kind is ProgressKind.NODE and e.status == "succeeded"]
    assert succeeded == [node["node_id"] for node in nodes]
    judged = [e for e in events if e.kind is ProgressKind.ITERATION]
    assert [(e.status, e.iteration) for e in judged] == [("judged", 0)]


def test_inside_an_event_loop_the_async_variant_runs_and_the_sync_one_refuses(tmp_path: Path) -> None:
    spec = QUICKSTART / "single-regatta-month.json"

    async def main() -> RunResult:
        with pytest.raises(RuntimeError, match="running event loop"):
            run_spec(spec, runs_dir=tmp_path / "sync")
        return await run_spec_async(spec, runs_dir=tmp_path / "async")

    result = asyncio.run(main())
    assert result.ok and result.answer.startswith("September")
    assert not (tmp_path / "sync").exists()
