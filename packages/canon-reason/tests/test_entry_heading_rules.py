"""Entry rules on small in-memory corpora: a name in italics standing alone over label lines ("*Ferry
Queen*") heads them as a bare name does, and a line only introducing the labels ("Particulars:") does not
end the entry it stands in."""

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


FERRIES = {
    "ferry-cards.md": "# Cards of the Orra Ferry Boats\n\n"
    "The cards below were pinned up in the ticket office at the pier.\n\n"
    "## *Ferry Queen*\n\n"
    "Particulars:\n"
    "- Berth: North Pier, 1921-1950\n"
    "- Builder: Tolly Yard, Brisa\n"
    "- Cost: £2,300\n\n"
    "## *Morning Lark*\n\n"
    "Particulars:\n"
    "- Berth: South Pier, 1934-1961\n"
    "- Builder: Hensel Brothers, Brisa\n"
    "- Cost: £3,150\n",
}


def test_an_italic_name_over_a_lead_in_line_heads_the_label_lines_below():
    assert_answers(ask_in(FERRIES, "How much did the ferry Morning Lark cost?"), "£3,150")


def test_the_label_lines_of_one_entry_are_not_read_for_the_entry_above():
    assert_answers(ask_in(FERRIES, "How much did the ferry Ferry Queen cost?"), "£2,300")
