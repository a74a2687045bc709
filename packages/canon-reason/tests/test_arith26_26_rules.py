"""Arithmetic over a first and a second event a text dates in its own words.

"How many years passed between the first and the second fire at X?" is answered by "the fire of 1841" in
one document and "a second and far worse fire" dated in another, though neither says "the first fire"; a
text that never tells of a repeat dates no second fire.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._event_subject import ordinal_event_problem
from canon_reason.embedded._repeated_events import repeated_event_noun

HISTORY = (
    "# The Quillbrook Assembly Rooms: A History\n\n"
    "The Assembly Rooms were built by subscription in 1802 to the designs of Amos Vennicott. "
    "The roof and the card room were lost in the fire of 1841, and the rooms were repaired and reopened "
    "in the following year.\n\n"
    "On the night of 9 March 1877 a second and far worse fire left only the outer walls standing. "
    "The rooms were rebuilt to a new design by Walter Draycombe and opened again in 1880.\n"
)
REPORT = (
    "# Fire at the Quillbrook Assembly Rooms\n\n"
    "For the second time in their history the Assembly Rooms have been visited by fire. "
    "The chandeliers, which had survived the fire of 1841, were destroyed.\n"
)


def test_the_first_and_second_fire_are_read_from_the_text_s_own_ordinals():
    draft = judged(
        Corpus.from_texts({"history.md": HISTORY, "report.md": REPORT}),
        "How many years passed between the first and the second fire at the Assembly Rooms?",
    )
    assert_answers(draft, "36 years")


BOTH = (
    "# Papers of the Orrisford Ropery\n\n"
    "It was the second fire at the ropery, the tarring house having been burned in 1819; this one has left "
    "nothing standing but the walls.\n"
)
RETURNS = (
    "# Orrisford Ropery: Returns of Rope Made, 1860-1870\n\n"
    "*Note.* The ropery was destroyed by fire in June 1866, and no rope was made in that year.\n"
)


def test_two_fires_named_together_are_the_first_and_the_second():
    draft = judged(
        Corpus.from_texts({"papers.md": BOTH, "returns.md": RETURNS}),
        "How many years separated the two fires at the Orrisford Ropery?",
    )
    assert_answers(draft, "47 years")


UNREPEATED = (
    "# Tamsley Mill\n\n"
    "The corn mill at Tamsley was damaged in the fire of 1851. "
    "A barn at Plenderby Farm nearby was destroyed by fire in 1873.\n"
)


def test_two_dated_fires_the_text_never_calls_a_repeat_are_not_a_first_and_a_second():
    draft = judged(
        Corpus.from_texts({"mill.md": UNREPEATED}),
        "How many years passed between the first and second fires at Tamsley Mill?",
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_only_a_pair_of_one_event_noun_is_asked_as_a_repeat():
    both = "How many years passed between the first and second fires at the mill?"
    assert repeated_event_noun(both) == "fire"
    assert repeated_event_noun("How many years separated the mill's first fire from its second?") == "fire"
    assert repeated_event_noun("How many years separated the two floods at Saxmere?") == "flood"
    assert repeated_event_noun("How many years passed between the first fire and the rebuilding?") is None
    assert repeated_event_noun("How many years passed between the founding and the first fire?") is None


def test_an_ordinal_a_few_words_before_the_event_is_the_event_s_own():
    asked = "In which year: the second fire at the Wickhollow stand?"
    great = "The second great fire, in August 1896, gutted the stand."
    assert not ordinal_event_problem(asked, "1896", great)
    assert not ordinal_event_problem(asked, "1877", "On 9 March 1877 a second and far worse fire broke out.")
    parted = "It was the second time the stand had burned, the old one having burned in 1866."
    assert ordinal_event_problem(asked, "1866", parted)


TANNERY = (
    "# The Vennicott Tannery\n\n"
    "The tannery was founded in 1790 beside the river. "
    "The great fire of 1902 was far worse than that of 1871, and the beamhouse was never rebuilt.\n"
)
SCHOOLS = (
    "# The Saxmere Schools\n\n"
    "On the night of 4 May 1861 the workshops range caught fire and the shops were burnt out. "
    "The second and far worse fire came in March 1888, when the chapel was destroyed.\n"
)


def test_a_fire_set_against_an_earlier_one_dates_both():
    draft = judged(
        Corpus.from_texts({"tannery.md": TANNERY}),
        "How many years passed between the first fire at the tannery and the second?",
    )
    assert_answers(draft, "31 years")


def test_a_fire_that_came_in_a_year_is_dated_by_it():
    draft = judged(
        Corpus.from_texts({"schools.md": SCHOOLS}),
        "How many years separated the two fires at the Saxmere Schools?",
    )
    assert_answers(draft, "27 years")
