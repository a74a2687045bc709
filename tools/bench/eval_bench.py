"""Wall time of ``run_eval`` over one data set: in process, in 2 local worker processes, on ``dask-local:2``.

The data set is the bundled ``examples/quickstart/eval.jsonl`` repeated under fresh case ids until it holds
at least ``--cases`` cases (48 by default), all against the quickstart corpus. Every round runs each
configuration once, into a fresh evaluation directory, in a rotating order (interleaved, so a change in the
machine's load falls on every configuration alike); the report gives each configuration's median wall time
and the ratio of the sequential median to it (the speed-up). Worker start-up is inside the timing: it is part
of what an evaluation costs. Every configuration must give the same ``results_digest``.

    python tools/bench/eval_bench.py [--quick] [--cases N] [--rounds N] [--json]

``dask-local:2`` needs the ``dask`` extra; without it that configuration is reported as unavailable.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "examples" / "quickstart"


@dataclass
class Config:
    name: str
    executor: str
    workers: int
    seconds: list[float] = field(default_factory=list)
    digests: set[str] = field(default_factory=set)
    unavailable: str | None = None

    @property
    def median(self) -> float | None:
        return statistics.median(self.seconds) if self.seconds else None


def dataset(folder: Path, cases: int) -> Path:
    """The bundled eval set repeated under fresh ids until it has at least ``cases`` cases."""
    base = [json.loads(line) for line in (QUICKSTART / "eval.jsonl").read_text("utf-8").splitlines() if line]
    lines = []
    copy = 0
    while len(lines) < cases:
        lines += [json.dumps({**case, "id": f"{case['id']}-{copy}"}) for case in base]
        copy += 1
    path = folder / "bench.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def measure(config: Config, data: Path, out: Path) -> None:
    from canon_reason import run_eval

    started = time.perf_counter()
    report = run_eval(
        data, out_dir=out, corpus=QUICKSTART / "corpus", executor=config.executor, workers=config.workers
    )
    config.seconds.append(time.perf_counter() - started)
    config.digests.add(report.results_digest)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=48, help="at least this many cases (default 48)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--quick", action="store_true", help="8 cases, 1 round: a smoke run")
    parser.add_argument("--json", action="store_true", help="print the measurements as JSON")
    args = parser.parse_args()
    cases, rounds = (8, 1) if args.quick else (args.cases, args.rounds)
    configs = [
        Config("sequential (in process)", "local", 1),
        Config("local, 2 worker processes", "local", 2),
        Config("dask-local:2", "dask-local:2", 2),
    ]
    if importlib.util.find_spec("distributed") is None:
        configs[2].unavailable = 'needs the "dask" extra'
    with tempfile.TemporaryDirectory(prefix="canon-eval-bench-") as scratch:
        folder = Path(scratch)
        data = dataset(folder, cases)
        total = sum(1 for line in data.read_text("utf-8").splitlines() if line)
        for round_number in range(rounds):
            available = [config for config in configs if config.unavailable is None]
            shift = round_number % len(available)
            for config in available[shift:] + available[:shift]:
                measure(config, data, folder / f"out-{round_number}-{configs.index(config)}")
    baseline = configs[0].median
    results = []
    for config in configs:
        ratio = baseline / config.median if baseline and config.median else None
        results.append(
            {**asdict(config), "digests": sorted(config.digests), "median": config.median, "speedup": ratio}
        )
    same = len({digest for config in configs for digest in config.digests}) == 1
    if args.json:
        print(
            json.dumps({"cases": total, "rounds": rounds, "same_results": same, "configs": results}, indent=2)
        )
    else:
        print(f"run_eval over {total} cases, {rounds} interleaved round(s); median wall time, speed-up")
        for config, result in zip(configs, results, strict=True):
            if config.unavailable:
                print(f"  {config.name:<28} unavailable: {config.unavailable}")
                continue
            shown = ", ".join(f"{s:.1f}" for s in config.seconds)
            print(f"  {config.name:<28} {config.median:7.2f} s  x{result['speedup']:.2f}   (runs: {shown})")
        print(f"  every configuration gave the same results_digest: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
