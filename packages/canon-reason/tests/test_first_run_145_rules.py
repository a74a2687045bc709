"""A count written "some hundred and sixty", a chain through the year of an event its direct reading never
names, a rate by the day for a weekly wage, and a height under a clause headed by a part."""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason._text import words
from canon_reason.embedded._candidates import numbers
from canon_reason.embedded._whole_measures import measured_part_problem, rate_period_problem

GUIDE = {
    "guide-1910.md": (
        "# Ashcombe: A Guide for Visitors (1910)\n\nThe chief industry is the making of cricket balls, "
        "carried on at the works of Pyle & Co. in Mill Street, founded in a stable late in the eighteenth "
        "century and now employing some hundred and forty hands.\n"
    )
}


def _numbers(text: str) -> list[int]:
    return [int(m.number) for m in numbers(text, tuple(words(text))) if m.number is not None]


def test_a_hundred_written_without_its_one_is_read_whole():
    assert _numbers("now employing some hundred and sixty hands") == [160]
    assert _numbers("a hundred and sixty-five hands") == [165]
    assert _numbers("one hundred and sixty hands") == [160]


def test_a_chain_through_the_year_of_an_event_needs_a_reading_that_names_the_event():
    question = "How many hands did the works employ in the year Pyle & Co. Limited was incorporated?"
    draft = judged_in(GUIDE, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_rate_by_the_day_is_no_weekly_wage():
    question = "What weekly wage did the moulders earn in 1880?"
    assert rate_period_problem(question, "4s", "The moulders got 4s. a day, and the boys half.")
    assert rate_period_problem(question, "4s (four shillings) a day", "")
    assert not rate_period_problem(question, "24s", "The moulders got 24s. a week.")
    assert not rate_period_problem("What did the moulders earn?", "4s", "The moulders got 4s. a day.")


def test_a_height_under_a_clause_headed_by_a_part_is_not_the_whole_asked():
    clause = "**Plinth.** Square, 9 ft. on each side, of blue brick in cement, to a height of 18 ft."
    question = "What height was specified for the chimney in 1888?"
    assert measured_part_problem(question, "18 ft", clause)
    assert not measured_part_problem(question, "18 ft", "**Height.** The chimney to rise 18 ft.")
    assert not measured_part_problem("How high was the plinth?", "18 ft", clause)
