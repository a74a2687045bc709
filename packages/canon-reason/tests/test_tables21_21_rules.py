"""A table cut by passage boundaries is read to its end: the passages going on with its rows come along.

A long table of office holders or yearly figures is split into several passages; a question naming only the
table's title retrieves the first, and the row it asks about sits in a later passage with none of its words.
The retrieved passage brings the ones that go straight on with its table (a few at most), and their rows are
read under the first passage's column names. Also: "the number of gas consumers" counts consumers.
"""

from pipeline_judge import ask_in

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._tables_continued import MAX_CONTINUED_PASSAGES
from canon_reason.embedded._answer_form import counted_result

_NAMES = ["Wendmore", "Harrowgast", "Lumbrick", "Pardrew", "Tollis", "Vexley"]


def _wardens() -> str:
    rows = [
        f"| {first} {_NAMES[i % len(_NAMES)]} | {1800 + 4 * i}–{1804 + 4 * i} | Served his term. |"
        for i, first in enumerate(["Amos", "Bede", "Cyril", "Dunstan", "Enoch", "Felix"] * 10)
    ]
    return (
        "# Wardens of the Quillmere Almshouse\n\n"
        "The wardens of the Quillmere Almshouse were chosen by the vestry.\n\n"
        "| Warden | Years | Notes |\n|---|---|---|\n" + "\n".join(rows) + "\n"
    )


def test_a_retrieved_table_passage_brings_the_passages_going_on_with_its_rows():
    corpus = Corpus.from_texts({"wardens.md": _wardens()})
    hits = search(corpus, "Quillmere Almshouse vestry", 1)
    assert len(corpus.chunks) > 2
    assert [h.chunk_id for h in hits][:2] == ["wardens.md#0", "wardens.md#1"]
    assert len(hits) == 1 + min(MAX_CONTINUED_PASSAGES, len(corpus.chunks) - 1)
    assert all(h.score == 0.0 for h in hits[1:])


def test_a_huge_table_brings_a_bounded_number_of_passages():
    rows = "\n".join(f"| Row {i} | {i} | x |" for i in range(20_000))
    corpus = Corpus.from_texts(
        {"big.md": "# Quillmere returns\n\n| Name | Count | Mark |\n|---|---|---|\n" + rows}
    )
    hits = search(corpus, "Quillmere returns", 1)
    assert len(hits) <= 1 + MAX_CONTINUED_PASSAGES


def test_prose_after_a_passage_is_no_continuation():
    text = "# Quillmere notes\n\n" + " ".join(f"The vestry met on day {i} of the year." for i in range(80))
    corpus = Corpus.from_texts({"notes.md": text})
    assert len(search(corpus, "Quillmere notes", 1)) == 1


def test_the_holder_in_a_year_is_read_from_a_later_passage_of_the_table():
    draft = ask_in({"wardens.md": _wardens()}, "Who was warden of the Quillmere Almshouse in 1970?")
    assert draft.outcome is Outcome.ANSWERED
    assert "Amos Wendmore" in (draft.value or draft.answer)


def test_the_number_of_gas_consumers_counts_consumers():
    question = "By how many did the number of gas consumers rise between 1880 and 1890?"
    assert counted_result(question, "310", ()) == "310 gas consumers"
