"""Who held an office before or after another holder, or in a given place in the line, read from a list.

"Who succeeded A as County Surveyor?", "Who was Dean before A?", "Who was the second Warden of X?" and "Who
is the current principal conductor of Y?" are rarely stated in one sentence; a list of the office's holders
in order, each with the years they held it ("- Edwin Hale: 1891 to 1911", "Ann Roe, since 2019.", "| Ann
Roe | 1950-1972 |"), is; so is a sentence listing them ("The wardens were Ann Roe (1891–1919), Jo Hale
(1919–1930) and ..."), and a table of several owners' holders ("| Kell Baths | Ann Roe | 1904 | 1911 |"
under "| Baths | Superintendent | From | To |"), whose rows naming the asked owner exactly are its line. A
list answers only when it is a succession: three or more entries whose first years never go back, or two
whose years meet ("1851–1872: A", "1872–1889: B"); its title, heading or the lines above it (above a bold
heading, "**Secretaries**", its section's) name every word of the office and of whose it is; a bare name
heading the list ("Tarn Flying Club" above its instructors) is exactly the owner asked about (but a step
from a named holder needs no owner the question only describes: "of the department"); and, for "before"
and "after", one entry names the holder the question starts from. "Current" asks for the last entry, and only
when that entry is still open ("since 2019", "2019 to date", "2019-").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .._text import STOPWORDS, fold, words
from ._lexicon import key
from ._sentences import PassageLike, Sentence, sentences_of
from ._spans import Holder

__all__ = ["succession_holder"]

_YEAR = r"(?:1\d{3}|20\d{2})"
_ENTRY = re.compile(
    r"^[ \t]*(?:[-*+][ \t]+|\|[ \t]*)?"
    r"(?P<name>[A-Z][\w'’.-]*"
    r"(?:[ \t]+(?:[A-Z][\w'’.-]*|of|the|de|van|von|and|elder|younger|\([^)\n]{1,60}\)))*)"
    r"(?:,[ \t]*(?:[A-Z][a-z]{0,2}\.){1,5})?"
    r"[ \t]*(?:,|:|\||[—–])[ \t]*"
    r"(?:[^\n,:|—–]{1,60}(?:,|[ \t][—–])[ \t]*|[A-Za-z][\w.'’-]{0,30}[ \t]*\|[ \t]*)?"
    rf"(?:(?:from|since)[ \t]+(?P<open>{_YEAR})\b|(?P<start>{_YEAR})[ \t]*(?:-|–|—|to)[ \t]*"
    rf"(?P<end>{_YEAR}\b|date\b|the present\b|present\b|now\b)?"
    rf"|(?P<cell_start>{_YEAR})[ \t]*\|[ \t]*(?P<cell_end>{_YEAR}\b|date\b|present\b)?[ \t]*\|)",
    re.MULTILINE,
)
"""A line opening with a holder and the years they held the office ("Dr Ann Roe, 1891 to 1919.", "Ann Roe —
1891–1919"), or a table row giving them in cells of their own ("| Ann Roe | 1891 | 1919 |"), perhaps after a
cell of one word, the rank held ("| Ann Roe | Major | 1891 | 1919 |"; a cell of several words may be the
office's owner, "| Kell Baths | Ann Roe | 1904 |"); a degree may close the holder's name ("| Rev. Jo Hale,
M.A. | 1811 | 1838 |") and is no part of it."""
_YEARS_FIRST = re.compile(
    rf"^[ \t]*(?:[-*+][ \t]+)?(?P<start>{_YEAR})[ \t]*(?:-|–|—|to)[ \t]*"
    rf"(?P<end>{_YEAR}\b|date\b|the present\b|present\b|now\b)?[ \t]*[:—–][ \t]*"
    r"(?P<name>[A-Z][\w'’.-]*(?:[ \t]+(?:[A-Z][\w'’.-]*|of|the|de|van|von|and))*)",
    re.MULTILINE,
)
"""A line giving the years before the holder: "- 1872–1889: Ann Roe (niece of the foregoing)"."""
_INLINE = re.compile(
    r"(?P<name>[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)+)[ \t]+"
    rf"\((?:(?P<start>{_YEAR})[ \t]*(?:-|–|—|to)[ \t]*(?P<end>{_YEAR}|date|present)?"
    rf"|(?:from|since)[ \t]+(?P<since>{_YEAR}))\)"
)
"""A holder named in running text with the years they held the office: "Ann Roe (1891–1919)", "Jo Hale
(from 1958)"."""
_INLINE_GAP = re.compile(r"(?:,[ \t]*|[ \t]+)(?:and[ \t]+)?(?:(?:his|her|their)[ \t]+[a-z]{2,20}[ \t]+)?")
"""What parts the holders of one written list: "A (1891–1919), B (1919–1930) and C (1930–1950)"; a kinship
may stand before a holder ("A (1912–1931), *her daughter* B (1931–1958)")."""
_ROW = re.compile(r"^[ \t]*\|(?P<cells>.*)\|[ \t]*$", re.MULTILINE)
_TITLES = re.compile(r"^(?:(?:the|The)\s+)?(?:(?:Very|Rev\.?|Revd|Dr\.?|Sir|Canon|Professor|Prof\.)\s+)+")
_ORDINALS = {
    w: i for i, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth".split(), 1)
}
_NEXT = re.compile(
    r"^Who (?P<verb>succeeded|followed|replaced|preceded|came after|came before) (?P<holder>.+?)"
    r"(?: as (?:the )?| in (?=(?:command|charge) of ))(?P<office>.+?)\?$"
)
"""A step from a named holder to the next or the one before, the office named after "as" or held "in command
of" (or "in charge of") its owner: "Who followed Ann Roe in command of the Kell corps?"."""
_BESIDE = re.compile(r"^Who was (?:the )?(?P<office>.+?) (?P<verb>before|after) (?P<holder>[A-Z].+?)\?$")
_PLACE = re.compile(r"^Who (?:was|is) the (?P<place>\w+) (?P<office>.+?)\?$")
_OWNED_PLACE = re.compile(r"^Who (?:was|is) the (?P<owner>[\w ]+?)['’]s (?P<place>\w+) (?P<office>[^?]+?)\?$")
"""A place in the line asked with its owner before it: "Who was the hospital's first matron?"."""
_BACKWARD = frozenset({"preceded", "came before", "before"})
_MIN_ENTRIES = 3
_CHUNK_GAP = 3
"""How many characters may part two retrieved chunks of one document that are read as one."""


@dataclass(frozen=True, slots=True)
class _Entry:
    name: str
    start: int
    """Offset of the entry's line in its passage's text."""
    first_year: int
    open: bool
    """Whether the entry's tenure is still running ("since 2019", "2019 to date", "2019-")."""
    last_year: int | None = None
    """The year the tenure ended, when the entry gives it."""


@dataclass(frozen=True, slots=True)
class _Asked:
    office: frozenset[str]
    owner: frozenset[str]
    holder: frozenset[str]
    named_owner: bool
    """Whether the question names whose office it is ("of the Kell Baths"), not only describes it."""
    step: int
    """-1 for the holder before ``holder``, +1 for the one after; 0 when ``place`` gives the position."""
    place: int
    """1 for the first holder, 2 for the second; -1 for the current one."""


def _keys(text: str) -> frozenset[str]:
    return frozenset(key(w.text) for w in words(text) if fold(w.text) not in STOPWORDS)


def _asked(question: str) -> _Asked | None:
    """What a succession question asks: the office, whose it is, and the holder or the place in the line."""
    text = " ".join(question.split())
    holder, step, place = "", 0, 0
    if (found := _NEXT.match(text)) is not None or (found := _BESIDE.match(text)) is not None:
        holder = found.group("holder")
        step = -1 if found.group("verb") in _BACKWARD else 1
    elif (found := _OWNED_PLACE.match(text) or _PLACE.match(text)) is not None:
        word = fold(found.group("place"))
        place = -1 if word in ("current", "present") else _ORDINALS.get(word, 0)
        if not place:
            return None
    else:
        return None
    office, _, owner = found.group("office").partition(" of ")
    if "owner" in found.groupdict():
        owner = found.group("owner")
    office_keys = _keys(office)
    if not office_keys or not office[:1].isalpha():
        return None
    named = any(w[:1].isupper() for w in owner.split())
    return _Asked(office_keys, _keys(owner.removeprefix("the ")), _keys(holder), named, step, place)


def _entry_line(line: str) -> bool:
    """Whether a line is an entry of a list of holders, whichever comes first, the name or the years."""
    return _ENTRY.match(line) is not None or _YEARS_FIRST.match(line) is not None


def _entries(text: str) -> list[_Entry]:
    found = []
    # "- **Ann Roe** (1850–1920): manager, 1891–1919": the bold marks, blanked in place, keep the offsets
    plain = text.replace("**", "  ")
    matches = sorted([*_ENTRY.finditer(plain), *_YEARS_FIRST.finditer(plain)], key=lambda m: m.start())
    for match in matches:
        name = re.sub(r"\s*\([^)]*\)$", "", match.group("name")).strip()  # "Roe Brothers (Ann and Bo Roe)"
        if sum(1 for w in _TITLES.sub("", name).split() if w[:1].isupper()) < 2:
            continue  # "Opened: 1902 to 1905" is no holder
        groups: dict[str, str | None] = match.groupdict()
        year = groups.get("open") or groups.get("start") or groups.get("cell_start") or ""
        end = groups.get("end") or groups.get("cell_end")
        running = groups.get("open") is not None or end is None or not end[:1].isdigit()
        last = int(end) if end is not None and end.isdigit() else None
        found.append(_Entry(name, match.start(), int(year), running, last))
    return found


_BOLD_LINE = re.compile(r"\*\*[^*\n]+\*\*")


def _heading(line: str, before: str, after: str) -> bool:
    """Whether a line heads what follows: a markdown heading, or a bare line between blank lines."""
    stripped = line.strip()
    if stripped.startswith("#") or _BOLD_LINE.fullmatch(stripped):
        return True  # "## Secretaries", or "**Secretaries**" right above its list
    alone = not before.strip() and not after.strip()
    return bool(stripped) and alone and not stripped.endswith((".", ";", ",", ")", ":"))


def _blocks(text: str, title: str) -> list[tuple[list[_Entry], str, str]]:
    """The runs of entries of ``text``, each with the text above it and the bare name heading it (if any)."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    headings = [
        (offsets[i], line.strip())
        for i, line in enumerate(lines)
        if _heading(line, lines[i - 1] if i else "", lines[i + 1] if i + 1 < len(lines) else "")
        and not _entry_line(line)
    ]
    blocks: list[tuple[list[_Entry], str, str]] = []
    for entry in _entries(text):
        above = [h for h in headings if h[0] < entry.start]
        heading_at, heading = above[-1] if above else (0, "")
        if blocks and heading_at <= blocks[-1][0][-1].start:
            blocks[-1][0].append(entry)
            continue
        # A title names the page; a bare line under it names whose list follows.
        bare = "" if heading.startswith("#") or fold(heading) == fold(title) else heading
        # "**Secretaries**" heads one list of its section: the section's heading says whose office it is
        sections = [0] + [at for at, h in above if not _BOLD_LINE.fullmatch(h)]
        start = sections[-1] if _BOLD_LINE.fullmatch(heading) else heading_at
        blocks.append(([entry], text[start : entry.start], bare))
    return blocks


def _inline_blocks(text: str) -> list[tuple[list[_Entry], str, str]]:
    """The runs of holders that sentences list with their years, each with its paragraph's text before it.

    "The wardens were Ann Roe (1891–1919), Jo Hale (1919–1930) and Ida Lusk (1930–1950)."
    """
    blocks: list[tuple[list[_Entry], str, str]] = []
    last_end = -1
    for match in _INLINE.finditer(text):
        end = match.group("end")
        running = match.group("since") is not None or end is None or not end[:1].isdigit()
        first = int(match.group("since") or match.group("start"))
        entry = _Entry(match.group("name"), match.start(), first, running)
        if blocks and _INLINE_GAP.fullmatch(text[last_end : match.start()]):
            blocks[-1][0].append(entry)
        else:
            paragraph = text.rfind("\n\n", 0, match.start())
            blocks.append(([entry], text[max(0, paragraph) : match.start()], ""))
        last_end = match.end()
    return blocks


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _owner_rows(text: str, asked: _Asked) -> list[tuple[list[_Entry], str, str]]:
    """The holders a table gives for the asked owner, when its rows list several owners' holders.

    "| Kell Baths | Ann Roe | 1904 | 1911 |" under "| Baths | Superintendent | From | To |": the column named
    with the office holds the holders, and the rows whose cell names the asked owner exactly are its line.
    """
    if not asked.owner or not asked.named_owner:
        return []
    rows = [(m.start(), _cells(m.group("cells"))) for m in _ROW.finditer(text)]
    if len(rows) < 2 or not all(set(c) <= set("-: ") for c in rows[1][1]):
        return []
    header = rows[0][1]
    office = [i for i, c in enumerate(header) if asked.office <= _keys(c)]
    if len(office) != 1:
        return []
    entries = []
    for at, cells in rows[2:]:
        if len(cells) != len(header) or not any(_keys(c) == asked.owner for c in cells[: office[0]]):
            continue
        years = [c for c in cells[office[0] + 1 :] if re.fullmatch(_YEAR, c)]
        if years:
            entries.append(_Entry(cells[office[0]], at, int(years[0]), False))
    return [(entries, text, "")] if entries else []


def _succession(entries: list[_Entry]) -> bool:
    """Whether entries are a line of holders: three or more in order, or two, one ending as the next starts.

    "1851–1872: Ann Roe" and "1872–1889: Jo Roe" hand the office on in 1872; two entries of years that do not
    meet may be two posts or a line with a gap.
    """
    years = [e.first_year for e in entries]
    if len(entries) == _MIN_ENTRIES - 1:
        return entries[0].last_year is not None and entries[0].last_year == entries[1].first_year
    return len(entries) >= _MIN_ENTRIES and years == sorted(years)


def _pick(asked: _Asked, entries: list[_Entry]) -> _Entry | None:
    if asked.step:
        at = [i for i, e in enumerate(entries) if asked.holder <= _keys(e.name)]
        if len(at) != 1 or not 0 <= at[0] + asked.step < len(entries):
            return None
        return entries[at[0] + asked.step]
    if asked.place == -1:
        last = entries[-1]
        return last if last.open and not any(e.open for e in entries[:-1]) else None
    return entries[asked.place - 1] if asked.place <= len(entries) else None


def succession_holder(question: str, passages: Sequence[PassageLike]) -> Holder | None:
    """The holder a list of an office's holders gives for ``question``, or ``None``.

    Every list that answers must give the same name, or nothing is answered.
    """
    asked = _asked(question)
    if asked is None:
        return None
    found: dict[str, tuple[PassageLike, int, int]] = {}
    for passage in _joined(passages):
        owned = _owner_rows(passage.text, asked)
        blocks = _blocks(passage.text, passage.title) + _inline_blocks(passage.text) + owned
        for entries, above, heading in blocks:
            context = _keys(passage.title) | _keys(above) | _keys(passage.doc_id.rsplit(".", 1)[0])
            # A step from a named holder needs no owner the question only describes ("of the department").
            owner = asked.owner if asked.named_owner or not asked.step else frozenset()
            if not _succession(entries) or not asked.office <= context or not owner <= context:
                continue
            named = _keys(heading)
            if heading and owner and named != owner and not named <= asked.office:
                # the instructors of "Tarn & District Flying Club" are not "Tarn Flying Club"'s; a heading
                # naming the office alone ("Managers") names no owner
                continue
            entry = _pick(asked, entries)
            if entry is not None:
                found.setdefault(entry.name, (passage, entry.start, entry.first_year))
    if len(found) != 1:
        return None
    ((name, (joined, at, year)),) = found.items()
    sentence = _sentence_at(joined, joined.start + at)
    if sentence is None or name not in sentence.text:
        return None
    first = _first_filled(joined, sentence, asked, year) if asked.place == 1 else None
    return Holder(name, sentence, (first,) if first is not None else ())


def _first_filled(passage: PassageLike, listed: Sentence, asked: _Asked, year: int) -> Sentence | None:
    """The sentence just before a line of holders that dates the office's first filling to its first entry.

    "A matron was first appointed in 1912. The office has been held by Ann Roe (1912–1931), ..." makes Ann
    Roe the first matron; a list alone may start anywhere in the office's history.
    """
    sentences = sentences_of([passage])
    at = next((n for n, s in enumerate(sentences) if s.start == listed.start), 0)
    if at == 0:
        return None
    before = sentences[at - 1]
    stated = "first" in {fold(w.text) for w in before.words} and str(year) in before.keys
    return before if stated and asked.office <= frozenset(before.keys) else None


@dataclass(frozen=True, slots=True)
class _Joined:
    """Retrieved passages of one document that meet or overlap, read as one (a list split by chunking)."""

    doc_id: str
    start: int
    end: int
    text: str
    title: str


def _joined(passages: Sequence[PassageLike]) -> list[_Joined]:
    out: list[_Joined] = []
    for p in sorted(passages, key=lambda p: (p.doc_id, p.start, p.end)):
        last = out[-1] if out else None
        if last is not None and last.doc_id == p.doc_id and p.start <= last.end + _CHUNK_GAP:
            if p.end > last.end:
                # Chunks part at a paragraph break, whose blank characters the chunks leave out.
                gap = "\n" * max(0, p.start - last.end)
                text = last.text + gap + p.text[max(0, last.end - p.start) :]
                out[-1] = _Joined(p.doc_id, last.start, p.end, text, last.title)
            continue
        out.append(_Joined(p.doc_id, p.start, p.end, p.text, p.title))
    return out


def _sentence_at(passage: PassageLike, offset: int) -> Sentence | None:
    return next((s for s in sentences_of([passage]) if s.start <= offset < s.end or s.start >= offset), None)
