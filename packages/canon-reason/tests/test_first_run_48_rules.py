"""The four confident wrong answers of the first run of heldout163 to heldout165, on invented text.

A firm asked is not an account's heading ("Construction of Open-Air Bath"); a place asked of "the club's
members" is not read from a text naming neither the club nor its members; a measure asked by its noun ("What
total tonnage did ...?") is a quantity, not a name; and a chain passes on "the younger Henry Roe" with his
qualifier, so his father's card does not answer for him.
"""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._event_subject import unnamed_owner_problem
from canon_reason.embedded._judge import asked_type
from canon_reason.embedded._namesakes import qualified_name


def test_an_account_s_heading_is_no_firm():
    texts = {
        "accounts.md": "# Accounts\n\nCapital Account: Construction of Open-Air Bath, Quendal Meadow\n\n"
        "| Item | £ |\n|---|---|\n| Builders' certificates | 11,960 |\n"
    }
    question = "Which firm of builders constructed the open-air bath on Quendal Meadow?"
    assert judged_in(texts, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_place_of_the_club_s_members_needs_a_text_naming_them():
    question = "Where did the club's members bathe before the lido was built?"
    cited = "His principal works are the Tollgarth Baths in Varrowdene Street, built by the Local Board."
    assert unnamed_owner_problem(question, "Varrowdene Street", cited)
    told = "Until 1934 the members bathed in the river at Garnick Reach."
    assert unnamed_owner_problem(question, "Garnick Reach", told) == []


def test_a_measure_asked_by_its_noun_is_a_quantity():
    assert asked_type("What total tonnage did the Trust's dredgers raise in 1874?") == "quantity"


def test_the_younger_is_passed_on_with_his_qualifier():
    cited = "The basin, designed by the younger Henry Roe, was opened in 1874."
    assert qualified_name("Henry Roe", cited) == "Henry Roe the younger"
    assert qualified_name("Henry Roe", "The basin was designed by Henry Roe and opened in 1874.") is None
