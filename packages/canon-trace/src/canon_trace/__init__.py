"""canon-trace: the trace format (JSONL, schema version 2), its streaming writer and reader, and upgrades.

``TraceWriter`` records a run as canonical JSONL lines linked by a hash chain; ``TraceReader`` streams any
trace back in constant memory, checking the chain; ``read_trace`` loads a whole trace as contract models.
``RunDirectory`` writes run artifacts atomically and seals them with a manifest, ``check_run_directory``
reports integrity problems as data, ``run_fingerprint`` and ``deterministic_snapshot`` give content-derived
identities, ``compare_traces`` turns a replay into a ``ReplayDiff``, and ``Cassette`` serves recorded
responses for replay. The wire structs live in ``canon_trace.wire``; errors in ``canon_trace.errors``.
"""

from canon_trace import wire
from canon_trace._canonical import canonical_json
from canon_trace._cassette import Cassette, tool_call_key
from canon_trace._chain import ChainBreak
from canon_trace._checks import (
    MAX_CONTAINERS,
    container_problem,
    entry_problem,
    header_problem,
    repeated_key_problem,
    runtime_version_problem,
    status_problem,
)
from canon_trace._compare import compare_traces, trace_identity
from canon_trace._derived import Disagreement, derived_disagreements, final_result_from_trace
from canon_trace._durability import FsyncPolicy
from canon_trace._files import replace_file, replaces_within, write_output
from canon_trace._fingerprint import config_hash, run_fingerprint
from canon_trace._integrity import IntegrityProblem, ProblemKind, check_run_directory
from canon_trace._projection import PipelineResult
from canon_trace._reader import DEFAULT_MAX_LINE_BYTES, EntryRecord, TraceReader, TraceStatus
from canon_trace._rundir import (
    ATTESTATIONS_DIR,
    EVIDENCE_DIR,
    MANIFEST_FILE,
    MAX_MANIFEST_BYTES,
    REPLAY_SUFFIX,
    TRACE_FILE,
    Manifest,
    RunDirectory,
    file_digest,
)
from canon_trace._runfiles import (
    CONFIG_FILE,
    FINGERPRINT_FILE,
    MAX_RUN_FILE_BYTES,
    PLAN_FILE,
    RESULT_FILE,
    RUN_FILE,
    SPEC_FILE,
    VERIFY_FILE,
    RunStatus,
    enclosing_run_directory,
    is_run_directory,
    parse_json,
    read_regular_file,
    read_run_file,
    read_run_json,
    read_run_trace,
    run_file_digest,
    run_status,
    shown_path,
)
from canon_trace._snapshot import TraceLike, deterministic_snapshot, snapshot_digest
from canon_trace._spliced import CanonicalObject
from canon_trace._trace import Trace, read_trace, to_contract
from canon_trace._upgrade import DocumentNote, SourceFormat, UpgradedDocument, upgrade_document
from canon_trace._version import __version__
from canon_trace._writer import TraceWriter
from canon_trace.errors import (
    IntegrityError,
    LineTooLongError,
    ProjectionError,
    RunDirectoryError,
    RunFileError,
    TraceError,
    TraceFormatError,
    TraceIOError,
    TraceStateError,
    UnsupportedSchemaError,
)

__all__ = [
    "ATTESTATIONS_DIR",
    "CONFIG_FILE",
    "CanonicalObject",
    "Cassette",
    "ChainBreak",
    "DEFAULT_MAX_LINE_BYTES",
    "Disagreement",
    "DocumentNote",
    "EVIDENCE_DIR",
    "EntryRecord",
    "FINGERPRINT_FILE",
    "FsyncPolicy",
    "IntegrityError",
    "IntegrityProblem",
    "LineTooLongError",
    "MANIFEST_FILE",
    "MAX_CONTAINERS",
    "MAX_MANIFEST_BYTES",
    "MAX_RUN_FILE_BYTES",
    "Manifest",
    "PLAN_FILE",
    "PipelineResult",
    "ProblemKind",
    "ProjectionError",
    "REPLAY_SUFFIX",
    "RESULT_FILE",
    "RUN_FILE",
    "RunDirectory",
    "RunDirectoryError",
    "RunFileError",
    "RunStatus",
    "SPEC_FILE",
    "SourceFormat",
    "TRACE_FILE",
    "Trace",
    "TraceError",
    "TraceFormatError",
    "TraceIOError",
    "TraceLike",
    "TraceReader",
    "TraceStateError",
    "TraceStatus",
    "TraceWriter",
    "UnsupportedSchemaError",
    "UpgradedDocument",
    "VERIFY_FILE",
    "__version__",
    "canonical_json",
    "check_run_directory",
    "compare_traces",
    "config_hash",
    "container_problem",
    "derived_disagreements",
    "deterministic_snapshot",
    "enclosing_run_directory",
    "entry_problem",
    "file_digest",
    "final_result_from_trace",
    "header_problem",
    "is_run_directory",
    "parse_json",
    "read_regular_file",
    "read_run_file",
    "read_run_json",
    "read_run_trace",
    "read_trace",
    "repeated_key_problem",
    "replace_file",
    "replaces_within",
    "run_file_digest",
    "run_fingerprint",
    "run_status",
    "runtime_version_problem",
    "shown_path",
    "snapshot_digest",
    "status_problem",
    "to_contract",
    "tool_call_key",
    "trace_identity",
    "upgrade_document",
    "wire",
    "write_output",
]
