"""Two of the five confident wrong answers of the first run of heldout169 to heldout171, on invented text.

A document's own title ("Minutes of the First Meeting of the Commissioners") answers no "where"; and a
birthplace is not read from texts none of which tells of a birth ("Mr Ann Roe, architect, of Kell").
"""

from canon_reason.embedded._figure_asked import document_title_problem, untold_birth_problem


def test_a_document_s_title_is_no_answer():
    assert document_title_problem(
        "Minutes of the First Meeting of the Commissioners of the Quarton Navigation"
    )
    assert document_title_problem("the Crown and Anchor at Quarton") == []
    assert document_title_problem("Letterston") == []


def test_a_birthplace_needs_a_text_telling_of_a_birth():
    question = "Where was Samuel Dunsop, architect of the second pavilion, born?"
    practised = ["that Mr Samuel Dunsop, architect, of Brimsey, be invited to prepare plans."]
    assert untold_birth_problem(question, practised)
    told = ["Samuel Dunsop was born at Skelwith in 1851 and trained at Brimsey."]
    assert untold_birth_problem(question, told) == []
    assert untold_birth_problem("Where did Samuel Dunsop practise?", practised) == []
