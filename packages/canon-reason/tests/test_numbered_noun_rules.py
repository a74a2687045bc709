"""A common noun named by a number ("berth 3", "platform 12") is an entity a sentence must name: in prose
by the same words, or in a table by the row whose cell under the noun's column holds the number alone."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import analyze_question

CORPUS = Corpus.from_texts(
    {
        "berths.md": "# Berths of Tolland quay\n\n| Berth | Operator | Length |\n|---|---|---|\n"
        "| 1 | Marl Shipping | 140 metres |\n| 3 | Orra Lines | 210 metres |\n"
        "| 12 | Tey Ferries | 95 metres |\n",
        "berth-3.md": "# Berth 3\n\nBerth 3 was dredged to a depth of 9 metres in 1988.\n",
    }
)


def test_a_numbered_noun_is_an_entity() -> None:
    assert analyze_question("How long is berth 12?").fact.entities == ("berth 12",)
    assert analyze_question("How much longer is berth 3 than berth 1, in metres?").parts[0].fact.entities == (
        "berth 3",
    )


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How long is berth 12?", "95 metres"),
        ("Which company operates berth 3?", "Orra Lines"),
        ("How much longer is berth 3 than berth 1, in metres?", "70"),
        ("To what depth was berth 3 dredged?", "9 metres"),
    ],
)
def test_a_numbered_noun_is_read_from_its_row_or_its_name(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_number_no_row_holds_answers_nothing() -> None:
    assert judged(CORPUS, "How long is berth 7?").outcome is Outcome.INSUFFICIENT_EVIDENCE
