"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._judge import _type_problem
from canon_reason.embedded._scope import named_kin_problem
from canon_reason.embedded._stance import fee_for_cost_problem


def test_a_named_man_s_relative_is_not_the_man():
    obituary = ["The deceased gentleman was born in 1821 at Harnby Cross, where his father farmed."]
    asked = "In what place was Edwin Pettle's father-in-law born?"
    assert named_kin_problem(asked, obituary)
    assert not named_kin_problem(asked, ["His father-in-law, Amos Brell, was born at Dunby."])
    assert not named_kin_problem("In what place was Edwin Pettle's father born?", obituary)


def test_a_work_s_cost_is_no_fee():
    history = [
        "It was rebuilt to the designs of Mr W. H. Brell, and the new hall, which cost £5,981, was opened."
    ]
    asked = "What fee was W. H. Brell paid for designing the new hall?"
    assert fee_for_cost_problem(asked, "£5,981", history)
    assert not fee_for_cost_problem(asked, "£240", ["Mr Brell was paid a fee of £240 for the designs."])


def test_a_meeting_s_heading_names_no_person():
    minutes = "# Minutes, 1952\n\nMr Amos Brell was director-in-charge of the Anchor Works in 1952.\n"

    asked = "Who was director-in-charge of the Anchor Works in 1952?"
    good = ask_in({"minutes.md": minutes}, asked)
    assert good.outcome is Outcome.ANSWERED and _type_problem(good) is None, good
    heading = good.model_copy(update={"value": "Special Meeting of the Board of Directors"})
    assert _type_problem(heading)
