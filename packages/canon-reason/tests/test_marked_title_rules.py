"""A value that runs from the words before an italic or quoted title into the title is the title alone."""

import pytest

from canon_reason.embedded._answer_form import completed

QUESTION = "What was the title of Mr Odrell Kessingby's cantata first sung at the Quellmoor festival?"


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        (
            "The week's novelty was the first singing of *The Lamp of Quellmoor*, a cantata by Mr Kessingby.",
            "singing of *The Lamp of Quellmoor",
            "The Lamp of Quellmoor",
        ),
        (
            "The week's novelty was the first singing of \u201cThe Lamp of Quellmoor\u201d, a cantata.",
            "singing of \u201cThe Lamp of Quellmoor",
            "The Lamp of Quellmoor",
        ),
    ],
)
def test_a_value_running_into_a_marked_title_is_the_title(text, value, expected):
    end = text.index(value) + len(value)
    assert completed(QUESTION, value, text, end) == expected


def test_a_title_whose_marks_the_value_closes_is_kept_as_it_is():
    text = "The cantata *The Lamp of Quellmoor* was first sung in 1886."
    value = "*The Lamp of Quellmoor*"
    end = text.index(value) + len(value)
    assert completed(QUESTION, value, text, end) == value


def test_a_value_with_an_opening_mark_that_its_text_does_not_close_there_is_kept():
    text = "Sung by the choir of *St Ulbert's*, the Lamp of Quellmoor was a success."
    value = "choir of *St"
    end = text.index(value) + len(value)
    assert completed(QUESTION, value, text, end) == value
