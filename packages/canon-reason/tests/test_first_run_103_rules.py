"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._borrowed import kin_subject_problem
from canon_reason.embedded._figure_asked import untold_incorporation_problem
from canon_reason.embedded._question_frame import corrected_after_problem
from canon_reason.embedded._stance import mid_name_problem


def test_a_claim_a_correction_sets_out_is_no_answer():
    note = "*Correction:* The history of 1918 (MVC/6/2) states that the Great Shop was opened in 1853."
    asked = "In what year was the Great Shop actually opened?"
    assert corrected_after_problem(asked, "1853", note, "")
    assert not corrected_after_problem(asked, "1854", "*Correction:* The Great Shop was opened in 1854.", "")
    # a history's statement is read when the question does not doubt it ("actually")
    plain = "In what year was the Great Shop opened?"
    assert not corrected_after_problem(
        plain, "1853", "The history states that the shop was opened in 1853.", ""
    )


def test_a_firm_made_a_limited_company_must_be_told_of():
    sales = ["Sales for 1891 include £1,140 for electrical insulators, the first year such goods were made."]
    asked = "In which year: the business made a limited company?"
    assert untold_incorporation_problem(asked, sales)
    told = ["The partnership was converted into a limited company in 1871."]
    assert not untold_incorporation_problem(asked, told)
    capital = "What was the nominal capital of the Brell Company Limited at its incorporation?"
    assert not untold_incorporation_problem(capital, ["The capital was £6,000 in shares of £10."])


def test_a_titled_surname_is_answered_with_the_given_name_its_paper_writes():
    minutes = (
        "# Minutes of the Directors, 1897\n\n"
        "1. The Chairman had consulted Mr Garrow, who had declined on account of his age and his son's "
        "disinclination for such work, and had recommended Mr Arthur Brell, architect, of this town.\n\n"
        "2. The Board heard of the hands' outing, of the new boiler, of the rates and of the old warehouse "
        "roofs, of the yard after the floods, of the carts, and of the weighing machine at the gate.\n\n"
        "2a. The accounts for the half year were read and signed, and a dividend was declared at seven per "
        "cent, orders standing higher than in any year since the Company was formed.\n\n"
        "3. Resolved: that Mr Brell's plans and estimate for the North Block be approved.\n"
    )
    report = (
        "# Report to the shareholders, 1899\n\nThe North Block, of four storeys, was taken into use in June; "
        "the North Block cost £6,100 and the architect's plans for the North Block were praised.\n"
    )
    guide = (
        "# A guide to the works\n\nThe North Block stands beside Bellows Lane, the work of an architect.\n"
    )
    texts = {"minutes.md": minutes, "report.md": report, "guide.md": guide}
    assert_answers(judged_in(texts, "Which architect designed the North Block?"), "Arthur Brell")
    cited = "and had recommended Mr Arthur Brell, architect, of this town."
    assert not mid_name_problem("Arthur Brell", cited)
    assert mid_name_problem("College's boat club", "Merrow College's boat club won.")
    told = (
        "declined on account of his son's disinclination for such work, and had recommended Mr Arthur Brell"
    )
    assert not kin_subject_problem("Which architect designed the North Block?", "Mr Arthur Brell", told)
    house = "He altered his father's lifeboat house at Kelby, when the slipway was extended."
    assert kin_subject_problem("Where was the first motor lifeboat kept?", "Kelby", house)
