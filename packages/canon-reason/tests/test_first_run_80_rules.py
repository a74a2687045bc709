"""The three confident wrong answers of the first run of heldout256 to heldout258, on invented text.

A holder asked by "Which man" is a holder as one asked by "Who", whose span ending in the asked year does not
say who held the post that year; "What consideration" asks a sum; and a sentence giving one subject several
dated predicates dates the asked one by the first year after its own word, not by a later predicate's.
"""

from canon_reason.embedded._answer_type import sum_type_problem
from canon_reason.embedded._year_clauses import boundary_year_problem, later_predicate_year_problem

_ROW = "| 1851–1890 | Amos Tregear | son of the founder |"


def test_a_which_man_holder_whose_span_ends_in_the_year_asked_is_not_passed():
    assert boundary_year_problem("Which man managed the tinworks in 1890?", "Amos Tregear", _ROW)
    assert boundary_year_problem("Who managed the tinworks in 1890?", "Amos Tregear", _ROW)
    assert boundary_year_problem("Which man managed the tinworks in 1870?", "Amos Tregear", _ROW) == []


def test_a_consideration_asked_is_a_sum():
    asked = "What consideration in cash did Lugg Brothers offer for the undertaking in 1929?"
    assert sum_type_problem(asked, "Lugg Brothers Ltd")
    assert sum_type_problem(asked, "£41,000") == []


def test_a_later_predicate_of_one_subject_dates_no_earlier_event():
    text = (
        "The mill was founded by Amos Tregear in 1781, traded as Tregear & Hosk from 1840, was incorporated "
        "in 1890 and sold to Lugg Brothers Ltd. in 1929."
    )
    asked = "In what year was the mill founded?"
    assert later_predicate_year_problem(asked, "1890", text)
    assert later_predicate_year_problem(asked, "1781", text) == []
    listed = "A water wheel, installed in 1846 and sound; a steam engine of 8 horse-power, installed 1910."
    assert later_predicate_year_problem("When was the steam engine installed?", "1910", listed) == []
