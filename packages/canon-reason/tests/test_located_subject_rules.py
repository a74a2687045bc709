"""A place written right after the subject's name only locates it: "the Wool Hall *on Tanner Row*". A
date or person is then read from a sentence naming the subject alone, in a document that names the place
and locates nothing of the subject's name elsewhere."""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

OPENED = "The Hall was opened in 1862 to the design of Silas Orme of Kell, and its front is fine."

GUIDE = {
    "guide-to-brannock.md": "# Guide to Brannock, 1938\n\nFrom the bridge the visitor climbs into Tanner "
    f"Row, and the first object to catch the eye is the portico of the WOOL HALL.\n\n{OPENED}",
    "brannock-parish.md": "# Parish notes\n\nThe church was rebuilt in 1871.",
}

RIVAL = {
    "guide-to-brannock.md": "# Guide to Brannock, 1938\n\nThe Wool Hall in Fell Street is not the one the "
    f"visitor seeks in Tanner Row.\n\n{OPENED}",
    "brannock-parish.md": GUIDE["brannock-parish.md"],
}

UNPLACED = {
    "guide-to-brannock.md": f"# Guide to Brannock, 1938\n\nThe visitor climbs from the bridge.\n\n{OPENED}",
    "brannock-parish.md": GUIDE["brannock-parish.md"],
}


def test_a_date_is_read_of_the_subject_named_short_in_a_document_naming_its_street() -> None:
    draft = judged(Corpus.from_texts(GUIDE), "In what year was the Brannock Wool Hall on Tanner Row opened?")
    assert_answers(draft, "1862")


def test_a_document_that_locates_a_hall_of_the_name_elsewhere_is_not_read() -> None:
    draft = judged(Corpus.from_texts(RIVAL), "In what year was the Brannock Wool Hall on Tanner Row opened?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_document_that_never_names_the_street_is_not_read() -> None:
    draft = judged(
        Corpus.from_texts(UNPLACED), "In what year was the Brannock Wool Hall on Tanner Row opened?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_measure_still_needs_the_street_in_its_sentence() -> None:
    texts = {
        "guide-to-brannock.md": GUIDE["guide-to-brannock.md"] + " A ramp 12 metres long was laid in front "
        "of the Hall in 1990.",
        "brannock-parish.md": GUIDE["brannock-parish.md"],
    }
    draft = judged(Corpus.from_texts(texts), "How long is the Brannock Wool Hall on Tanner Row?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
