"""The three confident wrong answers of the first run of heldout238 to heldout240, on invented text.

A first name the article before it governs with another ("the Wren and Acorn") is cut out of one name; "What
quantity of ...?" asks a figure; and a year that only ends a span ("until 1822", "1822–1849") dates no
founding, though it may date a death.
"""

from canon_reason.embedded._answer_type import numberless_measure_problem
from canon_reason.embedded._tenure import joint_name_cut_problem
from canon_reason.embedded._year_clauses import until_year_start_problem


def test_a_name_cut_from_one_the_article_governs_whole():
    cited = "The corks were branded with the mark of the Heron and Oak that Amos had registered."
    assert joint_name_cut_problem("Heron", cited)
    other = "The corks were branded with a heron. Heron and Oak were rivals."
    assert joint_name_cut_problem("Heron", other) == []


def test_what_quantity_asks_a_figure():
    question = "What quantity of wheat starch did the works turn out in 1858?"
    assert numberless_measure_problem(question, "starch figure")
    assert numberless_measure_problem(question, "421 tons") == []


def test_a_year_that_ends_a_span_dates_no_founding():
    founding = "In which year: the founding of the works?"
    assert until_year_start_problem(founding, "1822", "Until 1822 the founder managed the works himself.")
    row = "| 1 | Amos Pell | 1822–1849 | Formerly foreman under the founder. |"
    assert until_year_start_problem(founding, "1849", row)
    assert until_year_start_problem(founding, "1786", "The works was founded in 1786 by Amos Pell.") == []
    died = "When did the founder die?"
    assert until_year_start_problem(died, "1822", "Until 1822 the founder managed the works himself.") == []
