"""A year a relative clause gives its own act, a life span in a text that never names the person asked
about, and a count of people or of goods made given for a rate asked."""

from canon_reason.embedded._borrowed import life_span_problem
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._figure_asked import rate_count_problem
from canon_reason.embedded._year_clauses import which_clause_year_problem


def test_a_year_in_a_which_clause_dates_that_clause_only():
    told = "Orlen Tools, which bought Pask & Daughters in\n1962, is moving its files to Brenford."
    assert which_clause_year_problem("When did production end at the Wick Lane works?", "1962", told)
    assert not which_clause_year_problem("When did Orlen Tools buy Pask & Daughters?", "1962", told)
    # the year written again outside the clause may date the asked event too
    twice = f"{told[:-1]}, and the works closed in 1962."
    assert not which_clause_year_problem("When did production end at the Wick Lane works?", "1962", twice)


def test_a_life_span_in_a_text_not_naming_the_person_asked_about():
    told = "Married, 1851, Ruth Alder; their sons Amos (1852–1911) and Levi (1855–1930) followed him."
    assert life_span_problem("In what year did Gideon Cray die?", "1911", told)
    # the asked person named in the text may be the one the span stands after under another name
    named = "Gideon Cray's sons Amos (1852–1911) and Levi (1855–1930) followed him."
    assert not life_span_problem("In what year did Gideon Cray die?", "1911", named)
    assert not life_span_problem("In what year did Amos die?", "1911", told)


def test_a_count_of_strikers_is_not_the_rate_they_asked():
    told = "Some forty-one case-makers at the Quell Works came out, and ask for a rate of 6s. a day."
    question = "What daily rate did the striking case-makers ask for?"
    assert rate_count_problem(question, "forty-one", [told])
    assert not rate_count_problem("How many case-makers struck at the Quell Works?", "forty-one", [told])
    priced = "They ask for forty-one shillings a week."
    assert not rate_count_problem("What weekly wage did the case-makers ask for?", "forty-one", [priced])


def test_a_column_of_goods_made_holds_no_rate():
    before = "| Year | Hands | Case-clocks |\n|---|---|---|\n"
    row = "| 1907 | 140 | 2,150 |"
    question = "What weekly rate did the striking case-makers ask for in 1907?"
    assert other_column_problem(question, "2,150", row, before)
    wages = "| Year | Hands | Weekly wage of case-makers |\n|---|---|---|\n"
    assert not other_column_problem(question, "2,150", row, wages)
