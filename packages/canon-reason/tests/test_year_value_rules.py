"""Values of a measure at a year: the row of the asked year in a year table counts the asked unit whatever
the question's verb, but never for a change in the count or another year; "<noun> numbers" is asked as "the
number of <noun>s"; a time closing or opening a comparison is both sides' time; a year in a table's first
row names a column, not a row; a percentage is given whole unless exact to one place; a "Capacity" label
states what a thing holds; a label line under a paragraph that is a year ("1961.") is that year's; a count
lost or gained between two times is the difference of the counts; a count is no date for the judge to find
an event for."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._stance import other_table_row_problem, unstated_event_problem

DOCUMENTS = {
    "ferry-traffic.md": "# Ferry traffic by year\n\nFigures from the Orrin Ferry Company.\n\n"
    "Year: sailings; cars\n2010: 3,100 sailings; 61,400 cars\n2015: 3,350 sailings; 70,900 cars\n"
    "2020: 1,980 sailings; 39,200 cars\n",
    "mill-output.md": "# Production by year\n\nBolts of cloth, by mill:\n\nMill | 1880 | 1890\n"
    "Ash Mill | 2,400 | 2,950\nBeck Mill | 1,100 | 1,640\nCorn Mill | not recorded | 800\n",
    "ash-mill.md": "# Ash Mill\n\nAsh Mill is a weaving mill on the beck.\n\n"
    "Output: 2,400 bolts in 1880; 2,950 bolts in 1890\n",
    "beck-mill.md": "# Beck Mill\n\nBeck Mill stands below Ash Mill.\n\n"
    "Output: 1,100 bolts in 1880; 1,640 bolts in 1890\n",
    "fell-reservoir.md": "# Fell Reservoir\n\nFell Reservoir was completed in 1902 above the village.\n\n"
    "Capacity: 4,100 Ml\nDam height: 22 metres\n",
    "holm-band-tours.md": "# The Holm Band on tour\n\n1961. The Baltic tour: 18 concerts in 20 days, in four "
    "countries.\n\n1970. The Iberian tour: 9 concerts in Spain and Portugal.\n",
    "lodges.md": "# The lodges\n\nFell Lodge\n\nBeds: 18\nGuest-nights in 2022: 2,310\n\nMoss Lodge\n\n"
    "Beds: 12\nGuest-nights in 2022: 1,460\n",
    "listening.md": "# Listening figures\n\nWeekly reach (listeners in an average week), from the survey.\n\n"
    "Vale Radio\n1995: 212,000\n2005: 256,000\n\nVale Radio Classic\n1995: 41,000\n2005: 57,000\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many cars did the Orrin Ferry Company carry in 2015?", "70,900"),
        ("How many sailings did the Orrin Ferry Company schedule in 2020?", "1,980"),
        ("How many more cars did the Orrin Ferry Company carry in 2015 than in 2010?", "9,500"),
        ("What was Vale Radio's weekly reach in 2005?", "256,000"),
        ("What was Vale Radio Classic's weekly reach in 1995?", "41,000"),
        ("By what percentage did Vale Radio's weekly reach grow between 1995 and 2005?", "21"),
        ("How many more bolts did Ash Mill produce than Beck Mill in 1890?", "1,310"),
        ("How many bolts did Beck Mill produce in 1880?", "1,100"),
        ("In 1880, how many more bolts did Ash Mill produce than Beck Mill?", "1,300"),
        ("How many guest-nights did Fell Lodge record in 2022?", "2,310"),
        ("How many more guest-nights did Fell Lodge record than Moss Lodge in 2022?", "850"),
        ("How many megalitres does Fell Reservoir hold?", "4,100"),
        ("How many concerts did the Holm Band give on its 1961 Baltic tour?", "18"),
        ("How many concerts did the Holm Band give on its 1970 tour?", "9"),
        ("How many cars did the Orrin Ferry Company lose between 2015 and 2020?", "31,700"),
        ("By what percentage did car numbers at the Orrin Ferry Company grow between 2010 and 2015?", "15"),
    ],
)
def test_a_value_at_a_year_is_read_from_its_row(question, expected):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "How many cars did the Orrin Ferry Company carry in 2012?",  # no row of that year
        "How many cars did the Orrin Ferry Company lose in 2020?",  # a change is no row's count
        "How many cars did the Orrin Ferry Company carry between 2010 and 2015?",  # two years, one row each
        "How many bolts did Ash Mill produce in 1885?",  # no column of that year
        "How many bolts did Corn Mill produce in 1880?",  # not recorded that year
        "How many guest-nights did Fell Lodge record in 2021?",  # the label names another year
        "How many megalitres does Moss Reservoir hold?",  # another reservoir's capacity
        "How many concerts did the Holm Band give on its 1966 tour?",  # no paragraph of that year
        "How many cars did the Orrin Ferry Company lose between 2015 and 2018?",  # no row of 2018
    ],
)
def test_another_year_or_a_change_abstains(question):
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_count_of_numbers_is_asked_as_the_number_of_its_noun():
    analysis = analyze_question(
        "By what percentage did car numbers at the Orrin Ferry grow between 2010 and 2015?"
    )
    assert [p.question for p in analysis.parts] == [
        "What was the number of cars at the Orrin Ferry in 2010?",
        "What was the number of cars at the Orrin Ferry in 2015?",
    ]


def test_a_time_closing_a_comparison_is_both_sides():
    analysis = analyze_question("How many more bolts did Ash Mill produce than Beck Mill in 1890?")
    assert [p.question for p in analysis.parts] == [
        "How many bolts did Ash Mill produce in 1890?",
        "How many bolts did Beck Mill produce in 1890?",
    ]


def test_a_time_put_before_a_comparison_is_both_sides():
    analysis = analyze_question("In 1890, how many more bolts did Ash Mill produce than Beck Mill?")
    assert [p.question for p in analysis.parts] == [
        "How many bolts did Ash Mill produce in 1890?",
        "How many bolts did Beck Mill produce in 1890?",
    ]


def test_a_year_in_a_tables_first_row_names_a_column():
    table = "Mill | 1880 | 1890\nAsh Mill | 2,400 | 2,950\nBeck Mill | 1,100 | 1,640"
    assert other_table_row_problem("1890", "2,950", table) == []
    assert other_table_row_problem("Beck Mill", "2,950", table) != []


def test_a_percentage_is_whole_unless_exact_to_one_place():
    assert (
        judged(
            CORPUS, "By what percentage did Vale Radio Classic's weekly reach grow between 1995 and 2005?"
        ).value
        == "39%"
    )


def test_a_grouped_count_is_no_date_of_an_event():
    question = "What was the station's weekly reach in 1995?"  # "reach" is a verb of arriving, too
    assert unstated_event_problem(question, "212,000", "1995: 212,000") == []
    assert unstated_event_problem("When did the ship reach Orrin?", "1995", "1995: Orrin") != []
