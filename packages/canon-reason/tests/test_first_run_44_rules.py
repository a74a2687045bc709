"""Holders read from the list of another office, and a year a report's date gives to an event it places long
before, on invented text: the confident wrong answers left after the first runs of heldout145 to heldout153,
and one a rule for them brought back on heldout122.

A role noun the question only weighs ("honorary *surgeon*") is still the office a list must be of; a row of
years in cells of their own under a heading for another office ("## Honorary secretaries") holds none of
the asked office's years; a name standing in a column named for another office ("| Inspector |") is no
holder of the asked one; a row giving its holder's office in a cell ("| Master |") that the page's title
lists beside the asked one ("Masters and Chairmen") is that office's, though the passage lost its heading;
and "the burning of the malthouse nearly fifty years ago" in a dated report does not date the burning.
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome

_SECRETARIES = (
    "# Honorary Surgeons and Secretaries of the Threnby Infirmary\n\n"
    "*Lists compiled for the jubilee of 1911.*\n\n"
    "## Honorary secretaries\n\n"
    "| Secretary | From | To |\n|---|---|---|\n"
    "| Mr Ossory Cardle | 1861 | 1892 |\n| Mr Quinsey Cardle | 1892 | 1911 |\n"
)
_SURGEONS = (
    "# Honorary Surgeons of the Threnby Infirmary\n\n"
    "## Honorary surgeons\n\n"
    "| Surgeon | From | To |\n|---|---|---|\n"
    "| Mr Abel Dallow | 1862 | 1890 |\n| Mr Hugh Brantwick | 1890 | 1911 |\n"
)


def test_a_row_under_another_office_s_heading_is_no_holder_of_the_asked_one():
    question = "Who held the post of honorary surgeon at the Threnby Infirmary in 1900?"
    assert judged_in({"secretaries.md": _SECRETARIES}, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged_in({"surgeons.md": _SURGEONS}, question), "Hugh Brantwick")


def test_a_name_in_a_column_for_another_office_is_no_holder_of_the_asked_one():
    inspectors = (
        "# Inspectors of Nuisances, Borough of Threnby\n\n"
        "| Inspector | Appointed | Left office | Notes |\n|---|---|---|---|\n"
        "| Ossory Cardle | 1874 | 1881 | Formerly baths keeper |\n"
        "| Quinsey Dallow | 1881 | 1899 | Resigned |\n\n"
        "Note: the superintendent of the baths was a separate officer, appointed by the Baths Committee.\n"
    )
    question = "Who was superintendent of the baths in 1890?"
    assert judged_in({"inspectors.md": inspectors}, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    asked = "Who was inspector of nuisances in 1890?"
    assert_answers(judged_in({"inspectors.md": inspectors}, asked), "Quinsey Dallow")


def test_a_row_naming_another_office_the_title_lists_is_that_office_s():
    masters = (
        "# Threnby School of Art: Masters and Chairmen of the Committee\n\n"
        "| Holder | Title | Term of office |\n|---|---|---|\n"
        "| Ossory Cardle | Master | 1861–1879 |\n| Quinsey Cardle | Master | 1879–1902 |\n"
    )
    question = "Who chaired the School's committee in 1884?"
    assert judged_in({"masters.md": masters}, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(
        judged_in({"masters.md": masters}, "Who was master of the School in 1884?"), "Quinsey Cardle"
    )


def test_a_report_s_date_does_not_date_an_event_it_places_long_before():
    report = (
        "# Fire at the Threnby Brewery\n\n"
        "*From the Threnby Advertiser, 15 March 1879.*\n\n"
        "THRENBY, Friday. — For the second time in its history the brewery of Messrs Cardle has been visited "
        "by a serious fire, and the damage is far greater than in the burning of the malthouse nearly fifty "
        "years ago.\n"
    )
    asked = "When was the malthouse burned out?"
    assert judged_in({"fire.md": report}, asked).outcome is Outcome.INSUFFICIENT_EVIDENCE
