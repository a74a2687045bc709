"""``canon eval DATASET --corpus DIR``: run every case of a dataset, score the answers, print the tallies."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

import click

from .._console import Printer, is_terminal, printable, say, shorten, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, bound_options, debug_option, refuse_output_inside
from ._model import model_binding_from_flags, model_choice_from_flags, model_options

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

    from canon_contracts import EvalReport
    from canon_reason import EvalProgress

__all__ = ["eval_command", "junit_xml"]

_PREFIX = "canon eval"
_EXECUTOR = re.compile(r"local|dask-local:[1-9][0-9]*|dask://[^\s/]+:[0-9]+")
_SHOWN_MISSES = 10


@click.command(
    "eval",
    short_help="Run a dataset of cases and score every answer.",
    epilog=EXAMPLE + "  canon eval examples/quickstart/eval.jsonl --corpus examples/quickstart/corpus\n"
    "  canon eval cases.csv --corpus docs/ --workers 2 --junit eval.xml --fail-under 0.9\n"
    "  canon eval cases.jsonl --corpus docs/ --executor dask-local:2 --json > eval.json\n"
    "  canon eval examples/quickstart/ --out evals/specs      a folder of specs with expected_answer\n"
    "\n\b\nExit status: 0 done (whatever the accuracy); 2 accuracy below --fail-under; 64 usage error;\n"
    "65 invalid dataset or corpus, or --out holds another evaluation; 130 interrupted (rerun to resume).",
)
@click.argument("dataset", metavar="DATASET", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--corpus",
    type=click.Path(exists=True, path_type=Path),
    help="The corpus every case runs against (required unless DATASET is a folder of specs).",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="The evaluation directory (default: evals/<dataset name>); rerunning into it resumes.",
)
@click.option(
    "--executor",
    default="local",
    show_default=True,
    help="local (worker processes), dask-local:N (a Dask LocalCluster of N processes) or dask://HOST:PORT.",
)
@click.option("--workers", type=click.IntRange(min=1), help="Local worker processes (default: the cores).")
@click.option("--scorer", default="auto", show_default=True, help="auto, exact, contains or numeric.")
@click.option(
    "--tolerance",
    type=click.FloatRange(min=0.0),
    default=1e-9,
    show_default=True,
    help="Relative tolerance of the numeric scorer.",
)
@bound_options("every case's", "one case's run")
@model_options
@click.option("--json", "as_json", is_flag=True, help="Print only eval.json (the EvalReport) on stdout.")
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="Write JUnit XML here.")
@click.option(
    "--fail-under",
    type=click.FloatRange(min=0.0, max=1.0),
    help="Exit 2 when the accuracy is below this fraction.",
)
@debug_option
def eval_command(
    dataset: Path,
    corpus: Path | None,
    out_dir: Path | None,
    executor: str,
    workers: int | None,
    scorer: str,
    tolerance: float,
    max_iterations: int | None,
    concurrency: int | None,
    max_tokens: int | None,
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    request_timeout: float,
    output_mode: str | None,
    as_json: bool,
    junit: Path | None,
    fail_under: float | None,
) -> int:
    """Run every case of DATASET, score each answer, and write an evaluation directory.

    DATASET is a .jsonl or .csv file, one case a line (id, question, expected: a string, a list of
    acceptable strings, or null when the right answer is to abstain; optional kind, constraints and
    expected_output_type), or a folder of spec files with expected_answer. Each case is correct, wrong,
    abstained or failed; confident wrong answers (wrong, and the run stood behind them) are counted on their
    own. The evaluation directory holds one run directory per case, eval.json and a manifest; rerunning the
    same command resumes an interrupted evaluation and ends with the same eval.json.
    """
    from canon_reason import RunOptions, run_eval, scorer_named

    if _EXECUTOR.fullmatch(executor) is None:
        raise click.UsageError(f"--executor {executor!r}: use local, dask-local:N or dask://HOST:PORT")
    if corpus is None and not dataset.is_dir():
        raise click.UsageError("a .jsonl or .csv dataset needs --corpus DIR")
    try:
        scorer_named(scorer, tolerance)
    except ValueError as exc:
        raise click.UsageError(f"--scorer: {exc}") from None
    out = out_dir if out_dir is not None else Path("evals") / (dataset.stem or "eval")
    if junit is not None:  # checked before any case runs, not found wrong when every case has
        refuse_output_inside(junit, out, "JUnit XML")
        if not junit.parent.is_dir():
            raise click.UsageError(f"--junit {junit}: {junit.parent} is not a folder; create it first")
    # The choice, not a binding, travels to the workers; binding it here first checks the flags, the
    # provider's extra and the key variable before any case runs.
    choice = None
    if model_binding_from_flags(model, base_url, api_key_env, request_timeout, output_mode) is not None:
        choice = model_choice_from_flags(model, base_url, api_key_env, request_timeout, output_mode)
    options = RunOptions(
        max_iterations=max_iterations, concurrency=concurrency, max_tokens=max_tokens, model=choice
    )
    try:
        with EvalProgressDisplay() as progress:
            report = run_eval(
                dataset,
                out_dir=out,
                corpus=corpus,
                executor=executor,
                workers=workers,
                scorer=scorer,
                tolerance=tolerance,
                progress=progress,
                options=options,
            )
    except KeyboardInterrupt:
        say(
            f"{_PREFIX}: interrupted; run the same command again to resume into {printable(str(out))}",
            stream=sys.stderr,
        )
        return ExitCode.INTERRUPTED
    except ImportError as exc:
        from canon_contracts import ErrorKind

        from ..errors import CommandError

        raise CommandError(str(exc), kind=ErrorKind.USAGE) from exc
    if junit is not None:
        _write_junit(junit, report)
    if as_json:
        write_bytes((report.model_dump_json(indent=2) + "\n").encode("utf-8"))
    else:
        _print_summary(report, out)
    if fail_under is not None and report.overall.accuracy < fail_under:
        say(
            f"{_PREFIX}: accuracy {report.overall.accuracy:.3f} is below --fail-under {fail_under:g}",
            stream=sys.stderr,
        )
        return ExitCode.GATE
    return ExitCode.OK


class EvalProgressDisplay:
    """A rich progress bar with ETA and running accuracy on a terminal (stderr), plain lines otherwise."""

    def __init__(self, *, live: bool | None = None) -> None:
        self._live = is_terminal(sys.stderr) if live is None else live
        self._progress: Progress | None = None
        self._task: TaskID | None = None

    def __enter__(self) -> EvalProgressDisplay:
        return self

    def _start(self) -> Progress:
        # Started on the first settled case, after the evaluation's workers: rich refreshes the bar from a
        # thread, and worker processes are forked only while no other thread runs.
        if self._progress is None:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._progress = Progress(
                TextColumn(_PREFIX),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("accuracy {task.fields[accuracy]}"),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            self._progress.start()
        return self._progress

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

    def __call__(self, event: EvalProgress) -> None:
        """Show one settled case."""
        accuracy = f"{event.accuracy:.1%}"
        if self._live:
            progress = self._start()
            if self._task is None:
                self._task = progress.add_task("cases", total=event.total, accuracy=accuracy)
            progress.update(self._task, completed=event.done, accuracy=accuracy)
            return
        reused = " (scored from its earlier run)" if event.reused else ""
        case = event.case
        say(
            f"{_PREFIX}: [{event.done}/{event.total}] {printable(case.id)} {case.verdict.value}{reused}; "
            f"accuracy so far {accuracy}",
            stream=sys.stderr,
        )


def _percent(value: float) -> str:
    return f"{value:.1%}"


def _print_summary(report: EvalReport, out: Path) -> None:
    printer = Printer()
    header = ("kind", "cases", "correct", "wrong", "confident wrong", "abstained", "failed", "accuracy")
    rows = []
    tallies = [(kind or "(none)", tally) for kind, tally in sorted(report.by_kind.items())]
    for kind, tally in [*tallies, ("all", report.overall)]:
        rows.append(
            (
                printable(kind),
                str(tally.cases),
                str(tally.correct),
                str(tally.wrong),
                str(tally.confident_wrong),
                str(tally.abstained),
                str(tally.failed),
                _percent(tally.accuracy),
            )
        )
    printer.table(header, rows)
    misses = [case for case in report.cases if case.verdict.value != "correct"]
    misses.sort(key=lambda case: (not case.confident_wrong, report.cases.index(case)))
    if misses:
        printer.heading("Not correct (confident wrong first)")
        for case in misses[:_SHOWN_MISSES]:
            expected = "abstain" if case.expected is None else " | ".join(case.expected)
            marker = " CONFIDENT" if case.confident_wrong else ""
            answer = printable(shorten(case.answer if case.answer is not None else "(none)", 80))
            shown = printable(shorten(expected, 80))
            verdict = f"{case.verdict.value}{marker}"
            printer.line(f"  {printable(case.id)}: {verdict}; answered {answer!r}, expected {shown!r}")
        if len(misses) > _SHOWN_MISSES:
            printer.line(f"  ... and {len(misses) - _SHOWN_MISSES} more (in eval.json)")
    printer.line()
    overall = report.overall
    printer.status(
        f"Accuracy: {_percent(overall.accuracy)} ({overall.correct}/{overall.cases}); "
        f"confident wrong: {overall.confident_wrong}",
        ok=overall.correct == overall.cases,
    )
    printer.line(f"Evaluation directory: {printable(str(out))}")


#: Characters XML 1.0 cannot hold, even escaped; a hostile case id or answer may contain them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml(text: object) -> str:
    return _NOT_XML.sub("\ufffd", str(text))


def junit_xml(report: EvalReport) -> bytes:
    """The report as JUnit XML: one test case per case; wrong and abstained fail, failed runs are errors."""
    from xml.etree import ElementTree

    overall = report.overall
    suite = ElementTree.Element(
        "testsuite",
        {
            "name": _xml(f"canon eval {report.dataset}"),
            "tests": str(overall.cases),
            "failures": str(overall.wrong + overall.abstained),
            "errors": str(overall.failed),
            "time": f"{(report.duration_ms or 0.0) / 1000:.3f}",
        },
    )
    for case in report.cases:
        element = ElementTree.SubElement(
            suite,
            "testcase",
            {
                "classname": _xml(f"{report.dataset}.{case.kind or 'cases'}"),
                "name": _xml(case.id),
                "time": f"{(case.duration_ms or 0.0) / 1000:.3f}",
            },
        )
        verdict = case.verdict.value
        if verdict in ("wrong", "abstained"):
            kind = "confident wrong" if case.confident_wrong else verdict
            message = _xml(f"{kind}: {case.detail}")
            failure = ElementTree.SubElement(element, "failure", {"message": message, "type": verdict})
            failure.text = _xml(f"answer: {case.answer}\nexpected: {case.expected}\nrun: {case.run_dir}")
        elif verdict == "failed":
            error = ElementTree.SubElement(element, "error", {"message": _xml(case.detail), "type": "failed"})
            error.text = _xml(f"run: {case.run_dir}")
    ElementTree.indent(suite)
    text: bytes = ElementTree.tostring(suite, encoding="utf-8", xml_declaration=True)
    return text + b"\n"


def _write_junit(path: Path, report: EvalReport) -> None:
    from canon_trace import write_output

    try:
        write_output(path, junit_xml(report))
    except OSError as exc:
        from canon_contracts import ErrorKind

        from ..errors import CommandError

        raise CommandError(
            f"cannot write {printable(str(path))}: {exc.strerror or exc}", kind=ErrorKind.ENVIRONMENT
        ) from exc
