"""A year from a text that tells no deed the question dates, a wage where only a demand is told, and a name a
later letter corrects."""

from pipeline_judge import value_in

from canon_reason.embedded._answer_type import paid_before_settled_problem, undated_deed_problem
from canon_reason.embedded._namesakes import corrected_name, name_correction_query


def test_a_year_from_a_text_telling_no_such_deed_does_not_date_it():
    question = "In what year was the dye-house chimney felled?"
    unused = "The chimney had stood unused since the works went over to gas engines in 1931."
    assert undated_deed_problem(question, "1931", [unused])
    felled = "The old dye-house chimney was felled by steeplejacks in 1964."
    assert not undated_deed_problem(question, "1964", [felled])


def test_a_demand_told_without_terms_gives_no_wage_a_strike_ended_with():
    question = "What weekly wage did the Press Shop men receive under the settlement of the 1912 strike?"
    asked = "The men state that their wages, nineteen shillings a week, have not been raised; they ask more."
    assert paid_before_settled_problem(question, "19s (nineteen shillings) a week", [asked])
    agreed = "The men asked for a rise, and the masters have agreed to twenty-one shillings a week."
    assert not paid_before_settled_problem(question, "21s (twenty-one shillings) a week", [agreed])


REPORT_AND_LETTER = {
    "report-fire-1880.md": (
        "# Fire at the Dye Works\n\nA fire broke out at the dye works of Messrs. Olde on Monday night. "
        "The alarm was raised by the watchman, Samuel Brack, who saw smoke from the drying loft.\n"
    ),
    "letter-correction-1880.md": (
        "# Correspondence\n\nSir,—I write to correct your report of last week. The man you name is "
        "Eli Brack, not Samuel; Samuel Brack is his cousin and works in our packing room.\n"
    ),
}


def test_a_name_a_later_letter_corrects_is_answered_as_corrected():
    assert corrected_name("Samuel Brack", []) is None
    assert name_correction_query("Samuel Brack") is not None
    assert name_correction_query("the Old Dye House") is None
    question = "What was the name of the watchman who raised the alarm at the dye works fire?"
    assert value_in(REPORT_AND_LETTER, question, judge=True) == "Eli Brack"
