"""A line or document that would open more arrays and objects than a record may is refused before decoding.

Decoding builds one Python object per JSON container: without the bound, a 60 MB single document of empty
arrays took 41 s and 4.7 GB of memory to be refused.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canon_trace import MAX_CONTAINERS, TraceFormatError, TraceReader, container_problem
from canon_trace.testing import build_scenario, write_trace


def _arrays(count: int) -> str:
    return "[" + ",".join(["[]"] * count) + "]"


def test_only_a_count_beyond_the_bound_is_a_problem() -> None:
    assert container_problem(b"[" * MAX_CONTAINERS) is None
    assert container_problem(b"x" * (3 * MAX_CONTAINERS)) is None  # long, but opens nothing
    reason = container_problem(b"{" + b"[" * MAX_CONTAINERS)
    assert reason is not None and f"{MAX_CONTAINERS + 1:,}" in reason and "not read" in reason


def test_a_single_document_beyond_the_bound_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "wide.json"
    path.write_text('{"schema_version": 2,\n"entries": [{"input": ' + _arrays(MAX_CONTAINERS) + "}]}\n")
    with pytest.raises(TraceFormatError, match=r"the document holds 2,000,00\d '\[' and '\{' characters"):
        with TraceReader(path):
            pass


def test_a_jsonl_line_beyond_the_bound_is_refused_at_its_line(tmp_path: Path) -> None:
    path = write_trace(tmp_path / "trace.jsonl", build_scenario())
    lines = path.read_bytes().splitlines(keepends=True)
    record = json.loads(lines[2])
    record["input"]["payload"] = {"wide": json.loads(_arrays(MAX_CONTAINERS))}
    lines[2] = json.dumps(record, separators=(",", ":")).encode() + b"\n"
    path.write_bytes(b"".join(lines))
    with TraceReader(path) as reader:
        with pytest.raises(TraceFormatError) as caught:
            list(reader)
    assert caught.value.line == 3 and "not read" in str(caught.value)


@pytest.mark.parametrize("as_bytes", [False, True])
def test_strict_json_parsing_refuses_a_text_too_wide_before_parsing(as_bytes: bool) -> None:
    from canon_trace._runfiles import parse_json

    text = '{"x": ' + _arrays(MAX_CONTAINERS) + "}"
    with pytest.raises(ValueError, match=r"holds 2,000,00\d '\[' and '\{' characters"):
        parse_json(text.encode() if as_bytes else text)
    assert parse_json('{"x": ' + _arrays(1000) + "}")["x"][999] == []
