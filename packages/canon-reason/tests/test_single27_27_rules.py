"""A company's capital asked as a sum, and a company named with its legal suffix spelt out or short.

"What was the nominal capital of X?" asks a sum of money, not a seat of government; and a question naming
"the Brackenhope Tile Company Ltd" is answered by minutes headed "Brackenhope Tile Company Limited".
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome

MINUTES = (
    "# Brackenhope Tile Company Limited: Minutes of the First Meeting of Directors\n\n"
    "1. **Chairman.** Resolved that Mr Edgar Tallowfield be chairman of the company.\n\n"
    "2. **Capital.** It was reported that the nominal capital of the company is £25,000, divided into "
    "25,000 shares of £1 each.\n"
)


def test_a_company_s_nominal_capital_is_a_sum_of_money():
    draft = judged_in(
        {"minutes.md": MINUTES}, "What was the nominal capital of the Brackenhope Tile Company Limited?"
    )
    assert_answers(draft, "£25,000")


def test_a_company_named_ltd_is_the_one_a_text_names_limited():
    draft = judged_in(
        {"minutes.md": MINUTES}, "What was the nominal capital of the Brackenhope Tile Company Ltd?"
    )
    assert_answers(draft, "£25,000")


GAZETTEER = (
    "# Orrendale\n\nOrrendale is the capital of the province of Quillmere, and the seat of its governor.\n"
)


def test_the_capital_of_a_province_is_still_a_place():
    draft = judged_in({"orrendale.md": GAZETTEER}, "What is the capital of Quillmere?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert "Orrendale" in draft.answer


HISTORY = (
    "# The Brackenhope Tile Works\n\n"
    "The Brackenhope Tile Company Limited was formed in 1899 to take over the works. "
    "The Brackenhope Tile Company was bought by Wraxholt Clayworks Limited in 1937, and the works were "
    "closed two years later.\n"
)


def test_a_company_written_without_its_limited_is_the_same_company():
    draft = judged_in({"history.md": HISTORY}, "Which company bought the Brackenhope Tile Company Limited?")
    assert_answers(draft, "Wraxholt Clayworks Limited")
