"""Wordings of arithmetic questions and of the figures they compare.

Year-by-year lines under a caption that names both the thing and the asked measure are that thing's, even
under a title written in capitals; a measure restated in other units in brackets ("40 metres (131 feet)
high") is still the height, and a hedge in a later clause of its own ("and when finished it was said to
be ...") doubts nothing of it; a table row named for the thing and the year asked ("| Lune Bridge, 1850 |
...") gives the figure under the column naming what is asked, and the difference is given with the noun
"the count of carts" counts; the other side of a comparison named with its own kind ("than the barge B")
is asked as that kind; an interval's second event opens with its own subject, not with the first event's
verb; the later event of "how many years after A was built did it close" is A's; and a year a sentence
gives of a part of the thing ("the wing of the Dale Hall building ... opened in 1907") gives way to the
thing's own year in another sentence.
"""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import analyze_question

CORPUS = Corpus.from_texts(
    {
        "harbour-works.md": "# The Harbour Works\n\nThe Board rebuilt the quays between 1970 and 1975 at a "
        "cost of £4 million.\n\nBarges weighed through Kell Lock, recorded by the Board:\n1980: 2,100\n"
        "1990: 2,650\n2000: 1,940\n",
        "varn-tower.md": "# The Varn Tower\n\nThe Varn Tower, finished in 1931, is a brick water tower on "
        "the ridge. It is 40 metres (131 feet) high to its parapet, and when finished it was said to be the "
        "tallest tower in the county.\n",
        "varn-annexe.md": "# The Varn Annexe\n\nThe Varn Annexe, added in 1950, is a pump house 12 metres "
        "high.\n",
        "ferry-returns.md": "# Crossings of the Sound\n\nThe ferry Tollan carried 340 passengers on her "
        "busiest day in 1921.\n\nThe barge Merrow carried 120 passengers on the same day, and the ferry "
        "Anwen carried 95.\n",
        "brant-mill.md": "# Brant Mill\n\nBrant Mill was built in 1801 beside the weir. It closed in 1899 "
        "after the weir failed.\n",
        "weir-chapel.md": "# Weir Chapel\n\nWeir Chapel was built in 1850. It closed in 1920.\n",
    }
)


def test_a_caption_naming_the_thing_and_its_measure_gives_the_years_below_it() -> None:
    draft = judged(CORPUS, "How many more barges were weighed through Kell Lock in 1990 than in 1980?")
    assert_answers(draft, "550")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How tall is the Varn Tower, in metres?", "40 metres"),
        ("How much taller is the Varn Tower than the Varn Annexe, in metres?", "28 metres"),
    ],
)
def test_a_measure_restated_in_brackets_keeps_its_dimension(question: str, expected: str) -> None:
    assert_answers(judged(CORPUS, question), expected)


def test_the_other_side_is_asked_as_the_kind_it_is_named_with() -> None:
    question = "How many more passengers did the ferry Tollan carry than the barge Merrow?"
    assert [p.question for p in analyze_question(question).parts][1].count("barge Merrow") == 1
    assert_answers(judged(CORPUS, question), "220")


def test_a_row_named_for_the_thing_and_year_gives_the_cell_under_the_asked_column() -> None:
    counts = {
        "road-counts.md": "# Road Counts\n\nThe Trust counted the traffic over two bridges for one week "
        "in June.\n\n| Bridge and year | Walkers | Carts | Horses |\n|---|---|---|---|\n"
        "| Lune Bridge, 1850 | 6,200 | 910 | 1,400 |\n| Lune Bridge, 1890 | 8,100 | 1,650 | 1,100 |\n"
        "| Orme Bridge, 1890 | 3,050 | 420 | 600 |\n",
    }
    question = "By how many did the weekly count of carts over the Lune Bridge rise between 1850 and 1890?"
    assert_answers(judged(Corpus.from_texts(counts), question), "740 carts")


def test_the_later_event_of_an_interval_is_asked_of_the_earlier_events_subject() -> None:
    question = "How many years after Brant Mill was built did it close?"
    later = analyze_question(question).parts[1].fact
    assert "Brant Mill" in later.entities
    assert_answers(judged(CORPUS, question), "98 years")
    # a later event with a subject of its own keeps its pronoun for that subject
    own = analyze_question("How many years after Weir Chapel was built did Brant Mill lose its weir?")
    assert "Weir Chapel" not in own.parts[1].fact.entities


def test_a_hedge_in_the_figures_own_clause_still_doubts_it() -> None:
    texts = {"mast.md": "# The Penn Mast\n\nThe Penn Mast is said to be 90 metres high.\n"}
    draft = judged(Corpus.from_texts(texts), "How tall is the Penn Mast, in metres?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_second_event_of_an_interval_opens_with_its_subject() -> None:
    question = "How many years after the small bell was hung in the west tower was the great bell hung there?"
    first, second = (p.fact for p in analyze_question(question).parts)
    assert "west" in " ".join(first.terms + first.entities).lower()
    assert "great" in second.terms


def test_a_year_given_of_a_part_of_the_thing_gives_way_to_the_things_own() -> None:
    texts = {
        "hall-timeline.md": "# Timeline of the Dale Hospital\n\n1850-04-01: Kell Infirmary opens with 20 "
        "beds.\n1880-05-02: Dale Hall building opened by the mayor.\n1907: North Wing opened.\n",
        "north-wing.md": "# The North Wing\n\nThe wing on the north side of the Dale Hall building was begun "
        "in 1905 and opened in 1907 with 30 beds.\n",
    }
    question = "How many years after the Kell Infirmary opened was the Dale Hall building opened?"
    assert_answers(judged(Corpus.from_texts(texts), question), "30 years")
