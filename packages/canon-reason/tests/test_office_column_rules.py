"""Office column rules on small in-memory corpora: a table whose first column is named for an office ("Head
gardener") gives each row's first cell as a holder of that office, for the years its other cells give."""

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._reasoner import reason


def ask_in(documents: dict[str, str], question: str) -> Draft:
    corpus = Corpus.from_documents(
        [
            Document(name, text.splitlines()[0].lstrip("# "), name, text, digest_bytes(text.encode()))
            for name, text in documents.items()
        ]
    )
    return reason(question, lambda q: search(corpus, q, 3))


def assert_answers(draft: Draft, expected: str) -> None:
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


GARDENERS = {
    "gardeners.md": "# Register of Head Gardeners, Orra Hall\n\n"
    "Compiled from the estate wages books.\n\n"
    "| Head gardener | In post | Born | Notes |\n"
    "|---|---|---|---|\n"
    "| Ann Hale | 1880-1902 | Brisa, 1850 | Retired to Kelby |\n"
    "| Tom Reed | 1902-1930 | Kelby, 1870 | Laid out the rose walk |\n",
}


def test_the_first_cell_of_a_row_holds_the_office_its_column_is_named_for():
    assert_answers(ask_in(GARDENERS, "Who was head gardener at Orra Hall from 1902 to 1930?"), "Tom Reed")
