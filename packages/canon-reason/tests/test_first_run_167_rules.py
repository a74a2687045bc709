"""A sum paid on an account, for the account's own total."""

from canon_reason.embedded._answer_type import on_account_problem


def test_a_sum_paid_on_account_is_not_the_accounts_total():
    asked = "What was the total of the final account for the Long Forge?"
    told = "Less paid on account: £1,750 0s. 0d. Balance due to the Contractors: £266 7s. 4d."
    assert on_account_problem(asked, "£1,750 0s. 0d", [told])
    assert not on_account_problem(asked, "£2,016 7s. 4d.", ["The account totalled £2,016 7s. 4d."])
    assert not on_account_problem("How much was paid on account?", "£1,750 0s. 0d", [told])
