"""A count long stated, a thickness for an amount, a year papers say before another is found, and a son."""

from canon_reason.embedded._answer_type import dimension_for_quantity_problem
from canon_reason.embedded._event_subject import kin_namesake_problem
from canon_reason.embedded._question_frame import corrected_after_problem, denied_figure_problem


def test_a_count_a_text_says_has_long_been_stated_is_not_what_actually_was():
    said = (
        "It has long been stated, on the authority of the printed history of the company, that at the "
        "census of 1861 the Hob Street works employed 240 hands."
    )
    asked = "How many hands did the Hob Street works actually employ at the census of 1861?"
    assert corrected_after_problem(asked, "240 hands", said, "")
    assert not corrected_after_problem(
        asked, "240 hands", "At the census of 1861 the works employed 240 hands.", ""
    )


def test_a_thickness_is_no_amount_of_board():
    letter = [
        "A contract will be issued for two hundred thousand (200,000) square feet of three-ply birch board, "
        "4 mm. in thickness."
    ]
    asked = "How much three-ply birch board did the contract of 1917 call for?"
    assert dimension_for_quantity_problem(asked, "4 mm", letter)
    assert not dimension_for_quantity_problem(asked, "200,000 square feet", letter)
    assert not dimension_for_quantity_problem(asked, "4 mm", ["The board was 4 mm. in thickness."])


def test_a_year_papers_both_say_is_disputed_by_a_report_found_after():
    note = (
        "The company's own history, printed in 1934, and the plaque on the gate, both say 1871, and that "
        "date has been repeated ever since. Volunteers found the Mercury's report of the opening dinner in "
        "October 1870, which settles the matter."
    )
    assert denied_figure_problem("1871", [note])
    assert not denied_figure_problem("1870", [note])


def test_a_son_of_the_asked_name_is_not_the_man_the_question_describes():
    asked = "Where was Edwin Gale, the first chairman of the company, born?"
    son = (
        "He leaves one son, Mr Edwin Gale, who was born in Harrowby in 1858 and is secretary of the company."
    )
    assert kin_namesake_problem(asked, "Harrowby", son)
    assert not kin_namesake_problem(asked, "Harrowby", "Edwin Gale, the chairman, was born in Harrowby.")
    assert not kin_namesake_problem("Where was Edwin Gale born?", "Harrowby", son)
