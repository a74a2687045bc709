"""The confident wrong answers of the first run of heldout106 to heldout108, on invented text.

Capitals inside a reference code ("(PRO/QCC)") are no name; "Bethel Chapel, Felby" is not the Bethel Chapel
of another town a question names after its comma; a figure a correction quotes as given in error ("we stated
that 36 crews had entered") is not the fact; and a text calling its man only "Mr. Vellow" may be either of
two namesakes, so it gives no fact of "the elder Ann Vellow".
"""

from canon_reason.embedded._namesakes import comma_place_problem, elder_unnamed_problem
from canon_reason.embedded._question_frame import retracted_figure_problem
from canon_reason.embedded._scope import code_part_problem


def test_capitals_inside_a_reference_code_are_no_name():
    cited = "The records of the Quennock Canal Company (PRO/QCC) include the lease of the wharf."
    assert code_part_problem("QCC", cited)
    assert code_part_problem("Quennock Wharf", cited) == []
    assert code_part_problem("QCC", "The QCC built the wharf in 1801.") == []


def test_a_namesake_in_another_town_is_not_the_one_asked():
    question = "Who was minister of Bethel Chapel, Yarrowby, when it was rebuilt in 1858?"
    assert comma_place_problem(question, "The Rev. Tom Haskew, minister of Bethel Chapel, Felby, preached.")
    assert (
        comma_place_problem(question, "The Rev. Tom Haskew, minister of Bethel Chapel, Yarrowby, preached.")
        == []
    )


def test_a_figure_a_correction_quotes_as_an_error_is_not_the_fact():
    cited = "*CORRECTION.* In our report of the Felby regatta we stated that 36 crews had entered."
    question = "How many crews entered the Felby regatta of 1887?"
    assert retracted_figure_problem(question, "36 crews", cited)
    assert retracted_figure_problem(question, "34 crews", "The number was 34 crews, not 36.") == []
    assert retracted_figure_problem("How many crews were first reported?", "36 crews", cited) == []


def test_a_surname_alone_does_not_tell_two_namesakes_apart():
    question = "How old was the elder Ann Vellow, founder of the club, when she died?"
    assert elder_unnamed_problem(question, "Mrs. Vellow was born in 1822 and was in her seventy-second year.")
    assert elder_unnamed_problem(question, "Ann Vellow the elder was born in 1790.") == []
    assert elder_unnamed_problem(question, "The club was founded in 1819.") == []
