"""Replay comparison: is a replayed trace the same run as the original, and if not, where and how it differs.

Both traces are reduced to their deterministic snapshots (see ``_snapshot``), so clock readings and execution
identity can never make two runs differ, and nothing but those fields is ignored, so a clock difference can
never hide a changed prompt, model, configuration or decision.

Changes are listed header first, then entry by entry, then the end record. Inside an entry the fields are
taken in causal order (what the role was asked, what happened inside it event by event, what it produced),
and below that in canonical record order (RFC 8785 member order, list order), so the first change listed is
the earliest divergence.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Final

from canon_contracts import ChangeClass, FieldChange, ReplayDiff, ReplayStatus, TraceEntry, TraceIdentity

from ._snapshot import TraceLike, end_snapshot, entry_snapshot, header_snapshot
from .errors import TraceStateError

__all__ = ["abbreviate", "compare_traces", "trace_identity"]

MAX_TEXT = 120
"""Strings longer than this many characters are cut in reported values."""
MAX_ITEMS = 8
"""Lists longer than this are cut in reported values."""
MAX_KEYS = 16
"""Objects with more members than this are cut in reported values."""
MAX_NESTING = 4
"""Containers nested deeper than this are summarized in reported values."""


class _Absent:
    """A member or element present on one side only."""

    def __repr__(self) -> str:
        return "<absent>"


_ABSENT: Final = _Absent()

_C = ChangeClass
_HEADER_ORDER: Final = {
    "schema_version": _C.STRUCTURE,
    "contract_version": _C.CONFIGURATION,
    "runtime_version": _C.CONFIGURATION,
    "role_versions": _C.CONFIGURATION,
    "config_hash": _C.CONFIGURATION,
    "pipeline_hash": _C.CONFIGURATION,
    "input_hash": _C.CONFIGURATION,
    "fingerprint": _C.CONFIGURATION,
    "replayability": _C.CONFIGURATION,
    "model": _C.MODEL,
}
# Fields the logical header takes from the end record; compared with the end record.
_END_ORDER: Final = {
    "entry_count": _C.STRUCTURE,
    "stop_reason": _C.DECISION,
    "convergence_reason": _C.DECISION,
    "convergence_hash": _C.DECISION,
    "termination_reason": _C.DECISION,
}
_ENTRY_ORDER: Final = {
    "index": _C.STRUCTURE,
    "iteration": _C.STRUCTURE,
    "phase": _C.STRUCTURE,
    "role": _C.STRUCTURE,
    "node_id": _C.STRUCTURE,
    "input": _C.PROMPT,
    "prompt_hash": _C.PROMPT,
    "model_hash": _C.MODEL,
    "fingerprint": _C.CONFIGURATION,
    "replay": _C.CONFIGURATION,
    "events": _C.STRUCTURE,  # refined per event kind
    "status": _C.STRUCTURE,
    "output": _C.DECISION,
    "error": _C.DECISION,
    "scores": _C.DECISION,
    "epistemic_status": _C.DECISION,
    "convergence_hash": _C.DECISION,
    "stop_reason": _C.DECISION,
    "termination_reason": _C.DECISION,
    "decision": _C.DECISION,
    "failure": _C.DECISION,
}
_EVENT_CLASS: Final = {
    "model_request": _C.PROMPT,
    "model_response": _C.MODEL,
    "output_rejected": _C.MODEL,
    "tool_call": _C.TOOL_OUTPUT,
    "tool_result": _C.TOOL_OUTPUT,
    "evidence_registered": _C.TOOL_OUTPUT,
    "claim_emitted": _C.DECISION,
    "convergence_decision": _C.DECISION,
    "plan_emitted": _C.STRUCTURE,
}

# (field path, original, replayed) before classification.
_Raw = tuple[str, Any, Any]


def compare_traces(original: TraceLike, replayed: TraceLike, *, max_changes: int | None = None) -> ReplayDiff:
    """Compare the deterministic snapshots of two traces; a difference is data, never an exception.

    Args:
        original: The recorded trace.
        replayed: The trace of the replay.
        max_changes: List at most this many changes (at least 1); ``first_divergent_entry`` is still found
            and ``total_changes`` still counts every change. ``None`` lists every change.

    Raises:
        TraceStateError: if ``max_changes`` is not a positive integer.
    """
    if max_changes is not None and (type(max_changes) is not int or max_changes < 1):
        raise TraceStateError(f"max_changes must be a positive integer or None, got {max_changes!r}")
    changes: list[FieldChange] = []
    first: int | None = None
    total = 0
    for change in _changes(original, replayed):
        total += 1
        if first is None:
            first = change.entry_index
        if max_changes is None or len(changes) < max_changes:
            changes.append(change)
    return ReplayDiff(
        status=ReplayStatus.DIFFERENT if changes else ReplayStatus.EQUIVALENT,
        original=trace_identity(original),
        replayed=trace_identity(replayed),
        first_divergent_entry=first,
        changes=tuple(changes),
        total_changes=total,
    )


def trace_identity(trace: TraceLike) -> TraceIdentity:
    """Run id, file digest (when read from a file), fingerprint and entry count of a trace."""
    return TraceIdentity(
        run_id=trace.header.run_id,
        trace_digest=trace.file_digest,
        fingerprint=trace.header.fingerprint.value,
        entry_count=len(trace.entries),
    )


def _changes(original: TraceLike, replayed: TraceLike) -> Iterator[FieldChange]:
    head_a, head_b = header_snapshot(original.header), header_snapshot(replayed.header)
    yield from _record(None, "header.", head_a, head_b, _HEADER_ORDER, skip=_END_ORDER)

    entries_a, entries_b = original.entries, replayed.entries
    for index in range(min(len(entries_a), len(entries_b))):
        yield from _record(
            index, "", entry_snapshot(entries_a[index]), entry_snapshot(entries_b[index]), _ENTRY_ORDER
        )
    if len(entries_a) != len(entries_b):
        index = min(len(entries_a), len(entries_b))
        yield FieldChange(
            entry_index=index,
            field="entry",
            change_class=ChangeClass.STRUCTURE,
            original=_entry_summary(entries_a, index),
            replayed=_entry_summary(entries_b, index),
        )

    end_a, end_b = original.end, replayed.end
    if end_a is not None and end_b is not None:
        yield from _record(None, "end.", end_snapshot(end_a), end_snapshot(end_b), _END_ORDER)
    elif end_a is not None or end_b is not None:
        yield FieldChange(
            entry_index=None,
            field="end",
            change_class=ChangeClass.STRUCTURE,
            original=None if end_a is None else abbreviate(end_snapshot(end_a)),
            replayed=None if end_b is None else abbreviate(end_snapshot(end_b)),
        )
    else:  # neither has an end record: the logical headers may still carry end fields
        only_end = {k: v for k, v in head_a.items() if k in _END_ORDER}
        yield from _record(None, "header.", only_end, {k: head_b.get(k) for k in only_end}, _END_ORDER)


def _record(
    entry_index: int | None,
    prefix: str,
    a: dict[str, Any],
    b: dict[str, Any],
    order: dict[str, ChangeClass],
    *,
    skip: dict[str, ChangeClass] | None = None,
) -> Iterator[FieldChange]:
    """Changes between two record snapshots, fields in ``order`` first, then any others sorted."""
    names = [n for n in order if n in a or n in b]
    names += sorted((a.keys() | b.keys()) - order.keys(), key=_member_key)
    for name in names:
        if skip and name in skip:
            continue
        left, right = a.get(name, _ABSENT), b.get(name, _ABSENT)
        if name == "events" and prefix == "":
            yield from _events(entry_index, left, right)
            continue
        kind = order.get(name, ChangeClass.STRUCTURE)
        for path, old, new in _diff(left, right, prefix + name):
            yield _change(entry_index, path, kind, old, new)


def _events(entry_index: int | None, a: Any, b: Any) -> Iterator[FieldChange]:
    """Changes between two entries' event lists, classified by event kind."""
    a = a if isinstance(a, list) else []
    b = b if isinstance(b, list) else []
    for i in range(max(len(a), len(b))):
        left = a[i] if i < len(a) else _ABSENT
        right = b[i] if i < len(b) else _ABSENT
        kinds = {e.get("kind") for e in (left, right) if isinstance(e, dict)}
        kind = (
            _EVENT_CLASS.get(str(kinds.pop()), ChangeClass.STRUCTURE)
            if len(kinds) == 1
            else ChangeClass.STRUCTURE
        )
        for path, old, new in _diff(left, right, f"events[{i}]"):
            yield _change(entry_index, path, kind, old, new)


def _diff(a: Any, b: Any, path: str) -> Iterator[_Raw]:
    """Leaf differences between two JSON values, in canonical member order and list order."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(a.keys() | b.keys(), key=_member_key):
            yield from _diff(a.get(key, _ABSENT), b.get(key, _ABSENT), _member_path(path, key))
    elif isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            yield from _diff(a[i] if i < len(a) else _ABSENT, b[i] if i < len(b) else _ABSENT, f"{path}[{i}]")
    elif not _same_json(a, b):
        yield path, a, b


def _same_json(a: Any, b: Any) -> bool:
    """JSON equality of two leaves: ``true`` is not ``1``, while ``1`` and ``1.0`` are one number."""
    if a is _ABSENT or b is _ABSENT:
        return a is b
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    return type(a) is type(b) and bool(a == b)


def _change(entry_index: int | None, path: str, kind: ChangeClass, old: Any, new: Any) -> FieldChange:
    return FieldChange(
        entry_index=entry_index,
        field=path,
        change_class=kind,
        original=None if old is _ABSENT else abbreviate(old),
        replayed=None if new is _ABSENT else abbreviate(new),
    )


def _entry_summary(entries: Sequence[TraceEntry], index: int) -> dict[str, Any] | None:
    if index >= len(entries):
        return None
    entry = entries[index]
    return {"phase": entry.phase.value, "role": entry.role.value, "status": entry.status.value}


def abbreviate(value: Any, depth: int = 0) -> Any:
    """A deterministic, bounded rendering of a JSON value for a change report.

    Long strings are cut and end with ``…[+N chars]``; long lists end with an ``…[+N items]`` element; large
    objects keep their first members in canonical order plus an ``…`` member counting the rest; containers
    nested deeper than ``MAX_NESTING`` are replaced by a short description.
    """
    if isinstance(value, str):
        if len(value) <= MAX_TEXT:
            return value
        return f"{value[:MAX_TEXT]}…[+{len(value) - MAX_TEXT} chars]"
    if isinstance(value, list):
        if depth >= MAX_NESTING and value:
            return f"…[list of {len(value)} items]"
        items = [abbreviate(v, depth + 1) for v in value[:MAX_ITEMS]]
        if len(value) > MAX_ITEMS:
            items.append(f"…[+{len(value) - MAX_ITEMS} items]")
        return items
    if isinstance(value, dict):
        if depth >= MAX_NESTING and value:
            return f"…[object of {len(value)} members]"
        keys = sorted(value, key=_member_key)
        short = {k: abbreviate(value[k], depth + 1) for k in keys[:MAX_KEYS]}
        if len(keys) > MAX_KEYS:
            short["…"] = f"[+{len(keys) - MAX_KEYS} members]"
        return short
    return value


def _member_key(name: str) -> bytes:
    """RFC 8785 member order: by UTF-16 code units."""
    return name.encode("utf-16-be", "surrogatepass")


def _member_path(path: str, key: str) -> str:
    """``path.key`` for identifier-like keys, else ``path["key"]``, so every path reads back unambiguously."""
    if key.isidentifier():
        return f"{path}.{key}"
    escaped = key.replace("\\", "\\\\").replace('"', '\\"')
    return f'{path}["{escaped}"]'
