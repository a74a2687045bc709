"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._answer_type import other_life_event_problem, rough_for_exact_problem
from canon_reason.embedded._questions import QuestionKind, analyze_question


def test_a_year_marked_as_a_death_is_no_birth():
    card = "**TARRANT, Amos (d. 1876).** Born at Quarrelby, the son of a corn-factor; partner 1830."
    assert other_life_event_problem("In what year was Amos Tarrant born?", "1876", [card])
    assert not other_life_event_problem("In what year did Amos Tarrant die?", "1876", [card])
    assert not other_life_event_problem(
        "In what year was Amos Tarrant born?", "1801", ["He was born in 1801."]
    )


def test_a_rough_figure_is_no_true_one():
    survey = "The shaft is sound, save for some spalling on the south face to a height of about 30 feet."
    asked = "What is the true height of the Tarrant Shop chimney?"
    assert rough_for_exact_problem(asked, "30 feet", [survey])
    assert not rough_for_exact_problem("How high was the spalling?", "30 feet", [survey])
    assert not rough_for_exact_problem(asked, "126 feet", ["Measured in 1962, the chimney is 126 feet high."])


def test_a_time_clause_on_a_pronoun_asks_no_hop():
    asked = analyze_question("How many people were employed at the works when it closed in 1968?")
    assert asked.kind is QuestionKind.SINGLE_FACT
