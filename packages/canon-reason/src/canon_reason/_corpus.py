"""Corpora: documents loaded from a folder of ``.txt``/``.md`` files or a ``.jsonl`` file, and their chunks.

A corpus is immutable and ordered by document id. Its digest covers every document's id and the digest of
its raw bytes, so equal corpora have equal digests wherever they are loaded. Chunks are sentence-aware
passages with exact offsets: ``corpus.document(c.doc_id).text[c.start:c.end] == c.text``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from canon_contracts import digest, digest_bytes

from ._text import Span, split_sentences
from .errors import CorpusDecodeError, CorpusFormatError, CorpusNotFoundError, EmptyCorpusError

__all__ = ["Chunk", "Corpus", "Document", "chunk_document", "corpus_digest", "load_corpus"]

TEXT_SUFFIXES = (".md", ".txt")
DEFAULT_CHUNK_CHARS = 600
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
    """Yield the text files under ``root``, skipping hidden files and folders, in a sorted order."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if not name.startswith(".") and name.lower().endswith(TEXT_SUFFIXES):
                yield Path(dirpath) / name


def _load_file(path: Path, doc_id: str) -> Document:
    raw = path.read_bytes()
    text = _decode(raw, str(path))
    return Document(doc_id, _title_of(text, doc_id), doc_id, text, digest_bytes(raw))


def _load_folder(root: Path) -> list[Document]:
    return [_load_file(p, p.relative_to(root).as_posix()) for p in _walk(root)]


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


def _load_jsonl(path: Path) -> list[Document]:
    where = str(path)
    documents: list[Document] = []
    seen: dict[str, int] = {}
    for number, raw_line in enumerate(path.read_bytes().splitlines(), start=1):
        line = _decode(raw_line, where, number)
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CorpusFormatError(f"not valid JSON ({exc.msg})", path=where, line=number) from None
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
        documents.append(Document(doc_id, title, source, text, digest_bytes(text.encode("utf-8"))))
    return documents


def load_corpus(path: str | os.PathLike[str], *, chunk_chars: int = DEFAULT_CHUNK_CHARS) -> Corpus:
    """Load a corpus from a folder of ``.txt``/``.md`` files, one such file, or a ``.jsonl`` of documents.

    Folder documents are named by their POSIX path relative to the folder; hidden files and folders are
    skipped. JSONL lines hold ``{"doc_id", "text"}`` and optionally ``"title"`` and ``"source"``; blank lines
    are skipped.

    Raises:
        CorpusNotFoundError: the path does not exist or has an unsupported suffix.
        CorpusDecodeError: a file (or JSONL line) is not valid UTF-8.
        CorpusFormatError: a JSONL line is not a document object, or a document id repeats.
        EmptyCorpusError: no document holds any text.
    """
    root = Path(path)
    shown = str(root)
    if root.is_dir():
        documents = _load_folder(root)
    elif root.is_file() and root.suffix.lower() == ".jsonl":
        documents = _load_jsonl(root)
    elif root.is_file() and root.suffix.lower() in TEXT_SUFFIXES:
        documents = [_load_file(root, root.name)]
    elif root.exists():
        raise CorpusNotFoundError("a corpus must be a folder, a .txt/.md file or a .jsonl file", path=shown)
    else:
        raise CorpusNotFoundError("no such file or folder", path=shown)
    if not any(d.text.strip() for d in documents):
        raise EmptyCorpusError("the corpus holds no document with text", path=shown)
    return Corpus.from_documents(documents, chunk_chars=chunk_chars)


def chunk_document(document: Document, *, max_chars: int = DEFAULT_CHUNK_CHARS) -> tuple[Chunk, ...]:
    """Split a document into passages of whole sentences, each at most ``max_chars`` where possible.

    A passage never splits a sentence (a sentence longer than ``max_chars`` is a passage of its own), and a
    markdown heading starts a new passage, so a section's heading travels with its first sentences.
    """
    text = document.text
    groups: list[list[Span]] = []
    current: list[Span] = []
    for span in split_sentences(text):
        is_heading = text[: span.start].rstrip(" \t").endswith("#")
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
