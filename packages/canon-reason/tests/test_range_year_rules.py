"""A death ends a range of years, never opens one: ``range_start_problem``.

"| Ada Roe | 1950-1972 |" or "Ada Roe (1910–1931)" gives no death in 1950 or 1910; the range's last
year, or a year the text gives apart from a range, may be one.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import range_start_problem

ASKED = "In what year did Ada Roe die?"


def test_the_first_year_of_a_range_is_no_death():
    assert range_start_problem(ASKED, "1950", ["| Ada Roe | 1950-1972 |"])
    assert range_start_problem(ASKED, "1910", ["Ada Roe (1910–1931) kept the inn."])


def test_a_ranges_last_year_or_a_year_apart_passes():
    assert not range_start_problem(ASKED, "1931", ["Ada Roe (1910–1931) kept the inn."])
    assert not range_start_problem(ASKED, "1950", ["Ada Roe died in 1950; the inn was sold 1950-1951."])
    assert not range_start_problem("When did Ada Roe take office?", "1950", ["| Ada Roe | 1950-1972 |"])


def test_the_reasoner_abstains_on_a_terms_first_year_for_a_death():
    wardens = "The Wardens were Eli Penn (1930–1950), Ada Roe (1950–1972) and Tom Hale (1972–1990)."
    text = f"# Dunby Hall\n\n{wardens}\n"
    corpus = Corpus.from_texts({"wardens.md": text})
    assert judged(corpus, ASKED).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_year_ending_one_term_and_opening_the_next_is_no_death():
    listed = ["Wardens: Ada Roe (1974-1998), Tobin Quarle (1998-2013) and Kit Vane since 2013."]
    assert range_start_problem("In what year did Ada Roe die?", "1998", listed)
    assert not range_start_problem(
        "In what year did Ada Roe die?", "1998", ["Ada Roe (1921-1998) kept the inn."]
    )
