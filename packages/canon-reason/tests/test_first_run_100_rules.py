"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import assert_answers, judged_in, value_in

from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._figure_asked import working_place_problem
from canon_reason.embedded._mismatch import closed_thing_problem, lease_end_problem
from canon_reason.embedded._namesakes import confused_with_problem


def test_the_thing_a_text_warns_against_is_no_answer():
    guide = (
        "On the south side of Market Place is the Pellow Inn, an old coaching house, which should not be "
        "confused with Pellow Street, a quarter of a mile away."
    )
    asked = "Where in Dunby does the Pellow Inn stand?"
    assert confused_with_problem(asked, "Pellow Street", guide)
    assert not confused_with_problem(asked, "Market Place", guide)
    assert not confused_with_problem("Where is Pellow Street?", "Pellow Street", guide)
    assert value_in({"guide.md": f"# Dunby\n\n{guide}\n"}, asked, judge=True) != "Pellow Street"


def test_where_a_man_practised_is_not_where_he_was_born():
    guide = ["The Corn Exchange is by Amos Brell (1819–1888), a native of the town who practised at Kelby."]
    asked = "Where was Amos Brell born?"
    assert working_place_problem(asked, "Kelby", guide)
    assert not working_place_problem(asked, "Kelby", ["Amos Brell was born at Kelby in 1819."])
    assert not working_place_problem("Where did Amos Brell practise?", "Kelby", guide)


def test_an_account_closed_dates_no_closing_of_the_works():
    account = (
        "The contractor having finished the building by the beginning of September 1856, the account is "
        "closed as follows."
    )
    asked = "In which year: the closing of the thimble works?"
    assert closed_thing_problem(asked, "September 1856", account)
    assert not closed_thing_problem("In which year was the account closed?", "September 1856", account)
    assert not closed_thing_problem(asked, "1967", "The thimble works closed in 1967.")


def test_a_lease_s_end_is_not_its_date():
    note = "The freehold was bought by Mr S. Brell in 1834, whereupon the lease merged."
    asked = "In which year: the lease of the Old Forge?"
    assert lease_end_problem(asked, "1834", note)
    assert not lease_end_problem("In what year did the lease of the Old Forge end?", "1834", note)
    assert not lease_end_problem(asked, "1761", "The lease of the Old Forge was granted in 1761.")
    texts = {
        "abstract.md": "# Abstract of lease: the Old Forge\n\nThe Old Forge was held on lease.\n\n" + note,
        "closing.md": "# The end\n\nThe Old Forge works closed in 1967.\n",
    }
    asked = "How many years passed between the lease of the Old Forge and the closing of the Old Forge works?"
    assert value_in(texts, asked, judge=True) is None


def test_a_count_asked_in_dozens_is_answered_in_dozen():
    assert counted_result("How many more dozens of spades were made in 1899 than in 1894?", "6,545", ()) == (
        "6,545 dozen"
    )
    assert counted_result("By how many dozen pairs did the output rise?", "40", ()) == "40 dozen pairs"
    table = "# Output\n\n| Year | Spades (dozens) |\n|---|---|\n| 1894 | 9,730 |\n| 1899 | 16,275 |\n"
    asked = "How many more dozens of spades did the works make in 1899 than in 1894?"
    assert_answers(judged_in({"output.md": table}, asked), "6,545 dozen")
