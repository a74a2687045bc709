"""A place a report names only to deny it, for the one it gives; a capital raised "from" one sum "to"
another; the Company of a minute; a year no list's order; and a chimney's account at a shop, no account of
the shop."""

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._arithmetic import arithmetic
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._located import thing_at_problem
from canon_reason.embedded._namesakes import other_owner_problem
from canon_reason.embedded._operations import Operation
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._stance import denied_clause_problem, order_problem


def test_a_place_named_only_in_a_denying_clause_is_no_answer():
    told = (
        "Meetings of the men were held nightly in the long room of the Swan in Mill Street, Orby, and\n"
        "not, as stated in some quarters, at the house of that name at Kettby."
    )
    assert denied_clause_problem("Kettby", told)
    assert not denied_clause_problem("Mill Street, Orby", told)
    assert denied_clause_problem("the Crown", "They met at the Swan, and not at the Crown.")
    assert not denied_clause_problem("the Crown", "They met at the Crown, and not at the Swan.")
    assert not denied_clause_problem("Kettby", "Not a man was absent when they met at Kettby.")
    corpus = Corpus.from_texts({"strike.md": f"# Orby Courier, 3rd June 1911\n\n## THE STRIKE\n\n{told}\n"})
    draft = reason(
        "Where did the striking men hold their nightly meetings in 1911?", lambda q: search(corpus, q, 3)
    )
    judged = judge_draft(draft)
    assert draft.value != "Kettby" or "only to deny it" in judged.feedback, judged.feedback


_MINUTES = """# Kell & Tull Limited: minutes of the directors, 1920

**12th March 1920.** Present: Mr Amos Kell (in the chair), Mr Eli Tull.

It was resolved, as a special resolution, that the capital of the Company be increased from
£45,000 to £70,000 by the creation of 2,500 new shares of £10 each.
"""


def test_a_capital_increased_from_one_sum_to_another_is_raised_by_their_difference():
    found = arithmetic("By how much was the capital of Kell & Tull Limited increased in 1920?")
    assert found is not None
    operation, _, (after, before) = found
    assert operation is Operation.DIFFERENCE
    assert "after its increase in 1920" in after.text
    assert "before its increase" in before.text
    corpus = Corpus.from_texts({"minutes.md": _MINUTES})
    asked = "By how much was the capital of Kell & Tull Limited increased in 1920?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.value == "£25,000", draft.reason
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback


def test_the_company_of_a_minute_is_the_firm_asked_by_its_name():
    told = "Resolved that the capital of the Company be increased to £70,000."
    assert not other_owner_problem("What was the capital of Kell & Tull Limited in 1920?", told)
    other = "Resolved that the capital of the Orby Company be increased to £70,000."
    assert other_owner_problem("What was the capital of Kell & Tull Limited in 1920?", other)


def test_a_year_after_which_a_figure_stands_orders_no_list():
    row = "| TB/2/3 | Resolution increasing the capital from £40,000 to £65,000 | 1913 |"
    asked = "What was the capital of Kell & Tull Limited after its increase in 1913?"
    assert not order_problem(asked, "1913", "£65,000", row)
    listed = "The chairmen were Amos Kell (1887-1911), Ruth Dunn (1911-1924) and Eli Tull (1924-1940)."
    assert order_problem("Who was chairman after Ruth Dunn?", "Ruth Dunn", "Amos Kell", listed)


def test_a_sum_under_a_title_on_a_chimney_at_a_shop_is_not_the_shops():
    asked = read_fact("What was the final cost of the New Long Shop when it was completed?")
    told = "Final account settled 30 Sept. 1875, £431 10s. 0d."
    assert thing_at_problem(asked, told, "Estimate for a Boiler Chimney at the New Long Shop, 1874")
    assert not thing_at_problem(asked, told, "Final Account: the New Long Shop, 1875")
    named = f"The New Long Shop: {told}"
    assert not thing_at_problem(asked, named, "Estimate for a Chimney at the New Long Shop")
