"""The three confident wrong answers of the first run of heldout127 to heldout129, on invented text.

"What is the name of ...?" asks a name, which a description in lower case is not; a firm asked for is not a
lone word for a body of any kind ("The Works comprise ..."); and the code of one item of a run, picked out by
an ordinal the question does not give ("the first minute book (catalogue reference QX/1/1)"), is not the
run's.
"""

from canon_reason.embedded._answer_type import bare_firm_problem, name_type_problem
from canon_reason.embedded._scope import one_of_run_code_problem


def test_what_is_the_name_of_asks_a_name():
    question = "What is the name of the fossil reptile the Quarndon Society bought in 1856?"
    assert name_type_problem(question, "marine reptile nearly 19 feet long")
    assert name_type_problem(question, "the Brackwill Saurian") == []
    assert name_type_problem("What is the length of the fossil reptile?", "nearly 19 feet") == []


def test_a_firm_is_not_a_lone_word_for_a_body():
    question = "Which firm took the contract for lengthening the Quarndon pier in 1902?"
    assert bare_firm_problem(question, "Works")
    assert bare_firm_problem(question, "the Company")
    assert bare_firm_problem(question, "Brackwill & Hurst") == []
    assert bare_firm_problem(question, "Quarndon Works") == []
    assert bare_firm_problem("What was carried out in 1902?", "Works") == []


def test_the_code_of_one_item_of_a_run_is_not_the_run_s():
    question = "Under what reference are the Quarndon commissioners' minute books catalogued?"
    cited = "Transcribed from the first minute book (catalogue reference QX/1/1)."
    assert one_of_run_code_problem(question, "QX/1/1", cited)
    assert one_of_run_code_problem(question, "QX/1/1-14", "| QX/1/1-14 | Minute books | 1785-1969 |") == []
    first = "Under what reference is the first minute book of the Quarndon commissioners catalogued?"
    assert one_of_run_code_problem(first, "QX/1/1", cited) == []
