"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason.embedded._mismatch import closed_thing_problem
from canon_reason.embedded._question_frame import corrected_after_problem


def test_an_approximate_measure_in_brackets_restates_the_one_before_it():
    texts = {
        "guide.md": "# The works\n\nThe Packing Shed, as measured, is 140 feet (about 43 metres) long.\n"
    }
    assert value_in(texts, "How long is the Packing Shed?") != "43 metres"
    assert value_in(texts, "How long is the Packing Shed, in metres?") == "43 metres"


def test_an_account_for_a_work_closed_dates_no_closing_of_the_works():
    account = "The account for the rebuilding of the sawmill was closed on 31 December 1873."
    asked = "In which year: the closing of the works?"
    assert closed_thing_problem(asked, "31 December 1873", account)
    assert not closed_thing_problem(asked, "1967", "The works closed on 31 December 1967.")


def test_a_year_its_own_sentence_calls_an_error_is_no_answer():
    note = (
        "The date of 1771 given for the founding of the works in the printed history of 1935 is an error: "
        "the lease to Josiah Pask is dated 29 September 1768."
    )
    asked = "In what year was the whiting works founded?"
    assert corrected_after_problem(asked, "1771", note, "")
    assert not corrected_after_problem(asked, "1771", "The works were founded in 1771.", "")
