"""A card of biographical notes names its person's office in a sentence with no subject of its own.

Under the heading "**ORMSWAITE, Lemuel.**" the sentence "First captain of the Tollbeck Rowing Club,
1851-1870." says that Lemuel Ormswaite was the rowing club's first captain, though no sentence names
both. The answer is grounded in the heading, which writes the name surname first.

A record office's catalogue entry gives the size of a deposit on its extent line ("**Extent:** 212 volumes
and 36 boxes"), which answers "How many boxes make up the records?" though it names no verb of the question.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

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
