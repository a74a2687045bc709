"""Values in tables of years: a table written without its outer pipes ("Year | Visitors" over "2019 |
1,240,000") is split into its rows when every row opens with a year; the row of the one year a numeric
question asks answers it from the cell under the column naming what is asked, whatever the question's verb
or owner, and a captioned row of a year with one value ("1990: 9,204" under "Year, total calls:") does the
same; another year, a second named thing, a row of several values or a change in the count answers
nothing."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._sentences import sentences_of

DOCUMENTS = {
    "park-visitors.md": "# Visitors by year\n\nPaid admissions through the gates, calendar years.\n\n"
    "Year | Visitors\n1990 | 410,000\n2000 | 465,000\n2010 | 520,000\n2019 | 610,000\n",
    "river-traffic.md": "# Cargo and dues\n\nThe figures are for the whole navigation.\n\n"
    "Year | Tons carried | Dues received\n1820 | 120,000 | £9,400\n1830 | 150,500 | £11,250\n"
    "1840 | 181,000 | £13,900\n",
    "station-calls.md": "# Calls answered, 1950 to 1990\n\nThe figures come from the yearly reports.\n\n"
    "Year, total calls:\n1950: 1,240\n1970: 2,710\n1990: 4,602\n\n"
    "Breakdown (fires / rescues / false alarms):\n1970: 1,300 / 610 / 800\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def ask(question: str) -> Draft:
    """The draft, or the abstention the pipeline ends with when its judge vetoes it."""
    return judged(CORPUS, question)


def test_a_table_of_years_without_outer_pipes_is_split_into_rows() -> None:
    passages = search(CORPUS, "visitors by year 2019", 3)
    rows = [s for s in sentences_of(passages) if s.doc_id == "park-visitors.md" and s.columns]
    assert [r.text for r in rows] == ["1990 | 410,000", "2000 | 465,000", "2010 | 520,000", "2019 | 610,000"]
    assert rows[-1].column(2) == frozenset({"visitor"})


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many visitors did the park receive in 2019?", "610,000"),
        ("How many more visitors did the park receive in 2019 than in 2010?", "90,000"),
        ("By what percentage did visitor numbers grow between 1990 and 2000?", "13"),
        ("How many tons were carried on the navigation in 1830?", "150,500"),
        ("How many calls did the station answer in 1990?", "4,602"),
        ("How many more calls did the station answer in 1990 than in 1950?", "3,362"),
    ],
)
def test_the_row_of_the_asked_year_answers(question: str, expected: str) -> None:
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, (question, draft.answer)
    assert answer_matches(draft.value or draft.answer, expected), (question, draft.answer)


@pytest.mark.parametrize(
    "question",
    [
        "How many visitors did the park receive in 2015?",  # no row for the year
        "How many visitors did the park lose in 2019?",  # a change, not the row's count
        "How many fires did the station attend in 1970?",  # a row of three values
        "How many calls did the station answer in 1960?",  # no row for the year
    ],
)
def test_no_row_of_the_asked_year_abstains(question: str) -> None:
    draft = ask(question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, (question, draft.answer)


def test_of_two_columns_naming_the_asked_unit_the_one_naming_the_asked_thing_answers() -> None:
    corpus = Corpus.from_texts(
        {
            "works.md": "# Output of the works\n\nThe figures are from the yearly returns.\n\n"
            "Year | Iron smelted (tons) | Slag tipped (tons) | Hands\n1880 | 12,400 | 3,100 | 420\n"
            "1890 | 15,900 | 4,050 | 515\n",
        }
    )
    draft = judged(corpus, "How many tons of slag were tipped in 1890?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "4,050")


def test_a_change_is_not_read_across_a_passage_on_another_named_subject() -> None:
    corpus = Corpus.from_texts(
        {
            "hands.md": "# Hands and output\n\nThe figures are for the whole company.\n\n"
            "Year | Iron smelted (tons) | Hands employed\n1905 | 12,400 | 1,600\n1910 | 15,900 | 2,000\n",
            "tarn-pit.md": "# Tarn Pit\n\nTarn Pit was the company's oldest pit.\n\n"
            "Winding: a beam engine.\nHands employed in 1900: 210.\nClosed: 1921.\n",
        }
    )
    question = (
        "By what percentage did the number of hands employed by the company grow between 1900 and 1910?"
    )
    assert judged(corpus, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    # both figures from the company's own table
    right = judged(corpus, "By what percentage did the number of hands employed grow between 1905 and 1910?")
    assert right.outcome is Outcome.ANSWERED, right.reason
    assert answer_matches(right.value or "", "25")


def test_an_events_year_may_be_read_in_the_passage_on_another_name() -> None:
    corpus = Corpus.from_texts(
        {
            "basin.md": "# Ashwell Basin\n\nAshwell Basin was dug for the lime trade. The Tarn Canal was "
            "opened to the basin in 1806.\n",
            "canal.md": "# Tarn Canal\n\nThe Tarn Canal carried lime and coal. The Tarn Canal was closed in "
            "1906.\n",
        }
    )
    draft = judged(corpus, "How many years after the Tarn Canal opened was the Tarn Canal closed?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "100")
