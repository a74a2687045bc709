"""Integrity checks of real run directories whose trace was written by TraceWriter: chain, end, tampering."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from canon_trace._integrity import IntegrityProblem, ProblemKind, check_run_directory
from canon_trace._rundir import RunDirectory
from canon_trace.testing import build_trace, write_trace


def kinds(problems: list[IntegrityProblem]) -> list[tuple[ProblemKind, str]]:
    return [(p.kind, p.path) for p in problems]


def finished_run(root: Path, *, seal: bool = True) -> RunDirectory:
    """A run directory as a finished run leaves it: artifacts, evidence, the trace, and the manifest last."""
    run = RunDirectory.create(root, "run-a")
    run.write_json("spec.json", {"question": "What is the capital of France?", "corpus": "corpus"})
    run.write_json("config.json", {"limits": {"max_iterations": 3}})
    trace = build_trace()
    write_trace(run.trace_path, trace)
    run.add_evidence(trace.entries[2].events[2].evidence.text)
    run.write_json("result/final_result.json", {"decision": "pass", "trace_path": "trace.jsonl"})
    if seal:
        run.write_manifest()
    return run


def lines(run: RunDirectory) -> list[bytes]:
    return run.trace_path.read_bytes().splitlines(keepends=True)


def test_a_finished_run_is_sound(tmp_path: Path) -> None:
    assert check_run_directory(finished_run(tmp_path).path) == []


def test_a_crashed_run_is_incomplete_twice_over(tmp_path: Path) -> None:
    run = finished_run(tmp_path, seal=False)
    run.trace_path.write_bytes(b"".join(lines(run)[:-1]))  # the end line never made it
    problems = check_run_directory(run.path)
    assert kinds(problems) == [
        (ProblemKind.INCOMPLETE_RUN, "manifest.json"),
        (ProblemKind.INCOMPLETE_RUN, "trace.jsonl"),
    ]
    assert "no end record" in problems[1].message


def test_a_trace_cut_mid_line_is_incomplete_not_unreadable(tmp_path: Path) -> None:
    run = finished_run(tmp_path, seal=False)
    data = run.trace_path.read_bytes()
    run.trace_path.write_bytes(data[: len(data) - 40])
    problems = check_run_directory(run.path)
    assert kinds(problems) == [
        (ProblemKind.INCOMPLETE_RUN, "manifest.json"),
        (ProblemKind.INCOMPLETE_RUN, "trace.jsonl"),
    ]
    assert "truncated" in problems[1].message


def test_an_edited_entry_breaks_the_chain_and_the_manifest(tmp_path: Path) -> None:
    run = finished_run(tmp_path)
    content = lines(run)
    assert b'"answer":"Paris"' in content[6]
    content[6] = content[6].replace(b'"answer":"Paris"', b'"answer":"Lyon!"')
    run.trace_path.write_bytes(b"".join(content))
    problems = check_run_directory(run.path)
    assert kinds(problems) == [
        (ProblemKind.DIGEST_MISMATCH, "trace.jsonl"),
        (ProblemKind.BROKEN_CHAIN, "trace.jsonl"),
    ]
    chain = problems[1]
    assert (chain.line, chain.entry_index) == (8, None)  # the end record no longer matches entry 5's line
    assert chain.expected != chain.observed


def test_a_deleted_entry_breaks_the_chain(tmp_path: Path) -> None:
    run = finished_run(tmp_path, seal=False)
    content = lines(run)
    del content[3]  # entry 2
    run.trace_path.write_bytes(b"".join(content))
    problems = [p for p in check_run_directory(run.path) if p.kind is ProblemKind.BROKEN_CHAIN]
    assert [(p.line, p.entry_index) for p in problems] == [(4, 3)]


def test_reordered_entries_break_the_chain(tmp_path: Path) -> None:
    run = finished_run(tmp_path, seal=False)
    content = lines(run)
    content[2], content[3] = content[3], content[2]
    run.trace_path.write_bytes(b"".join(content))
    problems = [p for p in check_run_directory(run.path) if p.kind is ProblemKind.BROKEN_CHAIN]
    assert [p.line for p in problems] == [3, 4, 5]


def test_an_unreadable_line_is_reported_with_its_line(tmp_path: Path) -> None:
    run = finished_run(tmp_path, seal=False)
    content = lines(run)
    content[4] = b'{"record": "entry", broken\n'
    run.trace_path.write_bytes(b"".join(content))
    problems = check_run_directory(run.path)
    assert kinds(problems) == [
        (ProblemKind.INCOMPLETE_RUN, "manifest.json"),
        (ProblemKind.UNREADABLE_TRACE, "trace.jsonl"),
    ]
    assert problems[1].line == 5


def test_a_trace_symlinked_out_is_never_read(tmp_path: Path) -> None:
    run = finished_run(tmp_path / "runs", seal=False)
    outside = tmp_path / "elsewhere.jsonl"
    shutil.move(run.trace_path, outside)
    run.trace_path.symlink_to(outside)
    problems = check_run_directory(run.path)
    assert kinds(problems) == [
        (ProblemKind.INCOMPLETE_RUN, "manifest.json"),
        (ProblemKind.PATH_ESCAPE, "trace.jsonl"),
    ]


@contextlib.contextmanager
def _byte_flips(path: Path, offsets: range) -> Iterator[Iterator[int]]:
    """Flip one byte of ``path`` in place per step (restoring the last one), yielding its offset."""
    data = path.read_bytes()
    fd = os.open(path, os.O_RDWR)

    def flips() -> Iterator[int]:
        for offset in offsets:
            original = data[offset]
            os.pwrite(fd, bytes([original ^ (0x20 if 0x41 <= original <= 0x7A else 0x01)]), offset)
            yield offset
            os.pwrite(fd, bytes([original]), offset)

    try:
        yield flips()
    finally:
        os.close(fd)
        assert path.read_bytes() == data


def test_every_sampled_single_byte_mutation_of_a_sealed_trace_is_detected(tmp_path: Path) -> None:
    run = finished_run(tmp_path)
    size = run.trace_path.stat().st_size
    with _byte_flips(run.trace_path, range(0, size, 13)) as flips:
        for offset in flips:
            assert check_run_directory(run.path), f"mutation at byte {offset} went unnoticed"


def test_without_a_manifest_the_chain_alone_catches_mutations_before_the_end_line(tmp_path: Path) -> None:
    """Every third byte of the header and entry lines (every byte passes too, more slowly)."""
    run = finished_run(tmp_path, seal=False)
    end_line_start = run.trace_path.stat().st_size - len(lines(run)[-1])
    baseline = check_run_directory(run.path)
    assert kinds(baseline) == [(ProblemKind.INCOMPLETE_RUN, "manifest.json")]
    with _byte_flips(run.trace_path, range(0, end_line_start, 3)) as flips:
        for offset in flips:
            assert check_run_directory(run.path) != baseline, f"mutation at byte {offset} went unnoticed"


def test_check_trace_false_leaves_the_trace_pass_to_the_caller(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run = finished_run(tmp_path, seal=False)
    content = lines(run)
    del content[3]  # entry 2: the chain breaks at the next line
    run.trace_path.write_bytes(b"".join(content[:-1]))  # and the end line is missing
    run.write_manifest()
    with_pass = check_run_directory(run.path)
    assert {p.kind for p in with_pass} == {ProblemKind.BROKEN_CHAIN, ProblemKind.INCOMPLETE_RUN}

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the trace was read")

    monkeypatch.setattr("canon_trace._integrity.TraceReader", never)
    assert check_run_directory(run.path, check_trace=False) == []
    run.trace_path.write_bytes(b"".join(content))  # the bytes the manifest recorded are still compared
    assert kinds(check_run_directory(run.path, check_trace=False)) == [
        (ProblemKind.DIGEST_MISMATCH, "trace.jsonl")
    ]
