"""The three confident wrong answers of the first run of heldout283 to heldout285, on invented text.

A sum in a deed's clause binding another party is no answer for the person asked of; a figure that the
words right after it give as another dimension ("36 feet in width") is no length, though its clause names
the length too; and the name of the inn a question asks the place of is no place.
"""

from canon_reason.embedded._answer_type import other_dimension_problem, thing_for_its_place_problem
from canon_reason.embedded._stance import other_party_clause_problem


def test_a_sum_in_a_clause_binding_another_party_is_none():
    deed = (
        "that the said Amos Lark shall bring into the said trade the sum of £2,000 as his capital; that the "
        "said Ann Roe shall give her whole time to the business"
    )
    assert other_party_clause_problem("Ann Roe", "£2,000", deed)
    assert other_party_clause_problem("Amos Lark", "£2,000", deed) == []
    assert other_party_clause_problem("Ann Roe", "£2,000", "Ann Roe brought in £2,000 as her capital.") == []


def test_a_figure_given_as_another_dimension_right_after_it_is_no_length():
    text = "to measure one hundred and eighty feet (180 ft) in length by thirty-six feet in width, open-sided"
    asked = "What length was the Timber Shed to be?"
    assert other_dimension_problem(asked, "thirty-six feet", [text])
    assert other_dimension_problem(asked, "180 ft", [text]) == []
    assert other_dimension_problem("What was the width of the Timber Shed?", "thirty-six feet", [text]) == []


def test_the_inn_itself_is_not_where_it_stood():
    asked = "Where did the inn at which the partners met in 1858 stand?"
    assert thing_for_its_place_problem(asked, "Anchor Inn")
    assert thing_for_its_place_problem(asked, "Lenn Wharf") == []
    assert thing_for_its_place_problem("Where did the partners meet in 1858?", "Anchor Inn") == []
