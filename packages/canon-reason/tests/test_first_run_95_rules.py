"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._stance import (
    elliptical_count_problem,
    event_year_unread_problem,
    nickname_problem,
)


def test_a_man_asked_by_his_rank_is_named_with_it():
    report = (
        "# Fire at the Tenter Mill, 1888\n\n"
        "The fire at the Tenter Mill was first discovered by Police-constable Brandle, who saw a glow.\n"
    )

    asked = "Which police constable first discovered the fire at the Tenter Mill?"
    draft = ask_in({"report.md": report}, asked)
    assert draft.outcome is Outcome.ANSWERED and draft.value == "Police-constable Brandle", draft


def test_a_question_dated_by_an_event_needs_the_event_s_year():
    asked = "Who was chairman of the company in the year of the fire in the Swan Mill?"
    assert event_year_unread_problem(asked, ["A. T. Pettle, Chairman."], 1)
    assert not event_year_unread_problem(asked, ["In the year of the fire A. T. Pettle was chairman."], 1)
    assert not event_year_unread_problem(asked, ["A. T. Pettle, Chairman."], 2)


def test_a_nickname_comes_from_a_text_that_names():
    asked = "What nickname did the men give the works hooter?"
    assert nickname_problem(asked, ["Plate worked is given in tons."])
    assert not nickname_problem(asked, ["The hooter, known to the men as Old Groaner, was heard for miles."])


def test_a_figure_sharing_the_noun_before_it_counts_that_noun():
    letter = ["He wished to retire after twenty-nine years in that office and thirty-one in the Company."]
    asked = "How many men were employed at the works in the year Mr Pettle retired?"
    assert elliptical_count_problem(asked, "thirty-one", letter)
    assert elliptical_count_problem(asked, "31", letter)
    assert not elliptical_count_problem("How many years did Mr Pettle serve the Company?", "31", letter)
    assert not elliptical_count_problem(asked, "615", ["In 1910 the works employed 615 men."])
    seats = ["The hall is to be seated for 850 persons, namely 610 on the floor and 240 in the gallery."]
    assert not elliptical_count_problem("How many seats were to be placed in the gallery?", "240", seats)
