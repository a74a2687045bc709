"""Three of the six confident wrong answers of the first run of heldout118 to heldout120, on invented text.

A count of years read from a text must stand before a word of years ("went into one of them" counts none);
a thing the question calls a body's own is not another body's thing of the same kind ("the town fire
brigade"); and a fact given of "the associated" body beside the subject is that body's.
"""

from canon_reason.embedded._durations import years_unstated_problem
from canon_reason.embedded._namesakes import associated_body_problem, own_kind_problem


def test_a_count_of_years_stands_before_a_word_of_years():
    question = "For how many years had the Dunsops been making rope in Pelbury when they sold the business?"
    cited = ["In 1927 the neighbouring Quendal Rope Company went into one of them, the Harkspur combine."]
    assert years_unstated_problem(question, "one", cited)
    assert years_unstated_problem(question, "1 years", cited)
    stated = ["The Dunsops had made rope in Pelbury for twelve full years when they sold the business."]
    assert years_unstated_problem(question, "twelve", stated) == []
    assert years_unstated_problem(question, "12 years", stated) == []
    assert years_unstated_problem("How many ropes did the Dunsops make?", "one", cited) == []


def test_a_body_s_own_thing_is_not_another_s_of_the_same_kind():
    question = "In what year was the rope works' own fire brigade formed?"
    cited = "He was captain of the town fire brigade, founded in 1868, until 1890."
    assert own_kind_problem(question, cited)
    assert own_kind_problem(question, "The works fire brigade was formed in 1871.") == []
    assert own_kind_problem("In what year was the fire brigade formed?", cited) == []


def test_a_fact_of_the_associated_body_is_not_the_subject_s():
    question = "Under what reference does the record office catalogue the Pelbury Golf Club's records?"
    cited = "The records of the associated Pelbury Ladies' Golf Club are catalogued separately under D/PLG."
    assert associated_body_problem(question, "D/PLG", cited)
    own = "The records of the Pelbury Golf Club are catalogued under D/PGC."
    assert associated_body_problem(question, "D/PGC", own) == []
    asked = "Under what reference are the Pelbury Ladies' Golf Club's records catalogued?"
    assert associated_body_problem(asked, "D/PLG", cited) == []
