"""``canon show RUN``: what a run did and why it answered as it did, read from its run directory alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .._console import Printer, printable, shorten, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, run_argument

if TYPE_CHECKING:
    from .._explain import Explanation, Passage

__all__ = ["show_command"]

#: How much of a passage's text a line of ``canon show`` quotes (the report and ``--json`` hold it all).
_PASSAGE_CHARS = 110


@click.command(
    "show",
    short_help="Show what a run did and why: passages, claims, judge rounds, findings.",
    epilog=EXAMPLE + "  canon show runs/<run-id>\n"
    '  canon show "$(canon runs -q | head -n 1)"     the newest run\n'
    "  canon show runs/<run-id> --json | jq .retrievals",
)
@run_argument
@click.option("--json", "as_json", is_flag=True, help="Print the explanation as JSON.")
@debug_option
def show_command(run: str, as_json: bool) -> int:
    """Explain a run from its directory alone.

    Shows the phases with timing, the plan with its arguments in full, every retrieval with the passages it
    returned and their scores, the judge's rounds and the convergence decision, the answer (for an
    abstention, its reason), each claim with the span it cites and the retrieved passage holding it, and the
    verification findings. The trace's integrity ("Trace: intact and valid") is shown apart from whether the
    answer is supported: a sound record of a wrong answer is still a wrong answer. An incomplete run (no
    manifest.json, or a trace without its end record) is said to be incomplete, and everything it recorded
    is still shown.
    """
    from .._explain import explain
    from .._rundata import INCOMPLETE, is_run_directory, load_run
    from ..errors import CommandError

    if not is_run_directory(Path(run)):
        raise CommandError(
            f"{shorten(run, 200)} is not a run directory "
            "(it has no trace.jsonl, manifest.json, run.json, config.json or spec.json)"
        )
    data = load_run(Path(run))
    explanation = explain(data)
    if as_json:
        text = json.dumps(explanation.as_json(), indent=2, ensure_ascii=False, allow_nan=False)
        write_bytes((text + "\n").encode("utf-8"))
        return ExitCode.OK
    printer = Printer()
    _overview(printer, explanation, str(data.path))
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
    _phases(printer, explanation)
    _plan(printer, explanation)
    _retrievals(printer, explanation)
    _iterations(printer, explanation)
    _answer(printer, explanation)
    _claims(printer, explanation)
    _findings(printer, explanation, str(data.path))
    return ExitCode.OK


def _overview(printer: Printer, explanation: Explanation, path: str) -> None:
    printer.line(f"Run {printable(explanation.run_id)}  {explanation.status}", style="bold")
    printer.field("directory", printable(path))
    printer.field("spec", printable(explanation.spec))
    if explanation.question:
        printer.field("question", printable(explanation.question))
    if explanation.model:
        printer.field("model", printable(explanation.model))
    if explanation.started_at:
        printer.field("started", printable(explanation.started_at))
    if explanation.completed_at:
        printer.field("completed", printable(explanation.completed_at))
    printer.field("entries", str(explanation.entries))
    printer.field("duration", f"{explanation.duration_ms:.1f} ms")
    if explanation.fingerprint:
        printer.field("fingerprint", printable(explanation.fingerprint))
    integrity = explanation.integrity
    sound = bool(integrity.trace_intact) and integrity.valid
    meaning = (
        "this says the record is sound, not that the answer is right"
        if sound
        else "the record has problems (see Findings)"
    )
    printer.status(f"Trace: {integrity.summary} ({printable(integrity.source)}); {meaning}", ok=sound)


def _phases(printer: Printer, explanation: Explanation) -> None:
    if not explanation.phases:
        return
    printer.heading("Phases")
    rows = [
        [
            span.phase,
            str(span.entries),
            str(span.rounds),
            f"{span.duration_ms:.1f} ms",
            "ok" if not span.failed else f"{span.failed} failed",
            ", ".join(span.roles),
        ]
        for span in explanation.phases
    ]
    printer.table(["PHASE", "ENTRIES", "ROUNDS", "TIME", "STATUS", "ROLES"], rows, indent=2)


def _plan(printer: Printer, explanation: Explanation) -> None:
    if not explanation.plan:
        return
    printer.heading("Plan")
    if explanation.plan_rationale:
        printer.line("  " + printable(explanation.plan_rationale))
    rows = [
        [
            printable(node.node_id),
            node.kind,
            printable(node.tool or "-"),
            printable(", ".join(node.depends_on) or "-"),
            node.status,
            f"{node.duration_ms:.1f} ms" if node.duration_ms is not None else "-",
            printable(json.dumps(node.arguments, ensure_ascii=False, sort_keys=True)),
        ]
        for node in explanation.plan
    ]
    printer.table(["NODE", "KIND", "TOOL", "DEPENDS ON", "STATUS", "TIME", "ARGUMENTS"], rows, indent=2)


def _passage_line(passage: Passage) -> str:
    score = f"{passage.score:.3f}" if passage.score is not None else "-"
    span = f"{passage.start}-{passage.end}" if passage.start is not None else "-"
    return (
        f"    {passage.rank}. {score}  {printable(passage.doc_id)} [{span}]  "
        f'"{printable(shorten(passage.text, _PASSAGE_CHARS))}"'
    )


def _retrievals(printer: Printer, explanation: Explanation) -> None:
    if not explanation.retrievals:
        return
    printer.heading("Retrievals")
    for retrieval in explanation.retrievals:
        where = retrieval.node_id or f"entry {retrieval.entry}"
        printer.line(
            f"  {printable(where)}  {printable(retrieval.tool)} "
            f'"{printable(retrieval.query)}": {len(retrieval.passages)} passage(s),'
            " rank score document [span]"
        )
        for passage in retrieval.passages:
            printer.line(_passage_line(passage), style="dim")


def _iterations(printer: Printer, explanation: Explanation) -> None:
    if not explanation.rounds and not explanation.convergence:
        return
    printer.heading("Iterations")
    rows = [
        [
            str(round_.iteration),
            {"abstained": "abstains", "answered": "answers", "none": "-"}[round_.draft],
            round_.reading,
            f"{round_.confidence:.3f}" if round_.confidence is not None else "-",
            f"{round_.score:.3f}" if round_.score is not None else "-",
        ]
        for round_ in explanation.rounds
    ]
    if rows:
        printer.table(["ITERATION", "DRAFT", "JUDGE", "CONFIDENCE", "SCORE"], rows, indent=2)
    for round_ in explanation.rounds:
        if round_.feedback:
            feedback = printable(round_.feedback)
            printer.line(f"  iteration {round_.iteration} feedback: {feedback}", style="dim")
    for step in explanation.convergence:
        outcome = "converged" if step.converged else "not converged"
        printer.line(
            f"  iteration {step.iteration}: {outcome} ({step.reason}) by the {step.strategy} strategy"
            f" over [{', '.join(step.window)}]"
        )


def _answer(printer: Printer, explanation: Explanation) -> None:
    printer.heading("Answer")
    answer = explanation.answer
    if answer.text is None and answer.decision is None:
        printer.line("  (no result: the run recorded no answer)")
    else:
        printer.line(f"  {printable(answer.text or '(none)')}", style="bold")
    if answer.outcome == "abstained":
        printer.field("abstained", printable(answer.reason or "no reason was recorded"), style="yellow")
    if answer.decision is not None:
        verdict = {"pass": "stands behind the answer", "veto": "does not stand behind an answer"}
        decision = f"{answer.decision} ({verdict.get(answer.decision, answer.decision)})"
        if answer.confidence is not None:
            decision += f", confidence {answer.confidence:.3f}"
        if answer.provisional:
            decision += " (provisional: read from the trace, the run wrote no result)"
        if answer.from_result_file:
            decision += " (from the result file alone: the run has no readable trace to confirm it)"
        printer.field("decision", decision)
    if answer.epistemic_status:
        printer.field("support", answer.epistemic_status)
    if answer.termination_reason:
        printer.field("ended", f"{answer.termination_reason} (stop reason {answer.stop_reason or '-'})")
    if explanation.convergence_decision:
        printer.field("convergence", explanation.convergence_decision)
    if explanation.failure:
        printer.field("failure", printable(shorten(explanation.failure, 300)), style="red")


def _claims(printer: Printer, explanation: Explanation) -> None:
    if not explanation.claims:
        return
    printer.heading("Claims")
    for claim in explanation.claims:
        printer.line(f"  {printable(claim.claim_id)}  {printable(claim.text)}")
        for cited in claim.cites:
            printer.line(f'      cites {printable(cited.doc_id)}: "{printable(shorten(cited.text, 160))}"')
            if cited.passage is None:
                printer.line("        found in no retrieved passage", style="yellow")
            else:
                score = f"{cited.passage.score:.3f}" if cited.passage.score is not None else "-"
                printer.line(
                    f"        from passage {printable(cited.passage.chunk_id or cited.passage.doc_id)}"
                    f' (rank {cited.passage.rank}, score {score}) of "{printable(cited.query or "")}"',
                    style="dim",
                )
        for other in claim.rests_on:
            printer.line(f"      rests on {printable(other)}", style="dim")


def _findings(printer: Printer, explanation: Explanation, path: str) -> None:
    printer.heading("Findings")
    integrity = explanation.integrity
    if not integrity.checks_total:
        printer.line(f"  {printable(shorten(integrity.source, 200))}", style="red")
    else:
        printer.line(
            f"  {integrity.source}: {'FAIL' if integrity.errors else 'PASS'} under {integrity.policy}: "
            f"{integrity.errors} error, {integrity.warnings} warning, {integrity.infos} info; "
            f"{integrity.checks_passed}/{integrity.checks_total} checks passed"
        )
    for finding in explanation.findings:
        where = f" (entry {finding.entry})" if finding.entry is not None else ""
        printer.line(
            f"  {finding.severity} {finding.check_id} [{finding.invariant_id}]{where}: "
            + printable(shorten(finding.message, 200))
        )
    if not integrity.file_problems:
        if Path(path, "manifest.json").is_file():
            printer.line("  integrity: every file matches manifest.json", style="green")
        return
    problems = integrity.file_problems
    printer.line(
        f"  integrity: {len(problems)} problem(s) now (`canon verify {printable(path)}` for the full report)",
        style="red",
    )
    for problem in problems[:20]:
        printer.line(f"    {printable(shorten(problem, 200))}")
