"""The year a text gives the ordinal phrase of an asked deed ("the first extension (1851–52)") is its own."""

import pytest

from canon_reason.embedded._event_subject import ordinal_deed_date_problem

NOTE = (
    "Connection: Engineer of the original jetty at Brinmoor (1840–42) and of the first extension "
    "(1851–52); consulting engineer to the company until his death."
)


@pytest.mark.parametrize(
    "question",
    ["In what year was the jetty first extended?", "In what year was the jetty first lengthened?"],
)
def test_a_year_of_another_work_in_the_sentence_is_not_the_first_extensions(question):
    assert ordinal_deed_date_problem(question, "1840", NOTE)
    assert not ordinal_deed_date_problem(question, "1851", NOTE)


def test_a_year_before_the_ordinal_phrase_in_its_clause_dates_it():
    text = "The jetty at Brinmoor was built in 1840, and in 1851 the first extension was begun."
    assert not ordinal_deed_date_problem("When was the jetty first extended?", "1851", text)
    assert ordinal_deed_date_problem("When was the jetty first extended?", "1840", text)


def test_an_ordinal_phrase_the_text_does_not_date_vetoes_nothing():
    text = "The first races on Oxmere Heath, the open common west of the town, were run in 1790."
    assert not ordinal_deed_date_problem(
        "In what year were horses first raced on Oxmere Heath?", "1790", text
    )
