"""``integrity.derived``: the files a run derives from its trace say what the trace says.

A manifest rewritten after an edit vouches for the edited bytes, so the result, ``plan.json``,
``fingerprint.txt`` and ``run.json`` are re-derived from the hash-chained trace (canon-trace's
``derived_disagreements``) and every difference is an error finding naming the file and the field.
"""

from __future__ import annotations

from pathlib import Path

from canon_trace import TraceError, derived_disagreements, read_run_trace

from ._checks import FindingLog

__all__ = ["check_derived_files"]


def check_derived_files(log: FindingLog, root: Path) -> None:
    """Report every derived file of the run at ``root`` that disagrees with its trace."""
    try:
        trace = read_run_trace(root)
    except TraceError:
        return  # the trace itself is judged by the other checks; nothing can be derived from it
    found = derived_disagreements(root, trace)
    for disagreement in found:
        log.add(
            "integrity.derived",
            f"{disagreement.path} disagrees with the trace on {disagreement.field}",
            path=disagreement.path,
            field=disagreement.field,
            expected=disagreement.expected,
            observed=disagreement.observed,
        )
    log.measure("integrity.derived", "disagreements", len(found))
