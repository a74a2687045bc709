"""The seven confident wrong answers of the first run of heldout181 to heldout183, on invented text.

A battery placed at a town is that town's; a text naming neither a man nor "the younger" may be of his father;
a headline's first word places nothing; "officers and men" are counted under the total; "its first and second
fires" are two fires of its own; a figure given for the floor is not the gallery's; and what a document's
title says it is about is no name things were known by.
"""

from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._figure_asked import (
    document_title_problem,
    headline_name_problem,
    other_part_figure_problem,
)
from canon_reason.embedded._namesakes import at_place_problem, elder_unnamed_problem
from canon_reason.embedded._years_apart import ordinal_pair


def test_a_battery_placed_at_a_town_is_that_town_s():
    question = "Who designed the West Battery at Quarndon?"
    assert at_place_problem(question, "The West Battery is an earthwork designed by Captain Ned Roe.")
    assert at_place_problem(question, "The West Battery at Quarndon was designed by Captain Ned Roe.") == []


def test_a_text_naming_no_one_may_be_of_the_other_namesake():
    question = "Where was the younger Hugh Tollgarth born?"
    assert elder_unnamed_problem(question, "Born at Skelwith.")
    assert elder_unnamed_problem(question, "Hugh Tollgarth the younger was born at Skelwith.") == []


def test_a_headline_s_first_word_places_nothing():
    question = "Where was the 1926 auction of the fort held?"
    assert headline_name_problem(question, "Sale", "Sale by Auction: Fort Quillet and Its Grounds")
    assert headline_name_problem(question, "Brimsey", "The auction was held at Brimsey in May.") == []


_HEADER = "| Year | Officers | NCOs and men | Total garrison |\n|---|---|---|---|\n"


def test_officers_and_men_are_counted_under_the_total():
    question = "How many officers and men were in the garrison in 1914?"
    row = "| 1914 | 8 | 202 | 210 |"
    assert other_column_problem(question, "8", row, _HEADER)
    assert other_column_problem(question, "210", row, _HEADER) == []
    assert counted_result("How many more officers and men were there in 1914?", "136", ()) == (
        "136 officers and men"
    )


def test_its_first_and_second_fires_are_its_own():
    assert ordinal_pair("the sanatorium's first", "second fires") == (
        "the sanatorium's first fire",
        "the sanatorium's second fire",
    )


def test_a_figure_given_for_the_floor_is_not_the_gallery_s():
    question = "How many people could be seated in the gallery of the Dannock Lane hall?"
    cited = ["The hall will seat 650 persons on the floor and 200 in the gallery."]
    assert other_part_figure_problem(question, "650 persons", cited)
    assert other_part_figure_problem(question, "200", cited) == []


def test_what_a_title_says_a_paper_is_about_is_no_name():
    cited = ["Specification for Sun Huts on the Terrace, 1903"]
    assert document_title_problem("Sun Huts on the Terrace", cited)
    told = ["The patients called the chalets the Tin Chapels."]
    assert document_title_problem("the Tin Chapels", told) == []
