"""Hooks for ``build_scenario`` that make one precise edit to a scenario's field dicts before validation.

``entries(phase_is("JUDGE"), ("events[0].request_digest", OTHER_DIGEST))`` sets a value in every JUDGE
entry; ``header(...)`` and ``end(...)`` edit the header and the end record; ``combine`` joins several hooks.
Paths are dotted with list indices in brackets; the value ``DROP`` removes the element instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

__all__ = [
    "DROP",
    "Hooks",
    "Match",
    "OTHER_DIGEST",
    "combine",
    "drop",
    "end",
    "entries",
    "every_entry",
    "header",
    "phase_is",
    "put",
]

#: A well-formed digest that matches nothing a scenario records.
OTHER_DIGEST = "sha256:" + "e" * 64
#: Whether an entry's field dict is one to edit.
Match = Callable[[dict[str, Any]], bool]
#: The ``hooks`` argument of ``build_scenario``: ``"entry"``, ``"header"`` or ``"end"`` to an edit.
Hooks = dict[str, Callable[..., None]]

_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


class _Drop:
    def __repr__(self) -> str:
        return "DROP"


#: The value that removes the element at a path instead of setting it.
DROP: Any = _Drop()


def _steps(path: str) -> list[str | int]:
    return [int(index) if index else name for name, index in _STEP.findall(path)]


def _parent(fields: dict[str, Any], path: str) -> tuple[Any, str | int]:
    *parents, last = _steps(path)
    node: Any = fields
    for step in parents:
        node = node[step]
    return node, last


def put(fields: dict[str, Any], path: str, value: Any) -> None:
    """Set the value at a dotted path such as ``events[1].result.tool`` (``DROP`` removes it)."""
    node, last = _parent(fields, path)
    if value is DROP:
        del node[last]
    else:
        node[last] = value


def drop(fields: dict[str, Any], path: str) -> None:
    """Remove the list element or member at a dotted path."""
    put(fields, path, DROP)


def phase_is(phase: str, *, node: str | None = None, iteration: int | None = None) -> Match:
    """Match the entries of ``phase`` (and, if given, of that plan node or iteration)."""

    def match(fields: dict[str, Any]) -> bool:
        return (
            fields["phase"] == phase
            and (node is None or fields.get("node_id") == node)
            and (iteration is None or fields.get("iteration", 0) == iteration)
        )

    return match


def _put_all(fields: dict[str, Any], edits: tuple[tuple[str, Any], ...]) -> None:
    for path, value in edits:
        put(fields, path, value)


def entries(match: Match, *edits: tuple[str, Any]) -> Hooks:
    """A hook setting each ``(path, value)`` in every entry that ``match`` accepts."""

    def hook(position: int, fields: dict[str, Any]) -> None:
        if match(fields):
            _put_all(fields, edits)

    return {"entry": hook}


def every_entry(*edits: tuple[str, Any]) -> Hooks:
    """A hook setting each ``(path, value)`` in every entry."""
    return entries(lambda fields: True, *edits)


def header(*edits: tuple[str, Any]) -> Hooks:
    """A hook setting each ``(path, value)`` in the header's fields."""
    return {"header": lambda fields: _put_all(fields, edits)}


def end(*edits: tuple[str, Any]) -> Hooks:
    """A hook setting each ``(path, value)`` in the end record's fields."""
    return {"end": lambda fields: _put_all(fields, edits)}


def combine(*hooks: Hooks) -> Hooks:
    """Several hooks as one; hooks of the same kind run in the order given."""
    merged: dict[str, list[Callable[..., None]]] = {}
    for hook in hooks:
        for kind, function in hook.items():
            merged.setdefault(kind, []).append(function)

    def chain(functions: list[Callable[..., None]]) -> Callable[..., None]:
        def run(*args: Any) -> None:
            for function in functions:
                function(*args)

        return run

    return {kind: chain(functions) for kind, functions in merged.items()}
