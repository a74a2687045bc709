"""A year a letter says a booklet states, before it gives the true one, is disputed; the search finds it."""

from canon_reason.embedded._question_frame import denial_query, denied_figure_problem, is_denial_query

LETTER = (
    "Mr Pask's booklet, which I have read with the greatest pleasure, states that the Long Mill in Harrow "
    'Street was opened in 1871 and that it cost "about £3,200". Both statements are slightly astray. The '
    "Long Mill was opened on Tuesday, 9th May 1870."
)


def test_a_year_a_booklet_is_said_to_state_is_disputed_by_the_year_given_after():
    assert denied_figure_problem("1871", [LETTER])
    assert not denied_figure_problem("1870", [LETTER])


def test_the_search_for_a_year_s_denial_asks_for_a_statement_too():
    query = denial_query("1871")
    assert query is not None and "states that" in query and "1871" in query
    assert is_denial_query(query)
    assert not is_denial_query("gives the year as 1871")
