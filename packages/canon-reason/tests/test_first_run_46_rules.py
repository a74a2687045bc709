"""The three confident wrong answers of the first run of heldout157 to heldout159, on invented text.

A sum asked by the deed that paid it ("What did the builders finally receive for ...?") is not answered by a
phrase; an area in square yards is read with its whole unit; and a height a change began from ("raised from
the height of 90 feet, as specified, to 96 feet") is not the height the thing was finished at.
"""

from canon_reason.embedded._answer_type import sum_type_problem
from canon_reason.embedded._lexicon import unit_family_of, unit_phrase
from canon_reason.embedded._stance import changed_from_problem


def test_a_sum_asked_by_the_deed_that_paid_it_is_no_phrase():
    question = "What did the contractors finally receive for building the Pelbury Institute?"
    assert sum_type_problem(question, "survivor of the old institute's services")
    assert sum_type_problem(question, "£6,215") == []
    assert sum_type_problem("What did the Quendal hall cost?", "the builders") != []
    assert sum_type_problem("What did the school receive from Ann Roe?", "a clock") == []


def test_square_yards_are_one_unit_of_area():
    assert unit_phrase("square", "yards") == "square yard"
    assert unit_family_of("square yards") == "area"
    assert unit_family_of("square feet") == "area"


def test_a_height_a_change_began_from_is_not_the_finished_height():
    cited = "Mr Quillet showed the clock tower raised from the height of 90 feet, as specified, to 96 feet."
    question = "What was the height of the finished clock tower?"
    assert changed_from_problem(question, "90 feet", cited)
    assert changed_from_problem(question, "96 feet", cited) == []
    assert changed_from_problem("What height was the tower originally to be?", "90 feet", cited) == []
