"""Rules of the single26 line: a body named for what it belongs to is read under a title naming the owner.

"The Wardens of Ossett Baths" are the wardens the sentences of "A Short History of Ossett Baths" call "the
Wardens": the title names what the body belongs to, not another thing whose name shares its words, and its
opening words only say the passage is an account of it.
"""

from pipeline_judge import Passage, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._aside_subject import office_after_asides
from canon_reason.embedded._sentences import entity_match, made_year, sentences_of

ASKED = "Who was the first treasurer of the Wardens of Ossett Baths?"

HISTORY = (
    "# A Short History of Ossett Baths\n\n"
    "The baths were opened in 1841 by a company of subscribers. The Wardens first met in the vestry of the\n"
    "chapel, and their first treasurer was Mr Amos Tolhurst, a corn merchant of the town.\n"
)

NOTES = (
    "# Biographical Notes: Persons Connected with Ossett Baths\n\n"
    "The first treasurer of the Wardens was Mr Walter Corbage, a draper of the town.\n"
)


def _matches(entity: str, text: str) -> dict[str, float]:
    title = text.split("\n", 1)[0].lstrip("# ")
    passage = Passage("d.md", 0, len(text), text, title)
    return {s.text.split()[1]: entity_match(entity, s)[0] for s in sentences_of([passage])}


def test_an_account_of_the_owner_is_about_the_body_it_holds():
    matched = _matches("Wardens of Ossett Baths", HISTORY)
    assert matched["Wardens"] == 0.6  # "The Wardens first met ..." under "A Short History of Ossett Baths"


def test_a_body_of_the_titled_place_is_read_from_its_head_noun():
    draft = judged(Corpus.from_texts({"history.md": HISTORY}), ASKED)
    assert_answers(draft, "Amos Tolhurst")


def test_a_title_naming_the_owner_among_other_words_names_no_neighbour():
    draft = judged(Corpus.from_texts({"notes.md": NOTES}), ASKED)
    assert_answers(draft, "Walter Corbage")


SPECIFICATION = (
    "# Specification of Works for the Corn Exchange, Ossett\n\n"
    "*Prepared by Amos Pimmock, architect, Ossett, March 1853.*\n\n"
    "## Roof\n\n"
    "Over the floor is to be raised a timber lantern glazed on all sides, its ridge standing 31 feet\n"
    "above the floor, with louvres at the head for ventilation.\n"
)


def test_the_year_of_a_maker_s_note_dates_the_document_below_it():
    draft = judged(
        Corpus.from_texts({"specification.md": SPECIFICATION}),
        "How high was the ridge of the glazed lantern in the 1853 specification?",
    )
    assert_answers(draft, "31 feet")


def test_a_note_naming_no_maker_dates_nothing():
    assert made_year(SPECIFICATION) == {"1853"}
    report = "# Fire at the Corn Exchange\n\n*From the Ossett Courier, 5 May 1853.*\n\nText."
    recollections = "# Recollections\n\n*Written by Amos Pimmock in 1912 of the years 1870-1875.*\n"
    assert made_year(report) == set()
    assert made_year(recollections) == set()


ASYLUM = (
    "# The Ossett Orphan Asylum: A Short History\n\n"
    "The asylum was opened in 1790 in two rented houses. Amos Tolhurst, a former schoolmaster, was the\n"
    "first warden; he was followed by his son Walter, who had grown up within its walls.\n"
)


def test_the_office_after_a_subject_s_asides_is_the_subject_s():
    draft = judged(Corpus.from_texts({"asylum.md": ASYLUM}), "Who was the first warden of the asylum?")
    assert_answers(draft, "Amos Tolhurst")


def test_an_office_of_another_s_is_not_the_subject_s():
    assert office_after_asides("Ann Roe, a mason, was the first warden.", 7) == ("first", "warden")
    assert office_after_asides("Ann Roe, a mason, was the son of the first warden.", 7) == ("son",)
