"""The two fires of a place, when the text counts only the second.

"How many years separated the two fires at the Pennard Row granary?" is seldom answered by a text that says
"the first fire": a report dated on the day of the second says "For the second time in its history the
granary has been visited by fire", and the first is dated only as "the fire of 1851", the one earlier fire
the report (or the history) recalls. The second, named by its ordinal, and the one earlier dated fire are the
two; a third dated fire leaves the order untold, and nothing is answered.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

REPORT = (
    "# Second Fire at Pennard Row: Granary Gutted\n\n"
    "*From the Quillhaven Mercury, Saturday 5 May 1894.*\n\n"
    "QUILLHAVEN, MAY 4. — For the second time in its history the granary in Pennard Row has been visited "
    "by fire. Older readers will remember the fire of 1851, when the kiln house was burned out. Yesterday's "
    "fire was a more serious affair, and the whole of the upper floor was lost.\n"
)

HISTORY = (
    "# A History of the Pennard Row Granary\n\n"
    "The granary in Pennard Row was built by Josiah Brodsworne in 1832. The granary was destroyed by fire "
    "in March 1851 and rebuilt in the following year. It was sold to the Varrowby Millers in 1902.\n"
)

THIRD = "# Notes on Pennard Row\n\nThe fire of 1870 did little harm to the granary in Pennard Row.\n"

ASKED = "How many years separated the two fires at the Pennard Row granary?"


def test_the_one_fire_a_report_of_the_second_recalls_is_the_first():
    assert_answers(judged(Corpus.from_texts({"report.md": REPORT}), ASKED), "43 years")


def test_the_earlier_dated_fire_of_the_history_is_the_first():
    corpus = Corpus.from_texts({"report.md": REPORT, "history.md": HISTORY})
    assert_answers(judged(corpus, ASKED), "43 years")


def test_a_third_dated_fire_leaves_the_first_untold():
    corpus = Corpus.from_texts({"report.md": REPORT, "history.md": HISTORY, "third.md": THIRD})
    assert judged(corpus, ASKED).outcome != "answered"
