"""A value the next sentence calls an error, answered with the value that sentence gives instead.

"The firm's centenary booklet places the burning of Lenn Mill 'in the spring of 1856'. This is an error ...:
the fire took place in the early morning of 14 March 1857, as the diary ... shows." The first sentence names
the asked event and gives a date the second denies; the second gives the date after its error words, where
the first value of the asked kind is the one it puts in place of the other (a source's date may follow it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._candidates import Mention, dates, numbers
from ._fact import AnswerType
from ._sentences import Sentence

__all__ = ["correction_after", "following_sentence"]

_ERROR_SAID = re.compile(
    r"^\W*(?:this|that|the\s+(?:date|year|figure|sum|statement|entry))\s+(?:is|was)\s+"
    r"(?:(?:an?\s+)?(?:error|mistake|misreading|slip)\b|(?:mistaken|wrong|incorrect)\b)",
    re.IGNORECASE,
)
"""A sentence opening by calling what the one before said an error: "*This is an error*, repeated ..."."""
_PUT_INSTEAD = re.compile(
    r"[:;]\s+|\b(?:an?\s+)?(?:error|mistake|misreading|slip)\s+for\s+|\bcorrected\s+to\s+"
)
"""Where the value put in the error's place begins: after a colon or semicolon ("...: the fire took place on
14 March 1857"), or after "an error for" and "corrected to"."""


def following_sentence(sentence: Sentence, sentences: Sequence[Sentence]) -> Sentence | None:
    """The sentence right after ``sentence`` in its document, if the passages hold it."""
    after = [s for s in sentences if s.doc_id == sentence.doc_id and s.start >= sentence.end]
    return min(after, key=lambda s: s.start, default=None)


def _of_kind(answer_type: AnswerType, sentence: Sentence, start: int) -> Mention | None:
    """The first value of the asked kind in ``sentence`` from offset ``start`` on."""
    if answer_type is AnswerType.DATE:
        found = dates(sentence.text, sentence.words)
    elif answer_type in (AnswerType.QUANTITY, AnswerType.NUMBER):
        found = numbers(sentence.text, sentence.words)
    else:
        return None
    return next((m for m in found if m.start >= start), None)


def correction_after(
    answer_type: AnswerType, value: str, sentence: Sentence, sentences: Sequence[Sentence]
) -> tuple[Mention, Sentence] | None:
    """The value, and its sentence, that the sentence after ``sentence`` gives in place of ``value``.

    Only a value read from the sentence the error words look back to is replaced, and only by a value of the
    asked kind standing where the correcting sentence gives its own account.
    """
    if value not in sentence.text:
        return None
    following = following_sentence(sentence, sentences)
    if following is None or _ERROR_SAID.match(following.text) is None:
        return None
    instead = _PUT_INSTEAD.search(following.text)
    if instead is None:
        return None
    found = _of_kind(answer_type, following, instead.end())
    if found is None or found.text == value:
        return None
    return found, following
