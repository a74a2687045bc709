"""The seven confident wrong answers of the first run of heldout121 to heldout123, on invented text.

A figure its own sentence says was given in error, one the next sentence finds in error, and one a printed
correction later in its text gives again with another figure are no answers; a building or a house the
question places at a town or a street is not read from a sentence without it, whatever the case of its
name; the years that separated two events are never none; a thing named with a word before its noun ("the
purifier house") is not the one another word names ("the retort house"); and a deed asked by its means
("lit by gas") is not dated by the same deed done by another ("electricity, which first lit").
"""

from canon_reason.embedded._event_subject import other_means_problem, other_thing_event_problem
from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._question_frame import corrected_after_problem
from canon_reason.embedded._scope import no_difference_problem


def test_a_figure_its_sentence_gives_in_error_is_no_answer():
    question = "To what figure did the Mossford company cut its price per thousand cubic feet in 1881?"
    cited = "The new price was by a printer's error given as 3s 9d per thousand cubic feet."
    assert corrected_after_problem(question, "3s 9d", cited, "")
    plain = "The new price was given as 3s 9d per thousand cubic feet."
    assert corrected_after_problem(question, "3s 9d", plain, "") == []
    assert corrected_after_problem(question, "44", "It was wrongly printed as 44 in the list.", "")
    asked = "What price was first printed for the Mossford gas in 1881?"
    assert corrected_after_problem(asked, "3s 9d", cited, "") == []


def test_a_figure_the_next_sentence_finds_in_error_is_no_answer():
    question = "What is the total rise of the five locks at Mossford?"
    cited = "In the returns of 1802 the total rise of the five locks at Mossford was given as 44 feet."
    after = (
        " Having levelled the flight, I find this figure to have been in error, and the true rise is 47 feet."
    )
    assert corrected_after_problem(question, "44 feet", cited, after)
    other = " Having levelled the flight, I find the side ponds answer well, and the lock gates are sound."
    assert corrected_after_problem(question, "44 feet", cited, other) == []


def test_a_figure_a_printed_correction_later_gives_again_is_no_answer():
    question = "How long was the Stellow course opened in 1891?"
    cited = "The new course has eighteen holes with a total length of 4,210 yards."
    after = (
        " The holes were laid out by the professional.\n\n## CORRECTION\n\nWe are asked to state that the"
        " correct length of the eighteen holes is 4,120 yards, and not as printed. We regret the error."
    )
    assert corrected_after_problem(question, "4,210 yards", cited, after)
    same = after.replace("4,120", "4,210")
    assert corrected_after_problem(question, "4,210 yards", cited, same) == []
    feet = after.replace("4,120 yards", "the bunker 12 feet deep")
    assert corrected_after_problem(question, "4,210 yards", cited, feet) == []


def test_a_house_placed_at_a_town_or_a_street_is_not_read_without_it():
    question = "In what year was the Lock House at Pelbury built?"
    assert at_place_problem(question, "Beside Town Lock the proprietors built a lock house in 1799.")
    assert at_place_problem(question, "At Pelbury the proprietors built a lock house in 1799.") == []
    street = "Who was the licensee of the Garnick Arms in Sheep Street, Quendal, in 1935?"
    assert at_place_problem(street, "The Garnick Arms, Market Place (Ann Tulk, licensee), a plain house.")
    assert (
        at_place_problem(street, "The Garnick Arms, Sheep Street (Ann Tulk, licensee), a plain house.") == []
    )


def test_the_years_that_separated_two_events_are_never_none():
    question = (
        "How many years separated the burning of the Brimacre malthouse from the fire at the brewhouse?"
    )
    assert no_difference_problem(question, "0")
    assert no_difference_problem(question, "47") == []
    assert no_difference_problem("How many years passed between the two floods at Stellow?", "0")
    assert no_difference_problem("How many years did the Stellow bank stand?", "0") == []


def test_a_thing_named_with_one_word_before_its_noun_is_not_another():
    question = "When was the purifier house burned down?"
    other = "The old men recall the fire of 1851, when the roof of the retort house was burned."
    assert other_thing_event_problem(question, "1851", other)
    own = "The old men recall the fire of 1851, when the roof of the purifier house was burned."
    assert other_thing_event_problem(question, "1851", own) == []
    bare = "The old men recall the fire of 1851, when the roof of the house was burned."
    assert other_thing_event_problem("When was the house burned down?", "1851", bare) == []


def test_a_deed_asked_by_its_means_is_not_dated_by_another_means():
    question = "In what year were the streets of Mossford first lit by gas?"
    relative = (
        "The new century brought competition from electricity, which first lit the High Street in 1936."
    )
    assert other_means_problem(question, "1936", relative)
    after = "The streets of Mossford were first lit by electricity in 1936."
    assert other_means_problem(question, "1936", after)
    own = "The streets of Mossford were first lit by gas in 1825."
    assert other_means_problem(question, "1825", own) == []
    assert other_means_problem("In what year were the streets of Mossford first lit?", "1936", relative) == []
