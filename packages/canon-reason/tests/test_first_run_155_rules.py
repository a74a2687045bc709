"""A figure a sentence denies with "nor", giving another in its place."""

from canon_reason.embedded._stance import denied_value_problem


def test_a_figure_denied_with_nor_is_no_answer():
    told = "Nor were sixty looms lost: the number destroyed in the Weaving Shed was 74, all since replaced."
    assert denied_value_problem("sixty looms", told)
    assert not denied_value_problem("74", told)
    # "nor" with no verb between joins two figures given, and denies neither
    listed = "Neither fifty nor sixty looms would fill the new shed."
    assert not denied_value_problem("sixty looms", listed)
