"""A question's place that only locates its subject: "the Corn Hall *on Mill Lane*", "the mill *at Kell*".

A sentence of a guidebook may call the building "the Hall" and leave its street to the page around it; the
street then says which hall is meant, not what the sentence must state. Such a sentence is read as naming
the place when its document names it in a retrieved passage or its title, and places no building of the
subject's name elsewhere ("the Swan in Mill Street is not the Swan at Kell"). Only a date or a person is
read so: a measure is read loosely beside other nouns ("a slip 18 metres long, laid in front of the
Hall"), and the place in its sentence is what keeps it to the asked thing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .._retrieval import Hit
from ._fact import AnswerType, FactQuestion

_LOCATING = re.compile(r"\s+(?:on|in|at)\s+(?:the\s+)?")
"""What stands between a subject's name and the place that locates it: "the Swan Inn *at* Orbury"."""

_YEAR = re.compile(r"\d{4}")

_LOCATED_TYPES = frozenset({AnswerType.DATE, AnswerType.PERSON})


def located_subject(fact: FactQuestion) -> tuple[FactQuestion, str] | None:
    """``fact`` without the place written right after its first entity, and that place, if it has one.

    Only the place right after the first entity locates it; "the Swan Inn, in 1850" is a year, and "sold
    by Ann Roe at Kell" places the sale, whose seller is no subject to be located.
    """
    if len(fact.entities) < 2 or fact.answer_type not in _LOCATED_TYPES:
        return None
    subject, place = fact.entities[:2]
    if _YEAR.fullmatch(place) or subject == place:
        return None
    end = fact.text.find(subject)
    start = fact.text.find(place, end + len(subject)) if end >= 0 else -1
    if start < 0 or not _LOCATING.fullmatch(fact.text[end + len(subject) : start]):
        return None
    others = tuple(e for e in fact.entities if e != place)
    return replace(fact, entities=others), place


def placed_hits(hits: Sequence[Hit], subject: str, place: str) -> list[Hit]:
    """The hits of documents that name ``place`` and locate nothing of ``subject``'s name elsewhere.

    A document names the place in a retrieved passage or its title; "the Swan in Mill Street" locates a
    Swan at another place than Kell.
    """
    naming = {h.doc_id for h in hits if place in h.text or place in h.title}
    head = subject.split()[-1]
    elsewhere = re.compile(rf"\b{re.escape(head)}\b{_LOCATING.pattern}(?P<place>[A-Z]\w*(?: [A-Z]\w*)*)")
    own = set(subject.split())  # "the Corn Exchange at Kell" restates "Kell Corn Exchange"
    rival = {
        h.doc_id
        for h in hits
        for m in elsewhere.finditer(h.text)
        if m["place"] != place and not set(m["place"].split()) <= own
    }
    return [h for h in hits if h.doc_id in naming - rival]


_THING_AT = re.compile(
    r"\b(?P<thing>chimney|shaft|stack|boiler|engine|roof|wall|gate|crane|clock|tank|well|furnace|kiln|oven)s?"
    r"\s+(?:at|in|for|of|to)\s+(?:the\s+|your\s+)?$",
    re.IGNORECASE,
)
"""A part or fitting of a building named in a title before the building: "Boiler *Chimney at the* New Long
Shop"."""


def thing_at_problem(fact: FactQuestion, sentence: str, topic: str) -> str | None:
    """Why a sum read from a sentence that never names the asked building is under a title on a thing at it.

    "Final account settled 30 Sept. 1875, £431 10s. 0d." under "Estimate for a Boiler Chimney at the New
    Long Shop" settles the chimney's account, not the shop's. A question naming the thing asks of it.
    """
    if fact.unit_family != "money":
        return None  # a measure or a maker of the thing at the building is asked of the thing itself
    for entity in fact.entities:
        if _YEAR.fullmatch(entity) or entity in sentence:
            continue
        at = topic.find(entity)
        found = _THING_AT.search(topic[:at]) if at > 0 else None
        if found is not None and found["thing"].lower() not in fact.text.lower():
            return f"the cited sentence is on the {found['thing'].lower()} at {entity}, not {entity} itself"
    return None
