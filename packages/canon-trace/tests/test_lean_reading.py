"""The reader's fast first reading of entry lines settles only what the wire structs accept, and reads it the
same; anything else is read again by the wire structs, which name the problem as they always have."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import msgspec
import pytest

from canon_trace import TraceFormatError, TraceReader, to_contract, wire
from canon_trace.testing import rechain, records_of, write_sample


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    return write_sample(tmp_path / "trace.jsonl", entries=5)


def _with(sample: Path, line: int, dotted: str, value: Any) -> Path:
    """The sample with the member at ``dotted`` of record ``line`` (1-based) set to ``value``, rechained."""
    records = records_of(sample)
    node = records[line - 1]
    *parents, last = dotted.split(".")
    for name in parents:
        node = node[int(name)] if isinstance(node, list) else node[name]
    node[last] = value
    path = sample.parent / "edited.jsonl"
    path.write_bytes(rechain(records))
    return path


def _entries(path: Path) -> list[Any]:
    with TraceReader(path) as reader:
        return [record.entry for record in reader]


def test_entries_read_fast_equal_what_the_wire_structs_read(sample: Path) -> None:
    lines = sample.read_bytes().splitlines()[1:-1]
    entries = _entries(sample)
    assert len(entries) == len(lines) == 5
    for line, entry in zip(lines, entries, strict=True):
        assert isinstance(entry, wire.Entry)
        assert msgspec.to_builtins(entry) == msgspec.to_builtins(msgspec.json.decode(line, type=wire.Entry))
        assert [field.name for field in msgspec.structs.fields(entry)] == [
            field.name for field in msgspec.structs.fields(wire.Entry)
        ]
        to_contract(entry)  # the contract model takes it as it takes a wire entry
        assert pickle.loads(pickle.dumps(entry)) == entry


@pytest.mark.parametrize(
    ("dotted", "value", "field"),
    [
        ("prompt_hash", "sha256:" + "AB" * 32, "prompt_hash"),  # upper-case hex
        ("prompt_hash", "sha256:" + "a" * 63, "prompt_hash"),
        ("prompt_hash", "sha512:" + "a" * 64, "prompt_hash"),
        ("replay.input_hash", "sha256:" + "a" * 63 + "g", "replay.input_hash"),
        ("replay.config_hash", "sha256:" + "0" * 64 + "\n", "replay.config_hash"),
        ("input.task_goal", "\u00a0\u3000", "input.task_goal"),  # blank in Unicode's sense
        ("input.context_id", "", "input.context_id"),
        ("events.0.plan.nodes.0.node_id", "\u2003", "events[0].plan.nodes[0].node_id"),
        ("events.0.plan.nodes.0.depends_on", ["n0", " "], "events[0].plan.nodes[0].depends_on[1]"),
    ],
)
def test_what_the_patterns_refuse_is_refused_in_the_wire_structs_words(
    sample: Path, dotted: str, value: Any, field: str
) -> None:
    with pytest.raises(TraceFormatError) as caught:
        _entries(_with(sample, 3, dotted, value))  # line 3 is the PLAN entry, whose first event is a plan
    assert (caught.value.line, caught.value.field) == (3, field)
    assert "matching regex" in str(caught.value)


def _deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = {"a": [value]}
    return value


@pytest.mark.parametrize(
    "payload",
    [
        {"deep": _deep(20)},  # deeper than the fast reading types
        {"compute": 3.8e25},  # exponent form: portable, beyond the fast reading's range
        {"tiny": -1e300},
    ],
)
def test_portable_values_the_fast_reading_leaves_alone_are_read_all_the_same(
    sample: Path, payload: dict[str, Any]
) -> None:
    entries = _entries(_with(sample, 2, "input.payload", payload))
    assert entries[0].input.payload == payload


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"n": 2**53}, "input.payload.n"),
        ({"n": [-(2**60)]}, "input.payload.n[0]"),
        ({"x": 1e20}, "input.payload.x"),  # written as an integer literal: not portable
    ],
)
def test_numbers_beyond_the_safe_range_are_still_refused(
    sample: Path, payload: dict[str, Any], field: str
) -> None:
    with pytest.raises(TraceFormatError) as caught:
        _entries(_with(sample, 2, "input.payload", payload))
    assert (caught.value.line, caught.value.field) == (2, field)


def test_a_key_twice_is_still_refused(sample: Path) -> None:
    lines = sample.read_bytes().splitlines(keepends=True)
    doubled = lines[1].replace(b'"iteration":0', b'"iteration":0,"iteration":0', 1)
    assert doubled != lines[1]
    path = sample.parent / "doubled.jsonl"
    path.write_bytes(lines[0] + doubled + b"".join(lines[2:]))
    with pytest.raises(TraceFormatError, match="twice") as caught:
        _entries(path)
    assert caught.value.line == 2
    json.loads(doubled)  # the line is JSON; only its repeated key is wrong
