"""The confident wrong answers of the first run of heldout100 to heldout102, on invented text.

The founder of a rival named in the clause that dates a question ("in the year its rival was founded") is
not the holder it asks for; a span is a measure of its own, which a length of fallen parapet does not give;
a toll board's row for a carriage "drawn by one horse" is not the toll for one drawn by six; and "the X
Pavilion, designed by Y, was opened" names the pavilion as no builder: "opened" is not the asked "built".
"""

from canon_reason.embedded._judge import _name_problems
from canon_reason.embedded._measures import asked_measure, stated_measure
from canon_reason.embedded._scope import counted_qualifier_problem
from canon_reason.embedded._tenure import dating_agent_problem


def test_the_doer_of_the_dating_event_is_not_the_holder_asked():
    question = "Who was physician to the Yarrowby dispensary in the year its Felby rival was founded?"
    cited = (
        "Felby had its own dispensary, founded in 1802 by Sir Amos Quillon, and the two were often rivals."
    )
    assert dating_agent_problem(question, "Sir Amos Quillon", cited)
    assert dating_agent_problem("Who founded the Felby dispensary?", "Sir Amos Quillon", cited) == []
    attended = "In 1802 the dispensary was attended by Dr Tom Haskew, its physician."
    assert dating_agent_problem(question, "Dr Tom Haskew", attended) == []


def test_a_span_is_its_own_measure():
    assert asked_measure("What was the clear span of the arch that cracked in the flood?") == "span"
    fallen = "The parapet over it had fallen into the river for a length of about 30 feet."
    assert stated_measure(fallen, "30 feet") == "length"
    assert stated_measure("The centre arch has a span of 52 feet.", "52 feet") == "span"


def test_a_row_for_another_count_is_not_the_asked_one():
    question = "What toll did the board fix for a coach drawn by six horses?"
    assert counted_qualifier_problem(question, "| Coach or chaise drawn by one horse | 3d |")
    assert counted_qualifier_problem(question, "| Coach drawn by six horses | 1s 6d |") == []
    assert (
        counted_qualifier_problem("What toll did the board fix for a coach?", "| Coach drawn by one horse |")
        == []
    )


def test_a_verb_past_the_asides_of_another_relation_leaves_the_name_an_object():
    question = "Which firm built the pavilion designed by Tom Haskew's son?"
    cited = (
        "The committee resolved to build in brick, and the Quillon Pavilion, designed by Mr Tom Haskew, was "
        "opened in June 1891."
    )
    assert _name_problems(question, "Quillon Pavilion", cited)
