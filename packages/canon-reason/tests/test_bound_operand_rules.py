"""An operand is a figure the text gives, not a bound it sets: "well over three hundred calls" is no 300.

A difference reckoned from a bound would state as exact what the text leaves open, so the operand is read
from the other sentences (a table's row for the year), or the question is left unanswered. A change asked
with no noun after "how many" counts the plural noun that rose or fell.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

_COUNTS = [(1880, 40), (1885, 44), (1890, 51), (1895, 58), (1900, 143), (1905, 170), (1910, 197), (1915, 169)]
_LATER = [(1920, 248), (1925, 297), (1930, 341)]
TABLE = (
    "# Tarrow Ambulance Corps: Calls Attended, Quinquennial Years 1880–1930\n\nAbstracted from the "
    "Superintendent's annual reports. Only every fifth year is shown.\n\n| Year | Calls | Night calls |\n"
    "|---|---|---|\n" + "".join(f"| {y} | {n} | {n // 3} |\n" for y, n in [*_COUNTS, *_LATER])
)
HISTORY = (
    "# The Tarrow Ambulance Corps: An Outline History\n\nThe corps was formed in 1879 with one horse litter "
    "and six volunteers. It moved into the new depot in Quarry Lane, opened in May 1926, with its motor "
    "ambulances and its stores. By 1930 the corps that had begun with one litter was answering well over "
    "three hundred calls a year.\n"
)
QUESTION = "By how many did the corps's yearly calls rise between 1900 and 1930?"


def test_a_bound_is_no_operand() -> None:
    table = TABLE.replace("| 1930 | 341 | 113 |\n", "")
    draft = judged(Corpus.from_texts({"calls-table.md": table, "outline-history.md": HISTORY}), QUESTION)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_figure_is_read_from_the_table_past_the_bound() -> None:
    corpus = Corpus.from_texts({"calls-table.md": TABLE, "outline-history.md": HISTORY})
    assert_answers(judged(corpus, QUESTION), "198 calls")


def test_a_change_asked_without_a_noun_after_how_many_counts_what_rose() -> None:
    corpus = Corpus.from_texts({"calls-table.md": TABLE})
    assert_answers(
        judged(corpus, "By how many did the corps's yearly calls rise between 1900 and 1925?"), "154 calls"
    )
