"""A thing named by a section's heading ("## The Brenna Salver (1902)") in a document titled for its kind
("Prizes and Trophies") is called that kind, and the sentence opening the section on an indefinite
description ("A silver salver, presented in 1902 by ...") is about it; "Who presented X?" asks who presented
it, not the present one. Together they carry a chain through the trophy a person won."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._fact import read_fact

CORPUS = Corpus.from_texts(
    {
        "trophies.md": "# The Guild's Prizes and Trophies\n\n## The Brenna Salver (1902)\n\n"
        "A silver salver on three feet, presented in 1902 by Mrs Odile Quarry of Nether Stane. It goes to "
        "the best young dog of the year.\n\n## Custody\n\nThe trophies are kept by their holders.\n",
        "memoir.md": "# Memoir of Amos Tey, Shepherd\n\nI ran my first dog in 1919. In 1921 I won the Brenna "
        "Salver with her, and I was prouder of that than of anything after.\n",
        "flock.md": "# The Stane Flock Book\n\nThe flock was founded in 1880 by Walter Dunn.\n",
    }
)


def test_presented_is_the_asked_relation() -> None:
    assert read_fact("Who presented the Brenna Salver?").terms == ("presented",)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who presented the Brenna Salver?", "Odile Quarry"),
        ("Who presented the trophy that Amos Tey won in 1921?", "Odile Quarry"),
    ],
)
def test_a_section_heading_names_the_thing_its_description_is_of(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_thing_no_section_heads_is_not_described() -> None:
    draft = judged(CORPUS, "Who presented the Stane Flock Book?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
