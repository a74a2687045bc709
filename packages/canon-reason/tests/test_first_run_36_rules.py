"""The seven confident wrong answers of the first run of heldout121 to heldout123, on invented text.

A figure its own sentence says was given in error, one the next sentence finds in error, and one a printed
correction later in its text gives again with another figure are no answers; a building or a house the
question places at a town or a street is not read from a sentence without it, whatever the case of its
name; the years that separated two events are never none; a thing named with a word before its noun ("the
boiler house") is not the one another word names ("the drying house"); and a deed asked by its means
("powered by water") is not dated by the same deed done by another ("steam, which first powered").
"""

from canon_reason.embedded._event_subject import other_means_problem, other_thing_event_problem
from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._question_frame import corrected_after_problem
from canon_reason.embedded._scope import no_difference_problem


def test_a_figure_its_sentence_gives_in_error_is_no_answer():
    question = "To what figure did the Mossford trustees cut the toll on a wagon in 1881?"
    cited = "The new toll was by a clerical error given as 3s 9d a wagon."
    assert corrected_after_problem(question, "3s 9d", cited, "")
    assert corrected_after_problem(question, "3s 9d", "The new toll was given as 3s 9d a wagon.", "") == []
    assert corrected_after_problem(question, "44", "It was wrongly printed as 44 in the list.", "")
    asked = "What toll was first printed for a Mossford wagon in 1881?"
    assert corrected_after_problem(asked, "3s 9d", cited, "") == []


def test_a_figure_the_next_sentence_finds_in_error_is_no_answer():
    question = "What is the fall of the five locks at Mossford?"
    cited = "The returns of 1802 put the fall of the five locks at Mossford at 44 feet."
    after = " On a fresh levelling this figure is wrong; the fall of the flight is 47 feet."
    assert corrected_after_problem(question, "44 feet", cited, after)
    other = " On a fresh levelling the side ponds answer well, and the lock gates are sound."
    assert corrected_after_problem(question, "44 feet", cited, other) == []


def test_a_figure_a_printed_correction_later_gives_again_is_no_answer():
    question = "How long were the Stellow links laid out in 1891?"
    cited = "The links as laid out run to 4,210 yards in all."
    after = (
        " The greens were sown in May.\n\n## CORRECTION\n\n"
        "The length of the new links should read 4,120 yards, and not as printed."
    )
    assert corrected_after_problem(question, "4,210 yards", cited, after)
    same = after.replace("4,120", "4,210")
    assert corrected_after_problem(question, "4,210 yards", cited, same) == []
    feet = after.replace("4,120 yards", "the bunker 12 feet deep")
    assert corrected_after_problem(question, "4,210 yards", cited, feet) == []


def test_a_house_placed_at_a_town_or_a_street_is_not_read_without_it():
    question = "In what year was the Weigh House at Pelbury built?"
    assert at_place_problem(question, "Beside the wharf the trustees built a weigh house in 1799.")
    assert at_place_problem(question, "At Pelbury the trustees built a weigh house in 1799.") == []
    street = "Who kept the Garnick Arms in Dannock Lane, Quendal, in 1902?"
    assert at_place_problem(street, "The Garnick Arms, Corn Hill (Ann Tulk), a plain house.")
    assert at_place_problem(street, "The Garnick Arms, Dannock Lane (Ann Tulk), a plain house.") == []


def test_the_years_that_separated_two_events_are_never_none():
    question = "How many years separated the burning of the Brimacre granary from the tannery fire?"
    assert no_difference_problem(question, "0")
    assert no_difference_problem(question, "47") == []
    assert no_difference_problem("How many years passed between the two floods at Stellow?", "0")
    assert no_difference_problem("How many years did the Stellow bank stand?", "0") == []


def test_a_thing_named_with_one_word_before_its_noun_is_not_another():
    question = "When was the boiler house burned down?"
    other = "Some still speak of 1851, when the roof of the drying house was burned."
    assert other_thing_event_problem(question, "1851", other)
    own = "Some still speak of 1851, when the roof of the boiler house was burned."
    assert other_thing_event_problem(question, "1851", own) == []
    bare = "Some still speak of 1851, when the roof of the house was burned."
    assert other_thing_event_problem("When was the house burned down?", "1851", bare) == []


def test_a_deed_asked_by_its_means_is_not_dated_by_another_means():
    question = "In what year was the Mossford mill first powered by water?"
    relative = "Then came the arrival of steam, which first powered the Mossford looms in 1841."
    assert other_means_problem(question, "1841", relative)
    assert other_means_problem(question, "1841", "The Mossford mill was first powered by steam in 1841.")
    own = "The Mossford mill was first powered by water in 1790."
    assert other_means_problem(question, "1790", own) == []
    assert other_means_problem("In what year was the Mossford mill first powered?", "1841", relative) == []
