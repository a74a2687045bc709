"""The command line's rows of the performance table: whole runs beside bijux-canon-reason, start-up beside
``python -c pass``, and the share of a run spent importing.

Every measurement is a fresh subprocess, after one untimed warm-up of each command. The two sides of a
ratio are interleaved (A B, then B A, ...), so load from other processes on a shared machine falls on both,
and each ratio is taken between medians. CPU time (user + system, ``resource.getrusage`` of the child) is
the main figure because it does not count time spent waiting for a busy CPU; wall time is printed beside it.

Rows (goal in brackets):

- ``canon run`` / ``bijux-canon-reason run`` on the quickstart question [at most 0.5]. What is alike: the
  question, the five corpus documents (converted to the peer's JSONL format), ``top_k`` (the quickstart
  spec's value is given to both) and a fresh output folder per run. What differs, and is part of each
  tool's run: canon states an answer ("1794") with cited passages, judges it, verifies the trace
  (33 checks) and seals the run directory with a manifest; the peer writes its trace and artifacts and ends
  with a claim sentence but never states the asked year. The answers are printed.
- share of ``canon run``'s CPU spent importing [under 25%]: a child runs the command in-process and lists
  the modules it imported (in import order); another child times importing exactly those modules. Both
  are measured inside the child with ``time.process_time``, so interpreter start-up is left out of both.
- ``canon runs`` on 8 runs and ``canon-verify --help``, each / ``python -c pass`` [each under 3].

    python tools/bench/cli_bench.py [--quick] [--rounds N] [--runs N] [--json]

The peer is never installed into the project's environment; ``nox -s bench`` installs it into the bench
session's own one. Without it the run row says so and the other rows are still measured.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "examples" / "quickstart"
PEER = "bijux-canon-reason"
LISTED_RUNS = 8


@dataclass
class Side:
    """One command measured repeatedly: CPU and wall seconds of each run."""

    name: str
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    answer: str = ""

    @property
    def cpu_ms(self) -> float:
        return statistics.median(self.cpu) * 1000

    @property
    def wall_ms(self) -> float:
        return statistics.median(self.wall) * 1000


@dataclass
class Row:
    """One row of the table: a ratio of two sides against its goal."""

    what: str
    goal: str
    ratio: float | None
    met: bool | None
    sides: list[Side]
    note: str = ""


def _environment() -> dict[str, str]:
    # Compiled bytecode is part of an installed program's start-up; let the children write it.
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


ENV = _environment()


def _script(name: str) -> str | None:
    """The console script ``name`` beside this interpreter, else on PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name)


def _measured(side: Side, argv: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, check=False, env=ENV)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited {done.returncode}: {done.stderr.strip()[-500:]}")
    side.cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    side.wall.append(wall)
    return done


def _interleaved(
    pairs: Sequence[tuple[Side, list[str] | None]], rounds: int, cwd: Path, fresh: Path | None = None
) -> None:
    """Run each side once untimed, then ``rounds`` times alternating the order; ``None`` argv is skipped.

    With ``fresh``, every ``{fresh}`` in an argument becomes a new folder under it for each run.
    """
    counter = iter(range(10**9))

    def argv_of(argv: list[str]) -> list[str]:
        if fresh is None:
            return argv
        folder = str(fresh / f"out-{next(counter)}")
        return [arg.replace("{fresh}", folder) for arg in argv]

    for _, argv in pairs:
        if argv is not None:
            subprocess.run(argv_of(argv), cwd=cwd, capture_output=True, check=False, env=ENV)  # warm-up
    for attempt in range(rounds):
        order = pairs if attempt % 2 == 0 else list(reversed(pairs))
        for side, argv in order:
            if argv is not None:
                done = _measured(side, argv_of(argv), cwd)
                side.answer = done.stdout


def _ratio(top: Side, bottom: Side) -> float | None:
    return top.cpu_ms / bottom.cpu_ms if top.cpu and bottom.cpu else None


# ---------------------------------------------------------------------------------------------- inputs


def _spec() -> dict[str, object]:
    loaded: dict[str, object] = json.loads((QUICKSTART / "spec.json").read_text(encoding="utf-8"))
    return loaded


def _peer_inputs(work: Path) -> Path:
    """The quickstart question and corpus in the peer's formats, with the same top_k; return its spec."""
    spec = _spec()
    corpus = work / "corpus.jsonl"
    with corpus.open("w", encoding="utf-8") as out:
        for document in sorted((QUICKSTART / str(spec["corpus"])).glob("*.md")):
            text = document.read_text(encoding="utf-8")
            title = text.splitlines()[0].lstrip("#").strip()
            record = {"doc_id": document.stem, "title": title, "source": document.name, "text": text}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    constraints = spec["constraints"]
    assert isinstance(constraints, dict)
    peer_spec = {
        "description": spec["question"],
        "constraints": {"needs_retrieval": True, "corpus_path": str(corpus), "top_k": constraints["top_k"]},
        "expected_output_type": "Claim",
        "version": 1,
    }
    path = work / "peer-spec.json"
    path.write_text(json.dumps(peer_spec, indent=2), encoding="utf-8")
    return path


def _peer_answer(stdout: str) -> str:
    """The last claim statement in the trace of the peer run whose folder ``stdout`` names."""
    lines = stdout.strip().splitlines()
    trace = Path(lines[-1]) / "trace.jsonl" if lines else None
    if trace is None or not trace.is_file():
        return ""
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

    for line in trace.read_text(encoding="utf-8").splitlines():
        if line.strip():
            visit(json.loads(line))
    return found


def _canon_answer(stdout: str) -> str:
    return next((line for line in stdout.splitlines() if line.startswith("Answer:")), "").removeprefix(
        "Answer:"
    )


# ------------------------------------------------------------------------------------------------ rows


def run_row(work: Path, canon: list[str], runs: int) -> Row:
    spec = str(QUICKSTART / "spec.json")
    ours = Side("canon run")
    theirs = Side(f"{PEER} run")
    peer = _script(PEER)
    peer_argv = None
    if peer is not None:
        peer_argv = [peer, "run", "--spec", str(_peer_inputs(work)), "--artifacts-dir", "{fresh}"]
    pairs = [(ours, [*canon, "run", spec, "--runs-dir", "{fresh}"]), (theirs, peer_argv)]
    _interleaved(pairs, runs, ROOT, fresh=work)
    ours.answer = _canon_answer(ours.answer).strip()
    note = f"top_k {_spec()['constraints']['top_k']} on both; canon answers {ours.answer!r}"  # type: ignore[index]
    if peer is None:
        note += f"; {PEER} is not installed here (nox -s bench installs it)"
        return Row("canon run / peer run", "<= 0.5", None, None, [ours, theirs], note)
    theirs.answer = _peer_answer(theirs.answer)
    note += f"; the peer ends with {theirs.answer[:80]!r}"
    ratio = _ratio(ours, theirs)
    return Row(
        "canon run / peer run", "<= 0.5", ratio, ratio is not None and ratio <= 0.5, [ours, theirs], note
    )


IMPORTS_OF_A_RUN = """
import contextlib, io, runpy, sys, time
started = time.process_time()
sys.argv = ["canon", "run", sys.argv[1], "--runs-dir", sys.argv[2]]
with contextlib.redirect_stdout(io.StringIO()):
    try:
        runpy.run_module("canon", run_name="__main__")
    except SystemExit:
        pass
spent = time.process_time() - started
print(spent)
print("\\n".join(sys.modules))
"""

IMPORT_ONLY = """
import importlib, sys, time
names = [name for name in sys.stdin.read().split() if name not in sys.modules]
started = time.process_time()
for name in names:
    if name not in sys.modules:
        try:
            importlib.import_module(name)
        except Exception:
            pass
print(time.process_time() - started)
"""


def import_share_row(work: Path, rounds: int) -> Row:
    spec = str(QUICKSTART / "spec.json")
    whole = Side("canon run in-process")
    imports = Side("importing its modules")
    for attempt in range(rounds + 1):  # the first round is a warm-up
        runs = work / f"share-{attempt}"
        done = subprocess.run(
            [sys.executable, "-c", IMPORTS_OF_A_RUN, spec, str(runs)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            env=ENV,
        )
        total, _, modules = done.stdout.partition("\n")
        timed = subprocess.run(
            [sys.executable, "-c", IMPORT_ONLY],
            input=modules,
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            env=ENV,
        )
        if attempt:
            whole.cpu.append(float(total))
            imports.cpu.append(float(timed.stdout))
    share = statistics.median(i / w for i, w in zip(imports.cpu, whole.cpu, strict=True))
    return Row("import CPU / canon run CPU", "< 0.25", share, share < 0.25, [imports, whole])


def startup_rows(work: Path, canon: list[str], rounds: int) -> list[Row]:
    runs = work / "listed"
    spec = str(QUICKSTART / "spec.json")
    for _ in range(LISTED_RUNS):
        subprocess.run(
            [*canon, "run", spec, "--runs-dir", str(runs)], cwd=ROOT, capture_output=True, check=True
        )
    baseline = Side("python -c pass")
    listing = Side(f"canon runs ({LISTED_RUNS} runs)")
    helped = Side("canon-verify --help")
    verify = _script("canon-verify")
    verify_argv = [verify, "--help"] if verify else [sys.executable, "-m", "canon_verify", "--help"]
    pairs: list[tuple[Side, list[str] | None]] = [
        (baseline, [sys.executable, "-c", "pass"]),
        (listing, [*canon, "runs", "--runs-dir", str(runs)]),
        (helped, verify_argv),
    ]
    _interleaved(pairs, rounds, work)
    rows = []
    for side in (listing, helped):
        ratio = _ratio(side, baseline)
        rows.append(
            Row(
                f"{side.name} / python -c pass",
                "< 3",
                ratio,
                ratio is not None and ratio < 3,
                [side, baseline],
            )
        )
    return rows


# ---------------------------------------------------------------------------------------------- report


def _report(rows: list[Row]) -> str:
    lines = [f"{'row':<42} {'ratio':>7} {'goal':>6}  {'met':<4} sides (median CPU ms / wall ms, runs)"]
    for row in rows:
        ratio = "-" if row.ratio is None else f"{row.ratio:.2f}"
        met = "-" if row.met is None else ("yes" if row.met else "NO")
        sides = "; ".join(
            f"{side.name} {side.cpu_ms:.0f}"
            + (f"/{side.wall_ms:.0f}" if side.wall else "")
            + f" ms x{len(side.cpu)}"
            for side in row.sides
            if side.cpu
        )
        lines.append(f"{row.what:<42} {ratio:>7} {row.goal:>6}  {met:<4} {sides}")
        if row.note:
            lines.append(f"{'':<42} {row.note}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="interleaved start-up rounds (default 15)")
    parser.add_argument("--runs", type=int, default=5, help="interleaved whole-run rounds (default 5)")
    parser.add_argument("--quick", action="store_true", help="3 start-up rounds and 2 run rounds")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    rounds, runs = (3, 2) if args.quick else (args.rounds, args.runs)
    script = _script("canon")
    canon = [script] if script else [sys.executable, "-m", "canon"]
    with tempfile.TemporaryDirectory(prefix="canon-cli-bench-") as folder:
        work = Path(folder)
        rows = [run_row(work, canon, runs), import_share_row(work, runs), *startup_rows(work, canon, rounds)]
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "row": row.what,
                        "goal": row.goal,
                        "ratio": row.ratio,
                        "met": row.met,
                        "note": row.note,
                        "sides": {side.name: {"cpu_s": side.cpu, "wall_s": side.wall} for side in row.sides},
                    }
                    for row in rows
                ],
                indent=2,
            )
        )
    else:
        python = sys.version.split()[0]
        print(f"python {python} on {sys.platform}, {os.cpu_count()} CPUs; ratios of median CPU time")
        print(_report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
