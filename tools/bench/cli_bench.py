"""Wall time of the canon command line, beside the same question asked through bijux-canon-reason.

Measured, each as a fresh subprocess after one untimed warm-up, repeated, reported as median and minimum in
milliseconds:

- ``python -c pass``: the interpreter's own start-up, for reference;
- ``canon --version`` and ``canon --help``: start-up of the command line (it imports only click);
- ``canon run examples/quickstart/spec.json``: one whole recorded run (plan, retrieval, reasoning, judging,
  verification, run directory), each time into a fresh runs folder;
- the same for the peer ``bijux-canon-reason`` (``--help``, and ``run`` on the quickstart question with the
  quickstart corpus converted to its JSONL corpus format), when its command is installed beside this
  interpreter. It is never installed into the project's environment; ``nox -s bench`` installs it into the
  bench session's own one.

The answer each tool gave is reported too, so the times compare like with like.

    python tools/bench/cli_bench.py [--quick] [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "examples" / "quickstart"
PEER = "bijux-canon-reason"


@dataclass
class Measure:
    name: str
    command: str
    runs_ms: list[float] = field(default_factory=list)
    note: str = ""
    unavailable: str | None = None

    @property
    def median_ms(self) -> float | None:
        return statistics.median(self.runs_ms) if self.runs_ms else None

    @property
    def min_ms(self) -> float | None:
        return min(self.runs_ms) if self.runs_ms else None


def _script(name: str) -> str | None:
    """The console script ``name`` beside this interpreter, else on PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name)


def _timed(argv: Sequence[str], cwd: Path) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, check=False)
    elapsed = (time.perf_counter() - start) * 1000.0
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited {done.returncode}: {done.stderr.strip()[-500:]}")
    return elapsed, done


def _repeat(
    measure: Measure, argv_for: Callable[[int], list[str]], repeat: int, cwd: Path
) -> subprocess.CompletedProcess[str]:
    _timed(argv_for(-1), cwd)  # warm-up, untimed: byte-compiles on a fresh install, fills the file cache
    done = None
    for attempt in range(repeat):
        elapsed, done = _timed(argv_for(attempt), cwd)
        measure.runs_ms.append(elapsed)
    assert done is not None
    return done


def _peer_inputs(work: Path) -> Path:
    """The quickstart question and corpus in the peer's formats; return the spec path."""
    spec = json.loads((QUICKSTART / "spec.json").read_text(encoding="utf-8"))
    corpus = work / "corpus.jsonl"
    with corpus.open("w", encoding="utf-8") as out:
        for document in sorted((QUICKSTART / spec["corpus"]).glob("*.md")):
            text = document.read_text(encoding="utf-8")
            title = text.splitlines()[0].lstrip("#").strip()
            record = {"doc_id": document.stem, "title": title, "source": document.name, "text": text}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    peer_spec = {
        "description": spec["question"],
        "constraints": {"needs_retrieval": True, "corpus_path": str(corpus), "top_k": 3},
        "expected_output_type": "Claim",
        "version": 1,
    }
    path = work / "peer-spec.json"
    path.write_text(json.dumps(peer_spec, indent=2), encoding="utf-8")
    return path


def _last_statement(run_dir: Path) -> str:
    """The last claim statement in the peer's trace: its answer."""
    found = ""

    def visit(value: object) -> None:
        nonlocal found
        if isinstance(value, dict):
            if isinstance(value.get("statement"), str):
                found = value["statement"]
            for child in value.values():
                visit(child)
        elif isinstance(value, list):
            for child in value:
                visit(child)

    for line in (run_dir / "trace.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            visit(json.loads(line))
    return found


def _canon(work: Path, repeat: int, runs: int) -> list[Measure]:
    canon = _script("canon")
    base = [canon] if canon else [sys.executable, "-m", "canon"]
    shown = "canon" if canon else "python -m canon"
    version = Measure("canon --version", f"{shown} --version")
    _repeat(version, lambda _: [*base, "--version"], repeat, ROOT)
    helped = Measure("canon --help", f"{shown} --help")
    _repeat(helped, lambda _: [*base, "--help"], repeat, ROOT)
    spec = QUICKSTART / "spec.json"
    run = Measure("canon run", f"{shown} run examples/quickstart/spec.json --runs-dir <fresh folder>")
    done = _repeat(
        run, lambda n: [*base, "run", str(spec), "--runs-dir", str(work / f"canon-runs-{n}")], runs, ROOT
    )
    answer = next((line for line in done.stdout.splitlines() if line.startswith("Answer:")), "")
    run.note = answer.removeprefix("Answer:").strip()
    return [version, helped, run]


def _peer(work: Path, repeat: int, runs: int) -> list[Measure]:
    peer = _script(PEER)
    helped = Measure(f"{PEER} --help", f"{PEER} --help")
    run = Measure(f"{PEER} run", f"{PEER} run --spec <quickstart as its spec> --artifacts-dir <fresh folder>")
    if peer is None:
        reason = f"{PEER} is not installed here (nox -s bench installs it)"
        helped.unavailable = run.unavailable = reason
        return [helped, run]
    _repeat(helped, lambda _: [peer, "--help"], repeat, work)
    spec = _peer_inputs(work)
    done = _repeat(
        run,
        lambda n: [peer, "run", "--spec", str(spec), "--artifacts-dir", str(work / f"peer-{n}")],
        runs,
        work,
    )
    run.note = _last_statement(Path(done.stdout.strip().splitlines()[-1]))
    return [helped, run]


def _report(measures: list[Measure]) -> str:
    lines = [f"{'measure':<28} {'median ms':>10} {'min ms':>10} {'runs':>5}  note"]
    for m in measures:
        if m.unavailable:
            lines.append(f"{m.name:<28} {'-':>10} {'-':>10} {0:>5}  unavailable: {m.unavailable}")
            continue
        note = m.note if len(m.note) <= 90 else m.note[:89] + "…"
        lines.append(f"{m.name:<28} {m.median_ms:>10.1f} {m.min_ms:>10.1f} {len(m.runs_ms):>5}  {note}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="start-up repetitions (default 20)")
    parser.add_argument("--runs", type=int, default=5, help="whole-run repetitions (default 5)")
    parser.add_argument("--quick", action="store_true", help="3 start-ups and 2 runs each, for a smoke run")
    parser.add_argument("--json", action="store_true", help="print the measurements as JSON")
    args = parser.parse_args(argv)
    repeat, runs = (3, 2) if args.quick else (args.repeat, args.runs)
    with tempfile.TemporaryDirectory(prefix="canon-cli-bench-") as folder:
        work = Path(folder)
        interpreter = Measure("python -c pass", f"{Path(sys.executable).name} -c pass")
        _repeat(interpreter, lambda _: [sys.executable, "-c", "pass"], repeat, work)
        measures = [interpreter, *_canon(work, repeat, runs), *_peer(work, repeat, runs)]
    if args.json:
        print(
            json.dumps(
                [{**asdict(m), "median_ms": m.median_ms, "min_ms": m.min_ms} for m in measures], indent=2
            )
        )
    else:
        print(f"python {sys.version.split()[0]} on {sys.platform}, {os.cpu_count()} CPUs")
        print(_report(measures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
