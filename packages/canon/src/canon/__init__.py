"""canon: the ``canon`` command line, and a facade over the public API of the canon packages.

The facade re-exports what a practitioner needs from the packages below (``run_spec``, ``replay_run``,
``resume_run``, ``run_eval`` and their ``RunOptions`` from canon-reason, ``verify_run`` from canon-verify,
``read_trace`` and ``RunDirectory`` from canon-trace, the contract models from canon-contracts). Each name is
imported on first use, so ``import canon`` (and ``canon --help``) loads none of them::

    import canon

    result = canon.run_spec("examples/quickstart/spec.json", runs_dir="runs")
    report = canon.verify_run(result.run_dir)
    corpus = canon.RunOptions(corpus="examples/quickstart/corpus")
    outcome = canon.replay_run(result.run_dir, options=corpus)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from canon._exit import ExitCode
from canon._version import __version__

if TYPE_CHECKING:
    from canon.errors import CommandError
    from canon_contracts import (
        CanonError,
        EvalReport,
        FinalResult,
        PipelineExecutionResult,
        PolicyMode,
        ProblemSpec,
        ReplayDiff,
        ValidationError,
        VerificationReport,
    )
    from canon_reason import (
        CorpusError,
        ReplayOutcome,
        RunOptions,
        RunResult,
        SpecError,
        TopologyError,
        replay_run,
        resume_run,
        run_eval,
        run_spec,
    )
    from canon_trace import PipelineResult, RunDirectory, Trace, check_run_directory, read_trace
    from canon_verify import policy_gates, verify_run, verify_trace

__all__ = [
    "CanonError",
    "CommandError",
    "CorpusError",
    "EvalReport",
    "ExitCode",
    "FinalResult",
    "PipelineExecutionResult",
    "PipelineResult",
    "PolicyMode",
    "ProblemSpec",
    "ReplayDiff",
    "ReplayOutcome",
    "RunDirectory",
    "RunOptions",
    "RunResult",
    "SpecError",
    "TopologyError",
    "Trace",
    "ValidationError",
    "VerificationReport",
    "__version__",
    "check_run_directory",
    "policy_gates",
    "read_trace",
    "replay_run",
    "resume_run",
    "run_eval",
    "run_spec",
    "verify_run",
    "verify_trace",
]

#: Where each lazily exported name lives.
_SOURCES: dict[str, str] = {
    **dict.fromkeys(
        [
            "CanonError",
            "EvalReport",
            "FinalResult",
            "PipelineExecutionResult",
            "PolicyMode",
            "ProblemSpec",
            "ReplayDiff",
            "ValidationError",
            "VerificationReport",
        ],
        "canon_contracts",
    ),
    **dict.fromkeys(
        [
            "CorpusError",
            "ReplayOutcome",
            "RunOptions",
            "RunResult",
            "SpecError",
            "TopologyError",
            "replay_run",
            "resume_run",
            "run_eval",
            "run_spec",
        ],
        "canon_reason",
    ),
    **dict.fromkeys(
        ["PipelineResult", "RunDirectory", "Trace", "check_run_directory", "read_trace"], "canon_trace"
    ),
    **dict.fromkeys(["policy_gates", "verify_run", "verify_trace"], "canon_verify"),
    "CommandError": "canon.errors",
}


def __getattr__(name: str) -> Any:
    """Import a re-exported name on first use (PEP 562) and keep it for later lookups."""
    source = _SOURCES.get(name)
    if source is None:
        raise AttributeError(f"module 'canon' has no attribute {name!r}")
    value = getattr(importlib.import_module(source), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
