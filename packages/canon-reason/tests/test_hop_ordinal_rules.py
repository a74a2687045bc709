"""A hop asking for a holder by an ordinal ("the park's fifth keeper") passes only when the ordinal is stated.

A cited sentence saying "Ann Roe, the keeper" fits every keeper in the line: it must say "fifth" itself, or
another passage must say it of a name the sentence gives ("Ann Roe (fifth keeper, 1945-1960)"). An ordinal
written with a capital is part of a name ("the Third Northern Expedition") and picks no holder out.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._hop_checks import asked_ordinal, ordinal_confirmed

HOP = "Which society was founded by the park's fifth keeper?"
CITED = "The Friends of the Park were founded in 1950 by Ann Roe, the keeper."
BASE = {
    "friends.md": "# The Friends of the Park\n\nThe Friends of the Park were founded in 1950 by Ann Roe, the "
    "keeper, as a society of the park's supporters.\n",
    "members.md": "# Membership\n\nThe Friends of the Park had 800 members in 1990.\n",
}
QUESTION = "How many members did the society founded by the park's fifth keeper have in 1990?"


def test_an_ordinal_written_with_a_capital_is_part_of_a_name():
    assert asked_ordinal(HOP) == ("fifth", "keeper")
    assert asked_ordinal("Who led the Third Northern Expedition?") is None


@pytest.mark.parametrize(
    ("cited", "texts", "confirmed"),
    [
        (CITED, (), False),
        ("The society was founded by the fifth keeper, Ann Roe.", (), True),
        (CITED, ("## Ann Roe (fifth keeper, 1945-1960)\n\nShe kept bees.",), True),
        (CITED, ("Ivo Lane was the fifth keeper.",), False),
        (CITED, ("Ann Roe was the fifth warden of the abbey.",), False),
    ],
)
def test_the_ordinal_must_be_stated_of_a_name_the_cited_text_gives(
    cited: str, texts: tuple[str, ...], confirmed: bool
) -> None:
    assert ordinal_confirmed(HOP, "Friends of the Park", cited, texts) is confirmed


def test_a_hop_whose_ordinal_no_passage_states_abstains():
    corpus = Corpus.from_texts(
        {**BASE, "keepers.md": "# Keepers\n\nIvo Lane was the fourth keeper, from 1930 to 1940.\n"}
    )
    assert judged(corpus, QUESTION).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_hop_whose_ordinal_another_passage_states_answers():
    corpus = Corpus.from_texts(
        {**BASE, "keepers.md": "# Keepers\n\n## Ann Roe (fifth keeper, 1945-1960)\n\nShe kept bees.\n"}
    )
    draft = judged(corpus, QUESTION)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "800")
