"""``canon runs``: the runs under a runs folder, newest first."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .._console import Printer, printable, say, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, runs_dir_option

if TYPE_CHECKING:
    from .._rundata import RunData

__all__ = ["runs_command"]


@click.command(
    "runs",
    short_help="List the runs in a runs folder, newest first.",
    epilog=EXAMPLE + "  canon runs\n"
    "  canon runs --runs-dir /data/canon-runs\n"
    '  canon show "$(canon runs -q | head -n 1)"     the newest run',
)
@runs_dir_option("The folder that holds the run directories.")
@click.option("-q", "--quiet", is_flag=True, help="Print only the run directories, one a line.")
@click.option("--json", "as_json", is_flag=True, help="Print the runs as a JSON array, newest first.")
@debug_option
def runs_command(runs_dir: Path, quiet: bool, as_json: bool) -> int:
    """List the runs in a runs folder: id, spec, status, start time and decision, newest first.

    STATUS is DONE, ABORTED or incomplete (no manifest.json, or a trace without its end record: a run that
    crashed or is still running). Runs that started at the same time are ordered by id, so the listing is
    the same every time. ``--json`` prints one object per run: run_id, run_dir, spec, status, started_at,
    decision and answer.
    """
    from .._rundata import INCOMPLETE, find_runs

    if not runs_dir.is_dir():
        say(f"canon runs: no runs: {printable(str(runs_dir))} does not exist", stream=sys.stderr)
        if as_json:
            say("[]")
        return ExitCode.OK
    runs = find_runs(runs_dir)
    if as_json:
        listed = [_summary(run) for run in runs]
        write_bytes((json.dumps(listed, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
        return ExitCode.OK
    if quiet:
        for run in runs:
            say(printable(str(run.path)))
        return ExitCode.OK
    if not runs:
        say(f"canon runs: no runs in {printable(str(runs_dir))}", stream=sys.stderr)
        return ExitCode.OK
    printer = Printer()
    rows = [
        [
            printable(run.run_id),
            printable(run.spec_label),
            run.status,
            run.started,
            printable(run.decision),
        ]
        for run in runs
    ]
    printer.table(["RUN", "SPEC", "STATUS", "STARTED (UTC)", "DECISION"], rows)
    incomplete = sum(1 for run in runs if run.status == INCOMPLETE)
    summary = f"{len(runs)} run{'s' if len(runs) != 1 else ''} in {printable(str(runs_dir))}"
    if incomplete:
        summary += f", {incomplete} incomplete (crashed or still running; `canon show RUN` says why)"
    printer.line(summary, style="dim")
    return ExitCode.OK


def _summary(run: RunData) -> dict[str, object]:
    """One run of ``canon runs --json``."""
    result = run.shown_result
    projected = run.projected() if result is None else None
    decision, answer = (
        (result.decision.value, result.answer) if result is not None else (projected or (None, None))
    )
    return {
        "run_id": run.run_id,
        "run_dir": str(run.path),
        "spec": run.spec_label,
        "status": run.status,
        "started_at": run.created_at or None,
        "decision": decision,
        "answer": answer,
        "fingerprint": run.fingerprint,
        "disagreements": [disagreement.message for disagreement in run.disagreements],
    }
