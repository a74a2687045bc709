"""The person an entry of a card index is about, read as the holder of a role its label lines give.

A card index of persons heads each entry with a name and gives the person's connection in label lines
("**Percy Wragge** (1851–1922)" over "Connection: Architect of the Ellery Wing."): the entry's person is the
architect of the Ellery Wing, though no sentence names both. Only a label whose text opens on the asked role
of the asked thing counts ("Articled to the architect of ..." names another).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._fact import AnswerType, FactQuestion
from ._lexicon import ROLE_NOUNS, key
from ._sentences import PassageLike, Sentence, sentences_of

__all__ = ["ENTRY_ROLE_CONFIDENCE", "entry_role_holder"]

#: Confidence of a holder read from an entry's label: the label and the name stand on different lines.
ENTRY_ROLE_CONFIDENCE = 0.7

_LABEL = re.compile(r"^\s*(?:[-*•]\s*)?[A-Z][a-z]+(?:\s+[a-z]+)?:\s+(?P<body>\S.*)$", re.DOTALL)
"""A label line: "Connection: Architect of the Ellery Wing."."""
_ROLE_OPENING = re.compile(r"(?:^|[.;]\s+)(?:the\s+)?(?P<role>[A-Za-z]+)\s+of\s+", re.IGNORECASE)
"""A role opening the label's text or one of its sentences: "*Architect of* the Ellery Wing"."""
_PERSON_NAME = re.compile(
    r"(?:[A-Z][a-z]+\.?\s+){0,2}(?:[A-Z]\.\s*)*[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}"
)
"""An entry's name as a person's: "Percy Wragge", "Sir Josiah Ellery", "A. B. Crewe"."""


def _heading(label: Sentence, sentences: Sequence[Sentence]) -> Sentence | None:
    """The sentence heading ``label``'s entry: the last one before it in its document giving its name."""
    before = [s for s in sentences if s.doc_id == label.doc_id and s.start < label.start]
    heads = [s for s in before if label.topic and label.topic in s.text and not _LABEL.match(s.text)]
    return heads[-1] if heads else None


def entry_role_holder(
    fact: FactQuestion, passages: Sequence[PassageLike]
) -> tuple[str, tuple[Sentence, ...]] | None:
    """The one entry name whose label gives it ``fact``'s role of ``fact``'s subject, with its two lines."""
    roles = [key(t) for t in fact.terms if key(t) in ROLE_NOUNS]
    if fact.answer_type is not AnswerType.PERSON or len(roles) != 1 or len(fact.entities) != 1:
        return None
    entity = fact.entities[0]
    sentences = sentences_of(passages)
    found: dict[str, tuple[Sentence, ...]] = {}
    for s in sentences:
        label = _LABEL.match(s.text)
        if label is None or not s.topic or not _PERSON_NAME.fullmatch(s.topic) or s.topic == entity:
            continue
        body = label.group("body")
        opens = [m for m in _ROLE_OPENING.finditer(body) if key(m.group("role")) == roles[0]]
        named = rf"(?:the\s+)?{re.escape(entity.removeprefix('the '))}(?![\w'’-]|\s+[A-Z])"
        if not opens or re.match(named, body[opens[0].end() :], re.IGNORECASE) is None:
            continue  # the role is of another thing ("Architect of the Ellery Wing Annexe")
        heading = _heading(s, sentences)
        if heading is not None:
            found.setdefault(s.topic, (s, heading))
    if len(found) != 1:
        return None
    ((name, cited),) = found.items()
    return name, cited
