"""``canon replay RUN``: re-run a recorded run from its directory and compare it with the original."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from .._console import Printer, printable, say, shorten, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, run_argument

if TYPE_CHECKING:
    from canon_contracts import FieldChange, ReplayDiff

__all__ = ["replay_command"]

_SHOWN_CHANGES = 5
_CONTEXT = 30
_MISSING = object()
_PATH_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


@click.command(
    "replay",
    short_help="Replay a run and compare it with the original.",
    epilog=EXAMPLE + "  canon replay runs/<run-id>\n"
    "  canon replay runs/<run-id> --corpus examples/quickstart/corpus\n"
    "  canon replay runs/<run-id> --recorded-tools --fail-on-diff\n"
    "\n\b\nExit status: 0 compared (equivalent or not); 2 different with --fail-on-diff; 64 usage error;\n"
    "65 the run directory cannot be replayed (incomplete, unreadable or failing integrity).",
)
@run_argument
@click.option("--fail-on-diff", is_flag=True, help="Exit 2 when the replay differs from the original.")
@click.option(
    "--recorded-tools",
    is_flag=True,
    help="Serve tool results from the trace too, instead of re-executing the tools.",
)
@click.option(
    "--corpus",
    type=click.Path(exists=True, path_type=str),
    help="The corpus to re-execute the tools against (the run directory's own record of it is not followed).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the ReplayDiff as JSON.")
@debug_option
def replay_command(
    run: str, fail_on_diff: bool, recorded_tools: bool, corpus: str | None, as_json: bool
) -> int:
    """Replay RUN and print `equivalent`, or the first divergence with its class and entry.

    The pipeline is rebuilt from the run directory alone. Model responses are served from the recorded
    trace (keyed by request digest); tools are executed again against the corpus --corpus names, so an
    edited corpus shows up as a tool output difference, unless --recorded-tools serves them from the trace
    as well. Only a sealed run that passes integrity is replayed. Each replay's trace is written to a
    folder of its own beside the run (<run>.replay/<replay id>/), and the two traces are compared on their
    deterministic snapshots.
    """
    from canon_reason import ReplayError, RunOptions, replay_run

    from ..errors import CommandError

    try:
        outcome = replay_run(Path(run), options=RunOptions(corpus=corpus), recorded_tools=recorded_tools)
    except ReplayError as exc:
        if not exc.corpus:
            raise
        raise CommandError(
            str(exc),
            hint="name the corpus with --corpus PATH, or serve the tools from the trace with "
            "--recorded-tools",
        ) from exc
    diff = outcome.diff
    if as_json:
        write_bytes((diff.model_dump_json(indent=2) + "\n").encode("utf-8"))
    else:
        _print_diff(diff, Path(run), outcome.trace_path, outcome.warnings)
    different = diff.status.value == "different"
    return ExitCode.GATE if fail_on_diff and different else ExitCode.OK


def _value(value: object) -> str:
    return printable(shorten(json.dumps(value, ensure_ascii=False, sort_keys=True), 100))


def _around_difference(original: str, replayed: str) -> tuple[str, str]:
    """Both strings cut to a window around their first differing character, so the change is visible."""
    start = next(
        (i for i, (a, b) in enumerate(zip(original, replayed, strict=False)) if a != b),
        min(len(original), len(replayed)),
    )
    begin = max(start - _CONTEXT, 0)

    def window(text: str) -> str:
        cut = text[begin : start + 2 * _CONTEXT]
        return ("…" if begin else "") + cut + ("…" if start + 2 * _CONTEXT < len(text) else "")

    return window(original), window(replayed)


def _field(document: Any, path: str) -> Any:
    """The value at a field path such as ``events[1].result.output``, or ``_MISSING``."""
    value = document
    for name, index in _PATH_PART.findall(path):
        try:
            value = value[name] if name else value[int(index)]
        except (KeyError, IndexError, TypeError, ValueError):
            return _MISSING
    return value


def _change_line(change: FieldChange, entries: tuple[list[Any], list[Any]] | None) -> str:
    """One change; for an entry field, the full recorded values are shown around their first difference."""
    where = "header/end" if change.entry_index is None else f"entry {change.entry_index}"
    original: Any = change.original
    replayed: Any = change.replayed
    if entries is not None and change.entry_index is not None:
        full = [
            _field(side[change.entry_index], change.field) if change.entry_index < len(side) else _MISSING
            for side in entries
        ]
        if _MISSING not in full:
            original, replayed = full
    if isinstance(original, str) and isinstance(replayed, str):
        original, replayed = _around_difference(original, replayed)
    return (
        f"{change.change_class.value}: {where}, field {printable(change.field)}: "
        f"{_value(original)} -> {_value(replayed)}"
    )


def _entries(run: Path, replayed: Path) -> tuple[list[Any], list[Any]] | None:
    """Both traces' entries as JSON values, or ``None`` when either cannot be read."""
    from canon_trace import TraceError, read_run_trace, read_trace

    try:
        original = [entry.model_dump(mode="json") for entry in read_run_trace(run).entries]
        again = [entry.model_dump(mode="json") for entry in read_trace(replayed).entries]
    except (TraceError, OSError):
        return None
    return original, again


def _print_diff(diff: ReplayDiff, run: Path, replayed: Path, warnings: tuple[str, ...]) -> None:
    """``equivalent``, or the first divergence: its entry and class, then the fields that changed there."""
    for warning in warnings:
        say(f"canon replay: warning: {printable(warning)}", stream=sys.stderr)
    printer = Printer()
    if diff.status.value == "equivalent":
        printer.status("equivalent", ok=True)
        printer.line(f"replayed trace: {printable(str(replayed))}", style="dim")
        return
    first = diff.changes[0]
    entry = diff.first_divergent_entry
    at = f"entry {entry}" if entry is not None else "the header or end record"
    printer.status(f"different: first divergence at {at}, class {first.change_class.value}", ok=False)
    there = [change for change in diff.changes if change.entry_index == first.entry_index]
    entries = _entries(run, replayed)
    for change in there[:_SHOWN_CHANGES]:
        printer.line(f"  {_change_line(change, entries)}")
    later = len(diff.changes) - min(len(there), _SHOWN_CHANGES)
    if later:
        classes = ", ".join(c.value for c in diff.change_classes)
        printer.line(f"  ... and {later} more changes after it (classes: {classes}; --json lists them all)")
    printer.line(f"replayed trace: {printable(str(replayed))}", style="dim")
