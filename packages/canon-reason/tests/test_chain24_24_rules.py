"""Chains and sums whose parts a question names by description, by place or by an ordinal another part shares.

A described thing may open on its year ("the 1902 malting house") and end on a noun a relation group holds
("house"); a named building may be told from its namesakes by its street ("the Drill Hall in Gorsedge
Lane"); an inn is its sign's name with "Inn" after it; two fires are the first and the second fire of one
place however the question shares the noun; and two measures of one thing are two figures, though the thing
has no name.
"""

from pipeline_judge import Passage, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._sentences import entity_match, inverted_entry, neighbour_named, sentences_of
from canon_reason.embedded._tenure import kin_phrase_problem

DOCUMENTS = {
    "maltings.md": "# Ambleworth Maltings: Notes on the Buildings\n\n"
    "The old kiln stood at the south end of the yard. Plans for the malting house by Thorold Gessey, 1902, "
    "are kept in the office."
    "\n\n"
    "The first fire at the maltings broke out in 1871 and destroyed the old kiln. The second fire at the "
    "maltings, in 1911, gutted the malting house.\n",
    "architects.md": "# Architects of the Quillerby District\n\n"
    "Thorold Gessey was born at Nethercott in 1860 and was articled to a Quillerby surveyor.\n\n"
    "Osmund Copplestone was born at Wickmere in 1831. He designed the Drill Hall in Gorsedge Lane.\n",
    "inn.md": "# Specification for Rebuilding the Laughing Heron, 1850\n\n"
    "Specification of the works to be done in rebuilding the front of the Laughing Heron Inn, Ambleworth, "
    "according to the drawings prepared by Osmund Copplestone, Architect.\n",
    "shed.md": "# Specification of the Drill Shed\n\n"
    "The drill shed shall measure 96 feet in length internally.\n\n"
    "The clear internal width of the drill shed shall be 41 feet.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_described_thing_opening_on_its_year_is_a_first_hop():
    analysis = analyze_question("Where was the architect of the 1902 malting house born?")
    assert [p.question for p in analysis.parts] == ["Who is the architect of the 1902 malting house?"]
    assert analysis.hop_template == "Where was {answer} born?"


def test_the_architect_of_a_thing_described_by_its_year_is_found_and_his_birthplace_read():
    assert_answers(judged(CORPUS, "Where was the architect of the 1902 malting house born?"), "Nethercott")


def test_a_street_after_a_building_stays_with_the_first_hop():
    analysis = analyze_question("Where was the architect of the Drill Hall in Gorsedge Lane born?")
    assert [p.question for p in analysis.parts] == [
        "Who is the architect of the Drill Hall in Gorsedge Lane?"
    ]
    assert analysis.hop_template == "Where was {answer} born?"


def test_an_inn_is_its_sign_with_the_kind_of_house_after_it():
    keys = ("laugh", "heron")
    assert neighbour_named(keys, "Drawings for rebuilding the Laughing Heron Inn, 1850.") is False
    assert neighbour_named(("ambleworth", "bridg"), "the Ambleworth Bridge Inn") is True
    assert neighbour_named(("st", "hezron"), "St Hezron's Chapel, Wickmere") is True
    question = "Where was the architect of the 1850 rebuilding of the Laughing Heron born?"
    assert_answers(judged(CORPUS, question), "Wickmere")


def test_two_ordinals_share_the_noun_and_place_of_either():
    def parts(question: str) -> list[str]:
        return [p.question for p in analyze_question(question).parts]

    asked = [
        "In which year: the first fire at the maltings?",
        "In which year: the second fire at the maltings?",
    ]
    assert parts("How many years passed between the first and the second fire at the maltings?") == asked
    assert parts("How many years passed between the first fire at the maltings and the second?") == asked
    assert parts("How many years separated the two fires that gutted the maltings?") == [
        "In which year: the first fire that gutted the maltings?",
        "In which year: the second fire that gutted the maltings?",
    ]


def test_two_measures_of_one_unnamed_thing_are_two_figures():
    question = "By how many feet did the internal length of the drill shed exceed its clear width?"
    assert_answers(judged(CORPUS, question), "55 feet")


def test_a_kinship_is_no_name():
    assert kin_phrase_problem("Son of Ozias Garnick")
    assert kin_phrase_problem("Widow of Thomas Orde")
    assert not kin_phrase_problem("Ozias Garnick")
    assert not kin_phrase_problem("Sisters of Mercy")
    assert not kin_phrase_problem("Isle of Man")


OFFICERS = Corpus.from_texts(
    {
        "managers.md": "# Managers of the Tansey Brickworks\n\n"
        "| Manager | Years | Notes |\n|---|---|---|\n"
        "| Barzillai Sennet | 1840–1863 | Son of Hezron Sennet, founder of the Tansey Friendly Society. |\n",
    }
)


def test_a_row_s_note_of_kinship_answers_no_founder():
    draft = judged(OFFICERS, "Which man founded the Tansey Brickworks?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


NOTES = (
    "# Biographical Notes on the Millers of Tansey\n\n"
    "*Compiled for the Tansey Local History Society. Arranged alphabetically.*\n\n"
    "**BRELLOW, Quintus (1790–1850).** Miller of the lower mill at Tansey from 1815. He rebuilt the wheel "
    "in 1824 and added a second pair of stones in 1831. He was twice churchwarden and sat on the vestry for "
    "many years. His account books survive in the parish chest, with the rent rolls of the manor for the "
    "same years and a plan of the mill leat drawn when the wheel was rebuilt.\n\n"
    "**GARNICK, Ozias (1801–1870).** Millwright. Born at Ulverby, the son of a carter, he was apprenticed to "
    "a wheelwright at Tansey and set up on his own account in 1826. He built the upper mill in 1834 and kept "
    "it until his death. Died 4 May 1870.\n"
)
KIN = (
    "# Notes on the Garnick Family of Wragley\n\n"
    "**GARNICK, Eldred (1805–1866).** Brother of Ozias. A draper at Wragley; never a miller.\n\n"
    "**GARNICK, Ozias junior (1830–1899).** Son of the above Ozias Garnick; born at Tansey. Kept the upper "
    "mill after his father.\n"
)
CARDS = Corpus.from_texts(
    {
        "notes.md": NOTES,
        "kin.md": KIN,
        "mill.md": "# The Upper Mill at Tansey\n\n"
        "The upper mill was built in 1834 by Ozias Garnick, millwright.\n",
    }
)


def test_a_card_s_heading_names_its_person_given_names_first():
    assert inverted_entry("**GARNICK, Ozias (1801–1870).** Millwright.") == "Ozias Garnick"
    assert inverted_entry("**VANE-ASHBY, Colonel Rupert (1831–1904).** Of Kell.") == "Rupert Vane-Ashby"
    assert inverted_entry("**GARNICK, Ozias junior (1830–1899).** Son of the above.") is None
    assert inverted_entry("Ozias Garnick was born at Ulverby.") is None


def test_a_card_cut_by_a_chunk_boundary_is_read_whole():
    texts = [c.text for c in CARDS.chunks if c.doc_id == "notes.md"]
    assert any(t.endswith("**GARNICK, Ozias (1801–1870).** Millwright.") for t in texts)
    assert any(t.startswith("Born at Ulverby") for t in texts)
    assert_answers(judged(CARDS, "Where was Ozias Garnick born?"), "Ulverby")
    assert_answers(judged(CARDS, "Where was the builder of the upper mill at Tansey born?"), "Ulverby")


def test_a_kinsman_s_card_and_a_namesake_s_card_are_not_the_person_s():
    assert_answers(judged(CARDS, "When did Ozias Garnick die?"), "1870")
    assert_answers(judged(CARDS, "Where was Ozias Garnick junior born?"), "Tansey")
    assert_answers(judged(CARDS, "When did Eldred Garnick die?"), "1866")


def test_a_subject_naming_another_thing_of_the_kind_is_not_the_entity():
    text = (
        "The new Pikemen's Hall in Gorsey Lane was opened this afternoon. The hall seats six hundred. "
        "The Brindlemoor hall, it may be remembered, was opened in 1874 and is a good deal smaller."
    )
    passage = Passage("hall.md", 0, len(text), text, "The Pikemen's Hall, Ulverby")
    found = {s.text.split()[1]: entity_match("Pikemen's Hall", s)[0] for s in sentences_of([passage])}
    assert found["Brindlemoor"] == 0.0
    assert found["hall"] > 0.0
    assert found["new"] == 1.0
