"""A hostile manifest is an integrity problem, read within bounds: never an internal error, never whole."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from canon_trace import MAX_CONTAINERS
from canon_trace._integrity import ProblemKind, check_run_directory
from canon_trace._rundir import MAX_MANIFEST_BYTES, RunDirectory
from canon_trace.errors import IntegrityError


def _run(root: Path) -> RunDirectory:
    run = RunDirectory.create(root, "run-1")
    run.write_json("spec.json", {"question": "q"})
    run.write_manifest()
    return run


def _manifest_problems(run: RunDirectory) -> list[str]:
    return [p.message for p in check_run_directory(run.path) if p.kind is ProblemKind.INVALID_MANIFEST]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested deeper than"),  # once a RecursionError, exit 70
        (b'{"version": 1, "version": 1, "files": {}}', "appears twice"),
        (b'{"x": [' + b",".join([b"[]"] * (MAX_CONTAINERS + 1)) + b"]}", "'[' and '{' characters"),
    ],
    ids=["deep", "repeated key", "wide"],
)
def test_a_manifest_that_is_not_strict_json_is_an_invalid_manifest(
    tmp_path: Path, body: bytes, said: str
) -> None:
    run = _run(tmp_path)
    (run.path / "manifest.json").write_bytes(body)
    problems = _manifest_problems(run)
    assert len(problems) == 1 and "not readable JSON" in problems[0] and said in problems[0]
    with pytest.raises(IntegrityError):
        run.read_manifest()


def test_a_manifest_larger_than_the_bound_is_refused_unread(tmp_path: Path) -> None:
    run = _run(tmp_path)
    with open(run.path / "manifest.json", "r+b") as handle:  # sparse: no disk, and never read whole
        handle.truncate(MAX_MANIFEST_BYTES + 1)
    problems = _manifest_problems(run)
    assert len(problems) == 1 and f"{MAX_MANIFEST_BYTES}-byte limit" in problems[0]
    with pytest.raises(IntegrityError, match="larger than"):
        run.read_manifest()
    assert os.path.getsize(run.path / "manifest.json") == MAX_MANIFEST_BYTES + 1


@pytest.mark.parametrize("kind", ["symlink out", "fifo"])
def test_a_manifest_that_is_no_regular_file_of_the_run_is_never_followed_or_waited_on(
    tmp_path: Path, kind: str
) -> None:
    run = _run(tmp_path / "runs")
    outside = tmp_path / "forged.json"
    outside.write_text('{"version": 1, "files": {}}')
    (run.path / "manifest.json").unlink()
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("needs FIFOs")
        os.mkfifo(run.path / "manifest.json")  # no writer: reading it would block forever
    else:
        (run.path / "manifest.json").symlink_to(outside)
    assert any(p.path == "manifest.json" for p in check_run_directory(run.path))
    with pytest.raises(IntegrityError, match="not a regular file"):
        run.read_manifest()
