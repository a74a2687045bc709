"""A table value's column must be the asked one: each rule of ``_columns``, on invented tables.

A cited row no longer shows its header; the reasoner reads the header above the row. A value under
"Girth" does not answer "How tall" when a "Height" column is there, and a year under "Planted" does not
date a death; the asked column still answers.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._columns import column_of, other_column_problem

HEADER = "| Tree | Planted | Height | Girth |\n|---|---|---|---|\n"
ROW = "| Hawk Elm | 1880 | | 9 feet |"
FULL = "| Brill Oak | 1851 | 20 metres | 12 feet |"

CORPUS = Corpus.from_texts(
    {
        "trees.md": f"# Trees of Pellow Park\n\n{HEADER}{FULL}\n{ROW}\n\n"
        "The Hawk Elm lost its crown in a storm.\n"
    }
)


def test_the_column_of_a_value_is_read_from_the_header_above_its_row():
    assert column_of("9 feet", ROW, HEADER) == ("Girth", ["Planted", "Height"], "Hawk Elm")
    assert column_of("9 feet", ROW, "") is None
    assert column_of("9 feet", "The elm is 9 feet round.", HEADER) is None


def test_a_value_of_another_measure_column_does_not_answer():
    assert other_column_problem("How tall is the Hawk Elm?", "9 feet", ROW, HEADER)
    assert not other_column_problem("What is the girth of the Hawk Elm?", "9 feet", ROW, HEADER)
    assert not other_column_problem("How tall is the Brill Oak?", "20 metres", FULL, HEADER)


def test_a_year_of_another_event_column_does_not_date_the_asked_event():
    asked = "In what year did the planter of the Brill Oak die?"
    assert other_column_problem(asked, "1851", FULL, HEADER)
    assert not other_column_problem("When was the Brill Oak planted?", "1851", FULL, HEADER)


def test_a_row_of_another_thing_or_a_table_of_things_in_columns_is_left_alone():
    assert not other_column_problem("How tall is the Brill Oak?", "9 feet", ROW, HEADER)
    sideways = "| | North Arm | South Arm |\n|---|---|---|\n"
    assert not other_column_problem(
        "When did the North Arm open?", "1816", "| Opened | 1816 | 1820 |", sideways
    )


def test_the_reasoner_abstains_rather_than_read_another_column():
    draft = judged(CORPUS, "How tall is the Hawk Elm?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert judged(CORPUS, "How tall is the Brill Oak?").value == "20 metres"


YEARS = "| Tree | Planted | Height, 1990 | Height, 2020 |\n|---|---|---|---|\n"
DATED = "| Brill Oak | 1851 | 20 metres | 22 metres |"


def test_a_value_under_another_years_column_does_not_answer_for_the_asked_year():
    assert other_column_problem("How tall was the Brill Oak in 2020?", "20 metres", DATED, YEARS)
    assert not other_column_problem("How tall was the Brill Oak in 2020?", "22 metres", DATED, YEARS)
    assert not other_column_problem("How tall was the Brill Oak in 1990?", "20 metres", DATED, YEARS)


def test_the_reasoner_reads_the_asked_years_column():
    corpus = Corpus.from_texts({"oaks.md": f"# Oaks of Pellow Park\n\n{YEARS}{DATED}\n"})
    for year, height in (("1990", "20 metres"), ("2020", "22 metres")):
        draft = judged(corpus, f"How tall was the Brill Oak in {year}?")
        assert draft.value == height, (year, draft.value)
