"""The first or second time a thing caught fire, read from the text's own count of the fires.

A history says "the first great fire broke out in 1820" or "A second fire, in May 1851, ..."; a report dated
1851 says "For the second time in its history the mill has been visited by fire", and may add "the old mill
having burned in 1820", which dates the first. "When did the mill first catch fire?" and "When did the mill
burn down for the second time?" are answered from these counts; a reading that gives one occasion two
years, or none, answers nothing.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import Hit
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._nth_occasion import nth_occasion, nth_occasion_query
from canon_reason.embedded._questions import QuestionKind, analyze_question

HISTORY = (
    "# A History of Stoneholt Mill\n\n"
    "The mill was built by Amos Brandwick in 1790 on the bank of the Orris.\n\n"
    "On the night of 3 March 1820 the first great fire broke out in the drying loft of Stoneholt Mill, "
    "and the roof was lost.\n\n"
    "The second fire, in May 1851, was worse than the first: Stoneholt Mill was gutted.\n"
)

REPORT = (
    "# Stoneholt Mill Destroyed\n\n"
    "*From the Orrisford Courier, Saturday 17 May 1851.*\n\n"
    "STONEHOLT, MAY 15. — It is the second time Stoneholt Mill has been visited by fire, the old mill having "
    "burned in 1820.\n\n"
    "The loss is put at £3,000.\n"
)

FIRST_ONLY_REPORT = (
    "# Fire at Tolworth Mill\n\n"
    "*From the Orrisford Courier, Saturday 9 June 1838.*\n\n"
    "TOLWORTH, JUNE 7. — This is the first fire to have occurred at Tolworth Mill since it was built.\n\n"
    "The miller, Mr Haskby, was unhurt.\n"
)

SECOND_ONLY_REPORT = (
    "# Fire at Tolworth Mill\n\n"
    "*From the Orrisford Courier, Friday 2 October 1874.*\n\n"
    "TOLWORTH, SEPT. 30. — For the second time in its history Tolworth Mill has been visited by fire.\n"
)

DISAGREEING = (
    "# Notes on Marrowgate Mill\n\n"
    "The first fire at Marrowgate Mill, in 1811, destroyed the wheel.\n\n"
    "Some say the first fire at Marrowgate Mill was in 1815.\n"
)

ORGAN = (
    "# Quillerby Church\n\n"
    "Mr Pellinghurst was appointed organist of Quillerby church in 1884, whose organ had stood there "
    "since it was first built.\n"
)


def _whole(name: str, text: str) -> list[Hit]:
    """The text as one retrieved passage, titled by its first line."""
    return [Hit(name, name, 0, len(text), text, 1.0, text.splitlines()[0].lstrip("# "))]


def test_a_history_counts_its_fires():
    corpus = Corpus.from_texts({"history.md": HISTORY})
    assert_answers(judged(corpus, "When did Stoneholt Mill first catch fire?"), "1820")
    assert_answers(judged(corpus, "In which year was the second fire at Stoneholt Mill?"), "1851")


def test_a_report_of_the_second_fire_dates_it_and_the_one_before():
    corpus = Corpus.from_texts({"report.md": REPORT})
    assert_answers(judged(corpus, "When did Stoneholt Mill burn down for the second time?"), "1851")
    fact = read_fact("In which year: the first fire at Stoneholt Mill?")
    placed = nth_occasion(fact, _whole("report.md", REPORT))
    assert placed is not None and placed.year == "1820"


def test_a_report_dates_the_first_fire_it_tells_of():
    corpus = Corpus.from_texts({"first.md": FIRST_ONLY_REPORT, "second.md": SECOND_ONLY_REPORT})
    assert_answers(judged(corpus, "When did Tolworth Mill first catch fire?"), "1838")
    assert_answers(
        judged(corpus, "How many years passed between the first and second fires at Tolworth Mill?"), "36"
    )


def test_two_years_for_one_fire_answer_nothing():
    fact = read_fact("In which year: the first fire at Marrowgate Mill?")
    assert nth_occasion(fact, _whole("notes.md", DISAGREEING)) is None


def test_an_ordinal_of_a_thing_or_of_a_deed_counts_no_fire():
    assert nth_occasion_query(read_fact("When was the first organ installed?")) is None
    assert nth_occasion_query(read_fact("When was the mill's first wheel destroyed by fire?")) is None
    corpus = Corpus.from_texts({"church.md": ORGAN})
    draft = judged(corpus, "When was Quillerby church first burned?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_an_office_held_when_a_thing_burned_for_the_second_time_is_two_hops():
    analysis = analyze_question(
        "Who was president of the club when its boathouse burned down for the second time?"
    )
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When was the club's boathouse burned down for the second time?"
    assert analysis.hop_template == "Who was president of the club in {answer}?"


FERROWBY = {
    "history.md": (
        "# The Ferrowby Theatre\n\n"
        "The theatre was built in 1840 by the Ferrowby Proprietors.\n\n"
        "A second fire, on the night of 4 March 1890, destroyed the stage of the Ferrowby Theatre.\n"
    ),
    "chairmen.md": (
        "# Chairmen of the Ferrowby Proprietors\n\n"
        "| Chairman | Years |\n|---|---|\n"
        "| Josiah Quarndon | 1850–1880 |\n"
        "| Josiah Quarndon the younger | 1880–1899 |\n"
    ),
}


def test_the_holder_in_the_year_of_the_second_fire_keeps_the_name_that_tells_him_from_his_father():
    corpus = Corpus.from_texts(FERROWBY)
    question = (
        "Who was chairman of the Ferrowby Proprietors "
        "when the Ferrowby Theatre was burnt for the second time?"
    )
    assert_answers(judged(corpus, question), "Josiah Quarndon the younger")
