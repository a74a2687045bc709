"""The confident wrong answers of the first run of heldout115 to heldout117, on invented text.

A building asked at one town is not read from a sentence naming it without the town; a length of the whole
is not the length of a part asked "in" it; and a holder's years in a row of holders are no span of a
business the question asks of.
"""

from canon_reason.embedded._measured_thing import measured_other_problem
from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._tenure import holder_term_problem


def test_a_building_asked_at_one_town_is_not_read_without_the_town():
    question = "In what year was the Brimacre Hall at Pelbury built?"
    guide = "In Quendal Row is the **Brimacre Hall** (1822), a plain stone building of the weavers' society."
    assert at_place_problem(question, guide)
    assert at_place_problem(question, "The Brimacre Hall at Pelbury was built in 1851 for the society.") == []
    assert at_place_problem("In what year was the Brimacre Hall built?", guide) == []


def test_the_length_of_the_whole_is_not_the_length_of_a_part_in_it():
    question = "What was the total length of the stalls in the old Harkspur barn?"
    cited = (
        "By the measurement I took before it was cleared, the old barn was 54 yards long by 38 yards wide, "
        "and its stalls together ran to 310 yards."
    )
    assert measured_other_problem(question, "54 yards", cited)
    assert measured_other_problem(question, "310 yards", cited) == []
    assert measured_other_problem("What was the length of the old Harkspur barn?", "54 yards", cited) == []


def test_a_holder_s_years_in_a_row_of_holders_are_no_span_of_the_business():
    question = "For how many years did the Dunsop business run, from its founding to its closing?"
    row = "| Ozias Brimacre | 1853 | 1871 | Previously foreman at the old yard; retired |"
    assert holder_term_problem(question, "1853 | 1871", [row])
    assert holder_term_problem("How many years was Ozias Brimacre manager?", "1853 | 1871", [row]) == []
    body = "| Dunsop Brewery | 1784 | 1965 | closed |"
    assert holder_term_problem(question, "1784 | 1965", [body]) == []
