"""Hands employed for goods made; a foundry's closing for the works'; and the wage a report of the stoppage
says the men are paid, for the one after its settlement."""

from canon_reason.embedded._answer_type import paid_before_settled_problem
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._mismatch import closed_thing_problem

_TABLE = "| Year | Hands employed | Rakes (doz.) | Forks (doz.) |\n|---|---|---|---|\n"


def test_hands_employed_are_no_dozens_of_forks_made():
    asked = "How many dozen hay-forks did the works make in 1871?"
    assert other_column_problem(asked, "74", "| 1871 | 74 | — | — |", _TABLE)
    assert not other_column_problem(asked, "1,380", "| 1891 | 118 | 4,210 | 1,380 |", _TABLE)
    hands = "How many hands did the works employ in 1871?"
    assert not other_column_problem(hands, "74", "| 1871 | 74 | — | — |", _TABLE)


def test_a_foundrys_closing_is_not_the_works():
    asked = "In which year: the closing of the works?"
    assert closed_thing_problem(asked, "1977", "| 1975 | 29,800 | 120 | Foundry closed 1977 |")
    assert not closed_thing_problem(
        "When did the foundry close?", "1977", "| 1975 | 29,800 | Foundry closed 1977 |"
    )


def test_the_wage_the_men_are_paid_when_they_come_out_is_no_settled_wage():
    asked = "What weekly wage were the roller moulders paid after the 1912 strike was settled?"
    told = "When the men came out it was stated that moulders are paid twenty-six shillings a week."
    assert paid_before_settled_problem(asked, "twenty-six shillings", [told])
    agreed = "The men went back when the directors agreed to twenty-eight shillings a week."
    assert not paid_before_settled_problem(asked, "twenty-eight shillings", [agreed])
