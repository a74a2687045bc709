"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_reason.embedded._lexicon import key
from canon_reason.embedded._spans import section_of_other_office
from canon_reason.embedded._stance import other_part_measure_problem


def test_a_row_under_another_office_s_heading_holds_no_one_asked():
    def keys(text: str) -> frozenset[str]:
        return frozenset(key(w) for w in text.split())

    asked = keys("works manager")
    assert section_of_other_office(asked, keys("Senior partners of Brell & Co"))
    assert not section_of_other_office(asked, keys("Works Managers"))
    assert not section_of_other_office(asked, keys("Names and years"))
    assert not section_of_other_office(keys("chairman"), keys("Chairmen of the Company"))


def test_a_measure_of_another_part_is_not_the_asked_part_s():
    tender = [
        "The engine will have cylinders of 20 inches and 40 inches diameter, and a flywheel 24 feet in "
        "diameter."
    ]
    asked = "What was the diameter of the flywheel in the 1900 tender?"
    assert other_part_measure_problem(asked, "40 inches", tender)
    assert not other_part_measure_problem(asked, "24 feet", tender)
    assert not other_part_measure_problem("What was the diameter of the cylinders?", "40 inches", tender)
