"""The wage paid before a strike for the wage it ended with, a count for a wage, a near-named row, words of a
sentence for a firm, and a firm's old name for the style it was registered under."""

from canon_reason.embedded._answer_type import (
    bare_firm_problem,
    other_style_problem,
    paid_before_settled_problem,
    wage_figure_problem,
)
from canon_reason.embedded._stance import near_name_row_problem

SETTLED = (
    "They had been paid twenty-two shillings a week and had asked for twenty-six; the masters have now "
    "agreed to twenty-four shillings a week."
)


def test_the_wage_paid_before_a_strike_is_not_the_wage_it_ended_with():
    question = "What weekly wage did the tinplate rollers obtain when their 1908 strike was settled?"
    assert paid_before_settled_problem(question, "22s (twenty-two shillings) a week", [SETTLED])
    assert not paid_before_settled_problem(question, "24s (twenty-four shillings) a week", [SETTLED])
    girls = "The girls in the lacquering room, who were paid 8s. a week, came out with the men."
    after = "What weekly wage were the lacquering girls paid after the 1908 strike was settled?"
    assert paid_before_settled_problem(after, "8s a week", [girls])


def test_a_wage_asked_is_a_sum_of_money():
    question = "At what weekly wage did the Roll Shop men go back to work after the 1908 strike?"
    assert wage_figure_problem(question, "96")
    assert not wage_figure_problem(question, "21s 6d")


def test_a_row_labelled_with_a_near_name_is_another_things_row():
    row = "| Pack Room | Brick, slated | £900 |"
    assert near_name_row_problem("the Packing Room", "£900", row)
    assert not near_name_row_problem("the Pack Room", "£900", row)
    assert not near_name_row_problem("the Pack Rooms", "£900", row)


def test_words_of_a_sentence_are_no_firms_name():
    question = "Which firm built the engine house that was pulled down in 1961?"
    assert bare_firm_problem(question, "They knew their trade,")
    assert not bare_firm_problem(question, "Orme and Lusty")
    assert not bare_firm_problem(question, "the Vale of Ebbing Brick Company")


def test_the_style_a_business_was_registered_under_is_the_one_its_text_gives():
    text = (
        "The business of Messrs. Jarrow & Brigg, japanners, has been converted into a limited company under "
        "the style of Brigg's (Holmfirth) Limited, registered on Tuesday."
    )
    question = "Under what style was the Brigg business registered as a limited company?"
    assert other_style_problem(question, "Jarrow & Brigg", [text])
    assert not other_style_problem(question, "Brigg's (Holmfirth) Limited", [text])
