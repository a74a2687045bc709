"""How long someone held a post, from the one span of years the passages give beside their name: a table
row naming them with the first and last years in cells of their own, or the clause naming them ("who held
the post from 1871 to 1912; he was followed by ..."), where the sentence, its columns or its title state the
asked office; a person with no span beside their name has no years to count."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "stewards.md": "# The Steward\n\nThe longest serving Steward was Hannah Orme, a Penmark draper, who "
        "held the post from 1880 to 1911; she was followed by her niece, Clara Vine, who served until "
        "1930.\n",
        "keepers.md": "# Keepers of the Orme Library\n\n| Keeper | From | To |\n|---|---|---|\n"
        "| Silas Dent | 1850 | 1874 |\n| Mary Holt | 1874 | 1902 |\n",
        "wardens.md": "# Wardens\n\nJoseph Ley was warden of the Orme Library for many years.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many years did Hannah Orme serve as Steward?", "31"),
        ("For how many years was Silas Dent keeper of the Orme Library?", "24"),
    ],
)
def test_a_span_beside_the_name_gives_the_years(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_no_span_beside_the_name_answers_nothing() -> None:
    draft = judged(CORPUS, "How many years was Joseph Ley warden?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
