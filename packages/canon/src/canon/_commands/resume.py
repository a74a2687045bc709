"""``canon resume RUN``: continue a killed or interrupted run in a new run directory."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .._console import printable, say, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, run_argument

__all__ = ["resume_command"]

_PREFIX = "canon resume"


@click.command(
    "resume",
    short_help="Continue a killed or interrupted run.",
    epilog=EXAMPLE + "  canon resume runs/<run-id> --corpus examples/quickstart/corpus\n"
    "  canon resume runs/<run-id> --corpus docs/ --runs-dir resumed/ --json\n"
    "\n\b\nExit status: 0 the resumed run is DONE; 1 it ended ABORTED; 64 usage error; 65 the run is\n"
    "complete, or its spec, configuration, trace or corpus cannot be used; 130 interrupted.",
)
@run_argument
@click.option(
    "--corpus",
    required=True,
    type=click.Path(exists=True, path_type=Path),
    help="The corpus the run used (its digest must be the recorded one; no path a run records is followed).",
)
@click.option(
    "--runs-dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Where to create the resumed run (default: beside RUN).",
)
@click.option("--json", "as_json", is_flag=True, help="Print only the PipelineExecutionResult, as JSON.")
@debug_option
def resume_command(run: str, corpus: Path, runs_dir: Path | None, as_json: bool) -> int:
    """Continue the run in RUN, which was killed or interrupted, in a new run directory.

    Every model response and tool result RUN recorded (up to its last complete trace entry) is served from
    its trace; the rest runs live, with the model the run used and the corpus. With a deterministic model
    the resumed run equals a run that was never interrupted (same fingerprint, equivalent trace). RUN is
    never written; the new run's run.json names it under resumed_from. A complete run is refused.
    """
    from canon_reason import RunOptions, resume_run

    from .._progress import ProgressDisplay
    from .run import exit_status, print_result

    try:
        with ProgressDisplay(_PREFIX) as progress:
            options = RunOptions(corpus=corpus, progress=progress)
            result = resume_run(run, runs_dir=runs_dir, options=options)
    except KeyboardInterrupt:
        say(
            f"{_PREFIX}: interrupted; the resumed run ended ABORTED and can be resumed in turn",
            stream=sys.stderr,
        )
        return ExitCode.INTERRUPTED
    if as_json:
        write_bytes((result.execution.model_dump_json(indent=2) + "\n").encode("utf-8"))
    else:
        print_result(result)
        say(f"Resumed from: {printable(run)}")
    return exit_status(result, fail_on_verify=False)
