"""The agent API's generics hold under mypy: typing_checks.py type-checks clean, crossed types included."""

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def test_typing_checks_pass_mypy_strict() -> None:
    api = pytest.importorskip("mypy.api")
    config = ROOT / "pyproject.toml"
    if not config.is_file():
        pytest.skip("needs the repository's mypy configuration")
    stdout, stderr, status = api.run(
        ["--strict", "--config-file", str(config), str(HERE / "typing_checks.py")]
    )
    assert status == 0, stdout + stderr
