"""The three confident wrong answers of the first run of heldout223 to heldout225, on invented text.

A count asked after an opening phrase ("Of the workers ..., how many ...?") is a number; a difference asked in
"how many more dozen" keeps its lot; and a name its text sets in italics is a vessel's, not a person's.
"""

from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._answer_type import numberless_measure_problem, person_type_problem


def test_a_count_after_an_opening_phrase_is_a_number():
    question = "Of the workers examined in 1896, how many had the hatters' tremor?"
    assert numberless_measure_problem(question, "Tanpit Lane")
    assert numberless_measure_problem(question, "nine") == []


def test_how_many_more_dozen_keeps_its_lot():
    question = "How many more dozen felt hats were made in 1896 than in 1850?"
    assert counted_result(question, "2,440", ("| 1896 | 5,340 |",)) == "2,440 dozen"


def test_an_italic_name_is_no_person():
    cited = ["Resolved that the Liquidator be authorised to sell the *Felby Belle* by auction."]
    assert person_type_problem("Who was named liquidator?", "Felby Belle", cited)
    assert (
        person_type_problem("Who was named liquidator?", "Ann Roe", ["Mr Ann Roe was named Liquidator."])
        == []
    )
    assert (
        person_type_problem("Who was named liquidator?", "Ann Roe", ["**Ann Roe** was named Liquidator."])
        == []
    )
