"""Measure canon-trace: write and read throughput against the stdlib ``json`` module, and peak memory while
streaming a large trace.

    python tools/bench/trace_bench.py                 # full run: 1 GiB trace for the memory measurement
    python tools/bench/trace_bench.py --quick         # a smoke run in a few seconds
    python tools/bench/trace_bench.py --size-mb 256   # a smaller streamed trace
    python tools/bench/trace_bench.py --profile write # where the writer's time goes (or: --profile read)

Times are CPU time of this process (``time.process_time``), which load from other processes on a shared
machine does not inflate. Write and read run ``--repeat`` interleaved rounds (canon then stdlib, the order
swapped every other round) and the ratios are between medians; the table's goal is at least 1.0x for each.

(a) write: ``TraceWriter.append`` (validation, I-JSON check, RFC 8785 line, sha256, write, flush) against
    ``json.dumps(sort_keys=True, separators=(",", ":"))`` + sha256 + write + flush of the same records,
    which neither validates nor produces RFC 8785 bytes (so the comparison flatters the baseline).
(b) read: ``TraceReader`` (line digest, file digest, decode into wire structs, chain and payload checks)
    against ``json.loads`` + sha256 + the chain comparison per line.
    For context, both are also timed on a sample along the route a package without msgspec would take:
    pydantic validation of every entry and the pure-Python ``rfc8785`` encoder.
(c) memory: a subprocess writes a ``--size-mb`` trace, another streams it with ``TraceReader`` and reports
    its peak RSS (``resource.getrusage(RUSAGE_SELF).ru_maxrss``, and ``VmHWM`` where Linux has it) next to
    its RSS before reading. Target: under 100 MB. Linux carries the parent's high-water mark into a child's
    ``ru_maxrss`` across fork and exec, so both children are started before this script imports canon.

The records are realistic entries (about 5 KB each) with model, tool, evidence and claim events. Everything
is deterministic; only the time taken varies. A table and a JSON summary are printed.
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
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from canon_contracts import TraceHeader

WORDS = (
    "the river evidence passage claim model answer question retrieval grounded source document paris seine "
    "capital flows city bank bridge north west south east water boat — «quoted» naïve café 数据 ✓"
).split()
RUN_ID = "bench-run"
STAMP = "2025-01-01T00:00:00.000000Z"


def text(seed: int, words: int) -> str:
    return " ".join(WORDS[(seed * 7 + i * 13) % len(WORDS)] for i in range(words))


def header() -> TraceHeader:
    from canon_contracts import CONTRACT_VERSION, PipelineShape, RunFingerprint, TraceHeader, digest

    pipeline = PipelineShape(
        phases=("INIT",), transitions=(), terminal_phases=(), phase_roles={}, stop_reasons={}
    )
    fingerprint = RunFingerprint.create(
        pipeline, contract_version=CONTRACT_VERSION, config_hash=digest({"c": 1})
    )
    return TraceHeader(
        run_id=RUN_ID,
        created_at=STAMP,
        runtime_version="0.1.0",
        contract_version=CONTRACT_VERSION,
        config_hash=fingerprint.config_hash,
        pipeline_hash=digest(pipeline),
        input_hash=digest({"q": 1}),
        fingerprint=fingerprint,
        replayability="replayable",
    )


def entry(index: int) -> dict[str, Any]:
    """The fields of one realistic entry, as JSON builtins."""
    from canon_contracts import CONTRACT_VERSION, digest

    request = {
        "messages": [{"role": "user", "content": text(index, 120)}],
        "temperature": 0.0,
        "max_tokens": 512,
    }
    request_digest = digest(request)
    passages = [
        {"id": f"doc-{index}-{k}", "score": round(0.5 + k / 10, 3), "text": text(index + k, 60)}
        for k in range(3)
    ]
    return {
        "iteration": index % 3,
        "phase": "EXECUTE",
        "role": "executor",
        "node_id": f"n{index % 7}",
        "status": "success",
        "started_at": STAMP,
        "completed_at": STAMP,
        "duration_ms": 250.0 + (index % 1000) * 1.37,  # a monotonic clock difference, rarely integral
        "input": {
            "task_goal": text(index, 12),
            "payload": {"question": text(index, 20), "k": 3},
            "context_id": f"ctx-{index}",
            "agent_type": "executor",
        },
        "output": {
            "text": text(index, 80),
            "scores": {"relevance": 0.75},
            "confidence": 0.875,
            "decision": "pass",
            "metadata": {"contract_version": CONTRACT_VERSION},
        },
        "scores": {"quality": 0.5},
        "prompt_hash": request_digest,
        "model_hash": "sha256:" + "1" * 64,
        "fingerprint": "sha256:" + "2" * 64,
        "replay": {
            "replayability": "replayable",
            "input_hash": "sha256:" + "3" * 64,
            "config_hash": "sha256:" + "4" * 64,
        },
        "events": [
            {"kind": "model_request", "request_digest": request_digest, "request": request},
            {
                "kind": "model_response",
                "request_digest": request_digest,
                "response": {"text": text(index, 150)},
            },
            {
                "kind": "tool_call",
                "call": {"call_id": f"c{index}", "tool": "retrieve", "arguments": {"query": text(index, 6)}},
            },
            {
                "kind": "tool_result",
                "result": {
                    "call_id": f"c{index}",
                    "tool": "retrieve",
                    "status": "success",
                    "output": passages,
                },
            },
        ],
    }


def entries(count: int) -> Iterator[dict[str, Any]]:
    return (entry(index) for index in range(count))


# ------------------------------------------------------------------------------------------------ write


def write_canon(path: Path, records: list[dict[str, Any]]) -> float:
    from canon_trace import TraceWriter

    started = time.process_time()
    writer = TraceWriter(path, header(), clock=lambda: STAMP)
    for fields in records:
        writer.append(fields)
    writer.close("completed")
    return time.process_time() - started


def write_stdlib(path: Path, records: list[dict[str, Any]]) -> float:
    """The same work with the stdlib: sorted-key JSON, a sha256 chain, one line written per record."""
    started = time.process_time()
    with path.open("wb", buffering=0) as handle:
        head = {"record": "header", **header().model_dump(mode="json")}
        line = json.dumps(head, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
        previous = "sha256:" + hashlib.sha256(line).hexdigest()
        handle.write(line + b"\n")
        for index, fields in enumerate(records):
            record = {"record": "entry", **fields, "index": index, "prev_digest": previous, "run_id": RUN_ID}
            line = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
            previous = "sha256:" + hashlib.sha256(line).hexdigest()
            handle.write(line + b"\n")
        end = {
            "record": "end",
            "termination_reason": "completed",
            "entry_count": len(records),
            "prev_digest": previous,
        }
        handle.write(json.dumps(end, sort_keys=True, separators=(",", ":")).encode() + b"\n")
        os.fsync(handle.fileno())
    return time.process_time() - started


def write_contract_route(path: Path, records: list[dict[str, Any]]) -> float:
    """What a writer without msgspec would do: validate with pydantic, encode with the rfc8785 package."""
    from canon_contracts import TraceEntry, canonical_bytes

    started = time.process_time()
    with path.open("wb", buffering=0) as handle:
        previous = "sha256:" + "0" * 64
        for index, fields in enumerate(records):
            entry = TraceEntry.model_validate(
                {**fields, "index": index, "prev_digest": previous, "run_id": RUN_ID}
            )
            line = canonical_bytes({"record": "entry", **entry.model_dump(mode="json")})
            previous = "sha256:" + hashlib.sha256(line).hexdigest()
            handle.write(line + b"\n")
    return time.process_time() - started


# ------------------------------------------------------------------------------------------------- read


def read_canon(path: Path) -> tuple[float, int]:
    from canon_trace import TraceReader

    started = time.process_time()
    with TraceReader(path) as reader:
        count = sum(1 for _ in reader)
        assert reader.chain_break_count == 0 and reader.status == "complete"
    return time.process_time() - started, count


def read_stdlib(path: Path) -> tuple[float, int]:
    """The same work with the stdlib: line digest, file digest, json.loads, chain comparison."""
    started = time.process_time()
    count = 0
    whole = hashlib.sha256()
    with path.open("rb") as handle:
        first = handle.readline()
        whole.update(first)
        previous = "sha256:" + hashlib.sha256(first[:-1]).hexdigest()
        for raw in handle:
            whole.update(raw)
            line = raw[:-1]
            record = json.loads(line)
            assert record["prev_digest"] == previous
            previous = "sha256:" + hashlib.sha256(line).hexdigest()
            count += record["record"] == "entry"
    whole.hexdigest()
    return time.process_time() - started, count


def read_contract_route(path: Path, limit: int) -> tuple[float, int]:
    """What a reader without msgspec would do: json.loads, then validate each entry with pydantic."""
    from canon_contracts import TraceEntry

    started = time.process_time()
    count = 0
    with path.open("rb") as handle:
        handle.readline()
        for raw in handle:
            record = json.loads(raw)
            if record.pop("record") == "entry":
                TraceEntry.model_validate(record)
                count += 1
                if count == limit:
                    break
    return time.process_time() - started, count


# ----------------------------------------------------------------------------------------------- memory

STREAM = """
import json, resource, sys, time
from canon_trace import TraceReader

def hwm():
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return None

before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.process_time()
with TraceReader(sys.argv[1]) as reader:
    count = sum(1 for _ in reader)
    status = str(reader.status)
seconds = time.process_time() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"entries": count, "status": status, "seconds": seconds, "rss_before_kib": before,
                  "peak_rss_kib": peak, "vm_hwm_kib": hwm()}))
"""


def generate(path: Path, size_mb: int) -> int:
    """Write a trace of about ``size_mb`` MiB with TraceWriter; return its entry count."""
    from canon_trace import TraceWriter

    target = size_mb * 1024 * 1024
    writer = TraceWriter(path, header(), clock=lambda: STAMP)
    index = 0
    while True:
        writer.append(entry(index))
        index += 1
        if index % 1000 == 0 and path.stat().st_size >= target:
            break
    writer.close("completed")
    return index


def stream(path: Path) -> dict[str, Any]:
    result = subprocess.run(
        [sys.executable, "-c", STREAM, str(path)], capture_output=True, text=True, check=True
    )
    return json.loads(result.stdout)


def generate_in_child(path: Path, size_mb: int) -> int:
    command = [sys.executable, __file__, "--generate", str(path), "--size-mb", str(size_mb)]
    return int(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


# ---------------------------------------------------------------------------------------------- profile


def profile(side: str, count: int) -> int:
    """Print where canon's writer (or reader) spends its time on ``count`` entries, top 20 by own time."""
    import cProfile
    import pstats

    records = list(entries(count))
    with tempfile.TemporaryDirectory(prefix="canon-trace-bench-") as scratch:
        path = Path(scratch) / "canon.jsonl"
        if side == "read":
            write_canon(path, records)
        profiler = cProfile.Profile()
        profiler.enable()
        if side == "write":
            write_canon(path, records)
        else:
            read_canon(path)
        profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
    return 0


# ------------------------------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size-mb", type=int, default=1024, help="size of the streamed trace (default 1024)")
    parser.add_argument("--entries", type=int, default=20_000, help="entries for the throughput runs")
    parser.add_argument("--repeat", type=int, default=5, help="interleaved write and read rounds (default 5)")
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument("--generate", type=Path, help=argparse.SUPPRESS)
    parser.add_argument(
        "--profile",
        choices=("write", "read"),
        help="instead of measuring, print the cProfile of canon writing (or reading) --entries entries",
    )
    args = parser.parse_args(argv)
    if args.generate is not None:  # the child that writes the large trace
        print(generate(args.generate, args.size_mb))
        return 0
    if args.profile is not None:
        return profile(args.profile, 2_000 if args.quick else args.entries)
    count, size_mb = (2_000, 16) if args.quick else (args.entries, args.size_mb)

    with tempfile.TemporaryDirectory(prefix="canon-trace-bench-") as scratch:
        root = Path(scratch)
        big = root / "big.jsonl"
        generated = generate_in_child(big, size_mb)
        big_bytes = big.stat().st_size
        streamed = stream(big)
        big.unlink()

        records = list(entries(count))
        canon_path, stdlib_path = root / "canon.jsonl", root / "stdlib.jsonl"
        # Interleaved: each round writes and reads with both, the order swapped every other round, and the
        # medians are compared, so load from other processes falls on both sides alike.
        timings: dict[str, list[float]] = {"write": [], "stdlib_write": [], "read": [], "stdlib_read": []}
        read_count = 0
        for attempt in range(args.repeat):
            for path in (canon_path, stdlib_path):
                path.unlink(missing_ok=True)
            writes = [("write", write_canon, canon_path), ("stdlib_write", write_stdlib, stdlib_path)]
            for name, writer, path in writes if attempt % 2 == 0 else reversed(writes):
                timings[name].append(writer(path, records))
            reads = [("read", read_canon), ("stdlib_read", read_stdlib)]
            for name, reader in reads if attempt % 2 == 0 else reversed(reads):
                seconds, found = reader(canon_path)
                timings[name].append(seconds)
                read_count = found if name == "read" else read_count
        write_s, stdlib_write_s, read_s, stdlib_read_s = (
            statistics.median(timings[name]) for name in ("write", "stdlib_write", "read", "stdlib_read")
        )
        canon_bytes, stdlib_bytes = canon_path.stat().st_size, stdlib_path.stat().st_size
        assert read_count == count
        sample = min(count, 2_000)  # the pydantic routes are slow; a sample tells their rate
        contract_write_s = write_contract_route(root / "contract.jsonl", records[:sample])
        contract_read_s, _ = read_contract_route(canon_path, sample)

    mib = 1024 * 1024
    rows = [
        ("write canon-trace", canon_bytes / mib / write_s, count / write_s),
        ("write stdlib json", stdlib_bytes / mib / stdlib_write_s, count / stdlib_write_s),
        ("read canon-trace", canon_bytes / mib / read_s, count / read_s),
        ("read stdlib json", canon_bytes / mib / stdlib_read_s, count / stdlib_read_s),
        (
            "write pydantic+rfc8785",
            canon_bytes / count * sample / mib / contract_write_s,
            sample / contract_write_s,
        ),
        (
            "read json+pydantic",
            canon_bytes / count * sample / mib / contract_read_s,
            sample / contract_read_s,
        ),
        (
            f"stream {big_bytes / mib:.0f} MiB",
            big_bytes / mib / streamed["seconds"],
            generated / streamed["seconds"],
        ),
    ]
    hwm = streamed["vm_hwm_kib"]
    summary = {
        "entries": count,
        "bytes_per_entry": round(canon_bytes / count),
        "write_mib_s": round(rows[0][1], 1),
        "write_entries_s": round(rows[0][2]),
        "stdlib_write_mib_s": round(rows[1][1], 1),
        "write_ratio": round(stdlib_write_s / write_s, 2),
        "read_mib_s": round(rows[2][1], 1),
        "read_entries_s": round(rows[2][2]),
        "stdlib_read_mib_s": round(rows[3][1], 1),
        "read_ratio": round(stdlib_read_s / read_s, 2),
        "write_vs_pydantic_rfc8785": round(contract_write_s / sample / (write_s / count), 1),
        "read_vs_json_pydantic": round(contract_read_s / sample / (read_s / count), 1),
        "streamed_mib": round(big_bytes / mib),
        "streamed_entries": streamed["entries"],
        "stream_mib_s": round(rows[6][1], 1),
        "rss_before_read_mib": round(streamed["rss_before_kib"] / 1024, 1),
        "peak_rss_mib": round(streamed["peak_rss_kib"] / 1024, 1),
        "vm_hwm_mib": None if hwm is None else round(hwm / 1024, 1),
        "peak_rss_under_100_mib": streamed["peak_rss_kib"] < 100 * 1024,
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
    }
    print(f"{'measurement':<24}{'MiB/s':>10}{'entries/s':>12}")
    for name, rate, per_second in rows:
        print(f"{name:<24}{rate:>10.1f}{per_second:>12.0f}")
    print(
        f"against stdlib json (medians of {args.repeat} interleaved rounds; goal >= 1.0 each): "
        f"write {summary['write_ratio']}x, read {summary['read_ratio']}x"
    )
    print(
        f"against the pydantic route: write {summary['write_vs_pydantic_rfc8785']}x, "
        f"read {summary['read_vs_json_pydantic']}x"
    )
    print(
        f"peak RSS streaming {summary['streamed_mib']} MiB: {summary['peak_rss_mib']} MiB "
        f"(before reading: {summary['rss_before_read_mib']} MiB; VmHWM {summary['vm_hwm_mib']} MiB)"
    )
    print(json.dumps(summary, indent=2))
    return 0 if summary["peak_rss_under_100_mib"] else 1


if __name__ == "__main__":
    sys.exit(main())
