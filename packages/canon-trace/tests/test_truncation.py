"""A trace cut at any byte reads as its whole lines and ``incomplete``, or (cut inside the header line) as a
typed format error; never as anything else."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from canon_trace import TraceFormatError, TraceReader, TraceStatus, read_trace
from canon_trace.testing import write_sample


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return write_sample(tmp_path_factory.mktemp("truncation") / "trace.jsonl", entries=5).read_bytes()


def whole_entry_lines(prefix: bytes) -> int:
    """How many entry lines the prefix holds whole (header first, end record last)."""
    return max(0, min(prefix.count(b"\n") - 1, 5))


def test_every_prefix_reads_as_its_whole_lines_and_incomplete(original: bytes, tmp_path: Path) -> None:
    header_end = original.index(b"\n") + 1
    path = tmp_path / "cut.jsonl"
    path.write_bytes(original)
    for size in range(len(original), -1, -1):  # shrink the file in place, a byte at a time
        os.truncate(path, size)
        prefix = original[:size]
        if size < header_end:
            with pytest.raises(TraceFormatError), TraceReader(path) as reader:
                list(reader)
            continue
        with TraceReader(path) as reader:
            records = list(reader)
        assert len(records) == whole_entry_lines(prefix), size
        assert reader.chain_breaks == [], size
        if size == len(original):
            assert reader.status is TraceStatus.COMPLETE
        else:
            assert reader.status is TraceStatus.INCOMPLETE, size
            assert reader.incomplete_reason, size


def test_read_trace_of_prefixes_gives_contract_models_or_a_typed_error(
    original: bytes, tmp_path: Path
) -> None:
    path = tmp_path / "cut.jsonl"
    for size in range(0, len(original) + 1, 97):
        path.write_bytes(original[:size])
        try:
            trace = read_trace(path)
        except TraceFormatError:
            assert size <= original.index(b"\n")
            continue
        assert len(trace.entries) == whole_entry_lines(original[:size])
        assert trace.status is TraceStatus.INCOMPLETE and trace.header.termination_reason is None
