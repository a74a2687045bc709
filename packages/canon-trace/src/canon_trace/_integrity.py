"""Integrity of a run directory: every problem found, as data, each with what was expected and what was found.

The check compares the files with ``manifest.json``, follows the trace's hash chain and says whether the run
finished. It reads file content only through paths that stay inside the run directory: a symlink is examined
with ``lstat`` and ``realpath`` and is never opened when it points outside.
"""

from __future__ import annotations

import json
import os
import stat
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import Field

from canon_contracts import ContractModel, is_digest

from ._reader import TraceReader
from ._rundir import (
    ATTESTATIONS_DIR,
    MANIFEST_FILE,
    MANIFEST_VERSION,
    MAX_MANIFEST_BYTES,
    TRACE_FILE,
    file_digest,
    manifest_path_problem,
    walk_files,
)
from ._runfiles import parse_json, read_run_file
from .errors import RunDirectoryError, RunFileError, TraceFormatError, TraceIOError

__all__ = ["IntegrityProblem", "ProblemKind", "check_run_directory"]


class ProblemKind(StrEnum):
    """What kind of integrity problem a run directory has."""

    MISSING_FILE = "missing_file"
    """A file the manifest lists is absent or not a regular file."""
    DIGEST_MISMATCH = "digest_mismatch"
    """A file's bytes differ from the digest the manifest records."""
    UNLISTED_FILE = "unlisted_file"
    """A file is present but the manifest does not list it."""
    PATH_ESCAPE = "path_escape"
    """A path leaves the run directory: absolute, through ``..``, or a symlink pointing outside."""
    BROKEN_CHAIN = "broken_chain"
    """A trace record does not carry the digest of its predecessor."""
    INCOMPLETE_RUN = "incomplete_run"
    """The run has no manifest, or its trace has no end record."""
    INVALID_MANIFEST = "invalid_manifest"
    """The manifest, or one of its entries, is not a valid manifest."""
    UNREADABLE_TRACE = "unreadable_trace"
    """The trace cannot be read as a trace."""


_KIND_RANK = {kind: rank for rank, kind in enumerate(ProblemKind)}


class IntegrityProblem(ContractModel):
    """One integrity problem of a run directory."""

    kind: ProblemKind
    """What kind of problem it is."""
    path: str
    """The file concerned, relative to the run directory (POSIX), as the manifest or the directory name it."""
    message: str
    """What is wrong, for a person."""
    expected: str | None = None
    """What the manifest or the chain promised (a digest, or a description)."""
    observed: str | None = None
    """What was found instead."""
    line: int | None = Field(default=None, ge=1)
    """1-based line of the trace, for trace problems."""
    entry_index: int | None = Field(default=None, ge=0)
    """Index of the trace entry, for chain problems."""

    def sort_key(self) -> tuple[str, int, int, int, str, str, str]:
        """The deterministic order of problems: by path, then line, kind, entry, then values."""
        return (
            self.path,
            self.line or 0,
            _KIND_RANK[self.kind],
            -1 if self.entry_index is None else self.entry_index,
            self.expected or "",
            self.observed or "",
            self.message,
        )


def check_run_directory(path: str | os.PathLike[str], *, check_trace: bool = True) -> list[IntegrityProblem]:
    """Every integrity problem of the run directory at ``path``, in a deterministic order; empty when sound.

    ``check_trace=False`` skips the pass over the trace (its hash chain, readability and end record), for a
    caller that already streams the trace itself; the trace is still compared with its manifest digest.

    Raises:
        RunDirectoryError: if ``path`` is not an existing directory.
    """
    root = Path(path)
    if not root.is_dir():
        raise RunDirectoryError(f"{root} is not a run directory (not an existing directory)")
    return _Check(root, check_trace=check_trace).run()


_SIGNATURES = ATTESTATIONS_DIR + "/"


class _Check:
    """One integrity check of one run directory."""

    def __init__(self, root: Path, *, check_trace: bool = True) -> None:
        self.root = root
        self.check_trace = check_trace
        self.real_root = os.path.realpath(root)
        self.problems: dict[tuple[ProblemKind, str], list[IntegrityProblem]] = {}
        self.named: set[str] = set()  # every path the manifest names, valid entry or not

    def add(self, kind: ProblemKind, path: str, message: str, **detail: Any) -> None:
        self.problems.setdefault((kind, path), []).append(
            IntegrityProblem(kind=kind, path=path, message=message, **detail)
        )

    def run(self) -> list[IntegrityProblem]:
        try:
            found = dict(walk_files(self.root))
        except OSError as exc:
            raise RunDirectoryError(f"cannot list run directory {self.root}: {exc.strerror}") from exc
        for relpath, full in found.items():
            if self._escapes(full):
                self.add(
                    ProblemKind.PATH_ESCAPE,
                    relpath,
                    "symlink points outside the run directory; it was not followed",
                    expected="a path inside the run directory",
                    observed="symlink to outside the run directory",
                )
        listed = self._manifest(found)
        if listed is not None:
            for relpath, expected in sorted(listed.items()):
                self._check_listed(relpath, expected)
            for relpath in sorted(found.keys() - self.named - {MANIFEST_FILE}):
                if relpath.startswith(_SIGNATURES):
                    continue  # signatures follow the manifest by design; canon-verify checks them
                if (ProblemKind.PATH_ESCAPE, relpath) not in self.problems:
                    self.add(
                        ProblemKind.UNLISTED_FILE,
                        relpath,
                        "file is not listed in the manifest",
                        expected="not present",
                        observed=self._describe(found[relpath]),
                    )
        if (
            self.check_trace
            and TRACE_FILE in found
            and (ProblemKind.PATH_ESCAPE, TRACE_FILE) not in self.problems
        ):
            self._check_trace(found[TRACE_FILE])
        flat = [problem for group in self.problems.values() for problem in group]
        return sorted(flat, key=IntegrityProblem.sort_key)

    def _escapes(self, full: Path) -> bool:
        """Whether a symlink resolves outside the run directory (decided on paths alone, nothing is read)."""
        if not full.is_symlink():
            return False
        target = os.path.realpath(full)
        try:
            return os.path.commonpath([self.real_root, target]) != self.real_root
        except ValueError:  # different drives: certainly outside
            return True

    def _describe(self, full: Path) -> str:
        mode = os.lstat(full).st_mode
        if stat.S_ISREG(mode):
            return file_digest(full)
        return "symlink" if stat.S_ISLNK(mode) else "not a regular file"

    def _manifest(self, found: dict[str, Path]) -> dict[str, str] | None:
        """The manifest's well-formed entries, or ``None`` when there is no usable manifest."""
        full = found.get(MANIFEST_FILE)
        if full is None:
            self.add(
                ProblemKind.INCOMPLETE_RUN,
                MANIFEST_FILE,
                "the run has no manifest: it crashed or is still in progress",
                expected="manifest.json",
                observed="missing",
            )
            return None
        if not stat.S_ISREG(os.lstat(full).st_mode):
            if (ProblemKind.PATH_ESCAPE, MANIFEST_FILE) not in self.problems:
                self.add(ProblemKind.INVALID_MANIFEST, MANIFEST_FILE, "the manifest is not a regular file")
            return None
        try:  # bounded, and parsed strictly: a repeated key, deep nesting or millions of arrays are refused
            raw = parse_json(read_run_file(full.parent, MANIFEST_FILE, max_bytes=MAX_MANIFEST_BYTES))
        except RunFileError as exc:
            self.add(ProblemKind.INVALID_MANIFEST, MANIFEST_FILE, f"the manifest {exc.reason}")
            return None
        except ValueError as exc:
            self.add(ProblemKind.INVALID_MANIFEST, MANIFEST_FILE, f"the manifest is not readable JSON: {exc}")
            return None
        if (
            not isinstance(raw, dict)
            or set(raw) != {"version", "files"}
            or not isinstance(raw["files"], dict)
        ):
            self.add(
                ProblemKind.INVALID_MANIFEST,
                MANIFEST_FILE,
                'the manifest must be an object with exactly "version" and "files" (an object)',
            )
            return None
        if raw["version"] != MANIFEST_VERSION or type(raw["version"]) is not int:
            self.add(
                ProblemKind.INVALID_MANIFEST,
                MANIFEST_FILE,
                "unsupported manifest version",
                expected=str(MANIFEST_VERSION),
                observed=json.dumps(raw["version"]),
            )
            return None
        return self._entries(raw["files"])

    def _entries(self, files: dict[str, Any]) -> dict[str, str]:
        listed: dict[str, str] = {}
        self.named = set(files)
        for relpath, value in files.items():
            problem = manifest_path_problem(relpath)
            if problem is not None:
                kind = ProblemKind.PATH_ESCAPE if problem[0] == "escape" else ProblemKind.INVALID_MANIFEST
                self.add(kind, relpath, f"manifest entry: {problem[1]}", observed=relpath)
            elif relpath == MANIFEST_FILE:
                self.add(ProblemKind.INVALID_MANIFEST, relpath, "the manifest lists itself")
            elif not is_digest(value):
                self.add(
                    ProblemKind.INVALID_MANIFEST,
                    relpath,
                    "manifest entry does not hold a digest",
                    expected="sha256:<64 lowercase hex>",
                    observed=json.dumps(value)[:100],
                )
            else:
                listed[relpath] = value
        return listed

    def _check_listed(self, relpath: str, expected: str) -> None:
        """Compare one listed file with its digest, never reading through a symlink that leaves the run."""
        current = self.root
        for part in relpath.split("/"):
            current = current / part
            try:
                mode = os.lstat(current).st_mode
            except OSError as exc:
                missing = isinstance(exc, FileNotFoundError | NotADirectoryError)
                why = "listed file is missing" if missing else f"listed file cannot be read: {exc.strerror}"
                self.add(
                    ProblemKind.MISSING_FILE,
                    relpath,
                    why,
                    expected=expected,
                    observed="missing",
                )
                return
            if stat.S_ISLNK(mode) and self._escapes(current):
                if (ProblemKind.PATH_ESCAPE, relpath) not in self.problems:
                    inner = current.relative_to(self.root).as_posix()
                    self.add(
                        ProblemKind.PATH_ESCAPE,
                        relpath,
                        f"{inner} is a symlink out of the run directory",
                        expected=expected,
                        observed="symlink to outside the run directory",
                    )
                return
        if not current.is_file():
            self.add(
                ProblemKind.MISSING_FILE,
                relpath,
                "listed path is not a regular file",
                expected=expected,
                observed="not a regular file",
            )
            return
        try:
            observed = file_digest(current)
        except OSError as exc:
            self.add(
                ProblemKind.MISSING_FILE,
                relpath,
                f"listed file cannot be read: {exc.strerror}",
                expected=expected,
                observed="unreadable",
            )
            return
        if observed != expected:
            self.add(
                ProblemKind.DIGEST_MISMATCH,
                relpath,
                "file differs from its manifest digest",
                expected=expected,
                observed=observed,
            )

    def _check_trace(self, full: Path) -> None:
        """Follow the trace's hash chain and say whether it ended."""
        if not full.is_file():
            self.add(ProblemKind.UNREADABLE_TRACE, TRACE_FILE, "the trace is not a regular file")
            return
        reader = TraceReader(full)
        try:
            with reader:
                for _ in reader:
                    pass
        except TraceFormatError as exc:
            at = f" (field {exc.field})" if exc.field else ""
            self.add(ProblemKind.UNREADABLE_TRACE, TRACE_FILE, f"{exc.reason}{at}", line=exc.line)
        except TraceIOError as exc:
            self.add(ProblemKind.UNREADABLE_TRACE, TRACE_FILE, str(exc))
        else:
            if reader.end is None:
                self.add(
                    ProblemKind.INCOMPLETE_RUN,
                    TRACE_FILE,
                    f"the trace has no end record: {reader.incomplete_reason or 'the run did not finish'}",
                    expected="end record",
                    observed="missing",
                )
        # Breaks found before an unreadable line are reported too.
        for brk in reader.chain_breaks:
            self.add(
                ProblemKind.BROKEN_CHAIN,
                TRACE_FILE,
                "record does not carry the digest of the line before it",
                expected=brk.expected,
                observed=brk.observed,
                line=brk.line,
                entry_index=brk.entry_index,
            )
        hidden = reader.chain_break_count - len(reader.chain_breaks)
        if hidden > 0:
            self.add(ProblemKind.BROKEN_CHAIN, TRACE_FILE, f"{hidden} further chain breaks are not listed")
