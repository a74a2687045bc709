"""``canon resume RUN``: continue a killed or interrupted run in a new run directory."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .._console import printable, say, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, run_argument
from ._model import request_timeout_option

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
    type=click.Path(exists=True, path_type=Path),
    help="Required: the corpus the run used (its digest must be the recorded one; no path a run records is "
    "followed).",
)
@click.option(
    "--runs-dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Where to create the resumed run (default: beside RUN).",
)
@click.option(
    "--base-url",
    metavar="URL",
    help="The server of the provider model the run recorded (an OpenAI-compatible server); not recorded.",
)
@click.option(
    "--api-key-env",
    metavar="NAME",
    help="The environment variable that holds that provider's API key; default: the provider's usual one.",
)
@request_timeout_option("Seconds one provider request may take.")
@click.option("--json", "as_json", is_flag=True, help="Print only the PipelineExecutionResult, as JSON.")
@debug_option
def resume_command(
    run: str,
    corpus: Path | None,
    runs_dir: Path | None,
    base_url: str | None,
    api_key_env: str | None,
    request_timeout: float,
    as_json: bool,
) -> int:
    """Continue the run in RUN, which was killed or interrupted, in a new run directory.

    Every model response and tool result RUN recorded (up to its last complete trace entry) is served from
    its trace; the rest runs live, with the model the run used and the corpus. With a deterministic model
    the resumed run equals a run that was never interrupted (same fingerprint, equivalent trace). RUN is
    never written; the new run's run.json names it under resumed_from. A complete run is refused.

    Each role runs on the model the run recorded for it (a spec's per-role models too): the embedded
    reasoner, or a provider's model with its key read from the environment, as canon run reads it.
    """
    if corpus is None:
        raise click.UsageError(
            "--corpus DIR is required: name the corpus the run used (its digest is checked against the "
            "record); a path read from a run directory is never followed"
        )
    from canon_reason import RunOptions, resume_run

    from .._progress import ProgressDisplay
    from .run import exit_status, print_result

    try:
        with ProgressDisplay(_PREFIX) as progress:
            result = resume_run(
                run,
                runs_dir=runs_dir,
                options=RunOptions(corpus=corpus, progress=progress),
                base_url=base_url,
                api_key_env=api_key_env,
                request_timeout=request_timeout,
            )
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
