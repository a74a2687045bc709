"""A going rate a text says one of a trade would get for a man's own wage, and a year in brackets after a
booklet for a closure the sentence names."""

from canon_reason.embedded._answer_type import would_be_paid_problem
from canon_reason.embedded._year_clauses import bracketed_year_problem


def test_what_one_of_a_trade_would_get_is_not_what_a_man_was_paid():
    said = ["A good sawyer then would get about £2 a week, if he kept going."]
    question = "What weekly wage was Albert Venn paid when he first started at the mill?"
    assert would_be_paid_problem(question, "£2 a week", said)
    assert not would_be_paid_problem(question, "£2 a week", ["I was paid £2 a week when I started."])
    assert not would_be_paid_problem("How long did a sawyer work?", "£2 a week", said)


def test_a_year_in_brackets_after_a_booklet_does_not_date_a_closure():
    text = "From the Guild's Centenary booklet (1921), continued in manuscript to the closure."
    question = "In what year did the closure of the works take place?"
    assert bracketed_year_problem(question, "1921", text)
    assert not bracketed_year_problem(question, "1921", "The closure (1921) ended the trade.")
    assert not bracketed_year_problem("When was the booklet printed?", "1921", text)
    reign = "The letters patent, dated in the third year of the reign (1768), grant the fairs to the lord."
    assert not bracketed_year_problem("In what year did the lord obtain letters patent?", "1768", reign)
