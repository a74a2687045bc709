"""canon-verify installs as a distribution of its own, with its command and exactly its public surface."""

import importlib.metadata
import importlib.resources
import re

import canon_verify

DIST = "canon-verify"
INTERNAL_DEPENDENCIES = {"canon-contracts", "canon-trace"}
PUBLIC = [
    "CHECKS",
    "CheckSpec",
    "MAX_FINDINGS_PER_CHECK",
    "ProvenanceError",
    "SigningKey",
    "TraceValidator",
    "TrustedKey",
    "VerifyError",
    "VerifyInputError",
    "VerifyProgress",
    "__version__",
    "apply_policy",
    "generate_key_pair",
    "load_signing_key",
    "load_trusted_key",
    "main",
    "policy_gates",
    "progress_for",
    "render_report",
    "report_bytes",
    "retains",
    "sign_run",
    "validate_payload",
    "verify_run",
    "verify_signatures",
    "verify_trace",
]


def _project_name(requirement: str) -> str:
    """Normalized project name of a requirement string such as ``canon-trace>=0.1,<0.2; extra == "x"``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def test_version_is_the_installed_distribution_version() -> None:
    assert canon_verify.__version__ == importlib.metadata.version(DIST)


def test_requires_exactly_its_internal_canon_packages() -> None:
    requirements = importlib.metadata.requires(DIST) or []
    internal = {
        name for name in map(_project_name, requirements) if name == "canon" or name.startswith("canon-")
    }
    assert internal == INTERNAL_DEPENDENCIES


def test_public_surface_is_exactly_the_documented_names() -> None:
    assert canon_verify.__all__ == PUBLIC
    assert canon_verify.__all__ == sorted(canon_verify.__all__)
    assert all(hasattr(canon_verify, name) for name in PUBLIC)


def test_errors_descend_from_the_canon_root() -> None:
    from canon_contracts import CanonError

    assert issubclass(canon_verify.VerifyInputError, canon_verify.VerifyError)
    assert issubclass(canon_verify.VerifyError, CanonError)


def test_installs_the_canon_verify_command() -> None:
    scripts = {ep.name: ep.value for ep in importlib.metadata.entry_points(group="console_scripts")}
    assert scripts.get("canon-verify") == "canon_verify._cli:main"


def test_ships_type_information() -> None:
    assert importlib.resources.files("canon_verify").joinpath("py.typed").is_file()
