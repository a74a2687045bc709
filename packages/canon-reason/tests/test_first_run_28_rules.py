"""The confident wrong answers of the first run of heldout97 to heldout99, on invented text.

"With a separate paddock of 3 roods" is more land beside the ground, not its extent; "What was the boy paid?"
asks a sum; "The rise in 1889 and 1890 follows the installation" dates the installation by neither year;
"**QUILLON, Francis (1855–1918).** Younger son of Edmund." gives the son's years, not the father's; "He was
born in Carnock, in the year his father bought the mill" tells where the son was born; and "He paid a warm
tribute" pays no sum.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._question_frame import further_figure_problem
from canon_reason.embedded._scope import kin_life_problem
from canon_reason.embedded._year_clauses import other_life_problem, paired_year_problem


def test_a_separate_paddock_is_no_part_of_the_grounds_extent():
    cited = "The mill ground, by the lease, measured 2 acres 1 rood, with a separate paddock of 3 roods."
    question = "How large was the mill ground according to the lease?"
    assert further_figure_problem(question, "3 roods", cited)
    assert further_figure_problem(question, "2 acres 1 rood", cited) == []


def test_what_someone_was_paid_asks_a_sum():
    fact = read_fact("What was the mill boy Tom Haskew paid for the year to Michaelmas 1810?")
    assert (fact.answer_type, fact.unit_family) == (AnswerType.QUANTITY, "money")
    accounts = (
        "# Accounts, 1810\n\n| Item | Sum |\n|---|---|\n| Wages, mill boy (Tom Haskew), one year | £14 |\n"
    )
    draft = judged(
        Corpus.from_texts({"accounts.md": accounts}), "What was the mill boy Tom Haskew paid in 1810?"
    )
    assert draft.outcome is not Outcome.ANSWERED or "£14" in draft.answer, draft.answer


def test_two_years_given_together_date_no_event_alone():
    question = "When was the steam engine installed?"
    text = (
        "The rise in 1889 and 1890 follows the installation of the steam engine and a fourth pair of stones."
    )
    assert paired_year_problem(question, "1890", text)
    assert (
        paired_year_problem("When was the west range rebuilt?", "1832", "It was rebuilt in 1832 and 1833.")
        == []
    )
    assert paired_year_problem(question, "1906", "It was installed between 1902 and 1906.") == []


def test_a_sons_life_dates_are_not_his_fathers():
    entry = "**QUILLON, Francis (1855–1918).** Younger son of Edmund."
    assert other_life_problem("Edmund Quillon", "1918", entry)
    assert other_life_problem("Mr Francis Quillon", "1918", entry) == []
    assert other_life_problem("Edmund Quillon", "1889", "**QUILLON, Edmund (1821–1889).** Architect.") == []


def test_where_a_man_was_born_is_not_where_his_father_was():
    question = "Where was Tom Haskew's father born?"
    cited = "He was born in Carnock Row in 1851, the year his father, the late Mr Abel Haskew, took the mill."
    assert kin_life_problem(question, cited)
    assert kin_life_problem(question, "His father, Abel Haskew, was born at Felby in 1820.") == []
    assert kin_life_problem("Where was Tom Haskew born?", cited) == []


def test_a_tribute_paid_is_no_sum():
    report = (
        "# The jubilee dinner, 1911\n\nThe president spoke of the society's fifty years. He paid a warm "
        "tribute to the two Mr Quillons, father and son, who had served as secretary for fifty years.\n"
    )
    draft = judged(Corpus.from_texts({"jubilee.md": report}), "What dividend did the society pay in 1911?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
