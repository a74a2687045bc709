"""Okapi BM25 retrieval over a corpus's chunks, with an in-process index cache keyed by the corpus digest.

Scores are rounded to ``SCORE_DECIMALS`` before ranking and recording, so results are identical across
platforms; ties break by document id, then start offset.
"""

from __future__ import annotations

import math
import threading
from collections import Counter, OrderedDict
from dataclasses import dataclass

from ._corpus import Corpus
from ._text import tokenize
from .errors import ArgumentError

__all__ = ["BM25Index", "Hit", "build_index", "clear_index_cache", "search"]

SCORE_DECIMALS = 6
DEFAULT_K1 = 1.2
DEFAULT_B = 0.75
_CACHE_SIZE = 8


@dataclass(frozen=True, slots=True)
class Hit:
    """One retrieved passage: where it is, its text, its rounded BM25 score and its document's title."""

    doc_id: str
    chunk_id: str
    start: int
    end: int
    text: str
    score: float
    title: str = ""


class BM25Index:
    """An immutable Okapi BM25 index over the chunks of one corpus (each chunk indexed with its title).

    Args:
        corpus: the corpus whose chunks are indexed.
        k1: term-frequency saturation (``k1 >= 0``).
        b: length normalization (``0 <= b <= 1``).
    """

    def __init__(self, corpus: Corpus, *, k1: float = DEFAULT_K1, b: float = DEFAULT_B) -> None:
        if not k1 >= 0.0 or not 0.0 <= b <= 1.0:
            raise ArgumentError(f"BM25 needs k1 >= 0 and 0 <= b <= 1, got k1={k1}, b={b}")
        self.corpus = corpus
        self.k1 = k1
        self.b = b
        self._lengths: list[int] = []
        self._postings: dict[str, list[tuple[int, int]]] = {}
        for index, chunk in enumerate(corpus.chunks):
            title = corpus.document(chunk.doc_id).title
            counts = Counter(tokenize(title) + tokenize(chunk.text))
            self._lengths.append(sum(counts.values()))
            for term in sorted(counts):
                self._postings.setdefault(term, []).append((index, counts[term]))
        total = sum(self._lengths)
        self._average = total / len(self._lengths) if self._lengths else 0.0
        n = len(self._lengths)
        self._idf = {
            term: math.log(1.0 + (n - len(posts) + 0.5) / (len(posts) + 0.5))
            for term, posts in self._postings.items()
        }

    @property
    def digest(self) -> str:
        """The digest of the indexed corpus."""
        return self.corpus.digest

    def scores(self, query: str) -> dict[int, float]:
        """Raw BM25 scores of the chunks matching ``query``, by chunk index (unmatched chunks absent)."""
        scores: dict[int, float] = {}
        seen: set[str] = set()
        for term in tokenize(query):
            if term in seen or term not in self._postings:
                continue
            seen.add(term)
            idf = self._idf[term]
            for index, tf in self._postings[term]:
                norm = self.k1 * (1.0 - self.b + self.b * self._lengths[index] / self._average)
                scores[index] = scores.get(index, 0.0) + idf * tf * (self.k1 + 1.0) / (tf + norm)
        return scores

    def search(self, query: str, top_k: int = 3) -> tuple[Hit, ...]:
        """Return the ``top_k`` best chunks for ``query``: score descending, then document id, then start."""
        if top_k < 1:
            raise ArgumentError(f"top_k must be at least 1, got {top_k}")
        chunks = self.corpus.chunks
        ranked = sorted(
            ((round(score, SCORE_DECIMALS), index) for index, score in self.scores(query).items()),
            key=lambda item: (-item[0], chunks[item[1]].doc_id, chunks[item[1]].start),
        )
        hits = []
        for score, index in ranked[:top_k]:
            chunk = chunks[index]
            title = self.corpus.document(chunk.doc_id).title
            hits.append(Hit(chunk.doc_id, chunk.chunk_id, chunk.start, chunk.end, chunk.text, score, title))
        return tuple(hits)


_cache: OrderedDict[tuple[str, int, float, float], BM25Index] = OrderedDict()
_cache_lock = threading.Lock()


def build_index(corpus: Corpus, *, k1: float = DEFAULT_K1, b: float = DEFAULT_B) -> BM25Index:
    """Return the BM25 index of ``corpus``, built once per corpus digest and chunking (bounded LRU cache)."""
    cache_key = (corpus.digest, corpus.chunk_chars, k1, b)
    with _cache_lock:
        cached = _cache.get(cache_key)
        if cached is not None:
            _cache.move_to_end(cache_key)
            return cached
    index = BM25Index(corpus, k1=k1, b=b)
    with _cache_lock:
        _cache[cache_key] = index
        _cache.move_to_end(cache_key)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return index


def clear_index_cache() -> None:
    """Forget every cached index."""
    with _cache_lock:
        _cache.clear()


def search(
    corpus: Corpus, query: str, top_k: int = 3, *, k1: float = DEFAULT_K1, b: float = DEFAULT_B
) -> tuple[Hit, ...]:
    """Search ``corpus`` for ``query`` with its cached BM25 index (see ``BM25Index.search``)."""
    return build_index(corpus, k1=k1, b=b).search(query, top_k)
