"""A column's unit or scale for a figure the question names no unit of, "Since" opening a sentence, the cost
of a named whole for a thing in it, and the holder the text says was succeeded."""

from pipeline_judge import assert_answers, judged_in

from canon_reason._text import normalize_answer
from canon_reason.embedded._entities import entity_spans
from canon_reason.embedded._figure_asked import succeeded_one_problem
from canon_reason.embedded._whole_measures import other_cost_problem

REPORTS = {
    "reports.md": (
        "# Extract from the yearly reports of Tallis, Cope & Co., 1890–1894\n\n"
        "| Year | Output (dozens) | Hands | Net profit |\n|---|---|---|---|\n"
        "| 1890 | 1,204 | 88 | £611 |\n| 1891 | 1,377 | 93 | £702 |\n| 1892 | 1,415 | 97 | £688 |\n"
    ),
}
LEDGER = {
    "ledger.md": (
        "# Yearly output of the Marrow Lane brick field, 1870–1874\n\n"
        "| Year | Output (thousands) | Carts sent | Wages paid |\n|---|---|---|---|\n"
        "| 1870 | 1,120 | 60 | £402 |\n| 1871 | 1,265 | 64 | £433 |\n| 1872 | 1,390 | 71 | £460 |\n"
        "| 1873 | 1,510 | 75 | £471 |\n| 1874 | 1,655 | 80 | £495 |\n"
    ),
}


def test_a_figure_under_a_column_of_dozens_is_given_in_dozens():
    draft = judged_in(REPORTS, "What was the firm's output of stays in 1891?")
    assert_answers(draft, "1,377 dozens")


def test_a_difference_of_figures_in_thousands_is_given_in_thousands():
    draft = judged_in(LEDGER, "By how much did the brick field's output in 1874 exceed that of 1870?")
    assert_answers(draft, "535 thousand")


def test_since_opening_a_sentence_is_no_name():
    sentence = "Since 1979 it has housed the Pellow Lace Museum."
    named = [sentence[a:b] for a, b in entity_spans(sentence)]
    assert "Since" not in named
    assert normalize_answer("Pellow Lace Museum") in [normalize_answer(n) for n in named]


def test_the_cost_of_a_named_mill_is_not_the_cost_of_an_engine_in_it():
    history = (
        "This building, Carver Mill, was finished in the spring of 1862 at a final cost of £3,410, far above "
        "the estimate."
    )
    asked = "What was the final cost of the steam engine installed in Carver Mill?"
    assert other_cost_problem(asked, "£3,410", history)
    engine = "The steam engine in Carver Mill was set to work in 1862 at a final cost of £640."
    assert not other_cost_problem(asked, "£640", engine)
    assert not other_cost_problem("What was the final cost of Carver Mill?", "£3,410", history)


def test_the_holder_the_text_says_was_succeeded_did_not_succeed():
    obituary = "In 1884 he succeeded Mr Amos Tilley as manager of the yard, and held the post for 21 years."
    asked = "Who succeeded Henry Wace as yard manager?"
    assert succeeded_one_problem(asked, "Mr Amos Tilley", obituary)
    later = "He retired in 1905, being succeeded by Mr Amos Tilley."
    assert not succeeded_one_problem(asked, "Mr Amos Tilley", later)
    assert not succeeded_one_problem("Whom did Henry Wace succeed as manager?", "Mr Amos Tilley", obituary)
