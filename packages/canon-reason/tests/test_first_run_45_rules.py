"""The four confident wrong answers of the first run of heldout154 to heldout156, on invented text.

A person's life event is not read from a sentence naming the person only as another's kin ("the son of the
late Mr Amos Penn"); a count of a deed ("How many volumes did the library lend?") is not read under a header
that gives the counted noun a word of its own ("Volumes in stock") when another header names the deed; a
text telling of "the new light" does not date the first one; and a building of an asked kind ("the lifeboat
house") is not another building the text names ("the Watch House").
"""

from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._compound_nouns import named_compound_problem
from canon_reason.embedded._event_subject import kin_of_named_problem
from canon_reason.embedded._tenure import new_for_first_problem


def test_a_birth_told_of_the_one_the_asked_person_is_named_the_kin_of_is_not_theirs():
    question = "When was Amos Penn born?"
    cited = "The deceased was born at Quendal in 1812, the only surviving son of the late Mr Amos Penn."
    assert kin_of_named_problem(question, "1812", cited)
    own = "Amos Penn was born at Quendal in 1790, the son of a millwright."
    assert kin_of_named_problem(question, "1790", own) == []
    assert kin_of_named_problem("When was the Quendal foundry built?", "1812", cited) == []


_ISSUES = (
    "# Stock and Issues of the Pelbury Free Library\n\n"
    "| Year | Volumes in stock | Lending issues | Reference issues |\n"
    "|---|---|---|---|\n"
    "| 1904 | 19,410 | 86,230 | 10,905 |\n"
)


def test_a_deed_counted_is_not_read_under_a_header_of_the_noun_held_otherwise():
    question = "How many volumes did the Pelbury Free Library lend for home reading in 1904?"
    row = "| 1904 | 19,410 | 86,230 | 10,905 |"
    before = _ISSUES[: _ISSUES.index(row)]
    assert other_column_problem(question, "19,410", row, before)
    assert other_column_problem(question, "86,230", row, before) == []
    held = "How many volumes did the Pelbury Free Library have in stock in 1904?"
    assert other_column_problem(held, "19,410", row, before) == []


def test_the_new_one_is_not_the_first():
    question = "In which year: the first lighting of the Garnick Head light?"
    assert new_for_first_problem(question, "The new light was first exhibited on 1 October 1858.")
    assert new_for_first_problem(question, "The light was first shown on 1 November 1791.") == []
    placed = "In what year was the first market held on the Quarton Road ground?"
    assert new_for_first_problem(placed, "The first market on the new ground was held on 3 May 1838.") == []


def test_a_building_of_the_asked_kind_is_not_another_named_one():
    question = "In what year was the lifeboat house at Brimsey built?"
    cited = (
        "The old Watch House above Skelwith, built in 1812, is not to be confused with the watch house at "
        "Brimsey."
    )
    assert named_compound_problem(question, cited)
    assert named_compound_problem(question, "The lifeboat house at Brimsey was built in 1866.") == []
    assert named_compound_problem(question, "The New House at Brimsey was built in 1866.") == []
