"""canon-kernel installs as a distribution of its own and declares exactly its canon dependencies."""

import importlib.metadata
import importlib.resources
import re

import canon_kernel

DIST = "canon-kernel"
INTERNAL_DEPENDENCIES = {"canon-contracts", "canon-trace"}


def _project_name(requirement: str) -> str:
    """Normalized project name of a requirement string such as ``canon-trace>=0.1,<0.2; extra == "x"``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def test_version_is_the_installed_distribution_version() -> None:
    assert canon_kernel.__version__ == importlib.metadata.version(DIST)


def test_requires_exactly_its_internal_canon_packages() -> None:
    requirements = importlib.metadata.requires(DIST) or []
    internal = {
        name for name in map(_project_name, requirements) if name == "canon" or name.startswith("canon-")
    }
    assert internal == INTERNAL_DEPENDENCIES


def test_declares_its_optional_extras() -> None:
    extras = importlib.metadata.metadata(DIST).get_all("Provides-Extra") or []
    assert extras == ["http"]


def test_public_surface_is_only_the_version() -> None:
    assert canon_kernel.__all__ == ["__version__"]


def test_ships_type_information() -> None:
    assert importlib.resources.files("canon_kernel").joinpath("py.typed").is_file()
