"""canon-reason: problem specs to plan DAGs, executed through the kernel's lifecycle into verified runs.

``run_spec`` is the main job: it validates a ``ProblemSpec``, plans a DAG (topology checked by
``check_topology`` before anything runs), executes it concurrently (``execute_plan``) with the kernel tools
(``build_tools``: corpus retrieval, span reading, the calculator; ``call_tool`` runs one outside an agent),
judges and revises the draft under a convergence strategy, verifies the trace with canon-verify, and seals a
complete run directory. The roles are played by any model driver through the public role protocol
(``roles``); the embedded reasoner (``canon_reason.embedded``) is the offline default, and ``ModelChoice``
with ``model_binding`` selects a provider's ``provider:model``. ``replay_run`` replays a run directory from
its own recording and compares the traces; ``resume_run`` continues a killed or interrupted run;
``run_specs`` runs many specs through an executor (local, or Dask distributed behind the ``dask`` extra);
``run_eval`` runs a dataset of cases (``load_dataset``) into a resumable evaluation directory and scores
every answer (``scorer_named``, ``register_scorer``). Every one of them takes its run options as one
``RunOptions``.
"""

import importlib
from typing import TYPE_CHECKING, Any

from canon_reason import roles
from canon_reason._artifacts import RunResult
from canon_reason._calculator import calculate
from canon_reason._corpus import MAX_CORPUS_BYTES, MAX_DOCUMENT_BYTES, load_corpus
from canon_reason._draft import Draft
from canon_reason._executor import ExecutionReport, NodeFailure, NodeSkipped, execute_plan
from canon_reason._judging import AcceptedDraft, convergence_strategy
from canon_reason._models import EMBEDDED_MODEL, ModelChoice, ModelSection, RoleOverride, model_binding
from canon_reason._options import ModelOption, RunOptions
from canon_reason._pipeline import run_spec, run_spec_async
from canon_reason._progress import ProgressCallback, ProgressEvent, ProgressKind
from canon_reason._retrieval import search
from canon_reason._spec import MAX_SPEC_BYTES, MAX_TOML_NAME_PARTS, load_spec
from canon_reason._tools import ToolOutcome, build_tools, call_tool
from canon_reason._topology import check_pipeline_plan, check_topology
from canon_reason._version import __version__
from canon_reason.errors import (
    ArgumentError,
    CalculationError,
    CitationError,
    CorpusDecodeError,
    CorpusError,
    CorpusFormatError,
    CorpusNotFoundError,
    DatasetError,
    EmptyCorpusError,
    EvalDirectoryError,
    ExecutionError,
    ModelSelectionError,
    ReasonConfigurationError,
    ReasonError,
    ReasonExecutionError,
    ReplayError,
    ResumeError,
    RunningLoopError,
    SpecError,
    TopologyError,
)
from canon_reason.roles import Judgement

if TYPE_CHECKING:
    from canon_reason._batch import run_specs
    from canon_reason._eval import EVAL_FILE, EvalProgress, EvalProgressCallback, run_eval, score_case
    from canon_reason._eval_data import Dataset, EvalCase, load_dataset
    from canon_reason._eval_exec import RunOutcome, read_outcome
    from canon_reason._eval_score import (
        Score,
        Scorer,
        answer_text,
        parse_number,
        register_scorer,
        scorer_named,
        scorer_names,
    )
    from canon_reason._replay import REPLAY_SUFFIX, ReplayOutcome, replay_run
    from canon_reason._resume import RESUMED_FROM, resume_run

#: Names whose modules a single run never needs (batches, evaluations, replay, resume): imported on
#: first access, so ``canon run`` and ``import canon_reason`` do not pay for them.
_LAZY: dict[str, str] = {
    "run_specs": "canon_reason._batch",
    "EVAL_FILE": "canon_reason._eval",
    "EvalProgress": "canon_reason._eval",
    "EvalProgressCallback": "canon_reason._eval",
    "run_eval": "canon_reason._eval",
    "score_case": "canon_reason._eval",
    "Dataset": "canon_reason._eval_data",
    "EvalCase": "canon_reason._eval_data",
    "load_dataset": "canon_reason._eval_data",
    "RunOutcome": "canon_reason._eval_exec",
    "read_outcome": "canon_reason._eval_exec",
    "Score": "canon_reason._eval_score",
    "Scorer": "canon_reason._eval_score",
    "answer_text": "canon_reason._eval_score",
    "parse_number": "canon_reason._eval_score",
    "register_scorer": "canon_reason._eval_score",
    "scorer_named": "canon_reason._eval_score",
    "scorer_names": "canon_reason._eval_score",
    "REPLAY_SUFFIX": "canon_reason._replay",
    "ReplayOutcome": "canon_reason._replay",
    "replay_run": "canon_reason._replay",
    "RESUMED_FROM": "canon_reason._resume",
    "resume_run": "canon_reason._resume",
}

__all__ = [
    "AcceptedDraft",
    "ArgumentError",
    "CalculationError",
    "CitationError",
    "CorpusDecodeError",
    "CorpusError",
    "CorpusFormatError",
    "CorpusNotFoundError",
    "Dataset",
    "DatasetError",
    "Draft",
    "EMBEDDED_MODEL",
    "EVAL_FILE",
    "EmptyCorpusError",
    "EvalCase",
    "EvalDirectoryError",
    "EvalProgress",
    "EvalProgressCallback",
    "ExecutionError",
    "ExecutionReport",
    "Judgement",
    "MAX_CORPUS_BYTES",
    "MAX_DOCUMENT_BYTES",
    "MAX_SPEC_BYTES",
    "MAX_TOML_NAME_PARTS",
    "ModelChoice",
    "ModelOption",
    "ModelSection",
    "ModelSelectionError",
    "NodeFailure",
    "NodeSkipped",
    "ProgressCallback",
    "ProgressEvent",
    "ProgressKind",
    "REPLAY_SUFFIX",
    "RESUMED_FROM",
    "ReasonConfigurationError",
    "ReasonError",
    "ReasonExecutionError",
    "ReplayError",
    "ReplayOutcome",
    "ResumeError",
    "RoleOverride",
    "RunOptions",
    "RunOutcome",
    "RunResult",
    "RunningLoopError",
    "Score",
    "Scorer",
    "SpecError",
    "ToolOutcome",
    "TopologyError",
    "__version__",
    "answer_text",
    "build_tools",
    "calculate",
    "call_tool",
    "check_pipeline_plan",
    "check_topology",
    "convergence_strategy",
    "execute_plan",
    "load_corpus",
    "load_dataset",
    "load_spec",
    "model_binding",
    "parse_number",
    "read_outcome",
    "register_scorer",
    "replay_run",
    "resume_run",
    "roles",
    "run_eval",
    "run_spec",
    "run_spec_async",
    "run_specs",
    "score_case",
    "scorer_named",
    "scorer_names",
    "search",
]


def __getattr__(name: str) -> Any:
    """Import a name of ``_LAZY`` from its module on first access (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
