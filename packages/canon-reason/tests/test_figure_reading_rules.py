"""Figures read where the text does not repeat what they count: a table row of the asked year under prose
naming the entity its rows are about ("Yearly landings of the Skell fleet:"), a figure whose unit an
earlier part of its sentence gives ("2.1 million visitors in 1960 and 3.4 million in 1970"), a difference of
two such figures in their own scale word; and a "how many more" asked after a change, with no second thing
to compare, is not answered by the total stated after it."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "landings.md": "# Landings\n\nYearly landings of the Skell fleet, in crans:\n\n| Year | Crans |\n"
        "|---|---|\n| 1900 | 4,100 |\n| 1910 | 5,350 |\n| 1920 | 2,980 |\n",
        "visitors.md": "# Visitors\n\nThe Orla gardens received 2.1 million visitors in 1960 and 3.4 million "
        "in 1970, the most in their history.\n",
        "hall.md": "# The Drill Hall\n\nThe Drill Hall at Skell seated 300. It was enlarged in 1911 to seat "
        "420.\n",
        "ground.md": "# Brack Ground\n\nBrack Ground lies beside the river. Its east stand, roofed in 1931, "
        "seats 2,400.\n",
        "keeper.md": "# The Skell Light keepers\n\nThe keeper of the Skell Light from its lighting until "
        "1931 was Ann Fyfe.\n",
        "light.md": "# The Skell Light\n\nThe Skell Light was first lit on 2 March 1874.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What were the yearly landings of the Skell fleet in 1910?", "5,350"),
        ("How many visitors did the Orla gardens receive in 1970?", "3.4 million"),
        ("How many more visitors did the Orla gardens receive in 1970 than in 1960?", "1.3 million"),
        ("How many people did the Drill Hall at Skell seat?", "300"),  # "seated 300" counts seats
        ("How many seats does the east stand at Brack Ground have?", "2,400"),  # "seats 2,400" as well
        ("When was the Skell Light lit?", "1874"),  # not "until 1931", the end of a keeper's span
    ],
)
def test_a_figure_without_its_unit_or_owner_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "What were the yearly landings of the Skell fleet in 1930?",  # no row of that year
        "How many more people could the Drill Hall seat after it was enlarged in 1911?",  # 420 is a total
    ],
)
def test_no_figure_for_the_asked_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


@pytest.mark.parametrize(
    ("answer", "expected", "matched"),
    [
        ("Seven", "7", True),
        ("seven buses", "7", True),
        ("Seven", "8", False),
        ("twenty-one", "21", True),
        ("34 householders", "thirty-four", True),
        ("4 men", "forty", False),
        ("20 four-wheelers", "24", False),
    ],
)
def test_a_count_written_in_words_matches_its_figure(answer: str, expected: str, matched: bool) -> None:
    assert answer_matches(answer, expected) is matched


NOUN_SUBJECT = Corpus.from_texts(
    {
        "hall.md": "# The Hall Annexe\n\nThe Hall Annexe opened in 1910 at the back of the hall.\n",
        "board.md": "# The board\n\nThe board met in the reading room.\n",
    }
)


def test_a_noun_subject_only_modifying_another_noun_answers_nothing() -> None:
    # "The Hall Annexe opened in 1910" says nothing of when the hall opened
    draft = judged(NOUN_SUBJECT, "When was the hall opened?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
