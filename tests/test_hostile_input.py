"""Hostile input to ``canon run``: one line, exit 65, no run directory, no hang, nothing read from outside."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from canon._cli import main

QUESTION = "In what year did the Kingfisher Bridge open?"
TEXT = "# Kingfisher Bridge\n\nThe Kingfisher Bridge opened in 1888.\n"


@pytest.fixture(autouse=True)
def _never_hang() -> Iterator[None]:
    """A command that blocks (on a FIFO, say) fails its test instead of stalling the suite."""

    def expire(signum: int, frame: object) -> None:
        raise TimeoutError("the command did not finish within 60 s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _spec(folder: Path, corpus: str, **fields: Any) -> Path:
    path = folder / "spec.json"
    path.write_text(json.dumps({"version": 1, "question": QUESTION, "corpus": corpus, **fields}))
    return path


def _corpus(folder: Path) -> Path:
    corpus = folder / "corpus"
    corpus.mkdir()
    (corpus / "bridge.md").write_text(TEXT, encoding="utf-8")
    return corpus


def _deep_spec(folder: Path) -> Path:
    path = folder / "spec.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    return path


def _duplicate_question(folder: Path) -> Path:
    _corpus(folder)
    path = folder / "spec.json"
    path.write_text(f'{{"version": 1, "question": "{QUESTION}", "question": "Who?", "corpus": "corpus"}}')
    return path


def _long_question(folder: Path) -> Path:
    _corpus(folder)
    return _spec(folder, "corpus", question="Which year? " * 11_000)  # about 128 KB


def _symlink_loop(folder: Path) -> Path:
    (folder / "a").symlink_to(folder / "b")
    (folder / "b").symlink_to(folder / "a")
    return _spec(folder, "a")


def _fifo_in_corpus(folder: Path) -> Path:
    os.mkfifo(_corpus(folder) / "pipe.txt")
    return _spec(folder, "corpus")


def _dev_zero_in_corpus(folder: Path) -> Path:
    (_corpus(folder) / "zero.txt").symlink_to("/dev/zero")
    return _spec(folder, "corpus")


def _corpus_symlink_out(folder: Path) -> Path:
    outside = folder.parent / f"{folder.name}-outside"
    outside.mkdir()
    (outside / "secret.md").write_text("OUTSIDE-SECRET opened in 1888.\n", encoding="utf-8")
    (folder / "corpus").symlink_to(outside)
    return _spec(folder, "corpus")


def _deep_jsonl(folder: Path) -> Path:
    (folder / "docs.jsonl").write_text('{"doc_id": "a", "text": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    return _spec(folder, "docs.jsonl")


def _lone_surrogate(folder: Path) -> Path:
    (folder / "docs.jsonl").write_text('{"doc_id": "a", "text": "opened in \\ud800"}\n')
    return _spec(folder, "docs.jsonl")


def _huge_document(folder: Path) -> Path:
    corpus = _corpus(folder)
    with open(corpus / "huge.txt", "wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: refused by its size before anything is read
    return _spec(folder, "corpus")


CASES: dict[str, tuple[Callable[[Path], Path], str]] = {
    "spec nested 100,000 deep": (_deep_spec, "invalid spec: "),
    "spec with two question keys": (_duplicate_question, "appears twice"),
    "128 KB question": (_long_question, "at most 2000 characters"),
    "corpus path a symlink loop": (_symlink_loop, "cannot be resolved"),
    "FIFO in the corpus folder": (_fifo_in_corpus, "not a regular file"),
    "corpus file a symlink to /dev/zero": (_dev_zero_in_corpus, "leads out of the spec's folder"),
    "corpus symlink out of the spec's folder": (_corpus_symlink_out, "leads out of the spec's folder"),
    "JSONL line nested 100,000 deep": (_deep_jsonl, "nested deeper than"),
    "JSONL text with a lone surrogate": (_lone_surrogate, "lone surrogate"),
    "50 MB document": (_huge_document, "byte limit"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bad_input_to_run_is_one_line_exit_65_and_no_run_directory(
    case: str, tmp_path: Path, capsys: Any
) -> None:
    make, expected = CASES[case]
    folder = tmp_path / "input"
    folder.mkdir()
    spec = make(folder)
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs)]) == 65
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) <= 2 and lines[0].startswith("canon run: invalid "), captured.err
    assert expected in lines[0]
    assert (
        len(captured.err) < 1000 and "Traceback" not in captured.err and "OUTSIDE-SECRET" not in captured.err
    )
    assert not runs.exists() or not any(runs.iterdir())
