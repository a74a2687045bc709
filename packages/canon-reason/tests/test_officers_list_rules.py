"""Who held an office in a year, read from a list of holders under the office's short heading ("Treasurers")
on a page of a body's officers: when the minutes that name the office often outrank the list, the list is
looked for once more with the word such pages are titled by."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

_MINUTES = (
    "The Treasurer reported a balance of £40 in the Treasurer's hands. The Treasurer asked that the "
    "Treasurer's book be audited, and the Treasurer was thanked."
)

CORPUS = Corpus.from_texts(
    {
        "officers.md": "# Vessing Glovers' Guild: Officers, 1840–1930\n\n*From the minute books.*\n\n"
        "## Wardens\n\n| Years | Name |\n|---|---|\n| 1840–1871 | Amos Telling |\n"
        "| 1871–1930 | Ruth Pask |\n\n"
        "## Treasurers\n\n| Years | Name |\n|---|---|\n| 1840–1866 | Jonas Prail |\n"
        "| 1866–1901 | Edgar Wenlow |\n| 1901–1930 | Martha Crade |\n",
        "minutes-1870.md": f"# Vessing Glovers' Guild: Minutes, 1870\n\n{_MINUTES}\n",
        "minutes-1890.md": f"# Vessing Glovers' Guild: Minutes, 1890\n\n{_MINUTES}\n",
        "minutes-1910.md": f"# Vessing Glovers' Guild: Minutes, 1910\n\n{_MINUTES}\n",
        "funds.md": f"# Vessing Glovers' Guild: Funds\n\nThe funds were kept by the Treasurer. {_MINUTES}\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was treasurer of the Vessing Glovers' Guild in 1880?", "Edgar Wenlow"),
        ("Who was treasurer of the Vessing Glovers' Guild in 1915?", "Martha Crade"),
    ],
)
def test_a_holder_on_a_page_of_officers_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_year_two_holders_share_still_abstains() -> None:
    draft = judged(CORPUS, "Who was treasurer of the Vessing Glovers' Guild in 1901?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
