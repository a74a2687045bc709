"""A paragraph's bold heading for a thing of some kind, and a price quoted for another kind of the thing."""

from canon_reason.embedded._scope import topic_heading_problem
from canon_reason.embedded._whole_measures import priced_kind_problem


def test_a_paragraph_heading_is_not_the_thing_its_paragraph_tells():
    entry = "**The Bell Foundry.** Above the gate of the works on Quarry Road turns a gilded salmon."
    question = "What fish does the gilded vane over the gate represent?"
    assert topic_heading_problem(question, "Bell Foundry", entry)
    assert topic_heading_problem(question, "The Bell Foundry", entry)
    assert not topic_heading_problem(question, "salmon", entry)
    assert not topic_heading_problem("What were the works on Quarry Road called?", "Bell Foundry", entry)
    assert not topic_heading_problem("Which works stand on Quarry Road?", "Bell Foundry", entry)


def test_a_price_quoted_for_another_kind_of_the_thing_is_not_the_one_asked():
    letter = "Our plain field gates of the usual width we quote at 11s. 6d. each."
    question = "What price per gate did the firm quote for oak-framed carriage gates in 1884?"
    assert priced_kind_problem(question, "11s. 6d", letter)
    assert not priced_kind_problem("What price did the firm quote for plain field gates?", "11s. 6d", letter)
    assert not priced_kind_problem("What price per gate did the firm quote for gates?", "11s. 6d", letter)
