"""Rules made for the confident wrong answer of a blind round, each checked on invented text."""

from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._question_frame import moneyless_cost_problem
from canon_reason.embedded._whole_measures import total_for_rate_problem

_ASKED = "What was the weekly rate of pay for a turner in the wage book for the week ending 4 May 1871?"
_BOOK = "Hands on the books this week: 152. Total wages paid: £141 6s. 0d."


def test_a_rate_of_pay_is_a_sum_of_money():
    assert read_fact(_ASKED).unit_family == "money"
    assert read_fact("What was the rate of wages of a turner?").unit_family == "money"
    assert read_fact("What was the death rate in the town?").unit_family == "percent"


def test_a_count_standing_apart_from_the_sums_is_no_rate_of_pay():
    assert moneyless_cost_problem(_ASKED, "152", _BOOK)
    assert not moneyless_cost_problem(_ASKED, "32", "Turners were paid 32s. a week.")
    assert not moneyless_cost_problem(_ASKED, "32", "The rate for turners was £32 a year.")
    assert not moneyless_cost_problem(_ASKED, "32", "| Turners | 6 | 32 |")


def test_a_total_is_not_the_rate_of_one():
    assert total_for_rate_problem(_ASKED, "£141 6s. 0d", _BOOK)
    assert not total_for_rate_problem("What was the total of wages paid?", "£141 6s. 0d", _BOOK)
    assert not total_for_rate_problem(_ASKED, "32s.", "Turners, 6, at a weekly rate of 32s.")
