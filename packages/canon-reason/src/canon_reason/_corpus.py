"""Corpora: documents loaded from a folder of ``.txt``/``.md`` files or a ``.jsonl`` file, and their chunks.

A corpus is untrusted input: only regular files are read (opened without blocking, so a FIFO is refused,
never waited on), each at most ``MAX_DOCUMENT_BYTES`` and all together at most ``MAX_CORPUS_BYTES``, and a
corpus (or a file in its folder) reached through a symlink must stay inside the folder it is named from.
A corpus is immutable and ordered by document id. Its digest covers every document's id and the digest of
its raw bytes, so equal corpora have equal digests wherever they are loaded. Chunks are sentence-aware
passages with exact offsets: ``corpus.document(c.doc_id).text[c.start:c.end] == c.text``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from canon_contracts import digest, digest_bytes
from canon_trace import RunFileError, enclosing_run_directory, parse_json, read_regular_file

from ._text import Span, split_sentences
from .errors import (
    ArgumentError,
    CorpusDecodeError,
    CorpusFormatError,
    CorpusNotFoundError,
    EmptyCorpusError,
)

__all__ = [
    "MAX_CORPUS_BYTES",
    "MAX_DOCUMENT_BYTES",
    "MAX_PASSAGE_CHARS",
    "Chunk",
    "Corpus",
    "Document",
    "chunk_document",
    "corpus_digest",
    "load_corpus",
    "refuse_output_folder",
]

MAX_DOCUMENT_BYTES = 4 * 1024 * 1024
"""Largest document read (4 MiB of UTF-8): a book-length text; larger ones are refused, not truncated."""
MAX_CORPUS_BYTES = 64 * 1024 * 1024
"""Largest corpus read (64 MiB of files, or of one ``.jsonl``), so loading stays within seconds."""
TEXT_SUFFIXES = (".md", ".txt")
DEFAULT_CHUNK_CHARS = 600
MAX_PASSAGE_CHARS = 16_384
"""Longest passage: a longer sentence or table is cut into passages of at most this many characters, at
line breaks where it has them, so that reading one retrieved passage stays within a bounded time."""
_TITLE_CHARS = 200


@dataclass(frozen=True, slots=True)
class Document:
    """One source document. ``sha256`` is the digest of its raw bytes (the file, or the UTF-8 text)."""

    doc_id: str
    title: str
    source: str
    text: str
    sha256: str


@dataclass(frozen=True, slots=True)
class Chunk:
    """A passage of a document: whole sentences, ``text == document.text[start:end]``."""

    chunk_id: str
    doc_id: str
    start: int
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class Corpus:
    """Documents sorted by id, their digest, and their chunks (built at load time)."""

    documents: tuple[Document, ...]
    digest: str
    chunks: tuple[Chunk, ...]
    chunk_chars: int = DEFAULT_CHUNK_CHARS
    _by_id: dict[str, Document] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._by_id.update((d.doc_id, d) for d in self.documents)

    @classmethod
    def from_documents(cls, documents: list[Document], *, chunk_chars: int = DEFAULT_CHUNK_CHARS) -> Corpus:
        """Build a corpus from documents (any order; ids must be unique), chunking each one."""
        ordered = tuple(sorted(documents, key=lambda d: d.doc_id))
        ids = [d.doc_id for d in ordered]
        for previous, current in zip(ids, ids[1:], strict=False):
            if previous == current:
                raise CorpusFormatError(f"document id {current!r} appears twice", path=current)
        chunks = tuple(c for d in ordered for c in chunk_document(d, max_chars=chunk_chars))
        return cls(ordered, corpus_digest(ordered), chunks, chunk_chars)

    @classmethod
    def from_texts(cls, texts: Mapping[str, str], *, chunk_chars: int = DEFAULT_CHUNK_CHARS) -> Corpus:
        """Build a corpus from texts keyed by document id, titled and digested as files of them would be."""
        return cls.from_documents(
            [
                Document(doc_id, _title_of(text, doc_id), doc_id, text, digest_bytes(text.encode()))
                for doc_id, text in texts.items()
            ],
            chunk_chars=chunk_chars,
        )

    def document(self, doc_id: str) -> Document:
        """Return the document with ``doc_id``; ``KeyError`` if there is none."""
        return self._by_id[doc_id]

    def __contains__(self, doc_id: object) -> bool:
        return doc_id in self._by_id


def corpus_digest(documents: tuple[Document, ...] | list[Document]) -> str:
    """Digest over the documents' ids and raw-byte digests, in document-id order."""
    entries = sorted((d.doc_id, d.sha256) for d in documents)
    return digest([{"doc_id": doc_id, "sha256": sha} for doc_id, sha in entries])


def _title_of(text: str, fallback: str) -> str:
    """The first markdown heading, else the first non-blank line, else ``fallback``."""
    first_line = None
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            heading = stripped.lstrip("#").strip()
            if heading:
                return heading[:_TITLE_CHARS]
        if first_line is None:
            first_line = stripped
    return (first_line or fallback)[:_TITLE_CHARS]


def _decode(raw: bytes, where: str, line: int | None = None) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorpusDecodeError(
            f"not valid UTF-8 (byte {exc.start}: {exc.reason})", path=where, line=line
        ) from None
    return text[1:] if text.startswith("\ufeff") else text


def _walk(root: Path) -> Iterator[Path]:
    """Yield the text files under ``root``, skipping hidden files and folders, in a sorted order.

    The walk keeps its own stack (``os.walk`` recurses, so a folder nested a thousand deep would exhaust
    Python's stack) and, as ``os.walk`` does, descends into no symlinked folder and passes over a folder it
    cannot list.
    """
    pending = [root]
    while pending:
        folder = pending.pop()
        try:
            with os.scandir(folder) as scan:
                entries = sorted((item.name, _kind(item)) for item in scan)
        except OSError:
            continue
        for name, kind in entries:
            if kind == "file" and not name.startswith(".") and name.lower().endswith(TEXT_SUFFIXES):
                yield folder / name
        pending.extend(
            folder / name for name, kind in reversed(entries) if kind == "folder" and not name.startswith(".")
        )


def _kind(item: os.DirEntry[str]) -> str:
    """``folder`` to descend into, ``file`` to consider, or ``link`` (a symlinked folder: neither)."""
    try:
        if not item.is_dir():
            return "file"
        return "link" if item.is_symlink() else "folder"
    except OSError:
        return "file"


@dataclass
class _Budget:
    """What may still be read: the corpus limit, spent as files are read, and where symlinks may lead."""

    inside: str
    remaining: int = MAX_CORPUS_BYTES

    def read(self, path: Path, limit: int) -> bytes:
        """The bytes of the regular file ``path``, within ``limit`` and what the corpus may still read."""
        if os.path.islink(path) and not _within(os.path.realpath(path), self.inside):
            raise CorpusFormatError("is a symlink that leads out of the spec's folder", path=str(path))
        try:
            data = read_regular_file(path, max_bytes=min(limit, self.remaining))
        except RunFileError as exc:
            reason = exc.reason
            if "-byte limit" in reason and self.remaining < limit:
                reason = f"would take the corpus over its {MAX_CORPUS_BYTES}-byte limit"
            raise CorpusFormatError(reason, path=str(path)) from None
        self.remaining -= len(data)
        return data


def refuse_output_folder(corpus: Path | None, place: str | os.PathLike[str], what: str) -> None:
    """Refuse (``ArgumentError``) a folder for output, ``what``, inside the folder ``corpus`` or inside a run.

    What a run writes there (its evidence ``.txt`` files) would join the corpus, so the next run reads
    another corpus than the one it names, and a resumed evaluation is refused for it. Inside a run
    directory, complete or not, new folders would change that run's evidence and fail its verification.
    """
    if corpus is not None and corpus.is_dir() and _within(os.path.realpath(place), os.path.realpath(corpus)):
        raise ArgumentError(f"{what} {place} is inside the corpus {corpus}; its files would join the corpus")
    run = enclosing_run_directory(Path(place) / "run")  # a file in the folder: the folder itself is checked
    if run is not None:
        raise ArgumentError(
            f"{what} {place} is inside the run directory {run}; its files would change that run"
        )


def _within(path: str, folder: str) -> bool:
    try:
        return os.path.commonpath([path, folder]) == folder
    except ValueError:
        return False


def _load_file(path: Path, doc_id: str, budget: _Budget) -> Document:
    raw = budget.read(path, MAX_DOCUMENT_BYTES)
    text = _decode(raw, str(path))
    return Document(doc_id, _title_of(text, doc_id), doc_id, text, digest_bytes(raw))


def _load_folder(root: Path, budget: _Budget) -> list[Document]:
    return [_load_file(p, p.relative_to(root).as_posix(), budget) for p in _walk(root)]


def _optional(
    record: dict[str, object], name: str, where: str, line: int, *, blank: bool = True
) -> str | None:
    """A string field of a JSONL document, or ``None`` when absent; anything else is a format error."""
    value = record.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or (not blank and not value.strip()):
        expected = "a string" if blank else "a non-empty string"
        raise CorpusFormatError(f"field {name!r} must be {expected}", path=where, line=line)
    return value


def _required(record: dict[str, object], name: str, where: str, line: int, *, blank: bool = True) -> str:
    value = _optional(record, name, where, line, blank=blank)
    if value is None:
        raise CorpusFormatError(f"field {name!r} is missing", path=where, line=line)
    return value


def _load_jsonl(path: Path, budget: _Budget) -> list[Document]:
    where = str(path)
    documents: list[Document] = []
    seen: dict[str, int] = {}
    for number, raw_line in enumerate(budget.read(path, MAX_CORPUS_BYTES).splitlines(), start=1):
        line = _decode(raw_line, where, number)
        if not line.strip():
            continue
        try:
            record = parse_json(line)
        except json.JSONDecodeError as exc:
            raise CorpusFormatError(f"not valid JSON ({exc.msg})", path=where, line=number) from None
        except ValueError as exc:
            raise CorpusFormatError(f"not valid JSON ({exc})", path=where, line=number) from None
        if not isinstance(record, dict):
            raise CorpusFormatError("a line must hold a JSON object", path=where, line=number)
        doc_id = _required(record, "doc_id", where, number, blank=False)
        text = _required(record, "text", where, number)
        if doc_id in seen:
            raise CorpusFormatError(
                f"document id {doc_id!r} already used on line {seen[doc_id]}", path=where, line=number
            )
        seen[doc_id] = number
        title = _optional(record, "title", where, number) or _title_of(text, doc_id)
        source = _optional(record, "source", where, number) or doc_id
        try:
            encoded = text.encode("utf-8")
            (doc_id + title + source).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise CorpusFormatError(
                f"a string holds a lone surrogate (offset {exc.start}), which has no UTF-8 form",
                path=where,
                line=number,
            ) from None
        if len(encoded) > MAX_DOCUMENT_BYTES:
            raise CorpusFormatError(
                f"the document is larger than the {MAX_DOCUMENT_BYTES}-byte limit", path=where, line=number
            )
        documents.append(Document(doc_id, title, source, text, digest_bytes(encoded)))
    return documents


def load_corpus(
    path: str | os.PathLike[str],
    *,
    chunk_chars: int = DEFAULT_CHUNK_CHARS,
    inside: str | os.PathLike[str] | None = None,
) -> Corpus:
    """Load a corpus from a folder of ``.txt``/``.md`` files, one such file, or a ``.jsonl`` of documents.

    Folder documents are named by their POSIX path relative to the folder; hidden files and folders are
    skipped. JSONL lines hold ``{"doc_id", "text"}`` and optionally ``"title"`` and ``"source"``; blank lines
    are skipped. ``inside`` is the folder the corpus must stay in, symlinks resolved (a spec's folder);
    without it, the corpus's own folder. See the module docstring for the limits.

    Raises:
        CorpusNotFoundError: the path does not exist, cannot be resolved (a symlink loop), leaves ``inside``,
            or has an unsupported suffix.
        CorpusDecodeError: a file (or JSONL line) is not valid UTF-8.
        CorpusFormatError: a file is not a regular file or is over a limit, a JSONL line is not a document
            object, or a document id repeats.
        EmptyCorpusError: no document holds any text.
    """
    root = Path(path)
    shown = str(root)
    try:
        real = os.path.realpath(root, strict=True)
    except (OSError, RuntimeError, ValueError) as exc:
        missing = isinstance(exc, FileNotFoundError) and not os.path.islink(root)
        why = "no such file or folder" if missing else "cannot be resolved (a symlink loop, or a broken link)"
        raise CorpusNotFoundError(why, path=shown) from None
    limit = (
        os.path.realpath(inside)
        if inside is not None
        else (real if os.path.isdir(real) else os.path.dirname(real))
    )
    if not _within(real, limit):
        raise CorpusNotFoundError("leads out of the spec's folder through a symlink", path=shown)
    budget = _Budget(limit)
    if os.path.isdir(real):
        documents = _load_folder(root, budget)
    elif root.suffix.lower() == ".jsonl":
        documents = _load_jsonl(root, budget)
    elif root.suffix.lower() in TEXT_SUFFIXES:
        documents = [_load_file(root, root.name, budget)]
    else:
        raise CorpusNotFoundError("a corpus must be a folder, a .txt/.md file or a .jsonl file", path=shown)
    if not any(d.text.strip() for d in documents):
        raise EmptyCorpusError("the corpus holds no document with text", path=shown)
    return Corpus.from_documents(documents, chunk_chars=chunk_chars)


def _follows_heading_marker(text: str, start: int) -> bool:
    """Whether ``text[:start]``, spaces and tabs stripped from its end, ends with ``#`` (a markdown heading).

    Looks back from ``start`` only as far as the blanks go, so chunking stays linear in the document's length
    (slicing the prefix for every sentence made it quadratic).
    """
    at = start - 1
    while at >= 0 and text[at] in " \t":
        at -= 1
    return at >= 0 and text[at] == "#"


def _bounded(text: str, span: Span) -> Iterator[Span]:
    """``span``, or its pieces when it is longer than ``MAX_PASSAGE_CHARS``.

    Each piece ends at the last line break (else the last space) within that length: a table of many
    thousand rows is read a few hundred rows at a time.
    """
    start, end = span.start, span.end
    while end - start > MAX_PASSAGE_CHARS:
        limit = start + MAX_PASSAGE_CHARS
        cut = text.rfind("\n", start + 1, limit)
        if cut < 0:
            cut = text.rfind(" ", start + 1, limit)
        cut = cut if cut > start else limit
        yield Span(start, cut)
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if start < end:
        yield Span(start, end)


def chunk_document(document: Document, *, max_chars: int = DEFAULT_CHUNK_CHARS) -> tuple[Chunk, ...]:
    """Split a document into passages of whole sentences, each at most ``max_chars`` where possible.

    A passage never splits a sentence (a sentence longer than ``max_chars`` is a passage of its own, and one
    longer than ``MAX_PASSAGE_CHARS`` several), and a markdown heading starts a new passage, so a section's
    heading travels with its first sentences.
    """
    text = document.text
    groups: list[list[Span]] = []
    current: list[Span] = []
    for span in (piece for whole in split_sentences(text) for piece in _bounded(text, whole)):
        is_heading = _follows_heading_marker(text, span.start)
        too_long = bool(current) and span.end - current[0].start > max_chars
        if current and (is_heading or too_long):
            groups.append(current)
            current = []
        current.append(span)
    if current:
        groups.append(current)
    return tuple(
        Chunk(
            f"{document.doc_id}#{index}", document.doc_id, g[0].start, g[-1].end, text[g[0].start : g[-1].end]
        )
        for index, g in enumerate(groups)
    )
