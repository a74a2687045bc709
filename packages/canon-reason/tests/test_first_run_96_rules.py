"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._figure_asked import bound_value_problem
from canon_reason.embedded._namesakes import confused_with_problem
from canon_reason.embedded._stance import kind_of_place_problem, other_body_founded_problem


def test_the_street_a_note_warns_against_is_not_the_inn():
    note = (
        '"The Millstone" is the inn in Millstone Row at which the Tenter Lane Friendly Club met; it should '
        "not be confused with the street."
    )
    asked = "Where did the Tenter Lane Friendly Club meet?"
    assert confused_with_problem(asked, "Millstone Row", note)
    assert not confused_with_problem(asked, "The Millstone", note)


def test_well_over_a_figure_is_a_bound():
    said = ["At its height it employed well over a hundred men."]
    assert bound_value_problem("hundred men", said)
    assert not bound_value_problem("112", ["In 1897 it employed 112 men."])


def test_a_club_s_founding_is_not_the_works():
    note = ["The inn at which the Workmen's Sick Club met from its foundation in 1848 until 1931."]
    assert other_body_founded_problem("In which year were the works founded?", note)
    assert not other_body_founded_problem("In which year was the Workmen's Sick Club founded?", note)
    assert not other_body_founded_problem(
        "In which year were the works founded?", ["The works were founded in 1784."]
    )


def test_a_year_a_passage_found_sets_aside_is_refused():
    texts = {
        "obituary.md": (
            "# Obituary of Mr Amos Brell, 1911\n\nThe Brell works were founded in 1786 by Mr Amos Brell.\n"
        ),
        "catalogue.md": (
            "# Catalogue of the Brell Papers\n\n"
            "The date of foundation of the Brell works is sometimes given as 1786, but the lease of the "
            "yard is of 1784.\n"
        ),
    }
    draft = ask_in(texts, "In what year were the Brell works founded?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value != "1786", draft


def test_the_town_a_maker_is_of_is_not_the_maker():
    letter = ["I have agreed with Ezra Penn, machine maker of Dewsby, for one of his machines."]
    asked = "From which machine maker did Abel Thorn agree to buy a machine?"
    assert kind_of_place_problem(asked, "Dewsby", letter)
    assert not kind_of_place_problem(asked, "Ezra Penn", letter)
