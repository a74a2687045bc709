"""Single-document traces (schema version 2, and version 1) reshaped into version 2 records.

A single-document trace is one JSON object: the fields of ``TraceHeader`` at top level (the end-only ones,
``END_FIELDS``, ``null`` or absent while the run has not ended) and an ``entries`` array.
Version 1 is that document without ``schema_version``, with a few older names (see
``docs/trace-format.md``). This module only renames and regroups members; the reader converts the results
into wire records, synthesizes ``index`` and the hash chain, and validates them like JSONL lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import msgspec

from . import wire
from .errors import TraceFormatError, UnsupportedSchemaError

__all__ = ["END_FIELDS", "SourceFormat", "UpgradedDocument", "upgrade_document"]


class SourceFormat(StrEnum):
    """The encoding a trace was read from; only ``jsonl`` carries a hash chain written by its producer."""

    JSONL = "jsonl"
    DOCUMENT = "document"
    V1 = "v1"


#: The end-only fields of the logical ``TraceHeader``: members of the end record, absent from the header
#: record, that a document carries at top level (``prev_digest`` is always synthesized).
END_FIELDS = (
    "termination_reason",
    "stop_reason",
    "convergence_hash",
    "convergence_reason",
    "completed_at",
    "entry_count",
)
_HEADER_FIELDS = tuple(field.name for field in msgspec.structs.fields(wire.Header))
_V2_TOP = frozenset(_HEADER_FIELDS) | frozenset(END_FIELDS) | {"entries"}

_V1_HEADER_RENAMES = {"agent_versions": "role_versions", "replayable": "replayability"}
_V1_TOP = (
    frozenset(_V1_HEADER_RENAMES)
    | (frozenset(_HEADER_FIELDS) - {"schema_version", *_V1_HEADER_RENAMES.values()})
    | (frozenset(END_FIELDS) - {"stop_reason", "entry_count"})
    | {"entries"}
)
_V1_ENTRY_RENAMES = {"lifecycle_node": "phase", "replay_metadata": "replay"}
_V2_ONLY_ENTRY_FIELDS = frozenset({"index", "prev_digest", "events", "phase", "replay"})


@dataclass(frozen=True, slots=True)
class UpgradedDocument:
    """A document regrouped into version 2 shapes: header members, entry objects and end members (or None)."""

    source_format: SourceFormat
    header: dict[str, Any]
    entries: list[Any]
    end: dict[str, Any] | None


def upgrade_document(document: object, *, source: str | None = None) -> UpgradedDocument:
    """Regroup a decoded single-document trace (either version) into version 2 shapes.

    Raises:
        TraceFormatError: naming the member that does not belong in a trace document.
        UnsupportedSchemaError: if ``schema_version`` is present and is not 2.
    """
    if type(document) is not dict:
        raise TraceFormatError("a single-document trace must be a JSON object", source=source)
    if "schema_version" not in document:
        return _upgrade_v1(document, source)
    version = document["schema_version"]
    if type(version) is not int or version != 2:
        raise UnsupportedSchemaError(
            f"schema version {version!r} is not supported (this reader knows 1 and 2)",
            source=source,
            field="schema_version",
        )
    _reject_unknown(document, _V2_TOP, source)
    entries = _entries(document, source)
    header = {name: document[name] for name in _HEADER_FIELDS if name in document}
    return UpgradedDocument(SourceFormat.DOCUMENT, header, entries, _end(document, source, stop_reason=None))


def _upgrade_v1(document: dict[str, Any], source: str | None) -> UpgradedDocument:
    _reject_unknown(document, _V1_TOP, source)
    entries = [
        _upgrade_v1_entry(item, position, source) for position, item in enumerate(_entries(document, source))
    ]
    header: dict[str, Any] = {}
    for name, value in document.items():
        if name == "entries" or name in END_FIELDS:
            continue
        if name == "replayable":
            value = _replayability(value, "replayable", source)
        header[_V1_HEADER_RENAMES.get(name, name)] = value
    last = entries[-1] if entries else None
    final_stop = last.get("stop_reason") if type(last) is dict else None
    return UpgradedDocument(SourceFormat.V1, header, entries, _end(document, source, stop_reason=final_stop))


def _upgrade_v1_entry(item: object, position: int, source: str | None) -> object:
    if type(item) is not dict:
        return item  # the reader reports it with its position
    upgraded: dict[str, Any] = {}
    for name, value in item.items():
        if name in _V2_ONLY_ENTRY_FIELDS:
            raise TraceFormatError(
                "member is not part of a version 1 entry", source=source, field=f"entries[{position}].{name}"
            )
        if name == "replay_metadata" and type(value) is dict and "replayable" in value:
            where = f"entries[{position}].replay_metadata.replayable"
            value = {**value, "replayability": _replayability(value["replayable"], where, source)}
            del value["replayable"]
        upgraded[_V1_ENTRY_RENAMES[name] if name in _V1_ENTRY_RENAMES else name] = value
    return upgraded


def _replayability(flag: object, field: str, source: str | None) -> str:
    if type(flag) is not bool:
        raise TraceFormatError(f"expected a boolean, got {type(flag).__name__}", source=source, field=field)
    return "replayable" if flag else "non_replayable"


def _entries(document: dict[str, Any], source: str | None) -> list[Any]:
    entries = document.get("entries")
    if type(entries) is not list:
        found = "nothing" if entries is None else type(entries).__name__
        raise TraceFormatError(f"expected an array of entries, got {found}", source=source, field="entries")
    return entries


def _end(document: dict[str, Any], source: str | None, *, stop_reason: object) -> dict[str, Any] | None:
    """The end members, or None when the run has not ended (no termination reason)."""
    present = {name: document[name] for name in END_FIELDS if document.get(name) is not None}
    if "termination_reason" not in present:
        if present:
            field = next(iter(present))
            raise TraceFormatError(
                "an end member is set but termination_reason is not", source=source, field=field
            )
        return None
    present.setdefault("stop_reason", stop_reason)
    return present


def _reject_unknown(document: dict[str, Any], known: frozenset[str], source: str | None) -> None:
    for name in document:
        if name not in known:
            raise TraceFormatError("unknown member of a trace document", source=source, field=name)
