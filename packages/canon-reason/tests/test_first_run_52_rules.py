"""The five confident wrong answers of the first run of heldout172 to heldout174, on invented text.

A "which civil engineer" question is not answered by a man the text does not call one; a ship's tonnage is a
weight; a relative clause is not cut inside its noun phrase ("the 1867 | launch"); a count that "had fallen"
is of the noun before the verb; and a text saying the birthplace "has not been found" gives none.
"""

from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._answer_type import role_of_other_problem
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._stated_unknown import unknown_stated_problem


def test_a_which_role_question_is_not_answered_by_a_man_the_text_gives_no_such_role():
    question = "Which civil engineer drew up the plans for lengthening the Quarndon dock?"
    cited = ["Mr Tollgarth reported plans obtained from Mr Ned Skelwith, civil engineer, for the dock."]
    assert role_of_other_problem(question, "Mr Tollgarth", cited)
    assert role_of_other_problem(question, "Ned Skelwith", cited) == []
    designed = "Which engineer designed the Quarndon Shaft?"
    assert role_of_other_problem(designed, "Ann Roe", ["The Quarndon Shaft, designed by Ann Roe."]) == []


def test_a_tonnage_is_a_weight():
    fact = read_fact("Of what tonnage was the Brimsey Queen?")
    assert fact.answer_type is AnswerType.QUANTITY
    assert fact.unit_family == "mass"


def test_a_relative_clause_is_not_cut_between_a_year_and_its_noun():
    analysis = analyze_question("Who was the coroner who held the inquest on the victims of the 1867 launch?")
    assert analysis.kind is QuestionKind.SINGLE_FACT
    assert "launch" in analysis.fact.terms


def test_a_count_that_had_fallen_keeps_its_noun():
    question = "By how many had the annual subscribers fallen between 1850 and 1900?"
    assert counted_result(question, "171", ()) == "171 subscribers"


def test_a_birthplace_the_text_says_was_not_found_is_not_read_from_it():
    question = "Where was Tom Varrow, the first curator, born?"
    cited = "Trained in a nursery in the north of England, but his place of birth has not been found."
    assert unknown_stated_problem(question, cited)
    dated = "Tom Varrow was born at Quinsey; the date of his birth is not known."
    assert unknown_stated_problem(question, dated) == []
    assert unknown_stated_problem("When was Tom Varrow born?", dated)
    fire = "The mill burned down in 1853, and the cause of the fire was never discovered."
    assert unknown_stated_problem("When did the Quillet mill burn down?", fire) == []
