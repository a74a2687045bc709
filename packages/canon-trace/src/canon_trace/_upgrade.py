"""Single-document traces (schema version 2, and version 1) reshaped into version 2 records.

A single-document trace is one JSON object: the fields of ``TraceHeader`` at top level (the end-only ones,
``END_FIELDS``, ``null`` or absent while the run has not ended) and an ``entries`` array.
Version 1 is that document without ``schema_version``, with a few older names (see
``docs/trace-format.md``); a foreign document (bijux-canon-agent's, marked by ``trace_schema_version``) is
mapped by ``_foreign``. This module only renames and regroups members; the reader converts the results
into wire records, synthesizes ``index`` and the hash chain, and validates them like JSONL lines.

Strictly (the reader's way) a member that belongs nowhere is refused; tolerantly (the verifier's way) it is
dropped and noted, so that a document with the overall shape of a trace can still be judged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

import msgspec

from . import wire
from ._foreign import FOREIGN_MARKER, TOP_RENAMES, map_foreign_entry, map_foreign_top
from .errors import TraceFormatError, UnsupportedSchemaError

__all__ = ["END_FIELDS", "DocumentNote", "SourceFormat", "UpgradedDocument", "upgrade_document"]


class SourceFormat(StrEnum):
    """The encoding a trace was read from; only ``jsonl`` carries a hash chain written by its producer."""

    JSONL = "jsonl"
    DOCUMENT = "document"
    V1 = "v1"
    FOREIGN = "foreign"


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
#: Why a foreign member that means one of ours is dropped: the document writes ours beside it.
_DISPLACED = "member dropped: the document also writes ours for it"
_V2_ONLY_ENTRY_FIELDS = frozenset({"index", "prev_digest", "events", "phase", "replay"})


@dataclass(frozen=True, slots=True)
class DocumentNote:
    """A member of a document that was not taken as written: ``unknown`` (dropped) or ``invalid``."""

    kind: Literal["unknown", "invalid"]
    field: str
    """The member's dotted path in the document, as written (``entries[2].agent_id``)."""
    message: str


@dataclass(frozen=True, slots=True)
class UpgradedDocument:
    """A document regrouped into version 2 shapes: header members, entry objects and end members (or None).

    ``notes`` holds what a tolerant upgrade dropped; a strict one raises instead, so its notes are empty.
    """

    source_format: SourceFormat
    header: dict[str, Any]
    entries: list[Any]
    end: dict[str, Any] | None
    notes: tuple[DocumentNote, ...] = ()


@dataclass(slots=True)
class _Notes:
    """Where a strict upgrade raises and a tolerant one notes and goes on."""

    source: str | None
    tolerant: bool
    kept: list[DocumentNote] = field(default_factory=list)

    def unknown(self, path: str, message: str = "unknown member of a trace document") -> None:
        if not self.tolerant:
            raise TraceFormatError(message, source=self.source, field=path)
        self.kept.append(DocumentNote("unknown", path, message))

    def invalid(self, path: str, message: str) -> None:
        if not self.tolerant:
            raise TraceFormatError(message, source=self.source, field=path)
        self.kept.append(DocumentNote("invalid", path, message))


def upgrade_document(
    document: object, *, source: str | None = None, tolerant: bool = False
) -> UpgradedDocument:
    """Regroup a decoded single-document trace (version 2, version 1 or foreign) into version 2 shapes.

    With ``tolerant``, members that belong nowhere are dropped and listed in ``notes`` instead of refused.

    Raises:
        TraceFormatError: if ``document`` is not an object, or its ``entries`` is not an array; strictly,
            also naming the first member that does not belong in a trace document.
        UnsupportedSchemaError: if ``schema_version`` is present and is not 2.
    """
    if type(document) is not dict:
        raise TraceFormatError("a single-document trace must be a JSON object", source=source)
    notes = _Notes(source, tolerant)
    if FOREIGN_MARKER in document and "schema_version" not in document:
        return _upgrade_foreign(document, notes)
    if "schema_version" not in document:
        return _upgrade_v1(document, notes)
    version = document["schema_version"]
    if type(version) is not int or version != 2:
        raise UnsupportedSchemaError(
            f"schema version {version!r} is not supported (this reader knows 1 and 2)",
            source=source,
            field="schema_version",
        )
    entries = _entries(document, source)
    _drop_unknown(document, _V2_TOP, notes)
    header = {name: document[name] for name in _HEADER_FIELDS if name in document}
    end = _end(document, notes, stop_reason=None)
    return UpgradedDocument(SourceFormat.DOCUMENT, header, entries, end, tuple(notes.kept))


def _upgrade_foreign(document: dict[str, Any], notes: _Notes) -> UpgradedDocument:
    """A bijux-canon-agent document: its names mapped to ours (see ``_foreign``), then read as version 2."""
    raw_entries = _entries(document, notes.source)
    mapped, dropped = map_foreign_top(document)
    version = mapped.get("schema_version")
    if type(version) is not int or version != 2:
        raise UnsupportedSchemaError(
            f"schema version {version!r} is not supported (this reader knows 1 and 2)",
            source=notes.source,
            field=FOREIGN_MARKER,
        )
    renamed = {ours: theirs for theirs, ours in TOP_RENAMES.items()}
    for name in mapped:
        if name not in _V2_TOP:
            notes.unknown(renamed.get(name, name))
    for path in dropped:
        notes.unknown(path, _DISPLACED)
    entries: list[Any] = []
    replays: list[dict[str, Any]] = []
    for position, item in enumerate(raw_entries):
        if type(item) is not dict:
            entries.append(item)
            continue
        entry, dropped, displaced = map_foreign_entry(item, mapped.get("replayability"))
        if type(entry.get("replay")) is dict:
            entry["replay"] = dict(entry["replay"])  # what is lifted out below leaves the document as read
            replays.append(entry["replay"])
        for path in dropped:
            notes.unknown(f"entries[{position}].{path}")
        for path in displaced:
            notes.unknown(f"entries[{position}].{path}", _DISPLACED)
        entries.append(entry)
    header = {name: mapped[name] for name in _HEADER_FIELDS if name in mapped}
    _lift_contract_version(header, replays)
    _absorb_model_copies(document.get("model_metadata"), replays)
    end = _end({name: mapped.get(name) for name in END_FIELDS}, notes, stop_reason=None)
    return UpgradedDocument(SourceFormat.FOREIGN, header, entries, end, tuple(notes.kept))


def _lift_contract_version(header: dict[str, Any], replays: list[dict[str, Any]]) -> None:
    """Theirs declares the contract version in every entry's replay metadata; ours once, in the header.

    It is lifted only when every entry that declares one declares the same string, and the header (if it
    declares one) agrees; otherwise each stays where it is and is reported as a member ours does not have.
    """
    declared = [replay["contract_version"] for replay in replays if "contract_version" in replay]
    if not declared:
        return
    first = declared[0]
    if type(first) is not str or any(value != first for value in declared):
        return
    if header.setdefault("contract_version", first) != first:
        return
    for replay in replays:
        replay.pop("contract_version", None)


def _absorb_model_copies(model: object, replays: list[dict[str, Any]]) -> None:
    """Drop each entry's copy of the document's model metadata: theirs repeats it there, ours says it once.

    A copy that differs from the document's is not the same fact; it stays and is reported.
    """
    if type(model) is not dict:
        return
    for replay in replays:
        if replay.get("model_metadata") == model:
            del replay["model_metadata"]


def _upgrade_v1(document: dict[str, Any], notes: _Notes) -> UpgradedDocument:
    source = notes.source
    raw_entries = _entries(document, source)
    _drop_unknown(document, _V1_TOP, notes)
    entries = [_upgrade_v1_entry(item, position, notes) for position, item in enumerate(raw_entries)]
    header: dict[str, Any] = {}
    for name, value in document.items():
        if name == "entries" or name in END_FIELDS or name not in _V1_TOP:
            continue
        if name == "replayable":
            value = _replayability(value, "replayable", notes)
        header[_V1_HEADER_RENAMES.get(name, name)] = value
    last = entries[-1] if entries else None
    final_stop = last.get("stop_reason") if type(last) is dict else None
    end = _end(document, notes, stop_reason=final_stop)
    return UpgradedDocument(SourceFormat.V1, header, entries, end, tuple(notes.kept))


def _upgrade_v1_entry(item: object, position: int, notes: _Notes) -> object:
    if type(item) is not dict:
        return item  # the reader reports it with its position
    upgraded: dict[str, Any] = {}
    for name, value in item.items():
        if name in _V2_ONLY_ENTRY_FIELDS:
            notes.unknown(f"entries[{position}].{name}", "member is not part of a version 1 entry")
            continue
        if name == "replay_metadata" and type(value) is dict and "replayable" in value:
            where = f"entries[{position}].replay_metadata.replayable"
            value = {**value, "replayability": _replayability(value["replayable"], where, notes)}
            del value["replayable"]
        upgraded[_V1_ENTRY_RENAMES[name] if name in _V1_ENTRY_RENAMES else name] = value
    return upgraded


def _replayability(flag: object, field: str, notes: _Notes) -> object:
    if type(flag) is not bool:
        notes.invalid(field, f"expected a boolean, got {type(flag).__name__}")
        return flag  # tolerantly kept as written: converting it into a record reports it again
    return "replayable" if flag else "non_replayable"


def _entries(document: dict[str, Any], source: str | None) -> list[Any]:
    entries = document.get("entries")
    if type(entries) is not list:
        found = "nothing" if entries is None else type(entries).__name__
        raise TraceFormatError(f"expected an array of entries, got {found}", source=source, field="entries")
    return entries


def _end(document: dict[str, Any], notes: _Notes, *, stop_reason: object) -> dict[str, Any] | None:
    """The end members, or None when the run has not ended (no termination reason)."""
    present = {name: document[name] for name in END_FIELDS if document.get(name) is not None}
    if "termination_reason" not in present:
        for name in present:
            notes.invalid(name, "an end member is set but termination_reason is not")
        return None
    present.setdefault("stop_reason", stop_reason)
    return present


def _drop_unknown(document: dict[str, Any], known: frozenset[str], notes: _Notes) -> None:
    for name in document:
        if name not in known:
            notes.unknown(name)
