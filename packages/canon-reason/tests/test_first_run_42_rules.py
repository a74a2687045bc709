"""The seven confident wrong answers of the first run of heldout139 to heldout141, on invented text.

A namesake of the asked thing's kind ("the Pobbleton Courant" for "the Quillet Courant") is another thing;
a hotel placed at a town is not read from a sentence without the town; a table's figure stands in the column
that names the asked place, or the asked compound ("Out-patients", not "In-patients"); an operand's figure
that stands right after the other operand's name is the other's; a holder of a bare role is not the holder
of a role beside it ("resident engineer"); a street after a party's name is that party's address; and an
"It" right after a sentence naming another thing, where neither names the asked one, may stand for that thing.
"""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import qualified_role_problem
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._figure_asked import party_address_problem
from canon_reason.embedded._mismatch import pronoun_other_thing_problem
from canon_reason.embedded._namesakes import at_place_problem
from canon_reason.embedded._sentences import entity_keys, other_namesake_named


def test_a_namesake_of_the_asked_kind_is_another_thing():
    keys = entity_keys("Quillet Courant")
    merged = "The first number of the *Pobbleton Courant and Mercury* appeared on 2 May 1931."
    assert other_namesake_named(keys, merged) == "Pobbleton Courant"
    assert other_namesake_named(keys, "The Quillet Courant first appeared in 1783.") is None
    assert other_namesake_named(keys, "The Courant first appeared in 1783.") is None


def test_a_hotel_placed_at_a_town_is_not_read_from_a_sentence_without_it():
    question = "Who built the Station Hotel at Crannock?"
    assert at_place_problem(question, "Opposite is the Station Hotel, built in 1867 by Mr. Tom Ludgrove.")
    assert at_place_problem(question, "The Station Hotel at Crannock was built by Tom Ludgrove.") == []


_TABLE = (
    "| Year | Passengers booked at Quillet | Passengers booked at Crannock | In-patients | Out-patients |\n"
    "|---|---:|---:|---:|---:|\n"
)
_ROW = "| 1874 | 28,775 | 7,231 | 1,151 | 2,341 |"


def test_a_figure_stands_in_the_column_naming_the_asked_place():
    question = "How many passengers were booked at Crannock in 1874?"
    assert other_column_problem(question, "28,775", _ROW, _TABLE)
    assert other_column_problem(question, "7,231", _ROW, _TABLE) == []


def test_a_figure_stands_in_the_column_giving_the_asked_compound_whole():
    question = "What was the number of out-patients treated at the infirmary in 1874?"
    assert other_column_problem(question, "1,151", _ROW, _TABLE)
    assert other_column_problem(question, "2,341", _ROW, _TABLE) == []


def test_an_operand_s_figure_after_the_other_operand_s_name_is_the_other_s():
    texts = {
        "history.md": "# History\n\nThe great works were Quillet Tunnel, 418 yards long, and the Crannock "
        "Viaduct; the viaduct stands 64 feet high.\n",
        "guide.md": "# Guide\n\nBeyond the station the line enters Quillet Tunnel, 418 yards long.\n",
    }
    draft = ask_in(texts, "What is the combined length of the Crannock Viaduct and Quillet Tunnel?")
    assert draft.outcome is not Outcome.ANSWERED, draft.answer
    assert "stands after the name" in draft.reason


def test_the_holder_of_a_bare_role_is_not_the_holder_of_a_role_beside_it():
    question = "Who was the engineer of the Pobbleton line?"
    cited = [
        "Its engineer was Tom Ludgrove, and his son Ned Ludgrove lived at Crannock as resident engineer."
    ]
    assert qualified_role_problem(question, "Ned Ludgrove", cited)
    assert qualified_role_problem(question, "Tom Ludgrove", cited) == []
    assert qualified_role_problem("Who was the resident engineer of the line?", "Ned Ludgrove", cited) == []


def test_a_street_after_a_party_s_name_is_its_address():
    question = "In which street did Pobbleton station stand?"
    cited = "The tender of Messrs. Ludgrove Brothers, builders, of Bridge Street in this town, was accepted."
    assert party_address_problem(question, "Bridge Street", cited)
    stood = "Pobbleton station stood at the head of Tanners Lane, near the old wharf."
    assert party_address_problem(question, "Tanners Lane", stood) == []


def test_an_it_after_a_sentence_naming_another_thing_is_not_the_asked_thing():
    question = "On what date was Pobbleton Park first opened to the public?"
    before = "The great work of the 1880s was the Quillet Pavilion, built to a design of Tom Ludgrove."
    text = "It was opened in October 1888 by Mrs Ned Skelwith."
    assert pronoun_other_thing_problem(question, text, before)
    named = "The great work of the 1880s was the Quillet Pavilion in Pobbleton Park."
    assert pronoun_other_thing_problem(question, text, named) == []
    plain = "The park was laid out by Tom Ludgrove."
    assert pronoun_other_thing_problem(question, text, plain) == []
