"""The day of a meeting held at "the registered office" for the day a company was registered."""

from pipeline_judge import value_in

MINUTES = {
    "minutes-1894.md": (
        "# Tolley & Marsh Limited\n\n**Minutes of the first meeting of the Directors, held at the registered "
        "office, Dyer Street, Hollinbridge, on 3rd May 1894.**\n\nPresent: Mr. Amos Tolley (in the chair), "
        "Mr. Reuben Marsh.\n"
    ),
    "guide-1930.md": "# Hollinbridge Guide\n\nThe town has a market on Thursdays and a fair in October.\n",
}


def test_a_meeting_at_the_registered_office_does_not_date_the_registering():
    question = "On what date was Tolley & Marsh Limited registered as a company?"
    assert value_in(MINUTES, question, judge=True) is None
    registered = {"note.md": "# Tolley & Marsh Limited\n\nThe company was registered on 28th April 1894.\n"}
    assert value_in(registered, question, judge=True) == "28th April 1894"
