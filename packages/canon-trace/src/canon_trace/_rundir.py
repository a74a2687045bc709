"""Run directories: one folder per run, artifacts written atomically, a manifest of digests written last.

A reader never sees a partial artifact under its final name (each file is written to a temporary file in the
same folder, then renamed over), and a directory without ``manifest.json`` is an incomplete run. When the
bytes are forced to disk follows the run's ``FsyncPolicy``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from pathlib import Path
from typing import Literal, Self

from pydantic import BaseModel, Field, field_validator

from canon_contracts import ContractModel, Digest, ensure_portable

from ._durability import FsyncPolicy
from ._files import replace_file
from .errors import IntegrityError, RunDirectoryError, RunFileError

__all__ = [
    "ATTESTATIONS_DIR",
    "EVIDENCE_DIR",
    "MANIFEST_FILE",
    "MAX_MANIFEST_BYTES",
    "MANIFEST_VERSION",
    "REPLAY_SUFFIX",
    "TRACE_FILE",
    "Manifest",
    "RunDirectory",
    "file_digest",
    "manifest_path_problem",
    "pretty_json_bytes",
    "walk_files",
]

TRACE_FILE = "trace.jsonl"
"""Name of the trace inside a run directory."""
MANIFEST_FILE = "manifest.json"
"""Name of the manifest inside a run directory; written last."""
MAX_MANIFEST_BYTES = 64 * 1024 * 1024
"""Largest manifest read (about 400,000 listed files); a larger one is not a manifest canon wrote."""
EVIDENCE_DIR = "evidence"
"""Folder of content-addressed evidence (``evidence/<hex>.txt``)."""
ATTESTATIONS_DIR = "attestations"
"""Folder of signatures over the sealed run (``attestations/<key id>.dsse.json``), written after the
manifest and never listed in it: a run can be signed later, by several keys, without changing it."""
REPLAY_SUFFIX = ".replay"
"""Suffix of the folder beside a sealed run directory that holds a replay of it: ``<run_dir>.replay``."""
MANIFEST_VERSION = 1
"""Version of the manifest format this package writes."""

_RUN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
_CHUNK = 1 << 20
_MAX_SEGMENT_BYTES = 255  # the longest file name POSIX file systems hold


def manifest_path_problem(path: str) -> tuple[Literal["escape", "malformed"], str] | None:
    """Say what is wrong with ``path`` as a run-directory relative path, or ``None`` if it is acceptable.

    ``escape`` means the path would leave the directory (absolute, drive-qualified or with ``..``);
    ``malformed`` means it is not the one POSIX spelling the manifest uses (empty, ``.``, ``//``, backslash).
    """
    shown = repr(path) if len(path) <= 80 else repr(path[:38] + "…" + path[-38:])
    posix = path.replace("\\", "/")
    if posix.startswith("/") or re.match(r"[A-Za-z]:", posix):
        return "escape", f"path {shown} is absolute"
    if ".." in posix.split("/"):
        return "escape", f"path {shown} leaves the run directory through '..'"
    if not path or "\\" in path or any(part in ("", ".") for part in path.split("/")):
        return "malformed", f"path {shown} is not a normalized POSIX relative path"
    if "\x00" in path:
        return "malformed", f"path {shown} contains a NUL character"
    if any(len(part.encode("utf-8", "surrogatepass")) > _MAX_SEGMENT_BYTES for part in path.split("/")):
        return "malformed", f"path {shown} has a segment longer than {_MAX_SEGMENT_BYTES} bytes"
    return None


def file_digest(path: str | os.PathLike[str]) -> str:
    """Return ``sha256:<hex>`` of a file's bytes, read in chunks so any size fits in constant memory."""
    sha = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            sha.update(chunk)
    return "sha256:" + sha.hexdigest()


def pretty_json_bytes(value: object) -> bytes:
    """The stable pretty form of a JSON artifact: sorted keys, 2-space indent, UTF-8, trailing newline.

    Raises:
        PortabilityError: if ``value`` (or a model's JSON dump) is not portable I-JSON.
    """
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    ensure_portable(value)
    text = json.dumps(value, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")


class Manifest(ContractModel):
    """``manifest.json``: the digest of every other regular file of a run, by relative POSIX path."""

    version: Literal[1] = 1
    """Manifest format version."""
    files: dict[str, Digest] = Field(default_factory=dict)
    """Relative path -> ``sha256:<hex>`` of the file's raw bytes."""

    @field_validator("files")
    @classmethod
    def _paths_stay_inside(cls, files: dict[str, str]) -> dict[str, str]:
        for path in files:
            problem = manifest_path_problem(path)
            if problem is not None:
                raise ValueError(problem[1])
            if path == MANIFEST_FILE:
                raise ValueError(f"the manifest cannot list itself ({MANIFEST_FILE})")
        return dict(sorted(files.items()))

    def to_bytes(self) -> bytes:
        """The file form: stable pretty JSON, paths sorted."""
        return pretty_json_bytes(self)

    @classmethod
    def from_bytes(cls, data: bytes) -> Self:
        """Parse and validate a manifest file's bytes (pydantic ``ValidationError`` on a bad manifest)."""
        return cls.model_validate_json(data)


class RunDirectory:
    """One run's folder under a runs root; see the module docstring.

    Use ``RunDirectory.create`` for a new run and ``RunDirectory.open`` for an existing one.
    """

    __slots__ = ("_fsync", "_path", "_run_id")

    def __init__(self, path: Path, run_id: str, fsync: FsyncPolicy = FsyncPolicy.END) -> None:
        self._path = path
        self._run_id = run_id
        self._fsync = FsyncPolicy(fsync)

    @classmethod
    def create(
        cls, runs_root: str | os.PathLike[str], run_id: str, *, fsync: FsyncPolicy | str = FsyncPolicy.END
    ) -> RunDirectory:
        """Create ``<runs_root>/<run_id>`` (and the runs root if needed); an existing run is never reused.

        ``fsync`` says when written files are forced to disk (``FsyncPolicy``); use the trace writer's.

        Raises:
            RunDirectoryError: if ``run_id`` is not a safe single path segment, or the directory exists.
        """
        if not isinstance(run_id, str) or _RUN_ID.fullmatch(run_id) is None:
            raise RunDirectoryError(
                f"run id {run_id!r} must be 1-128 characters of letters, digits, '.', '_' or '-', "
                "starting with a letter or digit"
            )
        root = Path(runs_root)
        try:
            root.mkdir(parents=True, exist_ok=True)
            (root / run_id).mkdir()
        except FileExistsError:
            raise RunDirectoryError(f"run directory {root / run_id} already exists") from None
        except OSError as exc:
            raise RunDirectoryError(f"cannot create run directory {root / run_id}: {exc.strerror}") from exc
        try:
            policy = FsyncPolicy(fsync)
        except ValueError:
            choices = ", ".join(member.value for member in FsyncPolicy)
            raise RunDirectoryError(f"fsync must be one of {choices}, got {fsync!r}") from None
        if policy.each_write:
            _fsync_directory(root)
        return cls(root / run_id, run_id, policy)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> RunDirectory:
        """Open an existing run directory; its name is the run id.

        Raises:
            RunDirectoryError: if ``path`` is not an existing directory.
        """
        where = Path(path)
        if not where.is_dir():
            raise RunDirectoryError(f"{where} is not a run directory (not an existing directory)")
        return cls(where, Path(os.path.abspath(where)).name)

    @property
    def path(self) -> Path:
        """The run directory."""
        return self._path

    @property
    def run_id(self) -> str:
        """The run id (the directory's name)."""
        return self._run_id

    @property
    def trace_path(self) -> Path:
        """Where the trace lives: ``<run>/trace.jsonl``."""
        return self._path / TRACE_FILE

    @property
    def manifest_path(self) -> Path:
        """Where the manifest lives: ``<run>/manifest.json``."""
        return self._path / MANIFEST_FILE

    @property
    def is_complete(self) -> bool:
        """Whether the manifest has been written, which marks a finished run."""
        try:
            return stat.S_ISREG(os.lstat(self.manifest_path).st_mode)
        except FileNotFoundError:
            return False

    def write_json(self, relpath: str, value: object) -> str:
        """Atomically write a JSON artifact in its stable pretty form; return the digest of its bytes.

        Raises:
            RunDirectoryError: if ``relpath`` is not a safe relative path or the run is already sealed.
            PortabilityError: if ``value`` is not portable I-JSON.
        """
        return self.write_bytes(relpath, pretty_json_bytes(value))

    def write_bytes(self, relpath: str, data: bytes) -> str:
        """Atomically write ``data`` at ``relpath``; return ``sha256:<hex>`` of the bytes written.

        Raises:
            RunDirectoryError: if ``relpath`` is not a safe relative path or the run is already sealed.
        """
        if relpath == MANIFEST_FILE:
            raise RunDirectoryError(f"{MANIFEST_FILE} is written only by write_manifest()")
        self._refuse_if_sealed(relpath)
        target = self._target(relpath)
        _atomic_write(target, data, sync=self._fsync.each_write)
        return "sha256:" + hashlib.sha256(data).hexdigest()

    def add_evidence(self, text: str) -> tuple[str, str]:
        """Store ``text`` at ``evidence/<hex>.txt`` (hex of its UTF-8 bytes); return ``(relpath, digest)``.

        Storing the same text again writes nothing.

        Raises:
            RunDirectoryError: if ``text`` has no UTF-8 encoding (a lone surrogate) or the run is sealed.
            IntegrityError: if a file already stored under that name does not hold that text.
        """
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise RunDirectoryError(f"evidence text has no UTF-8 encoding (offset {exc.start})") from None
        hexdigest = hashlib.sha256(data).hexdigest()
        relpath = f"{EVIDENCE_DIR}/{hexdigest}.txt"
        digest = "sha256:" + hexdigest
        target = self._target(relpath)
        if os.path.lexists(target):
            observed = (
                file_digest(target) if target.is_file() and not target.is_symlink() else "not a regular file"
            )
            if observed != digest:
                raise IntegrityError(
                    "stored evidence differs from its name", path=relpath, expected=digest, observed=observed
                )
            return relpath, digest
        self._refuse_if_sealed(relpath)
        _atomic_write(target, data, sync=self._fsync.each_write)
        return relpath, digest

    def write_manifest(self) -> Manifest:
        """Digest every regular file of the run and write ``manifest.json``; call it last.

        Raises:
            RunDirectoryError: if the run holds a symlink or special file, which a manifest cannot vouch for.
        """
        files: dict[str, str] = {}
        for relpath, full in walk_files(self._path):
            mode = os.lstat(full).st_mode
            if not stat.S_ISREG(mode):
                kind = "symlink" if stat.S_ISLNK(mode) else "special file"
                raise RunDirectoryError(f"cannot seal the run: {relpath} is a {kind}")
            if relpath != MANIFEST_FILE:
                files[relpath] = file_digest(full)
        manifest = Manifest(files=files)
        _atomic_write(self.manifest_path, manifest.to_bytes(), sync=self._fsync.on_seal)
        return manifest

    def read_manifest(self) -> Manifest:
        """Read and validate ``manifest.json``.

        Raises:
            RunDirectoryError: if the run has no manifest (it is incomplete).
            IntegrityError: if the manifest is not a regular file or is not a valid manifest.
        """
        if not os.path.lexists(self.manifest_path):
            raise RunDirectoryError(f"{self._path} has no {MANIFEST_FILE}: the run is incomplete")
        if self.manifest_path.is_symlink() or not self.manifest_path.is_file():
            raise IntegrityError("the manifest is not a regular file", path=MANIFEST_FILE)
        from ._runfiles import parse_json, read_run_file  # imported here: it reads names of this module

        try:  # the one safe reader: no symlink followed, never a FIFO waited on, never past the bound
            data = read_run_file(self._path, MANIFEST_FILE, max_bytes=MAX_MANIFEST_BYTES)
        except RunFileError as exc:
            raise IntegrityError(f"the manifest {exc.reason}", path=MANIFEST_FILE) from exc
        try:
            parse_json(data)  # strict first: pydantic would keep the last of a repeated key
            return Manifest.from_bytes(data)
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            raise IntegrityError(f"invalid manifest: {exc}", path=MANIFEST_FILE) from exc

    def _refuse_if_sealed(self, relpath: str) -> None:
        if self.is_complete:
            raise RunDirectoryError(f"cannot write {relpath}: the run is sealed (its manifest is written)")

    def _target(self, relpath: str) -> Path:
        """The absolute path for ``relpath``, refusing paths or existing symlinks that would leave the run."""
        if not isinstance(relpath, str):
            raise RunDirectoryError(f"artifact path must be a string, got {type(relpath).__name__}")
        problem = manifest_path_problem(relpath)
        if problem is not None:
            raise RunDirectoryError(problem[1])
        current = self._path
        for part in relpath.split("/"):
            current = current / part
            if current.is_symlink():
                raise RunDirectoryError(
                    f"cannot write {relpath}: {current.relative_to(self._path)} is a symlink"
                )
        return current

    def __repr__(self) -> str:
        return f"RunDirectory({str(self._path)!r})"


def _atomic_write(target: Path, data: bytes, *, sync: bool) -> None:
    """Write ``data`` to a temporary sibling, then rename it over ``target``; with ``sync``, force both."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        replace_file(target, data, sync=sync)
    except OSError as exc:
        raise RunDirectoryError(f"cannot write {target}: {exc.strerror}") from exc
    if sync:
        _fsync_directory(target.parent)


def _fsync_directory(path: Path) -> None:
    """Make a rename or a new entry in ``path`` durable, where the platform allows syncing a directory."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def walk_files(root: Path) -> list[tuple[str, Path]]:
    """Every non-directory entry under ``root`` as ``(posix relpath, path)``, sorted; no symlink followed."""
    found: list[tuple[str, Path]] = []
    pending = [root]
    while pending:
        folder = pending.pop()
        with os.scandir(folder) as scan:
            for item in scan:
                full = Path(item.path)
                if item.is_dir(follow_symlinks=False):
                    pending.append(full)
                else:
                    found.append((full.relative_to(root).as_posix(), full))
    return sorted(found)
