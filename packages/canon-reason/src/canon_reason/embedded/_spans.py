"""Who held an office in a given year, read from lists of holders with the years they held it.

"Who was Director in 1932?" is rarely stated in one sentence; a list of holders with their spans of years
is ("Agnes Tolley, Director, 1919-1936", "1984-1997: Ivo Pratt" under a title naming the office). A span
answers when it holds the year, opens its line (a label) or follows the office's own word, and its line
names one person; a year two spans share (one holder's last, the next one's first) answers nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .._text import STOPWORDS, fold, words
from ._fact import AnswerType, FactQuestion
from ._lexicon import MONTHS, OFFICE_NOUNS, RELATION_GROUPS, ROLE_NOUNS, YEAR_WORD, key, relations_of
from ._namesakes import qualified_name
from ._sentences import PassageLike, Sentence, inverted_entry, sentences_of
from ._tenure import KIN_WORDS

__all__ = [
    "HOLDER_CONFIDENCE",
    "TERM_VERBS",
    "Holder",
    "card_holder_in",
    "holder_in",
    "in_span_label",
    "list_cut_year",
    "office_named",
    "span_end_shared",
]

#: Confidence of a holder read from a list of spans: the office and the year are matched, not stated.
HOLDER_CONFIDENCE = 0.7

_YEAR = re.compile(r"^(?:1\d{3}|20\d{2})$")
_SPAN = re.compile(
    r"(?P<start>\b\d{4})\s*(?:-|–|—|to|until|till)\s*(?P<end>\d{4}\b|the\s+present\b|date\b|now\b)"
)
_NAME_WORD = r"[A-Z][a-z'’-]+(?:[A-Z][a-z'’-]+)*"
"""A word of a name, with a capital inside it kept: "Ferrier-*H*ale", "Mc*D*onald"."""
_PERSON = re.compile(
    rf"(?:\b(?:Col|Capt|Lieut|Lt|Maj|Gen|Dr|Mr|Mrs|Revd?)\.\s*)?\b{_NAME_WORD}(?:\s+(?:[A-Z]\.\s*)?{_NAME_WORD})+"
)
"""A person's name, with the rank or title written short before it ("Col. Arthur Quennell")."""
_OPENING = re.compile(r"^[\s\-*•(|]*$")
"""What may stand before a span opening its line: a bullet, a bracket, or a table row's first bar."""
_LABEL_NAME = (
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+"
    r"(?:,\s*(?:[A-Z][a-z]{0,3}\.|(?:[A-Z]\.){1,4}|[A-Z]{2,5}\b))*)"
)
"""A holder's name as a list writes it, with the letters or abbreviations after it ("George Ferrier,
R.N.", "Hugh Dunstable, Bart."), which are the holder's and no office."""
_LABEL_BREAK = r"\s*(?:[:,(]|\s[—–-])\s*"
"""What parts a name opening its line from the span after it: a colon, a comma, a bracket, or a dash."""
_NAME_LABEL = re.compile(rf"^[\s\-*•]*{_LABEL_NAME}{_LABEL_BREAK}$")
"""A name opening its line before a span: "Ivo Pratt: 1984 to 1997", "Ivo Pratt (1984-1997)", "Peter
Oakes — 1984 to 1997"."""
_BEFORE_ROLE = re.compile(
    r"(?P<word>[A-Za-z-]+)(?:\s+of\s+(?:the\s+)?[A-Za-z'’]+(?:\s+[A-Z][\w'’]*){0,3})?[\s,]*(?:from\s+)?$"
)
"""The office word just before a span, perhaps with whose office it is: "Director, 1919-1936", "chairman of
the company from 1824 to 1839"."""


_RANGE_LABEL = re.compile(
    r"^\s*(?:[-*+]\s+)?(?P<start>1\d{3}|20\d{2})\s*(?:-|–|—|to)\s*(?P<end>1\d{3}|20\d{2}|(?:the\s+)?present)\s*:\s+\S",
    re.IGNORECASE,
)


def in_span_label(entity: str, text: str) -> bool:
    """Whether a line labelled with a span of years ("1997-2011:", "2016 to the present:") holds a year."""
    found = _RANGE_LABEL.match(text)
    if found is None or not _YEAR.match(entity):
        return False
    end = found.group("end")
    last = int(end) if end[:1].isdigit() else 10_000
    # A year at either end may be another holder's too ("1701-1718", "1718-1740"): only the years inside hold.
    return int(found.group("start")) < int(entity) < last


def span_end_shared(year: str, line: str, document: str) -> bool:
    """Whether ``line`` is labelled with a span of years that ends or opens at ``year`` as another line does.

    "1701-1718: Silas Crane" beside "1718-1740: Jonas Reed", or "Silas Crane (1701-1718)" beside "Jonas Reed
    (1718-1740)": no one holder is named for 1718.
    """
    found = _labelled_span(line)
    if found is None or year not in (found.group("start"), found.group("end")):
        return False
    others = (_labelled_span(other) for other in document.splitlines() if other.strip() != line.strip())
    return any(o is not None and year in (o.group("start"), o.group("end")) for o in others)


_NAMED_SPAN = re.compile(
    rf"^[\s\-*•]*{_LABEL_NAME}{_LABEL_BREAK}"
    r"(?P<start>1\d{3}|20\d{2})\s*(?:-|–|—|to)\s*(?P<end>1\d{3}|20\d{2})\b"
)


def _labelled_span(line: str) -> re.Match[str] | None:
    """The span of years a line is labelled with: "1701-1718: Silas Crane" or "Silas Crane (1701-1718)"."""
    return _RANGE_LABEL.match(line) or _NAMED_SPAN.match(line)


@dataclass(frozen=True, slots=True)
class Holder:
    """The one person a list gives for an office in a year, and the line that gives them."""

    name: str
    sentence: Sentence
    context: tuple[Sentence, ...] = ()
    """Sentences beside the line that state the holder's place in it ("A matron was first appointed ...")."""


def _office_keys(fact: FactQuestion) -> frozenset[str]:
    """The keys of the words naming the office and whose it is ("managing director", "Tarn Radio")."""
    named = [w for e in fact.entities if not YEAR_WORD.search(e) for w in e.split()]
    # "honorary *surgeon*": a role noun the question only weighs is still the office a list must be of
    roles = [w for w in fact.soft_terms if key(w) in ROLE_NOUNS]
    # "&" of "Venn & Hale" is no word a title or a line must repeat
    return frozenset(
        key(w)
        for w in [*fact.terms, *roles, *named]
        if fold(w) not in STOPWORDS and fold(w) not in TERM_VERBS and w[:1].isalnum()
    )


def _year_of(fact: FactQuestion) -> int | None:
    """The one year the question names, alone or in a date ("in 12 May 1890")."""
    years = [int(y) for e in fact.entities for y in YEAR_WORD.findall(e)]
    return years[0] if len(years) == 1 else None


_PLACE_BEFORE = re.compile(r"\b(?:at|in|of|from|near)\s+(?:the\s+)?$")
"""A preposition of place right before a name: the name is where someone was, not who."""
_OWNER_BEFORE = re.compile(r"\bof\s+(?:the\s+)?$")
"""An "of" right before a name: the name owns the office the words before it name."""


def _names(sentence: Sentence, office: frozenset[str], span: re.Match[str] | None = None) -> list[str]:
    """The people a line names: runs of two or more capitalised words that do not open with the office's.

    "Managing Director" or "Venn Press" is the office or its owner, not a holder; "Ruth Hale" under
    "Managing Directors of Venn & Hale" is a holder, though her surname is a word of the owner's name. With
    ``span``, only the part of the sentence holding it between semicolons: in "A held the post from 1871 to
    1912; he was followed by B" the span is A's.
    """
    text = sentence.text
    before = False
    if span is not None and span.string == text:
        start = text.rfind(";", 0, span.start()) + 1
        end = text.find(";", span.end())
        text = text[start : end if end >= 0 else len(text)]
        before = True
    found: list[tuple[int, str]] = []
    for match in _PERSON.finditer(text):
        parts = match.group().split()
        if key(parts[0]) in office or any(fold(p) in MONTHS for p in parts):
            continue
        if _OWNER_BEFORE.search(text, 0, match.start()):
            continue  # "Wardens *of* Pellam Hospital, 1787–1975": the office's owner, not its holder
        found.append((match.start(), " ".join(parts)))
    if before and span is not None:
        # "His son, Walter Tolliver, was managing director from 1938 to 1960, and his widow, Grace Tolliver,
        # from 1960": a span in running text is the holder's named last before it
        at = span.start() - (sentence.text.rfind(";", 0, span.start()) + 1)
        preceding = [name for offset, name in found if offset < at]
        if preceding:
            return preceding[-1:]
        # "Head gardener at Kell 1831–1860, previously foreman at Brock Lane": after the span, a name a
        # preposition of place governs is where the holder was, not the holder
        return [name for offset, name in found if not _PLACE_BEFORE.search(text, 0, offset)]
    return [name for _, name in found]


def _label_names(sentence: Sentence, office: frozenset[str], spans: Sequence[re.Match[str]]) -> list[str]:
    """The holder a line opens with as its label, whole: "The Rev. Ann Hale" of "The Rev. Ann Hale — 1901".

    A name with its title and letters ("Captain Ann Hale, R.N.") is read as the list writes it, where runs of
    capitalised words would cut it at each full stop.
    """
    if len(spans) != 1:
        return []
    label = _NAME_LABEL.match(sentence.text[: spans[0].start()])
    if label is None or key(label.group("name").split()[0]) in office:
        return []
    return [label.group("name")]


TERM_VERBS = frozenset("became become becomes appointed elected retired resigned".split())
"""Verbs of a question that say which end of a term it asks of ("Who *became* chairman in 1921?"), no
word of the office."""
_TOOK_OFFICE = re.compile(r"\b(?:became|become|appointed|elected|took\s+office|took\s+over|succeeded)\b")
"""A question of who came into an office in a year: "Who *became* chairman in 1921?"."""
_LEFT_OFFICE = re.compile(r"\b(?:retired|resigned|left\s+office|stepped\s+down)\b")
"""A question of who left an office in a year: "Who *retired* as manager in 1950?"."""


def _in_term(question: str, year: int, start: int, end: int) -> bool:
    """Whether a term of office from ``start`` to ``end`` answers ``question`` of ``year``.

    A term holds the years inside it; a boundary year is shared by two holders, the one leaving and the one
    coming in, so it answers only a question of who came in ("became", "was appointed") by the term it
    opens, or of who left ("retired", "resigned") by the term it closes.
    """
    asked = question.lower()
    if _TOOK_OFFICE.search(asked):
        return start == year
    if _LEFT_OFFICE.search(asked):
        return end == year
    return start < year < end


def _holds(
    sentence: Sentence,
    span: re.Match[str],
    year: int,
    fact: FactQuestion,
    context: frozenset[str],
    title: frozenset[str],
    owner: frozenset[str] = frozenset(),
) -> bool:
    office = _office_keys(fact)
    start = int(span.group("start"))
    end_text = span.group("end")
    end = int(end_text) if end_text[:1].isdigit() else 10_000
    if not _in_term(fact.text, year, start, end):
        return False
    if not _covered(office, context) and not _office_list(sentence, fact):
        return False
    if _other_office_heading(sentence, office, title):
        return False
    before = sentence.text[: span.start()]
    if _OPENING.match(before) or _NAME_LABEL.match(before) or _own_cell(sentence, span):
        # a label: "1984-1997: Ivo Pratt" or "Ivo Pratt: 1984 to 1997" under "Managing Directors of ...",
        # the page's title or the heading of its section ("## Works managers"), or the row's own columns
        # ("| 1928–1936 | Hugh Brisco |" under "| Term | President |", a chunk cut after the heading)
        columns = frozenset().union(*sentence.columns) if _own_cell(sentence, span) else frozenset()
        named = sentence.title | sentence.section | frozenset(sentence.keys) | owner | columns
        return _covered(office, named) or _section_row(sentence, fact)
    word = _BEFORE_ROLE.search(before)
    if word is None:
        return False
    if fold(word.group("word")) in _OFFICE_NOUNS and (
        _covered(office, context) or _office_list(sentence, fact)
    ):
        return True  # "who held *the post* from 1871 to 1912" on a page about the office
    # "Agnes Tolley, Director, 1919-1936"; "edited the paper from 1919" for "Who edited it?"
    return bool(_covering(key(word.group("word"))) & office)


_LIST_OFFICES = ROLE_NOUNS | OFFICE_NOUNS | frozenset(key(w) for w in ("master", "principal", "inspector"))
"""Offices a list's heading or a table's column may be of ("## Masters and Principals", "| Inspector |")."""


def _other_office_heading(sentence: Sentence, office: frozenset[str], title: frozenset[str]) -> bool:
    """Whether the line stands under a heading naming another office that shares a word with the asked one.

    "Henry Varley, 1890-1908" under "Managing directors" holds no "mill manager"'s years, though the two
    share a stem: the last word before any "of" or bracket ("Keepers of Art (post created 1898)") is the
    office a list is of, each one's in "Directors and Assistants". A heading sharing no word with the office
    ("Officers") may list them all, but not one naming an office the page's title lists beside the asked one
    ("Clerks" on a page of "Chairmen and Clerks").
    """
    named = re.split(r"\s+(?:of|to)\s+|\s*[(:]", sentence.heading, maxsplit=1)[0]
    parts = [[key(w.text) for w in words(part)] for part in re.split(r"\s+(?:and|&)\s+|,\s*", named)]
    heads = {part[-1] for part in parts if part}
    modifiers = {k for part in parts for k in part[:-1]}
    sectioned = frozenset(key(w.text) for w in words(sentence.heading)) != title  # not the page's own title
    if sectioned and heads and not any(_covering(h) & office for h in heads) and heads <= title:
        return True  # "## Clerks to the Board" on a page titled "Chairmen and Clerks": one office of several
    if sectioned and heads and heads <= _LIST_OFFICES and not any(_covering(h) & office for h in heads):
        return True  # "## Secretaries of the Company" on a page of clerks: the list of another office
    return bool(heads) and not heads & office and bool(office & modifiers)


def office_named(sentence: Sentence, office: frozenset[str], title: frozenset[str]) -> bool:
    """Whether a list's line stands for ``office``: its heading, page title, a column or itself names it.

    ``title`` is the keys of the line's page title, which tells a section of another office it lists.
    """
    named = sentence.title | sentence.section | frozenset(sentence.keys).union(*sentence.columns)
    return _covered(office, named) and not _other_office_heading(sentence, office, title)


def _own_cell(sentence: Sentence, span: re.Match[str]) -> bool:
    """Whether a span of years fills a table cell of its own: "| Ann Hale | 1921–1948 |".

    Life dates in brackets ("| Ann Hale | (1880–1950) | 1921–1948 |") fill no cell alone.
    """
    if not sentence.columns:
        return False
    opens = _CELL_OPENS.search(sentence.text, 0, span.start())
    return opens is not None and _CELL_CLOSES.match(sentence.text, span.end()) is not None


_CELL_OPENS = re.compile(r"\|[ \t]*\Z")
_CELL_CLOSES = re.compile(r"[ \t]*(?:\||\Z)")


def _section_row(sentence: Sentence, fact: FactQuestion) -> bool:
    """Whether a table row stands in a section headed by the asked office, on a page about its owner.

    "| 1984–1997 | Ivo Pratt |" in "## Managing Directors" of "Venn Press: Officers": the section names
    the office (the page title another office, perhaps), and the page title its owner.
    """
    if not sentence.columns or not sentence.section:
        return False
    # the office is the question's terms, or a name standing for it ("Who was *Keeper of Art* in 1936?")
    asked = frozenset(key(t) for t in fact.terms) or _office_keys(fact)
    keys = frozenset(sentence.keys)
    return (
        bool(asked)
        and _covered(asked, sentence.section | keys)
        and _covered(_office_keys(fact), sentence.title | sentence.section | keys)
    )


_OFFICE_NOUNS = frozenset({"post", "office", "position", "chair", "role"})
"""Nouns that stand for whatever office their passage is about ("held *the post* from 1871")."""


def _covering(word_key: str) -> frozenset[str]:
    """The keys that name what ``word_key`` names: itself and its relation's words ("editor" for "edited")."""
    return frozenset({word_key}).union(*(RELATION_GROUPS[g] for g in relations_of(word_key)))


def _covered(office: frozenset[str], context: frozenset[str]) -> bool:
    """Whether every word of the office is in ``context``, itself or as a word of its relation."""
    return all(_covering(k) & context for k in office)


def _office_list(sentence: Sentence, fact: FactQuestion) -> bool:
    """Whether the line's passage is titled for the asked office alone ("Managing directors").

    Such a page lists the holders of the office the corpus is about, though it never names its owner.
    """
    # the office is the question's terms, or a name's part before "of" ("*Warden* of the Guild")
    titled = [e.split(" of ", 1)[0] for e in fact.entities if " of " in e]
    terms = [key(t) for t in fact.terms] or [key(w.text) for t in titled for w in words(t)]
    named = frozenset(key(w.text) for w in words(sentence.topic) if fold(w.text) not in STOPWORDS)
    covering = frozenset().union(*(_covering(k) for k in terms))
    return bool(terms) and _covered(frozenset(terms), named) and named <= covering


def _row_span(sentence: Sentence) -> re.Match[str] | None:
    """The years a table row gives in two cells of their own ("| Clement Rudd | 1936 | 1952 |"), as a span."""
    if not sentence.columns:
        return None
    cells = [c.strip() for c in sentence.text.strip().strip("|").split("|")]
    years = [c for c in cells if _YEAR.match(c)]
    if len(years) != 2 or int(years[0]) >= int(years[1]):
        return None
    return _SPAN.search(f"{years[0]} to {years[1]}")


_BOLD_LINE = re.compile(r"^[ \t]*\*\*(?P<name>[^*\n]{1,80})\*\*[ \t]*$", re.MULTILINE)
"""A line in bold alone, which heads what follows it within a passage: "**Works Managers**" over a table."""


def _bold_heading(sentence: Sentence, passages: Sequence[PassageLike]) -> frozenset[str]:
    """The keys of the last line in bold alone above ``sentence`` in its passage, if there is one.

    A page listing two offices may head each list with a line in bold rather than a markdown heading; the
    passage then holds both lists, and only that line tells whose rows stand under it.
    """
    for p in passages:
        if p.doc_id == sentence.doc_id and p.start <= sentence.start < p.end:
            lines = list(_BOLD_LINE.finditer(p.text, 0, sentence.start - p.start))
            return frozenset(key(w.text) for w in words(lines[-1].group("name"))) if lines else frozenset()
    return frozenset()


def _context(sentence: Sentence, passages: Sequence[PassageLike]) -> frozenset[str]:
    """The keys of a line, its title and the passage it stands in: where its office's words may be."""
    around = [
        key(w.text)
        for p in passages
        if p.doc_id == sentence.doc_id and p.start <= sentence.start < p.end
        for w in words(p.text)
    ]
    return sentence.title | sentence.previous | frozenset(sentence.keys) | frozenset(around)


_THE_HEAD = re.compile(r"\bthe\s+(?P<head>[A-Z][a-z]+)\b")
"""A body called by its head noun alone, capitalised as a name: "Secretaries of *the Company*"."""


def _owner_called(sentence: Sentence, fact: FactQuestion, passages: Sequence[PassageLike]) -> frozenset[str]:
    """The keys of the office's owner, when the line's heading calls it by its head noun alone.

    "## Secretaries of the Company" means the one company its page is about: asked of "the Yarrowby Race
    Company", the heading names it, when no passage of the page names a company by another name.
    """
    called = {key(m.group("head")) for m in _THE_HEAD.finditer(sentence.heading)}
    if not called:
        return frozenset()
    page = " ".join(p.text for p in passages if p.doc_id == sentence.doc_id)
    for entity in fact.entities:
        body = entity.rsplit(" of ", 1)[-1]  # the owner of "Warden of the Mint" is the Mint, not the warden
        owner = [key(w.text) for w in words(body) if fold(w.text) not in STOPWORDS]
        if YEAR_WORD.search(entity) or len(owner) < 2 or owner[-1] not in called:
            continue
        found = re.finditer(rf"(?:[A-Z][\w'’]{{0,30}}\s+){{1,4}}{re.escape(entity.split()[-1])}\b", page)
        names = [{key(w.text) for w in words(m.group())} - STOPWORDS for m in found]
        if not any(len(name) > 1 and not set(owner) <= name for name in names):
            return frozenset(owner)  # no "Stour Navigation Company" beside "the Yarrowby Race Company"
    return frozenset()


_OFFICE_HEADS = {
    key(form): office
    for office, forms in (
        ("chairman", "chairman chairmen"),
        ("manager", "manager managers"),
        ("secretary", "secretary secretaries"),
        ("partner", "partner partners"),
        ("treasurer", "treasurer treasurers"),
        ("president", "president presidents"),
        ("director", "director directors"),
        ("master", "master masters"),
    )
    for form in forms.split()
}
"""Offices a list of holders is headed by, each form's key to its office: "## Senior partners", "## Works
Managers"."""


def section_of_other_office(asked: Iterable[str], section: frozenset[str]) -> bool:
    """Whether a section heading names an office, but none of those ``asked`` (keys of a question's words).

    "| Thomas Venn (the elder) | 1836–1867 |" under "Senior partners" gives no works manager.
    """
    wanted = {_OFFICE_HEADS[k] for k in asked if k in _OFFICE_HEADS}
    held = {_OFFICE_HEADS[k] for k in section if k in _OFFICE_HEADS}
    return bool(wanted) and bool(held) and not wanted & held


def holder_in(fact: FactQuestion, passages: Sequence[PassageLike]) -> Holder | None:
    """The one person ``passages`` give as holding ``fact``'s office in its year, or ``None``.

    ``fact`` asks for a person at one year ("Who was managing director in 1988?"); every line whose span
    holds the year for that office, in a passage naming all of the office's words, must name the same
    single person, or nothing is answered.
    """
    year = _year_of(fact)
    office = _office_keys(fact)
    if (fact.answer_type is not AnswerType.PERSON and fact.wh != "who") or year is None or not office:
        return None
    holders: dict[str, Sentence] = {}
    titles = {p.doc_id: frozenset(key(w.text) for w in words(p.title)) for p in passages}
    for sentence in sentences_of(passages):
        if sentence.text.strip() == sentence.topic.strip():
            continue  # "Wardens of Kell Hospital, 1787–1975": a list's title spans all its holders' years
        owner = _owner_called(sentence, fact, passages)
        context = _context(sentence, passages) | owner
        title = titles.get(sentence.doc_id, frozenset())
        if _other_office_cell(sentence, office, title):
            continue
        if sentence.columns and (
            section_of_other_office(office, sentence.section)
            or section_of_other_office(office, _bold_heading(sentence, passages))
        ):
            continue  # a row of another office's list under its own heading
        spans = [
            m for m in _SPAN.finditer(sentence.text) if _holds(sentence, m, year, fact, context, title, owner)
        ]
        row = _row_span(sentence)
        if (
            not spans
            and row is not None
            and (_covered(office, context) or _office_list(sentence, fact))
            and not _other_office_heading(sentence, office, title)
        ):
            spans = [row] if _in_term(fact.text, year, int(row.group("start")), int(row.group("end"))) else []
        if not spans:
            continue
        # a row's cells may name a person and a place ("| Ann Hale | Kell Hall | 1921–1948 |"): all must agree
        alone = len(spans) == 1 and not _own_cell(sentence, spans[0])
        names = _label_names(sentence, office, spans) or _names(sentence, office, spans[0] if alone else None)
        names = [name for name in names if not _other_office_column(sentence, name, office)]
        if not names:
            continue  # "later Master of the College, 1902-1931.": the holder is named elsewhere
        if len(set(names)) != 1 and len(spans) > 1:
            names = _office_column_names(sentence, office, names)  # each office with its own years
        elif len(set(names)) != 1 and _own_cell(sentence, spans[0]):
            names = _unnoted_names(sentence, spans[0], office, names)
        if len(set(names)) != 1:
            return None
        holders.setdefault(names[0], sentence)
    if len(holders) != 1:
        return None
    ((name, sentence),) = holders.items()
    # "| Samuel Roe the younger | 1816–1849 |": the son, whom the bare name would confuse with his father
    return Holder(qualified_name(name, sentence.text, elder=True) or name, sentence)


def _other_office_cell(sentence: Sentence, office: frozenset[str], title: frozenset[str]) -> bool:
    """Whether a row gives its holder's office in a cell, one its page's title lists beside the asked one.

    "| Walter Roe | Master | 1879–1902 |" on a page titled "Masters and Chairmen of the Committee" is a
    master's term, whatever heading the passage it stands in has lost.
    """
    if not sentence.text.lstrip().startswith("|"):
        return False
    for cell in sentence.text.strip().strip("|").split("|"):
        named = words(cell)
        if len(named) != 1:
            continue
        k = key(named[0].text)
        if k in title and k in _LIST_OFFICES and not _covering(k) & office:
            return True
    return False


def _other_office_column(sentence: Sentence, name: str, office: frozenset[str]) -> bool:
    """Whether a row's name stands in a column named for another office than the asked one.

    "| Thomas Roe | 1881 | 1899 |" under "| Inspector | Appointed | Left office |" is an inspector's term,
    though a note below the table names the superintendent the question asks of.
    """
    cell = _cell_at(sentence, sentence.text.find(name))
    column = sentence.columns[cell] if 0 <= cell < len(sentence.columns) else frozenset()
    offices = column & _LIST_OFFICES
    return bool(offices) and not any(_covering(k) & office for k in offices)


def _cell_at(sentence: Sentence, at: int) -> int:
    """The index of the table cell the character at ``at`` of a row stands in (0 for the first cell)."""
    return sentence.text.count("|", 0, at) - (1 if sentence.text.lstrip().startswith("|") else 0)


def _unnoted_names(
    sentence: Sentence, span: re.Match[str], office: frozenset[str], names: list[str]
) -> list[str]:
    """The names of a table row left when those in the cells after its years, under no office, are dropped.

    "| Amos Quarle | 1822–1840 | Son of the above; removed to Dunsop Wells |" under "| Holder | Term |
    Notes |" names one holder: a name in a note after the term is a place or a kinsman the note tells of. A
    name after the years under a column named for the office ("| 1928–1936 | Hugh Brisco |" under
    "| Term | President |") is the holder, and one before them stays, so a row naming a holder and a seat
    ("| Lord Ann Hale | Kell Court | 1850–1890 |") still answers nothing.
    """
    term = _cell_at(sentence, span.start())
    kept = []
    for name in names:
        cell = _cell_at(sentence, sentence.text.find(name))
        column = sentence.columns[cell] if 0 <= cell < len(sentence.columns) else frozenset()
        if cell <= term or any(_covering(k) & column for k in office):
            kept.append(name)
    return kept


def _office_column_names(sentence: Sentence, office: frozenset[str], names: list[str]) -> list[str]:
    """The names of a table row that stand in a column named for the office, when the row names several.

    "| Henry Felby | 1893–1919 | Harriet Felby | 1893–1919 |" under "| Master | Term | Matron | Term |"
    gives two offices side by side, each with its own years: the master is the name in the "Master" column.
    A row with one span ("| Lord Ann Hale | Kell Court | 1850–1890 |") is not read so: it names one holder,
    and a second name in it, a seat, makes it answer nothing.
    """
    if not sentence.columns:
        return []
    chosen = []
    for name in names:
        cell = _cell_at(sentence, sentence.text.find(name))
        if 0 <= cell < len(sentence.columns) and any(_covering(k) & sentence.columns[cell] for k in office):
            chosen.append(name)
    return chosen


def list_cut_year(fact: FactQuestion, passages: Sequence[PassageLike]) -> int | None:
    """The last year of a list of the office's holders that a passage breaks off before the asked year.

    A page of holders is read in passages of a few hundred characters: one ending on the row "| Ann Hale |
    1836–1871 |" holds none of the later holders, and the row of the next one opens on the year 1871 that
    this one closes. A query with that year finds the passage the list goes on in. ``None`` when no passage
    ends on such a row, or when its years reach the asked one.
    """
    year = _year_of(fact)
    office = _office_keys(fact)
    if year is None or not office:
        return None
    sentences = sentences_of(passages)
    titles = {p.doc_id: frozenset(key(w.text) for w in words(p.title)) for p in passages}
    cut: list[int] = []
    for p in passages:
        inside = [s for s in sentences if s.doc_id == p.doc_id and p.start <= s.start < p.end]
        if not inside:
            continue
        last = max(inside, key=lambda s: s.start)
        if last.text.strip() == last.topic.strip():
            continue
        span = _row_span(last) or _labelled_span(last.text)
        if span is None and last.columns:
            span = next((m for m in _SPAN.finditer(last.text) if _own_cell(last, m)), None)
        if span is None or not span.group("end")[:1].isdigit():
            continue
        context = _context(last, passages) | _owner_called(last, fact, passages)
        if not (_covered(office, context) or _office_list(last, fact)):
            continue
        if _other_office_heading(last, office, titles.get(last.doc_id, frozenset())):
            continue
        if int(span.group("end")) < year:
            cut.append(int(span.group("end")))
    return max(cut, default=None)


_DEATH_SPAN = re.compile(
    r"\bfrom\b[^.;|]{0,40}?\b(?P<start>1\d{3}|20\d{2})\s{1,3}(?:until|till)\s+"
    r"(?:(?:his|her)\s+death|(?:he|she)\s+died)\b"
)
"""Years held until the holder died: "from 1897 until his death", "from its incorporation in 1897 till she
died"."""
_LIFE_DATES = re.compile(r"\((?P<born>1\d{3}|20\d{2})\s*[-–—]\s*(?P<died>1\d{3}|20\d{2})\)")
"""A card heading's life dates: "(1841–1912)"."""
_OTHER_SUBJECT = frozenset({"his", "her", "their", "they", "it", "its"})
"""Words opening a clause of a card about someone or something else: "*His* son was chairman ..."."""


def _card_person_clause(clause: str, office: frozenset[str]) -> bool:
    """Whether a clause of a card speaks of the card's person: no kinsman, no other person's name.

    "He was chairman of the Kell Bank" and "physician to the spa" are the card's person's; "his son was
    chairman" and "Ann Roe was chairman" are not.
    """
    opening = words(clause)
    if not opening or fold(opening[0].text) in _OTHER_SUBJECT:
        return False
    if any(fold(w.text) in KIN_WORDS for w in opening):
        return False
    named = (frozenset(key(w) for w in m.group().split()) for m in _PERSON.finditer(clause))
    return all(keys <= office for keys in named)


def card_holder_in(fact: FactQuestion, passages: Sequence[PassageLike]) -> Holder | None:
    """The one person whose card says they held ``fact``'s office from a year until their death, or ``None``.

    "**Garnick, Ozias** (1801–1870). He was chairman of the Kell Bank from 1841 until his death." holds the
    chair for the years between 1841 and 1870, the death year the card's life dates give: the card's person
    held it in any year inside those (not at either end, which the holder before or after may share). The
    clause must name the office and its owner before the years, and speak of the card's person.
    """
    year = _year_of(fact)
    office = _office_keys(fact)
    if (fact.answer_type is not AnswerType.PERSON and fact.wh != "who") or year is None or not office:
        return None
    sentences = sentences_of(passages)
    cards: dict[tuple[str, str], tuple[int, Sentence]] = {}
    for s in sentences:
        person = inverted_entry(s.text)
        life = _LIFE_DATES.search(s.text) if person else None
        if person and life is not None:
            cards.setdefault((s.doc_id, person), (int(life.group("died")), s))
    holders: dict[str, tuple[Sentence, Sentence]] = {}
    for s in sentences:
        card = cards.get((s.doc_id, s.topic))
        if card is None:
            continue
        died, heading = card
        for span in _DEATH_SPAN.finditer(s.text):
            clause = s.text[s.text.rfind(";", 0, span.start()) + 1 : span.start()]
            stated = frozenset(key(w.text) for w in words(clause))
            if (
                int(span.group("start")) < year < died
                and _card_person_clause(clause, office)
                and _covered(office, stated)
            ):
                holders.setdefault(s.topic, (s, heading))
    if len(holders) != 1:
        return None
    ((name, (sentence, heading)),) = holders.items()
    # the card writes the name surname first ("Gorringe, Edmund"): a sentence writing it in order names him
    written = next((x for x in sentences if re.search(rf"\b{re.escape(name)}\b", x.text)), None)
    return None if written is None else Holder(name, sentence, (heading, written))
