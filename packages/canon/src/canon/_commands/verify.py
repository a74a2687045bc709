"""``canon verify PATH``: the ``canon-verify`` engine and output, under the ``canon`` command."""

from __future__ import annotations

import contextlib
from pathlib import Path

import click

from .._console import printable, say, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option

__all__ = ["POLICIES", "verify_command"]

#: The policy names of ``canon_contracts.PolicyMode``, spelled out so that parsing imports nothing heavy.
POLICIES = ("strict", "audit", "permissive")


@click.command(
    "verify",
    short_help="Verify a trace or run directory (the canon-verify engine).",
    epilog=EXAMPLE + "  canon verify runs/<run-id>\n"
    "  canon verify runs/<run-id>/trace.jsonl --policy permissive --exit-zero\n"
    "  canon verify runs/<run-id> --trusted-key keys/canon-signing.pub\n"
    "\n\b\nExit status: 0 passed (or --exit-zero, or --policy audit); 2 error findings remain;\n"
    "64 usage error; 65 the input cannot be read as a trace.",
)
@click.argument("path", metavar="PATH", type=click.Path(exists=True))
@click.option(
    "--policy",
    type=click.Choice(POLICIES),
    default="strict",
    show_default=True,
    help="strict and audit retain every finding, permissive only errors; audit never gates.",
)
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when error findings remain after the policy.")
@click.option("--fail-on-verify", is_flag=True, hidden=True)  # the default now; still accepted
@click.option("--json", "as_json", is_flag=True, help="Print the VerificationReport as canonical JSON.")
@click.option(
    "--trusted-key",
    "trusted_keys",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False),
    help="Public key (PEM) whose signature the run must carry; repeat for several.",
)
@click.option(
    "--progress/--no-progress",
    default=None,
    help="Show how much of the trace has been read, on stderr (default: on a terminal, for traces of "
    "64 MiB or more).",
)
@debug_option
def verify_command(
    path: str,
    policy: str,
    exit_zero: bool,
    fail_on_verify: bool,
    as_json: bool,
    trusted_keys: tuple[str, ...],
    progress: bool | None,
) -> int:
    """Verify a trace file or a run directory, exactly as canon-verify does.

    PATH is a trace (JSONL, single document or schema version 1) or a run directory; a run directory adds
    the integrity checks of its manifest, evidence files and signatures. An incomplete run (no manifest, or
    a trace without its end record) is reported as such. With --trusted-key the run must carry a valid
    signature by one of the keys given; without it, a signature present is checked for consistency and
    reported as unverified provenance.
    """
    from canon_contracts import PolicyMode
    from canon_verify import (
        ProvenanceError,
        load_trusted_key,
        policy_gates,
        progress_for,
        render_report,
        report_bytes,
        verify_run,
        verify_trace,
    )

    from ..errors import CommandError

    mode = PolicyMode(policy)
    target = Path(path)
    if trusted_keys and not target.is_dir():
        raise click.UsageError("--trusted-key needs a run directory: signatures sit beside its manifest")
    try:
        trusted = [load_trusted_key(key) for key in trusted_keys]
    except ProvenanceError as exc:
        raise CommandError(str(exc)) from None
    shown = progress_for(target, wanted=progress, label=f"canon verify {printable(path)}")
    with contextlib.nullcontext() if shown is None else shown:
        if target.is_dir():
            report = verify_run(target, policy=mode, trusted_keys=trusted, progress=shown)
        else:
            report = verify_trace(target, policy=mode, progress=shown)
    if as_json:
        write_bytes(report_bytes(report))
    else:
        say(render_report(report, path=path))
    gated = not exit_zero and policy_gates(mode) and bool(report.failures)
    return ExitCode.GATE if gated else ExitCode.OK
