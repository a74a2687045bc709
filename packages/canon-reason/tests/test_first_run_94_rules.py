"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._stance import deputy_role_problem, enumerator_problem


def test_a_vice_chairman_who_signed_is_not_the_chairman():
    signed = ["*Signed, H. S. Tollett, Vice-Chairman.*\n*Confirmed at the meeting of 9th May 1893.*"]
    asked = "Who was chairman of the company in 1893?"
    assert deputy_role_problem(asked, "H. S. Tollett", signed)
    assert not deputy_role_problem("Who was vice-chairman of the company in 1893?", "H. S. Tollett", signed)
    both = ["Mr Ezra Brand, Chairman, in the chair; H. S. Tollett, Vice-Chairman."]
    assert not deputy_role_problem(asked, "Ezra Brand", both)


def test_a_list_s_number_counts_nothing():
    parties = ["**Parties:** (1) Gervase Hollick of Askerby, lessor; (2) Josiah Pettle of Wellby, lessee."]
    assert enumerator_problem("2", parties)
    assert not enumerator_problem("42", ["The ground has a frontage of 42 yards to Crane Street."])
    assert not enumerator_problem("2", ["(2) Josiah Pettle took 2 acres in Crane Street."])


def test_a_sum_written_out_is_given_in_the_figures_bracketed_after_it():
    lease = (
        "# Lease of the Tenter Ground, 1764\n\n"
        "The rent payable under this lease of the Tenter Ground is Six pounds ten shillings "
        "(£6 10s. 0d.), at "
        "Lady Day.\n"
    )

    asked = "What rent was payable under the lease of the Tenter Ground?"
    draft = ask_in({"lease.md": lease}, asked)
    assert draft.outcome is Outcome.ANSWERED and draft.value == "£6 10s. 0d.", draft
