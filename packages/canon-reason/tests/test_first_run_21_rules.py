"""The confident wrong answers of the first run of heldout76 to heldout78, on invented text."""

from canon_reason.embedded._borrowed import other_office_span_problem
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._figure_asked import figureless_problem
from canon_reason.embedded._scope import total_problem
from canon_reason.embedded._year_clauses import year_before_problem


def test_a_figure_given_for_last_year_is_not_the_asked_years():
    question = "For what rent were the Brinmoor market tolls let at the auction of 1801?"
    assert year_before_problem(question, "£140", "The tolls were last year let for £140.")
    against = "The tolls were let for £160, against £140 the year before."
    assert not year_before_problem(question, "£160", against)
    assert not year_before_problem("For what rent were the tolls let the year before 1801?", "£140", against)


def test_an_estimate_asked_is_a_sum_and_words_without_a_figure_answer_none():
    question = "What was the joiner's estimate for renewing the Brinmoor schoolroom roof?"
    assert figureless_problem(question, "give an estimate")
    assert not figureless_problem(question, "£84")


def test_a_total_of_two_things_is_not_one_things_total():
    question = "What was the combined cost of the corn market and the cattle market?"
    one = "The correct total cost of the cattle market is £900."
    assert total_problem(question, one, calculated=False)
    both = "The corn market and the cattle market together cost £2,000."
    assert not total_problem(question, both, calculated=False)


BEFORE = "| Year | Boarders | Day boys | Total | Free scholars |\n|---|---|---|---|---|\n"
ROW = "| 1866 | 9 | 30 | 39 | 12 |"


def test_a_column_counting_some_of_the_asked_things_is_not_their_total():
    assert other_column_problem("How many boys were in the Brinmoor school in 1866?", "30", ROW, BEFORE)
    assert not other_column_problem("How many boys were in the Brinmoor school in 1866?", "39", ROW, BEFORE)
    assert not other_column_problem(
        "How many day boys were in the Brinmoor school in 1866?", "30", ROW, BEFORE
    )


def test_a_year_of_another_offices_span_in_a_holders_row_is_not_the_asked_offices():
    row = "| Tobit Quarnell | 1829–1861 | Also secretary of the Company 1841–1855. Died in office, 1861. |"
    question = "In what year did Tobit Quarnell become clerk of the course?"
    assert other_office_span_problem(question, "1841", row)
    assert not other_office_span_problem(question, "1829", row)
    assert not other_office_span_problem("In what year did Tobit Quarnell become secretary?", "1841", row)
