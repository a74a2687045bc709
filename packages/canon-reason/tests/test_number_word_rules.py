"""A number written in words with a hyphen ("ninety-six") is one number, never the word after the hyphen.

"some ninety-six feet in height" gives a dome of 96 feet, not one of six feet; a hyphenated number word read
by halves had answered the height with the second half, and the judge had passed it.
"""

import pytest
from pipeline_judge import ask_in, assert_answers

from canon_reason._text import words
from canon_reason.embedded._candidates import numbers

_DOME = {
    "guide.md": "# The Orrin Museum\n\nThe visitor approaching along Kell Street will see the long front "
    "of the Orrin Museum, above which rises the dome, some ninety-six feet in height.\n"
}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("some ninety-six feet in height", 96),
        ("a nave of seventy two feet", 72),
        ("twenty-one cottages", 21),
        ("forty feet", 40),
        ("six feet", 6),
    ],
)
def test_a_number_in_words_is_read_whole(text: str, value: int) -> None:
    found = numbers(text, tuple(words(text)))
    assert [m.number for m in found] == [value]


def test_a_height_in_hyphenated_words_is_answered_whole() -> None:
    assert_answers(ask_in(_DOME, "How tall is the dome of the Orrin Museum?"), "ninety-six feet")
