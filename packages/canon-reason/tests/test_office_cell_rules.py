"""Who held an office in a year, read from a table row whose span of years fills a cell of its own after the
holder's name ("| Ann Hale | 1921–1948 |"), under a heading naming the office; the office may be asked by its
capitalised title alone ("Who was Keeper of Maps in 1930?"). Life dates in brackets fill no cell alone, and a
row naming a person and a place answers nothing."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "staff.md": "# Staff of the Orlby Library, 1850–1960\n\n## Keepers of Maps\n\n| Name | Years |\n"
        "|---|---|\n| Tobias Wren | 1870–1905 |\n| Agatha Loame | 1905–1941 |\n\n## Keepers of Prints\n\n"
        "| Name | Years |\n|---|---|\n| Silas Dunnet | 1880–1931 |\n| Mirren Hoy | 1931–1960 |\n",
        "wardens.md": "# Wardens of the Orlby Library\n\n| Warden | Life | In office |\n|---|---|---|\n"
        "| Josiah Pellam | (1801–1880) | 1840–1866 |\n| Amos Verrick | (1820–1899) | 1866–1890 |\n",
        "visitors.md": "# Visitors of the Orlby Library\n\n| Visitor | Seat | Years |\n|---|---|---|\n"
        "| Lord Edwin Tarr | Brayle Court | 1850–1890 |\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was Keeper of Maps in 1930?", "Agatha Loame"),
        ("Who was Keeper of Prints in 1930?", "Silas Dunnet"),
        ("Who was warden of the Orlby Library in 1870?", "Amos Verrick"),
    ],
)
def test_a_span_in_a_cell_of_its_own_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Who was Keeper of Maps in 1905?",  # the year two keepers share
        "Who was warden of the Orlby Library in 1895?",  # only a life span holds it
        "Who was visitor of the Orlby Library in 1870?",  # the row names a seat as well as the visitor
    ],
)
def test_no_one_holder_abstains(question: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
