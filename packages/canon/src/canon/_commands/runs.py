"""``canon runs``: the runs under a runs folder, newest first."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .._console import Printer, printable, say
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, runs_dir_option

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
@debug_option
def runs_command(runs_dir: Path, quiet: bool) -> int:
    """List the runs in a runs folder: id, spec, status, start time and decision, newest first.

    STATUS is DONE, ABORTED or incomplete (no manifest.json, or a trace without its end record: a run that
    crashed or is still running). Runs that started at the same time are ordered by id, so the listing is
    the same every time.
    """
    from .._rundata import INCOMPLETE, find_runs

    if not runs_dir.is_dir():
        say(f"canon runs: no runs: {printable(str(runs_dir))} does not exist", stream=sys.stderr)
        return ExitCode.OK
    runs = find_runs(runs_dir)
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
