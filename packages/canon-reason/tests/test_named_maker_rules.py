"""A designer answer must have designed the asked thing, and not stand beside another person called architect.

"The street frontage of the Kell Exchange was rebuilt to the designs of Ann Roe" says she designed the
frontage; "plans of the new works by Eli Penn" that he planned the works, not the school beside them.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._named_maker import (
    designed_other_problem,
    foundation_stone_problem,
    other_maker_problem,
    person_designed_problem,
)
from canon_reason.embedded._subject_kind import personal_subject_problem

OPENING = (
    "# The New Kell Baths\n\n"
    "The new Kell Baths were formally opened on 3 May 1931 by the Mayor, Alderman Mrs Ada Crane, who was "
    "handed a silver key by the architect, Mr Eli Penn, of Penn & Roe.\n"
)


def test_a_name_beside_another_role_is_not_the_architect_the_text_names():
    text = OPENING.splitlines()[-1]
    assert other_maker_problem("Who designed the New Kell Baths?", "Alderman Mrs Ada Crane", text)
    assert other_maker_problem("Who was the architect of the New Kell Baths?", "Ada Crane", text)
    assert not other_maker_problem("Who designed the New Kell Baths?", "Mr Eli Penn", text)
    assert not other_maker_problem("Who opened the New Kell Baths?", "Ada Crane", text)
    assert not other_maker_problem(
        "Who designed the Kell Baths?", "Ada Crane", "The baths were designed by Ada Crane in 1930."
    )


def test_the_reasoner_does_not_give_the_mayor_for_the_architect():
    corpus = Corpus.from_texts({"baths.md": OPENING})
    draft = judged(corpus, "Who designed the New Kell Baths?")
    assert "Crane" not in draft.answer
    if draft.outcome is Outcome.ANSWERED:
        assert_answers(draft, "Eli Penn")


def test_a_name_credited_with_another_things_design_did_not_design_the_asked_one():
    frontage = "The street frontage of the Kell Exchange was rebuilt in 1958 to the designs of Ann Roe."
    assert designed_other_problem("Who was the architect of the Kell Show?", "Ann Roe", frontage)
    plans = "letter books, 1858-1930; plans and elevations of the new works by E. Penn, 1870; school log book"
    assert designed_other_problem("Who designed the Kell School?", "E. Penn", plans)


def test_the_asked_things_own_design_a_pronoun_or_a_building_pass():
    assert not designed_other_problem(
        "Who designed the Kell Aqueduct?", "Eli Penn", "The aqueduct was designed by Eli Penn in 1795."
    )
    assert not designed_other_problem(
        "Who designed the Kell Baths?", "Eli Penn", "It was designed by Eli Penn."
    )
    assert not designed_other_problem(
        "Who was the architect of the Kell Baths?", "Eli Penn", "The building was designed by Eli Penn."
    )
    assert not designed_other_problem(
        "Who was the architect of Kell Distillery?",
        "Eli Penn",
        "The distillery was rebuilt the following year to designs by the Dunby architect Eli Penn.",
    )


def test_a_cove_or_a_hill_has_no_designer():
    assert personal_subject_problem("Who designed Kell Cove?")
    assert personal_subject_problem("Who was the architect of the Dunby Hill?")
    assert not personal_subject_problem("Who designed Ada Hill?")
    assert not personal_subject_problem("Who designed the Cove Hotel?")


def test_who_laid_a_foundation_stone_founded_nothing():
    hall = "The band's home is the Kell Hall, whose foundation stone was laid in 1900 by Mrs Ada Roe."
    assert foundation_stone_problem("Who founded the Kell Band?", "Mrs Ada Roe", hall)
    founded = "The band was founded in 1865 by Eli Penn, who also laid the foundation stone of its hall."
    assert not foundation_stone_problem("Who founded the Kell Band?", "Eli Penn", founded)


def test_a_name_beside_another_credited_with_the_design_is_not_the_designer():
    office = "It was designed in the office of Ann Roe but the resident engineer was Eli Penn."
    assert other_maker_problem("Who was the architect of the Kell Reservoir?", "Eli Penn", office)
    assert not other_maker_problem("Who was the architect of the Kell Reservoir?", "Ann Roe", office)


def test_a_person_the_text_names_by_role_has_no_designer():
    work = (
        "Two buildings were the work of the private engineer Eli Penn, and the pool was designed by Ann Roe."
    )
    assert person_designed_problem("Who was the architect of Eli Penn?", work)
    assert not person_designed_problem("Who designed the Kell Pool?", work)
    assert not person_designed_problem("Who was the architect of Eli Penn?", "Eli Penn built the pool.")
