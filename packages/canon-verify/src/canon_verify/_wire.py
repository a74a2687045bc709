"""Bridges between the contract models and canon-trace's wire structs, which every check reads.

The checks read wire structs because the streaming reader yields them at msgspec speed; a trace already
held in memory as contract models is converted once, record by record.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

import msgspec
from pydantic import BaseModel

from canon_contracts import TraceEnd, TraceEntry, TraceHeader
from canon_trace import wire

from .errors import VerifyInputError

__all__ = ["END_ONLY_FIELDS", "TraceLike", "as_trace", "as_wire", "event_class"]

#: Fields of the logical ``TraceHeader`` that the end record supplies; the header record lacks them.
END_ONLY_FIELDS = frozenset(
    {
        "convergence_hash",
        "convergence_reason",
        "termination_reason",
        "stop_reason",
        "completed_at",
        "entry_count",
    }
)

_Struct = TypeVar("_Struct", bound=msgspec.Struct)


class TraceLike(Protocol):
    """A trace held in memory as contract models (``canon_trace.Trace`` is one)."""

    @property
    def header(self) -> TraceHeader:
        """The logical header."""
        ...

    @property
    def entries(self) -> Sequence[TraceEntry]:
        """The entries, in order."""
        ...

    @property
    def end(self) -> TraceEnd | None:
        """The end record, or ``None`` for an incomplete trace."""
        ...


def as_wire(value: BaseModel | msgspec.Struct, kind: type[_Struct]) -> _Struct:
    """``value`` as the wire struct ``kind``: unchanged if it already is one, converted from a contract model.

    Raises:
        VerifyInputError: if the value cannot be expressed in the wire form.
    """
    if isinstance(value, kind):
        return value
    if isinstance(value, msgspec.Struct):
        data = msgspec.to_builtins(value)
    elif isinstance(value, BaseModel):
        exclude = set(END_ONLY_FIELDS) if isinstance(value, TraceHeader) else None
        data = value.model_dump(mode="json", exclude=exclude)
    else:
        raise VerifyInputError(f"expected a trace record, got {type(value).__name__}", path="<memory>")
    try:
        return msgspec.convert(data, kind)
    except msgspec.ValidationError as exc:
        raise VerifyInputError(f"not a valid {kind.__name__.lower()} record: {exc}", path="<memory>") from exc


def as_trace(value: object) -> TraceLike:
    """``value`` if it holds a trace in memory (``header``, ``entries``, ``end``).

    Raises:
        VerifyInputError: if it does not.
    """
    if not all(hasattr(value, name) for name in ("header", "entries", "end")):
        raise VerifyInputError(f"expected a trace or a path, got {type(value).__name__}", path="<memory>")
    return value  # type: ignore[return-value]


#: The wire class of each event class met so far (the reader yields subclasses of the wire classes).
_EVENT_CLASSES: dict[type[object], type[object]] = {}
_WIRE_EVENTS = (
    wire.ToolCallEvent,
    wire.ToolResultEvent,
    wire.EvidenceRegisteredEvent,
    wire.ClaimEmittedEvent,
    wire.PlanEmittedEvent,
    wire.ModelRequestEvent,
    wire.ModelResponseEvent,
    wire.OutputRejectedEvent,
    wire.ConvergenceDecisionEvent,
)


def event_class(event: object) -> type[object]:
    """The wire class ``event`` is an instance of, remembered per class: one dict lookup per event.

    Checks compare it by identity (``event_class(event) is wire.ToolCallEvent``), where a chain of
    ``isinstance`` calls cost more than the checks themselves.
    """
    kind = _EVENT_CLASSES.get(type(event))
    if kind is None:
        kind = next((cls for cls in _WIRE_EVENTS if isinstance(event, cls)), type(event))
        _EVENT_CLASSES[type(event)] = kind
    return kind
