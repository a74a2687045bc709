"""The two confident wrong answers of the first run of heldout268 to heldout270, on invented text.

A measure its sentence gives of another state ("in the rough") is no answer beside one of the asked state
("when finished"); and the second side of an excess that names a sum and nothing it was for ("exceed the
accepted tender") is the sum for the thing the first side's cost is of.
"""

from canon_reason.embedded._answer_type import other_state_problem
from canon_reason.embedded._questions import analyze_question

_CAST = (
    "The great bell for Orbury church, cast in May 1881, weighed 3 tons 4 cwt. in the rough and 2 tons 18 "
    "cwt. when finished."
)


def test_a_measure_of_another_state_is_no_answer():
    asked = "What did the great bell for Orbury church weigh when finished?"
    assert other_state_problem(asked, "3 tons 4 cwt", [_CAST])
    assert other_state_problem(asked, "2 tons 18 cwt", [_CAST]) == []
    plain = "The great bell for Orbury church weighed 3 tons 4 cwt., and its clapper 2 cwt."
    assert other_state_problem(asked, "3 tons 4 cwt", [plain]) == []


def test_a_bare_tender_is_the_tender_for_the_first_sides_thing():
    parts = analyze_question(
        "By how much did the final cost of rebuilding the Pump House exceed the accepted tender?"
    ).parts
    assert [p.question for p in parts] == [
        "What was the final cost of rebuilding the Pump House?",
        "What was the accepted tender for rebuilding the Pump House?",
    ]
    named = analyze_question(
        "By how much did the final cost of the Pump House exceed Mr Roe's estimate?"
    ).parts
    assert named[1].question == "What was Mr Roe's estimate?"
