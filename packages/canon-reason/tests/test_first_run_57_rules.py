"""The two confident wrong answers of the first run of heldout187 to heldout189, on invented text.

A town named only as where an architect came from does not place the building there; and a deed a text tells
only as hoped for ("it might one day pass to a public body") has no date in it.
"""

from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._stated_unknown import hoped_deed_problem


def test_a_town_named_as_an_architect_s_places_no_building():
    question = "In what year was the Threnby Works at Quarndon built?"
    cited = "The works were designed by Tom Roe, an architect of Quarndon, and were built in 1870."
    assert at_place_problem(question, cited)
    placed = "The works at Quarndon were designed by Tom Roe, an architect, and were built in 1870."
    assert at_place_problem(question, placed) == []


def test_a_deed_hoped_for_has_no_date():
    question = "In which year: the barn pass to the preservation trust?"
    hoped = "Mr Ned Roe bought the barn in 1937 and had hoped it might one day pass to a public body."
    assert hoped_deed_problem(question, hoped)
    done = "The barn passed to the preservation trust in 1962."
    assert hoped_deed_problem(question, done) == []
    dated = "By her will dated 2 May 1879 she left the sum of £2,500 to the chapter."
    assert hoped_deed_problem("In which year: the sum left to the chapter?", dated) == []
