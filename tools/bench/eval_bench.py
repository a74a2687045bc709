"""Wall time of ``run_eval`` over one data set: in process, in 2 local worker processes, on ``dask-local:2``.

The data set is the bundled ``examples/quickstart/eval.jsonl`` repeated under fresh case ids until it holds
at least ``--cases`` cases (48 by default), all against the quickstart corpus; ``--also-cases N`` measures a
second, larger data set the same way and prints it as a second table. Every round runs each configuration
once, into a fresh evaluation directory, in a rotating order (interleaved, so a change in the machine's load
falls on every configuration alike); the report gives each configuration's median wall time and the ratio of
the sequential median to it (the speed-up). Worker start-up is inside the timing: it is part of what an
evaluation costs. Every configuration must give the same ``results_digest``.

Each evaluation runs in a fresh process of its own (this script, ``--measure``), warmed before anything is
timed: canon-reason and, for Dask, ``dask.distributed`` are imported and two cases run in process, so no
configuration pays for imports and first-use set-up (validators, caches) that another would not (forked
workers start with their parent's state), and no configuration runs after another one's leftovers (Dask
leaves idle threads behind, which would keep the next evaluation's workers from being forked). The report
prints what the warm-up cost. Beside each wall time it gives the CPU seconds of the measuring process (the
parent: scheduling, scoring, and for Dask the scheduler and the nannies) and of its worker processes
(``RUSAGE_CHILDREN``: workers are reaped when an evaluation closes them; workers started by a fork server
are not its children and are not counted), the time before the first case started (start-up: the wall time
to the first settled case less that case's own run time), the threads running when the evaluation started
(1: its workers are forked), and the 1-minute load average before and after, since on a machine shared with
other work a parallel speed-up cannot be measured fairly.

    python tools/bench/eval_bench.py [--quick] [--cases N] [--also-cases N] [--rounds N] [--json]

``dask-local:2`` needs the ``dask`` extra; without it that configuration is reported as unavailable.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "examples" / "quickstart"


@dataclass
class Measurement:
    wall: float
    parent_cpu: float
    workers_cpu: float
    startup: float
    load_before: float
    load_after: float
    threads: int


@dataclass
class Config:
    name: str
    executor: str
    workers: int
    runs: list[Measurement] = field(default_factory=list)
    digests: set[str] = field(default_factory=set)
    warm_up: list[dict[str, float]] = field(default_factory=list)
    unavailable: str | None = None

    def median(self, attribute: str) -> float | None:
        values = [getattr(run, attribute) for run in self.runs]
        return statistics.median(values) if values else None


def dataset(folder: Path, cases: int) -> Path:
    """The bundled eval set repeated under fresh ids until it has at least ``cases`` cases."""
    base = [json.loads(line) for line in (QUICKSTART / "eval.jsonl").read_text("utf-8").splitlines() if line]
    lines = []
    copy = 0
    while len(lines) < cases:
        lines += [json.dumps({**case, "id": f"{case['id']}-{copy}"}) for case in base]
        copy += 1
    path = folder / f"bench-{cases}.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def measure(config: Config, data: Path, out: Path) -> None:
    """One evaluation in a fresh, warmed process (see the module docstring)."""
    arguments = [config.executor, str(config.workers), str(data), str(out)]
    done = subprocess.run(
        [sys.executable, __file__, "--measure", *arguments], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"{config.name}: the measuring process failed:\n{done.stderr}")
    found = json.loads(done.stdout.splitlines()[-1])
    config.digests.add(found.pop("results_digest"))
    config.warm_up.append(found.pop("warm_up"))
    config.runs.append(Measurement(**found))


def measure_here(executor: str, workers: int, data: Path, out: Path) -> dict[str, Any]:
    """Warm this process, then run and measure one evaluation; what ``measure`` reads back."""
    warm = warm_up(out.parent / f"{out.name}-warm-up", with_dask=executor.startswith("dask"))
    from canon_reason import EvalProgress, run_eval

    first: list[float] = []

    def progress(event: EvalProgress) -> None:
        if not first:
            first.append(time.perf_counter() - started - (event.case.duration_ms or 0.0) / 1000)

    threads = threading.active_count()
    load_before = os.getloadavg()[0]
    parent, workers_cpu = _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    report = run_eval(
        data, out_dir=out, corpus=QUICKSTART / "corpus", executor=executor, workers=workers, progress=progress
    )
    wall = time.perf_counter() - started
    return {
        "wall": wall,
        "parent_cpu": _cpu(resource.RUSAGE_SELF) - parent,
        "workers_cpu": _cpu(resource.RUSAGE_CHILDREN) - workers_cpu,
        "startup": first[0] if first else 0.0,
        "load_before": load_before,
        "load_after": os.getloadavg()[0],
        "threads": threads,
        "results_digest": report.results_digest,
        "warm_up": warm,
    }


def warm_up(folder: Path, with_dask: bool) -> dict[str, float]:
    """Import what the configuration uses and run two cases in process; the CPU seconds each took."""
    costs = {}
    started = time.process_time()
    import canon_reason  # noqa: F401

    costs["import canon_reason"] = time.process_time() - started
    if with_dask:
        started = time.process_time()
        import dask.distributed  # noqa: F401

        costs["import dask.distributed"] = time.process_time() - started
    from canon_reason import run_eval

    folder.mkdir(parents=True)
    cases = (QUICKSTART / "eval.jsonl").read_text("utf-8").splitlines()[:2]
    (folder / "two.jsonl").write_text("\n".join(cases) + "\n", encoding="utf-8")
    started = time.process_time()
    run_eval(folder / "two.jsonl", out_dir=folder / "out", corpus=QUICKSTART / "corpus", workers=1)
    costs["2 cases in process"] = time.process_time() - started
    return costs


def bench(folder: Path, cases: int, rounds: int, with_dask: bool) -> dict[str, Any]:
    configs = [
        Config("sequential (in process)", "local", 1),
        Config("local, 2 worker processes", "local", 2),
        Config("dask-local:2", "dask-local:2", 2),
    ]
    if not with_dask:
        configs[2].unavailable = 'needs the "dask" extra'
    data = dataset(folder, cases)
    total = sum(1 for line in data.read_text("utf-8").splitlines() if line)
    for round_number in range(rounds):
        available = [config for config in configs if config.unavailable is None]
        shift = round_number % len(available)
        for config in available[shift:] + available[:shift]:
            measure(config, data, folder / f"out-{cases}-{round_number}-{configs.index(config)}")
    baseline = configs[0].median("wall")
    results = []
    for config in configs:
        wall = config.median("wall")
        results.append(
            {
                "name": config.name,
                "executor": config.executor,
                "workers": config.workers,
                "unavailable": config.unavailable,
                "median_wall": wall,
                "speedup": baseline / wall if baseline and wall else None,
                "median_parent_cpu": config.median("parent_cpu"),
                "median_workers_cpu": config.median("workers_cpu"),
                "median_startup": config.median("startup"),
                "runs": [vars(run) for run in config.runs],
                "warm_up": config.warm_up,
                "digests": sorted(config.digests),
            }
        )
    same = len({digest for config in configs for digest in config.digests}) == 1
    return {"cases": total, "rounds": rounds, "same_results": same, "configs": results}


def show(table: dict[str, Any]) -> None:
    print(
        f"run_eval over {table['cases']} cases, {table['rounds']} interleaved round(s); medians: wall time, "
        "speed-up, CPU of this process and of the workers, start-up before the first case"
    )
    for result in table["configs"]:
        if result["unavailable"]:
            print(f"  {result['name']:<26} unavailable: {result['unavailable']}")
            continue
        cpu_per_case = (result["median_parent_cpu"] + result["median_workers_cpu"]) / table["cases"]
        print(
            f"  {result['name']:<26} {result['median_wall']:6.2f} s  x{result['speedup']:.2f}  "
            f"cpu parent {result['median_parent_cpu']:5.2f} s, workers {result['median_workers_cpu']:5.2f} s "
            f"({cpu_per_case * 1000:.0f} ms/case)  start-up {result['median_startup']:.2f} s"
        )
        loads = ", ".join(f"{run['load_before']:.2f}->{run['load_after']:.2f}" for run in result["runs"])
        walls = ", ".join(f"{run['wall']:.2f}" for run in result["runs"])
        print(f"  {'':<26} runs: {walls} s; 1-min load average before->after: {loads}")
        warm = "; ".join(", ".join(f"{k} {v:.2f}" for k, v in w.items()) for w in result["warm_up"])
        threads = ", ".join(str(run["threads"]) for run in result["runs"])
        print(f"  {'':<26} untimed warm-up (CPU s): {warm}; threads when the evaluation started: {threads}")
    print(f"  every configuration gave the same results_digest: {table['same_results']}")


def main() -> int:
    if sys.argv[1:2] == ["--measure"]:
        executor, workers, data, out = sys.argv[2:6]
        print(json.dumps(measure_here(executor, int(workers), Path(data), Path(out))))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=48, help="at least this many cases (default 48)")
    parser.add_argument(
        "--also-cases", type=int, default=120, help="a second, larger data set (default 120; 0: none)"
    )
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--quick", action="store_true", help="8 cases, 1 round: a smoke run")
    parser.add_argument("--json", action="store_true", help="print the measurements as JSON")
    args = parser.parse_args()
    cases, also, rounds = (8, 0, 1) if args.quick else (args.cases, args.also_cases, args.rounds)
    with_dask = importlib.util.find_spec("distributed") is not None
    with tempfile.TemporaryDirectory(prefix="canon-eval-bench-") as scratch:
        folder = Path(scratch)
        tables = [bench(folder, cases, rounds, with_dask)]
        if also > tables[0]["cases"]:
            tables.append(bench(folder, also, rounds, with_dask))
    if args.json:
        print(json.dumps({"cpus": os.cpu_count(), "tables": tables}, indent=2))
    else:
        print(f"{os.cpu_count()} CPUs")
        for table in tables:
            show(table)
    return 0 if all(table["same_results"] for table in tables) else 1


if __name__ == "__main__":
    sys.exit(main())
