"""Shillings left unsaid before the pence, later meetings for the first one, and the entry of "the son of the
above" for a man named bare."""

from canon_reason.embedded._answer_form import old_sum_in_figures
from canon_reason.embedded._lexicon import OLD_SUM
from canon_reason.embedded._namesakes import child_entry_problem
from canon_reason.embedded._tenure import later_for_first_problem


def test_shillings_left_unsaid_before_the_pence_are_read_whole():
    found = OLD_SUM.search("I had seven and sixpence a week to start.")
    assert found is not None and found.group() == "seven and sixpence"
    assert old_sum_in_figures("seven and sixpence") == "7s 6d (seven and sixpence)"
    assert old_sum_in_figures("four and six") is None


def test_future_meetings_are_not_the_first_meeting():
    minute = "Resolved that future meetings be held at the Company's office in Mitre Lane."
    asked = "Where did the directors hold their first meeting in July 1868?"
    assert later_for_first_problem(asked, minute)
    assert not later_for_first_problem(asked, "The first meeting was held at the Plough Inn.")
    assert not later_for_first_problem("Where were the directors' meetings held?", minute)


def test_the_son_s_entry_is_not_of_a_man_named_bare():
    entry = "Son of the above, born at Corve."
    assert child_entry_problem("Where was S. Tull born?", entry)
    assert not child_entry_problem("Where was S. Tull the younger born?", entry)
    assert not child_entry_problem("Where was S. Tull born?", "Born at Hapsford, the son of a mason.")
