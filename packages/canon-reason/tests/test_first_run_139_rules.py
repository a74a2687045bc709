"""A room named where a fire was seen for who raised the alarm, a participle in a place's name for the deed,
and a wage in a list of demands for the one granted."""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import claimed_sum_problem

FIRE = {
    "courier-fire-1874.md": (
        "# Fire at the Tannery\n\nOn Friday night the inhabitants of the upper town were alarmed by a fire "
        "at the tannery of Messrs Gellow & Sons, by the canal. The fire was first seen about midnight in the "
        "Bark Loft, and it is supposed that a spark had lodged among the hides stored there.\n\n"
        "We understand that the alarm was raised by Mr. Joseph Pardew, the foreman.\n"
    )
}

MINUTES = {
    "minutes-1905.md": (
        "# Hobday & Strake Limited — Minutes of a Meeting of the Directors\n\n"
        "**Held at the Registered Office, Canal Street, Ulverby, on Tuesday 7th March 1905.**\n\n"
        "Present: Mr. J. Hobday (chairman), Mr. A. Strake.\n"
    )
}


def test_a_loft_where_a_fire_was_seen_is_nobody_who_raised_the_alarm():
    draft = judged_in(FIRE, "Who actually raised the alarm at the tannery fire of 1874?")
    # abstaining, or naming the foreman the report names, would do; the loft answers no "who"
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "Pardew" in draft.answer, draft.answer


def test_a_meeting_at_the_registered_office_dates_no_registration():
    draft = judged_in(MINUTES, "On what date was Hobday & Strake Limited registered?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_wage_in_a_list_of_demands_is_not_the_wage_granted():
    strike = (
        "At a meeting on the quay their demands were put forward: for the dyers, an advance from 24s. to "
        "27s. a week, and for the labourers, 4s. a day."
    )
    question = "What weekly wage did the directors grant the dyers after the strike?"
    assert claimed_sum_problem(question, "27s a week", [strike])
    assert not claimed_sum_problem(question, "27s a week", ["The directors granted the dyers 27s. a week."])
    assert not claimed_sum_problem("What weekly wage did the dyers demand?", "27s a week", [strike])
