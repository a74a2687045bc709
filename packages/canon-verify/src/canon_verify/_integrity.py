"""Integrity checks: the hash chain, completeness, and for a run directory its manifest and evidence files.

The chain and completeness come from the reader's single pass. The manifest comes from canon-trace's
``check_run_directory``, told to skip its own pass over the trace (``check_trace=False``): the chain and the
trace's end are the reader's, so the trace is parsed once. Evidence files are checked as the
trace registers evidence: ``evidence/<hex>.txt`` must be a regular file inside the run directory, reached
through no symlink, whose bytes have the registered digest.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from canon_trace import ProblemKind, TraceError, check_run_directory

from ._checks import FindingLog, Where

__all__ = ["ChainBreakLike", "EvidenceFiles", "StreamIntegrity", "check_directory"]

_EVIDENCE_DIR = "evidence"
_CHUNK = 1 << 20


class ChainBreakLike(Protocol):
    """What a chain break tells (``canon_trace.ChainBreak``)."""

    @property
    def line(self) -> int | None:
        """1-based line of the record whose ``prev_digest`` is wrong."""
        ...

    @property
    def entry_index(self) -> int | None:
        """Index of that entry (``None`` for the end record)."""
        ...

    @property
    def expected(self) -> str:
        """The digest of the line before it."""
        ...

    @property
    def observed(self) -> str:
        """The digest it names."""
        ...


@dataclasses.dataclass(frozen=True, slots=True)
class StreamIntegrity:
    """What the reader's pass established about the bytes: chain breaks, and why the trace is incomplete."""

    breaks: Sequence[ChainBreakLike]
    break_count: int
    incomplete_reason: str | None
    """The reader's reason, for a trace without its end record (``None`` for a complete one)."""
    crlf: bool = False
    """Whether the header line ends with CR LF, as a file converted after it was written does."""

    def record(self, log: FindingLog) -> None:
        """Report the chain breaks and, for a trace without its end record, that it is incomplete."""
        if self.crlf and self.break_count:
            # Each link names the digest of a line without CR: say why they all break, once.
            log.add(
                "integrity.chain",
                "the header line ends with CR LF, as in a file converted after it was written (a canon "
                "trace ends every line with LF alone): a line's digest then covers its CR, and the chain "
                "breaks",
            )
        for brk in self.breaks:
            log.add(
                "integrity.chain",
                "the record does not name the digest of the line before it",
                at=Where(brk.entry_index, brk.line),
                field="prev_digest",
                expected=brk.expected,
                observed=brk.observed,
            )
        if self.break_count > len(self.breaks):
            more = self.break_count - len(self.breaks)
            log.add("integrity.chain", f"{more} more chain breaks are not listed by the reader")
        log.measure("integrity.chain", "breaks", self.break_count)
        log.measure("integrity.complete", "trace_complete", int(self.incomplete_reason is None))
        if self.incomplete_reason is not None:
            log.add(
                "integrity.complete",
                f"the trace is incomplete: {self.incomplete_reason}",
                field="end",
                expected="end record",
                observed="missing",
            )


class EvidenceFiles:
    """Checks ``evidence/<hex>.txt`` for each evidence digest a trace registers (each digest once)."""

    def __init__(self, log: FindingLog, root: Path) -> None:
        self.log = log
        self.root = root
        self.checked: set[str] = set()
        self.folder_problem = self._folder_problem()

    def _folder_problem(self) -> str | None:
        try:
            mode = os.lstat(self.root / _EVIDENCE_DIR).st_mode
        except FileNotFoundError:
            return None  # each evidence file is then reported missing
        except OSError as exc:
            return f"the evidence folder cannot be examined: {exc.strerror}"
        if stat.S_ISLNK(mode):
            return "the evidence folder is a symlink; files behind it are not read"
        if not stat.S_ISDIR(mode):
            return "the evidence folder is not a directory"
        return None

    def check(self, recorded: str, at: Where) -> None:
        """Check the file of one registered evidence digest (``sha256:<hex>``)."""
        if recorded in self.checked:
            return
        self.checked.add(recorded)
        relpath = f"{_EVIDENCE_DIR}/{recorded.removeprefix('sha256:')}.txt"
        problem, observed = self._problem(relpath, recorded)
        if problem is not None:
            self.log.add(
                "integrity.evidence",
                problem,
                at=at,
                path=relpath,
                evidence=[recorded],
                expected=recorded,
                observed=observed,
            )

    def _problem(self, relpath: str, recorded: str) -> tuple[str | None, str | None]:
        if self.folder_problem is not None:
            return self.folder_problem, None
        full = self.root / relpath
        try:
            mode = os.lstat(full).st_mode
        except FileNotFoundError:
            return "the evidence file is missing", "missing"
        except OSError as exc:
            return f"the evidence file cannot be examined: {exc.strerror}", None
        if stat.S_ISLNK(mode):
            return "the evidence file is a symlink; it was not followed", "symlink"
        if not stat.S_ISREG(mode):
            return "the evidence file is not a regular file", "not a regular file"
        sha = hashlib.sha256()
        try:
            with open(full, "rb") as handle:
                while chunk := handle.read(_CHUNK):
                    sha.update(chunk)
        except OSError as exc:
            return f"the evidence file cannot be read: {exc.strerror}", "unreadable"
        observed = "sha256:" + sha.hexdigest()
        if observed != recorded:
            return "the evidence file's bytes differ from the registered digest", observed
        return None, None

    def finish(self) -> None:
        """Record how many evidence files were checked."""
        self.log.measure("integrity.evidence", "files", len(self.checked))


def check_directory(log: FindingLog, root: Path) -> None:
    """Report every manifest problem of the run directory, and whether the run was sealed."""
    try:
        problems = check_run_directory(root, check_trace=False)
    except (TraceError, OSError) as exc:
        log.add("integrity.manifest", f"the run directory cannot be examined: {exc}")
        return
    sealed = 1
    for problem in problems:
        if problem.kind is ProblemKind.INCOMPLETE_RUN:  # without the trace pass, only a missing manifest
            sealed = 0
            check_id = "integrity.complete"
        else:
            check_id = "integrity.manifest"
        log.add(
            check_id,
            f"{problem.kind.value}: {problem.message}",
            at=Where(problem.entry_index, problem.line),
            path=problem.path,
            expected=problem.expected,
            observed=problem.observed,
        )
    log.measure("integrity.complete", "run_sealed", sealed)
    log.measure("integrity.manifest", "problems", len(problems))
