"""The wage paid before a strike for the wage that "ended" it, a word for a capital, and a partnership's
whole capital for the share one partner brought in."""

from canon_reason.embedded._answer_type import (
    paid_before_settled_problem,
    sum_type_problem,
    whole_for_share_problem,
)


def test_the_wage_paid_before_a_strike_did_not_end_it():
    question = "What weekly wage ended the platers' strike of 1919?"
    told = "They had been paid 52s. a week and asked for 60s.; the masters offered 56s., which was accepted."
    assert paid_before_settled_problem(question, "52s a week", [told])
    assert not paid_before_settled_problem(question, "56s a week", [told])


def test_a_capital_asked_is_a_sum():
    question = "What was the company's capital after the resolution of March 1921?"
    assert not sum_type_problem("What is the capital of the Orm Islands?", "Port Lask")
    assert sum_type_problem(question, "Secretary")
    assert not sum_type_problem(question, "£90,000")


def test_a_partnerships_whole_capital_is_not_one_partners_share():
    articles = (
        "Capital of the partnership: £2,400, whereof the said Job Hemming brings in £1,600 in stock, and the "
        "said Eli Sands the sum of eight hundred pounds in cash."
    )
    question = "How much capital did Eli Sands bring into the partnership of 1840?"
    assert whole_for_share_problem(question, "£2,400", [articles])
    whole = "What was the capital of the partnership of 1840?"
    assert not whole_for_share_problem(whole, "£2,400", [articles])
