"""The confident wrong answers of the first run of heldout91 to heldout93, on invented text.

A length written "in clear diameter" is a diameter, not the depth the same sentence gives later; the records
of another body are not the asked company's; a year of a chapel built "by the late Mrs Vellow" is no birth,
however the question describes her; a year under "From" in an office list bounds a term; what a speaker
reports of another thing ("The roller, he says, came from Pelbury") is not the speaker's own fact; a thing
found (or a building's foundations) is no founding; a phrase of the question's own words is no name; and an
entry headed "**QUILLON, Ann (1831–1902).**" is of Ann Quillon, whom its sentences describe without naming.
"""

from pipeline_judge import judged, judged_in

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._event_subject import found_not_founded_problem
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._measures import stated_measure
from canon_reason.embedded._namesakes import other_owner_problem
from canon_reason.embedded._question_frame import question_phrase_problem
from canon_reason.embedded._scope import speech_tag_problem
from canon_reason.embedded._tenure import agent_year_problem

SHAFT = (
    "The shaft shall be circular, 8 feet in clear diameter within the lining, and shall be carried down to a "
    "depth of 290 feet from the surface."
)


def test_a_length_in_clear_diameter_is_a_diameter():
    assert stated_measure(SHAFT, "8 feet") == "aperture"
    assert stated_measure("The well is 12 feet in diameter.", "12 feet") == "aperture"


def test_a_shafts_depth_is_not_read_from_its_diameter():
    draft = judged_in(
        {"spec.md": f"# The Quennock pit\n\n{SHAFT}\n"}, "To what depth was the Quennock pit shaft carried?"
    )
    assert "8 feet" not in draft.answer


def test_the_records_of_another_body_are_not_the_asked_ones():
    question = "Where are the records of the Quennock Tannery Company now kept?"
    other = "The records of the Pelbury Chapel trustees are held separately at the Record Office."
    assert other_owner_problem(question, other)
    assert other_owner_problem(question, "The records of the Company are kept at the Record Office.") == []
    assert other_owner_problem(question, "The records of the Quennock Tannery Company are at Felby.") == []


def test_a_year_of_a_thing_built_by_the_late_founder_is_no_birth():
    step = "When was Ann Vellow the elder, founder of the works, born or founded?"
    built = ["The chapel was built in 1802 by the late Mrs Ann Vellow, the founder of the works."]
    assert agent_year_problem(step, "1802", built)
    assert agent_year_problem(step, "1761", ["Mrs Ann Vellow was born at Felby in 1761."]) == []


TERMS = "## Groundsmen\n\n| Name | From | To |\n|---|---|---|\n"


def test_a_year_under_from_in_an_office_list_is_no_birth():
    row = "| Tom Haskew | 1852 | 1894 |"
    assert other_column_problem("When was Tom Haskew born or founded?", "1852", row, TERMS)
    assert other_column_problem("When did Tom Haskew become groundsman?", "1852", row, TERMS) == []


def test_an_age_is_not_counted_from_the_start_of_a_term():
    texts = {
        "officers.md": f"# Officers of the Yarrowby club\n\n{TERMS}| Tom Haskew | 1852 | 1894 |\n",
        "obituary.md": "# Obituary\n\nMr Tom Haskew, for forty years groundsman of the club, died in 1903.\n",
    }
    draft = judged_in(texts, "How old was Tom Haskew when he died?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_what_a_speaker_reports_of_another_thing_is_not_his_own_fact():
    reported = (
        "The roller, he says, came from the foundry at Pelbury in '59 and took four horses to bring her."
    )
    assert speech_tag_problem("Tom Haskew", "Pelbury", reported)
    assert speech_tag_problem("Tom Haskew", "Pelbury", "He came, he says, from Pelbury as a boy.") == []
    assert speech_tag_problem("Tom Haskew", "Pelbury", "Tom Haskew, he says, came from Pelbury.") == []


def test_a_groundsmans_village_is_not_read_from_what_he_said_of_a_roller():
    diary = (
        "# Diary\n\n**September 5th.** Tom Haskew tells me he has been on the ground eleven years. "
        "The roller, he says, came from the foundry at Pelbury in '59 and took four horses to bring her.\n"
    )
    draft = judged_in({"diary.md": diary}, "From which village did the groundsman Tom Haskew come?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_thing_found_is_no_founding():
    question = "In which year: the founding of the Yarrowby club?"
    piles = "The old piles found beneath the brook end, put in by Mr Quillon in 1890, had been found sound."
    assert found_not_founded_problem(question, piles)
    assert found_not_founded_problem(question, "The Yarrowby club was founded in 1784.") == []
    assert found_not_founded_problem(question, "A meeting was called in 1784 to found the club.") == []
    assert found_not_founded_problem("In which year was the pavilion built?", piles) == []
    assert key("foundations") != key("founded")


def test_a_phrase_of_the_questions_own_words_is_no_name():
    question = "With which star did Ann Vellow begin her record of variable stars?"
    assert question_phrase_problem(question, "record of variable stars tonight")
    assert question_phrase_problem(question, "Algol") == []
    assert question_phrase_problem("Which firm built the Felby mill?", "Felby Mill Company") == []


NOTES = (
    "# Biographical notes\n\n"
    "**QUILLON, Ann (1831–1902).** Architect. Born at Dunsop Fold, the daughter of Hugh Quillon, "
    "builder, who later moved to Felby. Articled in London.\n\n"
    "**STELLOW, Robert (d. 1880).** Cooper. Born at Carnock, the son of Amos Stellow.\n"
)


def test_an_entry_headed_surname_first_is_of_the_person_it_names():
    notes = Corpus.from_texts({"notes.md": NOTES})
    assert judged(notes, "Where was Ann Quillon born?").value == "Dunsop Fold"
    assert judged(notes, "Where was Robert Stellow born?").value == "Carnock"
