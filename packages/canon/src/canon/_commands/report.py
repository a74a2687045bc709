"""``canon report RUN|EVAL``: one self-contained HTML file for a run directory or an evaluation directory."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .._console import printable, say
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, refuse_output_inside, write_named_output

if TYPE_CHECKING:
    from canon_contracts import EvalReport

__all__ = ["report_command"]

_PREFIX = "canon report"
#: The longest part of a case id kept in its report's file name (the index keeps names unique).
_SLUG_CHARS = 60


@click.command(
    "report",
    short_help="Write one self-contained HTML report of a run or an evaluation.",
    epilog=EXAMPLE + "  canon report runs/<run-id>                  writes runs/<run-id>.html\n"
    "  canon report runs/<run-id> -o run.html\n"
    "  canon report evals/quickstart -o eval.html   eval.html, and eval-runs/ with a report per case",
)
@click.argument("source", metavar="RUN|EVAL", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The HTML file to write (default: the directory's path with .html added).",
)
@debug_option
def report_command(source: Path, output: Path | None) -> int:
    """Write an HTML report of a run directory or an evaluation directory (one holding eval.json).

    The page works offline: styles, drawings and its one small script are inline, and it loads nothing.
    A run report holds the summary (question, answer, verdict, model, fingerprint, trace integrity), the
    phase timeline to scale, the plan DAG with each node's status and time, every step with its model
    requests and responses and tool calls (collapsible), the retrieved passages with their scores, the
    answer with each citation highlighted in its passage, the judge's rounds and the convergence decision,
    and the verification findings with their check ids. An evaluation report holds accuracy overall and by
    kind and one row per case, confident wrong answers first, each linking to its run's report, written
    beside it in a folder named after the report (eval.html -> eval-runs/). The same run always gives the
    same file.
    """
    from canon_contracts import ErrorKind

    from .._report import EVAL_FILE
    from .._rundata import is_run_directory
    from ..errors import CommandError

    target = output if output is not None else source.with_name(source.resolve().name + ".html")
    # A report never goes inside the directory it reports on, nor does the folder of its case reports.
    refuse_output_inside(target, source, "report")
    if not target.parent.is_dir():
        raise CommandError(f"{target.parent} is not a folder; create it first", kind=ErrorKind.USAGE)
    if (source / EVAL_FILE).is_file():
        refuse_output_inside(_runs_folder(target), source, "report")
        written = _eval_report(source, target)
    elif is_run_directory(source):
        _write(target, _run_report(source))
        written = 1
    else:
        raise CommandError(
            f"{source} is neither a run directory (trace.jsonl, manifest.json, run.json or config.json) "
            f"nor an evaluation directory ({EVAL_FILE})",
        )
    extra = f" and {written - 1} run report(s)" if written > 1 else ""
    say(f"{_PREFIX}: wrote {printable(str(target))}{extra}", stream=sys.stderr)
    return ExitCode.OK


def _write(target: Path, html: str) -> None:
    """Write ``html`` to ``target`` through a temporary file, so a reader never sees half a report.

    A device or FIFO named as the output (``-o /dev/stdout``) is written into instead.
    """
    write_named_output(target, html.encode("utf-8"), "report")


def _run_report(run: Path) -> str:
    from .._report import render_run_report
    from .._rundata import load_run

    return render_run_report(load_run(run))


def _load_eval(source: Path) -> EvalReport:
    """The evaluation directory's eval.json, read as untrusted input (canon-trace's safe reader)."""
    import pydantic

    from canon_contracts import EvalReport
    from canon_trace import RunFileError, read_run_file

    from .._report import EVAL_FILE
    from ..errors import CommandError

    where = source / EVAL_FILE
    try:
        return EvalReport.model_validate_json(read_run_file(source, EVAL_FILE))
    except RunFileError as exc:
        raise CommandError(f"{source}: {exc}") from exc
    except pydantic.ValidationError as exc:
        first = exc.errors()[0]
        at = ".".join(str(part) for part in first["loc"]) or "(root)"
        raise CommandError(f"{where}: not a valid eval report at {at}: {first['msg']}") from exc


def _case_run(source: Path, run_dir: str | None) -> Path | None:
    """The case's run directory when it is a run directory inside the evaluation directory."""
    from .._rundata import is_run_directory

    if not run_dir:
        return None
    root = source.resolve()
    candidate = (source / run_dir).resolve()
    if not candidate.is_relative_to(root) or not is_run_directory(candidate):
        return None
    return candidate


def _runs_folder(target: Path) -> Path:
    """Where an evaluation report's per-case run reports go: beside it, named after it."""
    return target.with_name(target.stem + "-runs")


def _eval_report(source: Path, target: Path) -> int:
    from .._report import render_eval_report

    report = _load_eval(source)
    folder = _runs_folder(target)
    links: dict[str, str] = {}
    # Each run is reported once however many cases name it, so the work follows the runs, not the cases.
    written: dict[Path, str] = {}
    for number, case in enumerate(report.cases, start=1):
        run = _case_run(source, case.run_dir)
        if run is None:
            continue
        if run not in written:
            name = f"{number:04d}-{re.sub(r'[^A-Za-z0-9._-]+', '-', case.id)[:_SLUG_CHARS]}.html"
            folder.mkdir(exist_ok=True)
            _write(folder / name, _run_report(run))
            written[run] = f"{folder.name}/{name}"
        links[case.id] = written[run]
    _write(target, render_eval_report(report, links, source=str(source)))
    return 1 + len(written)
