"""A count read from a table must come from a table that says it counts the asked things.

"How many members did New Kell Mill have in 1851?" is not answered by a table of the workers each mill
paid: neither its header, its caption nor its title names members.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._columns import uncounted_table_problem

WORKERS = (
    "# Returns for the Kell Mills\n\n"
    "The table gives how many workers each mill paid.\n\n"
    "| Mill | 1838 | 1851 |\n|---|---|---|\n| Old Kell Mill | 120 | 140 |\n| New Kell Mill | 220 | 310 |\n"
)


def test_a_table_that_never_names_the_counted_noun_counts_something_else():
    row = "| New Kell Mill | 220 | 310 |"
    head = WORKERS[: WORKERS.find(row)]
    assert uncounted_table_problem("How many members did New Kell Mill have in 1851?", "310", row, head)
    assert not uncounted_table_problem("How many workers did New Kell Mill pay in 1851?", "310", row, head)
    assert not uncounted_table_problem("How many people worked at New Kell Mill in 1851?", "310", row, head)
    members = "# Club\n\n| Year | Membership |\n|---|---|\n"
    assert not uncounted_table_problem(
        "How many members did the club have in 1900?", "80", "| 1900 | 80 |", members
    )


def test_the_reasoner_abstains_on_members_from_a_table_of_workers():
    corpus = Corpus.from_texts({"returns.md": WORKERS})
    assert (
        judged(corpus, "How many members did New Kell Mill have in 1851?").outcome
        is Outcome.INSUFFICIENT_EVIDENCE
    )
    assert_answers(judged(corpus, "How many workers did New Kell Mill pay in 1851?"), "310")


def test_a_column_named_for_other_things_does_not_count_the_asked_ones():
    head = "| Year | Shops let | Rents |\n|---|---|---|\n"
    row = "| 1881 | 412 | £1,640 |"
    assert uncounted_table_problem("How many members did the Kell Company have in 1881?", "412", row, head)
    assert not uncounted_table_problem("How many shops did the Kell Company let in 1881?", "412", row, head)
    years = "| Mill | 1838 | 1851 |\n|---|---|---|\n"
    assert not uncounted_table_problem(
        "How many members did New Kell Mill have in 1851?", "310", "| New Kell Mill | 220 | 310 |", years
    )
