"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._question_frame import corrected_after_problem


def test_a_figure_only_said_to_be_so_is_no_measure():
    guide = "The visitor will see the great chimney of the Tarrant works, said to be 120 ft high."
    assert corrected_after_problem("How high is the chimney of the Tarrant works?", "120 ft", guide, "")
    asked = "How high is the chimney of the Tarrant works said to be?"
    assert not corrected_after_problem(asked, "120 ft", guide, "")
    measured = "The chimney of the Tarrant works, measured in 1962, is 96 feet high."
    assert not corrected_after_problem(
        "How high is the chimney of the Tarrant works?", "96 feet", measured, ""
    )


def test_a_turnover_is_a_sum_and_the_one_first_printed_is_superseded():
    asked = read_fact("What was the company's turnover in 1926?")
    assert (asked.answer_type, asked.unit_family) == (AnswerType.QUANTITY, "money")
    note = (
        "In 1926 the figure for turnover first printed in the Report was £38,405; a correction slip gives "
        "the true figure as £36,405."
    )
    assert corrected_after_problem("What was the company's turnover in 1926?", "£38,405", note, "")
