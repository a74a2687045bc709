"""A heading holding the asked name is no place, one who stood in for an absent holder is not the holder, a
namesake's entry does not answer a name given bare, an office is no firm, and a passive verb's "by" names the
doer when another reading is vetoed."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._answer_type import asked_name_in_place_problem, bare_firm_problem
from canon_reason.embedded._namesakes import bare_for_qualified_problem
from canon_reason.embedded._stand_ins import deputy_problem


def test_a_heading_holding_the_asked_name_is_no_place_of_death():
    asked = "Where did Amos Trickett die?"
    assert asked_name_in_place_problem(asked, "Death of Mr Amos Trickett")
    assert not asked_name_in_place_problem(asked, "Holly Bank, Corve")
    assert not asked_name_in_place_problem("Who wrote the obituary?", "Death of Mr Amos Trickett")


def test_one_who_stood_in_for_an_absent_chairman_is_not_the_chairman():
    report = (
        "The chairman of the company being abroad upon business, the directors were represented by Mr Hugh "
        "Pell, who read a letter from the chairman."
    )
    asked = "Who was chairman of the company in 1921?"
    assert deputy_problem(asked, "Mr Hugh Pell", report)
    present = "The directors were represented by the chairman, Mr Hugh Pell, who unveiled the tablet."
    assert not deputy_problem(asked, "Mr Hugh Pell", present)


def test_a_namesake_s_entry_does_not_answer_a_name_given_bare():
    entry = "**TULL, Amos, the younger** (1850–1919). Builder, of Corve; son of the above."
    assert bare_for_qualified_problem("In what year did Mr Amos Tull die?", entry)
    assert not bare_for_qualified_problem("In what year did Amos Tull the younger die?", entry)
    assert not bare_for_qualified_problem("In what year did Mr Amos Tull die?", "Amos Tull died in 1891.")


def test_an_office_is_no_firm():
    assert bare_firm_problem("Which London firm bought the department in 1931?", "Secretary")
    assert not bare_firm_problem("Which London firm bought the department in 1931?", "Hallam & Pryce")


MEMORIAL = {
    "memorial.md": (
        "# The war memorial, 1921\n\n"
        "On 9th July 1921 a memorial to the men of the company who fell in the Great War was unveiled at the "
        "Corve Works by the Mayor, Alderman Hector Pell, in the presence of the workpeople.\n"
    ),
}


def test_the_name_after_a_passive_verb_s_by_is_taken_once_another_reading_is_vetoed():
    draft = judged_in(MEMORIAL, "Who unveiled the war memorial at the Corve Works in July 1921?")
    assert_answers(draft, "Hector Pell")
