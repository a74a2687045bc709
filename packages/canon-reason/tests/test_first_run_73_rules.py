"""The three confident wrong answers of the first run of heldout235 to heldout237, on invented text.

A number an item is given ("drawings nos. 1–9") counts nothing; "Where had <the stone that burst in 1849>
been quarried?" keeps "been" with its verb, and a "which" answer that is the place the question puts the
thing at is not the thing; and a year a span runs from "until the closure" does not date the closure.
"""

from canon_reason.embedded._answer_type import asked_place_problem
from canon_reason.embedded._figure_asked import item_number_problem
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._year_clauses import span_to_event_problem


def test_a_number_given_to_an_item_counts_nothing():
    cited = "6/4 Amos Hale's specification and drawings nos. 1–9 for the new boiling room, 1904."
    assert item_number_problem("9 copper pans", cited)
    assert item_number_problem("9", "Drawing No. 9 shows the pans.")
    assert item_number_problem("24", "The room is to hold 24 copper pans, as drawing no. 9 shows.") == []


def test_been_stays_with_the_verb_it_opens():
    analysis = analyze_question("Where had the grindstone that burst at Orbeck in 1849 been quarried?")
    assert analysis.parts[0].question == "Which grindstone burst at Orbeck in 1849?"
    assert analysis.hop_template == "Where had {answer} been quarried?"


def test_the_place_a_question_names_is_not_the_thing_it_asks():
    question = "Which grindstone burst at Orbeck in 1849?"
    assert asked_place_problem(question, "Orbeck Hull")
    assert asked_place_problem(question, "the Brantley grindstone") == []
    assert asked_place_problem(question, "Brantley Edge") == []


def test_a_year_a_span_runs_from_until_an_event_does_not_date_it():
    question = "In which year: the closure of the works?"
    cited = "Works manager from 1948 and managing director from 1958 until the closure."
    assert span_to_event_problem(question, "1948", cited)
    closed = "The works closed in 1968, and he was managing director from 1958 until the closure."
    assert span_to_event_problem(question, "1968", closed) == []
