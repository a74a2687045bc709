"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._answer_type import office_for_holder_problem
from canon_reason.embedded._question_frame import corrected_after_problem


def test_a_year_a_booklet_is_said_to_give_is_not_when_a_thing_actually_was():
    letter = "The booklet states that the Tarrant Shop was built in 1878."
    asked = "In what year was the Tarrant Shop actually built?"
    assert corrected_after_problem(asked, "1878", letter, "")
    assert not corrected_after_problem("In what year was the Tarrant Shop built?", "1878", letter, "")
    # a paper's own statement setting a figure right is what actually was
    correction = (
        "Mr Quarrel asks us to state that the number of staves destroyed was 40,000, and not 50,000 as "
        "reported."
    )
    assert not corrected_after_problem("How many staves were actually destroyed?", "40,000", correction, "")


def test_an_office_is_no_answer_where_its_holder_is_named_after_it():
    report = (
        "The Craft Centre was officially opened by the Mayor of Quarrelby, Councillor Mrs Ann Tarrant, on "
        "Saturday last."
    )
    asked = "Who officially opened the Craft Centre?"
    assert office_for_holder_problem(asked, "Mayor of Quarrelby", [report])
    assert not office_for_holder_problem(asked, "Councillor Mrs Ann Tarrant", [report])
    assert not office_for_holder_problem(
        asked, "Mayor of Quarrelby", ["It was opened by the Mayor of Quarrelby."]
    )
