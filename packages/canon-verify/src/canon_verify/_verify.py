"""``verify_trace`` and ``verify_run``: one streaming pass over a trace through every check, then the report.

Every check reads the same pass over the entries, so a trace of any size is read once and never held in
memory; the checks keep only the state their module docstrings describe.
"""

from __future__ import annotations

import dataclasses
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

from canon_contracts import Phase, PolicyMode, VerificationReport, digest_bytes
from canon_trace import LineTooLongError, TraceError, TraceFormatError, TraceReader, wire

from ._checks import CHECKS, FindingLog, shown
from ._derived_checks import DerivedFacts, check_derived_files
from ._ends import check_model_claims
from ._integrity import EvidenceFiles, StreamIntegrity, check_directory
from ._lifecycle import LifecycleChecks
from ._payload import PayloadChecks
from ._progress import PROGRESS_EVERY
from ._provenance import TrustedKey, check_provenance
from ._report import build_report, report_bytes
from ._salvage import Salvage, salvage_document, salvage_jsonl
from ._wire import TraceLike, as_trace, as_wire
from ._work_checks import EvidenceSink, WorkChecks
from .errors import VerifyInputError

__all__ = ["ProgressSink", "Stream", "read_and_check", "verify_run", "verify_trace"]

_TRACE_FILE = "trace.jsonl"

#: Called with how many bytes of a trace file were read so far (see ``_progress``).
ProgressSink = Callable[[int], None]


@dataclasses.dataclass(slots=True)
class Stream:
    """What one pass over a trace saw, for the report's subject and summary."""

    run_id: str
    fingerprint: str | None
    entries: int = 0
    events: int = 0
    bytes_read: int = 0
    file_digest: str | None = None
    complete: bool = False
    final: Phase | None = None
    performed: tuple[str, ...] | None = None
    """The checks performed, when fewer than every one (a document whose records are not whole)."""


class _Pass:
    """The checks of one verification, fed record by record."""

    def __init__(
        self,
        log: FindingLog,
        header: wire.Header,
        *,
        full: bool,
        on_evidence: EvidenceSink | None,
        derived: DerivedFacts | None = None,
    ):
        self.log = log
        self.derived = derived
        self.stream = Stream(header.run_id, header.fingerprint.value)
        self.payload = PayloadChecks(log, header)
        self.lifecycle = LifecycleChecks(log, header) if full else None
        finalize_declared = Phase.FINALIZE in header.fingerprint.pipeline.phases
        self.work = (
            WorkChecks(log, finalize_declared=finalize_declared, on_evidence=on_evidence) if full else None
        )
        self.last_line: int | None = None

    def entry(self, line: int | None, entry: wire.Entry) -> None:
        position = self.stream.entries
        self.payload.entry(position, line, entry)
        if self.lifecycle is not None and self.work is not None:
            self.lifecycle.entry(position, line, entry)
            self.work.entry(position, line, entry)
        if self.derived is not None:
            self.derived.entry(position, entry)
        self.stream.entries = position + 1
        self.stream.events += len(entry.events)
        self.last_line = line

    def unreadable(self, line: int | None, run_id: object, index: object) -> None:
        """Count an entry that forms no record: payload validation judges what it says of its place."""
        self.payload.facts(self.stream.entries, line, run_id, index)
        if self.lifecycle is not None:
            self.lifecycle.unformed_entry()
        self.stream.entries += 1
        self.last_line = line

    def finish(self, end: wire.End | None, end_line: int | None, integrity: StreamIntegrity) -> Stream:
        stream = self.stream
        stream.complete = end is not None
        self.payload.finish(stream.entries, end, end_line)
        if self.lifecycle is not None and self.work is not None:
            stream.final = self.lifecycle.finish(end, end_line)
            self.work.finish(stream.final)
            integrity.record(self.log)
        return stream


def read_and_check(
    source: str | os.PathLike[str] | object,
    log: FindingLog,
    *,
    full: bool = False,
    on_evidence: EvidenceSink | None = None,
    derived: DerivedFacts | None = None,
    progress: ProgressSink | None = None,
) -> Stream:
    """Stream ``source`` (a trace file or a trace held in memory) through the checks; return what it saw.

    ``full`` runs every check; otherwise only payload validation. ``derived`` (a file only) keeps what
    ``integrity.derived`` reads of the trace as the pass goes. ``progress`` (a file only) is called with the
    bytes read so far every ``PROGRESS_EVERY`` entries, and once the file is read.

    Raises:
        VerifyInputError: if the input cannot be read as a trace at all.
    """
    if isinstance(source, str | os.PathLike):
        return _read_file(
            Path(source), log, full=full, on_evidence=on_evidence, derived=derived, progress=progress
        )
    return _read_memory(source, log, full=full)


def _read_file(
    path: Path,
    log: FindingLog,
    *,
    full: bool,
    on_evidence: EvidenceSink | None,
    derived: DerivedFacts | None = None,
    progress: ProgressSink | None = None,
) -> Stream:
    shown_path = shown(os.fspath(path), 1000)
    if path.is_dir():
        raise VerifyInputError("is a directory; verify it as a run directory", path=shown_path)
    if path.exists() and not path.is_file():  # a FIFO would block forever
        raise VerifyInputError(f"{_file_kind(path)}, not a regular file", path=shown_path)
    try:
        with TraceReader(path) as reader:
            run = _Pass(log, reader.header, full=full, on_evidence=on_evidence, derived=derived)
            jsonl = reader.source_format == "jsonl"
            for record in reader:
                # Lines locate records only in JSONL; a single document is located by entry alone.
                run.entry(record.line if jsonl else None, record.entry)
                if progress is not None and not run.stream.entries % PROGRESS_EVERY:
                    progress(reader.bytes_read)
            end_line = (run.last_line or 1) + 1 if jsonl and reader.end is not None else None
            breaks = reader.chain_break_count
            integrity = StreamIntegrity(
                reader.chain_breaks,
                breaks,
                reader.incomplete_reason,
                crlf=jsonl and reader.header_crlf,
            )
            stream = run.finish(reader.end, end_line, integrity)
            stream.bytes_read = reader.bytes_read
            stream.file_digest = reader.file_digest
            if progress is not None:
                progress(reader.bytes_read)
            if derived is not None:
                derived.close(reader.header, reader.end)
    except TraceFormatError as exc:
        # A document with the shape of a trace is judged member by member; anything else is refused.
        exc.__traceback__ = None  # its frames hold what the reader decoded: a large document is held once
        log.reset()
        if derived is not None:
            derived.readable = False  # the reader refuses the trace: nothing is derived from it
        # A too long line 1 is a document, or a header, too large to read; a later one is a JSONL line.
        jsonl = exc.line is not None and not (isinstance(exc, LineTooLongError) and exc.line == 1)
        salvage = salvage_jsonl(path, log) if jsonl else salvage_document(path, log, file_digest=digest_bytes)
        if salvage is None and jsonl:
            salvage = salvage_document(path, log, file_digest=digest_bytes)
        judged = None if salvage is None else _judge_salvage(salvage, log, full=full, on_evidence=on_evidence)
        if judged is None or judged.entries == 0:  # no entries: not a trace, whatever its first line
            raise VerifyInputError(
                shown(exc.reason, 1000), path=shown_path, line=exc.line, field=exc.field
            ) from exc
        return judged
    except TraceError as exc:
        reason = str(exc).removeprefix(f"{path}: ")
        raise VerifyInputError(shown(reason, 1000), path=shown_path) from exc
    except OSError as exc:
        raise VerifyInputError(exc.strerror or type(exc).__name__, path=shown_path) from exc
    return stream


def _file_kind(path: Path) -> str:
    """What ``path`` is when it is not a regular file ("is a FIFO"), for the line that refuses it."""
    try:  # what a symlink leads to (``/dev/stdin`` is one, to a pipe), as the checks before this one see it
        mode = path.stat().st_mode
    except OSError:
        try:
            mode = path.lstat().st_mode
        except OSError:
            return "cannot be examined"
    for test, kind in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO (named pipe)"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return f"is {kind}"
    return "is of an unknown kind"


#: The checks a salvaged trace whose header forms no record can still be judged by.
SALVAGE_CHECKS = (
    "payload.schema_version",
    "payload.run_id",
    "payload.entries",
    "payload.runtime",
    "payload.sequence",
    "payload.shape",
    "payload.unknown_member",
    "integrity.chain",
    "integrity.complete",
)
#: Checks that need only the header's runtime, replayability and model: performed on such a trace too when
#: those members have their shapes.
MODEL_CLAIM_CHECKS = ("lifecycle.header", "lifecycle.temperature")


def _judge_salvage(
    salvage: Salvage, log: FindingLog, *, full: bool, on_evidence: EvidenceSink | None
) -> Stream:
    """Run the checks on a tolerantly read trace: all of them when its header forms a record."""
    if salvage.header is not None:
        run = _Pass(log, salvage.header, full=full, on_evidence=on_evidence)
        for line, entry, run_id, index in salvage.records:
            if entry is not None:
                run.entry(line, entry)
            else:
                run.unreadable(line, run_id, index)
        integrity = StreamIntegrity(
            salvage.breaks, salvage.break_count, salvage.incomplete_reason, crlf=salvage.crlf
        )
        end = salvage.end if salvage.incomplete_reason is None else None
        stream = run.finish(end, salvage.end_line, integrity)
    else:
        run_id = salvage.run_id
        payload = PayloadChecks.of_facts(
            log,
            schema_version=salvage.schema_version,
            run_id=run_id,
            contract_version=salvage.contract_version,
        )
        count = 0
        for line, _, entry_run, index in salvage.records:
            payload.facts(count, line, entry_run, index)
            count += 1
        payload.finish(count, salvage.end, salvage.end_line)
        StreamIntegrity(
            salvage.breaks, salvage.break_count, salvage.incomplete_reason, crlf=salvage.crlf
        ).record(log)
        stream = Stream(shown(run_id, 1000) if type(run_id) is str else "", None)
        stream.entries = count
        stream.complete = salvage.incomplete_reason is None
        stream.performed = SALVAGE_CHECKS
        if salvage.model_claims is not None:
            check_model_claims(log, *salvage.model_claims)
            stream.performed = (*SALVAGE_CHECKS, *MODEL_CLAIM_CHECKS)
    stream.bytes_read = salvage.bytes_read
    stream.file_digest = salvage.file_digest
    return stream


def _read_memory(trace: object, log: FindingLog, *, full: bool) -> Stream:
    held = as_trace(trace)
    run = _Pass(log, as_wire(held.header, wire.Header), full=full, on_evidence=None)
    for entry in held.entries:
        run.entry(None, as_wire(entry, wire.Entry))
    breaks = tuple(getattr(trace, "chain_breaks", ()) or ())
    end = None if held.end is None else as_wire(held.end, wire.End)
    reason = None if end is not None else getattr(trace, "incomplete_reason", None) or "it has no end record"
    stream = run.finish(end, None, StreamIntegrity(breaks, len(breaks), reason))
    stream.file_digest = getattr(trace, "file_digest", None)
    return stream


def _policy(policy: PolicyMode | str) -> PolicyMode:
    try:
        return PolicyMode(policy)
    except ValueError:
        choices = ", ".join(mode.value for mode in PolicyMode)
        raise ValueError(f"unknown policy {policy!r}; choose one of {choices}") from None


#: The checks ``verify_trace`` performs: all but those that need a run directory.
_TRACE_CHECKS = tuple(check_id for check_id, spec in CHECKS.items() if not spec.run_directory)


def verify_trace(
    source: str | os.PathLike[str] | TraceLike,
    *,
    policy: PolicyMode | str = PolicyMode.STRICT,
    progress: ProgressSink | None = None,
) -> VerificationReport:
    """Verify one trace (a file in any readable form, or a ``canon_trace.Trace``) and report what was found.

    Findings are data: whatever the trace holds, the result is a report. The same input and policy always
    give a byte-identical report. ``progress``, for a file, is called with the bytes read so far as the
    pass goes (see ``VerifyProgress``).

    Raises:
        VerifyInputError: if the input cannot be read as a trace at all.
        ValueError: if ``policy`` names no policy.
    """
    mode = _policy(policy)
    log = FindingLog()
    stream = read_and_check(source, log, full=True, progress=progress)
    return build_report(log, stream, mode, stream.performed or _TRACE_CHECKS)


def verify_run(
    run_dir: str | os.PathLike[str],
    *,
    policy: PolicyMode | str = PolicyMode.STRICT,
    trusted_keys: Sequence[TrustedKey] = (),
    progress: ProgressSink | None = None,
) -> VerificationReport:
    """Verify a run directory: its trace as ``verify_trace`` does, plus manifest, evidence and signatures.

    Every attestation under ``attestations/`` is checked for consistency with the run; with
    ``trusted_keys`` (see ``load_trusted_key``) the run must also carry a valid signature by one of them.
    ``progress`` is called with the bytes of the trace read so far as its pass goes.

    Raises:
        VerifyInputError: if ``run_dir`` is not a directory or holds no readable trace.
        ValueError: if ``policy`` names no policy.
    """
    mode = _policy(policy)
    root = Path(run_dir)
    shown_root = shown(os.fspath(root), 1000)
    if not root.is_dir():
        raise VerifyInputError("is not a run directory", path=shown_root)
    trace = root / _TRACE_FILE
    if trace.is_symlink() or not trace.is_file():
        if trace.is_symlink():
            problem = "is a symlink, which a run never holds"
        elif os.path.lexists(trace):
            problem = f"{_file_kind(trace)}, not a regular file"
        else:
            problem = "is missing"
        raise VerifyInputError(f"{_TRACE_FILE} {problem}", path=shown_root)
    log = FindingLog()
    evidence = EvidenceFiles(log, root)
    facts = DerivedFacts()
    stream = read_and_check(
        trace, log, full=True, on_evidence=evidence.check, derived=facts, progress=progress
    )
    evidence.finish()
    trace_checks = stream.performed or _TRACE_CHECKS
    # What verifying the trace alone reports: this pass's findings of the trace's own checks.
    alone = log.restricted(check_id for check_id, spec in CHECKS.items() if not spec.run_directory)
    check_directory(log, root)
    check_derived_files(
        log, root, facts, lambda: report_bytes(build_report(alone, stream, PolicyMode.STRICT, trace_checks))
    )
    check_provenance(log, root, trusted_keys)
    # A trace whose header forms no record is judged by fewer checks; the run directory's all apply.
    directory = tuple(check_id for check_id, spec in CHECKS.items() if spec.run_directory)
    performed = CHECKS if stream.performed is None else (*stream.performed, *directory)
    return build_report(log, stream, mode, performed)
