"""A thing's figure for one year, from a line that gives its figures year by year.

Returns are often packed into one line per thing: "Ford Point (inshore): 2019, 40 launches, 9 lives saved.
2020, 35 launches, 6 lives saved." The sentences after the first name no thing, so a reader looking for
"Ford Point" and "2020" finds neither beside the figure. The line is read as the thing's: it names the thing
before its first year, each year opens a segment (a year followed by a comma or colon), and the segment of
the asked year gives one figure of the counted noun ("6 lives").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from .._retrieval import Hit
from ._fact import FactQuestion
from ._lexicon import YEAR_DIGITS, key
from ._sentences import Sentence, sentences_of

__all__ = ["YearFigure", "joined_hits", "year_figure"]

_YEAR_OPENING = re.compile(r"(?<![\w,.])(?P<year>1\d{3}|20\d{2})\s*[,:]\s")
"""A year that opens a segment of a line: "2020, 35 launches" or "2020: 35 launches"."""
_FIGURE = re.compile(r"(?<![\w.,])(?P<n>\d{1,3}(?:,\d{3})+|\d+)\s+(?P<noun>[A-Za-z]+)")


@dataclass(frozen=True, slots=True)
class YearFigure:
    """The figure read, its value as a number, where it stands, and the sentences citing it."""

    value: str
    number: Fraction
    origin: tuple[str, int, int]
    sentences: tuple[Sentence, ...]


def _spans(name: str, line: str) -> list[tuple[int, int]]:
    pattern = r"(?<![\w])" + r"\s+".join(re.escape(w) for w in name.split()) + r"(?![\w])"
    return [m.span() for m in re.finditer(pattern, line)]


def _named_at_start(name: str, line: str, first_year: int, own: str = "") -> bool:
    """Whether ``name`` is written in ``line`` before its first year, outside the name ``own``."""
    inside = _spans(own, line) if own else []
    return any(
        end <= first_year and not any(a <= start and end <= b for a, b in inside)
        for start, end in _spans(name, line)
    )


def _figure_in(segment: str, nouns: Sequence[str]) -> re.Match[str] | None:
    """The one figure of one of ``nouns`` a segment gives ("6 lives" for "lives"), or ``None``."""
    asked = {key(n) for n in nouns}
    found = [m for m in _FIGURE.finditer(segment) if key(m.group("noun")) in asked]
    return found[0] if len(found) == 1 else None


def year_figure(fact: FactQuestion, hits: Sequence[Hit], avoid: Sequence[str] = ()) -> YearFigure | None:
    """The figure ``fact`` asks of its one named thing in its one year, read from a year-by-year line.

    Every line found must agree; a line naming the thing only after its years is not the thing's, nor one
    naming before them a thing of ``avoid`` (another operand's: "Ford Point Haven" is not "Ford Point").
    """
    years = [e for e in fact.entities if YEAR_DIGITS.fullmatch(e)]
    names = [e for e in fact.entities if not YEAR_DIGITS.fullmatch(e)]
    # the counted noun: the unit asked ("How many lives ...?") or, when none is, a term ("What was launches
    # of X in 2021?")
    nouns = [fact.unit] if fact.unit else list(fact.terms)
    if len(years) != 1 or len(names) != 1 or not nouns:
        return None
    others = [a for a in avoid if not YEAR_DIGITS.fullmatch(a)]
    found: dict[str, YearFigure] = {}
    every = sentences_of(hits)
    for hit in joined_hits(hits):
        offset = 0
        for line in hit.text.split("\n"):
            read = _read_line(line, names[0], years[0], nouns)
            offset_here = offset
            offset += len(line) + 1
            if read is None or any(_named_at_start(other, line, read.start(), names[0]) for other in others):
                continue
            begin, end = hit.start + offset_here + read.start("n"), hit.start + offset_here + read.end("n")
            named = hit.start + offset_here
            cited = [s for s in every if s.doc_id == hit.doc_id and s.start <= begin < s.end]
            opening = [
                s
                for s in every
                if s.doc_id == hit.doc_id and (s.start <= named < s.end or named <= s.start < begin)
            ]
            if not cited:
                continue
            sentences = tuple(dict.fromkeys([cited[0], *opening[:1]]))
            value = f"{read.group('n')} {read.group('noun')}"
            number = Fraction(read.group("n").replace(",", ""))
            found.setdefault(read.group("n"), YearFigure(value, number, (hit.doc_id, begin, end), sentences))
    return next(iter(found.values())) if len(found) == 1 else None


def joined_hits(hits: Sequence[Hit]) -> list[Hit]:
    """The passages, those of one document that meet or overlap joined into one.

    A line cut between two passages is so read whole; a one-character gap between them is read as a space.
    """
    out: list[Hit] = []
    for hit in sorted(
        {(h.doc_id, h.start, h.end): h for h in hits}.values(), key=lambda h: (h.doc_id, h.start)
    ):
        last = out[-1] if out else None
        if last is None or last.doc_id != hit.doc_id or hit.start > last.end + 1:
            out.append(hit)
            continue
        if hit.end > last.end:
            gap = " " * (hit.start - last.end)
            text = last.text + gap + hit.text[max(0, last.end - hit.start) :]
            out[-1] = replace(last, end=hit.end, text=text)
    return out


def _read_line(line: str, name: str, year: str, nouns: Sequence[str]) -> re.Match[str] | None:
    """A figure of ``nouns`` in the segment ``year`` opens in ``line``, when ``line`` is ``name``'s."""
    openings = list(_YEAR_OPENING.finditer(line))
    if len(openings) < 2 or not _named_at_start(name, line, openings[0].start()):
        return None
    for i, opening in enumerate(openings):
        if opening.group("year") != year:
            continue
        stop = openings[i + 1].start() if i + 1 < len(openings) else len(line)
        figure = _figure_in(line[opening.end() : stop], nouns)
        if figure is None:
            return None
        return _FIGURE.match(line, opening.end() + figure.start())
    return None
