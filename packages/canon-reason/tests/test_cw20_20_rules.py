"""Readings the judge refuses where a first run answered with confidence, and readings it keeps.

A height stated of one thing (the walls, "carried to a height of" a figure) is no height of another thing the
question asks about (a bellcote, a spire).
"""

from pipeline_judge import ask_in, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._measured_thing import measured_other_problem

DOCUMENTS = {
    "specification.md": "# Specification for the Orravale mission hall, 1872\n\n"
    "The walls are to be carried to a height of 21 feet from the floor to the wall plate. "
    "The porch shall be 9 feet wide.\n",
    "lodge.md": "# The Hollinsay lodge\n\n"
    "The walls of both lodges shall be 14 feet high to the eaves. The clock turret over the gateway is "
    "30 feet high.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_height_stated_of_the_walls_is_no_height_of_a_bellcote():
    question = "How high is the bellcote of the mission hall at Orravale?"
    assert ask_in(DOCUMENTS, question).value == "21 feet"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    question = "How high is the spire over the gateway between the Hollinsay lodges?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_height_stated_of_the_asked_thing_is_kept():
    assert_answers(judged(CORPUS, "How high is the clock turret over the gateway at Hollinsay?"), "30 feet")


def test_the_measured_thing_is_the_subject_of_the_clause_a_figure_ends():
    carried = "The walls are to be carried to a height of about 21 feet from the floor."
    assert measured_other_problem("How high is the bellcote?", "21 feet", carried)
    walls = "The walls shall be 14 feet high."
    assert measured_other_problem("How tall is the spire over the arch?", "14 feet", walls)
    assert measured_other_problem("How wide is the nave?", "9 feet", "The porch shall be 9 feet wide.")
    assert not measured_other_problem("How high are the walls?", "21 feet", carried)
    rises = "The spire rises to a height of 60 feet."
    assert not measured_other_problem("How high is the spire?", "60 feet", rises)
    tower = "The tower is 38 metres tall."
    assert not measured_other_problem("How tall is the Tavistry light?", "38 metres", tower)
    assert not measured_other_problem("How high is Tavistry Mill?", "40 feet", "The walls are 40 feet high.")
    planned = "The new wall will be 7 feet in height."
    assert not measured_other_problem("How high was the new wall round the yard to be?", "7 feet", planned)
