"""A row's number for a sum its row writes in money, and a capital a resolution increased it to for the
capital at incorporation."""

from canon_reason.embedded._answer_type import bare_figure_sum_problem
from canon_reason.embedded._question_frame import changed_to_problem


def test_a_row_number_is_not_the_sum_its_row_writes_in_money():
    row = ["| 4 | Drying Loft, with stoves | Brick, tile | £850 |"]
    question = "For how much was the Drying Loft insured in 1904?"
    assert bare_figure_sum_problem(question, "4", row)
    assert not bare_figure_sum_problem(question, "£850", row)
    assert not bare_figure_sum_problem("How many stoves stood in the Drying Loft?", "4", row)


def test_a_capital_a_resolution_increased_it_to_is_not_the_capital_at_incorporation():
    row = "| RB/2/3 | Special resolution increasing the nominal capital to £60,000 | 1924 |"
    question = "What was the nominal capital of Rushby & Vell Limited when it was incorporated?"
    assert changed_to_problem(question, "£60,000", row)
    registered = "The company was registered with a capital of £40,000."
    assert not changed_to_problem(question, "£40,000", registered)
    assert not changed_to_problem("What was the nominal capital after 1924?", "£60,000", row)
