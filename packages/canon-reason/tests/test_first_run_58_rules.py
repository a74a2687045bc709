"""The five confident wrong answers of the first run of heldout190 to heldout192, on invented text.

"Nothing is recorded of his birthplace" gives no birthplace; a minute's opening words answer nothing; a
rink placed at a town is that town's; a sale to one buyer does not date a sale to another; and the hop that
finds "the main workshop at X" must name something, not a phrase around the noun.
"""

from canon_reason.embedded._event_subject import other_buyer_problem
from canon_reason.embedded._figure_asked import document_title_problem
from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._reasoner import Solved, _Failed, _phrase_hop
from canon_reason.embedded._stated_unknown import unknown_stated_problem


def test_nothing_recorded_of_a_birthplace_gives_none():
    question = "Where was Tom Quillet, the engineer of the kiln block, born?"
    assert unknown_stated_problem(question, "Nothing is recorded of his birthplace or parents.")
    assert unknown_stated_problem(question, "Nothing is recorded of his later life.") == []


def test_a_minute_s_opening_words_answer_nothing():
    assert document_title_problem("Resolved that the conveyance of Dannock Meadow be completed")
    assert document_title_problem("£420") == []


def test_a_rink_placed_at_a_town_is_that_town_s():
    question = "In what year did the Quendal Rink at Quarndon open?"
    assert at_place_problem(question, "The rink, called the Quendal Rink, opened in October 1876.")


def test_a_sale_to_one_buyer_does_not_date_a_sale_to_another():
    question = "When was the ground sold to Skelwith Estates?"
    cited = "The ground was bought by the club from the Tollgarth family in 1938 for £1,150."
    assert other_buyer_problem(question, "1938", cited)
    sold = "In 1964 the ground was sold to Skelwith Estates for £18,500."
    assert other_buyer_problem(question, "1964", sold) == []


def test_the_descriptive_name_s_hop_must_name_something():
    analysis = analyze_question("How long was the main workshop at Quarndon Road to be?").description
    assert analysis is not None
    phrase = Solved("comprising a main", "comprising a main [1]", (), 0.5)
    assert isinstance(_phrase_hop(analysis, phrase, judge_hop=False), _Failed)
    named = Solved("Long Shop", "Long Shop [1]", (), 0.5)
    assert _phrase_hop(analysis, named, judge_hop=False) is named
    assert _phrase_hop(analysis, phrase, judge_hop=True) is phrase
