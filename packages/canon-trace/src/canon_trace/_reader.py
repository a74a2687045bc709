"""Streaming trace reader: one line at a time in constant memory, checking the hash chain as it goes.

The reader never re-canonicalizes a JSONL line: the chain digests the bytes exactly as they are on disk.
Single-document traces (schema version 2 or 1) are read whole (within the same byte limit), upgraded to
version 2 records, and chained over the canonical bytes of those records, as if they had been JSONL.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self

import msgspec

from canon_contracts import digest_bytes

from . import wire
from ._canonical import canonical_json
from ._chain import Chain, ChainBreak
from ._checks import (
    MAX_CONTAINERS,
    Problem,
    container_problem,
    decode_problem,
    entry_problem,
    header_problem,
    incompatibility,
    repeated_key_problem,
)
from ._lean import LeanEntry, sound
from ._upgrade import SourceFormat, UpgradedDocument, upgrade_document
from .errors import LineTooLongError, TraceFormatError, TraceIOError, TraceStateError, UnsupportedSchemaError

__all__ = ["DEFAULT_MAX_LINE_BYTES", "EntryRecord", "TraceReader", "TraceStatus"]

#: Longest line (or single-document trace) read by default: 64 MiB.
DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024
_DECODE_ERRORS = (msgspec.ValidationError, msgspec.DecodeError, RecursionError)
_ANY = msgspec.json.Decoder()
_HEADER = msgspec.json.Decoder(wire.Header)
_RECORD = msgspec.json.Decoder(wire.Entry | wire.End)
_ENTRY = msgspec.json.Decoder(wire.Entry)  # most lines are entries; decoding one type skips the tag search
_LEAN_ENTRY = msgspec.json.Decoder(LeanEntry)  # the first reading of an entry line (see ``_lean``)
_WHITESPACE = b" \t\r\n"
_BOM = b"\xef\xbb\xbf"
#: What a file that is no JSON text often is instead, by its first bytes, to name in the refusal.
_PACKED = (
    (b"\x1f\x8b", "gzip-compressed (decompress it first: gunzip)"),
    (b"(\xb5/\xfd", "zstd-compressed (decompress it first: unzstd)"),
    (b"BZh", "bzip2-compressed (decompress it first: bunzip2)"),
    (b"\xfd7zXZ\x00", "xz-compressed (decompress it first: unxz)"),
    (b"PK\x03\x04", "a zip archive (extract the trace from it first)"),
    (b"\xff\xfe", "UTF-16 text (a trace is UTF-8)"),
    (b"\xfe\xff", "UTF-16 text (a trace is UTF-8)"),
)
_AT_BYTE = re.compile(r"\(byte (\d+)\)")
_BUFFER = 1 << 16


class TraceStatus(StrEnum):
    """Whether a trace ends with its end record (``complete``) or was cut short (``incomplete``)."""

    COMPLETE = "complete"
    INCOMPLETE = "incomplete"


class EntryRecord(msgspec.Struct, frozen=True, gc=False):
    """One entry as read: its 1-based line, the digest of the line's bytes (newline excluded), the entry.

    A frozen struct rather than a frozen dataclass: the reader builds one per line, in a fifth of the time.
    """

    line: int
    digest: str
    entry: wire.Entry


class TraceReader:
    """Read a trace (JSONL, or a single document of schema version 2 or 1) as a stream of entries.

    Use it as a context manager: entering reads and validates the header, iterating yields ``EntryRecord``s,
    and once iteration ends ``status``, ``intact``, ``end``, ``chain_breaks`` and ``file_digest`` are known. A
    truncated last line or a missing end record is not an error: the entries before it are yielded and
    ``status`` is ``incomplete`` with an ``incomplete_reason``. A chain break is not an error either: the
    trace may still be ``complete``, but it is not ``intact``. Anything unreadable raises ``TraceFormatError``
    naming the line and field; a line longer than ``max_line_bytes`` raises ``LineTooLongError`` without
    being loaded.

    Args:
        path: The trace file.
        max_line_bytes: Longest line accepted (also the largest single-document trace).
    """

    def __init__(self, path: str | os.PathLike[str], *, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES) -> None:
        if type(max_line_bytes) is not int or max_line_bytes < 1:
            raise TraceStateError(f"max_line_bytes must be a positive integer, got {max_line_bytes!r}")
        self._path = Path(path)
        self._source = str(path)
        self._limit = max_line_bytes
        self._file: IO[bytes] | None = None
        self._hasher = hashlib.sha256()
        self._bytes_read = 0
        self._header: wire.Header | None = None
        self._header_digest = ""
        self._format = SourceFormat.JSONL
        self._crlf = False
        self._document: UpgradedDocument | None = None
        self._chain = Chain("", "")
        self._end: wire.End | None = None
        self._end_line = 0
        self._incomplete_reason: str | None = None
        self._started = False
        self._file_digest: str | None = None

    # ----------------------------------------------------------------------------------------- lifecycle

    def __enter__(self) -> Self:
        if self._file is not None or self._header is not None:
            raise TraceStateError("a TraceReader is entered once")
        try:
            self._file = open(self._path, "rb", buffering=_BUFFER)
        except OSError as exc:
            raise TraceIOError(f"{self._source}: cannot open the trace ({exc.strerror or exc})") from exc
        try:
            self._read_header()
        except BaseException:
            self._file.close()
            raise
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._file is not None:
            self._file.close()

    def __iter__(self) -> Iterator[EntryRecord]:
        if self._header is None:
            raise TraceStateError("enter the reader (`with TraceReader(path) as reader:`) before iterating")
        if self._started:
            raise TraceStateError("a TraceReader yields its entries once")
        self._started = True
        return self._document_records() if self._document is not None else self._jsonl_records()

    # ------------------------------------------------------------------------------------------- results

    @property
    def path(self) -> Path:
        """The trace file."""
        return self._path

    @property
    def header(self) -> wire.Header:
        """The header record (upgraded to version 2 for a single-document trace)."""
        if self._header is None:
            raise TraceStateError("the header is read when the reader is entered")
        return self._header

    @property
    def header_digest(self) -> str:
        """Digest of the header line: the anchor of the chain."""
        if self._header is None:
            raise TraceStateError("the header is read when the reader is entered")
        return self._header_digest

    @property
    def header_crlf(self) -> bool:
        """Whether the header line ends with CR LF, as a JSONL trace converted after it was written does."""
        if self._header is None:
            raise TraceStateError("the header is read when the reader is entered")
        return self._crlf

    @property
    def source_format(self) -> SourceFormat:
        """The encoding the trace was read from."""
        return self._format

    @property
    def end(self) -> wire.End | None:
        """The end record, or None for an incomplete trace."""
        self._require_finished()
        return self._end

    @property
    def status(self) -> TraceStatus:
        """``complete`` when the end record was read, ``incomplete`` otherwise."""
        self._require_finished()
        return TraceStatus.INCOMPLETE if self._end is None else TraceStatus.COMPLETE

    @property
    def intact(self) -> bool:
        """Whether the trace is complete and its hash chain has no break (``status`` alone ignores breaks)."""
        self._require_finished()
        return self._end is not None and self._chain.break_count == 0

    @property
    def incomplete_reason(self) -> str | None:
        """Why the trace is incomplete (truncated line, no end record), or None."""
        self._require_finished()
        return self._incomplete_reason

    @property
    def file_digest(self) -> str:
        """sha256 of the raw file bytes."""
        self._require_finished()
        assert self._file_digest is not None
        return self._file_digest

    @property
    def chain_breaks(self) -> list[ChainBreak]:
        """The chain breaks found so far (the first 1000)."""
        return list(self._chain.breaks)

    @property
    def chain_break_count(self) -> int:
        """How many chain breaks were found so far."""
        return self._chain.break_count

    @property
    def bytes_read(self) -> int:
        """How many bytes of the file were read so far."""
        return self._bytes_read

    @property
    def entry_count(self) -> int:
        """How many entries were yielded so far."""
        return self._chain.entry_count

    def _require_finished(self) -> None:
        if self._file_digest is None:
            raise TraceStateError("read every entry first: this is known once iteration has ended")

    # -------------------------------------------------------------------------------------------- header

    def _read_header(self) -> None:
        first = self._readline()
        if not first:
            raise TraceFormatError("the file is empty", source=self._source)
        if first.startswith(_BOM):
            raise TraceFormatError(
                "not a trace: the file starts with a UTF-8 byte order mark, which a JSON trace never carries",
                source=self._source,
            )
        lead = first.lstrip(_WHITESPACE)[:1]
        if lead and lead != b"{":
            packed = next((kind for magic, kind in _PACKED if first.startswith(magic)), None)
            said = f"this file with {lead!r}" if packed is None else f"this file is {packed}"
            raise TraceFormatError(
                f"not a trace: a trace is JSON and starts with '{{', {said}", source=self._source
            )
        if lead:
            too_many = container_problem(first)
            if too_many is not None:
                raise TraceFormatError(f"the first line {too_many}", source=self._source, line=1)
            try:
                candidate = _ANY.decode(first)
            except _DECODE_ERRORS:
                candidate = None
            if type(candidate) is dict and "record" in candidate:
                self._open_jsonl(first, candidate)
                return
        self._open_document(first)

    def _open_jsonl(self, first: bytes, candidate: dict[str, Any]) -> None:
        self._account(first)
        self._crlf = first.endswith(b"\r\n")
        if not first.endswith(b"\n"):
            raise TraceFormatError("the header line is truncated (no newline)", source=self._source, line=1)
        if candidate["record"] != "header":
            raise TraceFormatError(
                "the first record must be the header", source=self._source, line=1, field="record"
            )
        version = candidate.get("schema_version")
        if type(version) is not int or version != 2:
            said = "declares no schema_version" if version is None else f"declares schema version {version!r}"
            raise UnsupportedSchemaError(
                f"the header {said}; JSONL traces are schema version 2",
                source=self._source,
                line=1,
                field="schema_version",
            )
        line = first[:-1]
        try:
            header = _HEADER.decode(line)
        except _DECODE_ERRORS as exc:
            raise self._error(decode_problem(exc, line), 1) from None
        repeated = repeated_key_problem(line, header)
        if repeated is not None:
            raise self._error(repeated, 1)
        self._adopt_header(header, digest_bytes(line), 1)

    def _open_document(self, first: bytes) -> None:
        assert self._file is not None
        self._file.seek(0)
        data = self._file.read(self._limit + 1)
        if len(data) > self._limit:
            raise LineTooLongError(
                f"the trace is neither JSONL nor a single document within the {self._limit}-byte limit",
                source=self._source,
                line=1,
            )
        self._account(data)
        if not data.strip(_WHITESPACE):
            raise TraceFormatError("the file holds only white space", source=self._source)
        too_many = container_problem(data)
        if too_many is not None:
            raise TraceFormatError(f"the document {too_many}", source=self._source)
        try:
            document = _ANY.decode(data)
        except _DECODE_ERRORS as exc:
            raise self._unreadable_document(exc, data, first) from None
        repeated = repeated_key_problem(data, value=document)
        if repeated is not None:
            raise self._error(repeated, None)
        upgraded = upgrade_document(document, source=self._source)
        self._format = upgraded.source_format
        try:
            header = msgspec.convert(upgraded.header, wire.Header)
        except msgspec.ValidationError as exc:
            raise self._error(decode_problem(exc), None) from None
        self._adopt_header(header, digest_bytes(canonical_json(header)), None)
        self._document = upgraded

    def _unreadable_document(self, exc: Exception, data: bytes, first: bytes) -> TraceFormatError:
        if b'"record"' in first:  # a JSONL trace whose header line is broken: report that line
            try:
                _ANY.decode(first)
            except _DECODE_ERRORS as line_error:
                return self._error(decode_problem(line_error, first), 1)
        found = _AT_BYTE.search(str(exc))
        line = data.count(b"\n", 0, int(found.group(1))) + 1 if found else None
        if "trailing characters" in str(exc) and _is_json_object(first):
            # JSON lines, but the first is no header record: say that, not what a single document lacks.
            return TraceFormatError(
                "not a trace: the file holds JSON lines, and the first is no header record "
                '(a JSONL trace starts with {"record": "header", ...})',
                source=self._source,
                line=1,
                field="record",
            )
        field, message = decode_problem(exc, data)
        return TraceFormatError(
            f"not a JSON trace: {message}", source=self._source, line=line, field=field or None
        )

    def _adopt_header(self, header: wire.Header, digest: str, line: int | None) -> None:
        reason = incompatibility(header.contract_version)
        if reason is not None:
            raise UnsupportedSchemaError(reason, source=self._source, line=line, field="contract_version")
        problem = header_problem(header)
        if problem is not None:
            raise self._error(problem, line)
        self._header, self._header_digest = header, digest
        self._chain = Chain(digest, header.run_id)

    # ------------------------------------------------------------------------------------------- entries

    def _jsonl_records(self) -> Iterator[EntryRecord]:
        line_number = 1
        limit, source, decode_lean, sha256 = self._limit, self._source, _LEAN_ENTRY.decode, hashlib.sha256
        update, chain, handle = self._hasher.update, self._chain, self._file
        assert handle is not None
        readline = handle.readline
        while True:
            try:
                raw = readline(limit + 1)
            except (ValueError, OSError) as exc:  # a closed file, or a failed read
                raise self._read_failure(exc) from exc
            if not raw:
                break
            line_number += 1
            update(raw)
            self._bytes_read += len(raw)
            if self._end is not None:
                raise TraceFormatError("a record follows the end record", source=source, line=line_number)
            if raw[-1] != 0x0A:
                if len(raw) > limit:
                    raise LineTooLongError(
                        f"the line is longer than the {limit}-byte limit", source=source, line=line_number
                    )
                self._incomplete_reason = f"line {line_number} is truncated: the file ends without a newline"
                break
            line = raw[:-1]
            if len(line) > MAX_CONTAINERS and (too_many := container_problem(line)) is not None:
                raise self._error(("", f"the line {too_many}"), line_number)
            digest = "sha256:" + sha256(line).hexdigest()
            record: wire.Entry | wire.End | None
            try:  # settled by the lean reading, or read again by the wire structs, which name any problem
                record = decode_lean(line)
            except _DECODE_ERRORS:
                record = None
            lean = record is not None and sound(record)
            if not lean:
                record = self._read_strictly(line, line_number)
            assert record is not None
            repeated = repeated_key_problem(line, record)
            if repeated is not None:
                raise self._error(repeated, line_number)
            if isinstance(record, wire.Entry):
                problem = chain.entry(record, digest, line_number) or entry_problem(
                    record, decoded=True, portable=lean
                )
                if problem is not None:
                    raise self._error(problem, line_number)
                yield EntryRecord(line_number, digest, record)
            else:
                self._accept_end(record, line_number)
        self._finish()

    def _read_strictly(self, line: bytes, line_number: int) -> wire.Entry | wire.End:
        """Read a line with the wire structs, which name any problem it has."""
        try:
            return _ENTRY.decode(line)
        except msgspec.ValidationError:  # the end record, or an invalid line: the union says which
            try:
                return _RECORD.decode(line)
            except _DECODE_ERRORS as exc:
                raise self._error(decode_problem(exc, line), line_number) from None
        except _DECODE_ERRORS as exc:
            raise self._error(decode_problem(exc, line), line_number) from None

    def _document_records(self) -> Iterator[EntryRecord]:
        assert self._document is not None
        for position, item in enumerate(self._document.entries):
            line_number = position + 2
            fields = (
                {"index": position, "prev_digest": self._chain.last, **item} if type(item) is dict else item
            )
            try:
                entry = msgspec.convert(fields, wire.Entry)
            except msgspec.ValidationError as exc:
                raise self._error(decode_problem(exc), line_number, position) from None
            digest = digest_bytes(canonical_json(entry))
            self._accept_entry(entry, digest, line_number, position)
            yield EntryRecord(line_number, digest, entry)
        if self._document.end is None:
            self._incomplete_reason = "the document has no termination_reason: the run did not finish"
        else:
            chained = {"entry_count": self._chain.entry_count, "prev_digest": self._chain.last}
            fields = {**chained, **self._document.end}
            try:
                end = msgspec.convert(fields, wire.End)
            except msgspec.ValidationError as exc:
                raise self._error(decode_problem(exc), None) from None
            self._accept_end(end, len(self._document.entries) + 2)
        self._finish()

    def _accept_entry(
        self, entry: wire.Entry, digest: str, line: int, position: int | None, *, portable: bool = False
    ) -> None:
        problem = self._chain.entry(entry, digest, line) or entry_problem(
            entry, decoded=True, portable=portable
        )
        if problem is not None:
            raise self._error(problem, line, position)

    def _accept_end(self, end: wire.End, line: int) -> None:
        problem = self._chain.end(end, line)
        if problem is not None:
            raise self._error(problem, line)
        self._end, self._end_line = end, line

    def _finish(self) -> None:
        if self._end is None:
            self._incomplete_reason = self._incomplete_reason or (
                "the trace has no end record: the run did not finish, or the file was cut after a whole line"
            )
        elif self._chain.entry_count == 0:
            field = "entries" if self._document is not None else "entry_count"
            raise self._error((field, "a complete trace must hold at least one entry"), self._end_line)
        self._file_digest = "sha256:" + self._hasher.hexdigest()

    # ------------------------------------------------------------------------------------------- helpers

    def _readline(self) -> bytes:
        assert self._file is not None
        if self._file.closed:
            raise TraceStateError("the reader was closed: iterate inside its `with` block")
        try:
            return self._file.readline(self._limit + 1)
        except OSError as exc:
            raise TraceIOError(f"{self._source}: cannot read the trace ({exc.strerror or exc})") from exc

    def _read_failure(self, exc: Exception) -> TraceStateError | TraceIOError:
        """What ``_readline`` raises for a read that failed with ``exc``."""
        if self._file is None or self._file.closed:
            return TraceStateError("the reader was closed: iterate inside its `with` block")
        detail = exc.strerror if isinstance(exc, OSError) else None
        return TraceIOError(f"{self._source}: cannot read the trace ({detail or exc})")

    def _account(self, raw: bytes) -> None:
        self._hasher.update(raw)
        self._bytes_read += len(raw)

    def _error(self, problem: Problem, line: int | None, position: int | None = None) -> TraceFormatError:
        """A ``TraceFormatError`` at ``problem``: line and field for JSONL, a field path for a document."""
        field, message = problem
        if self._format is not SourceFormat.JSONL:
            line = None
            if position is not None:
                field = f"entries[{position}]" + (f".{field}" if field and field[0] != "[" else field)
        return TraceFormatError(message, source=self._source, line=line, field=field or None)


def _is_json_object(line: bytes) -> bool:
    """Whether ``line`` alone is a JSON object (as the first line of JSONL is)."""
    try:
        return type(_ANY.decode(line)) is dict
    except _DECODE_ERRORS:
        return False
