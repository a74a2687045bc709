"""The two confident wrong answers of the first run of heldout124 to heldout126, on invented text.

A count a text gives that another text denies ("the number was not forty-two, as there stated, but
thirty-nine") is no answer, and the search for the denial feeds no other reading; and a firm asked for is not
the place a deed was done at ("a kiln to be built at Quastle Works"). One left from the first run of
heldout118 to heldout120 abstains too: a year its sentence gives to another deed ("the pump presented to
the parish in 1904") is no year of the fire an operand asks.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_form import count_written
from canon_reason.embedded._judge import _placed_name_problem
from canon_reason.embedded._question_frame import denial_query, denied_figure_problem, is_denial_query
from canon_reason.embedded._tenure import operand_event_problem

DENIAL = "To correct the report: the number taken on was not forty-two, as there stated, but thirty-nine."


def test_a_count_another_text_denies_is_no_answer():
    assert denied_figure_problem("forty-two hands", [DENIAL])
    assert denied_figure_problem("42 hands", [DENIAL])
    assert denied_figure_problem("thirty-nine hands", [DENIAL]) == []
    assert denied_figure_problem("forty-two hands", ["The number taken on was forty-two in all."]) == []


def test_only_a_count_in_words_is_searched_for_a_denial():
    query = denial_query("forty-two hands")
    assert query is not None and is_denial_query(query)
    assert denial_query("87 persons") is None
    assert denial_query("Ann Tulk") is None
    assert not is_denial_query("hands taken on Quastle")
    assert count_written("forty-two") == 42 and count_written("1,240") == 1240
    assert count_written("forty-two,") is None and count_written("Quastle") is None


def test_a_report_s_count_a_letter_denies_is_not_answered():
    corpus = Corpus.from_texts(
        {
            "courier-1852.md": "# The new spinning room at Quastle\n\n"
            "The spinning room at Quastle opened on Monday. We hear that forty-two hands were taken on.\n",
            "letter-1852.md": "# Letter of the mill's clerk, 1852\n\n"
            "As to the spinning room at Quastle, I must correct the account in the Courier. "
            "The number of hands taken on was not forty-two, as there stated, but thirty-nine.\n",
        }
    )
    draft = judged(corpus, "How many hands were taken on at the Quastle spinning room?")
    assert draft.outcome is not Outcome.ANSWERED or "42" not in (draft.answer or ""), draft.answer


def test_a_firm_asked_is_not_where_the_work_was_done():
    question = "Which firm of builders carried out the work on the Quastle oven?"
    cited = "Plans of a kiln to be built at Gorrick Works, Ulverby."
    assert _placed_name_problem(question, "Gorrick Works", cited)
    built = "The oven was built by Eldred & Gorrick at Ulverby."
    assert _placed_name_problem(question, "Eldred & Gorrick", built) == []
    assert _placed_name_problem("Who owned the Quastle oven?", "Gorrick Works", cited) == []


def test_an_operand_year_given_to_another_deed_is_no_year_of_the_event():
    question = "How many years passed between the fire at the Quastle hut and the fire at the long room?"
    step = "In which year: the fire that gutted the long room?"
    engine = ["The men worked the pump presented to the parish in 1920, but the roof fell in."]
    assert operand_event_problem(question, step, "1920", engine)
    assert operand_event_problem(question, step, "1920", ["The long room was damaged by fire in 1920."]) == []
    assert operand_event_problem(question, step, "1920", ["The long room was gutted in 1920."]) == []
