"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import assert_answers, judged_in, value_in

from canon_reason.embedded._figure_asked import headline_problem
from canon_reason.embedded._scope import served_master_problem

_REPORT = {
    "closure.md": (
        "# Last day at the Glass Lane works\n\n*From the Dunby Mercury, Friday, 29th September 1961*\n\n"
        "The Dunby Mirror Company's works in Glass Lane closes its gates for the last time this afternoon.\n"
    )
}


def test_an_event_of_a_report_s_own_day_asked_when_is_given_the_report_s_date():
    assert_answers(judged_in(_REPORT, "When did the Glass Lane works close?"), "29 September 1961")
    assert value_in(_REPORT, "In what year did the Glass Lane works close?") == "1961"
    yesterday = {
        "closure.md": _REPORT["closure.md"].replace("this afternoon", "yesterday afternoon"),
    }
    assert value_in(yesterday, "When did the Glass Lane works close?") == "1961"  # the day before: its year


def test_the_master_an_officer_serves_is_not_the_officer():
    letter = [
        "I take the liberty of writing to you as Steward to Sir Ralph Pellow touching the ground at Kelby."
    ]
    asked = "To which steward of the Pellow estate did Amos Brell write in 1771?"
    assert served_master_problem(asked, "Sir Ralph Pellow", letter)
    assert not served_master_problem(
        asked, "Mr Cobley", ["Mr Cobley, steward of the Pellow estate, replied."]
    )
    # a measure "of" a figure is no service: only offices held in a master's service are weighed
    assert not served_master_problem("What salary was Amos Brell given?", "£60", ["a salary of £60 a year"])


def test_a_headline_is_no_burial_place():
    asked = "Where was Amos Brell, the company's first chairman, buried?"
    assert headline_problem(
        asked, "DEATH OF MR AMOS BRELL", ["We regret his death.", "DEATH OF MR AMOS BRELL"]
    )
    assert not headline_problem(asked, "St Anne's churchyard", ["He was buried in St Anne's churchyard."])
    heading = "What was the heading of the notice?"
    assert not headline_problem(heading, "DEATH OF MR AMOS BRELL", ["DEATH OF MR AMOS BRELL"])
    # capitals within a sentence are no headline
    assert not headline_problem(asked, "ST ANNE'S CHURCHYARD", ["He lies in ST ANNE'S CHURCHYARD, Dunby."])
