"""A town for a rope, a closing's year from another deed, a note's year for the most, a span for a death."""

from canon_reason.embedded._answer_type import place_for_thing_problem
from canon_reason.embedded._event_subject import span_start_life_problem
from canon_reason.embedded._judge import instance_query
from canon_reason.embedded._stance import superlative_year_problem, yearless_day_problem


def test_a_town_named_after_in_is_no_rope():
    cited = ["The Hob Lane rope-works, which have made rope in Tarnby since 1790, closed in 1966."]
    assert place_for_thing_problem("Which last rope is made at Hob Lane?", "Tarnby", cited)
    assert not place_for_thing_problem("Which town is Hob Lane in?", "Tarnby", cited)
    assert not place_for_thing_problem(
        "Which rope is made at Hob Lane?", "Tarnby", ["The Tarnby rope won a medal."]
    )


def test_which_kind_is_read_past_a_word_of_order():
    assert instance_query("Which last rope is made at Hob Lane?", "Tarnby") == "Tarnby rope"


def test_a_year_of_another_deed_does_not_date_a_closing_given_by_day_alone():
    cited = (
        "The Hob Lane rope-works, which have made wire rope since 1841, closed their gates for the last time "
        "on Friday, 29th August, when the last shift clocked off."
    )
    asked = "When did the Hob Lane rope-works close for the last time?"
    assert yearless_day_problem(asked, "1841", cited)
    assert not yearless_day_problem(asked, "1841", "The works closed on Friday, 29th August 1841.")
    # the year from a dateline beside the sentence may be the closing's own
    assert not yearless_day_problem(asked, "1966", "From the Tarnby Courier, 2 September 1966. " + cited)


def test_a_year_named_in_a_note_is_not_the_year_of_the_most():
    asked = "When were the most hands employed at the works?"
    note = ["(4) The figure of hands for 1911 was given in the report as 312 in error; 231 is correct."]
    assert superlative_year_problem(asked, note)
    assert not superlative_year_problem(asked, ["The most hands, 402, were employed in 1913."])
    assert not superlative_year_problem("When were hands employed at the works?", note)


def test_a_year_a_practice_runs_from_is_no_death():
    cited = (
        "His son Amos Pettle was born at Kelby in 1849, was trained in his father's office and took it over "
        "on his death, practising as Pettle & Ware from 1891."
    )
    assert span_start_life_problem("In what year did Amos Pettle die?", "1891", cited)
    assert not span_start_life_problem(
        "In what year did Amos Pettle die?", "1891", "Amos Pettle died in 1891."
    )
