"""The wage a worker was then paid for the wage asked in a strike, one trade's wage for another's, and who
came into an office in a year its list gives as the end of one term and the start of the next, and
whose list a row stands in under a heading in bold."""

from pipeline_judge import value_in

from canon_reason.embedded._answer_type import other_earner_problem, paid_for_demanded_problem

STRIKE = (
    "The men say that a riveter now receives twenty-four shillings a week for full time, and they ask for "
    "twenty-seven shillings."
)


def test_the_wage_a_man_receives_is_not_the_wage_asked_for():
    question = "What weekly wage did the riveters ask for in the 1907 strike?"
    assert paid_for_demanded_problem(question, "24s (twenty-four shillings) a week", [STRIKE])
    assert not paid_for_demanded_problem(question, "27s (twenty-seven shillings) a week", [STRIKE])


def test_one_trades_wage_is_not_anothers():
    question = "What weekly wage were the packing-room women paid before the 1907 strike?"
    assert other_earner_problem(question, "24s (twenty-four shillings) a week", [STRIKE])
    asked_of_them = "What weekly wage was a riveter paid before the 1907 strike?"
    assert not other_earner_problem(asked_of_them, "24s (twenty-four shillings) a week", [STRIKE])
    told_of_the_men = "The men now receive twenty-four shillings a week."
    of_the_riveters = "What weekly wage were the riveters paid before the 1907 strike?"
    assert not other_earner_problem(of_the_riveters, "24s (twenty-four shillings) a week", [told_of_the_men])


CHAIRMEN = {
    "chairmen.md": (
        "# Pellow Brothers Ltd: Chairmen, 1890-1930\n\n| Name | In office |\n|---|---|\n"
        "| Amos Pellow | 1890–1912 |\n| Ruth Pellow | 1912–1930 |\n"
    )
}


def test_who_came_into_an_office_in_a_year_is_read_from_the_term_it_opens():
    became = "Who became chairman of Pellow Brothers Ltd in 1912?"
    assert value_in(CHAIRMEN, became, judge=True) == "Ruth Pellow"
    retired = "Who retired as chairman of Pellow Brothers Ltd in 1912?"
    assert value_in(CHAIRMEN, retired, judge=True) == "Amos Pellow"
    # the year two terms share names no one holder of it
    assert value_in(CHAIRMEN, "Who was chairman of Pellow Brothers Ltd in 1912?", judge=True) is None


OFFICERS = {
    "officers.md": (
        "# Pellow Brothers Ltd: Chairmen and Works Managers\n\n"
        "**Chairmen**\n\n| Name | In office |\n|---|---|\n"
        "| Amos Pellow | 1890–1912 |\n\n**Works Managers**\n\n| Name | In office |\n|---|---|\n"
        "| Jabez Crane | 1885–1920 |\n"
    )
}


def test_a_line_in_bold_heads_the_list_of_holders_under_it():
    manager = "Who was works manager of Pellow Brothers Ltd in 1900?"
    assert value_in(OFFICERS, manager, judge=True) == "Jabez Crane"
    assert value_in(OFFICERS, "Who was chairman of Pellow Brothers Ltd in 1900?", judge=True) == "Amos Pellow"
