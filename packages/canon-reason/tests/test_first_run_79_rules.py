"""The six confident wrong answers of the first run of heldout253 to heldout255, on invented text.

A count in words may be a time of day ("shortly after eleven o'clock"); a figure a text says a thing was
changed to is not what it was at first; a "which inn" answer is never a company; whom a shed was built for
did not build it; an architect a sentence gives for one named building did not design another; and a count
that is the first of a pair ("four and five generations") is no count of its own.
"""

from canon_reason.embedded._figure_asked import built_for_problem, clock_time_problem
from canon_reason.embedded._judge import _count_problem, _instance_problem
from canon_reason.embedded._named_maker import designed_other_problem
from canon_reason.embedded._question_frame import changed_to_problem


def test_a_count_in_words_may_be_a_time_of_day():
    fire = "The fire broke out shortly after eleven o'clock in the old bleach house."
    assert clock_time_problem("eleven", fire)
    hands = "The bleach house employed eleven hands in 1851."
    assert clock_time_problem("eleven", hands) == []


def test_what_a_figure_was_changed_to_is_not_what_it_was_at_first():
    asked = "What was the nominal capital of the Orbey Tinplate Company when it was incorporated?"
    text = "Resolved that the capital of the Company be increased from £40,000 to £75,000 by new shares."
    assert changed_to_problem(asked, "£75,000", text)
    assert changed_to_problem(asked, "£40,000", text) == []
    later = "What was the nominal capital of the Orbey Tinplate Company in 1926?"
    assert changed_to_problem(later, "£75,000", text) == []


def test_a_which_inn_answer_is_never_a_company():
    asked = "In which inn did the striking tinmen meet in 1911?"
    assert _instance_problem(asked, "Orbey Tinplate Company")
    assert _instance_problem(asked, "Quarrier Arms") is None
    assert _instance_problem(asked, "Red Lion") is None


def test_whom_a_shed_was_built_for_did_not_build_it():
    text = "The museum occupies the Tinning Shed, built in 1861-62 for Pask & Orme to the designs of Ann Roe."
    asked = "Which firm of builders erected the Tinning Shed?"
    assert built_for_problem(asked, "Pask & Orme", text)
    built = "The Tinning Shed was built in 1861-62 by Pask & Orme for the Orbey Company."
    assert built_for_problem(asked, "Pask & Orme", built) == []
    assert built_for_problem("Whom was the Tinning Shed built for?", "Pask & Orme", text) == []


def test_an_architect_of_one_named_building_did_not_design_another():
    text = (
        "The flood of 1852 wrecked the Old Mill, but the partners repaired it, and later they were able to "
        "build the Tinning Shed to the designs of Mr Silas Venn."
    )
    assert designed_other_problem("Who was the architect of the Old Mill?", "Mr Silas Venn", text)
    assert designed_other_problem("Who was the architect of the Tinning Shed?", "Mr Silas Venn", text) == []


def test_the_first_count_of_a_pair_is_no_count_of_its_own():
    text = "Some families have worked at the Orbey works for four and five generations."
    asked = "How many people did the Orbey works employ in 1967?"
    assert _count_problem(asked, "four", text)
    staff = "The works employed four hundred people and five apprentices."
    assert _count_problem("How many apprentices did the works take?", "five", staff) == []
