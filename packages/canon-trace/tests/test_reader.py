"""TraceReader and read_trace: streaming, digests, statuses, payload validation, typed errors that name the
line and the field, and hostile input that must never escape as anything but a typed error."""

from __future__ import annotations

import hashlib
import json
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from canon_contracts import StopReason, TraceEnd, TraceEntry, TraceHeader
from canon_trace import (
    DEFAULT_MAX_LINE_BYTES,
    EntryRecord,
    LineTooLongError,
    SourceFormat,
    TraceFormatError,
    TraceIOError,
    TraceReader,
    TraceStateError,
    TraceStatus,
    UnsupportedSchemaError,
    read_trace,
    to_contract,
    wire,
)
from canon_trace.testing import SAMPLE_RUN_ID, rechain, records_of, sample_entry_fields, write_sample


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    return write_sample(tmp_path / "trace.jsonl", entries=5)


def read_all(path: Path, **options: Any) -> tuple[TraceReader, list[EntryRecord]]:
    with TraceReader(path, **options) as reader:
        return reader, list(reader)


def write(tmp_path: Path, data: bytes, name: str = "t.jsonl") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


# ------------------------------------------------------------------------------------------ streaming


def test_a_complete_trace_streams_its_entries_with_their_lines_and_digests(sample: Path) -> None:
    reader, records = read_all(sample)
    lines = sample.read_bytes().splitlines()
    assert [record.line for record in records] == [2, 3, 4, 5, 6]
    assert [record.digest for record in records] == [
        "sha256:" + hashlib.sha256(line).hexdigest() for line in lines[1:6]
    ]
    assert [record.entry.index for record in records] == [0, 1, 2, 3, 4]
    assert reader.header_digest == "sha256:" + hashlib.sha256(lines[0]).hexdigest()
    assert reader.status is TraceStatus.COMPLETE and reader.incomplete_reason is None
    assert reader.end is not None and reader.end.entry_count == 5
    assert reader.chain_breaks == [] and reader.chain_break_count == 0
    assert reader.file_digest == "sha256:" + hashlib.sha256(sample.read_bytes()).hexdigest()
    assert reader.bytes_read == sample.stat().st_size
    assert reader.entry_count == 5
    assert reader.source_format is SourceFormat.JSONL
    assert reader.header.run_id == SAMPLE_RUN_ID and reader.path == sample


def test_what_was_appended_is_what_is_read(sample: Path) -> None:
    _, records = read_all(sample)
    for position, record in enumerate(records):
        expected = TraceEntry.model_validate(
            {
                **sample_entry_fields(position),
                "index": position,
                "run_id": SAMPLE_RUN_ID,
                "prev_digest": record.entry.prev_digest,
            }
        )
        assert to_contract(record.entry) == expected


def test_results_are_known_only_once_iteration_has_ended(sample: Path) -> None:
    with TraceReader(sample) as reader:
        iterator = iter(reader)
        next(iterator)
        for name in ("status", "intact", "end", "file_digest", "incomplete_reason"):
            with pytest.raises(TraceStateError):
                getattr(reader, name)
        assert reader.entry_count == 1
        list(iterator)
        assert reader.status is TraceStatus.COMPLETE


def test_a_reader_is_entered_before_iterating_and_iterated_once(sample: Path) -> None:
    reader = TraceReader(sample)
    with pytest.raises(TraceStateError):
        iter(reader)
    with reader:
        list(reader)
        with pytest.raises(TraceStateError):
            iter(reader)


@pytest.mark.parametrize("limit", [0, -1, 1.5])
def test_the_line_limit_must_be_a_positive_integer(sample: Path, limit: Any) -> None:
    with pytest.raises(TraceStateError):
        TraceReader(sample, max_line_bytes=limit)


def test_the_default_line_limit_is_64_mib() -> None:
    assert DEFAULT_MAX_LINE_BYTES == 64 * 1024 * 1024


# ----------------------------------------------------------------------------------------- incomplete


def test_a_trace_without_its_end_record_is_incomplete(tmp_path: Path) -> None:
    path = write_sample(tmp_path / "t.jsonl", entries=3, close=False)
    reader, records = read_all(path)
    assert len(records) == 3
    assert reader.status is TraceStatus.INCOMPLETE and reader.end is None
    assert "no end record" in (reader.incomplete_reason or "")


def test_a_truncated_last_line_is_dropped_and_the_trace_is_incomplete(sample: Path) -> None:
    data = sample.read_bytes()
    cut = data[: data.rindex(b"\n", 0, len(data) - 1) + 40]  # 40 bytes into the end line
    reader, records = read_all(write(sample.parent, cut, "cut.jsonl"))
    assert len(records) == 5
    assert reader.status is TraceStatus.INCOMPLETE
    assert reader.incomplete_reason == "line 7 is truncated: the file ends without a newline"


def test_a_header_alone_is_an_incomplete_trace_with_no_entries(sample: Path) -> None:
    header_line = sample.read_bytes().splitlines(keepends=True)[0]
    reader, records = read_all(write(sample.parent, header_line, "h.jsonl"))
    assert records == [] and reader.status is TraceStatus.INCOMPLETE


def test_read_trace_merges_the_end_into_the_logical_header(sample: Path) -> None:
    trace = read_trace(sample)
    assert isinstance(trace.header, TraceHeader) and isinstance(trace.end, TraceEnd)
    assert trace.header.termination_reason == trace.end.termination_reason
    assert trace.header.entry_count == 5 and trace.header.completed_at == trace.end.completed_at
    assert trace.header.convergence_hash == trace.end.convergence_hash
    assert trace.header.stop_reason is trace.end.stop_reason is StopReason.COMPLETED
    assert all(isinstance(entry, TraceEntry) for entry in trace.entries)
    assert trace.status is TraceStatus.COMPLETE and trace.chain_breaks == () and trace.intact


def test_read_trace_of_an_incomplete_trace_leaves_the_end_fields_empty(tmp_path: Path) -> None:
    trace = read_trace(write_sample(tmp_path / "t.jsonl", entries=2, close=False))
    assert trace.end is None and trace.status is TraceStatus.INCOMPLETE
    assert trace.header.termination_reason is None and trace.header.entry_count is None
    assert trace.header.stop_reason is None and not trace.intact


# ------------------------------------------------------------------------------- payload validation


def mutate(sample: Path, line: int, **changes: Any) -> Path:
    """Rewrite record ``line`` (1-based) with ``changes`` and rechain, so only the change is wrong."""
    records = records_of(sample)
    records[line - 1] = {**records[line - 1], **changes}
    return write(sample.parent, rechain(records), "mutated.jsonl")


def nested(record: dict[str, Any], dotted: str, value: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(record))
    node = copy
    *parents, last = dotted.split(".")
    for name in parents:
        node = node[int(name)] if isinstance(node, list) else node[name]
    node[last] = value
    return copy


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("output.confidence", 1.5, "output.confidence"),
        ("output.metadata.contract_version", "9.9", "output.metadata.contract_version"),
        ("input.payload", {"n": 2**60}, "input.payload.n"),
        ("input.task_goal", "  ", "input.task_goal"),
        ("duration_ms", "soon", "duration_ms"),
        ("events.0.kind", "teleport", "events[0].kind"),
        ("events.0.plan.nodes.0.kind", "dance", "events[0].plan.nodes[0].kind"),
        ("status", "failure", "output"),
        ("run_id", "someone-else", "run_id"),
        ("prompt_hash", "sha256:XYZ", "prompt_hash"),
        ("surprise", 1, "surprise"),
    ],
)
def test_an_invalid_entry_is_refused_naming_its_line_and_field(
    sample: Path, path: str, value: Any, field: str
) -> None:
    records = records_of(sample)
    records[2] = nested(records[2], path, value)  # line 3 is the PLAN entry, whose first event is a plan
    with pytest.raises(TraceFormatError) as caught:
        read_all(write(sample.parent, rechain(records), "bad.jsonl"))
    assert (caught.value.line, caught.value.field) == (3, field)
    assert str(sample.parent / "bad.jsonl") in str(caught.value)


def test_read_trace_refuses_what_the_contract_refuses_with_the_line(sample: Path) -> None:
    with pytest.raises(TraceFormatError) as caught:
        read_trace(
            mutate(sample, 4, input={"task_goal": "g", "context_id": "c", "agent_type": "judge", "x": 1})
        )
    assert (caught.value.line, caught.value.field) == (4, "input.x")


@pytest.mark.parametrize(
    ("version", "field"), [(3, "schema_version"), (1, "schema_version"), (None, "schema_version")]
)
def test_an_unknown_schema_version_is_unsupported(sample: Path, version: Any, field: str) -> None:
    records = records_of(sample)
    if version is None:
        del records[0]["schema_version"]
    else:
        records[0]["schema_version"] = version
    with pytest.raises(UnsupportedSchemaError) as caught:
        read_all(write(sample.parent, rechain(records)))
    assert (caught.value.line, caught.value.field) == (1, field)


def test_an_incompatible_contract_version_is_unsupported(sample: Path) -> None:
    with pytest.raises(UnsupportedSchemaError) as caught:
        read_all(mutate(sample, 1, contract_version="2.0"))
    assert caught.value.field == "contract_version"


@pytest.mark.parametrize("version", ["latest", "", "1.x", "v"])
def test_the_runtime_version_must_be_a_version(sample: Path, version: str) -> None:
    with pytest.raises(TraceFormatError) as caught:
        read_all(mutate(sample, 1, runtime_version=version))
    assert (caught.value.line, caught.value.field) == (1, "runtime_version")


@pytest.mark.parametrize(
    "version", ["0.1.0", "2", "1.2.0rc1", "2.0.0-beta+exp", "canon-kernel/0.1.0", "agent 2.3.1"]
)
def test_runtime_versions_in_common_spellings_are_accepted(sample: Path, version: str) -> None:
    reader, _ = read_all(mutate(sample, 1, runtime_version=version))
    assert reader.header.runtime_version == version


def test_the_run_id_must_be_present(sample: Path) -> None:
    records = records_of(sample)
    del records[0]["run_id"]
    with pytest.raises(TraceFormatError) as caught:
        read_all(write(sample.parent, rechain(records)))
    assert (caught.value.line, caught.value.field) == (1, "run_id")


def test_a_complete_trace_without_entries_is_refused(sample: Path) -> None:
    records = records_of(sample)
    end = {**records[-1], "entry_count": 0}
    with pytest.raises(TraceFormatError, match="at least one entry") as caught:
        read_all(write(sample.parent, rechain([records[0], end])))
    assert (caught.value.line, caught.value.field) == (2, "entry_count")


def test_the_first_record_must_be_the_header(sample: Path) -> None:
    records = records_of(sample)
    with pytest.raises(TraceFormatError) as caught:
        read_all(write(sample.parent, rechain(records[1:])))
    assert (caught.value.line, caught.value.field) == (1, "record")


@pytest.mark.parametrize("where", ["second header", "after end"])
def test_records_out_of_place_are_refused(sample: Path, where: str) -> None:
    records = records_of(sample)
    if where == "second header":
        records.insert(2, records[0])
        expected_line = 3
    else:
        records.append(records[1])
        expected_line = 8
    with pytest.raises(TraceFormatError) as caught:
        read_all(write(sample.parent, rechain(records)))
    assert caught.value.line == expected_line


def test_to_contract_refuses_what_is_not_a_wire_struct() -> None:
    with pytest.raises(TraceStateError):
        to_contract(object())  # type: ignore[call-overload]


def test_to_contract_turns_every_record_into_its_contract_model(sample: Path) -> None:
    reader, records = read_all(sample)
    assert isinstance(to_contract(reader.header), TraceHeader)
    assert isinstance(to_contract(records[0].entry), TraceEntry)
    assert reader.end is not None and isinstance(to_contract(reader.end), TraceEnd)
    assert to_contract(records[0].entry.input).task_goal == records[0].entry.input.task_goal


# ----------------------------------------------------------------------------------------- hostile input

HOSTILE = {
    "empty": b"",
    "white space": b" \n\t\r\n",
    "binary": bytes(range(256)) * 4,
    "png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    "utf-8 bom": b'\xef\xbb\xbf{"record":"header"}\n',
    "not json": b"hello, world\n",
    "json array": b"[1, 2, 3]\n",
    "json string": b'"trace"\n',
    "nan": b'{"record":"header","schema_version":NaN}\n',
    "lone surrogate": b'{"record":"header","schema_version":2,"run_id":"\\ud800"}\n',
    "deep nesting": b"[" * 100_000 + b"]" * 100_000 + b"\n",
    "deep object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000 + b"\n",
    "unterminated object": b'{"record": "header", "run_id": "r',
    "invalid utf-8": b'{"record":"header","run_id":"\xff\xfe"}\n',
    "document with a bad tail": b'{"entries": []} garbage',
    "null": b"null",
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_files_are_format_errors_and_nothing_else(tmp_path: Path, name: str) -> None:
    path = write(tmp_path, HOSTILE[name])
    with pytest.raises(TraceFormatError):
        read_all(path)
    with pytest.raises(TraceFormatError):
        read_trace(path)


@pytest.mark.parametrize(
    "line",
    [
        b"[" * 100_000 + b"]" * 100_000,
        b'{"record":"entry","index":1e400}',
        b'{"record":"entry","index":123456789012345678901234567890}',
        b'{"record":"entry","duration_ms":NaN}',
        b'{"record":"entry","input":{"payload":{"s":"\\ud800"}}}',
        b'{"record":"entry","input":{"payload":{"s":"\\udc00\\ud800"}}}',
        b"\xc3\x28",
        b"",
    ],
)
def test_hostile_entry_lines_are_format_errors_naming_their_line(sample: Path, line: bytes) -> None:
    lines = sample.read_bytes().splitlines(keepends=True)
    path = write(sample.parent, lines[0] + lines[1] + line + b"\n" + b"".join(lines[2:]), "hostile.jsonl")
    with pytest.raises(TraceFormatError) as caught:
        read_all(path)
    assert caught.value.line == 3


def test_huge_numbers_in_a_payload_are_not_portable(sample: Path) -> None:
    records = records_of(sample)
    records[1]["input"]["payload"] = {"big": 0}
    data = rechain(records).replace(b'"big":0', b'"big":1' + b"0" * 400)
    with pytest.raises(TraceFormatError) as caught:
        read_all(write(sample.parent, data))
    assert caught.value.field == "input.payload.big"


def test_a_line_longer_than_the_limit_is_refused_without_being_loaded(tmp_path: Path) -> None:
    path = write_sample(tmp_path / "t.jsonl", entries=1, close=False)
    with path.open("ab") as handle:
        chunk = b"x" * (1 << 20)
        handle.write(b'{"record":"entry","input":"')
        for _ in range(100):
            handle.write(chunk)
        handle.write(b'"}\n')
    tracemalloc.start()
    try:
        with pytest.raises(LineTooLongError) as caught:
            read_all(path, max_line_bytes=64 * 1024)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert caught.value.line == 3
    assert peak < 8 * 1024 * 1024


def test_a_line_of_exactly_the_limit_is_accepted(sample: Path) -> None:
    longest = max(len(line) for line in sample.read_bytes().splitlines())
    read_all(sample, max_line_bytes=longest)
    with pytest.raises(LineTooLongError):
        read_all(sample, max_line_bytes=longest - 1)


def test_a_missing_file_and_a_directory_are_io_errors(tmp_path: Path) -> None:
    with pytest.raises(TraceIOError):
        read_all(tmp_path / "absent.jsonl")
    with pytest.raises(TraceIOError):
        read_all(tmp_path)


def test_wire_entries_are_frozen(sample: Path) -> None:
    _, records = read_all(sample)
    with pytest.raises(AttributeError):
        records[0].entry.index = 9  # type: ignore[misc]
    assert isinstance(records[0].entry, wire.Entry)


def test_iterating_after_the_block_is_a_state_error(sample: Path) -> None:
    with TraceReader(sample) as reader:
        records = iter(reader)
        next(records)
    with pytest.raises(TraceStateError):
        next(records)


def nested_lists(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("payload", "portable"),
    [
        ({"n": 9007199254740991, "m": -9007199254740991}, True),
        ({"n": 9007199254740992}, False),
        ({"n": -9007199254740992}, False),
        ({"x": 9007199254740991.0}, True),
        ({"x": 9007199254740992.0}, False),
        ({"deep": nested_lists(127)}, True),  # the scalar sits at depth 128 below the payload
        ({"deep": nested_lists(128)}, False),
        ({"deep": [[], {}, [[{"k": [1.5, None, True, "s"]}]]]}, True),
    ],
)
def test_payloads_read_from_json_are_checked_for_portability(
    sample: Path, payload: Any, portable: bool
) -> None:
    records = records_of(sample)
    records[1]["input"]["payload"] = payload
    path = write(sample.parent, rechain(records))
    if portable:
        read_all(path)
        return
    with pytest.raises(TraceFormatError) as caught:
        read_all(path)
    assert caught.value.line == 2 and (caught.value.field or "").startswith("input.payload.")


def test_json_lines_whose_first_is_no_header_record_are_said_to_be_so(tmp_path: Path) -> None:
    # Another producer's JSONL: a header object without our "record" member, then its entries.
    path = tmp_path / "trace.jsonl"
    path.write_text('{"run_id": "r", "schema_version": 2}\n{"index": 0}\n{"index": 1}\n')
    with pytest.raises(TraceFormatError) as refused:
        read_trace(path)
    assert refused.value.line == 1 and refused.value.field == "record"
    assert refused.value.reason.startswith("not a trace: the file holds JSON lines, and the first is no")


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (lambda line: b"", "the line is blank; JSONL holds one record on every line"),
        (lambda line: b" \r", "the line is blank; JSONL holds one record on every line"),
        (
            lambda line: line.replace(b'"index":', b'"x":NaN,"index":', 1),
            "(NaN is not a JSON number)",
        ),
        (
            lambda line: line.replace(b'"index":', b'"x":-Infinity,"index":', 1),
            "(-Infinity is not a JSON number)",
        ),
    ],
)
def test_a_blank_or_nan_line_is_refused_for_what_it_is(
    tmp_path: Path, edit: Callable[[bytes], bytes], reason: str
) -> None:
    path = write_sample(tmp_path / "trace.jsonl", entries=3)
    lines = path.read_bytes().split(b"\n")
    lines[2] = edit(lines[2])
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(TraceFormatError) as refused:
        read_trace(path)
    assert refused.value.line == 3 and refused.value.reason.endswith(reason)


def test_the_reader_says_whether_the_header_line_ends_with_cr_lf(tmp_path: Path) -> None:
    path = write_sample(tmp_path / "trace.jsonl")
    with TraceReader(path) as reader:
        assert not reader.header_crlf
    converted = tmp_path / "converted.jsonl"
    converted.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    with TraceReader(converted) as reader:
        assert reader.header_crlf
        for _ in reader:
            pass
        assert reader.chain_break_count > 0  # the digests cover each CR, so every link breaks
