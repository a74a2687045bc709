"""``replace_file``: the one way canon replaces a file so that no reader ever sees part of it.

``write_output`` writes a file a user named on the command line: a device or FIFO there (``/dev/null``,
``/dev/stdout``) is written to, never renamed over, and anything else is replaced as ``replace_file`` does.
``replaces_within`` tells whether such a replacement would land inside (or on) a given file or folder, so a
command that writes what it read from a run never writes over the run.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

__all__ = ["replace_file", "replaces_within", "write_output"]


def replace_file(target: Path, data: bytes, *, sync: bool = True, mode: int | None = None) -> None:
    """Write ``data`` to a new temporary sibling of ``target``, then rename it over ``target``.

    A reader sees the old file or the new one, never part of either. The temporary file is created
    exclusively (never through an existing name or symlink), with mode 0600 unless ``mode`` is given, and is
    removed on any failure. With ``sync`` its bytes are forced to disk before the rename (the folder is not
    synced: callers that need the rename itself to survive a power loss sync the folder).

    Raises:
        OSError: as the system reported it (a full disk, a folder that cannot be written, ...).
        ValueError: ``target``'s name cannot name a file (it holds a NUL, say).
    """
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise


def write_output(target: Path, data: bytes, *, mode: int = 0o644, sync: bool = False) -> None:
    """Write ``data`` to the output file ``target`` a user named.

    When ``target`` leads (through symlinks, as a user means ``/dev/stdout``) to a device, FIFO or socket,
    the bytes are written into it: replacing it would swap a system file for a regular one. A FIFO that no
    process reads fails at once (``ENXIO``) rather than waiting. Anything else goes through
    ``replace_file`` (with ``mode`` and ``sync``).

    Raises:
        OSError: as the system reported it.
        ValueError: ``target``'s name cannot name a file (it holds a NUL, say).
    """
    try:
        kind = os.stat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        kind = stat.S_IFREG
    if stat.S_ISREG(kind) or stat.S_ISDIR(kind):
        replace_file(target, data, sync=sync, mode=mode)
        return
    fd = os.open(target, os.O_WRONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)


def replaces_within(target: str | os.PathLike[str], place: str | os.PathLike[str]) -> bool:
    """Whether replacing ``target`` would change ``place`` (a file) or something inside it (a folder).

    Symlinks are resolved as the write would meet them: every folder on the way to ``target`` and all of
    ``place``, but not ``target``'s own name, which a replacement renames over instead of following. A name
    that cannot name a file (it holds a NUL) changes nothing.
    """
    try:
        absolute = os.path.abspath(target)
        written = Path(os.path.realpath(os.path.dirname(absolute)), os.path.basename(absolute))
        return written.is_relative_to(os.path.realpath(place))
    except ValueError:
        return False
