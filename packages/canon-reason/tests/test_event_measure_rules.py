"""How a sale is read from the seller's side when the question names the seller after "from" ("the Penn
family sold the works to B" answers who bought them from the Penn family), and how a measure opening the
sentence after an event ("The price, £2,300, ...") is the measure of that event."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "dyeworks.md": "# The Lodder Dyeworks\n\nThe Lodder Dyeworks were built by Amos Penn in 1840. After "
        "the death of Joel Penn, the Penn family sold the Lodder Dyeworks in 1911 to the Calder Dyeing "
        "Company Limited, which closed them in 1950.\n",
        "tollers.md": "# The Tollers of Stenhope\n\nSilas Toller, a corn factor of Stenhope, bought Fenny "
        "Mill in 1831 from the heirs of Job Marr. The price, £2,300, was thought high, but Toller wanted a "
        "mill of his own. He sold a cottage in 1840.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which company bought the Lodder Dyeworks from the Penn family in 1911?", "Calder Dyeing Company"),
        ("What price did Silas Toller pay for Fenny Mill in 1831?", "£2,300"),
    ],
)
def test_an_event_told_from_the_other_side_or_measured_after_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "What price did Silas Toller pay for Orbury Mill in 1831?",  # the price is Fenny Mill's
        "Which company bought the Lodder Dyeworks from the Marr family in 1911?",  # another seller
    ],
)
def test_an_event_of_other_parties_answers_nothing(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
