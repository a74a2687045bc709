"""The person a card-index entry is about holds the role its label line gives ("**Amos Tolley** (1850–1920)"
over "Connection: Architect of the Orra Hall."), and a chain goes on from that person; a label naming the
role of another ("Articled to the architect of ...", "Architect of the Orra Hall Annexe") or two entries
giving the role answer nothing."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

_CARDS = (
    "# Notes on Persons Connected with the Hall\n\n*Card index kept in the office.*\n\n"
    "**Amos Tolley** (1850–1920)\nBorn: Vayne.\n"
    "Connection: Architect of the Orra Hall. Practised at Kell.\n\n"
    "**Silas Brent** (1861–1930)\nBorn: Lusk.\nConnection: Articled to the architect of the Orra Hall.\n\n"
    "**Ruth Penney** (1870–1941)\nBorn: Carrow.\nConnection: Architect of the Orra Hall Annexe.\n"
)
_HALL = "# The Orra Hall\n\nThe Orra Hall stands in Mill Lane. The Orra Hall Annexe was added behind it.\n"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was the architect of the Orra Hall?", "Amos Tolley"),
        ("Where was the architect of the Orra Hall born?", "Vayne"),
    ],
)
def test_an_entry_person_holds_the_role_its_label_gives(question: str, expected: str) -> None:
    draft = judged(Corpus.from_texts({"cards.md": _CARDS, "hall.md": _HALL}), question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_two_entries_giving_the_role_abstain() -> None:
    other = (
        "# More Notes\n\n**Jonas Hale** (1840–1910)\nBorn: Brisk.\nConnection: Architect of the Orra Hall.\n"
    )
    corpus = Corpus.from_texts({"cards.md": _CARDS, "hall.md": _HALL, "more.md": other})
    draft = judged(corpus, "Who was the architect of the Orra Hall?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_label_of_another_things_role_abstains() -> None:
    cards = _CARDS.replace("Connection: Architect of the Orra Hall. Practised at Kell.", "Born at Vayne.")
    draft = judged(
        Corpus.from_texts({"cards.md": cards, "hall.md": _HALL}), "Who was the architect of the Orra Hall?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
