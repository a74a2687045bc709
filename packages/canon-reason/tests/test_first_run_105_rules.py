"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._figure_asked import untold_marriage_problem
from canon_reason.embedded._question_frame import corrected_after_problem


def test_a_figure_the_next_sentence_calls_a_slip_is_no_answer():
    cited = "An earlier return gave the skates made in 1885 as 8,460 pairs."
    after = " That figure was a clerical transposition; the figure above is correct."
    asked = "How many pairs of skates were made in the 1885 season?"
    assert corrected_after_problem(asked, "8,460 pairs", cited, after)
    assert not corrected_after_problem(asked, "8,460 pairs", cited, " The return was sent in 1887.")


def test_a_marriage_must_be_told_of():
    row = ["| Edward Brell | 1862–1880 |"]
    asked = "In what year did Edward Brell, the works manager, marry?"
    assert untold_marriage_problem(asked, row)
    assert not untold_marriage_problem(asked, ["Edward Brell married Ann Pask at Dunby in 1862."])
    assert not untold_marriage_problem(asked, ["Brell, Edward (1831–1902); m. 1862, Ann Pask."])
    assert not untold_marriage_problem("In what year did Edward Brell become manager?", row)
