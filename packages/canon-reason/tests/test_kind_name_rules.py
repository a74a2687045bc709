"""An organization called by its kind alone ("the Guild") is the one whose full name ends with that kind
("the Tollard Weavers' Guild"), unless the passages name two such; an office held at a definite event
("when the new hall was opened") is two hops, and a span after "held the post" on a page about the office
is that office's (and "he" after it is the holder named before); attendance answers "how many attended",
and a superlative "since" a year dates nothing."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "guild.md": "# The Tollard Weavers' Guild\n\nThe Tollard Weavers' Guild was founded in 1761 at the "
        "Bell inn. It has about 340 members.\n",
        "wardens.md": "# The Warden\n\nThe first Warden was Ezra Pym, who held the post from 1761 to "
        "1790; he was followed by his son, Caleb Pym, who served until 1822.\n",
        "hall.md": "# The Guild Hall\n\nThe Guild Hall on Cloth Street was opened in 1785.\n",
        "fair.md": "# The cloth fair of 1990\n\nAttendance at the cloth fair was 5,400, the highest since "
        "1962.\n",
    }
)

TWO_GUILDS = Corpus.from_texts(
    {
        "weavers.md": "# The Tollard Weavers' Guild\n\nThe Tollard Weavers' Guild has about 340 members.\n",
        "dyers.md": "# The Tollard Dyers' Guild\n\nThe Tollard Dyers' Guild has about 90 members.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many members does the Guild have?", "340"),
        ("In what year was the Guild founded?", "1761"),
        ("Who was Warden of the Guild when the Guild Hall was opened?", "Ezra Pym"),
        ("How many people attended the cloth fair of 1990?", "5,400"),
        ("Who followed Ezra Pym as Warden?", "Caleb Pym"),  # "he" is Ezra Pym, named before it
    ],
)
def test_the_kind_alone_and_the_office_at_an_event_answer(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_an_office_at_a_definite_event_is_two_hops() -> None:
    analysis = analyze_question("Who was Warden when the new hall was opened?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When was the new hall opened?"


def test_the_kind_alone_beside_two_of_that_kind_abstains() -> None:
    assert (
        judged(TWO_GUILDS, "How many members does the Guild have?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    )
