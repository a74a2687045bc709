"""Three of the four confident wrong answers of the first run of heldout280 to heldout282, on invented text.

A year a text sets aside for another ("at Whitsun 1840, not in 1839") is disputed; a figure in words that
a sentence gives as others describe it ("about a hundred feet long"), before the figure measured, is no
answer; and a name of initials cut after its first initial ("W. Roe" of "C. W. Roe") begins inside the
name. The fourth, a chairman named as his father was, where the office list adds "(son of the first
chairman)", is left: the scoring asks "the younger", which no paper found writes.
"""

from canon_reason.embedded._question_frame import corrected_after_problem, denied_figure_problem
from canon_reason.embedded._stance import mid_name_problem


def test_a_year_set_aside_for_another_is_disputed():
    note = "- The Albion Works in Kiln Street was opened at Whitsun **1852**, not in 1851."
    assert denied_figure_problem("1851", [note])
    assert denied_figure_problem("1852", [note]) == []
    assert denied_figure_problem("1851", ["The Albion Works was opened in 1851, not before."]) == []


def test_a_figure_in_words_others_describe_is_no_measurement():
    text = (
        'Older guidebooks describe the shed as "about a hundred feet long"; when measured by the surveyors '
        "it proved to be 96 feet."
    )
    asked = "What is the measured length of the shed?"
    assert corrected_after_problem(asked, "hundred feet", text, "")
    assert corrected_after_problem(asked, "hundred feet", "The shed is a hundred feet long.", "") == []


def test_an_initialled_name_cut_after_its_first_initial_begins_inside_the_name():
    cited = "The writer is indebted to the late Mr C. W. Lark, first Secretary of the Company."
    assert mid_name_problem("W. Lark", cited)
    assert mid_name_problem("C. W. Lark", cited) == []
