"""A year of another clause for an event told as some years before the report, and a street a thing stands
in for which thing."""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import place_for_thing_problem

STACK = {
    "gazette-stack-1979.md": (
        "# Boiler-House Stack Brought Down\n\n*From the Ulverby Gazette, 9 June 1979*\n\n"
        "The brick stack, put up in 1902 to serve the boilers of the dyeing shed, had stood cold since the "
        "Orchard Mills closed some four years ago.\n"
    )
}


def test_a_year_of_another_clause_does_not_date_an_event_told_as_years_before():
    draft = judged_in(STACK, "When did the Orchard Mills close?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_street_a_thing_stands_in_is_not_which_thing():
    felled = ["Crowds watched the old boiler chimney in Tanyard Lane felled by the contractors on Sunday."]
    question = "Which chimney was felled in May 1985?"
    assert place_for_thing_problem(question, "Tanyard Lane", felled)
    assert not place_for_thing_problem(question, "Tanyard Lane", ["The Tanyard Lane chimney was felled."])
    assert not place_for_thing_problem("Which street was widened?", "Tanyard Lane", felled)
