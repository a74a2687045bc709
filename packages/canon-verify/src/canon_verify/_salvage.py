"""Reading a trace that the reader refuses, record by record and member by member, so it can still be judged.

Anything with the overall shape of a trace gets a report: a single document (a JSON object with a non-empty
``entries`` array) or JSONL whose first line is a header record. Foreign members that mean ours are mapped
by canon-trace's tolerant upgrade; a member that belongs nowhere becomes a ``payload.unknown_member``
finding (info) and is ignored; a member without the contract's shape becomes a ``payload.shape`` finding
(error) and is dropped, as is a JSONL line that is not a JSON object; a blank JSONL line is one such error,
and neither an entry nor a link of the chain. Field paths name members after
mapping, so they are ours. When the header forms a record, every check runs on the entries that form
records, and an entry that does not is judged by payload validation only; when the header does not, the
lifecycle and work checks that need the run's definition are not performed, and those that need only the
header's runtime, replayability and model are, when those three members have their shapes.

A JSONL trace is read again from the start, a line at a time, so memory stays bounded; its hash chain is
followed over the bytes of its lines as the reader follows it.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Final, NamedTuple

import msgspec
import msgspec.inspect

from canon_contracts import CallStatus, Replayability, digest_bytes
from canon_trace import (
    DEFAULT_MAX_LINE_BYTES,
    MAX_CONTAINERS,
    ChainBreak,
    TraceFormatError,
    UnsupportedSchemaError,
    canonical_json,
    container_problem,
    entry_problem,
    header_problem,
    repeated_key_problem,
    runtime_version_problem,
    status_problem,
    upgrade_document,
    wire,
)

from ._checks import FindingLog, Where, shown
from ._lenient import LenientJSON, decode_lenient, lenient_messages
from ._payload import UNSAID
from .errors import VerifyInputError

__all__ = ["ModelClaims", "Salvage", "SalvagedEntry", "salvage_document", "salvage_jsonl"]

_AT = re.compile(r"(?s)(.*) - at `\$(.*)`")
_STEP = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\.\.\.)\]")
_MISSING_FIELD = re.compile(r"Object missing required field `([^`]*)`")
_UNKNOWN = re.compile(r"Object contains unknown field `([^`]*)`")
#: How many members of one record are dropped before the record is given up.
_MAX_REPAIRS: Final = 64
_FAILED: Final = object()
_DECODE = msgspec.json.Decoder()


#: One entry position as salvaged: its line (JSONL only), the record (None if it forms none), and its run id
#: and number as written (None when absent), for payload validation.
SalvagedEntry = tuple["int | None", "wire.Entry | None", object, object]

_MAX_BREAKS = 1000
#: How many lines in a row that form no record wait for the next record's link; more are counted as entries.
_MAX_STRAY = 1000
_WHITESPACE = b" \t\r\n"
_BLANK = "the line is blank; JSONL holds one record on every line"
_TOO_LONG = f"the line is longer than the reader's {DEFAULT_MAX_LINE_BYTES:,}-byte limit, so it is not read"
_NO_HEADER = "sha256:" + "0" * 64


#: A header's runtime version, replayability and model metadata (None when it declares none).
ModelClaims = tuple[str, Replayability, "wire.ModelMetadata | None"]


@dataclass(slots=True)
class Salvage:
    """What a tolerant reading gives: the header (if it forms a record) and what it says, then the entries.

    ``records`` yields the entries once; ``end``, ``ended``, the chain breaks, ``incomplete_reason``,
    ``bytes_read`` and ``file_digest`` are final once it is exhausted.
    """

    header: wire.Header | None
    run_id: object
    schema_version: object
    contract_version: object
    records: Iterator[SalvagedEntry]
    end: wire.End | None = None
    end_line: int | None = None
    ended: bool = False
    """Whether the trace declares its end (a termination reason, an end record), whatever its shape."""
    breaks: list[ChainBreak] = field(default_factory=list)
    break_count: int = 0
    crlf: bool = False
    """Whether the header line ends with CR LF (JSONL only)."""
    incomplete_reason: str | None = None
    bytes_read: int = 0
    file_digest: str = ""
    model_claims: ModelClaims | None = None
    """What a header that forms no record says of its runtime and model, when those members have shapes."""


def salvage_document(path: Path, log: FindingLog, *, file_digest: Callable[[bytes], str]) -> Salvage | None:
    """Read ``path`` tolerantly as a single-document trace, logging what does not fit; None if it is none.

    It is none when it is not JSON, not an object, holds no non-empty ``entries`` array, or is larger than the
    reader's limit: then the reader's refusal stands, except for an object whose ``entries`` is empty.

    Raises:
        VerifyInputError: if ``path`` is an object whose ``entries`` array is empty.
    """
    found = _read_document(path)
    if found is None:
        return None
    data, read = found
    document = read.value
    if type(document) is dict and document.get("entries") == []:
        # Whatever else is wrong with it, this is what makes it no trace: say so rather than its first misfit.
        raise VerifyInputError(
            "the document holds no entries", path=shown(os.fspath(path), 1000), field="entries"
        )
    if type(document) is not dict:
        return None
    listed = _entries_by_index(document.get("entries"))
    if listed is not None:
        log.add("payload.shape", "the entries are an object keyed by index, not an array", field="entries")
        document = {**document, "entries": listed}
    if type(document.get("entries")) is not list or not document["entries"]:
        return None
    for message in _read_notes("the document", data, read):
        log.add("payload.shape", message)
    try:
        upgraded = upgrade_document(document, tolerant=True)
    except (TraceFormatError, UnsupportedSchemaError):
        return _unreadable(document, data, file_digest)  # an unsupported schema version: payload says so
    for note in upgraded.notes:
        check = "payload.unknown_member" if note.kind == "unknown" else "payload.shape"
        entry, field = _located(note.field)
        log.add(check, _note_message(note.kind, note.message), at=Where(entry), field=field)
    header = _record(upgraded.header, wire.Header, log, Where())
    if header is not None and (problem := header_problem(header)) is not None:
        log.add("payload.shape", problem[1], field=problem[0])
    salvage = Salvage(
        header=header,
        run_id=upgraded.header.get("run_id"),
        schema_version=upgraded.header.get("schema_version", 1),
        contract_version=upgraded.header.get("contract_version"),
        records=iter(()),
        ended=upgraded.end is not None,
        bytes_read=len(data),
        file_digest=file_digest(data),
    )
    if header is None:
        runtime = upgraded.header.get("runtime_version")
        if type(runtime) is str and (problem := runtime_version_problem(runtime)) is not None:
            log.add("payload.shape", problem[1], field=problem[0])
        salvage.model_claims = _model_claims(upgraded.header)
    if upgraded.end is None:
        salvage.incomplete_reason = "the document has no termination_reason: the run did not finish"
    salvage.records = _document_records(salvage, upgraded.entries, upgraded.end, log)
    return salvage


def _read_document(path: Path) -> tuple[bytes, LenientJSON] | None:
    """The bytes of ``path`` and their JSON read leniently; None if unreadable, too large or no JSON."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(DEFAULT_MAX_LINE_BYTES + 1)
    except OSError:
        return None
    if len(data) > DEFAULT_MAX_LINE_BYTES or container_problem(data) is not None:
        return None
    try:
        return data, decode_lenient(data)
    except (msgspec.DecodeError, RecursionError):
        return None


def _entries_by_index(entries: object) -> list[Any] | None:
    """The members of an object keyed ``"0"``, ``"1"``, ... in index order; None if ``entries`` is no such."""
    if type(entries) is not dict or not entries:
        return None
    if any(type(key) is not str or not key.isascii() or not key.isdigit() for key in entries):
        return None
    order = sorted(entries, key=int)
    if [int(key) for key in order] != list(range(len(order))):
        return None  # a gap, a repeat ("0" and "00") or a start other than 0: not a list written otherwise
    return [entries[key] for key in order]


def _model_claims(header: dict[str, Any]) -> ModelClaims | None:
    """The header's runtime, replayability and model if each has its shape (a misfit is reported already)."""
    runtime, model = header.get("runtime_version"), header.get("model")
    if type(runtime) is not str:
        return None
    try:
        replayability = msgspec.convert(header.get("replayability"), Replayability)
        metadata = None if model is None else msgspec.convert(model, wire.ModelMetadata)
    except msgspec.ValidationError:
        return None
    return runtime, replayability, metadata


def _document_records(
    salvage: Salvage, items: list[Any], end: dict[str, Any] | None, log: FindingLog
) -> Iterator[SalvagedEntry]:
    # A document's chain is synthesized (nothing to check); without a header record it starts anywhere.
    last = _NO_HEADER if salvage.header is None else digest_bytes(canonical_json(salvage.header))
    for position, item in enumerate(items):
        at = Where(position)
        if type(item) is not dict:
            log.add("payload.shape", f"an entry must be an object, got {_kind(item)}", at=at)
            yield None, None, UNSAID, UNSAID
            continue
        entry = _record({"index": position, "prev_digest": last, **item}, wire.Entry, log, at)
        if entry is not None:
            if (problem := entry_problem(entry)) is not None:
                log.add("payload.shape", problem[1], at=at, field=problem[0])
            last = digest_bytes(canonical_json(entry))
        else:
            _check_status(item, log, at)
        yield None, entry, item.get("run_id"), item.get("index", position)
    if end is not None:
        fields = {"entry_count": len(items), "prev_digest": last, **end}
        salvage.end = _record(fields, wire.End, log, Where())
        if salvage.end is None:
            salvage.incomplete_reason = "the document's end members do not form an end record"


def _check_status(fields: dict[str, Any], log: FindingLog, at: Where) -> None:
    """Judge the status of an entry that forms no record against what it carries, as written.

    The rule binds members to each other, not to their shapes: a failed entry that carries an output
    breaks it even when that output is itself misshapen.
    """
    try:
        status = msgspec.convert(fields.get("status"), CallStatus)
    except msgspec.ValidationError:
        return  # reported as a misshapen or missing member already
    problem = status_problem(status, fields.get("output") is not None, fields.get("error") is not None)
    if problem is not None:
        log.add("payload.shape", problem[1], at=at, field=problem[0])


def salvage_jsonl(path: Path, log: FindingLog) -> Salvage | None:
    """Read ``path`` tolerantly as JSONL, a line at a time; None unless its first line is a header record.

    The lines are read when ``records`` is iterated; the file is closed when it is exhausted.
    """
    try:
        handle = open(path, "rb", buffering=1 << 16)
    except OSError:
        return None
    hasher = hashlib.sha256()
    first = handle.readline(DEFAULT_MAX_LINE_BYTES + 1)
    blank = skipped = 0
    while first.endswith(b"\n") and not first.strip(_WHITESPACE):  # blank lines before the header
        hasher.update(first)
        blank, skipped = blank + 1, skipped + len(first)
        first = handle.readline(DEFAULT_MAX_LINE_BYTES + 1)
    try:
        read = None if container_problem(first) is not None else decode_lenient(first)
    except (msgspec.DecodeError, RecursionError):
        read = None
    fields = None if read is None else read.value
    if type(fields) is not dict or fields.get("record") != "header" or not first.endswith(b"\n"):
        handle.close()
        return None
    for number in range(1, blank + 1):
        log.add("payload.shape", _BLANK, at=Where(None, number))
    hasher.update(first)
    at = Where(None, blank + 1)
    for message in [] if read is None else _read_notes("the line", first, read):
        log.add("payload.shape", message, at=at)
    header_fields = {name: value for name, value in fields.items() if name != "record"}
    version = fields.get("schema_version")
    # A version this verifier does not read is judged by payload validation alone (never defaulted to 2).
    supported = type(version) is int and version == 2
    header = _record(header_fields, wire.Header, log, at) if supported else None
    if header is not None and (problem := header_problem(header)) is not None:
        log.add("payload.shape", problem[1], at=at, field=problem[0])
    salvage = Salvage(
        header=header,
        run_id=fields.get("run_id"),
        schema_version=fields.get("schema_version"),
        contract_version=fields.get("contract_version"),
        records=iter(()),
        bytes_read=skipped + len(first),
    )
    salvage.crlf = first.endswith(b"\r\n")
    last = "sha256:" + hashlib.sha256(first[:-1]).hexdigest()
    salvage.records = _jsonl_records(salvage, handle, hasher, last, log, blank + 1)
    return salvage


def _jsonl_records(
    salvage: Salvage, handle: IO[bytes], hasher: Any, last: str, log: FindingLog, header_line: int
) -> Iterator[SalvagedEntry]:
    number, position = header_line, 0
    # Lines that form no record wait for the next record to say what they were (see ``_settle``).
    stray: list[_Stray] = []
    with handle:
        while raw := handle.readline(DEFAULT_MAX_LINE_BYTES + 1):
            number += 1
            hasher.update(raw)
            salvage.bytes_read += len(raw)
            if not raw.endswith(b"\n"):
                at = Where(position + len(stray), number)
                long_digest = _unended(salvage, handle, hasher, log, raw, at)
                if long_digest is None:
                    break
                if not _outside_chain(salvage, None, number, log):
                    stray.append(_Stray(number, long_digest, [_TOO_LONG], None))
                continue
            line = raw[:-1]
            if _outside_chain(salvage, line, number, log):
                continue
            digest = "sha256:" + hashlib.sha256(line).hexdigest()
            fields, notes, misnamed = _read_line(line)
            if fields is None:
                stray.append(_Stray(number, digest, notes, misnamed))
                if len(stray) == _MAX_STRAY:  # so many are no insertion: each takes an entry's place
                    counted, last, position = _settled(stray, None, last, position, log)
                    yield from counted
                continue
            named = fields.get("prev_digest")
            counted, last, position = _settled(stray, named, last, position, log)
            yield from counted
            at = Where(position, number)
            for note in notes:
                log.add("payload.shape", note, at=at)
            if fields.get("record") == "end":
                _follow(salvage, named, last, number, None)
                rest = {name: value for name, value in fields.items() if name != "record"}
                salvage.end = _record(rest, wire.End, log, Where(None, number))
                salvage.ended, salvage.end_line = True, number
                continue
            index = fields.get("index")
            _follow(salvage, named, last, number, index if type(index) is int else None)
            rest = {name: value for name, value in fields.items() if name != "record"}
            entry = _record(rest, wire.Entry, log, at)
            if entry is not None and (problem := entry_problem(entry, decoded=True)) is not None:
                log.add("payload.shape", problem[1], at=at, field=problem[0])
            elif entry is None:
                _check_status(rest, log, at)
            yield number, entry, fields.get("run_id"), index
            last, position = digest, position + 1
    counted, last, position = _settled(stray, None, last, position, log)  # nothing says what they were
    yield from counted
    if not salvage.ended and salvage.incomplete_reason is None:
        salvage.incomplete_reason = "the trace has no end record: the run did not finish, or the file was cut"
    elif salvage.ended and salvage.end is None:
        salvage.incomplete_reason = "the end record is not one"
    salvage.file_digest = "sha256:" + hasher.hexdigest()


def _read_line(line: bytes) -> tuple[dict[str, Any] | None, list[str], str | None]:
    """A non-blank JSONL line's object when it names itself an entry or the end, and the findings on it.

    The last is the finding on the ``record`` member of an object that names neither.
    """
    too_many = container_problem(line) if len(line) > MAX_CONTAINERS else None
    if too_many is not None:
        return None, [f"the line {too_many}"], None
    notes: list[str] = []
    fields = _decoded(line, notes)
    if type(fields) is not dict:
        what = f"not JSON ({fields})" if isinstance(fields, Exception) else f"a JSON {_kind(fields)}"
        return None, [*notes, f"the line is {what}, not a record"], None
    if fields.get("record") not in ("entry", "end"):
        return None, notes, "the record is neither an entry nor the end"
    return fields, notes, None


class _Stray(NamedTuple):
    """A JSONL line that forms no record, and what is wrong with it."""

    line: int
    digest: str
    notes: list[str]
    record: str | None
    """The finding on its ``record`` member, when it is an object naming neither an entry nor the end."""


def _settled(
    stray: list[_Stray], named: object, last: str, position: int, log: FindingLog
) -> tuple[list[SalvagedEntry], str, int]:
    """Settle the lines ``stray`` (emptied): the entries they count as, the last link and the position."""
    counted = _settle(stray, named, last, position, log)
    if counted:
        last, position = counted[-1].digest, position + len(counted)
    entries: list[SalvagedEntry] = [(line.line, None, UNSAID, UNSAID) for line in counted]
    stray.clear()
    return entries, last, position


def _settle(stray: list[_Stray], named: object, last: str, position: int, log: FindingLog) -> list[_Stray]:
    """Log the findings of the lines ``stray``; return those that take an entry's place.

    The record after them names the digest of the line its writer wrote before it (``named``). When that is
    the line before them (``last``), the chain runs past them: they were put in afterwards (a comment, a line
    pasted in) and are no entries, so the entries after them keep their numbers. Otherwise each stands where
    an entry was written, as a line damaged in place does, and is counted as one.
    """
    inserted = named is not None and named == last
    for offset, line in enumerate(stray):
        at = Where(None if inserted else position + offset, line.line)
        said = "; the chain runs past it, so it is no entry" if inserted else ""
        for note in line.notes:
            log.add("payload.shape", note + said, at=at)
        if line.record is not None:
            log.add("payload.shape", line.record + said, at=at, field="record")
    return [] if inserted else stray


def _decoded(line: bytes, notes: list[str]) -> Any:
    """The JSON of one line, or the error saying why it is none; what it holds JSON cannot carry is noted."""
    try:
        read = decode_lenient(line)
    except (msgspec.DecodeError, RecursionError) as exc:
        return exc
    notes.extend(_read_notes("the line", line, read))
    return read.value


def _read_notes(what: str, data: bytes, read: LenientJSON) -> list[str]:
    """The findings on how ``data`` (``what``: "the line", "the document") was read, as ``read`` holds it.

    Besides what JSON cannot carry, a key one object holds twice: two parsers may keep different members of
    such an object, so the strict reader refuses it, and this reading keeps the last one.
    """
    notes = lenient_messages(what, read)
    if read.total or read.surrogates:
        repeated = None if read.repeated is None else ("", f"an object holds the key {read.repeated!r} twice")
    else:
        repeated = repeated_key_problem(data, value=read.value)
    if repeated is not None:
        notes.append(f"{repeated[1]}; the last is read")
    return notes


def _outside_chain(salvage: Salvage, line: bytes | None, number: int, log: FindingLog) -> bool:
    """Whether the line ``number`` is no link of the chain: it follows the end record, or is blank.

    ``line`` is None for a line too long to read, which is not blank.
    """
    if salvage.ended:
        log.add("payload.shape", "a line follows the end record", at=Where(None, number))
        return True
    if line is not None and not line.strip(_WHITESPACE):
        # No record at all: neither an entry nor a link of the chain, which runs on past it.
        log.add("payload.shape", _BLANK, at=Where(None, number))
        return True
    return False


def _unended(
    salvage: Salvage, handle: IO[bytes], hasher: Any, log: FindingLog, raw: bytes, at: Where
) -> str | None:
    """Read on past ``raw``, a line read without its newline; the line's digest, or None if it ends the file.

    A line within the limit lacks a newline only at the end of the file: it is cut. A longer one is read
    on to its newline a chunk at a time, never held whole, so its digest is known and the lines after it
    are judged as ever (``_TOO_LONG`` says why it forms no record).
    """
    if len(raw) <= DEFAULT_MAX_LINE_BYTES:
        salvage.incomplete_reason = f"line {at.line} is truncated: the file ends without a newline"
        return None
    line = hashlib.sha256(raw)
    while chunk := handle.readline(1 << 20):
        hasher.update(chunk)  # the file digest still covers every byte
        salvage.bytes_read += len(chunk)
        if chunk.endswith(b"\n"):
            line.update(chunk[:-1])
            return "sha256:" + line.hexdigest()
        line.update(chunk)
    log.add("payload.shape", f"{_TOO_LONG}; the file ends inside it", at=at)
    salvage.incomplete_reason = f"line {at.line} is truncated: the file ends without a newline"
    return None


def _follow(salvage: Salvage, named: object, last: str, line: int, index: int | None) -> None:
    """Follow the chain: the record must name the digest of the line before it."""
    if named != last:
        salvage.break_count += 1
        if len(salvage.breaks) < _MAX_BREAKS:
            observed = named if type(named) is str else repr(named)
            salvage.breaks.append(ChainBreak(line, index, last, observed[:200]))


def _unreadable(document: dict[str, Any], data: bytes, file_digest: Callable[[bytes], str]) -> Salvage:
    """A document whose version this verifier does not read: only what payload validation needs."""
    entries = document["entries"]
    records: Iterator[SalvagedEntry] = (
        (None, None, item.get("run_id"), item.get("index"))
        if type(item) is dict
        else (None, None, UNSAID, UNSAID)
        for item in entries
    )
    ended = document.get("termination_reason") is not None
    return Salvage(
        header=None,
        run_id=document.get("run_id"),
        schema_version=document.get("schema_version", document.get("trace_schema_version")),
        contract_version=document.get("contract_version"),
        records=records,
        ended=ended,
        incomplete_reason=None if ended else "the document has no termination_reason: the run did not finish",
        bytes_read=len(data),
        file_digest=file_digest(data),
    )


def _note_message(kind: str, message: str) -> str:
    if kind == "unknown":
        return "member not in the trace format (ignored)" if message.startswith("unknown member") else message
    return message


def _located(field: str) -> tuple[int | None, str]:
    """``entries[3].x`` as entry 3 and field ``x``; a top-level member as no entry."""
    found = re.match(r"entries\[(\d+)\]\.?(.*)\Z", field, re.DOTALL)
    if found is None:
        return None, field
    return int(found.group(1)), found.group(2)


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


@functools.cache
def _members_of(kind: type[msgspec.Struct]) -> dict[str, msgspec.structs.FieldInfo]:
    """The members of the wire record ``kind`` by their JSON names (reading them evaluates annotations)."""
    return {field.encode_name: field for field in msgspec.structs.fields(kind)}


def _record(fields: dict[str, Any], kind: type[msgspec.Struct], log: FindingLog, at: Where) -> Any:
    """``fields`` as the wire record ``kind``, each member judged on its own; None if a required one fails.

    Members that do not fit are logged and dropped; a record that then lacks a required member is none.
    """
    clean: dict[str, Any] = {}
    whole = True
    names = _members_of(kind)
    for name in fields:
        if name not in names and name != "record":
            log.add("payload.unknown_member", "member not in the trace format (ignored)", at=at, field=name)
    for name, info in names.items():
        if name not in fields or (fields[name] is None and not info.required):
            if info.required:
                log.add("payload.shape", "a required member is missing", at=at, field=name)
                whole = False
            continue
        value = _member(fields[name], info.type, name, log, at)
        if value is _FAILED:
            whole = whole and not info.required
            continue
        clean[name] = value
    if not whole:
        return None
    try:
        return msgspec.convert(clean, kind)
    except msgspec.ValidationError as exc:  # a rule between members; the members alone all fit
        log.add("payload.shape", str(exc), at=at)
        return None


def _member(value: Any, annotation: Any, name: str, log: FindingLog, at: Where) -> Any:
    """``value`` once it converts to ``annotation``, its misfit parts dropped; else ``_FAILED``."""
    dropped: set[str] = set()
    for _ in range(_MAX_REPAIRS):
        try:
            msgspec.convert(value, annotation)
        except msgspec.ValidationError as exc:
            message, steps = _where(str(exc))
            if "..." in steps:  # msgspec does not name a mapping's key: the mapping is what is dropped
                steps = steps[: steps.index("...")]
            unknown = _UNKNOWN.fullmatch(message)
            if unknown is not None:
                field = _path(name, steps + [unknown.group(1)])
                log.add(
                    "payload.unknown_member", "member not in the trace format (ignored)", at=at, field=field
                )
                steps = steps + [unknown.group(1)]
            elif (missing := _MISSING_FIELD.fullmatch(message)) is not None:
                # msgspec names the first absent member; every one the object lacks is reported at once.
                for absent in _required_absent(value, annotation, steps) or [missing.group(1)]:
                    field = _path(name, [*steps, absent])
                    if field not in dropped:  # a member dropped as misshapen was reported already
                        log.add("payload.shape", "a required member is missing", at=at, field=field)
                # Only an element of an array can go without its required member: drop the element.
                while steps and type(steps[-1]) is not int:
                    steps = steps[:-1]
            else:
                log.add("payload.shape", message, at=at, field=_path(name, steps))
            if not steps or not _drop(value, steps):
                return _FAILED
            dropped.add(_path(name, steps))
            continue
        return value
    log.add(
        "payload.shape", f"more than {_MAX_REPAIRS} problems; the member is not judged", at=at, field=name
    )
    return _FAILED


def _required_absent(value: Any, annotation: Any, steps: list[Any]) -> list[str] | None:
    """The required members absent from the object at ``steps``, in the contract's order (None: unknown)."""
    kind: Any = msgspec.inspect.type_info(annotation)
    node = value
    for step in steps:
        if type(step) is str:
            struct = _struct_of(kind, node)
            found = (
                None if struct is None else next((f for f in struct.fields if f.encode_name == step), None)
            )
            if found is None or type(node) is not dict:
                return None
            kind, node = found.type, node.get(step)
        elif type(step) is int and type(node) is list and 0 <= step < len(node):
            items = [t for t in _alternatives(kind) if hasattr(t, "item_type")]
            if len(items) != 1:
                return None
            kind, node = items[0].item_type, node[step]
        else:
            return None
    struct = _struct_of(kind, node)
    if struct is None or type(node) is not dict:
        return None
    return [f.encode_name for f in struct.fields if f.required and f.encode_name not in node]


def _alternatives(kind: Any) -> tuple[Any, ...]:
    return tuple(kind.types) if isinstance(kind, msgspec.inspect.UnionType) else (kind,)


def _struct_of(kind: Any, node: object) -> Any:
    """The struct type ``node`` is meant to be: the only one ``kind`` admits, or the one its tag names."""
    structs = [t for t in _alternatives(kind) if isinstance(t, msgspec.inspect.StructType)]
    if len(structs) == 1:
        return structs[0]
    if type(node) is not dict:
        return None
    tagged = [t for t in structs if t.tag_field is not None and node.get(t.tag_field) == t.tag]
    return tagged[0] if len(tagged) == 1 else None


def _where(text: str) -> tuple[str, list[Any]]:
    found = _AT.fullmatch(text)
    if found is None:
        return text, []
    steps: list[Any] = []
    for step in _STEP.finditer(found.group(2)):
        name, index = step.groups()
        steps.append(name if name is not None else ("..." if index == "..." else int(index)))
    return found.group(1), steps


def _path(name: str, steps: list[Any]) -> str:
    out = name
    for step in steps:
        out += f"[{step}]" if type(step) is int or step == "..." else f".{step}"
    return out


def _drop(value: Any, steps: list[Any]) -> bool:
    """Remove the member or element ``steps`` leads to inside ``value``; False if there is none."""
    node = value
    for step in steps[:-1]:
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            return False
    last = steps[-1]
    if type(node) is dict and type(last) is str and last in node:
        del node[last]
        return True
    if type(node) is list and type(last) is int and 0 <= last < len(node):
        del node[last]
        return True
    return False
