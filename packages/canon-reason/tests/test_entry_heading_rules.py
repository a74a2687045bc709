"""Entry rules on small in-memory corpora: a name in italics standing alone over label lines ("*Ferry
Queen*") heads them as a bare name does, and a line only introducing the labels ("Particulars:") does not
end the entry it stands in; rows of a table split between two passages keep its column names."""

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import Hit, search
from canon_reason._text import answer_matches
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._sentences import sentences_of


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


def test_rows_of_a_table_split_between_passages_keep_its_column_names():
    head = "| Boat | Berth | Cost |\n|---|---|---|\n| Ferry Queen | North Pier | £2,300 "
    rest = "|\n| Morning Lark | South Pier | £3,150 |\n"
    passages = [
        Hit("cards.md", "cards.md#0", 0, len(head), head, 1.0, "Cards"),
        Hit("cards.md", "cards.md#1", len(head) + 1, len(head) + 1 + len(rest), rest, 1.0, "Cards"),
    ]
    lark = next(s for s in sentences_of(passages) if "Morning Lark" in s.text)
    assert lark.column_names == ("Boat", "Berth", "Cost")
