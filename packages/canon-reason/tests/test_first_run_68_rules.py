"""The seven confident wrong answers of the first run of heldout220 to heldout222, on invented text.

A sum claimed is not the sum settled; "What was paid ...?" asks a sum; "At what pressure ...?" asks a figure;
the town a mill is named by is no firm; a count where a change began is not the count asked; a body holds no
secretary's office; and those at the picking tables are not the hands of the curling room.
"""

from canon_reason.embedded._answer_type import (
    change_start_problem,
    claimed_sum_problem,
    firm_place_word_problem,
    numberless_measure_problem,
    office_body_problem,
    other_room_count_problem,
    sum_type_problem,
)


def test_a_sum_claimed_is_not_the_sum_settled():
    cited = ["Read a letter from Captain Roe claiming £300 from the Board for damage to the bridge."]
    assert claimed_sum_problem("For what sum did Captain Roe settle his claim?", "£300", cited)
    settled = ["Captain Roe settled his claim for £120."]
    assert claimed_sum_problem("For what sum did Captain Roe settle his claim?", "£120", settled) == []


def test_a_payment_and_a_pressure_are_figures():
    assert sum_type_problem("What was paid for the 1862 set of engines?", "Nos")
    assert sum_type_problem("What was paid for the 1862 set of engines?", "£1,950") == []
    assert numberless_measure_problem("At what pressure was the boiler worked?", "ordinary locomotive type")
    assert numberless_measure_problem("At what pressure was the boiler worked?", "120 lb") == []


def test_a_mill_s_town_is_no_firm():
    cited = ["The defendants had made inlaid linoleum by the same method at their Dunsop mill."]
    assert firm_place_word_problem("Which firm did the company sue?", "Dunsop", cited)
    assert firm_place_word_problem("Which firm did the company sue?", "Garnick and Vane", cited) == []


def test_a_count_where_a_change_began_is_not_the_count_asked():
    cited = [
        "The business grew from a concern employing some forty hands to one employing two hundred and sixty."
    ]
    assert change_start_problem("How many hands did the works employ in 1866?", "forty hands", cited)
    assert change_start_problem("How many hands did he employ when he began?", "forty hands", cited) == []
    grew = ["Entries grew from 12 in 2019 to 21 in 2024."]
    assert change_start_problem("How many entries were there in 2019?", "12", grew) == []


def test_a_body_holds_no_secretary_s_office():
    assert office_body_problem("Who acted as secretary of the weavers' union?", "Felby Hair Weavers' Union")
    assert office_body_problem("Who acted as secretary of the weavers' union?", "Ann Roe") == []


def test_a_count_at_another_room_is_not_the_asked_room_s():
    cited = [
        "Several were attacked, among them two women employed at the picking tables and a youth in the "
        "curling room."
    ]
    assert other_room_count_problem("How many hands worked in the curling room?", "2", cited)
    assert other_room_count_problem("How many hands worked at the picking tables?", "2", cited) == []
