"""Values read when the passage stating the asked fact is missing are refused when their text says otherwise.

Each corpus here leaves out the document that would answer and keeps a sentence naming something close to
it: the date of an event's other repeat, a bound on a height, another body's founding year, an hour of the
day, or the street a named building stands in. The judge refuses each; where the fact is given, the answer
still passes.
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._event_subject import ordinal_event_problem
from canon_reason.embedded._operand_figures import bounded_after
from canon_reason.embedded._stand_ins import building_street_problem, clock_time_problem


def test_the_date_of_the_first_fire_in_a_report_of_the_second_is_not_the_seconds():
    report = (
        "# Fire at the Vessendy Mill\n\n"
        "This is the second fire in the history of the Vessendy Mill, the first having occurred as long "
        "ago as 1851, when the drying loft was burnt.\n"
    )
    draft = judged_in({"report.md": report}, "In what year was the second fire at the Vessendy Mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_date_of_the_asked_repeat_itself_still_stands():
    question = "In what year was the second fire at the Vessendy Mill?"
    assert ordinal_event_problem(question, "1902", "The second fire at the Vessendy Mill was in 1902.") == []
    cited = "The second fire at the Vessendy Mill broke out on the first of May 1902."
    assert ordinal_event_problem(question, "May 1902", cited) == []


def test_a_height_within_which_the_water_rose_is_no_height():
    minutes = (
        "# Minutes, 1795\n\n"
        "The Surveyor reported that the flood of Monday last had risen higher than any flood within "
        "memory, the water standing at one time within 5 feet of the crown of the Quorrell Bridge arch.\n"
    )
    question = "How high above low water was the crown of the Quorrell Bridge arch to stand?"
    draft = judged_in({"minutes.md": minutes}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert bounded_after("the water standing within ")


def test_a_founding_year_of_the_body_that_built_the_asked_thing_some_years_later_is_not_its_own():
    society = (
        "# The Pramble Society\n\n"
        "The Pramble Society was founded at Tamblin in 1859 and built the Ludgrove Observatory twelve "
        "years later.\n"
    )
    draft = judged_in({"society.md": society}, "When was the Ludgrove Observatory founded?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert_answers(judged_in({"society.md": society}, "When was the Pramble Society founded?"), "1859")


def test_an_hour_of_the_day_is_no_count():
    trip = (
        "# A walk on the ridge\n\n"
        "We started from Tamblin Lodge at eight, having slept in comfort for once, and it took us two "
        "hours to reach the foot of the ridge.\n"
    )
    draft = judged_in({"trip.md": trip}, "How many bedrooms does Tamblin Lodge have?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    question = "How many bedrooms does Tamblin Lodge have?"
    assert clock_time_problem(question, "eight", "The lodge has eight bedrooms, and we left at eight.") == []


def test_the_street_a_named_building_stands_in_is_not_where_the_office_was_kept():
    history = (
        "# The Brastow Society\n\n"
        "In 1824 the Brastow Society moved its books out of the inn and took Yeldham House in Corbisher "
        "Row as its office, which it kept until the end.\n"
    )
    question = "Where did the Brastow Society keep its office from 1824 onwards?"
    draft = judged_in({"history.md": history}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "Corbisher" not in draft.answer, draft.answer
    cited = history.splitlines()[2]
    assert building_street_problem(question, "Corbisher Row", cited)
    assert building_street_problem("Where was Ann Brastow born?", "Corbisher Row", cited) == []


FIGURES = (
    "# Patients, 1880–1882\n\n"
    "*Figures of the Garstowe Dispensary.*\n\n"
    "| Year | In-patients admitted | Out-patients | Deaths |\n"
    "|---|---|---|---|\n"
    "| 1880 | 1,042 | 2,106 | 61 |\n"
    "| 1881 | 1,077 | 2,190 | 58 |\n"
)


def test_a_figure_under_in_patients_does_not_count_out_patients():
    question = "What was the true number of out-patients treated at the Garstowe Dispensary in 1881?"
    draft = judged_in({"figures.md": FIGURES}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "1,077" not in draft.answer, draft.answer
    row = "| 1881 | 1,077 | 2,190 | 58 |"
    before = FIGURES[: FIGURES.index(row)]
    assert other_column_problem(question, "1,077", row, before)
    assert other_column_problem(question, "2,190", row, before) == []


def test_the_life_dates_heading_a_bold_entry_are_no_term_of_office():
    notes = (
        "# Biographical notes\n\n"
        "**Skelbourne, Amos (1791–1862).** Surgeon, nephew of the above.\n\n"
        "**Drimmock, Hal (1802–1870).** Physician.\n"
    )
    question = "For how many years did Amos Skelbourne hold the office of Surgeon to the dispensary?"
    draft = judged_in({"notes.md": notes}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
