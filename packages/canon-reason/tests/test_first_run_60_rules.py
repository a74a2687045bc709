"""The three confident wrong answers of the first run of heldout196 to heldout198, on invented text.

A figure given only as a bound ("mostly under one acre") measures nothing; "What did the firm pay in wages?"
asks a sum; and a payment operand read as "one" is no sum of money.
"""

from fractions import Fraction

from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._figure_asked import bound_value_problem
from canon_reason.embedded._judge import asked_type, is_sum
from canon_reason.embedded._reasoner import Solved, _checked_figure, _Failed
from canon_reason.embedded._sums_paid import asks_cost


def test_a_bound_is_no_figure():
    cited = ["Cottagers received small allotments, mostly under one acre."]
    assert bound_value_problem("one acre", cited)
    assert bound_value_problem("1,140 volumes", ["The trustees handed over 1,140 volumes."]) == []


def test_what_a_firm_paid_in_wages_is_a_sum():
    question = "What did Skelwith & Sons pay in wages in 1912?"
    assert asks_cost(question)
    assert asked_type(question) == "sum"
    assert not asks_cost("What did she pay her debts with?")


def test_a_payment_operand_must_be_a_sum():
    fact = read_fact("How much did Quillet Holdings pay for the yard?")
    one = Solved("one", "one [1]", (), 0.5, Fraction(1))
    assert isinstance(_checked_figure(fact, one), _Failed)
    paid = Solved("£86,500", "£86,500 [1]", (), 0.5, Fraction(86500))
    assert _checked_figure(fact, paid) is paid
    assert is_sum("£86,500") and not is_sum("one")
