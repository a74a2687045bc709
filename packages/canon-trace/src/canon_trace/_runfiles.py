"""A run directory's files by name, read as untrusted input, and the one reading of a run's status.

Every command that opens a run reads its files through ``read_run_file``: only regular files inside the run
directory, reached through no symlink (each path segment is opened with ``O_NOFOLLOW`` relative to its
folder), opened with ``O_NONBLOCK`` so a FIFO never blocks, and never more than a size limit. JSON files are
parsed by ``parse_json``, which refuses duplicate keys (two parsers could read different content under one
digest), nesting deeper than ``canon_contracts.MAX_DEPTH``, and what has no place in I-JSON (RFC 7493) and so
none in canonical bytes or a UTF-8 report: ``NaN`` and ``Infinity``, a number beyond a double's range, a lone
UTF-16 surrogate escape.

``run_status`` is the one reading of whether a run is complete and how it ended; ``canon show``, ``canon
runs``, replay and artifact sealing all use it.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from canon_contracts import MAX_DEPTH, Phase, StopReason, TerminationReason

from ._checks import container_problem
from ._rundir import MANIFEST_FILE, TRACE_FILE, manifest_path_problem
from ._trace import Trace, read_trace
from .errors import RunFileError, TraceError

__all__ = [
    "CONFIG_FILE",
    "FINGERPRINT_FILE",
    "MAX_RUN_FILE_BYTES",
    "PLAN_FILE",
    "RESULT_FILE",
    "RUN_FILE",
    "SPEC_FILE",
    "VERIFY_FILE",
    "RunStatus",
    "ended_phase",
    "enclosing_run_directory",
    "is_run_directory",
    "parse_json",
    "read_regular_file",
    "read_run_file",
    "read_run_json",
    "read_run_trace",
    "run_file_digest",
    "run_status",
    "shown_path",
]

SPEC_FILE = "spec.json"
"""The problem spec the run executed, as validated."""
CONFIG_FILE = "config.json"
"""The run's configuration snapshot (constraints, pipeline, model, corpus digest)."""
PLAN_FILE = "plan.json"
"""The plan the planner emitted; the trace's ``plan_emitted`` event is its source."""
RUN_FILE = "run.json"
"""Run metadata: ids, versions, status, timings, the corpus path."""
RESULT_FILE = "result/final_result.json"
"""The ``FinalResult``; ``PipelineResult.from_trace`` re-derives it from the trace."""
FINGERPRINT_FILE = "fingerprint.txt"
"""The run fingerprint (``sha256:<hex>``), also in the trace header."""
VERIFY_FILE = "verify.json"
"""The ``VerificationReport`` written at the end of the run."""

MAX_RUN_FILE_BYTES = 16 * 1024 * 1024
"""Largest run file other than the trace read by default (16 MiB): a JSON artifact is far smaller."""

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_SHOWN = 80
_CHUNK = 1 << 20


def shown_path(path: str | os.PathLike[str], limit: int = _SHOWN) -> str:
    """``path`` as text of at most ``limit`` characters (middle elided), so an error stays one short line."""
    text = os.fspath(path)
    text = text if isinstance(text, str) else os.fsdecode(text)
    if len(text) <= limit:
        return text
    half = (limit - 1) // 2
    return text[:half] + "…" + text[-half:]


def _refusal(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "is a symlink; a run's files are never followed out of it"
    if exc.errno == errno.ENAMETOOLONG:
        return "has a name too long for the file system"
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return "is missing"
    return f"cannot be opened ({exc.strerror or type(exc).__name__})"


def _read_fd(fd: int, where: str, max_bytes: int) -> bytes:
    """The bytes of the regular file open at ``fd`` (closed here), refusing anything else or too much."""
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RunFileError(where, "is not a regular file (a FIFO, device or folder is never read)")
        if info.st_size > max_bytes:
            raise RunFileError(where, f"is larger than the {max_bytes}-byte limit ({info.st_size} bytes)")
        os.set_blocking(fd, True)
        parts: list[bytes] = []
        total = 0
        while chunk := os.read(fd, min(_CHUNK, max_bytes + 1 - total)):
            parts.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise RunFileError(where, f"is larger than the {max_bytes}-byte limit")
        return b"".join(parts)
    except OSError as exc:
        raise RunFileError(where, f"cannot be read ({exc.strerror or type(exc).__name__})") from exc
    finally:
        os.close(fd)


def _is_symlink(name: str, folder: int) -> bool:
    try:
        return stat.S_ISLNK(os.lstat(name, dir_fd=folder).st_mode)
    except (OSError, ValueError):
        return False


def _open_run_file(run_dir: str | os.PathLike[str], relpath: str) -> tuple[int, str]:
    """Open ``relpath`` inside ``run_dir`` without following a symlink or blocking; the fd and its label."""
    where = shown_path(relpath)
    problem = manifest_path_problem(relpath)
    if problem is not None:
        raise RunFileError(where, "is not a path inside the run directory")
    parts = relpath.split("/")
    try:
        folder = os.open(run_dir, os.O_RDONLY | _DIRECTORY)
    except OSError as exc:
        raise RunFileError(shown_path(run_dir), "is not a readable directory") from exc
    part = parts[0]
    try:
        for part in parts[:-1]:
            inner = os.open(part, os.O_RDONLY | _DIRECTORY | _NOFOLLOW, dir_fd=folder)
            os.close(folder)
            folder = inner
        part = parts[-1]
        fd = os.open(part, os.O_RDONLY | _NOFOLLOW | _NONBLOCK, dir_fd=folder)
    except OSError as exc:
        if _is_symlink(part, folder):  # Linux says ENOTDIR, not ELOOP, for a symlinked folder
            raise RunFileError(where, _refusal(OSError(errno.ELOOP, "symlink"))) from exc
        missing = exc.errno in (errno.ENOENT, errno.ENOTDIR)
        raise RunFileError(where, _refusal(exc), missing=missing) from exc
    finally:
        os.close(folder)
    return fd, where


def read_run_file(
    run_dir: str | os.PathLike[str], relpath: str, *, max_bytes: int = MAX_RUN_FILE_BYTES
) -> bytes:
    """The bytes of ``relpath`` inside ``run_dir``, read as untrusted input; see the module docstring.

    Raises:
        RunFileError: the path is not a safe relative path, a segment is a symlink, the file is missing
            (``missing`` is then true), not a regular file, or larger than ``max_bytes``.
    """
    fd, where = _open_run_file(run_dir, relpath)
    return _read_fd(fd, where, max_bytes)


def run_file_digest(run_dir: str | os.PathLike[str], relpath: str) -> str:
    """``sha256:<hex>`` of the raw bytes of ``relpath`` inside ``run_dir``, streamed in constant memory.

    The file is opened as ``read_run_file`` opens it: no symlink followed, only a regular file.

    Raises:
        RunFileError: as ``read_run_file`` does, for any size.
    """
    fd, where = _open_run_file(run_dir, relpath)
    sha = hashlib.sha256()
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RunFileError(where, "is not a regular file (a FIFO, device or folder is never read)")
        os.set_blocking(fd, True)
        while chunk := os.read(fd, _CHUNK):
            sha.update(chunk)
    except OSError as exc:
        raise RunFileError(where, f"cannot be read ({exc.strerror or type(exc).__name__})") from exc
    finally:
        os.close(fd)
    return "sha256:" + sha.hexdigest()


def read_regular_file(path: str | os.PathLike[str], *, max_bytes: int) -> bytes:
    """The bytes of a file a person named (symlinks they named are followed), refusing non-regular files.

    Opened with ``O_NONBLOCK``, so a FIFO never blocks; ``/dev/zero`` or a file over ``max_bytes`` is refused
    before it is read.

    Raises:
        RunFileError: the file is missing, not a regular file, unreadable or larger than ``max_bytes``.
    """
    where = shown_path(path)
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK)
    except (OSError, ValueError) as exc:
        missing = isinstance(exc, OSError) and exc.errno in (errno.ENOENT, errno.ENOTDIR)
        reason = _refusal(exc) if isinstance(exc, OSError) else "is not a valid path"
        raise RunFileError(where, reason, missing=missing) from exc
    return _read_fd(fd, where, max_bytes)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        repeated = next(key for key, _ in pairs if key in seen or seen.add(key))  # type: ignore[func-returns-value]
        raise ValueError(f"the key {shown_path(repeated, 40)!r} appears twice in one object")
    return result


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"the number {shown_path(text, 40)} is beyond a double's range")
    return number


def _walk(value: Any, *, strings: bool) -> int:
    r"""How deep ``value`` nests (a scalar is 0), computed without recursion.

    With ``strings``, every key and string is also checked to have a UTF-8 form: a lone surrogate escape
    (``"\ud800"``) decodes to one that has none, and would fail later, wherever the text is written.
    """
    deepest = 0
    pending = [(value, 1)]
    while pending:
        item, level = pending.pop()
        if strings and isinstance(item, str) and not _has_utf8_form(item):
            raise ValueError("a string holds a lone surrogate escape, which has no UTF-8 form")
        if isinstance(item, dict):
            children: Any = [*item.keys(), *item.values()] if strings else item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        pending.extend((child, level + 1) for child in children)
    return deepest


def _has_utf8_form(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_json(data: bytes | str, *, max_depth: int = MAX_DEPTH) -> Any:
    r"""Parse JSON strictly: duplicate keys, nesting deeper than ``max_depth`` and invalid UTF-8 are refused.

    So are ``NaN`` and ``Infinity``, a number beyond a double's range (``1e400``) and a lone surrogate escape
    (``"\ud800"``), which Python's parser accepts and nothing downstream can write or hash.

    So is a text that could open more than ``MAX_CONTAINERS`` arrays and objects, before it is parsed
    (``container_problem``): each becomes a Python object, and a few megabytes of ``[]`` take gigabytes.

    Raises:
        ValueError: with one short line saying what is wrong (``json.JSONDecodeError`` for bad syntax).
    """
    too_many = container_problem(data)
    if too_many is not None:
        raise ValueError(f"the text {too_many}")
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        value = json.loads(
            text, object_pairs_hook=_unique_keys, parse_constant=_no_constant, parse_float=_finite
        )
    except UnicodeDecodeError as exc:
        raise ValueError(f"not valid UTF-8 (byte {exc.start})") from None
    except RecursionError:
        raise ValueError(f"nested deeper than {max_depth} levels") from None
    # Only an escape decodes to a lone surrogate (a raw one is invalid UTF-8): look for one only then.
    if _walk(value, strings="\\ud" in text.lower()) > max_depth:
        raise ValueError(f"nested deeper than {max_depth} levels")
    return value


def read_run_json(
    run_dir: str | os.PathLike[str], relpath: str, *, max_bytes: int = MAX_RUN_FILE_BYTES
) -> Any:
    """``read_run_file`` then ``parse_json``.

    Raises:
        RunFileError: as ``read_run_file``, or the bytes are not strict JSON.
    """
    data = read_run_file(run_dir, relpath, max_bytes=max_bytes)
    try:
        return parse_json(data)
    except ValueError as exc:
        raise RunFileError(shown_path(relpath), f"is not valid JSON: {str(exc)[:160]}") from exc


@dataclass(frozen=True, slots=True)
class RunStatus:
    """Whether a run finished and how it ended, read from its manifest and its trace's end record.

    A run is complete when it has a ``manifest.json`` (a regular file) and its trace has an end record;
    otherwise ``incomplete_reasons`` says why (it crashed, was killed or is still running). ``phase`` is
    ``DONE`` or ``ABORTED`` as the trace's termination reason says (``None`` while there is no end record).
    """

    sealed: bool
    phase: Phase | None
    termination_reason: TerminationReason | None
    stop_reason: StopReason | None
    incomplete_reasons: tuple[str, ...]

    @property
    def complete(self) -> bool:
        """Whether the run is sealed and its trace is closed."""
        return not self.incomplete_reasons

    @property
    def label(self) -> str:
        """``DONE``, ``ABORTED`` or ``incomplete``: what a listing shows."""
        if self.incomplete_reasons or self.phase is None:
            return "incomplete"
        return self.phase.value


_MARKERS = (TRACE_FILE, MANIFEST_FILE, RUN_FILE, CONFIG_FILE, SPEC_FILE)


def is_run_directory(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a folder holding a run's file, or the temporary file one is written through.

    A run killed as it began may hold only ``.spec.json.<random>.tmp``: it is a run, and it is incomplete.
    """
    try:
        names = os.listdir(path)
    except (OSError, ValueError):
        return False
    for name in names:
        if name in _MARKERS:
            return True
        if name.endswith(".tmp") and any(name.startswith(f".{marker}.") for marker in _MARKERS):
            return True
    return False


#: Beside the trace, any of these makes a folder a run directory (complete or not) rather than a folder that
#: happens to hold a trace file.
_RUN_COMPANIONS = (MANIFEST_FILE, RUN_FILE, SPEC_FILE)


def enclosing_run_directory(target: str | os.PathLike[str]) -> Path | None:
    """The run directory, complete or not, that writing a file at ``target`` would land in, if any.

    A folder is taken for a run when it holds ``trace.jsonl`` beside ``manifest.json``, ``run.json`` or
    ``spec.json``; a trace alone does not make one, so a file may go beside a loose trace. The folder
    written into and every folder above it are checked, resolved as the write would meet them (symlinks
    on the way followed, as ``replaces_within`` does). A name that cannot name a file (it holds a NUL)
    lands nowhere.
    """
    try:
        folder = Path(os.path.realpath(os.path.dirname(os.path.abspath(target))))
        for candidate in (folder, *folder.parents):
            if os.path.lexists(candidate / TRACE_FILE) and any(
                os.path.lexists(candidate / name) for name in _RUN_COMPANIONS
            ):
                return candidate
    except ValueError:
        return None
    return None


def _sealed(run_dir: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(run_dir / MANIFEST_FILE).st_mode)
    except OSError:
        return False


def run_status(
    run_dir: str | os.PathLike[str], trace: Trace | None = None, *, trace_problem: str | None = None
) -> RunStatus:
    """The status of the run in ``run_dir``; see ``RunStatus``.

    ``trace`` is the run's trace when the caller has read it; otherwise it is read here (the end record
    decides how the run ended). ``trace_problem`` says why the caller could not read it.
    """
    root = Path(run_dir)
    sealed = _sealed(root)
    reasons = [] if sealed else ["it has no manifest.json"]
    if trace is None and trace_problem is None:
        try:
            os.lstat(root / TRACE_FILE)
        except OSError:
            trace_problem = "it has no trace"
        else:
            try:
                trace = read_run_trace(root)
            except TraceError as exc:
                trace_problem = f"its trace cannot be read ({shown_path(str(exc), 120)})"
    if trace is None:
        reasons.append(trace_problem or "it has no trace")
        return RunStatus(sealed, None, None, None, tuple(reasons))
    if trace.end is None:
        reasons.append(f"its trace has no end record ({trace.incomplete_reason or 'not closed'})")
        return RunStatus(sealed, None, None, None, tuple(reasons))
    termination = trace.end.termination_reason
    phase = ended_phase(termination, trace.entries[-1].phase if trace.entries else None)
    return RunStatus(sealed, phase, termination, trace.end.stop_reason, tuple(reasons))


def ended_phase(termination: TerminationReason, last_phase: Phase | None) -> Phase:
    """How a closed run ended, DONE or ABORTED, from its termination reason and its last entry's phase.

    ``bounded_exhaustion`` alone does not tell: a run that used its iteration bound ends DONE with an
    answer, while one stopped by a spent budget (a token or request limit) aborts with the same reason; its
    last entry, the abort, is in ABORTED.
    """
    if termination.ends_aborted or last_phase is Phase.ABORTED:
        return Phase.ABORTED
    return Phase.DONE


def read_run_trace(run_dir: str | os.PathLike[str]) -> Trace:
    """The run's trace, refusing a trace that is a symlink or not a regular file before reading it.

    Raises:
        TraceError: the trace is not a regular file inside the run (``RunFileError``), or cannot be read
            as a trace.
    """
    path = Path(run_dir) / TRACE_FILE
    try:
        mode = os.lstat(path).st_mode
    except OSError as exc:
        raise RunFileError(TRACE_FILE, _refusal(exc), missing=True) from exc
    if stat.S_ISLNK(mode):
        raise RunFileError(TRACE_FILE, "is a symlink; a run's files are never followed out of it")
    if not stat.S_ISREG(mode):
        raise RunFileError(TRACE_FILE, "is not a regular file (a FIFO, device or folder is never read)")
    return read_trace(path)
