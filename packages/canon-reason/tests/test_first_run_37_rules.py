"""The two confident wrong answers of the first run of heldout124 to heldout126, on invented text.

A count a text gives that another text denies ("the number saved was not twenty-one, as there stated, but
nineteen") is no answer, and the search for the denial feeds no other reading; and a firm asked for is not
the place a deed was done at ("an oven to be erected at Quastle Works"). One left from the first run of
heldout118 to heldout120 abstains too: a year its sentence gives to another deed ("the engine presented to
the town in 1920") is no year of the fire an operand asks.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_form import count_written
from canon_reason.embedded._judge import _placed_name_problem
from canon_reason.embedded._question_frame import denial_query, denied_figure_problem, is_denial_query
from canon_reason.embedded._tenure import operand_event_problem

DENIAL = "I must correct the report. The number saved was not twenty-one, as there stated, but nineteen."


def test_a_count_another_text_denies_is_no_answer():
    assert denied_figure_problem("twenty-one persons", [DENIAL])
    assert denied_figure_problem("21 persons", [DENIAL])
    assert denied_figure_problem("nineteen persons", [DENIAL]) == []
    assert denied_figure_problem("twenty-one persons", ["The number saved was twenty-one in all."]) == []


def test_only_a_count_in_words_is_searched_for_a_denial():
    query = denial_query("twenty-one persons")
    assert query is not None and is_denial_query(query)
    assert denial_query("87 persons") is None
    assert denial_query("Ann Tulk") is None
    assert not is_denial_query("persons saved Quastle")
    assert count_written("twenty-one") == 21 and count_written("1,240") == 1240
    assert count_written("twenty-one,") is None and count_written("Quastle") is None


def test_a_report_s_count_a_letter_denies_is_not_answered():
    corpus = Corpus.from_texts(
        {
            "courier-1852.md": "# The wreck of the Quastle\n\n"
            "The lifeboat put off from Ulverby at dawn and reached the brig Quastle at nine. "
            "We understand that twenty-one persons were saved.\n",
            "letter-1852.md": "# Letter of the honorary secretary, 1852\n\n"
            "As to the brig Quastle, I must correct the account in the Courier. "
            "The number saved was not twenty-one, as there stated, but nineteen, being the whole crew.\n",
        }
    )
    draft = judged(corpus, "How many persons were saved from the Quastle?")
    assert draft.outcome is not Outcome.ANSWERED or "21" not in (draft.answer or ""), draft.answer


def test_a_firm_asked_is_not_where_the_work_was_done():
    question = "Which firm of builders carried out the work on the Quastle oven?"
    cited = "Specification of an oven to be erected at Gorrick Works, Ulverby."
    assert _placed_name_problem(question, "Gorrick Works", cited)
    built = "The oven was built by Eldred & Gorrick at Ulverby."
    assert _placed_name_problem(question, "Eldred & Gorrick", built) == []
    assert _placed_name_problem("Who owned the Quastle oven?", "Gorrick Works", cited) == []


def test_an_operand_year_given_to_another_deed_is_no_year_of_the_event():
    question = "How many years passed between the fire at the Quastle hut and the fire at the long room?"
    step = "In which year: the fire that gutted the long room?"
    engine = ["The brigade came with the motor engine presented to the town in 1920, but the flames spread."]
    assert operand_event_problem(question, step, "1920", engine)
    assert operand_event_problem(question, step, "1920", ["The long room was damaged by fire in 1920."]) == []
    assert operand_event_problem(question, step, "1920", ["The long room was gutted in 1920."]) == []
