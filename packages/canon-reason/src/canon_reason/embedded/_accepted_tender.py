"""Whose tender was accepted for a work, read where the record of the acceptance names no work.

Minutes say "Resolved that the tender of Mr Amos Roe be accepted" under a meeting whose other business
names the mill being built; a schedule of tenders marks a row "Accepted" under the heading "Tenders for
the new Mill, 1871"; an endorsement reads "Roe's tender accepted, 2 June". None of these sentences holds
the question's work ("Whose tender for the new Mill was accepted in 1871?"), which the same document
names. The acceptance is read from its own sentence, the work and the year from the document's passages
that were found, and the holder is given only when every document that ties an acceptance to the asked
work names the same one.

A tender recommended, moved, asked for or "not accepted" is no acceptance; a holder named by surname alone
("the tender of Mr Roe") is given under the one full name the document gives that surname, or not at all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from .._retrieval import Hit
from .._text import MONTHS, fold
from ._fact import AnswerType, FactQuestion
from ._lexicon import REBUILT, YEAR_DIGITS
from ._sentences import Sentence, sentences_of
from ._year_figures import joined_hits

__all__ = ["ACCEPTED_TENDER_CONFIDENCE", "accepted_sum", "accepted_tender", "tender_query"]

#: Confidence of a holder read from an acceptance whose work another sentence of its document names.
ACCEPTED_TENDER_CONFIDENCE = 0.7

_ASKED = re.compile(r"^\s*(?:whose|which|who)\b.*\btender\b.*\baccept(?:ed)?\b", re.IGNORECASE | re.DOTALL)
"""A question asking whose tender was accepted: "Whose tender for the Mill was accepted?", "Which firm's
tender ... accepted ...?", "Whose tender did the partners accept ...?"."""
_OTHER_ASKED = re.compile(r"\b(?:lowest|highest|amount|sum|much|many|not|refused|declined|rejected)\b", re.I)
"""Words by which a tender question asks something else: a figure, another tender, a refusal."""
_TITLE_WORDS = "Mr|Messrs|Mrs|Miss|Dr"
_TITLE = rf"(?:(?:{_TITLE_WORDS})\.?\s+)?"
_WORDS = r"[A-Z][\w'’.-]*(?:\s+(?:&|and)\s+[A-Z][\w'’.-]*|\s+[A-Z][\w'’.-]*)*"
_NAME = rf"(?P<name>{_TITLE}{_WORDS})"
"""A holder's name: capitalized words, with "&" or "and" between parts ("Henry Tallis & Sons")."""
_RESOLVED = re.compile(
    rf"\b(?i:resolved|agreed)\b(?P<lead>.*?)\btender(?:\s*,\s*that)?\s+of\s+{_NAME}(?P<between>.{{0,80}}?)"
    r"\s+be\s+accepted\b",
    re.DOTALL,
)
"""A resolution accepting a tender: "Resolved that the tender of Messrs Roe & Sons, being the lowest, be
accepted", "that the lowest tender, *that of* Amos Roe & Son, be accepted"."""
_STATED = re.compile(
    rf"(?:\btender\s+of\s+{_NAME}(?P<between>(?:,[^,]{{1,30}}?|,\s*£[\d,]+)?),?\s+(?:(?:was|is)\s+)?"
    r"accepted\b"
    rf"|(?<![\w'’])(?P<owner>{_TITLE}{_WORDS})"
    r"['’]s?\s+(?:revised\s+)?tender(?:\s+of\s+£[\d,]+)?\s+(?:(?:was|is)\s+)?accepted\b)",
    re.DOTALL,
)
"""An acceptance stated as done: "Revised tender of Messrs Roe & Son, £1,265, accepted", "Roe's tender
accepted, 2 June", "the tender of Mr Roe was accepted"."""
_DENIED = re.compile(
    r"\b(?:not|never|declined|refused|rejected|withdrawn|recommend\w*|propose[ds]?|moved|suggest\w*|"
    r"asked|might|should|would|whether|if)\b",
    re.IGNORECASE,
)
"""Words before or within an acceptance that make it none: refused, or only proposed or asked for."""
_SEGMENT_OPENING = re.compile(r",\s*(?:[a-z£\d(]|$)")
"""How each comma-led part between a holder's name and "be accepted" must open: "*, being* the lowest",
"*, £1,265*": a capital there is another holder's name ("the tender of Cope, Lathom & Co.")."""
_SUM_ASKED = re.compile(
    r"^\s*(?:what|how\s+much)\b[^?]*?\b(?:accepted\s+tender|tender\s+(?:(?:that|which)\s+(?:was|had\s+been)\s+)?"
    r"accepted)\b",
    re.IGNORECASE,
)
"""A question asking the sum of the accepted tender: "What was the accepted tender for the Mill?", "the
amount of the tender accepted for the Mill"."""
_MONEY = re.compile(r"£\s?\d[\d,]*\d(?:\.\d{2})?|£\s?\d")
"""A sum in pounds: "£3,450" (shillings and pence after it are left)."""
_HOLDER_ASKED = re.compile(rf"\btender\s+of\s+(?P<holder>{_TITLE}{_WORDS})")
"""A holder the question names as the tender's: "the accepted tender *of Brice & Sons*"."""
_ACCEPTED_CELL = re.compile(r"^\s*\**accepted\.?\**\s*$", re.IGNORECASE)
_TENDER = re.compile(r"\btender", re.IGNORECASE)
_ORIGINAL = re.compile(r"\b(?:original|first)\b", re.IGNORECASE)
"""Words by which a question asks the work first built, not a rebuilding."""
_HOLDER_TITLE = re.compile(rf"^(?:{_TITLE_WORDS})\.?\s+")
_TITLES = frozenset(_TITLE_WORDS.split("|"))
_FILLERS = frozenset("The Resolved That".split())
"""Capitalized words that open a sentence before a name and are no part of it."""
_TOWN_AFTER = re.compile(r",.*$", re.DOTALL)
"""A schedule cell's town after the holder's name: "William Roe & Sons*, Venlow*"."""


def _asked(fact: FactQuestion) -> bool:
    return (
        fact.answer_type in (AnswerType.PERSON, AnswerType.ORGANIZATION, AnswerType.OTHER)
        and _ASKED.match(fact.text) is not None
        and _OTHER_ASKED.search(fact.text) is None
    )


def _sum_asked(fact: FactQuestion) -> bool:
    """Whether ``fact`` asks the sum of the accepted tender for a work it names."""
    return _SUM_ASKED.match(fact.text) is not None and bool(fact.entities)


def _holder(name: str) -> str:
    """The name as an answer: its title kept ("Messrs Roe & Sons"), no town after it."""
    return _TOWN_AFTER.sub("", name.strip()).strip().rstrip(".")


def _named_in_sentence(s: Sentence) -> str | None:
    """The holder of the tender ``s`` records as accepted, or ``None`` if it records none."""
    if s.columns:
        cells = [c.strip() for c in s.text.strip().strip("|").split("|")]
        if len(cells) >= 2 and any(_ACCEPTED_CELL.match(c) for c in cells[1:]):
            return _holder(cells[0]) or None
        return None
    for found in _RESOLVED.finditer(s.text):
        between = found.group("between")
        if _DENIED.search(found.group("lead")) or _DENIED.search(between):
            continue
        if between.strip() and not between.startswith((" at ", " in the sum", " of ", ",")):
            continue
        if not _segments_open(between):
            continue
        return _holder(found.group("name"))
    for found in _STATED.finditer(s.text):
        name = found.group("name") or found.group("owner")
        between = found.group("between") or ""
        if _DENIED.search(s.text[: found.start()]) or _DENIED.search(found.group(0)):
            continue
        if not _segments_open(between):
            continue
        return _holder(name)
    return None


def _segments_open(between: str) -> bool:
    """Whether every comma-led part between a holder's name and its acceptance opens as one of its own."""
    return all(_SEGMENT_OPENING.match(between, i) for i, ch in enumerate(between) if ch == ",")


_FIRM_CLOSE = re.compile(r"\s*&\s*(?:Sons?|Co\.?|Company|Brothers|Bros\.?)(?![\w])")
"""What closes a firm's name after its founder's: "Joseph Crake *& Son*", "A. Roe *& Co.*"."""


def _surname_expanded(name: str, sentences: Sequence[Sentence]) -> tuple[str, tuple[Sentence, ...]] | None:
    """``name``, or the one fuller name (or firm) a sentence of its document gives a surname alone, and where.

    "Mr Roe" is given as "Mr Amos Roe" when the document names no other Roe in full; ``None`` when it names
    none or several.
    """
    bare = _HOLDER_TITLE.sub("", name)
    if " " in bare:
        return name, ()
    fuller = re.compile(rf"\b((?:[A-Z][a-z]+\s+)+){re.escape(bare)}\b")
    given: dict[str, Sentence] = {}
    for s in sentences:
        for m in fuller.finditer(s.text):
            before = m.group(1).split()
            while before and before[0] in _FILLERS:
                before.pop(0)
            firm = _FIRM_CLOSE.match(s.text, m.end())  # "Joseph Crake & Son": the firm, whole
            if any(w not in _TITLES for w in before):
                given.setdefault(f"{' '.join(before)} {bare}{firm.group() if firm else ''}", s)
    if len(given) != 1:
        return None
    ((full, sentence),) = given.items()
    return full, (sentence,)


def _ties(fact: FactQuestion, text: str) -> bool:
    """Whether a document's found text names every entity of the question but its months."""
    folded = fold(text)
    for entity in fact.entities:
        if fold(entity) in MONTHS:
            continue  # a meeting's month is written many ways ("Jan.", "1st inst.")
        if YEAR_DIGITS.fullmatch(entity):
            if entity not in text:
                return False
            continue
        if fold(entity.removeprefix("the ")) not in folded:
            return False
    if REBUILT.search(fact.text) and not REBUILT.search(text):
        return False
    if _ORIGINAL.search(fact.text) and REBUILT.search(text):
        return False  # "the original mill" is not the one let in minutes on its rebuilding
    return True


def tender_query(fact: FactQuestion) -> str | None:
    """A search for the tenders laid before a meeting for the asked work, or ``None`` for another question.

    It is made for a question of whose tender was accepted, or of its sum.

    The minute that accepts a tender seldom names the work; the one before it ("the tenders received for
    rebuilding the Mill were opened") does, and is searched for with the work's names and years.
    """
    if not _asked(fact) and not _sum_asked(fact):
        return None
    named = [e for e in fact.entities if fold(e) not in MONTHS]
    return " ".join(dict.fromkeys([*named, "tenders", "received", "accepted"]))


def accepted_tender(fact: FactQuestion, passages: Sequence[Hit]) -> tuple[str, tuple[Sentence, ...]] | None:
    """The one holder whose tender for ``fact``'s work is recorded accepted, with the sentences recording it.

    A document is of the asked work when its found passages and title name every entity the question
    names (its years as written) and, for a question of rebuilding, a rebuilding. Holders read from
    documents of the work must all be one.
    """
    return _accepted(fact, passages) if _asked(fact) else None


def accepted_sum(
    fact: FactQuestion, passages: Sequence[Hit]
) -> tuple[str, Fraction, tuple[Sentence, ...]] | None:
    """The sum of the one tender for ``fact``'s work recorded accepted, with the sentences giving it.

    "What was the accepted tender for the Mill?" is answered by the figure the acceptance states ("the
    tender of Mr Roe at £2,150 be accepted"), or else by the one figure the lines of its document naming
    the holder give ("- Mr Amos Roe, Venlow — £2,150"). The question must name the work.
    """
    if not _sum_asked(fact):
        return None
    accepted = _accepted(fact, passages)
    if accepted is None:
        return None
    holder, cited = accepted
    stated = _MONEY.findall(cited[0].text)
    if len(stated) == 1:
        return _money(stated[0], cited)
    bare = _HOLDER_TITLE.sub("", holder)
    lines = {
        s: sums[0]
        for s in sentences_of(passages)
        if s.doc_id == cited[0].doc_id and bare in s.text and len(sums := _MONEY.findall(s.text)) == 1
    }
    if len(set(lines.values())) != 1:
        return None
    ((line, figure), *_) = lines.items()
    return _money(figure, (*cited, line))


def _money(written: str, cited: tuple[Sentence, ...]) -> tuple[str, Fraction, tuple[Sentence, ...]]:
    value = written.replace(" ", "")
    return value, Fraction(value.lstrip("£").replace(",", "")), cited


def _accepted(fact: FactQuestion, passages: Sequence[Hit]) -> tuple[str, tuple[Sentence, ...]] | None:
    """The one holder of an accepted tender the documents of ``fact``'s work name, with what records it."""
    documents: dict[str, str] = {}
    for h in joined_hits(passages):  # a document's passages found, those apart kept apart by a line
        documents[h.doc_id] = f"{documents.get(h.doc_id, h.title)}\n{h.text}"
    sentences = sentences_of(passages)
    asked = _HOLDER_ASKED.search(fact.text)
    holder_asked = fold(_HOLDER_TITLE.sub("", asked.group("holder"))) if asked else None
    work = replace(fact, entities=tuple(e for e in fact.entities if fold(e) != holder_asked))
    read: dict[str, tuple[Sentence, ...]] = {}
    for s in sentences:
        text = documents.get(s.doc_id, "")
        if not _TENDER.search(s.text) and not (s.columns and _TENDER.search(text)):
            continue
        name = _named_in_sentence(s)
        if not name or not _ties(work, text):
            continue
        if holder_asked is not None and fold(_HOLDER_TITLE.sub("", name)) != holder_asked:
            continue  # "the accepted tender of Roe & Sons" asks for Roe & Sons' tender alone
        read.setdefault(name, (s, *_header_of(s, sentences)))
    found: dict[str, tuple[Sentence, ...]] = {}
    for name, cited in read.items():
        bare = _HOLDER_TITLE.sub("", name)
        if " " not in bare and any(bare in _HOLDER_TITLE.sub("", o).split() for o in read if o != name):
            continue  # "Roe's tender accepted" beside the schedule's row "Amos Roe & Sons | Accepted"
        own = [s for s in sentences if s.doc_id == cited[0].doc_id]
        expanded = _surname_expanded(name, own)
        if expanded is None:
            return None
        holder, naming = expanded
        found.setdefault(holder, (*cited, *naming))
    if len(found) != 1:
        return None
    ((holder, sentence),) = found.items()
    return holder, sentence


def _header_of(row: Sentence, sentences: Sequence[Sentence]) -> tuple[Sentence, ...]:
    """The header line of the table ``row`` stands in, which names its columns, or nothing for prose."""
    if not row.columns:
        return ()
    header = "| " + " | ".join(row.column_names) + " |"
    above = [s for s in sentences if s.doc_id == row.doc_id and s.start < row.start and s.text == header]
    return (above[-1],) if above else ()
