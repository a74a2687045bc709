"""Runs shared by the tests that read run directories: an answer with its citation, and an abstention.

The corpus once drew a wrong answer from the embedded reasoner (a lake's length answered with the hull
length of a steamer that sails on it), which its judge now refuses; the answered run asks the hull's length
itself, and the lake's length is left to the judge tests. One document's title holds a ``<script>``
element, so every renderer is tested on hostile run content.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from canon._cli import main

HOSTILE = '<script>alert("queen")</script>'
ANSWERED_QUESTION = "How long is the hull of the Varn Queen?"
ABSTAINED_QUESTION = "Who designed Lake Varn?"


@dataclass(frozen=True)
class LakeRuns:
    """The two run directories and the runs folder that holds them."""

    runs_dir: Path
    answered: Path
    abstained: Path
    answered_question: str = ANSWERED_QUESTION
    abstained_question: str = ABSTAINED_QUESTION
    hostile: str = HOSTILE


def _run(work: Path, name: str, question: str) -> Path:
    spec = work / f"{name}.json"
    spec.write_text(json.dumps({"version": 1, "id": name, "question": question, "corpus": "corpus"}))
    runs = work / "runs"
    before = set(runs.iterdir()) if runs.is_dir() else set()
    assert main(["run", str(spec), "--runs-dir", str(runs), "--quiet"]) == 0
    (created,) = set(runs.iterdir()) - before
    return created


@pytest.fixture(scope="session")
def lake_runs(tmp_path_factory: pytest.TempPathFactory) -> LakeRuns:
    work = tmp_path_factory.mktemp("lake")
    corpus = work / "corpus"
    corpus.mkdir()
    (corpus / "lake.md").write_text(
        "# Lake Varn\n\nLake Varn lies north of the old town. The lake is fed by three mountain streams"
        " and is famous for its trout.\n",
        encoding="utf-8",
    )
    (corpus / "ship.md").write_text(
        f"# The Varn Queen {HOSTILE}\n\nThe Varn Queen is a paddle steamer that sails on Lake Varn. Its hull"
        " is 64 metres long. It was built in 1902.\n",
        encoding="utf-8",
    )
    answered = _run(work, "hull-length", ANSWERED_QUESTION)
    abstained = _run(work, "lake-designer", ABSTAINED_QUESTION)
    return LakeRuns(work / "runs", answered, abstained)
