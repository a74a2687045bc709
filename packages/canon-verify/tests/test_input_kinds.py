"""Inputs that are not trace files are named for what they are, in one line, with exit 65."""

from __future__ import annotations

import gzip
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from canon_trace.testing import build_scenario, write_trace
from canon_verify import main


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_symlink_to_a_fifo_is_named_by_what_it_leads_to(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "stdin").symlink_to(tmp_path / "pipe")  # as /dev/stdin is, when a pipe feeds the command
    assert main([str(tmp_path / "stdin")]) == 65
    assert capsys.readouterr().err.splitlines() == [
        f"canon-verify: error: {tmp_path / 'stdin'}: is a FIFO (named pipe), not a regular file"
    ]


def test_a_byte_order_mark_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    clean = write_trace(tmp_path / "clean.jsonl", build_scenario())
    marked = tmp_path / "marked.jsonl"
    marked.write_bytes(b"\xef\xbb\xbf" + clean.read_bytes())
    assert main([str(marked)]) == 65
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "starts with a UTF-8 byte order mark" in err[0]
    assert main([str(clean)]) == 0


@pytest.mark.parametrize(
    ("pack", "named"),
    [
        (gzip.compress, "is gzip-compressed (decompress it first: gunzip)"),
        (lambda data: data.decode().encode("utf-16"), "is UTF-16 text (a trace is UTF-8)"),
    ],
)
def test_a_packed_trace_is_named_for_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pack: Callable[[bytes], bytes], named: str
) -> None:
    clean = write_trace(tmp_path / "clean.jsonl", build_scenario())
    packed = tmp_path / "packed.jsonl"
    packed.write_bytes(pack(clean.read_bytes()))
    assert main([str(packed)]) == 65
    assert capsys.readouterr().err.splitlines() == [
        f"canon-verify: error: {packed}: not a trace: a trace is JSON and starts with '{{', this file {named}"
    ]
