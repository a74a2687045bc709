"""A row of office holders dates each holder's appointment by the first year of their range.

"| 1871–1899 | Ada Wrenne |" under "| Years | Clerk |" answers "Who was appointed clerk to the Pellby Board in
1871?"; a year that ends a range, or a table of another office, does not.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

_HOLDERS = Corpus.from_texts(
    {
        "holders.md": "# Pellby Harbour Board: Chairmen and Clerks\n\n*From the minute books.*\n\n"
        "## Chairmen\n\n"
        "| Years | Chairman |\n|---|---|\n| 1850–1871 | Tobias Crane |\n| 1871–1890 | Osric Hame |\n\n"
        "## Clerks\n\n| Years | Clerk |\n|---|---|\n| 1850–1871 | Jon Pell |\n| 1871–1899 | Ada Wrenne |\n"
    }
)


def test_the_range_opening_with_the_year_names_who_was_appointed() -> None:
    draft = judged(_HOLDERS, "Who was appointed clerk to the Pellby Harbour Board in 1871?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Ada Wrenne"
    draft = judged(_HOLDERS, "Who was appointed chairman of the Pellby Harbour Board in 1871?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Osric Hame"


def test_a_range_ending_with_the_year_names_no_appointment() -> None:
    draft = judged(_HOLDERS, "Who was appointed clerk to the Pellby Harbour Board in 1899?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
