"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason.embedded._answer_type import now_called_problem
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._judge import instance_query
from canon_reason.embedded._stand_ins import clock_time_problem


def test_a_street_is_no_settlement_unless_a_text_calls_it_one():
    asked = "Which settlement ended the 1911 strike?"
    assert instance_query(asked, "Quay Street") == "Quay Street settlement"
    assert instance_query("Which street was the works in?", "Quay Street") is None


def test_a_number_after_past_is_an_hour():
    diary = "N. at the works till past nine over the quarter's books."
    asked = "How many workers were employed at the works in March?"
    assert clock_time_problem(asked, "nine", diary)
    assert not clock_time_problem(asked, "nine", "Nine men were employed at the works in March.")


def test_a_name_a_thing_bore_then_is_not_the_one_it_bears_now():
    lease = "All that chalk pit or quarry called Tarrant Pit, lying on the north side of the road."
    asked = "What is the flooded Tarrant chalk pit now called?"
    assert now_called_problem(asked, "Tarrant Pit", [lease])
    guide = "The pit filled with water after the closure and is now Tarrant Water, used for sailing."
    assert not now_called_problem(asked, "Tarrant Water", [guide])
    assert not now_called_problem("What was the pit called in 1796?", "Tarrant Pit", [lease])


def test_a_titled_surname_keeps_its_title_written_with_a_stop():
    texts = {
        "report-1890.md": (
            "# Opening of the new works\n\nThe building, which has taken twenty months in erection since the "
            "foundation stone was laid by Mrs. Quarrel on the 6th of September 1888, is the largest in the "
            "town.\n"
        )
    }
    assert value_in(texts, "Who laid the foundation stone of the new works?") == "Mrs. Quarrel"


def test_a_measure_after_an_adjective_in_ed_is_still_the_measure_asked():
    asked = "What was the indicated horse-power of the engine the directors ordered in 1896?"
    fact = read_fact(asked)
    assert (fact.answer_type, fact.unit_family) == (AnswerType.QUANTITY, "power")
    texts = {
        "minutes-1896.md": (
            "# Minutes of the directors, 1896\n\nResolved that the offer of the Tarrant Foundry Company for "
            "an engine of 180 indicated horse-power, with two Lancashire boilers, be accepted.\n"
        )
    }
    assert value_in(texts, asked) == "180 indicated horse-power"
