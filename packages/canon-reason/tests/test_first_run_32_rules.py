"""The confident wrong answers of the first run of heldout109 to heldout111, on invented text.

A date the text places against the asked event ("deposited in May 1871, the year after the studio closed")
is not that event's date; and the years between a first and a second fire cannot be none: two operands read
as one year were read from one fire.
"""

from canon_reason.embedded._scope import no_difference_problem
from canon_reason.embedded._year_clauses import relative_year_problem


def test_a_date_placed_against_the_asked_event_is_not_its_date():
    question = "In what year did the Quillon studio finally close?"
    cited = "Deposited by Tom Quillon, the last proprietor, in May 1871, the year after the studio closed."
    assert relative_year_problem(question, "May 1871", cited)
    assert relative_year_problem(question, "1870", "The studio closed in 1870, after ninety years.") == []


def test_a_first_and_a_second_event_fall_in_two_years():
    question = "How many years passed between the first and the second fire at the Felby mart?"
    assert no_difference_problem(question, "0")
    assert no_difference_problem(question, "34") == []
    assert no_difference_problem("How many years did the Felby mart stand?", "0") == []
