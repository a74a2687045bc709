"""The three confident wrong answers of the first run of heldout142 to heldout144, one of heldout145 to
heldout147's two and one of heldout148 to heldout150's two, on invented text.

A name asked ("Under what trade name ...?") is the one its text gives in quotes after a naming phrase
("marketed as"); a holder of a role asked is not another person where the text sets the role after a name
("Mr. Ned Ludgrove, coroner for the district"); and a count asked is not a number that labels a thing ("the
drawings numbered 1 to 11"); an address asked is a street, not a record office; and a kind asked of a thing
("What timber ... for the floor?") is not a phrase naming the thing ("maple floor").
"""

from canon_reason.embedded._answer_type import (
    given_name_problem,
    label_count_problem,
    question_thing_problem,
    role_of_other_problem,
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
