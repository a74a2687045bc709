"""The five confident wrong answers of the first run of heldout226 to heldout228, on invented text.

A birth read directly for "the founder" is the founder's only if the sentence tells it of the one it says
founded; a sentence opening on another kind of the asked building ("The boiler house") measures that one; a
design the text credits to another is not the answer's; a height to another point than the asked one is
not the asked height; and "when" joining a clause asks no day.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._compound_nouns import named_compound_problem
from canon_reason.embedded._figure_asked import endpoint_problem, weekday_problem
from canon_reason.embedded._named_maker import other_maker_problem

OBITUARY = (
    "# Death of Mr Josias Orlick\n\n"
    "Mr Orlick was born at Wenbury in 1850, the only son of the late Mr Amos Orlick, and the grandson of"
    " Jethro Orlick, who founded the rope trade in the town.\n\n"
    "He was for many years chairman of the company.\n"
)
NOTES = (
    "# Notes on the Orlick family\n\n"
    "The rope walk at Wenbury was started in 1790 by a partnership of three men.\n"
)


def test_a_birth_said_of_the_founders_grandson_is_not_the_founders():
    corpus = Corpus.from_texts({"obituary.md": OBITUARY, "notes.md": NOTES})
    draft = judged(corpus, "Where was the founder of the Orlick rope business born?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    said_of_him = OBITUARY.replace("Mr Orlick was born", "Jethro Orlick was born").replace(
        "the grandson of Jethro Orlick, who founded", "the man who founded"
    )
    draft = judged(Corpus.from_texts({"obituary.md": said_of_him}), "Where was Jethro Orlick born?")
    assert draft.outcome is Outcome.ANSWERED and draft.value == "Wenbury"


def test_a_sentence_opening_on_another_kind_of_building_measures_that_one():
    question = "How long was the new dye house specified to be?"
    assert named_compound_problem(question, "The boiler house is to measure 40 feet by 30 feet.")
    assert named_compound_problem(question, "The house is to measure 136 feet by 44 feet.") == []
    assert named_compound_problem(question, "The male house is to measure 136 feet by 44 feet.") == []


def test_a_design_credited_to_another_is_not_the_answers():
    question = "Who drew up the designs for the riding school?"
    cited = "The riding school was built for Mr. Amos Hale from the designs of Mr. Orbell of Dunsby."
    assert other_maker_problem(question, "Amos Hale", cited)
    assert other_maker_problem(question, "Orbell", cited) == []


def test_a_height_to_another_point_is_not_the_asked_height():
    question = "How high was the tower to be, from the floor to the underside of its lantern?"
    cited = (
        "The height from the floor to the underside of the lantern is to be 48 feet, and to the top of the"
        " vane 61 feet."
    )
    assert endpoint_problem(question, "61 feet", cited)
    assert endpoint_problem(question, "48 feet", cited) == []


def test_when_joining_a_clause_asks_no_day():
    question = "In which town was the circus performing when its tent burned down in 1896?"
    assert weekday_problem(question, "Wednesday")
    assert weekday_problem("When did the tent burn down?", "Wednesday") == []
