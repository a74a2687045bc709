"""The four confident wrong answers of the first run of heldout130 to heldout132, on invented text.

A measure asked is not answered with a bound ("rising over twenty yards"); a compound measure is read whole
("1 rood 20 perches", not "1 rood"); a name asked by the deed that showed it ("painted on the engine") needs a
text telling of that deed or of naming; and another place's own thing ("Varrowdene formed its own volunteer
brigade") is not the asked one.
"""

from canon_reason.embedded._answer_form import completed
from canon_reason.embedded._answer_type import bound_figure_problem, unnamed_deed_problem
from canon_reason.embedded._namesakes import others_own_problem


def test_a_bound_is_no_measure():
    question = "How high is the drill tower behind the Threlby fire station?"
    assert bound_figure_problem(
        question, "twenty yards", ["Its drill tower, rising over twenty yards, is a landmark."]
    )
    assert bound_figure_problem(question, "64 feet", ["The drill tower shall be 64 feet high."]) == []
    assert bound_figure_problem("How many men served?", "twenty", ["Over twenty men served."]) == []


def test_a_compound_measure_is_read_whole():
    question = "How much land did the Council buy from Mrs Hulkin?"
    text = "Mrs Hulkin sold a plot containing 1 rood 20 perches, for £210."
    at = text.index("1 rood") + len("1 rood")
    assert completed(question, "1 rood", text, at) == "1 rood 20 perches"
    area = "The Warren contains 212 acres 2 roods and 9 perches."
    end = area.index("2 roods") + len("2 roods")
    assert completed(question, "212 acres 2 roods", area, end) == "212 acres 2 roods and 9 perches"
    priced = "Mrs Hulkin sold 1 rood, 20 years later, to the Council."
    assert completed(question, "1 rood", priced, priced.index("1 rood") + 6) == "1 rood"


def test_a_name_asked_by_its_deed_needs_that_deed_or_a_naming():
    question = "What name was painted on the motor engine bought for the Threlby brigade in 1914?"
    brigade = ["The motor engine bought for the use of the Volunteer Fire Brigade was handed over."]
    assert unnamed_deed_problem(question, brigade)
    painted = ["On its bonnet was painted the name Alderman Crossack."]
    assert unnamed_deed_problem(question, painted) == []
    assert unnamed_deed_problem(question, ["The engine was named Alderman Crossack."]) == []


def test_another_place_s_own_thing_is_not_the_asked_one():
    question = (
        "How many years passed between the founding of the Threlby Fire Society and the Volunteer Brigade?"
    )
    cited = "The neighbouring town of Varrowdene formed its own volunteer brigade in 1869."
    assert others_own_problem(question, cited)
    assert others_own_problem(question, "Threlby formed its own volunteer brigade in 1866.") == []
    assert others_own_problem("When did Varrowdene form its brigade?", cited) == []
