"""A month with no year for when a past event was, and a figure a text says is commonly given and calls
wrong."""

from canon_reason.embedded._figure_asked import month_alone_problem
from canon_reason.embedded._question_frame import denied_figure_problem


def test_a_month_with_no_year_does_not_date_a_past_event():
    assert month_alone_problem("When was the Dye Shed taken into use?", "October")
    assert month_alone_problem("When was the Dye Shed taken into use?", "2nd October")
    assert not month_alone_problem("When was the Dye Shed taken into use?", "2 October 1899")
    assert not month_alone_problem("When is the fair held?", "October")


def test_a_height_a_text_says_is_commonly_given_and_calls_wrong_is_disputed():
    survey = (
        "The height of 140 feet commonly given, and printed in your own catalogues, is therefore an "
        "over-statement of eighteen feet."
    )
    assert denied_figure_problem("140 feet", [survey])
    assert not denied_figure_problem("140 feet", ["The height of 140 feet commonly given is correct."])
