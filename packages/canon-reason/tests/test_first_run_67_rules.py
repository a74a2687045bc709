"""The confident wrong answers of the first run of heldout217 to heldout219, on invented text.

A count of carriages asked of a year's row is the row's "Total", not the first column of one kind of
carriage the question never names. (The other, "34 householders", was right: the matcher read number words
only up to twenty and now reads "thirty-four" too; see ``test_figure_reading_rules``.)
"""

from canon_reason.embedded._columns import other_column_problem

HEAD = "| Year | Broughams | Landaus | Total |\n|---|---|---|---|\n"
ROW = "| 1860 | 22 | 9 | 58 |"


def test_a_kind_s_column_is_not_the_total_asked():
    question = "How many carriages did the Felby works complete in 1860?"
    assert other_column_problem(question, "22", ROW, HEAD)
    assert other_column_problem(question, "58", ROW, HEAD) == []
    assert (
        other_column_problem("How many broughams did the Felby works complete in 1860?", "22", ROW, HEAD)
        == []
    )
