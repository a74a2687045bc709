"""Arithmetic operands read from letters and accounts.

A passage titled "Letters of Ada Fenn" is written by Ada Fenn: its "I estimate that ..." is her estimate, as
the single letter's is. A clause that opens with a thing and says it was made at a sum ("The clock, made by
Messrs Penn at a cost of £180") prices that thing, not the building the question asks the cost of.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._whole_measures import other_cost_problem

LETTERS = (
    "# Letters of Ebbert Vossington concerning the New Library, 1878\n\n"
    "Dear Sir,\n\n"
    "I send herewith the drawings for the new library. Excluding the shelving, I estimate that the library\n"
    "can be built for £2,140.\n\n"
    "Yours faithfully,\nEbbert Vossington\n"
)
ACCOUNTS = (
    "# Accounts of the New Library, 1880\n\n"
    "**Note by the clerk.** The total cost of the new library, exclusive of the clock, was therefore\n"
    "£2,615. "
    "The clock, made by Messrs Quarrendon of Brellow at a cost of £180, was the gift of the mayor.\n"
)


def test_letters_of_a_writer_give_the_writer_s_estimate():
    draft = judged(
        Corpus.from_texts({"letters.md": LETTERS, "accounts.md": ACCOUNTS}),
        "By how much did the final cost of the new library exceed Vossington's estimate?",
    )
    assert_answers(draft, "£475")


def test_a_thing_made_at_a_sum_is_not_the_asked_building():
    clause = "The clock, made by Messrs Quarrendon of Brellow at a cost of £180, was a gift."
    assert other_cost_problem("What was the final cost of the new library?", "£180", clause)
    assert not other_cost_problem("What was the cost of the clock?", "£180", clause)
    building = "The building, erected by Messrs Quarrendon at a cost of £2,615, was opened in 1880."
    assert not other_cost_problem("What was the final cost of the new library?", "£2,615", building)
    named = "The church, built by Messrs Quarrendon at a cost of £2,615, was opened in 1880."
    assert not other_cost_problem("What was the cost of St Ebbert's?", "£2,615", named)
