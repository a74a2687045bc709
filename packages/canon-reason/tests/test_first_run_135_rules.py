"""The street of an inn named before it, a count a text says is given in round figures, a firm with the town
it is of, and a sum offered before another was agreed."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._answer_form import firm_of_town
from canon_reason.embedded._question_frame import denied_figure_problem
from canon_reason.embedded._stand_ins import building_street_problem
from canon_reason.embedded._whole_measures import offered_for_agreed_problem


def test_the_street_of_an_inn_named_before_it_is_not_where_a_society_met():
    row = (
        "| CW/7/1 | Minute book of the Corve Friendly Society, meeting at the Plough Inn, Mill Lane | 1802 |"
    )
    asked = "Where did the Corve Friendly Society hold its meetings?"
    assert building_street_problem(asked, "Mill Lane", row)
    assert not building_street_problem(asked, "Plough Inn", row)
    opened = "**7 July 1881.** The Plough Inn, Mill Lane, opened on 1 July."
    assert not building_street_problem("Where did the society open its Plough Inn?", "Mill Lane", opened)


def test_a_count_a_text_says_is_given_in_round_figures_is_disputed():
    note = (
        'The number of hands in 1911 is sometimes given, in round figures, as "some 250"; the wage book '
        "for the week ending 1st July 1911 shows 246 names."
    )
    assert denied_figure_problem("250 hands", [note])
    assert not denied_figure_problem("246", [note])


TENDERS = {
    "minutes.md": (
        "# Minutes of the partners: tenders for rebuilding the Dye House, June 1858\n\n"
        "The tenders for rebuilding the Dye House were opened.\n\n"
        "Resolved: That the tender of Messrs Pell & Sons, of Hapsford, being the lowest, be accepted, and "
        "that Mr Tull be instructed to prepare the contract.\n"
    ),
}


def test_a_firm_is_given_with_the_town_it_is_of():
    draft = judged_in(
        TENDERS, "Which builder's tender for rebuilding the Dye House was accepted in June 1858?"
    )
    assert_answers(draft, "Pell & Sons of Hapsford")


def test_a_sum_offered_before_another_was_agreed_is_not_the_agreed_one():
    minute = (
        "The liquidator had offered the works to the Council for the sum of £4,250, and after negotiation "
        "had agreed to accept £3,900 for the whole."
    )
    asked = "What sum did the Council agree to pay for the works?"
    assert offered_for_agreed_problem(asked, "£4,250", minute)
    assert not offered_for_agreed_problem(asked, "£3,900", minute)
    assert not offered_for_agreed_problem("What sum was first asked for the works?", "£4,250", minute)


def test_a_street_a_builder_is_of_is_no_town_of_a_firm():
    minute = "Resolved: That the tender of Mr Amos Pell, of Mill Lane, be accepted."
    assert firm_of_town("Mr Amos Pell", minute) == "Mr Amos Pell"
    assert firm_of_town("Mr Amos Pell", "the tender of Mr Amos Pell, of Hapsford, be accepted") == (
        "Mr Amos Pell of Hapsford"
    )
