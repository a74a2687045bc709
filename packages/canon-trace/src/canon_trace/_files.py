"""``replace_file``: the one way canon replaces a file so that no reader ever sees part of it."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["replace_file"]


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
