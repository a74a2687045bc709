"""A measure a text says another paper gives, setting another against it, is disputed, and a word for a
record is no place."""

from canon_reason.embedded._answer_type import record_for_place_problem
from canon_reason.embedded._question_frame import denied_figure_problem


def test_a_height_a_text_says_a_handbook_gives_is_disputed_by_the_one_it_gives():
    note = (
        'The handbook of 1936 gives the height of the Dye House chimney as "some 140 ft." Mr Tull\'s '
        "specification of 1861 gives 104 feet, and when it was taken down it measured very nearly that."
    )
    assert denied_figure_problem("140 ft", [note])
    assert not denied_figure_problem("104 feet", [note])
    assert not denied_figure_problem("140 ft", ["The chimney of the Dye House rose to 140 ft."])


def test_a_word_for_a_record_is_no_meeting_place():
    asked = "Where was the first meeting of the directors held in July 1889?"
    assert record_for_place_problem(asked, "Minutes")
    assert not record_for_place_problem(asked, "Anvil Inn")
    assert not record_for_place_problem("What survives of the company's papers?", "Minutes")
