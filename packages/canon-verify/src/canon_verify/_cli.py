"""The ``canon-verify`` command: verify a trace file or a run directory and report what was found.

Exit status: 0 no error finding remains under the policy (or ``--exit-zero`` was given, or the policy is
``audit``); 2 error findings remain under the policy, as a linter's would; 64 usage error (bad flags, a PATH
that does not exist, an ``--output`` that cannot be written or would write over what is verified); 65 the
input is not a trace at all; 70 an internal error (a bug; ``--debug`` shows its traceback); 74 the
environment failed (the disk filled up while ``--output`` was written); 130 interrupted. The statuses are
``canon_contracts.ExitCode``'s. Imports are deferred until the arguments are parsed, so ``--help`` costs
little more than starting Python.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys

from ._version import __version__

# ``typing``, ``pathlib`` and ``json`` are the largest imports left on the path to ``--help``; ``typing`` is
# not needed at run time (annotations are strings) and the others are imported where they are used.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path
    from typing import NoReturn, TextIO

    from canon_contracts import ExitCode, Finding, VerificationReport

    from ._provenance import TrustedKey

__all__ = ["POLICIES", "main", "render_report"]

_PROG = "canon-verify"
#: The values of ``canon_contracts.PolicyMode`` (a test ties them), spelled out so parsing imports nothing.
POLICIES = ("strict", "audit", "permissive")


def _exit(name: str) -> ExitCode:
    """The ``canon_contracts.ExitCode`` member ``name``, imported only once the command line is parsed."""
    from canon_contracts import ExitCode

    return ExitCode[name]


class _UsageError(Exception):
    """A command-line usage error, reported with exit status 64."""


class _EnvironmentFailure(Exception):
    """The machine failed the command (a full disk under ``--output``), reported with exit status 74."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _parser() -> _Parser:
    parser = _Parser(
        prog=_PROG,
        description="Verify a canon trace file (JSONL v2, single document or v1) or a run directory.",
        epilog="exit status: 0 passed (or --exit-zero, or --policy audit), 2 error findings remain "
        "under the policy, 64 usage error, 65 input is not a trace, 74 the disk is full",
    )
    parser.add_argument(
        "path", metavar="PATH", help="a trace file, or a run directory (adds integrity checks)"
    )
    parser.add_argument(
        "--policy",
        choices=POLICIES,
        default="strict",
        help="strict: retain every finding; audit: retain every finding, never gate; "
        "permissive: retain error findings only (default: strict)",
    )
    parser.add_argument(
        "--exit-zero",
        action="store_true",
        help="exit 0 even when error findings remain (the report still says FAIL)",
    )
    # Gating is the default; the flag that used to ask for it is still accepted.
    parser.add_argument("--fail-on-verify", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--trusted-key",
        metavar="PUB",
        action="append",
        default=[],
        help="a public key (PEM) whose signature the run directory must carry; repeat for several "
        "(needs canon-verify[signing])",
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show how much of the trace has been read, on stderr (default: on a terminal, for traces "
        "of 64 MiB or more)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as canonical JSON")
    parser.add_argument("--output", metavar="FILE", help="also write the report JSON to FILE (atomically)")
    parser.add_argument("--debug", action="store_true", help="show a traceback on an internal error")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the process arguments); return the exit status."""
    parser = _parser()
    debug = "--debug" in (sys.argv[1:] if argv is None else argv)
    try:
        args = parser.parse_args(argv)
        return _run(args)
    except _UsageError as exc:
        parser.print_usage(sys.stderr)
        _say(sys.stderr, f"{_PROG}: error: {_printable(str(exc))}")
        return _exit("USAGE")
    except _EnvironmentFailure as exc:
        _say(sys.stderr, f"{_PROG}: environment failure: {_printable(str(exc))}")
        return _exit("ENVIRONMENT")
    except KeyboardInterrupt:
        _say(sys.stderr, f"{_PROG}: interrupted")
        return _exit("INTERRUPTED")
    except Exception as exc:
        if debug:
            raise
        problem = f"{type(exc).__name__}: {_printable(str(exc))}"
        _say(sys.stderr, f"{_PROG}: internal error: {problem} (run with --debug for a traceback)")
        return _exit("INTERNAL")


def _run(args: argparse.Namespace) -> int:
    from pathlib import Path

    path = Path(args.path)
    try:
        exists = os.path.lexists(path)
    except ValueError:  # an embedded NUL character
        exists = False
    if not exists:
        raise _UsageError(f"{args.path}: no such file or directory")
    if not os.path.exists(path):  # a symlink to a missing path, or a loop of symlinks: as good as missing
        raise _UsageError(f"{args.path}: a symlink that leads to no file (its target is missing or a loop)")
    from canon_contracts import ExitCode, PolicyMode

    if args.output is not None:
        _refuse_output_over(args.output, path, args.path)
    from ._policy import policy_gates
    from ._progress import progress_for
    from ._report import report_bytes
    from ._verify import verify_run, verify_trace
    from .errors import ProvenanceError, VerifyInputError

    policy = PolicyMode(args.policy)
    try:
        trusted = _trusted_keys(args.trusted_key)
    except ProvenanceError as exc:
        _say(sys.stderr, f"{_PROG}: error: {_printable(str(exc))}")
        return ExitCode.INVALID_INPUT
    if trusted and not path.is_dir():
        raise _UsageError("--trusted-key needs a run directory: signatures sit beside its manifest")
    progress = progress_for(path, wanted=args.progress, label=f"{_PROG} {_printable(args.path)}")
    try:
        with contextlib.nullcontext() if progress is None else progress:
            if path.is_dir():
                report = verify_run(path, policy=policy, trusted_keys=trusted, progress=progress)
            else:
                report = verify_trace(path, policy=policy, progress=progress)
    except VerifyInputError as exc:
        _say(sys.stderr, f"{_PROG}: error: {_printable(str(exc))}")
        return ExitCode.INVALID_INPUT
    document = report_bytes(report)
    if args.output is not None:
        _write_output(Path(args.output), document)
    if args.json:
        _write_bytes(sys.stdout, document)
    else:
        _say(sys.stdout, render_report(report, path=args.path))
    gated = not args.exit_zero and policy_gates(policy) and bool(report.failures)
    return ExitCode.GATE if gated else ExitCode.OK


def _refuse_output_over(output: str, path: Path, named: str) -> None:
    """Refuse an ``--output`` that would replace what is verified or land in any run directory.

    A run directory counts whether or not it has its manifest yet: an incomplete run's files are evidence
    too. A report beside a loose trace is fine.
    """
    from canon_trace import enclosing_run_directory, replaces_within

    if replaces_within(output, path):
        raise _UsageError(f"--output {output} would write over {named}; write the report elsewhere")
    run = enclosing_run_directory(output)
    if run is not None:
        raise _UsageError(
            f"--output {output} would write into the run directory {run}; write the report elsewhere"
        )


def _trusted_keys(paths: Sequence[str]) -> list[TrustedKey]:
    """Load every ``--trusted-key``; a missing file or extra is a usage error, a bad key invalid input."""
    if not paths:
        return []
    for name in paths:
        if not os.path.lexists(name):
            raise _UsageError(f"{name}: no such file")
    try:
        from ._provenance import load_trusted_key

        return [load_trusted_key(name) for name in paths]
    except ImportError as exc:
        raise _UsageError(str(exc)) from None


def _write_output(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target``: through a temporary sibling renamed over it, or into a device or FIFO.

    A full disk (or another failure of the machine, as ``canon_contracts.classify`` tells) is an
    environment failure; any other refusal is a usage error: the user named a place that cannot be written.
    """
    from canon_trace import write_output

    try:
        write_output(target, data, mode=0o600, sync=True)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else str(exc)
        raise _output_error(exc, target, reason or type(exc).__name__) from exc


def _output_error(exc: BaseException, target: Path, reason: str | None) -> Exception:
    """The error a failed ``--output`` write ends the command with (see ``_write_output``)."""
    import errno

    from canon_contracts import ErrorKind, classify

    if classify(exc) is ErrorKind.ENVIRONMENT:
        if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
            reason = f"the disk is full ({reason})"
        return _EnvironmentFailure(f"{reason}: cannot write --output {target}")
    return _UsageError(f"cannot write --output {target}: {reason}")


# ------------------------------------------------------------------------------------------------ output


def _printable(text: str) -> str:
    """``text`` with control, format and unpaired surrogate characters escaped (no terminal injection)."""
    if text.isprintable():
        return text
    import unicodedata

    return "".join(
        char if char.isprintable() or unicodedata.category(char) == "Zs" else ascii(char)[1:-1]
        for char in text
    )


def _say(stream: TextIO, text: str) -> None:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    safe = text.encode(encoding, "backslashreplace").decode(encoding, "replace")
    try:
        stream.write(safe + "\n")
        stream.flush()
    except BrokenPipeError:
        _silence(stream)


def _write_bytes(stream: TextIO, data: bytes) -> None:
    try:
        buffer = getattr(stream, "buffer", None)
        if buffer is not None:
            buffer.write(data)
            buffer.flush()
        else:
            stream.write(data.decode("utf-8"))
            stream.flush()
    except BrokenPipeError:
        _silence(stream)


def _silence(stream: TextIO) -> None:
    """After a closed pipe, point the stream at /dev/null so the interpreter's final flush stays quiet."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _where(finding: Finding) -> str:
    at = finding.location
    parts = []
    if at.entry_index is not None:
        parts.append(f"entry {at.entry_index}")
    if at.event_index is not None:
        parts.append(f"event {at.event_index}")
    if at.line is not None:
        parts.append(f"line {at.line}")
    if at.path is not None:
        parts.append(at.path)
    if at.field is not None:
        parts.append(at.field)
    return ", ".join(parts) or "trace"


def _said(finding: Finding) -> str:
    """The message, with what was expected and observed when the finding compares values."""
    import json

    from ._checks import shown

    if finding.expected is None and finding.observed is None:
        return finding.message
    compared = ", ".join(
        f"{name} {shown(json.dumps(value, ensure_ascii=False), 80)}"
        for name, value in (("expected", finding.expected), ("observed", finding.observed))
        if value is not None
    )
    return f"{finding.message} ({compared})"


def render_report(report: VerificationReport, *, path: str | None = None) -> str:
    """The text ``canon-verify`` prints for ``report``: a summary line and a table of the retained findings.

    ``path`` names the verified input in the summary line (default: the run id, or ``trace``).
    """
    return _human(path if path is not None else report.subject.run_id or "trace", report)


def _human(path: str, report: VerificationReport) -> str:
    """A summary line and an aligned table of the retained findings."""
    from canon_contracts import PolicyMode, Severity

    counts = {severity: 0 for severity in Severity}
    for finding in report.findings:
        counts[finding.severity] += 1
    passed = sum(1 for check in report.checks if check.passed)
    verdict = "FAIL" if counts[Severity.ERROR] else "PASS"
    summary = (
        f"{_printable(path)}: {verdict} under {report.policy.value}: "
        f"{counts[Severity.ERROR]} error, {counts[Severity.WARNING]} warning, {counts[Severity.INFO]} info "
        f"retained; {passed}/{len(report.checks)} checks passed; {report.subject.entry_count} entries; "
        f"report {report.report_id}"
    )
    if report.policy is PolicyMode.AUDIT:
        summary += " (audit: never gates)"
    if not report.findings:
        return summary
    rows = [("SEVERITY", "CHECK", "INVARIANT", "WHERE", "MESSAGE")]
    rows += [
        (f.severity.value, f.check_id, f.invariant_id, _printable(_where(f)), _printable(_said(f)))
        for f in report.findings
    ]
    widths = [max(len(row[column]) for row in rows) for column in range(4)]
    lines = ["  ".join([*(c.ljust(w) for c, w in zip(row[:4], widths, strict=True)), row[4]]) for row in rows]
    return "\n".join([summary, "", *lines])
