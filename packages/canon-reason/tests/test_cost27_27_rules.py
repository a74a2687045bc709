"""Readings of what a building cost in the end, where the text names the building another way.

An account of a building gives the sum it came to as the cost of "the building", just after the sentence
that names it: the sum is that building's, not that of a later work on it.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._arithmetic import arithmetic
from canon_reason.embedded._exceed import exceeding
from canon_reason.embedded._operations import Operation

DOCUMENTS = {
    "history.md": "# The Blaxwick Nurseries\n\n"
    "The Orvanby family opened the nursery at Blaxwick in 1790 and sold fruit trees to the farms around.\n\n"
    "The chief work of the second Orvanby was the Vinery at Thimbleby, finished in 1851. When the accounts "
    "were closed the building had cost £3,275, far more than had been hoped. The rebuilding after the gale "
    "of 1902 cost £890.\n",
    "ward.md": "# The Blaxwick Infirmary\n\n"
    "The infirmary opened in 1861 with twelve beds. The Orvanby Ward was built in 1874 with a gift from the "
    "Orvanby family. The builders' tender was accepted at £1,100, but extra drainage work carried the final "
    "cost to £1,245.\n",
    "fire.md": "# A Fire at Dunstray\n\n"
    "The seed store at Dunstray was burned in 1880. The cost of the rebuilding was £610.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_the_cost_of_the_building_is_the_cost_of_the_building_just_named():
    question = "What did the Vinery at Thimbleby cost once the accounts were closed?"
    assert_answers(judged(CORPUS, question), "£3,275")


def test_the_cost_of_a_rebuilding_is_not_the_cost_of_the_building():
    question = "What did the seed store at Dunstray cost?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_final_cost_of_no_thing_named_is_the_cost_of_the_thing_the_sentences_before_name():
    assert_answers(judged(CORPUS, "What did the Orvanby Ward finally cost to build?"), "£1,245")


def test_how_much_more_a_thing_cost_than_a_tender_is_the_excess_of_its_cost_over_the_tender():
    question = "How much more did the Thimbleby vinery cost in the end than the accepted tender?"
    operation, _, (first, second) = arithmetic(question)
    assert operation is Operation.DIFFERENCE
    assert first.text == "What was the final cost of the Thimbleby vinery?"
    assert second.text == "What was the accepted tender for the Thimbleby vinery?"  # the first side's thing


def test_how_much_more_a_thing_cost_than_another_thing_is_no_excess_over_a_sum():
    assert exceeding("How much more did the vinery cost than the orangery?") is None
