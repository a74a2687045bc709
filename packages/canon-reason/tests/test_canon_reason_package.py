"""canon-reason installs as a distribution of its own and declares exactly its canon dependencies."""

import importlib.metadata
import importlib.resources
import re

import canon_reason

DIST = "canon-reason"
INTERNAL_DEPENDENCIES = {"canon-contracts", "canon-kernel", "canon-trace", "canon-verify"}


def _project_name(requirement: str) -> str:
    """Normalized project name of a requirement string such as ``canon-trace>=0.1,<0.2; extra == "x"``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def test_version_is_the_installed_distribution_version() -> None:
    assert canon_reason.__version__ == importlib.metadata.version(DIST)


def test_requires_exactly_its_internal_canon_packages() -> None:
    requirements = importlib.metadata.requires(DIST) or []
    internal = {
        name for name in map(_project_name, requirements) if name == "canon" or name.startswith("canon-")
    }
    assert internal == INTERNAL_DEPENDENCIES


def test_declares_its_optional_extras() -> None:
    extras = importlib.metadata.metadata(DIST).get_all("Provides-Extra") or []
    assert extras == ["dask"]


PUBLIC = [
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


def test_public_surface_is_exactly_the_documented_names() -> None:
    assert canon_reason.__all__ == PUBLIC
    assert canon_reason.__all__ == sorted(canon_reason.__all__)
    for name in PUBLIC:
        assert getattr(canon_reason, name) is not None


def test_errors_share_one_root() -> None:
    from canon_contracts import CanonError, ValidationError

    for name in PUBLIC:
        value = getattr(canon_reason, name)
        if isinstance(value, type) and issubclass(value, Exception):
            assert issubclass(value, canon_reason.ReasonError) and issubclass(value, CanonError)
    assert issubclass(canon_reason.SpecError, ValidationError)


def test_ships_type_information() -> None:
    assert importlib.resources.files("canon_reason").joinpath("py.typed").is_file()


EMBEDDED_PUBLIC = [
    "EMBEDDED_DESCRIPTOR",
    "EmbeddedReasoner",
    "embedded_binding",
    "judge_draft",
    "next_action",
    "plan_for",
]


def test_embedded_surface_is_exactly_the_documented_names() -> None:
    import canon_reason.embedded

    assert canon_reason.embedded.__all__ == EMBEDDED_PUBLIC
    for name in EMBEDDED_PUBLIC:
        assert getattr(canon_reason.embedded, name) is not None


def test_errors_split_configuration_from_execution() -> None:
    config, execution = canon_reason.ReasonConfigurationError, canon_reason.ReasonExecutionError
    for name in ("SpecError", "TopologyError", "CorpusError", "ReplayError", "ModelSelectionError"):
        assert issubclass(getattr(canon_reason, name), config), name
    for name in ("ExecutionError", "CitationError"):
        assert issubclass(getattr(canon_reason, name), execution), name
    assert issubclass(canon_reason.ArgumentError, config) and issubclass(
        canon_reason.ArgumentError, ValueError
    )
    assert not issubclass(config, execution) and not issubclass(execution, config)
