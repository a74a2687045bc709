"""The README's first command and its tour run as written, so they cannot rot.

The first command is ``python -m pip install -r requirements.txt && canon run ...``. The install half is
checked against the repository (the requirements file names every package by its folder, dependencies
first); the ``canon`` half and the whole tour then run as written, with bash, against the packages installed
in this environment, in a temporary folder holding a copy of the examples.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
SHELL_FENCE = re.compile(r"^```(?:sh|bash|shell|console)[ \t]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
BLOCKS = SHELL_FENCE.findall(README)
INSTALL = "python -m pip install -r requirements.txt"


def _tour() -> str:
    section = README.split("## A short tour", 1)[1]
    match = SHELL_FENCE.search(section)
    assert match is not None, "the tour has no shell block"
    return match.group(1)


def _bash(script: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    bash = shutil.which("bash")
    assert bash is not None
    scripts = Path(sys.executable).parent  # the console scripts of this environment (canon, canon-verify)
    env = {**os.environ, "PATH": f"{scripts}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(
        [bash, "-euo", "pipefail", "-c", script],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


def _local_requirements(pyproject: Path) -> list[str]:
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    names = [re.match(r"[A-Za-z0-9._-]+", req).group() for req in project.get("dependencies", [])]
    return [name for name in names if (ROOT / "packages" / name / "pyproject.toml").exists()]


def test_the_first_command_installs_the_requirements_then_runs_the_quickstart() -> None:
    lines = [line.strip() for line in BLOCKS[0].splitlines() if line.strip()]
    assert len(lines) == 1, lines
    install, run = lines[0].split(" && ")
    assert install == INSTALL
    assert run == "canon run examples/quickstart/spec.json"


def test_the_requirements_name_every_package_by_its_folder_dependencies_first() -> None:
    listed = [
        line.strip()
        for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    packages = sorted(p.parent.name for p in (ROOT / "packages").glob("*/pyproject.toml"))
    assert sorted(listed) == sorted(f"./packages/{name}" for name in packages)
    position = {line.removeprefix("./packages/"): index for index, line in enumerate(listed)}
    for name in packages:
        for dependency in _local_requirements(ROOT / "packages" / name / "pyproject.toml"):
            assert position[dependency] < position[name], f"{dependency} must come before {name}"


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder laid out like the repository root for the commands: a copy of examples/."""
    work = tmp_path_factory.mktemp("readme")
    shutil.copytree(ROOT / "examples", work / "examples")
    return work


@pytest.fixture(scope="module")
def first_run(workspace: Path) -> subprocess.CompletedProcess[str]:
    run = BLOCKS[0].strip().split(" && ", 1)[1]
    return _bash(run, workspace)


def test_the_first_command_prints_a_cited_answer(first_run: subprocess.CompletedProcess[str]) -> None:
    assert first_run.returncode == 0, first_run.stderr
    answer = next(line for line in first_run.stdout.splitlines() if line.startswith("Answer: "))
    assert "1794" in answer and re.search(r"\[1\]", answer)
    assert re.search(r'^  \[1\] [\w.-]+: ".+"$', first_run.stdout, re.MULTILINE)
    assert "Run directory: runs/" in first_run.stdout


def test_the_tour_runs_as_written(workspace: Path, first_run: subprocess.CompletedProcess[str]) -> None:
    assert first_run.returncode == 0, first_run.stderr
    tour = _bash(_tour(), workspace)
    assert tour.returncode == 0, tour.stdout + tour.stderr
    out = tour.stdout
    assert out.count(": PASS under strict: 0 error, 0 warning, 0 info retained") >= 2  # canon(-)verify
    assert re.search(r"^equivalent$", out, re.MULTILINE)  # canon replay
    assert re.search(r"^Findings$", out, re.MULTILINE)  # canon show
    assert re.search(r"^1 run in runs$", out, re.MULTILINE)  # canon runs
    assert re.search(r"^all +19 +19 +0 +0 +0 +0 +100\.0%$", out, re.MULTILINE)  # canon eval's table
    assert "Evaluation directory: evals/eval" in out


def test_the_first_command_works_on_a_fresh_environment(tmp_path: Path) -> None:
    """The first line, verbatim, in a new virtual environment that has only Python and pip.

    It installs from a copy of the repository's packages (and pydantic, msgspec, click, rich... from the
    package index) and must print the cited answer.
    """
    clone = tmp_path / "clone"
    clone.mkdir()
    shutil.copy2(ROOT / "requirements.txt", clone / "requirements.txt")
    for folder in ("packages", "examples"):
        shutil.copytree(
            ROOT / folder, clone / folder, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "build")
        )
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME"}
    }
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    done = subprocess.run(
        [shutil.which("bash") or "bash", "-euo", "pipefail", "-c", BLOCKS[0].strip()],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    answer = next(line for line in done.stdout.splitlines() if line.startswith("Answer: "))
    assert "1794" in answer
    assert (bindir / "canon").exists() and (bindir / "canon-verify").exists()
