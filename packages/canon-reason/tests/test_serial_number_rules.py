"""A thing named by a serial number ("the No. 3 kiln", "Engine No. 2") is one thing: a line under the heading
of another number, or a sentence naming other numbers only, is about another thing; and a list under the
heading of another office ("Managing directors") holds no years of the office asked ("works manager")."""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

KILNS = (
    "# Kilns at the Tarrow brickworks, 1912\n\n"
    "## Kilns at work\n\n"
    "### No. 2 kiln\n"
    "- **Builders:** Orme & Patch, Kell.\n"
    "- **First fired:** May 1884.\n"
    "- **Chambers:** 12.\n\n"
    "### No. 3 kiln\n"
    "- **Builders:** Hasker Brothers, Lunby.\n"
    "- **First fired:** June 1906.\n"
    "- **Chambers:** 16.\n"
)
OFFICERS = (
    "# Tarrow Brickworks: Officers and Managers\n\n"
    "*A list made for the company in 1930; years are those of office.*\n\n"
    "## Managing directors\n\n"
    "- Silas Orme, 1890–1911\n"
    "- Ada Orme, 1911–\n\n"
    "## Works managers\n\n"
    "- Amos Rudd, 1880–1899\n"
    "- Jonas Pell, 1899–1920\n"
)
CORPUS = Corpus.from_texts({"kilns.md": KILNS, "officers.md": OFFICERS})


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When was the No. 3 kiln first fired?", "June 1906"),
        ("When was the No. 2 kiln first fired?", "May 1884"),
        ("Who was the works manager when the No. 3 kiln was first fired?", "Jonas Pell"),
    ],
)
def test_a_numbered_thing_is_read_under_its_own_heading(question: str, expected: str) -> None:
    assert_answers(judged(CORPUS, question), expected)


def test_a_line_under_another_number_answers_nothing() -> None:
    assert judged(CORPUS, "When was the No. 4 kiln first fired?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_list_of_another_office_holds_no_years_of_the_asked_one() -> None:
    assert_answers(judged(CORPUS, "Who was the works manager in 1907?"), "Jonas Pell")
    only_directors = Corpus.from_texts({"officers.md": OFFICERS.split("## Works managers")[0]})
    draft = judged(only_directors, "Who was the works manager in 1907?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
