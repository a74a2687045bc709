"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._borrowed import other_dimension_problem
from canon_reason.embedded._figure_asked import working_place_problem


def test_a_birth_into_a_calling_places_no_birth():
    note = [
        "He did not, as has sometimes been stated, design the Quoin Street Works of 1836, which were built "
        "some years before he was born into the profession."
    ]
    asked = "Where was the architect who designed the North Shop born?"
    assert working_place_problem(asked, "Quoin Street Works", note)
    assert not working_place_problem(asked, "Lydcombe", ["He was born at Lydcombe in 1841."])


def test_a_height_to_the_trusses_is_no_width():
    spec = (
        "The shop to measure one hundred and twenty feet in length by forty feet in width inside the walls, "
        "and eighteen feet to the underside of the roof trusses."
    )
    asked = "How wide, inside the walls, was the new stamping shop to be?"
    assert other_dimension_problem(asked, "eighteen feet", spec)
    assert not other_dimension_problem(asked, "forty feet", spec)
    assert not other_dimension_problem("How high was the shop to the trusses?", "eighteen feet", spec)
    # a chimney's width at its top is no height, whatever the shop's name holds ("Long")
    chimney = "The chimney to be carried up to a height of 70 feet, diminishing to 4 feet at the top."
    high = "How high was the chimney of the New Long Shop to be carried up?"
    assert other_dimension_problem(high, "4 feet", chimney)
    assert not other_dimension_problem(high, "70 feet", chimney)
