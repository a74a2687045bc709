"""The hash chain: an edit, deletion, reordering, duplication or rewritten header shows up as a chain break
at the record after it; positions are checked while the chain holds; a cut after a whole line is reported
incomplete."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canon_contracts import digest_bytes
from canon_trace import (
    ChainBreak,
    TraceFormatError,
    TraceReader,
    TraceStatus,
    canonical_json,
    read_trace,
    wire,
)
from canon_trace.testing import rechain, records_of, write_sample

MAX_KEPT_CHAIN_BREAKS = 1000  # documented: the first 1000 breaks are kept


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    return write_sample(tmp_path / "trace.jsonl", entries=5)


def lines_of(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines()


def write_lines(path: Path, lines: list[bytes]) -> Path:
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    return path


def breaks_of(path: Path) -> tuple[list[ChainBreak], TraceStatus]:
    with TraceReader(path) as reader:
        list(reader)
        return reader.chain_breaks, reader.status


def reencoded(line: bytes, **changes: object) -> bytes:
    """The line with ``changes``, still a valid canonical record (only its content differs)."""
    return canonical_json(json.loads(line) | changes)


def test_an_intact_trace_has_no_break(sample: Path) -> None:
    assert breaks_of(sample) == ([], TraceStatus.COMPLETE)


def test_an_edited_entry_breaks_the_chain_at_the_next_record(sample: Path) -> None:
    lines = lines_of(sample)
    original = lines[2]
    lines[2] = reencoded(lines[2], iteration=7)
    breaks, status = breaks_of(write_lines(sample, lines))
    assert breaks == [
        ChainBreak(line=4, entry_index=2, expected=digest_bytes(lines[2]), observed=digest_bytes(original))
    ]
    assert status is TraceStatus.COMPLETE


def test_an_edited_last_entry_breaks_the_chain_at_the_end_record(sample: Path) -> None:
    lines = lines_of(sample)
    lines[5] = reencoded(lines[5], iteration=7)
    breaks, _ = breaks_of(write_lines(sample, lines))
    assert [(b.line, b.entry_index) for b in breaks] == [(7, None)]


def test_a_rewritten_header_breaks_the_chain_at_the_first_entry(sample: Path) -> None:
    lines = lines_of(sample)
    lines[0] = reencoded(lines[0], created_at="1999-12-31T23:59:59Z")
    breaks, _ = breaks_of(write_lines(sample, lines))
    assert [(b.line, b.entry_index) for b in breaks] == [(2, 0)]


def test_a_deleted_entry_breaks_the_chain_and_the_count_is_not_also_an_error(sample: Path) -> None:
    lines = lines_of(sample)
    del lines[3]
    breaks, status = breaks_of(write_lines(sample, lines))
    assert [(b.line, b.entry_index) for b in breaks] == [(4, 3)]
    assert status is TraceStatus.COMPLETE


def test_reordered_entries_break_the_chain(sample: Path) -> None:
    lines = lines_of(sample)
    lines[2], lines[3] = lines[3], lines[2]
    breaks, _ = breaks_of(write_lines(sample, lines))
    assert [b.line for b in breaks] == [3, 4, 5]


def test_a_duplicated_entry_breaks_the_chain(sample: Path) -> None:
    lines = lines_of(sample)
    lines.insert(3, lines[2])
    breaks, _ = breaks_of(write_lines(sample, lines))
    assert [b.line for b in breaks] == [
        4
    ]  # the copy chains to the original's predecessor; its successor to it


def test_a_trace_cut_after_a_whole_line_is_incomplete_but_unbroken(sample: Path) -> None:
    lines = lines_of(sample)
    breaks, status = breaks_of(write_lines(sample, lines[:4]))
    assert (breaks, status) == ([], TraceStatus.INCOMPLETE)


def intact(path: Path) -> tuple[bool, bool]:
    """``intact`` as the streaming reader and as ``read_trace`` report it."""
    with TraceReader(path) as reader:
        list(reader)
        streamed = reader.intact
    return streamed, read_trace(path).intact


def test_a_complete_unbroken_trace_is_intact(sample: Path) -> None:
    assert intact(sample) == (True, True)


def test_a_complete_trace_with_a_chain_break_is_not_intact(sample: Path) -> None:
    lines = lines_of(sample)
    lines[2] = reencoded(lines[2], iteration=7)
    edited = write_lines(sample, lines)
    assert read_trace(edited).status is TraceStatus.COMPLETE
    assert intact(edited) == (False, False)


def test_an_unbroken_incomplete_trace_is_not_intact(sample: Path) -> None:
    cut = write_lines(sample, lines_of(sample)[:4])
    assert read_trace(cut).chain_breaks == ()
    assert intact(cut) == (False, False)


def test_read_trace_reports_chain_breaks(sample: Path) -> None:
    lines = lines_of(sample)
    lines[1] = reencoded(lines[1], iteration=3)
    assert [b.line for b in read_trace(write_lines(sample, lines)).chain_breaks] == [3]


def test_a_wrong_index_on_an_intact_chain_is_a_format_error(sample: Path) -> None:
    records = records_of(sample)
    records[2]["index"] = 9
    sample.write_bytes(rechain(records))
    with pytest.raises(TraceFormatError) as caught:
        breaks_of(sample)
    assert (caught.value.line, caught.value.field) == (3, "index")


def test_a_wrong_entry_count_on_an_intact_chain_is_a_format_error(sample: Path) -> None:
    records = records_of(sample)
    records[-1]["entry_count"] = 4
    sample.write_bytes(rechain(records))
    with pytest.raises(TraceFormatError) as caught:
        breaks_of(sample)
    assert (caught.value.line, caught.value.field) == (7, "entry_count")


def test_only_the_first_breaks_are_kept_but_all_are_counted(sample: Path) -> None:
    lines = lines_of(sample)
    entry = json.loads(lines[1])
    many = [
        canonical_json(entry | {"index": index, "prev_digest": "sha256:" + "0" * 64})
        for index in range(MAX_KEPT_CHAIN_BREAKS + 5)
    ]
    with TraceReader(write_lines(sample, [lines[0], *many])) as reader:
        list(reader)
    assert reader.chain_break_count == MAX_KEPT_CHAIN_BREAKS + 5
    assert len(reader.chain_breaks) == MAX_KEPT_CHAIN_BREAKS


def test_the_chain_digests_the_exact_bytes_on_disk(sample: Path) -> None:
    """A producer may encode differently; the reader never re-canonicalizes what it digests."""
    records = records_of(sample)
    loose = []
    previous = ""
    for record in records:
        if record["record"] != "header":
            record["prev_digest"] = previous
        line = json.dumps(record, indent=None, separators=(", ", ": ")).encode()  # not canonical
        previous = digest_bytes(line)
        loose.append(line)
    path = write_lines(sample, loose)
    with TraceReader(path) as reader:
        digests = [record.digest for record in reader]
    assert digests == [digest_bytes(line) for line in loose[1:-1]] and reader.chain_breaks == []
    assert isinstance(reader.end, wire.End)
