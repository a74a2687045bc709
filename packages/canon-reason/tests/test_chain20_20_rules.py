"""Two-hop questions: where a hop ends, how an event's year is asked, and how the hops are read.

A clause describing the thing a chain goes through stops before the verb the question asks with ("Where was
the architect of the stand that was gutted in 1896 *born*?"); "its" in the event of an office held "when its
chapel burned" is the chapel the office's body owns; a fact asked "from the year" or "in the first year" of
an event is asked in that event's year; an event named by its noun ("the first chapel fire") is dated first.
A table row whose cells hold full stops ("Died.") is one record, and a list's title spanning all its years
names no holder. A date of an event that befell another thing ("the west range was burnt out") is vetoed,
and a chain's hop is then read again without it; a figure describing the name a sentence opens on is not
given to a place named after it.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._judge import _restated_date_problem
from canon_reason.embedded._questions import SLOT, QuestionKind, analyze_question, read_fact
from canon_reason.embedded._reasoner import _holders_queries


def _chain(question: str) -> tuple[str, str]:
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.hop_template is not None
    return analysis.parts[0].question, analysis.hop_template


# ------------------------------------------------------------------------------------------- where hops end


def test_a_clause_in_a_where_question_ends_before_its_closing_participle():
    hop, template = _chain("Where was the architect of the stand that was gutted in 1896 born?")
    assert hop == "Which stand was gutted in 1896?"
    assert template == f"Where was the architect of {SLOT} born?"


def test_a_participle_phrase_in_a_where_question_ends_before_its_closing_participle():
    hop, template = _chain("Where was the architect of the chapel dedicated in 1891 born?")
    assert hop == "Which chapel is dedicated in 1891?"
    assert template == f"Where was the architect of {SLOT} born?"


def test_a_clause_in_a_do_question_s_subject_ends_before_the_bare_verb():
    _, template = _chain("In what year did the keeper of the mill that stood by the river die?")
    assert template.endswith(" die?")


def test_a_clause_running_to_the_end_stays_whole_after_the_main_verb():
    hop, _ = _chain("Who was the architect of the stand that was gutted?")
    assert hop.startswith("Which stand")


# ---------------------------------------------------------------------------------------- an event's year


def test_its_in_the_event_of_an_office_held_is_the_thing_named_by_its_kind():
    hop, template = _chain("Who was keeper of the almshouse when its chapel was burnt out?")
    assert hop == "When was the almshouse's chapel burnt out?"
    assert template == f"Who was keeper of the almshouse in {SLOT}?"
    hop, _ = _chain("Who was keeper when its chapel was burnt out?")
    assert hop == "When was the chapel burnt out?"


def test_a_value_from_the_year_of_an_event_is_asked_in_that_year():
    hop, template = _chain("What weekly dole did each widow get from the year Tobit Vandry became keeper?")
    assert hop == "When did Tobit Vandry become keeper?"
    assert template == f"What weekly dole did each widow get in {SLOT}?"


def test_the_first_year_of_an_event_is_when_it_first_happened():
    hop, template = _chain("How many riders came in the first year the ferry operated to Quillbrook?")
    assert "first" in hop.split()
    assert template == f"How many riders came in {SLOT}?"


def test_a_thing_that_lost_something_is_asked_when_it_did():
    hop, _ = _chain("Who was keeper of the yard when the Brannoch shed first lost its roof to fire?")
    assert hop == "When did the Brannoch shed first lose its roof to fire?"


def test_the_year_of_an_event_named_by_its_noun_is_found_first():
    hop, template = _chain("How many burials were recorded in the year of the first chapel fire?")
    assert hop == "When was the first chapel fire?"
    assert template == f"How many burials were recorded in {SLOT}?"


YARD = Corpus.from_texts(
    {
        "yard.md": "# Ashwold burial ground\n\nThe first chapel fire broke out in 1903, when the roof of the "
        "little chapel fell in.\n",
        "returns.md": "# Returns of the Ashwold ground\n\nIn 1903 there were 412 burials recorded at "
        "Ashwold. In 1904 there were 377 burials recorded.\n",
    }
)


def test_a_figure_in_the_year_of_an_event_named_by_its_noun_is_read():
    draft = judged(YARD, "How many burials were recorded in the year of the first chapel fire?")
    assert_answers(draft, "412")


# ---------------------------------------------------------------------------------------------- the lists

_ROWS = (
    "\n\n*Compiled from the books.*\n\n| Keeper | Term of office | Notes |\n|---|---|---|\n"
    "| Rev. Edwy Tibbard | 1790–1820 | Died in office. |\n| Rev. Gadsby Morrell | 1820–1850 | Resigned. |\n"
    "| Mr Tobit Vandry | 1850–1890 | Retired. |\n"
)


def test_a_table_row_whose_cells_hold_full_stops_is_one_record():
    corpus = Corpus.from_texts({"keepers.md": "# Keepers of the Skelbeck Almshouse" + _ROWS})
    assert_answers(judged(corpus, "Who was keeper in 1831?"), "Gadsby Morrell")


def test_a_list_s_title_spanning_all_its_years_names_no_holder():
    corpus = Corpus.from_texts({"keepers.md": "# Keepers of Orlop's Almshouse, 1790–1890" + _ROWS})
    assert_answers(judged(corpus, "Who was keeper in 1831?"), "Gadsby Morrell")


# ------------------------------------------------------------------------------------------- the readings

ALMSHOUSE = Corpus.from_texts(
    {
        "fire.md": "# Fire at the Cressing Almshouse\n\nThe roof of the almshouse chapel fell in on Monday "
        "night. Older readers will remember that the almshouse suffered by fire in January 1831, and the "
        "west range was burnt out.\n",
        "history.md": "# A history of the Cressing Almshouse\n\nMisfortune struck again in February 1889, "
        "when the chapel was burned out on a winter's night.\n",
        "keepers.md": "# Keepers of the Cressing Almshouse" + _ROWS,
    }
)


def test_the_date_of_another_thing_s_fire_is_vetoed():
    draft = judged(ALMSHOUSE, "When was the chapel burnt out?")
    assert "January 1831" not in (draft.answer or "")


def test_a_chain_s_vetoed_hop_is_read_again_without_the_vetoed_date():
    draft = judged(ALMSHOUSE, "Who was keeper of the almshouse when its chapel was burnt out?")
    assert_answers(draft, "Tobit Vandry")


def test_a_figure_describing_the_opening_name_is_not_the_later_place_s():
    corpus = Corpus.from_texts(
        {
            "villages.md": "# Villages of the dale\n\nYarrowmere is a village of 410 people four miles up "
            "the dale from Ebbsfield.\n",
        }
    )
    assert judged(corpus, "How many people live in Ebbsfield?").outcome is Outcome.INSUFFICIENT_EVIDENCE


# ------------------------------------------------------------------------------- deeds and offices asked

WIMBURY = Corpus.from_texts(
    {
        "history.md": "# A history of the Wimbury burial ground\n\nThe ground was laid out in 1856. The "
        "ground was first enlarged in 1889, when land on its northern side was bought and walled.\n",
        "officers.md": "# Officers of the Wimbury Burial Board\n\n## Chairmen of the Board\n\n| Chairman "
        "| Term |\n|---|---|\n| Edwy Tolquist, draper | 1856–1870 |\n"
        "| Gadsby Sorrel, maltster | 1870–1894 |\n",
        "minutes.md": "# Minutes of the Wimbury Burial Board\n\nThe vicar chaired the meeting of 1860. The "
        "clerk chaired the meeting of 1861 in his absence. The mayor chaired the meeting of 1862.\n",
    }
)


def test_an_ordinal_before_a_deed_asks_no_office():
    assert_answers(judged(WIMBURY, "When was the ground first extended?"), "1889")


def test_who_chaired_a_board_in_a_year_is_read_from_its_list_of_chairmen():
    draft = judged(WIMBURY, "Who chaired the Wimbury Burial Board in the year the ground was first extended?")
    assert_answers(draft, "Gadsby Sorrel")


def test_who_chaired_a_board_in_a_year_looks_for_its_chairmen():
    queries = _holders_queries(read_fact("Who chaired the Wimbury Burial Board in 1880?"))
    assert queries[0].split()[-1] == "chairmen"


def test_a_date_a_row_states_twice_answers_where_one_cell_dates_the_event():
    corpus = Corpus.from_texts(
        {
            "clerks.md": "# Clerks of the Tolquist course\n\n| Clerk | Term of office | Notes |\n"
            "|---|---|---|\n"
            "| Edwy Sorrel | 1862–1888 | Farmer. Retired. |\n"
            "| Gadsby Wimbury | 1888–1919 | Auctioneer and land agent. Died in office, 1919. |\n",
        }
    )
    assert_answers(judged(corpus, "When did Gadsby Wimbury die?"), "1919")


def test_another_holders_row_stating_a_year_twice_dates_no_death_of_the_one_asked():
    row = "| Gadsby Wimbury | 1888–1919 | Auctioneer and land agent. Died in office, 1919. |"
    assert _restated_date_problem("In what year did Edwy Sorrel die?", "1919", row)
    assert not _restated_date_problem("In what year did Gadsby Wimbury die?", "1919", row)


def test_a_section_listing_another_office_on_a_page_of_the_asked_one_names_no_holder():
    corpus = Corpus.from_texts(
        {
            "clerks.md": "# Clerks of the Course at Tolquist\n\n| Clerk of the Course | Term of office |\n"
            "|---|---|\n| Edwy Sorrel | 1830–1861 |\n| Gadsby Wimbury | 1861–1888 |\n\n"
            "## Secretaries of the Company\n\nThe office of secretary, separate from that of clerk after "
            "1855, was held by:\n\n| Secretary | Term of office |\n|---|---|\n| Tobit Vandry | 1855–1890 |\n",
        }
    )
    assert_answers(judged(corpus, "Who was clerk of the course in 1863?"), "Gadsby Wimbury")
