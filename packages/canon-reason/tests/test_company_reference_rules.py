"""A company referred to as its pages do: the subject of its own page ("It absorbed its rival, Dunmore
Carriers, in 1931") takes an object named in apposition, its page calling it a company makes it one for
"which company", a sentence may name it by the first word of its name ("Harrand's chief clerk"), and a
table of holders with their years in cells of their own is a succession ("Who succeeded A as clerk?")."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "harrand.md": "# Harrand Haulage Services\n\nThe business was registered as a limited company in "
        "1911. It absorbed its old rival, Dunmore Carriers, in 1931.\n",
        "dunmore.md": "# Dunmore Carriers\n\nDunmore Carriers ran wagons from Skelby. Its clerk, Ida Lusk, "
        "stayed on as Harrand's chief clerk until 1940.\n",
        "clerks.md": "# Clerks of the Skelby Bench\n\n| Clerk | From | To |\n|---|---|---|\n"
        "| Amos Tey | 1880 | 1902 |\n| Rhoda Vane | 1902 | 1921 |\n| Lionel Pask | 1921 | 1950 |\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which company absorbed Dunmore Carriers?", "Harrand Haulage Services"),
        ("Who was the chief clerk of the company that absorbed Dunmore Carriers?", "Ida Lusk"),
        ("Who succeeded Rhoda Vane as clerk of the Skelby Bench?", "Lionel Pask"),
    ],
)
def test_a_company_or_office_named_as_its_pages_do_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Which company absorbed Harrand Haulage Services?",  # nothing absorbed it
        "Who succeeded Lionel Pask as clerk of the Skelby Bench?",  # the last in the table
    ],
)
def test_nothing_stated_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
