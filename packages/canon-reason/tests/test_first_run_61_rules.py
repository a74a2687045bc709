"""The two confident wrong answers of the first run of heldout199 to heldout201, on invented text.

A place answered with the last word of its name ("the Staithe" where a letter names "Garnick Staithe") is
cut from that name; and a participle's clause is not cut between a year and its noun ("the boat launched
during the 1881 gale").
"""

from canon_reason.embedded._decompose import multi_hop
from canon_reason.embedded._fact import AnswerType
from canon_reason.embedded._short_names import short_name_problem, short_name_query


def test_a_place_cut_from_its_name_is_refused():
    sentence = "At the Staithe the coal from Dunsop is loaded into keels."
    assert short_name_query(AnswerType.PLACE, "Staithe", sentence) == "Staithe"
    letters = ["I have sent the first load down to Garnick Staithe for the keels."]
    assert short_name_problem("Staithe", letters) is not None
    # the word begins every sentence it stands in, or follows "The": no longer name is given
    assert short_name_problem("Staithe", ["The Staithe was rebuilt. Staithe dues rose."]) is None
    # a place the sentence names by itself, not after "the", is no short form
    assert short_name_query(AnswerType.PLACE, "Garnick", "The keels were loaded at Garnick.") is None
    assert short_name_query(AnswerType.PERSON, "Staithe", sentence) is None


def test_a_participle_clause_keeps_the_noun_after_its_year():
    found = multi_hop("What was the name of the boat launched during the 1881 gale")
    assert found is None or "gale" not in found[1]
