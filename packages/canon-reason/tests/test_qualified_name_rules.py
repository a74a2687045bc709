"""A name the question qualifies ("the new Brimsey Hall") is the one a text names, when the text tells of no
old or new one; and a difference asked in one unit ("By how many feet ...?") is not answered in another."""

from canon_reason.embedded._judge import asked_type
from canon_reason.embedded._tenure import qualified_subject_problem


def test_a_qualified_name_is_the_one_named_where_no_other_is_told_of():
    question = "How many years after the riot was the new Brimsey Hall opened?"
    assert qualified_subject_problem(question, "The Brimsey Hall was opened in 1865.") == []
    assert qualified_subject_problem(question, "The old Brimsey Hall was opened in 1801.")
    assert qualified_subject_problem("When was the new mill opened?", "The mill was opened in 1865.") == []
    assert qualified_subject_problem("When was the new Mill opened?", "Ann Roe opened it in 1865.")


def test_a_difference_asked_by_its_unit_is_a_quantity():
    assert asked_type("By how many feet did the hall exceed the room?") == "quantity"
    assert asked_type("How many feet long was the hall?") == "quantity"
