"""The confident wrong answers of the first run of heldout88 to heldout90, on invented text.

A rank alone answers no "who"; a figure of a time of day ("7 a.m.") is no count; a name cut from a headline
("Mayor Opens the New Baths") is none; "What name was given to X?" needs a text that names or calls
something, not one that names the committee that ordered it; and a count is not read from a figure of money
("one penny an hour for each washing stall").
"""

from canon_reason.embedded._figure_asked import (
    bare_rank_problem,
    clock_time_problem,
    headline_name_problem,
    measured_count_problem,
    unnamed_problem,
)


def test_a_rank_alone_answers_no_who():
    question = "Who followed Arthur Haskew in command of the Yarrowby corps?"
    assert bare_rank_problem(question, "Lieutenant-Colonel")
    assert bare_rank_problem(question, "Lieutenant-Colonel George Quillon") == []
    assert bare_rank_problem("What rank did Arthur Haskew hold?", "Lieutenant-Colonel") == []


def test_a_time_of_day_is_no_count():
    cited = "It will be open daily from 7 a.m. until dusk."
    assert clock_time_problem("7 people", cited)
    assert clock_time_problem("7 people", "Only 7 people bathed on the first day, at 7 a.m.") == []


def test_a_name_cut_from_a_headline_is_none():
    question = "Who performed the opening of the Yarrowby pool?"
    headline = "Open-Air Bath Opened at Yarrowby: Mayor Opens the New Baths"
    assert headline_name_problem(question, "Mayor Opens", headline)
    assert (
        headline_name_problem(question, "Ann Quillon", "The bath was opened by Ann Quillon, the Mayor.") == []
    )


def test_a_name_given_needs_a_text_that_names():
    question = "What name was given to the steam engine?"
    assert unnamed_problem(question, "The engine was named Prudence by the chairman's wife.") == []
    assert unnamed_problem(question, "The engine was supplied by Messrs Haskew.")


def test_a_count_is_not_read_from_a_figure_of_money():
    cited = "The wash-house charges one penny an hour for each washing stall."
    assert measured_count_problem("1 washing stall", cited)
    assert measured_count_problem("36 washing stalls", "The wash-house had 36 washing stalls.") == []
    assert measured_count_problem("68 feet", "The hall is one hundred and 68 feet long.") == []
