"""A firm's premises called its establishment for who established it, and the rate paid beside a demand
for the rate asked for."""

from pipeline_judge import Passage

from canon_reason.embedded._answer_type import paid_for_demanded_problem
from canon_reason.embedded._scoring import _literal_keys
from canon_reason.embedded._sentences import sentences_of


def _keys(text: str) -> tuple[str, ...]:
    sentence = sentences_of([Passage("d.md", 0, len(text), text, "")])[0]
    return _literal_keys(sentence)


def test_the_principal_establishment_of_a_firm_establishes_nothing():
    assert "establishment" not in _keys("The principal establishment is that of Harker & Dunn Ltd.")
    assert "establishment" not in _keys("The establishment occupies the south side of Mill Row.")
    assert "establishment" in _keys("The establishment of the felt works in 1821 is told below.")


def test_the_rate_paid_beside_a_demand_is_not_the_rate_asked_for():
    strike = "The fullers, who are at present paid 21s. a week, ask for 23s., and the boys a shilling more."
    question = "What weekly wage did the striking fullers ask for in 1908?"
    assert paid_for_demanded_problem(question, "21s a week", [strike])
    assert not paid_for_demanded_problem(question, "23s", [strike])
    assert not paid_for_demanded_problem("What weekly wage were the fullers paid in 1908?", "21s", [strike])
