"""A person picked out by an ordinal and an office ("the first Harbour Master") or a role ("the first woman
to keep the light") is a first hop of its own; a courtesy title before a full name ("Miss Ada Rowe") need
not be repeated by the sentences about her; and a sentence stating the ordinal ("The first Harbour Master
was ...") answers where a row of a list of holders, which states none, would be vetoed."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "harbour.md": "# Tolland harbour\n\nThe harbour trust was set up in 1850. The first Harbour Master "
        "was Miss Ada Rowe, a shipowner's daughter.\n",
        "masters.md": "# Harbour Masters\n\n| Harbour Master | From | To |\n|---|---|---|\n"
        "| Ada Rowe | 1850 | 1871 |\n| Amos Tey | 1871 | 1899 |\n| Ruth Pask | 1899 | 1930 |\n",
        "ada-rowe.md": "# Ada Rowe\n\nAda Rowe was born at Skelby in 1818 and died at Tolland in 1890.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "first_hop"),
    [
        ("In which village was the first Harbour Master born?", "Who was the first Harbour Master?"),
        (
            "Where was the first woman to keep the Skell Light born?",
            "Who was the first woman to keep the Skell Light?",
        ),
    ],
)
def test_an_ordinal_person_is_a_first_hop(question: str, first_hop: str) -> None:
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop


def test_the_ordinal_question_itself_is_one_fact() -> None:
    assert analyze_question("Who was the first Harbour Master?").kind is QuestionKind.SINGLE_FACT


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("In which village was the first Harbour Master born?", "Skelby"),
        ("In what year did the first Harbour Master die?", "1890"),
    ],
)
def test_an_ordinal_chain_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_an_ordinal_no_text_answers_abstains() -> None:
    assert judged(CORPUS, "In which village was the last Harbour Master born?").outcome is (
        Outcome.INSUFFICIENT_EVIDENCE
    )


@pytest.mark.parametrize(
    ("question", "first_hop"),
    [
        ("Where was the first keeper of the Orme Light born?", "Who was the first keeper of the Orme Light?"),
        (
            "Where was Ada Rowe's successor as harbour master born?",
            "Who succeeded Ada Rowe as harbour master?",
        ),
        (
            "When did Amos Tey's predecessor as harbour master die?",
            "Who preceded Amos Tey as harbour master?",
        ),
        ("Who was harbour master when the Tolland pier was sunk?", "When was the Tolland pier sunk?"),
        (
            "Who was harbour master in the year the old quay burned down?",
            "When was the old quay burned down?",
        ),
        ("In which village was the widow of Amos Tey born?", "Who is the widow of Amos Tey?"),
    ],
)
def test_a_holder_described_by_place_in_the_line_or_an_event_is_a_first_hop(
    question: str, first_hop: str
) -> None:
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop


def test_a_holders_successor_chain_answers() -> None:
    draft = judged(CORPUS, "When did Amos Tey's predecessor as Harbour Master die?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "1890"), draft.answer
