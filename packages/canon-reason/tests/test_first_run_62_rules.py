"""The two confident wrong answers of the first run of heldout202 to heldout204, on invented text.

A card headed "**Garnick, Ozias.**" (a stop, no dates) or "**Garnick, Ozias (1801–1870).**" (dates inside the
bold) is Ozias Garnick's card, so its "Born at ..." is not his father's birth; and a body heading an entry
that says it was formed by others is what was formed, not who formed it.
"""

from canon_reason.embedded._answer_type import done_to_problem
from canon_reason.embedded._sentences import inverted_entry


def test_a_card_heading_closed_by_a_stop_or_by_dates_names_its_person():
    assert inverted_entry("**Garnick, Ozias.** Son of Eldred Garnick. Born at Ulverby.") == "Ozias Garnick"
    assert inverted_entry("**Garnick, Ozias (1801–1870).** Miller.") == "Ozias Garnick"
    assert inverted_entry("**Garnick, Ann** (1809–1871). Matron.") == "Ann Garnick"
    assert inverted_entry("**Plans, Maps**") is None
    assert inverted_entry("**Quarndon, Felby, 19 February 1931**") is None


def test_a_body_heading_what_was_formed_is_not_its_founder():
    cited = ["**Quendal Rowing Association.** Formed in 1881 by the three clubs above, to hold a regatta."]
    question = "Who founded the Felby Rowing Club?"
    assert done_to_problem(question, "Quendal Rowing Association", cited)
    assert done_to_problem("Who founded the Felby Rowing Club?", "Ann Roe", cited) == []
    # a person's card opening on a deed of his own is no deed done to him
    card = ["**Ozias Garnick.** Married in 1850."]
    assert done_to_problem("Who married Ann Roe?", "Ozias Garnick", card) == []
