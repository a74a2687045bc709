"""Helpers making one precise edit to a built trace's field dicts (see ``builders.build(hooks=...)``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")
OTHER_DIGEST = "sha256:" + "e" * 64

Match = Callable[[dict[str, Any]], bool]


def _steps(path: str) -> list[str | int]:
    return [int(index) if index else name for name, index in _STEP.findall(path)]


def put(fields: dict[str, Any], path: str, value: Any) -> None:
    """Set the value at a dotted path such as ``events[1].result.tool``."""
    *parents, last = _steps(path)
    node: Any = fields
    for step in parents:
        node = node[step]
    node[last] = value


def drop(fields: dict[str, Any], path: str) -> None:
    """Remove the list element or member at a dotted path."""
    *parents, last = _steps(path)
    node: Any = fields
    for step in parents:
        node = node[step]
    del node[last]


def phase_is(phase: str, *, node: str | None = None, iteration: int | None = None) -> Match:
    """Match entries of ``phase`` (and, if given, of that plan node or iteration)."""

    def match(fields: dict[str, Any]) -> bool:
        return (
            fields["phase"] == phase
            and (node is None or fields.get("node_id") == node)
            and (iteration is None or fields.get("iteration", 0) == iteration)
        )

    return match


def entries(match: Match, *edits: tuple[str, Any]) -> dict[str, Callable[..., None]]:
    """A hook setting ``(path, value)`` in every matching entry; the value ``DROP`` removes the element."""

    def hook(position: int, fields: dict[str, Any]) -> None:
        if match(fields):
            for path, value in edits:
                if value is DROP:
                    drop(fields, path)
                else:
                    put(fields, path, value)

    return {"entry": hook}


def header(*edits: tuple[str, Any]) -> dict[str, Callable[..., None]]:
    """A hook setting ``(path, value)`` in the header fields."""

    def hook(fields: dict[str, Any]) -> None:
        for path, value in edits:
            put(fields, path, value)

    return {"header": hook}


def end(*edits: tuple[str, Any]) -> dict[str, Callable[..., None]]:
    """A hook setting ``(path, value)`` in the end record's fields."""

    def hook(fields: dict[str, Any]) -> None:
        for path, value in edits:
            put(fields, path, value)

    return {"end": hook}


def every_entry(*edits: tuple[str, Any]) -> dict[str, Callable[..., None]]:
    """A hook setting ``(path, value)`` in every entry."""
    return entries(lambda fields: True, *edits)


def combine(*hooks: dict[str, Callable[..., None]]) -> dict[str, Callable[..., None]]:
    """Several hook dicts as one (hooks of the same kind run in order)."""
    merged: dict[str, list[Callable[..., None]]] = {}
    for hook in hooks:
        for kind, function in hook.items():
            merged.setdefault(kind, []).append(function)
    return {
        kind: (lambda *args, _fs=functions: [f(*args) for f in _fs] and None)
        for kind, functions in merged.items()
    }


class _Drop:
    def __repr__(self) -> str:
        return "DROP"


DROP: Any = _Drop()
