"""A letter's heading, a note's opening verb, a newspaper's title and a thing built after its end are no
answers to where or how long."""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import newspaper_place_problem
from canon_reason.embedded._datelines import letter_heading_problem
from canon_reason.embedded._entities import entity_spans


def test_a_place_in_a_letter_s_heading_is_where_it_was_written():
    heading = "Mill Lane Works, Hapsford\n4th May 1866"
    asked = "According to the manager's letter, where did the fire of May 1866 begin?"
    assert letter_heading_problem(asked, "Hapsford", heading)
    assert not letter_heading_problem("From where was the manager's letter written?", "Hapsford", heading)
    told = "The fire began in the packing room at Hapsford, as the watchman saw."
    assert not letter_heading_problem(asked, "Hapsford", told)


def test_a_note_s_opening_verb_is_no_name():
    note = "Died 9 June 1902 at his house, Elm Bank, Pottersby, and was buried at Crale."
    named = [note[a:b] for a, b in entity_spans(note)]
    assert "Died" not in named
    assert any("Pottersby" in n for n in named)


def test_a_newspaper_s_title_is_no_birthplace():
    note = "The older dictionary followed his obituary in the *Hapsford Gazette*; the register corrects it."
    asked = "Where was the architect of the Mill Lane Works born?"
    assert newspaper_place_problem(asked, "Hapsford Gazette", [note])
    assert not newspaper_place_problem(asked, "Hapsford", [note])
    assert not newspaper_place_problem("Which paper printed his obituary?", "Hapsford Gazette", [note])


SHED = {
    "output.md": (
        "# Yearly output, 1890–1899\n\n| Year | Pieces |\n|---|---|\n"
        "| 1893 | 4,100 |\n| 1894 | 3,200 |\n\n*Notes.*\n\n"
        "1. The fall in 1894 is owing to the destruction by fire of the Dye Shed in March of that year.\n"
    ),
    "fire.md": (
        "# Fire at the dye works\n\n"
        "Early on Saturday morning the watchman saw a glow in the windows of the Dye Shed.\n\n"
        "The new Dye Shed at Corve Row, built upon the old walls in 1895, was set to work in May.\n"
    ),
}


def test_a_thing_built_after_its_end_is_a_new_one():
    asked = (
        "How many years passed between the building of the Dye Shed at Corve Row and its destruction by fire?"
    )
    draft = judged_in(SHED, asked)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert "comes after" in draft.reason
