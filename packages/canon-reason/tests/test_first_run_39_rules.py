"""The four confident wrong answers of the first run of heldout130 to heldout132, on invented text.

A measure asked is not answered with a bound ("standing over thirty yards"); a compound measure is read whole
("2 roods 14 perches", not "2 roods"); a name asked by the deed that showed it ("painted on the lifeboat")
needs a text telling of that deed or of naming; and another place's own thing ("Varrowdene raised its own
rifle company") is not the asked one.
"""

from canon_reason.embedded._answer_form import completed
from canon_reason.embedded._answer_type import bound_figure_problem, unnamed_deed_problem
from canon_reason.embedded._namesakes import others_own_problem


def test_a_bound_is_no_measure():
    question = "How high is the Threlby water tower?"
    assert bound_figure_problem(
        question, "thirty yards", ["The water tower, standing over thirty yards, is seen afar."]
    )
    assert bound_figure_problem(question, "96 feet", ["The water tower shall be 96 feet high."]) == []
    assert bound_figure_problem("How many men served?", "twenty", ["Over twenty men served."]) == []


def test_a_compound_measure_is_read_whole():
    question = "How much land did the vestry buy from Mrs Hulkin?"
    text = "Mrs Hulkin sold the vestry a close of 2 roods 14 perches, for £95."
    at = text.index("2 roods") + len("2 roods")
    assert completed(question, "2 roods", text, at) == "2 roods 14 perches"
    area = "The common contains 48 acres 1 rood and 6 perches."
    end = area.index("1 rood") + len("1 rood")
    assert completed(question, "48 acres 1 rood", area, end) == "48 acres 1 rood and 6 perches"
    later = "Mrs Hulkin sold 2 roods, 20 years later, to the vestry."
    assert completed(question, "2 roods", later, later.index("2 roods") + 7) == "2 roods"


def test_a_name_asked_by_its_deed_needs_that_deed_or_a_naming():
    question = "What name was painted on the lifeboat bought for the Threlby station in 1911?"
    volunteers = ["The new lifeboat bought for the use of the Coast Volunteers was handed over."]
    assert unnamed_deed_problem(question, volunteers)
    assert unnamed_deed_problem(question, ["On her bow was painted the name Alderman Crossack."]) == []
    assert unnamed_deed_problem(question, ["The lifeboat was named Alderman Crossack."]) == []


def test_another_place_s_own_thing_is_not_the_asked_one():
    question = "How many years passed between the founding of the Threlby Rifle Club and the Rifle Company?"
    cited = "The next parish, Varrowdene, raised its own rifle company in 1860."
    assert others_own_problem(question, cited)
    assert others_own_problem(question, "Threlby raised its own rifle company in 1859.") == []
    assert others_own_problem("When did Varrowdene raise its company?", cited) == []
