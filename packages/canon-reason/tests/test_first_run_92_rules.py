"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason.embedded._stance import later_use_problem


def test_a_decade_does_not_answer_the_year_asked():
    texts = {
        "report.md": (
            "# The Closing of the Toy Works, 1958\n\n"
            "Toy-making in Wellby goes back to the 1770s, when Jonas Pettle began making tin whistles in "
            "Cordwainer Row.\n"
        )
    }
    asked = "In {} did Jonas Pettle begin making tin whistles in Cordwainer Row?"
    assert value_in(texts, asked.format("what year"), judge=True) is None
    assert value_in(texts, asked.format("which decade"), judge=True) == "1770s"


def test_a_building_opened_is_not_the_arts_centre_it_became():
    asked = "When was the Old Press Arts Centre opened?"
    building = ["The building was begun in April 1821 and opened on 14 August 1823."]
    assert later_use_problem(asked, building)
    assert not later_use_problem(asked, ["The Old Press was opened as an arts centre in 1979."])
    assert not later_use_problem(asked, ["After its conversion the Centre was opened on 12 April 1979."])
    assert not later_use_problem("When was the Old Press opened?", building)
