"""A table's row is a record of the section it stands in: a heading naming a thing names its rows' thing.

"| Horse and rider | 3d |" under "## Table of tolls on the Arden Bridge" gives the Arden Bridge's toll for
a horse and rider, though the title names tolls of two bridges and the row names neither; an old sum alone
in its cell ("3d") is read as money.
"""

from pipeline_judge import ask_in, assert_answers

from canon_reason._draft import Outcome

_TOLLS = {
    "tolls.md": "# Tolls and Receipts\n\n## Table of tolls on the Arden Bridge\n\nThe tolls fixed by the "
    "trustees in 1840 stood until the bridge was freed.\n\n| Traffic | Toll |\n|---|---|\n"
    "| Foot passenger | 1d |\n| Horse and rider | 3d |\n| Cart, one horse | 5d |\n\n"
    "## Receipts of the Mill Ford\n\nThe ford's keeper took about £40 a year.\n"
}


def test_a_row_under_a_heading_naming_the_thing_answers_for_it() -> None:
    question = "What toll did the Arden Bridge charge for a horse and rider?"
    assert_answers(ask_in(_TOLLS, question), "3d")


def test_a_row_is_not_read_for_a_thing_its_heading_does_not_name() -> None:
    draft = ask_in(_TOLLS, "What toll did the Mill Ford charge for a horse and rider?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
