"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._namesakes import elder_unnamed_problem
from canon_reason.embedded._question_frame import added_count_problem
from canon_reason.embedded._scope import identifier_problem
from canon_reason.embedded._stance import opening_hours_problem


def test_capital_brought_into_a_partnership_is_a_sum_of_money():
    fact = read_fact("What was the total capital brought into the Pettle & Rudd partnership in 1809?")
    assert (fact.answer_type, fact.unit_family) == (AnswerType.QUANTITY, "money")
    fact = read_fact("What was the capital subscribed by the partners?")
    assert (fact.answer_type, fact.unit_family) == (AnswerType.QUANTITY, "money")


def test_the_elder_s_years_without_a_name_may_be_another_family_s():
    asked = "In what year was Josiah Pettle the elder born?"
    assert elder_unnamed_problem(asked, "The elder (1812-1879) never served as Chairman.")
    assert not elder_unnamed_problem(asked, "The elder Pettle (1761-1824) built the yard.")
    assert not elder_unnamed_problem(asked, "Josiah Pettle (1761-1824) built the yard.")
    assert not elder_unnamed_problem(asked, "**PETTLE, Josiah, the elder (1731-1798).** Born at Wellby.")


def test_a_patent_number_is_no_count_of_people():
    assert identifier_problem("What was the patent number of the Wellby shearing machine?", "212 people")
    assert not identifier_problem("What was the number of hands at the works?", "212 people")


def test_a_count_added_to_another_is_not_the_whole():
    note = 'Note on the 1928 figure: "Diary gave 64; two more passed on 31st Dec. after the count."'
    assert added_count_problem("How many machines were passed in 1928?", "two", note)
    assert not added_count_problem("How many more machines were passed after the count in 1928?", "two", note)
    assert not added_count_problem("How many machines were passed in 1928?", "two", "Two more passed.")


def test_opening_hours_date_no_opening():
    asked = "When was the Shears Museum opened?"
    hours = ["the Shears Museum (open Tuesday to Saturday, 10 to 4), where a machine of 1928 may be seen"]
    assert opening_hours_problem(asked, hours)
    assert not opening_hours_problem(asked, ["The Shears Museum was opened in 1990 and is open daily."])
    assert not opening_hours_problem("When was the Shears Museum founded?", hours)
    declared = ["The Shears Museum was declared open on Saturday, 2 June 1990, by the Mayor."]
    assert not opening_hours_problem(asked, declared)


def test_an_engine_s_horse_power_is_given_with_its_words():
    report = "# The Orb Mill, 1853\n\nThe engine is a beam engine of 24 nominal horse power.\n"
    draft = ask_in({"report.md": report}, "What was the nominal horse power of the beam engine?")
    assert draft.outcome is Outcome.ANSWERED and draft.value == "24 nominal horse power", draft
