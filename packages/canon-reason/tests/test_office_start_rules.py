"""When a person took up an office, read from the list of the office's holders: the first year of the span on
the line naming them, under a heading or a column naming the office, and not a line under another office's
heading; a chain asked "in the year A became secretary" goes through that year."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "officers.md": "# Officers of the Quarnley Field Club, 1850–1950\n\nCompiled from the minute "
        "books.\n\n## Presidents\n\n| Years | President |\n|---|---|\n| 1850–1871 | Hubert Solm |\n"
        "| 1871–1899 | Ezra Quade |\n\n"
        "## Honorary Secretaries\n\n| Years | Secretary |\n|---|---|\n| 1850–1877 | Jonas Brill |\n"
        "| 1877–1903 | Ezra Quade |\n| 1903– | Miss Tamsin Brill |\n",
        "roll.md": "# The Quarnley Field Club\n\nThe Quarnley Field Club had 212 members in 1877, when it "
        "began its survey of the Orle valley.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When did Ezra Quade become secretary?", "1877"),
        ("When did Ezra Quade become President?", "1871"),
        ("In what year was Tamsin Brill appointed secretary?", "1903"),
        (
            "How many members did the Quarnley Field Club have in the year Ezra Quade became its secretary?",
            "212",
        ),
    ],
)
def test_the_first_year_of_the_holder_s_span_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "When did Ezra Quade become treasurer?",  # no list of treasurers
        "When did Jonas Brill become President?",  # he is listed only as secretary
        "When did Tamsin Brill become President?",  # nor is she a president
    ],
)
def test_no_line_for_the_office_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
