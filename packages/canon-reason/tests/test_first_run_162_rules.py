"""A firm named as whose works a job was done at, for the contractor who did it; and the bare "Total" column
of a table titled by what it counts, for a count asked "in all"."""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._answer_type import works_owner_problem
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._scope import total_problem
from canon_reason.embedded._tables import row_total


def test_the_firm_at_whose_works_a_chimney_was_built_did_not_build_it():
    told = "Of works required in building a chimney shaft at the works of Messrs Orme & Tull, Kedby."
    asked = "Which contractor built the boiler-house chimney in 1880?"
    assert works_owner_problem(asked, "Messrs Orme & Tull", [told])
    assert works_owner_problem(asked, "Orme & Tull", [told])
    built = "The shaft was built by Orme & Tull of Kedby, whose tender was the lowest."
    assert not works_owner_problem(asked, "Orme & Tull", [built])
    assert not works_owner_problem("Which firm owned the works?", "Orme & Tull", [told])


def test_a_row_whose_last_cell_sums_the_others_gives_a_total():
    assert row_total("| 1881 | 33 | 41 | 74 |") == 74
    assert row_total("| 1901 | 1,079 | 18 | 15 | 1,112 |") == 1112
    assert row_total("| 1881 | 33 | 41 | 75 |") is None
    assert row_total("| 1881 | 33 | 74 |") is None  # one part is no sum
    assert row_total("1881 and 33") is None
    asked = "How many hands in all were employed in 1881?"
    assert not total_problem(asked, ["| 1881 | 33 | 41 | 74 |"], calculated=False, value="74 hands")
    assert total_problem(asked, ["| 1881 | 33 | 41 | 74 |"], calculated=False, value="41 hands")
    assert total_problem(asked, ["In 1881 the walk had 74 hands."], calculated=False, value="74 hands")


_TABLE = """# Hands employed, from the wage books

| Year | Rope-walk | Frame yard and shops | Total |
|---|---|---|---|
| 1871 | 27 | 31 | 58 |
| 1881 | 33 | 41 | 74 |
| 1898 | 41 | 52 | 93 |
"""


def test_a_count_in_all_is_read_from_the_bare_total_column():
    corpus = Corpus.from_texts({"hands.md": _TABLE})
    asked = "How many hands in all were employed at the works in 1881?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert (draft.value or "").split()[0] == "74", draft.value
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback
