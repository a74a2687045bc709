"""Readings of an almshouse's history and a racecourse's story that the reader used to miss.

A person's style before the name ("the Rev.") does not part the name from the office apposed to it; a
sentence dated "in that year" is dated by the one year the sentences before it name; a figure of "Roe's
design" is Roe's, a design being no person; a section's heading names what its sentences are about, as a
title does; a table titled "Income and Expenditure of" a body is that body's, and its row of the asked year
is read in the column naming what is asked; "Minutes of the First General Meeting" gives the ordinal to the
meeting its opening sentence tells of, which "which inn or hotel" asks the hotel of; "lie" or "stand" only
places a thing when a place is asked; a description set off by commas after a subject does not part
the subject from the verb that resumes it; and a sentence listing an office's holders ("A (1912–1931), her
daughter B (1931–1958), and C (from 1958)") after one dating the office's first filling to its first
entry's year names the first holder.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._event_subject import possessed_subject_problem
from canon_reason.embedded._fact import offered_head, read_fact

DOCUMENTS = {
    "history.md": "# A History of Brastow's Almshouse\n\n"
    "The almshouse was built in 1790 by a mason of Wendlecombe. The first inmates were admitted in 1792 and "
    "the first chaplain, the Rev. Ebenezer Quillifant, read prayers in the hall each morning.\n",
    "course.md": "# Yelverdon Common and its races\n\n"
    "Until 1811 the crowd watched from wagons on the slope of the common. In that year a wooden stand was "
    "raised beside the winning post to the designs of Amos Thackaberry, a carpenter of Orvingham.\n",
    "minutes.md": "# Minutes of the Yelverdon Stand Committee, 1850\n\n"
    "The plans of Mr Obed Pennimore, architect, were laid on the table. Mr Pennimore's design provides for "
    "a stand of two storeys, a tea room beneath and 30 private boxes on the upper floor.\n",
    "school.md": "# A Short History of the Wendlecombe School\n\n"
    "## The move to Cadwallow Row\n\n"
    "By 1850 the old rooms were too small. The managers sold them and bought a plot on Cadwallow Row. "
    "The new school was designed by Amos Glasspool, and the foundation stone was laid in 1853.\n\n"
    "## The chapel\n\n"
    "The chapel was given by Ruth Ruddlestone. Its foundation stone was laid in 1861.\n",
    "income.md": "# Income and Expenditure of Brastow's Almshouse, 1850–1900\n\n"
    "*Abstracted from the annual accounts.*\n\n"
    "| Year | Rents (£) | Dividends (£) | Total income (£) | Total expenditure (£) |\n"
    "|---|---|---|---|---|\n"
    "| 1860 | 512 | 210 | 722 | 698 |\n| 1870 | 540 | 230 | 770 | 801 |\n",
    "first-meeting.md": "# Minutes of the First General Meeting of the Ruddlestone Rowing Club, 1860\n\n"
    "*Transcribed from the minute book of the Club.*\n\n"
    "At a meeting of the members held in the long room of the Merriweather Hotel, on Friday the 4th day of "
    "May 1860, at noon.\n\n"
    "Mr Amos Cadwallow was called to the chair, and was elected the first Captain of the Ruddlestone Rowing "
    "Club.\n",
    "estate.md": "# The Glasspool Estate\n\n"
    "The estate consisted of two farms: the farm called Merriweather Grange, in the parish of Cadwallow, "
    "and the sheep walk known as Ruddlestone Down.\n",
    "fair.md": "# Glasspool Down and its Races: A Short History\n\n"
    "Ponies have been bred in the district for centuries. The first races on Glasspool Down, the open "
    "sheep walk that rises to the north of the village of Cadwallow, were run in 1791, when two farmers of "
    "the parish, Mr Amos Merriweather and Mr Saul Ruddlestone, put up a silver cup for the winner.\n",
    "matrons.md": "# Officers of Brastow's Almshouse\n\n"
    "**Note on nurses.** A nurse was first appointed in 1905. The office has been held by Mrs Ruth "
    "Glasspool (1905–1921), her niece Miss Ada Glasspool (1921–1940), and Mrs Jane Cadwallow (from 1940).\n\n"
    "**Note on porters.** The office has been held by Mr Amos Ruddlestone (1880–1900), his son Mr Saul "
    "Ruddlestone (1900–1920), and Mr Obed Merriweather (from 1920).\n",
    "later.md": "# The Pennimore stand\n\n"
    "The old stand burned in 1840 and the new one was opened in 1842. In that year a second stand was "
    "raised on the far side to the designs of Saul Thackaberry.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_an_office_apposed_to_a_name_with_a_clerical_style_names_its_holder():
    question = "Who was the first chaplain of Brastow's Almshouse?"
    assert_answers(judged(CORPUS, question), "Ebenezer Quillifant")


def test_that_year_dates_a_sentence_by_the_one_year_told_before_it():
    question = "Who was the designer of the stand put up on Yelverdon Common in 1811?"
    assert_answers(judged(CORPUS, question), "Amos Thackaberry")


def test_that_year_after_two_years_dates_nothing():
    # the sentences before name 1840 and 1842: "that year" could be either, so neither is read from it
    question = "Who was the designer of the stand put up at Pennimore in 1840?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_figure_of_a_persons_design_is_his():
    question = "How many private boxes did Pennimore provide on the upper floor of his stand?"
    assert_answers(judged(CORPUS, question), "30")


def test_a_figure_of_a_persons_son_is_still_not_his():
    cited = "Obed Pennimore's son, Saul Pennimore, built 12 stands."
    assert possessed_subject_problem("How many stands did Obed Pennimore build?", "12", cited)
    cited = "Obed Pennimore's design gives 12 stands."
    assert not possessed_subject_problem("How many stands did Obed Pennimore design?", "12", cited)


def test_a_sections_heading_names_what_its_sentences_are_about():
    question = "In what year was the foundation stone of the new school in Cadwallow Row laid?"
    assert_answers(judged(CORPUS, question), "1853")


def test_another_sections_heading_does_not_name_the_entity():
    question = "In what year was the foundation stone of the chapel in Cadwallow Row laid?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_table_titled_for_a_bodys_figures_gives_the_asked_column_of_the_years_row():
    question = "What was the total income of Brastow's Almshouse in 1870?"
    assert_answers(judged(CORPUS, question), "770")
    assert_answers(judged(CORPUS, "What was the total expenditure of Brastow's Almshouse in 1860?"), "698")


def test_a_titles_ordinal_is_the_meeting_its_opening_sentence_tells_of():
    question = "At which inn or hotel did the Ruddlestone Rowing Club hold its first general meeting?"
    draft = judged(CORPUS, question)
    assert_answers(draft, "Merriweather Hotel")
    assert any(c.text.startswith("Minutes of the First General Meeting") for c in draft.citations)


def test_a_question_may_offer_a_second_kind_of_answer():
    assert offered_head("At which inn or hotel did they meet?", "inn") == "hotel"
    assert offered_head("Which firm or a partnership built it?", "firm") == "partnership"
    assert offered_head("Which inn did they meet at?", "inn") is None


def test_a_verb_of_lying_is_no_term_when_a_place_is_asked():
    assert "lie" in read_fact("In which parish did the farm of Merriweather Grange lie?").soft_terms
    assert "stood" in read_fact("Who stood for the seat in 1900?").terms
    question = "In which parish did the farm of Merriweather Grange lie?"
    assert_answers(judged(CORPUS, question), "Cadwallow")


def test_a_description_between_commas_does_not_part_a_subject_from_its_verb():
    question = "In what year were ponies first raced on Glasspool Down?"
    assert_answers(judged(CORPUS, question), "1791")


def test_a_line_of_holders_after_the_offices_first_filling_names_the_first_holder():
    assert_answers(judged(CORPUS, "Who was the almshouse's first nurse?"), "Ruth Glasspool")
    assert_answers(judged(CORPUS, "Who was the almshouse's second nurse?"), "Ada Glasspool")


def test_a_line_of_holders_alone_names_no_first_holder():
    # the porters' line may start anywhere in the office's history
    assert judged(CORPUS, "Who was the almshouse's first porter?").outcome is Outcome.INSUFFICIENT_EVIDENCE
