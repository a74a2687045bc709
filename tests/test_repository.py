"""The repository keeps its promises: CI runs the README's command, and every package has the agreed shape."""

import ast
import os
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ROOT / "packages"
EXPECTED_DISTRIBUTIONS = {
    "canon",
    "canon-contracts",
    "canon-kernel",
    "canon-reason",
    "canon-trace",
    "canon-verify",
}
PACKAGE_DIRS = sorted(path for path in PACKAGES.iterdir() if path.is_dir())
SHELL_FENCE = re.compile(r"^```(?:sh|bash|shell|console)[ \t]*\n(.*?)^```", re.MULTILINE | re.DOTALL)


def _pyproject(path: Path) -> dict:
    return tomllib.loads((path / "pyproject.toml").read_text(encoding="utf-8"))


def _import_name(package_dir: Path) -> str:
    wheel = _pyproject(package_dir)["tool"]["hatch"]["build"]["targets"]["wheel"]
    (source,) = wheel["packages"]
    assert source.startswith("src/"), source
    return source.removeprefix("src/")


def _readme_test_command() -> str:
    """The README's second shell block: the test command (the first is the main job, see test_readme.py)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = SHELL_FENCE.findall(readme)
    assert len(blocks) >= 2, "README.md must open with two fenced shell blocks: the main job, then the tests"
    lines = [line.strip() for line in blocks[1].splitlines() if line.strip()]
    assert len(lines) == 1, f"the README's second shell block must be one command line, got {lines}"
    return lines[0].removeprefix("$ ")


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = ROOT / ".ci" / "run"
    script = ci.read_text(encoding="utf-8").splitlines()
    assert os.access(ci, os.X_OK), ".ci/run must be executable"
    assert "set -euo pipefail" in script
    assert _readme_test_command() in [line.strip() for line in script]


def test_packages_are_the_architecture_distributions() -> None:
    names = {_pyproject(path)["project"]["name"] for path in PACKAGE_DIRS}
    assert names == EXPECTED_DISTRIBUTIONS
    assert {path.name for path in PACKAGE_DIRS} == EXPECTED_DISTRIBUTIONS


@pytest.mark.parametrize("package_dir", PACKAGE_DIRS, ids=lambda path: path.name)
def test_package_has_the_standard_layout(package_dir: Path) -> None:
    assert (package_dir / "pyproject.toml").is_file()
    assert (package_dir / "README.md").is_file()
    assert (package_dir / "tests").is_dir()
    assert (package_dir / "src" / _import_name(package_dir) / "py.typed").is_file()


@pytest.mark.parametrize("package_dir", PACKAGE_DIRS, ids=lambda path: path.name)
def test_package_init_declares_a_sorted_all(package_dir: Path) -> None:
    init = package_dir / "src" / _import_name(package_dir) / "__init__.py"
    module = ast.parse(init.read_text(encoding="utf-8"), filename=str(init))
    declared = [
        node.value
        for node in module.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        and any(
            isinstance(target, ast.Name) and target.id == "__all__"
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        )
    ]
    assert len(declared) == 1, f"{init} must assign __all__ exactly once at module level"
    names = ast.literal_eval(declared[0])
    assert isinstance(names, list | tuple) and all(isinstance(name, str) for name in names)
    assert list(names) == sorted(names), f"{init}: __all__ is not sorted"
    assert len(set(names)) == len(names), f"{init}: __all__ repeats a name"


@pytest.mark.parametrize("package_dir", PACKAGE_DIRS, ids=lambda path: path.name)
def test_root_tool_configuration_covers_the_package(package_dir: Path) -> None:
    tool = _pyproject(ROOT)["tool"]
    source = f"packages/{package_dir.name}/src"
    import_name = _import_name(package_dir)
    assert source in tool["mypy"]["files"]
    assert source in tool["mypy"]["mypy_path"]
    assert import_name in tool["importlinter"]["root_packages"]
    assert import_name in tool["ruff"]["lint"]["isort"]["known-first-party"]


def test_every_orchestration_module_is_forbidden_the_embedded_reasoner() -> None:
    """The import-linter contract names each canon_reason module outside ``embedded``, so none escapes it."""
    contracts = _pyproject(ROOT)["tool"]["importlinter"]["contracts"]
    (forbidden,) = [c for c in contracts if c.get("forbidden_modules") == ["canon_reason.embedded"]]
    source = PACKAGES / "canon-reason" / "src" / "canon_reason"
    modules = {f"canon_reason.{path.stem}" for path in source.glob("*.py") if path.stem != "__init__"}
    assert set(forbidden["source_modules"]) == modules


#: Publishing metadata every package states alike; a package differs only in its name, summary and keywords.
SHARED_METADATA = ("license", "license-files", "authors", "classifiers", "urls", "requires-python")


def test_the_root_license_is_apache_2() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "Apache License" in text and "Version 2.0, January 2004" in text


@pytest.mark.parametrize("package_dir", PACKAGE_DIRS, ids=lambda path: path.name)
def test_package_ships_the_root_license_and_the_shared_metadata(package_dir: Path) -> None:
    # Each package's sdist and wheel are built from its folder, so the folder holds a copy of LICENSE.
    assert (package_dir / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    project = _pyproject(package_dir)["project"]
    reference = _pyproject(PACKAGES / "canon-contracts")["project"]
    assert project["license"] == "Apache-2.0" and project["license-files"] == ["LICENSE"]
    assert {key: project.get(key) for key in SHARED_METADATA} == {
        key: reference.get(key) for key in SHARED_METADATA
    }
    assert project["keywords"] and project["description"]
    # Every address is under the one repository address (which the docs site's links use too).
    urls = project["urls"]
    assert all(url.startswith(urls["Repository"]) for url in urls.values()), urls


def test_ci_builds_the_packages_and_the_docs() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "nox -s build" in ci and "nox -s docs" in ci
