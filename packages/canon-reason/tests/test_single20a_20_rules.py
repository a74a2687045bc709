"""Readings of an almshouse's history and a racecourse's story that the reader used to miss.

A person's style before the name ("the Rev.") does not part the name from the office apposed to it; a
sentence dated "in that year" is dated by the one year the sentences before it name.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

DOCUMENTS = {
    "history.md": "# A History of Brastow's Almshouse\n\n"
    "The almshouse was built in 1790 by a mason of Wendlecombe. The first inmates were admitted in 1792 and "
    "the first chaplain, the Rev. Ebenezer Quillifant, read prayers in the hall each morning.\n",
    "course.md": "# Yelverdon Common and its races\n\n"
    "Until 1811 the crowd watched from wagons on the slope of the common. In that year a wooden stand was "
    "raised beside the winning post to the designs of Amos Thackaberry, a carpenter of Orvingham.\n",
    "later.md": "# The Pennimore stand\n\n"
    "The old stand burned in 1840 and the new one was opened in 1842. In that year a second stand was "
    "raised on the far side to the designs of Saul Thackaberry.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_an_office_apposed_to_a_name_with_a_clerical_style_names_its_holder():
    question = "Who was the first chaplain of Brastow's Almshouse?"
    assert_answers(judged(CORPUS, question), "Ebenezer Quillifant")


def test_that_year_dates_a_sentence_by_the_one_year_told_before_it():
    question = "Who was the designer of the stand put up on Yelverdon Common in 1811?"
    assert_answers(judged(CORPUS, question), "Amos Thackaberry")


def test_that_year_after_two_years_dates_nothing():
    # the sentences before name 1840 and 1842: "that year" could be either, so neither is read from it
    question = "Who was the designer of the stand put up at Pennimore in 1840?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
