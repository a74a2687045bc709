"""Loading corpora from folders and JSONL, their digests, typed errors, and exact chunk offsets."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canon_contracts import CanonError, digest_bytes
from canon_reason._corpus import Document, chunk_document, corpus_digest, load_corpus
from canon_reason._text import split_sentences
from canon_reason.errors import (
    CorpusDecodeError,
    CorpusError,
    CorpusFormatError,
    CorpusNotFoundError,
    EmptyCorpusError,
    ReasonError,
)

DATA = Path(__file__).parent / "data"


def write(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return root


def test_folder_documents_are_sorted_by_relative_posix_path(tmp_path):
    write(tmp_path, {"b.md": "# Bee\nText.", "a.txt": "Alpha line\nmore", "sub/c.md": "## Sea\n\nWaves."})
    corpus = load_corpus(tmp_path)
    assert [d.doc_id for d in corpus.documents] == ["a.txt", "b.md", "sub/c.md"]
    assert [d.title for d in corpus.documents] == ["Alpha line", "Bee", "Sea"]
    assert corpus.document("sub/c.md").source == "sub/c.md"


def test_hidden_and_other_files_are_skipped(tmp_path):
    write(tmp_path, {"a.md": "Text.", ".hidden.md": "No.", ".git/x.md": "No.", "notes.rst": "No."})
    assert [d.doc_id for d in load_corpus(tmp_path).documents] == ["a.md"]


def test_a_folder_nested_deeper_than_the_python_stack_is_walked(tmp_path):
    chain = [tmp_path]
    for _ in range(1100):  # os.walk recursed once per level: RecursionError
        chain.append(chain[-1] / "d")
        chain[-1].mkdir()
    (chain[-1] / "x.md").write_text("Deep text.")
    write(tmp_path, {"a.md": "Top text."})
    try:
        corpus = load_corpus(tmp_path)
        assert [d.doc_id for d in corpus.documents] == ["a.md", "d/" * 1100 + "x.md"]
    finally:  # shutil.rmtree recurses too, so pytest could not remove the folder later
        (chain[-1] / "x.md").unlink()
        for folder in reversed(chain[1:]):
            folder.rmdir()


def test_a_symlinked_folder_inside_the_corpus_is_not_descended_into(tmp_path):
    write(tmp_path, {"corpus/a.md": "Text.", "corpus/sub/b.md": "More.", "elsewhere/c.md": "No."})
    (tmp_path / "corpus" / "link").symlink_to(tmp_path / "corpus" / "sub", target_is_directory=True)
    (tmp_path / "corpus" / "out.md").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    assert [d.doc_id for d in load_corpus(tmp_path / "corpus").documents] == ["a.md", "sub/b.md"]


def test_document_digest_is_over_raw_bytes(tmp_path):
    raw = "\ufeffTitle\r\nBody.\r\n".encode()
    write(tmp_path, {"a.txt": raw})
    doc = load_corpus(tmp_path).document("a.txt")
    assert doc.sha256 == digest_bytes(raw)
    assert doc.text == "Title\r\nBody.\r\n"  # the BOM is dropped, line ends are kept
    assert doc.title == "Title"


def test_corpus_digest_is_stable_and_content_sensitive(tmp_path):
    first = write(tmp_path / "one", {"a.md": "Alpha.", "b.md": "Beta."})
    second = write(tmp_path / "two", {"b.md": "Beta.", "a.md": "Alpha."})
    assert load_corpus(first).digest == load_corpus(second).digest
    write(second, {"b.md": "Beta!"})
    assert load_corpus(first).digest != load_corpus(second).digest
    docs = list(load_corpus(first).documents)
    assert corpus_digest(docs) == corpus_digest(list(reversed(docs))) == load_corpus(first).digest


def test_renaming_a_document_changes_the_digest(tmp_path):
    one = write(tmp_path / "one", {"a.md": "Alpha."})
    two = write(tmp_path / "two", {"z.md": "Alpha."})
    assert load_corpus(one).digest != load_corpus(two).digest


def test_jsonl_corpus(tmp_path):
    path = tmp_path / "docs.jsonl"
    lines = [
        {"doc_id": "z", "title": "Zed", "source": "https://example.org/z", "text": "Zed text."},
        {"doc_id": "a", "text": "# Heading A\n\nBody."},
    ]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n\n")
    corpus = load_corpus(path)
    assert [d.doc_id for d in corpus.documents] == ["a", "z"]
    assert corpus.document("a").title == "Heading A"
    assert corpus.document("a").source == "a"
    assert corpus.document("z").source == "https://example.org/z"
    assert corpus.document("z").sha256 == digest_bytes(b"Zed text.")


def test_single_text_file_is_a_corpus(tmp_path):
    path = write(tmp_path, {"one.md": "# One\n\nA sentence."}) / "one.md"
    assert [d.doc_id for d in load_corpus(path).documents] == ["one.md"]


@pytest.mark.parametrize("name", ["missing", "missing.jsonl"])
def test_missing_corpus_path(tmp_path, name):
    with pytest.raises(CorpusNotFoundError) as info:
        load_corpus(tmp_path / name)
    assert info.value.path == str(tmp_path / name)
    assert isinstance(info.value, CorpusError | ReasonError | CanonError)


def test_unsupported_file_is_not_a_corpus(tmp_path):
    path = write(tmp_path, {"data.csv": "a,b"}) / "data.csv"
    with pytest.raises(CorpusNotFoundError, match="folder"):
        load_corpus(path)


@pytest.mark.parametrize("files", [{}, {"a.md": "   \n"}, {"notes.rst": "text"}])
def test_empty_corpus(tmp_path, files):
    write(tmp_path, files)
    with pytest.raises(EmptyCorpusError):
        load_corpus(tmp_path)


def test_empty_jsonl(tmp_path):
    path = tmp_path / "d.jsonl"
    path.write_text("\n\n")
    with pytest.raises(EmptyCorpusError):
        load_corpus(path)


def test_undecodable_file_is_named(tmp_path):
    write(tmp_path, {"ok.md": "Fine.", "bad.md": b"caf\xe9 au lait"})
    with pytest.raises(CorpusDecodeError) as info:
        load_corpus(tmp_path)
    assert info.value.path.endswith("bad.md")
    assert "UTF-8" in str(info.value)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ('{"doc_id": "x"}', "'text'"),
        ('{"text": "x"}', "'doc_id'"),
        ('{"doc_id": " ", "text": "x"}', "'doc_id'"),
        ('{"doc_id": "x", "text": 3}', "'text'"),
        ('{"doc_id": "x", "text": "t", "title": 5}', "'title'"),
    ],
)
def test_bad_jsonl_line_names_file_and_line(tmp_path, line, message):
    path = tmp_path / "docs.jsonl"
    path.write_text('{"doc_id": "ok", "text": "Fine."}\n\n' + line + "\n")
    with pytest.raises(CorpusFormatError, match=message) as info:
        load_corpus(path)
    assert info.value.path == str(path)
    assert info.value.line == 3
    assert f"{path}:3" in str(info.value)


def test_duplicate_jsonl_id(tmp_path):
    path = tmp_path / "docs.jsonl"
    path.write_text('{"doc_id": "a", "text": "x"}\n{"doc_id": "a", "text": "y"}\n')
    with pytest.raises(CorpusFormatError, match="already used on line 1") as info:
        load_corpus(path)
    assert info.value.line == 2


def test_undecodable_jsonl_line(tmp_path):
    path = tmp_path / "docs.jsonl"
    path.write_bytes(b'{"doc_id": "a", "text": "x"}\n{"doc_id": "b", "text": "\xff"}\n')
    with pytest.raises(CorpusDecodeError) as info:
        load_corpus(path)
    assert info.value.line == 2


def test_chunks_hold_exact_offsets_and_whole_sentences():
    corpus = load_corpus(DATA / "varrow", chunk_chars=200)
    assert len(corpus.chunks) > len(corpus.documents)
    for chunk in corpus.chunks:
        text = corpus.document(chunk.doc_id).text
        assert text[chunk.start : chunk.end] == chunk.text
        assert chunk.text == chunk.text.strip()
    ids = [c.chunk_id for c in corpus.chunks]
    assert len(ids) == len(set(ids))


def test_a_heading_starts_a_new_chunk():
    text = "# Title\n\nFirst section sentence.\n\n## Second\n\nSecond section sentence."
    doc = Document("d.md", "Title", "d.md", text, digest_bytes(text.encode()))
    chunks = chunk_document(doc, max_chars=1000)
    assert [c.text for c in chunks] == [
        "Title\n\nFirst section sentence.",
        "Second\n\nSecond section sentence.",
    ]


def test_long_sentences_are_never_split():
    sentence = "word " * 100 + "end."
    doc = Document("d", "d", "d", sentence + " Short one.", "sha256:" + "0" * 64)
    chunks = chunk_document(doc, max_chars=50)
    assert chunks[0].text == sentence
    assert chunks[1].text == "Short one."


def test_sentence_splitting_respects_abbreviations_initials_and_decimals():
    text = "Dr. Quell built it in 1851. It is 38.5 m tall! J. R. Varn paid approx. three crowns. Was it? Yes."
    spans = [text[s.start : s.end] for s in split_sentences(text)]
    assert spans == [
        "Dr. Quell built it in 1851.",
        "It is 38.5 m tall!",
        "J. R. Varn paid approx. three crowns.",
        "Was it?",
        "Yes.",
    ]


def test_markdown_lists_and_headings_are_segments_without_their_markers():
    text = "# Head\nIntro line\ncontinues here.\n- item one\n- item two\n  wraps\n\n1. first"
    spans = [text[s.start : s.end] for s in split_sentences(text)]
    assert spans == ["Head", "Intro line\ncontinues here.", "item one", "item two\n  wraps", "first"]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from([*"ab .!?\n#-*1)\"'Dr", "  ", "\n\n", "é", "Dr. ", "e.g. "]), max_size=80).map(
        "".join
    )
)
def test_sentence_spans_are_exact_ordered_and_trimmed(text):
    previous_end = 0
    for span in split_sentences(text):
        assert previous_end <= span.start < span.end <= len(text)
        piece = text[span.start : span.end]
        assert piece == piece.strip()
        previous_end = span.end


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400), st.integers(min_value=1, max_value=300))
def test_chunk_offsets_are_exact_for_any_text(text, max_chars):
    doc = Document("d", "d", "d", text, digest_bytes(text.encode("utf-8", "surrogatepass")))
    for chunk in chunk_document(doc, max_chars=max_chars):
        assert text[chunk.start : chunk.end] == chunk.text
