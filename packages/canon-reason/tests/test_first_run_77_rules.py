"""The four confident wrong answers of the first run of heldout247 to heldout249, on invented text.

A sum given for each one of many ("shares of £1 each") is no whole sum; a work a clause opens on with no
article ("Roof repairs completed ... at a cost of") is what the sum paid for; a sentence opening on another
noun ("Library opened 3 June 1975") does not date the opening of a named works; and a span of years in a
list of office tells no year of birth.
"""

from canon_reason.embedded._figure_asked import untold_birth_problem
from canon_reason.embedded._whole_measures import each_price_problem, other_cost_problem
from canon_reason.embedded._year_clauses import other_opened_problem

_OFFER = (
    "The offer of Marrable & Quist was for 12,000 ordinary shares of £1 each at 30s per share, a total of "
    "£18,000, the Company to keep its name."
)


def test_a_sum_for_each_one_of_many_is_no_whole_sum():
    whole = "What sum did Marrable & Quist offer for the whole share capital of the Tessington Ink Company?"
    assert each_price_problem(whole, "£1", _OFFER)
    assert each_price_problem(whole, "£18,000", _OFFER) == []
    one = "What was the nominal value of each share of the Tessington Ink Company?"
    assert each_price_problem(one, "£1", _OFFER) == []


def test_a_work_a_clause_opens_on_bare_is_what_its_sum_paid_for():
    text = "Roof repairs completed August 1979 at a cost of £8,400."
    asked = "What was the final cost of the Cresswick Works buildings?"
    assert other_cost_problem(asked, "£8,400", text)
    repairs = "What did the roof repairs at the Cresswick Works cost?"
    assert other_cost_problem(repairs, "£8,400", text) == []
    named = "Cresswick Works cost £8,400 to build."
    assert other_cost_problem(asked, "£8,400", named) == []


def test_a_sentence_opening_on_another_noun_does_not_date_a_named_works():
    step = "In which year: the opening of the Cresswick Works?"
    text = "*Note added in 1976:* Library opened 3 June 1975, not in 1974 as planned."
    assert other_opened_problem(step, "3 June 1975", text)
    own = "*Note added in 1976:* Works opened 3 June 1975, not in 1974 as planned."
    assert other_opened_problem(step, "3 June 1975", own) == []
    pronoun = "It opened on 3 June 1975."
    assert other_opened_problem(step, "1975", pronoun) == []


def test_a_span_in_a_list_of_office_tells_no_year_of_birth():
    row = "| Sir Amyas Trell | 1901–1923 |"
    assert untold_birth_problem("In what year was Sir Amyas Trell born?", [row])
    lived = "**TRELL, Sir Amyas (1858–1931).** Chairman of the company."
    assert untold_birth_problem("In what year was Sir Amyas Trell born?", [lived]) == []
    assert untold_birth_problem("When was Sir Amyas Trell born or founded?", [row]) == []
