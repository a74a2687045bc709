"""The pounds of a sum a table writes in pounds, shillings and pence, and a paper's date cited alone for the
day of an event it reports."""

from canon_reason.embedded._columns import pounds_only_problem
from canon_reason.embedded._datelines import dateline_alone_problem

_ACCOUNT = "| Item | £ | s. | d. |\n|---|---|---|---|\n| Contract sum | 1,900 | 0 | 0 |\n"


def test_the_pounds_of_a_sum_are_not_the_whole_sum():
    total = "| **Total of final account** | **2,115** | **12** | **6** |"
    assert pounds_only_problem("2,115", total, _ACCOUNT)
    assert not pounds_only_problem("£1,900", "| Contract sum | 1,900 | 0 | 0 |", _ACCOUNT)
    # the figure's own "£" column, of two
    twice = "| Item | £ | s. | d. | £ | s. | d. |\n|---|---|---|---|---|---|---|\n"
    assert pounds_only_problem("310", "| Roof | 150 | 0 | 0 | 310 | 5 | 0 |", twice)
    assert not pounds_only_problem("150", "| Roof | 150 | 0 | 0 | 310 | 5 | 0 |", twice)
    plain = "| Item | Cost |\n|---|---|\n"
    assert not pounds_only_problem("2,115", "| Total | 2,115 |", plain)


def test_a_papers_date_alone_dates_no_event_it_reports():
    dateline = "ORBY ADVERTISER, 3rd May 1909."
    assert dateline_alone_problem("On what date did the carters' strike end?", "3rd May 1909", [dateline])
    assert not dateline_alone_problem("On what date was the strike reported?", "3rd May 1909", [dateline])
    # a sketch's "Died" and its date tell a death, and are no paper's date
    assert not dateline_alone_problem("When did Amos Hale die?", "6 May 1879", ["Died 6 May 1879."])
    told = "The carters returned to work this morning."
    assert not dateline_alone_problem("On what date did the strike end?", "3rd May 1909", [dateline, told])
