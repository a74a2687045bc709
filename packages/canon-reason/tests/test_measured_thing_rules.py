"""A length read as "N long" measures the noun it stands after, which must be the asked thing.

"Dunby College burned in 1907; the library next to it, 31 metres long, was saved" gives the library's
length; a pronoun, a name, a description set beside a name and a word any thing may be called pass. A body
of people ("the Kell Band") has no length at all.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._measured_thing import measured_other_problem
from canon_reason.embedded._subject_kind import personal_subject_problem

COLLEGE = (
    "# Dunby College\n\n"
    "Dunby College was founded in 1850. It burned in 1907 and was built again in 1909; "
    "the library next to it, 31 metres long, was saved.\n"
)


def test_a_length_after_another_noun_is_that_nouns():
    assert measured_other_problem(
        "How long is Dunby College?", "31 metres", "the library next to it, 31 metres long, was"
    )
    assert measured_other_problem(
        "How long is Kell Mill?", "90 yards", "Water came by a leat about 90 yards long."
    )
    assert measured_other_problem(
        "How long is the Kell Institute?",
        "20 yards",
        "and the lecture hall, 20 yards long by 9 wide, was full",
    )
    assert measured_other_problem(
        "How long is Kell Park?", "700 metres", "The boundary wall is 3 metres high and 700 metres long."
    )


def test_a_pronoun_a_name_a_description_or_the_things_own_noun_pass():
    assert not measured_other_problem("How long is Kell Pier?", "900 feet", "It was 900 feet long.")
    assert not measured_other_problem(
        "How long is the Kell Canal?",
        "19 kilometres",
        "The canal runs north to Dunby and is 19 kilometres long.",
    )
    assert not measured_other_problem(
        "How long is the Cactus House?", "22 metres", "It is a tall, heated glasshouse 22 metres long."
    )
    assert not measured_other_problem(
        "How long is Wilbur?", "3 metres", "Wilbur, a grey seal, 3 metres long, came in 1990."
    )
    assert not measured_other_problem(
        "How long is the Kell Railway?", "40 miles", "The line is 40 miles long."
    )


def test_a_body_of_people_has_no_length():
    assert personal_subject_problem("How long is the Kell Band?")
    assert personal_subject_problem("How long is the Dunby Railway Company?")
    assert not personal_subject_problem("How long was the pier built by the Dunby Railway Company?")


def test_the_reasoner_abstains_on_the_colleges_length():
    corpus = Corpus.from_texts({"college.md": COLLEGE})
    assert judged(corpus, "How long is Dunby College?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "How long is the library next to Dunby College?"), "31 metres")
