"""A father's birthplace after "son of that ...", a wage the men had been paid for the one they asked, and a
building of a lot for the place a sale was held."""

from canon_reason.embedded._answer_type import paid_for_demanded_problem
from canon_reason.embedded._figure_asked import lot_part_problem
from canon_reason.embedded._namesakes import parent_aside_problem


def test_an_aside_after_that_fathers_name_is_his():
    told = "Mr. Lusk was the son of that Amos Lusk, a native of Brenby, who came into this town as a cooper."
    assert parent_aside_problem("Where was Amos Lusk the younger born?", "Brenby", told)
    assert not parent_aside_problem("Where was Amos Lusk the elder born?", "Brenby", told)


def test_a_wage_the_men_had_been_paid_is_not_what_they_asked():
    told = "The dippers, about forty in number, had been paid twenty shillings a week, or 4s. a day."
    question = "What weekly wage did the dippers ask for during the 1912 stoppage?"
    assert paid_for_demanded_problem(question, "20s (twenty shillings) a week", [told])
    asked = "They asked for twenty-three shillings a week."
    assert not paid_for_demanded_problem(question, "23s (twenty-three shillings) a week", [asked])


def test_a_building_of_a_lot_is_not_where_the_sale_was_held():
    lot = "**Lot 1.** The main works, comprising the Kiln House, the Drying Shed and offices."
    question = "Where was the 1958 auction of the Orby works held?"
    assert lot_part_problem(question, "Kiln House", [lot])
    venue = "Messrs Hale are instructed to offer for sale by auction at the Swan Hotel, Orby."
    assert not lot_part_problem(question, "Swan Hotel", [venue])
