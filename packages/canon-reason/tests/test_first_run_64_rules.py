"""The four confident wrong answers of the first run of heldout208 to heldout210, on invented text.

A card headed "**GARNICK, Eldred Ozias**" is the son's, not the card of the Ozias Garnick asked of; "On what
date ...?" asks a date, which a year alone does not give; and an operand's figure that its clause gives of
one moment ("now occupied", "on the night in question") is not the thing's own.
"""

from fractions import Fraction

from canon_reason._retrieval import Hit
from canon_reason.embedded._compose import Leaf, Solved
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._figure_asked import monthless_problem
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._operand_figures import occasion_figure
from canon_reason.embedded._sentences import _kinsman_entry, sentences_of


def _hit(text: str) -> Hit:
    return Hit(doc_id="d.md", chunk_id="d.md#0", start=0, end=len(text), text=text, score=1.0, title="d")


def _solved(text: str, value: str) -> Solved:
    sentence = sentences_of([_hit(text)])[0]
    at = text.index(value)
    leaf = Leaf("q", value, (sentence,))
    return Solved(value, value, (leaf,), 0.5, Fraction(1), origin=("d.md", at, at + len(value)))


def test_a_card_of_a_son_bearing_the_name_second_is_not_the_father_s():
    card = sentences_of([_hit("**GARNICK, Eldred Ozias (1843–1911).** Architect, son of the above.")])[0]
    assert _kinsman_entry((key("Ozias"), key("Garnick")), card, frozenset())
    assert not _kinsman_entry((key("Eldred"), key("Garnick")), card, frozenset())


def test_a_date_asked_is_not_answered_by_a_year():
    assert monthless_problem("On what date did the vat give way?", "1863")
    assert monthless_problem("On what date did the vat give way?", "9 February 1863") == []


def test_a_figure_of_one_moment_is_not_the_thing_s_own():
    fact = read_fact("How many houses will the Felby estate contain?")
    now = "Forty-two houses are now occupied, and the estate will be finished by 1970."
    assert occasion_figure(fact, _solved(now, "Forty-two"))
    built = "The estate will contain 612 houses when it is finished."
    assert not occasion_figure(fact, _solved(built, "612"))
    dated = read_fact("How many houses were occupied in 1968?")
    assert not occasion_figure(dated, _solved(now, "Forty-two"))
