"""Every Python example in the READMEs and docs runs, so the documentation cannot drift from the code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = sorted(
    [ROOT / "README.md", *ROOT.glob("packages/*/README.md"), *ROOT.glob("docs/**/*.md")],
)
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def python_blocks() -> list[tuple[str, str]]:
    found = []
    for document in DOCUMENTS:
        for number, block in enumerate(BLOCK.findall(document.read_text(encoding="utf-8")), start=1):
            found.append((f"{document.relative_to(ROOT)}#{number}", block))
    return found


BLOCKS = python_blocks()


def test_there_are_examples_to_run() -> None:
    assert BLOCKS, "no python examples found in the documentation"


@pytest.mark.parametrize(("where", "code"), BLOCKS, ids=[where for where, _ in BLOCKS])
def test_example_runs(where: str, code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    exec(compile(code, where, "exec"), {"__name__": "__doc_example__"})
