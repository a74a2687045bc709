"""A year in the phrase that sets an earlier figure beside the value ("was 412, as compared with 398 at
the end of 1920") dates the figure compared with, not the value: the value is still the asked year's."""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

CORPUS = Corpus.from_texts(
    {
        "report.md": "# Kelbrook Rowing Club: Annual Report for 1921\n\n**Membership.** The number of "
        "members on the books at the close of the year was 412, as compared with 398 at the end of 1920.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many members did the Kelbrook Rowing Club have at the end of 1921?", "412"),
        ("How many members did the Kelbrook Rowing Club have at the end of 1920?", "398"),
    ],
)
def test_the_value_beside_a_compared_figure_answers(question: str, expected: str) -> None:
    assert_answers(judged(CORPUS, question), expected)


def test_a_year_named_by_neither_figure_abstains() -> None:
    question = "How many members did the Kelbrook Rowing Club have at the end of 1919?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
