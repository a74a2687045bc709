"""Reading a passage set is done once: the split into sentences and each look-up's answer are kept by
content, so the roles of a run that ask the same thing of the same passages reuse the first answer."""

from dataclasses import dataclass
from pathlib import Path

from canon_reason._text import words
from canon_reason.embedded._entities import entity_spans
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._reading import Finding, _read, read
from canon_reason.embedded._sentences import passage_texts, sentences_of

TEXT = (
    "# Kell Bridge\n\n"
    "Kell Bridge was opened in 1884 by the county council. It is 120 feet long.\n\n"
    "| Bridge | Span |\n|---|---|\n| Kell Bridge | 120 ft |\n| Orra Bridge | 95 ft |\n"
)


@dataclass(frozen=True)
class Passage:
    doc_id: str
    start: int
    end: int
    text: str
    title: str = "Kell Bridge"


def test_equal_passages_share_one_split_and_other_text_gets_its_own():
    first = sentences_of([Passage("kell.md", 0, len(TEXT), TEXT)])
    again = sentences_of([Passage("kell.md", 0, len(TEXT), "".join(TEXT))])
    assert again == first
    assert all(a is b for a, b in zip(again, first, strict=True))
    again.clear()  # a caller's list is its own: clearing it leaves the kept split intact
    assert sentences_of([Passage("kell.md", 0, len(TEXT), TEXT)]) == first
    edited = TEXT.replace("1884", "1885")
    other = sentences_of([Passage("kell.md", 0, len(edited), edited)])
    assert any("1885" in s.text for s in other)
    assert not any("1885" in s.text for s in first)


def test_passages_are_keyed_by_place_in_document_order():
    a = Passage("kell.md", 0, 20, TEXT[:20])
    b = Passage("kell.md", 20, len(TEXT), TEXT[20:])
    assert passage_texts([b, a, b]) == passage_texts([a, b])
    assert [p.start for p in passage_texts([b, a])] == [0, 20]


def test_a_look_up_asked_again_is_answered_from_the_first_reading():
    fact = read_fact("When was Kell Bridge opened?")
    passages = [Passage("kell.md", 0, len(TEXT), TEXT)]
    _read.cache_clear()
    found = read(fact, passages)
    assert isinstance(found, Finding) and found.value == "1884"
    before = _read.cache_info()
    assert read(fact, [Passage("kell.md", 0, len(TEXT), TEXT)]) is found
    after = _read.cache_info()
    assert (after.hits, after.misses) == (before.hits + 1, before.misses)
    # a different number of supports is a different look-up
    read(fact, passages, supports=2)
    assert _read.cache_info().misses == before.misses + 1


def test_a_sentence_carries_the_names_of_its_text():
    corpus = Path(__file__).parents[3] / "examples" / "quickstart" / "corpus"
    passages = [
        Passage(p.name, 0, len(text := p.read_text(encoding="utf-8")), text, p.stem)
        for p in sorted(corpus.glob("*.md"))
    ]
    sentences = sentences_of(passages)
    assert sum(1 for s in sentences if s.names) > 50
    for s in sentences:
        ws = words(s.text)
        expected = tuple(tuple(w for w in ws if a <= w.start < b) for a, b in entity_spans(s.text))
        assert s.names == expected, s.text
