"""Readings of an archive's catalogue entry, a table of sessions and a list of officers the judge refuses.

An identifier asked is a code, never a name; a figure that is one end of a span of years counts nothing; a
name owning a thing its text names did no deed the text never tells; and the years of an office list's row
are a term, not a life.
"""

from pipeline_judge import ask_in, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._borrowed import term_row_problem
from canon_reason.embedded._event_subject import owner_only_problem
from canon_reason.embedded._scope import code_answer_problem
from canon_reason.embedded._year_clauses import year_span_figure_problem

DOCUMENTS = {
    "catalogue.md": "# Tarnby County Archives: catalogue entry\n\n**Reference:** TCA/Q/VENN\n"
    "**Title:** Venn family and Tarnby Mill papers\n**Dates:** 1851–1930\n\n"
    "**Administrative history:** Amos Venn took the lease of the mill in 1851; he was followed by his son "
    "Hugh. The papers were kept at the mill and later at Mrs Venn's house in Orchard Lane.\n\n"
    "**Related material:** The records of the Orlby Railway's goods department after 1901 are not held "
    "here.\n",
    "enrolments.md": "# Enrolments at the Orlby Art School\n\n"
    "Students enrolled in each class at the opening of the session.\n\n"
    "| Session | Weaving | Dyeing | Total |\n|---|---|---|---|\n"
    "| 1910–11 | 40 | 61 | 101 |\n| 1930–31 | 55 | 120 | 175 |\n",
    "officers.md": "# Officers of the Orlby Literary Society, 1840–1900\n\n## Librarians\n\n"
    "| Years | Librarian |\n|---|---|\n"
    "| 1840–1851 | Ruth Tamsin |\n| 1851–1879 | Silas Brann |\n| 1879–1900 | Edith Carle |\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_reference_asked_is_not_answered_by_a_name():
    question = "Under what reference do the Tarnby County Archives hold the Venn family papers?"
    # the reader offers only codes for it, and the judge refuses a name read on any other path
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_reference_asked_is_read_as_the_code_its_label_gives():
    assert_answers(judged(CORPUS, "What is the reference of the Venn family papers?"), "TCA/Q/VENN")


def test_an_identifier_is_a_code_with_a_digit_or_joined_capitals():
    assert code_answer_problem("Under what reference are the papers held?", "Miss Venn")
    assert code_answer_problem("What is the shelfmark of the Orlby psalter?", "Orlby")
    assert not code_answer_problem("Under what reference are the papers held?", "TCA/Q/VENN")
    assert not code_answer_problem("What is the catalogue number of the map?", "MS 1042")
    assert not code_answer_problem("What was the code name of the scheme?", "Operation Harrow")
    assert not code_answer_problem("Who holds the papers?", "Miss Venn")


def test_the_end_of_a_span_of_years_is_no_count():
    question = "How many students were enrolled in dyeing in the 1930–31 session?"
    assert_answers(judged(CORPUS, question), "120")


def test_a_figure_of_a_span_of_years_is_refused_for_a_count_but_not_for_a_year():
    row = "| 1930–31 | 55 | 120 | 175 |"
    assert year_span_figure_problem("How many students enrolled in 1930–31?", "31", row)
    assert year_span_figure_problem("How many tickets were sold?", "1,851", "in the 1850-1851 season")
    assert year_span_figure_problem("How many tickets were sold?", "51", "in the 1850/51 season")
    assert not year_span_figure_problem("How many students enrolled in 1930–31?", "120", row)
    assert not year_span_figure_problem("In what year did the session begin?", "1930", row)
    assert not year_span_figure_problem("How many were sold?", "31", "31 were sold in the 1930–31 season")


def test_the_owner_of_another_thing_did_not_do_the_deed_asked():
    question = "Which firm deposited the mill company's records at the Tarnby County Archives?"
    assert ask_in(DOCUMENTS, question).value == "Orlby Railway"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_an_owner_answers_only_where_its_text_tells_the_deed():
    text = "The records of the Orlby Railway's goods department are not held here."
    asked = "Which firm deposited the records?"
    assert owner_only_problem(asked, "Orlby Railway", text)
    assert not owner_only_problem(asked, "Orlby Railway", "The Orlby Railway's solicitors deposited them.")
    assert not owner_only_problem("Who was the owner of the office?", "Orlby Railway", text)


def test_the_years_of_an_office_list_s_row_date_no_birth():
    question = "In what year was Silas Brann, the Society's librarian from 1851, born?"
    assert ask_in(DOCUMENTS, question).value == "1879"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_term_in_a_row_s_first_cell_is_no_life():
    row = "| 1851–1879 | Silas Brann |"
    assert term_row_problem("In what year did Silas Brann die?", "1879", row)
    assert term_row_problem("When was Silas Brann born?", "1851", row)
    assert not term_row_problem("When was Silas Brann appointed librarian?", "1851", row)
    assert not term_row_problem("When was Silas Brann born?", "1851", "| Silas Brann | 1851–1879 |")


def test_a_building_and_a_theatre_named_with_an_adjective_after_it_are_neither_born_nor_die():
    texts = {
        "halls.md": "# The Orlby Halls\n\nThe Venn Building was given by Mrs Ada Venn (1820–1899), the widow "
        "of the founder. The Theatre Royal was leased to Tom Hale, who died in 1871.\n"
    }
    corpus = Corpus.from_texts(texts)
    for question in ("In what year did the Venn Building die?", "In what year did the Theatre Royal die?"):
        assert judged(corpus, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "In what year did Tom Hale die?"), "1871")
