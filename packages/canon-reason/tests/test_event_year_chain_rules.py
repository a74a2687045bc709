"""Chains through the year of an event told by a clause after "when" or "in the year".

"it" as the event's subject is the body the asked office belongs to ("treasurer of the Kell Guild in the
year it moved"); a participle such as "taken" tells an event too ("when Ann Roe was taken on as a clerk"),
and what follows the verb may be an "of" phrase ("took charge of the works").
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "guild.md": "# The Kell Weavers' Guild\n\nThe Kell Weavers' Guild moved its offices to Brant Lane in "
        "1911.\n",
        "officers.md": "# Officers of the Kell Weavers' Guild\n\nAda Sorn was treasurer of the Kell Weavers' "
        "Guild from 1905 to 1920. Tom Vell followed her as treasurer in 1920.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "Who was treasurer of the Kell Weavers' Guild in the year it moved its offices to Brant Lane?",
            "the Kell Weavers' Guild moved its offices to Brant Lane",
            "Who was treasurer of the Kell Weavers' Guild in {answer}?",
        ),
        (
            "Who was Chief Clerk when Ann Roe was taken on as an apprentice?",
            "Ann Roe taken on as an apprentice",
            "Who was Chief Clerk in {answer}?",
        ),
        (
            "How many men worked at the yard in the year Jo Hale took charge of the works?",
            "Jo Hale take charge of the works",
            "How many men worked at the yard in {answer}?",
        ),
    ],
)
def test_an_event_clause_is_a_first_hop_for_its_year(question: str, first_hop: str, template: str):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert len(analysis.parts) == 1 and first_hop in analysis.parts[0].question
    assert analysis.hop_template == template


def test_it_of_the_event_is_the_body_the_office_belongs_to():
    question = "Who was treasurer of the Kell Weavers' Guild in the year it moved its offices to Brant Lane?"
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Ada Sorn")
