"""Questions asked at the year of an event named by a noun ("Who was chief officer in the year of the
Harbour Mills fire?"): two hops, the event's date and then the question in its year, a full date filling
the slot as its year; an event no text dates, a year two holders share, or an event naming nothing abstains.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "chief-officers.md": "# Chief officers of the Tarrow brigade\n\nThe chief officer commands the "
        "Tarrow brigade.\n\n1950-1962: Alan Ross\n1962-1975: Mary Holt\n1975-1990: Owen Pike\n",
        "harbour-mills-fire.md": "# The Harbour Mills fire\n\nThe Harbour Mills fire broke out on 4 March "
        "1958 and burned for two days. Forty crews attended.\n",
        "quay-fire.md": "# The Quay Stores fire\n\nThe Quay Stores fire of 1962 destroyed the bonded "
        "warehouse.\n",
    }
)


def ask(question: str) -> Draft:
    """The draft, or the abstention the pipeline ends with when its judge vetoes it."""
    return judged(CORPUS, question)


def test_the_year_of_an_event_is_a_first_hop() -> None:
    analysis = analyze_question("Who was the brigade's chief officer in the year of the Harbour Mills fire?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When was the Harbour Mills fire?"
    second = analysis.second_hop("4 March 1958")
    assert second.question == "Who was the brigade's chief officer in 1958?"


def test_a_date_fills_a_slot_in_a_year_as_its_year_only() -> None:
    analysis = analyze_question("Who was the brigade's chief officer in the year of the Harbour Mills fire?")
    assert analysis.second_hop("Harbour Mills").question.endswith("in Harbour Mills?")


def test_the_holder_in_the_year_of_an_event_answers() -> None:
    draft = ask("Who was the brigade's chief officer in the year of the Harbour Mills fire?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Alan Ross")


@pytest.mark.parametrize(
    "question",
    [
        "Who was the brigade's chief officer in the year of the Dock Road fire?",  # no text dates it
        "Who was the brigade's chief officer in the year of the Quay Stores fire?",  # 1962: two holders
        "Who was the brigade's chief officer in the year of the great fire?",  # the event names nothing
    ],
)
def test_no_one_holder_in_the_year_abstains(question: str) -> None:
    assert ask(question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_a_year_by_which_the_event_had_come_does_not_date_it() -> None:
    corpus = Corpus.from_texts(
        {
            "guild.md": "# The Fenmark Weavers' Guild\n\nThe guild's first warden was Ruth Pell. By 1884 she "
            "had founded eleven village branches, and the guild was selling cloth in every market town.\n",
            "school.md": "# Fenmark School\n\nFenmark School was founded in 1862 by the vicar.\n",
        }
    )
    draft = judged(corpus, "In what year was the Fenmark Weavers' Guild founded?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    right = judged(corpus, "In what year was Fenmark School founded?")
    assert right.outcome is Outcome.ANSWERED
    assert answer_matches(right.value or "", "1862")
