"""The two confident wrong answers of the first run of heldout244 to heldout246, on invented text.

A "Total" column does not answer a count the question names a column of ("How many safety bicycles ...?"
under "| High bicycles | Safeties | Total |"); and a chain asked through "the year" something happened runs
through no year when its first answer is a month.
"""

from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._reasoner import Solved, _yearless_link

_BEFORE = "| Year | High bicycles | Safeties | Tricycles | Total |\n|------|---|---|---|---|\n"
_ROW = "| 1887 | 205 | 410 | 88 | 703 |"


def test_a_total_does_not_answer_a_count_the_question_names_a_column_of():
    question = "How many safety bicycles were completed at the works in 1887?"
    assert other_column_problem(question, "703", _ROW, _BEFORE)
    assert other_column_problem(question, "410", _ROW, _BEFORE) == []
    machines = "How many machines were made at the works in 1887?"
    assert other_column_problem(machines, "703", _ROW, _BEFORE) == []


def test_a_month_is_no_year_to_run_a_chain_through():
    analysis = analyze_question(
        "Who chaired the company's board in the year the drivers and conductors went on strike?"
    )
    assert _yearless_link(analysis, Solved("June", "June [1]", (), 0.9))
    assert not _yearless_link(analysis, Solved("3 June 1889", "3 June 1889 [1]", (), 0.9))
    chained = analyze_question("Who chaired the board when the drivers went on strike?")
    assert not _yearless_link(chained, Solved("June", "June [1]", (), 0.9))
