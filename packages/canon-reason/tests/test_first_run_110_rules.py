"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._question_frame import denied_figure_problem
from canon_reason.embedded._whole_measures import author_for_tenderer_problem


def test_the_author_of_a_specification_tendered_for_nothing():
    minutes = (
        "Four tenders were received for the works comprised in Mr Henry Brell's specification, as follows:"
    )
    asked = "Whose tender did the directors accept in October 1904 for rebuilding the north range?"
    assert author_for_tenderer_problem(asked, "Mr Henry Brell", minutes)
    accepted = "Resolved that the tender of Mr Henry Brell, at £2,150, be accepted."
    assert not author_for_tenderer_problem(asked, "Mr Henry Brell", accepted)
    assert not author_for_tenderer_problem("Who wrote the specification?", "Mr Henry Brell", minutes)


def test_a_measure_a_text_says_is_often_given_wrongly_is_no_answer():
    guide = [
        "It is often said to be eight feet across, and the figure has been repeated in print; measured in "
        "1980 it proved to be seven feet exactly."
    ]
    assert denied_figure_problem("eight feet", guide)
    assert not denied_figure_problem("seven feet", guide)
    assert not denied_figure_problem("eight feet", ["The globe is some eight feet across."])
