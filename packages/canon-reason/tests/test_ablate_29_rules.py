"""Near answers of the wrong standing, read when the passage stating the asked fact is missing, are refused.

Each corpus here leaves out the document that would answer and keeps a text naming something close to
it: a table row for a grandson of the asked office-holder, or an institution in a sentence about the asked
building where a firm or a port is asked for. The judge refuses each; where the fact is given, the answer
still passes.
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._stand_ins import firm_town_problem, institution_kind_problem

CHAIRMEN = (
    "# Chairmen of the Tarvenish Gas Company\n\n"
    "| Chairman | Years | Note |\n"
    "|---|---|---|\n"
    "| Ralph Quillet | 1874–1899 | Grandson of the first chairman |\n"
    "| Mrs. Edith Oskmere | 1899–1920 | Widow of Amos Oskmere, founder; first woman in the chair |\n"
)


def test_a_row_noted_as_a_relative_of_the_asked_holder_is_not_the_holder():
    question = "Who was the first chairman of the Tarvenish Gas Company?"
    draft = judged_in({"chairmen.md": CHAIRMEN}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_row_noted_as_the_relative_of_someone_else_still_answers():
    draft = judged_in({"chairmen.md": CHAIRMEN}, "Who chaired the Tarvenish Gas Company in 1910?")
    assert_answers(draft, "Edith Oskmere")


MINUTES = (
    "# Minutes of the Council, 1891\n\n"
    "The Committee reported that at a General Meeting of the members of the Velloran Institute, held in "
    "the Drumcastle Building on the 24th of June last, a resolution to offer the building to the "
    "Corporation was carried.\n"
)


def test_an_institute_is_no_firm_of_builders():
    question = "Which firm of builders carried out the contract for the Drumcastle Building?"
    draft = judged_in({"minutes.md": MINUTES}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert institution_kind_problem(question, "Velloran Institute")
    assert institution_kind_problem(question, "Quillet and Sons") == []


def test_a_research_station_is_no_port():
    town = (
        "# Hobbington\n\n"
        "Hobbington is the terminus of the Quillet Hill Railway and the seat of the Quillet Tea Research "
        "Station.\n"
    )
    draft = judged_in({"town.md": town}, "From which port does the Quillet Hill Railway set out?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_firm_named_with_its_partners_still_answers():
    report = (
        "# The Drumcastle Building\n\n"
        "The contract for the Drumcastle Building was carried out by Quillet and Sons, builders, of "
        "Hobbington.\n"
    )
    question = "Which firm of builders carried out the contract for the Drumcastle Building?"
    draft = judged_in({"report.md": report, "minutes.md": MINUTES}, question)
    assert_answers(draft, "Quillet and Sons")


def test_the_town_after_a_firms_name_is_no_firm():
    house = "# The Fern House\n\nBuilt 1861.\n\nIronwork: Quillet & Velloran, Hobbington\n"
    draft = judged_in({"house.md": house}, "Which firm cast the ironwork of the Vine House?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    asked = "Which firm cast the ironwork of the Fern House?"
    cited = "Ironwork: Quillet & Velloran, Hobbington"
    assert firm_town_problem(asked, "Hobbington", cited)
    assert firm_town_problem(asked, "Quillet & Velloran", cited) == []


def test_the_town_whose_people_are_meant_is_no_firm():
    trade = (
        "# The trade\n\n"
        "A rival house built the Drumcastle Works in Mill Lane in 1867, and by 1900 the two firms between "
        "them employed nearly a third of the working people of Hobbington.\n"
    )
    draft = judged_in({"trade.md": trade}, "Which firm worked the Drumcastle Works in Mill Lane?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_firm_before_its_town_still_answers():
    house = (
        "# The Vine House\n\n"
        "The firm of Quillet & Velloran, Hobbington, cast the ironwork of the Vine House.\n"
    )
    draft = judged_in({"house.md": house}, "Which firm cast the ironwork of the Vine House?")
    assert_answers(draft, "Quillet & Velloran")
