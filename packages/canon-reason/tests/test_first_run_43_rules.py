"""The three confident wrong answers of the first run of heldout142 to heldout144, one of heldout145 to
heldout147's two, one of heldout148 to heldout150's two and two of heldout151 to heldout153's three, on
invented text.

A name asked ("Under what trade name ...?") is the one its text gives in quotes after a naming phrase
("marketed as"); a holder of a role asked is not another person where the text sets the role after a name
("Mr. Ned Ludgrove, coroner for the district"); a count asked is not a number that labels a thing ("the
drawings numbered 1 to 11"); an address asked is a street, not a record office; a kind asked of a thing ("What
timber ... for the floor?") is not a phrase naming the thing ("maple floor"); a sum asked is not a name; and a
name a thing went by needs a text telling of a name.
"""

from canon_reason.embedded._answer_type import (
    given_name_problem,
    label_count_problem,
    question_thing_problem,
    role_of_other_problem,
    sum_type_problem,
    unnamed_known_problem,
)
from canon_reason.embedded._figure_asked import street_problem


def test_a_name_asked_is_the_one_its_text_gives_in_quotes():
    question = "Under what trade name did the company market its red facing bricks?"
    cited = ['Its red facing bricks were marketed as "Pobbleton Reds" and were much used at Crannock.']
    assert given_name_problem(question, "Crannock", cited)
    assert given_name_problem(question, "Pobbleton Reds", cited) == []
    assert given_name_problem("Where were the bricks used?", "Crannock", cited) == []


def test_a_role_the_text_sets_after_another_name_is_not_the_answer_s():
    question = "Who was the coroner at the inquest on the two men killed in the pit?"
    cited = [
        "The inquest on the bodies of Tom Skelwith and Ned Quillet was held before Mr. Ned Ludgrove, coroner."
    ]
    assert role_of_other_problem(question, "Tom Skelwith", cited)
    assert role_of_other_problem(question, "Ned Ludgrove", cited) == []


def test_a_number_that_labels_a_thing_is_no_count():
    question = "How many cells did the specification provide for in the rear wing?"
    cited = ["The building is to be erected in accordance with the drawings numbered 1 to 11."]
    assert label_count_problem(question, "1 cells", cited)
    counted = ["The superintendent had numbered 62 stalls under the hall."]
    assert label_count_problem("How many stalls had the superintendent numbered?", "62 stalls", counted) == []


def test_an_address_asked_is_not_a_place_without_a_street():
    question = "At what address did the Pobbleton Pier Company have its office?"
    assert street_problem(question, "Crannock Record Office")
    assert street_problem(question, "4 Quillet Row") == []


def test_a_kind_asked_of_a_thing_is_not_a_phrase_naming_the_thing():
    question = "What timber was specified for the sprung floor of the new ballroom?"
    assert question_thing_problem(question, "maple floor")
    assert question_thing_problem(question, "Baltic oak") == []
    assert question_thing_problem(question, "oak") == []


def test_a_sum_asked_is_not_answered_by_a_name():
    question = "What was the builders' final account for the new hall, extras included?"
    assert sum_type_problem(question, "Messrs Ludgrove and Sons")
    assert sum_type_problem(question, "£5,135") == []
    assert sum_type_problem("Which builders sent in the final account?", "Messrs Ludgrove and Sons") == []


def test_a_name_a_thing_went_by_needs_a_text_telling_of_a_name():
    question = "By what name was the iron fire-basket on the tower known?"
    seen = ["A trial fire was lit in the iron basket, which was seen from the church tower at Pobbleton."]
    assert unnamed_known_problem(question, seen)
    called = ["The iron basket, known as the Old Lantern, was lit on the night the tower was finished."]
    assert unnamed_known_problem(question, called) == []
