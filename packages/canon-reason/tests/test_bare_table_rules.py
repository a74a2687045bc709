"""Tables written without outer bars, rows read as records, and a table's title naming what its rows give.

"Year | Tons carried" above "1825 | 77,900" is a table as much as "| Year | Tons carried |" is: each row is
a sentence of its own, read with its column names, and the rows above it are other records, not its
context. A row of names standing alone above a blank line names the columns below it; a first row holding a
figure other than a year is a record, not names. A line of labelled fields ("Object: ... | Date: ...") is no
row. A table's title ("Output by Year") states what its rows give for the entity a row is named for. A
question of "the mill that replaced X" states a replacement, which a sentence about X's own chimney does not.
"""

import pytest
from pipeline_judge import Passage, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._sentences import Sentence, sentences_of

DOCUMENTS = {
    "freight.md": "# Freight on the Orm Navigation\n\nThe figures are from the annual accounts of the "
    "navigation company.\n\nYear | Tons carried | Tolls received\n1815 | 41,200 | £3,100\n"
    "1825 | 77,900 | £5,640\n1835 | 102,300 | £7,020\n",
    "output.md": "# Output by Year\n\nThe figures are in bolts of cloth.\n\nMill | 2019 | 2023\n"
    "Kell Mill | 4,100 | 5,200\nHolm Mill | 3,900 | 2,800\n",
    "ascents.md": "# Register of first ascents on Skarn Crag\n\nDate | Climber | Route | Partner\n\n"
    "4 May 1902 | Edwin Tarle | North Arete | Hugh Penn\n19 June 1911 | Agnes Roe | Glass Wall | Mary Lisk\n",
    "holm-mill.md": "# Holm Mill\n\nHolm Mill was founded in 1840 on the Orm. The first mill was three "
    "storeys high. Its chimney, 38 metres tall, was built with it in 1840. The mill burned down in 1890.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def _sentences(doc: str, text: str) -> list[Sentence]:
    return sentences_of([Passage(doc, 0, len(text), text, text.split("\n", 1)[0].lstrip("# "))])


def _rows_of(doc: str) -> list[Sentence]:
    return [s for s in _sentences(doc, DOCUMENTS[doc]) if "|" in s.text]


def test_a_table_without_outer_bars_is_split_into_rows_read_with_its_column_names():
    rows = _rows_of("freight.md")
    assert [r.text for r in rows][:2] == ["Year | Tons carried | Tolls received", "1815 | 41,200 | £3,100"]
    row = rows[2]
    assert row.columns[1] == frozenset({"ton", "carri"})
    assert row.column(row.keys.index("77")) == row.columns[1]  # the cell after the first bar is column 1
    assert "1815" not in row.previous  # the row above is another record


def test_a_row_of_names_above_a_blank_line_names_the_columns_below_it():
    rows = _rows_of("ascents.md")
    first = next(r for r in rows if r.text.startswith("4 May"))
    assert [sorted(c) for c in first.columns][1] == ["climb"]
    assert "arete" not in next(r for r in rows if r.text.startswith("19 June")).previous


def test_a_first_row_holding_a_figure_is_a_record_not_column_names():
    text = "Edwin Tarle | 4 May 1902 | North Arete\nAgnes Roe | 19 June 1911 | Glass Wall\n"
    rows = _sentences("list.md", text)
    assert [r.text for r in rows] == text.strip().split("\n")
    assert all(r.columns == () for r in rows)


def test_a_line_of_labelled_fields_is_no_table_row():
    text = "Object: Comet Vell | Date: 1882 | By: E. Tarle\nObject: Comet Roe | Date: 1901 | By: A. Roe"
    rows = _sentences("finds.md", text)
    assert all(r.columns == () for r in rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many tons did the navigation carry in 1825?", "77,900"),
        ("What was Kell Mill's output in 2023?", "5,200"),
        ("What was Holm Mill's output in 2019?", "3,900"),
    ],
)
def test_rows_of_a_bare_table_answer_for_their_year_or_entity(question, expected):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "How many tons did the navigation carry in 1830?",  # no row of that year
        "What was Kell Mill's output in 2021?",  # no column of that year
        "How many weavers did Kell Mill employ in 2023?",  # the title names output, not staff
        "How tall was the chimney of the mill that replaced Holm Mill?",  # Holm Mill's own chimney
    ],
)
def test_a_bare_table_answers_nothing_it_does_not_give(question):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


SEASONS = Corpus.from_texts(
    {
        "gate-counts.md": "# Visits by Season\n\nA visit is one person passing the gates of the Orm Gardens "
        "on one day, counted at the turnstiles.\n\nSeason: visits\n2014/15: 88,000\n2015/16: 91,500\n"
        "2016-17: 97,250\n"
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many visits were counted in the 2015/16 season?", "91,500"),
        ("How many visits were counted in the 2016-17 season?", "97,250"),
    ],
)
def test_a_row_labelled_with_a_season_answers_for_its_first_year_and_never_with_its_end(question, expected):
    draft = judged(SEASONS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_season_not_listed_is_not_answered():
    draft = judged(SEASONS, "How many visits were counted in the 2019/20 season?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


BRANCH = Corpus.from_texts(
    {
        "orm-branch.md": "# The Orm Branch\n\nThe Orm Branch leaves the main line at Kell Junction.\n\n"
        "Length: 4 miles\nLocks: 5, falling 30 feet to Holm Basin\n",
        "main-line.md": "# The main line\n\nThe main line runs from Kell Junction to Tarle Basin.\n",
    }
)


def test_a_label_naming_the_counted_thing_counts_it_whatever_names_follow_the_count():
    draft = judged(BRANCH, "How many locks are there on the Orm Branch?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "5"), draft.answer


@pytest.mark.parametrize(
    "question",
    ["How many bridges are there on the Orm Branch?", "How many locks are there on the main line?"],
)
def test_a_label_counts_nothing_else_and_nothing_of_another_thing(question):
    draft = judged(BRANCH, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
