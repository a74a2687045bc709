"""An aside after a father's name, a chairman's sister, a wage named in a who-clause of another trade, and a
firm a reader is told not to confuse with the asked one."""

from canon_reason.embedded._answer_type import other_earner_problem
from canon_reason.embedded._namesakes import confused_with_problem, parent_aside_problem
from canon_reason.embedded._tenure import holder_kin_problem


def test_an_aside_after_the_fathers_name_is_his():
    told = (
        "The deceased was the only son of the late Mr. Abel Treen, a native of Coldby, who came to this town "
        "as a young man."
    )
    assert parent_aside_problem("Where was Abel Treen the younger born?", "Coldby", told)
    assert not parent_aside_problem("Where was Abel Treen the elder born?", "Coldby", told)
    own = "Abel Treen the younger, son of Mr. Abel Treen, a native of Coldby, was born at Wexham."
    assert not parent_aside_problem("Where was Abel Treen the younger born?", "Coldby", own)


def test_the_chairmans_sister_is_not_the_chairman():
    told = "The new Dye House was declared open by Mrs. Ruth Alder Vine, sister of the chairman, on Monday."
    question = "Who was chairman of the company when the new Dye House was opened?"
    assert holder_kin_problem(question, "Ruth Alder Vine", told)
    assert not holder_kin_problem("Who opened the new Dye House?", "Ruth Alder Vine", told)


def test_the_pay_of_one_trade_named_in_a_who_clause():
    told = "The grinders, who are paid thirty shillings a week, asked for an advance; the packers for more."
    wage = "30s (thirty shillings) a week"
    assert other_earner_problem("What weekly wage were the packers paid before the strike?", wage, [told])
    assert not other_earner_problem("What weekly wage were the grinders paid?", wage, [told])


def test_a_year_of_the_firm_a_reader_should_not_confuse_with_the_asked_one():
    told = "Readers should not confuse the firm with Hobb & Lacey of Marbury, which closed in 1958."
    assert confused_with_problem("When was the Fennick Works closed?", "1958", told)
    assert not confused_with_problem("When did Hobb & Lacey of Marbury close?", "1958", told)
