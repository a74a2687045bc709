"""How an acreage is asked as an area and read from its table cell, whose years in other cells do not date
it; and how a sentence opening with the asked thing's name answers for it though it leaves out the place
the question locates it at ("the Mill Ferry at Orra")."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "farms.md": "# Farms of the upper Tarrow\n\nThe farms of the dale, with their tenants:\n\n"
        "| Farm | Enclosed acreage | Tenants, with years |\n|---|---|---|\n"
        "| Brackenrigg | 310 acres | Saul Fenby, 1850-1880; Ruth Fenby, 1880-1911 |\n"
        "| Hollinshaw | 145 acres | Noah Platt, 1862-1899; Eli Platt, 1899-1930 |\n",
        "ferries.md": "# The ferries of Orra\n\nThe Mill Ferry at Orra was worked by the Dunn family for a "
        "century. It was suspended in 1915 and resumed in 1919. The Mill Ferry was finally closed in 1938, "
        "when the licence lapsed.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What was the enclosed acreage of Hollinshaw farm?", "145 acres"),
        ("In what year was the Mill Ferry at Orra finally closed?", "1938"),
    ],
)
def test_a_cell_or_a_named_subject_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_an_acreage_of_an_unlisted_farm_answers_nothing() -> None:
    draft = judged(CORPUS, "What was the enclosed acreage of Scarside farm?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
