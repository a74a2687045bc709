"""The six confident wrong answers of the first run of heldout205 to heldout207, on invented text.

An inn "also called the Bell" in another town is not the Bell the question places; a height is no depth; the
village a lessee came from is not whom he leased from; a ship's column in tuns counts no whales whatever the
caption counts in another column; a year beside another deed in a table row does not date the asked one; and
"Captain Garnick" does not say which of two Garnicks was meant.
"""

from canon_reason.embedded._answer_form import completed
from canon_reason.embedded._answer_type import other_dimension_problem, row_event_problem
from canon_reason.embedded._namesakes import others_own_problem
from canon_reason.embedded._short_names import shared_surname_problem
from canon_reason.embedded._source_party import origin_party_problem


def test_a_namesake_in_another_town_is_not_the_placed_one():
    cited = "Its inn, also called the **Bell**, was built in 1761 and has a panelled parlour."
    assert others_own_problem("In what year was the Bell Inn in Mill Street, Felby, built?", cited)
    assert others_own_problem("In what year was the Bell Inn built?", cited) == []


def test_a_height_does_not_answer_how_deep():
    spec = (
        "The stand is to be 180 feet in length and 36 feet in depth. "
        "The height to the eaves shall be 22 feet."
    )
    assert other_dimension_problem("How deep was the stand?", "22 feet", [spec])
    assert other_dimension_problem("How deep was the stand?", "36 feet", [spec]) == []
    assert other_dimension_problem("How deep was the well?", "40 feet", ["The well: 40 feet."]) == []


def test_a_lessee_s_village_is_not_his_lessor():
    text = (
        "Ozias Garnick came from the village of Tollgarth and took a lease of the yard from the Corporation "
        "of Quarndon in 1784."
    )
    question = "From whom did Ozias Garnick take his lease of the yard?"
    assert origin_party_problem(question, "Tollgarth", text)
    assert origin_party_problem(question, "Corporation of Quarndon", text) == []
    line = "The Skelwith line climbs from Port Dunsop on the coast to Felby."
    assert origin_party_problem("From which port does the Skelwith line set out?", "Port Dunsop", line) == []


def test_a_column_in_tuns_counts_no_whales():
    row = "| 1820 | 112 | 98 | 44 |"
    caption = 'The column "Fish" gives the number of whales taken that season.'
    question = "How many whales were taken in 1820?"
    assert completed(question, "112", row, 10, "Tern (tuns)", caption) == "112 tuns"
    assert completed(question, "44", row, 21, "Fish", caption) == "44 whales"
    assert completed("How many vessels were piloted in 1900?", "2,615", row, 10, "Piloted (total)") == "2,615"


def test_a_year_beside_another_deed_dates_nothing_asked():
    row = "| Tern | 312 | bought 1802 | crushed in the ice 1836 |"
    question = "In which year was the Tern crushed in the ice?"
    assert row_event_problem(question, "1802", row)
    assert row_event_problem(question, "1836", row) == []


def test_a_title_and_surname_shared_by_two_men_names_neither():
    others = ["Captain Ozias Garnick was master of the Tern.", "Eldred Garnick, his son, sailed in her."]
    assert shared_surname_problem("Captain Garnick", [], others)
    assert shared_surname_problem("Captain Garnick", ["the design of Mr Ozias Garnick"], others) is None
    assert shared_surname_problem("Lady Garnick", [], others) is None
