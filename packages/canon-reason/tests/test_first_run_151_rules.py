"""A capital a resolution increases "the capital of the Company to", and the men's wage for the women's."""

from canon_reason.embedded._answer_type import other_earner_problem
from canon_reason.embedded._question_frame import changed_to_problem


def test_a_capital_increased_to_is_not_the_capital_at_registration():
    question = "What capital did Orme, Pask & Co., Limited have when it was registered?"
    minute = "Resolved to pass a resolution increasing the capital of the Company to £30,000."
    assert changed_to_problem(question, "£30,000", minute)
    registered = "The company was registered on 2nd May 1898 with a capital of £18,000."
    assert not changed_to_problem(question, "£18,000", registered)


def test_the_mens_wage_is_not_the_womens():
    question = "What weekly wage did the burnishers' girls earn in 1909?"
    men = "The men, whose wages average 26s. a week, ask for 29s."
    assert other_earner_problem(question, "26s a week", [men])
    assert not other_earner_problem("What weekly wage did the men earn in 1909?", "26s a week", [men])
