"""Readings the judge refuses where a first run answered with confidence, and readings it keeps.

A height stated of one thing (the walls, "carried to a height of" a figure) is no height of another thing the
question asks about (a bellcote, a spire); the years beside a holder's name in a list of holders are a term,
not a life; an area in acres and roods is read whole; and "By what name do people know X?" is answered by the
name a sentence says X is known by, not by a name standing beside it. A subject's date stated after an aside
that describes it ("The first fairs on the Green, the open ground ..., were held in 1760") is the subject's.
"""

from pipeline_judge import ask_in, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._borrowed import ended_span_problem, term_row_problem
from canon_reason.embedded._measured_thing import measured_other_problem
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._tenure import operand_event_problem

DOCUMENTS = {
    "specification.md": "# Specification for the Orravale mission hall, 1872\n\n"
    "The walls are to be carried to a height of 21 feet from the floor to the wall plate. "
    "The porch shall be 9 feet wide.\n",
    "wardens.md": "# Wardens of the Ennerby Bridge Trust, 1820–1900\n\n"
    "| Warden | Term of office | Notes |\n|---|---|---|\n"
    "| Amos Pellingsworth | 1820–1851 | Miller of Ennerby. Retired. |\n"
    "| Reuben Gorrick | 1851–1877 | Son-in-law of the last. Died in office, 1877. |\n"
    "| Walter Tamsworth | 1877–1900 | Schoolmaster. Retired. |\n",
    "churchyard.md": "# Ennerby churchyard\n\nAmong the graves is that of Mr Reuben Gorrick, the warden "
    "of the bridge who died in office in 1877, and whose funeral was attended by the whole town.\n",
    "survey.md": "# The Gorrick glebe\n\nThe orchard behind the vicarage has an area of 3 acres 3 roods and "
    "is walled on two sides.\n",
    "belfry.md": "# The Ennerby belfry\n\nIn the turret of the old school hangs the little bell, cast "
    'in 1790 by Amos Gorrick of Orravale, which is known to every Ennerby child as "Slowcoach".\n',
    "green.md": "# Tamsworth Green\n\nThe first fairs on Tamsworth Green, the open ground that lies "
    "to the north of the village mill beside the brook, were held in 1760, when the miller and the "
    "parson acted as judges of the cattle. In 1771 the Tamsworth Horse Show was held for the first "
    "time, for a prize of £10 given by the squire.\n\nThe Tamsworth Fair Society was founded in 1801.\n",
    "drainage.md": "# The Orravale Drainage Board\n\nThe Orravale Drainage Board was constituted in 1862, "
    "with a miller as its first chairman. Under the Land Drainage Act the Board was dissolved in 1931, and "
    "its banks passed to the county.\n\n*Abstract of the accounts from the formation of the Board to 31st "
    "March 1866.* Audited and found correct, 14th May 1866.\n",
    "guild.md": "# The Quillet Guild\n\nThe charter of the Quillet Guild was lost for many years. It was "
    "found in 1899 behind a panel of the hall.\n",
    "lodge.md": "# The Hollinsay lodge\n\n"
    "The walls of both lodges shall be 14 feet high to the eaves. The clock turret over the gateway is "
    "30 feet high.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_height_stated_of_the_walls_is_no_height_of_a_bellcote():
    question = "How high is the bellcote of the mission hall at Orravale?"
    assert ask_in(DOCUMENTS, question).value == "21 feet"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    question = "How high is the spire over the gateway between the Hollinsay lodges?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_height_stated_of_the_asked_thing_is_kept():
    assert_answers(judged(CORPUS, "How high is the clock turret over the gateway at Hollinsay?"), "30 feet")


def test_the_measured_thing_is_the_subject_of_the_clause_a_figure_ends():
    carried = "The walls are to be carried to a height of about 21 feet from the floor."
    assert measured_other_problem("How high is the bellcote?", "21 feet", carried)
    walls = "The walls shall be 14 feet high."
    assert measured_other_problem("How tall is the spire over the arch?", "14 feet", walls)
    assert measured_other_problem("How wide is the nave?", "9 feet", "The porch shall be 9 feet wide.")
    assert not measured_other_problem("How high are the walls?", "21 feet", carried)
    rises = "The spire rises to a height of 60 feet."
    assert not measured_other_problem("How high is the spire?", "60 feet", rises)
    tower = "The tower is 38 metres tall."
    assert not measured_other_problem("How tall is the Tavistry light?", "38 metres", tower)
    assert not measured_other_problem("How high is Tavistry Mill?", "40 feet", "The walls are 40 feet high.")
    planned = "The new wall will be 7 feet in height."
    assert not measured_other_problem("How high was the new wall round the yard to be?", "7 feet", planned)


def test_the_years_beside_a_name_in_a_list_of_holders_are_no_life():
    question = "How old was Reuben Gorrick when he died in office?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_year_of_a_range_in_a_later_cell_of_a_row_is_no_birth():
    row = "| Reuben Gorrick | 1851–1877 | Son-in-law of the last. Retired. |"
    assert term_row_problem("When was Reuben Gorrick born?", "1851", row)
    assert term_row_problem("In which year did Reuben Gorrick die?", "1877", row)
    assert not term_row_problem("When was Reuben Gorrick appointed?", "1851", row)
    assert not term_row_problem("When was Reuben Gorrick born?", "1851", "| Reuben Gorrick | 1851–1877 |")
    stated = "| Reuben Gorrick | 1851–1877 | Died in office, 1877. |"
    assert not term_row_problem("In which year did Reuben Gorrick die?", "1877", stated)


def test_an_area_in_acres_and_roods_is_read_whole():
    assert_answers(judged(CORPUS, "What is the area of the orchard behind the vicarage?"), "3 acres 3 roods")


def test_a_name_given_after_known_as_answers_by_what_name_people_know_a_thing():
    question = "By what name do Ennerby people know the bell in the turret of the old school?"
    assert_answers(judged(CORPUS, question), "Slowcoach")


def test_a_date_after_an_aside_describing_the_subject_is_the_subjects():
    question = (
        "How many years passed between the first fairs on Tamsworth Green and the founding of the Tamsworth "
        "Fair Society?"
    )
    assert_answers(judged(CORPUS, question), "41 years")


def test_an_event_word_set_as_an_adjective_before_a_noun_dates_no_event():
    question = "How many years passed between the first fairs on the Green and the founding of the Society?"
    step = "In which year: the first fairs on the Green?"
    assert not operand_event_problem(
        question, step, "1760", ["The fairs, on the open ground, were held in 1760."]
    )
    assert operand_event_problem(question, step, "1760", ["The mill was opened in 1760."])
    assert operand_event_problem(
        question, step, "1760", ["It was the year of the opening of the mill, 1760."]
    )


def test_the_other_side_owned_by_a_name_is_asked_of_the_thing_owned():
    question = "How many more persons was the Orravale Hall designed to hold than Gorrick's theatre?"
    parts = [p.question for p in analyze_question(question).parts]
    assert parts == [
        "How many persons was the Orravale Hall designed to hold?",
        "How many persons was Gorrick's theatre designed to hold?",
    ]


def test_the_years_a_body_lasted_before_its_end_run_from_its_founding():
    question = "For how many years did the Orravale Drainage Board exist before it was dissolved?"
    parts = [p.question for p in analyze_question(question).parts]
    assert parts == [
        "When was the Orravale Drainage Board founded?",
        "When was the Orravale Drainage Board dissolved?",
    ]
    assert_answers(judged(CORPUS, question), "69 years")


def test_a_date_closing_a_span_from_an_event_dates_no_event():
    text = "Abstract of the accounts from the formation of the Board to 31st March 1866."
    assert ended_span_problem("When was the Board formed?", "1866", text)
    assert ended_span_problem("When was the Board formed?", "1866", "It met from its formation to 1866.")
    assert not ended_span_problem("When was the Board formed?", "1866", "It was formed in 1866.")


def test_the_month_alone_of_a_date_closing_a_span_dates_no_event():
    text = "Abstract of the accounts from the formation of the Board to 31st March 1866."
    assert ended_span_problem("When was the Board formed?", "March", text)
    assert not ended_span_problem("When was the Board formed?", "March", "The Board was formed in March.")


def test_a_clause_telling_how_a_document_was_made_does_not_give_it_the_closing_date():
    text = (
        "Abstract of the accounts from the formation of the Board to 31st March 1866, as audited and printed."
    )
    assert ended_span_problem("In what month of 1866 were the accounts audited?", "March", text)
    until = "She kept the lodge until 1866, when it was audited and closed."
    assert not ended_span_problem("In what year was the lodge audited?", "1866", until)


def test_a_body_constituted_was_founded():
    assert_answers(judged(CORPUS, "When was the Orravale Drainage Board founded?"), "1862")


def test_found_after_a_passive_is_the_past_of_find():
    question = "When was the Quillet Guild founded?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
