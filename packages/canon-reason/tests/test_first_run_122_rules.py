"""A figure its sentence denies, a strike's end for a closing, and an engine's power written in words."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._answer_type import question_thing_problem
from canon_reason.embedded._stance import denied_value_problem, other_ended_problem

ENGINE = {
    "history.md": (
        "# A history of the Pellow Tape Mill\n\nIn 1811 the partners added a steam engine of twelve "
        "horse-power, made by Corran & Vale of Ludby, so that the mill need no longer stand idle in a dry "
        "summer.\n"
    ),
}


def test_a_figure_its_sentence_denies_is_no_answer():
    denial = "Secondly, the chimney of the Pellow Mill is not 140 feet high."
    assert denied_value_problem("140 feet", denial)
    assert denied_value_problem("140 feet", "The stalk is not quite 140 feet high.")
    assert not denied_value_problem("140 feet", "The chimney is 140 feet high, not 150.")
    assert not denied_value_problem("140 feet", "The chimney is not less than 140 feet high.")


def test_the_end_of_a_strike_at_a_mill_is_not_its_closing():
    strike = (
        "The dispute at the Pellow Mill, which has kept close upon ninety reelers out of work since January, "
        "came to an end yesterday."
    )
    asked = "In which year did the Pellow Mill close?"
    assert other_ended_problem(asked, "1911", strike)
    assert not other_ended_problem(asked, "1967", "The Pellow Mill closed in 1967, when the strike ended.")
    assert not other_ended_problem("When did the strike at the Pellow Mill end?", "1911", strike)


def test_a_power_in_words_is_not_the_thing_asked_named_again():
    asked = "What was the power of the steam engine added in 1811?"
    assert not question_thing_problem(asked, "twelve horse-power")
    assert question_thing_problem("What timber was specified for the sprung floor?", "maple floor")


def test_a_power_asked_without_its_unit_is_answered_with_it():
    draft = judged_in(ENGINE, "What was the power of the steam engine added to the Pellow Tape Mill in 1811?")
    assert_answers(draft, "12 horse-power")
