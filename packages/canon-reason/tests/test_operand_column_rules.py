"""An operand read from a table cell is held to the column its own look-up asks, not the whole question's.

"For how many years was Vell station open?" asks when it opened and when it closed: the closing year stands
in the "Closed" column, which the word "open" of the whole question does not name.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "stations.md": "# The Stations of the Orrin Coast Society\n\nThe stations were set up so:\n\n"
        "| Station | Opened | Closed |\n|---|---|---|\n| Brant | 1850 | — |\n| Vell | 1862 | 1915 |\n"
        "| Quenby | 1870 | 1940 |\n",
    }
)


def test_an_operands_year_is_read_from_the_column_its_own_step_asks():
    draft = judged(CORPUS, "For how many years was the Vell lifeboat station open?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "53 years")
