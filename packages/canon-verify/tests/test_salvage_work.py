"""What a tolerant reading costs per line stays flat: nothing that is the same for every line is redone.

A JSONL trace the reader refuses is read again line by line (``_salvage``). Reading a wire record's member
list evaluates its type annotations, which took a quarter of a millisecond; done for every line, a 20 MB file
of short hostile lines took minutes. The lists are read once per record kind.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest

from canon_trace.testing import build_scenario, write_trace
from canon_verify import _salvage, verify_trace


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
