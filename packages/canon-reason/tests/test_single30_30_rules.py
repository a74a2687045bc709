"""A card of biographical notes names its person's office in a sentence with no subject of its own.

Under the heading "**ORMSWAITE, Lemuel.**" the sentence "First captain of the Tollbeck Rowing Club,
1851-1870." says that Lemuel Ormswaite was the rowing club's first captain, though no sentence names
both. The answer is grounded in the heading, which writes the name surname first.

A record office's catalogue entry gives the size of a deposit on its extent line ("**Extent:** 212 volumes
and 36 boxes"), which answers "How many boxes make up the records?" though it names no verb of the question.

A builder's specification sets each part's size as what it is to be ("The drying floor is to be 96 feet
long"), which answers "How long was the drying floor to be?" though the sentence names neither the building
nor the architect; a height "for" which a shaft is lined is the lining's, not the shaft's.
"""

from pipeline_judge import assert_answers, fact_of, judged, whole_hit

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._specified_measure import specified_measure

NOTES = (
    "# Biographical Notes on the Captains of Tollbeck\n\n"
    "*From a card index of local persons.*\n\n"
    "**ORMSWAITE, Lemuel.** Fisherman, of Quay Row, Tollbeck. First captain of the Tollbeck Rowing Club, "
    "1851–1870. A member of the harbour board from 1849. Died 1881.\n\n"
    "**HALVERDINE, Peter.** Net maker, of Fennistow. Second captain of the Tollbeck Rowing Club, 1870–1884, "
    "and before that assistant to his father. Died 1899.\n\n"
    "**FENNISTOW, Amelia.** Schoolmistress. "
    "Assistant secretary of the Tollbeck Rowing Club Fund, 1860–1875.\n"
)


def test_a_card_s_subjectless_role_names_its_person():
    notes = Corpus.from_texts({"notes.md": NOTES})
    first = judged(notes, "Who was the first captain of the Tollbeck Rowing Club?")
    assert_answers(first, "Lemuel Ormswaite")
    second = judged(notes, "Who was the second captain of the Tollbeck Rowing Club?")
    assert_answers(second, "Peter Halverdine")


def test_another_office_before_the_role_names_no_holder():
    secretary = judged(
        Corpus.from_texts({"notes.md": NOTES}), "Who was the secretary of the Tollbeck Rowing Club Fund?"
    )
    assert secretary.outcome is Outcome.INSUFFICIENT_EVIDENCE


CATALOGUE = (
    "# Wastholme Record Office: Catalogue Entry\n\n"
    "**Reference:** PT\n"
    "**Title:** Records of the Pennigrew Tannery, Orrisdale, and of its predecessor partnerships\n"
    "**Dates:** 1802–1958\n"
    "**Extent:** 212 volumes and 36 boxes; 1 drawer of plans (about 40 sheets)\n"
    "**Level of description:** Fonds\n\n"
    "**Scope and content.** Minute books, ledgers, wage books and plans of the tannery.\n"
)


def test_a_catalogue_s_extent_line_counts_the_records():
    catalogue = Corpus.from_texts({"catalogue.md": CATALOGUE})
    boxes = judged(
        catalogue, "How many boxes make up the Pennigrew Tannery records at the Wastholme Record Office?"
    )
    assert_answers(boxes, "36")
    volumes = judged(catalogue, "How many volumes do the deposited records of the tannery fill?")
    assert_answers(volumes, "212 volumes")


def test_a_part_of_the_records_is_not_counted_by_the_extent():
    catalogue = Corpus.from_texts({"catalogue.md": CATALOGUE})
    minutes = judged(catalogue, "How many volumes of minute books are among the Pennigrew Tannery records?")
    assert minutes.outcome is Outcome.INSUFFICIENT_EVIDENCE


SPECIFICATION = (
    "# Specification for the New Maltings, Sneckfield, Threlby (1871)\n\n"
    "*Specification of the works required in building the maltings for Mr Haverwick, according to the "
    "drawings of Josiah Yowdale, architect.*\n\n"
    "**1. Drying floor.** The drying floor is to be 96 feet long and 32 feet wide within the walls, laid "
    "with tiles upon iron joists.\n\n"
    "**2. Chimney.** The height of the chimney from the ground line to the top of the cap is to be 88 feet. "
    "The shaft is to be lined with firebrick for a height of 30 feet above the flue opening.\n"
)


def test_a_specification_sets_the_measure_of_the_asked_part():
    specification = Corpus.from_texts({"specification.md": SPECIFICATION})
    floor = judged(specification, "How long was the drying floor at Sneckfield designed to be?")
    assert_answers(floor, "96 feet")
    chimney = judged(specification, "How high was the chimney of Yowdale's specification meant to be?")
    assert_answers(chimney, "88 feet")


def test_a_lining_s_height_is_not_the_shaft_s():
    hit = whole_hit("specification.md", SPECIFICATION, "Specification for the New Maltings, Sneckfield")
    assert specified_measure(fact_of("How high was the chimney at Sneckfield to be?"), [hit]) is not None
    assert specified_measure(fact_of("How high was the shaft at Sneckfield to be?"), [hit]) is None
