"""Readings of facts stated in other words than the question's, over invented text.

A list of commanders in a table with a column of ranks is a line of holders, and "who followed A in command
of the corps" steps along it.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

DOCUMENTS = {
    "officers.md": "# Officers and Staff, Varrick Volunteers\n\n"
    "*From the regimental records. Ranks are those held on leaving the post.*\n\n"
    "## Officers commanding the 2nd Varrick Rifle Volunteer Corps\n\n"
    "| Name | Rank | From | To |\n|---|---|---|---|\n"
    "| Amos Oddington | Captain | 1860 | 1871 |\n| Silas Thorlby | Major | 1871 | 1885 |\n"
    "| Jonah Cuddesby | Lieutenant-Colonel | 1885 | 1899 |\n"
    "| Luke Wolvey | Lieutenant-Colonel | 1899 | 1908 |\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_step_in_command_of_a_body_is_read_from_a_list_with_a_rank_column():
    question = "Who followed Silas Thorlby in command of the rifle volunteer corps?"
    assert_answers(judged(CORPUS, question), "Jonah Cuddesby")


def test_a_step_back_in_command_of_a_body_is_read_from_the_same_list():
    question = "Who preceded Luke Wolvey in command of the rifle volunteer corps?"
    assert_answers(judged(CORPUS, question), "Jonah Cuddesby")
