"""The three confident wrong answers of the first run of heldout184 to heldout186, on invented text.

"Brimsey also has a pumping station" tells of Brimsey's, not the asked town's; "Italian" is cut from
"Italian rye-grass"; "the building served as a store" builds nothing; and "An apprentice house was built in
1792" dates the house, not the mill asked of.
"""

from pipeline_judge import Passage

from canon_reason.embedded._event_subject import indefinite_subject_problem
from canon_reason.embedded._figure_asked import origin_adjective_problem
from canon_reason.embedded._namesakes import others_own_problem
from canon_reason.embedded._scoring import _literal_keys
from canon_reason.embedded._sentences import sentences_of


def test_another_town_that_also_has_the_thing_is_not_asked_of():
    question = "Which firm supplied the engines for the Quarndon pumping station in Mill Lane?"
    cited = "Brimsey also has a pumping station in Mill Lane, with two beam engines by Skelwith & Sons."
    assert others_own_problem(question, cited)
    own = "Quarndon also has a pumping station in Mill Lane, with two beam engines by Skelwith & Sons."
    assert others_own_problem(question, own) == []


def test_an_adjective_of_origin_is_cut_from_its_noun():
    cited = ["I would advise the Board to sow the plots with Italian rye-grass, which bears cutting."]
    assert origin_adjective_problem("Italian", cited)
    assert origin_adjective_problem("Italian rye-grass", cited) == []
    assert origin_adjective_problem("Italian", ["The seed was Italian, and cheap."]) == []
    assert origin_adjective_problem("Julian", ["Julian travelled to Quinsey in 1850."]) == []


def _keys(text: str, asked: bool = False) -> tuple[str, ...]:
    sentence = sentences_of([Passage("d.md", 0, len(text), text, "")])[0]
    return _literal_keys(sentence, asked)


def test_the_building_as_a_house_builds_nothing():
    assert "build" not in _keys("After 1931 the building served as a store for the society.")
    assert "build" in _keys("The building of the mill began in 1784.")
    assert "build" in _keys("After 1931 the building served as a store.", asked=True)


def test_a_thing_a_sentence_brings_in_is_not_the_named_one_asked():
    question = "When was Garnick's Mill built?"
    cited = "An apprentice house was built for them on Dannock Row in 1792."
    assert indefinite_subject_problem(question, "1792", cited)
    own = "A mill was built on the site in 1784, and it became Garnick's Mill."
    assert indefinite_subject_problem(question, "1784", own) == []
