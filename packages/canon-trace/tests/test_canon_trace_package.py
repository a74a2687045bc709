"""canon-trace installs as a distribution of its own and declares exactly its canon dependencies."""

import importlib.metadata
import importlib.resources
import re

import canon_trace

DIST = "canon-trace"
INTERNAL_DEPENDENCIES = {"canon-contracts"}


def _project_name(requirement: str) -> str:
    """Normalized project name of a requirement string such as ``canon-trace>=0.1,<0.2; extra == "x"``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def test_version_is_the_installed_distribution_version() -> None:
    assert canon_trace.__version__ == importlib.metadata.version(DIST)


def test_requires_exactly_its_internal_canon_packages() -> None:
    requirements = importlib.metadata.requires(DIST) or []
    internal = {
        name for name in map(_project_name, requirements) if name == "canon" or name.startswith("canon-")
    }
    assert internal == INTERNAL_DEPENDENCIES


PUBLIC = {
    # the trace format (writer, reader, upgrades)
    "ChainBreak",
    "DEFAULT_MAX_LINE_BYTES",
    "EntryRecord",
    "FsyncPolicy",
    "SourceFormat",
    "DocumentNote",
    "UpgradedDocument",
    "upgrade_document",
    "entry_problem",
    "header_problem",
    "Trace",
    "TraceReader",
    "TraceStatus",
    "TraceWriter",
    "canonical_json",
    "read_trace",
    "repeated_key_problem",
    "replace_file",
    "replaces_within",
    "write_output",
    "to_contract",
    "wire",
    # run directories, identities, projections, replay comparison
    "CanonicalObject",
    "Cassette",
    "ATTESTATIONS_DIR",
    "EVIDENCE_DIR",
    "REPLAY_SUFFIX",
    "IntegrityProblem",
    "MANIFEST_FILE",
    "MAX_CONTAINERS",
    "MAX_MANIFEST_BYTES",
    "Manifest",
    "PipelineResult",
    "ProblemKind",
    "RunDirectory",
    "TRACE_FILE",
    "TraceLike",
    "check_run_directory",
    "compare_traces",
    "config_hash",
    "container_problem",
    "deterministic_snapshot",
    "file_digest",
    "run_fingerprint",
    "snapshot_digest",
    "tool_call_key",
    "trace_identity",
    # run directories as untrusted input, the layout's file names, the run's status, derived files
    "CONFIG_FILE",
    "Disagreement",
    "FINGERPRINT_FILE",
    "MAX_RUN_FILE_BYTES",
    "PLAN_FILE",
    "RESULT_FILE",
    "RUN_FILE",
    "RunStatus",
    "SPEC_FILE",
    "VERIFY_FILE",
    "derived_disagreements",
    "enclosing_run_directory",
    "final_result_from_trace",
    "is_run_directory",
    "parse_json",
    "read_regular_file",
    "read_run_file",
    "read_run_json",
    "read_run_trace",
    "run_file_digest",
    "run_status",
    "runtime_version_problem",
    "shown_path",
    "status_problem",
    # errors
    "IntegrityError",
    "LineTooLongError",
    "ProjectionError",
    "RunDirectoryError",
    "RunFileError",
    "TraceError",
    "TraceFormatError",
    "TraceIOError",
    "TraceStateError",
    "UnsupportedSchemaError",
    "__version__",
}


def test_public_surface_is_exactly_the_documented_names() -> None:
    assert set(canon_trace.__all__) == PUBLIC
    assert canon_trace.__all__ == sorted(canon_trace.__all__)
    for name in canon_trace.__all__:
        assert hasattr(canon_trace, name), name


def test_ships_type_information() -> None:
    assert importlib.resources.files("canon_trace").joinpath("py.typed").is_file()
