"""A sum paid on an account, for the account's own total; a deed told of another named thing; a sum and a
count of one sentence; and a measure of a thing at a building."""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._answer_type import on_account_problem
from canon_reason.embedded._datelines import _other_subject_when
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._located import thing_at_problem
from canon_reason.embedded._reasoner import reason


def test_a_sum_paid_on_account_is_not_the_accounts_total():
    asked = "What was the total of the final account for the Long Forge?"
    told = "Less paid on account: £1,750 0s. 0d. Balance due to the Contractors: £266 7s. 4d."
    assert on_account_problem(asked, "£1,750 0s. 0d", [told])
    assert not on_account_problem(asked, "£2,016 7s. 4d.", ["The account totalled £2,016 7s. 4d."])
    assert not on_account_problem("How much was paid on account?", "£1,750 0s. 0d", [told])


def test_a_deed_told_in_a_when_clause_of_another_name_is_not_the_asked_ones():
    asked = read_fact("In what year was the Mill Row Works opened?")
    told = "The old Mill Row Works began a new life on Saturday when The Ropehouse, a museum, was opened."
    assert _other_subject_when(asked, told)
    assert not _other_subject_when(asked, "The Mill Row Works were opened on Saturday when the sun shone.")


def test_a_sum_and_a_count_of_one_sentence_are_no_capital_before_and_after():
    minutes = (
        "# Kell & Tull Limited: minutes of the directors, 1891-1920\n\n"
        "**18th February 1920.** Resolved that the capital of the company be increased to £25,000 "
        "by the creation of 1,000 new shares of £10 each.\n"
    )
    corpus = Corpus.from_texts({"minutes.md": minutes})
    asked = "By how much was the capital of Kell & Tull Limited increased in 1920?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.value != "24,000", draft.reason
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.value


def test_a_measure_of_a_thing_at_a_building_is_asked_of_the_thing():
    asked = read_fact("How tall was the chimney shaft at the Soke Works?")
    assert (
        thing_at_problem(asked, "It rose 132 feet.", "Specification of a Chimney Shaft at the Soke Works")
        is None
    )
    wheel = read_fact("What was the diameter of the water wheel at Orby Mill?")
    told = "The wheel is 16 feet across."
    assert thing_at_problem(wheel, told, "Specification of a Chimney at Orby Mill") is None
