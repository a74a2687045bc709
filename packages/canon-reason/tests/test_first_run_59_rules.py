"""The four confident wrong answers of the first run of heldout193 to heldout195, on invented text.

A town named only as what another is compared with places nothing; a body's common noun ("the Association")
is no name; "what clear floor area" asks an area; and the sum recovered does not answer what was never
recovered.
"""

from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._figure_asked import defined_term_problem
from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._stance import unnegated_problem


def test_a_town_compared_with_places_nothing():
    question = "How long was the Vine House at Quarndon?"
    cited = (
        "The nursery here, older than Quarndon though smaller, has its own Vine House, 300 feet in length."
    )
    assert at_place_problem(question, cited)
    assert at_place_problem(question, "The Vine House at Quarndon is 300 feet in length.") == []


def test_a_body_s_common_noun_is_no_name():
    cited = ["In 1854 came the Dunsop, the finest cutter the Association ever owned."]
    assert defined_term_problem("Association", cited)
    assert defined_term_problem("Skelwith Sands", ["She was lost on the Skelwith Sands."]) == []


def test_a_clear_floor_area_is_an_area():
    fact = read_fact("What clear floor area was specified for the sorting room of the Quillet office?")
    assert fact.answer_type is AnswerType.QUANTITY
    assert fact.unit_family == "area"


def test_the_sum_recovered_is_not_the_sum_never_recovered():
    question = "How much of the money stolen in the Dannock Lane robbery was never recovered?"
    cited = "Notes to the value of £860 had been recovered; the remainder, £480, had never been traced."
    assert unnegated_problem(question, "£860", cited)
    assert unnegated_problem(question, "£480", cited) == []
