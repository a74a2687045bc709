"""A town written after a bold name and a comma, for the hotel asked; a building's name for the engineer who
signed a paper; and what the checks of the round before leave alone."""

from canon_reason.embedded._figure_asked import building_for_person_problem
from canon_reason.embedded._mismatch import entry_life_problem
from canon_reason.embedded._namesakes import apposed_town_problem, confused_with_problem
from canon_reason.embedded._year_clauses import other_deed_year_problem


def test_a_town_after_a_bold_name_is_not_the_hotel():
    heading = "**THE WEIR LANE MILL**, Orby, about 2 acres, comprising:"
    question = "At which hotel was the Weir Lane mill offered for sale in 1971?"
    assert apposed_town_problem(question, "Orby", heading)
    assert not apposed_town_problem(question, "Swan Hotel", "offered at the Swan Hotel, Orby, at 3 p.m.")


def test_a_building_is_no_engineer():
    question = "Which engineer signed the 1870 specification for the boiler?"
    assert building_for_person_problem(question, "Boiler House")
    assert not building_for_person_problem(question, "J. Hale")
    # a contractor may be a firm named by its works, and a building is what "which building" asks
    assert not building_for_person_problem("Which contractor built the bridge?", "Orby Iron Works")
    assert not building_for_person_problem("Which building now houses the museum?", "New Drying House")


def test_what_the_checks_of_the_round_before_leave_alone():
    # a house named in apposition after a common noun is a name, not a town
    named = "He built the family house, Hollins, on the Orby road."
    assert not apposed_town_problem("What was the family house on the Orby road called?", "Hollins", named)
    # a birth or founding asked of a thing is dated by its building
    built = "The clerk reported that the Mill Bridge at Orby, built in 1788, needs repair."
    assert not other_deed_year_problem("When was Mill Bridge born or founded?", "1788", built)
    # a sketch of the one whose age is asked, for a question naming a company too
    before = "**WRAY, Amos (1801–1870).** Brazier of Orby. "
    question = "How old was Amos Wray when the Orby Gas Company was formed?"
    assert not entry_life_problem(question, "Born at Orby, 1801.", before)
    # a namesake warned against, placed in another town than the asked one's
    warned = "The mill is not to be confused with Weir Mill at Upper Hale, which burnt out in 1871."
    assert confused_with_problem("In what year was the Orby Weir Mill burnt out?", "1871", warned)
    asked = "Do not confuse Weir House with **Weir Mill** at Hale, a Georgian-style mill burnt in 1871."
    assert not confused_with_problem("In what year was Weir Mill at Hale burnt out?", "1871", asked)
