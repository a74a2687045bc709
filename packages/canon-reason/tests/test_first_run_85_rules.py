"""The three confident wrong answers of the first run of heldout271 to heldout273, on invented text.

A figure in words that its clause gives as another dimension ("the ground storey fourteen feet ... in
height") is no answer to a width asked by its noun; and a year a paper is said to give ("gives 1790 as the
date of", "gives the year of the fire as 1806") is disputed even when the passage ends with that sentence,
before the year the text itself gives.
"""

from canon_reason.embedded._answer_type import other_dimension_problem
from canon_reason.embedded._question_frame import denied_figure_problem

_SPECIFIED = (
    "The building to be ninety feet in length and twenty-four feet in width within the walls, of two "
    "storeys, the ground storey eleven feet and the upper storey ten feet in height."
)


def test_a_figure_in_words_of_another_dimension_is_no_width():
    asked = "What was the specified width within the walls of the new Strap Shop?"
    assert other_dimension_problem(asked, "eleven feet", [_SPECIFIED])
    assert other_dimension_problem(asked, "twenty-four feet", [_SPECIFIED]) == []
    # a length is read by the same check since the first run of heldout283 to heldout285
    length = "What was the specified length of the new Strap Shop?"
    assert other_dimension_problem(length, "eleven feet", [_SPECIFIED])
    assert other_dimension_problem(length, "ninety feet", [_SPECIFIED]) == []


def test_a_year_a_paper_is_said_to_give_is_disputed_at_a_passage_end():
    note = "*Archivist's note:* The jubilee booklet of 1900 gives 1790 as the date of Barometer House."
    assert denied_figure_problem("1790", [note])
    assert denied_figure_problem("1790", [note + " The building account shows it finished in 1789."])
    cut = (
        "**Correction.** The booklet of 1918 gives the year of the fire which destroyed the Old Shed as 1806."
    )
    assert denied_figure_problem("1806", [cut])
    assert denied_figure_problem("1806", [cut + " The booklet is right, as the minutes show."]) == []
