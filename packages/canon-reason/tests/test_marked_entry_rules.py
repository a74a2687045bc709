"""An entry headed by a bold name, with a register's mark before it or life dates after it, is that name's.

A boat register writes "**PL 7 — *Morning Tern***" over "Built: 1931, by ..." and a book of notes "**Ada
Wrenne** (1841–1910)" over "Born: Pellby."; the label lines below are about the boat or the person the
heading names. Partners trading under their initials ("J. & W. Hame") are one firm's name, which a "which
firm" answer need not find called a firm.
"""

from pipeline_judge import ask_in, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._entities import entity_spans

_REGISTER = {
    "register.md": "# Register of Pellby Fishing Boats\n\n*Selected entries, from the port books.*\n\n"
    "**PL 7 — *Morning Tern***\nType: motor drifter, steel hull.\nBuilt: 1931, by J. & W. Hame, Pellby.\n"
    "Owner: Ada Wrenne, 1931–1950.\n\n"
    "**PL 9 — *Silver Pell***\nType: steam drifter, wooden hull.\nBuilt: 1912, by Tobias Crane, Orrin.\n"
    "Owner: Tobias Crane, 1912–1930.\n"
}
_NOTES = {
    "notes.md": "# Pellby People: Biographical Notes\n\n*Compiled from the parish books.*\n\n"
    "**Ada Wrenne** (1841–1910)\nBorn: Pellby.\nTrade: net maker, Quay Lane.\n\n"
    "**Tobias Crane** (1850–1921)\nBorn: Orrin Cross.\nTrade: boat builder, Orrin.\n"
}


def test_a_register_entry_is_read_as_the_boat_it_heads() -> None:
    assert_answers(ask_in(_REGISTER, "In what year was the motor drifter Morning Tern built?"), "1931")
    assert_answers(ask_in(_REGISTER, "In what year was the steam drifter Silver Pell built?"), "1912")


def test_partners_by_their_initials_are_one_firm() -> None:
    text = "Built: 1931, by J. & W. Hame, Pellby."
    assert (text.index("J."), text.index(", Pellby")) in entity_spans(text)
    draft = judged(Corpus.from_texts(_REGISTER), "Which firm built the motor drifter Morning Tern?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "J. & W. Hame"


def test_a_note_headed_by_a_name_and_life_dates_is_that_person_s() -> None:
    assert_answers(ask_in(_NOTES, "Where was Tobias Crane born?"), "Orrin Cross")
    assert_answers(ask_in(_NOTES, "Where was Ada Wrenne born?"), "Pellby")
