"""The five confident wrong answers of the first run of heldout250 to heldout252, on invented text.

Hundreds written in words ("one hundred and ten feet") are one number, never a "ten feet" read out of
them, and a change's size is checked in words as in figures; a where-answer that only locates the place
named before it ("in the snug of the Plough Inn in the High Street") is no answer, and a preposition
opening a sentence ("Throughout the strike") is no name; a sum in words keeps the rate its text gives it
("nine shillings a week"); and a column named "(cu. ft)" measures in cubic feet, not in feet.
"""

from pipeline_judge import Passage, judged_in

from canon_reason._draft import Outcome
from canon_reason._text import answer_matches, words
from canon_reason.embedded._answer_form import completed, hundreds_in_figures
from canon_reason.embedded._answer_type import located_place_problem
from canon_reason.embedded._candidates import numbers
from canon_reason.embedded._entities import entity_spans
from canon_reason.embedded._question_frame import change_size_problem
from canon_reason.embedded._sentences import sentences_of


def test_hundreds_in_words_are_one_number():
    text = "The shaft is to be carried up to a height of one hundred and ten feet above ground."
    found = [m for m in numbers(text, tuple(words(text))) if m.unit == "feet"]
    assert [(m.text, m.number) for m in found] == [("one hundred and ten feet", 110)]
    assert hundreds_in_figures("two hundred and forty-five men") == "245 men"
    assert hundreds_in_figures("ten feet") is None
    assert answer_matches("one hundred and ten feet", "110 feet")
    assert not answer_matches("ten feet", "110 feet")


def test_a_total_height_in_words_is_no_change_of_height():
    asked = "By how many feet was the kiln chimney made taller in 1891?"
    total = "Resolved: that the chimney be carried up to a total height of one hundred and twenty feet."
    assert change_size_problem(asked, "one hundred and twenty feet", total)
    raised = "Resolved: that the chimney be raised by twenty feet."
    assert change_size_problem(asked, "twenty feet", raised) == []


def test_a_place_that_only_locates_the_one_named_before_it_is_no_answer():
    text = "The men met in the snug of the Plough Inn in the High Street throughout the strike."
    asked = "Where did the strikers meet during the strike?"
    assert located_place_problem(asked, "High Street", [text])
    assert located_place_problem(asked, "Plough Inn", [text]) == []
    born = "He was born at the Plough Inn in Hallowby."
    assert located_place_problem("Where was Amos Quint born?", "Hallowby", [born]) == []


def test_a_sum_in_words_keeps_its_rate():
    text = "My first wage was nine shillings a week, and I gave it all to my mother."
    end = text.index(" a week")
    asked = "What was his first wage?"
    assert completed(asked, "nine shillings", text, end) == "9s (nine shillings) a week"


def test_a_column_in_cubic_feet_is_no_length_in_feet():
    table = "| Year | Timber sawn (cu. ft) | Loads |\n|---|---|---|\n| 1905 | 212,400 | 4,248 |\n"
    (row,) = [s for s in sentences_of([Passage("yard.md", 0, len(table), table)]) if "1905" in s.text]
    at = next(i for i, w in enumerate(row.words) if w.text == "212")
    assert row.column_unit(at) == "cu. ft"
    assert answer_matches("18,250 cu. ft", "18,250 cubic feet")
    assert not answer_matches("18,250 ft", "18,250 cubic feet")


def test_a_length_in_hundreds_written_out_is_judged_as_its_figure():
    texts = {
        "spec.md": "# Specification for the Kiln Sheds, 1871\n\nThe long drying shed is to be one hundred "
        "and sixty-four feet (164 feet) long and twenty-two feet wide inside the walls.\n",
    }
    draft = judged_in(texts, "How long was the drying shed at the kiln sheds to be?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "164 feet")


def test_a_place_that_only_locates_the_meeting_place_is_not_passed():
    texts = {
        "strike.md": "# The Carters' Strike of 1908\n\nThroughout the strike the carters held their meetings "
        "in the back parlour of the Wheatsheaf in the High Street, by leave of the landlord.\n",
    }
    draft = judged_in(texts, "Where did the striking carters hold their meetings in 1908?")
    assert draft.outcome is not Outcome.ANSWERED, draft.answer


def test_a_preposition_opening_a_sentence_is_no_name():
    text = "Throughout the strike the carters met at the Wheatsheaf."
    assert [text[a:b] for a, b in entity_spans(text)] == ["Wheatsheaf"]
