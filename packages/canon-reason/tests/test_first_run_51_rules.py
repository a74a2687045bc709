"""The three confident wrong answers of the first run of heldout169 to heldout171 left open, on invented text.

"When was the pavilion put up?" asks when it was built, not when it burned; a figure whose clause names
another lock ("at Skelwith Lock") is not the asked lock's; and a count of "scholars on the books" is read from
"Total on the books", not from "Boys on the books".
"""

from canon_reason.embedded._columns import other_column_problem, total_column_stands
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._sentences import other_kind_before


def test_a_passive_put_up_after_when_asks_when_built():
    assert "built" in read_fact("In what year was the first pavilion put up on the Quillet ground?").terms
    assert "built" in read_fact("When were the Tollgarth almshouses put up?").terms
    assert "built" not in read_fact("Who designed the stand put up on Brimsey Common in 1811?").terms
    assert "built" not in read_fact("When was the money put up for the Dannock Lane hall?").terms


def test_a_figure_in_a_clause_naming_another_lock_is_that_lock_s():
    keys = ("quarndon", "lock")
    other = "The water at Skelwith Mill Lock rose to 9 feet 2 inches above ordinary summer level."
    assert other_kind_before(keys, "9 feet 2 inches", other) == "Skelwith Mill Lock"
    own = "The fall at Quarndon Lock is 7 feet 3 inches, as at Skelwith Mill Lock."
    assert other_kind_before(keys, "7 feet 3 inches", own) is None
    apart = "Skelwith Mill Lock was rebuilt in 1850; the new fall was 7 feet 3 inches."
    assert other_kind_before(keys, "7 feet 3 inches", apart) is None


_HEADERS = "| Year | Boys on the books | Girls on the books | Total on the books | Average attendance |"
_ROW = "| 1845 | 90 | 58 | 148 | 109 |"


def test_a_count_of_all_on_the_books_is_the_total_column_s():
    question = "What was the number of scholars on the books in 1845?"
    before = f"{_HEADERS}\n|---|---|---|---|---|\n"
    assert other_column_problem(question, "90", _ROW, before)
    assert other_column_problem(question, "148", _ROW, before) == []
    headers = [h.strip() for h in _HEADERS.strip("|").split("|")]
    assert total_column_stands(question, "Boys on the books", headers[1:]) is False
    assert total_column_stands(question, "Total on the books", headers[1:]) is True
    boys = "How many boys were on the books of the Quinsey school in 1845?"
    assert total_column_stands(boys, "Total on the books", headers[1:]) is not True
    assert other_column_problem(boys, "90", _ROW, before) == []
