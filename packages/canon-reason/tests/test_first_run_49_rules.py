"""The four confident wrong answers of the first run of heldout166 to heldout168, on invented text.

A firm asked is not a fund ("Building Fund"); a report's date does not date a possession held "for more than
a century" before it; a year a relative clause gives a pronoun's thing ("with which it opened in 1887") does
not date an asked thing the text never names; and a balance left in hand is no cost.
"""

from pipeline_judge import judged_in, whole_hit

from canon_reason._draft import Outcome
from canon_reason.embedded._datelines import _placed_long_before, dated_by_report
from canon_reason.embedded._figure_asked import balance_problem
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._year_clauses import pronoun_clause_year_problem


def test_a_fund_is_no_firm():
    texts = {"accounts.md": "# Accounts, 1909\n\nBuilding Fund (Brimsey Wing)\n\n| Item | £ |\n|---|---|\n"}
    question = "Which firm of builders put up the Brimsey Wing?"
    assert judged_in(texts, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_report_s_date_does_not_date_a_possession_held_for_a_century():
    report = (
        "# Sale of the Dunsop Estate\n\n*From the Pelbury Gazette, Friday 16 October 1953.*\n\n"
        "**PELBURY, October 14.** — The Dunsop estate, in the possession of the Garnick family and its heirs "
        "for more than a century and a half, was sold by auction this afternoon in the assembly room.\n"
    )
    question = "In what year did the Garnick family come into possession of the Dunsop estate?"
    told = report.split("\n\n")[-1]
    assert _placed_long_before(analyze_question(question).fact, told)
    sold = "In what year was the Dunsop estate sold by auction?"
    found = dated_by_report(
        analyze_question(sold).fact, [whole_hit("sale.md", report, "Sale of the Dunsop Estate")]
    )
    assert found is not None and found[0] == "1953"


def test_a_year_a_pronoun_s_clause_gives_does_not_date_an_unnamed_thing():
    text = "By this addition the beds are raised to 24, three times the number with which it opened in 1887."
    assert pronoun_clause_year_problem("When was the Brimsey Wing opened?", "1887", text)
    named = "The Brimsey Wing, with which it opened in 1887, held eight beds."
    assert pronoun_clause_year_problem("When was the Brimsey Wing opened?", "1887", named) == []


def test_a_balance_left_in_hand_is_no_cost():
    cited = "Balance in hand, carried to the general account: £31."
    question = "What did the rebuilding of the Quendal Cloth Hall cost when the account was closed?"
    assert balance_problem(question, "£31", cited)
    assert balance_problem(question, "£2,465", "Total cost of the rebuilding: £2,465.") == []
    # a figure is read whole: "£31" does not stand in the "£310" of the next line
    assert balance_problem(question, "£31", "Balance in hand: £31. Paid to the masons, £310.")
