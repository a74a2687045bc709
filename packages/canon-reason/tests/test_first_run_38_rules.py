"""The three confident wrong answers of the first run of heldout127 to heldout129, on invented text.

"What is the name of ...?" asks a name, which a description in lower case is not; a firm asked for is not a
lone word for a body of any kind ("The Works include ..."); and the code of one item of a run, picked out by
an ordinal the question does not give ("the first account book (reference QX/1/1)"), is not the run's.
"""

from canon_reason.embedded._answer_type import bare_firm_problem, name_type_problem
from canon_reason.embedded._scope import one_of_run_code_problem


def test_what_is_the_name_of_asks_a_name():
    question = "What is the name of the carved stone figure the Quarndon Society bought in 1856?"
    assert name_type_problem(question, "carved figure nearly 6 feet high")
    assert name_type_problem(question, "the Brackwill Idol") == []
    assert name_type_problem("What is the height of the carved stone figure?", "nearly 6 feet") == []


def test_a_firm_is_not_a_lone_word_for_a_body():
    question = "Which firm built the Quarndon sea wall in 1902?"
    assert bare_firm_problem(question, "Works")
    assert bare_firm_problem(question, "the Company")
    assert bare_firm_problem(question, "Brackwill & Hurst") == []
    assert bare_firm_problem(question, "Quarndon Works") == []
    assert bare_firm_problem("What was built in 1902?", "Works") == []


def test_the_code_of_one_item_of_a_run_is_not_the_run_s():
    question = "Under what reference are the Quarndon trustees' account books catalogued?"
    cited = "Copied from the first account book (record office reference QX/1/1)."
    assert one_of_run_code_problem(question, "QX/1/1", cited)
    assert one_of_run_code_problem(question, "QX/1/1-9", "| QX/1/1-9 | Account books | 1790-1901 |") == []
    first = "Under what reference is the first account book of the Quarndon trustees catalogued?"
    assert one_of_run_code_problem(first, "QX/1/1", cited) == []
