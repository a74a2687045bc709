"""Counts read from compound nouns and from the rows of yearly tables.

In "How many lace machines were at work?" the thing counted is the plural head ("machines"); the singular
word before it only says which kind. A measure before an adjective ("how many feet high") is left as it was.
The row of the asked year under a column naming the counted thing states a stock kept, owned or made that
year, but not the ones an event of that year ("perished") took. Of two yearly series retrieved by their
heads, the second's row is sought once the first's was.
"""

from pipeline_judge import assert_answers, judged_in, whole_hit

from canon_reason._draft import Outcome
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._year_series import year_row_query

RETURNS = (
    "# Quillerby Mill: yearly returns\n\n"
    "**Table 1. Hands and frames at Quillerby Mill, 1871–1873**\n\n"
    "| Year | Hands employed | Frames at work |\n"
    "|---|---|---|\n"
    "| 1871 | 212 | 31 |\n"
    "| 1872 | 230 | 34 |\n"
    "| 1873 | 226 | 37 |\n"
)


def test_the_plural_head_of_a_compound_is_the_counted_noun():
    fact = read_fact("How many stocking frames were at work at Quillerby Mill in 1872?")
    assert fact.unit == "frames"
    assert "stocking" in fact.soft_terms
    assert "stocking" not in fact.terms


def test_a_count_of_a_compound_noun_is_read_from_its_head_column():
    question = "How many stocking frames were at work at Quillerby Mill in 1872?"
    draft = judged_in({"returns.md": RETURNS}, question)
    assert_answers(draft, "34")


def test_a_measure_before_an_adjective_stays_the_unit():
    assert read_fact("How many feet high was the Tolsworth chimney?").unit == "feet"
    assert read_fact("How many men were employed at Tolsworth?").unit == "men"
    assert read_fact("How many hands refused to work at Tolsworth?").unit == "hands"


FLEET = (
    "# Tolsworth Carrying Company: fleet returns, 1848–1852\n\n"
    "*Figures taken from the Company's half-yearly reports.*\n\n"
    "| Year | Boats | Horses | Boatmen |\n"
    "|---|---|---|---|\n"
    "| 1848 | 21 | 30 | 44 |\n"
    "| 1849 | 23 | 33 | 47 |\n"
    "| 1850 | 26 | 37 | 52 |\n"
    "| 1851 | 25 | 36 | 50 |\n"
)


def test_a_year_row_states_the_stock_a_verb_of_keeping_asks():
    draft = judged_in({"fleet.md": FLEET}, "How many horses did the Tolsworth Carrying Company keep in 1850?")
    assert_answers(draft, "37")


def test_a_year_row_states_the_stock_a_verb_of_owning_asks():
    draft = judged_in({"fleet.md": FLEET}, "How many boats did the Tolsworth Carrying Company own in 1849?")
    assert_answers(draft, "23")


def test_a_year_row_states_no_event_the_question_counts():
    question = "How many horses perished at the Tolsworth Carrying Company in 1850?"
    draft = judged_in({"fleet.md": FLEET}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


# Two yearly series retrieved by their heads: once the first series' row was sought, the second's is.
QUILLERBY_SERIES = "Quillerby Gas Company: Yearly Figures, 1850–1900"
TOLSWORTH_SERIES = "Tolsworth Gas Company: Notes, 1840–1950"


def test_the_next_series_row_is_sought_once_the_first_was():
    first = whole_hit("notes.md", "*Notes for a history.*", TOLSWORTH_SERIES)
    second = whole_hit("figures.md", "*Compiled from the annual reports.*", QUILLERBY_SERIES)
    fact = read_fact("How many public lamps were lit by the Quillerby Gas Company in 1871?")
    assert year_row_query(fact, [first, second]) == f"{TOLSWORTH_SERIES} 1871"
    searched = {f"{TOLSWORTH_SERIES} 1871"}
    assert year_row_query(fact, [first, second], searched) == f"{QUILLERBY_SERIES} 1871"
    assert year_row_query(fact, [first, second], searched | {f"{QUILLERBY_SERIES} 1871"}) is None
