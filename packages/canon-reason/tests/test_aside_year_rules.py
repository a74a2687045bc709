"""A year written only in an aside dates the aside's act, not the figure its sentence gives.

"The clerk's amended return, read to the shareholders in 1862, lowered the figure to £9,410" dates the
reading of the return by 1862; the figure is of an earlier year. An aside that follows the asked thing
itself ("The population, counted in 1901, was 3,400") dates that thing, and passes.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._year_clauses import aside_year_problem

RETURNS = (
    "# Yarncliffe Navigation: toll receipts\n\n"
    "| Year | Toll receipts |\n|---|---|\n| 1860 | £9,100 |\n| 1861 | £9,410* |\n| 1863 | £9,700 |\n\n"
    "\\* The receipts for 1861 were first printed as £9,980. The clerk's amended return, read to the\n"
    "shareholders in 1862, lowered the figure to £9,410, the difference being tolls remitted on stone.\n"
)


def test_a_year_in_an_aside_about_another_act_does_not_date_the_figure():
    cited = "The clerk's amended return, read to them in 1862, lowered the figure to £9,410, as agreed."
    assert aside_year_problem("What were the navigation's toll receipts in 1862?", "£9,410", cited)
    counted = "The population, counted in 1901, was 3,400."
    assert not aside_year_problem("What was the population of Tarn in 1901?", "3,400", counted)
    reported = "Receipts were £3,400, reported in 1901, a record."
    assert not aside_year_problem("What were the receipts in 1901?", "£3,400", reported)
    plain = "In 1862 the tolls came to £9,410, a fall."
    assert not aside_year_problem("What were the tolls in 1862?", "£9,410", plain)


def test_the_reasoner_abstains_on_the_figure_of_an_aside_s_year():
    corpus = Corpus.from_texts({"returns.md": RETURNS})
    draft = judged(corpus, "What were the navigation company's toll receipts in 1862?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
