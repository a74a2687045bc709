"""Tables written as text: rows of cells parted by " | ", with or without outer pipes or a header row.

Each row is a sentence of its own; a headerless table's rows are rows of values, none read as a column's
name, each about its first cell. The prose above a table (or its title) names what the row of an asked
entity gives. A chain read directly must state the verb of its relative clause.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._sentences import sentences_of
from canon_reason.embedded._tables import first_cell

DOCUMENTS = {
    "output-by-year.md": "# Output by Year\n\nFigures as returned by the brewers.\n\nBreweries, barrels:\n\n"
    "Brewery | 2019 | 2021\nTarrow Brewery | 12,400 | 15,100\nMoss Lane Brewery | not returned | 2,300\n",
    "the-ferries.md": "# The Ferries\n\nThe ferries of the Skell crossing, with their years in service and "
    "length.\n\nWren | 1921 to 1948 | steam | 96 ft | built by Orrin & Co\n"
    "Kittiwake | 1948 to 1975 | motor | 110 ft | built by Dace Yard\n",
    "kell-mill.md": "# Kell Mill\n\nKell Mill was a cotton mill at Skell, built in 1840. Its chimney, "
    "40 metres tall, was built with it. The mill burned down in 1901.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_headerless_row_is_about_its_first_cell_with_or_without_outer_pipes():
    assert first_cell("Wren | 1921 to 1948 | 96 ft") == "Wren"
    assert first_cell("| Wren | 1921 |") == "Wren"
    assert first_cell("Wren, a steamer of 1921.") == ""


def test_each_row_of_a_bare_table_is_a_sentence_with_its_columns_and_legend():
    hits = [*search(CORPUS, "Tarrow Brewery output", 3), *search(CORPUS, "Wren ferry length", 3)]
    rows = [s for s in sentences_of(hits) if "|" in s.text]
    assert [s.text for s in rows if s.doc_id == "the-ferries.md"] == [
        "Wren | 1921 to 1948 | steam | 96 ft | built by Orrin & Co",
        "Kittiwake | 1948 to 1975 | motor | 110 ft | built by Dace Yard",
    ]
    brewery = next(s for s in rows if s.text.startswith("Tarrow"))
    assert brewery.columns[1] == frozenset({"2019"})
    assert {key("breweries"), key("barrels")} <= brewery.legend
    ferry = next(s for s in rows if s.text.startswith("Wren"))
    assert ferry.columns == ()  # a headerless table names no column
    assert key("length") in ferry.legend


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What was the output of Tarrow Brewery in 2021?", "15,100"),
        ("What was the output of Tarrow Brewery in 2019?", "12,400"),
        ("What was the output of Moss Lane Brewery in 2021?", "2,300"),
        ("What was the length of the Wren?", "96 ft"),  # headerless: the prose above names the length
        ("Who built the Kittiwake?", "Dace Yard"),
    ],
)
def test_a_row_of_an_entity_answers_for_its_column_under_the_tables_title(question, expected):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "What was the output of Moss Lane Brewery in 2019?",  # the cell is "not returned"
        "What was the output of Tarrow Brewery in 2020?",  # no such column
        "How tall, in metres, is the chimney of the mill that replaced Kell Mill?",  # Kell Mill's own chimney
        "What was the length of the Osprey?",  # no row of its own
        "What was the tonnage of the Wren?",  # the row gives no tonnage
    ],
)
def test_a_missing_cell_column_or_link_is_abstained(question):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_row_of_years_answers_from_the_column_named_for_the_entity_not_beside_the_year():
    corpus = Corpus.from_texts(
        {
            "gas.md": "# Coke used at the two schools\n\n## Coke burned\n\n"
            "| Year | Orrin Street School | Mallow Lane School |\n|---|---|---|\n"
            "| 1920 | 410 tons | 215 tons |\n| 1925 | 480 tons | 260 tons |\n",
        }
    )
    draft = judged(corpus, "How much coke did the Mallow Lane School burn in 1925?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "260 tons")
