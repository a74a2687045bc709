"""The trace writer: append-only canonical JSONL lines, a hash chain, and an end record on close.

Every record is validated before a byte of it is written, encoded in RFC 8785 canonical form and written
with one ``write`` call, so a process killed at any moment leaves whole lines followed by at most one
partial line, which readers report as an incomplete trace. The header reaches its final name already
complete (written to a temporary name, then hard-linked), so the file never exists without it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, NamedTuple, Self

import msgspec

from canon_contracts import (
    ConvergenceReason,
    ModelRequestEvent,
    ModelResponseEvent,
    StopReason,
    TerminationReason,
    TraceEnd,
    TraceHeader,
    digest_bytes,
)

from . import wire
from ._canonical import _may_order_differently, canonical_json, respell_numbers
from ._checks import Problem, decode_problem, entry_problem, header_problem, incompatibility
from ._durability import FsyncPolicy
from ._spliced import CanonicalObject
from ._trace import to_contract
from ._upgrade import END_FIELDS
from .errors import TraceFormatError, TraceIOError, TraceStateError, UnsupportedSchemaError

__all__ = ["TraceWriter"]

_FILLED = ("index", "prev_digest", "run_id")
_SORTED = msgspec.json.Encoder(order="sorted")
# Stands for a spliced request in the encoded line: a JSON string holding one NUL, which the line holds
# nowhere else unless some string of it is exactly that (the count below then sends it the long way).
_MARK = b'"\\u0000"'
#: The events whose JSON value may be spliced: kind -> the member that holds it.
_SPLICED = {"model_request": "request", "model_response": "response"}
_HEADER_MEMBERS = tuple(field.name for field in msgspec.structs.fields(wire.Header))


def _utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


class TraceWriter:
    """Write a JSONL trace: the header on creation, one line per ``append``, the end record on ``close``.

    As a context manager it closes the trace on an exception, with termination reason ``user_interruption``
    for ``KeyboardInterrupt`` and ``asyncio.CancelledError`` and ``fatal_failure`` otherwise, and re-raises.
    Leaving the block normally without calling ``close`` raises ``TraceStateError``: only the caller knows
    why the run ended.

    Args:
        path: The trace file; it must not exist.
        header: The header; its end-only fields (termination reason, completion time, ...) must be None.
        fsync: ``always`` to fsync after every record, ``end`` (default) to fsync once on close, ``none``
            never (see ``FsyncPolicy`` for what each guarantees).
        clock: Returns the current time as an ISO 8601 string, used only for the end record's
            ``completed_at``. Defaults to UTC wall-clock time.

    Raises:
        TraceFormatError: if the header is not a valid header record (``field`` names where).
        TraceIOError: if the file exists or cannot be created.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        header: TraceHeader,
        *,
        fsync: FsyncPolicy | str = FsyncPolicy.END,
        clock: Callable[[], str] | None = None,
    ) -> None:
        self._path = Path(path)
        self._source = str(path)
        try:
            self._fsync = FsyncPolicy(fsync)
        except ValueError:
            raise TraceStateError(
                f"fsync must be one of {[p.value for p in FsyncPolicy]}, got {fsync!r}"
            ) from None
        self._clock = clock or _utc_now
        line = self._encode(self._header_record(header), 1)
        self._fd = self._create(line + b"\n")
        self._run_id = header.run_id
        self._last = digest_bytes(line)
        self._count = 0
        self._size = len(line) + 1
        self._pending: tuple[int, str] | None = None  # (size, digest) once a line is being written
        self._closed = False

    @property
    def path(self) -> Path:
        """The trace file."""
        return self._path

    @property
    def entry_count(self) -> int:
        """How many entries have been written."""
        return self._count

    @property
    def last_digest(self) -> str:
        """Digest of the last line written (the header's before any entry)."""
        return self._last

    @property
    def closed(self) -> bool:
        """Whether the trace is closed (its end record written, or the writer released after a failure)."""
        return self._closed

    def append(self, fields: Mapping[str, Any]) -> str:
        """Validate and write one entry; return the digest of its line.

        Args:
            fields: Every ``TraceEntry`` field except ``index``, ``prev_digest`` and ``run_id``, which the
                writer fills. Values are JSON builtins, enums, or contract models.

        Raises:
            TraceFormatError: if the entry is invalid (types, I-JSON portability, status invariant); nothing
                is written and the writer stays usable.
            TraceStateError: after close, or if a field the writer fills is given.
            TraceIOError: if the line cannot be written; the writer is then closed.
        """
        self._require_open()
        for name in _FILLED:
            if name in fields:
                raise TraceStateError(f"append() fills {name!r} itself; leave it out of the fields")
        line_number = self._count + 2
        data = {**fields, "index": self._count, "prev_digest": self._last, "run_id": self._run_id}
        spliced = _spliced_values(fields.get("events"))
        if spliced:
            data["events"] = [
                spliced[position].placeholder() if position in spliced else event
                for position, event in enumerate(fields["events"])
            ]
        try:
            entry = msgspec.convert(data, wire.Entry, from_attributes=True)
        except msgspec.ValidationError as exc:
            raise self._invalid(decode_problem(exc), line_number) from None
        problem = entry_problem(entry, encoding=True)
        if problem is not None:
            raise self._invalid(problem, line_number)
        line = self._encode(entry, line_number, spliced)
        self._pending = (self._size + len(line) + 1, digest_bytes(line))
        self._write(line + b"\n")
        self._adopt(*self._pending)
        return self._last

    def close(
        self,
        termination_reason: TerminationReason | str,
        *,
        stop_reason: StopReason | str | None = None,
        convergence_hash: str | None = None,
        convergence_reason: ConvergenceReason | str | None = None,
    ) -> TraceEnd:
        """Write the end record, force the file to disk and close it; return the end record.

        Raises:
            TraceFormatError: if an argument is invalid (nothing is written; the writer stays open).
            TraceStateError: if already closed, or if no entry was written (a complete trace holds one).
            TraceIOError: if the end record cannot be written or synced.
        """
        self._require_open()
        if self._count == 0:
            raise TraceStateError("a complete trace holds at least one entry; append one before close()")
        data = {
            "termination_reason": termination_reason,
            "stop_reason": stop_reason,
            "convergence_hash": convergence_hash,
            "convergence_reason": convergence_reason,
            "completed_at": self._clock(),
            "entry_count": self._count,
            "prev_digest": self._last,
        }
        line_number = self._count + 2
        try:
            end = msgspec.convert(data, wire.End)
        except msgspec.ValidationError as exc:
            raise self._invalid(decode_problem(exc), line_number) from None
        self._write(canonical_json(end) + b"\n")
        try:
            if self._fsync is FsyncPolicy.END:  # with ``always``, _write has synced it already
                os.fsync(self._fd)
            if self._fsync.on_seal:
                _sync_directory(self._path.parent)
        except OSError as exc:
            raise TraceIOError(f"{self._source}: cannot sync the trace ({exc.strerror or exc})") from exc
        finally:
            self._release()
        return to_contract(end)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._closed:
            return
        if error is None:
            self._release()
            raise TraceStateError(
                "the writer's block ended without close(termination_reason); the trace has no end"
            )
        if not self._settle():
            self._release()
            error.add_note(f"canon-trace: {self._source} ends in a line cut short, so it has no end record")
            return
        if self._count == 0:
            self._release()
            error.add_note(
                f"canon-trace: {self._source} holds no entry, so it was left without an end record"
            )
            return
        # asyncio is looked up, not imported: a cancelled task means asyncio is loaded, and reading or
        # listing runs never needs it (importing it cost those commands a tenth of their start-up).
        asyncio = sys.modules.get("asyncio")
        cancelled = (asyncio.CancelledError,) if asyncio is not None else ()
        interrupted = isinstance(error, (KeyboardInterrupt, *cancelled))
        reason = TerminationReason.USER_INTERRUPTION if interrupted else TerminationReason.FATAL_FAILURE
        stop = StopReason.USER_INTERRUPTION if interrupted else StopReason.FATAL_FAILURE
        try:
            self.close(reason, stop_reason=stop)
        except Exception as failure:  # the run's own error matters more; keep this one as a note
            self._release()
            error.add_note(f"canon-trace: the end record of {self._source} could not be written: {failure}")

    # ------------------------------------------------------------------------------------------- helpers

    def _adopt(self, size: int, digest: str) -> None:
        """Record that the entry line ending at ``size`` with ``digest`` is in the file."""
        self._size, self._last, self._count, self._pending = size, digest, self._count + 1, None

    def _settle(self) -> bool:
        """After an interruption inside ``append``: adopt its line if it reached the file whole.

        Returns False when only part of it did: no end record may follow a partial line.
        """
        if self._pending is None:
            return True
        size, digest = self._pending
        self._pending = None
        on_disk = os.fstat(self._fd).st_size
        if on_disk == size:
            self._adopt(size, digest)
        return on_disk in (size, self._size)

    def _header_record(self, header: TraceHeader) -> wire.Header:
        for name in END_FIELDS:
            if getattr(header, name) is not None:
                raise TraceStateError(
                    f"header.{name} is written by close(); leave it None when opening a trace"
                )
        try:
            members = {name: getattr(header, name) for name in _HEADER_MEMBERS}
            record = msgspec.convert(members, wire.Header, from_attributes=True)
        except msgspec.ValidationError as exc:
            raise self._invalid(decode_problem(exc), 1) from None
        reason = incompatibility(record.contract_version)
        if reason is not None:
            raise UnsupportedSchemaError(reason, source=self._source, line=1, field="contract_version")
        problem = header_problem(record)
        if problem is not None:
            raise self._invalid(problem, 1)
        return record

    def _encode(
        self,
        record: wire.Header | wire.Entry,
        line_number: int,
        spliced: Mapping[int, _Spliced] | None = None,
    ) -> bytes:
        """The canonical line of ``record``, with the values in ``spliced`` (by event position) spliced in.

        ``record`` holds an empty placeholder for each of them. Each is written as ``_MARK``, the rest of
        the line is encoded and respelled as usual, and the marks are replaced by the values' canonical
        bytes; the rare line whose members ``canonical_json`` would reorder is encoded whole instead.
        """
        try:
            if not spliced:
                return canonical_json(record)
            assert isinstance(record, wire.Entry)
            marked = msgspec.structs.replace(record, events=_marked(record.events, spliced))
            encoded = _SORTED.encode(marked)
            if encoded.isascii() or not _may_order_differently(encoded):
                pieces = respell_numbers(encoded).split(_MARK)
                if len(pieces) == len(spliced) + 1:
                    fragments = [spliced[position].value.canonical for position in sorted(spliced)]
                    return b"".join(_interleaved(pieces, fragments))
            whole = msgspec.structs.replace(record, events=_marked(record.events, spliced, whole=True))
            return canonical_json(whole, checked=True)
        except UnicodeEncodeError:  # a string holds a lone surrogate, which has no UTF-8 form
            field = _surrogate_path(msgspec.to_builtins(record))
            raise self._invalid(
                (field, "string holds a lone surrogate, which has no UTF-8 form"), line_number
            ) from None

    def _create(self, data: bytes) -> int:
        """Create the trace holding ``data`` (the header line) so that it never exists without it."""
        partial = self._path.with_name(f".{self._path.name}.{os.getpid()}.partial")
        fd = self._open_exclusive(partial)
        try:
            _write_all(fd, data)
            if self._fsync is FsyncPolicy.ALWAYS:
                os.fsync(fd)
            os.link(partial, self._path)
        except FileExistsError as exc:
            os.close(fd)
            raise TraceIOError(f"{self._source}: cannot create the trace (it already exists)") from exc
        except OSError:  # no hard links here: create the final name directly
            os.close(fd)
            fd = self._open_exclusive(self._path)
            try:
                _write_all(fd, data)
            except OSError as exc:
                os.close(fd)
                raise TraceIOError(f"{self._source}: cannot write the trace ({exc.strerror or exc})") from exc
        finally:
            os.unlink(partial)
        if self._fsync is FsyncPolicy.ALWAYS:
            _sync_directory(self._path.parent)
        return fd

    def _open_exclusive(self, path: Path) -> int:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
        try:
            return os.open(path, flags, 0o644)
        except OSError as exc:
            reason = "it already exists" if isinstance(exc, FileExistsError) else exc.strerror or str(exc)
            raise TraceIOError(f"{self._source}: cannot create the trace ({reason})") from exc

    def _write(self, data: bytes) -> None:
        try:
            _write_all(self._fd, data)
            if self._fsync is FsyncPolicy.ALWAYS:
                os.fsync(self._fd)
        except OSError as exc:
            self._release()
            raise TraceIOError(f"{self._source}: cannot write the trace ({exc.strerror or exc})") from exc

    def _require_open(self) -> None:
        if self._closed:
            raise TraceStateError(f"the trace {self._source} is closed")

    def _release(self) -> None:
        if not self._closed:
            self._closed = True
            os.close(self._fd)

    def _invalid(self, problem: Problem, line: int) -> TraceFormatError:
        field, message = problem
        return TraceFormatError(message, source=self._source, line=line, field=field or None)


class _Spliced(NamedTuple):
    """A model request or response given as a ``CanonicalObject``, and what its event states besides."""

    kind: str
    request_digest: Any
    value: CanonicalObject

    def placeholder(self) -> dict[str, Any]:
        """The event as a record to convert, holding an empty object until the line is encoded."""
        return {"kind": self.kind, "request_digest": self.request_digest, _SPLICED[self.kind]: {}}


def _spliced_values(events: Any) -> dict[int, _Spliced]:
    """The model requests and responses among ``events`` given as a ``CanonicalObject``, by position.

    A request whose event states a digest other than its own takes the usual route, so the line says what
    it was given.
    """
    found: dict[int, _Spliced] = {}
    if not isinstance(events, list | tuple):
        return found
    for position, event in enumerate(events):
        if type(event) is dict:
            kind = str(event.get("kind"))
            if kind not in _SPLICED:
                continue
            value, stated = event.get(_SPLICED[kind]), event.get("request_digest")
        elif isinstance(event, ModelRequestEvent | wire.ModelRequestEvent):
            kind, value, stated = "model_request", event.request, event.request_digest
        elif isinstance(event, ModelResponseEvent | wire.ModelResponseEvent):
            kind, value, stated = "model_response", event.response, event.request_digest
        else:
            continue
        if type(value) is CanonicalObject and (kind != "model_request" or value.digest == stated):
            found[position] = _Spliced(kind, stated, value)
    return found


def _marked(
    events: tuple[wire.Event, ...], spliced: Mapping[int, _Spliced], *, whole: bool = False
) -> tuple[wire.Event, ...]:
    """``events``, each spliced value's placeholder holding ``_MARK`` (or, if ``whole``, the value)."""
    mark = msgspec.Raw(_MARK)
    marked = list(events)
    for position, found in spliced.items():
        event = events[position]
        filling = dict(found.value) if whole else mark
        if isinstance(event, wire.ModelRequestEvent):
            marked[position] = msgspec.structs.replace(event, request=filling)
        elif isinstance(event, wire.ModelResponseEvent):
            marked[position] = msgspec.structs.replace(event, response=filling)
    return tuple(marked)


def _interleaved(pieces: list[bytes], fragments: list[bytes]) -> list[bytes]:
    joined = [pieces[0]]
    for fragment, piece in zip(fragments, pieces[1:], strict=True):
        joined += (fragment, piece)
    return joined


def _surrogate_path(tree: Any) -> str:
    """The dotted path of the first string (or key) in ``tree`` that cannot be encoded as UTF-8."""
    pending: list[tuple[str, Any]] = [("", tree)]
    while pending:
        path, node = pending.pop()
        if isinstance(node, str):
            if not node.isascii() and not _encodable(node):
                return path
        elif isinstance(node, dict):
            for key, value in node.items():
                step = f"{path}.{key}" if path else str(key)
                if not _encodable(str(key)):
                    return step
                pending.append((step, value))
        elif isinstance(node, list | tuple):
            pending.extend((f"{path}[{index}]", item) for index, item in enumerate(node))
    return ""


def _encodable(text: str) -> bool:
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def _write_all(fd: int, data: bytes) -> None:
    """Write ``data`` with one ``write`` call, continuing only if the system wrote part of it."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _sync_directory(directory: Path) -> None:
    """Make a new directory entry durable; a no-op where directories cannot be opened (Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
