"""The confident wrong answers of the first run of heldout85 to heldout87, on invented text.

The one who did what a question gives another to do is not the one asked; "at what sum" asks a sum; a figure
run into a column's word is no quantity with a unit; the number of a reference code is no figure; a text
telling of an earlier organ does not date the first; a year of a thing a man made is not his birth; a row of
a table of years answers for a thing its column names; and a text naming another place's gate is not about
the gate asked.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._event_subject import earlier_one_problem
from canon_reason.embedded._figure_asked import (
    code_number_problem,
    column_word_unit_problem,
    figureless_problem,
    successor_role_problem,
)
from canon_reason.embedded._namesakes import other_named_kind_problem
from canon_reason.embedded._tenure import agent_year_problem


def test_the_man_who_retired_is_not_the_one_who_took_over():
    question = "Who took over the secretaryship when William Haskew retired?"
    cited = "When Mr Quillon retired he was chosen to succeed him."
    assert successor_role_problem(question, "Mr Quillon", cited)
    assert (
        successor_role_problem(question, "John Stellow", "When Haskew retired, John Stellow followed.") == []
    )


def test_at_what_sum_asks_a_sum():
    question = "At what sum was the loss from the Yarrowby fire reckoned?"
    assert figureless_problem(question, "assessors of the County")
    assert figureless_problem(question, "£1,850") == []


def test_a_figure_run_into_a_column_word_is_no_quantity():
    assert column_word_unit_problem("702 Crowned")
    assert column_word_unit_problem("702 Acres") == []
    assert column_word_unit_problem("702") == []


def test_the_number_of_a_reference_code_is_no_figure():
    cited = "**PR/MOS/10** Conveyance of 1903 by which Mrs Haskew gave 1 acre 2 roods for the churchyard."
    assert code_number_problem("10", cited)
    assert code_number_problem("1903", cited) == []


def test_a_text_telling_of_an_earlier_organ_does_not_date_the_first():
    question = "When was the first organ installed at Yarrowby?"
    cited = "The organ was built in 1889 after an earlier instrument had perished in the fire of 1887."
    assert earlier_one_problem(question, "1889", cited)
    assert earlier_one_problem(question, "1812", "The first organ was built in 1812 by Mr Pendrick.") == []


def test_a_year_of_a_thing_a_man_made_is_not_his_birth():
    step = "When was Josiah Pendrick born or founded?"
    assert agent_year_problem(
        step, "1812", ["The organ, which was built in 1812 by Mr Josiah Pendrick, burned."]
    )
    assert agent_year_problem(step, "1780", ["Josiah Pendrick was born at Mossford in 1780."]) == []


def test_a_row_of_years_answers_for_the_thing_its_column_names():
    corpus = Corpus.from_texts(
        {
            "figures.md": "# Coaching at Yarrowby: yearly figures\n\n"
            "| Year | Coaches passing daily | Coaches changing at the Quillon Arms | Post-horses kept at the "
            "Quillon Arms |\n|---|---|---|---|\n| 1826 | 18 | 8 | 64 |\n| 1831 | 22 | 9 | 71 |\n"
        }
    )
    assert_answers(judged(corpus, "How many post-horses were kept at the Quillon Arms in 1826?"), "64")


def test_a_text_naming_another_place_s_gate_is_not_about_the_gate_asked():
    question = "What were the tolls at the Mossford gate in 1791?"
    assert other_named_kind_problem(question, "The tolls at the Yarrowby side-gate for that year were £214.")
    assert other_named_kind_problem(question, "The tolls at the Mossford gate were £1,236.") == []
    assert other_named_kind_problem(question, "The gate was let for £1,236 in 1791.") == []


def test_a_former_calling_is_no_earlier_thing():
    question = "Who was the first principal of Yarrowby College?"
    cited = (
        "The first principal of Yarrowby College was Ann Quillon, a former sea captain, appointed in 1871."
    )
    assert earlier_one_problem(question, "Ann Quillon", cited) == []
    assert earlier_one_problem("When was the first principal appointed?", "1871", cited) == []
