"""Whole traces as contract models: ``read_trace``, the ``Trace`` it returns, and ``to_contract``."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, TypeVar, overload

import msgspec
import pydantic

import canon_contracts
from canon_contracts import ContractModel, TraceEnd, TraceEntry, TraceHeader

from . import wire
from ._chain import ChainBreak
from ._reader import DEFAULT_MAX_LINE_BYTES, TraceReader, TraceStatus
from ._upgrade import END_FIELDS, SourceFormat
from .errors import TraceFormatError, TraceStateError

__all__ = ["Trace", "read_trace", "to_contract"]

_RECORDS: dict[type[msgspec.Struct], type[ContractModel]] = {
    wire.Header: TraceHeader,
    wire.Entry: TraceEntry,
    wire.End: TraceEnd,
}
_CONTRACT_OF: dict[type[Any], type[ContractModel]] = {
    **{
        getattr(wire, name): getattr(canon_contracts, name)
        for name in wire.__all__
        if isinstance(getattr(wire, name), type) and hasattr(canon_contracts, name)
    },
    **_RECORDS,
}
_Model = TypeVar("_Model", bound=ContractModel)


@dataclass(frozen=True, slots=True)
class Trace:
    """A whole trace as contract models, with what reading it established.

    ``header`` is the logical header: the header record merged with the end record's fields (which stay
    ``None`` for an incomplete trace). ``file_digest`` is the sha256 of the raw file bytes. ``status`` says
    only whether the end record was read; ``intact`` also requires an unbroken hash chain.
    """

    header: TraceHeader
    entries: tuple[TraceEntry, ...]
    end: TraceEnd | None
    status: TraceStatus
    incomplete_reason: str | None
    source_format: SourceFormat
    file_digest: str
    chain_breaks: tuple[ChainBreak, ...]

    @property
    def intact(self) -> bool:
        """Whether the trace is complete and its hash chain has no break."""
        return self.status is TraceStatus.COMPLETE and not self.chain_breaks


def read_trace(path: str | os.PathLike[str], *, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES) -> Trace:
    """Read a whole trace (any supported encoding, upgraded to schema version 2) into contract models.

    This is the payload validation of the data contracts: a supported schema version, a run id, at least
    one entry in a complete trace, a compatible runtime, and every record valid against its contract model.
    The lifecycle rules are ``canon-verify``'s.

    Raises:
        TraceFormatError: naming the line and field of the first problem (or a subclass of it).
        TraceIOError: if the file cannot be opened or read.
    """
    with TraceReader(path, max_line_bytes=max_line_bytes) as reader:
        entries = tuple(_located(record.entry, reader, record.line) for record in reader)
        end = reader.end
        header = _logical_header(reader.header, end)
        return Trace(
            header=header,
            entries=entries,
            end=None if end is None else to_contract(end),
            status=reader.status,
            incomplete_reason=reader.incomplete_reason,
            source_format=reader.source_format,
            file_digest=reader.file_digest,
            chain_breaks=tuple(reader.chain_breaks),
        )


@overload
def to_contract(record: wire.Header) -> TraceHeader: ...
@overload
def to_contract(record: wire.Entry) -> TraceEntry: ...
@overload
def to_contract(record: wire.End) -> TraceEnd: ...
@overload
def to_contract(record: msgspec.Struct) -> ContractModel: ...
def to_contract(record: msgspec.Struct) -> ContractModel:
    """Turn a wire struct into its contract model (``wire.Entry`` into ``TraceEntry``, and so on).

    Raises:
        TraceFormatError: if the value breaks a contract rule; ``field`` names where.
        TraceStateError: if ``record`` is not a ``canon_trace.wire`` struct.
    """
    # The reader's lean structs subclass the wire structs (``_lean``): the nearest wire class decides.
    model = next((_CONTRACT_OF[kind] for kind in type(record).__mro__ if kind in _CONTRACT_OF), None)
    if model is None:
        raise TraceStateError(f"{type(record).__qualname__} is not a canon_trace.wire struct")
    data = msgspec.to_builtins(record)
    if model in _RECORDS.values():
        del data["record"]
    return _validate(model, data)


def _validate(model: type[_Model], data: dict[str, Any]) -> _Model:
    try:
        return model.model_validate(data)
    except pydantic.ValidationError as exc:
        first = exc.errors()[0]
        field = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in first["loc"]).lstrip(
            "."
        )
        raise TraceFormatError(f"{model.__name__}: {first['msg']}", field=field or None) from None


def _logical_header(header: wire.Header, end: wire.End | None) -> TraceHeader:
    data = msgspec.to_builtins(header)
    del data["record"]
    if end is not None:
        data.update({name: getattr(end, name) for name in END_FIELDS})
    return _validate(TraceHeader, data)


def _located(entry: wire.Entry, reader: TraceReader, line: int) -> TraceEntry:
    """``to_contract`` of an entry, with errors located at its line (JSONL) or its position (document)."""
    try:
        return to_contract(entry)
    except TraceFormatError as exc:
        source = str(reader.path)
        if reader.source_format is SourceFormat.JSONL:
            raise TraceFormatError(exc.reason, source=source, line=line, field=exc.field) from None
        field = f"entries[{line - 2}]" + (f".{exc.field}" if exc.field else "")
        raise TraceFormatError(exc.reason, source=source, field=field) from None
