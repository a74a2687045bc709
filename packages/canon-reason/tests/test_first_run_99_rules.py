"""Rules made before and after a blind round, each checked on invented text."""

from pipeline_judge import assert_answers, judged_in, value_in

from canon_reason._draft import Outcome
from canon_reason.embedded._arithmetic import arithmetic
from canon_reason.embedded._mismatch import span_end_problem
from canon_reason.embedded._question_frame import corrected_after_problem
from canon_reason.embedded._whole_measures import gift_for_cost_problem

_PAPERS = {
    "catalogue.md": (
        "# Catalogue of the Brell papers\n\n"
        "The lease of the Cobble Row workshop to Amos Brell, turner (BRL/1/1), is dated 25 March 1771, and a "
        "bill of 1773 (BRL/1/2) already calls him a maker of cues.\n"
    ),
    "closure.md": "# The end of the works\n\nThe Slate Street works of Brell & Sons closed in 1961.\n",
}


def test_a_span_asked_between_ends_its_first_event_at_and():
    asked = (
        "How many years passed between the lease of the Cobble Row workshop to Amos Brell and the closing?"
    )
    found = arithmetic(asked)
    assert found is not None
    first, second = found[2]
    assert "Amos Brell" in first.text and "closing" not in first.text
    assert "closing" in second.text and "Amos Brell" not in second.text
    loose = arithmetic("How many years passed between 1850 to 1860?")  # no "and": read as before
    assert loose is not None and len(loose[2]) == 2


def test_a_paper_s_own_date_dates_what_its_subject_names():
    asked = (
        "How many years passed between the lease of the Cobble Row workshop to Amos Brell and the closing "
        "of the Slate Street works?"
    )
    assert_answers(judged_in(_PAPERS, asked), "190 years")
    assert_answers(
        judged_in(_PAPERS, "In what year was the Cobble Row workshop leased to Amos Brell?"), "1771"
    )
    # a bill dated in another clause is no lease
    other = {"catalogue.md": "# Papers\n\nA bill of 1773 names the Cobble Row workshop; the lease is lost.\n"}
    assert value_in(other, "In what year was the Cobble Row workshop leased to Amos Brell?") is None


def test_an_operand_s_year_opening_a_span_is_no_ending():
    notices = "TCR/9 Notices of withdrawal of passenger services, 1956–1957."
    operand = "In which year: the withdrawal of the passenger service?"
    assert span_end_problem(operand, "1956", notices)
    assert not span_end_problem(operand, "1957", notices)
    assert not span_end_problem("In which year: the opening of the passenger service?", "1956", notices)
    texts = {
        "catalogue.md": (
            "# Catalogue of the Tarrow Railway papers\n\nThe railway was opened for goods in March 1865 "
            "and for passengers in August 1865.\n\nTCR/9 Later additions: notices of withdrawal of "
            "passenger services, 1956–1957, and of closure of the goods depot, 1964.\n"
        )
    }
    asked = (
        "How many years passed between the opening of the line to passengers and the withdrawal of the "
        "passenger service?"
    )
    assert value_in(texts, asked) == "91 years"  # read from the span's first year, which the judge refuses
    assert value_in(texts, asked, judge=True) is None


def test_a_quoted_sum_another_sum_is_set_against_is_no_price_paid():
    cited = (
        'It states, for example, that Amos Brell paid "some £4,000" for the business in 1847; the '
        "conveyance (QG/2/4) shows that the price was £3,750."
    )
    asked = "What price did Amos Brell pay for the business in 1847?"
    assert corrected_after_problem(asked, "£4,000", cited, "")
    assert not corrected_after_problem(asked, "£3,750", cited, "")
    alone = 'It states, for example, that Amos Brell paid "some £4,000" for the business in 1847.'
    assert not corrected_after_problem(asked, "£4,000", alone, "")


def test_a_gift_towards_a_building_is_not_its_cost():
    accounts = (
        "The profit for 1886 is after charging £600 given by Mr H. Brell towards the Institute; the rest of "
        "the cost of that building was met by him privately."
    )
    assert gift_for_cost_problem("What was the total cost of building the Brell Institute?", "£600", accounts)
    assert not gift_for_cost_problem("How much did Mr Brell give towards the Institute?", "£600", accounts)
    built = "The Institute was built in 1886 at a cost of £600 to the designs of Mr Pask."
    assert not gift_for_cost_problem(
        "What was the total cost of building the Brell Institute?", "£600", built
    )
    texts = {"accounts.md": f"# Accounts, 1886\n\n{accounts}\n"}
    draft = judged_in(texts, "What was the total cost of building the Brell Institute?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
