"""The eight confident wrong answers of the first run of heldout160 to heldout162, on invented text.

A report's date does not date an event it tells "for seven years since"; a total asked is read under the
"Total" column; a distance ("five miles up the valley") is no height; a source's date set before what it
reports dates the report, not the event; a charge for lighting is no charge for power; an event a text sets
with "his predecessor" is not the named holder's; and a year's row answers under the column naming the asked
deed ("Units sold" for sales), not another ("Units generated").
"""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._datelines import source_date_problem
from canon_reason.embedded._figure_asked import distance_for_height_problem, other_use_problem
from canon_reason.embedded._stance import predecessor_event_problem


def test_a_report_s_date_does_not_date_an_event_told_years_since():
    report = (
        "# Death of Captain Garnick\n\n"
        "*From the Pelbury Mercury, Saturday 8 March 1884.*\n\n"
        "PELBURY, Friday. — We record the death, on Tuesday last, of Captain Ozias Garnick, for eighteen "
        "years the superintendent of the school, and for seven years since his retirement seen on the quay.\n"
    )
    question = "In which year did Captain Garnick retire as superintendent?"
    assert judged_in({"obituary.md": report}, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


_TOLLS = (
    "# Tolls of the Horse Fair\n\n"
    "| Year | Horses entered | Horse tolls | Stallage | Total |\n|---|---|---|---|---|\n"
    "| 1872 | 1,488 | £124 | £57 | £181 |\n"
)
_UNITS = (
    "# Units Generated and Sold\n\n"
    "| Year | Units generated | Units sold | Consumers |\n|---|---|---|---|\n"
    "| 1913 | 2,310,500 | 1,846,200 | 3,105 |\n"
)


def test_a_total_asked_is_read_under_the_total_column():
    row = "| 1872 | 1,488 | £124 | £57 | £181 |"
    before = _TOLLS[: _TOLLS.index(row)]
    question = "What was the total of tolls and stallage taken at the Quendal horse fair in 1872?"
    assert other_column_problem(question, "£124", row, before)
    assert other_column_problem(question, "£181", row, before) == []


def test_a_year_s_row_answers_under_the_column_of_the_asked_deed():
    row = "| 1913 | 2,310,500 | 1,846,200 | 3,105 |"
    before = _UNITS[: _UNITS.index(row)]
    assert other_column_problem("What were the sales in 1913?", "2,310,500", row, before)
    assert other_column_problem("What were the sales in 1913?", "1,846,200", row, before) == []


def test_a_distance_is_no_height():
    cited = "The town of Brimsey, five miles up the valley, has its own station with towers of the same type."
    assert distance_for_height_problem("How high were the towers at Brimsey?", "five miles", cited)
    tall = "The tower rises 64 feet to the top of its parapet."
    assert distance_for_height_problem("How high was the tower to rise?", "64 feet", tall) == []


def test_a_source_s_date_dates_the_report_not_the_event():
    cited = "*From the Post of 3 July 1957:* The report of the inquiry into the fall of the tower is out."
    assert source_date_problem("In which year did the tower fall?", "1957", cited)
    fell = "*From the Post of 3 July 1957:* The tower fell yesterday in the gale."
    assert source_date_problem("In which year did the tower fall?", "1957", fell) == []


def test_a_charge_for_another_use_is_not_the_asked_one():
    cited = "The charge for current to private consumers for lighting has been fixed at sixpence per unit."
    assert other_use_problem("What price per unit was charged for power in 1898?", "sixpence", cited)
    assert other_use_problem("What price per unit was charged for lighting in 1898?", "sixpence", cited) == []


def test_an_event_set_with_a_predecessor_is_not_the_named_holder_s():
    question = "Who was superintendent of the school when enteric fever broke out there?"
    cited = (
        "The Superintendent, Mr Ozias Garnick, reminded the Managers that the Inspector had pressed for an "
        "infirmary, as his predecessor had done after the enteric fever of 1893."
    )
    assert predecessor_event_problem(question, "Mr Ozias Garnick", cited)
    own = "Mr Ozias Garnick was superintendent when the enteric fever broke out in 1893."
    assert predecessor_event_problem(question, "Mr Ozias Garnick", own) == []
