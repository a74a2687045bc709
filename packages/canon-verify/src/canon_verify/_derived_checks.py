"""``integrity.derived``: the files a run derives from its trace say what the trace says.

A manifest rewritten after an edit vouches for the edited bytes, so the result, ``plan.json``,
``fingerprint.txt`` and ``run.json`` are re-derived from the hash-chained trace (canon-trace's
``derived_disagreements``) and every difference is an error finding naming the file and the field.
``verify.json`` is the strict report on the closed trace, which is deterministic: it is verified again and
compared byte for byte.
"""

from __future__ import annotations

from pathlib import Path

from canon_contracts import PolicyMode
from canon_trace import (
    TRACE_FILE,
    VERIFY_FILE,
    RunFileError,
    TraceError,
    derived_disagreements,
    read_run_file,
    read_run_trace,
)

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
    report = _report_disagrees(root)
    if report is not None:
        log.add(
            "integrity.derived",
            f"{VERIFY_FILE} is not the report a verification of the trace gives",
            path=VERIFY_FILE,
            expected="the strict report on trace.jsonl",
            observed=report,
        )
    log.measure("integrity.derived", "disagreements", len(found) + (report is not None))


def _report_disagrees(root: Path) -> str | None:
    """What is wrong with ``verify.json`` (``None`` when it is absent or is the report of the trace)."""
    from ._report import report_bytes
    from ._verify import verify_trace
    from .errors import VerifyInputError

    try:
        written = read_run_file(root, VERIFY_FILE)
    except RunFileError as exc:
        return None if exc.missing else exc.reason
    try:
        again = report_bytes(verify_trace(root / TRACE_FILE, policy=PolicyMode.STRICT))
    except VerifyInputError:
        return None
    return None if written == again else "another report"
