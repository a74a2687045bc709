"""``canon show RUN``: what a run did, phase by phase, read from its run directory alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .._console import Printer, printable, shorten
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, run_argument

if TYPE_CHECKING:
    from canon_contracts import TraceEntry
    from canon_trace import Trace

    from .._rundata import RunData

__all__ = ["show_command"]


@click.command(
    "show",
    short_help="Show what a run did: phases, plan, answer, claims, findings.",
    epilog=EXAMPLE + "  canon show runs/<run-id>\n"
    '  canon show "$(canon runs -q | head -n 1)"     the newest run',
)
@run_argument
@debug_option
def show_command(run: str) -> int:
    """Summarize a run from its directory alone.

    Shows the lifecycle phases with timing, the plan, iterations and the convergence decision, the answer,
    each claim with its evidence snippets, and the findings. An incomplete run (no manifest.json, or a
    trace without its end record) is said to be incomplete, and everything it recorded is still shown.
    """
    from .._rundata import INCOMPLETE, is_run_directory, load_run
    from ..errors import CommandError

    if not is_run_directory(Path(run)):
        raise CommandError(
            f"{shorten(run, 200)} is not a run directory "
            "(it has no trace.jsonl, manifest.json, run.json, config.json or spec.json)"
        )
    data = load_run(Path(run))
    printer = Printer()
    _overview(printer, data)
    if data.status == INCOMPLETE:
        printer.status(
            "INCOMPLETE: " + "; ".join(data.incomplete_reasons) + ". The run crashed or is still running; "
            "below is what it recorded.",
            ok=False,
        )
    for problem in data.problems:
        printer.line(f"unreadable: {printable(problem)}", style="red")
    for disagreement in data.disagreements:
        printer.line(f"DISAGREES WITH THE TRACE: {printable(disagreement.message)}", style="red")
    if data.trace is not None:
        _phases(printer, data)
        _plan(printer, data.trace)
        _iterations(printer, data)
    _answer(printer, data)
    _failure(printer, data)
    if data.trace is not None:
        _claims(printer, data.trace)
    _findings(printer, data)
    return ExitCode.OK


def _overview(printer: Printer, data: RunData) -> None:
    printer.line(f"Run {printable(data.run_id)}  {data.status}", style="bold")
    printer.field("directory", printable(str(data.path)))
    if data.spec:
        printer.field("spec", printable(data.spec_label))
        if data.spec.get("question"):
            printer.field("question", printable(str(data.spec["question"])))
    if data.trace is not None:
        header = data.trace.header
        if header.model is not None:
            printer.field(
                "model",
                f"{header.model.provider}/{header.model.model}, temperature {header.model.temperature:g}",
            )
        printer.field("started", header.created_at)
        if header.completed_at:
            printer.field("completed", header.completed_at)
        printer.field("entries", str(len(data.trace.entries)))
    took = (data.meta or {}).get("duration_ms")
    if isinstance(took, int | float):
        printer.field("duration", f"{took:.1f} ms")
    if data.fingerprint:
        printer.field("fingerprint", printable(data.fingerprint))


def _milliseconds(entries: list[TraceEntry]) -> float:
    """Wall time from the first entry's start to the last one's end (concurrent nodes overlap)."""
    from datetime import datetime

    try:
        start = min(datetime.fromisoformat(e.started_at) for e in entries)
        end = max(datetime.fromisoformat(e.completed_at) for e in entries)
    except ValueError:
        return sum(e.duration_ms for e in entries)
    return (end - start).total_seconds() * 1000.0


def _phases(printer: Printer, data: RunData) -> None:
    """One row per phase, in order; times are run.json's phase durations, else the entries' wall time."""
    assert data.trace is not None
    groups: list[tuple[str, list[TraceEntry]]] = []
    for entry in data.trace.entries:
        if groups and groups[-1][0] == entry.phase.value:
            groups[-1][1].append(entry)
        else:
            groups.append((entry.phase.value, [entry]))
    recorded = (data.meta or {}).get("phase_durations_ms")
    durations = recorded if isinstance(recorded, dict) else {}
    printer.heading("Phases")
    rows = []
    for phase, entries in groups:
        failed = sum(1 for e in entries if e.status.value != "success")
        roles = ", ".join(dict.fromkeys(e.role.value for e in entries))
        rounds = len({e.iteration for e in entries})
        took = durations.get(phase)
        milliseconds = float(took) if isinstance(took, int | float) else _milliseconds(entries)
        rows.append(
            [
                phase,
                str(len(entries)),
                str(rounds),
                f"{milliseconds:.1f} ms",
                "ok" if not failed else f"{failed} failed",
                roles,
            ]
        )
    printer.table(["PHASE", "ENTRIES", "ROUNDS", "TIME", "STATUS", "ROLES"], rows, indent=2)


def _plan(printer: Printer, trace: Trace) -> None:
    from canon_contracts import PlanEmittedEvent

    plans = [
        event.plan for entry in trace.entries for event in entry.events if isinstance(event, PlanEmittedEvent)
    ]
    if not plans:
        return
    plan = plans[-1]
    printer.heading("Plan")
    if plan.rationale:
        printer.line("  " + printable(shorten(plan.rationale, 200)))
    rows = [
        [
            printable(node.node_id),
            node.kind.value,
            printable(node.tool or "-"),
            printable(", ".join(node.depends_on) or "-"),
            printable(shorten(json.dumps(node.arguments, ensure_ascii=False, sort_keys=True), 80)),
        ]
        for node in plan.nodes
    ]
    printer.table(["NODE", "KIND", "TOOL", "DEPENDS ON", "ARGUMENTS"], rows, indent=2)


def _iterations(printer: Printer, data: RunData) -> None:
    from canon_contracts import ConvergenceDecisionEvent

    assert data.trace is not None
    judged = [e for e in data.trace.entries if e.phase.value == "JUDGE" and e.output is not None]
    decisions = [
        event.record
        for entry in data.trace.entries
        for event in entry.events
        if isinstance(event, ConvergenceDecisionEvent)
    ]
    if not judged and not decisions:
        return
    printer.heading("Iterations")
    rows = []
    for entry in judged:
        assert entry.output is not None
        scores = ", ".join(f"{name} {value:.3f}" for name, value in sorted(entry.scores.items()))
        rows.append(
            [
                str(entry.iteration),
                entry.output.decision.value,
                f"{entry.output.confidence:.3f}",
                scores or "-",
            ]
        )
    if rows:
        printer.table(["ITERATION", "VERDICT", "CONFIDENCE", "SCORES"], rows, indent=2)
    for record in decisions:
        outcome = "converged" if record.converged else "not converged"
        window = ", ".join(
            f"{sample.score:.3f}" if sample.score is not None else str(sample.verdict or "-")
            for sample in record.window
        )
        printer.line(
            f"  iteration {record.iteration}: {outcome} ({record.reason.value}) by the"
            f" {record.strategy.value} strategy over a window of {record.window_size} [{window}]"
        )
    header = data.trace.header
    if header.convergence_reason is not None:
        printer.field("decision", f"{header.convergence_reason.value} (hash {header.convergence_hash})")


def _answer(printer: Printer, data: RunData) -> None:
    printer.heading("Answer")
    result = data.shown_result
    if result is None:
        projected = data.projected()
        if projected is None:
            printer.line("  (no result: the run recorded no answer)")
            return
        decision, answer = projected
        printer.line(f"  {printable(answer or '(none)')}", style="bold")
        printer.field("decision", f"{decision} (provisional: read from the trace, the run wrote no result)")
        return
    printer.line(f"  {printable(result.answer or '(none)')}", style="bold")
    if not data.result_from_trace:
        printer.field("source", "the result file alone (the run has no readable trace to confirm it)")
    printer.field("decision", f"{result.decision.value}, confidence {result.confidence:.3f}")
    printer.field("evidence", result.epistemic_status.value)
    stop = result.stop_reason.value if result.stop_reason is not None else "-"
    printer.field("ended", f"{result.termination_reason.value} (stop reason {stop})")
    if result.convergence is not None:
        summary = result.convergence
        reason = summary.reason.value if summary.reason is not None else "-"
        state = "converged" if summary.converged else "not converged"
        printer.field("convergence", f"{state} ({reason}) after {summary.iterations} iteration(s)")


def _failure(printer: Printer, data: RunData) -> None:
    """What made the run abort: the last failure artifact the trace recorded."""
    if data.trace is None:
        return
    failures = [entry.failure for entry in data.trace.entries if entry.failure is not None]
    if not failures:
        return
    failure = failures[-1]
    printer.field(
        "failure",
        f"{failure.failure_mode.value} in {failure.phase.value} (stop reason {failure.stop_reason.value}): "
        + printable(shorten(failure.message, 200)),
        style="red",
    )


def _claims(printer: Printer, trace: Trace) -> None:
    from .._citations import claims_with_evidence

    claims = claims_with_evidence(trace)
    if not claims:
        return
    printer.heading("Claims")
    for claim, supports in claims:
        printer.line(f"  {printable(claim.claim_id)}  {printable(claim.text)}")
        for support in supports:
            printer.line(f"      {printable(support)}", style="dim")


def _findings(printer: Printer, data: RunData) -> None:
    from canon_trace import check_run_directory
    from canon_verify import VerifyInputError, render_report, verify_run

    printer.heading("Findings")
    # Verified now rather than read from verify.json: what is shown is what the trace and files say today.
    try:
        report, label = verify_run(data.path), "verified now"
    except VerifyInputError as exc:
        printer.line(f"  cannot verify: {printable(shorten(str(exc), 200))}", style="red")
        return
    for line in render_report(report, path=label).splitlines():
        printer.line(f"  {line}" if line else "")
    problems = check_run_directory(data.path)
    if not problems:
        printer.line("  integrity: every file matches manifest.json", style="green")
        return
    printer.line(
        f"  integrity: {len(problems)} problem(s) now (`canon verify {data.path}` for the full report)",
        style="red",
    )
    for problem in problems[:20]:
        printer.line(
            f"    {problem.kind.value}  {printable(shorten(problem.path, 80))}  "
            f"{printable(shorten(problem.message, 160))}"
        )
