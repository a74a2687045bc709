"""A thing's figure for one year, read from a line that gives its figures year by year.

"Ford Point (inshore): 2019, 40 launches. 2020, 35 launches." gives Ford Point's figure for 2020 in a
sentence that names neither; the line is the thing's when it names it before its first year. A total over a
range of years ("in total from 2019 to 2020") sums each year's figure.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import Hit
from canon_reason._text import answer_matches
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._questions import Operation, QuestionKind, analyze_question
from canon_reason.embedded._year_figures import year_figure

LINES = (
    "Returns by station.\n\n"
    "Ford Point (inshore): 2019, 40 launches, 9 lives saved. 2020, 35 launches, 6 lives saved.\n\n"
    "Ford Point Haven: 2019, 12 launches, 2 lives saved. 2020, 17 launches, 3 lives saved.\n"
)


def _hits(text: str, cut: int | None = None) -> list[Hit]:
    if cut is None:
        return [Hit("r.md", "r.md#0", 0, len(text), text, 1.0, "Returns")]
    return [
        Hit("r.md", "r.md#0", 0, cut, text[:cut], 1.0, "Returns"),
        Hit("r.md", "r.md#1", cut + 1, len(text), text[cut + 1 :], 1.0, "Returns"),
    ]


def test_the_asked_year_s_segment_gives_the_figure_of_the_counted_noun():
    fact = read_fact("How many lives did Ford Point Haven save in 2020?")
    found = year_figure(fact, _hits(LINES))
    assert found is not None and found.value == "3 lives"
    assert found.sentences[0].text.startswith("2020, 17 launches")


def test_a_line_cut_between_two_passages_is_read_whole():
    fact = read_fact("How many launches did Ford Point Haven make in 2020?")
    cut = LINES.index(" 2020, 17")
    found = year_figure(fact, _hits(LINES, cut))
    assert found is not None and found.value == "17 launches"


def test_a_line_naming_another_operand_s_thing_is_not_read():
    fact = read_fact("How many launches did Ford Point make in 2020?")
    assert year_figure(fact, _hits(LINES)) is None  # two lines name "Ford Point" and disagree
    found = year_figure(fact, _hits(LINES), avoid=("Ford Point Haven",))
    assert found is not None and found.value == "35 launches"


def test_a_line_naming_the_thing_after_its_years_is_not_its():
    text = "Totals: 2019, 40 launches. 2020, 35 launches. Ford Point kept no returns.\n"
    fact = read_fact("How many launches did Ford Point make in 2020?")
    assert year_figure(fact, _hits(text)) is None


def test_a_difference_reads_each_operand_from_its_year_by_year_line():
    corpus = Corpus.from_texts({"returns.md": "# Station returns, 2019 to 2020\n\n" + LINES})
    question = "How many more launches did the Ford Point inshore boat make than Ford Point Haven in 2020?"
    draft = judged(corpus, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "18")
    # asked the other way round, the side said to make more made fewer (17 against 35): no answer
    reversed_sides = (
        "How many more launches did Ford Point Haven make than the Ford Point inshore boat in 2020?"
    )
    assert judged(corpus, reversed_sides).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_total_over_a_range_of_years_asks_each_year():
    analysis = analyze_question("How many lives did Ford Point save in total from 2018 to 2020?")
    assert (analysis.kind, analysis.operation) == (QuestionKind.ARITHMETIC, Operation.SUM)
    assert [p.question for p in analysis.parts] == [
        "How many lives did Ford Point save in 2018?",
        "How many lives did Ford Point save in 2019?",
        "How many lives did Ford Point save in 2020?",
    ]


def test_another_year_operand_does_not_bar_a_line():
    fact = read_fact("How many lives did Ford Point Haven save in 2019?")
    found = year_figure(fact, _hits(LINES), avoid=("2020",))
    assert found is not None and found.value == "2 lives"


def test_a_total_over_years_sums_each_year_s_figure():
    corpus = Corpus.from_texts({"returns.md": "# Station returns, 2019 to 2020\n\n" + LINES})
    draft = judged(corpus, "How many lives did Ford Point Haven save in total from 2019 to 2020?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "5")
