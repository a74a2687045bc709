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


def test_a_sentence_s_numbers_are_read_once_and_kept_only_for_its_own_words() -> None:
    text = "It carried 1.9 million passengers in 1930 and 6.4 million in 1950."
    ws = tuple(words(text))
    first = numbers(text, ws)
    again = numbers(text, ws)
    assert again == first and again is not first  # a fresh list each time, the same mentions
    again.clear()
    assert numbers(text, ws) == first  # a caller's change to its list reaches no other caller
    shifted = tuple(w._replace(start=w.start + 1, end=w.end + 1) for w in ws)
    assert numbers(text, shifted) != first or not first  # other words are read afresh, not served the kept
