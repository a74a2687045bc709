"""The label of a numbered clause for where something was held, and whom a specification's work was for, for
who built it."""

from canon_reason.embedded._figure_asked import built_for_problem
from canon_reason.embedded._scope import clause_heading_problem


def test_the_label_of_a_numbered_clause_is_no_name():
    lot = "**LOT 3.** The warehouse of about 1 acre, bounded on the east by the canal."
    assert clause_heading_problem("LOT", lot)
    assert not clause_heading_problem("Canal Street", lot)


def test_whom_a_specification_says_the_work_was_for_did_not_build_it():
    spec = (
        "Specification of the works required in erecting a **Boiler House** at the Anchor Works, Mill Road, "
        "Eastcombe, for Messrs. R. & T. Pellow."
    )
    question = "Which firm built the boiler house at the Anchor Works in 1890?"
    assert built_for_problem(question, "R. & T. Pellow", spec)
    assert not built_for_problem(question, "R. & T. Pellow", "The boiler house was built by R. & T. Pellow.")
