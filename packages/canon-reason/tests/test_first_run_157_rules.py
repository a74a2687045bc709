"""A side of a section for a length, a year of another deed for an event the text never tells, a sketch's
bare "Died" for a man it names on the way, a town after a comma for what is asked, and an inn of another
town."""

from canon_reason.embedded._figure_asked import section_for_length_problem
from canon_reason.embedded._mismatch import entry_life_problem
from canon_reason.embedded._namesakes import apposed_town_problem, comma_place_problem
from canon_reason.embedded._year_clauses import other_deed_year_problem


def test_a_side_of_a_section_is_not_the_length():
    told = "A culvert 2 feet by 3 feet internally, 60 yards long, to be laid from the mill to the river."
    assert section_for_length_problem("How long was the culvert to be?", "2 feet", [told])
    assert not section_for_length_problem("How long was the culvert to be?", "60 yards", [told])
    bare = "A culvert 2 feet by 3 feet internally, to be laid from the mill to the river."
    assert not section_for_length_problem("How wide was the culvert?", "2 feet", [bare])


def test_a_year_of_rebuilding_does_not_date_a_fire():
    row = "| 4 | Dye House, one storey, rebuilt 1891 | Brick, slate roof | £1,200 |"
    assert other_deed_year_problem("In which year: the fire in the Dye House?", "1891", row)
    assert not other_deed_year_problem("When was the Dye House rebuilt?", "1891", row)
    burnt = "| 4 | Dye House, burnt and rebuilt 1891 | Brick, slate roof | £1,200 |"
    assert not other_deed_year_problem("In which year: the fire in the Dye House?", "1891", burnt)


def test_a_bare_died_is_the_sketch_heading_s_man():
    before = (
        "**HOBB, Silas, the younger (1790–1851).** Son of the above. In 1830 he took into partnership Amos "
        "Wray, a brazier of Orby, and the firm traded as Hobb & Wray. "
    )
    died = "Died 4th May 1851."
    assert entry_life_problem("In what year did Amos Wray die?", died, before)
    assert not entry_life_problem("In what year did Silas Hobb the younger die?", died, before)
    assert not entry_life_problem("In what year did Amos Wray die?", "He died in 1851.", before)


def test_a_town_after_a_comma_is_not_a_firm():
    heading = "**THE TANNER STREET MILL, ORBY**"
    question = "Which firm of auctioneers offered the Tanner Street mill for sale?"
    assert apposed_town_problem(question, "ORBY", heading)
    assert not apposed_town_problem("Where was the Tanner Street mill?", "ORBY", heading)
    assert not apposed_town_problem(question, "Lodge", "Offered by Messrs Hale, Lodge and Pye.")


def test_an_inn_of_the_same_name_in_another_town():
    told = "The men met in the club room of the Three Keys, Marbury, by leave of the landlord, Mr Job Hale."
    question = "Who was landlord of the Three Keys at Wexcombe?"
    assert comma_place_problem(question, told)
    assert not comma_place_problem("Who was landlord of the Three Keys at Marbury?", told)
