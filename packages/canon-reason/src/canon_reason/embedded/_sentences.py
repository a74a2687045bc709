"""Sentences of retrieved passages, with exact document offsets and the context they are read in.

A sentence knows its passage's title (what the passage is about) and the sentences just before it, so a
reader can tell that "It was founded in 1871" is about the bank the passage describes.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from .._text import STOPWORDS, Span, Word, fold, split_sentences, words
from ._entities import entity_spans
from ._lexicon import (
    AUXILIARIES,
    BUILDING_NOUNS,
    CATEGORY_TYPES,
    CLERICAL_TITLES,
    INCORPORATED,
    INSTANCE_HEADS,
    MONTHS,
    ORG_WORDS,
    PLACE_WORDS,
    TITLES,
    YEAR_DIGITS,
    YEAR_WORD,
    key,
    unit_family_of,
    unit_phrase,
)

__all__ = [
    "other_kind_before",
    "other_namesake_named",
    "RECORD_NOUNS",
    "RELATIVE_DAY",
    "PassageLike",
    "PassageText",
    "Sentence",
    "agent_at",
    "entity_keys",
    "entity_match",
    "head_key",
    "head_titled",
    "lead_neighbour",
    "named_alone",
    "owned_elsewhere",
    "passage_texts",
    "sectioned_for",
    "sentences_of",
    "titled_for_neighbour",
]

_CONTEXT_SENTENCES = 2
_CLAUSE_COST = 4
"""How far apart a clause boundary sets two words, in words."""
_NAME_CONNECTORS = frozenset("of the and de van von der den da del la le du".split())
_LEAD_WORDS = 5
_ANAPHORS = frozenset({"it", "its", "he", "his", "she", "her", "they", "their", "this", "these", "there"})
_SUBJECT_PRONOUNS = frozenset({"it", "he", "she", "they"})
_RELATIVE_PRONOUNS = frozenset({"who", "which", "whose", "whom", "that"})
_CLAUSE_BREAK = re.compile(r"[,;:()\[\]—–|]|\s-\s")
#: A new row of a table written as text ("| Rovers | 1887 |" on its own line) parts more than a comma does.
_ROW_BREAK = re.compile(r"\n[ \t]*\|")
_ROW_CLAUSES = 3
_COMMON_HEADS = frozenset(CATEGORY_TYPES) | ORG_WORDS | PLACE_WORDS
_FRONTING = frozenset("in on at by during after before since each every until from for today later".split())
"""Words that open a fronted adverbial; the sentence's subject follows the phrase they open."""
_FRONTED_PARTICIPLES = frozenset("born educated raised trained schooled apprenticed married died".split())
"""Participles that open a phrase about the subject before it: "Born at Tarrow, she ..."."""
_KIN_NOUNS = frozenset("son daughter child nephew niece grandson granddaughter widow brother sister".split())
_APPOSITION_OPENERS = frozenset("the a an eldest youngest elder younger only second third".split())
"""Words opening a kinship set beside a subject after a participle phrase: "Born at Tarrow, *the eldest son of
a carter*, he ..." (the phrase is the subject's, not a subject of its own)."""
_ASIDE_OPENERS = frozenset("the a an which who whose where".split())
"""Words an aside describing a sentence's subject opens with: "The races, *the* oldest here, were run"."""
#: Texts whose names are kept: scoring one sentence asks for its names and its passage title's several
#: times, so a cache this size serves those repeats without holding a large document's every sentence.
_NAME_RUNS_CACHE = 1 << 12


class PassageLike(Protocol):
    """What the reader needs of a retrieved passage (``Hit`` has it)."""

    @property
    def doc_id(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def text(self) -> str: ...
    @property
    def title(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of a passage, with document offsets and the keys of its words and of its context."""

    doc_id: str
    start: int
    end: int
    text: str
    words: tuple[Word, ...]
    keys: tuple[str, ...]
    clauses: tuple[int, ...]
    """For each word, how many clause boundaries (punctuation) precede it in the sentence."""
    title: frozenset[str]
    """Keys of the document's title and name: what the passage is about."""
    previous: frozenset[str]
    """Keys of the sentences just before this one in its passage."""
    lead: frozenset[str] = frozenset()
    """Keys of the opening words of the sentence just before: the subject a pronoun most likely means; after
    sentences that refer back, of theirs and the paragraph's sentence they refer to."""
    topic: str = ""
    """The passage's title as written."""
    columns: tuple[frozenset[str], ...] = ()
    """For a row of a table written as text: the keys of each column's name, by cell ("| a | b |" → 2)."""
    caption: frozenset[str] = frozenset()
    """For a label line: the keys of the prose paragraph nearest above its block of lines, which says what
    the lines give ("Weekly reach, from the survey:" above "1990: 410,000")."""
    aliases: frozenset[str] = frozenset()
    """Keys of a name the passage or paragraph gives its subject ("Cragg Moor, known as *the Old Mast*"),
    which the sentences after it are about as well."""
    legend: frozenset[str] = frozenset()
    """For a row of a table written as text: the keys of the prose paragraph above the table, which says
    what its rows give ("The boats, with their years on station and length:")."""
    short_name: frozenset[str] = frozenset()
    """Keys of a shorter form of the passage title's name that its sentences open with ("The Evening
    Courier was ..." under "The Harlow Vale Evening Courier"): the passage's subject under that name."""
    names: tuple[tuple[Word, ...], ...] = ()
    """The capitalized names of the sentence's text, as its words: found once, asked of for every entity."""
    column_names: tuple[str, ...] = ()
    """For a row of a table written as text: each column's name as written ("1905 (inches)")."""
    section: frozenset[str] = frozenset()
    """Keys of the heading ("## The Orra Cup") of the section the sentence stands in, within its passage:
    what the section's sentences are about ("*The cup* is of silver")."""
    heading: str = ""
    """That heading as written ("No. 4 machine"), for what its words say in their order."""
    dated: frozenset[str] = frozenset()
    """Keys of the date line heading the entry the sentence stands in ("**4 March 1881.**" over a meeting's
    minutes), within its passage or the one it goes on from: the date of what the entry records."""
    made_in: frozenset[str] = frozenset()
    """The year the note under its document's title says the document was made ("*Prepared by Ann Roe,
    architect, May 1861.*"), read when the passage opening the document is: the year of its statements."""

    def word_at(self, at: int) -> int | None:
        """The index of the word holding offset ``at`` of the sentence's text, or ``None`` between words."""
        return next((i for i, w in enumerate(self.words) if w.start <= at < w.end), None)

    def cell_of(self, i: int) -> int:
        """The table cell the word at ``i`` is in (the count of "|" before it); 0 outside a table.

        A row may be written with or without the outer bars: "| a | b |" and "a | b" both have cells 0, 1.
        """
        if not self.columns:
            return 0
        return self.text.count("|", 0, self.words[i].start) - int(self.text.lstrip().startswith("|"))

    def column(self, i: int) -> frozenset[str]:
        """The keys of the name of the column the word at ``i`` is in (empty outside a table)."""
        cell = self.cell_of(i)
        return self.columns[cell] if 0 <= cell < len(self.columns) else frozenset()

    def column_unit(self, i: int) -> str | None:
        """The unit the name of the column of the word at ``i`` gives its figures ("1905 (inches)")."""
        cell = self.cell_of(i)
        name = self.column_names[cell] if 0 <= cell < len(self.column_names) else ""
        named = [(a, b) for a, b in entity_spans(name) if " " in name[a:b]]
        ws = words(name)
        at = next(
            (
                k
                for k, w in enumerate(ws)
                if w.text.isalpha()
                and unit_family_of(w.text)
                # "Mules kept at the *Crowned* Gorrick": a word of a name is no unit, whatever its stem
                and not any(a <= w.start < b for a, b in named)
            ),
            None,
        )
        if at is None:
            return None
        if at > 0 and unit_phrase(ws[at - 1].text, ws[at].text) is not None:
            return name[ws[at - 1].start : ws[at].end]  # "Timber sawn (*cu. ft*)" is no length in feet
        if at + 1 < len(ws) and unit_phrase(ws[at].text, ws[at + 1].text) is not None:
            return name[ws[at].start : ws[at + 1].end]  # "Matting woven (*sq. yds*)", not "sq"
        return ws[at].text

    @property
    def context(self) -> frozenset[str]:
        """Title and previous-sentence keys together."""
        return self.title | self.previous

    @property
    def subject_at(self) -> int:
        """Where the subject starts, after a fronted adverbial ("Each October, *the village* hosts ...").

        A sentence opening with a preposition or a time word ("In 1880", "Each October, after the
        harvest,") has its subject after that phrase: after its last leading comma, or after a year.
        """
        if len(self.words) < 3 or not (fold(self.words[0].text) in _FRONTING or self.opens_with_participle):
            return 0
        if YEAR_DIGITS.fullmatch(self.words[1].text):
            return 2  # "In 1880 the caravans carried ..."
        for i in range(1, min(len(self.words), 16)):
            if self.clauses[i] > self.clauses[i - 1] and i + 1 < len(self.words):
                if self.opens_with_participle and self.kin_apposition(i):
                    continue  # "Born at Tarrow, *the son of a miller*, he ...": the subject comes after
                follows = fold(self.words[i].text)
                if follows in _SUBJECT_PRONOUNS or follows in ("the", "this"):
                    return i  # "In 1871, *the* Long Loft was burnt", "Each October, *the* village ..."
        return 0

    @property
    def opens_with_participle(self) -> bool:
        """Whether a participle phrase comes before the subject ("*Born at Tarrow in 1840*, he ...")."""
        first = self.words[0].text if self.words else ""
        return first[:1].isupper() and fold(first) in _FRONTED_PARTICIPLES

    @property
    def opens_with_reference(self) -> bool:
        """Whether the subject is a pronoun or a definite common noun ("It was...", "The monks...")."""
        at = self.subject_at
        if len(self.words) <= at:
            return False
        first = fold(self.words[at].text)
        if first in _SUBJECT_PRONOUNS:
            return True
        return (
            first in ("the", "this", "these")
            and len(self.words) > at + 1
            and self.words[at + 1].text.islower()
        )

    @property
    def own_subject(self) -> str | None:
        """The key of the common noun a sentence opens with ("The *funicular* opened..."), if any."""
        at = self.subject_at
        if (
            len(self.words) > at + 1
            and fold(self.words[at].text) in ("the", "this")
            and self.words[at + 1].text.islower()
        ):
            return self.keys[at + 1]
        return None

    @property
    def anaphoric(self) -> bool:
        """Whether the sentence opens with a pronoun that refers back (``It was built...``).

        A sentence opening with a participle phrase refers back too, unless a subject of its own follows
        the phrase: "Born at Tarrow in 1840, *he* trained ..." and the fragment "Born at Tarrow, a fishing
        village." are of someone named before; "Born at Tarrow, *the* mill's owner ..." is not.
        """
        if any(fold(w.text) in _ANAPHORS for w in self.words[:4]):
            return True
        if self.opens_with_description:
            return True
        if not self.opens_with_participle:
            return False
        after = next((i for i in range(1, len(self.words)) if self.clauses[i] > 0), len(self.words))
        while after < len(self.words) and self.kin_apposition(after):
            clause = self.clauses[after]
            later = (i for i in range(after, len(self.words)) if self.clauses[i] > clause)
            after = next(later, len(self.words))
        if after >= len(self.words):
            return True
        first = self.words[after].text
        if fold(first) in _SUBJECT_PRONOUNS:
            return True
        definite = fold(first) in ("the", "this", "these") and after + 1 < len(self.words)
        return not first[:1].isupper() and not (definite and self.words[after + 1].text.islower())

    @property
    def opens_with_description(self) -> bool:
        """Whether a phrase describing the subject comes before its pronoun ("*A stone mill*, it held ...").

        Such a sentence is of the one named before it, as "It held 90 looms" would be.
        """
        if len(self.words) < 3 or fold(self.words[0].text) not in ("a", "an"):
            return False
        after = next((i for i in range(1, len(self.words)) if self.clauses[i] > 0), len(self.words))
        if after >= len(self.words):
            return False
        gap = self.text[self.words[after - 1].end : self.words[after].start]
        return gap.strip() == "," and fold(self.words[after].text) in _SUBJECT_PRONOUNS

    def kin_apposition(self, i: int) -> bool:
        """Whether the clause at ``i`` sets a kinship beside the subject: "*the son of a carter*"."""
        at = i
        while at < len(self.words) and fold(self.words[at].text) in _APPOSITION_OPENERS:
            at += 1
        if at == i or at + 1 >= len(self.words) or self.clauses[at + 1] != self.clauses[i]:
            return False
        return fold(self.words[at].text) in _KIN_NOUNS and fold(self.words[at + 1].text) == "of"

    def distance(self, i: int, j: int) -> int:
        """Word distance between positions ``i`` and ``j``, plus 4 per clause boundary crossed."""
        return abs(i - j) + _CLAUSE_COST * abs(self.clauses[i] - self.clauses[j])

    def reach(self, i: int, j: int) -> int:
        """``distance``, but a word of a fronted adverbial's first phrase stands just before the subject.

        In "Each April, when the first leaves are picked, the village holds the festival", "April" dates
        "holds" however long the clause between them: the fronted phrase modifies the main clause.
        """
        at = self.subject_at
        if i > j:
            i, j = j, i
        if 0 < at <= j and i < at and self.clauses[i] == 0 and self.clauses[at] > 0:
            return min(self.distance(i, j), 1 + self.distance(at, j))
        if (aside := self._subject_aside()) is not None and i < aside[1] <= j and self.clauses[i] == 0:
            return min(self.distance(i, j), aside[0] - i + self.distance(aside[1], j))
        return self.distance(i, j)

    def _gap(self, n: int) -> str:
        """The marks between word ``n`` and the word before it, stripped of spaces."""
        return self.text[self.words[n - 1].end : self.words[n].start].strip()

    def _subject_aside(self) -> tuple[int, int] | None:
        """Where an aside set between commas behind the opening subject starts, and where the predicate does.

        In "The first races on the Moor, the open common west of the river, were run in 1782", the aside
        describes the subject, and "were run in 1782" is the subject's own predicate: the aside stands
        between them, not between two clauses. The aside opens with an article or a relative word, and the
        clause after it with a verb ("were", "had", "stood").
        """
        first = next((n for n in range(1, len(self.words)) if self.clauses[n] == 1), None)
        if first is None or self.subject_at or fold(self.words[0].text) not in ("the", "a", "an"):
            return None
        if fold(self.words[first].text) not in _ASIDE_OPENERS:
            return None
        resumed = next((n for n in range(first, len(self.words)) if self.clauses[n] == 2), None)
        if resumed is None or self._gap(resumed) != "," or self._gap(first) != ",":
            return None
        return (first, resumed) if fold(self.words[resumed].text) in AUXILIARIES else None


@dataclass(frozen=True, slots=True)
class PassageText:
    """A passage's content alone: what reading it depends on, usable as a cache key."""

    doc_id: str
    start: int
    end: int
    text: str
    title: str


def passage_texts(passages: Iterable[PassageLike]) -> tuple[PassageText, ...]:
    """The passages' contents, deduplicated by place (the last one given wins) and in document order."""
    unique = {(p.doc_id, p.start, p.end): p for p in passages}
    return tuple(
        PassageText(doc_id, start, end, unique[(doc_id, start, end)].text, unique[(doc_id, start, end)].title)
        for doc_id, start, end in sorted(unique)
    )


#: Passage sets whose sentences are kept: a run reads the same retrieved passages once for each role and
#: each look-up, and a few sets suffice for that without holding every document a long process has seen.
_SENTENCES_CACHE = 4


def sentences_of(passages: Iterable[PassageLike]) -> list[Sentence]:
    """Split passages (deduplicated, in document order) into sentences with their context keys.

    The split depends only on the passages' contents, so it is computed once for each set of them.
    """
    return list(_sentences_of(passage_texts(passages)))


@functools.lru_cache(maxsize=_SENTENCES_CACHE)
def _sentences_of(passages: tuple[PassageText, ...]) -> tuple[Sentence, ...]:
    unique = {(p.doc_id, p.start, p.end): p for p in passages}
    out: list[Sentence] = []
    # Where the passage read last ended, with its open entry, paragraph and caption: a passage of the same
    # document that starts right after it with a label line (a chunk boundary inside a list) continues its
    # block of label lines.
    carried: tuple[str, int, str, frozenset[str], frozenset[str]] = ("", -1, "", frozenset(), frozenset())
    # The columns of a table the passage read last ended in: a passage that starts right after it with rows
    # (a chunk boundary inside the table) holds more of its rows, under the same column names.
    table: _Columns = _NO_COLUMNS
    # The sentences the passage read last ended with, and the subject they refer back to: a passage that
    # starts right after it within the paragraph (a chunk boundary between two sentences) goes on from them.
    flow: tuple[str, int, list[frozenset[str]], frozenset[str]] = ("", -1, [], frozenset())
    # The date line the passage read last ended under: one starting right after it is still under it.
    dating: tuple[str, int, frozenset[str]] = ("", -1, frozenset())
    # The person whose card (a paragraph opening "**GARNICK, Ozias**") the passage read last ended in.
    carded: tuple[str, int, str] = ("", -1, "")
    # The document whose opening passage was read, with the year its maker's note gives.
    made: tuple[str, frozenset[str]] = ("", frozenset())
    for doc_id, start, _ in sorted(unique):
        passage = unique[(doc_id, start, _)]
        first = len(out)
        dated = _carried_date(passage, dating)
        made = _made_of(passage, made)
        made_in = made[1] if made[0] == doc_id else frozenset()
        label = doc_id.rsplit("/", 1)[-1].rsplit(".", 1)[0].replace("-", " ").replace("_", " ")
        title = frozenset(key(w.text) for w in words(passage.title + " " + label))
        previous: list[frozenset[str]] = []
        lead: frozenset[str] = frozenset()
        if _flows_on(passage, flow[0], flow[1]):
            previous, lead = list(flow[2]), flow[3]
        # A bare name heading the label lines below it, or opening its paragraph as a sentence of its own
        # ("Orra Ferry. Opened in 1902. Skipper: Ann Ross."): what the lines and sentences after it are about.
        # The prose paragraph above a block of label lines (its keys), and the one being read.
        entry, paragraph, caption = _carried_context(passage, carried)
        # A card's paragraph cut by a chunk boundary goes on being the card's: "**GARNICK, Ozias
        # (1801–1870).** Miller. | Born at Ulverby ..." (his entry, read on where the passage before ended).
        card = carded[2] if _in_paragraph(passage, carded[0], carded[1]) else ""
        entry_end = 0
        # Whether the entry is the heading the passage opens with, over paragraphs of its own: a section's
        # heading ("The Kell Aqueduct" over its paragraphs), which all of the section's sentences are about.
        over_section = False
        # Whether the sentence read last was a bare name (an entry's heading).
        headline = False
        # The heading the passage opens with, when it is an entry ("## Presidents"): a list further down its
        # section is the heading's, though a prose paragraph stands between them.
        marked = ""
        # Names given to the passage's topic (for the rest of the passage) or to an entry (its paragraph).
        passage_alias: frozenset[str] = frozenset()
        entry_alias: frozenset[str] = frozenset()
        above = table if _continues_table(passage, carried[0], carried[1]) else _NO_COLUMNS
        table = _NO_COLUMNS
        section_name = _section_heading(passage.text)
        section = frozenset(key(w.text) for w in words(section_name))
        for span_start, span_end, header, (columns, column_names), row in _rows(passage.text, above):
            table = (columns, column_names) if row else _NO_COLUMNS
            text = passage.text[span_start:span_end]
            name = _bare(text).rstrip(".")
            labelled = _LABEL_LINE.match(text) is not None
            heading = _heading_name(passage.text, entry_end, span_start, span_end)
            headed, headline = headline, False
            was, card = card, _card_at(text, card, passage.text[entry_end:span_start], span_start == 0)
            # A new card's sentences are its person's: "he" in "Born at Ulverby, he was apprenticed ..."
            # refers to none of the persons the paragraph before it names.
            previous, lead = ([], frozenset()) if card not in ("", was) else (previous, lead)
            if heading or (_ENTRY_NAME.fullmatch(name) and (text != name or not labelled)):
                entry, headline = heading or name, True
                marked = entry if span_start == 0 and section else marked
                over_section = (
                    span_start == 0
                    and text == name
                    and passage.text.startswith("\n\n", span_end)
                    and _named_thing(name)
                )
            elif not labelled and "\n\n" in passage.text[entry_end:span_start]:
                # A new paragraph ends the entry, but "Particulars:" over the entry's label lines does not,
                # nor does a list right under a bare heading ("Secretaries" over "- Ann Hale, 1921-1948").
                # A list further down a section is the section heading's ("## Presidents", a paragraph on
                # the office, then "- Ann Hale, 1921-1948").
                bullet = _BULLET.match(passage.text, passage.text.rfind("\n", 0, span_start) + 1)
                listed = headed and bullet
                kept = _LEAD_IN.fullmatch(text) or listed or over_section
                entry = entry if kept else (marked if bullet else "")
            entry = card or entry  # a card's paragraph is its person's entry, however it goes on
            broken = "\n\n" in passage.text[entry_end:span_start]
            if broken:
                entry_alias = frozenset()
            entry_end = span_end
            given = _ALIAS_GIVEN.match(text)
            if given is not None:
                named = {key(w.text) for w in words(given.group("name"))}
                alias = frozenset(key(w.text) for w in words(given.group("alias")))
                if named <= title:
                    passage_alias = alias  # "Cragg Moor, known in the valley as the Old Mast, is ..."
                elif broken or span_start == 0:
                    entry_alias = alias  # "The Pell Hill Cedar, known locally as the Old Cedar. Height ..."
            tabled = row or _TABLE_ROW.fullmatch(text) is not None
            dated = _dated_under(text, dated)
            if text.lstrip().startswith("#"):
                caption = paragraph = frozenset()
            elif not labelled and not tabled and not _ENTRY_NAME.fullmatch(name):
                own = frozenset(key(w.text) for w in words(text))
                paragraph = own if broken else paragraph | own
            elif labelled:
                caption = paragraph
            ws = tuple(words(text))
            keys = _word_keys(ws)
            clauses, count = [], 0
            for i, w in enumerate(ws):
                in_number = ws[i - 1].text.isdigit() and w.text.isdigit() if i else False  # "7,900"
                gap = text[ws[i - 1].end : w.start] if i else ""
                if i and not in_number and _CLAUSE_BREAK.search(gap):
                    count += _ROW_CLAUSES if _ROW_BREAK.search(gap) else 1
                clauses.append(count)
            # A table's row is a record of its own: the rows above it are other records, and only the
            # column names are its context.
            before = header if row else frozenset().union(*previous[-_CONTEXT_SENTENCES:], header)
            out.append(
                Sentence(
                    doc_id,
                    start + span_start,
                    start + span_end,
                    text,
                    ws,
                    keys,
                    tuple(clauses),
                    title | frozenset(key(w.text) for w in words(entry)),
                    before,
                    lead,
                    entry or passage.title,
                    columns,
                    caption if labelled else frozenset(),
                    passage_alias | entry_alias,
                    paragraph if tabled else frozenset(),
                    names=_runs_of(text, ws),
                    column_names=column_names,
                    section=section,
                    heading=section_name,
                    dated=dated,
                    made_in=made_in,
                )
            )
            previous.append(frozenset(keys))
            at = out[-1].subject_at  # "On the night of 14 May, 1871, *the Long Loft* was burnt out"
            opening = frozenset(keys[at : at + _LEAD_WORDS])
            # "The Tarn Aqueduct carries ... It has five arches. The trough stands ... It was designed ...":
            # sentences of one paragraph that each refer back keep the subject the first of them refers to.
            chained = out[-1].opens_with_reference and not broken and not tabled and not labelled
            lead = lead | opening if chained else opening
        carried = (doc_id, passage.end, entry, paragraph, caption)
        dating = (doc_id, passage.end, dated)
        carded = (doc_id, passage.end, card)
        flow = (doc_id, passage.end, previous[-_CONTEXT_SENTENCES:], lead)
        short = _short_title_name(passage.title, out[first:])
        out[first:] = _with_short_name(out[first:], short)
    return tuple(out)


_DATE_LINE = re.compile(
    r"\*{0,2}(?:(?:Meeting|Minutes)\s+of\s+)?(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?"
    r"\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December),?\s+\d{4}\.?\*{0,2}:?"
)
"""A line giving a date alone ("**4 March 1881.**", "Meeting of 2 October 1849."): the heading of a meeting's
or a day's entry, which dates every line under it until the next."""


def _dated_under(text: str, dated: frozenset[str]) -> frozenset[str]:
    """The keys of the date line a line stands under: its own if it is one; none past a markdown heading."""
    if _DATE_LINE.fullmatch(text.strip()):
        return frozenset(key(w.text) for w in words(text))
    return frozenset() if text.lstrip().startswith("#") else dated


_TITLE_MARKS = 8
"""How far into its document a passage opening on the title starts: past the title's marks ("# ") alone."""
_MAKERS_NOTE = re.compile(r"\A(?:#{1,6}[ \t]+)?[^\n]{1,300}\n[ \t]*\n[ \t]*\*(?P<note>[^*\n]{1,500})\*")
"""A document's note in italics right under its title: where it is from, who made it and when."""
_MAKER = re.compile(
    r"\bby (?:the )?(?:(?:Mr|Mrs|Miss|Dr|Rev|Sir|Messrs)\.? )?[A-Z][a-z]+(?: [A-Z]\.)*(?: [A-Z][a-z]+)"
)
"""A maker named after "by" ("Prepared *by Lionel Vane*, architect"): a name of two words or more."""


def _made_of(passage: PassageText, made: tuple[str, frozenset[str]]) -> tuple[str, frozenset[str]]:
    """The document whose opening passage was read last, with its ``made_year``: this one's if it opens it."""
    return (passage.doc_id, made_year(passage.text)) if passage.start <= _TITLE_MARKS else made


def made_year(text: str) -> frozenset[str]:
    """The year a document's note under its title says its maker made it, when the note names one year.

    "*Prepared by Lionel Vane, architect, Kell, November 1861.*" dates every statement of the document below
    it: "its ridge standing 36 feet above the floor" is the height of the 1861 specification, though the
    sentence names no year. A note naming no maker ("*From the Kell Courier, 5 May 1890.*") dates nothing
    here: a report tells of others' deeds, done in other years. Nor does a note of several years ("written
    in 1962 of the years 1897-1902").
    """
    note = _MAKERS_NOTE.match(text)
    if note is None or _MAKER.search(note.group("note")) is None:
        return frozenset()
    years = YEAR_WORD.findall(note.group("note"))
    return frozenset(years) if len(years) == 1 else frozenset()


def _carried_date(passage: PassageLike, dating: tuple[str, int, frozenset[str]]) -> frozenset[str]:
    """The date line a passage opens under: the last one of the passage it starts right after."""
    same = passage.doc_id == dating[0] and 0 <= passage.start - dating[1] <= _CONTINUED_GAP
    return dating[2] if same else frozenset()


_HEADING_LINE = re.compile(r"(?P<name>[^\n|]{1,100}?)[ \t]*\n(?:[ \t]*\n|(?=[ \t]*[-*+][ \t]+\S))")
"""A passage's first line standing alone above a blank line or a list: the heading the chunker starts
passages at ("No. 4 machine" over "- Makers: ...")."""


def _section_heading(text: str) -> str:
    """The heading a passage opens with ("The Orra Cup (1881)" over its paragraphs), if any, else "".

    A markdown heading always starts a passage, its marks left out; a line that ends a sentence or labels a
    value ("Height: 14 inches") is no heading.
    """
    line = _HEADING_LINE.match(text)
    if line is None or line.group("name").rstrip()[-1:] in ".:;!?" or _LABEL_LINE.match(text):
        return ""
    return line.group("name").strip()


def _with_short_name(sentences: list[Sentence], short: frozenset[str]) -> list[Sentence]:
    """The sentences of one passage given its title's short name; made with none, they stay as they are."""
    return [replace(s, short_name=short) for s in sentences] if short else sentences


def _short_title_name(title: str, sentences: Sequence[Sentence]) -> frozenset[str]:
    """The keys of a shorter form of the title's name that the passage's own sentences open with.

    Under "The Harlow Vale Evening Courier", a passage whose sentences say "*The Evening Courier* was
    launched ..." calls its subject so: the shorter name is the same paper, and a question naming it is
    about the passage. A shorter name found only inside a sentence ("a mile above Brenn Lock") is not
    enough, for it may be a neighbour the longer name is told apart from.
    """
    runs = [{key(w.text) for w in run if fold(w.text) not in STOPWORDS} for run in _name_runs(title)]
    for s in sentences:
        at = s.subject_at
        if at < len(s.words) and fold(s.words[at].text) == "the":
            at += 1
        for run in s.names:
            if run[0].start != (s.words[at].start if at < len(s.words) else -1):
                continue
            named = {key(w.text) for w in run if fold(w.text) not in STOPWORDS}
            if any(named and named < whole and _suffix(run, whole) for whole in runs):
                return frozenset(named)
    return frozenset()


def _suffix(run: Sequence[Word], whole: set[str]) -> bool:
    """Whether the name's last word is also the last name word of the title's name (its head)."""
    return bool(run) and key(run[-1].text) in whole


_OPENING_CHARS = 12
"""Enough of a passage's start to hold its first word."""
_CONTINUED_GAP = 8
"""At most this many characters (blanks, a list marker) between a passage and the one it continues."""


def _carried_context(
    passage: PassageLike, carried: tuple[str, int, str, frozenset[str], frozenset[str]]
) -> tuple[str, frozenset[str], frozenset[str]]:
    """The entry, paragraph and caption a passage starts with, given where the passage read last ended.

    A passage going on with that one's label lines keeps all three. One opening with a table right after
    it ("| Year | Collection |" below "Collections are the final sums ...") keeps its last paragraph, which
    says what the rows give: a chunk boundary between a table and its legend does not part them.
    """
    if _continues(passage, carried[0], carried[1]):
        return carried[2], carried[3], carried[4]
    if _continues_table(passage, carried[0], carried[1]):
        return "", carried[3], frozenset()
    return "", frozenset(), frozenset()


_SENTENCE_GAP = 1
"""At most this many characters (a space) between a passage and the one it goes on from in mid-paragraph."""
_PRONOUN_REACH = 12
"""How much of a passage's opening holds its first word."""


def _flows_on(passage: PassageLike, doc_id: str, end: int) -> bool:
    """Whether ``passage`` goes on in the paragraph of the passage of ``doc_id`` that ends at ``end``.

    A chunk boundary between two sentences of one paragraph ("... was founded in 1852 by Mrs Hale. | It is
    of the value of £25 a year") leaves "It" the subject of the sentence before, in the other passage. Only a
    passage opening with a pronoun is read on so; one opening with a noun says what it is about itself.
    """
    opening = words(passage.text[:_PRONOUN_REACH])
    return (
        passage.doc_id == doc_id
        and 0 <= passage.start - end <= _SENTENCE_GAP
        and bool(opening)
        and fold(opening[0].text) in _SUBJECT_PRONOUNS
    )


def _card_at(text: str, card: str, gap: str, opening: bool) -> str:
    """Whose card a sentence stands in, given the card of the sentence before and the ``gap`` between them.

    A paragraph opening on a card's heading ("**GARNICK, Ozias (1801–1870).** Miller.") starts his card; a
    new paragraph of any other kind ends it. ``opening`` when the sentence opens its passage.
    """
    fresh = "\n\n" in gap
    inverted = inverted_entry(text) if fresh or opening else None
    return inverted or ("" if fresh else card)


def _in_paragraph(passage: PassageLike, doc_id: str, end: int) -> bool:
    """Whether ``passage`` starts right where the passage of ``doc_id`` ending at ``end`` left off."""
    return passage.doc_id == doc_id and 0 <= passage.start - end <= _SENTENCE_GAP


def _continues_table(passage: PassageLike, doc_id: str, end: int) -> bool:
    """Whether ``passage`` goes on with the table rows of the passage of ``doc_id`` that ends at ``end``."""
    return (
        passage.doc_id == doc_id
        and 0 <= passage.start - end <= _CONTINUED_GAP
        and (passage.text[:1] == "|" or _row_tail(passage.text))
    )


def _continues(passage: PassageLike, doc_id: str, end: int) -> bool:
    """Whether ``passage`` goes on with the label lines of the passage of ``doc_id`` that ends at ``end``."""
    return (
        passage.doc_id == doc_id
        and 0 <= passage.start - end <= _CONTINUED_GAP
        and _LABEL_LINE.match(passage.text) is not None
    )


_TABLE_ROW = re.compile(r"^[ \t]*(?:\|.*|(?![^\n|]*: )[^\s|#>][^\n|]*(?:\|[^\n|]*)+)$", re.MULTILINE)
"""A row of a table written as text: a line of cells between bars ("| a | b |"), or without the outer bars
("Year | Tons carried", "1830 | 318,700"); a table has two rows or more. A line of labelled fields
("Object: Pell 14 | Date: 1927") is a record of label lines, not a row."""
_RULE_ROW = re.compile(r"^[\s|:—–-]*$")
_YEAR_NAME = re.compile(r"\d{4}(?:[/–-]\d{2,4})?")
"""A column named for a year or a season ("2023", "2015/16"): the one figure a row of column names holds."""


_LABEL_LINE = re.compile(
    r"[ \t]*(?:[-*+][ \t]+)?(?P<label>[A-Z0-9](?:[^\n:|.#]|\.(?= [A-Z])){0,60}?)"
    r"(?P<leader>:[ \t]+|[ \t]*\.{3,}[ \t]*)(?=\S)"
)
"""A line opening with a label: "Altitude: 388 metres", "- Founded: 1871", "Aperture ........ 24 inches".

A label may hold an abbreviation ("Asst. Keeper: ...") or open with a figure ("1880-1884: ...").
"""
_ALIAS_GIVEN = re.compile(
    r"(?:The\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*?)(?:'s|’s)?,\s+"
    r"(?:(?:also|locally|often|commonly|once)\s+)?(?:known|called|nicknamed)\b(?:\s+[a-z]+){0,3}?\s+"
    r"(?:as\s+)?(?:the\s+)?(?P<alias>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A sentence giving its subject another name: "Cragg Moor, known in the valley as the Old Mast, is ..."."""
_ENDS_SENTENCE = re.compile(r"(?:[.!?:;]|^#.*|^)$")
_ENTRY_NAME = re.compile(
    r"[A-Z][\w'’-]*(?: (?:[A-Z&][\w'’-]*|of|the|and)){0,5}(?: \d{1,3})?(?: \([A-Z][\w'’-]*\))?"
)
"""A bare name line heading an entry of label lines: "High Inn" above "Opened: 1902", "Tern 19" (a model's
mark)."""
_EMPHASIS = re.compile(r"(?P<mark>\*{1,2}|_{1,2})(?P<inner>[^*_\n]+)(?P=mark)")
_BULLET = re.compile(r"[ \t]*[-*+][ \t]+")
_LEAD_IN = re.compile(r"[A-Z][\w'’-]*(?: [\w'’-]+){0,3}:")
"""A line introducing the label lines below it and nothing more: "Particulars:", "Details of the boat:"."""


def _named_thing(heading: str) -> bool:
    """Whether a heading names one thing by a name ending in its kind: "The Kell Aqueduct", "Holm Library".

    A heading for a person, a topic ("Buildings") or an office ("Chief Engineer") is no such name.
    """
    named = [w.text for w in words(heading) if fold(w.text) not in STOPWORDS]
    return len(named) >= 2 and key(named[-1]) in _THING_HEADS


_THING_HEADS = ORG_WORDS | PLACE_WORDS | frozenset().union(*INSTANCE_HEADS.values())
"""Last words of names of places, bodies and structures: what a section heading names a thing by."""


_INVERTED_NAME = re.compile(
    r"\*\*(?P<surname>[A-Z][A-Z'’-]{1,30}),\s+(?:(?:Sir|Rev\.?|Colonel|Captain|Major|Dr\.?|Mr\.?|Mrs\.?|Miss)\s+)?"
    r"(?P<given>[A-Z][a-z][\w'’-]{0,30}(?:\s+[A-Z][a-z][\w'’-]{0,30}){0,2})\b"
    r"(?P<namesake>\s+(?:junior|senior|jun\.|sen\.|the\s+elder|the\s+younger)\b)?"
)
"""A card's heading, the surname in capitals before the given names: "**GARNICK, Ozias (1801–1870).**"."""

_TITLED_INVERTED_NAME = re.compile(
    r"\*\*(?P<surname>[A-Z][a-z][a-z'’-]{1,30}),\s+"
    r"(?:(?:Sir|Rev\.?|Colonel|Captain|Major|Dr\.?|Mr\.?|Mrs\.?|Miss)\s+)?"
    r"(?P<given>[A-Z][a-z][\w'’-]{0,30}(?:\s+[A-Z][a-z][\w'’-]{0,30}){0,2})"
    r"(?P<namesake>\s+(?:junior|senior|jun\.|sen\.|the\s+elder|the\s+younger))?"
    r"(?:\*\*\s*\((?:[bd]\.\s*|c\.\s*)?\d{4}|\s*\((?:[bd]\.\s*|c\.\s*)?\d{4}[^)\n]{0,12}\)\.?\*\*|\.\*\*\s+[A-Z])"
)
"""A card's heading with the surname written as in a sentence, with the life dates or a full stop closing the
bold: "**Garnick, Ann** (1809–1871)", "**Garnick, Ann (1809–1871).**", "**Garnick, Ann.** Matron". The
dates or the stop before a sentence tell it from a bold heading of two words ("**Plans, Maps**")."""


def _card_heading(text: str) -> re.Match[str] | None:
    """The card heading ``text`` opens with, in capitals or as in a sentence, or ``None``."""
    return _INVERTED_NAME.match(text) or _TITLED_INVERTED_NAME.match(text)


def inverted_entry(text: str) -> str | None:
    """The person a paragraph of notes heads with the surname first, written as a name, or ``None``.

    In a book of biographical notes each paragraph opens "**GARNICK, Ozias (1801–1870).** Miller." and goes on
    without naming him again ("Born at Ulverby. Died 1870."): the paragraph is Ozias Garnick's entry.
    """
    found = _card_heading(text)
    if found is None or found.group("namesake"):
        return None  # "**GARNICK, Ozias junior**" is the son's card, which no name without "junior" asks of
    return _card_name(found)


def _card_name(found: re.Match[str]) -> str:
    """The name a card's heading gives, written given names first: "GARNICK, Ozias" is Ozias Garnick."""
    surname = found.group("surname")
    if surname.isupper():
        surname = "-".join(part.capitalize() for part in surname.split("-"))
    return f"{found.group('given')} {surname}"


def _bare(line: str) -> str:
    """``line`` without the emphasis marks around it: "*Tern 19*" (a boat's name in italics) is "Tern 19".

    An entry's heading in a register or a book of notes is a name in bold, with the register's mark before
    it or the life dates after it: "**SH 4 — *Tern***" and "**Ann Roe** (1801–1870)" head the entries of
    the Tern and of Ann Roe.
    """
    found = _EMPHASIS.fullmatch(line.strip())
    if found:
        return found.group("inner").strip()
    marked = _MARKED_HEADING.fullmatch(line.strip())
    return marked.group("name") if marked else line.strip()


_MARKED_HEADING = re.compile(
    r"\*\*(?:[A-Z]{1,4} ?\d{1,5} [—–-] )?(?P<mark>\*?)(?P<name>[A-Z][^*\n]*?)(?P=mark)\*\*"
    r"(?: \((?:c\. ?)?\d{4}[–-]\d{4}\))?"
)
"""A bold name with a register's mark before it ("**SH 4 — *Tern***") or life dates after it ("**Ann Roe**
(1801–1870)"): the heading of an entry, whose name is the ``name`` group."""


_BARRED_ROW = re.compile(r"[ \t]*\|[^\n]*\|[ \t]*$")
"""A row of a table written between bars: "| Ann Hale | 1871–1893 | Died in office. |"."""


_ROW_OPENING = re.compile(r"[ \t]*\|")
"""A line opening a table's row, whole or cut by a chunk boundary ("| Ann Hale | 1871–1893 | Died")."""


def _row_tail(text: str) -> bool:
    """Whether ``text`` opens with the end of a row cut by a chunk boundary, barred rows below it.

    A passage beginning "Died in office, 1871, aged 74. |" above "| Ann Hale | 1871–1893 | ... |" goes on
    with the table of the passage before it.
    """
    first = text.find("\n")
    if first < 0 or not text[:first].rstrip().endswith("|"):
        return False
    following = text.find("\n", first + 1)
    return _BARRED_ROW.match(text[first + 1 : following if following >= 0 else len(text)]) is not None


def _table_end(text: str, end: int) -> int:
    """Where the rows going on from the line ending at ``end`` end: the last one's line end."""
    while end < len(text):
        following = text.find("\n", end + 1)
        following = len(text) if following < 0 else following
        if not _ROW_OPENING.match(text[end + 1 : following]):
            break
        end = following
    return end


def _is_record(line: str) -> bool:
    """Whether ``line`` is a row of a register written as text: three or more cells parted by "; "."""
    return line.count("; ") >= 2 and not line.rstrip().endswith((".", ":"))


def _entry_name(line: str, previous: str) -> bool:
    """Whether ``line`` is a bare name standing alone after a blank line or heading, heading an entry."""
    return bool(_ENTRY_NAME.fullmatch(_bare(line))) and bool(_ENDS_SENTENCE.search(previous.strip()))


def _heading_name(text: str, after: int, start: int, end: int) -> str:
    """The name on the first line of the sentence ``text[start:end]``, standing alone over a description.

    "Tern 19" over "Nineteen-seat turboprop flown ...": a name heading the paragraph that describes it (and
    the label lines under it), run into its first sentence. Empty unless the sentence opens a paragraph (a
    blank line since ``after``), its first line is a bare name, and the next line opens a sentence.
    """
    if start and "\n\n" not in text[after:start]:
        return ""
    head, _, rest = text[start:end].partition("\n")
    return _bare(head) if rest[:1].isupper() and _ENTRY_NAME.fullmatch(_bare(head)) else ""


def _label_spans(text: str) -> Iterator[Span]:
    """The sentences of ``text``, with every "Label: value" line starting a sentence of its own.

    Lines of labels ("Opened: 1934" above "Altitude: 388 metres") carry no full stops, so prose splitting
    would run them together. A line is a label line only where a sentence may begin (after a blank line, a
    heading, a full stop or another label line), so prose wrapped onto a line with a colon stays prose. A
    line of dotted leaders ("Focal length .... 9.1 metres") is one sentence whatever its dots, and so is a
    table between bars after a blank line, whatever full stops its cells hold.
    """
    chunk, at, previous, label_before, entry = 0, 0, "", False, False
    while at <= len(text):
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        line = text[at:end]
        found = _LABEL_LINE.match(line)
        opens = label_before or _ENDS_SENTENCE.search(previous.strip()) or entry
        if (_BARRED_ROW.match(line) and not previous.strip()) or (at == 0 and _row_tail(text)):
            # A table between bars is one span, its rows parted by _rows: a full stop in a cell ("Died in
            # office, 1871, aged 74. |") ends no sentence there.
            yield from (Span(chunk + s.start, chunk + s.end) for s in split_sentences(text[chunk:at]))
            last = _table_end(text, end)
            yield Span(at + len(line) - len(line.lstrip()), last)
            chunk, label_before, entry, previous = last, True, False, text[at:last]
            at = last + 1
            continue
        if found is None and opens and _is_record(line):
            # "1901.004; Tarn lily; Ada Rook; Skell Moss": a register row is a sentence of its own.
            yield from (Span(chunk + s.start, chunk + s.end) for s in split_sentences(text[chunk:at]))
            begin = at + len(line) - len(line.lstrip())
            yield Span(begin, at + len(line.rstrip()))
            chunk, label_before = end, True
        elif found is not None and opens:
            yield from (Span(chunk + s.start, chunk + s.end) for s in split_sentences(text[chunk:at]))
            if "." in found.group("leader"):
                begin = at + found.start("label")
                yield Span(begin, begin + len(line[found.start("label") :].rstrip()))
                chunk = end
            else:
                chunk = at
            label_before = True
        elif line.strip():
            label_before = False
        entry = found is None and _entry_name(line, previous)
        previous = line
        at = end + 1
    yield from (Span(chunk + s.start, chunk + s.end) for s in split_sentences(text[chunk:]))


_Columns = tuple[tuple[frozenset[str], ...], tuple[str, ...]]
"""A table's columns: the keys of each column's name, and each name as written."""
_NO_COLUMNS: _Columns = ((), ())


def _rows(
    text: str, inherited: _Columns = _NO_COLUMNS
) -> Iterator[tuple[int, int, frozenset[str], _Columns, bool]]:
    """The sentences of a passage, a table written as text split into its rows.

    "| Norvane | 35 h | oral |" is a sentence of its own, read with the keys of its table's first row (the
    column names) as context; a rule row ("|---|---|") is no sentence. The last item says whether the
    sentence is a row below column names (a record of its own). A table without outer bars whose first row
    holds a figure other than a year has no row of names in the text read ("1830 | 318,700" where a chunk
    begins inside it): its rows are records with no column names. ``inherited`` names the columns of a table
    the text begins inside (the passage before ended in its rows): rows at the text's start, with as many
    cells, are read under them.
    """
    # A row standing alone above a blank line names the columns of the rows below it ("Date | Composer",
    # then a blank line, then "3 March 1921 | Edith Vane").
    lone: re.Match[str] | None = None
    for span in _whole_rows(text, _label_spans(text)):
        rows = [m for m in _TABLE_ROW.finditer(text, span.start, span.end) if m.end() <= span.end]
        above = lone if lone is not None and not text[lone.end() : span.start].strip() else None
        lone = (
            rows[0]
            if len(rows) == 1 and rows[0].group().strip() == text[span.start : span.end].strip()
            else None
        )
        if len(rows) < 2 and (above is None or not rows):
            yield span.start, span.end, frozenset(), _NO_COLUMNS, False
            continue
        if rows[0].start() > span.start and text[span.start : rows[0].start()].strip():
            yield (
                span.start,
                span.start + len(text[span.start : rows[0].start()].rstrip()),
                frozenset(),
                _NO_COLUMNS,
                False,
            )
            above = None
        if inherited[1] and not text[: rows[0].start()].strip():
            header = frozenset().union(*inherited[0])
            for row in (row for row in rows if not _RULE_ROW.match(row.group())):
                if len(row.group().strip().strip("|").split("|")) == len(inherited[1]):
                    yield row.start(), row.end(), header, inherited, True
                else:
                    yield row.start(), row.end(), frozenset(), _NO_COLUMNS, True
            yield from _tail(text, rows[-1].end(), span.end)
            inherited = _NO_COLUMNS
            continue
        inherited = _NO_COLUMNS
        names = rows[0] if above is None else above
        nameless = not names.group().lstrip().startswith("|") and any(
            any(ch.isdigit() for ch in cell) and not _YEAR_NAME.fullmatch(cell.strip())
            for cell in names.group().split("|")
        )
        header = frozenset() if nameless else frozenset(key(w.text) for w in words(names.group()))
        cells = tuple(cell.strip() for cell in names.group().strip().strip("|").split("|"))
        columns = (tuple(frozenset(key(w.text) for w in words(cell)) for cell in cells), cells)
        for i, row in enumerate(rows):
            if _RULE_ROW.match(row.group()):
                continue
            if nameless:
                yield row.start(), row.end(), frozenset(), _NO_COLUMNS, True
            else:
                data = i > 0 or above is not None
                yield (
                    row.start(),
                    row.end(),
                    header if data else frozenset(),
                    columns if data else _NO_COLUMNS,
                    data,
                )
        yield from _tail(text, rows[-1].end(), span.end)


def _whole_rows(text: str, spans: Iterable[Span]) -> Iterator[Span]:
    """``spans`` with none ending inside a table row: "| Ann Hale | 1901–1920 | Died. |" is one record.

    A cell's full stop ("Died.", "Rev. Amos Quell") ends no sentence: the row's cells are read together, as
    a row, with its table's column names.
    """
    pending: Span | None = None
    for span in spans:
        if pending is not None:
            span = Span(pending.start, span.end)
        line_start = text.rfind("\n", 0, span.end) + 1
        line_end = text.find("\n", span.end)
        rest = text[span.end : len(text) if line_end < 0 else line_end]
        inside = rest.strip() != "" and text[line_start : span.end].lstrip(" \t").startswith("|")
        pending = span if inside else None
        if not inside:
            yield span
    if pending is not None:
        yield pending


def _tail(text: str, start: int, end: int) -> Iterator[tuple[int, int, frozenset[str], _Columns, bool]]:
    """The prose after a table's last row up to ``end``, a sentence of its own (none when blank)."""
    tail = text[start:end]
    if tail.strip():
        yield start + len(tail) - len(tail.lstrip()), end, frozenset(), _NO_COLUMNS, False


_FIND_OBJECTS = frozenset(
    "that it them him her himself herself itself themselves nothing no little to correct guilty dead wanting "
    "necessary sound unfit fit impossible difficult".split()
)
"""Words after "found" that make it the past of "find" ("the Board *found that* ...", "audited and *found
correct*", "*found to* be"), not "found" a body."""
_FOUND_PASSIVE = frozenset("was were been be is are being".split())
"""Words before "found" that make it a passive of "find" ("the coins *were found*"): a body "was founded"."""


def _word_keys(ws: Sequence[Word]) -> tuple[str, ...]:
    """The keys of a sentence's words, "found" keyed as "find" where it is that verb's past."""
    keys = [key(w.text) for w in ws]
    for i, w in enumerate(ws):
        if fold(w.text) != "found":
            continue
        after = fold(ws[i + 1].text) if i + 1 < len(ws) else ""
        if after in _FIND_OBJECTS or (i > 0 and fold(ws[i - 1].text) in _FOUND_PASSIVE):
            keys[i] = key("find")
    return tuple(keys)


@functools.lru_cache(maxsize=1 << 12)  # a question's few entities are matched against every sentence
def entity_keys(entity: str) -> tuple[str, ...]:
    """The keys of a name's words, without function words or a courtesy title before a full name.

    "Miss Edith Carne" is named "Edith Carne" as often as not; a title before a single name stays ("Dr Ross").
    """
    ws = [w for w in words(entity) if fold(w.text) not in STOPWORDS]
    if len(ws) > 2 and fold(ws[0].text).rstrip(".") in _COURTESY_TITLES:
        ws = ws[1:]
    if len(ws) > 2 and fold(ws[-1].text).rstrip(".") in INCORPORATED:
        ws = ws[:-1]  # "Orra Shipping Ltd" is written "Orra Shipping Limited" as often: the suffix is no key
    return tuple(key(w.text) for w in ws)


_COURTESY_TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr"})


_NOT_NAME_WORDS = frozenset(
    "above below beyond past near beside behind after before during since until from today now then later "
    "once here there further farther across along inside outside opposite".split()
)
"""Capitalized words that open a sentence without being part of the name after them ("Below Brenn Lock")."""


_LEGAL_SUFFIXES = INCORPORATED | {"inc", "llc", "gmbh", "company"}
_ACCOUNT_NOUNS = frozenset(
    key(w)
    for w in "history histories account annals chronicle story notes records register survey guide memoir "
    "recollections papers report description sketch outline income expenditure receipts returns "
    "statistics".split()
)
"""Nouns for a writing about a thing: "A Short *History* of the Kell Guild" is about the Kell Guild; and for a
table of its figures: "*Income and Expenditure* of the Kell Guild"."""


def _account_prefix(run: Sequence[Word]) -> int:
    """How many opening words of a name only say it is an account of what follows "of" (0 if none).

    "A Short History of the Kell Guild" names the Kell Guild, not another body whose name holds its words.
    """
    at = next((i for i, w in enumerate(run) if fold(w.text) == "of"), None)
    if at is None or not any(key(w.text) in _ACCOUNT_NOUNS for w in run[:at]):
        return 0
    return at + 1


_POSITION_WORDS = frozenset(
    "upper lower old new great little north south east west northern southern eastern western nether middle "
    "high low far near inner outer first second third royal".split()
)
"""Words that tell one thing from another of its name ("*Upper* Brenn Lock"), not the place it belongs to."""
_BODY_HEADS = ORG_WORDS | {"festival"}
_VENUE_HEADS = frozenset(key(w) for w in "theatre theater hippodrome playhouse cinema coliseum".split())
"""Places of entertainment a town names for itself, which a text then calls by the kind alone ("the
Hippodrome" for the Kell Hippodrome)."""
_KIND_HEADS = ORG_WORDS | _VENUE_HEADS


def _place_prefix(run: Sequence[Word], keys: frozenset[str]) -> int:
    """How many opening words of a title's name only place a body the question names by its kind (0 if none).

    "Wexcombe Old Students' Association" is the Old Students' Association a question asks of, and "The
    Hallow Dene Festival" the Festival: the name (opening its title) ends in the entity's words, whose last
    is a body's head noun, and the words before them are a place's name alone. "*Upper* Brenn Lock" is
    another lock, and "District Agricultural Society" of "Cobley and District ..." a part of a name.
    """
    if not keys or len(run) <= len(keys):
        return 0
    prefix, tail = run[: len(run) - len(keys)], [key(w.text) for w in run[len(run) - len(keys) :]]
    if set(tail) != keys or tail[-1] not in _BODY_HEADS:
        return 0
    # a place named alone: "Cobley *and District*" or "*Upper* Tarn" names more than where the body is
    if any(fold(w.text) in _POSITION_WORDS | _NAME_CONNECTORS or key(w.text) in keys for w in prefix):
        return 0
    return len(prefix)


def _opens(text: str, run: Sequence[Word]) -> bool:
    """Whether the name ``run`` opens ``text`` (after a bare "The"): a title's own name, not a part of one."""
    return text[: run[0].start].strip().lower() in ("", "the")


RECORD_NOUNS = frozenset(
    key(w)
    for w in "drawings plans minutes accounts specification specifications inventory correspondence".split()
)
"""Nouns for a record kept of a thing, closing a title: "Kell Reservoir Contract *Drawings*"."""


def _account_suffix(run: Sequence[Word], keys: frozenset[str]) -> int | None:
    """Where a title's name ends before the words saying the passage is a record of it, or ``None``.

    "Kell Reservoir Contract Drawings" names the Kell Reservoir: a run closing with a noun of writings or
    records, after every word of the entity, only says what record of the entity the passage is.
    """
    if not run or key(run[-1].text) not in RECORD_NOUNS:
        return None
    seen: set[str] = set()
    for i, w in enumerate(run):
        seen.add(key(w.text))
        if seen >= keys:
            return i + 1
    return None


_SAINTS = frozenset({"st", "saint"})


def _sainted(keys: frozenset[str], word: str) -> bool:
    """Whether ``keys`` are a saint's name ("St Ann") and ``word`` closes it with a possessive ("Ann's")."""
    return bool(keys & _SAINTS) and word.endswith(("'s", "’s"))


_SIGN_KINDS = frozenset(key(w) for w in "inn hotel tavern".split())
"""Kinds of house a name given by its sign leaves out: the Golden Stag is the Golden Stag *Inn*. Not a church
or a chapel: a saint's name is shared by the church of one place and the chapel of another."""


def _kind_completes(keys: frozenset[str], low: str) -> bool:
    """Whether a name's last word ``low`` is only the kind of house the entity of ``keys`` names without it.

    "the Golden Stag Inn" is the Golden Stag: a name of two words or more that holds no kind noun of its own
    ("Kell *Bridge*", "Orra *Bank*") is completed, not changed, by the kind of house its sign hangs over.
    """
    kinds = _SIGN_KINDS | PLACE_WORDS | ORG_WORDS
    return key(low) in _SIGN_KINDS and len(keys) > 1 and not keys & kinds


def _extra_words(
    run: Sequence[Word],
    keys: frozenset[str],
    first: int,
    allowed: frozenset[str],
    *,
    titled: bool = False,
    opening: bool = False,
) -> set[str]:
    """Keys of the words of a name that are not the entity's: its other name words ("*Upper* Brenn Lock").

    Function words, titles ("Mr"), months ("In *March* Brenn Lock ...") and the question's own words ("the
    Tessel lighthouse" is the *Tessel Lighthouse*) are not part of another name; nor is a sentence's
    capitalized opening word that is no name word, or that a function word parts from the name ("*Site* of
    the Dunmore Light"); nor, after the entity's words, a place a function word adds ("the South Pier *of
    Brenna*" is the South Pier). In a title (``titled``), neither are the words saying that the passage is
    an account of the name ("A Short History of the Kell Guild").
    """
    extra = set()
    seen: set[str] = set()
    placed = _place_prefix(run, keys) if titled and opening else 0
    start = max(_account_prefix(run), placed) if titled else 0
    previous = ""
    for w in run[start : _account_suffix(run, keys) if titled else None]:
        low = fold(w.text)
        if seen >= keys and w.text.islower():
            break
        if seen >= keys and _sainted(keys, previous) and key(w.text) in _THING_HEADS:
            continue  # "St Ann's *Church*" is what "St Ann's" names: the possessive names the building
        previous = w.text
        seen.add(key(w.text))
        if low in STOPWORDS or low in TITLES or low in MONTHS or key(w.text) in keys | allowed:
            continue
        if seen > keys and low in _LEGAL_SUFFIXES:
            continue  # "Orra Shipping *Ltd*", "the Holm Railway *Company*": the entity under its full name
        if seen > keys and w is run[-1] and _kind_completes(keys, low):
            continue  # "the Golden Stag *Inn*": the entity with the kind of house its name leaves out
        if w.start == first and (low in _NOT_NAME_WORDS or (len(run) > 1 and run[1].text.islower())):
            continue
        extra.add(key(w.text))
    return extra


@functools.lru_cache(maxsize=_NAME_RUNS_CACHE)
def _name_runs(text: str) -> tuple[tuple[Word, ...], ...]:
    """The capitalized names of ``text`` ("Upper Brenn Lock", "Bank of the Isles"), as tuples of words."""
    return _runs_of(text, words(text))


def _runs_of(text: str, ws: Sequence[Word]) -> tuple[tuple[Word, ...], ...]:
    """The names of ``text`` given its words ``ws`` (in order, so each name's words are a slice of them).

    A name span holding no word (a zero-width character the word pattern skips) is no name.
    """
    spans = entity_spans(text)
    if not spans:
        return ()
    starts = [w.start for w in ws]
    runs = (tuple(ws[bisect_left(starts, start) : bisect_left(starts, end)]) for start, end in spans)
    return tuple(run for run in runs if run)


def _texts_and_names(sentences: Iterable[Sentence]) -> dict[str, tuple[tuple[Word, ...], ...]]:
    """Every distinct text and topic of ``sentences`` (first seen first), with the names it gives."""
    found: dict[str, tuple[tuple[Word, ...], ...]] = {}
    for s in sentences:
        if s.text not in found:
            found[s.text] = s.names
        if s.topic not in found:
            found[s.topic] = _name_runs(s.topic)
    return found


def generic_head_of(run: Sequence[Word], keys: tuple[str, ...]) -> bool:
    """Whether a name is the full name of an organization a question calls by its kind alone.

    "the Society" is the Wensdale Agricultural Society, whose name ends with the kind; only a word of
    organizations ("Society", "Company", "Trust") or of places of entertainment ("Hippodrome") is such a
    kind, read past a legal suffix ("the Hippodrome" is the Kell Hippodrome Company Ltd), and the reader
    checks that the passages name one organization of that kind, not two.
    """
    if len(keys) != 1 or keys[0] not in _KIND_HEADS or not run:
        return False
    named = list(run)
    while len(named) > 1 and key(named[-1].text) != keys[0] and fold(named[-1].text) in _LEGAL_SUFFIXES:
        named.pop()
    return key(named[-1].text) == keys[0]


def kind_names(entity: str, sentences: Iterable[Sentence]) -> frozenset[str]:
    """The full names ``sentences`` give organizations of the kind ``entity`` names alone ("Society")."""
    keys = entity_keys(entity)
    return frozenset(
        " ".join(key(w.text) for w in run if fold(w.text) not in STOPWORDS)
        for text, runs in _texts_and_names(sentences).items()
        for run in runs
        # "Presidents *of the* Society" names an office of the Society, not another society
        if len(run) > 1
        and generic_head_of(run, keys)
        and not any(fold(w.text) == "of" for w in run)
        # "Kell *Co*-operative Society" ends in no company: its last word is the head of a hyphened word
        and not _HYPHENED_ON.match(text, run[-1].end)
    )


_HYPHENED_ON = re.compile(r"-[a-z]")


def names_exactly(entity: str, s: Sentence) -> bool:
    """Whether the sentence names ``entity`` as a name of its own, not inside a longer one."""
    keys = entity_keys(entity)
    return any(tuple(key(w.text) for w in run if fold(w.text) not in STOPWORDS) == keys for run in s.names)


def neighbour_named(
    keys: tuple[str, ...], text: str, allowed: frozenset[str] = frozenset(), *, person: bool = False
) -> bool | None:
    """Whether ``text`` names the entity of ``keys`` only inside longer names of other entities.

    "Upper Brenn Lock" holds every word of "Brenn Lock" and one more: it is another lock, unless the text
    says it is the same ("Upper Brenn Lock, also called Brenn Lock"). ``True`` when every name holding the
    entity's words is such a longer name, ``False`` when one names the entity exactly, ``None`` when no
    single name holds all of its words. For a ``person`` asked by surname ("Roe's estimate"), a title and
    given names before it ("Mr Ann Roe") name the same person.
    """
    return _neighbour_among(keys, text, _name_runs(text), allowed, person=person)


_BODY_KINDS = frozenset(
    key(w)
    for w in "company committee board society council trust club association fund union corporation "
    "guild institute commission commissioners trustees".split()
)
"""The last words of a body's name that tell what kind of body it is: a "Committee" is no "Company"."""


def other_body_named(keys: tuple[str, ...], text: str) -> str | None:
    """The name of another kind of body ``text`` gives in place of the entity of ``keys``, if it does.

    "In what year was the Cemetery Committee set up?" is not answered by "the Dunstry General Cemetery
    Company, founded 1842": the text names no Cemetery Committee, only a body of another kind whose name
    holds the committee's other words. ``None`` when the text names the entity, or no such body.
    """
    if len(keys) < 2 or keys[-1] not in _BODY_KINDS:
        return None
    wanted, rest = frozenset(keys), frozenset(keys[:-1])
    other = None
    for run in _name_runs(text):
        held = {key(w.text) for w in run}
        if wanted <= held:
            return None
        last = key(run[-1].text)
        if other is None and rest <= held and last in _BODY_KINDS and last != keys[-1]:
            other = " ".join(w.text for w in run)
    return other


_THE_BEFORE = re.compile(r"\bthe\s+[*_“\"]?$", re.IGNORECASE)
"""The article a thing's name takes and a person's does not: "*the* Brimsey Courant"."""
_NOT_NAMESAKE_HEADS = TITLES | CLERICAL_TITLES
"""Words opening a person's name after "the" ("the Rev. Tom Skelwith"), which is no namesake of a thing."""
_NAMESAKE_KINDS = (
    _KIND_HEADS | PLACE_WORDS | BUILDING_NOUNS | frozenset(key(w) for w in "yard pit farm".split())
)
"""Kind nouns ending many names ("the Quillet House", "the Brimsey House"): two of a kind in one text may both
be told of, so a name ending in one is not set apart by the kind alone."""


def other_namesake_named(keys: tuple[str, ...], text: str) -> str | None:
    """The name of a thing of the entity's kind with other names before it, which ``text`` gives alone.

    "When did the Brimsey Courant first appear?" is not answered by "the first number of the Tollgarth
    Courant appeared in 1931": both are Courants, but the words before the kind are all others, so the text
    tells of another paper. ``None`` when the text names the entity, or no such namesake.
    """
    if len(keys) < 2 or keys[-1] in _NAMESAKE_KINDS:
        return None
    wanted, rest = frozenset(keys), frozenset(keys[:-1])
    other = None
    for run in _name_runs(text):
        held = [key(w.text) for w in run]
        if wanted <= set(held):
            return None
        if other is None and len(held) >= 2 and held[-1] == keys[-1] and not set(held[:-1]) & rest:
            before = text[max(0, run[0].start - 8) : run[0].start]
            if fold(run[0].text).rstrip(".") not in _NOT_NAMESAKE_HEADS and _THE_BEFORE.search(before):
                other = " ".join(w.text for w in run)
    return other


_FIGURE_CLAUSE_END = re.compile(r"[;:]|,\s+(?:and|but|while|whereas|which)\b|\bwhile\b|\bwhereas\b")
"""Where a clause ends inside a sentence: what stands after it need not tell of the name before it."""


def other_kind_before(keys: tuple[str, ...], value: str, text: str) -> str | None:
    """The name of another place of the entity's kind that the clause giving ``value`` is about.

    "The water at Skelwith Mill Lock rose to 9 feet 2 inches" gives no fall of "Quarndon Lock": the text
    never names Quarndon, and the figure's own clause names another lock. A kind ending many names ("Lock",
    "House") does not set two things apart by itself (see ``other_namesake_named``), but a figure in a clause
    naming only the other one is the other one's. ``None`` when the text names any of the entity's own words.
    """
    if len(keys) < 2 or keys[-1] not in _NAMESAKE_KINDS or not value:
        return None
    rest = frozenset(keys[:-1])
    runs = _name_runs(text)
    if any(set(key(w.text) for w in run) & rest for run in runs):
        return None
    at = text.find(value)
    if at < 0:
        return None
    for run in runs:
        held = [key(w.text) for w in run]
        if len(held) < 2 or held[-1] != keys[-1] or run[-1].end > at:
            continue
        if not _FIGURE_CLAUSE_END.search(text[run[-1].end : at]):
            return " ".join(w.text for w in run)
    return None


def _title_neighbour(keys: tuple[str, ...], title: str, allowed: frozenset[str]) -> bool | None:
    """``neighbour_named`` for a passage's title, which may say it is an account of the entity."""
    if _shouted(title):
        return None
    return _neighbour_among(keys, title, _name_runs(title), allowed, titled=True)


def _shouted(title: str) -> bool:
    """Whether a title is a headline in capitals ("NEW LABORATORIES AT THORNBY"), which shows no names.

    Every word of it is capitalized, so its words cannot tell a name ("Thornby") from a common noun
    ("laboratories"): it names no neighbour of an entity, though its words may still be the entity's.
    """
    letters = [ch for ch in title if ch.isalpha()]
    return len(letters) > 1 and all(ch.isupper() for ch in letters)


def _neighbour_among(
    keys: tuple[str, ...],
    text: str,
    runs: Sequence[Sequence[Word]],
    allowed: frozenset[str],
    *,
    titled: bool = False,
    person: bool = False,
) -> bool | None:
    """``neighbour_named`` given the names ``runs`` of ``text``."""
    wanted = frozenset(keys)
    first = _first_word_start(text)
    verdicts = []
    for run in runs:
        if wanted <= {key(w.text) for w in run}:
            verdicts.append(
                bool(_extra_words(run, wanted, first, allowed, titled=titled, opening=_opens(text, run)))
                and not generic_head_of(run, keys)
                and not _given_names_between(run, keys)
                and not (person and _titled_in_full(run, keys))
            )
    if not verdicts:
        return None
    if all(verdicts) and _ALIAS.search(text):
        return False  # "Upper Brenn Lock, also known as Brenn Top": the text makes the names one entity
    return all(verdicts)


_GIVEN_NAMES = 2
"""The most given names a title and a surname may hold between them ("Captain *Arthur James* Quennock")."""


def _given_names_between(run: Sequence[Word], keys: tuple[str, ...]) -> bool:
    """Whether a name is the titled person of ``keys`` with given names written in: "Capt. Arthur Quennock".

    "Captain Quennock" is how a text refers to "Captain Arthur Quennock" once it has named him in full: the
    words between the title and the surname are his given names, not a longer name of someone else. Only for a
    name that opens on the title and closes on the surname.
    """
    if len(keys) != 2 or keys[0] not in TITLES or len(run) < 3 or len(run) > 2 + _GIVEN_NAMES:
        return False
    title, surname = fold(run[0].text).rstrip("."), key(run[-1].text)
    same_title = key(title) == keys[0] or (title in TITLES and keys[0].startswith(title))
    between = run[1:-1]
    return (
        same_title
        and surname == keys[1]
        and all(w.text[:1].isupper() and fold(w.text) not in STOPWORDS for w in between)
    )


def _titled_in_full(run: Sequence[Word], keys: tuple[str, ...]) -> bool:
    """Whether a name is the person of the surname ``keys`` under a title, with given names: "Mr Ann Roe".

    "Roe's estimate" asks of the person a text names in full as "Mr Henry Quarton Roe": the words between the
    title and the surname are his given names, not a longer name of someone else.
    """
    if len(keys) != 1 or len(run) < 3 or len(run) > 2 + _GIVEN_NAMES:
        return False
    between = run[1:-1]
    return (
        fold(run[0].text).rstrip(".") in TITLES
        and key(run[-1].text) == keys[0]
        and all(w.text[:1].isupper() and fold(w.text) not in STOPWORDS for w in between)
    )


def _first_word_start(text: str) -> int:
    """Where the first word of ``text`` starts: 0 when it has none (a title of stars or dashes)."""
    found = words(text)
    return found[0].start if found else 0


_ALIAS = re.compile(r"\b(?:also|formerly|locally|once|now|otherwise)\s+(?:known\s+as|called|named)\b", re.I)


def titled_for_neighbour(keys: tuple[str, ...], title: str, allowed: frozenset[str] = frozenset()) -> bool:
    """Whether a passage's title names another entity that shares words with the one of ``keys``.

    The passage titled 'Steamer "Lady Imber"' is about the steamer, not about Lake Imber, even when its file
    is named after the lake: a name in the title holding some of the entity's words but not all of them
    names a neighbour, and so does one holding them all and more ("Keeper's note: Upper Brenn Lock" is not
    about Brenn Lock), unless another name in the title is the entity's own.
    """
    wanted = set(keys)
    if _shouted(title):
        return False
    runs: list[set[str]] = []
    current: set[str] = set()
    for w in words(title):
        if w.text[0].isupper() or (current and w.text.isdigit()):  # "Tern *19*": a model's mark
            current.add(key(w.text))
        elif current and fold(w.text) not in _NAME_CONNECTORS:  # "Bank *of the* Isles" is one name
            runs.append(current)
            current = set()
    if current:
        runs.append(current)
    if any(wanted <= run for run in runs):
        return bool(_title_neighbour(keys, title, allowed))
    return any(run & wanted for run in runs)


def entity_match(entity: str, s: Sentence, allowed: frozenset[str] = frozenset()) -> tuple[float, list[int]]:
    """How well a sentence names ``entity``, and where.

    1.0 when named in the sentence; 0.6 when the passage is about it (its title), when a pronoun refers back
    to it, or by its common head noun ("the bank" for Carrow Bank); else 0.
    """
    keys = _expand_initials(entity_keys(entity), s)
    if not keys:
        return 1.0, []
    named = [i for i in range(len(s.words)) if s.columns and set(keys) <= s.column(i)]
    if named:
        return 1.0, named  # a table's column named for the entity ("| Measure | 2024 | 2023 |")
    numbered = [
        i
        for i in range(len(s.words))
        if s.columns and keys[-1] == s.keys[i] and set(keys[:-1]) <= s.column(i) and _lone_cell(s, i)
    ]
    if numbered and keys[-1][:1].isdigit():
        return 1.0, numbered  # "route 4" is the row "| 4 | Kirkhallam | ..." under the column "Route"
    positions = [i for i, k in enumerate(s.keys) if k in keys]
    inside_other = all(k in s.keys for k in keys) and (
        _neighbour_among(keys, s.text, s.names, allowed) or _kinsman_entry(keys, s, allowed)
    )
    if all(k in s.keys for k in keys) and not inside_other:
        return 1.0, _exact_positions(keys, s, allowed) or positions
    if s.aliases and all(k in s.aliases for k in keys):
        return 0.6, []  # the passage (or entry) gave its subject this name: "known locally as the Old Cedar"
    if (s.short_name and s.short_name == set(keys)) or _inner_name_stated(keys, s, allowed):
        # "The Evening Courier was launched ..." under "The Harlow Vale Evening Courier"; "Capacity of
        # reservoir: 310 million gallons" under "Kell Reservoir Gauge" is the Kell reservoir's
        return 0.6, []
    if (
        _title_neighbour(keys, s.topic, allowed)
        or _titled_for_other_name(keys, s.topic, allowed)
        or _other_named_subject(keys, s)
    ):
        # A passage titled "Upper Brenn Lock" or "The Fenmoor & District Railway": its pronouns and bare
        # nouns are of that lock or that railway, not of Brenn Lock or the Fenmoor Railway Company; nor is
        # "The Brindlemoor hall was opened in 1868" of the Pikemen's Hall its page is on.
        return 0.0, []
    if inside_other:
        positions = []  # "Upper Brenn Lock" names another lock; only the passage can be about this one
    owned = _owned_keys(entity, keys)
    titled = s.title | s.made_in
    if all(k in titled or k in s.keys for k in keys) and not titled_for_neighbour(owned, s.topic, allowed):
        return 0.6, positions
    dated = _framed_by_date(keys, s) or _year_referred(keys, s) or _entry_dated(keys, s)
    if _referring_back(keys, s) or dated:
        return 0.6, positions
    # "the bank" for Carrow Bank; "the viaduct" for the Kell Viaduct named just before.
    head = [
        i
        for i, k in enumerate(s.keys)
        if k == keys[-1] and i > 0 and fold(s.words[i - 1].text) in ("the", "this", "its")
    ]
    mentioned = all(k in s.context or k in s.keys for k in keys)
    if (sectioned := _sectioned_at(keys, s, head, mentioned)) is not None:
        return 0.6, sectioned
    if len(keys) > 1 and (described := _described_head(keys, s)):
        return 0.6, described
    if mentioned and (surname := _surname_at(keys, s)):
        return 0.6, surname
    if short := _short_company_at(entity, keys, s):
        return 0.6, short
    return 0.0, []


_OTHER_NAMED_SUBJECT = 3
"""The most words between "the" and the head noun of a subject naming another thing ("the Brindlemoor
hall")."""


def _other_named_subject(keys: tuple[str, ...], s: Sentence) -> bool:
    """Whether a sentence's subject is another thing of the entity's kind, named by a name of its own.

    "The Brindlemoor hall, it may be remembered, was opened in 1868" on a page about the Pikemen's Hall
    dates another town's hall: "the" and the entity's head noun ("hall") hold a name that is none of the
    entity's words.
    """
    at = s.subject_at
    if len(keys) < 2 or len(s.words) <= at + 2 or fold(s.words[at].text) != "the":
        return False
    for i in range(at + 1, min(len(s.words), at + 2 + _OTHER_NAMED_SUBJECT)):
        if s.keys[i] == keys[-1]:
            between = s.words[at + 1 : i]
            names = [w for w in between if w.text[:1].isupper() and key(w.text) not in keys]
            return bool(between) and len(names) == len(between) and s.words[i].text.islower()
        if not s.words[i].text[:1].isupper():
            return False
    return False


def _kinsman_entry(keys: tuple[str, ...], s: Sentence, allowed: frozenset[str]) -> bool:
    """Whether another person's card opens with a sentence holding a person's words apart, not his name.

    "**GARNICK, Eldred (1808–1866).** Brother of Ozias." holds "Garnick" and "Ozias" but heads Eldred's card:
    Ozias Garnick is named there only as a kinsman, and the dates are Eldred's. "**GARNICK, Ozias junior
    (1830–1899).** Son of the above; born at Ulverby." heads the card of Ozias Garnick's son, "junior", unless
    the question says "junior" too (its words are ``allowed``).
    """
    found = _card_heading(s.text)
    head = [key(w.text) for w in words(_card_name(found))] if found is not None else []
    if len(keys) < 2 or len(head) < 2 or keys[-1] != head[-1]:
        return False
    if set(keys) <= set(head):
        if len(head) > len(keys) and keys[0] != head[0]:
            return True  # "**GARNICK, Eldred Ozias**" is the card of a son who bears "Ozias" second
        namesake = (found.group("namesake") or "") if found is not None else ""
        return bool(namesake) and not {key(w.text) for w in words(namesake)} <= allowed
    return not any(
        tuple(key(w.text) for w in run if fold(w.text) not in STOPWORDS) == keys for run in s.names
    )


def _referring_back(keys: tuple[str, ...], s: Sentence) -> bool:
    """Whether a sentence refers back to the entity of ``keys`` the sentences or the heading above name.

    A pronoun or bare noun after the sentence naming it; a table's row or a labelled line under a section
    heading naming it ("| Horse and rider | 2d |" under "## Table of tolls on the Stone Bridge", "**Deposited
    by:** Ann Roe" under "## HA/4 — Kell Nursing Association"), a record of that section.
    """
    if s.anaphoric and all(k in s.previous or k in s.keys or k in s.lead for k in keys):
        return True
    # a label in bold ("**Deposited by:** Ann Roe") is a label line once its marks are read through
    recorded = bool(s.columns) or _LABEL_LINE.match(_EMPHASIS.sub(r"\g<inner>", s.text)) is not None
    return recorded and all(k in s.section or k in s.keys for k in keys)


_WEEKDAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
RELATIVE_DAY = re.compile(
    r"\b(?:[Yy]esterday|this\s+(?:morning|afternoon|evening)|last\s+(?:night|week)|inst\.|ult\."
    rf"|[Oo]n\s+{_WEEKDAY}\b|{_WEEKDAY}\s+(?:last|fortnight|week|morning|afternoon|evening|night)\b"
    r"|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+last\b"
    rf"|\b[A-Z]{{3,20}}(?:\s[A-Z]{{3,20}}){{0,2}},\s+{_WEEKDAY}\.)"
)
"""A day told by the report's own date: "yesterday", "on Thursday last", "the 2nd inst.", "17 January last",
the place and day a report opens with ("KELL, Thursday."); not a weekday naming a thing ("the Sunday
school") nor "today", which a later account says of its own day."""
_MONTH_KEYS = frozenset(key(m) for m in MONTHS)


def _date_key(k: str) -> bool:
    """Whether a word key is a year ("1903") or a month ("jun")."""
    return (len(k) == 4 and k.isdigit()) or k in _MONTH_KEYS


def _entry_dated(keys: tuple[str, ...], s: Sentence) -> bool:
    """Whether a year or month asked is the date of the entry a sentence stands under ("**4 March 1881.**").

    The minutes of a meeting name its date once, above them: "The librarian reported ..." under that line
    tells of March 1881, though the sentence names no date of its own.
    """
    if len(keys) != 1 or not _date_key(keys[0]) or keys[0] not in s.dated:
        return False
    return not any(_date_key(k) for k in s.keys)


def _framed_by_date(keys: tuple[str, ...], s: Sentence) -> bool:
    """Whether a year or month asked is the date of the report a sentence tells a day relative to.

    A report's date ("*Tuesday, 2 June 1903*") frames what it tells "yesterday" or "on Saturday": "Yesterday
    the reservoir was opened by ..." tells of June 1903, while the sentence names no date of its own.
    """
    if len(keys) != 1 or not _date_key(keys[0]) or keys[0] not in s.previous:
        return False
    return RELATIVE_DAY.search(s.text) is not None and not any(_date_key(k) for k in s.keys)


def sectioned_for(entity: str, s: Sentence, allowed: frozenset[str] = frozenset()) -> bool:
    """Whether the heading of the sentence's section names ``entity``, and no neighbour of it.

    "## The move to Kell Lane" over "The new school was designed by Ann Roe" may tell of the school in Kell
    Lane: a section's heading says what its sentences are about, as a passage's title does.
    """
    keys = entity_keys(entity)
    if not keys or not s.heading or not all(k in s.section or k in s.keys for k in keys):
        return False
    return not titled_for_neighbour(_owned_keys(entity, keys), s.heading, allowed)


_THAT_YEAR = re.compile(r"\b(?:that|the\s+same)\s+year\b", re.IGNORECASE)
"""A phrase dating a sentence's fact by a year told before it: "*In that year* a stand was raised"."""


def _year_referred(keys: tuple[str, ...], s: Sentence) -> bool:
    """Whether a year asked is the one a sentence's "that year" points back to.

    "Until 1803 spectators stood on the slope. *In that year* a grandstand was raised ..." dates the stand
    to 1803: the sentences just before name that year and no other, and the sentence names no year itself.
    """
    if len(keys) != 1 or not YEAR_DIGITS.fullmatch(keys[0]) or _THAT_YEAR.search(s.text) is None:
        return False
    if any(YEAR_DIGITS.fullmatch(k) for k in s.keys):
        return False
    return {k for k in s.previous if YEAR_DIGITS.fullmatch(k)} == {keys[0]}


def _sectioned_at(keys: tuple[str, ...], s: Sentence, head: list[int], mentioned: bool) -> list[int] | None:
    """Where a sentence means the entity by its head noun or by describing it, or ``None``.

    "## The Orra Cup" over "The cup is of silver": the section's heading names the thing its noun means;
    "## The Orra Cup (1896)" over "A silver bowl, given by ...": the opening description is of that thing.
    """
    sectioned = all(k in s.section for k in keys)
    if len(keys) > 1 and head and (keys[-1] in _COMMON_HEADS or mentioned or sectioned):
        return head
    if sectioned and all(k in s.previous for k in keys) and _DESCRIPTION_OPENS.match(s.text):
        return []
    return None


_DESCRIPTION_OPENS = re.compile(r"\s*An?\s+[a-z]")
"""A sentence opening on an indefinite description ("A two-handled bowl ..."), which says what a thing is."""


def _owned_keys(entity: str, keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys of what a possessive entity names past its owner ("East Pier" of "Kell's East Pier").

    A passage titled for the owner alone ("Kell: A Short History") is about the place the thing is in, not
    about a neighbour of the thing; a title naming another pier still names a neighbour. A body named for
    what it belongs to ("Wardens of Kell Baths") is owned the same way: its owner is after "of".
    """
    owner, mark, owned = entity.partition("'s ")
    if not mark:
        owned, mark, owner = entity.partition(" of ")
    if not mark or not owner or not owned:
        return keys
    rest = entity_keys(owned)
    return rest if rest and set(rest) <= set(keys) else keys


_COMPANY_TAILS = frozenset(
    key(w)
    for w in "company corporation co ltd limited inc services holdings industries enterprises partners "
    "brothers sons trading group".split()
)
"""Last words of a trading company's name, whose first word alone may stand for it; a mill, school or
museum is named for its place, which its first word alone may mean instead."""


def _short_company_at(entity: str, keys: tuple[str, ...], s: Sentence) -> list[int]:
    """Where the sentence calls a company by the first word of its name ("*Fellside's* traffic manager").

    Only for a name of several words ending in a word of trading companies ("Fellside Motor Services"), and a
    first word standing alone, not opening another name ("Fellside Bus Trust").
    """
    named = [w for w in words(entity) if fold(w.text) not in STOPWORDS]
    if len(named) < 2 or key(named[-1].text) not in _COMPANY_TAILS or not named[0].text[:1].isupper():
        return []
    found = []
    for i, k in enumerate(s.keys):
        if k != keys[0] or not s.words[i].text[:1].isupper():
            continue
        after = s.words[i + 1].text if i + 1 < len(s.words) else ""
        before = s.words[i - 1].text if i else ""
        if after[:1].isupper() or (i and before[:1].isupper()):
            continue
        found.append(i)
    return found


def _described_head(keys: tuple[str, ...], s: Sentence) -> list[int]:
    """Where the sentence calls the entity by its head noun after lowercase words of its own name.

    "the new bridge" is the New Harl Bridge (and "the old bridge" is not): every word between the article
    and the head is one of the name's words, written in lowercase.
    """
    found = []
    for i, k in enumerate(s.keys):
        if k != keys[-1] or not s.words[i].text.islower():
            continue
        j = i - 1
        while j >= 0 and s.words[j].text.islower() and s.keys[j] in keys[:-1]:
            j -= 1
        if j < i - 1 and j >= 0 and fold(s.words[j].text) in ("the", "this", "its"):
            found.append(i)
    return found


def _surname_at(keys: tuple[str, ...], s: Sentence) -> list[int]:
    """Where the sentence names a person of the passage by surname alone ("*Pyke's* successor was ...").

    Only for a name of two or three words that its passage or the sentences before name in full, whose
    surname is written capitalized and stands alone, not inside a longer name of someone else.
    """
    if not 2 <= len(keys) <= 3 or any(k in _COMMON_HEADS for k in keys):
        return []
    found = []
    for i, k in enumerate(s.keys):
        if k != keys[-1] or not s.words[i].text[:1].isupper():
            continue
        before = s.words[i - 1].text if i else ""
        after = s.words[i + 1].text if i + 1 < len(s.words) else ""
        gap = s.text[s.words[i].end : s.words[i + 1].start] if after else ""
        joined_after = after[:1].isupper() and not gap.strip()
        if (before[:1].isupper() and key(before) not in keys and fold(before) not in TITLES) or joined_after:
            continue  # "Edwin Pennick" is not Josiah Pennick; "Pyke Hall" is a building
        found.append(i)
    return found


def _lone_cell(s: Sentence, i: int) -> bool:
    """Whether the word at ``i`` is the whole of its table cell."""
    cell = s.cell_of(i)
    return all(s.cell_of(j) != cell for j in range(len(s.words)) if j != i)


def head_key(name: str) -> str | None:
    """The key of a name's head noun: its last word, or the word before "of" ("*Museum* of Clocks")."""
    ws = [w.text for w in words(name) if fold(w.text) not in STOPWORDS or fold(w.text) == "of"]
    if "of" in (folded := [fold(w) for w in ws]) and folded.index("of") > 0:
        return key(ws[folded.index("of") - 1])
    named = [w for w in ws if fold(w) != "of"]
    return key(named[-1]) if named else None


def named_alone(entity: str, sentences: Iterable[Sentence]) -> bool:
    """Whether ``sentences`` name ``entity`` and no other name of its head noun.

    Where "the Norland Chess Federation" is the only federation the passages name, "the federation" of a
    passage's title can mean no other; a second one ("the Welsh Chess Federation") leaves it open.
    """
    keys = entity_keys(entity)
    head = head_key(entity)
    if len(keys) < 2 or head is None:
        return False
    named = False
    for runs in _texts_and_names(sentences).values():
        for run in runs:
            run_keys = tuple(key(w.text) for w in run if fold(w.text) not in STOPWORDS)
            if not run_keys or head_key(" ".join(w.text for w in run)) != head:
                continue
            if run_keys == keys:
                named = True
            elif keys[-len(run_keys) :] != run_keys:
                return False  # another federation, or a longer name holding this one
    return named


def head_titled(entity: str, s: Sentence) -> bool:
    """Whether the sentence's passage is titled for ``entity`` by its head noun alone.

    "Officers of *the federation*" names the federation by its head noun and nothing else by a name.
    """
    head = head_key(entity)
    if len(entity_keys(entity)) < 2 or head is None:
        return False
    title = words(s.topic)
    capitalized = [w for w in title[1:] if w.text[:1].isupper()]
    return not capitalized and any(
        key(w.text) == head and w.text.islower() and i > 0 and fold(title[i - 1].text) == "the"
        for i, w in enumerate(title)
    )


def _expand_initials(keys: tuple[str, ...], s: Sentence) -> tuple[str, ...]:
    """``keys`` with an initial ("r" of "R. Calder") read as the given name the sentence or its title uses.

    "Ruth Calder" in the sentence, or a passage titled "Calder, Ruth", names R. Calder; "Anders Calderwood"
    does not, since its surname is another word.
    """
    if not any(len(k) == 1 for k in keys[:-1]):
        return keys
    out = list(keys)
    title = [w for w in words(s.topic) if w.text[:1].isupper() and len(w.text) > 1]
    for j, k in enumerate(keys[:-1]):
        if len(k) != 1 or not k.isalpha():
            continue
        surname = keys[j + 1]
        given = [
            s.keys[i - 1]
            for i in range(1, len(s.words))
            if s.keys[i] == surname and _given(s.words[i - 1], k)
        ]
        if not given and surname in {key(w.text) for w in title}:
            given = [key(w.text) for w in title if _given(w, k) and key(w.text) != surname]
        if given:
            out[j] = given[0]
    return tuple(out)


def _given(w: Word, initial: str) -> bool:
    return len(w.text) > 1 and w.text[0].isupper() and fold(w.text[0]) == initial


def _exact_positions(keys: tuple[str, ...], s: Sentence, allowed: frozenset[str]) -> list[int]:
    """Where the sentence names the entity exactly, leaving out the words of longer names that hold it."""
    wanted = frozenset(keys)
    first = s.words[0].start if s.words else 0
    inside: set[int] = set()
    for run in s.names:
        if wanted <= {key(w.text) for w in run} and _extra_words(run, wanted, first, allowed):
            inside.update(w.start for w in run)
    return [
        i for i, (w, k) in enumerate(zip(s.words, s.keys, strict=True)) if k in keys and w.start not in inside
    ]


def _inner_name_stated(keys: tuple[str, ...], s: Sentence, allowed: frozenset[str]) -> bool:
    """Whether the passage's title name opens with the entity and an asked noun the sentence itself states.

    Under "Kell Reservoir Gauge", asked "the Kell reservoir": the title names a gauge of the reservoir, and a
    line of it saying "reservoir" ("Capacity of reservoir: ...") is about the reservoir the name holds.
    """
    wanted = list(keys)
    for run in _name_runs(s.topic):
        named = [key(w.text) for w in run]
        inner = len(wanted) + 1
        if len(named) > inner and named[: len(wanted)] == wanted:
            noun = named[len(wanted)]
            if noun in allowed and noun not in wanted and noun in s.keys:
                return True
    return False


def _titled_for_other_name(keys: tuple[str, ...], title: str, allowed: frozenset[str]) -> bool:
    """Whether a name in the title shares words with the entity and holds name words of its own.

    "The Fenmoor & District Railway" shares "Fenmoor" and "Railway" with the Fenmoor Railway Company and
    adds "District": another company. A title that only repeats the entity's words ("Fairs" for the Brenna
    Net Fair) names no other entity.
    """
    if _shouted(title):
        return False
    wanted = frozenset(keys)
    first = _first_word_start(title)
    for run in _name_runs(title):
        named = {key(w.text) for w in run}
        if not named & wanted or wanted <= named:
            continue
        # "A Short History of Kell Baths" is an account of the baths: its opening words are no name words
        if _extra_words(run, wanted, first, allowed, titled=True, opening=_opens(title, run)):
            return True
    return False


def lead_neighbour(entity: str, s: Sentence) -> bool:
    """Whether a sentence opening with a subject pronoun follows one opening with a part of ``entity``'s name.

    "Tiger Glen replaced them. *It* opened in May 2007" under "Tiger Glen and Tiger Glen Lodge" dates Tiger
    Glen, not the Lodge: the pronoun means the subject just before, which the title names as another thing.
    """
    if not s.words or fold(s.words[0].text) not in _SUBJECT_PRONOUNS:
        return False
    keys = entity_keys(entity)
    if len(keys) < 2 or keys[0] not in s.lead or set(keys) <= s.lead:
        return False
    # Only a title naming the shorter name alone ("Tiger Glen and Tiger Glen Lodge") shows two things:
    # "Black Esk was the company's first reservoir. It ..." under "Black Esk Reservoir" is one, and
    # "Aldous College" in a title is no shorter name of Aldous Hall.
    rest = re.sub(re.escape(entity), " ", s.topic, flags=re.IGNORECASE)
    named = entity.split()
    return any(
        re.search(rf"\b{re.escape(' '.join(named[:n]))}\b(?!\s+[A-Z])", rest) for n in range(1, len(named))
    )


def owned_elsewhere(entity: str, s: Sentence, at: list[int], anchors: list[int]) -> bool:
    """Whether a sentence opening with a subject pronoun is about its passage's topic rather than ``entity``.

    "It lies west of Greater Varrow and has a population of 9,200" is not about Greater Varrow; but in "It
    was founded by Elias Varn, who was born in Kettlehaven" the relative clause is about Elias Varn.
    """
    if not s.words or fold(s.words[0].text) not in _SUBJECT_PRONOUNS:
        return False
    keys = entity_keys(entity)
    if not keys or all(k in s.title for k in keys) or all(k in s.lead for k in keys):
        return False  # the pronoun means the passage's topic, or the subject of the sentence before
    for a in anchors:
        between = [fold(w.text) for w in s.words[max(at, default=a) + 1 : a]] if at else []
        if any(w in _RELATIVE_PRONOUNS for w in between):
            return False
    return True


_BE = frozenset({"is", "are", "was", "were", "be", "been", "being"})
_COPULAS = _BE | {"remains", "remained", "became", "becomes"}
_NOUN_MARKERS = frozenset({"the", "a", "an", "its", "his", "her", "their", "whose"})


def agent_at(s: Sentence, a: int, first: int, last: int, rivals: set[int], *, noun: bool = False) -> bool:
    """Whether the relation word at ``a`` takes the words ``first..last`` as its agent.

    "built in 1802 *by* the engineer X", "X *built* ...", "the founder *was* X", "the work of X"; no other
    relation may stand between.

    ``noun`` marks an agent-noun anchor ("the work of"); one after a determiner ("the founder") is one too.
    """
    if first <= a <= last:
        return False
    between = range(a + 1, first) if a < first else range(last + 1, a)
    if rivals & set(between):
        return False
    low = [fold(s.words[i].text) for i in between]
    noun = noun or (a > 0 and fold(s.words[a - 1].text) in _NOUN_MARKERS)
    if a < first:
        plain = len(low) <= 3 and all(s.words[i].text.islower() for i in between)  # "the millwright"
        return "by" in low or bool(_COPULAS & set(low)) or (noun and plain)
    return len(low) <= 6 and (noun or not _BE & set(low))  # "X was built" is not built by X
