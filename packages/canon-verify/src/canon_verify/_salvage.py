"""Reading a single-document trace that the reader refuses, member by member, so it can still be judged.

A document with the overall shape of a trace (a JSON object with a non-empty ``entries`` array) always gets
a report. Foreign members that mean ours are mapped by canon-trace's tolerant upgrade; a member that belongs
nowhere becomes a ``payload.unknown_member`` finding (info); a member that does not have the contract's shape
becomes a ``payload.shape`` finding (error) and is dropped. Field paths name the members after mapping, so
they are ours. When the header and every entry still form records, every check runs on them; otherwise the
payload checks run on what each record says of its run id and number, and the lifecycle and work checks,
which need whole records, are not performed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import msgspec

from canon_contracts import digest_bytes
from canon_trace import (
    DEFAULT_MAX_LINE_BYTES,
    TraceFormatError,
    UnsupportedSchemaError,
    canonical_json,
    entry_problem,
    header_problem,
    upgrade_document,
    wire,
)

from ._checks import FindingLog, Where

__all__ = ["Salvage", "salvage_document"]

_AT = re.compile(r"(?s)(.*) - at `\$(.*)`")
_STEP = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\.\.\.)\]")
_MISSING_FIELD = re.compile(r"Object missing required field `([^`]*)`")
_UNKNOWN = re.compile(r"Object contains unknown field `([^`]*)`")
#: How many members of one record are dropped before the record is given up.
_MAX_REPAIRS: Final = 64
_FAILED: Final = object()
_DECODE = msgspec.json.Decoder()


@dataclass(slots=True)
class Salvage:
    """What a tolerant reading of a document gave: its records where they hold, and what each says."""

    header: wire.Header | None
    entries: list[wire.Entry | None]
    end: wire.End | None
    ended: bool
    """Whether the document declares a termination reason (the run ended), whatever its end's shape."""
    run_id: object
    schema_version: object
    contract_version: object
    entry_facts: list[tuple[object, object]]
    """Per entry, its run id and number as written (``None`` when absent), for payload validation."""
    bytes_read: int
    file_digest: str

    @property
    def whole(self) -> bool:
        """Whether the header and every entry form records, so every check can run."""
        return self.header is not None and all(entry is not None for entry in self.entries)


def salvage_document(path: Path, log: FindingLog, *, file_digest: Callable[[bytes], str]) -> Salvage | None:
    """Read ``path`` tolerantly as a single-document trace, logging what does not fit; None if it is none.

    It is none when it is not JSON, not an object, holds no non-empty ``entries`` array, or is larger than the
    reader's limit: then the reader's refusal stands.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read(DEFAULT_MAX_LINE_BYTES + 1)
    except OSError:
        return None
    if len(data) > DEFAULT_MAX_LINE_BYTES:
        return None
    try:
        document = _DECODE.decode(data)
    except (msgspec.DecodeError, RecursionError):
        return None
    if type(document) is not dict or type(document.get("entries")) is not list or not document["entries"]:
        return None
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
    entries: list[wire.Entry | None] = []
    facts: list[tuple[object, object]] = []
    last = "sha256:" + "0" * 64
    for position, item in enumerate(upgraded.entries):
        at = Where(position)
        if type(item) is not dict:
            log.add("payload.shape", f"an entry must be an object, got {_kind(item)}", at=at)
            entries.append(None)
            facts.append((None, None))
            continue
        facts.append((item.get("run_id"), item.get("index", position)))
        entry = _record({"index": position, "prev_digest": last, **item}, wire.Entry, log, at)
        if entry is not None:
            if (problem := entry_problem(entry)) is not None:
                log.add("payload.shape", problem[1], at=at, field=problem[0])
            last = digest_bytes(canonical_json(entry))
        entries.append(entry)
    end: wire.End | None = None
    if upgraded.end is not None:
        fields = {"entry_count": len(entries), "prev_digest": last, **upgraded.end}
        end = _record(fields, wire.End, log, Where())
    return Salvage(
        header=header,
        entries=entries,
        end=end,
        ended=upgraded.end is not None,
        run_id=upgraded.header.get("run_id"),
        schema_version=upgraded.header.get("schema_version", 1),
        contract_version=upgraded.header.get("contract_version"),
        entry_facts=facts,
        bytes_read=len(data),
        file_digest=file_digest(data),
    )


def _unreadable(document: dict[str, Any], data: bytes, file_digest: Callable[[bytes], str]) -> Salvage:
    """A document whose version this verifier does not read: only what payload validation needs."""
    entries = document["entries"]
    facts = [
        (item.get("run_id"), item.get("index")) if type(item) is dict else (None, None) for item in entries
    ]
    return Salvage(
        header=None,
        entries=[None] * len(entries),
        end=None,
        ended=document.get("termination_reason") is not None,
        run_id=document.get("run_id"),
        schema_version=document.get("schema_version", document.get("trace_schema_version")),
        contract_version=document.get("contract_version"),
        entry_facts=facts,
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


def _record(fields: dict[str, Any], kind: type[Any], log: FindingLog, at: Where) -> Any:
    """``fields`` as the wire record ``kind``, each member judged on its own; None if a required one fails.

    Members that do not fit are logged and dropped; a record that then lacks a required member is none.
    """
    clean: dict[str, Any] = {}
    whole = True
    names = {field.encode_name: field for field in msgspec.structs.fields(kind)}
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
                field = _path(name, [*steps, missing.group(1)])
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
