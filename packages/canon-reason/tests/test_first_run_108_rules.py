"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason.embedded._whole_measures import time_count_problem

_SURVEY = {
    "survey.md": (
        "# Survey of the works buildings, 1979\n\n"
        "The Packing Shed, as measured, is **186 feet (62 yards)** long by 28 feet wide.\n"
    )
}


def test_a_measure_in_brackets_restates_the_one_before_it():
    assert value_in(_SURVEY, "How long is the Packing Shed?") == "186 feet"
    assert value_in(_SURVEY, "How long is the Packing Shed, in yards?") == "62 yards"


def test_a_count_of_centuries_is_no_count_of_people():
    headline = "Wire Works to Close after Two Centuries"
    asked = "How many people did the works employ on the day it closed in 1968?"
    assert time_count_problem(asked, "Two", headline)
    assert not time_count_problem(asked, "212", "The works employed 212 people when it closed.")
    assert not time_count_problem("How many centuries did the works stand?", "Two", headline)
