"""The confident wrong answers of the first run of heldout112 to heldout114, on invented text.

A clerk is not read from a text that names no clerk; the last number of a catalogue reference with a part
number ("QX/1/4") is no figure; a line's label names the measure of its value however long the label is; a
length in miles in brackets after a place's name is the way to it; and a new card's sentences are its
person's, not those of someone named in the paragraph before.
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._figure_asked import code_number_problem
from canon_reason.embedded._measures import asked_measure, measure_problem, stated_measure
from canon_reason.embedded._scope import unstated_role_problem


def test_a_clerk_is_read_only_from_a_text_that_names_the_office():
    question = "Who was clerk to the Quendal trustees at their meeting of May 1801?"
    note = 'The minutes of the July meeting record that Mr Brimacre "has complied", and the matter closed.'
    assert unstated_role_problem(question, [note])
    assert unstated_role_problem(question, ["Ozias Harkspur, Clerk to the Trustees, attending."]) == []
    # a list of holders gives the term in place of the office its heading names
    assert unstated_role_problem(question, ["1794-1822: Ozias Harkspur"]) == []


def test_a_note_naming_another_man_at_another_meeting_gives_no_clerk():
    minutes = (
        "# Quendal Navigation: minutes of the trustees, May 1801\n\n"
        "Present: Mr Eldred Dunsop in the Chair; Mr Carnock. Ozias Harkspur, Clerk to the Trustees, "
        "attending.\n\n"
        "1. Resolved that Mr Brimacre be required to remove the planking from the weir within one month.\n\n"
        '*Note by the transcriber:* the minutes of the July meeting record that Mr Brimacre "has complied '
        'and the planking is removed", but the weir came back to the Trustees several times.\n'
    )
    question = "Who was clerk to the Quendal Navigation trustees at their meeting of May 1801?"
    draft = judged_in({"minutes-1801.md": minutes}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "Harkspur" in (draft.value or ""), draft.answer


def test_the_last_number_of_a_reference_with_a_part_number_is_no_figure():
    cited = (
        "QX/1/4 Conveyance, 24 November 1841: the mill, the pond and the meadows, in all 14 acres 2 roods."
    )
    assert code_number_problem("4", cited)
    assert code_number_problem("10", "Minute book, ref. PR/MAR/10, 1850-1861.")
    assert code_number_problem("14", cited) == []


def test_a_label_names_the_measure_of_its_value_however_long_it_is():
    line = "- Height of the front edge of the roof above the lowest step: 28 feet."
    assert stated_measure(line, "28 feet") == "height"
    assert asked_measure("How far did the roof of the Pelbury stand span without a front column?") == "span"
    question = "How far did the roof of the Pelbury stand span without a front column?"
    assert measure_problem(question, "28 feet", line)
    span = "- Clear span of the roof, from the rear stanchions to the front edge: 36 feet."
    assert measure_problem(question, "36 feet", span) is None


def test_miles_in_brackets_after_a_place_are_the_way_to_it():
    guide = "To **Kellby** (11 miles), where there is also a racecourse, with a Grand Stand of 1852."
    assert stated_measure(guide, "11 miles") == "distance"
    assert measure_problem("How high was the Grand Stand at Kellby?", "11 miles", guide)
    summit = "It climbs towards the summit of Felby Pike (2,614 m), stopping well short of it."
    assert stated_measure(summit, "2,614 m") is None


def test_a_card_s_birthplace_is_its_own_person_s():
    notes = (
        "# Notes on some persons of the Grinstow trade\n\n"
        "**DUNSOP, Eldred (1771-1840).** Hatter, of Beck Street. His shop employed a dozen journeymen. His "
        "great-niece married Ozias Pelbury in 1852.\n\n"
        "**MOSSFORD, Henry (1858-1931).** Engineer. Born at Carnock, the son of a shipwright, he was "
        "apprenticed at an engine works in that port and came to Grinstow in 1884.\n"
    )
    draft = judged_in({"notes.md": notes}, "Where was Ozias Pelbury, head of the firm from 1856, born?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert_answers(judged_in({"notes.md": notes}, "Where was Henry Mossford born?"), "Carnock")
