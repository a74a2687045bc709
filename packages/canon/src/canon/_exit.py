"""The exit statuses of the ``canon`` command, one meaning each (see the architecture's error table).

``canon_contracts.ExitCode`` is the definition ``canon-verify`` and every error's ``kind`` use; this copy
exists only so that parsing the command line imports no pydantic, and a test holds the two equal.
"""

from __future__ import annotations

from enum import IntEnum

__all__ = ["ExitCode"]


class ExitCode(IntEnum):
    """What a ``canon`` command's exit status means."""

    OK = 0
    """The command did what was asked (a report with findings or a replay difference is still 0)."""
    EXECUTION_FAILURE = 1
    """The run executed and ended ABORTED (tool, model or runtime failure, or a verification veto)."""
    GATE = 2
    """A gate rejected the result: ``verify`` with error findings (its default; ``--exit-zero`` opts out),
    ``run --fail-on-verify`` with error findings, ``replay --fail-on-diff`` with a difference."""
    USAGE = 64
    """Bad flags or arguments, or a path that does not exist."""
    INVALID_INPUT = 65
    """A spec, trace, plan topology, corpus or run directory is invalid, or an artifact fails integrity."""
    INTERNAL = 70
    """A bug in canon; ``--debug`` shows the traceback."""
    ENVIRONMENT = 74
    """The environment failed the command: the disk is full, the runs directory cannot be written. A run
    left behind is incomplete."""
    INTERRUPTED = 130
    """Interrupted (Ctrl-C). An interrupted run still ends ABORTED with a closed, verifiable trace."""
