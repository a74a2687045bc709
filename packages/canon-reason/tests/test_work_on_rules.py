""" "Work on X" before a verb of beginning is the beginning of X itself, which a sentence need not call work.

"In what year was work on the Orrin pier begun?" is answered by "The Orrin pier, begun in the spring of
1880, was finished in 1884"; "Who did work on the pier?" still asks for the work.
"""

from pipeline_judge import ask_in, assert_answers

from canon_reason._draft import Outcome
from canon_reason.embedded._fact import read_fact

_PIER = {
    "pier.md": "# The Orrin Pier\n\nThe Orrin pier, begun in the spring of 1880 to the plans of Ada Wrenne, "
    "was finished in 1884.\n"
}


def test_work_on_a_thing_begun_is_the_thing_begun() -> None:
    assert "work" in read_fact("In what year was work on the Orrin pier begun?").soft_terms
    assert_answers(ask_in(_PIER, "In what year was work on the Orrin pier begun?"), "1880")


def test_work_as_a_verb_is_still_asked() -> None:
    assert "work" in read_fact("Who did work on the Orrin pier?").terms


def test_a_title_naming_the_owner_of_a_possessive_name_is_about_its_place() -> None:
    history = {
        "history.md": "# Orrin: A Short History of the Harbour\n\nThe harbour grew slowly. "
        "The new North Pier, begun in the spring of 1880 to the plans of Ada Wrenne, was finished in 1884.\n"
    }
    assert_answers(ask_in(history, "In what year was work on Orrin's North Pier begun?"), "1880")
    other = {
        "history.md": "# Pellby North Pier\n\nThe new North Pier, begun in the spring of 1880 "
        "to the plans of Ada Wrenne, was finished in 1884.\n"
    }
    draft = ask_in(other, "In what year was work on Orrin's North Pier begun?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
