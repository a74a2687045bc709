"""The three confident wrong answers of the first run of heldout277 to heldout279, on invented text.

A figure counting other things ("to hold 320 power-looms") is no horse power; a weight written in words
in two units ("seven tons four hundredweight") is given whole; and an answer inside a statement its own
sentence calls mistaken ("the statement that he was born at Hexworth rests on a confusion") is none.
"""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._figure_asked import power_count_problem
from canon_reason.embedded._measures import compound_rest
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._stance import mistaken_claim_problem


def test_a_count_of_looms_is_no_horse_power():
    asked = "What was the horse power of the engine in the Long Shed?"
    assert power_count_problem(asked, "320", ["The Long Shed is to hold 320 power-looms."])
    assert power_count_problem(asked, "40", ["Its engine is of 40 nominal horse power."]) == []
    assert power_count_problem(asked, "40", ["Engine by Tarrant & Sons, 40 h.p."]) == []
    assert power_count_problem("How many looms did the shed hold?", "320", ["It held 320 looms."]) == []


def test_a_weight_in_words_in_two_units_is_given_whole():
    text = "The biggest block came up in 1927: seven tons four hundredweight, for a church in the north."
    assert compound_rest(text, "seven tons") == "four hundredweight"
    assert compound_rest("It weighed 7 tons 4 cwt in all.", "7 tons") == "4 cwt"
    corpus = Corpus.from_texts({"r.md": f"# Recollections of Amos Dyer\n\n{text}\n"})
    draft = reason("What was the weight of the biggest block?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "7 tons 4 hundredweight"), draft.value


def test_an_answer_inside_a_statement_called_mistaken_is_none():
    text = (
        "The often repeated statement that he was born at Fellbury rests on a confusion with his cousin "
        "and namesake."
    )
    assert mistaken_claim_problem("Fellbury", text)
    assert mistaken_claim_problem("Fellbury", "He was born at Fellbury, as the register shows.") == []
    wrong = "The story that the works opened in 1822 is certainly wrong."
    assert mistaken_claim_problem("1822", wrong)
