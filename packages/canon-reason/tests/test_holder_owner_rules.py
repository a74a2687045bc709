"""Holders of an office in a year, read from a list under a title naming the office and its owner: a holder
whose surname is a word of the owner's name ("Ruth Hale" under "Managing Directors of Venn & Hale") is still
a holder, and an "&" in the owner's name is no word a line must repeat; a run of capitalised words opening
with the office's own word, a year two holders share, or a year no span holds answers nothing."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "managing-directors.md": "# Managing Directors of Venn & Hale\n\nThe list gives those who have held "
        "the post of managing director.\n\n- Oswald Venn: 1901-1930\n- Ruth Hale: 1930-1955\n"
        "- Peter Lusk: 1955-1970\n",
        "editors.md": "# Editors of the Venn & Hale Review\n\n- Editor Venn Annual: 1901-1920\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was managing director of Venn & Hale in 1940?", "Ruth Hale"),
        ("Who was managing director of Venn & Hale in 1910?", "Oswald Venn"),
        ("Who was managing director of Venn & Hale in 1960?", "Peter Lusk"),
    ],
)
def test_a_holder_sharing_the_owners_name_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Who was managing director of Venn & Hale in 1930?",  # the year two holders share
        "Who was managing director of Venn & Hale in 1980?",  # no span holds it
        "Who was editor of the Venn & Hale Review in 1910?",  # "Editor Venn Annual" opens with the office
    ],
)
def test_no_one_holder_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
