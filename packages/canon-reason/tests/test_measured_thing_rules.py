"""A length read as "N long" measures the noun it stands after, which must be the asked thing.

"The college was rebuilt in 1921; the chapel beside it, 24 metres long, escaped" gives the chapel's
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
    "Dunby College was founded in 1850. It was gutted by fire in 1919 and rebuilt in 1921; "
    "the chapel beside it, 24 metres long, escaped the fire.\n"
)


def test_a_length_after_another_noun_is_that_nouns():
    assert measured_other_problem(
        "How long is Dunby College?", "24 metres", "the chapel beside it, 24 metres long, escaped the fire"
    )
    assert measured_other_problem(
        "How long is Kell Mill?", "300 yards", "It was fed by a goit some 300 yards long."
    )
    assert measured_other_problem(
        "How long is the Kell Library?", "18 yards", "and the reading room, 18 yards long by 8 wide, was full"
    )
    assert measured_other_problem(
        "How long is Kell Glen?", "610 metres", "The perimeter fence is 5.5 metres high and 610 metres long."
    )


def test_a_pronoun_a_name_a_description_or_the_things_own_noun_pass():
    assert not measured_other_problem("How long is Kell Pier?", "1,140 feet", "It was 1,140 feet long.")
    assert not measured_other_problem(
        "How long is the Kell Canal?",
        "23 kilometres",
        "The canal runs from Tibb to Dunby and is 23 kilometres long.",
    )
    assert not measured_other_problem(
        "How long is the Alpine House?", "30 metres", "It is a low, unheated glasshouse 30 metres long."
    )
    assert not measured_other_problem(
        "How long is Gideon?", "4.1 metres", "Gideon, a Nile crocodile, 4.1 metres long, arrived in 1988."
    )
    assert not measured_other_problem(
        "How long is the Kell Railway?", "86 kilometres", "The line is 86 kilometres long."
    )


def test_a_body_of_people_has_no_length():
    assert personal_subject_problem("How long is the Kell Band?")
    assert personal_subject_problem("How long is the Dunby Railway Company?")
    assert not personal_subject_problem("How long was the pier built by the Dunby Railway Company?")


def test_the_reasoner_abstains_on_the_colleges_length():
    corpus = Corpus.from_texts({"college.md": COLLEGE})
    assert judged(corpus, "How long is Dunby College?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "How long is the chapel beside Dunby College?"), "24 metres")
