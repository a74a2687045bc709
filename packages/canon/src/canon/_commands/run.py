"""``canon run SPEC``: run a problem spec and print the cited answer.

The embedded reasoner answers unless ``--model provider:model`` (or the spec's ``model`` section) names
another model. API keys are read by the provider driver from the environment variable ``--api-key-env``
names (the provider's usual one by default); no flag takes a key, so none reaches a file.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .._console import Printer, printable, say, shorten, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, bound_options, debug_option, runs_dir_option
from ._model import model_binding_from_flags, model_options

if TYPE_CHECKING:
    from canon_contracts import VerificationReport
    from canon_reason import RunResult

__all__ = ["exit_status", "print_result", "run_command", "run_summary", "verification_summary"]

_PREFIX = "canon run"
_SHOWN_FINDINGS = 5


@click.command(
    "run",
    short_help="Run a spec and print the cited answer.",
    epilog=EXAMPLE + "  canon run examples/quickstart/spec.json\n"
    "  canon run examples/quickstart/spec.json --runs-dir /tmp/runs --fail-on-verify\n"
    "  canon run examples/quickstart/spec.json --json --quiet > result.json\n"
    "  canon run examples/quickstart/spec.json --model openai:gpt-4o-mini\n"
    "  canon run examples/quickstart/spec.json --model openai:local --base-url http://127.0.0.1:8080/v1\n"
    "  canon run examples/quickstart/spec.json --sign-key keys/canon-signing.key\n"
    "\n\b\nExit status: 0 DONE; 1 the run ended ABORTED; 2 error findings with --fail-on-verify;\n"
    "64 usage error; 65 invalid spec, corpus or plan (no run directory is left behind);\n"
    "74 the disk is full or the runs directory cannot be written (the run is left incomplete);\n"
    "130 interrupted (Ctrl-C): the run ends ABORTED (user_interruption) with a closed, verifiable trace\n"
    "(a Ctrl-C that arrives once the run is sealed reports the status it recorded, with its exit).",
)
@click.argument("spec", metavar="SPEC", type=click.Path(exists=True, dir_okay=False))
@runs_dir_option("Where to create the run directory.")
@click.option("--fail-on-verify", is_flag=True, help="Exit 2 when the run's verification report has errors.")
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print only JSON: run_id, run_dir, status, fingerprint, final_result and execution.",
)
@click.option("-q", "--quiet", is_flag=True, help="Print no progress on stderr.")
@bound_options("the spec's", "the whole run (every role together)")
@model_options
@click.option(
    "--sign-key",
    type=click.Path(exists=True, dir_okay=False),
    help="Sign the sealed run with this Ed25519 private key (see canon keygen).",
)
@debug_option
def run_command(
    spec: str,
    runs_dir: Path,
    fail_on_verify: bool,
    as_json: bool,
    quiet: bool,
    max_iterations: int | None,
    concurrency: int | None,
    max_tokens: int | None,
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    request_timeout: float,
    output_mode: str | None,
    sign_key: str | None,
) -> int:
    """Run the pipeline on SPEC and print the cited answer.

    SPEC is a ProblemSpec file (.json or .toml); its corpus path is relative to the spec's folder. The
    run is recorded in a new directory under --runs-dir: spec, configuration, plan, the hash-chained trace,
    evidence, verify.json, the final result, the fingerprint and, last, manifest.json. The answer is
    printed with its citations (marker, document and quoted span), then the verification summary and the
    run directory. Progress goes to stderr (``--quiet`` silences it), so stdout holds only the result.
    With ``--json`` stdout holds one JSON object naming the run (``run_id``, ``run_dir``) beside its
    ``final_result`` and ``execution`` (the PipelineExecutionResult), so a script can verify or replay it.

    The embedded reasoner answers (offline) unless --model names another model; a provider's API key is
    read from the environment (--api-key-env), never from a flag, and is never written anywhere.
    """
    from canon_reason import RunOptions, run_spec

    from .._progress import ProgressDisplay
    from .sign import load_signing_key, sign_sealed_run

    binding = model_binding_from_flags(model, base_url, api_key_env, request_timeout, output_mode)
    key = None if sign_key is None else load_signing_key(sign_key)  # a bad key stops before the run
    before = _run_directories(runs_dir)
    try:
        with ProgressDisplay(_PREFIX, live=False if quiet else None) as display:
            options = RunOptions(
                max_iterations=max_iterations,
                concurrency=concurrency,
                max_tokens=max_tokens,
                progress=None if quiet else display,
                model=binding,
            )
            result = run_spec(spec, runs_dir=runs_dir, options=options)
    except KeyboardInterrupt:
        return _interrupted(runs_dir, before)
    if key is not None:
        attestation = sign_sealed_run(Path(result.run_dir), key)
        say(f"{_PREFIX}: signed: {printable(str(attestation))}", stream=sys.stderr)
    if as_json:
        write_bytes((json.dumps(run_summary(result), indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
    else:
        print_result(result)
    return exit_status(result, fail_on_verify=fail_on_verify)


def run_summary(result: RunResult) -> dict[str, object]:
    """What ``canon run --json`` prints: the run's id and directory beside its result and execution."""
    return {
        "run_id": result.run_id,
        "run_dir": str(result.run_dir),
        "status": str(getattr(result.status, "value", result.status)),
        "fingerprint": result.fingerprint,
        "final_result": result.final_result.model_dump(mode="json"),
        "execution": result.execution.model_dump(mode="json"),
    }


def _run_directories(runs_dir: Path) -> set[str]:
    try:
        return set(os.listdir(runs_dir))
    except OSError:
        return set()


def _interrupted(runs_dir: Path, before: set[str]) -> int:
    """Say how the interrupted run actually ended, as its directory records it, and return that status.

    Ctrl-C usually ends the run ABORTED (user_interruption, 130); one that arrives as the run is being
    sealed may find it already DONE (0), and one that arrives as it begins may leave it incomplete (130).
    """
    from canon_trace import run_status

    created = sorted(_run_directories(runs_dir) - before)
    if not created:
        say(f"{_PREFIX}: interrupted before the run started; nothing was written", stream=sys.stderr)
        return ExitCode.INTERRUPTED
    where = runs_dir / created[-1]
    shown = printable(str(where))
    status = run_status(where)
    if not status.complete or status.phase is None:
        say(f"{_PREFIX}: interrupted; the run is incomplete: {shown}", stream=sys.stderr)
        return ExitCode.INTERRUPTED
    reason = status.termination_reason.value if status.termination_reason is not None else "-"
    say(f"{_PREFIX}: interrupted; the run ended {status.phase.value} ({reason}): {shown}", stream=sys.stderr)
    if status.phase.value == "DONE":
        return ExitCode.OK
    interrupted = (
        status.termination_reason is not None and status.termination_reason.value == "user_interruption"
    )
    return ExitCode.INTERRUPTED if interrupted else ExitCode.EXECUTION_FAILURE


def exit_status(result: RunResult, *, fail_on_verify: bool) -> int:
    from canon_verify import policy_gates

    stop = result.final_result.stop_reason
    if stop is not None and stop.value == "user_interruption":
        say(f"{_PREFIX}: interrupted; the run ended ABORTED (user_interruption)", stream=sys.stderr)
        return ExitCode.INTERRUPTED
    if str(getattr(result.status, "value", result.status)) == "ABORTED":
        return ExitCode.EXECUTION_FAILURE
    report = result.verification
    if fail_on_verify and policy_gates(report.policy) and report.failures:
        return ExitCode.GATE
    return ExitCode.OK


def verification_summary(report: VerificationReport) -> str:
    """``PASS under strict: 0 error, 0 warning, 0 info; 31/31 checks passed``."""
    counts = {"error": 0, "warning": 0, "info": 0}
    for finding in report.findings:
        counts[finding.severity.value] += 1
    passed = sum(1 for check in report.checks if check.passed)
    verdict = "FAIL" if counts["error"] else "PASS"
    shown = ", ".join(f"{count} {severity}" for severity, count in counts.items())
    return f"{verdict} under {report.policy.value}: {shown}; {passed}/{len(report.checks)} checks passed"


def print_result(result: RunResult) -> None:
    from canon_trace import read_trace

    from .._citations import answer_citations

    printer = Printer()
    final = result.final_result
    run_dir = Path(result.run_dir)
    status = str(getattr(result.status, "value", result.status))
    printer.line(f"Answer: {printable(final.answer or '(none)')}", style="bold")
    trace = read_trace(run_dir / (final.trace_path or "trace.jsonl"))
    for citation in answer_citations(trace, final.answer):
        printer.line(f'  [{citation.marker}] {printable(citation.doc_id)}: "{printable(citation.snippet)}"')
    printer.line()
    outcome = f"{status}, {final.decision.value} with confidence {final.confidence:.3f}"
    outcome += f" ({final.epistemic_status.value})"
    if final.convergence is not None:
        state = "converged" if final.convergence.converged else "not converged"
        reason = final.convergence.reason.value if final.convergence.reason is not None else "-"
        outcome += f"; {state} ({reason}) after {final.convergence.iterations} iteration(s)"
    if final.stop_reason is not None and status == "ABORTED":
        outcome += f"; stop reason {final.stop_reason.value}"
    printer.status(f"Result: {outcome}", ok=status == "DONE")
    report = result.verification
    printer.status(f"Verification: {verification_summary(report)}", ok=not report.failures)
    for finding in report.findings[:_SHOWN_FINDINGS]:
        printer.line(
            f"  {finding.severity.value} {finding.check_id}: {printable(shorten(finding.message, 160))}"
        )
    if len(report.findings) > _SHOWN_FINDINGS:
        printer.line(f"  ... and {len(report.findings) - _SHOWN_FINDINGS} more (canon verify shows them all)")
    printer.line(f"Run directory: {printable(str(run_dir))}")
