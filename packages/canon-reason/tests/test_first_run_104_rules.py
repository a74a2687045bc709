"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._judge import _type_problem, asked_type
from canon_reason.embedded._mismatch import span_end_problem
from canon_reason.embedded._question_frame import named_source_problem, planned_for_actual_problem


def _answered(question: str, value: str):
    managers = "Mr Amos Brell was Works Manager in 1903. Mr Amos Brell presided as chairman in 1950."
    texts = {"list.md": f"# Managers\n\n{managers}\n"}
    draft = ask_in(texts, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    return draft.model_copy(update={"value": value})


def test_a_clause_or_an_event_is_no_name():
    manager = _answered("Who was Works Manager in 1903?", "Amos Brell")
    assert _type_problem(manager) is None
    assert _type_problem(manager.model_copy(update={"value": "Harbour Store had its own superintendent"}))
    chairman = _answered("Which chairman presided over the company in 1950?", "Amos Brell")
    assert _type_problem(chairman) is None
    assert _type_problem(chairman.model_copy(update={"value": "Second World War"}))


def test_a_maiden_name_is_a_name():
    assert asked_type("What was the maiden name of the woman who opened the wing?") == "name"
    assert asked_type("What was the name of the ship?") is None  # a ship's name may open with "the"


def test_a_source_is_named_by_its_noun_not_its_year_alone():
    asked = "According to the 1837 specification, how high was the chimney to be carried up?"
    guide = "A plain brick range of 1837–38, with its chimney rising 96 ft above the river."
    assert named_source_problem(asked, guide, ["guidebook-1990.md"])
    spec = "The chimney shaft to be carried up to a height of 32 yards."
    assert not named_source_problem(asked, spec, ["specification-1837.md"])


def test_a_term_s_last_year_is_no_founding():
    row = "| Josiah Brell the elder | 1764–1798 | Founder; d. 1798 |"
    asked = "In which year: the founding of the business by Josiah Brell the elder?"
    assert span_end_problem(asked, "1798", row)
    assert not span_end_problem(asked, "1764", row)


def test_a_figure_a_plan_sets_is_not_what_was_done():
    spec = "Cooling tank. To be excavated to a depth of seven feet and lined with brick."
    asked = "To what depth was the cooling tank actually dug?"
    assert planned_for_actual_problem(asked, "seven feet", spec)
    assert not planned_for_actual_problem("To what depth was the tank to be dug?", "seven feet", spec)
    assert not planned_for_actual_problem(asked, "9 feet", "The tank was in the end dug to 9 feet.")
