"""A year of another clause than the one that states the asked verb in another form, a line of an account for
a contractor, and a sum settled for the sum asked for where no text tells a demand."""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import paid_for_demanded_problem
from canon_reason.embedded._year_clauses import other_clause_year_problem

NOTE = {
    "account-1881.md": (
        "# Final Account, Rebuilding of the Press Shop, 1881\n\n"
        "| Item | Sum |\n|---|---|\n| Contract sum | £1,240 0s. 0d. |\n| Extras | £96 10s. 0d. |\n\n"
        "Paid on account, 4th June 1881: £1,100 0s. 0d.\n\n"
        "Balance now due to the contractors: £236 10s. 0d.\n"
    )
}


def test_a_year_of_another_clause_does_not_date_the_asked_deed_told_in_the_past():
    text = "In 1838 he made his first barometer, and by 1851 barometers formed a third of the trade."
    question = "In what year did Josiah Pendle make his first barometer?"
    assert other_clause_year_problem(question, "1851", text)
    assert not other_clause_year_problem(question, "1838", text)


def test_a_line_of_an_account_is_no_contractor():
    draft = judged_in(NOTE, "Which contractor's tender was accepted for the rebuilding of the Press Shop?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_sum_settled_is_not_the_sum_asked_for_where_no_text_tells_a_demand():
    settled = "The men went back on Monday on terms of an advance of two shillings a week."
    question = "What weekly wage were the striking carters asking for in 1907?"
    assert paid_for_demanded_problem(question, "2s (two shillings) a week", [settled])
    assert not paid_for_demanded_problem(question, "25s", ["The carters are asking for 25s. a week."])
    assert not paid_for_demanded_problem("Who was asking for the inquiry?", "Mr Roe", [settled])
    let = "The Board were willing to let the rooms over the market at a rent of £40 per annum."
    assert not paid_for_demanded_problem("What yearly rent did the Board ask for the rooms?", "£40", [let])
