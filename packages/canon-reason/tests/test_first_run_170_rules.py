"""A salary someone was appointed at, for the one paid when they retired; and, mended from the gate, Mrs and
a surname two women bore, a count's head noun, a column naming the owner, and a total kept to its title."""

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._answer_type import appointed_pay_problem
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._short_names import shared_surname_problem


def test_a_salary_at_appointment_is_no_salary_at_retirement():
    asked = "What salary was Amos Kell paid when he retired as works manager?"
    told = "Resolved that Mr Amos Kell, foreman, be appointed Works Manager at a salary of £220 per annum."
    assert appointed_pay_problem(asked, "£220 per annum", [told])
    retired = "Mr Amos Kell retired in 1904, when his salary stood at £300 per annum."
    assert not appointed_pay_problem(asked, "£300 per annum", [retired])
    assert not appointed_pay_problem("At what salary was Amos Kell appointed?", "£220 per annum", [told])


def test_mrs_and_a_surname_two_women_bore_names_neither():
    others = [
        "| Eliza Kell | 1888 | 1912 | Forewoman |",
        "| Dora Kell | 1912 | 1931 | Daughter of the above |",
    ]
    assert shared_surname_problem("Mrs Kell", ["Mrs Kell retired as forewoman in 1912."], others)
    assert not shared_surname_problem(
        "Mrs Kell", ["Mrs Kell retired."], ["| Eliza Kell | 1888 | 1912 | Forewoman |"]
    )
    men = ["Arthur Kell was chairman.", "Samuel Kell was secretary."]
    assert not shared_surname_problem("Mrs Kell", ["Mrs Kell laid the stone."], men)
    assert shared_surname_problem("Mr Kell", ["Mr Kell laid the stone."], men)


def test_a_count_given_bare_takes_the_head_noun_of_the_question():
    asked = "How many more new carriages did the works complete in 1876 than in 1860?"
    assert counted_result(asked, "35", ("| 1876 | 33 | 93 |", "| 1860 | 22 | 58 |")) == "35 carriages"
    pair = "How many more officers and men were in the garrison in 1914 than in 1900?"
    assert counted_result(pair, "136", ("| 1914 | 400 |", "| 1900 | 264 |")) == "136 officers and men"


def test_a_column_naming_a_word_of_the_owner_is_no_column_of_the_count():
    header = "| Year | Population of borough | Actual strength |\n|---|---|---|\n"
    asked = "How many men were actually serving in the borough force in 1872?"
    assert not other_column_problem(asked, "27", "| 1872 | 9,400 | 27 |", header)


_HANDS = """# Hands employed at the Mill Lane works, from the wages books

| Year | Men | Women | Total |
|---|---|---|---|
| 1901 | 134 | 92 | 226 |
| 1911 | 140 | 117 | 257 |
"""


def test_a_bare_total_counts_only_what_its_table_is_titled_for():
    corpus = Corpus.from_texts({"hands.md": _HANDS})
    draft = reason(
        "How many vesta cases did the Mill Lane works finish in 1911?", lambda q: search(corpus, q, 3)
    )
    assert draft.value is None or "257" not in draft.value, draft.value
    draft = reason(
        "How many hands in all were employed at the Mill Lane works in 1911?", lambda q: search(corpus, q, 3)
    )
    assert (draft.value or "").startswith("257"), draft.reason


_NUMBERS = """# Numbers Employed at the Mill Lane Works, 1851-1959

| Year | Men | Women | Total |
|---|---|---|---|
| 1881 | 104 | 59 | 163 |
"""


def test_a_table_of_numbers_employed_totals_the_hands():
    corpus = Corpus.from_texts({"numbers.md": _NUMBERS})
    draft = reason(
        "How many hands were employed at the Mill Lane works in 1881?", lambda q: search(corpus, q, 3)
    )
    assert (draft.value or "").startswith("163"), draft.reason
