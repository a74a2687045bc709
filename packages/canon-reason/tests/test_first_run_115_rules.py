"""A wage by the week read at the time the question asks it, and a capital asked when a firm was formed."""

from pipeline_judge import value_in

from canon_reason.embedded._figure_asked import untold_incorporation_problem

_RECOLLECTIONS = {
    "recollections-of-ada-tarrant-1975.md": (
        "# Recollections of Mrs Ada Tarrant\n\n"
        "I went to the Quarrel works the Monday after Easter, 1919. I was fourteen and had been at the Board "
        "School. My father was a cutter there before me. Nine shillings a week I had to start, and I was put "
        "to sweeping up in the Long Shed.\n"
    )
}


def test_a_sum_by_the_week_is_the_wage_whatever_verb_gives_it():
    asked = "What weekly wage was Ada Tarrant paid when she started at the works?"
    assert value_in(_RECOLLECTIONS, asked, judge=True) == "9s (nine shillings) a week"
    asked = "What weekly wage did Ada Tarrant receive when she started at the works?"
    assert value_in(_RECOLLECTIONS, asked, judge=True) == "9s (nine shillings) a week"


def test_a_wage_to_start_is_no_wage_at_a_later_time():
    asked = "What weekly wage was Ada Tarrant paid when she was made forewoman of the cutting room?"
    assert value_in(_RECOLLECTIONS, asked, judge=True) is None
    asked = "What weekly wage was Ada Tarrant earning when she finally left the works in 1962?"
    assert value_in(_RECOLLECTIONS, asked, judge=True) is None


def test_a_capital_asked_when_a_firm_was_incorporated_asks_no_date():
    minute = "It was reported that the nominal capital of the Company is £40,000, divided into 4,000 shares."
    asked = "What was the nominal capital of the Quarrel Lamp Company Limited when it was incorporated?"
    assert not untold_incorporation_problem(asked, [minute])
    asked = "When was the Quarrel Lamp Company Limited incorporated?"
    assert untold_incorporation_problem(asked, ["Sales for 1891 include £1,140 for insulators."])
