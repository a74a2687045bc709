"""A year asked by a strike, as by a fire; and a date written with "the 3rd day of"."""

from canon_reason._text import answer_matches, words
from canon_reason.embedded._candidates import dates
from canon_reason.embedded._decompose import _in_year_of


def test_the_year_of_the_turners_strike_is_asked_first():
    found = _in_year_of("How many hands were employed at the works in the year of the turners' strike?")
    assert found is not None
    event, then = found
    assert event.text == "When was the turners' strike?"
    assert then.startswith("How many hands were employed at the works in ")
    assert _in_year_of("How many hands were employed at the works in the year of the turners' wages?") is None


def test_the_third_day_of_may_is_a_date():
    text = "The Company had been incorporated on the 3rd day of May 1889, with a nominal capital of £20,000."
    assert [m.text for m in dates(text, words(text))] == ["3rd day of May 1889"]
    assert answer_matches("3rd day of May 1889", "3 May 1889")
    assert not answer_matches("3rd day of May 1889", "4 May 1889")
