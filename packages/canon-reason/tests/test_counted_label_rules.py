"""Counting and label rules on small in-memory corpora: "how many" counts the plural after a word naming
its kind ("how many *gate repairs*"), and a label line's value is labelled by the whole label, not only by
the year its last clause gives ("Gate repairs, 2021: 7")."""

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import analyze_question
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


def test_how_many_counts_the_plural_after_its_kind_word():
    fact = analyze_question("How many gate repairs did Mill Lane Crossing need in 2021?").fact
    assert fact is not None
    assert fact.unit == "repairs"
    assert "repairs" in fact.terms  # a sentence must still say what is counted
    assert "gate" in fact.soft_terms
    # a single counted noun keeps its place, and a plural before another word is no kind word
    assert analyze_question("How many bells hang in the tower?").fact.unit == "bells"
    assert analyze_question("How many miles long is the canal?").fact.unit == "miles"


CROSSINGS = {
    "crossings.md": "# Level crossings of the Orme line\n\n"
    "Two level crossings carry lanes over the Orme line near Kelby, a few hundred yards apart.\n\n"
    "Mill Lane Crossing\n"
    "  Opened: 1872\n"
    "  Gate repairs, 2021: 7\n"
    "  Gate repairs, 2020: 4\n\n"
    "Mill Lane North Crossing\n"
    "  Opened: 1899\n"
    "  Gate repairs, 2021: 2\n"
    "  Gate repairs, 2020: 5\n",
    "survey.md": "# Condition survey\n\n"
    "Crossing condition scores from the survey of 2021:\n\n"
    "- Kelby Road Crossing: 81\n"
    "- Mill Lane Crossing: 62\n",
}


def test_a_dated_label_line_labels_its_value_with_the_whole_label():
    assert_answers(ask_in(CROSSINGS, "How many gate repairs did Mill Lane Crossing need in 2021?"), "7")
