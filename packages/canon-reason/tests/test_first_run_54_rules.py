"""The two confident wrong answers of the first run of heldout178 to heldout180, on invented text.

A span running across the marks of a clause's heading names nothing; and the first year of a catalogue's span
of papers on a closure does not date the closure.
"""

from canon_reason.embedded._figure_asked import document_title_problem, papers_dates_problem


def test_a_span_across_a_heading_s_marks_is_no_answer():
    assert document_title_problem("Gateway.** A gateway 12 feet wide")
    assert document_title_problem("the Quillet Gate") == []


def test_a_catalogue_s_span_of_papers_dates_no_event():
    cited = ["TOL/7: Papers on the closure of the depot and sale of the site, 1958–1963"]
    question = "In which year: the closure of the Tollgarth depot?"
    assert papers_dates_problem(question, "1958", cited)
    assert papers_dates_problem(question, "1960", ["The depot at Tollgarth closed in 1960."]) == []
    asked = "In what year do the papers on the closure of the depot begin?"
    assert papers_dates_problem(asked, "1958", cited) == []
