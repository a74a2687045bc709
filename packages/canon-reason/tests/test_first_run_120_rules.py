"""A street a text says has nothing to do with the inn asked of, and a piece-rate asked as a sum."""

from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._namesakes import confused_with_problem


def test_a_street_a_text_says_has_nothing_to_do_with_an_inn_is_not_the_inn():
    note = (
        "It should be said, for the benefit of strangers, that the house has nothing to do with Anchor "
        "Street, on the far side of the river, where many of the hands reside."
    )
    asked = "Where was the 1889 dinner of the Tarrant company held?"
    assert confused_with_problem(asked, "Anchor Street", note)


def test_a_piece_rate_is_a_sum_of_money():
    asked = read_fact(
        "What piece-rate for a cooker oven-side was fixed by the settlement of the 1913 dispute?"
    )
    assert (asked.answer_type, asked.unit_family) == (AnswerType.QUANTITY, "money")
