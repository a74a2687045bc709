"""A designer answer must have designed the asked thing, and not stand beside another person called architect.

"The east face of the Kell Exchange was rebuilt to the designs of Ann Roe" says she designed the face;
"drawings of the new engine shed by Tobin Quarle" that he drew the engine shed, not the school.
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
    "The new Kell Baths were opened on 3 May 1931 by the Mayor, Ada Crane, who thanked the "
    "architect, Mr Tobin Quarle, of Quarle & Roe.\n"
)


def test_a_name_beside_another_role_is_not_the_architect_the_text_names():
    text = OPENING.splitlines()[-1]
    assert other_maker_problem("Who designed the New Kell Baths?", "Mayor Ada Crane", text)
    assert other_maker_problem("Who was the architect of the New Kell Baths?", "Ada Crane", text)
    assert not other_maker_problem("Who designed the New Kell Baths?", "Mr Tobin Quarle", text)
    assert not other_maker_problem("Who opened the New Kell Baths?", "Ada Crane", text)
    assert not other_maker_problem(
        "Who designed the Kell Baths?", "Ada Crane", "The baths were designed by Ada Crane in 1930."
    )


def test_the_reasoner_does_not_give_the_mayor_for_the_architect():
    corpus = Corpus.from_texts({"baths.md": OPENING})
    draft = judged(corpus, "Who designed the New Kell Baths?")
    assert "Crane" not in draft.answer
    if draft.outcome is Outcome.ANSWERED:
        assert_answers(draft, "Tobin Quarle")


def test_a_name_credited_with_another_things_design_did_not_design_the_asked_one():
    front = "The east face of the Kell Exchange was rebuilt in 1958 to the designs of Ann Roe."
    assert designed_other_problem("Who was the architect of the Kell Fair?", "Ann Roe", front)
    drawings = "rent books, 1858-1930; drawings of the new engine shed by T. Quarle, 1870; school registers"
    assert designed_other_problem("Who designed the Kell School?", "T. Quarle", drawings)


def test_the_asked_things_own_design_a_pronoun_or_a_building_pass():
    weir = "The weir was designed by Tobin Quarle in 1795."
    assert not designed_other_problem("Who designed the Kell Weir?", "Tobin Quarle", weir)
    assert not designed_other_problem(
        "Who designed the Kell Baths?", "Tobin Quarle", "It was designed by Tobin Quarle."
    )
    building = "The building was designed by Tobin Quarle."
    assert not designed_other_problem("Who was the architect of the Kell Baths?", "Tobin Quarle", building)
    brewery = "The brewery was built again two years later to designs by the Dunby architect Tobin Quarle."
    assert not designed_other_problem("Who was the architect of Kell Brewery?", "Tobin Quarle", brewery)


def test_a_cove_or_a_hill_has_no_designer():
    assert personal_subject_problem("Who designed Kell Cove?")
    assert personal_subject_problem("Who was the architect of the Dunby Hill?")
    assert not personal_subject_problem("Who designed Ada Hill?")
    assert not personal_subject_problem("Who designed the Cove Hotel?")


def test_who_laid_a_foundation_stone_founded_nothing():
    hall = "The band plays in the Kell Hall, whose foundation stone Mrs Ada Roe laid in 1900."
    assert foundation_stone_problem("Who founded the Kell Band?", "Mrs Ada Roe", hall)
    founded = "Tobin Quarle founded the band in 1865 and later laid the foundation stone of its hall."
    assert not foundation_stone_problem("Who founded the Kell Band?", "Tobin Quarle", founded)


def test_a_name_beside_another_credited_with_the_design_is_not_the_designer():
    office = "The dam was designed in the office of Ann Roe, while Tobin Quarle was engineer on the site."
    assert other_maker_problem("Who was the architect of the Kell Reservoir?", "Tobin Quarle", office)
    assert not other_maker_problem("Who was the architect of the Kell Reservoir?", "Ann Roe", office)


def test_a_person_the_text_names_by_role_has_no_designer():
    work = "The mill was built for the county engineer Tobin Quarle, and the pool was designed by Ann Roe."
    assert person_designed_problem("Who was the architect of Tobin Quarle?", work)
    assert not person_designed_problem("Who designed the Kell Pool?", work)
    assert not person_designed_problem(
        "Who was the architect of Tobin Quarle?", "Tobin Quarle built the pool."
    )
