"""The six confident wrong answers of the first run of heldout214 to heldout216, on invented text.

"What fine ...?" asks a sum; "Which shot-dropper ...?" is answered by the name the text calls one; a fire a
text counts by order is not the fire "that gutted the tower"; a sentence dating "the second fire of 1879"
gives no other year to it; a year before "edition" dates a book; and a difference in dozens says so.
"""

from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._answer_type import (
    apposed_role_problem,
    dated_event_problem,
    described_event_problem,
    edition_year_problem,
    sum_type_problem,
)


def test_a_fine_asked_is_a_sum():
    question = "What fine did the bench impose on the Felby grocer?"
    assert sum_type_problem(question, "Drugs Act")
    assert sum_type_problem(question, "£5") == []


def test_a_which_role_answer_is_the_one_the_text_calls_so():
    cited = [
        "An accident occurred at the works of Messrs Garnick & Vane, when a workman named Ozias Roe, a "
        "shot-dropper who had been employed there for years, fell from the gallery."
    ]
    question = "Which shot-dropper was killed when he fell from the gallery?"
    assert apposed_role_problem(question, "Messrs Garnick & Vane", cited)
    assert apposed_role_problem(question, "Ozias Roe", cited) == []


def test_a_counted_fire_is_not_the_one_picked_by_its_deed():
    cited = ["The tower survived a first fire in 1817, which did not reach the shaft."]
    assert described_event_problem("In which year: the fire that gutted the tower?", "1817", cited)
    gutted = ["A fire gutted the tower in 1842."]
    assert described_event_problem("In which year: the fire that gutted the tower?", "1842", gutted) == []


def test_a_sentence_dating_the_event_gives_it_no_other_year():
    cited = [
        "No minute book survives for 1874–1886, so the proceedings after the second fire of 1879 are lost."
    ]
    assert dated_event_problem("When was the second fire?", "1886", cited)
    assert dated_event_problem("When was the second fire?", "1879", cited) == []


def test_a_year_of_an_edition_dates_nothing_asked():
    cited = ["Felby Brush Museum: Entry in *The Quendal Guide*, 1969 edition"]
    assert edition_year_problem("In which year: the brush museum open?", "1969", cited)
    assert edition_year_problem("In which year was the guide's edition published?", "1969", cited) == []


def test_a_difference_in_dozens_keeps_its_lot():
    question = "By how many dozen did the output in 1910 exceed that of 1900?"
    assert counted_result(question, "1,300", ("| 1910 | 13,840 dozens |",)) == "1,300 dozen"
