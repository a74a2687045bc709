"""The two confident wrong answers of the first run of heldout229 to heldout231, on invented text.

A bracketed word that says how a count was taken ("Hands (average)") names no part of it, so the "Total"
beside it sums other columns; and a firm ("Messrs ...") holds no office that one person holds.
"""

from canon_reason.embedded._answer_type import firm_for_office_problem
from canon_reason.embedded._columns import other_column_problem

_BEFORE = (
    "| Year | Uprights | Grands | Total | Hands (average) | Wages paid (£) |\n"
    "|------|---------:|-------:|------:|----------------:|---------------:|\n"
)
_ROW = "| 1900 | 1,251 | 66 | 1,317 | 312 | 19,110 |"


def test_a_total_beside_an_averaged_count_is_not_that_count():
    question = "How many hands did the works employ in 1900?"
    assert other_column_problem(question, "1,317", _ROW, _BEFORE)
    assert other_column_problem(question, "312", _ROW, _BEFORE) == []


def test_a_unit_in_brackets_is_still_the_counted_noun():
    before = (
        "| Year | Drop shot (tons) | Buckshot (tons) | Total (tons) | Men employed |\n|---|---|---|---|---|\n"
    )
    row = "| 1880 | 402 | 63 | 465 | 55 |"
    question = "How many tons of shot in total were dropped in 1880?"
    assert other_column_problem(question, "402", row, before)
    assert other_column_problem(question, "465", row, before) == []


def test_a_firm_holds_no_office_of_one_person():
    question = "Who was works manager at the Orrel Works in 1868?"
    assert firm_for_office_problem(question, "Messrs Corrie of Dunby")
    assert firm_for_office_problem(question, "Thomas Beckwith") == []
    assert firm_for_office_problem("Who was the contractor for the new mill?", "Messrs Corrie") == []
