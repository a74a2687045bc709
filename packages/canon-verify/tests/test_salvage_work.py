"""What hostile input costs stays bounded: per line, and per array or object it would have decoded.

A JSONL trace the reader refuses is read again line by line (``_salvage``). Reading a wire record's member
list evaluates its type annotations, which took a quarter of a millisecond; done for every line, a 20 MB file
of short hostile lines took minutes. The lists are read once per record kind. A line or document that would
open more than ``MAX_CONTAINERS`` arrays and objects is not decoded at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest

from canon_trace import MAX_CONTAINERS
from canon_trace.testing import build_scenario, write_trace
from canon_verify import _salvage, main, verify_trace


def test_member_lists_are_read_once_per_record_kind_not_once_per_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    valid = write_trace(tmp_path / "valid.jsonl", build_scenario())
    header = valid.read_bytes().splitlines(keepends=True)[0]
    hostile = tmp_path / "hostile.jsonl"
    hostile.write_bytes(header + b'{"record":"entry"}\n' * 300)

    calls: list[Any] = []
    real = msgspec.structs.fields

    def counted(kind: Any) -> Any:
        calls.append(kind)
        return real(kind)

    _salvage._members_of.cache_clear()
    monkeypatch.setattr(msgspec.structs, "fields", counted)
    report = verify_trace(hostile)
    assert report.subject.entry_count == 300
    assert any(f.check_id == "payload.shape" for f in report.findings)  # every line misses members
    assert 0 < len(calls) <= 3, calls  # the header, the entry and the end record kinds at most


def _wide(count: int) -> str:
    return "[" + ",".join(["[]"] * count) + "]"


def test_a_document_too_wide_to_read_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "wide.json"
    path.write_text('{"schema_version": 2, "entries": [{"x": ' + _wide(MAX_CONTAINERS) + "}]}")
    assert main([str(path)]) == 65
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "arrays and objects canon reads in one JSON text" in err


def test_a_jsonl_line_too_wide_to_read_is_a_finding_and_the_rest_is_judged(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "trace.jsonl", build_scenario())
    lines = path.read_bytes().splitlines(keepends=True)
    lines[2] = b'{"record":"entry","x":' + _wide(MAX_CONTAINERS).encode() + b"}\n"
    path.write_bytes(b"".join(lines))
    report = verify_trace(path)
    shapes = [f for f in report.findings if f.check_id == "payload.shape"]
    assert [(f.location.line, "not read" in f.message) for f in shapes] == [(3, True)]
    assert report.subject.entry_count == len(lines) - 2  # every entry line counted, the wide one unread
