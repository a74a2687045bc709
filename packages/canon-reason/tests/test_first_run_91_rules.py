"""Rules made for the confident wrong answer of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason._text import answer_matches
from canon_reason.embedded._stance import part_of_total_problem


def test_one_part_of_a_total_is_not_the_whole():
    note = "Of the total for 1890, 171 tons were rendered at Brackmoor and the rest at Tolgate."
    asked = "How many tons of tallow were rendered in 1890?"
    assert part_of_total_problem(asked, "171 tons", note)
    assert not part_of_total_problem(
        "How many tons of tallow were rendered at Brackmoor in 1890?", "171", note
    )
    rest = "In 1890, 171 tons were rendered at Brackmoor and the rest at Tolgate."
    assert part_of_total_problem(asked, "171", rest)
    assert not part_of_total_problem(asked, "482 tons", "In 1890 the company rendered 482 tons of tallow.")


def test_a_difference_asked_more_than_takes_the_larger_side_first():
    texts = {
        "returns.md": (
            "# Returns of the Pellow Tallow Works\n\n"
            "In 1888 the Pellow works rendered 301 tons of tallow. In 1890 the Pellow works rendered "
            "171 tons of tallow.\n"
        )
    }
    fewer = value_in(texts, "How many fewer tons of tallow did the Pellow works render in 1890 than in 1888?")
    assert fewer is not None and answer_matches(fewer, "130 tons"), fewer
    assert (
        value_in(texts, "How many more tons of tallow did the Pellow works render in 1890 than in 1888?")
        is None
    )
