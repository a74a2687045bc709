"""A man told to get prices from makers did not make the thing; a noun the question names is no deed."""

from canon_reason.embedded._stance import agents_apart_problem


def test_the_man_told_to_get_prices_from_makers_is_not_the_maker():
    minute = (
        "Resolved that the clock for the tower be the subject of a separate contract and that Mr Kemble "
        "obtain prices from two makers."
    )
    assert agents_apart_problem("Who made the clock for the tower of the Mill?", "Mr Kemble", minute)
    assert not agents_apart_problem("Who made the clock?", "Mr Kemble", "The clock was made by Mr Kemble.")


def test_a_noun_the_question_names_itself_is_no_deed_done_by_others():
    history = "The oldest of the carriers, Tandy & Sons was founded in 1811 by Amos Tandy, a corn dealer."
    assert not agents_apart_problem("Who founded the carriers Tandy & Sons?", "Amos Tandy", history)
