"""canon installs as a distribution of its own, with its command and exactly its public surface."""

import importlib
import importlib.metadata
import importlib.resources
import re
import subprocess
import sys

import canon

DIST = "canon"
INTERNAL_DEPENDENCIES = {"canon-contracts", "canon-kernel", "canon-reason", "canon-trace", "canon-verify"}
PUBLIC = [
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


def _project_name(requirement: str) -> str:
    """Normalized project name of a requirement string such as ``canon-trace>=0.1,<0.2; extra == "x"``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def test_version_is_the_installed_distribution_version() -> None:
    assert canon.__version__ == importlib.metadata.version(DIST)


def test_requires_exactly_its_internal_canon_packages() -> None:
    requirements = importlib.metadata.requires(DIST) or []
    internal = {
        name for name in map(_project_name, requirements) if name == "canon" or name.startswith("canon-")
    }
    assert internal == INTERNAL_DEPENDENCIES


def test_public_surface_is_exactly_the_documented_names() -> None:
    assert canon.__all__ == PUBLIC
    assert sorted(dir(canon)) == sorted(set(dir(canon)) | set(PUBLIC))


def test_every_reexport_is_the_object_of_the_package_that_owns_it() -> None:
    owners = ["canon_contracts", "canon_trace", "canon_verify", "canon_reason", "canon.errors"]
    for name in PUBLIC:
        value = getattr(canon, name)
        sources = [
            module for module in owners if getattr(importlib.import_module(module), name, None) is value
        ]
        assert sources or name in {"ExitCode", "__version__"}, name


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        canon.not_a_name  # noqa: B018
    except AttributeError as exc:
        assert "not_a_name" in str(exc)
    else:
        raise AssertionError("expected AttributeError")


def test_importing_canon_loads_none_of_the_packages_below() -> None:
    code = (
        "import sys, canon; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'pydantic', 'canon_contracts', 'canon_trace', 'canon_verify', 'canon_kernel', 'canon_reason'}))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"


def test_installs_the_canon_command() -> None:
    scripts = {ep.name: ep.value for ep in importlib.metadata.entry_points(group="console_scripts")}
    assert scripts.get("canon") == "canon._cli:main"


def test_ships_type_information() -> None:
    assert importlib.resources.files("canon").joinpath("py.typed").is_file()
