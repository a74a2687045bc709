"""The seven confident wrong answers of the first run of heldout211 to heldout213, on invented text.

The firm a works quarrelled with is not the one it dealt with after; "Note" heads a line and names nothing;
one word of "the Quendal people" is cut from the firm's longer name; a row's "(the younger)" stays with the
name; a figure its sentence calls an error for another is no answer; two rows of one table are compared in
one column; and a heading naming the question's own works is not the firm asked.
"""

from fractions import Fraction

from canon_reason._retrieval import Hit
from canon_reason.embedded._answer_type import (
    editorial_word_problem,
    firm_subject_problem,
    trouble_party_problem,
)
from canon_reason.embedded._compose import Leaf, Solved
from canon_reason.embedded._fact import AnswerType
from canon_reason.embedded._namesakes import qualified_name
from canon_reason.embedded._question_frame import corrected_after_problem
from canon_reason.embedded._reasoner import _other_columns
from canon_reason.embedded._sentences import sentences_of
from canon_reason.embedded._short_names import short_name_problem, short_name_query


def test_the_party_of_a_quarrel_is_not_the_one_dealt_with_after_it():
    cited = ["In 1872 supplies were interrupted by the dispute with Garnick & Vane."]
    question = "Which firm did the works buy its clay from after the quarrel of 1872?"
    assert trouble_party_problem(question, "Garnick & Vane", cited)
    assert trouble_party_problem("Which firm did the works buy its clay from?", "Garnick & Vane", cited) == []


def test_an_editor_s_word_names_nothing():
    assert editorial_word_problem("Note")
    assert editorial_word_problem("Garnick & Vane") == []


def test_a_firm_s_first_word_is_cut_from_its_name():
    sentence = "When the Quendal people bought the place in 1919 we were all frightened."
    question = "Which company bought the Felby works in 1919?"
    assert short_name_query(AnswerType.ORGANIZATION, "Quendal", sentence, question) == "Quendal"
    assert short_name_problem("Quendal", ["The works were sold to Quendal Soaps Limited in 1919."])
    assert short_name_problem("Quendal", ["Quendal bought the works in 1919."]) is None
    assert short_name_query(AnswerType.ORGANIZATION, "Quendal", "It was sold to Quendal.", question) is None


def test_a_row_s_bracketed_qualifier_stays_with_the_name():
    row = "| Ozias Garnick (the younger) | 1808–1839 | Son of the above |"
    assert qualified_name("Ozias Garnick", row) == "Ozias Garnick the younger"
    assert qualified_name("Ozias Garnick", "| Ozias Garnick (the elder) | 1786–1808 |") is None


def test_a_figure_called_an_error_for_another_is_no_answer():
    cited = "A figure of 1,640 tons for 1889, printed in a booklet, is an error for 1,610."
    assert corrected_after_problem("How many tons were boiled in 1889?", "1,640 tons", cited, "")
    assert corrected_after_problem("How many tons were boiled in 1889?", "1,610 tons", cited, "") == []


def _row_operand(table: str, row: str, figure: str) -> Solved:
    hit = Hit(doc_id="t.md", chunk_id="t.md#0", start=0, end=len(table), text=table, score=1.0, title="t")
    sentence = next(s for s in sentences_of([hit]) if s.text.startswith(row))
    at = sentence.start + sentence.text.index(figure)
    leaf = Leaf("q", figure, (sentence,))
    return Solved(
        figure, figure, (leaf,), 0.5, Fraction(int(figure.replace(",", ""))), origin=("t.md", at, at + 4)
    )


def test_two_rows_are_compared_in_one_column():
    table = (
        "| Year | Hard | Soft | Total |\n|---|---|---|---|\n"
        "| 1820 | 240 | 72 | 312 |\n| 1870 | 1,190 | 270 | 1,460 |\n"
    )
    total_1870 = _row_operand(table, "| 1870", "1,460")
    assert _other_columns([total_1870, _row_operand(table, "| 1820", "240")])
    assert not _other_columns([total_1870, _row_operand(table, "| 1820", "312")])


def test_a_heading_naming_the_question_s_works_is_not_the_firm():
    question = "Which building firm won the contract to convert the old glove works into offices?"
    assert firm_subject_problem(question, "Former Glove Works")
    assert firm_subject_problem(question, "Dunsop & Platt") == []
