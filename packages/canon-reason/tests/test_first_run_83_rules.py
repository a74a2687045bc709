"""The two confident wrong answers of the first run of heldout265 to heldout267, on invented text.

The man who laid several tenders before a meeting is not the one whose tender was accepted; a year a
sentence writes after an earlier predicate ("begun in 1851") does not date the asked one, which has its own
year after its own word ("and opened in 1853"); and a year followed by a comma is found in its sentence.
"""

from canon_reason.embedded._answer_type import offers_laid_problem
from canon_reason.embedded._year_clauses import earlier_predicate_year_problem, later_predicate_year_problem


def test_who_laid_the_tenders_is_not_whose_tender_was_taken():
    asked = "Whose tender was accepted in May 1880 for rebuilding the Straw Hall?"
    laid = [
        "Mr Pellow laid before the meeting the tenders received for rebuilding the Straw Hall, to his plans:"
    ]
    assert offers_laid_problem(asked, "Mr Pellow", laid)
    taken = ["The tender of Messrs Venn & Roe, £2,140, being the lowest, was accepted."]
    assert offers_laid_problem(asked, "Venn & Roe", taken) == []
    assert offers_laid_problem("Who laid the tenders before the meeting?", "Mr Pellow", laid) == []


def test_a_year_after_an_earlier_predicate_does_not_date_the_asked_one():
    text = "The Crane Shop, as it was called, was begun in 1861 and opened in 1863; it was enlarged in 1880."
    asked = "In which year: the Crane Shop was opened?"
    assert earlier_predicate_year_problem(asked, "1861", text)
    assert earlier_predicate_year_problem(asked, "1863", text) == []
    assert earlier_predicate_year_problem("In which year: the Crane Shop was begun?", "1861", text) == []
    lone = "The Crane Shop was begun in 1861, and it was opened by the Mayor with a speech in the yard."
    assert earlier_predicate_year_problem(asked, "1861", lone) == []  # the opening has no year of its own


def test_a_year_followed_by_a_comma_is_found_in_its_sentence():
    text = "The mill was founded by Amos Roe in 1781, was incorporated in 1890, and was sold in 1929."
    assert later_predicate_year_problem("In what year was the mill founded?", "1890", text)
    assert later_predicate_year_problem("In what year was the mill founded?", "1781", text) == []
