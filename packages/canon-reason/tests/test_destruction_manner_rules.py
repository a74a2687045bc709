"""A date of one way a thing was destroyed does not date another way the question asks.

"The Pennel Pavilion burned down on 9 May 1933" dates a fire: it answers when the pavilion burned or was
destroyed, not when it was demolished.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

_PAVILION = Corpus.from_texts(
    {"pavilion.md": "# Pennel Pavilion\n\nThe Pennel Pavilion burned down on the night of 9 May 1933.\n"}
)


def test_a_fire_does_not_date_a_demolition() -> None:
    draft = judged(_PAVILION, "In what year was the Pennel Pavilion demolished?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_fire_dates_the_burning_and_the_destruction() -> None:
    assert_answers(judged(_PAVILION, "In what year did the Pennel Pavilion burn down?"), "1933")
    assert_answers(judged(_PAVILION, "In what year was the Pennel Pavilion destroyed?"), "1933")
