"""A table row labelled with an asked category ("| Ewes | 310 |") under columns naming the counted unit
("Class | Entries") answers a count of that category, however the question words the category ("the ewe
classes"), for the year its table's title gives; a count of a year no table gives is not answered."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "fair-2019.md": "# Ram fair, 2019\n\nEntries at the 2019 fair, by class.\n\n"
        "| Class | Entries | Steward |\n|---|---|---|\n| Tups | 145 | Ann Lowe |\n"
        "| Ewes | 310 | Bill Ayre |\n| Lambs | 520 | Kit Dent |\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many entries were there in the ewe classes in 2019?", "310"),
        ("How many entries did the lamb section have in 2019?", "520"),
    ],
)
def test_a_category_row_answers_its_count(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "How many entries were there in the ewe classes in 2015?",  # no table of that year
        "How many entries were there in the heifer classes in 2019?",  # no such row
    ],
)
def test_no_row_for_the_asked_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
