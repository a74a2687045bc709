"""A table's row or a labelled line is a record of its section: a heading naming a thing names its thing.

"| Horse and rider | 3d |" under "## Table of tolls on the Arden Bridge" gives the Arden Bridge's toll for
a horse and rider, though the title names tolls of two bridges and the row names neither; an old sum alone
in its cell ("3d") is read as money. "**Deposited by:** Ann Roe" under "## HB/2 — Fenley Nursing Association"
says who deposited that association's records.
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


_CATALOGUE = {
    "catalogue.md": "# Record Office: Catalogue Entries\n\n## HB/1 — Fenley Cottage Hospital\n\n"
    "**Dates of creation:** 1870–1948\n**Deposited by:** the Fenley Hospital Committee, 1960\n\n"
    "## HB/2 — Fenley Nursing Association\n\n**Dates of creation:** 1890–1947\n**Extent:** 2 boxes\n"
    "**Deposited by:** Miss Ann Roe, formerly Honorary Secretary, 1951\n"
}


def test_a_labelled_line_under_a_heading_naming_the_thing_answers_for_it() -> None:
    question = "Who deposited the records of the Fenley Nursing Association in the record office?"
    assert_answers(ask_in(_CATALOGUE, question), "Miss Ann Roe")
