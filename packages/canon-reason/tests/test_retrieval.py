"""BM25 retrieval: ranking, deterministic ties, rounded scores, the tokenizer, and the digest-keyed cache."""

import math
from pathlib import Path

import pytest

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document, load_corpus
from canon_reason._retrieval import BM25Index, Hit, build_index, clear_index_cache, search
from canon_reason._text import fold, stem, tokenize

DATA = Path(__file__).parent / "data"


def corpus_of(texts: dict[str, str]) -> Corpus:
    docs = [Document(k, "", k, v, digest_bytes(v.encode())) for k, v in texts.items()]
    return Corpus.from_documents(docs)


def test_tokenizer_lowercases_folds_accents_drops_stopwords_and_stems():
    assert tokenize("The Café was FOUNDED by founders of Zürich's bank.") == [
        "caf",
        "found",
        "found",
        "zurich",
        "bank",
    ]
    assert fold("Veloria’s") == "veloria"
    assert stem("cities") == stem("city")
    assert stem("largest") == stem("large") == stem("larger")
    assert stem("living") == stem("lived") == stem("lives")
    assert tokenize("Ελληνικά 東京 Straße") == ["ελληνικα", "東京", "strass"]


def test_title_words_are_indexed_with_every_chunk():
    docs = [Document("d.md", "Puffin Rock", "d.md", "It is small.", digest_bytes(b"x"))]
    assert search(Corpus.from_documents(docs), "puffin", 1)[0].doc_id == "d.md"


def test_relevant_passage_ranks_first():
    corpus = load_corpus(DATA / "varrow")
    hits = search(corpus, "When was Carrow Bank founded?", 3)
    assert hits[0].doc_id == "carrow-bank.md"
    assert all(isinstance(h, Hit) for h in hits)
    assert hits[0].title == "Carrow Bank"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_hit_span_is_exact():
    corpus = load_corpus(DATA / "varrow")
    for hit in search(corpus, "lighthouse tall metres", 5):
        assert corpus.document(hit.doc_id).text[hit.start : hit.end] == hit.text


def test_scores_are_rounded_to_six_decimals():
    corpus = load_corpus(DATA / "varrow")
    for hit in search(corpus, "herring export fleet", 5):
        assert hit.score == round(hit.score, 6)
        assert hit.score > 0


def test_ties_break_by_document_id_then_offset():
    corpus = corpus_of({"b.md": "Gannets nest here.", "a.md": "Gannets nest here.", "c.md": "Other words."})
    hits = search(corpus, "gannets", 5)
    assert [h.doc_id for h in hits] == ["a.md", "b.md"]
    assert hits[0].score == hits[1].score


def test_unmatched_and_empty_queries_return_nothing():
    corpus = corpus_of({"a.md": "Gannets nest here."})
    assert search(corpus, "puffins", 3) == ()
    assert search(corpus, "the of and", 3) == ()
    assert search(corpus, "", 3) == ()


def test_top_k_bounds_the_result_and_must_be_positive():
    corpus = load_corpus(DATA / "varrow")
    assert len(search(corpus, "islands", 2)) == 2
    with pytest.raises(ValueError, match="top_k"):
        search(corpus, "islands", 0)


def test_bm25_score_matches_the_okapi_formula():
    corpus = corpus_of({"a": "puffin puffin gull", "b": "gull tern", "c": "tern tern tern tern"})
    k1, b = 1.2, 0.75
    index = BM25Index(corpus, k1=k1, b=b)
    lengths = {"a": 3, "b": 2, "c": 4}
    average = sum(lengths.values()) / 3
    idf = math.log(1 + (3 - 1 + 0.5) / (1 + 0.5))
    tf = 2
    expected = idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * lengths["a"] / average))
    (hit,) = index.search("puffin", 1)
    assert hit.doc_id == "a"
    assert hit.score == round(expected, 6)


def test_bm25_parameters_are_validated():
    corpus = corpus_of({"a": "x"})
    with pytest.raises(ValueError):
        BM25Index(corpus, k1=-1.0)
    with pytest.raises(ValueError):
        BM25Index(corpus, b=1.5)


def test_index_is_built_once_per_corpus_digest():
    clear_index_cache()
    first = load_corpus(DATA / "varrow")
    again = load_corpus(DATA / "varrow")
    assert first is not again
    assert build_index(first) is build_index(again)
    assert build_index(first).digest == first.digest
    assert build_index(first, k1=1.5) is not build_index(first)
    other = corpus_of({"a.md": "Different."})
    assert build_index(other) is not build_index(first)
    before = build_index(first)
    clear_index_cache()
    assert build_index(first) is not before


def test_cache_is_bounded():
    clear_index_cache()
    corpora = [corpus_of({"a.md": f"text number {i}"}) for i in range(12)]
    first = build_index(corpora[0])
    for c in corpora[1:]:
        build_index(c)
    assert build_index(corpora[0]) is not first


def test_search_is_deterministic_across_fresh_indexes():
    corpus = load_corpus(DATA / "varrow")
    clear_index_cache()
    one = search(corpus, "population of Tessel", 5)
    clear_index_cache()
    two = search(corpus, "population of Tessel", 5)
    assert one == two
