"""Readings of a town board's records: a body set up or constituted, a burial called an interment, a
room's length given internally, a fire told by a dated report, and a chairman in the year of an enlarging.

A question that asks when a body was "set up" asks when it was founded, which "constituted" states; a burial
is an interment; "how long, inside" is answered only by a measure the text gives as internal; fire that
"struck" a building burned it; and a report that opens with its place and weekday ("TORVANE, Tuesday.")
tells news of its own date. A place extended was enlarged; and who chaired a body in a year is read from
its list of chairmen, which the office noun of "chaired" finds; an office held "when the X lost its roof"
is read in the year of that loss. In "Where was the architect of the chapel dedicated in 1891 born?" the
closing "born" is the question's own, not the chapel's. "Keeper of the park when *its* bandstand burned" asks
when the park's bandstand burned; the place a list of holders is titled for ("Keepers of the X") holds no
office, and a section listing another role ("Secretaries of the Club") gives no holder of the asked one.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import Hit
from canon_reason.embedded._sentences import sentences_of

DOCUMENTS = {
    "board.md": "# The Quillbrook Water Board\n\n"
    "The Quillbrook Water Board was constituted in 1871, with a surgeon as its chairman. "
    "It met monthly in the town hall.\n\n"
    "The Ostlebury Lighting Committee was established in 1884 by the vestry.\n",
    "cemetery.md": "# Wendlecote Cemetery\n\n"
    "The cemetery was laid out on the hill above the town. "
    "The first interment at Wendlecote Cemetery took place in 1862, a year after the walls were finished.\n",
    "report.md": "# Granary Burned\n\n*From the Torvane Gazette, Wednesday 9 October 1912.*\n\n"
    "TORVANE, Tuesday. — The Gellimoor granary on the quay has been badly damaged by fire for the second "
    "time in its history. The loss is put at several hundred pounds.\n",
    "mill.md": "# Brindlecott Mill\n\nThe Brindlecott Mill was burned in 1790 and rebuilt in stone.\n",
    "chapels.md": "# The chapels at Coldwick\n\n"
    "The Pennifold chapel shall measure 38 feet in length by 20 feet in breadth internally.\n\n"
    "The Emberlee chapel is 52 feet long and 24 feet wide, with a porch on the south side.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_body_set_up_is_founded_and_constituted_states_it():
    assert_answers(judged(CORPUS, "In what year was the Quillbrook Water Board set up?"), "1871")


def test_a_body_set_up_is_read_from_its_establishing():
    assert_answers(judged(CORPUS, "When was the Ostlebury Lighting Committee set up?"), "1884")


def test_a_body_constituted_was_founded():
    assert_answers(judged(CORPUS, "When was the Quillbrook Water Board founded?"), "1871")


def test_a_burial_is_an_interment():
    question = "In what year did the first burial take place at Wendlecote Cemetery?"
    assert_answers(judged(CORPUS, question), "1862")


def test_a_length_inside_is_read_from_an_internal_measure():
    assert_answers(judged(CORPUS, "How long, inside, was the Pennifold chapel to be?"), "38 feet")


def test_a_length_inside_is_not_read_from_a_measure_not_given_as_internal():
    draft = judged(CORPUS, "How long, inside, is the Emberlee chapel?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_fire_that_struck_a_building_burned_it():
    assert_answers(judged(CORPUS, "In what year did fire strike the Brindlecott Mill?"), "1790")


def test_a_report_opening_with_its_place_and_weekday_dates_its_news():
    question = "In what year did fire strike the Gellimoor granary for the second time?"
    assert_answers(judged(CORPUS, question), "1912")


PARK = Corpus.from_texts(
    {
        "history.md": "# Yelverham Park\n\n"
        "The park was laid out by the Yelverham Park Trust in 1871. "
        "The park was first enlarged in 1902, when the Cressingfold meadow was bought and fenced. "
        "The bandstand followed in 1896. The bandstand lost its roof to fire in 1905.\n",
        "minutes.md": "# Minutes of the Yelverham Park Trust, 1902\n\n"
        "The meeting of the Yelverham Park Trust was chaired by the vicar in the absence of its chair. "
        "The trustees chaired in turn the committees on the meadow, the bandstand and the lodge.\n",
        "officers.md": "# Officers of the Yelverham Park Trust\n\n"
        "*Compiled from the minute books. Dates are those of appointment and of leaving office.*\n\n"
        "## Chairmen of the Trust\n\n| Chairman | Term |\n|---|---|\n"
        "| Amos Ormsley, draper | 1871–1890 |\n| Jane Bramwith, schoolmistress | 1890–1911 |\n\n"
        "## Clerks\n\n| Clerk | Term |\n|---|---|\n| Ezra Halloway, solicitor | 1871–1911 |\n\n"
        "## Keepers\n\n| Keeper | Term |\n|---|---|\n| Silas Fenn | 1871–1900 |\n| Tom Gorse | 1900–1930 |\n",
    }
)


def test_a_place_extended_is_read_from_its_enlarging():
    assert_answers(judged(PARK, "When was the park first extended?"), "1902")


def test_who_chaired_a_body_in_a_year_is_read_from_its_list_of_chairmen():
    question = "Who chaired the Yelverham Park Trust in the year the park was first extended?"
    assert_answers(judged(PARK, question), "Jane Bramwith")


def test_an_office_held_when_a_thing_lost_something_is_asked_in_the_year_of_the_loss():
    question = "Who was keeper of the Yelverham Park Trust when the bandstand lost its roof to fire?"
    assert_answers(judged(PARK, question), "Tom Gorse")


CHAPELS = Corpus.from_texts(
    {
        "chapels.md": "# Chapels of Sarsden\n\n"
        "The Pennifold Chapel was dedicated in 1891 by the bishop. "
        "The Emberlee Chapel was dedicated in 1860.\n\n"
        "The architect of the Pennifold Chapel was Ezra Halloway, who also designed the market hall.\n",
        "people.md": "# Ezra Halloway\n\nEzra Halloway was born at Ostlebury in 1840 and trained there.\n",
    }
)


def test_a_participle_closing_a_where_was_question_is_the_question_s_own():
    question = "Where was the architect of the chapel dedicated in 1891 born?"
    assert_answers(judged(CHAPELS, question), "Ostlebury")


def test_a_participle_closing_a_where_was_question_ends_a_relative_clause_before_it():
    question = "Where was the architect of the chapel that was dedicated in 1891 born?"
    assert_answers(judged(CHAPELS, question), "Ostlebury")


def test_an_event_of_its_thing_in_a_when_clause_is_the_thing_the_office_is_of():
    question = "Who was keeper of the park when its bandstand lost its roof to fire?"
    assert_answers(judged(PARK, question), "Tom Gorse")


def test_the_owner_a_list_of_holders_is_titled_for_is_no_holder():
    corpus = Corpus.from_texts(
        {
            "keepers.md": "# Keepers of Bramwith Priory, 1871–1930\n\n"
            "The keepers were appointed by the trustees and lived in the gate lodge.\n",
        }
    )
    draft = judged(corpus, "Who was keeper of the priory in 1890?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_owner_a_list_of_holders_is_titled_for_with_its_article_is_no_holder():
    corpus = Corpus.from_texts(
        {
            "keepers.md": "# Keepers of the Bramwith Priory, 1871–1930\n\n"
            "The keepers were appointed by the trustees and lived in the gate lodge.\n",
        }
    )
    draft = judged(corpus, "Who was keeper of the priory in 1890?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


LIGHT = Corpus.from_texts(
    {
        "keepers.md": "# Keepers of the Cressingfold lighthouse\n\n"
        "Dates are those of appointment and of leaving office.\n\n"
        "| Keeper | Term | Notes |\n|---|---|---|\n"
        "| Silas Fenn | 1871–1900 | Died in office. Buried at Sarsden. |\n"
        "| Tom Gorse | 1900–1930 | Retired. |\n| Amos Ormsley | 1930–1951 | Retired. |\n",
    }
)


def test_a_full_stop_in_a_table_cell_ends_no_row():
    assert_answers(judged(LIGHT, "Who was keeper of the Cressingfold lighthouse in 1910?"), "Tom Gorse")


def test_who_held_the_office_of_a_role_asks_who_held_the_role():
    question = "Who held the office of keeper of the Cressingfold lighthouse in 1910?"
    assert_answers(judged(LIGHT, question), "Tom Gorse")


def test_rows_after_a_row_a_passage_boundary_cuts_inside_a_cell_keep_their_column_names():
    head = "| Keeper | Term | Notes |\n|---|---|---|\n| Silas Fenn | 1871–1900 | Died in office."
    rest = "Buried at Sarsden. |\n| Tom Gorse | 1900–1930 | Retired. |\n"
    passages = [
        Hit("keepers.md", "keepers.md#0", 0, len(head), head, 1.0, "Keepers"),
        Hit("keepers.md", "keepers.md#1", len(head) + 1, len(head) + 1 + len(rest), rest, 1.0, "Keepers"),
    ]
    gorse = next(s for s in sentences_of(passages) if "Tom Gorse" in s.text)
    assert gorse.column_names == ("Keeper", "Term", "Notes")


def test_a_section_listing_another_office_gives_no_holder_of_the_asked_one():
    corpus = Corpus.from_texts(
        {
            "clerks.md": "# Ormsley regatta clerks, 1850–1900\n\n"
            "| Clerk of the Regatta | Term of office |\n|---|---|\n| Amos Fenn | 1850–1861 |\n\n"
            "## Secretaries of the Club\n\n"
            "| Secretary | Term of office |\n|---|---|\n| Jane Bramwith | 1855–1890 |\n",
        }
    )
    draft = judged(corpus, "Who was clerk of the regatta in 1870?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
