"""The person an entry of a card index is about, read as the holder of a role its label lines give.

A card index of persons heads each entry with a name and gives the person's connection in label lines
("**Percy Wragge** (1851–1922)" over "Connection: Architect of the Ellery Wing."): the entry's person is the
architect of the Ellery Wing, though no sentence names both. Only a label whose text opens on the asked role
of the asked thing counts ("Articled to the architect of ..." names another).

A book of biographical notes does the same in prose: under the heading "**GARNICK, Ozias.**" a sentence
with no subject of its own ("First warden of the Ellery Hall, 1866–1881.") gives Ozias Garnick's office.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._fact import AnswerType, FactQuestion
from ._lexicon import OFFICE_NOUNS, ROLE_NOUNS, key
from ._sentences import PassageLike, Sentence, inverted_entry, sentences_of

__all__ = ["ENTRY_ROLE_CONFIDENCE", "card_role_holder", "entry_role_holder"]

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
_CARD_HEADING = re.compile(r"^\*\*[^*]{1,120}\*\*\s*(?:\([^()]{0,40}\)\s*)?\.?\s*")
"""A card's bold heading with the life dates after it, before the card's first sentence goes on."""
_SUBJECTLESS_ROLE = re.compile(
    r"(?P<before>(?:[A-Za-z-]{1,30}\s+){0,3}?)(?P<role>[A-Za-z]{2,30})\s+(?:of|to)\s+(?P<rest>.{1,200})",
    re.DOTALL,
)
"""A card's sentence opening on a role with no subject: "*First warden of* the Ellery Hall, 1866–1881"."""


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


def _asked_role_of(fact: FactQuestion) -> tuple[str, list[str]] | None:
    """The asked role of a "Who was the [first] architect of X?" look-up, and its other terms in order."""
    roles = [key(t) for t in fact.terms if key(t) in ROLE_NOUNS | OFFICE_NOUNS]
    if fact.answer_type is not AnswerType.PERSON or len(roles) != 1 or len(fact.entities) != 1:
        return None
    return roles[0], [key(t) for t in fact.terms if key(t) != roles[0]]


def _names_entity(text: str, entity: str) -> bool:
    """Whether ``text`` opens on the name ``entity`` whole, not on a longer name that begins with it."""
    named = rf"(?:the\s+)?{re.escape(entity.removeprefix('the '))}(?![\w'’-]|\s+[A-Z])"
    return re.match(named, text, re.IGNORECASE) is not None


def card_role_holder(
    fact: FactQuestion, passages: Sequence[PassageLike]
) -> tuple[str, tuple[Sentence, ...]] | None:
    """The one card person a subjectless sentence of whose card gives ``fact``'s role of its subject.

    The sentence must open on the role itself, with before it exactly the question's other words ("First"
    for "Who was the first warden?"): "Assistant warden of the Hall" names another office. The card is
    known by its heading in the same document, which is cited with the sentence.
    """
    asked = _asked_role_of(fact)
    if asked is None:
        return None
    role, others = asked
    sentences = sentences_of(passages)
    headings = {(s.doc_id, name): s for s in sentences if (name := inverted_entry(s.text)) is not None}
    found: dict[str, tuple[Sentence, ...]] = {}
    for s in sentences:
        heading = headings.get((s.doc_id, s.topic))
        if heading is None or heading.start > s.start:
            continue
        text = _CARD_HEADING.sub("", s.text, count=1) if s is heading else s.text
        opening = _SUBJECTLESS_ROLE.match(text)
        if opening is None or key(opening.group("role")) != role:
            continue
        if [key(w) for w in opening.group("before").split()] != others:
            continue  # "Assistant warden of ..." holds another office than the asked one
        if _names_entity(opening.group("rest"), fact.entities[0]):
            found.setdefault(s.topic, (s,) if s is heading else (s, heading))
    if len(found) != 1:
        return None
    ((name, cited),) = found.items()
    return name, cited
