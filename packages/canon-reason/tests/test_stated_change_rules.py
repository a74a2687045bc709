"""A change an event made, read from one sentence stating it "from" one figure "to" another.

"The enlargement raised the number of stalls from 40 to 64" gives the stalls before and after the
enlargement; the sentence must state the event and the counted thing, and its passage the thing's name and
the year the question dates the event by.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

WASH_HOUSE = (
    "# Dock Lane Baths and Wash-house\n\nThe Dock Lane Baths and Wash-house opened in 1880 beside the "
    "harbour.\n\nThe matron pressed the board for years, and in 1902 the wash-house was extended over "
    "the old yard. The enlargement raised the number of stalls from 40 to 64 and added a drying room.\n"
)
QUESTION = "By how many stalls did the 1902 enlargement increase the Dock Lane wash-house?"


def test_a_change_stated_from_one_figure_to_another_gives_both_operands():
    draft = judged(Corpus.from_texts({"dock-lane.md": WASH_HOUSE}), QUESTION)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "24")


def test_a_change_of_another_thing_gives_none():
    text = WASH_HOUSE.replace("number of stalls", "number of baths")
    assert (
        judged(Corpus.from_texts({"dock-lane.md": text}), QUESTION).outcome is Outcome.INSUFFICIENT_EVIDENCE
    )


def test_a_change_under_another_name_gives_none():
    text = WASH_HOUSE.replace("Dock Lane", "Quay Street")
    assert judged(Corpus.from_texts({"quay.md": text}), QUESTION).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_change_of_another_year_gives_none():
    question = QUESTION.replace("1902", "1911")
    draft = judged(Corpus.from_texts({"dock-lane.md": WASH_HOUSE}), question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
