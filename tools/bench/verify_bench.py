"""Benchmark canon-verify: throughput (MB/s) and peak memory verifying a large generated trace.

    python tools/bench/verify_bench.py                 # a 1 GiB trace, generated in a temporary folder
    python tools/bench/verify_bench.py --size-mb 100   # a smaller one
    python tools/bench/verify_bench.py --trace FILE    # an existing trace (generated there first if absent)

The trace is a valid canonical run written through canon-trace's ``TraceWriter``: INIT, PLAN, then EXECUTE
entries until the size is reached (each a retrieval: a tool call, its result carrying three passages, and
the evidence it registers), a derive entry every 50 retrievals whose claim cites that evidence, then JUDGE
(a model call and a convergence decision), VERIFY, FINALIZE and the end record. Verification runs in a
fresh process, so its peak resident memory (``ru_maxrss``) is verification's alone; the bound to meet is
150 MB for a 1 GiB trace.

Throughput is reported as a ratio to the limit of the same machine at the same moment: a fresh process that
reads the same file line by line, decodes each line with msgspec (untyped) and hashes it with sha256. The
two are interleaved (``--rounds`` pairs, the limit first in each), so a machine shared with other work slows
both alike; the ratio of each pair and their median are printed, in CPU time (the primary number, which a
busy machine disturbs less) and in wall time, with the machine's load average before and after. The goal is
a CPU-time ratio of at least 0.7. Both sides run in one process on one core: the ratio is like for like.

A third side, run in each round between the two, measures the floor: the work in C that no verifier of
this format can skip, with no check in Python at all. Beyond the limit's decode and line digest, it hashes
the whole file (the report's file digest) and encodes each decoded line again with sorted members, as
canon-trace does to rule out a key held twice in one object. Its ratio to the limit is the ceiling: the
highest CPU-time ratio a verifier that does that work can reach on this machine. (It decodes untyped, as
the limit does; the reader's typed first reading costs about the same.)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
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
    TerminationReason,
    TraceHeader,
    WindowSample,
    digest,
)
from canon_trace import TraceWriter

ACTIVE = (Phase.INIT, Phase.PLAN, Phase.EXECUTE, Phase.JUDGE, Phase.VERIFY, Phase.FINALIZE)
ROLES = ("orchestrator", "planner", "executor", "judge", "verifier", "finalizer")
PASSAGE = (
    "Paris is the capital and most populous city of France. With an estimated population of two million "
    "residents, it is the centre of the Ile-de-France region. The city is a major railway, highway and "
    "air-transport hub served by two international airports. Since the 17th century Paris has been one of "
    "the world's major centres of finance, diplomacy, commerce, culture, fashion and gastronomy. "
)
MODEL = {"provider": "canon", "model": "canon-reasoner-1", "temperature": 0.0, "max_tokens": 512}
STAMP = "2025-01-01T12:00:00Z"
CLAIM_EVERY = 50

CHILD = """
import json, resource, sys, time
from canon_verify import verify_trace
started, cpu = time.perf_counter(), time.process_time()
report = verify_trace(sys.argv[1], policy=sys.argv[2])
seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": seconds, "cpu": cpu, "peak_rss_mb": peak_kb / 1024,
                  "entries": report.subject.entry_count,
                  "findings": len(report.findings), "checks": len(report.checks)}))
"""
LIMIT = """
import hashlib, json, sys, time
import msgspec
decode, sha256 = msgspec.json.Decoder().decode, hashlib.sha256
started, cpu = time.perf_counter(), time.process_time()
lines = 0
with open(sys.argv[1], "rb", buffering=1 << 16) as handle:
    for line in handle:
        decode(line)
        sha256(line[:-1]).digest()
        lines += 1
seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
print(json.dumps({"seconds": seconds, "cpu": cpu, "lines": lines}))
"""
FLOOR = """
import hashlib, json, sys, time
import msgspec
decode, sha256 = msgspec.json.Decoder().decode, hashlib.sha256
encode = msgspec.json.Encoder(order="sorted").encode
started, cpu = time.perf_counter(), time.process_time()
whole = sha256()
lines = 0
with open(sys.argv[1], "rb", buffering=1 << 16) as handle:
    for line in handle:
        whole.update(line)
        value = decode(line)
        "sha256:" + sha256(line[:-1]).hexdigest()
        encode(value)
        lines += 1
whole.hexdigest()
seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
print(json.dumps({"seconds": seconds, "cpu": cpu, "lines": lines}))
"""
BASELINE = """
import json, resource
from canon_verify import verify_trace
print(json.dumps({"peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _pipeline() -> PipelineShape:
    forward = list(zip(ACTIVE, (*ACTIVE[1:], Phase.DONE), strict=True))
    return PipelineShape(
        phases=(*ACTIVE, Phase.DONE, Phase.ABORTED),
        transitions=(*forward, *((phase, Phase.ABORTED) for phase in ACTIVE)),
        terminal_phases=(Phase.DONE, Phase.ABORTED),
        phase_roles={phase: (AgentRole(role),) for phase, role in zip(ACTIVE, ROLES, strict=True)},
        stop_reasons={phase: (StopReason.COMPLETED, StopReason.CONVERGED) for phase in ACTIVE},
    )


def _sha(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


class _Entries:
    """Field dicts of the generated run's entries."""

    def __init__(self, fingerprint: RunFingerprint, replay: dict[str, Any]) -> None:
        self.fingerprint = fingerprint.value
        self.replay = replay

    def entry(self, phase: Phase, role: str, text: str, **extra: Any) -> dict[str, Any]:
        fields: dict[str, Any] = {
            "phase": phase.value,
            "role": role,
            "status": "success",
            "started_at": STAMP,
            "completed_at": STAMP,
            "duration_ms": 1.0,
            "input": {
                "task_goal": f"{phase.value.lower()} the question",
                "context_id": "ctx",
                "agent_type": role,
            },
            "output": {
                "text": text,
                "confidence": 0.9,
                "decision": "pass",
                "metadata": {"contract_version": CONTRACT_VERSION},
            },
            "fingerprint": self.fingerprint,
            "replay": self.replay,
        }
        fields.update(extra)
        return fields

    def retrieval(self, number: int) -> dict[str, Any]:
        call_id, text = f"call-{number}", f"{PASSAGE}[{number}]"
        passages = [{"id": f"doc-{number}-{k}", "text": PASSAGE, "score": 0.9 - k / 10} for k in range(3)]
        evidence = {
            "evidence_id": f"ev-{number}",
            "sha256": _sha(text),
            "source": f"doc-{number}.txt",
            "start": 0,
            "end": len(text),
            "text": text,
        }
        events = [
            {
                "kind": "tool_call",
                "call": {
                    "call_id": call_id,
                    "tool": "retrieve",
                    "node_id": "n0",
                    "arguments": {"query": "capital of France", "top_k": 3},
                },
            },
            {
                "kind": "tool_result",
                "result": {
                    "call_id": call_id,
                    "tool": "retrieve",
                    "status": "success",
                    "output": {"passages": passages},
                },
            },
            {"kind": "evidence_registered", "evidence": evidence},
        ]
        return self.entry(Phase.EXECUTE, "executor", f"retrieved {number}", node_id="n0", events=events)

    def derive(self, first: int, last: int) -> dict[str, Any]:
        claims = []
        for number in range(first, last):
            text = f"{PASSAGE}[{number}]"
            supports = [
                {"kind": "evidence", "ref": f"ev-{number}", "start": 0, "end": 5, "sha256": _sha(text)},
                {"kind": "tool_result", "ref": f"call-{number}"},
            ]
            claims.append(
                {
                    "kind": "claim_emitted",
                    "claim": {"claim_id": f"claim-{number}", "text": "Paris.", "supports": supports},
                }
            )
        return self.entry(Phase.EXECUTE, "executor", "derived", node_id="derive", events=claims)


def generate(path: Path, size_bytes: int) -> int:
    """Write a valid run of about ``size_bytes`` to ``path``; return how many entries it holds."""
    config = {"spec": {"question": "What is the capital of France?"}, "model": MODEL}
    pipeline = _pipeline()
    fingerprint = RunFingerprint.create(
        pipeline, contract_version=CONTRACT_VERSION, config_hash=digest(config)
    )
    replay = {
        "replayability": "replayable",
        "input_hash": digest(config["spec"]),
        "config_hash": fingerprint.config_hash,
        "model_hash": digest(MODEL),
    }
    header = TraceHeader(
        run_id="bench-1",
        created_at=STAMP,
        runtime_version="0.1.0",
        contract_version=CONTRACT_VERSION,
        config_hash=fingerprint.config_hash,
        pipeline_hash=digest(pipeline),
        input_hash=replay["input_hash"],
        fingerprint=fingerprint,
        replayability="replayable",
        model=MODEL,
    )
    rows = _Entries(fingerprint, replay)
    plan = {
        "nodes": [
            {"node_id": "n0", "kind": "retrieve", "tool": "retrieve"},
            {"node_id": "derive", "kind": "derive", "depends_on": ["n0"]},
        ]
    }
    record = ConvergenceRecord.create(
        strategy=ConvergenceType.SCORE,
        converged=True,
        reason=ConvergenceReason.SCORE_STABILITY,
        iteration=1,
        window_size=2,
        window=(WindowSample(iteration=0, score=0.9), WindowSample(iteration=1, score=0.9)),
    )
    request = {"messages": [{"role": "user", "content": "judge the draft"}]}
    with TraceWriter(path, header) as writer:
        writer.append(rows.entry(Phase.INIT, "orchestrator", "spec loaded"))
        writer.append(
            rows.entry(Phase.PLAN, "planner", "plan", events=[{"kind": "plan_emitted", "plan": plan}])
        )
        number = cited = 0
        while path.stat().st_size < size_bytes:
            writer.append(rows.retrieval(number))
            number += 1
            if number % CLAIM_EVERY == 0:
                writer.append(rows.derive(cited, number))
                cited = number
        if cited < number:
            writer.append(rows.derive(cited, number))
        writer.append(
            rows.entry(
                Phase.JUDGE,
                "judge",
                "Paris",
                prompt_hash=digest(request),
                model_hash=digest(MODEL),
                convergence_hash=record.convergence_hash,
                stop_reason="converged",
                events=[
                    {"kind": "model_request", "request_digest": digest(request), "request": request},
                    {
                        "kind": "model_response",
                        "request_digest": digest(request),
                        "response": {"text": "Paris"},
                    },
                    {"kind": "convergence_decision", "record": record},
                ],
            )
        )
        writer.append(rows.entry(Phase.VERIFY, "verifier", "no findings"))
        decision = {
            "decision": "pass",
            "confidence": 0.9,
            "epistemic_status": "supported",
            "answer": "Paris",
            "claim_ids": ["claim-0"],
        }
        writer.append(
            rows.entry(
                Phase.FINALIZE,
                "finalizer",
                "Paris",
                decision=decision,
                stop_reason="completed",
                termination_reason="completed",
            )
        )
        writer.close(
            TerminationReason.COMPLETED,
            stop_reason=StopReason.COMPLETED,
            convergence_hash=record.convergence_hash,
            convergence_reason=record.reason,
        )
        return writer.entry_count


def _child(code: str, *args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _load(averages: tuple[float, float, float]) -> str:
    return " ".join(f"{value:.1f}" for value in averages)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mb", type=float, default=1024.0, help="trace size to generate (default 1024)")
    parser.add_argument(
        "--trace", type=Path, help="use (or generate at) this path instead of a temporary one"
    )
    parser.add_argument("--policy", default="strict", choices=["strict", "audit", "permissive"])
    parser.add_argument("--limit-mb", type=float, default=150.0, help="peak RSS to stay under (default 150)")
    parser.add_argument("--quick", action="store_true", help="a 32 MiB trace instead, for a smoke run")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved limit/verify pairs (default 2)")
    parser.add_argument("--goal", type=float, default=0.7, help="throughput ratio to reach (default 0.7)")
    args = parser.parse_args(argv)
    if args.quick:
        args.size_mb = 32.0
    with tempfile.TemporaryDirectory() as folder:
        path = args.trace or Path(folder) / "bench.jsonl"
        if not path.exists():
            started = time.perf_counter()
            entries = generate(path, int(args.size_mb * 1024 * 1024))
            print(
                f"generated {path} ({entries} entries) in {time.perf_counter() - started:.1f} s", flush=True
            )
        size_mb = path.stat().st_size / (1024 * 1024)
        load_before = os.getloadavg()
        baseline = _child(BASELINE)["peak_rss_mb"]
        ratios: list[float] = []
        cpu_ratios: list[float] = []
        ceilings: list[float] = []
        results: list[dict[str, Any]] = []
        for round_ in range(max(1, args.rounds)):
            limit = _child(LIMIT, str(path))
            floor = _child(FLOOR, str(path))
            result = _child(CHILD, str(path), args.policy)
            results.append(result)
            ratios.append(limit["seconds"] / result["seconds"])
            cpu_ratios.append(limit["cpu"] / result["cpu"])
            ceilings.append(limit["cpu"] / floor["cpu"])
            print(
                f"round {round_ + 1}: msgspec decode + sha256 {size_mb / limit['seconds']:.1f} MiB/s, "
                f"canon-verify {size_mb / result['seconds']:.1f} MiB/s, ratio {ratios[-1]:.2f} "
                f"(CPU time: {size_mb / limit['cpu']:.1f} and {size_mb / result['cpu']:.1f} MiB/s, "
                f"ratio {cpu_ratios[-1]:.2f}); floor {size_mb / floor['cpu']:.1f} MiB/s in CPU time, "
                f"ceiling {ceilings[-1]:.2f}",
                flush=True,
            )
        load_after = os.getloadavg()
    result = max(results, key=lambda item: item["peak_rss_mb"])
    ratio = statistics.median(cpu_ratios)
    print(
        f"verified {size_mb:.1f} MiB, {result['entries']} entries, {result['checks']} checks, "
        f"{result['findings']} findings, policy {args.policy}\n"
        f"throughput ratio to msgspec decode + sha256 in CPU time (median of {len(ratios)}): {ratio:.2f} "
        f"(goal {args.goal:.2f}: {'met' if ratio >= args.goal else 'NOT met'}); "
        f"in wall time {statistics.median(ratios):.2f}; ceiling (limit / floor, CPU time, see the module "
        f"docstring) {statistics.median(ceilings):.2f}\n"
        f"load average (1, 5, 15 min) before {_load(load_before)}, after {_load(load_after)} "
        f"on {os.cpu_count()} CPUs\n"
        f"peak RSS {result['peak_rss_mb']:.1f} MiB (interpreter and imports alone: {baseline:.1f} MiB; "
        f"limit {args.limit_mb:.0f} MiB)"
    )
    ok = result["peak_rss_mb"] < args.limit_mb and result["findings"] == 0
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
