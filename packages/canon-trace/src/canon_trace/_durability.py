"""When canon forces what it wrote to disk, and what each choice guarantees.

Nothing here matters for a process that is killed (``SIGKILL``, a crash, Ctrl-C): whatever it wrote is in
the operating system's cache and reaches the disk anyway, so the trace holds whole lines and at most one
partial last line, and a run without ``manifest.json`` is reported incomplete under every policy. The
policies differ only when the machine itself stops (power loss, kernel crash) before the cache is written
back. docs/adr/0007-fsync-policy.md argues the choice of default.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["FsyncPolicy"]


class FsyncPolicy(StrEnum):
    """When the trace writer and the run directory force written bytes to disk.

    - ``always``: every trace record, every artifact and every new directory entry as soon as it is
      written. After a power loss the run holds everything written before it, as a valid prefix.
    - ``end`` (default): the trace once when it is closed, and the manifest with its directory entry
      when the run is sealed; artifacts and evidence are written (atomically, by rename) without forcing.
      After a power loss, a run whose trace was closed keeps its whole trace; an artifact that had not
      reached the disk is missing or differs from the manifest, which verification reports as an
      integrity error naming it, so the run is never taken for a sound one.
    - ``none``: nothing is forced. For scratch and benchmark runs only: a power loss may lose any of it.
    """

    ALWAYS = "always"
    END = "end"
    NONE = "none"

    @property
    def each_write(self) -> bool:
        """Whether every record and artifact is forced to disk as soon as it is written."""
        return self is FsyncPolicy.ALWAYS

    @property
    def on_seal(self) -> bool:
        """Whether the closed trace and the manifest are forced to disk."""
        return self is not FsyncPolicy.NONE
