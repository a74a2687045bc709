"""Every single-byte mutation of a complete trace is caught.

What the trace alone guarantees, and what this file proves byte by byte:

* a changed byte in the header or an entry line changes that line's digest, so the next record's
  ``prev_digest`` no longer matches (a chain break), unless the line no longer parses (a format error);
* a changed byte in the end line is caught by the schema (structure, enums, digest pattern, the entry count
  checked against the entries read) or by the chain (its ``prev_digest``), or leaves the end line
  unterminated (``incomplete``), except inside two values nothing in the trace repeats: the end record's
  ``completed_at`` (observational) and the hex digits of its ``convergence_hash``. A change there yields a
  readable, complete, unbroken trace; only its file digest differs, which is what the run directory's
  manifest records, so the manifest catches it.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canon_trace import TraceFormatError, TraceReader, TraceStatus
from canon_trace.testing import write_sample


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return write_sample(tmp_path_factory.mktemp("mutation") / "trace.jsonl", entries=5).read_bytes()


def manifest_only(original: bytes) -> set[int]:
    """Offsets of the end-record bytes that only the file digest covers (see the module docstring)."""
    start = original.rindex(b"\n", 0, len(original) - 1) + 1
    end_line = original[start:]
    offsets: set[int] = set()
    for pattern in (rb'"completed_at":"([^"]*)"', rb'"convergence_hash":"sha256:([0-9a-f]{64})"'):
        found = re.search(pattern, end_line)
        assert found is not None, pattern
        offsets.update(range(start + found.start(1), start + found.end(1)))
    return offsets


def outcome(path: Path) -> str:
    """How the trace at ``path`` is caught: ``schema``, ``chain``, ``incomplete``, or only by ``manifest``."""
    try:
        with TraceReader(path) as reader:
            list(reader)
    except TraceFormatError:
        return "schema"
    if reader.chain_break_count:
        return "chain"
    if reader.status is TraceStatus.INCOMPLETE:
        return "incomplete"
    assert reader.file_digest == "sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()
    return "manifest"


def check(original: bytes, path: Path, offset: int, replacement: int) -> str:
    """Mutate one byte of the trace at ``path`` in place (it holds ``original``), classify, restore it."""
    with path.open("r+b") as handle:
        os.pwrite(handle.fileno(), bytes([replacement]), offset)
        try:
            found = outcome(path)
        finally:
            os.pwrite(handle.fileno(), original[offset : offset + 1], offset)
    if found == "manifest":
        assert offset in manifest_only(original), (offset, bytes([original[offset]]), bytes([replacement]))
        assert replacement != original[offset]  # so the file digest, which the manifest records, differs
    return found


@pytest.fixture
def trace(original: bytes, tmp_path: Path) -> Path:
    path = tmp_path / "mutated.jsonl"
    path.write_bytes(original)
    return path


@pytest.mark.parametrize("mask", [0x01, 0x20])
def test_every_byte_flipped_is_caught(original: bytes, trace: Path, mask: int) -> None:
    seen = {check(original, trace, offset, original[offset] ^ mask) for offset in range(len(original))}
    assert {"schema", "chain", "incomplete", "manifest"} <= seen
    assert trace.read_bytes() == original


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_replacement_byte_at_any_offset_is_caught(
    original: bytes, trace: Path, data: st.DataObject
) -> None:
    offset = data.draw(st.integers(0, len(original) - 1), label="offset")
    replacement = data.draw(st.integers(0, 255).filter(lambda byte: byte != original[offset]), label="byte")
    check(original, trace, offset, replacement)


def test_the_manifest_only_bytes_are_exactly_the_two_end_values(original: bytes) -> None:
    offsets = manifest_only(original)
    assert len(offsets) == len("2025-01-01T13:00:00.000000Z") + 64
    assert min(offsets) > original.rindex(b"\n", 0, len(original) - 1)
