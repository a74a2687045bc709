"""A "what did" question whose verb is "cost", "pay ... for" or "spend ... on" asks a sum of money.

"What did the Orrin pier cost?" asks the same as "What was the cost of the Orrin pier?": a sum, not any
object of the verb, so the reader looks for a figure in money ("£9,200", "3 shillings") and not for a phrase
that happens to follow the verb.
"""

from pipeline_judge import ask_in, assert_answers

from canon_reason.embedded._fact import AnswerType, read_fact

_PIER = {
    "pier.md": "# The Orrin Pier\n\nThe Orrin pier was begun in 1871 to the designs of Tobias Wrenne. "
    "The works were finished in 1874, and the pier cost £9,200, rather more than the first estimate.\n"
}


def test_a_verb_of_paying_asks_a_sum_of_money() -> None:
    for question in (
        "What did the Orrin pier cost?",
        "What did it cost to rebuild the Orrin pier?",
        "What did the borough pay for the Orrin estate when it bought it?",
        "What did the town spend on the Orrin pier?",
    ):
        fact = read_fact(question)
        assert (fact.answer_type, fact.unit_family) == (AnswerType.QUANTITY, "money"), question


def test_the_object_of_another_verb_asks_no_sum() -> None:
    assert read_fact("What did Tobias Wrenne build?").answer_type is AnswerType.OTHER
    assert read_fact("What did Tobias Wrenne pay his debts with?").answer_type is AnswerType.OTHER


def test_what_a_thing_cost_is_read_as_the_sum_stated() -> None:
    assert_answers(ask_in(_PIER, "What did the Orrin pier cost?"), "£9,200")


def test_a_sum_in_shillings_is_a_sum_of_money() -> None:
    fares = {
        "fares.md": "# Fares of the Pellby line, 1905\n\nA third-class return from Orrin to Pellby cost "
        "2 shillings; a first-class return cost 5 shillings.\n"
    }
    assert_answers(ask_in(fares, "What did a first-class return from Orrin to Pellby cost?"), "5 shillings")
