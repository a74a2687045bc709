"""The four confident wrong answers of the first run of heldout175 to heldout177, on invented text.

A "shed" is no participle; "the Contractor" of a specification is no firm's name; "the number of dredgermen"
counts dredgermen; "what net registered tonnage" asks a tonnage; and a year under "To" in a holder's row dates
the end of the holder's term, not the event its note tells of.
"""

from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._figure_asked import defined_term_problem
from canon_reason.embedded._questions import QuestionKind, analyze_question


def test_a_shed_is_a_noun_not_a_participle():
    analysis = analyze_question("Which firm of builders put up the packing shed on the Quay in 1884?")
    assert analysis.kind is QuestionKind.SINGLE_FACT
    assert "shed" in analysis.fact.terms


def test_a_party_s_title_in_a_specification_is_no_name():
    cited = ["The Contractor is to erect upon the Quay a new shed, complete according to the drawings."]
    assert defined_term_problem("Contractor", cited)
    assert defined_term_problem("Brimsey & Sons", cited) == []
    named = ["The tender of Mr Ned Taylor was accepted, and Taylor began work at once."]
    assert defined_term_problem("Taylor", named) == []


def test_a_count_of_men_keeps_its_noun():
    question = "By how many did the number of dredgermen free of the fishery grow between 1821 and 1847?"
    assert counted_result(question, "48", ()) == "48 dredgermen"


def test_a_participle_before_a_measure_noun_modifies_it():
    fact = read_fact("What net registered tonnage entered Quarndon in 1874?")
    assert fact.answer_type is AnswerType.QUANTITY
    assert fact.head == "tonnage"
    assert read_fact("Which astronomer discovered the comet?").head == "astronomer"


_HEADER = "| Head keeper | From | To | Notes |\n|---|---|---|---|\n"
_ROW = "| Ned Skelwith | 1912 | 1938 | Retired on the sale of the Gardens to the council |"


def test_a_year_under_to_in_a_holder_s_row_dates_his_leaving():
    sale = "In which year: the sale of the Gardens to the council?"
    assert other_column_problem(sale, "1938", _ROW, _HEADER)
    left = "When did Ned Skelwith retire as head keeper?"
    assert other_column_problem(left, "1938", _ROW, _HEADER) == []
