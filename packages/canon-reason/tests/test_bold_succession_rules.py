"""A list of an office's holders whose names are written in bold ("- **Ann Roe** (1850–1920): manager,
1891–1919") gives the holder before or after one, as a plain list does; a bare heading naming the office
over the list ("## Managers") names no other owner than the page's."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "managers.md": "# Managers of the Orra Mill\n\n*Life dates in brackets, then years of office.*\n\n"
        "## Managers\n\n"
        "- **Amos Telling** (1801–1870): manager, 1830–1855\n"
        "- **Jonas Prail** (1822–1890): manager, 1855–1880\n"
        "- **Edgar Wenlow** (1840–1911): manager, 1880–1906\n"
        "- **Martha Crade** (1866–1940): manager, 1906–1931\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who preceded Edgar Wenlow as manager of the Orra Mill?", "Jonas Prail"),
        ("Who succeeded Edgar Wenlow as manager of the Orra Mill?", "Martha Crade"),
    ],
)
def test_a_bold_list_gives_the_holder_beside_one(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_no_holder_after_the_last_abstains() -> None:
    draft = judged(CORPUS, "Who succeeded Martha Crade as manager of the Orra Mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
