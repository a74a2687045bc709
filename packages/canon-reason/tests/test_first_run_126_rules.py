"""A history's year the next sentence calls an error, and who accepted a tender for whose tender it was."""

from canon_reason.embedded._question_frame import corrected_after_problem
from canon_reason.embedded._stance import deed_agent_problem


def test_a_year_the_next_sentence_calls_an_error_is_no_answer():
    asked = "When was the Upper Works in Kell Street opened?"
    said = "The *Short History* states that the Upper Works in Kell Street was opened in 1822."
    after = " This is an error. The first day book begins on 4 July 1823."
    assert corrected_after_problem(asked, "1822", said, after)
    assert not corrected_after_problem(asked, "1822", said, " The works cost £2,000.")


def test_a_misprint_of_another_figure_is_read_as_before():
    said = "The bottle figure for 1892 was printed in the annual report as 61,500."
    assert (
        corrected_after_problem("What was the output in 1892?", "61,500", said, " This was a misprint.") == []
    )


def test_who_accepted_a_tender_is_not_whose_tender_it_was():
    asked = "Which builder's tender was accepted in 1852 for rebuilding the Long Mill?"
    cited = "The tender of Messrs Harker & Sons is recommended and was accepted by Mr Pyle on 27th May 1852."
    assert deed_agent_problem(asked, "Josiah Pyle", cited)
    assert not deed_agent_problem(asked, "Harker & Sons", cited)
